// Gramarios (the Gramarios rulebook), a Spanish card game: a word is built from letter cards holding one
// letter (Unigramario) or two (Bigramario), each with a value; a COMODÍN stands for any letter;
// a CLON copies the letters and the starting value of any other card in the word ("las letras
// de otro Gramario en uso"), a COMODÍN included (the letter it stands for, its value), or
// another CLON (the value at the end of the chain). Score (Parte I,
// Puntuación): the sum of the cards' values, +1 per Unigramario and +2 per Bigramario, and +2
// per card when the player's hand is empty after building the word. Powers other than COMODÍN
// and CLON change values during the turn and are the players' part.

import { Budget } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { candidates, DEFAULT_LIMIT, type GameOptions, type PartyAnswer, TopAnswers, unitsOf } from './answers.js';

export type Card =
  | { kind: 'letters'; letters: string; value: number }
  | { kind: 'comodin'; value: number }
  | { kind: 'clon' };

export interface GramariosOptions extends GameOptions {
  /** The cards that may be played (see parseCards). */
  cards: readonly Card[];
  /** The hand holds other cards (powers) too, so playing every card listed does not empty it. */
  otherCards?: boolean;
}

export interface GramariosAnswer extends PartyAnswer {
  /** The cards in word order, as written: ES T A R, ?=O, CLON=ES. */
  cards: string[];
}

/**
 * Cards as typed, separated by spaces or commas: LETTERS:VALUE for a letter card (ES:2, Ñ:5),
 * ?:VALUE or COMODIN:VALUE for a COMODÍN, CLON for a CLON.
 */
export function parseCards(text: string): Card[] {
  const out: Card[] = [];
  for (const item of text.split(/[\s,]+/).filter(Boolean)) {
    if (/^CLON$/i.test(item)) {
      out.push({ kind: 'clon' });
      continue;
    }
    const m = /^([^:]+):(-?\d+)$/.exec(item);
    if (!m) throw errors.badInput(`card "${item}": write LETTERS:VALUE (ES:2), ?:VALUE or COMODIN:VALUE, or CLON`);
    const value = Number(m[2]);
    if (m[1] === '?' || /^COMOD[IÍ]N$/i.test(m[1]!)) out.push({ kind: 'comodin', value });
    else out.push({ kind: 'letters', letters: m[1]!, value });
  }
  if (out.length === 0) throw errors.badInput('give the cards of your hand, e.g. "ES:2 T:1 A:1 R:3"');
  return out;
}

/**
 * The best words from the cards, by the Gramarios score; each with the cards that make it. Many
 * COMODINES and CLONs make most of the lexicon a candidate, each with many layouts: `budget` is
 * spent per card laid, and the answers found so far are returned when it runs out.
 */
export function gramarios(engine: Engine, options: GramariosOptions): GramariosAnswer[] {
  const units = unitsOf(engine, options);
  const cards = options.cards.map((card, i) => {
    if (card.kind !== 'letters') return { card, units: [] as number[] };
    const u = units.parse(card.letters, `card ${i + 1}`);
    if (u.length < 1 || u.length > 2) throw errors.badInput(`card ${i + 1} "${card.letters}": a card holds one or two letters`);
    return { card, units: u };
  });
  // What the cards can spell at most: their letters, a blank per COMODÍN, two per CLON.
  let from = '';
  for (const c of cards) from += c.card.kind === 'letters' ? units.render(c.units) : c.card.kind === 'comodin' ? '?' : '??';
  const found = candidates(engine, { unit: units.unit, from });
  const top = new TopAnswers<GramariosAnswer>(options.limit ?? DEFAULT_LIMIT);
  const budget = options.budget ?? Budget.unlimited();
  found.forEach((start, len, i) => {
    if (budget.stopped) return;
    const word = units.unitsOf(found.tilesAt(start, len));
    const best = bestCards(word, cards, !options.otherCards, units.names, budget);
    if (!best) return;
    found.offer(top, best.score, start, len, i, () => ({
      ...found.answer(start, len, best.score, best.note), cards: best.labels,
    }));
  });
  return top.sorted();
}

interface Play {
  score: number;
  labels: string[];
  note: string;
}

/** The highest-scoring way to lay the cards along the word's letters, or undefined if none. */
function bestCards(
  word: readonly number[], cards: readonly { card: Card; units: number[] }[], emptiesHand: boolean,
  names: readonly string[], budget: Budget,
): Play | undefined {
  const used = new Uint8Array(cards.length);
  const order: { card: number; size: number; copies?: number; letters: number[] }[] = [];
  let best: Play | undefined;
  const visit = (at: number) => {
    if (budget.spend()) return;
    if (at === word.length) {
      const play = scorePlay(order, cards, emptiesHand, used, names);
      if (play && (!best || play.score > best.score)) best = play;
      return;
    }
    cards.forEach((c, k) => {
      if (used[k]) return;
      // A card equal to one tried here already gives the same plays.
      if (cards.some((d, j) => j < k && !used[j] && sameCard(d.card, c.card))) return;
      const tries: { size: number; copies?: number }[] = [];
      if (c.card.kind === 'letters') tries.push({ size: c.units.length });
      else if (c.card.kind === 'comodin') tries.push({ size: 1 });
      else {
        // A CLON copies any other card of the word, a COMODÍN or another CLON included: the
        // letters it shows there (checked when the word is laid, scorePlay).
        for (const [j, d] of cards.entries()) {
          if (j === k) continue;
          if (d.card.kind === 'letters') tries.push({ size: d.units.length, copies: j });
          else if (d.card.kind === 'comodin') tries.push({ size: 1, copies: j });
          else tries.push({ size: 1, copies: j }, { size: 2, copies: j });
        }
      }
      for (const t of tries) {
        const letters = word.slice(at, at + t.size);
        if (letters.length < t.size) continue;
        const copied = t.copies === undefined ? undefined : cards[t.copies]!;
        const shown = c.card.kind === 'letters' ? c.units : copied?.card.kind === 'letters' ? copied.units : letters;
        if (shown.some((u, m) => u !== letters[m])) continue;
        used[k] = 1;
        order.push({ card: k, size: t.size, copies: t.copies, letters });
        visit(at + t.size);
        order.pop();
        used[k] = 0;
      }
    });
  };
  visit(0);
  return best;
}

function sameCard(a: Card, b: Card): boolean {
  return a.kind === b.kind && (a.kind !== 'letters' || (b.kind === 'letters' && a.letters === b.letters && a.value === b.value))
    && (a.kind !== 'comodin' || (b.kind === 'comodin' && a.value === b.value));
}

function scorePlay(
  order: readonly { card: number; size: number; copies?: number; letters: number[] }[],
  cards: readonly { card: Card; units: number[] }[], emptiesHand: boolean, used: Uint8Array,
  names: readonly string[],
): Play | undefined {
  let score = 0, sizes = 0;
  const labels: string[] = [];
  for (const o of order) {
    const card = cards[o.card]!.card;
    let value: number;
    if (card.kind === 'clon') {
      // A CLON copies a card in use in this word, with its letters there and its starting value:
      // a COMODÍN's value, or, through another CLON, the value of the card that one copies.
      const value0 = clonValue(o, order, cards, new Set());
      if (value0 === undefined) return undefined;
      value = value0;
      labels.push(`CLON=${o.letters.map((u) => names[u]).join('')}`);
    } else if (card.kind === 'comodin') {
      value = card.value;
      labels.push(`?=${o.letters.map((u) => names[u]).join('')}`);
    } else {
      value = card.value;
      labels.push(card.letters);
    }
    score += value;
    sizes += o.size;
  }
  const all = emptiesHand && used.every((x) => x === 1);
  const bonus = all ? 2 * order.length : 0;
  score += sizes + bonus;
  return { score, labels, note: `values ${score - sizes - bonus} + letters ${sizes}${all ? ` + empty hand ${bonus}` : ''}` };
}

type Laid = { card: number; size: number; copies?: number; letters: number[] };

/**
 * The value a CLON laid as `o` takes: the starting value of the card it copies, which must be
 * in the word showing the same letters; through a chain of CLONs, the value at its end (a
 * chain that loops copies nothing: undefined).
 */
function clonValue(o: Laid, order: readonly Laid[], cards: readonly { card: Card }[], seen: Set<number>): number | undefined {
  const target = order.find((p) => p.card === o.copies);
  if (!target || target.letters.length !== o.letters.length || target.letters.some((u, m) => u !== o.letters[m])) return undefined;
  const copied = cards[target.card]!.card;
  if (copied.kind !== 'clon') return copied.value;
  if (seen.has(target.card)) return undefined;
  seen.add(o.card);
  seen.add(target.card);
  return clonValue(target, order, cards, seen);
}
