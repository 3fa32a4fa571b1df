// The word map search (assembly/scrabble/wordmap.ts): ranked searches find the plays of the
// spans the bounds admit by their letters, one lookup per sub-rack kept (per letter a blank laid
// may stand for, per pair for two), and walk no GADDAG node. Against the full list (the walk,
// which the reference confirms in movegen.test.ts): by score and by equity, best-only and top N,
// racks of every size with up to two blanks, English and Catalan (digraph tiles).

import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine.js';
import { type EquityMove, MovegenSearcher } from '../../src/game/index.js';
import { resolveLeaves, sealLeaves } from '../../src/leaves/index.js';
import { LeaveTable } from '../../src/leaves/table.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset, rulesetByName } from '../../src/rules/index.js';
import { bingoIndexReady, WORD_MAP_MIN_LENGTH } from '../../src/scrabble/bingos.js';
import type { Move } from '../../src/scrabble/movegen.js';
import { randomInt, rng } from '../helpers.js';
import { reachableCases } from './helpers.js';

beforeAll(async () => {
  for (const name of ['sowpods', 'catalan']) await ensureLexicon(name);
});

const key = (m: Move) => (m.kind === 'place' ? `${m.row},${m.col},${m.dir},${m.tiles.join('.')} ${m.score}` : `${m.kind}:${'tiles' in m ? m.tiles.join('.') : ''}`);
const line = (m: EquityMove) => `${key(m.move)} ${m.equity}`;

describe('the word map search finds what the walk finds', () => {
  for (const [ruleset, lexicon, count] of [['english', 'sowpods', 300], ['catalan', 'catalan', 150]] as const) {
    it(`${ruleset}: ${count} positions, by score and by equity (built-in and random leaves), top 1, 5 and 20`, () => {
      const rules = loadRuleset(ruleset);
      const engine = engineFor(lexicon);
      expect(bingoIndexReady(engine, WORD_MAP_MIN_LENGTH, 15, true)).toBe(true);
      const builtin = resolveLeaves('builtin', rules)!;
      const random = LeaveTable.empty(rules);
      const r = rng(count);
      for (let i = 1; i < random.size; i++) random.values[i] = Math.round((r() - 0.5) * 6000);
      const tables = [builtin, sealLeaves(random)];
      const searcher = new MovegenSearcher(engine, rules);
      const cases = reachableCases(engine, rulesetByName(ruleset), 31 + count, count, { maxTurns: 20, rackSize: (x) => (x() < 0.6 ? 7 : 1 + randomInt(x, 7)) });
      const failures: string[] = [];
      let twoBlankPlays = 0;
      for (const [n, c] of cases.entries()) {
        // Blanks: none, one (a lookup per letter), or two (per pair of letters).
        const x = r();
        if (x < 0.3) c.rack[randomInt(r, c.rack.length)] = 0;
        else if (x < 0.4 && c.rack.length >= 2) c.rack.splice(0, 2, 0, 0);
        const blanks = c.rack.filter((t) => t === 0).length;
        const top = [1, 5, 20][n % 3]!;
        const where = `case ${n} rack ${rules.alphabet.render(c.rack)} top ${top}`;
        searcher.load(c.board.board);
        const options = { bothDirectionsOnEmpty: c.both };
        const all = searcher.byScore(c.rack, options).toArray();
        const ranked = searcher.byScore(c.rack, { ...options, top });
        const walks = searcher.nodesWalked;
        if (ranked.toArray().map(key).join('|') !== all.slice(0, ranked.length).map(key).join('|') || ranked.length < Math.min(top, all.length)) {
          failures.push(`${where} by score: ${ranked.toArray().slice(0, 3).map(key)} vs ${all.slice(0, 3).map(key)}`);
        }
        const table = tables[n % 2]!;
        const allEq = searcher.byEquity(c.rack, table, options).moves;
        const rankedEq = searcher.byEquity(c.rack, table, { ...options, top }).moves;
        const walksEq = searcher.nodesWalked;
        if (rankedEq.map(line).join('|') !== allEq.slice(0, top).map(line).join('|')) {
          failures.push(`${where} by equity: ${rankedEq.slice(0, 3).map(line)} vs ${allEq.slice(0, 3).map(line)}`);
        }
        // Up to two blanks nothing is walked (three, which only these made-up racks hold, are).
        if (blanks <= 2 && (walks !== 0 || walksEq !== 0)) failures.push(`${where}: walked ${walks}, ${walksEq} nodes`);
        if (blanks === 2 && allEq.some((m) => m.move.kind === 'place' && m.move.tiles.filter((t) => t >= 0x80).length === 2)) twoBlankPlays++;
        if (failures.length >= 5) break;
      }
      expect(failures).toEqual([]);
      // The cases reach plays that lay both blanks.
      expect(twoBlankPlays).toBeGreaterThan(0);
    });
  }
});
