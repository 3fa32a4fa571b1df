// Word records written by the core's queries: [length u8][tile u8 × length] each, tile | 0x80
// for a blank. Runs a query with a growing output area and decodes what it wrote.

import type { Engine } from '../engine.js';

/** `call(out, cap)` returns the record count, or -1 when the area was too small. */
export function runWordQuery(engine: Engine, call: (out: number, cap: number) => number): Uint8Array[] {
  let cap = 1 << 16;
  for (;;) {
    const out = engine.output(cap);
    const n = call(out.at, out.bytes);
    if (n >= 0) return decodeWordRecords(engine.core.u8(), out.at, n);
    cap = out.bytes * 4;
  }
}

export function decodeWordRecords(mem: Uint8Array, at: number, n: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let k = 0; k < n; k++) {
    const len = mem[at]!;
    out.push(mem.slice(at + 1, at + 1 + len));
    at += len + 1;
  }
  return out;
}
