// The lexicon memory's bump allocator: scratch given back is reused only when it was the last
// reservation, and space handed out again is zero.

import { describe, expect, it } from 'vitest';
import { allocate, newLexiconMemory, release } from '../../src/wasm/memory.js';

describe('the lexicon memory', () => {
  it('gives back scratch that was the last reservation, zeroed, and keeps any other', () => {
    const memory = newLexiconMemory(1024, false);
    const scratch = allocate(memory, 4096);
    new Uint8Array(memory.buffer, scratch, 4096).fill(0xff);
    release(memory, scratch, 4096);
    const again = allocate(memory, 4096);
    expect(again).toBe(scratch);
    expect(new Uint8Array(memory.buffer, again, 4096).every((b) => b === 0)).toBe(true);

    const kept = allocate(memory, 256);
    new Uint8Array(memory.buffer, again, 4096).fill(0xff);
    release(memory, again, 4096); // not the last: stays reserved
    expect(allocate(memory, 64)).toBeGreaterThanOrEqual(kept + 256);
    expect(new Uint8Array(memory.buffer, again, 4096).every((b) => b === 0)).toBe(true);
  });
});
