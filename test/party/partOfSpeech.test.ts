// Part of speech from dictionary-ca's affix classes, the word index it is stored by, and the
// games that use it (ZomBigrama, TaBugrama's lemmas, the category bonuses of Buscador).

import { beforeAll, describe, expect, it } from 'vitest';
import { catalan, english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { LexiconGraph } from '../../src/lexicon/graph.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { tabugrama } from '../../src/party/goodLetters.js';
import { zombigrama } from '../../src/party/letterGames.js';
import {
  classifyForm, DawgWordIndex, ensurePartOfSpeech, type PartOfSpeechIndex, POS,
} from '../../src/party/partOfSpeech.js';
import { buscador, xavograma } from '../../src/party/regions.js';
import { randomInt, rng } from '../helpers.js';

describe('classes of a form', () => {
  it('conjugation models make verbs; the root is the infinitive', () => {
    expect(classifyForm('cantar/00', '')).toBe(POS.infinitive | POS.verb);
    expect(classifyForm('cantar/00', ' 00')).toBe(POS.verb);
    expect(classifyForm('modular/0F', ' 0F')).toBe(POS.verb);
  });

  it('other roots are lemmas; their classes make inflected forms; gender classes are marked', () => {
    expect(classifyForm('casa/_E', '')).toBe(POS.lemma | POS.nominal);
    expect(classifyForm('casa/_E', ' _E')).toBe(POS.nominal);
    expect(classifyForm('gat/_F', '')).toBe(POS.lemma | POS.nominal | POS.gendered);
    expect(classifyForm('gat/_F', ' _F')).toBe(POS.nominal | POS.gendered);
    expect(classifyForm('sastre', '')).toBe(POS.lemma | POS.nominal);
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

describe('part of speech of the catalan lexicon', () => {
  let ca: Engine;
  let pos: PartOfSpeechIndex;
  beforeAll(async () => {
    ca = new Engine(await ensureLexicon('catalan'));
    pos = await ensurePartOfSpeech(ca.lexicon); // built once (seconds), then read from lexicons/cache
  }, 300_000);

  const classes = (w: string) => pos.classesOf(catalan.tokenize(w));

  it('indexes every word and agrees with the DAWG order on a sample', () => {
    const words = [...ca.lexicon.graph.words()];
    expect(pos.header.words).toBe(words.length);
    const r = rng(7);
    const index = new DawgWordIndex(ca.lexicon.graph.entries, ca.lexicon.graph.dawgRoot);
    for (let k = 0; k < 2000; k++) {
      const i = randomInt(r, words.length);
      expect(index.indexOf(words[i]!)).toBe(i);
    }
  });

  it('tells infinitives, verb forms, lemmas and inflected forms', () => {
    expect(classes('CANTAR') & POS.infinitive).toBeTruthy();
    expect(classes('CANTAVEM') & POS.verb).toBeTruthy();
    expect(classes('CANTAVEM') & (POS.infinitive | POS.lemma)).toBe(0);
    expect(classes('MODULES') & POS.verb).toBeTruthy();
    expect(classes('GAT') & POS.lemma).toBeTruthy();
    expect(classes('GATES') & POS.lemma).toBe(0);
    expect(classes('BLANC') & POS.gendered).toBeTruthy();
    expect(classes('SASTRESSA') & POS.lemma).toBeTruthy();
    expect(pos.header.counts.infinitive).toBeGreaterThan(5000);
  });

  it('ZomBigrama lists only infinitives for verbs, and lemmas for nouns', () => {
    const verbs = zombigrama(ca, { letters: 'BRN', category: 'verb', limit: 50 });
    expect(verbs.length).toBe(50);
    for (const a of verbs) expect(classes(a.word) & POS.infinitive, a.word).toBeTruthy();
    for (const a of zombigrama(ca, { letters: 'BRN', category: 'noun', limit: 50 })) {
      expect(classes(a.word) & POS.lemma, a.word).toBeTruthy();
    }
  });

  it('TaBugrama keeps lemmas unless asked for every form', () => {
    const lemmas = tabugrama(ca, { good: 'AEIRSTNLOC', bad: 'MPBU', limit: 100 });
    for (const a of lemmas) expect(pos.isLemma(catalan.tokenize(a.word)), a.word).toBe(true);
    const forms = tabugrama(ca, { good: 'AEIRSTNLOC', bad: 'MPBU', allForms: true, limit: 100 });
    expect(forms.some((a) => !pos.isLemma(catalan.tokenize(a.word)))).toBe(true);
  });

  it('Buscador: MODULES, a verb form in a verb region ×2, first word, scores (15 + 5) × 2 = 40', () => {
    const found = buscador(ca, { letters: 'DEMOUSL', category: 'verb', multiplier: 2, first: true });
    expect(found[0]).toMatchObject({ word: 'MODULES', score: 40 });
    const x = xavograma(ca, { letters: 'MODULS', regions: [{ letter: 'E', category: 'verb', multiplier: 2 }], limit: 100 });
    expect(x.find((a) => a.word === 'MODULES')).toMatchObject({ score: (7 + 5) * 2 });
  });
});
