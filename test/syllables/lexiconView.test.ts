// The syllabified view of the Catalan lexicon: accented spellings from the index, rule P over
// cells in letter offsets (L·L split between cells), and the index file itself.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalan } from '../../src/alphabet/index.js';
import { VerbivoreError } from '../../src/errors.js';
import { ensureLexicon, type Lexicon, loadLexicon } from '../../src/lexicon/store.js';
import {
  cellStarts, ensureSyllableView, syllableIndexPath, type SyllableView, syllableViewOf, tileLetterCounts,
} from '../../src/syllables/lexiconView.js';
import {
  collectMarkedSpellings, decodeSyllableIndex, encodeSyllableIndex, foldSpelling, readSyllableIndex, writeSyllableIndex,
} from '../../src/syllables/syllableIndex.js';
import { tempDir } from '../helpers.js';

let lex: Lexicon;
let view: SyllableView;
beforeAll(async () => {
  lex = await ensureLexicon('catalan');
  view = await ensureSyllableView(lex); // builds lexicons/cache/catalan.syllables if missing (~15–25 s)
});

const tiles = (word: string) => catalan.tokenize(word);
/** Cell starts in letters for syllable cells as written on tiles: COL, LEC → [0, 3]. */
const cells = (...texts: string[]) => cellStarts(texts.map((t) => view.letterCount(tiles(t))));

describe('letters', () => {
  it('counts L·L, QU and NY as two letters, Ç as one', () => {
    const n = tileLetterCounts(catalan);
    for (const [t, letters] of [['L·L', 2], ['QU', 2], ['NY', 2], ['Ç', 1], ['A', 1]] as const) {
      expect(n[catalan.tileOf(t)!]).toBe(letters);
    }
    expect(view.letterCount(tiles('COL·LECCIO'))).toBe(9);
    expect(cellStarts([3, 3, 2, 1])).toEqual([0, 3, 6, 8]);
  });
});

describe('spellings and boundaries', () => {
  it('reads words in their accented spellings', () => {
    expect(view.accented).toBe(true);
    expect(view.spellings(tiles('PAIS'))).toEqual(['país']);
    expect(view.spellings(tiles('DONA'))).toEqual(['dona', 'donà', 'dóna']);
    expect(view.spellings(tiles('PERO'))).toEqual(['però']);
    expect(view.spellings(tiles('CIMES'))).toEqual(['cimes', 'cimés']);
    expect(view.spellings(tiles('CASACA'))).toEqual(['casaca']); // no accent: spelled as its tiles
    expect(view.spellings(tiles('COL·LECCIO'))).toEqual(['col·lecció']);
  });

  it('gives one boundary set per distinct syllabification, in letter offsets', () => {
    expect(view.boundaries(tiles('PAIS'))).toEqual([[0, 2]]); // pa-ís, not the one syllable of "pais"
    expect(view.boundaries(tiles('VEINA'))).toEqual([[0, 2, 3]]); // ve-ï-na
    expect(view.boundaries(tiles('DONA'))).toEqual([[0, 2]]); // three spellings, one split
    expect(view.boundaries(tiles('COL·LECCIO'))).toEqual([[0, 3, 6, 8]]); // inside the L·L tile
    expect(view.syllabifications(tiles('COL·LECCIO'))[0]!.syllables).toEqual(['col', 'lec', 'ci', 'ó']);
  });
});

describe('rule P over cells (seed 000)', () => {
  it('PER + O does not make PERÒ, CIM + ES does not make CIMES', () => {
    expect(view.keepsSyllables(tiles('PERO'), cells('PER', 'O'))).toBe(false);
    expect(view.keepsSyllables(tiles('PERO'), cells('PE', 'RO'))).toBe(true);
    expect(view.keepsSyllables(tiles('CIMES'), cells('CIM', 'ES'))).toBe(false);
    expect(view.keepsSyllables(tiles('CIMES'), cells('CI', 'MES'))).toBe(true);
  });

  it('DA placed: ALADA, DARÉ, DAVEN, VENDA (and PODARÉ: its order is a board matter)', () => {
    const ok: [string, string[]][] = [
      ['ALADA', ['A', 'LA', 'DA']], ['DARE', ['DA', 'RE']], ['DAVEN', ['DA', 'VEN']], ['VENDA', ['VEN', 'DA']],
      ['PODARE', ['PO', 'DA', 'RE']],
    ];
    for (const [word, parts] of ok) expect(view.keepsSyllables(tiles(word), cells(...parts)), word).toBe(true);
    expect(view.keepsSyllables(tiles('ALADA'), cells('AL', 'A', 'DA'))).toBe(false);
  });

  it('REN stays a syllable in RENTA, RENTI, TIREN, TAREN, ESTIREN, RETIREN, COTAREN, ESCOTAREN, ACOTAREN', () => {
    const ok: [string, string[]][] = [
      ['RENTA', ['REN', 'TA']], ['RENTI', ['REN', 'TI']], ['TIREN', ['TI', 'REN']], ['TAREN', ['TA', 'REN']],
      ['ESTIREN', ['ES', 'TI', 'REN']], ['RETIREN', ['RE', 'TI', 'REN']], ['COTAREN', ['CO', 'TA', 'REN']],
      ['ESCOTAREN', ['ES', 'CO', 'TA', 'REN']], ['ACOTAREN', ['A', 'CO', 'TA', 'REN']],
    ];
    for (const [word, parts] of ok) {
      expect(lex.graph.hasWord(tiles(word)), word).toBe(true);
      expect(view.keepsSyllables(tiles(word), cells(...parts)), word).toBe(true);
    }
    expect(view.keepsSyllables(tiles('TIREN'), cells('TIR', 'EN'))).toBe(false);
  });

  it('L·L: cells [COL][LEC][CI][O] make COL·LECCIÓ, [CO][L·LEC]... do not', () => {
    expect(view.keepsSyllables(tiles('COL·LECCIO'), cells('COL', 'LEC', 'CI', 'O'))).toBe(true);
    expect(view.keepsSyllables(tiles('COL·LECCIO'), cells('CO', 'LLEC', 'CI', 'O'))).toBe(false);
    expect(view.keepsSyllables(tiles('COL·LECCIO'), cells('CO', 'L·LEC', 'CI', 'O'))).toBe(false);
  });

  it('accents decide: [PA][IS] keeps pa-ís, one cell [PAIS] does not', () => {
    expect(view.keepsSyllables(tiles('PAIS'), cells('PA', 'IS'))).toBe(true);
    expect(view.keepsSyllables(tiles('PAIS'), cells('PAIS'))).toBe(false);
  });

  it('spans: syllables with loose letters between (CA·M·I·SA)', () => {
    expect(view.spellingsKeepingSpans(tiles('CAMISA'), [[0, 2], [4, 6]])).toEqual(['camisa']);
    expect(view.spellingsKeepingSpans(tiles('CAUSA'), [[0, 2], [3, 5]])).toEqual([]); // cau-sa
  });
});

describe('syllable index file', () => {
  let dir: string;
  beforeAll(() => { dir = tempDir('verbivore-syllables-'); });

  it('round-trips through the file and finds every key by binary search', () => {
    const words = ['país', 'casa', 'casà', 'dona', 'donà', 'dóna', 'col·lecció', 'veïna', 'taula', 'àpoda', 'Kiwi', 'x'];
    const marked = collectMarkedSpellings(words, catalan);
    expect([...marked]).toEqual([
      ['apoda', ['àpoda']], ['casa', ['casa', 'casà']], ['col·leccio', ['col·lecció']],
      ['dona', ['dona', 'donà', 'dóna']], ['pais', ['país']], ['veina', ['veïna']],
    ]);
    const figures = { lexicon: 'tiny', checksum: 42, source: 'test', sourceForms: words.length, keys: marked.size, buildMs: 0 };
    const path = join(dir, 'tiny.syllables');
    const header = writeSyllableIndex(path, { header: figures, marked });
    expect(header).toEqual({ ...figures, bodySha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const index = readSyllableIndex(path, 'tiny', 42, catalan)!;
    expect(index.header).toEqual(header);
    for (const [key, spellings] of marked) expect(index.marked.get(key)).toEqual(spellings);
    for (const absent of ['taula', 'a', 'zzz', 'aaaa', 'casaa']) expect(index.marked.get(absent)).toBeUndefined();
    expect(readSyllableIndex(path, 'tiny', 43, catalan)).toBeUndefined(); // another .lex: stale
    expect(readSyllableIndex(join(dir, 'none.syllables'), 'tiny', 42, catalan)).toBeUndefined();
    const { text } = encodeSyllableIndex({ header: figures, marked });
    expect(() => decodeSyllableIndex(text.subarray(0, -3), path, catalan)).toThrow(/truncated/);
  });

  it('refuses an edited or damaged body, saying how to rebuild it', () => {
    const marked = collectMarkedSpellings(['país', 'dona', 'donà', 'dóna', 'veïna'], catalan);
    const path = join(dir, 'edited.syllables');
    writeSyllableIndex(path, { header: { lexicon: 'tiny', checksum: 7, source: 'test', sourceForms: 5, keys: marked.size, buildMs: 0 }, marked });
    const good = readFileSync(path);
    expect(readSyllableIndex(path, 'tiny', 7, catalan)!.marked.get('dona')).toEqual(['dona', 'donà', 'dóna']);
    // The same length and still sorted, so only the checksum can tell: dóna → dòna.
    const edited = Buffer.from(good.toString('utf8').replace('dóna', 'dòna'), 'utf8');
    expect(edited.length).toBe(good.length);
    writeFileSync(path, edited);
    const refused = (() => {
      try {
        readSyllableIndex(path, 'tiny', 7, catalan);
      } catch (e) {
        return e as VerbivoreError;
      }
    })();
    expect(refused).toBeInstanceOf(VerbivoreError);
    expect(refused!.code).toBe('corrupt-syllable-index');
    expect(refused!.message).toMatch(new RegExp(`${path}.*checksum.*verbivore syllables index --rebuild --lexicon tiny`));
    // One flipped bit anywhere in the body.
    for (const at of [good.indexOf('\n', good.indexOf('\n') + 1) + 1, good.length - 4]) {
      const flipped = Buffer.from(good);
      flipped[at]! ^= 0x02;
      expect(() => decodeSyllableIndex(flipped, path, catalan)).toThrow(/damaged/);
    }
  });

  it('an index of format version 1 (no body checksum) is stale, not an error', () => {
    const path = join(dir, 'old.syllables');
    writeFileSync(path, 'verbivore-syllables 1\n{"lexicon":"tiny","checksum":7,"source":"test","sourceForms":1,"keys":1,"buildMs":0}\npaís\n');
    expect(readSyllableIndex(path, 'tiny', 7, catalan)).toBeUndefined();
  });

  it('the Catalan index: for this .lex, sorted, every spelling folds to a word of the lexicon', () => {
    const index = readSyllableIndex(syllableIndexPath('catalan'), 'catalan', lex.checksum, catalan)!;
    expect(index.header.keys).toBeGreaterThan(250_000);
    // Collect failures rather than expect() per line: 300,000 expect calls take ~15 s.
    const unsorted: string[] = [], unfolded: string[] = [], notWords: string[] = [];
    let previous = '', count = 0, withPlain = 0;
    for (const [key, spellings] of index.marked) {
      if (!(key > previous)) unsorted.push(key);
      previous = key;
      count++;
      if (spellings.includes(key)) withPlain++;
      for (const s of spellings) if (foldSpelling(catalan, s) !== key) unfolded.push(s);
      if (count % 31 === 0 && !lex.graph.hasWord(tiles(key))) notWords.push(key);
    }
    expect({ unsorted, unfolded, notWords }).toEqual({ unsorted: [], unfolded: [], notWords: [] });
    expect(count).toBe(index.header.keys);
    expect(withPlain).toBeGreaterThan(50_000); // dona/donà: both readings are kept
  });

  it('a stale index is an error saying how to build it; other alphabets have no syllables', () => {
    const stale = { ...lex, checksum: (lex.checksum ^ 1) >>> 0 };
    expect(() => syllableViewOf(stale)).toThrow(/verbivore syllables index --lexicon catalan/);
    expect(() => syllableViewOf(loadLexicon('sowpods'))).toThrow(/only for Catalan/);
  });

  it('a Catalan lexicon without a recipe is read as its tiles spell it', () => {
    const plain = syllableViewOf({ ...lex, meta: { ...lex.meta, name: 'no-such-recipe' } });
    expect(plain.accented).toBe(false);
    expect(plain.spellings(tiles('PAIS'))).toEqual(['pais']);
    expect(plain.boundaries(tiles('PAIS'))).toEqual([[0]]);
  });
});
