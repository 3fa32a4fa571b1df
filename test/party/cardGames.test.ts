// ByeByegrama and SVeVograma: their rules on the letter cards and syllable tiles, and the
// solvers against brute-force scans of every word.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { byebyegrama, svevograma } from '../../src/party/cardGames.js';
import { referenceByeByeWords, referenceSvevoWords } from '../../src/reference/party.js';

let ca: Engine;
let caWords: Uint8Array[];
beforeAll(async () => {
  ca = new Engine(await ensureLexicon('catalan'));
  caWords = [...ca.lexicon.graph.words()];
}, 300_000);

const ALL = Number.POSITIVE_INFINITY;
const words = (list: { word: string }[]) => list.map((w) => w.word);
const keyed = (list: { word: string; letters: number }[]) => list.map((w) => `${w.letters} ${w.word}`).sort();

describe('ByeByegrama', () => {
  it('"the syllable may not be split": CA with S and A makes CASA and SACA, CAS, not SAC', () => {
    const found = words(byebyegrama(ca, { syllables: ['CA'], letters: 'SA', limit: ALL }));
    expect(found).toEqual(expect.arrayContaining(['CASA', 'SACA', 'CAS']));
    expect(found).not.toContain('SAC');
  });

  it('"each new word must contain at least one letter and one syllable": CA + SA alone is not CASA', () => {
    const found = byebyegrama(ca, { syllables: ['CA', 'SA'], letters: 'T', limit: ALL });
    expect(words(found)).not.toContain('CASA');
    for (const a of found) {
      expect(a.pieces.some((p) => p === 'CA' || p === 'SA'), a.word).toBe(true);
      expect(a.pieces.some((p) => p === 'T'), a.word).toBe(true);
    }
  });

  it('as many markers as the word has letters, longest first; words said this round are left out', () => {
    const found = byebyegrama(ca, { syllables: ['MA', 'TE', 'RI'], letters: 'AL', limit: ALL });
    for (const a of found) expect(a.score).toBe(a.letters);
    for (let i = 1; i < found.length; i++) expect(found[i]!.letters).toBeLessThanOrEqual(found[i - 1]!.letters);
    const top = found[0]!.word;
    expect(words(byebyegrama(ca, { syllables: ['MA', 'TE', 'RI'], letters: 'AL', limit: ALL, exclude: [top] }))).not.toContain(top);
  });

  it('the two-letter syllables only', () => {
    expect(() => byebyegrama(ca, { syllables: ['CAS'], letters: 'A' })).toThrow(/syllables "CAS": ByeByegrama plays the syllables of two letters/);
  });

  for (const [syllables, letters] of [[['MA', 'TE', 'RI'], 'AL'], [['CA', 'SA', 'NO'], 'RT'], [['PI', 'NA'], 'NYES']] as [string[], string][]) {
    it(`agrees with a scan of every word: ${syllables.join(' ')} + ${letters}`, () => {
      const got = byebyegrama(ca, { syllables, letters, limit: ALL });
      const want = referenceByeByeWords(caWords, ca.alphabet, syllables, letters);
      expect(want.length).toBeGreaterThan(0);
      expect(keyed(got)).toEqual(keyed(want));
    }, 60_000);
  }
});

describe('SVeVograma', () => {
  it('a consonant added to the region: the word is its letters and one more consonant card', () => {
    const found = svevograma(ca, { region: 'ARTS', limit: ALL });
    expect(found.length).toBeGreaterThan(0);
    for (const a of found) {
      // NY and QU are one consonant card of two letters (QUARTS).
      expect(a.letters).toBe(a.added.length === 2 ? 6 : 5);
      expect([...a.word.replace('QU', 'Q')].filter((ch) => 'AEIOU'.includes(ch))).toEqual(['A']);
      // "Words of five letters or more are noted": the one who lengthens keeps the consonants.
      expect(a.score).toBe(a.consonants);
      expect(a.consonants).toBe(4);
    }
  });

  it('"words of two, three or four letters count for nothing"', () => {
    const found = svevograma(ca, { region: 'A', limit: ALL });
    expect(words(found)).toEqual(expect.arrayContaining(['LA', 'MA', 'ANY']));
    for (const a of found) expect(a.score).toBe(0);
  });

  it('the pool bounds the consonant added; the region holds one vowel; the pool no vowel', () => {
    for (const a of svevograma(ca, { region: 'ARTS', pool: 'P', limit: ALL })) expect(a.added).toBe('P');
    expect(() => svevograma(ca, { region: 'AE' })).toThrow(/a region holds one vowel/);
    expect(() => svevograma(ca, { region: 'A', pool: 'E' })).toThrow(/E is a vowel/);
  });

  for (const [region, pool] of [['ARTS', undefined], ['ORT', undefined], ['ESTR', 'NPC'], ['INS', undefined]] as [string, string | undefined][]) {
    it(`agrees with a scan of every word: ${region}${pool ? ` + one of ${pool}` : ''}`, () => {
      const got = svevograma(ca, { region, pool, limit: ALL });
      const want = referenceSvevoWords(caWords, ca.alphabet, region, pool);
      expect(want.length).toBeGreaterThan(0);
      expect(keyed(got)).toEqual(keyed(want));
    }, 60_000);
  }
});
