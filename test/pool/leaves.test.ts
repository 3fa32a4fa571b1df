// Leave tables in the core (src/leaves/placed.ts): a table is placed once per process in its
// lexicon's memory, whoever asks first — a pool worker, an engine of this thread — and found
// there by every other engine, copy of the table and thread.

import { afterAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import type { Analysis } from '../../src/game/analyse.js';
import { decodeLeaves, encodeLeaves, LeaveTable, placedLeaves, resolveLeaves, sealLeaves } from '../../src/leaves/index.js';
import { loadLexicon } from '../../src/lexicon/store.js';
import { EnginePool } from '../../src/pool/pool.js';
import { loadRuleset } from '../../src/rules/index.js';
import {
  LEAVE_SLOTS, LEX_LEAVE_CHECKSUMS, LEX_LEAVE_STATES, MEM_TOP, MEMORY_HEADER_AT, STATE_NONE, STATE_READY,
} from '../../src/wasm/contract.js';
import { rng } from '../helpers.js';

describe('leave tables in the core', () => {
  const pool = new EnginePool(2);
  afterAll(() => pool.close());

  it('a table is placed once per process: by any engine on the memory, any copy of it, and the pool workers', async () => {
    const lexicon = loadLexicon('spanish', 'threads');
    const words = () => new Int32Array(lexicon.memory.buffer);
    const d = lexicon.descriptor;
    const slots = () => Array.from({ length: LEAVE_SLOTS }, (_, i) => [words()[(d + LEX_LEAVE_CHECKSUMS) / 4 + i]! >>> 0, words()[(d + LEX_LEAVE_STATES) / 4 + i]!]);
    expect(slots().every(([, state]) => state === STATE_NONE)).toBe(true);
    const rules = loadRuleset('spanish');
    const builtin = resolveLeaves('builtin', rules)!;
    // The workers rank by equity with the built-in table: the first of them places it.
    const cgp = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 CHAÑOLL/ 0/0 0';
    const payloads = Array.from({ length: 24 }, () => ({ ruleset: 'spanish', cgp, leaves: 'builtin', top: 3 }));
    let moves = 0;
    for await (const o of pool.map('scrabbleAnalysis', 'spanish', payloads, { batch: 2 })) moves += o.value!.moves.length;
    expect(moves).toBe(72);
    expect(slots().filter(([, state]) => state === STATE_READY)).toEqual([[builtin.checksum, STATE_READY]]);
    // This thread finds it there: two engines, and a second copy of the table, place nothing more.
    const engines = [new Engine(lexicon), new Engine(lexicon)];
    const top = words()[(MEMORY_HEADER_AT + MEM_TOP) / 4];
    const at = placedLeaves(engines[0]!, builtin);
    expect(at).toBeGreaterThan(0);
    expect(placedLeaves(engines[1]!, decodeLeaves(encodeLeaves(builtin), 'copy'))).toBe(at);
    expect(words()[(MEMORY_HEADER_AT + MEM_TOP) / 4]).toBe(top);
    // Another table takes the next slot.
    const other = LeaveTable.empty(rules);
    const r = rng(3);
    for (let i = 1; i < other.size; i++) other.values[i] = Math.round((r() - 0.5) * 1000);
    const sealed = sealLeaves(other);
    expect(placedLeaves(engines[0]!, other)).toBeUndefined(); // no checksum: valued by the host
    expect(placedLeaves(engines[0]!, sealed)).not.toBe(at);
    expect(slots().filter(([, state]) => state === STATE_READY).map(([c]) => c)).toEqual([builtin.checksum, sealed.checksum]);
  });
});
