// Games of the Verbàlia rulebook played with letter cards and two-letter syllable tiles on the
// map of Verbàlia, whose word question needs no map:
//   ByeByegrama  the longest word from the syllable tiles and letters in a region, each syllable
//                unsplit, with at least one letter and one syllable; as many markers as letters.
//   SVeVograma   one vowel per region, consonants added one a turn: the words made of the
//                region's letters and one more consonant (a lengthening); five letters or more
//                are noted, and who lengthens keeps the consonants.
// Both count cards as the card model does (cards.ts): NY and QU one card, L·L two L cards.

import type { Engine } from '../engine.js';
import { errors, type Subject } from '../errors.js';
import { quote } from '../inputText.js';
import { unitAlphabet } from '../query/units.js';
import { DEFAULT_LIMIT, type GameOptions, nLetters, type PartyAnswer, rankByLength, TopAnswers } from './answers.js';
import { cardModel, type CardModel } from '../query/cards.js';

const VOWELS = ['A', 'E', 'I', 'O', 'U'];

function isVowel(model: CardModel, card: number): boolean {
  return VOWELS.includes(model.name(card));
}

function required(text: string | undefined, what: Subject): string {
  if (text === undefined || text.trim() === '') throw errors.about(what, (n) => `${n} is required`);
  return text;
}

export interface ByeByeOptions extends GameOptions {
  /** The syllable tiles at hand (two letters each: those in the region and the one taken). */
  syllables: readonly string[];
  /** The letter cards at hand. */
  letters: string;
  /** Words already made this round ("a word may not be repeated in the same round"). */
  exclude?: readonly string[];
}

export interface ByeByeAnswer extends PartyAnswer {
  /** The word's pieces in order: syllable tiles and letter cards. */
  pieces: string[];
}

/**
 * ByeByegrama: the longest words made of some of the syllable tiles (each unsplit, once) and
 * letter cards (each once), with at least one syllable and one letter; each scores as many
 * markers as it has letters. Longest first, then alphabetical.
 */
export function byebyegrama(engine: Engine, options: ByeByeOptions): ByeByeAnswer[] {
  const model = cardModel(engine.alphabet);
  const letters = unitAlphabet(engine.alphabet, 'letters');
  const hand = model.parse(required(options.letters, { option: 'letters' }), { option: 'letters' });
  if (!options.syllables?.length) throw errors.about({ option: 'syllables' }, (n) => `${n} is required (the syllable tiles)`);
  const syllables = options.syllables.map((s) => {
    const cards = model.parse(s, { option: 'syllables' });
    if (cards.length < 2 || letters.count(cards) !== 2) {
      throw errors.about({ option: 'syllables' }, (n) => `${n} ${quote(s)}: ByeByegrama plays the syllables of two letters`);
    }
    return { text: s.trim().toUpperCase(), cards };
  });
  const said = new Set((options.exclude ?? []).map((w) => engine.alphabet.render(engine.alphabet.tokenize(w))));
  const pieces = (word: number[]): string[] | undefined => {
    const left = new Map<number, number>();
    for (const c of hand) left.set(c, (left.get(c) ?? 0) + 1);
    const used = syllables.map(() => false);
    const out: string[] = [];
    const go = (i: number, nSyl: number, nLet: number): boolean => {
      if (i === word.length) return nSyl > 0 && nLet > 0;
      const k = left.get(word[i]!) ?? 0;
      if (k > 0) {
        left.set(word[i]!, k - 1);
        out.push(model.name(word[i]!));
        if (go(i + 1, nSyl, nLet + 1)) return true;
        out.pop();
        left.set(word[i]!, k);
      }
      for (let s = 0; s < syllables.length; s++) {
        const sc = syllables[s]!.cards;
        if (used[s] || !sc.every((c, j) => word[i + j] === c)) continue;
        used[s] = true;
        out.push(syllables[s]!.text);
        if (go(i + sc.length, nSyl + 1, nLet)) return true;
        out.pop();
        used[s] = false;
      }
      return false;
    };
    return go(0, 0, 0) ? out : undefined;
  };
  const all = [...hand, ...syllables.flatMap((s) => s.cards)];
  const most = letters.count(all);
  const top = new TopAnswers<ByeByeAnswer>(options.limit ?? DEFAULT_LIMIT);
  if (most < 3) return [];
  const from = all.map((c) => model.name(c)).join('');
  rankByLength(engine, { unit: 'letters', from, length: { min: 3, max: most } }, 'longest', top, (c, start, len, i) => {
    const n = c.unitCount(letters, start, len);
    let split: string[] | undefined;
    const check = () => (split = pieces(model.cardsOf(c.tilesAt(start, len)))) !== undefined
      && (said.size === 0 || !said.has(engine.alphabet.render(c.tilesAt(start, len))));
    c.offer(top, n, start, len, i, () => ({ ...c.answer(start, len, n, `${nLetters(n)}: ${split!.join(' + ')}`), pieces: split! }), check);
  });
  return top.sorted();
}

export interface SvevoOptions extends GameOptions {
  /** The letters in the region now: its vowel, and the consonants of the word formed there, if any. */
  region: string;
  /** The consonants still in the middle of the table (default: any consonant card). */
  pool?: string;
  /** Words of five letters or more made before in the game (none may be repeated). */
  exclude?: readonly string[];
}

export interface SvevoAnswer extends PartyAnswer {
  /** The consonant card added. */
  added: string;
  /** Consonant cards of the word: what lengthening a noted word keeps. */
  consonants: number;
}

/** Fewest letters of a word SVeVograma notes. */
export const SVEVO_NOTED = 5;

/**
 * SVeVograma: the words made of the region's letters (one vowel and the consonants there) and
 * one more consonant card from the pool, rearranged; words of five letters or more are noted
 * (shorter ones count for nothing but keep the region growing). Longest first, then
 * alphabetical; the score is the consonants kept by lengthening a noted word (0 below five letters).
 */
export function svevograma(engine: Engine, options: SvevoOptions): SvevoAnswer[] {
  const model = cardModel(engine.alphabet);
  const letters = unitAlphabet(engine.alphabet, 'letters');
  const region = model.parse(required(options.region, { option: 'region' }), { option: 'region' });
  const vowels = region.filter((c) => isVowel(model, c));
  if (vowels.length !== 1) {
    throw errors.about({ option: 'region' }, (n) => `${n} ${quote(options.region)}: a region holds one vowel (and consonants), got ${vowels.length}`);
  }
  const pool = options.pool === undefined ? undefined : model.parse(options.pool, { option: 'pool' });
  for (const c of pool ?? []) {
    if (isVowel(model, c)) throw errors.about({ option: 'pool' }, (n) => `${n}: ${model.name(c)} is a vowel; the middle of the table holds the consonants`);
  }
  const said = new Set((options.exclude ?? []).map((w) => engine.alphabet.render(engine.alphabet.tokenize(w))));
  const counts = new Map<number, number>();
  for (const c of region) counts.set(c, (counts.get(c) ?? 0) + 1);
  // The card added: the word's cards are the region's plus exactly one consonant card.
  const addedOf = (word: number[]): number | undefined => {
    if (word.length !== region.length + 1) return undefined;
    const left = new Map(counts);
    let extra: number | undefined;
    for (const c of word) {
      const k = left.get(c) ?? 0;
      if (k > 0) left.set(c, k - 1);
      else if (extra === undefined) extra = c;
      else return undefined;
    }
    if (extra === undefined || isVowel(model, extra) || (pool && !pool.includes(extra))) return undefined;
    return extra;
  };
  const top = new TopAnswers<SvevoAnswer>(options.limit ?? DEFAULT_LIMIT);
  const n0 = letters.count(region);
  const from = region.map((c) => model.name(c)).join('') + '??';
  rankByLength(engine, { unit: 'letters', from, length: { min: n0 + 1, max: n0 + 2 } }, 'longest', top, (c, start, len, i) => {
    const tiles = c.tilesAt(start, len);
    const n = c.unitCount(letters, start, len);
    let added: number | undefined;
    const check = () => (added = addedOf(model.cardsOf(tiles))) !== undefined && !said.has(engine.alphabet.render(tiles));
    c.offer(top, n, start, len, i, () => {
      const consonants = model.cardsOf(tiles).filter((x) => !isVowel(model, x)).length;
      const noted = n >= SVEVO_NOTED;
      return {
        ...c.answer(start, len, noted ? consonants : 0, `+${model.name(added!)}, ${nLetters(n)}${noted ? `, noted: ${consonants} consonants` : ', not noted'}`),
        added: model.name(added!), consonants,
      };
    }, check);
  });
  return top.sorted();
}
