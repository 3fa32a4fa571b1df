// The Catalan and Spanish lexicons built from their recipes. Each lexicon is built at most once
// (ensureLexicon reuses lexicons/NAME.lex when present); the Catalan filter report comes from
// reading the source again (~7 s), which a reused file cannot give.

import { beforeAll, describe, expect, it } from 'vitest';
import { catalan, spanish } from '../../src/alphabet/index.js';
import { formFilters } from '../../src/lexicon/hunspell.js';
import { readSource, recipe, type SourceWords } from '../../src/lexicon/sources.js';
import { ensureLexicon, tileWords, type Lexicon } from '../../src/lexicon/store.js';

describe('catalan lexicon (dictionary-ca)', () => {
  let lex: Lexicon;
  let source: SourceWords;
  beforeAll(async () => {
    lex = await ensureLexicon('catalan');
    source = await readSource(recipe('catalan').source);
  }, 300_000);

  const has = (word: string) => lex.graph.hasWord(catalan.tokenize(word));

  it('holds the words of the known Catalan results (docs/games.md) and other plain forms', () => {
    for (const w of ['CANTÉSSIM', 'COL·LECCIÓ', 'QÜESTIÓ', 'PARAL·LEL', 'JUNYEIXO', 'JAQUEIXO',
      'FAL·LAÇOS', 'FIL·LOXERA', 'MERAVELLA', 'MESCLEM', 'SOMIAREM', 'HOME', 'MENJAR']) {
      expect(has(w), w).toBe(true);
    }
  });

  it('holds no elided or enclitic forms, and no forbidden ones', () => {
    for (const w of ["l'home", "d'aigua", 'menjar-lo', "menjar-se'n", "canta'n", 'donar-li']) {
      expect(source.words, w).not.toContain(w);
    }
    // Tiled without their marks they would be LHOME, MENJARLO: not words either.
    for (const w of ['LHOME', 'MENJARLO', 'DAIGUA']) expect(has(w), w).toBe(false);
    // acid/ZZ: the Balearic 1st person of acidar is spelled àcid, not acid; the tile string
    // ACID still exists through àcid, so check the source form itself.
    expect(source.words).not.toContain('acid');
    expect(source.words).toContain('àcid');
  });

  it('reports every source filter that applies to dictionary-ca, with counts and examples', () => {
    const by = source.filtered.byReason;
    for (const f of [formFilters.forbidden, formFilters.capital, formFilters.digit, formFilters.hyphen,
      formFilters.apostrophe, formFilters.noVowel, formFilters.symbolRoot]) {
      expect(by[f]?.count, f).toBeGreaterThan(0);
      expect(by[f]!.examples.length).toBeGreaterThan(0);
      expect(by[f]!.examples.length).toBeLessThanOrEqual(5);
    }
    expect(by[formFilters.forbidden]!.count).toBe(110); // the ZZ entries of index.dic
    expect(by[formFilters.capital]!.examples.every((w) => w !== w.toLowerCase())).toBe(true);
    const sum = Object.values(by).reduce((s, r) => s + r.count, 0);
    expect(source.filtered.total).toBe(sum);
  });

  it('has the expected scale, and the file matches its source', () => {
    expect(source.words.length).toBeGreaterThan(850_000);
    expect(source.words.length).toBeLessThan(890_000);
    expect(lex.wordCount).toBeGreaterThan(790_000);
    expect(lex.wordCount).toBeLessThan(830_000);
    // The untileable forms (K, W, Y outside NY, Q outside QU, foreign letters) are the ones the
    // file records as rejected.
    const { rejected } = tileWords(source.words, catalan);
    expect(lex.meta.rejected).toBe(rejected.total);
    for (const why of ['K', 'W', 'Y', 'Q']) {
      expect(Object.keys(rejected.byReason).some((r) => r.endsWith(` ${why}`)), why).toBe(true);
    }
    expect(lex.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
  });
});

describe('spanish lexicon (an-array-of-spanish-words)', () => {
  let lex: Lexicon;
  beforeAll(async () => {
    lex = await ensureLexicon('spanish');
  }, 300_000);

  const has = (word: string) => lex.graph.hasWord(spanish.tokenize(word));

  it('holds words with the CH, LL, RR and Ñ tiles', () => {
    for (const w of ['CHORRO', 'LLUVIA', 'PERRO', 'NIÑO', 'CHURRO', 'ARRULLO', 'AÑO', 'COMERAN', 'CALLE']) {
      expect(has(w), w).toBe(true);
    }
    expect(spanish.render(spanish.tokenize('chorro'))).toBe('CHORRO');
    expect(spanish.tokenize('chorro').length).toBe(4); // CH O RR O
    expect(spanish.tokenize('lluvia').length).toBe(5); // LL U V I A
  });

  it('does not hold non-words or split digraphs', () => {
    expect(has('NINO')).toBe(false); // niño keeps its Ñ
    // C+H as two tiles is not CHORRO: the DAWG only has the CH tile path.
    const c = spanish.tileOf('C')!, h = spanish.tileOf('H')!, o = spanish.tileOf('O')!, rr = spanish.tileOf('RR')!;
    expect(lex.graph.hasWord([c, h, o, rr, o])).toBe(false);
  });

  it('keeps every word of the list (it has no K, W or accents) and would report those that do not tile', () => {
    expect(lex.wordCount).toBe(636_598);
    expect(lex.meta.rejected).toBe(0);
    const { tiles, rejected } = tileWords(['kilo', 'whisky', 'niño', 'pingüino'], spanish);
    expect(tiles.length).toBe(2);
    expect(rejected.total).toBe(2);
  });
});

// The full dictionaries of the other languages: each build takes 10 s to 3 minutes (Polish makes
// 3.2 million forms), so they run only with VERBIVORE_LANGUAGES=1 (README, Testing). A built
// lexicons/NAME.lex is reused.
const LANGUAGES: [name: string, words: [number, number], has: string[], hasNot: string[]][] = [
  ['french', [400_000, 430_000], ['MAISON', 'CHANTERIONS', 'été', 'garçon', 'œuvre', 'QI'], ['SNCF']],
  ['german', [280_000, 320_000], ['Haus', 'Häuser', 'Straße', 'Ähren', 'gehen'], ['GMBH']],
  ['dutch', [260_000, 300_000], ['huis', 'fietsen', 'ijs', 'lopen'], ['BH']],
  ['polish', [3_100_000, 3_300_000], ['źdźbło', 'domach', 'pisać', 'żółw'], ['BHP']],
  ['norwegian', [880_000, 940_000], ['huset', 'bål', 'øl', 'skriver'], ['BFR']],
  ['swedish', [740_000, 800_000], ['huset', 'öga', 'år', 'skriver'], ['BBQ']],
  ['slovene', [780_000, 830_000], ['smrt', 'prst', 'žaba', 'pisati'], ['GOETHE']],
];

describe.runIf(process.env.VERBIVORE_LANGUAGES === '1')('the other languages, from their full dictionaries', () => {
  for (const [name, [low, high], has, hasNot] of LANGUAGES) {
    it(`${name}: ${low.toLocaleString('en')} to ${high.toLocaleString('en')} words, the common ones in`, async () => {
      const lex = await ensureLexicon(name);
      expect(lex.alphabet.id).toBe(name);
      expect(lex.wordCount).toBeGreaterThanOrEqual(low);
      expect(lex.wordCount).toBeLessThanOrEqual(high);
      for (const w of has) expect(lex.graph.hasWord(lex.alphabet.tokenize(w)), w).toBe(true);
      for (const w of hasNot) {
        const t = lex.alphabet.tryTokenize(w);
        expect(t instanceof Uint8Array && lex.graph.hasWord(t), w).toBe(false);
      }
    }, 600_000);
  }
});
