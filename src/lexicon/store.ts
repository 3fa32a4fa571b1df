// Building lexicons from their recipes into lexicons/NAME.lex (Node only). Loading them back is
// load.ts (any platform), re-exported here for Node callers, and lexicon names are names.ts's.
// This module talks to the platform interface only; as it runs in Node alone, importing it also
// installs the Node platform (src/platform/node.ts), so a Node program that starts here has one.

import { closeSync, existsSync, mkdirSync, openSync, readdirSync, renameSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { type Alphabet, alphabetOfSpec, alphabets, parseAlphabetSpec } from '../alphabet/index.js';
import { ownEntry } from '../lookup.js';
import { errors } from '../errors.js';
import { lexiconDir } from '../paths.js';
import '../platform/node.js';
import { compileLexicon } from './compile.js';
import { encodeLexiconHeader, entryBytes, type LexiconContent } from './format.js';
import { type Lexicon, loadLexicon } from './load.js';
import { isPathName } from './names.js';
import type { RejectReport } from './rejects.js';
import { readTiledSource, recipe, type Recipe, recipes } from './sources.js';

export { attachLexicon, type Lexicon, loadLexicon, openLexicon, readLexiconFile, useLexiconSource } from './load.js';
// Kept here for their importers; they live in rejects.ts and tiling.ts.
export type { RejectReport } from './rejects.js';
export { tileWords, tileWordsFlat } from './tiling.js';

/** The file of a lexicon name in Node (lexicons/NAME.lex in the lexicon home), or the name itself when it is a path. */
export function lexiconPath(name: string): string {
  return isPathName(name) ? name : join(lexiconDir, `${name}.lex`);
}

/** Names with a recipe, and names with a built file in the lexicon home. */
export function availableLexicons(): { recipes: string[]; built: string[] } {
  const built = existsSync(lexiconDir)
    ? readdirSync(lexiconDir).filter((f) => f.endsWith('.lex')).map((f) => f.slice(0, -4))
    : [];
  return { recipes: [...recipes().keys()], built };
}

export interface BuildResult {
  name: string;
  path: string;
  wordCount: number;
  /** Words the source reader returned (after its own filters). */
  sourceWords: number;
  /** What the source reader removed (hunspell: forbidden, capitalised, clitic... forms). */
  filtered: RejectReport;
  /** What the alphabet could not tile. */
  rejected: RejectReport;
  readMs: number;
  compileMs: number;
  bytes: number;
}

export type Progress = (phase: string, done: number, total: number) => void;

export interface BuildOptions {
  /**
   * Return the source's words as it spells them (BuildResult.words), for a caller that needs
   * them next (the Catalan syllable index) and should not read the source again.
   */
  keepWords?: boolean;
}

/** Builds lexicons/NAME.lex (or `outPath`) from its recipe. */
export async function buildLexicon(
  name: string, progress?: Progress, outPath?: string, options: BuildOptions = {},
): Promise<BuildResult & { words?: readonly string[] }> {
  return buildFromRecipe(recipe(name), progress, outPath, options);
}

export async function buildFromRecipe(
  r: Recipe, progress?: Progress, outPath?: string, options: BuildOptions = {},
): Promise<BuildResult & { words?: readonly string[] }> {
  const name = r.name;
  const alphabet = recipeAlphabet(r);
  const t0 = performance.now();
  progress?.('reading', 0, 1);
  const { strings, sourceWords, origin, filtered, rejected, words } =
    await readTiledSource(r.source, alphabet, (d, t) => progress?.('reading', d, t), options.keepWords);
  if (strings.count === 0) throw errors.badInput(`lexicon ${name}: no word of ${origin} can be tiled in the ${alphabet.id} alphabet`);
  const t1 = performance.now();
  const compiled = compileLexicon(strings, { progress: (d, t) => progress?.('compiling', d, t) });
  const t2 = performance.now();
  const content = {
    meta: {
      name, alphabet: alphabet.id, tiles: alphabet.tiles.slice(1), source: origin, rejected: rejected.total,
      // A built-in alphabet is named; a user's travels with the file (same bytes as before for built-ins).
      ...(ownEntry(alphabets, alphabet.id) === alphabet ? {} : { alphabetSpec: alphabet.spec }),
    },
    entries: compiled.entries,
    wordCount: compiled.wordCount,
    dawgNodes: compiled.dawgNodes,
    gaddagNodes: compiled.gaddagNodes,
  };
  const path = outPath ?? lexiconPath(name);
  const bytes = writeLexiconFile(path, content);
  return {
    name, path, wordCount: compiled.wordCount, sourceWords, filtered, rejected,
    readMs: t1 - t0, compileMs: t2 - t1, bytes, ...(words ? { words } : {}),
  };
}

/** The alphabet a recipe tiles with: its own spec (a user's alphabet file), else a built-in. */
function recipeAlphabet(r: Recipe): Alphabet {
  if (r.alphabetSpec) return alphabetOfSpec(parseAlphabetSpec(r.alphabetSpec, `recipe ${r.name}: alphabetSpec`), `recipe ${r.name}`);
  const alphabet = ownEntry(alphabets, r.alphabet);
  if (!alphabet) throw errors.badInput(`recipe ${r.name} names unknown alphabet "${r.alphabet}" (known: ${Object.keys(alphabets).join(', ')})`);
  return alphabet;
}

/** Writes a .lex file (header, then the entries without a copy); returns its size in bytes. */
function writeLexiconFile(path: string, content: LexiconContent): number {
  const header = encodeLexiconHeader(content);
  const entries = entryBytes(content.entries);
  mkdirSync(dirname(path), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const tmp = `${path}.${process.pid}.${threadId}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    for (const part of [header, entries]) {
      for (let at = 0; at < part.length;) at += writeSync(fd, part, at);
    }
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  return header.length + entries.length;
}

/** Loads a lexicon, building it first from its recipe if it has never been built. */
export async function ensureLexicon(
  name: string, progress?: Progress, onBuilt?: (r: BuildResult) => void,
): Promise<Lexicon> {
  if (!isPathName(name) && !existsSync(lexiconPath(name))) {
    recipe(name); // unknown names fail here, listing the recipes
    const built = await buildLexicon(name, progress);
    onBuilt?.(built);
  }
  return loadLexicon(name);
}
