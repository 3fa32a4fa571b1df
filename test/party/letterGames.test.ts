// The letter-set games: the rulebooks' examples, and each game's scoring rule recomputed by hand or
// against the brute-force reference filter over the whole word list.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { ANY_LENGTH, type PartyAnswer } from '../../src/party/answers.js';
import { crucigramarius, sayWord } from '../../src/party/enigmarius.js';
import { tabugrama, votagrama } from '../../src/party/goodLetters.js';
import {
  anagrams, barrejagrama, blufigrama, brodasillab, chainWord, doblograma, extendWord, vocaligrama,
} from '../../src/party/letterGames.js';
import { buscador, parseRegion, xavograma } from '../../src/party/regions.js';
import { resolveQuery, syllableFilter } from '../../src/query/constraint.js';
import { unitAlphabet } from '../../src/query/units.js';
import { referenceConstraint } from '../../src/reference/constraint.js';
import { ensureSyllableView } from '../../src/syllables/lexiconView.js';

let ca: Engine;
let es: Engine;
let caWords: Uint8Array[];
beforeAll(async () => {
  ca = new Engine(await ensureLexicon('catalan'));
  es = new Engine(await ensureLexicon('spanish'));
  caWords = [...ca.lexicon.graph.words()];
}, 300_000);

const ALL = Number.POSITIVE_INFINITY;
const words = (answers: PartyAnswer[]) => answers.map((a) => a.word);
/** Letters of a word as text, one character per letter (L·L → LL). */
const lettersOf = (engine: Engine, word: string) => {
  const units = unitAlphabet(engine.alphabet, 'letters');
  return units.render(units.unitsOf(engine.alphabet.tokenize(word)));
};
const count = (text: string, ch: string) => [...text].filter((c) => c === ch).length;
/** The answers sharing the best score (and key) of a ranked list. */
const best = (answers: PartyAnswer[]) => answers.filter((a) => a.score === answers[0]!.score && a.note === answers[0]!.note);

describe('the Verbàlia rulebook\'s examples', () => {
  it('Barrejagrama: AAEELLMRV → MERAVELLA', () => {
    const found = barrejagrama(ca, { letters: 'AAEELLMRV' });
    expect(words(found)).toContain('MERAVELLA');
    for (const a of found) expect([...lettersOf(ca, a.word)].sort().join('')).toBe('AAEELLMRV');
  });

  it('Barrejagrama: "a word of between eight and twelve letters", counted as written; Enigmàrius anagrams any length', () => {
    expect(() => barrejagrama(ca, { letters: 'ROSA' })).toThrow(/^letters "ROSA": 4 letters; Barrejagrama lays out a word of 8 to 12 letters/);
    expect(() => barrejagrama(ca, { letters: 'AAEELLMRVAAEE' })).toThrow(/13 letters/);
    // COL·LECTA: 8 letters (L·L is two), 7 tiles: a Barrejagrama word with either unit.
    expect(() => barrejagrama(ca, { letters: 'COL·LECTA', unit: 'tiles' })).not.toThrow();
    expect(() => barrejagrama(ca, { letters: 'COL·LECT' })).toThrow(/7 letters/);
    expect(words(anagrams(ca, { letters: 'ROSA' }))).toContain('ROSA');
  });

  it('Blufigrama: Anna (L C E S) finds MESCLEM among the best; Carles (O A R S) could have won with SOMIAREM', () => {
    const anna = blufigrama(ca, { own: 'LCES', common: 'MMDEI', limit: ALL });
    expect(words(best(anna))).toContain('MESCLEM');
    expect(anna[0]).toMatchObject({ letters: 7, note: '7 letters, 4 own' });
    const carles = blufigrama(ca, { own: 'OARS', common: 'MMDEI', limit: ALL });
    expect(words(best(carles))).toContain('SOMIAREM');
    expect(carles[0]!.note).toBe('8 letters, 4 own');
    // EMMARIS and MIMADES are 7 letters and do not use the whole easel: ranked below.
    for (const w of ['EMMARIS', 'MIMADES']) {
      const i = words(carles).indexOf(w);
      expect(i, w).toBeGreaterThan(words(carles).indexOf('SOMIAREM'));
      expect(carles[i]!.note).toMatch(/^7 letters, [123] own$/);
    }
  });

  it('Blufigrama ranks as a brute-force scan of the lexicon does', () => {
    const own = 'OARS', common = 'MMDEI';
    // Every word with an entry, one-letter ones too (A, O), as the games take them.
    const q = resolveQuery(ca, { from: own + common, length: ANY_LENGTH });
    const units = q.units;
    const ownCounts = new Map<number, number>();
    for (const u of units.parse(own, 'own')) ownCounts.set(u, (ownCounts.get(u) ?? 0) + 1);
    const keyed = referenceConstraint(caWords, q).map((w) => {
      const c = new Map<number, number>();
      for (const u of units.unitsOf(w)) c.set(u, (c.get(u) ?? 0) + 1);
      let mine = 0;
      for (const [u, k] of c) mine += Math.min(k, ownCounts.get(u) ?? 0);
      return { word: ca.alphabet.render(w), key: units.count(w) * 64 + mine, mine };
    }).filter((x) => x.mine > 0);
    const top = Math.max(...keyed.map((x) => x.key));
    const expected = keyed.filter((x) => x.key === top).map((x) => x.word).sort();
    const got = blufigrama(ca, { own, common, limit: ALL });
    expect(words(got).slice(0, expected.length).sort()).toEqual(expected);
    expect(got.length).toBe(keyed.length);
  });

  it('DoBlograma: the example plays are valid answers, scored one point per letter', () => {
    const plays: [number, string, string[]][] = [
      [1, '', ['DECANTESSIM', 'SIMULTANI']],
      [2, 'D', ['CADERNERA', 'ATARDESSIM']],
      [3, 'DM', ['DEMANARAS', 'DIAMANTINA']],
    ];
    for (const [times, other, examples] of plays) {
      const found = doblograma(ca, { letter: 'A', times, with: other, limit: ALL });
      for (const w of examples) expect(found.find((a) => a.word === w), w).toMatchObject({ score: w.length });
      for (const a of found.slice(0, 50)) {
        expect(count(lettersOf(ca, a.word), 'A')).toBe(times);
        for (const x of other) expect(lettersOf(ca, a.word)).toContain(x);
      }
      expect(found[0]!.score).toBeGreaterThanOrEqual(Math.max(...examples.map((w) => w.length)));
    }
  });

  it('games ranked by length (walked in length bands) rank as a scan sorted by length does', () => {
    const scan = (query: Parameters<typeof resolveQuery>[1], dir: 1 | -1) => {
      const q = resolveQuery(ca, query);
      return referenceConstraint(caWords, q).map((w, i) => ({ w, i, n: q.units.count(w) }))
        .sort((a, b) => dir * (b.n - a.n) || a.i - b.i).map((x) => ca.alphabet.render(x.w));
    };
    expect(words(doblograma(ca, { letter: 'A', times: 2, with: 'D', limit: 30 })))
      .toEqual(scan({ exactly: { A: 2 }, with: 'D' }, 1).slice(0, 30));
    expect(words(chainWord(ca, { game: 'barrinagrama', letters: 'BRN', limit: 30 })))
      .toEqual(scan({ inOrder: 'BRN' }, -1).slice(0, 30));
  });

  it('Vistagrama / ABraçagrama / ReVoltagrama: the table word plus one hand letter, scored by the table', () => {
    const found = extendWord(ca, { game: 'revoltagrama', table: 'PORTES', hand: 'ABCDIJLMNU', limit: ALL });
    expect(words(found)).toEqual(expect.arrayContaining(['APORTES', 'DEPORTS']));
    for (const a of found) {
      const rest = [...lettersOf(ca, a.word)];
      for (const ch of 'PORTES') rest.splice(rest.indexOf(ch), 1);
      expect(rest.length, a.word).toBe(1);
      expect('ABCDIJLMNU').toContain(rest[0]);
      expect(a.score).toBe(7); // ReVoltagrama: 7 letters, 7 points
    }
    const abraca = extendWord(ca, { game: 'abracagrama', table: 'ROSTRES', hand: 'AI', limit: ALL });
    for (const a of abraca) expect(a.score).toBe(9); // ABraçagrama: 8 letters, 9 points
    // Five cards, 2 points: CASA + one card, NY and QU one card of two letters (CANYAS).
    const vista = extendWord(ca, { game: 'vistagrama', table: 'CASA', limit: ALL });
    expect(vista.filter((a) => !(a.score === 2 && (a.letters === 5 || (a.letters === 6 && /NY|QU/.test(a.word)))))).toEqual([]);
  });

  it('the cards (rule L): "there are no tiles ... for Y on its own"; NY and QU are one card each', () => {
    // CANS + Y made NYACS when letters were counted: a lone Y is no card, so no word adds one.
    expect(() => extendWord(ca, { game: 'abracagrama', table: 'CANS', hand: 'Y' })).toThrow(/hand "Y": Y is only a tile inside NY/);
    expect(words(extendWord(ca, { game: 'abracagrama', table: 'CANS', hand: 'Y', unit: 'letters', limit: ALL }))).toContain('NYACS');
    // The NY card adds as one card: ARES + NY makes ANYERS (five cards, 2 points).
    const anyers = extendWord(ca, { game: 'abracagrama', table: 'ARES', hand: 'NY', limit: ALL }).find((a) => a.word === 'ANYERS');
    expect(anyers).toMatchObject({ letters: 6, score: 2, note: '+NY, 5 letters' });
    // L·L is two L cards: an L added next to an L makes L·L (VILA + L: VIL·LA).
    expect(words(extendWord(ca, { game: 'vistagrama', table: 'VILA', hand: 'L', limit: ALL }))).toContain('VIL·LA');
    // Brodasíl·laB adds a card too; Barrejagrama lays cards out.
    expect(words(brodasillab(ca, { syllable: 'CA', letters: 'A', pool: 'NY', limit: ALL }))).toContain('CANYA');
    expect(words(barrejagrama(ca, { letters: 'AAEELLMRV', limit: ALL }))).toContain('MERAVELLA');
  });

  it('Vocaligrama: five vowels, the given start, six letters or more, points by its table', () => {
    const table: Record<number, number> = { 6: 4, 7: 7, 8: 10, 9: 15, 10: 25, 11: 35, 12: 50, 13: 65, 14: 80 };
    const found = vocaligrama(ca, { start: 'T', limit: ALL });
    expect(found.length).toBeGreaterThan(100);
    for (const a of found) {
      const l = lettersOf(ca, a.word);
      expect(l.startsWith('T')).toBe(true);
      for (const v of 'AEIOU') expect(count(l, v), a.word).toBe(1);
      expect(a.score).toBe(table[a.letters] ?? 100);
    }
  });

  it('Vocaligrama: "each player places the five vowels on their easel", so each vowel once, as a scan of the word list finds', () => {
    // One set of vowels per player: MENINGOPOLIRADICULONEURITIS (five Is, four Os) cannot be laid.
    const found = vocaligrama(ca, { start: 'M', limit: ALL });
    expect(words(found)).not.toContain('MENINGOPOLIRADICULONEURITIS');
    const scan = caWords.map((w) => lettersOf(ca, ca.alphabet.render(w)))
      .filter((l) => l.startsWith('M') && l.length >= 6 && [...'AEIOU'].every((v) => count(l, v) === 1));
    expect(found.map((a) => lettersOf(ca, a.word)).sort()).toEqual(scan.sort());
    expect(found[0]!.letters).toBe(Math.max(...scan.map((l) => l.length)));
    // --repeat, the looser reading (a word with the five vowels, any number of each), keeps it.
    const repeat = vocaligrama(ca, { start: 'M', repeat: true, limit: 3 });
    expect(repeat[0]).toMatchObject({ word: 'MENINGOPOLIRADICULONEURITIS', score: 100 });
  });

  it('Brodasíl·laB: RAN + G makes GRAN and RANG', () => {
    const found = words(brodasillab(ca, { syllable: 'RAN', limit: ALL }));
    expect(found).toEqual(expect.arrayContaining(['GRAN', 'RANG']));
    const grown = words(brodasillab(ca, { syllable: 'RAN', letters: 'G', limit: ALL }));
    for (const w of grown) {
      expect(w).toContain('RAN');
      expect(w.length).toBe(5);
      expect(w).toContain('G');
    }
  });

  it('Barrinagrama keeps the order drawn, EnVoltagrama any order, and words said are left out', () => {
    const inOrder = words(chainWord(ca, { game: 'barrinagrama', letters: 'BRN', limit: ALL }));
    const anyOrder = words(chainWord(ca, { game: 'envoltagrama', letters: 'BRN', limit: ALL }));
    expect(inOrder).toContain('BARN');
    expect(anyOrder.length).toBeGreaterThan(inOrder.length);
    expect(inOrder.every((w) => /B.*R.*N/.test(w))).toBe(true);
    expect(anyOrder.some((w) => !/B.*R.*N/.test(w))).toBe(true);
    expect(words(chainWord(ca, { game: 'barrinagrama', letters: 'BRN', exclude: ['barn'], limit: 5 }))).not.toContain('BARN');
  });
});

describe('one-letter words', () => {
  it('"takes any letter they wish and says a word that contains it": A is a word of A (rule B: every entry counts)', () => {
    // Barrinagrama and EnVoltagrama list the shortest first: the one-letter word itself.
    expect(chainWord(ca, { game: 'barrinagrama', letters: 'A', limit: 2 })[0]).toMatchObject({ word: 'A', letters: 1, note: '1 letter' });
    expect(words(chainWord(ca, { game: 'envoltagrama', letters: 'E', limit: 2 }))[0]).toBe('E');
    // DoBlograma's "word that contains the proposed letter only once" and Votagrama's word of good letters.
    expect(words(doblograma(ca, { letter: 'O', times: 1, limit: ALL }))).toContain('O');
    expect(votagrama(ca, { good: 'AEIRSTNLOC', bad: 'MPBU', limit: ALL }).find((a) => a.word === 'I'))
      .toMatchObject({ score: 1, note: '1 good of 1 letter' });
    // Games with a length rule keep it: Vocaligrama 6+, TaBugrama and the regions 4+.
    expect(vocaligrama(ca, { start: 'M', limit: ALL }).every((a) => a.letters >= 6)).toBe(true);
  });
});

describe('LlaVograma', () => {
  it('"a word that contains the two letters and the syllable": the letters are besides the syllable (T + TA: not ABACISTA)', async () => {
    await ensureSyllableView(ca.lexicon);
    const found = words(chainWord(ca, { game: 'llavograma', letters: 'T', syllable: 'TA', limit: ALL }));
    expect(found).not.toContain('ABACISTA');
    expect(found).toEqual(expect.arrayContaining(['TATA', 'TETA']));
    // A scan of the word list: TA a syllable of the word, and a T more than TA's own.
    const isSyllable = syllableFilter(ca, 'TA');
    const scan = caWords.filter((w) => count(lettersOf(ca, ca.alphabet.render(w)), 'T') >= 2 && isSyllable(w))
      .map((w) => ca.alphabet.render(w));
    expect([...found].sort()).toEqual(scan.sort());
    expect(words(chainWord(ca, { game: 'llavograma', letters: 'BR', syllable: 'TA', limit: 4 }))).toEqual(['BERTA', 'BRETA', 'BRITA', 'BROTA']);
  }, 120_000);
});

describe('Votagrama and TaBugrama scoring', () => {
  it('Votagrama: one good A makes ARMARI score one for its As; two good Es, FONAMENTAL one for its E', () => {
    const armari = votagrama(ca, { good: 'ARMISTENOL', bad: 'BCDG', limit: ALL }).find((a) => a.word === 'ARMARI');
    expect(armari).toMatchObject({ score: 4, note: '4 good of 6 letters' }); // A R M I, each once
    const fonamental = votagrama(ca, { good: 'FONAMEETLR', bad: 'BCDG', limit: ALL }).find((a) => a.word === 'FONAMENTAL');
    expect(fonamental).toMatchObject({ score: 8 }); // F O N A M E T L
  });

  it('Votagrama: no bad letter, at least half good letters, most good letters then shortest first', () => {
    const found = votagrama(ca, { good: 'AEIRSTNLOC', bad: 'MPBU', limit: 300 });
    for (let i = 0; i < found.length; i++) {
      const a = found[i]!;
      expect(a.word).not.toMatch(/[MPBU]/);
      expect(2 * a.score).toBeGreaterThanOrEqual(a.letters);
      if (i > 0) {
        const prev = found[i - 1]!;
        expect(prev.score > a.score || (prev.score === a.score && prev.letters <= a.letters)).toBe(true);
      }
    }
  });

  it('TaBugrama: the length table, +2 for every good letter, +1 alone, 50 for good letters only', () => {
    const good = 'AEIRSTNLOC', bad = 'MPBU';
    const found = tabugrama(ca, { good, bad, allForms: true, limit: ALL });
    const byWord = new Map(found.map((a) => [a.word, a]));
    expect(byWord.get('ACER')).toMatchObject({ score: 50 });
    expect(byWord.get('CARTOLINES')).toMatchObject({ score: 50 }); // exactly the ten good letters
    // TALLS repeats L: not good letters only; 5 letters: 2 points.
    expect(byWord.get('TALLS')).toMatchObject({ score: 2 });
    // Holding every good letter (and more) counts two letters longer.
    const all = found.find((a) => a.score !== 50 && /\+2 all good/.test(a.note))!;
    const l = lettersOf(ca, all.word);
    for (const ch of good) expect(l).toContain(ch);
    expect(all.score).toBe(pointsOf(all.letters + 2));
    const alone = tabugrama(ca, { good, bad, allForms: true, unique: true, limit: ALL });
    expect(alone.find((a) => a.word === 'TALLS')).toMatchObject({ score: 4 }); // as 6 letters
    expect(found.every((a) => a.letters >= 4 && !/[MPBU]/.test(a.word))).toBe(true);
  });
});

describe('Votagrama and TaBugrama rank as a scan of every word does', () => {
  // The solvers search in phases (words of good letters only first); a plain scan of the word
  // list with the rules' scoring must give the same ranked list.
  let spelled: string[] | undefined;
  const scan = (good: string, bad: string, score: (counts: Map<string, number>, n: number) => number | undefined) => {
    const units = unitAlphabet(ca.alphabet, 'letters');
    spelled ??= caWords.map((w) => units.render(units.unitsOf(w)));
    const out: { word: string; key: number; i: number }[] = [];
    caWords.forEach((w, i) => {
      const letters = spelled![i]!;
      if ([...bad].some((x) => letters.includes(x))) return;
      const counts = new Map<string, number>();
      for (const ch of letters) counts.set(ch, (counts.get(ch) ?? 0) + 1);
      const key = score(counts, letters.length);
      if (key !== undefined) out.push({ word: ca.alphabet.render(w), key, i });
    });
    return out.sort((a, b) => b.key - a.key || a.i - b.i).map((x) => x.word);
  };
  const goodOf = (good: string, counts: Map<string, number>) => {
    let k = 0;
    for (const [ch, n] of counts) k += Math.min(n, count(good, ch));
    return k;
  };

  for (const [good, bad] of [['AEIRSTNLOC', 'MPBU'], ['BCDFGHJLMN', 'AEIO']]) {
    it(`good ${good}, bad ${bad}`, () => {
      const vota = scan(good, bad, (counts, n) => {
        const k = goodOf(good, counts);
        return k > 0 && 2 * k >= n ? k * 256 + (255 - n) : undefined;
      });
      expect(words(votagrama(ca, { good, bad, limit: 40 }))).toEqual(vota.slice(0, 40));
      const tabu = scan(good, bad, (counts, n) => {
        const k = goodOf(good, counts);
        if (k === 0 || n < 4) return undefined;
        if (k === n) return 50;
        const all = [...good].every((ch) => (counts.get(ch) ?? 0) >= count(good, ch));
        return pointsOf(n + (all ? 2 : 0));
      });
      expect(words(tabugrama(ca, { good, bad, allForms: true, limit: 40 }))).toEqual(tabu.slice(0, 40));
    });
  }
});

describe('regions: Buscador and XaVograma', () => {
  it('Buscador: MODULES is a 7-letter verb form in a verb region ×2, first word: (15 + 5) × 2 = 40', () => {
    // No category: the table, the first-word bonus and the multiplier (the category's +2 letters: test/party/categories).
    const plain = buscador(ca, { letters: 'DEMOUSL', multiplier: 2, first: true, limit: ALL });
    expect(plain.find((a) => a.word === 'MODULES')).toMatchObject({ score: (7 + 5) * 2 });
    const used = buscador(ca, { letters: 'DEMOUSL', usedLengths: [7], limit: ALL });
    expect(used.every((a) => a.letters !== 7)).toBe(true);
  });

  it('XaVograma: own letters plus the region letter, the table times the multiplier', () => {
    const found = xavograma(ca, { letters: 'ARTESONI', regions: [parseRegion('E:verb:2'), parseRegion('U::3')], limit: ALL });
    const inU = found.filter((a) => a.region === 1);
    expect(inU.some((a) => a.word.includes('U'))).toBe(true);
    for (const a of inU) expect(a.score).toBe(pointsOf(a.letters) * 3);
    expect(() => parseRegion('E:thing:2')).toThrow(/category/);
  });
});

describe('the Enigmàrius rulebook', () => {
  it('say a word: 7 letters without A or C — REPITEN wins E I E; TARJETA and LIBROS fail', () => {
    const found = sayWord(es, { condition: { length: 7, without: 'AC' }, side: 'vowels', limit: ALL });
    expect(found.find((a) => a.word === 'REPITEN')).toMatchObject({ score: 3, note: 'wins E I E' });
    expect(words(found)).not.toContain('TARJETA');
    expect(words(found)).not.toContain('LIBROS');
    expect(words(found)).toEqual(expect.arrayContaining(['PERRITO', 'LLOVIDO']));
    const needed = sayWord(es, { condition: { length: 7, without: 'AC' }, side: 'vowels', need: 'I', limit: ALL });
    expect(needed.find((a) => a.word === 'REPITEN')).toMatchObject({ score: 1 });
  });

  it('say a word: 9 letters with exactly one E (TEMERARIO has two)', () => {
    const found = sayWord(es, { condition: { length: 9, exactly: { E: 1 } }, side: 'consonants', limit: 200 });
    expect(found.length).toBe(200);
    for (const a of found) {
      expect(count(lettersOf(es, a.word), 'E')).toBe(1);
      expect(a.letters).toBe(9);
    }
    const all = sayWord(es, { condition: { length: 9, exactly: { E: 1 } }, side: 'consonants', limit: ALL });
    expect(words(all)).not.toContain('TEMERARIO');
  });

  it('crucigramàrius: 8 letters, consonants D S P R S → DISPARES', () => {
    const found = crucigramarius(es, { length: 8, hint: 'DSPRS', limit: ALL });
    expect(words(found)).toContain('DISPARES');
    for (const a of found) expect(lettersOf(es, a.word).replace(/[AEIOU]/g, '')).toBe('DSPRS');
    const anyOrder = crucigramarius(es, { length: 8, hint: 'SDPRS', anyOrder: true, limit: ALL });
    expect(words(anyOrder)).toContain('DISPARES');
    expect(() => crucigramarius(es, { length: 8, hint: 'DSAP' })).toThrow(/A is not one of the consonants/);
  });

  it('find an anagram: MENORCA → COMERÁN', () => {
    expect(words(anagrams(es, { letters: 'MENORCA' }))).toContain('COMERAN');
  });
});

/** The regions table (Buscador, XaVograma, TaBugrama). */
function pointsOf(letters: number): number {
  const rows: [number, number][] = [[4, 1], [5, 2], [6, 4], [7, 7], [8, 10], [9, 15], [10, 25]];
  let p = 0;
  for (const [len, pts] of rows) if (letters >= len) p = pts;
  return p;
}
