// The `scrabble` pool task: positions solved in worker threads (runs from dist/: build first).

import { afterAll, describe, expect, it } from 'vitest';
import { EnginePool } from '../../src/pool/pool.js';
import type { Move } from '../../src/scrabble/movegen.js';

const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15';

describe('pool task scrabble', () => {
  const pool = new EnginePool(2);
  afterAll(() => pool.close());

  it('solves CGP positions and boards in workers, failing one task alone', async () => {
    const tasks = [
      { ruleset: 'english', position: { cgp: `${BOXEN} ARTHOU?/ 0/0 0` } },
      { ruleset: 'english', position: { cgp: `${BOXEN} ARTHOUS/ 0/0 0` }, options: { mode: 'best' } },
      { ruleset: 'english', position: { rows: 15, cols: 15, board: new Array(225).fill(0) }, rack: 'RETAINS' },
      { ruleset: 'english', position: { cgp: `${BOXEN} ARTHOUS/ 0/0 0` }, rack: 'AB1' },
    ];
    const out: { value?: Move[]; error?: Error }[] = [];
    for await (const r of pool.map<Move[]>('scrabble', 'sowpods', tasks)) out.push(r);
    expect(out[0]!.value!.length).toBe(5843);
    expect(out[0]!.value![0]!.score).toBe(46);
    expect(out[1]!.value!.map((m) => m.score)).toEqual([50]);
    expect(out[2]!.value!.length).toBe(1458);
    expect(out[3]!.error!.message).toMatch(/AB1/);
  });
});
