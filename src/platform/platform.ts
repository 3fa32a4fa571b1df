// The platform seam: how the engine gets the bytes of its WASM core, of lexicon files, of the
// shipped leave tables and of Catalan syllable indexes, and the files a user names. Everything under the engine (engine, wasm, lexicon loading,
// scrabble, grid, query, alphabet, rules) reads files only through here, so the same code runs
// in Node (node.ts: the file system) and in a browser or Web Worker (browser.ts: bytes fetched
// before the engine starts). test/platform/imports.test.ts checks those folders import no node:*.
//
// The calls are synchronous: in a browser the bytes are fetched first (loadBrowserPlatform), and
// engines are then made synchronously, as in Node.

import { errors } from '../errors.js';
import type { Lexicon } from '../lexicon/load.js';
import type { SyllableIndex } from '../syllables/indexFormat.js';

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
  /**
   * Reads lexicon `name` (a name, or a path or URL the platform understands) into the view that
   * `place(bytes)` returns — straight into WASM memory, no copy in between. Returns the file's
   * location (for messages) and the lexicon's name. Fails with a VerbivoreError naming the
   * lexicon when it does not exist.
   */
  readLexicon(name: string, place: (bytes: number) => Uint8Array): { path: string; name: string };
  /** The text of a file the user named (a ruleset JSON, a leaves CSV); `what` names it in errors. */
  readText(path: string, what?: string): string;
  /** The bytes of a file the user named (a binary leave table). */
  readBytes(path: string, what?: string): Uint8Array;
  /** Rulesets with a leave table shipped with verbivore (lexicons/leaves/NAME.leaves). */
  builtinLeaveNames(): string[];
  /** The bytes of a ruleset's shipped leave table, or undefined when it has none. */
  builtinLeaves(ruleset: string): Uint8Array | undefined;
  /**
   * The accented spellings of a Catalan lexicon's words (its syllable index, for rule P of the
   * syllable games), or undefined when the lexicon has no source to take them from (its words
   * are then read as their tiles spell them). Fails saying how to build an index it lacks.
   */
  syllableIndex(lexicon: Lexicon): SyllableIndex | undefined;
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
