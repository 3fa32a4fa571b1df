// Loading the AssemblyScript core and laying out its linear memory.
//
// The module is compiled once per thread and instantiated per Core. Its memory is imported and
// shared (a SharedArrayBuffer): views of a shared memory stay valid when it grows, so a lexicon
// read straight from its file into the memory (src/lexicon/store.ts) can also serve TypeScript
// as a plain Uint32Array, and loading costs one pass over the file instead of two (first touches
// of fresh pages dominate load time on these machines: ~15 ms per 4.6 MB either way).
//
// Layout: the module's static data, the lexicon file from lexiconOffset(), then
// regions each capability reserves once (board, rack, output) with `reserve`. Offsets stay valid;
// take views with u8()/u32(), which cover the memory's current size.

import { readFileSync, existsSync } from 'node:fs';
import { errors } from '../errors.js';
import { wasmPath } from '../paths.js';

/** Functions exported by assembly/exports.ts (offsets are byte offsets into memory). */
export interface CoreExports {
  heapBase(): number;
  setLexicon(base: number): void;
  hasWord(ptr: number, len: number): number;
  hasGaddagString(ptr: number, len: number): number;
  anagram(rack: number, minLen: number, exactLen: number, out: number, cap: number): number;
  matchPattern(sets: number, len: number, out: number, cap: number): number;
  [name: string]: unknown;
}

let compiled: WebAssembly.Module | undefined;

/** Most 64 KiB pages a memory may grow to: 1 GiB (mirrors asc --maximumMemory in package.json). */
export const MAX_MEMORY_PAGES = 16384;
const PAGE = 65536;
const offsets = new WeakMap<WebAssembly.Module, number>();

/** Where a lexicon file sits in a memory: the first page boundary above the core's static data. */
export function lexiconOffset(module: WebAssembly.Module = coreModule()): number {
  let at = offsets.get(module);
  if (at === undefined) {
    // A throwaway instance tells the size of the static data (its memory is never touched).
    const probe = new WebAssembly.Instance(module, { env: { memory: newMemory(16 << 20), abort: () => {} } });
    at = align((probe.exports as unknown as CoreExports).heapBase(), PAGE);
    offsets.set(module, at);
  }
  return at;
}

/** A new shared memory of at least `bytes`. */
export function newMemory(bytes: number): WebAssembly.Memory {
  return new WebAssembly.Memory({ initial: Math.ceil(bytes / PAGE) + 1, maximum: MAX_MEMORY_PAGES, shared: true });
}

/** The compiled core module (compiled once per thread; pass it to workers). */
export function coreModule(): WebAssembly.Module {
  if (!compiled) {
    if (!existsSync(wasmPath)) {
      throw errors.missingFile(`${wasmPath} (the WASM core is built by npm install / npm run build:wasm)`);
    }
    compiled = new WebAssembly.Module(readFileSync(wasmPath));
  }
  return compiled;
}

export class Core {
  readonly exports: CoreExports;
  private top: number;

  readonly memory: WebAssembly.Memory;

  /**
   * A core with a fresh memory, or one adopting a memory that already holds a lexicon file at
   * lexiconOffset() (`top` = first free byte after it).
   */
  constructor(module: WebAssembly.Module = coreModule(), adopt?: { memory: WebAssembly.Memory; top: number }) {
    const base = lexiconOffset(module);
    this.memory = adopt?.memory ?? newMemory(base);
    const instance = new WebAssembly.Instance(module, {
      env: {
        memory: this.memory,
        abort: (_msg: number, _file: number, line: number, col: number) => {
          throw errors.internal(`WASM core aborted at ${line}:${col}`);
        },
      },
    });
    this.exports = instance.exports as unknown as CoreExports;
    this.top = align(adopt ? adopt.top : base, 16);
  }

  /** Reserves `bytes` of memory (aligned) and returns its offset; grows memory as needed. */
  reserve(bytes: number, alignment = 16): number {
    const at = align(this.top, alignment);
    this.top = at + bytes;
    const need = this.top - this.memory.buffer.byteLength;
    if (need > 0) this.memory.grow(Math.ceil(need / PAGE));
    return at;
  }

  u8(): Uint8Array {
    return new Uint8Array(this.memory.buffer);
  }

  u32(): Uint32Array {
    return new Uint32Array(this.memory.buffer);
  }

  /** Copies a lexicon's entry array into memory and points the core at it. Once per Core. */
  loadLexicon(entries: Uint32Array): number {
    const base = this.reserve(entries.length * 4, 16);
    this.u32().set(entries, base / 4);
    this.exports.setLexicon(base);
    return base;
  }
}

function align(n: number, a: number): number {
  return Math.ceil(n / a) * a;
}
