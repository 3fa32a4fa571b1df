// Building lexicons from their recipes into lexicons/NAME.lex (Node only). Loading them back is
// load.ts (any platform), re-exported here for Node callers; importing this module installs the
// Node platform (src/platform/node.ts).

import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { type Alphabet, alphabetById } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { isPathName, lexiconPath } from '../platform/node.js';
import { compileLexicon, MAX_WORD_TILES } from './compile.js';
import type { TileStrings } from './sortTiles.js';
import { encodeLexicon } from './format.js';
import { type Lexicon, loadLexicon } from './load.js';
import { readSource, recipe } from './sources.js';

export { attachLexicon, type Lexicon, loadLexicon, openLexicon, readLexiconFile, useLexiconSource } from './load.js';
export { availableLexicons, lexiconPath } from '../platform/node.js';

/** What a build dropped — by the source reader's filters or as untileable — by reason, with a few examples each. */
export interface RejectReport {
  total: number;
  byReason: Record<string, { count: number; examples: string[] }>;
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

/** Tiles a list of words into one flat buffer, dropping and reporting what cannot be tiled. */
export function tileWordsFlat(words: readonly string[], alphabet: Alphabet): { strings: TileStrings; rejected: RejectReport } {
  let chars = 0;
  for (const w of words) chars += w.length;
  // Folding never lengthens a word (NFC composes); ×2 leaves room for decomposed input anyway.
  let data = new Uint8Array(chars * 2 + 64);
  const start = new Int32Array(words.length);
  const length = new Uint8Array(words.length);
  const rejected: RejectReport = { total: 0, byReason: {} };
  let count = 0, at = 0;
  for (const w of words) {
    if (at + w.length * 2 > data.length) {
      const bigger = new Uint8Array((at + w.length * 2) * 2);
      bigger.set(data);
      data = bigger;
    }
    const n = alphabet.tokenizeInto(w, data, at);
    if (typeof n !== 'number') {
      const reason = `${n.reason} ${n.char}`.replace(/:\s/, ' ');
      const r = (rejected.byReason[reason] ??= { count: 0, examples: [] });
      r.count++;
      if (r.examples.length < 5) r.examples.push(w);
      rejected.total++;
    } else if (n > 0) {
      if (n > MAX_WORD_TILES) throw errors.badInput(`"${w}" has ${n} tiles (max ${MAX_WORD_TILES})`);
      start[count] = at;
      length[count] = n;
      count++;
      at += n;
    }
  }
  return { strings: { data, start, length, count }, rejected };
}

/** Tiles a list of words, one array per word (for tests and small lists). */
export function tileWords(words: readonly string[], alphabet: Alphabet): { tiles: Uint8Array[]; rejected: RejectReport } {
  const { strings, rejected } = tileWordsFlat(words, alphabet);
  const tiles: Uint8Array[] = [];
  for (let i = 0; i < strings.count; i++) {
    tiles.push(strings.data.slice(strings.start[i]!, strings.start[i]! + strings.length[i]!));
  }
  return { tiles, rejected };
}

export async function buildLexicon(name: string, progress?: Progress, outPath?: string): Promise<BuildResult> {
  const r = recipe(name);
  const alphabet = alphabetById(r.alphabet);
  if (!alphabet) throw errors.internal(`recipe ${name} names unknown alphabet ${r.alphabet}`);
  const t0 = performance.now();
  progress?.('reading', 0, 1);
  const { words, origin, filtered } = await readSource(r.source, (d, t) => progress?.('reading', d, t));
  const { strings, rejected } = tileWordsFlat(words, alphabet);
  const t1 = performance.now();
  const compiled = compileLexicon(strings, { progress: (d, t) => progress?.('compiling', d, t) });
  const t2 = performance.now();
  const bytes = encodeLexicon({
    meta: { name, alphabet: alphabet.id, tiles: alphabet.tiles.slice(1), source: origin, rejected: rejected.total },
    entries: compiled.entries,
    wordCount: compiled.wordCount,
    dawgNodes: compiled.dawgNodes,
    gaddagNodes: compiled.gaddagNodes,
    buildMs: t2 - t0,
  });
  const path = outPath ?? lexiconPath(name);
  mkdirSync(dirname(path), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const tmp = `${path}.${process.pid}.${threadId}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, path);
  return {
    name, path, wordCount: compiled.wordCount, sourceWords: words.length, filtered, rejected,
    readMs: t1 - t0, compileMs: t2 - t1, bytes: bytes.length,
  };
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
