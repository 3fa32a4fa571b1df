// Syllable-tile queries: the seed's examples, and combine / bridge against brute-force scans
// that share no code with them (text-level joins, the word list, syllabify's own strings).

import { beforeAll, describe, expect, it } from 'vitest';
import { catalan } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { bridge, type BridgedWord, combine, type CombinedWord } from '../../src/query/syllables.js';
import { syllabify } from '../../src/syllables/catalan.js';
import { ensureSyllableView, type SyllableView } from '../../src/syllables/lexiconView.js';
import { randomInt, rng } from '../helpers.js';

let engine: Engine;
let view: SyllableView;
/** Every word of the lexicon as its tiles render (COL·LECCIO), as a Set, and its letters (colleccio). */
let words: string[];
let wordSet: Set<string>;
let wordLetters: string[];
beforeAll(async () => {
  const lex = await ensureLexicon('catalan');
  view = await ensureSyllableView(lex);
  engine = new Engine(lex);
  words = [];
  for (const w of lex.graph.words()) words.push(catalan.render(w));
  wordSet = new Set(words);
  wordLetters = words.map((w) => letters(w));
});

const wordsOf = (r: { word: string }[]) => r.map((w) => w.word);
/** Letters of a text: lowercase, accents folded, no middle dot. */
const letters = (text: string) => catalan.normalize(text).toLowerCase().replaceAll('·', '');
/** Whether a spelling's own syllables (syllabify's strings) are exactly these pieces' letters. */
const splitAs = (spelling: string, pieces: string[]) =>
  syllabify(spelling).map(letters).join('|') === pieces.map(letters).join('|');

describe('combine: the seed examples', () => {
  it('with DA: ALADA, DARÉ, DAVEN, VENDA', () => {
    const found = wordsOf(combine(engine, ['A', 'LA', 'DA', 'RE', 'VEN']));
    expect(found).toEqual(expect.arrayContaining(['ALADA', 'DARE', 'DAVEN', 'VENDA']));
    const dare = combine(engine, ['DA', 'RE']);
    expect(dare).toEqual([{ word: 'DARE', syllables: ['DA', 'RE'], spellings: ['daré'] }]);
    expect(combine(engine, ['VEN', 'DA'])).toEqual([
      { word: 'DAVEN', syllables: ['DA', 'VEN'], spellings: ['daven'] },
      { word: 'VENDA', syllables: ['VEN', 'DA'], spellings: ['venda', 'vénda'] },
    ]);
  });

  it('with REN: RENTA, RENTI, TIREN, TAREN, ESTIREN, RETIREN, COTAREN, ESCOTAREN, ACOTAREN', () => {
    const found = wordsOf(combine(engine, ['REN', 'TA', 'TI', 'ES', 'RE', 'CO', 'A'], { max: 4 }));
    expect(found).toEqual(expect.arrayContaining(
      ['RENTA', 'RENTI', 'TIREN', 'TAREN', 'ESTIREN', 'RETIREN', 'COTAREN', 'ESCOTAREN', 'ACOTAREN']));
  });

  it('PER + O does not make PERÒ, CIM + ES does not make CIMES (but do with --loose)', () => {
    expect(wordsOf(combine(engine, ['PER', 'O']))).not.toContain('PERO');
    expect(wordsOf(combine(engine, ['CIM', 'ES']))).toEqual([]);
    expect(wordsOf(combine(engine, ['PER', 'O'], { syllabic: false }))).toContain('PERO');
    expect(wordsOf(combine(engine, ['CIM', 'ES'], { syllabic: false }))).toContain('CIMES');
    expect(wordsOf(combine(engine, ['PE', 'RO']))).toContain('PERO');
  });

  it('each tile once: CASA and SACA, not CASACA; RARA only from two RA tiles', () => {
    expect(wordsOf(combine(engine, ['CA', 'SA']))).toEqual(['CASA', 'SACA']);
    expect(wordsOf(combine(engine, ['RA']))).toEqual([]);
    expect(combine(engine, ['RA', 'RA'])).toEqual([{ word: 'RARA', syllables: ['RA', 'RA'], spellings: ['rara'] }]);
  });

  it('two Ls at a junction may make L·L: COL + LEC + CI + O', () => {
    const found = combine(engine, ['COL', 'LEC', 'CI', 'O'], { max: 4 });
    expect(found[0]).toEqual({ word: 'COL·LECCIO', syllables: ['COL', 'LEC', 'CI', 'O'], spellings: ['col·lecció'] });
  });

  it('checks its input', () => {
    expect(() => combine(engine, ['CA', 'R'])).toThrow(/"R" has no vowel/);
    expect(() => combine(engine, ['CA', 'K'])).toThrow(/no K tile/);
    expect(() => combine(engine, ['CA', 'SA'], { max: 9 })).toThrow(/max/);
  });
});

/** Syllables of real words, so random sets make words. */
function syllablePool(): string[] {
  const r = rng(5);
  const pool = new Set<string>();
  while (pool.size < 60) {
    const w = words[randomInt(r, words.length)]!;
    for (const s of syllabify(view.spellings(catalan.tokenize(w))[0]!)) {
      const t = catalan.render(catalan.tokenize(s));
      if (!t.includes('L·L')) pool.add(t);
    }
  }
  return [...pool].filter((s) => s.length <= 4);
}

describe('combine vs brute force', () => {
  /** Every ordered choice of 2–3 tiles, joined as text (an L + L junction also as L·L). */
  function referenceCombine(syllables: string[]): string[] {
    const out = new Set<string>();
    const choose = (order: number[]) => {
      if (order.length >= 2) {
        const pieces = order.map((i) => syllables[i]!);
        let texts = [pieces[0]!];
        for (const p of pieces.slice(1)) {
          texts = texts.flatMap((t) => (t.endsWith('L') && p.startsWith('L') ? [t + p, `${t}·${p}`] : [t + p]));
        }
        for (const text of texts) {
          if (!wordSet.has(text)) continue;
          const spellings = view.spellings(catalan.tokenize(text)).filter((s) => splitAs(s, pieces));
          if (spellings.length) out.add(`${text}|${pieces.join('+')}|${spellings.join(',')}`);
        }
      }
      if (order.length === 3) return;
      for (let i = 0; i < syllables.length; i++) if (!order.includes(i)) choose([...order, i]);
    };
    choose([]);
    return [...out].sort();
  }
  const keyOf = (w: CombinedWord) => `${w.word}|${w.syllables.join('+')}|${w.spellings.join(',')}`;

  it('random syllable sets', () => {
    const pool = syllablePool();
    const r = rng(11);
    let total = 0;
    for (let c = 0; c < 40; c++) {
      const set = Array.from({ length: 3 + randomInt(r, 5) }, () => pool[randomInt(r, pool.length)]!);
      if (c % 4 === 0) set.push('COL', 'LEC', 'LA');
      const expected = referenceCombine(set);
      expect(combine(engine, set).map(keyOf).sort(), set.join(' ')).toEqual(expected);
      total += expected.length;
    }
    expect(total).toBeGreaterThan(40); // the sets do make words
  });
});

describe('bridge', () => {
  it('Oscíl·laB: CA ? SA, either syllable first', () => {
    const found = bridge(engine, 'CA', 'SA');
    expect(wordsOf(found)).toEqual(expect.arrayContaining(['CAUSA', 'CAPSA', 'CASSA']));
    expect(found.find((w) => w.word === 'CAUSA')).toEqual({ word: 'CAUSA', readings: [['CA', 'U', 'SA']], spellings: ['causa', 'causà'] });
  });

  it('an L between makes L·L with a neighbouring L: CE + L + LA = CEL·LA', () => {
    expect(wordsOf(bridge(engine, 'CE', 'LA'))).toContain('CEL·LA');
    expect(bridge(engine, 'CEL', 'A').find((w) => w.word === 'CEL·LA')?.readings).toEqual([['CEL', 'L', 'A']]);
  });

  it('Aparellasíl·laB: one more letter, and rule P keeps both syllables', () => {
    const found = bridge(engine, 'CA', 'SA', { extra: 1, syllabic: true });
    expect(found.find((w) => w.word === 'CAMISA')).toEqual({ word: 'CAMISA', readings: [['CA', 'M', 'I', 'SA']], spellings: ['camisa'] });
    expect(wordsOf(found)).not.toContain('CAUSA'); // cau-sa: CA is not a syllable (and one letter only)
  });
});

describe('bridge vs a scan of the word list', () => {
  const LETTER = '?';
  /**
   * Every reading of a word as the pieces, found on its letters: a syllable matches its letters
   * starting and ending on a tile edge or inside an L·L; a free letter is one tile other than
   * L·L, or one half of an L·L.
   */
  function readings(tiles: Uint8Array, shape: string[]): string[][] {
    const word = letters(catalan.render(tiles));
    const edge = new Set<number>(), llMiddle = new Set<number>();
    const tileAt = new Map<number, string>();
    let at = 0;
    for (const t of tiles) {
      const text = catalan.tiles[t]!;
      edge.add(at);
      tileAt.set(at, text);
      if (text === 'L·L') llMiddle.add(at + 1);
      at += letters(text).length;
    }
    edge.add(at);
    const cut = (p: number) => edge.has(p) || llMiddle.has(p);
    const out: string[][] = [];
    const go = (k: number, p: number, read: string[]) => {
      if (k === shape.length) {
        if (p === word.length) out.push(read);
        return;
      }
      if (shape[k] === LETTER) {
        if (llMiddle.has(p) || llMiddle.has(p + 1)) go(k + 1, p + 1, [...read, 'L']);
        else if (edge.has(p) && tileAt.get(p) !== undefined && tileAt.get(p) !== 'L·L') {
          const text = tileAt.get(p)!;
          go(k + 1, p + letters(text).length, [...read, text]);
        }
        return;
      }
      const piece = letters(shape[k]!);
      const end = p + piece.length;
      if (!cut(p) || !cut(end) || word.slice(p, end) !== piece) return;
      for (let i = p + 1; i < end; i++) if (llMiddle.has(i)) return; // an L·L inside a syllable tile
      go(k + 1, end, [...read, shape[k]!]);
    };
    go(0, 0, []);
    return out;
  }

  /** The answers without and with rule P, from one scan. */
  function referenceBridge(a: string, b: string, extra: 0 | 1): [BridgedWord[], BridgedWord[]] {
    const shapes: string[][] = [];
    for (const [x, y] of a === b ? [[a, b]] : [[a, b], [b, a]]) {
      if (extra === 0) shapes.push([x!, LETTER, y!]);
      else shapes.push([LETTER, x!, LETTER, y!], [x!, LETTER, LETTER, y!], [x!, LETTER, y!, LETTER]);
    }
    const la = letters(a), lb = letters(b);
    const out: [BridgedWord[], BridgedWord[]] = [[], []];
    words.forEach((word, i) => {
      const w = wordLetters[i]!;
      if (w.length < la.length + lb.length + 1 || w.length > la.length + lb.length + 2 * (extra + 1)) return;
      if (!w.includes(la) || !w.includes(lb)) return;
      const tiles = catalan.tokenize(word);
      [false, true].forEach((syllabic, k) => {
        const found: string[][] = [];
        const spellings = new Set<string>();
        for (const shape of shapes) {
          for (const read of readings(tiles, shape)) {
            const keep = view.spellings(tiles).filter((s) => !syllabic || syllablesAt(s, shape, read));
            if (keep.length === 0) continue;
            if (!found.some((f) => f.join('+') === read.join('+'))) found.push(read);
            keep.forEach((s) => spellings.add(s));
          }
        }
        if (found.length) out[k]!.push({ word, readings: found, spellings: view.spellings(tiles).filter((s) => spellings.has(s)) });
      });
    });
    return out;
  }

  /** Whether the syllable pieces of a reading are whole syllables of the spelling (syllabify's strings). */
  function syllablesAt(spelling: string, shape: string[], read: string[]): boolean {
    const ends = new Map<number, number>();
    let at = 0;
    for (const s of syllabify(spelling)) ends.set(at, (at += letters(s).length));
    at = 0;
    return read.every((piece, k) => {
      const start = at;
      at += letters(piece).length;
      return shape[k] === LETTER || ends.get(start) === at;
    });
  }

  const norm = (list: BridgedWord[]) => list.map((w) => ({ ...w, readings: [...w.readings].sort() })).sort((x, y) => (x.word < y.word ? -1 : 1));

  it('fixed and random pairs, extra 0 and 1, with and without rule P', () => {
    const pool = syllablePool();
    const r = rng(23);
    const pairs: [string, string][] = [['CA', 'SA'], ['CE', 'LA'], ['CEL', 'A'], ['QUE', 'NYA'], ['RA', 'RA'], ['CO', 'LA']];
    while (pairs.length < 16) pairs.push([pool[randomInt(r, pool.length)]!, pool[randomInt(r, pool.length)]!]);
    let total = 0;
    for (const [a, b] of pairs) {
      for (const extra of [0, 1] as const) {
        const expected = referenceBridge(a, b, extra);
        [false, true].forEach((syllabic, k) => {
          expect(norm(bridge(engine, a, b, { extra, syllabic })), `${a} ${b} extra ${extra} syllabic ${syllabic}`)
            .toEqual(norm(expected[k]!));
          total += expected[k]!.length;
        });
      }
    }
    expect(total).toBeGreaterThan(100);
  });
});
