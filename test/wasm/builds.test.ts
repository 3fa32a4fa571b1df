// The same core tests against both builds: the threads build (shared memory, pool workers) and
// the plain one (no shared memory, no atomics: browsers). Named positions, Scrabble plays against
// the reference on random reachable positions, grid words against the reference, anagrams
// against a scan of the word list. (Every suite also runs on the plain build with
// VERBIVORE_CORE=plain.)

import { beforeAll, describe, expect, it } from 'vitest';
import { BLANK_BIT, english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { makeBoard } from '../../src/grid/board.js';
import { loadLexicon } from '../../src/lexicon/store.js';
import { anagramRecords } from '../../src/query/anagram.js';
import { referenceAnagrams } from '../../src/reference/anagram.js';
import { referenceLexicon, type ReferenceLexicon as GridReference } from '../../src/reference/grid.js';
import { ReferenceLexicon } from '../../src/reference/scrabble.js';
import { compileRuleset, englishRuleset, spilRuleset, superRuleset } from '../../src/rules/index.js';
import { generateMoves, type PlaceMove } from '../../src/scrabble/movegen.js';
import { readCgp } from '../../src/scrabble/position/index.js';
import { expectSameWords, randomCells } from '../grid/helpers.js';
import { randomInt, rng, sowpodsTiles, tileKey } from '../helpers.js';
import { boardFor, checkCase, croppedRuleset, reachableCases } from '../scrabble/helpers.js';

const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15';

let words: Uint8Array[];
let scrabbleReference: ReferenceLexicon;
let gridReference: GridReference;
beforeAll(() => {
  words = sowpodsTiles();
  scrabbleReference = new ReferenceLexicon(words);
  gridReference = referenceLexicon(loadLexicon('sowpods').graph.words());
}, 300_000);

describe.each(['threads', 'plain'] as const)('the %s build', (build) => {
  let engine: Engine;
  beforeAll(() => {
    engine = new Engine(loadLexicon('sowpods', build));
  });

  it('runs on the memory it needs', () => {
    expect(engine.build).toBe(build);
    expect(engine.lexicon.memory.buffer instanceof SharedArrayBuffer).toBe(build === 'threads');
  });

  it('finds the named positions\' plays', () => {
    const rules = compileRuleset(englishRuleset());
    const boxen = boardFor(rules, readCgp(`${BOXEN} ARTHOU?/ 0/0 0`, english).board);
    for (const [board, rack, count, best] of [[boxen, 'ARTHOU?', 5843, 46], [boxen, 'ARTHOUS', 1144, 50], [boardFor(rules), 'RETAINS', 1458, 66]] as const) {
      const all = generateMoves(engine, board, rack) as PlaceMove[];
      expect(all.length).toBe(count);
      expect(all[0]!.score).toBe(best);
      expect(generateMoves(engine, board, rack, { mode: 'best' })).toEqual([all[0]]);
    }
  });

  it('agrees with the Scrabble reference on 240 reachable positions', () => {
    const racks = (r: () => number) => (r() < 0.2 ? 7 : 2 + Math.floor(r() * 4));
    const failures: string[] = [];
    for (const [ruleset, seed, count] of [
      [croppedRuleset(englishRuleset(), 9), 201, 120], [croppedRuleset(superRuleset(), 9, [0, 0]), 202, 60], [spilRuleset(9), 203, 60],
    ] as const) {
      for (const [i, c] of reachableCases(engine, ruleset, seed, count, { maxTurns: 12, rackSize: racks }).entries()) {
        const problems = checkCase(engine, scrabbleReference, c);
        if (problems.length) failures.push(`${ruleset.name} case ${i}: ${problems.join('; ')}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('agrees with the grid reference on 30 random boards', () => {
    const r = rng(303);
    let found = 0;
    for (let k = 0; k < 30; k++) {
      const size = 3 + randomInt(r, 3);
      found += expectSameWords(engine, gridReference, makeBoard(randomCells(r, size * size, 'ABCDEFGHIKLMNOPRSTUEAEIO'.split('')), 'king', { cols: size }));
    }
    expect(found).toBeGreaterThan(300);
  });

  it('agrees with a scan of the word list on 30 anagram racks', () => {
    const r = rng(404);
    const bag = 'AAAAAAAAABBCCDDDDEEEEEEEEEEEEFFGGGHHIIIIIIIIIJKLLLLMMNNNNNNOOOOOOOOPPQRRRRRRSSSSTTTTTTUUUUVVWWXYYZ';
    for (let c = 0; c < 30; c++) {
      const rack = new Uint8Array(64);
      for (let i = 0; i < 7; i++) rack[english.tileOf(bag[randomInt(r, bag.length)]!)!]!++;
      rack[0] = c % 3;
      const got = anagramRecords(engine, rack, 2, 0).map((w) => tileKey(w.map((t) => t & ~BLANK_BIT))).sort();
      expect(got).toEqual(referenceAnagrams(words, rack, 2).map((e) => tileKey(e.word)).sort());
    }
  });
});
