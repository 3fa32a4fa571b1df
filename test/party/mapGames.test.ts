// Vestengrama and Baixagrama: the rule's walk over the map of Verbàlia (adjacent regions, each
// card once, ending on the sea's wildcard, four letters or more), and the solver against the
// brute-force reference (single cards walked over a scan of every word) on random maps.

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { mapWords, parseMap, type VerbaliaMap } from '../../src/party/mapGames.js';
import { referenceMapWords } from '../../src/reference/party.js';
import { randomInt, rng } from '../helpers.js';

let ca: Engine;
let caWords: Uint8Array[];
beforeAll(async () => {
  ca = new Engine(await ensureLexicon('catalan'));
  caWords = [...ca.lexicon.graph.words()];
}, 300_000);

const ALL = Number.POSITIVE_INFINITY;
const mapOf = (regions: Record<string, [string, string[]]>, sea = 'MAR'): VerbaliaMap => ({
  sea, regions: Object.entries(regions).map(([name, [letters, next]]) => ({ name, letters, next })),
});
const words = (m: VerbaliaMap, sameRegion = false) => mapWords(ca, 'vestengrama', { map: m, limit: ALL, sameRegion }).map((a) => a.word);

describe('the rule: "the longest word that ends in the maritime region"', () => {
  // X holds C and S, Y holds A; both border the sea.
  const m = mapOf({ MAR: ['', ['X', 'Y']], X: ['CS', ['Y']], Y: ['A', []] });

  it('CASA: C (X), A (Y), S (X), and the wildcard in the sea as the last A', () => {
    const found = mapWords(ca, 'vestengrama', { map: m, limit: ALL });
    const casa = found.find((a) => a.word === 'CASA');
    expect(casa).toMatchObject({ regions: ['X', 'Y', 'X', 'MAR'], wildcard: 'A', score: 1, letters: 4 });
    // "may not take the same letter more than once": one A on land, so no word has two As before the sea.
    for (const a of found) expect(a.word.slice(0, -1).split('A').length - 1, a.word).toBeLessThanOrEqual(1);
  });

  it('"words must have at least four letters": CAS and SAC are not answers', () => {
    for (const w of words(m)) expect(w.length, w).toBeGreaterThanOrEqual(4);
  });

  it('the word ends in the sea: a region that does not border it cannot hold the letter before the wildcard', () => {
    const inland = mapOf({ MAR: ['', ['Y']], X: ['CS', ['Y']], Y: ['A', []] });
    // CASA would need S (in X) next to the sea.
    expect(words(inland)).not.toContain('CASA');
    for (const a of mapWords(ca, 'vestengrama', { map: inland, limit: ALL })) expect(a.regions.at(-2)).toBe('Y');
  });

  it('"formed by letters from adjacent regions": two letters in a row from one region only with sameRegion', () => {
    const one = mapOf({ MAR: ['', ['X']], X: ['CAS', []] });
    expect(words(one)).toEqual([]);
    expect(words(one, true)).toContain('CASA');
  });

  it('cards: NY is one card, L·L is two L cards, a lone Y is no card', () => {
    const m2 = mapOf({ MAR: ['', ['X', 'Y']], X: ['NY', ['Y']], Y: ['A', []] });
    // ANYA? not a word; CANYA needs a C: give it.
    const m3 = mapOf({ MAR: ['', ['X', 'Y']], X: ['CNY', ['Y']], Y: ['A', []] });
    expect(words(m3)).toContain('CANYA');
    expect(words(m2)).not.toContain('CANYA');
    // V (Z), I (Y), L (X), L (W), A (the wildcard): two L cards in a row make L·L.
    const m4 = mapOf({ MAR: ['', ['W']], W: ['L', ['X']], X: ['L', ['Y']], Y: ['I', []], Z: ['V', ['Y']] });
    expect(words(m4)).toContain('VIL·LA');
    expect(words(mapOf({ MAR: ['', ['X']], X: ['L', ['Y']], Y: ['I', []], Z: ['V', ['Y']] }))).not.toContain('VIL·LA');
    expect(() => words(mapOf({ MAR: ['', ['X']], X: ['Y', []] }))).toThrow(/region "X" "Y": Y is only a tile inside NY/);
  });

  it('a region holds at most the letters the game lays: five in Vestengrama, seven in Baixagrama', () => {
    const big = mapOf({ MAR: ['', ['X']], X: ['ABCDEF', []] });
    expect(() => mapWords(ca, 'vestengrama', { map: big })).toThrow(/holds 6 letters; Vestengrama lays 5/);
    expect(() => mapWords(ca, 'baixagrama', { map: big })).not.toThrow();
    expect(() => mapWords(ca, 'baixagrama', { map: mapOf({ MAR: ['', ['X']], X: ['ABCDEFGH', []] }) })).toThrow(/Baixagrama lays 7/);
  });

  it('map errors name what is wrong', () => {
    expect(() => mapWords(ca, 'vestengrama', { map: mapOf({ X: ['A', []] }) })).toThrow(/the sea "MAR" is not one of the regions/);
    expect(() => mapWords(ca, 'vestengrama', { map: mapOf({ MAR: ['', ['Q']], X: ['A', []] }) })).toThrow(/borders "Q", which is not one of the regions/);
    expect(() => mapWords(ca, 'vestengrama', { map: mapOf({ MAR: ['', []], X: ['A', []] }) })).toThrow(/the sea "MAR" borders no region/);
    expect(() => parseMap('{"sea": 3}')).toThrow(/"sea" must name the maritime region/);
  });

  it('the example map: longest first, ties in alphabetical order, scored by the table', () => {
    const m5 = parseMap(readFileSync(new URL('../fixtures/verbalia-map.json', import.meta.url), 'utf8'));
    const found = mapWords(ca, 'vestengrama', { map: m5, limit: 40 });
    expect(found[0]).toMatchObject({ word: 'DEUTOPLASMATIC', letters: 14, score: 25 });
    for (let i = 1; i < found.length; i++) expect(found[i]!.letters).toBeLessThanOrEqual(found[i - 1]!.letters);
    const table: Record<number, number> = { 4: 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15 };
    for (const a of mapWords(ca, 'vestengrama', { map: m5, limit: ALL })) expect(a.score, a.word).toBe(table[a.letters] ?? 25);
  });
});

describe('Vestengrama and Baixagrama agree with the brute-force reference', () => {
  const VOWELS = 'AEIOU', CONSONANTS = 'BCDFGLMNPRSTXÇ';
  for (let seed = 1; seed <= 4; seed++) {
    it(`random map ${seed}`, () => {
      const r = rng(seed * 7919);
      const names = ['A', 'B', 'C', 'D', 'E', 'F'].slice(0, 3 + randomInt(r, 4));
      const game = seed % 2 ? 'vestengrama' : 'baixagrama';
      const per = game === 'vestengrama' ? 5 : 7;
      const regions = names.map((name) => {
        const vowels = randomInt(r, 2) ? 2 : 3;
        let letters = '';
        for (let k = 0; k < per; k++) {
          const pool = k < (per === 5 ? vowels : vowels + 1) ? VOWELS : CONSONANTS;
          letters += pool[randomInt(r, pool.length)];
        }
        return { name, letters, next: names.filter((o) => o !== name && randomInt(r, 2) === 0) };
      });
      const map: VerbaliaMap = { sea: 'MAR', regions: [...regions, { name: 'MAR', letters: '', next: names.filter(() => randomInt(r, 2) === 0).concat(names[0]!) }] };
      const sameRegion = seed > 2;
      const got = mapWords(ca, game, { map, limit: ALL, sameRegion });
      const want = referenceMapWords(caWords, ca.alphabet, map, sameRegion);
      expect(want.length).toBeGreaterThan(0);
      expect(got.map((a) => `${a.letters} ${a.word}`).sort()).toEqual(want.map((a) => `${a.letters} ${a.word}`).sort());
      // Longest first.
      expect(got.map((a) => a.letters)).toEqual(want.map((a) => a.letters));
    }, 120_000);
  }
});
