// Gramarios (the Gramarios rulebook): the card bonuses worked by hand, and the solver against a brute force
// that lays every ordered choice of cards and looks the letters up.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { type Card, gramarios, parseCards } from '../../src/party/gramarios.js';
import { unitAlphabet } from '../../src/query/units.js';
import { randomInt, rng } from '../helpers.js';

let es: Engine;
beforeAll(async () => {
  es = new Engine(await ensureLexicon('spanish'));
}, 300_000);

const ALL = Number.POSITIVE_INFINITY;

describe('Gramarios scoring', () => {
  it('values, +1 per Unigramario, +2 per Bigramario, +2 per card for an empty hand', () => {
    const found = gramarios(es, { cards: parseCards('ES:2 T:1 A:1 R:3'), limit: ALL });
    // ESTAR = ES + T + A + R: values 7, letters 2 + 1 + 1 + 1, four cards played from a hand of four.
    expect(found.find((a) => a.word === 'ESTAR')).toMatchObject({ score: 7 + 5 + 8, cards: ['ES', 'T', 'A', 'R'] });
    // A word with letters no card holds cannot be built: TRAE needs an E card.
    expect(found.find((a) => a.word === 'TRAE')).toBeUndefined();
    const kept = gramarios(es, { cards: parseCards('ES:2 T:1 A:1 R:3'), otherCards: true, limit: ALL });
    expect(kept.find((a) => a.word === 'ESTAR')).toMatchObject({ score: 7 + 5 });
    // ESTA = ES + T + A leaves R in the hand: no bonus.
    expect(found.find((a) => a.word === 'ESTA')).toMatchObject({ score: 2 + 1 + 1 + 4 });
  });

  it('COMODÍN stands for one letter with its own value; CLON copies letters and value', () => {
    const comodin = gramarios(es, { cards: parseCards('ES:2 T:1 ?:0 R:3'), limit: ALL });
    expect(comodin.find((a) => a.word === 'ESTAR')).toMatchObject({ score: 6 + 5 + 8, cards: ['ES', 'T', '?=A', 'R'] });
    const clon = gramarios(es, { cards: parseCards('CA:4 SA:1 CLON'), limit: ALL });
    // CACA = CA + CLON copying CA (letters and value).
    const caca = clon.find((a) => a.word === 'CACA')!;
    expect(caca.cards).toEqual(['CA', 'CLON=CA']);
    expect(caca.score).toBe(4 + 4 + 2 + 2); // values, two Bigramarios; SA left in the hand
    expect(() => parseCards('ES2')).toThrow(/LETTERS:VALUE/);
    expect(() => gramarios(es, { cards: parseCards('ABC:1') })).toThrow(/one or two letters/);
  });

  it('"o las letras de otro Gramario en uso, si se trata de un CLON, este último además copia el valor inicial del otro Gramario": a CLON copies a COMODÍN too', () => {
    // CREE: C + R + ?=E + CLON=E, the CLON with the COMODÍN's value 4.
    const found = gramarios(es, { cards: parseCards('C:1 R:1 ?:4 CLON'), limit: ALL });
    const cree = found.find((a) => a.word === 'CREE')!;
    expect(cree.cards).toEqual(['C', 'R', '?=E', 'CLON=E']);
    expect(cree.score).toBe(1 + 1 + 4 + 4 + 4 + 8);
    // A CLON of a CLON takes the value at the chain's end: CA + CLON=CA + CLON=CA.
    const chain = gramarios(es, { cards: parseCards('CA:3 CLON CLON'), limit: ALL });
    for (const a of chain) expect(a.cards.filter((c) => c === 'CLON=CA').length * 3 + 3, a.word).toBeLessThanOrEqual(a.score);
    // No CLON copies a card not in the word, nor itself: CLON alone makes nothing.
    expect(gramarios(es, { cards: parseCards('CLON'), limit: ALL })).toEqual([]);
  });

  it('matches a brute force over every ordered choice of cards on random hands', () => {
    const r = rng(2002);
    let answers = 0;
    const letters = 'AAAEEEIIOOUSSRRNNLTTCDMPBGCHLLRRQU';
    const pairs = ['ES', 'AR', 'EN', 'CA', 'TO', 'RA', 'LA', 'DO', 'CH', 'LL'];
    for (let round = 0; round < 12; round++) {
      const cards: Card[] = [];
      const n = 3 + randomInt(r, 3);
      for (let i = 0; i < n; i++) {
        const roll = r();
        const value = randomInt(r, 5) - 1;
        if (roll < 0.55) cards.push({ kind: 'letters', letters: letters[randomInt(r, letters.length)]!, value });
        else if (roll < 0.85) cards.push({ kind: 'letters', letters: pairs[randomInt(r, pairs.length)]!, value });
        else if (roll < 0.95) cards.push({ kind: 'comodin', value });
        else cards.push({ kind: 'clon' });
      }
      const got = new Map(gramarios(es, { cards, limit: ALL }).map((a) => [a.word, a.score]));
      expect(got, JSON.stringify(cards)).toEqual(bruteForce(es, cards));
      answers += got.size;
    }
    expect(answers).toBeGreaterThan(30);
  });

  it('matches the brute force on hands with many COMODINES and CLONs', () => {
    const r = rng(2027);
    let clonCopies = 0;
    for (let round = 0; round < 8; round++) {
      const cards: Card[] = [];
      // Three cards: the brute force tries every letter for each COMODÍN and CLON.
      const n = 3;
      for (let i = 0; i < n; i++) {
        const roll = r();
        const value = randomInt(r, 5) - 1;
        if (roll < 0.5) cards.push({ kind: 'letters', letters: 'AEOSRLNT'[randomInt(r, 8)]!, value });
        else if (roll < 0.7) cards.push({ kind: 'comodin', value });
        else cards.push({ kind: 'clon' });
      }
      const found = gramarios(es, { cards, limit: ALL });
      clonCopies += found.filter((a) => a.cards.some((c) => c.startsWith('CLON')) && a.cards.some((c) => c.startsWith('?'))).length;
      expect(new Map(found.map((a) => [a.word, a.score])), JSON.stringify(cards)).toEqual(bruteForce(es, cards));
    }
    expect(clonCopies).toBeGreaterThan(0);
  }, 120_000);
});

/** Every ordered choice of cards, each spelled every way it can be; the best score per word. */
function bruteForce(engine: Engine, cards: Card[]): Map<string, number> {
  const units = unitAlphabet(engine.alphabet, 'letters');
  const letters = units.names.slice(1);
  const out = new Map<string, number>();
  const used: boolean[] = cards.map(() => false);
  const seq: { text: string; value: number; size: number; card: number; copies?: number }[] = [];
  const visit = () => {
    if (seq.length > 0) {
      // A CLON copies a card in the word showing the same letters (a COMODÍN's, another CLON's),
      // with its starting value: through CLONs, the value of the card at the chain's end.
      const valueOf = (s: (typeof seq)[number], depth: number): number | undefined => {
        if (s.copies === undefined) return s.value;
        const t = seq.find((x) => x.card === s.copies);
        if (!t || t.text !== s.text || depth > seq.length) return undefined;
        return valueOf(t, depth + 1);
      };
      const values = seq.map((s) => valueOf(s, 0));
      const valid = values.every((v) => v !== undefined);
      const text = seq.map((s) => s.text).join('');
      const tiles = engine.alphabet.tryTokenize(text);
      if (valid && tiles instanceof Uint8Array && engine.lexicon.graph.hasWord(tiles) && units.count(tiles) === text.length) {
        const all = used.every(Boolean);
        const score = seq.reduce((n, s, i) => n + values[i]! + s.size, 0) + (all ? 2 * seq.length : 0);
        const word = engine.alphabet.render(tiles);
        out.set(word, Math.max(out.get(word) ?? -Infinity, score));
      }
    }
    cards.forEach((c, k) => {
      if (used[k]) return;
      used[k] = true;
      const options: { text: string; value: number; copies?: number }[] = c.kind === 'letters' ? [{ text: c.letters, value: c.value }]
        : c.kind === 'comodin' ? letters.map((l) => ({ text: l, value: c.value }))
        : cards.flatMap((d, j) => (j === k ? []
          : d.kind === 'letters' ? [{ text: d.letters, value: 0, copies: j }]
          // What a COMODÍN or a CLON shows: any letter, or (a CLON's) a letter card's letters.
          : [...letters, ...(d.kind === 'clon' ? cards.flatMap((x) => (x.kind === 'letters' ? [x.letters] : [])) : [])]
            .map((l) => ({ text: l, value: 0, copies: j }))));
      for (const o of options) {
        seq.push({ ...o, size: o.text.length, card: k });
        visit();
        seq.pop();
      }
      used[k] = false;
    });
  };
  visit();
  return out;
}
