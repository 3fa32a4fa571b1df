// A lexicon memory: one WebAssembly.Memory per lexicon per process, laid out by the contract
// (src/wasm/spec.ts, drawn in docs/formats.md):
//
//   0 .. STATIC_LIMIT        the core module's static data (none of it written at run time)
//   MEMORY_HEADER_AT         MemoryHeader: the allocator's bump pointer and grow lock
//   LEXICON_DESCRIPTOR_AT    LexiconDescriptor: the lexicon and its derived layouts
//   LEXICON_FILE_AT          the .lex file, read straight from disk (or fetched bytes)
//   after it                 what threads allocate: derived layouts (arc masks, grid layout,
//                            bingo index), contexts, output regions
//
// With the threads build the memory is shared (a SharedArrayBuffer): every pool worker
// instantiates the core on it, and the allocator below hands out space to all of them at once
// (an atomic bump pointer; nothing is freed). Views of a shared memory stay valid when it grows
// (they keep their old length); views of a plain memory are detached by growth, so take views
// after allocating (Core.u8() and friends do).

import { errors } from '../errors.js';
import {
  LEXICON_FILE_AT, MAX_MEMORY_PAGES, MEM_FILE_BYTES, MEM_GROW_LOCK, MEM_MAGIC, MEM_TOP, MEM_VERSION,
  MEMORY_HEADER_AT, MEMORY_MAGIC, CONTRACT_VERSION, PAGE_BYTES, STATE_BUILDING, STATE_NONE, STATE_READY,
} from './contract.js';

export function isShared(memory: WebAssembly.Memory): boolean {
  return typeof SharedArrayBuffer !== 'undefined' && memory.buffer instanceof SharedArrayBuffer;
}

function header(memory: WebAssembly.Memory): Int32Array {
  return new Int32Array(memory.buffer, MEMORY_HEADER_AT, 8);
}

/** A new lexicon memory with room for a file of `fileBytes` at LEXICON_FILE_AT. */
export function newLexiconMemory(fileBytes: number, shared: boolean): WebAssembly.Memory {
  const top = align(LEXICON_FILE_AT + fileBytes, 64);
  const memory = new WebAssembly.Memory({ initial: Math.ceil(top / PAGE_BYTES) + 1, maximum: MAX_MEMORY_PAGES, shared });
  const h = header(memory);
  h[MEM_MAGIC / 4] = MEMORY_MAGIC;
  h[MEM_VERSION / 4] = CONTRACT_VERSION;
  h[MEM_TOP / 4] = top;
  h[MEM_FILE_BYTES / 4] = fileBytes;
  return memory;
}

/** Checks that a memory was laid out by this contract (a worker attaching to it). */
export function checkLexiconMemory(memory: WebAssembly.Memory): number {
  const h = header(memory);
  if (h[MEM_MAGIC / 4] !== MEMORY_MAGIC || h[MEM_VERSION / 4] !== CONTRACT_VERSION) {
    throw errors.internal('a lexicon memory from another version of verbivore');
  }
  return h[MEM_FILE_BYTES / 4]!;
}

/**
 * Reserves `bytes` (aligned) in the memory for the whole process, growing it as needed; safe
 * from any thread. Returns the address. Fresh space is zero.
 */
export function allocate(memory: WebAssembly.Memory, bytes: number, alignment = 64): number {
  const h = header(memory);
  for (;;) {
    const top = Atomics.load(h, MEM_TOP / 4);
    const at = align(top, alignment);
    const end = at + bytes;
    if (end > MAX_MEMORY_PAGES * PAGE_BYTES) throw errors.internal(`the engine's memory is full (${MAX_MEMORY_PAGES * PAGE_BYTES / 2 ** 20} MiB)`);
    if (Atomics.compareExchange(h, MEM_TOP / 4, top, end) !== top) continue;
    ensureBytes(memory, end);
    return at;
  }
}

/**
 * Gives back scratch space from allocate (at, bytes) when nothing was allocated after it; else
 * it stays reserved. Either way it is zeroed, so fresh space stays zero.
 */
export function release(memory: WebAssembly.Memory, at: number, bytes: number): void {
  new Uint8Array(memory.buffer, at, bytes).fill(0);
  Atomics.compareExchange(header(memory), MEM_TOP / 4, at + bytes, at);
}

/** Grows the memory to at least `end` bytes; one thread at a time, so it grows only as much as asked. */
function ensureBytes(memory: WebAssembly.Memory, end: number): void {
  if (memory.buffer.byteLength >= end) return;
  while (Atomics.compareExchange(header(memory), MEM_GROW_LOCK / 4, 0, 1) !== 0) { /* another thread is growing it */ }
  try {
    const have = memory.buffer.byteLength;
    if (have < end) memory.grow(Math.ceil((end - have) / PAGE_BYTES));
  } finally {
    Atomics.store(header(memory), MEM_GROW_LOCK / 4, 0);
  }
}

/**
 * A derived layout of the lexicon, built once per process. The state word at `stateAt` and the
 * address word at `addressAt` are fields of the LexiconDescriptor. The first thread to find the
 * state STATE_NONE claims it and runs `build` (which allocates, fills and returns the address);
 * a thread finding it STATE_BUILDING waits when `wait` (a worker), or gets undefined (and uses a
 * slower path meanwhile). A build that throws leaves the state STATE_NONE for the next thread.
 */
export function buildOnce(memory: WebAssembly.Memory, stateAt: number, addressAt: number, build: () => number, wait: boolean): number | undefined {
  const words = () => new Int32Array(memory.buffer);
  const state = stateAt / 4;
  for (;;) {
    const s = Atomics.load(words(), state);
    if (s === STATE_READY) return words()[addressAt / 4]! >>> 0;
    if (s === STATE_NONE && Atomics.compareExchange(words(), state, STATE_NONE, STATE_BUILDING) === STATE_NONE) {
      let address = 0;
      try {
        address = build();
      } catch (e) {
        Atomics.store(words(), state, STATE_NONE);
        if (isShared(memory)) Atomics.notify(words(), state);
        throw e;
      }
      const w = words();
      Atomics.store(w, addressAt / 4, address | 0);
      Atomics.store(w, state, STATE_READY);
      if (isShared(memory)) Atomics.notify(w, state);
      return address;
    }
    if (!wait || !isShared(memory)) return undefined;
    Atomics.wait(words(), state, STATE_BUILDING, 1000);
  }
}

/** Whether a derived layout is ready (without building it). */
export function isReady(memory: WebAssembly.Memory, stateAt: number): boolean {
  return Atomics.load(new Int32Array(memory.buffer), stateAt / 4) === STATE_READY;
}

export function align(n: number, a: number): number {
  return Math.ceil(n / a) * a;
}
