import { describe, expect, it } from 'vitest';
import { BLANK_BIT, catalan, english, isTileError, spanish, type Alphabet } from '../../src/alphabet/index.js';

const tiles = (a: Alphabet, word: string) => Array.from(a.tokenize(word)).map((t) => a.tiles[t]);

describe('english', () => {
  it('tiles A–Z in either case', () => {
    expect(tiles(english, 'Quiz')).toEqual(['Q', 'U', 'I', 'Z']);
  });
  it('names a letter outside the alphabet', () => {
    expect(() => english.tokenize('CAFÉ')).toThrow(/'É' at column 4 \(alphabet english\)/);
    expect(() => english.tokenize('A1')).toThrow(/'1' at column 2/);
  });
  it('tiles every letter of a ligature that upper-cases to three (ﬃ → FFI), however many', () => {
    // A word of ligatures is three times longer upper-cased; none of its tiles may be dropped.
    expect(tiles(english, 'ﬃ')).toEqual(['F', 'F', 'I']);
    expect(tiles(english, 'oﬃce')).toEqual(['O', 'F', 'F', 'I', 'C', 'E']);
    expect(tiles(english, 'ﬃﬃﬃ').join('')).toBe('FFIFFIFFI');
    expect(english.parseRack('ﬃ?').length).toBe(4);
  });
});

describe('catalan', () => {
  it('keeps CALL as four tiles and COL·LECCIÓ with one L·L', () => {
    expect(tiles(catalan, 'CALL')).toEqual(['C', 'A', 'L', 'L']);
    expect(tiles(catalan, 'COL·LECCIÓ')).toEqual(['C', 'O', 'L·L', 'E', 'C', 'C', 'I', 'O']);
  });
  it('reads the look-alike spellings of the middle dot', () => {
    for (const w of ['col.lecció', 'coŀlecció', 'COĿLECCIÓ', 'col\u2027lecció']) {
      expect(tiles(catalan, w)).toEqual(['C', 'O', 'L·L', 'E', 'C', 'C', 'I', 'O']);
    }
  });
  it('makes NY, QU and Ç single tiles and folds accents and diaeresis', () => {
    expect(tiles(catalan, 'JUNYEIXO')).toEqual(['J', 'U', 'NY', 'E', 'I', 'X', 'O']);
    expect(tiles(catalan, 'QÜESTIÓ')).toEqual(['QU', 'E', 'S', 'T', 'I', 'O']);
    expect(tiles(catalan, 'FAL·LAÇOS')).toEqual(['F', 'A', 'L·L', 'A', 'Ç', 'O', 'S']);
    expect(tiles(catalan, 'cantéssim')).toEqual(['C', 'A', 'N', 'T', 'E', 'S', 'S', 'I', 'M']);
    expect(tiles(catalan, 'veïna')).toEqual(['V', 'E', 'I', 'N', 'A']);
  });
  it('refuses K, W, Y outside NY and Q outside QU, saying why', () => {
    const why = (w: string) => {
      const r = catalan.tryTokenize(w);
      return isTileError(r) ? `${r.char}@${r.column}: ${r.reason}` : 'tiled';
    };
    expect(why('KIWI')).toMatch(/^K@0: there is no K tile/);
    expect(why('WAT')).toMatch(/^W@0/);
    expect(why('YOGA')).toMatch(/^Y@0: Y is only a tile inside NY/);
    expect(why('IRAQ')).toMatch(/^Q@3: Q is only a tile as QU/);
    expect(why('PARAL·LEL')).toBe('tiled');
    expect(why('L·')).toMatch(/middle dot/);
  });
});

describe('spanish', () => {
  it('makes CH, LL, RR and Ñ single tiles and folds accents', () => {
    expect(tiles(spanish, 'CHORRILLO')).toEqual(['CH', 'O', 'RR', 'I', 'LL', 'O']);
    expect(tiles(spanish, 'niño')).toEqual(['N', 'I', 'Ñ', 'O']);
    expect(tiles(spanish, 'camión')).toEqual(['C', 'A', 'M', 'I', 'O', 'N']);
    expect(tiles(spanish, 'pingüino')).toEqual(['P', 'I', 'N', 'G', 'U', 'I', 'N', 'O']);
  });
  it('refuses K and W', () => {
    expect(() => spanish.tokenize('KIWI')).toThrow(/no K tile in Spanish/);
  });
});

describe('racks and rendering', () => {
  it('reads ? as a blank and digraphs inside racks', () => {
    expect(Array.from(catalan.parseRack('NY?L·L'))).toEqual([catalan.tileOf('NY'), 0, catalan.tileOf('L·L')]);
    expect(() => english.parseRack('AB?C1')).toThrow(/'1' at column 5/);
  });
  it('renders blanks in lowercase and round-trips words', () => {
    const t = catalan.tokenize('FIL·LOXERA');
    expect(catalan.render(t)).toBe('FIL·LOXERA');
    t[2] = t[2]! | BLANK_BIT;
    expect(catalan.render(t)).toBe('FIl·lOXERA');
    expect(spanish.render(spanish.tokenize('chorro'))).toBe('CHORRO');
  });
});
