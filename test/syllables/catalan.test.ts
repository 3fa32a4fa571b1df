import { describe, expect, it } from 'vitest';
import { VerbivoreError } from '../../src/errors.js';
import { syllabify, syllableBoundaries } from '../../src/syllables/catalan.js';
import { gold, goldByRule } from './gold.js';

/** Rule P of seed 000: syllable cells spell the word only if each cell is one of its syllables. */
function cellsKeepSyllables(word: string, cells: readonly string[]): boolean {
  const starts: number[] = [];
  let offset = 0;
  for (const cell of cells) {
    starts.push(offset);
    offset += cell.length;
  }
  const spelled = syllabify(word).join('');
  return (
    cells.join('').toLowerCase() === spelled.toLowerCase() &&
    JSON.stringify(starts) === JSON.stringify(syllableBoundaries(word))
  );
}

function hasSyllable(word: string, syllable: string): boolean {
  return syllabify(word).some((s) => s.toLowerCase() === syllable.toLowerCase());
}

/** ArBredasíl·laB points by syllable count (seed 000). */
const POINTS: Readonly<Record<number, number>> = { 2: 1, 3: 3, 4: 7, 5: 15, 6: 25 };

describe('gold list', () => {
  it('has at least 300 distinct words', () => {
    expect(new Set(gold.map(([word]) => word)).size).toBe(gold.length);
    expect(gold.length).toBeGreaterThanOrEqual(300);
  });

  for (const [rule, entries] of Object.entries(goldByRule)) {
    describe(rule, () => {
      it.each(entries)('%s → %s', (word, expected) => {
        expect(syllabify(word).join('-')).toBe(expected);
      });
    });
  }

  it.each(gold)('uppercase %s keeps its case and its division', (word, expected) => {
    expect(syllabify(word.toUpperCase()).join('-')).toBe(expected.toUpperCase());
  });

  it.each(gold)('boundaries of %s are where its syllables start', (word) => {
    const starts: number[] = [];
    let offset = 0;
    for (const syllable of syllabify(word)) {
      starts.push(offset);
      offset += syllable.length;
    }
    expect(syllableBoundaries(word)).toEqual(starts);
  });
});

describe('seed 000 examples', () => {
  const renWords = ['RENTA', 'RENTI', 'TIREN', 'TAREN', 'ESTIREN', 'RETIREN', 'COTAREN', 'ESCOTAREN',
    'ACOTAREN'];

  it.each(renWords)('%s has REN as a syllable', (word) => {
    expect(hasSyllable(word, 'REN')).toBe(true);
  });

  it('the REN play scores 27 points before the strip multiplier, as the seed says', () => {
    const points = renWords.map((w) => POINTS[syllabify(w).length] ?? 0);
    expect(points.reduce((a, b) => a + b, 0)).toBe(27);
  });

  it.each(['ALADA', 'DARÉ', 'DAVEN', 'VENDA'])('%s has DA as a syllable', (word) => {
    expect(hasSyllable(word, 'DA')).toBe(true);
  });

  it('the DA play (ALADA, DARÉ, DAVEN, VENDA) scores 6 points', () => {
    const points = ['ALADA', 'DARÉ', 'DAVEN', 'VENDA'].map((w) => POINTS[syllabify(w).length] ?? 0);
    expect(points.reduce((a, b) => a + b, 0)).toBe(6);
  });

  // The seed rules PODARÉ out because its syllables are not in board order, not because DA is
  // not a syllable of it: po-da-ré.
  it('PODARÉ does have DA as a syllable (the seed excludes it for board order)', () => {
    expect(syllabify('PODARÉ')).toEqual(['PO', 'DA', 'RÉ']);
  });

  it('PER + Ò does not make PERÒ', () => {
    expect(cellsKeepSyllables('PERÒ', ['PER', 'Ò'])).toBe(false);
    expect(cellsKeepSyllables('PERÒ', ['PE', 'RÒ'])).toBe(true);
  });

  it('CIM + ES does not make CIMES', () => {
    expect(cellsKeepSyllables('CIMES', ['CIM', 'ES'])).toBe(false);
    expect(cellsKeepSyllables('CIMES', ['CI', 'MES'])).toBe(true);
  });

  it('CA and SA make CASA and SACA', () => {
    expect(cellsKeepSyllables('CASA', ['CA', 'SA'])).toBe(true);
    expect(cellsKeepSyllables('SACA', ['SA', 'CA'])).toBe(true);
  });

  it('a syllable cell across an L·L keeps the dot out of the cells', () => {
    expect(cellsKeepSyllables('síl·laba', ['síl', 'la', 'ba'])).toBe(true);
    expect(cellsKeepSyllables('síl·laba', ['sí', 'lla', 'ba'])).toBe(false);
  });
});

describe('spellings', () => {
  it('L·L may be written l.l, ŀl, or with a look-alike dot', () => {
    for (const word of ['col·lecció', 'col.lecció', 'coŀlecció', 'col\u0387lecció', 'col\u2027lecció']) {
      expect(syllabify(word)).toEqual(['col', 'lec', 'ci', 'ó']);
      expect(syllableBoundaries(word)).toEqual([0, 3, 6, 8]);
    }
    expect(syllabify('COĿLECCIÓ')).toEqual(['COL', 'LEC', 'CI', 'Ó']);
    expect(syllabify('COL.LECCIÓ')).toEqual(['COL', 'LEC', 'CI', 'Ó']);
  });

  it('LL without a dot is one consonant', () => {
    expect(syllabify('cella')).toEqual(['ce', 'lla']);
    expect(syllabify('cel·la')).toEqual(['cel', 'la']);
  });

  it('decomposed accents are read as the composed letters', () => {
    expect(syllabify('pai\u0301s')).toEqual(['pa', 'ís']);
  });

  it('mixed case is kept syllable by syllable', () => {
    expect(syllabify('BarCelona')).toEqual(['Bar', 'Ce', 'lo', 'na']);
  });
});

describe('bad input', () => {
  const cases: [string, string][] = [
    ['x3y', `"x3y": '3' at column 2 is not a Catalan letter`],
    ['сок', `"сок": 'с' at column 1 is not a Catalan letter`],
    ['casa nova', `"casa nova": ' ' at column 5 is not a Catalan letter`],
    ["l'aigua", `"l'aigua": ''' at column 2 is not a Catalan letter`],
    ['España', `"España": 'ñ' at column 5 is not a Catalan letter`],
    ['árbol', `"árbol": 'á' at column 1 is not a Catalan letter`],
    ['\uFB01la', `"\uFB01la": '\uFB01' at column 1 is not a Catalan letter`],
    ['pa·la', `"pa·la": '·' at column 3 belongs only between two Ls (l·l)`],
    ['c.a', `"c.a": '.' at column 2 belongs only between two Ls (l·l)`],
    ['coŀa', `"coŀa": 'ŀ' at column 3 is only written before an l`],
  ];

  it.each(cases)('%s names the character and its column', (word, message) => {
    expect(() => syllabify(word)).toThrow(message);
  });

  it('a character outside the Catalan alphabet is a bad-input error', () => {
    let caught: unknown;
    try {
      syllabify('x3y');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(VerbivoreError);
    expect((caught as VerbivoreError).code).toBe('bad-input');
  });

  it('the empty string is an error', () => {
    expect(() => syllabify('')).toThrow(/empty word/);
    expect(() => syllableBoundaries('')).toThrow(/empty word/);
  });

  it.each(['bcd', 'pst', 'ny', 'nys'])('%s has no vowel', (word) => {
    expect(() => syllabify(word)).toThrow(`"${word}" has no vowel`);
    expect(() => syllableBoundaries(word)).toThrow(VerbivoreError);
  });
});
