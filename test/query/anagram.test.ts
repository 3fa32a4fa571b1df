// Anagrams from the WASM core against a brute-force scan of the raw word list.

import { beforeAll, describe, expect, it } from 'vitest';
import { BLANK_BIT, english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { anagramRecords, anagrams } from '../../src/query/anagram.js';
import { referenceAnagrams } from '../../src/reference/anagram.js';
import { randomInt, rng, SOAK, sowpodsTiles, tileKey } from '../helpers.js';

let engine: Engine;
let words: Uint8Array[];
beforeAll(async () => {
  engine = new Engine(await ensureLexicon('sowpods'));
  words = sowpodsTiles();
});

// Scrabble-like letter frequencies so racks find words.
const BAG = 'AAAAAAAAABBCCDDDDEEEEEEEEEEEEFFGGGHHIIIIIIIIIJKLLLLMMNNNNNNOOOOOOOOPPQRRRRRRSSSSTTTTTTUUUUVVWWXYYZ';

describe('anagram core vs brute force', () => {
  for (const blanks of [0, 1, 2]) {
    it(`random racks with ${blanks} blank(s)`, () => {
      const r = rng(1000 + blanks);
      for (let c = 0; c < 40 * SOAK; c++) {
        const size = 3 + randomInt(r, 6);
        const rack = new Uint8Array(64);
        for (let i = 0; i < size - blanks; i++) rack[english.tileOf(BAG[randomInt(r, BAG.length)]!)!]!++;
        rack[0] = blanks;
        const min = 1 + randomInt(r, 4);
        const got = anagramRecords(engine, rack, min, 0);
        const expected = referenceAnagrams(words, rack, min);
        expect(got.map((w) => tileKey(w.map((t) => t & ~BLANK_BIT))).sort())
          .toEqual(expected.map((e) => tileKey(e.word)).sort());
        // Each word uses as few blanks as possible, and the rack is left as it was.
        const need = new Map(expected.map((e) => [tileKey(e.word), e.blanksNeeded]));
        for (const w of got) {
          const used = w.filter((t) => t & BLANK_BIT).length;
          expect(used).toBe(need.get(tileKey(w.map((t) => t & ~BLANK_BIT))));
        }
        expect(engine.core.u8()[engine.input]).toBe(blanks);
      }
    });
  }

  it('lists full anagrams first, then by length, and honours --min', () => {
    const res = anagrams(engine, 'RETAINS', { min: 5 });
    expect(res.slice(0, 11).every((r) => r.full)).toBe(true);
    expect(res.slice(0, 11).map((r) => r.word)).toContain('STEARIN');
    for (let i = 1; i < res.length; i++) expect(res[i]!.length).toBeLessThanOrEqual(res[i - 1]!.length);
    expect(res.every((r) => r.length >= 5)).toBe(true);
  });

  it('shows blanks in lowercase and grows its output area for huge answers', () => {
    const res = anagrams(engine, '???????', { min: 7, fullOnly: true });
    expect(res.length).toBe(words.filter((w) => w.length === 7).length);
    expect(res[0]!.played).toBe(res[0]!.played.toLowerCase());
  });

  it('names bad letters and bad options', () => {
    expect(() => anagrams(engine, 'AB1')).toThrow(/'1' at column 3/);
    expect(() => anagrams(engine, '')).toThrow(/no letters/);
    expect(() => anagrams(engine, 'AB', { min: 0 })).toThrow(/--min/);
  });
});
