import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalan } from '../../src/alphabet/index.js';
import { expandHunspell, formFilter, formFilters } from '../../src/lexicon/hunspell.js';
import { tileWords } from '../../src/lexicon/store.js';
import { packageRoot } from '../../src/paths.js';

const dir = join(packageRoot, 'test', 'fixtures', 'hunspell');
const aff = join(dir, 'tiny.aff');
const dic = join(dir, 'tiny.dic');
const marksInWords = ['l·l', 'l.l'];

// The expansion of tiny.dic worked by hand. _L (l', d') and _E (-lo, -la, 'n) are never applied.
//   casa/_S       casa casas
//   home/_S_L     home homes                      (l'home, d'home, l'homes not made)
//   cantar/Vb_L   cantar canto cant cantem cantat (cantar-lo, cantar-la, cantar'n not made)
//   acidar/Vb     acidar acido acid* acidem acidat   (* forbidden by acid/ZZ)
//   acid/ZZ       acid*
//   g/UkUd        g kg dag                        (symbol and its unit prefixes)
//   paral·lel/_S  paral·lel paral·lels
//   cantem        cantem (a duplicate of cantar's form)
const kept = [
  'acidar', 'acidat', 'acidem', 'acido', 'cant', 'cantar', 'cantat', 'cantem', 'canto', 'casa',
  'casas', 'col·lecció', 'home', 'homes', 'paral·lel', 'paral·lels',
];
const removed: Record<string, string[]> = {
  [formFilters.forbidden]: ['acid'],
  [formFilters.capital]: ['Barcelona'],
  [formFilters.digit]: ['10a'],
  [formFilters.hyphen]: ['cap-i-cua'],
  [formFilters.apostrophe]: ["d'acord"],
  [formFilters.period]: ['etc.'],
  [formFilters.otherMark]: ['pa·ra'],
  [formFilters.noVowel]: ['bcn', 'g', 'kg'],
  [formFilters.symbolRoot]: ['dag'],
};

describe('hunspell expansion (tiny fixture)', () => {
  it('drops the flags whose every rule attaches an apostrophe or hyphen', async () => {
    const r = await expandHunspell(aff, dic, { marksInWords });
    expect(r.droppedFlags).toEqual(['_E', '_L']);
  });

  it('keeps exactly the plain forms', async () => {
    const r = await expandHunspell(aff, dic, { marksInWords });
    expect([...r.words].sort()).toEqual(kept);
    // 16 roots make 29 forms (cantem twice, acid twice).
    expect(r.expanded).toBe(29);
  });

  it('reports each filter with its forms, each distinct form once', async () => {
    const r = await expandHunspell(aff, dic, { marksInWords });
    const got = Object.fromEntries(
      Object.entries(r.filtered.byReason).map(([why, v]) => [why, [...v.examples].sort()]),
    );
    expect(got).toEqual(removed);
    for (const [why, v] of Object.entries(r.filtered.byReason)) expect(v.count).toBe(removed[why]!.length);
    expect(r.filtered.total).toBe(11);
  });

  it('without dropping, the clitic forms are made and then caught by the mark filters', async () => {
    const r = await expandHunspell(aff, dic, { marksInWords, dropAffixesAttaching: '' });
    expect(r.droppedFlags).toEqual([]);
    expect(r.words).not.toContain("l'home");
    expect(r.filtered.byReason[formFilters.hyphen]!.examples).toContain('cantar-lo');
    expect(r.filtered.byReason[formFilters.apostrophe]!.examples).toContain("l'home");
    expect([...r.words].sort()).toEqual(kept);
    expect(r.expanded).toBeGreaterThan(29);
  });

  it('the kept forms tile in the Catalan alphabet, with L·L as one tile', async () => {
    const r = await expandHunspell(aff, dic, { marksInWords });
    const { tiles, rejected } = tileWords(r.words, catalan);
    expect(rejected.total).toBe(0);
    expect(catalan.render(catalan.tokenize('paral·lels'))).toBe('PARAL·LELS');
    expect(tiles.length).toBe(kept.length);
  });
});

describe('formFilter', () => {
  const hasVowel = (w: string) => /[aeiou]/.test(w.normalize('NFD'));
  it('lets the geminated l through in both spellings, and no other middle dot or period', () => {
    expect(formFilter('col·lecció', marksInWords, hasVowel)).toBeUndefined();
    expect(formFilter('col.lecció', marksInWords, hasVowel)).toBeUndefined();
    expect(formFilter('co·lecció', marksInWords, hasVowel)).toBe(formFilters.otherMark);
    expect(formFilter('co.lecció', marksInWords, hasVowel)).toBe(formFilters.period);
    expect(formFilter('col·lecció', [], hasVowel)).toBe(formFilters.otherMark);
  });
  it('names the first filter that applies', () => {
    expect(formFilter('Kg', marksInWords, hasVowel)).toBe(formFilters.capital);
    expect(formFilter('km²', marksInWords, hasVowel)).toBe(formFilters.digit);
    expect(formFilter('menjar-lo', marksInWords, hasVowel)).toBe(formFilters.hyphen);
    expect(formFilter('l’home', marksInWords, hasVowel)).toBe(formFilters.apostrophe);
    expect(formFilter('pts', marksInWords, hasVowel)).toBe(formFilters.noVowel);
    expect(formFilter('dag', marksInWords, hasVowel, false)).toBe(formFilters.symbolRoot);
    expect(formFilter('qüestió', marksInWords, hasVowel)).toBeUndefined();
  });
});
