// The endgame solver (src/endgame) against a plain minimax without pruning or table
// (src/reference/endgame.ts) on small endgames from seeded autoplay games; the principal
// variation replayed through Game; hand-checkable positions; bad input.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine, engineFor } from '../../src/engine.js';
import { autoplayPositions, solveEndgame } from '../../src/endgame/index.js';
import { Game } from '../../src/game/game.js';
import { searcherFor } from '../../src/game/searcher.js';
import { checkedMove } from '../../src/game/players.js';
import { ensureLexicon, loadLexicon } from '../../src/lexicon/store.js';
import { referenceEndgame } from '../../src/reference/endgame.js';
import { loadRuleset } from '../../src/rules/index.js';
import { type Position, readCgp, writeCgp } from '../../src/scrabble/position/index.js';

const rules = loadRuleset('english');
let engine: Engine;
/** Bag-empty positions with at most 3 tiles on each rack, one per game of seed 12. */
let small: Position[];

beforeAll(async () => {
  await ensureLexicon('sowpods');
  engine = engineFor('sowpods');
  small = autoplayPositions(engine, rules, {
    seed: 12, count: 110, games: 300, accept: (g) => g.bagSize === 0 && g.racks[0]!.length <= 3 && g.racks[1]!.length <= 3,
  });
});

const tiles = (p: Position) => p.racks[0].length + p.racks[1].length;

describe('values equal a plain minimax', () => {
  // The reference runs on another engine's searcher: it shares nothing with the solver's.
  let fresh: ReturnType<typeof searcherFor>;
  beforeAll(() => {
    fresh = searcherFor(new Engine(loadLexicon('sowpods')), rules);
  });

  it('at 2 plies on 100+ endgames (racks of at most 3 tiles)', () => {
    expect(small.length).toBeGreaterThanOrEqual(100);
    for (const p of small) {
      const r = solveEndgame(engine, rules, p, { plies: 2, tableBits: 16 });
      expect(r.value, writeCgp(p, rules.alphabet)).toBe(referenceEndgame(rules, p, fresh, 2));
      expect(r.depth).toBe(r.exact ? r.depth : 2);
    }
  });

  it('at 3 plies on some of them', () => {
    for (const p of small.filter((_, i) => i % 5 === 0)) {
      const r = solveEndgame(engine, rules, p, { plies: 3, tableBits: 16 });
      expect(r.value, writeCgp(p, rules.alphabet)).toBe(referenceEndgame(rules, p, fresh, 3));
    }
  });

  it('to the end of the game where the racks are smallest (exact)', () => {
    // (A plain minimax of 4 tiles or more takes minutes: passes lengthen every line.)
    const tiny = small.filter((p) => tiles(p) <= 3);
    expect(tiny.length).toBeGreaterThanOrEqual(15);
    for (const p of tiny) {
      const r = solveEndgame(engine, rules, p, { tableBits: 16 });
      expect(r.exact).toBe(true);
      expect(r.value, writeCgp(p, rules.alphabet)).toBe(referenceEndgame(rules, p, fresh, 50));
    }
  });
});

describe('the principal variation', () => {
  it('replays legally through Game to the reported spread', () => {
    const searcher = searcherFor(new Engine(loadLexicon('sowpods')), rules);
    for (const p of small.slice(0, 40)) {
      const r = solveEndgame(engine, rules, p, { tableBits: 16 });
      expect(r.exact).toBe(true);
      const game = new Game(rules, { seed: 0, position: r.position });
      const side = p.onTurn;
      for (const step of r.pv) {
        expect(game.over).toBeUndefined();
        searcher.load(game.board);
        const view = { game, player: game.onTurn, rack: game.racks[game.onTurn]!, searcher, random: Math.random };
        // A play must be among the legal ones, with the same score (checkedMove throws otherwise).
        if (step.move.kind === 'place') expect(checkedMove(view, step.move).score).toBe(step.move.score);
        else expect(step.move.kind).toBe('pass');
        game.play(step.move);
        expect(game.scores[side]! - game.scores[1 - side]!).toBe(step.spread);
      }
      expect(game.over, writeCgp(p, rules.alphabet)).toBeDefined();
      expect(game.scores[side]! - game.scores[1 - side]!).toBe(r.spread);
      expect(r.spread).toBe(p.scores[side] - p.scores[1 - side]! + r.value);
    }
  });

  it('depth-limited: legal steps to the horizon, the value not marked exact', () => {
    const p = small.find((q) => tiles(q) === 6)!;
    const r = solveEndgame(engine, rules, p, { plies: 1, tableBits: 16 });
    expect(r.depth).toBe(1);
    expect(r.pv).toHaveLength(1);
    if (!r.pv[0]!.end) expect(r.exact).toBe(false);
  });
});

describe('hand-checkable positions', () => {
  it('one tile, five scoreless turns behind: the best of going out (score + twice the other rack) and passing (racks lose their value)', () => {
    const searcher = searcherFor(new Engine(loadLexicon('sowpods')), rules);
    const ones = small.filter((p) => p.racks[p.onTurn].length === 1).slice(0, 10);
    expect(ones.length).toBeGreaterThanOrEqual(5);
    for (const q of ones) {
      const p = { ...q, zeroTurns: 5 };
      const value = (rack: ArrayLike<number>) => Array.from(rack).reduce((v, t) => v + rules.tileValue[t]!, 0);
      const mine = value(p.racks[p.onTurn]), theirs = value(p.racks[1 - p.onTurn]!);
      searcher.load(p.board);
      const plays = searcher.byScore(p.racks[p.onTurn], { top: 1 });
      const out = plays.length ? plays.score(0) + 2 * theirs : -Infinity;
      const r = solveEndgame(engine, rules, p, { tableBits: 12 });
      expect(r.value).toBe(Math.max(out, theirs - mine));
      expect(r.exact).toBe(true);
      expect(r.depth).toBe(1);
    }
  });
});

describe('going out in one play', () => {
  it('one tile left: worth at least the best play + twice the other rack, exactly that when the line starts by going out', () => {
    const searcher = searcherFor(new Engine(loadLexicon('sowpods')), rules);
    const ones = small.filter((p) => p.racks[p.onTurn].length === 1 && p.zeroTurns === 0).slice(0, 10);
    expect(ones.length).toBeGreaterThanOrEqual(5);
    for (const p of ones) {
      const theirs = Array.from(p.racks[1 - p.onTurn]!).reduce((v, t) => v + rules.tileValue[t]!, 0);
      searcher.load(p.board);
      const best = searcher.byScore(p.racks[p.onTurn], { top: 1 });
      const r = solveEndgame(engine, rules, p, { tableBits: 16 });
      expect(r.exact).toBe(true);
      if (!best.length) continue;
      expect(r.value).toBeGreaterThanOrEqual(best.score(0) + 2 * theirs);
      if (r.pv[0]!.move.kind === 'place') {
        expect(r.pv).toHaveLength(1);
        expect(r.pv[0]!.end).toBe('out');
        expect(r.value).toBe(best.score(0) + 2 * theirs);
      }
    }
  });
});

describe('bad input', () => {
  it('a bag that is not empty, tiles over the set, no rack to move', () => {
    const start = readCgp('15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINRST/ 0/0 0', rules.alphabet);
    expect(() => solveEndgame(engine, rules, start)).toThrow(/the bag is not empty: 93 tiles are unseen/);
    const p = small[0]!;
    const extra = { ...p, racks: [p.racks[0], p.racks[1]] as [Uint8Array, Uint8Array] };
    extra.racks[p.onTurn] = Uint8Array.from([...p.racks[p.onTurn], 26, 26]);
    expect(() => solveEndgame(engine, rules, extra)).toThrow(/more Z than the english set holds/);
    const none = { ...p, racks: [new Uint8Array(0), new Uint8Array(0)] as [Uint8Array, Uint8Array] };
    expect(() => solveEndgame(engine, rules, none)).toThrow(/the side to move has no rack/);
    expect(() => solveEndgame(engine, rules, p, { plies: 0 })).toThrow(/plies must be/);
  });
});
