// The library API re-exports what an app builder needs, and it works end to end.

import { expect, it } from 'vitest';
import * as verbivore from '../src/index.js';

it('exposes engines, queries, rulesets, positions, moves and grids from one module', async () => {
  await verbivore.ensureLexicon('sowpods');
  const engine = verbivore.engineFor('sowpods');
  expect(verbivore.anagrams(engine, 'QI?', { fullOnly: true }).map((r) => r.played)).toEqual(['QIs']);
  const rules = verbivore.compileRuleset(verbivore.rulesetByName('english'));
  const pos = verbivore.readCgp('15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 RETAINS/ 0/0 0', rules.alphabet);
  const list = verbivore.listMoves(engine, verbivore.movegenBoard(rules, pos), pos.racks[0]);
  expect(list.length).toBe(1458);
  expect(list.score(0)).toBe(66);
  expect(typeof verbivore.grid.findWords).toBe('function');
  expect(verbivore.syllabify('col·lecció')).toEqual(['col', 'lec', 'ci', 'ó']);
});

it('exposes the letter-constraint query and the party-game solvers', async () => {
  await verbivore.ensureLexicon('spanish');
  const engine = verbivore.engineFor('spanish');
  const words = verbivore.queryWords(engine, { length: 7, without: 'AC' });
  expect(words.find((w) => w.word === 'PERRITO')).toEqual({ word: 'PERRITO', letters: 7, tiles: 6 });
  expect(verbivore.party.crucigramarius(engine, { length: 8, hint: 'DSPRS', limit: Infinity }).map((a) => a.word)).toContain('DISPARES');
  expect(verbivore.unitAlphabet(engine.alphabet, 'letters').parse('CH', 'test')).toHaveLength(2);
});
