// Covering games: the next word, and the round planner against an exhaustive search.

import { describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/grid/board.js';
import { nextWord, planRound } from '../../src/grid/cover.js';
import { parseBoard } from '../../src/grid/parse.js';
import { findWords, type GridWord } from '../../src/grid/search.js';
import { referenceBestRound } from '../../src/reference/grid.js';
import { randomCells, rng, sowpodsSetup } from './helpers.js';

const RICH = 'AAEEEIIOOUSSTTRRNNLLDGPCM'.split('');

/** The plan's words use disjoint, uncovered cells, and add up to its total. */
function expectValidPlan(moves: GridWord[], total: number, covered: number[] = []): void {
  const used = new Set(covered);
  for (const w of moves) {
    for (const c of w.path) {
      expect(used.has(c)).toBe(false);
      used.add(c);
    }
  }
  expect(moves.reduce((s, w) => s + w.score, 0)).toBe(total);
}

describe('covering games', () => {
  const { engine } = sowpodsSetup();

  it('next word: the longest on the uncovered cells', () => {
    const board = parseBoard('SERS/PATG/LINE/SERS');
    expect(nextWord(engine, board, { scoring: 'verbalia' })?.word).toBe('ETERNALISE');
    const covered = [0, 5, 6];
    const w = nextWord(engine, board, { scoring: 'verbalia', covered })!;
    expect(w.path.some((c) => covered.includes(c))).toBe(false);
    const all = findWords(engine, board, { scoring: 'verbalia', covered }).words;
    expect(w.letters).toBe(Math.max(...all.map((x) => x.letters)));
    expect(nextWord(engine, board, { scoring: 'verbalia', covered: Array.from({ length: 16 }, (_, i) => i) })).toBeUndefined();
  });

  it('exact plan = exhaustive search on small boards (3×3, 3×4, and with covered cells)', () => {
    const r = rng(21);
    let exact = 0;
    for (let k = 0; k < 24; k++) {
      const cols = k % 2 ? 4 : 3;
      const board = makeBoard(randomCells(r, 3 * cols, RICH), 'king', { cols });
      const covered = k % 3 === 0 ? [Math.floor(r() * 9)] : [];
      const plan = planRound(engine, board, { covered });
      expect(plan.method).toBe('exact');
      const paths = findWords(engine, board, { covered, allPaths: true }).words;
      expect(plan.total).toBe(referenceBestRound(paths));
      expectValidPlan(plan.moves, plan.total, covered);
      expect(plan.greedy.total).toBeLessThanOrEqual(plan.total);
      exact += plan.total;
    }
    expect(exact).toBeGreaterThan(50);
  });

  it('beam search: valid, never above the exact total, and used when the state limit is hit', () => {
    const r = rng(22);
    for (let k = 0; k < 6; k++) {
      const board = makeBoard(randomCells(r, 16, RICH), 'king', { cols: 4 });
      const exact = planRound(engine, board, { scoring: 'verbalia' });
      const beam = planRound(engine, board, { scoring: 'verbalia', beamOnly: true, beamWidth: 64 });
      expect(beam.method).toBe('beam');
      expectValidPlan(beam.moves, beam.total);
      expect(beam.total).toBeLessThanOrEqual(exact.total);
      const forced = planRound(engine, board, { scoring: 'verbalia', exactStates: 10 });
      expect(forced.method).toBe('beam');
    }
  });
});
