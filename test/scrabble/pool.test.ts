// The `scrabble` pool task: positions solved in worker threads (runs from dist/: build first).

import { afterAll, describe, expect, it } from 'vitest';
import { EnginePool } from '../../src/pool/pool.js';
import type { ScrabbleTask } from '../../src/scrabble/task.js';
import type { Analysis } from '../../src/game/analyse.js';
import type { Move } from '../../src/scrabble/movegen.js';
import { MoveList, type PackedMoveList } from '../../src/scrabble/moveList.js';

const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15';
const EMPTY = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15';

describe('pool task scrabble', () => {
  const pool = new EnginePool(2);
  afterAll(() => pool.close());

  it('solves CGP positions and boards in workers, failing one task alone', async () => {
    const tasks: ScrabbleTask[] = [
      { ruleset: 'english', position: { cgp: `${BOXEN} ARTHOU?/ 0/0 0` } },
      { ruleset: 'english', position: { cgp: `${BOXEN} ARTHOUS/ 0/0 0` }, options: { mode: 'best' } },
      { ruleset: 'english', position: { rows: 15, cols: 15, board: new Array(225).fill(0) }, rack: 'RETAINS' },
      { ruleset: 'english', position: { cgp: `${BOXEN} ARTHOUS/ 0/0 0` }, rack: 'AB1' },
    ];
    const out: { value?: Move[]; error?: Error }[] = [];
    for await (const r of pool.map<'scrabble', Move[]>('scrabble', 'sowpods', tasks)) out.push(r);
    expect(out[0]!.value!.length).toBe(5843);
    expect(out[0]!.value![0]!.score).toBe(46);
    expect(out[1]!.value!.map((m) => m.score)).toEqual([50]);
    expect(out[2]!.value!.length).toBe(1458);
    expect(out[3]!.error!.message).toMatch(/AB1/);
  });

  it('returns a packed list when asked', async () => {
    const packed = await pool.run<'scrabble', PackedMoveList>('scrabble', 'sowpods', { ruleset: 'english', position: { cgp: `${BOXEN} ARTHOU?/ 0/0 0` }, packed: true });
    const list = MoveList.unpack(packed);
    expect(list.length).toBe(5843);
    expect(list.score(0)).toBe(46);
  });

  it('runs payloads in batches per message, in order, each failing alone', async () => {
    const payloads = [
      ...Array.from({ length: 9 }, () => ({ ruleset: 'english', cgp: `${EMPTY} RETAINS/ 0/0 0`, best: true })),
      { ruleset: 'english', cgp: 'not a position' },
      { ruleset: 'english', cgp: `${BOXEN} ARTHOU?/ 0/0 0`, best: true },
    ];
    const out: { value?: Analysis; error?: Error }[] = [];
    for await (const r of pool.map('scrabbleAnalysis', 'sowpods', payloads, { batch: 4 })) out.push(r);
    expect(out.map((r) => r.value?.moves[0]?.score)).toEqual([...Array(9).fill(66), undefined, 46]);
    expect(out[9]!.error!.message).toMatch(/CGP/);
  });
});
