// Syllable-tile games of seed 000 built on the syllable queries (src/query/syllables.ts):
//   Oscíl·laB, Grafosíl·laB       syllable + letter + syllable (the syllables need not stay syllables)
//   Aparellasíl·laB, Bigrafosíl·laB  two syllables and two letters, one between them (rule P)
//   Cleptosíl·laB                 words from one or more of the syllables in the middle, most syllables first
//   Memosíl·laB, Vailetosíl·laB (and the Bimemo family)  which pairs of turned syllables make a word
//   Quadrisíl·laB                 four three-syllable words sharing no syllable tile, from 12 (or 13)
//   Lligosíl·laB                  the best split of a pile of syllables into words (2: 3, 3: 6, 4: 10, 5: 15)

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { bridge, combine, type CombinedWord } from '../query/syllables.js';
import { points, partyTables } from './tables.js';

export type BridgeGame = 'oscillab' | 'grafosillab' | 'aparellasillab' | 'bigrafosillab';

export interface SyllableWord {
  word: string;
  /** The pieces as read in the word: syllables and the letters added. */
  pieces: string[];
  score: number;
}

/** The words of a two-syllable game, in alphabetical order (one marker or point each). */
export function bridgeWords(engine: Engine, game: BridgeGame, first: string, second: string): SyllableWord[] {
  const twoLetters = game === 'aparellasillab' || game === 'bigrafosillab';
  return bridge(engine, first, second, { extra: twoLetters ? 1 : 0, syllabic: twoLetters })
    .map((w) => ({ word: w.word, pieces: w.readings[0]!, score: 1 }));
}

export type CombineGame = 'cleptosillab' | 'memosillab' | 'vailetosillab';

/**
 * Cleptosíl·laB: words from one or more of the syllables (each tile once), most syllables
 * first — the longer word takes the syllables. Memosíl·laB, Vailetosíl·laB: words from two of
 * the syllables (give the two turned over, or a whole layout to list every pair that works).
 */
export function combineWords(engine: Engine, game: CombineGame, syllables: readonly string[]): SyllableWord[] {
  const pair = game !== 'cleptosillab';
  const words = combine(engine, syllables, pair ? { min: 2, max: 2 } : { min: 1, max: Math.min(8, Math.max(1, syllables.length)) });
  return words.map((w) => ({ word: w.word, pieces: w.syllables, score: w.syllables.length }));
}

export interface QuadrisillabResult {
  /** Ways to make the most words, each a list of words sharing no tile (at most `limit`). */
  solutions: SyllableWord[][];
  /** Words in each solution: the goal when it equals `words`. */
  made: number;
  /** Three-syllable words the syllables can make. */
  candidates: number;
}

/**
 * Quadrisíl·laB: `words` (4, or 3 in the short game) three-syllable words using each syllable
 * tile at most once. When that is impossible, the most such words that can be made.
 */
export function quadrisillab(engine: Engine, syllables: readonly string[], words = 4, limit = 20): QuadrisillabResult {
  if (words !== 3 && words !== 4) throw errors.badInput(`Quadrisíl·laB makes 3 or 4 words, not ${words}`);
  if (syllables.length < 3 * words) throw errors.badInput(`${words} words of three syllables need ${3 * words} syllables, got ${syllables.length}`);
  const found = combine(engine, syllables, { min: 3, max: 3 });
  const pool = poolOf(syllables.map((s) => normalSyllable(engine, s)));
  let best: CombinedWord[][] = [];
  let made = 0;
  const chosen: CombinedWord[] = [];
  const visit = (from: number) => {
    if (chosen.length > made) {
      made = chosen.length;
      best = [];
    }
    if (chosen.length === made && best.length < limit) best.push([...chosen]);
    if (chosen.length === words) return;
    for (let i = from; i < found.length; i++) {
      if (!take(pool, found[i]!.syllables)) continue;
      chosen.push(found[i]!);
      visit(i + 1);
      chosen.pop();
      give(pool, found[i]!.syllables);
    }
  };
  visit(0);
  return {
    solutions: made === 0 ? [] : best.map((s) => s.map((w) => ({ word: w.word, pieces: w.syllables, score: 1 }))),
    made, candidates: found.length,
  };
}

export interface LligosillabResult {
  /** The words of the best split, most points first. */
  words: SyllableWord[];
  total: number;
  /** Syllables left over. */
  unused: string[];
}

/** Most syllables in a Lligosíl·laB pile the exact search takes (the pile of one round is smaller). */
export const MAX_PILE = 40;

/**
 * Lligosíl·laB: the split of the pile into words of 2–5 syllables (each tile in one word at
 * most, any order within a word, rule P) scoring the most: 2: 3, 3: 6, 4: 10, 5: 15 points.
 * Exact: a branch-and-bound search over the words the pile can make.
 */
export function lligosillab(engine: Engine, syllables: readonly string[]): LligosillabResult {
  if (syllables.length > MAX_PILE) throw errors.badInput(`a pile of ${syllables.length} syllables is more than the ${MAX_PILE} the exact search takes`);
  const found = combine(engine, syllables, { min: 2, max: Math.min(5, syllables.length) })
    .map((w) => ({ w, points: points(partyTables.lligosillab, w.syllables.length) }))
    .sort((a, b) => b.points - a.points);
  const names = syllables.map((s) => normalSyllable(engine, s));
  const pool = poolOf(names);
  // No word scores more than 3 points per syllable (15 for 5), which bounds what is left.
  const bestPerSyllable = 3;
  let left = names.length;
  let best = { total: -1, words: [] as typeof found };
  const chosen: typeof found = [];
  let total = 0;
  const visit = (from: number) => {
    if (total > best.total) best = { total, words: [...chosen] };
    if (total + left * bestPerSyllable <= best.total) return;
    for (let i = from; i < found.length; i++) {
      const f = found[i]!;
      if (!take(pool, f.w.syllables)) continue;
      chosen.push(f);
      total += f.points;
      left -= f.w.syllables.length;
      visit(i + 1);
      left += f.w.syllables.length;
      total -= f.points;
      chosen.pop();
      give(pool, f.w.syllables);
    }
  };
  visit(0);
  const rest = poolOf(names);
  for (const { w } of best.words) take(rest, w.syllables);
  const unused = [...rest].flatMap(([s, k]) => Array<string>(k).fill(s));
  return {
    words: best.words.map(({ w, points: p }) => ({ word: w.word, pieces: w.syllables, score: p })),
    total: Math.max(0, best.total), unused,
  };
}

/** A syllable as combine() names it (rendered tiles). */
function normalSyllable(engine: Engine, text: string): string {
  return engine.alphabet.render(engine.alphabet.tokenize(text.trim()));
}

function poolOf(names: readonly string[]): Map<string, number> {
  const pool = new Map<string, number>();
  for (const n of names) pool.set(n, (pool.get(n) ?? 0) + 1);
  return pool;
}

/** Takes the syllables from the pool if all are there. */
function take(pool: Map<string, number>, syllables: readonly string[]): boolean {
  for (let i = 0; i < syllables.length; i++) {
    const k = pool.get(syllables[i]!) ?? 0;
    if (k === 0) {
      give(pool, syllables.slice(0, i));
      return false;
    }
    pool.set(syllables[i]!, k - 1);
  }
  return true;
}

function give(pool: Map<string, number>, syllables: readonly string[]): void {
  for (const s of syllables) pool.set(s, (pool.get(s) ?? 0) + 1);
}
