// The TS↔WASM contract (src/wasm/spec.ts): the generated files are current, both core builds
// export exactly the contract's functions with the contract's arities, neither writes static
// data when instantiated (several threads instantiate it on one shared memory), and a module
// that does not match is refused with a clear error.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VerbivoreError } from '../../src/errors.js';
import { packageRoot, wasmPaths } from '../../src/paths.js';
import {
  EXPORT_ARITY, LEX_BYTES, LEXICON_DESCRIPTOR_AT, LEXICON_FILE_AT, MAX_MEMORY_PAGES, MEM_BYTES, MEMORY_HEADER_AT,
  SC_BYTES, STATIC_LIMIT,
} from '../../src/wasm/contract.js';
import { Core } from '../../src/wasm/core.js';
import { exports as contractExports, structs } from '../../src/wasm/spec.js';
import { GENERATED, layOut, renderAssembly, renderTypeScript } from '../../tools/contract.js';

describe('generated sources', () => {
  it('assembly/contract.ts and src/wasm/contract.ts are what the spec renders (run npm run contract)', () => {
    expect(readFileSync(join(packageRoot, GENERATED.assembly), 'utf8')).toBe(renderAssembly());
    expect(readFileSync(join(packageRoot, GENERATED.typescript), 'utf8')).toBe(renderTypeScript());
  });

  it('lays out structs without overlaps, and the memory regions in order', () => {
    for (const s of structs) {
      const { fields, bytes } = layOut(s);
      const sizes = { u8: 1, u16: 2, u32: 4, i32: 4, u64: 8, usize: 4 } as const;
      let end = 0;
      for (const f of fields) {
        expect(f.offset % sizes[f.type], `${s.name}.${f.name} aligned`).toBe(0);
        expect(f.offset, `${s.name}.${f.name} after the field before`).toBeGreaterThanOrEqual(end);
        end = f.offset + sizes[f.type] * (f.count ?? 1);
      }
      expect(bytes).toBeGreaterThanOrEqual(end);
    }
    expect(SC_BYTES % 64).toBe(0);
    expect(MEMORY_HEADER_AT).toBeGreaterThanOrEqual(STATIC_LIMIT);
    expect(MEMORY_HEADER_AT + MEM_BYTES).toBeLessThanOrEqual(LEXICON_DESCRIPTOR_AT);
    expect(LEXICON_DESCRIPTOR_AT + LEX_BYTES).toBeLessThanOrEqual(LEXICON_FILE_AT);
  });
});

/** Section ids of a module, with their sizes (the data section is 11). */
function sections(bytes: Uint8Array): Map<number, number> {
  const out = new Map<number, number>();
  for (let p = 8; p < bytes.length;) {
    const id = bytes[p++]!;
    let size = 0, shift = 0, b: number;
    do {
      b = bytes[p++]!;
      size |= (b & 0x7f) << shift;
      shift += 7;
    } while (b & 0x80);
    out.set(id, (out.get(id) ?? 0) + size);
    p += size;
  }
  return out;
}

describe.each(['threads', 'plain'] as const)('the %s build', (build) => {
  const bytes = readFileSync(wasmPaths[build]);
  const module = new WebAssembly.Module(bytes);

  it('exports exactly the contract\'s functions, with its arities', () => {
    const names = WebAssembly.Module.exports(module).filter((e) => e.kind === 'function').map((e) => e.name).sort();
    expect(names).toEqual(contractExports.map((e) => e.name).sort());
    const memory = new WebAssembly.Memory({ initial: 2, maximum: MAX_MEMORY_PAGES, shared: build === 'threads' });
    const instance = new WebAssembly.Instance(module, { env: { memory, abort: () => {} } });
    for (const e of contractExports) expect((instance.exports[e.name] as Function).length, e.name).toBe(EXPORT_ARITY[e.name as keyof typeof EXPORT_ARITY]);
  });

  it('has no data segment to write when instantiated, and static data below STATIC_LIMIT', () => {
    expect(sections(bytes).get(11) ?? 0).toBe(0);
    const memory = new WebAssembly.Memory({ initial: 2, maximum: MAX_MEMORY_PAGES, shared: build === 'threads' });
    const before = new Uint8Array(memory.buffer).slice();
    new Uint8Array(memory.buffer).fill(7);
    const instance = new WebAssembly.Instance(module, { env: { memory, abort: () => {} } });
    expect(new Uint8Array(memory.buffer).every((b) => b === 7)).toBe(true);
    expect(before.length).toBe(memory.buffer.byteLength);
    expect((instance.exports.heapBase as () => number)()).toBeLessThanOrEqual(STATIC_LIMIT);
  });
});

describe('loading', () => {
  it('refuses a module that lacks the contract\'s exports, naming them', () => {
    // A module that imports a shared memory and exports only heapBase, taking one argument.
    const section = (id: number, body: number[]) => [id, body.length, ...body];
    const name = (text: string) => [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];
    const module = new WebAssembly.Module(Uint8Array.from([
      0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
      ...section(1, [1, 0x60, 1, 0x7f, 1, 0x7f]), // type 0: (i32) -> i32
      ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x03, 1, 0x80, 0x80, 0x01]), // shared memory 1..16384
      ...section(3, [1, 0]),
      ...section(7, [1, ...name('heapBase'), 0x00, 0]),
      ...section(10, [1, 4, 0, 0x20, 0, 0x0b]), // local.get 0
    ]));
    const memory = new WebAssembly.Memory({ initial: 2, maximum: MAX_MEMORY_PAGES, shared: true });
    let error: unknown;
    try {
      Core.for(memory, module);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(VerbivoreError);
    expect((error as VerbivoreError).code).toBe('stale-core');
    expect((error as Error).message).toMatch(/heapBase takes 1 arguments, the contract 0/);
    expect((error as Error).message).toMatch(/scrabbleGenerate is missing/);
    expect((error as Error).message).toMatch(/npm run build:wasm/);
  });
});
