// Simulation (src/sim): playouts against a plain reference that reloads the board every ply,
// statistics against two-pass sums, the same figures with 1 and 2 workers and in this thread,
// pruning that never drops the leader, a known-better move found, and bad input.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_BIT } from '../../src/alphabet/index.js';
import { Engine, engineFor } from '../../src/engine.js';
import { VerbivoreError } from '../../src/errors.js';
import { leaveRefFor } from '../../src/game/autoplay.js';
import { searcherFor } from '../../src/game/searcher.js';
import { resolveLeaves } from '../../src/leaves/store.js';
import { ensureLexicon, loadLexicon } from '../../src/lexicon/store.js';
import { packageRoot } from '../../src/paths.js';
import { EnginePool } from '../../src/pool/pool.js';
import { referenceDifference, referenceMean, referencePlayout } from '../../src/reference/sim.js';
import { loadRuleset } from '../../src/rules/index.js';
import { moveKey } from '../../src/scrabble/move.js';
import { formatMove } from '../../src/scrabble/notation.js';
import { type Position, readCgp } from '../../src/scrabble/position/index.js';
import { Playouts } from '../../src/sim/playout.js';
import { type SimReport, simulate } from '../../src/sim/simulate.js';
import { MIN_ITERATIONS_TO_PRUNE, SimStats } from '../../src/sim/stats.js';
import { simTask, type CandidatesResult, type SimSetup } from '../../src/sim/task.js';
import { rng } from '../helpers.js';

const rules = loadRuleset('english');
const corpus = readFileSync(join(packageRoot, 'test', 'fixtures', 'scrabble', 'midgame-corpus.cgp'), 'utf8').trim().split('\n');
const position = (line: number) => readCgp(corpus[line]!, rules.alphabet);
const base = { ruleset: 'english', lexicon: 'sowpods' };

/** The figures a report gives, without the clock. */
const figures = (r: SimReport) => ({ ...r, seconds: 0 });

/** The side on turn as seat 0, as the playouts see it. */
function asSeatZero(p: Position): Position {
  const s = p.onTurn;
  return { ...p, racks: [p.racks[s], new Uint8Array(0)], scores: [p.scores[s], p.scores[1 - s]!], onTurn: 0 };
}

beforeAll(async () => {
  await ensureLexicon('sowpods');
});

describe('playouts', () => {
  // Bags of ~49, 4, 1 and 0 tiles: leave values, the endgame rule, games that end.
  // The reference's searcher is another engine's: whatever the Searcher, it shares nothing.
  let fresh: ReturnType<typeof searcherFor>;
  beforeAll(() => {
    fresh = searcherFor(new Engine(loadLexicon('sowpods')), rules);
  });

  it.each([40, 66, 67, 101])('corpus position %i: every value equals the reference playout (board reloaded each ply)', (line) => {
    const engine = engineFor('sowpods');
    const leaves = resolveLeaves('builtin', rules)!;
    const p = asSeatZero(position(line));
    for (const plies of [1, 2, 3]) {
      const setup: SimSetup = {
        ruleset: 'english', leaves: leaveRefFor('builtin', rules).ref, plies, seed: 7 + line,
        position: { board: Array.from(p.board), rack: Array.from(p.racks[0]), scores: p.scores, zeroTurns: p.zeroTurns },
      };
      const found = simTask(engine, { op: 'candidates', setup, count: 5 }) as CandidatesResult;
      const playouts = new Playouts(rules, setup.position, leaves, searcherFor(engine, rules), plies, setup.seed);
      for (let i = 0; i < 12; i++) {
        const deal = playouts.deal(i);
        for (const c of found.candidates) {
          expect(playouts.value(c.move, deal)).toBe(referencePlayout(rules, p, deal, c.move, plies, leaves, fresh));
        }
      }
      // apply/undo left the searcher's board as it was.
      expect(Array.from(searcherFor(engine, rules).board)).toEqual(Array.from(p.board));
    }
  });

  it('deals: the opponent rack comes from the unseen tiles, one per iteration, the same on every call', () => {
    const engine = engineFor('sowpods');
    const p = asSeatZero(position(40));
    const sim = { board: Array.from(p.board), rack: Array.from(p.racks[0]), scores: p.scores, zeroTurns: 0 };
    const a = new Playouts(rules, sim, resolveLeaves('builtin', rules)!, searcherFor(engine, rules), 2, 3);
    const b = new Playouts(rules, sim, resolveLeaves('builtin', rules)!, searcherFor(engine, rules), 2, 3);
    const unseen = new Map<number, number>();
    for (const t of a.unseen) unseen.set(t, (unseen.get(t) ?? 0) + 1);
    // Unseen = the set less the board and the rack.
    expect(a.unseen.length).toBe(100 - p.board.filter((t) => t).length - p.racks[0].length);
    const racks = new Set<string>();
    let blanks = 0;
    for (let i = 0; i < 400; i++) {
      const deal = a.deal(i);
      expect(deal).toEqual(b.deal(i));
      expect(deal.opponent).toHaveLength(7);
      const used = new Map<number, number>();
      for (const t of deal.opponent) used.set(t, (used.get(t) ?? 0) + 1);
      for (const [t, n] of used) expect(n).toBeLessThanOrEqual(unseen.get(t) ?? 0);
      racks.add(deal.opponent.slice().sort((x, y) => x - y).join(','));
      blanks += used.get(0) ?? 0;
    }
    expect(racks.size).toBeGreaterThan(390);
    // Blanks drawn ≈ 400 × 7 × share of blanks among the unseen tiles (a loose 4-sigma band).
    const expected = 400 * 7 * (unseen.get(0) ?? 0) / a.unseen.length;
    expect(Math.abs(blanks - expected)).toBeLessThan(4 * Math.sqrt(expected) + 1);
  });

  it('with 0 plies a candidate is worth its static equity, exactly', async () => {
    const r = await simulate(position(40), { ...base, candidates: 8, plies: 0, iterations: 50 });
    expect(r.candidates).toHaveLength(8);
    for (const c of r.candidates) {
      expect(c.mean).toBeCloseTo(c.equity, 9);
      expect(c.stderr).toBe(0);
    }
    expect(r.simulatedPlies).toBe(0);
  });
});

describe('statistics', () => {
  it('means, standard errors and paired differences equal two-pass sums over the values kept', () => {
    const r = rng(11);
    const k = 5, n = 300;
    const values = Array.from({ length: k }, () => [] as number[]);
    const stats = new SimStats(k, 0);
    const live = [0, 1, 2, 3, 4];
    for (let i = 0; i < n; i++) {
      const common = Math.round((r() - 0.5) * 16000);
      const row = live.map((c) => common + Math.round((r() - 0.5) * 3000) + c * 150);
      row.forEach((v, c) => values[c]!.push(v));
      stats.add(live, row);
    }
    for (let c = 0; c < k; c++) {
      const ref = referenceMean(values[c]!);
      expect(stats.mean(c)).toBeCloseTo(ref.mean, 9);
      expect(stats.stderr(c)).toBeCloseTo(ref.stderr, 9);
      for (let d = 0; d < k; d++) {
        if (d === c) continue;
        const refD = referenceDifference(values[c]!, values[d]!);
        const got = stats.difference(c, d);
        expect(got.mean).toBeCloseTo(refD.mean, 9);
        expect(got.stderr).toBeCloseTo(refD.stderr, 9);
      }
    }
    // The shared part cancels in the paired differences: far smaller than the unpaired error.
    expect(stats.difference(4, 0).stderr).toBeLessThan(stats.stderr(4) / 2);
    // The leader (highest mean) survives; the clearly worse candidates are pruned.
    expect(stats.leader()).toBe(4);
    const pruned = stats.prune();
    expect(pruned).not.toContain(4);
    expect(pruned).toContain(0);
    for (const c of pruned) expect(stats.prunedAt[c]).toBe(n);
  });

  it('win rate: playouts ending with the side ahead, ties half', () => {
    const stats = new SimStats(1, -500); // 5 points behind now
    stats.add([0], [600]); // ends 1 ahead: win
    stats.add([0], [500]); // tie
    stats.add([0], [100]); // loss
    stats.add([0], [501]); // win by a hundredth
    expect(stats.winRate(0)).toBe((1 + 0.5 + 0 + 1) / 4);
  });
});

describe('simulate', () => {
  const pools = [new EnginePool(1), new EnginePool(2)];
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it('a fixed seed gives the same figures with 1 worker, 2 workers and in this thread; another seed others', async () => {
    for (const line of [40, 66]) {
      const options = { ...base, candidates: 6, plies: 2, iterations: 200, seed: 5 };
      const rounds: SimReport[][] = [[], [], []];
      const runs = [
        await simulate(position(line), { ...options, runner: pools[0] }, (r) => rounds[0]!.push(figures(r))),
        await simulate(position(line), { ...options, runner: pools[1] }, (r) => rounds[1]!.push(figures(r))),
        await simulate(position(line), options, (r) => rounds[2]!.push(figures(r))),
      ].map(figures);
      expect(runs[1]).toEqual(runs[0]);
      expect(runs[2]).toEqual(runs[0]);
      expect(rounds[1]).toEqual(rounds[0]);
      expect(rounds[2]).toEqual(rounds[0]);
      const r = runs[0]!;
      expect(r.stopped === 'iterations' || r.stopped === 'pruned').toBe(true);
      expect(r.candidates).toHaveLength(6);
      expect(r.simulatedPlies).toBeGreaterThan(0);
      // Position 66 has 4 tiles in the bag: near the end, where the win rate is telling.
      expect(r.nearEnd).toBe(line === 66);
      const other = figures(await simulate(position(line), { ...options, seed: 6, runner: pools[1] }));
      expect(other.candidates.map((c) => c.mean)).not.toEqual(r.candidates.map((c) => c.mean));
    }
  });

  it('include: a move outside the K best is simulated too; one that is not a move of the position is left out', async () => {
    const p = position(40);
    const engine = engineFor('sowpods');
    const searcher = searcherFor(engine, rules);
    searcher.load(p.board);
    const plays = searcher.byScore(p.racks[p.onTurn]);
    const worst = plays.get(plays.length - 1);
    const phony = { ...worst, row: 99 };
    const r = await simulate(p, { ...base, candidates: 3, plies: 1, iterations: 50, include: [worst, phony] });
    expect(r.candidates).toHaveLength(4);
    expect(r.candidates.map((c) => moveKey(c.move))).toContain(moveKey(worst));
  });

  it('pruning never drops the leader; a pruned candidate keeps the figures it had when pruned', async () => {
    const options = { ...base, candidates: 10, plies: 2, iterations: 400, seed: 9, runner: pools[1] };
    const full: SimReport[] = [];
    const unpruned = await simulate(position(120), { ...options, prune: false }, (r) => full.push(r));
    const pruned = await simulate(position(120), options, (r) => {
      // After every round the candidate ranked first is still simulated.
      expect(r.candidates[0]!.prunedAt).toBeUndefined();
    });
    const key = (m: SimReport['candidates'][0]) => formatMove(m.move, rules.alphabet);
    const leader = key(unpruned.candidates[0]!);
    const same = pruned.candidates.find((c) => key(c) === leader)!;
    expect(same.prunedAt).toBeUndefined();
    expect(pruned.candidates.some((c) => c.prunedAt !== undefined)).toBe(true);
    expect(pruned.simulatedPlies).toBeLessThan(unpruned.simulatedPlies);
    for (const c of pruned.candidates) {
      expect(c.prunedAt === undefined || c.prunedAt >= MIN_ITERATIONS_TO_PRUNE).toBe(true);
      // Its figures are the unpruned run's after as many iterations.
      const then = full.find((r) => r.iterations === c.iterations)!.candidates.find((x) => key(x) === key(c))!;
      expect(c.mean).toBe(then.mean);
      expect(c.stderr).toBe(then.stderr);
    }
  });

  it('finds the far better move that static equity misses: keeping the blank and the S (leaves none)', async () => {
    // Rack ?SWWLHA. By score (--leaves none) E1 WiSHA 37 beats E3 WHA 35, the next plays score
    // 33; but WHA keeps ?LSW — the blank and an S, worth some 25 points as every leave table
    // says — where WiSHA spends both. Played out, keeping them wins by far.
    const cgp = '15/15/15/3C11/3Y7U3/3D1ZOEAS1N3/2VEGAN1YEDE3/3R3MUrEX3/11P3/11E3/11R3/11T3/15/15/15 ?SWWLHA/ 116/92 0 lex sowpods;';
    const p = readCgp(cgp, rules.alphabet);
    const table = resolveLeaves('builtin', rules)!;
    const r = await simulate(p, { ...base, leaves: 'none', candidates: 2, plies: 2, iterations: 500, seed: 1, runner: pools[1] });
    const byEquity = r.candidates.slice().sort((a, b) => b.equity - a.equity);
    expect(formatMove(byEquity[0]!.move, rules.alphabet)).toBe('E1 WiSHA 37');
    expect(formatMove(byEquity[1]!.move, rules.alphabet)).toBe('E3 WHA 35');
    expect(table.value(byEquity[1]!.move.leave) - table.value(byEquity[0]!.move.leave)).toBeGreaterThan(20);
    expect(formatMove(r.candidates[0]!.move, rules.alphabet)).toBe('E3 WHA 35');
    expect(r.candidates[0]!.mean - r.candidates[1]!.mean).toBeGreaterThan(10);
    expect(r.iterations).toBeLessThanOrEqual(500);
  });

  it('bad input: clear errors with a code', async () => {
    const p = position(40);
    const code = async (f: () => Promise<unknown>) => {
      try {
        await f();
      } catch (e) {
        expect(e).toBeInstanceOf(VerbivoreError);
        return [(e as VerbivoreError).code, (e as VerbivoreError).message];
      }
      throw new Error('no error');
    };
    expect(await code(() => simulate(p, { ...base, candidates: 0 }))).toEqual(['bad-usage', 'candidates must be a whole number from 1 to 200, got 0']);
    expect((await code(() => simulate(p, { ...base, plies: -1 })))[0]).toBe('bad-usage');
    expect((await code(() => simulate(p, { ...base, iterations: 1.5 })))[0]).toBe('bad-usage');
    expect((await code(() => simulate(p, { ...base, seconds: 0 })))[0]).toBe('bad-usage');
    expect((await code(() => simulate(p, { ...base, seed: -1 })))[0]).toBe('bad-usage');
    const noRack: Position = { ...p, racks: [new Uint8Array(0), new Uint8Array(0)] };
    expect(await code(() => simulate(noRack, base))).toEqual(['bad-input', "the side to move has no rack: give one (the CGP's rack, or --rack)"]);
    // A second blank on the board: more than the set holds.
    const board = p.board.slice();
    board[board.findIndex((t) => t === 0)] = 5 | BLANK_BIT;
    board[board.findIndex((t) => t === 0)] = 6 | BLANK_BIT;
    board[board.findIndex((t) => t === 0)] = 7 | BLANK_BIT;
    const [c, message] = await code(() => simulate({ ...p, board }, base));
    expect(c).toBe('bad-input');
    expect(message).toMatch(/the position has problems:[\s\S]*blank/);
    expect((await code(() => simulate(p, { ...base, ruleset: 'super' })))[1]).toMatch(/the position is 15×15, ruleset super plays on 21×21/);
    expect((await code(() => simulate(p, { ...base, ruleset: 'catalan' })))[0]).toBe('bad-input');
  });
});
