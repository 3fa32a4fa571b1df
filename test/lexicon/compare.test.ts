// Comparing word lists with known differences, on one alphabet and across two.

import { describe, expect, it } from 'vitest';
import { catalan, english, spanish, type Alphabet } from '../../src/alphabet/index.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { compareLexicons, compareWords, listSide } from '../../src/lexicon/compare.js';
import { openLexicon } from '../../src/lexicon/store.js';
import { encodeLexicon } from '../../src/lexicon/format.js';

const side = (name: string, alphabet: Alphabet, words: string[]) => listSide(name, alphabet, words.map((w) => alphabet.tokenize(w)));

describe('compare on one alphabet', () => {
  // only A: CATS, BIRD (4); only B: DOGS (4), EMU (3); both: AT (2), CAT, DOG (3).
  const a = side('a', english, ['CAT', 'CATS', 'DOG', 'BIRD', 'AT']);
  const b = side('b', english, ['CAT', 'DOG', 'DOGS', 'EMU', 'AT']);
  const c = compareWords(a, b);

  it('counts words only in each and in both', () => {
    expect(c.folded).toBe(false);
    expect(c.unit).toBe('tiles');
    expect([c.onlyA, c.onlyB, c.both]).toEqual([2, 2, 3]);
    expect(c.jaccard).toBeCloseTo(3 / 7, 12);
  });

  it('splits them by length, with samples in alphabetical order', () => {
    expect(c.byLength).toEqual([
      { length: 2, onlyA: 0, onlyB: 0, both: 1, samplesA: [], samplesB: [] },
      { length: 3, onlyA: 0, onlyB: 1, both: 2, samplesA: [], samplesB: ['EMU'] },
      { length: 4, onlyA: 2, onlyB: 1, both: 0, samplesA: ['BIRD', 'CATS'], samplesB: ['DOGS'] },
    ]);
  });

  it('spreads samples over the alphabet when there are many', () => {
    const many = side('m', english, ['AA', 'BB', 'CC', 'DD', 'EE', 'FF', 'GG', 'HH']);
    const none = side('n', english, ['ZZZ']);
    expect(compareWords(many, none, { samples: 2 }).byLength[0]!.samplesA).toEqual(['CC', 'GG']);
  });

  it('compares built lexicons too', () => {
    const lex = (name: string, words: string[]) => {
      const compiled = compileLexicon(words.map((w) => english.tokenize(w)));
      const bytes = encodeLexicon({
        meta: { name, alphabet: 'english', tiles: english.tiles.slice(1), source: 'test', rejected: 0 },
        ...compiled,
      });
      return openLexicon(bytes, `${name}.lex`, name);
    };
    const r = compareLexicons(lex('x', ['CAT', 'CATS', 'DOG', 'BIRD', 'AT']), lex('y', ['CAT', 'DOG', 'DOGS', 'EMU', 'AT']));
    expect([r.onlyA, r.onlyB, r.both]).toEqual([2, 2, 3]);
  });
});

describe('compare across alphabets (Catalan and Spanish)', () => {
  // Catalan tiles: COL·LA = C O L·L A, NYAP = NY A P, AÇO = A Ç O, QUE = QU E.
  // Spanish tiles: CALLE = C A LL E, COLLA = C O LL A, AÑO = A Ñ O, CHICO = CH I C O.
  // As letters (Ç → C, Ñ → N, digraphs spelled out):
  //   catalan  COLLA NYAP ACO QUE CASA
  //   spanish  CALLE COLLA ANO ANO QUE CASA CHICO   (AÑO and ANO become one: 6 distinct)
  //   both: COLLA QUE CASA; only catalan: NYAP ACO; only spanish: CALLE ANO CHICO.
  const ca = side('ca', catalan, ['COL·LA', 'NYAP', 'AÇO', 'QUE', 'CASA']);
  const es = side('es', spanish, ['CALLE', 'COLLA', 'AÑO', 'ANO', 'QUE', 'CASA', 'CHICO']);
  const c = compareWords(ca, es);

  it('folds both to common letters and says so', () => {
    expect(c.folded).toBe(true);
    expect(c.unit).toBe('letters');
    expect(c.folding).toMatch(/alphabets differ \(catalan, spanish\)/);
    expect(c.folding).toContain('L·L → LL');
    expect(c.folding).toContain('Ç → C');
    expect(c.folding).toContain('Ñ → N');
  });

  it('counts the differences on the folded words, merges included', () => {
    expect([c.onlyA, c.onlyB, c.both]).toEqual([2, 3, 3]);
    expect(c.a).toEqual({ name: 'ca', alphabet: 'catalan', words: 5, distinct: 5 });
    expect(c.b).toEqual({ name: 'es', alphabet: 'spanish', words: 7, distinct: 6 });
  });

  it('measures lengths in letters (COL·LA is 4 tiles, 5 letters)', () => {
    expect(c.byLength).toEqual([
      { length: 3, onlyA: 1, onlyB: 1, both: 1, samplesA: ['ACO'], samplesB: ['ANO'] },
      { length: 4, onlyA: 1, onlyB: 0, both: 1, samplesA: ['NYAP'], samplesB: [] },
      { length: 5, onlyA: 0, onlyB: 2, both: 1, samplesA: [], samplesB: ['CALLE', 'CHICO'] },
    ]);
  });

  it('compares English with Catalan letters as they are (K stays K)', () => {
    const r = compareWords(side('en', english, ['KIT', 'CASA', 'COLLA']), ca);
    expect([r.onlyA, r.onlyB, r.both]).toEqual([1, 3, 2]);
  });
});
