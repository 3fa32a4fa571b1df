// Covering games: the next word, and the round planner against an exhaustive search.

import { describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/grid/board.js';
import { Budget } from '../../src/budget.js';
import { MAX_BEAM_WIDTH, nextWord, planRound } from '../../src/grid/cover.js';
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

describe('bounded round plans', () => {
  const { engine } = sowpodsSetup();
  const boards = (seed: number, n: number) => {
    const r = rng(seed);
    return Array.from({ length: n }, () => makeBoard(randomCells(r, 25, RICH), 'king', { cols: 5 }));
  };

  it('a node budget stops the search cleanly: partial, a valid plan, never below the greedy round', () => {
    for (const board of boards(31, 4)) {
      const full = planRound(engine, board);
      expect(full.partial).toBeUndefined();
      for (const nodes of [1, 50, 2_000]) {
        const plan = planRound(engine, board, { budget: new Budget({ nodes }) });
        expect(plan.partial).toMatchObject({ reason: 'nodes', limit: nodes, nodes });
        expectValidPlan(plan.moves, plan.total);
        expect(plan.total).toBeGreaterThanOrEqual(plan.greedy.total);
        expect(plan.total).toBeLessThanOrEqual(full.total);
        if (plan.method === 'greedy') expect(plan.moves).toEqual(plan.greedy.moves);
      }
    }
  });

  it('a time budget stops the exact and the beam search (a clock that jumps)', () => {
    const [board] = boards(32, 1);
    for (const beamOnly of [false, true]) {
      let reads = 0;
      const budget = new Budget({ seconds: 1 }, () => 100 * reads++); // +0.1 s per look at the clock
      const plan = planRound(engine, board!, { budget, beamOnly });
      expect(plan.partial?.reason).toBe('time');
      expect(plan.partial!.seconds).toBeGreaterThanOrEqual(1);
      expectValidPlan(plan.moves, plan.total);
    }
  });

  it('the beam is capped, and pruning its candidates gives the unpruned beam', () => {
    const [first] = boards(33, 1);
    expect(() => planRound(engine, first!, { beamOnly: true, beamWidth: MAX_BEAM_WIDTH + 1 })).toThrow(/from 1 to 10,000/);
    for (const board of boards(34, 4)) {
      for (const width of [2, 6]) {
        const plan = planRound(engine, board, { beamOnly: true, beamWidth: width });
        expectValidPlan(plan.moves, plan.total);
        expect(plan.total).toBe(unprunedBeam(findWords(engine, board, { allPaths: true }).words, width));
      }
    }
  });

  it('progress goes up by phase', () => {
    const [board] = boards(35, 1);
    const seen: string[] = [];
    planRound(engine, board!, { beamOnly: true, beamWidth: 8, progress: (phase, done, total) => seen.push(`${phase} ${done}/${total}`) });
    expect(seen.length).toBeGreaterThan(1);
    const done = seen.map((s) => Number(/ (\d+)\//.exec(s)![1]));
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(seen.every((s) => s.startsWith('beam ') && s.endsWith('/25'))).toBe(true);
  });
});

/**
 * The beam search written plainly: every step weighs every candidate, keeps the best `width` by
 * (total, then covered mask); moves are word paths with distinct cell sets, the best word each.
 */
function unprunedBeam(words: GridWord[], width: number): number {
  const byCells = new Map<bigint, number>();
  for (const w of words) {
    if (w.score <= 0) continue;
    const cells = w.path.reduce((m, c) => m | (1n << BigInt(c)), 0n);
    byCells.set(cells, Math.max(byCells.get(cells) ?? 0, w.score));
  }
  let beam: [bigint, number][] = [[0n, 0]];
  let best = 0;
  while (beam.length) {
    const next = new Map<bigint, number>();
    for (const [mask, total] of beam) {
      for (const [cells, score] of byCells) {
        if (cells & mask) continue;
        const m = mask | cells;
        next.set(m, Math.max(next.get(m) ?? 0, total + score));
      }
    }
    beam = [...next].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, width);
    if (beam.length) best = Math.max(best, beam[0]![1]);
  }
  return best;
}
