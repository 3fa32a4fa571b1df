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
