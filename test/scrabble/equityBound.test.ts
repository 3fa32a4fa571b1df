// The best-by-equity search (top 1) against the head of the full list by equity on 1,000 seeded
// positions, English and Catalan (digraph tiles), built-in leaves: its bounds must be sound, so
// that the best move, its score and its equity are those of the full list, ties included.

import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine.js';
import { type EquityMove, MovegenSearcher } from '../../src/game/index.js';
import { resolveLeaves } from '../../src/leaves/index.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset, rulesetByName } from '../../src/rules/index.js';
import type { Move } from '../../src/scrabble/movegen.js';
import { randomInt, rng } from '../helpers.js';
import { reachableCases } from './helpers.js';

beforeAll(async () => {
  for (const name of ['sowpods', 'catalan']) await ensureLexicon(name);
});

const key = (m: Move) => (m.kind === 'place' ? `${m.row},${m.col},${m.dir},${m.tiles.join('.')}` : `${m.kind}:${'tiles' in m ? m.tiles.join('.') : ''}`);
const line = (m: EquityMove) => `${key(m.move)} ${m.move.score} ${m.equity}`;

describe('best by equity equals the first of all by equity', () => {
  for (const [ruleset, lexicon, count] of [['english', 'sowpods', 600], ['catalan', 'catalan', 400]] as const) {
    it(`${ruleset}: ${count} seeded positions, built-in leaves, exchanges and the pass`, () => {
      const rules = loadRuleset(ruleset);
      const engine = engineFor(lexicon);
      const table = resolveLeaves('builtin', rules)!;
      const searcher = new MovegenSearcher(engine, rules);
      const cases = reachableCases(engine, rulesetByName(ruleset), 900 + count, count, { maxTurns: 20, rackSize: (r) => (r() < 0.85 ? 7 : 1 + randomInt(r, 7)) });
      const r = rng(count + 1);
      const failures: string[] = [];
      for (const [n, c] of cases.entries()) {
        if (c.rack.length === 7 && r() < 0.15) c.rack[randomInt(r, 7)] = 0;
        const options = n % 2 ? { exchangeLimit: 7, pass: true } : {};
        searcher.load(c.board.board);
        const all = searcher.byEquity(c.rack, table, { ...options, bothDirectionsOnEmpty: c.both });
        const best = searcher.byEquity(c.rack, table, { ...options, top: 1, bothDirectionsOnEmpty: c.both });
        if (best.moves.map(line).join() !== all.moves.slice(0, 1).map(line).join()) {
          failures.push(`case ${n} rack ${rules.alphabet.render(c.rack)}: best ${best.moves.map(line)} vs ${all.moves.slice(0, 1).map(line)}`);
        }
        if (failures.length >= 5) break;
      }
      expect(failures).toEqual([]);
    });
  }
});
