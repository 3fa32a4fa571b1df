// Letter-set games of the Verbàlia rulebook answered by one constraint query each, ranked by the
// game's own score: Barrejagrama (and Enigmàrius "find an anagram"), Blufigrama, Vistagrama /
// ABraçagrama / ReVoltagrama, DoBlograma, Vocaligrama, Brodasíl·laB, the chain games
// Barrinagrama / EnVoltagrama / LlaVograma / EsBartigrama, and ZomBigrama.

import type { Engine } from '../engine.js';
import { errors, type Subject } from '../errors.js';
import { quote } from '../inputText.js';
import { type UnitAlphabet, unitAlphabet } from '../query/units.js';
import {
  candidates, DEFAULT_LIMIT, type GameOptions, nLetters, type PartyAnswer, rankByLength, Tally, TopAnswers, unitCounts, unitsOf, VERBALIA_UNIT,
} from './answers.js';
import { type Category, categoriesOf } from './categories.js';
import { points, partyTables } from './tables.js';

function topOf<T>(options: GameOptions): TopAnswers<T> {
  return new TopAnswers<T>(options.limit ?? DEFAULT_LIMIT);
}

/** unit → count as a query's count map ({ E: 2 }). */
function countMap(units: UnitAlphabet, counts: Int32Array): Record<string, number> {
  const out: Record<string, number> = {};
  counts.forEach((k, u) => { if (u > 0 && k > 0) out[units.names[u]!] = k; });
  return out;
}

function required(text: string | undefined, what: Subject): string {
  if (text === undefined || text.trim() === '') throw errors.about(what, (n) => `${n} is required`);
  return text;
}

/** The letters Barrejagrama lays out: "a word of between eight and twelve letters". */
export const BARREJAGRAMA_LETTERS = { min: 8, max: 12 } as const;

/**
 * Barrejagrama: every word using all the letters, which must be 8 to 12 (counted as written:
 * L·L two letters, whatever the unit).
 */
export function barrejagrama(engine: Engine, options: GameOptions & { letters: string }): PartyAnswer[] {
  const letters = { option: 'letters' };
  const text = required(options.letters, letters);
  const n = unitAlphabet(engine.alphabet, 'letters').parse(text, letters, true).length;
  const { min, max } = BARREJAGRAMA_LETTERS;
  if (n < min || n > max) {
    throw errors.about(letters, (name) => `${name} ${quote(text)}: ${nLetters(n)}; Barrejagrama lays out a word of ${min} to ${max} letters`);
  }
  return anagrams(engine, { ...options, unit: options.unit ?? VERBALIA_UNIT });
}

/** Every word using all the letters, any number of them ('?' = any letter): Enigmàrius's anagram card. */
export function anagrams(engine: Engine, options: GameOptions & { letters: string }): PartyAnswer[] {
  const units = unitsOf(engine, options);
  const letters = units.parse(required(options.letters, { option: 'letters' }), { option: 'letters' }, true);
  const c = candidates(engine, { unit: units.unit, from: options.letters, length: letters.length });
  const top = topOf<PartyAnswer>(options);
  c.forEach((start, len, i) => c.offer(top, 0, start, len, i, () => c.answer(start, len, letters.length, 'uses every letter')));
  return top.sorted();
}

/**
 * Blufigrama: the longest word from the four own letters and the five common ones that uses at
 * least one own letter; ties go to the word using more own letters.
 */
export function blufigrama(engine: Engine, options: GameOptions & { own: string; common: string }): PartyAnswer[] {
  const units = unitsOf(engine, options);
  const own = unitCounts(units, required(options.own, { option: 'own' }), { option: 'own' });
  required(options.common, { option: 'common' });
  const c = candidates(engine, { unit: units.unit, from: options.own + options.common });
  const tally = new Tally(units);
  const top = topOf<PartyAnswer>(options);
  c.forEach((start, len, i) => {
    tally.of(c.bytes, start, len);
    let mine = 0;
    for (const u of tally.distinct) mine += Math.min(tally.counts[u]!, own[u]!);
    if (mine === 0) return;
    const n = tally.total;
    c.offer(top, n * 64 + mine, start, len, i, () => c.answer(start, len, n, `${nLetters(n)}, ${mine} own`));
  });
  return top.sorted();
}

/** The games that grow the word on the table by one letter, and their tables. */
export const EXTEND_GAMES = {
  vistagrama: partyTables.vistagrama,
  abracagrama: partyTables.abracagrama,
  revoltagrama: partyTables.vistagrama,
} as const;

/**
 * Vistagrama, ABraçagrama, ReVoltagrama: words one letter longer than the word on the table,
 * made of its letters rearranged plus one letter from the hand ('?' = any letter, as in
 * Vistagrama where every letter is within reach), scored by the game's table.
 */
export function extendWord(
  engine: Engine, options: GameOptions & { table: string; hand?: string; game: keyof typeof EXTEND_GAMES },
): PartyAnswer[] {
  const units = unitsOf(engine, options, VERBALIA_UNIT);
  const tableText = required(options.table, { option: 'table' });
  const onTable = unitCounts(units, tableText, { option: 'table' });
  const n = units.parse(tableText, { option: 'table' }).length;
  const hand = options.hand ?? '?';
  // Read here so an error names the hand (a lone Y is no card), not the query's letters.
  units.parse(hand, { option: 'hand' }, true);
  const c = candidates(engine, {
    unit: units.unit, from: tableText + hand, length: n + 1, atLeast: countMap(units, onTable),
  });
  const scoring = EXTEND_GAMES[options.game];
  const tally = new Tally(units);
  const top = topOf<PartyAnswer>(options);
  c.forEach((start, len, i) => {
    tally.of(c.bytes, start, len);
    const added = tally.distinct.find((u) => tally.counts[u]! > onTable[u]!)!;
    const pts = points(scoring, tally.total);
    c.offer(top, pts, start, len, i, () => c.answer(start, len, pts, `+${units.names[added]}, ${tally.total} letters`));
  });
  return top.sorted();
}

/**
 * DoBlograma: the longest word holding `letter` exactly `times` times and each of `with` at
 * least once; one point per letter.
 */
export function doblograma(
  engine: Engine, options: GameOptions & { letter: string; times: number; with?: string },
): PartyAnswer[] {
  const units = unitsOf(engine, options);
  const letter = units.names[units.parseOne(required(options.letter, { option: 'letter' }), { option: 'letter' })]!;
  const top = topOf<PartyAnswer>(options);
  const query = { unit: units.unit, exactly: { [letter]: options.times }, with: options.with || undefined };
  rankByLength(engine, query, 'longest', top, (c, start, len, i) => {
    const n = c.unitCount(units, start, len);
    c.offer(top, n, start, len, i, () => c.answer(start, len, n, `${letter} ×${options.times}, ${nLetters(n)}`));
  });
  return top.sorted();
}

/**
 * Vocaligrama: words of 6+ letters with the five vowels, starting with the given consonant. A
 * player holds one set of the five vowels, so each vowel is used exactly once (a word with two
 * Es cannot be laid); `repeat` lets vowels repeat, for players who agree to share sets.
 */
export function vocaligrama(engine: Engine, options: GameOptions & { start: string; repeat?: boolean }): PartyAnswer[] {
  const units = unitsOf(engine, options);
  const top = topOf<PartyAnswer>(options);
  const vowels = options.repeat ? { with: 'AEIOU' } : { exactly: { A: 1, E: 1, I: 1, O: 1, U: 1 } };
  const query = { unit: units.unit, ...vowels, start: required(options.start, { option: 'start' }), length: '6-' };
  rankByLength(engine, query, 'longest', top, (c, start, len, i) => {
    const n = c.unitCount(units, start, len);
    const pts = points(partyTables.vocaligrama, n);
    c.offer(top, pts * 256 + n, start, len, i, () => c.answer(start, len, pts, `${n} letters`));
  });
  return top.sorted();
}

/**
 * Brodasíl·laB: words made of the syllable (unbroken, not reversed; it need not stay a
 * syllable), the letters it has grown with so far, and one more letter from the pool ('?' = any).
 */
export function brodasillab(
  engine: Engine, options: GameOptions & { syllable: string; letters?: string; pool?: string },
): PartyAnswer[] {
  const units = unitsOf(engine, options, VERBALIA_UNIT);
  const syllable = required(options.syllable, { option: 'syllable' });
  const kept = syllable + (options.letters ?? '');
  const counts = unitCounts(units, kept, { option: 'letters' });
  const n = units.parse(kept, { option: 'letters' }).length;
  const c = candidates(engine, {
    unit: units.unit, contains: syllable, from: kept + (options.pool ?? '?'), length: n + 1, atLeast: countMap(units, counts),
  });
  const tally = new Tally(units);
  const top = topOf<PartyAnswer>(options);
  c.forEach((start, len, i) => {
    tally.of(c.bytes, start, len);
    const added = tally.distinct.find((u) => tally.counts[u]! > counts[u]!)!;
    c.offer(top, 0, start, len, i, () => c.answer(start, len, 1, `+${units.names[added]}`));
  });
  return top.sorted();
}

export type ChainGame = 'barrinagrama' | 'envoltagrama' | 'llavograma' | 'esbartigrama';

/**
 * The chain games: a word holding every letter drawn so far — in the order drawn
 * (Barrinagrama), in any order (EnVoltagrama, EsBartigrama), or in any order plus a syllable
 * (LlaVograma: the letters besides the syllable's own) — and not said before in the round. EsBartigrama scores by its table (longest
 * first); the others score no points per word (shortest first: any word keeps you in).
 */
export function chainWord(
  engine: Engine,
  options: GameOptions & { game: ChainGame; letters: string; syllable?: string; exclude?: readonly string[] },
): PartyAnswer[] {
  const units = unitsOf(engine, options);
  const letters = required(options.letters, { option: 'letters' });
  const game = options.game;
  if (game === 'llavograma' && !options.syllable) throw errors.badInput('LlaVograma needs --syllable');
  const query = {
    unit: units.unit,
    // LlaVograma's letters are tiles of their own, taken besides the syllable's: a word holds both
    // (letters T and syllable TA need two Ts).
    ...(game === 'barrinagrama' ? { inOrder: letters } : { with: game === 'llavograma' ? letters + options.syllable : letters }),
    ...(game === 'llavograma' ? { syllable: options.syllable } : {}),
    ...(game === 'esbartigrama' ? { length: '4-' } : {}),
  };
  const said = new Set((options.exclude ?? []).map((w) => engine.alphabet.render(engine.alphabet.tokenize(w))));
  const top = topOf<PartyAnswer>(options);
  const scored = game === 'esbartigrama';
  rankByLength(engine, query, scored ? 'longest' : 'shortest', top, (c, start, len, i) => {
    const n = c.unitCount(units, start, len);
    const pts = scored ? points(partyTables.abracagrama, n) : 0;
    const make = () => c.answer(start, len, pts, nLetters(n));
    c.offer(top, scored ? pts * 256 + n : -n, start, len, i, make, said.size ? () => !said.has(make().word) : undefined);
  });
  return top.sorted();
}

/**
 * ZomBigrama: words holding the three letters, in the category drawn (a noun, a verb in the
 * infinitive, an adjective in the masculine singular), longest first (a word no one else says
 * scores 3, and long words are said less). Needs the lexicon's categories (categories.ts).
 */
export function zombigrama(
  engine: Engine, options: GameOptions & { letters: string; category: Category },
): PartyAnswer[] {
  const cats = categoriesOf(engine.lexicon);
  if (!cats) throw errors.badInput(`ZomBigrama needs word categories, which lexicon ${engine.lexicon.meta.name} does not have loaded (catalan and spanish have them: build them with ensureCategories)`);
  const units = unitsOf(engine, options);
  const top = topOf<PartyAnswer>(options);
  // One walk, not length bands: words of a category are rare among long words, so bands seldom
  // fill the list early (measured: four band walks cost more than the category checks saved).
  const c = candidates(engine, { unit: units.unit, with: required(options.letters, { option: 'letters' }) });
  c.forEach((start, len, i) => {
    const n = c.unitCount(units, start, len);
    c.offer(top, n, start, len, i, () => c.answer(start, len, n, `${options.category}, ${n} letters`),
      () => cats.inCategory(c.tilesAt(start, len), options.category, true));
  });
  return top.sorted();
}
