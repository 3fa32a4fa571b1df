// Letter statistics on a hand-made lexicon, with every expected figure worked out by hand below.

import { describe, expect, it } from 'vitest';
import { Alphabet } from '../../src/alphabet/index.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { LexiconGraph } from '../../src/lexicon/graph.js';
import {
  apportion, deriveTileSet, deriveValues, forEachWord, lexiconStats, pearson,
} from '../../src/lexicon/stats.js';

// Five tiles only, so no unused tile takes part in the derivation.
const abcde = new Alphabet({ id: 'abcde', tiles: ['A', 'B', 'C', 'D', 'E'], vowels: ['A', 'E'] });
const WORDS = ['AA', 'AB', 'AD', 'BAD', 'BED', 'CAB', 'DEB', 'ACE'];
const graph = new LexiconGraph(compileLexicon(WORDS.map((w) => abcde.tokenize(w))).entries);

// By hand:
//   tiles per word  AA 2, AB 2, AD 2, BAD 3, BED 3, CAB 3, DEB 3, ACE 3 → 21 tiles, 8 words
//   lengths         2: AA AB AD (3), 3: BAD BED CAB DEB ACE (5)
//   occurrences     A: AA×2 AB AD BAD CAB ACE = 7    B: AB BAD BED CAB DEB = 5    C: CAB ACE = 2
//                   D: AD BAD BED DEB = 4            E: BED DEB ACE = 3           (7+5+2+4+3 = 21)
//   words with it   A 6 (AA counts once), B 5, C 2, D 4, E 3
describe('lexiconStats on a hand-made lexicon', () => {
  const s = lexiconStats(graph, abcde);

  it('walks every word once, in tile order', () => {
    const seen: string[] = [];
    forEachWord(graph, (tiles, length) => seen.push(abcde.render(tiles.subarray(0, length))));
    expect(seen).toEqual(['AA', 'AB', 'ACE', 'AD', 'BAD', 'BED', 'CAB', 'DEB']);
  });

  it('counts words and lengths', () => {
    expect(s.wordCount).toBe(8);
    expect(s.tileOccurrences).toBe(21);
    expect(s.lengthHistogram).toEqual([0, 0, 3, 5]);
  });

  it('counts occurrences and words containing each tile', () => {
    expect(s.tiles.map((t) => [t.text, t.occurrences, t.words])).toEqual([
      ['A', 7, 6], ['B', 5, 5], ['C', 2, 2], ['D', 4, 4], ['E', 3, 3],
    ]);
    expect(s.tiles[0]!.occurrenceShare).toBeCloseTo(7 / 21, 12);
    expect(s.tiles[0]!.wordShare).toBeCloseTo(6 / 8, 12);
  });

  // Official set: 2 blanks, A5 B3 C1 D2 E2 (13 non-blank tiles), values A1 B3 C4 D2 E1.
  //
  // Counts: 13 shared by occurrence, quotas 13·7/21 = 4.333, 13·5/21 = 3.095, 13·2/21 = 1.238,
  //   13·4/21 = 2.476, 13·3/21 = 1.857 (all ≥ 1); floors 4 3 1 2 1 = 11; the two largest
  //   remainders (E .857, D .476) get one more → A4 B3 C1 D3 E2.
  // Values: shares of words A .75, B .625, D .5, E .375, C .25. Taking tiles in that order,
  //   occurrences reach two thirds of 21 (= 14) at D (7+5+4 = 16), so A B D are worth 1 and
  //   s1 = .5; smin = .25, so each halving of the share adds 9 points:
  //   E = 1 + round(9·ln(.5/.375)/ln 2) = 1 + round(3.735) = 5;  C = 1 + round(9) = 10.
  // Pearson r, values: derived 1 1 10 1 5 vs official 1 3 4 2 1: means 3.6 and 2.2,
  //   Σdxdy = 11.4, Σdx² = 63.2, Σdy² = 6.8 → r = 11.4 / √(63.2·6.8) ≈ 0.550.
  // Pearson r, counts: derived 4 3 1 3 2 vs official 5 3 1 2 2: means 2.6 and 2.6,
  //   Σdxdy = 6.2, Σdx² = 5.2, Σdy² = 9.2 → r = 6.2 / √(5.2·9.2) ≈ 0.896.
  it('derives counts and values and correlates them with the official ones', () => {
    const official = [
      { tile: 0, count: 2, value: 0 }, { tile: 1, count: 5, value: 1 }, { tile: 2, count: 3, value: 3 },
      { tile: 3, count: 1, value: 4 }, { tile: 4, count: 2, value: 2 }, { tile: 5, count: 2, value: 1 },
    ];
    const d = deriveTileSet(s, 'hand', official);
    expect(d.bagSize).toBe(15);
    expect(d.blanks).toBe(2);
    expect(d.tiles.map((t) => t.derivedCount)).toEqual([4, 3, 1, 3, 2]);
    expect(d.tiles.map((t) => t.derivedValue)).toEqual([1, 1, 10, 1, 5]);
    expect(d.tiles.map((t) => t.officialValue)).toEqual([1, 3, 4, 2, 1]);
    expect(d.valueCorrelation).toBeCloseTo(11.4 / Math.sqrt(63.2 * 6.8), 10);
    expect(d.countCorrelation).toBeCloseTo(6.2 / Math.sqrt(5.2 * 9.2), 10);
  });
});

describe('the derivation rules', () => {
  it('apportion gives every tile at least one, then shares the rest by largest remainder', () => {
    // 7 among .5 .3 .1 .1: quotas 3.5 2.1 .7 .7, so C and D get 1; 5 left for A and B
    // (weights .5 and .3): 3.125 and 1.875 → floors 3 1, one more to B (remainder .875).
    expect(apportion([0.5, 0.3, 0.1, 0.1], 7)).toEqual([3, 2, 1, 1]);
    expect(apportion([0.5, 0.3, 0.1, 0.1], 10)).toEqual([5, 3, 1, 1]);
    // Fewer tiles than kinds: no floor, the largest shares win.
    expect(apportion([0.6, 0.3, 0.1], 2)).toEqual([1, 1, 0]);
    expect(apportion([0, 0, 1], 5)).toEqual([1, 1, 3]);
  });

  it('values: a tile in no word is worth 10, equal shares are all worth 1', () => {
    expect(deriveValues([0.5, 0.5, 0], [0.5, 0.5, 0])).toEqual([1, 1, 10]);
    expect(deriveValues([0.3, 0.3], [0.5, 0.5])).toEqual([1, 1]);
  });

  it('pearson: ±1 for lines, NaN for a constant series', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN();
  });
});
