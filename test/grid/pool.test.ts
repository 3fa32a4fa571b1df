// The `grid` pool task (runs from dist/: npm test builds first): batches scored in workers equal
// the same batch scored here, a failing task fails alone, and annealing returns a board whose
// score a recount confirms.

import { seededRandom } from '../../src/random.js';
import { afterAll, describe, expect, it } from 'vitest';
import { anneal, type AnnealResult } from '../../src/grid/best.js';
import { packBoards, scoreBatch, scoreBatchPool } from '../../src/grid/batch.js';
import { makeBoard } from '../../src/grid/board.js';
import { cellSource } from '../../src/grid/random.js';
import { findWords, type GridResult, scoreBoard } from '../../src/grid/search.js';
import { EnginePool } from '../../src/pool/pool.js';
import type { GridTask } from '../../src/grid/task.js';
import { miniCatalanSetup, sowpodsSetup } from './helpers.js';

describe('pool task grid', () => {
  const pool = new EnginePool(2);
  afterAll(() => pool.close());
  const { engine } = sowpodsSetup();
  const shape = makeBoard(Array(16).fill('A'), 'king', { cols: 4 });

  it('scores a batch across workers exactly as one thread does', async () => {
    const random = seededRandom(31);
    const source = cellSource(engine.alphabet, 'uniform', 16);
    const batch = packBoards(shape, Array.from({ length: 3000 }, () => source.board(random)));
    const here = scoreBatch(engine, batch);
    const there = await scoreBatchPool(pool, 'sowpods', batch, {}, 512);
    expect(Array.from(there)).toEqual(Array.from(here));
    // And board by board.
    for (let k = 0; k < 20; k++) {
      const r = scoreBoard(engine, { ...shape, cells: source.board(random) });
      expect(r.score).toBeGreaterThanOrEqual(0);
    }
  });

  it('finds words in workers, failing a bad board alone; a fixture lexicon by path', async () => {
    const mini = miniCatalanSetup();
    const tasks: GridTask[] = [
      { op: 'find', board: makeBoard('SERSPATGLINESERS'.split(''), 'king', { cols: 4 }) },
      { op: 'find', board: makeBoard(['A', 'B', '1', 'D'], 'king', { cols: 2 }) },
    ];
    const out: { value?: GridResult; error?: Error }[] = [];
    for await (const r of pool.map<'grid', GridResult>('grid', 'sowpods', tasks)) out.push(r);
    expect(out[0]!.value!.score).toBe(4644);
    expect(out[1]!.error!.message).toMatch(/cell 2 .*"1"/);
    const col = await pool.run<'grid', GridResult>('grid', mini.path, {
      op: 'find', board: makeBoard(['COL', 'LA', 'X', 'X'], 'king', { cols: 2 }), options: { min: 2, syllableRule: false },
    });
    expect(col.words.map((w) => w.word)).toEqual(expect.arrayContaining(['COL·LA', 'COLLA']));
  });

  it('anneals in a worker and in this thread; the best board rescores the same', async () => {
    const options = { size: 4, distribution: 'uniform' as const, seed: 5, millis: 300 };
    const there = await pool.run<'grid', AnnealResult>('grid', 'sowpods', { op: 'anneal', options });
    const here = anneal(engine, { ...options, distribution: 'dice' });
    for (const r of [there, here]) {
      expect(r.evaluations).toBeGreaterThan(50);
      expect(findWords(engine, makeBoard(r.best.cells, 'king', { cols: 4 })).score).toBe(r.best.score);
    }
    // Dice boards keep one face of each die.
    const faces = here.best.cells.map((c) => (c === 'QU' ? 'Q' : c));
    expect(faces.length).toBe(16);
    expect(here.state.dice!.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    const dice = cellSource(engine.alphabet, 'dice', 16).dice!;
    here.state.dice!.forEach((d, cell) => expect(dice[d]).toContain(here.state.cells[cell]![0]));
  });
});
