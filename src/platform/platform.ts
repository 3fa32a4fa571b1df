// The platform seam: how the engine gets the bytes of its WASM core, of lexicon files, of the
// shipped leave tables and of Catalan syllable indexes, and the files a user names. Everything
// under the engine (engine, wasm, lexicon loading, scrabble, grid, query, alphabet, rules) reads
// files only through here, so the same code runs in Node (node.ts: the file system) and in a
// browser or Web Worker (browser.ts: bytes fetched before the engine starts).
// test/platform/imports.test.ts checks those folders import no node:*.
//
// The platform gives bytes, paths and files and knows no domain: what a lexicon name means (a
// recipe, a file of the lexicon folder, a path) is lexicon/names.ts's, what a syllable index
// says is syllables/view.ts's, what a leave table holds is leaves/'s.
//
// The calls are synchronous: in a browser the bytes are fetched first (loadBrowserPlatform), and
// engines are then made synchronously, as in Node.

import { errors } from '../errors.js';

/**
 * threads: shared memory and atomics, for Node worker pools (build/core.wasm);
 * plain: neither, for browsers without cross-origin isolation (build/core-plain.wasm).
 */
export type CoreBuild = 'threads' | 'plain';

export interface Platform {
  /** The build engines use unless told otherwise. */
  readonly build: CoreBuild;
  /** The bytes of a core build. */
  coreBytes(build: CoreBuild): Uint8Array<ArrayBuffer>;
  /** The folder of built lexicons (NAME.lex), in this platform's paths ('' in a browser). */
  readonly lexiconFolder: string;
  /** The path of `file` in `folder` ('' is the platform's root). */
  join(folder: string, file: string): string;
  /** Whether there is a file at `path`. */
  exists(path: string): boolean;
  /** The names, less `suffix`, of the files of `folder` that end in it (none when it is missing). */
  list(folder: string, suffix: string): string[];
  /**
   * Reads the file at `path` into the view that `place(bytes)` returns — straight into WASM
   * memory, no copy in between — and returns the bytes read (fewer than placed when the file
   * shrank meanwhile). `what` names it in errors; a missing file is a missing-file error.
   */
  readInto(path: string, place: (bytes: number) => Uint8Array, what: string): number;
  /** The text of a file the user named (a ruleset JSON, a leaves CSV); `what` names it in errors. */
  readText(path: string, what?: string): string;
  /** The bytes of a file the user named (a binary leave table). */
  readBytes(path: string, what?: string): Uint8Array;
  /** Writes `text` to the file at `path` (a proof's checkpoint), or adds it at its end when `append`. */
  writeText(path: string, text: string, append?: boolean): void;
  /** Rulesets with a leave table shipped with verbivore (lexicons/leaves/NAME.leaves). */
  builtinLeaveNames(): string[];
  /** The bytes of a ruleset's shipped leave table, or undefined when it has none. */
  builtinLeaves(ruleset: string): Uint8Array | undefined;
  /**
   * The bytes of lexicon `name`'s syllable index (cache/NAME.syllables beside the lexicons: the
   * accented spellings of a Catalan lexicon's words, for rule P of the syllable games), undefined
   * when the platform has none, null when it knows the lexicon has no source spellings.
   */
  syllableIndexFile(name: string): { path: string; bytes: Uint8Array | null | undefined };
  /** The hex SHA-256 of `bytes`, when the platform has a synchronous digest (Node; not a browser). */
  sha256?(bytes: Uint8Array): string;
}

let current: Platform | undefined;

/** Makes `p` the platform of this thread (Node's installs itself when src/platform/node.ts is imported). */
export function usePlatform(p: Platform): void {
  current = p;
}

/** This thread's platform. */
export function platform(): Platform {
  if (!current) {
    throw errors.internal('no platform: in Node import verbivore (or src/platform/node.js); in a browser call usePlatform(await loadBrowserPlatform(...))');
  }
  return current;
}

/**
 * The text of a file the user named (a ruleset JSON, a leaves CSV), through the platform. Under
 * Node with none installed yet (a program that imports only src/rules, say), straight from the
 * file system, which this module reaches through process.getBuiltinModule: it cannot import
 * node:fs and still load in a browser.
 */
export function readText(path: string, what = ''): string {
  if (current) return current.readText(path, what);
  const fs = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:fs') as
    | { existsSync(path: string): boolean; readFileSync(path: string, encoding: 'utf8'): string }
    | undefined;
  if (!fs) return platform().readText(path, what);
  if (!fs.existsSync(path)) throw errors.missingFile(path);
  return fs.readFileSync(path, 'utf8');
}
