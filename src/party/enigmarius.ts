// Enigmàrius (the Enigmàrius rulebook), a Spanish challenge-card game: "say a word" (a length and exact letter
// conditions; the player wins the word's vowels or consonants) and the crucigramàrius (a clue
// of a given length whose answer's consonants, or vowels, the card prints as a hint: 8 letters,
// D S P R S → DISPARES). "Find an anagram" is Barrejagrama's solver on the Spanish lexicon.

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { type ConstraintQuery, resolveQuery } from '../query/constraint.js';
import type { PatternPosition, UnitAlphabet } from '../query/units.js';
import { type Category, categoriesOf } from './categories.js';
import { candidates, DEFAULT_LIMIT, type GameOptions, type PartyAnswer, Tally, TopAnswers, unitCounts, unitsOf } from './answers.js';

export type CardSide = 'vowels' | 'consonants';
export const CARD_SIDES: readonly CardSide[] = ['vowels', 'consonants'];

/** Bit set of the vowel units: the alphabet's vowels (Spanish A E I O U; Y is a consonant). */
function vowelSet(engine: Engine, units: UnitAlphabet): bigint {
  let s = 0n;
  for (const v of engine.alphabet.spec.vowels) {
    const u = units.names.indexOf(v);
    if (u > 0) s |= 1n << BigInt(u);
  }
  return s;
}

export interface SayWordOptions extends GameOptions {
  /** The card's condition as query constraints (length, with, without, exactly...). */
  condition: Omit<ConstraintQuery, 'unit' | 'sort'>;
  /** Which side the active player asked for: the letters the word wins. */
  side: CardSide;
  /** Letters still missing from your board: only these count as won (default: every letter won). */
  need?: string;
  /** The card's category ("an adjective of 9 letters"): any form of it, as every inflection is valid. */
  category?: Category;
}

/**
 * "Say a word": every word meeting the condition exactly, ranked by the letters it wins — its
 * vowels or its consonants, or only those still needed on the board.
 */
export function sayWord(engine: Engine, options: SayWordOptions): PartyAnswer[] {
  const units = unitsOf(engine, options);
  const vowels = vowelSet(engine, units);
  const counts = (u: number) => ((vowels >> BigInt(u)) & 1n) === (options.side === 'vowels' ? 1n : 0n);
  const need = options.need === undefined ? undefined : unitCounts(units, options.need, { option: 'need' });
  const category = options.category;
  const cats = category && categoriesOf(engine.lexicon);
  if (category && !cats) throw errors.badInput(`a category needs word categories, which lexicon ${engine.lexicon.meta.name} does not have loaded (build them with ensureCategories)`);
  const c = candidates(engine, { ...options.condition, unit: units.unit });
  const tally = new Tally(units);
  const top = new TopAnswers<PartyAnswer>(options.limit ?? DEFAULT_LIMIT);
  c.forEach((start, len, i) => {
    tally.of(c.bytes, start, len);
    let score = 0;
    for (const u of tally.distinct) if (counts(u)) score += need ? Math.min(need[u]!, tally.counts[u]!) : tally.counts[u]!;
    c.offer(top, score, start, len, i, () => {
      // The letters won, in the word's order (REPITEN wins E, I, E).
      const left = need?.slice();
      const won = units.unitsOf(c.tilesAt(start, len)).filter((u) => counts(u) && (!left || left[u]!-- > 0));
      return c.answer(start, len, score, `wins ${won.map((u) => units.names[u]).join(' ') || 'nothing'}`);
    }, cats ? () => cats.inCategory(c.tilesAt(start, len), category!, false) : undefined);
  });
  return top.sorted();
}

export interface CrucigramariusOptions extends GameOptions {
  /** Letters of the answer. */
  length: number;
  /** The hint: the answer's consonants (or vowels) as the card prints them, in order. */
  hint: string;
  side?: CardSide;
  /** The hint letters may come in any order. */
  anyOrder?: boolean;
}

/**
 * Crucigramàrius: the words of the given length whose consonants (or vowels) are exactly the
 * hint's, in its order unless anyOrder; the clue itself is for the player.
 */
export function crucigramarius(engine: Engine, options: CrucigramariusOptions): PartyAnswer[] {
  const units = unitsOf(engine, options);
  if (!options.hint?.trim()) throw errors.about({ option: 'hint' }, (n) => `${n} is required (the letters the card prints)`);
  const side = options.side ?? 'consonants';
  const vowels = vowelSet(engine, units);
  const hinted = side === 'vowels' ? vowels : units.any & ~vowels;
  const hint = units.parse(options.hint, { option: 'hint' });
  for (const u of hint) {
    if (((hinted >> BigInt(u)) & 1n) === 0n) throw errors.about({ option: 'hint' }, (n) => `${n} "${options.hint}": ${units.names[u]} is not one of the ${side}`);
  }
  const q = resolveQuery(engine, { unit: units.unit, length: options.length });
  if (options.anyOrder) {
    for (let u = 1; u < units.size; u++) {
      if (((hinted >> BigInt(u)) & 1n) === 0n) continue;
      const k = hint.filter((x) => x === u).length;
      q.fewest[u] = k;
      q.most[u] = k;
    }
  } else {
    // The other letters run freely between the hint's letters: (other)* H1 (other)* H2 ... (other)*.
    const others: PatternPosition = { set: units.any & ~hinted, star: true };
    q.patterns.push([others, ...hint.flatMap((u) => [{ set: 1n << BigInt(u), star: false }, others])]);
  }
  const c = candidates(engine, q);
  const top = new TopAnswers<PartyAnswer>(options.limit ?? DEFAULT_LIMIT);
  c.forEach((start, len, i) => c.offer(top, 0, start, len, i, () => c.answer(start, len, hint.length, `wins ${units.render(hint)}`)));
  return top.sorted();
}
