// Ranking by equity in the core (assembly/scrabble/leaves.ts, src/scrabble/movegen.ts): the
// best-only and top-N searches, pruned by bounds with the best leave per tiles played and
// floored by the best exchange, against the first moves of the full list by equity; the full
// list against an oracle built from the list by score and the table's own lookup
// (src/leaves/leaveIndex.ts); English, Catalan and Spanish (multi-letter tiles in the leaves),
// tables placed in the core and valuations asked by the host. The placement: test/pool/leaves.test.ts.

import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine.js';
import { endgameValuation, type EquityMove, MovegenSearcher } from '../../src/game/index.js';
import { placedLeaves, resolveLeaves, sealLeaves } from '../../src/leaves/index.js';
import { LeaveTable } from '../../src/leaves/table.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset, compileRuleset, rulesetByName } from '../../src/rules/index.js';
import { compareMoves, type Move } from '../../src/scrabble/movegen.js';
import { randomInt, rng } from '../helpers.js';
import { reachableCases } from './helpers.js';

beforeAll(async () => {
  for (const name of ['sowpods', 'catalan', 'spanish']) await ensureLexicon(name);
});

/** Values of up to ±300 points (most of int16): exchanges are often best, and leaves outweigh scores. */
function randomTable(ruleset: string, seed: number): LeaveTable {
  const t = LeaveTable.empty(loadRuleset(ruleset));
  const r = rng(seed);
  for (let i = 1; i < t.size; i++) t.values[i] = Math.round((r() - 0.5) * 60000);
  return t;
}

const key = (m: Move) => (m.kind === 'place' ? `${m.row},${m.col},${m.dir},${m.tiles.join('.')}` : `${m.kind}:${'tiles' in m ? m.tiles.join('.') : ''}`);
const line = (m: EquityMove) => `${key(m.move)} ${m.move.score} ${m.equity}`;

describe('best and top N by equity equal the head of the full list by equity', () => {
  const runs = [
    ['english', 'sowpods', 130, 'builtin'],
    ['english', 'sowpods', 40, 'random, not placed'],
    ['catalan', 'catalan', 80, 'random'],
    ['spanish', 'spanish', 80, 'builtin'],
  ] as const;
  for (const [ruleset, lexicon, count, tableKind] of runs) {
    it(`${ruleset}, ${tableKind} table: best-only, top 5 and the full list (its oracle: plays by score + leave values) on ${count} positions`, () => {
      const rules = loadRuleset(ruleset);
      const engine = engineFor(lexicon);
      const table = tableKind === 'builtin' ? resolveLeaves('builtin', rules)!
        : tableKind === 'random' ? sealLeaves(randomTable(ruleset, count)) : randomTable(ruleset, count);
      expect(placedLeaves(engine, table) !== undefined).toBe(tableKind !== 'random, not placed');
      const searcher = new MovegenSearcher(engine, rules);
      const cases = reachableCases(engine, rulesetByName(ruleset), 17 + count, count, { maxTurns: 18, rackSize: (r) => (r() < 0.7 ? 7 : 1 + randomInt(r, 7)) });
      const r = rng(count);
      const failures: string[] = [];
      let exchangesBest = 0, bingosBest = 0, multiLetterLeaves = 0;
      for (const [n, c] of cases.entries()) {
        // A third of the full racks get a blank or two (the bingo bounds, the blank's leaves).
        const x = r();
        if (c.rack.length === 7 && x < 0.2) c.rack[randomInt(r, 7)] = 0;
        else if (c.rack.length === 7 && x < 0.3) c.rack.splice(0, 2, 0, 0);
        const options = [{}, { exchangeLimit: 7, pass: true }, { pass: true }, { exchangeLimit: 2 }][n % 4]!;
        searcher.load(c.board.board);
        const all = searcher.byEquity(c.rack, table, { ...options, bothDirectionsOnEmpty: c.both });
        const best = searcher.byEquity(c.rack, table, { ...options, top: 1, bothDirectionsOnEmpty: c.both });
        const top = searcher.byEquity(c.rack, table, { ...options, top: 5, bothDirectionsOnEmpty: c.both });
        const where = `case ${n} rack ${rules.alphabet.render(c.rack)} ${JSON.stringify(options)}`;
        if (best.moves.map(line).join() !== all.moves.slice(0, 1).map(line).join()) {
          failures.push(`${where}: best ${best.moves.map(line)} vs ${all.moves.slice(0, 1).map(line)}`);
        }
        if (top.moves.map(line).join(' | ') !== all.moves.slice(0, 5).map(line).join(' | ')) failures.push(`${where}: top 5 differs`);
        // The oracle: every move by score, valued by the table's own lookup, sorted by equity in
        // hundredths, then score, then compareMoves (plays before exchanges before the pass).
        const byScore = searcher.byScore(c.rack, { ...options, bothDirectionsOnEmpty: c.both }).toArray();
        const oracle = byScore.map((m) => ({ move: m, hundredths: m.score * 100 + Math.round(table.value(m.leave) * 100) }))
          .sort((a, b) => b.hundredths - a.hundredths || compareMoves(a.move, b.move))
          .map((o) => ({ move: o.move, equity: o.hundredths / 100, leaveValue: table.value(o.move.leave) }));
        if (all.count !== oracle.length || all.moves.map(line).join('\n') !== oracle.map(line).join('\n')) {
          failures.push(`${where}: the full list differs from the oracle (${all.count} vs ${oracle.length} moves)`);
        }
        const first = all.moves[0]?.move;
        if (first?.kind === 'exchange') exchangesBest++;
        if (first?.kind === 'place' && first.leave.length === 0 && c.rack.length === 7) bingosBest++;
        if (first?.leave.some((t) => [...rules.alphabet.tiles[t]!].length > 1)) multiLetterLeaves++;
        if (failures.length >= 5) break;
      }
      expect(failures).toEqual([]);
      // The cases reach what the pruning must get right.
      expect(bingosBest + exchangesBest).toBeGreaterThan(0);
      if (tableKind !== 'builtin') expect(exchangesBest).toBeGreaterThan(0);
      if (ruleset !== 'english') expect(multiLetterLeaves).toBeGreaterThan(0);
    });
  }

  it('ranks by the endgame valuation too (linear: the sub-racks valued in movegen.ts; asked: the host values each), floored, and refuses racks of over 256 sub-racks', () => {
    const rules = loadRuleset('english');
    const engine = engineFor('sowpods');
    const searcher = new MovegenSearcher(engine, rules);
    const cases = reachableCases(engine, rulesetByName('english'), 5, 30, { maxTurns: 20, rackSize: (r) => 1 + randomInt(r, 7) });
    for (const c of cases) {
      searcher.load(c.board.board);
      const valuation = endgameValuation(c.rack.length * 2, rules.tileValue);
      const all = searcher.byEquity(c.rack, valuation, { pass: true });
      // Its linear form (the core's sub-rack values built tile by tile) against asking each sub-rack.
      const asked = { valueOfCounts: valuation.valueOfCounts };
      expect(all.moves.map(line)).toEqual(searcher.byEquity(c.rack, asked, { pass: true }).moves.map(line));
      expect(searcher.byEquity(c.rack, valuation, { exchangeLimit: 3, pass: true }).moves.map(line))
        .toEqual(searcher.byEquity(c.rack, asked, { exchangeLimit: 3, pass: true }).moves.map(line));
      // A floor (points) leaves out the moves below it: the head of the list, best-only or not.
      const floor = all.moves[Math.min(all.moves.length - 1, 2)]!.equity;
      const above = all.moves.filter((m) => m.equity >= floor).map(line);
      expect(searcher.byEquity(c.rack, valuation, { pass: true, floor }).moves.map(line)).toEqual(above);
      expect(searcher.byEquity(c.rack, valuation, { pass: true, floor, top: 1 }).moves.map(line)).toEqual(above.slice(0, 1));
      expect(searcher.byEquity(c.rack, valuation, { pass: true, floor: all.moves[0]!.equity + 1, top: 1 }).moves).toEqual([]);
      expect(searcher.byEquity(c.rack, valuation, { pass: true, top: 1 }).moves.map(line)).toEqual(all.moves.slice(0, 1).map(line));
      expect(searcher.byEquity(c.rack, valuation, { pass: true, top: 3 }).moves.map(line)).toEqual(all.moves.slice(0, 3).map(line));
    }
    const big = compileRuleset({ ...rulesetByName('english'), name: 'english-9', rackSize: 9 });
    const nine = new MovegenSearcher(engine, big);
    expect(() => nine.byEquity(big.alphabet.parseRack('ABCDEFGHI'), LeaveTable.empty(big))).toThrow(/at most 256.*9 tiles has 512/);
  });
});
