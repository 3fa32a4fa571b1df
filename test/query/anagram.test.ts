// Anagrams from the WASM core against a brute-force scan of the raw word list.

import { beforeAll, describe, expect, it } from 'vitest';
import { BLANK_BIT, english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { anagramRecords, anagrams } from '../../src/query/anagram.js';
import { BLANK_UNIT, unitAlphabet } from '../../src/query/units.js';
import { referenceAnagrams } from '../../src/reference/anagram.js';
import { randomInt, rng, runCli, SOAK, sowpodsTiles, tileKey } from '../helpers.js';

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
    expect(() => anagrams(engine, 'AB', { min: 0 })).toThrow(/^min must be a whole number ≥ 1, got 0$/);
  });
});

describe('anagram --unit letters: every letter one (two Ls make L·L, R and R make RR)', () => {
  const spelledWords = new Map<string, { all: Uint8Array[]; spelled: Uint8Array[]; index: Map<string, number> }>();
  /** The lexicon's words, and each spelled in letters (one unit per letter), by lexicon. */
  const spelledOf = (e: Engine) => {
    let found = spelledWords.get(e.lexicon.name);
    if (!found) {
      const letters = unitAlphabet(e.alphabet, 'letters');
      const all = [...e.lexicon.graph.words()];
      const spelled = all.map((w) => Uint8Array.from(letters.unitsOf(w)));
      spelledWords.set(e.lexicon.name, (found = { all, spelled, index: new Map(spelled.map((u, i) => [tileKey(u), i])) }));
    }
    return found;
  };

  it('Catalan COLLECCIO makes COL·LECCIO and Spanish PERIRTO makes PERRITO in letters, not in tiles; as the reference reads letters', async () => {
    for (const [name, rack, word] of [['catalan', 'COLLECCIO', 'COL·LECCIO'], ['spanish', 'PERIRTO', 'PERRITO'], ['catalan', 'COL?ECCIO', 'COL·LECCIO']] as const) {
      const e = new Engine(await ensureLexicon(name));
      const letters = unitAlphabet(e.alphabet, 'letters');
      const full = anagrams(e, rack, { unit: 'letters', fullOnly: true }).map((r) => r.word);
      expect(full, rack).toContain(word);
      expect(anagrams(e, rack, { fullOnly: true }).map((r) => r.word), rack).not.toContain(word);
      // The reference on the words spelled in letters, with the rack's letters (index 0: blanks).
      const { all, spelled, index } = spelledOf(e);
      const counts = new Uint8Array(64);
      for (const u of letters.parse(rack, 'rack', true)) counts[u === BLANK_UNIT ? 0 : u]!++;
      const got = anagrams(e, rack, { unit: 'letters', min: 3 });
      const expected = referenceAnagrams(spelled, counts, 3);
      expect(got.map((r) => r.word).sort(), rack).toEqual(expected.map((x) => e.alphabet.render(all[index.get(tileKey(x.word))!]!)).sort());
      // Lengths count letters, longest first; each word shows as many lowercase letters as blanks it needs.
      const need = new Map(expected.map((x) => [e.alphabet.render(all[index.get(tileKey(x.word))!]!), x.blanksNeeded]));
      for (let i = 0; i < got.length; i++) {
        const r = got[i]!;
        expect(r.length).toBe(letters.parse(r.word, 'word').length);
        if (i > 0) expect(r.length).toBeLessThanOrEqual(got[i - 1]!.length);
        expect([...r.played].filter((ch) => ch !== ch.toUpperCase()).length, r.played).toBe(need.get(r.word));
      }
    }
  });

  it('the CLI: --unit letters groups by letters; tiles by default', () => {
    const r = runCli(['anagram', '--lexicon', 'catalan', '--unit', 'letters', 'COLLECCIO', '--min', '8']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^full anagrams:\n.*COL·LECCIO/m);
    const tiles = runCli(['anagram', '--lexicon', 'catalan', 'COLLECCIO', '--min', '6']).out;
    expect(tiles).not.toMatch(/COL·LECCIO/);
    expect(tiles).toMatch(/^\d tiles:$/m);
    expect(runCli(['anagram', '--help']).out).toMatch(/--unit U\s+tiles \(default\) or letters/);
  });
});
