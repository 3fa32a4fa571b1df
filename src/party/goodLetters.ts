// Votagrama and TaBugrama (the Verbàlia rulebook): ten "good" letters and four "bad" ones; words with no bad
// letter, scored by the good letters they hold.
//
// Good letters are counted as the rules' examples count them: each good letter drawn counts
// once, however often the word repeats it (one good A: ARMARI scores 1 for its As), and a word
// repeating a letter that was drawn twice scores it once per copy it holds (FONAMENTAL with two
// good Es scores 1 for its one E). So a word's good letters are the common part of its letters
// and the good ones, as multisets.

import type { Engine } from '../engine.js';
import type { ConstraintQuery } from '../query/constraint.js';
import { errors } from '../errors.js';
import { candidates, DEFAULT_LIMIT, type GameOptions, nLetters, type PartyAnswer, Tally, TopAnswers, unitCounts, unitsOf } from './answers.js';
import { categoriesOf } from './categories.js';
import { points, partyTables } from './tables.js';

export interface GoodBadOptions extends GameOptions {
  good: string;
  bad: string;
}

/** Letters outside the good ones the phased searches look at before one scan of every word. */
const PHASED_EXTRA = 3;

/**
 * Votagrama: a word with no bad letter, at least half of whose letters are good, scores one
 * point per good letter; most good letters first, then the shorter word (the rules' tie-break
 * for the 3-point bonus).
 *
 * A word's letters beyond the good ones are blanks of a --from budget: the words needing 0, 1, 2,
 * 3 of them come from small pruned walks, and the search stops as soon as no word needing more
 * can rank (it would score at most every good letter, and be longer); else one scan of every
 * word without a bad letter finishes it.
 */
export function votagrama(engine: Engine, options: GoodBadOptions): PartyAnswer[] {
  const units = unitsOf(engine, options);
  const good = unitCounts(units, options.good, { option: 'good' });
  const goodCount = good.reduce((a, b) => a + b, 0);
  const bad = badLetters(options);
  const tally = new Tally(units);
  const top = new TopAnswers<PartyAnswer>(options.limit ?? DEFAULT_LIMIT);
  const key = (score: number, n: number) => score * 256 + (255 - n);
  const rank = (query: ConstraintQuery, extra: (k: number) => boolean) => {
    const c = candidates(engine, { unit: units.unit, without: bad, ...query });
    c.forEach((start, len, i) => {
      tally.of(c.bytes, start, len);
      let score = 0;
      for (const u of tally.distinct) score += Math.min(tally.counts[u]!, good[u]!);
      const n = tally.total;
      if (score === 0 || 2 * score < n || !extra(n - score)) return;
      c.offer(top, key(score, n), start, len, i, () => c.answer(start, len, score, `${score} good of ${nLetters(n)}`));
    });
  };
  for (let extra = 0; extra <= PHASED_EXTRA; extra++) {
    rank({ from: options.good + '?'.repeat(extra) }, (k) => k === extra);
    // A word with more extra letters scores at most every good letter and is longer.
    if (top.full && top.threshold >= key(goodCount, goodCount + extra + 1)) return top.sorted();
  }
  rank({}, (k) => k > PHASED_EXTRA);
  return top.sorted();
}

export interface TabugramaOptions extends GoodBadOptions {
  /** Count the word as written by you alone (+1 letter). */
  unique?: boolean;
  /** A good letter may be used more than once (the rules do not say; default: once per copy drawn). */
  repeat?: boolean;
  /** Any form, not only infinitives and masculine singular / singular lemmas (default false). */
  allForms?: boolean;
}

/**
 * TaBugrama: words of 4+ letters with no bad letter and at least one good one, scored by the
 * length table (4: 1 … 10+: 25); +1 letter if no one else writes it, +2 letters if it holds
 * every good letter, and 50 points if it is made of good letters only. Only infinitives and
 * masculine singular / singular lemmas count where the lexicon has categories.
 */
export function tabugrama(engine: Engine, options: TabugramaOptions): PartyAnswer[] {
  const units = unitsOf(engine, options);
  const good = unitCounts(units, options.good, { option: 'good' });
  const goodKinds = [...good.keys()].filter((u) => good[u]! > 0);
  const cats = options.allForms ? undefined : categoriesOf(engine.lexicon);
  const bad = badLetters(options);
  const tally = new Tally(units);
  const top = new TopAnswers<PartyAnswer>(options.limit ?? DEFAULT_LIMIT);
  const rank = (query: ConstraintQuery, onlyGood: boolean) => {
    const c = candidates(engine, { unit: units.unit, without: bad, length: '4-', ...query });
    c.forEach((start, len, i) => {
      tally.of(c.bytes, start, len);
      const w = tally.counts;
      let used = 0;
      for (const u of tally.distinct) used += options.repeat ? (good[u]! > 0 ? w[u]! : 0) : Math.min(w[u]!, good[u]!);
      const n = tally.total;
      const only = used === n;
      if (used === 0 || only !== onlyGood) return;
      const all = goodKinds.every((u) => w[u]! >= (options.repeat ? 1 : good[u]!));
      const length = n + (all ? 2 : 0) + (options.unique ? 1 : 0);
      const score = only ? 50 : points(partyTables.regions, length);
      const note = only ? 'good letters only: 50' : `${n} letters${all ? ' +2 all good' : ''}${options.unique ? ' +1 alone' : ''}`;
      c.offer(top, score, start, len, i, () => c.answer(start, len, score, note), cats && (() => cats.isLemma(c.tilesAt(start, len))));
    });
  };
  // The words of good letters only (50 points, the most) come from a small pruned walk; the
  // others need a scan of every word without a bad letter, unless 50-point words fill the list.
  const others = units.names.filter((name, u) => u > 0 && good[u] === 0).join('');
  rank(options.repeat ? { without: bad + others } : { from: options.good }, true);
  if (!top.full) rank({}, false);
  return top.sorted();
}

function badLetters(options: GoodBadOptions): string {
  if (!options.good?.trim()) throw errors.about({ option: 'good' }, (n) => `${n} is required (the ten good letters)`);
  if (!options.bad?.trim()) throw errors.about({ option: 'bad' }, (n) => `${n} is required (the four bad letters)`);
  return options.bad;
}
