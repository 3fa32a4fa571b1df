// Building lexicons from their recipes into lexicons/NAME.lex, and loading them back.

import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { type Alphabet, alphabetById } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { quote } from '../inputText.js';
import { lexiconDir } from '../paths.js';
import { lexiconOffset, newMemory } from '../wasm/core.js';
import { compileLexicon } from './compile.js';
import { decodeLexicon, encodeLexiconHeader, entryBytes, type LexiconContent, type LexiconFile } from './format.js';
import { LexiconGraph } from './graph.js';
import { readTiledSource, recipe, recipes, type Recipe } from './sources.js';

// Kept here for their importers; they live in rejects.ts and tiling.ts.
import type { RejectReport } from './rejects.js';
export type { RejectReport } from './rejects.js';
export { tileWords, tileWordsFlat } from './tiling.js';

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
