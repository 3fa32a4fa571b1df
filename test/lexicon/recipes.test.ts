// The hunspell recipes of the other languages, on a sample of each installed dictionary: its
// real .aff, and a .dic of its first roots (numbers, abbreviations, names) plus a few chosen
// ones. Reading and tiling go as in a full build; the full builds are in languages.test.ts,
// behind VERBIVORE_LANGUAGES=1.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alphabetById } from '../../src/alphabet/index.js';
import { expandHunspell, formFilters } from '../../src/lexicon/hunspell.js';
import { hunspellOptions, packageDir, recipe } from '../../src/lexicon/sources.js';
import { tileWords } from '../../src/lexicon/store.js';
import { tempDir } from '../helpers.js';

const dir = tempDir('verbivore-recipes-');

/** Language → roots to add to the sample, and forms they must give, as the alphabet tiles them. */
const SAMPLES: Record<string, { roots: string[]; forms: string[] }> = {
  french: { roots: ['maison', 'chanter', 'garçon'], forms: ['MAISONS', 'CHANTERIONS', 'CHANTE', 'GARCONS'] },
  german: { roots: ['Haus', 'gehen', 'schön'], forms: ['HAUS', 'HÄUSER', 'GEHEN', 'SCHÖNE'] },
  dutch: { roots: ['huis', 'lopen', 'fiets'], forms: ['HUIZEN', 'LOPEN', 'FIETSEN'] },
  polish: { roots: ['dom', 'pisać', 'źdźbło'], forms: ['DOMACH', 'PISAĆ', 'ŹDŹBŁA'] },
  norwegian: { roots: ['hus', 'skrive', 'bål'], forms: ['HUSET', 'SKRIVER', 'BÅLET'] },
  swedish: { roots: ['hus', 'skriva', 'öga'], forms: ['HUSET', 'SKRIVER', 'ÖGAT'] },
  slovene: { roots: ['pisati', 'smrt'], forms: ['PISATI', 'SMRT', 'SMRTI'] },
};

describe('hunspell recipes on a sample of each dictionary', () => {
  for (const [name, sample] of Object.entries(SAMPLES)) {
    it(`${name}: forms expanded, names and abbreviations filtered and reported, the rest tiled`, async () => {
      const r = recipe(name);
      if (r.source.kind !== 'hunspell') throw new Error(`${name} is not a hunspell recipe`);
      const pkg = packageDir(r.source.package);
      const lines = readFileSync(join(pkg, r.source.dic), 'utf8').split('\n').slice(1).filter((l) => l.length > 0);
      const chosen = lines.filter((l) => sample.roots.includes(l.split('/')[0]!));
      expect(chosen.length, `${name}: the chosen roots are in the dictionary`).toBeGreaterThanOrEqual(sample.roots.length);
      const roots = [...lines.slice(0, 200), ...chosen];
      const dic = join(dir, `${name}.dic`);
      writeFileSync(dic, `${roots.length}\n${roots.join('\n')}\n`);

      const forms = await expandHunspell(join(pkg, r.source.aff), dic, hunspellOptions(r.source));
      const alphabet = alphabetById(r.alphabet)!;
      const tiled = tileWords(forms.words, alphabet);
      const words = new Set(tiled.tiles.map((w) => alphabet.render(w)));
      for (const f of sample.forms) expect(words.has(f), `${name}: ${f}`).toBe(true);
      // The first roots of a dictionary are digits, abbreviations and names: some are filtered,
      // and every filtered form is counted under one reason, with examples.
      expect(forms.filtered.total, name).toBeGreaterThan(0);
      const counted = Object.values(forms.filtered.byReason).reduce((s, x) => s + x.count, 0);
      expect(counted).toBe(forms.filtered.total);
      for (const w of forms.words) {
        expect(/[\d'’-]/.test(w), `${name}: ${w}`).toBe(false);
        const tail = r.source.initialCapitals ? [...w].slice(1).join('') : w;
        expect(tail, `${name}: ${w}`).toBe(tail.toLowerCase());
      }
      // Whatever the alphabet cannot tile is reported, not lost.
      expect(tiled.tiles.length + tiled.rejected.total).toBe(forms.words.length);
    });
  }

  it('German keeps its nouns, capitalised at the start only, and drops mixed case', async () => {
    const r = recipe('german');
    if (r.source.kind !== 'hunspell') throw new Error('german is not a hunspell recipe');
    const pkg = packageDir(r.source.package);
    const dic = join(dir, 'german-nouns.dic');
    writeFileSync(dic, '3\nHaus/Tpmij\nGmbH\nBerlinerIn\n');
    const forms = await expandHunspell(join(pkg, r.source.aff), dic, hunspellOptions(r.source));
    expect(forms.words).toContain('Häuser');
    expect(forms.filtered.byReason[formFilters.capital]!.count).toBe(2);
  });
});
