// The pre-endgame with more than one tile in the bag (src/endgame/peg.ts): the bag orders and
// their weights; the first round's values against a brute force over every physical order of
// the unseen tiles (src/reference/peg.ts); on a 2-tile position from seeded autoplay, a play
// that empties the bag: its scenarios are the pairs of unseen tiles, and each value is the
// endgame with the racks worked out by hand; with 4, the last round within the budget; the CLI
// (JSON, Ctrl-C).

import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor, type Engine } from '../../src/engine.js';
import { autoplayPositions, BAG_REPLIES, bagOrders, type PegReport, preEndgame, solveEndgame, tilesPlaced } from '../../src/endgame/index.js';
import { Game } from '../../src/game/game.js';
import { gamePosition } from '../../src/game/record.js';
import { searcherFor } from '../../src/game/searcher.js';
import { defaultLeaves, resolveLeaves } from '../../src/leaves/resolve.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { referencePeg } from '../../src/reference/peg.js';
import { loadRuleset } from '../../src/rules/index.js';
import { moveKey } from '../../src/scrabble/move.js';
import type { PlaceMove } from '../../src/scrabble/movegen.js';
import { type Position, writeCgp } from '../../src/scrabble/position/index.js';
import { interruptCli, runCli } from '../helpers.js';

const rules = loadRuleset('english');
let engine: Engine;
/** Positions before a turn with 2 tiles in the bag, the opponent's rack unseen. */
let two: Position[];

beforeAll(async () => {
  await ensureLexicon('sowpods');
  engine = engineFor('sowpods');
  two = autoplayPositions(engine, rules, { seed: 1, count: 2, games: 10, accept: (g) => g.bagSize === 2 });
  for (const p of two) p.racks[1 - p.onTurn] = new Uint8Array(0);
});

/** n × (n − 1) × … (k factors). */
const falling = (n: number, k: number) => Array.from({ length: k }, (_, i) => n - i).reduce((a, b) => a * b, 1);

describe('bagOrders', () => {
  it('every distinct order, weighted by the physical orders it stands for', () => {
    // A A B: AA by 2·1, AB by 2·1, BA by 1·2.
    expect(bagOrders([2, 1, 1], 2)).toEqual([{ order: [1, 1], weight: 2 }, { order: [1, 2], weight: 2 }, { order: [2, 1], weight: 2 }]);
    expect(bagOrders([5, 5, 5], 3)).toEqual([{ order: [5, 5, 5], weight: 6 }]);
    expect(bagOrders([3, 1, 2], 1)).toEqual([{ order: [1], weight: 1 }, { order: [2], weight: 1 }, { order: [3], weight: 1 }]);
  });

  it('weights sum to the ordered choices of physical tiles', () => {
    const pool = [0, 1, 1, 5, 5, 5, 9, 12, 12, 20, 26];
    for (let n = 1; n <= 4; n++) {
      const orders = bagOrders(pool, n);
      expect(orders.reduce((s, o) => s + o.weight, 0)).toBe(falling(pool.length, n));
      expect(new Set(orders.map((o) => o.order.join())).size).toBe(orders.length);
    }
  });
});

describe('preEndgame, 2 tiles in the bag', () => {
  let p: Position;
  let first: PegReport;
  let report: PegReport;
  let oneTile: PlaceMove;
  beforeAll(() => {
    p = two[0]!;
    // A play of one tile leaves the opponent a tile in the bag: ranked too.
    const searcher = searcherFor(engine, rules);
    searcher.load(p.board);
    oneTile = searcher.byScore(p.racks[p.onTurn]).toArray().find((m) => tilesPlaced(m) === 1) as PlaceMove;
    report = preEndgame(engine, rules, p, {
      candidates: 3, seconds: 4, tableBits: 18, include: [oneTile],
      onRound: (r) => { if (r.rounds === 1) first = structuredClone(r); },
    });
  });

  it('unseen 9, in the bag 2; every candidate\'s scenario weights sum to 9 × 8', () => {
    expect(report.unseen).toHaveLength(9);
    expect(report.inBag).toBe(2);
    for (const c of report.candidates) {
      expect(c.emptiesBag).toBe(tilesPlaced(c.move) >= 2);
      expect(c.draws.reduce((n, d) => n + d.count, 0)).toBe(72);
    }
    expect(report.candidates.filter((c) => !c.emptiesBag)).toHaveLength(1);
  });

  it('round 1 (1 ply after each scenario): the brute force over all 72 physical orders', () => {
    const leaves = resolveLeaves(defaultLeaves(rules), rules)!;
    const searcher = searcherFor(engine, rules);
    expect(first.candidates).toHaveLength(4);
    for (const c of first.candidates) {
      const ref = referencePeg(rules, p, searcher, leaves, BAG_REPLIES, first.unseen, 2, c.move, 1);
      expect(ref.scenarios).toBe(72);
      expect(c.winProbability, `${c.move.score}`).toBeCloseTo(ref.winProbability, 12);
      expect(c.meanSpread, `${c.move.score}`).toBeCloseTo(ref.meanSpread, 12);
    }
  });

  it('a play that empties the bag: one scenario per pair of unseen tiles, the endgame with the racks worked out by hand', () => {
    // The deepest searched (candidates are ranked by the round they reached).
    const c = report.candidates.find((x) => x.emptiesBag)!;
    const move = c.move as PlaceMove;
    const count = (t: number) => report.unseen.filter((u) => u === t).length;
    const pairs = new Set<string>();
    report.unseen.forEach((a, i) => report.unseen.forEach((b, j) => { if (i < j) pairs.add(`${a},${b}`); }));
    expect(c.draws.map((d) => d.bag.join())).toEqual([...pairs]);
    const me = p.onTurn;
    const kept = Array.from(p.racks[me]);
    for (const t of move.tiles) if (t) kept.splice(kept.indexOf(t & 0x80 ? 0 : t), 1);
    for (const d of c.draws) {
      const [a, b] = d.bag as [number, number];
      // Both orders of two different tiles, or a tile's copies in order.
      expect(d.count).toBe(a === b ? count(a) * (count(a) - 1) : 2 * count(a) * count(b));
      const opponent = report.unseen.slice();
      opponent.splice(opponent.indexOf(a), 1);
      opponent.splice(opponent.indexOf(b), 1);
      const racks: [Uint8Array, Uint8Array] = [p.racks[0], p.racks[1]];
      racks[1 - me] = Uint8Array.from(opponent);
      const game = new Game(rules, { seed: 0, position: { ...p, racks } });
      game.play(move);
      expect(game.bagSize).toBe(0);
      expect(game.racks[me]).toEqual([...kept, a, b].sort((x, y) => x - y));
      if (game.over) {
        expect(d.spread).toBe(game.scores[me]! - game.scores[1 - me]!);
        continue;
      }
      const r = solveEndgame(engine, rules, gamePosition(game), { plies: d.exact ? 60 : d.depth, tableBits: 18 });
      expect(-r.spread, d.bag.join()).toBe(d.spread);
      if (d.exact) expect(r.exact).toBe(true);
    }
  });

  it('a play of one tile: scenarios by the tile it draws then the one left (ordered), none exact', () => {
    const c = report.candidates.find((x) => !x.emptiesBag)!;
    const count = (t: number, less = -1) => report.unseen.filter((u) => u === t).length - (t === less ? 1 : 0);
    expect(c.exactDraws).toBe(0);
    for (const d of c.draws) expect(d.count).toBe(count(d.bag[0]!) * count(d.bag[1]!, d.bag[0]!));
  });

  it('with the opponent\'s rack given, the bag\'s tiles are known, only their order is not', () => {
    const q = structuredClone(p);
    const unseen = report.unseen;
    const bag = [unseen[0]!, unseen[unseen.length - 1]!];
    const rack = unseen.slice(1, -1);
    q.racks[1 - q.onTurn] = Uint8Array.from(rack);
    const r = preEndgame(engine, rules, q, { candidates: 2, seconds: 1, tableBits: 12, include: [oneTile] });
    expect(r.inBag).toBe(2);
    for (const c of r.candidates) {
      expect(c.draws.reduce((n, d) => n + d.count, 0)).toBe(2);
      // Emptying the bag: one scenario, both tiles drawn; one tile: either order.
      expect(c.draws.map((d) => d.bag)).toEqual(c.emptiesBag ? [bag] : [bag, bag.slice().reverse()]);
    }
  });

  it('bad input: 5 tiles in the bag', () => {
    const [five] = autoplayPositions(engine, rules, { seed: 1, count: 1, games: 10, accept: (g) => g.bagSize === 5 });
    five!.racks[1 - five!.onTurn] = new Uint8Array(0);
    expect(() => preEndgame(engine, rules, five!)).toThrow(/1 to 4 tiles in the bag; this position has 5/);
  });
});

describe('preEndgame, 3 tiles in the bag', () => {
  it('a play of one tile, round 1: the brute force over all 720 physical orders (who draws which of the two left)', () => {
    const [three] = autoplayPositions(engine, rules, { seed: 1, count: 1, games: 10, accept: (g) => g.bagSize === 3 });
    three!.racks[1 - three!.onTurn] = new Uint8Array(0);
    const searcher = searcherFor(engine, rules);
    searcher.load(three!.board);
    const oneTile = searcher.byScore(three!.racks[three!.onTurn]).toArray().find((m) => tilesPlaced(m) === 1) as PlaceMove;
    let first: PegReport | undefined;
    preEndgame(engine, rules, three!, {
      candidates: 1, seconds: 60, tableBits: 12, include: [oneTile],
      onRound: (r) => { first ??= structuredClone(r); }, shouldStop: () => first !== undefined,
    });
    const c = first!.candidates.find((x) => moveKey(x.move) === moveKey(oneTile))!;
    expect(c.emptiesBag).toBe(false);
    expect(c.draws.reduce((n, d) => n + d.count, 0)).toBe(720);
    // Its one draw is its own tile; the two left stay in order: one scenario per distinct order.
    expect(c.draws.length).toBe(bagOrders(first!.unseen, 3).length);
    const ref = referencePeg(rules, three!, searcher, resolveLeaves(defaultLeaves(rules), rules)!, BAG_REPLIES, first!.unseen, 3, oneTile, 1);
    expect(ref.scenarios).toBe(720);
    expect(c.winProbability).toBeCloseTo(ref.winProbability, 12);
    expect(c.meanSpread).toBeCloseTo(ref.meanSpread, 12);
  });
});

describe('preEndgame, 4 tiles in the bag', () => {
  it('thousands of scenarios: the last round stops at the budget, those not reached keeping the values they had', () => {
    const [four] = autoplayPositions(engine, rules, { seed: 1, count: 1, games: 10, accept: (g) => g.bagSize === 4 });
    four!.racks[1 - four!.onTurn] = new Uint8Array(0);
    const reports: PegReport[] = [];
    const r = preEndgame(engine, rules, four!, { candidates: 2, seconds: 4, tableBits: 18, onRound: (x) => reports.push(structuredClone(x)) });
    expect(r.inBag).toBe(4);
    expect(r.rounds).toBe(3);
    expect(r.partial).toBeUndefined();
    expect(r.seconds).toBeLessThan(6);
    const scenarios = (x: PegReport) => x.candidates.reduce((n, c) => n + (c.round === x.rounds ? c.draws.length : 0), 0);
    const last = r.candidates.filter((c) => c.round === 3);
    expect(last.length).toBeGreaterThan(0);
    for (const c of last) expect(c.draws.reduce((n, d) => n + d.count, 0)).toBe(falling(11, 4));
    // Searched: at least all of round 1 (how far rounds 2 and 3 get depends on the machine's speed).
    expect(r.solves).toBeGreaterThanOrEqual(scenarios(reports[0]!));
    // A scenario round 3 did not reach has the value (and depth) it had after round 2: the last
    // round stopped at the budget.
    const before = reports[1]!;
    let kept = 0;
    for (const c of last) {
      const had = new Map(before.candidates.find((x) => moveKey(x.move) === moveKey(c.move))!.draws.map((d) => [d.bag.join(), d]));
      for (const d of c.draws) {
        const h = had.get(d.bag.join())!;
        if (d.depth === h.depth && d.spread === h.spread) kept++;
      }
    }
    expect(kept).toBeGreaterThan(0);
  });
});

describe('verbivore peg, 2 tiles in the bag', () => {
  it('--json: the bag per scenario', () => {
    const r = runCli(['peg', '--cgp', writeCgp(two[0]!, rules.alphabet), '--candidates', '2', '--seconds', '3', '--json']);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.inBag).toBe(2);
    for (const c of j.candidates) {
      expect(c).toHaveProperty('emptiesBag');
      expect(c.draws.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(72);
      for (const d of c.draws) expect(d.bag).toMatch(/^\S{2}$/);
    }
  });

  it('Ctrl-C in round 2: the ranking so far, exit 130', async () => {
    const { code, out } = await interruptCli(['peg', '--cgp', writeCgp(two[1]!, rules.alphabet), '--seconds', '120'], /round 2/);
    expect(code).toBe(130);
    expect(out).toMatch(/\(2 in the bag\)/);
    expect(out).toMatch(/ — interrupted$/m);
    expect(out).toMatch(/^\s+1\s+\S+/m);
  });
});
