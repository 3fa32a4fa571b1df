// Loading the AssemblyScript core and laying out its linear memory.
//
// The module is compiled once per thread and instantiated per Core. Each Core holds one lexicon,
// copied once into its memory right after the module's static data; capabilities then reserve
// their own regions (board, rack, output) with `reserve`. Memory only grows, so offsets stay
// valid, but typed-array views must be taken fresh after a growth: use u8()/u32().

import { readFileSync, existsSync } from 'node:fs';
import { errors } from '../errors.js';
import { wasmPath } from '../paths.js';

/** Functions exported by assembly/exports.ts (offsets are byte offsets into memory). */
export interface CoreExports {
  memory: WebAssembly.Memory;
  heapBase(): number;
  setLexicon(base: number): void;
  hasWord(ptr: number, len: number): number;
  hasGaddagString(ptr: number, len: number): number;
  anagram(rack: number, minLen: number, exactLen: number, out: number, cap: number): number;
  matchPattern(sets: number, len: number, out: number, cap: number): number;
  [name: string]: unknown;
}

let compiled: WebAssembly.Module | undefined;

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

const PAGE = 65536;

export class Core {
  readonly exports: CoreExports;
  private top: number;

  constructor(module: WebAssembly.Module = coreModule()) {
    const instance = new WebAssembly.Instance(module, {
      env: {
        abort: (_msg: number, _file: number, line: number, col: number) => {
          throw errors.internal(`WASM core aborted at ${line}:${col}`);
        },
      },
    });
    this.exports = instance.exports as unknown as CoreExports;
    this.top = align(this.exports.heapBase(), 16);
  }

  get memory(): WebAssembly.Memory {
    return this.exports.memory;
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
