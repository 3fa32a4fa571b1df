// The Searcher seam: ranking by equity against a brute force over every move by score (random
// leave tables, reachable positions, English and Catalan), exchanges and the pass, the endgame
// valuation, and apply/undo.

import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine.js';
import { endgameValuation, MovegenSearcher } from '../../src/game/index.js';
import { LeaveTable } from '../../src/leaves/table.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset, rulesetByName } from '../../src/rules/index.js';
import { generateMoves, type Move } from '../../src/scrabble/movegen.js';
import { rng } from '../helpers.js';
import { reachableCases } from '../scrabble/helpers.js';

beforeAll(async () => {
  await ensureLexicon('sowpods');
  await ensureLexicon('catalan');
});

/** Values of up to ±300 points (most of int16): large enough that exchanges are often best. */
function randomTable(name: string, seed: number): LeaveTable {
  const t = LeaveTable.empty(loadRuleset(name));
  const r = rng(seed);
  for (let i = 1; i < t.size; i++) t.values[i] = Math.round((r() - 0.5) * 60000);
  return t;
}

const key = (m: Move) => (m.kind === 'place' ? `${m.row},${m.col},${m.dir},${m.tiles.join('.')}` : `${m.kind}:${'tiles' in m ? m.tiles.join('.') : ''}`);

describe('byEquity', () => {
  for (const [name, lexicon, count] of [['english', 'sowpods', 120], ['catalan', 'catalan', 60]] as const) {
    it(`${name}: best and top 10 by equity equal a brute force over every move (${count} positions)`, () => {
      const rules = loadRuleset(name);
      const engine = engineFor(lexicon);
      const table = randomTable(name, 5);
      const searcher = new MovegenSearcher(engine, rules);
      const cases = reachableCases(engine, rulesetByName(name), 11, count, { maxTurns: 14, rackSize: () => 7 });
      const bestKinds = new Set<string>();
      for (const [n, c] of cases.entries()) {
        searcher.load(c.board.board);
        const limit = n % 3 === 0 ? 0 : 7;
        const all = generateMoves(engine, c.board, c.rack, { exchanges: limit > 0 || n % 2 === 0, bagSize: limit > 0 ? 100 : 0 });
        const brute = all.map((m) => ({ m, equity: Math.round(m.score * 100 + table.value(m.leave) * 100) / 100 }))
          .sort((a, b) => b.equity - a.equity);
        const pass = limit > 0 || n % 2 === 0;
        const best = searcher.byEquity(c.rack, table, { top: 1, exchangeLimit: limit, pass });
        const top = searcher.byEquity(c.rack, table, { top: 10, exchangeLimit: limit, pass });
        const every = searcher.byEquity(c.rack, table, { exchangeLimit: limit, pass });
        // Moves are counted only when every play was generated (not by pruned searches).
        expect(every.count, `case ${n}`).toBe(all.length);
        expect(every.moves.map((m) => m.equity), `case ${n}`).toEqual(brute.map((b) => b.equity));
        expect(best.count).toBeUndefined();
        if (!brute.length) {
          expect(best.moves).toEqual([]);
          continue;
        }
        expect(best.moves[0]!.equity, `case ${n}`).toBe(brute[0]!.equity);
        bestKinds.add(best.moves[0]!.move.kind);
        expect(top.moves.map((m) => m.equity), `case ${n}`).toEqual(brute.slice(0, 10).map((b) => b.equity));
        // The moves themselves: each is one of the brute force's with that equity and its leave's value.
        const byKey = new Map(brute.map((b) => [key(b.m), b]));
        for (const m of top.moves) {
          const b = byKey.get(key(m.move));
          expect(b, `case ${n} ${key(m.move)}`).toBeDefined();
          expect(m.equity).toBe(b!.equity);
          expect(m.move.score).toBe(b!.m.score);
          expect(m.leaveValue).toBeCloseTo(table.value(m.move.leave), 6);
        }
      }
      expect([...bestKinds].sort()).toEqual(['exchange', 'place']);
    });
  }

  it('exchanges of at most exchangeLimit tiles, the pass at the value of the whole rack', () => {
    const rules = loadRuleset('english');
    const table = LeaveTable.empty(rules);
    const searcher = new MovegenSearcher(engineFor('sowpods'), rules);
    searcher.load(new Uint8Array(225));
    const rack = rules.alphabet.parseRack('QVVWWU');
    const two = searcher.byEquity(rack, table, { exchangeLimit: 2 });
    const exchanges = two.moves.filter((m) => m.move.kind === 'exchange');
    expect(exchanges.length).toBeGreaterThan(0);
    expect(exchanges.every((m) => m.move.kind === 'exchange' && m.move.tiles.length <= 2)).toBe(true);
    expect(two.moves.some((m) => m.move.kind === 'pass')).toBe(false);
    // With a table that loves keeping U: exchanging everything else is best.
    const loveU = LeaveTable.empty(rules);
    loveU.values[loveU.index.indexOfTiles(rules.alphabet.parseRack('U'))] = 10000;
    const best = searcher.byEquity(rack, loveU, { top: 1, exchangeLimit: 7, pass: true }).moves[0]!;
    expect(best.move.kind).toBe('exchange');
    expect(best.move.leave).toEqual(Array.from(rules.alphabet.parseRack('U')));
    expect(best.equity).toBe(100);
    // Values that are not whole points (hundredths do not survive a round trip through floats).
    for (const v of [7, 29, 1234, 2917]) {
      loveU.values[loveU.index.indexOfTiles(rules.alphabet.parseRack('U'))] = v;
      const m = searcher.byEquity(rack, loveU, { top: 1, exchangeLimit: 7 }).moves[0]!;
      expect(m.move.kind).toBe('exchange');
      expect(m.equity).toBe(v / 100);
    }
  });

  it('the endgame valuation: going out earns twice the other racks, tiles kept cost twice their value + 10', () => {
    const rules = loadRuleset('english');
    const searcher = new MovegenSearcher(engineFor('sowpods'), rules);
    searcher.load(new Uint8Array(225));
    const rack = rules.alphabet.parseRack('ZA');
    const result = searcher.byEquity(rack, endgameValuation(7, rules.tileValue), { pass: true });
    const za = result.moves.find((m) => m.move.kind === 'place' && m.move.tiles.length === 2)!;
    expect(za.leaveValue).toBe(14);
    expect(za.equity).toBe(za.move.score + 14);
    const pass = result.moves.find((m) => m.move.kind === 'pass')!;
    expect(pass.equity).toBe(-(2 * 11 + 10));
  });
});

describe('apply and undo', () => {
  it('follow the plays; after undo the searcher answers as a fresh one', () => {
    const rules = loadRuleset('english');
    const engine = engineFor('sowpods');
    const searcher = new MovegenSearcher(engine, rules);
    const fresh = new MovegenSearcher(engine, rules);
    searcher.load(new Uint8Array(225));
    const rack = rules.alphabet.parseRack('RETAINS');
    const first = searcher.byScore(rack, { top: 1 }).get(0);
    if (first.kind !== 'place') throw new Error('no play');
    searcher.apply(first);
    expect(searcher.board.filter((t) => t).length).toBe(7);
    const second = searcher.byScore(rules.alphabet.parseRack('QUIZ'), { top: 3 }).toArray();
    fresh.load(searcher.board);
    expect(fresh.byScore(rules.alphabet.parseRack('QUIZ'), { top: 3 }).toArray()).toEqual(second);
    searcher.undo();
    expect(searcher.board.every((t) => t === 0)).toBe(true);
    fresh.load(new Uint8Array(225));
    expect(searcher.byScore(rack).length).toBe(fresh.byScore(rack).length);
    expect(() => searcher.undo()).toThrow(/undo with no play applied/);
  });
});
