// Word categories from the apertium analysers (lt-proc), the word index they are stored by, and
// the games that use them (ZomBigrama, TaBugrama's lemmas, the category bonuses of Buscador).
// Rule C of Verbàlia (the Verbàlia rulebook) gives the examples; where the analyser lacks the dictionary's
// entry the test is marked as failing (it.fails), as --help says.

import { beforeAll, describe, expect, it } from 'vitest';
import { catalan, english, spanish } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { LexiconGraph } from '../../src/lexicon/graph.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import {
  CAT, type CategoryIndex, checkAnalyser, classifyAnalysis, DawgWordIndex, ensureCategories, restoreCharsXml,
} from '../../src/party/categories.js';
import { sayWord } from '../../src/party/enigmarius.js';
import { tabugrama } from '../../src/party/goodLetters.js';
import { zombigrama } from '../../src/party/letterGames.js';
import { buscador, xavograma } from '../../src/party/regions.js';
import { randomInt, rng } from '../helpers.js';
import { analyserMissing } from './analyser.js';

describe('categories of an analysis', () => {
  const bits = (analysis: string, word: string) => classifyAnalysis(analysis, catalan.tokenize(word), catalan);

  it('verbs: any form, the infinitive marked, participles marked', () => {
    expect(bits('perdre<vblex><inf>', 'PERDRE')).toBe(CAT.verb | CAT.infinitive);
    expect(bits('ser<vbser><inf>', 'SER')).toBe(CAT.verb | CAT.infinitive);
    expect(bits('poder<vbmod><inf>', 'PODER')).toBe(CAT.verb | CAT.infinitive);
    expect(bits('perdre<vblex><pri><p1><sg>', 'PERDO') & (CAT.infinitive | CAT.nounLemma)).toBe(0);
    expect(bits('menjar<vblex><pp><m><sg>', 'MENJAT')).toBe(CAT.verb | CAT.participle | CAT.masculine | CAT.singular);
  });

  it('nouns: plural and feminine forms are not lemmas, unless the feminine is its own lemma', () => {
    expect(bits('actor<n><m><sg>', 'ACTOR')).toBe(CAT.noun | CAT.nounLemma | CAT.masculine | CAT.singular);
    expect(bits('actor<n><m><pl>', 'ACTORS')).toBe(CAT.noun | CAT.masculine | CAT.plural);
    expect(bits('casa<n><f><sg>', 'CASA') & CAT.nounLemma).toBeTruthy();
    expect(bits('sastre<n><f><sg>', 'SASTRESSA') & CAT.nounLemma).toBe(0);
  });

  it('adjectives: only the masculine (or invariable) singular is the lemma', () => {
    expect(bits('cert<adj><m><sg>', 'CERT') & CAT.adjectiveLemma).toBeTruthy();
    expect(bits('cert<adj><f><sg>', 'CERTA')).toBe(CAT.adjective | CAT.feminine | CAT.singular);
    expect(bits('cert<adj><m><pl>', 'CERTS') & CAT.adjectiveLemma).toBe(0);
    expect(bits('gran<adj><mf><sg>', 'GRAN') & CAT.adjectiveLemma).toBeTruthy();
  });

  it('other categories are lemmas in the form of their lemma; joined analyses count for nothing', () => {
    expect(bits('bé<adv>', 'BE')).toBe(CAT.otherLemma);
    expect(bits('cert<det><ind><f><sg>', 'CERTA')).toBe(0);
    expect(bits('de<pr>+el<det><def><m><sg>', 'DEL')).toBe(0);
  });
});

describe('the analyser', () => {
  it('is named with the packages that install it when missing', () => {
    const analyser = { debian: 'apertium-spa-cat', file: '/nonexistent/cat-spa.automorf.bin', licence: '' };
    expect(() => checkAnalyser(analyser, '')).toThrow(/lt-proc \(package lttoolbox\) and \/nonexistent.*apt-get install lttoolbox apertium-spa-cat/);
    try {
      checkAnalyser(analyser, '');
    } catch (e) {
      expect(e).toMatchObject({ code: 'missing-analyser', exitCode: 2 });
    }
  });

  it('restores the marks the alphabet folds (Spanish: a may be á; u, ú or ü)', () => {
    const xml = restoreCharsXml(spanish);
    expect(xml).toContain('<char value="a"><restore-char value="á"/></char>');
    expect(xml).toContain('<char value="u"><restore-char value="ú"/><restore-char value="ü"/></char>');
  });
});

describe('word index in DAWG order', () => {
  it('gives each word its position in LexiconGraph.words() order, and -1 to non-words', () => {
    const words = ['A', 'AB', 'ABC', 'ABD', 'B', 'BA', 'BCD', 'CAB', 'CAD', 'D'].map((w) => english.tokenize(w));
    const graph = new LexiconGraph(compileLexicon(words, { gaddag: false }).entries);
    const index = new DawgWordIndex(graph.entries, graph.dawgRoot);
    expect(index.total).toBe(10);
    [...graph.words()].forEach((w, i) => expect(index.indexOf(w)).toBe(i));
    for (const w of ['AC', 'ABCD', 'C', 'CA', 'DA']) expect(index.indexOf(english.tokenize(w)), w).toBe(-1);
  });
});

describe.skipIf(analyserMissing('catalan'))('categories of the catalan lexicon', () => {
  let ca: Engine;
  let cats: CategoryIndex;
  beforeAll(async () => {
    ca = new Engine(await ensureLexicon('catalan'));
    cats = await ensureCategories(ca.lexicon); // built once (a minute), then read from lexicons/cache
  }, 300_000);

  const is = (w: string, c: 'noun' | 'adjective' | 'verb') => cats.inCategory(catalan.tokenize(w), c, true);
  const lemma = (w: string) => cats.isLemma(catalan.tokenize(w));

  it('indexes every word and agrees with the DAWG order on a sample', () => {
    const words = [...ca.lexicon.graph.words()];
    expect(cats.header.words).toBe(words.length);
    const r = rng(7);
    const index = new DawgWordIndex(ca.lexicon.graph.entries, ca.lexicon.graph.dawgRoot);
    for (let k = 0; k < 2000; k++) {
      const i = randomInt(r, words.length);
      expect(index.indexOf(words[i]!)).toBe(i);
    }
  });

  // Rule C: "only those adjectives that are participles are accepted when they have an adjective
  // entry in the dictionary (DESAFINAT yes, DIBUIXAT no)".
  it('rule C: DIBUIXAT, only a participle, is not an adjective', () => expect(is('DIBUIXAT', 'adjective')).toBe(false));
  it.fails('rule C: DESAFINAT is an adjective (the analyser has only the participle)', () => {
    expect(is('DESAFINAT', 'adjective')).toBe(true);
  });

  // "The same criterion applies to participles and nominalised infinitives (DESCOBERT and BEURE
  // yes, DESPLEGAT and PIXAR no, MENJADA yes but MENJAT no)": whether each is a noun.
  it('rule C: DESCOBERT is a noun; DESPLEGAT, PIXAR and MENJAT are not', () => {
    expect(is('DESCOBERT', 'noun')).toBe(true);
    for (const w of ['DESPLEGAT', 'PIXAR', 'MENJAT']) expect(is(w, 'noun'), w).toBe(false);
  });
  it.fails('rule C: BEURE is a noun (the analyser has only the verb)', () => expect(is('BEURE', 'noun')).toBe(true));
  it.fails('rule C: MENJADA is a noun (the analyser has only the participle)', () => expect(is('MENJADA', 'noun')).toBe(true));

  it('verbs without a conjugation model of their own are verbs, in the infinitive', () => {
    for (const w of ['ANAR', 'SER', 'FER', 'DIR', 'ESTAR', 'DONAR', 'TENIR', 'PODER', 'PERDRE', 'DORMIR', 'VEURE']) {
      expect(is(w, 'verb'), w).toBe(true);
    }
  });

  it('ZomBigrama PRD: PERDRE is a verb, not a noun', () => {
    const words = (category: 'noun' | 'verb') => zombigrama(ca, { letters: 'PRD', category, limit: Infinity }).map((a) => a.word);
    expect(words('noun')).not.toContain('PERDRE');
    expect(words('verb')).toContain('PERDRE');
  });

  it('plural and feminine forms are not lemmas; their lemmas are known', () => {
    for (const w of ['ACTORS', 'CERTA', 'CERTS', 'SENTO']) expect(lemma(w), w).toBe(false);
    for (const w of ['ACTOR', 'CERT', 'SENTIR']) expect(lemma(w), w).toBe(true);
    expect(cats.lemmasOf(catalan.tokenize('ACTORS'))).toEqual(['actor']);
    // PERDO is PERDÓ, a noun, as accents do not count (rule N), besides a form of PERDRE.
    expect(cats.lemmasOf(catalan.tokenize('PERDO')).sort()).toEqual(['perdre', 'perdó']);
    expect(is('PERDO', 'noun')).toBe(true);
  });

  it('ZomBigrama lists only infinitives for verbs, and lemmas for nouns', () => {
    const verbs = zombigrama(ca, { letters: 'BRN', category: 'verb', limit: 50 });
    expect(verbs.length).toBe(50);
    for (const a of verbs) expect(cats.bitsOf(catalan.tokenize(a.word)) & CAT.infinitive, a.word).toBeTruthy();
    for (const a of zombigrama(ca, { letters: 'BRN', category: 'noun', limit: 50 })) {
      expect(cats.bitsOf(catalan.tokenize(a.word)) & CAT.nounLemma, a.word).toBeTruthy();
    }
  });

  it('TaBugrama keeps lemmas unless asked for every form: no ACTORS, CERTA, CERTS', () => {
    const lemmas = tabugrama(ca, { good: 'AEIRSTNLOC', bad: 'MPBU', limit: Infinity });
    for (const a of lemmas.slice(0, 200)) expect(lemma(a.word), a.word).toBe(true);
    const words = lemmas.map((a) => a.word);
    for (const w of ['ACTORS', 'CERTA', 'CERTS', 'SENTO']) expect(words).not.toContain(w);
    expect(words).toContain('ACTOR');
    const forms = tabugrama(ca, { good: 'AEIRSTNLOC', bad: 'MPBU', allForms: true, limit: Infinity }).map((a) => a.word);
    expect(forms).toContain('ACTORS');
  });

  it('Buscador: MODULES, a verb form in a verb region ×2, first word, scores (15 + 5) × 2 = 40', () => {
    const found = buscador(ca, { letters: 'DEMOUSL', category: 'verb', multiplier: 2, first: true });
    expect(found[0]).toMatchObject({ word: 'MODULES', score: 40 });
    const x = xavograma(ca, { letters: 'MODULS', regions: [{ letter: 'E', category: 'verb', multiplier: 2 }], limit: 100 });
    expect(x.find((a) => a.word === 'MODULES')).toMatchObject({ score: (7 + 5) * 2 });
  });
});

describe.skipIf(analyserMissing('spanish'))('categories of the spanish lexicon (accents restored)', () => {
  let cats: CategoryIndex;
  beforeAll(async () => {
    cats = await ensureCategories(await ensureLexicon('spanish'));
  }, 300_000);

  it('analyses the list\'s unaccented words as their accented spellings', () => {
    const w = (s: string) => spanish.tokenize(s);
    expect(cats.inCategory(w('ARBOL'), 'noun', true)).toBe(true);
    expect(cats.lemmasOf(w('ARBOL'))).toEqual(['árbol']);
    expect(cats.inCategory(w('CANTAR'), 'verb', true)).toBe(true);
    expect(cats.inCategory(w('CANCIONES'), 'noun', false)).toBe(true);
    expect(cats.isLemma(w('CANCIONES'))).toBe(false);
    expect(cats.inCategory(w('PINGUINO'), 'noun', true)).toBe(true);
  });

  it('Enigmàrius: a 9-letter adjective with an E is not TEMERARIO, which has two', async () => {
    const es = new Engine(await ensureLexicon('spanish'));
    const adjectives = (condition: Parameters<typeof sayWord>[1]['condition']) =>
      sayWord(es, { condition: { length: '9', ...condition }, side: 'vowels', category: 'adjective', limit: Infinity }).map((a) => a.word);
    const one = adjectives({ exactly: { E: 1 } });
    expect(one).not.toContain('TEMERARIO');
    expect(one).toContain('ALEATORIO');
    expect(adjectives({ with: 'E' })).toContain('TEMERARIO');
    for (const w of one.slice(0, 100)) expect(cats.inCategory(spanish.tokenize(w), 'adjective', false), w).toBe(true);
  });
});
