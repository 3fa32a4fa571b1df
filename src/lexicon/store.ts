// Building lexicons from their recipes into lexicons/NAME.lex (Node only). Loading them back is
// load.ts (any platform), re-exported here for Node callers; importing this module installs the
// Node platform (src/platform/node.ts).

import { closeSync, existsSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { alphabetById } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { isPathName, lexiconPath } from '../platform/node.js';
import { compileLexicon } from './compile.js';
import { encodeLexiconHeader, entryBytes, type LexiconContent } from './format.js';
import { type Lexicon, loadLexicon } from './load.js';
import type { RejectReport } from './rejects.js';
import { readTiledSource, recipe, type Recipe } from './sources.js';

export { attachLexicon, type Lexicon, loadLexicon, openLexicon, readLexiconFile, useLexiconSource } from './load.js';
export { availableLexicons, lexiconPath } from '../platform/node.js';
// Kept here for their importers; they live in rejects.ts and tiling.ts.
export type { RejectReport } from './rejects.js';
export { tileWords, tileWordsFlat } from './tiling.js';

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
  const alphabet = alphabetById(r.alphabet);
  if (!alphabet) throw errors.badInput(`recipe ${name} names unknown alphabet "${r.alphabet}"`);
  const t0 = performance.now();
  progress?.('reading', 0, 1);
  const { strings, sourceWords, origin, filtered, rejected, words } =
    await readTiledSource(r.source, alphabet, (d, t) => progress?.('reading', d, t), options.keepWords);
  if (strings.count === 0) throw errors.badInput(`lexicon ${name}: no word of ${origin} can be tiled in the ${alphabet.id} alphabet`);
  const t1 = performance.now();
  const compiled = compileLexicon(strings, { progress: (d, t) => progress?.('compiling', d, t) });
  const t2 = performance.now();
  const content = {
    meta: { name, alphabet: alphabet.id, tiles: alphabet.tiles.slice(1), source: origin, rejected: rejected.total },
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
