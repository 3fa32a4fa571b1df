// One lexicon per process (src/pool/lexicons.ts): pool workers run on the main thread's shared
// lexicon memory, and the derived layouts they need are built once, in that memory.

import { afterAll, describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/grid/board.js';
import type { GridResult } from '../../src/grid/search.js';
import { loadLexicon } from '../../src/lexicon/store.js';
import { EnginePool } from '../../src/pool/pool.js';
import type { Analysis } from '../../src/game/analyse.js';
import {
  BW_FILTER, BW_FILTER_SHIFT, LEX_ARC_NARROW_STATE, LEX_BINGO_STATE, LEX_BINGO_WORDS, LEX_GRID_RECORD_COUNT, LEX_GRID_STATE, LEX_RANKED_SEARCHES, LEX_SEARCHES,
  LEXICON_FILE_AT, MEM_FILE_BYTES, MEM_TOP, MEMORY_HEADER_AT, STATE_NONE, STATE_READY,
} from '../../src/wasm/contract.js';

const EMPTY = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15';
const RACKS = ['RETAINS', 'ARTHOUS', 'QUIXOTE', 'SATIRE?', 'AEIOUST', 'BOXENIA', 'ZOARIAF', 'HANDLES'];

describe('pool workers and the lexicon memory', () => {
  const pool = new EnginePool(2);
  afterAll(() => pool.close());

  it('share the main thread\'s memory, where the layouts they need are built once', async () => {
    const lexicon = loadLexicon('sowpods', 'threads');
    const word = (at: number) => new Int32Array(lexicon.memory.buffer)[at / 4]!;
    const d = lexicon.descriptor;
    expect([word(d + LEX_ARC_NARROW_STATE), word(d + LEX_GRID_STATE), word(d + LEX_BINGO_STATE + 4 * 7)]).toEqual([STATE_NONE, STATE_NONE, STATE_NONE]);
    const payloads = Array.from({ length: 64 }, (_, i) => ({ ruleset: 'english', cgp: `${EMPTY} ${RACKS[i % RACKS.length]}/ 0/0 0`, top: 5 }));
    let best = 0;
    for await (const r of pool.map('scrabbleAnalysis', 'sowpods', payloads, { batch: 4 })) best += r.value!.moves[0]!.score;
    expect(best).toBeGreaterThan(64 * 40);
    const grid = await pool.run<'grid', GridResult>('grid', 'sowpods', { op: 'find', board: makeBoard('SERSPATGLINESERS'.split(''), 'king', { cols: 4 }) });
    expect(grid.count).toBe(1435);
    // The workers counted their searches in this thread's memory (until the layouts were
    // built: 16 searches each) and built its layouts.
    expect(word(d + LEX_SEARCHES)).toBeGreaterThanOrEqual(16);
    expect(word(d + LEX_SEARCHES)).toBeLessThan(64);
    expect(word(d + LEX_RANKED_SEARCHES)).toBeGreaterThan(16);
    expect([word(d + LEX_ARC_NARROW_STATE), word(d + LEX_GRID_STATE), word(d + LEX_BINGO_STATE + 4 * 7)]).toEqual([STATE_READY, STATE_READY, STATE_READY]);
    // Once: everything allocated after the file is one arc layout (8 bytes per entry, and its
    // order scratch of 4, given back only when nothing was allocated after it meanwhile), one grid
    // layout, the word map (words of 2 to 15 tiles, each length's block ending with its filter)
    // and a few contexts — not a second copy of any layout.
    const allocated = word(MEMORY_HEADER_AT + MEM_TOP) - (LEXICON_FILE_AT + word(MEMORY_HEADER_AT + MEM_FILE_BYTES));
    let layouts = lexicon.entries.length * 8 + word(d + LEX_GRID_RECORD_COUNT) * 16;
    for (let len = 2; len <= 15; len++) {
      const at = word(d + LEX_BINGO_WORDS + 4 * len);
      layouts += word(at + BW_FILTER) + 2 ** (32 - word(at + BW_FILTER_SHIFT)) / 8;
    }
    expect(allocated).toBeGreaterThan(layouts);
    expect(allocated).toBeLessThan(layouts + lexicon.entries.length * 4 + 3_000_000);
  });

  it('get a lexicon error from the main thread as the task\'s error', async () => {
    await expect(pool.run('scrabble', 'no-such-lexicon', { ruleset: 'english', position: { cgp: `${EMPTY} RETAINS/ 0/0 0` } }))
      .rejects.toThrow(/no lexicon recipe named "no-such-lexicon"/);
  });
});
