// Building lexicons from their recipes into lexicons/NAME.lex, and loading them back.

import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { type Alphabet, alphabetById } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { quote } from '../inputText.js';
import { lexiconDir } from '../paths.js';
import { lexiconOffset, newMemory } from '../wasm/core.js';
import { compileLexicon, MAX_WORD_TILES } from './compile.js';
import type { TileStrings } from './sortTiles.js';
import { decodeLexicon, encodeLexicon, type LexiconFile } from './format.js';
import { LexiconGraph } from './graph.js';
import { readSource, recipe, recipes, reject, type Recipe } from './sources.js';

export interface Lexicon extends LexiconFile {
  name: string;
  path: string;
  alphabet: Alphabet;
  graph: LexiconGraph;
  /** The shared WASM memory holding the file at lexiconOffset(); `entries` is a view of it. */
  memory: WebAssembly.Memory;
  /** Byte offset of entry 0 in `memory`. */
  entriesOffset: number;
}

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

export function lexiconPath(name: string): string {
  return isPathName(name) ? name : join(lexiconDir, `${name}.lex`);
}

function isPathName(name: string): boolean {
  return name.includes('/') || name.endsWith('.lex');
}

/** Names with a recipe, and names with a built file. */
export function availableLexicons(): { recipes: string[]; built: string[] } {
  const built = existsSync(lexiconDir)
    ? readdirSync(lexiconDir).filter((f) => f.endsWith('.lex')).map((f) => f.slice(0, -4))
    : [];
  return { recipes: [...recipes().keys()], built };
}

/**
 * Tiles a list of words into one flat buffer, dropping and reporting what cannot be tiled
 * (`where(i)` names word i in the report, e.g. its line in the user's file).
 */
export function tileWordsFlat(
  words: readonly string[], alphabet: Alphabet, where?: (index: number) => string,
): { strings: TileStrings; rejected: RejectReport } {
  let chars = 0;
  for (const w of words) chars += w.length;
  // Folding never lengthens a word (NFC composes); ×2 leaves room for decomposed input anyway.
  let data = new Uint8Array(chars * 2 + 64);
  const start = new Int32Array(words.length);
  const length = new Uint8Array(words.length);
  const rejected: RejectReport = { total: 0, byReason: {} };
  let count = 0, at = 0;
  words.forEach((w, i) => {
    if (at + w.length * 2 > data.length) {
      const bigger = new Uint8Array((at + w.length * 2) * 2);
      bigger.set(data);
      data = bigger;
    }
    const n = alphabet.tokenizeInto(w, data, at);
    const example = where ? `${where(i)}: "${w}"` : w;
    if (typeof n !== 'number') {
      reject(rejected, `${n.reason} ${n.char}`.replace(/:\s/, ' '), example);
    } else if (n > MAX_WORD_TILES) {
      reject(rejected, `longer than ${MAX_WORD_TILES} tiles`, example);
    } else if (n > 0) {
      start[count] = at;
      length[count] = n;
      count++;
      at += n;
    }
  });
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

/** Builds a lexicon from its recipe into lexicons/NAME.lex (or outPath). */
export async function buildLexicon(name: string, progress?: Progress, outPath?: string): Promise<BuildResult> {
  return buildFromRecipe(recipe(name), progress, outPath);
}

export async function buildFromRecipe(r: Recipe, progress?: Progress, outPath?: string): Promise<BuildResult> {
  const name = r.name;
  const alphabet = alphabetById(r.alphabet);
  if (!alphabet) throw errors.badInput(`recipe ${name} names unknown alphabet "${r.alphabet}"`);
  const t0 = performance.now();
  progress?.('reading', 0, 1);
  const { words, origin, filtered, lines } = await readSource(r.source, (d, t) => progress?.('reading', d, t));
  const { strings, rejected } = tileWordsFlat(words, alphabet, lines && ((i) => `line ${lines[i]}`));
  if (strings.count === 0) throw errors.badInput(`lexicon ${name}: no word of ${origin} can be tiled in the ${alphabet.id} alphabet`);
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

const loaded = new Map<string, Lexicon>();

/** Loads a built lexicon by name or path (cached per process). */
export function loadLexicon(name: string): Lexicon {
  const cached = loaded.get(name);
  if (cached) return cached;
  const path = lexiconPath(name);
  if (!existsSync(path)) {
    if (isPathName(name)) throw errors.missingFile(path);
    const { recipes: names } = availableLexicons();
    if (!names.includes(name)) throw errors.unknownLexicon(name, names);
    throw errors.missingLexicon(name, names, path);
  }
  const lex = readLexiconFile(path, isPathName(name) ? basename(path, '.lex') : name);
  loaded.set(name, lex);
  return lex;
}

/**
 * Reads a .lex file straight into the memory a WASM core will run in (see src/wasm/core.ts):
 * one pass over fresh pages, no copy. Not cached; loadLexicon caches.
 */
export function readLexiconFile(path: string, name: string): Lexicon {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const offset = lexiconOffset();
    const memory = newMemory(offset + size);
    const view = new Uint8Array(memory.buffer, offset, size);
    for (let at = 0; at < size; ) {
      const n = readSync(fd, view, at, size - at, at);
      if (n === 0) throw errors.corruptLexicon(path, 'file shrank while reading');
      at += n;
    }
    return wrapLexicon(view, memory, path, name);
  } finally {
    closeSync(fd);
  }
}

/** Verifies and wraps the bytes of a .lex file (copied into a new lexicon memory). */
export function openLexicon(bytes: Uint8Array, path: string, name: string): Lexicon {
  const offset = lexiconOffset();
  const memory = newMemory(offset + bytes.length);
  const view = new Uint8Array(memory.buffer, offset, bytes.length);
  view.set(bytes);
  return wrapLexicon(view, memory, path, name);
}

function wrapLexicon(view: Uint8Array, memory: WebAssembly.Memory, path: string, name: string): Lexicon {
  const file = decodeLexicon(view, path);
  // The checksum guards the bytes; the metadata's shape is checked too, as it is JSON.
  const meta = file.meta as Partial<Record<keyof typeof file.meta, unknown>> | null;
  if (typeof meta !== 'object' || meta === null || typeof meta.alphabet !== 'string' ||
    !Array.isArray(meta.tiles) || !meta.tiles.every((t) => typeof t === 'string')) {
    throw errors.corruptLexicon(path, 'its metadata lacks the alphabet or the tile table');
  }
  const alphabet = alphabetById(file.meta.alphabet);
  if (!alphabet) throw errors.lexiconMismatch(`${path}: unknown alphabet ${quote(file.meta.alphabet)}`);
  if (file.meta.tiles.join(' ') !== alphabet.tiles.slice(1).join(' ')) {
    throw errors.lexiconMismatch(`${path} was built with another ${alphabet.id} tile table; rebuild it`);
  }
  const entriesOffset = file.entries.byteOffset;
  return { ...file, name, path, alphabet, graph: new LexiconGraph(file.entries), memory, entriesOffset };
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
