// Syllable-tile games of the Verbàlia rulebook built on the syllable queries (src/query/syllables.ts):
//   Oscíl·laB, Grafosíl·laB       syllable + letter + syllable (the syllables need not stay syllables)
//   Aparellasíl·laB, Bigrafosíl·laB  two syllables and two letters, one between them (rule P)
//   Cleptosíl·laB                 words from one or more of the syllables in the middle, most syllables first
//   Memosíl·laB, Vailetosíl·laB (and the Bimemo family)  which pairs of turned syllables make a word
//   Quadrisíl·laB                 four three-syllable words sharing no syllable tile, from 12 (or 13)
//   Lligosíl·laB                  the best split of a pile of syllables into words (2: 3, 3: 6, 4: 10, 5: 15)

import { Budget } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { maxOf } from '../maxOf.js';
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
export function combineWords(engine: Engine, game: CombineGame, syllables: readonly string[], budget?: Budget): SyllableWord[] {
  const pair = game !== 'cleptosillab';
  const words = combine(engine, syllables, { ...(pair ? { min: 2, max: 2 } : { min: 1, max: Math.min(8, Math.max(1, syllables.length)) }), budget });
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
 * tile at most once. When that is impossible, the most such words that can be made. Many
 * syllables make many candidate words and sets of them: `budget` is spent per word tried.
 */
export function quadrisillab(
  engine: Engine, syllables: readonly string[], words = 4, limit = 20, budget = Budget.unlimited(),
): QuadrisillabResult {
  if (words !== 3 && words !== 4) throw errors.badInput(`Quadrisíl·laB makes 3 or 4 words, not ${words}`);
  if (syllables.length < 3 * words) throw errors.badInput(`${words} words of three syllables need ${3 * words} syllables, got ${syllables.length}`);
  const found = combine(engine, syllables, { min: 3, max: 3, budget });
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
      if (budget.spend()) return;
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
  /** Whether the search finished, so no split scores more (else the best found within its budget). */
  proven: boolean;
}

/** Words the Lligosíl·laB search tries by default before it answers with the best split found so far (about a second). */
export const LLIGO_BUDGET = 20_000_000;

/** Most syllables in a Lligosíl·laB pile (the search keeps the tiles left in a 31-bit set). */
export const MAX_PILE = 31;

/**
 * Lligosíl·laB: the split of the pile into words of 2–5 syllables (each tile in one word at
 * most, any order within a word, rule P) scoring the most: 2: 3, 3: 6, 4: 10, 5: 15 points.
 * Exact: a branch-and-bound search in which the first tile left is either in one of the words
 * holding its syllable or left over, bounded by the best points per syllable each tile left could
 * still earn. Large piles of short syllables can spend the budget (by default LLIGO_BUDGET words
 * tried): then the best split found is returned with proven false.
 */
export function lligosillab(
  engine: Engine, syllables: readonly string[], budget = new Budget({ nodes: LLIGO_BUDGET }),
): LligosillabResult {
  if (syllables.length > MAX_PILE) throw errors.badInput(`a pile of ${syllables.length} syllables is more than the ${MAX_PILE} the search takes`);
  const names = syllables.map((s) => normalSyllable(engine, s));
  const found = combine(engine, syllables, { min: 2, max: Math.min(5, syllables.length), budget })
    .map((w) => ({ w, points: points(partyTables.lligosillab, w.syllables.length) }))
    .sort((a, b) => b.points / b.w.syllables.length - a.points / a.w.syllables.length || b.points - a.points);
  type Found = (typeof found)[number];
  const holding = new Map<string, Found[]>();
  for (const f of found) for (const s of new Set(f.w.syllables)) holding.set(s, [...(holding.get(s) ?? []), f]);
  // The most a tile can earn: the best points per syllable of the words holding its syllable.
  const earns = names.map((n) => maxOf(holding.get(n) ?? [], (f) => f.points / f.w.syllables.length, 0));
  // Tiles holding each syllable, as a bit set.
  const tilesOf = new Map<string, number>();
  names.forEach((n, i) => tilesOf.set(n, (tilesOf.get(n) ?? 0) | (1 << i)));
  /** The tiles a word takes with tile `first` in it: each other syllable on the lowest free tile of its name. */
  const tilesFor = (syl: readonly string[], first: number, mask: number): number => {
    let taken = 1 << first;
    let firstUsed = false;
    for (const s of syl) {
      if (!firstUsed && s === names[first]) {
        firstUsed = true;
        continue;
      }
      const free = tilesOf.get(s)! & mask & ~taken;
      if (free === 0) return 0;
      taken |= free & -free;
    }
    return taken;
  };
  let best = { total: -1, words: [] as Found[], taken: [] as number[] };
  const chosen: Found[] = [];
  const takenBy: number[] = [];
  const visit = (mask: number, total: number, bound: number) => {
    if (total + bound <= best.total + 1e-9) return;
    // Once the budget is spent, the words chosen with the tiles left unused are a split too.
    if (mask === 0 || budget.stopped) {
      if (total > best.total) best = { total, words: [...chosen], taken: [...takenBy] };
      return;
    }
    const first = 31 - Math.clz32(mask & -mask);
    for (const f of holding.get(names[first]!) ?? []) {
      if (budget.spend()) return;
      const taken = tilesFor(f.w.syllables, first, mask);
      if (taken === 0) continue;
      let lost = 0;
      for (let i = 0; i < names.length; i++) if (taken & (1 << i)) lost += earns[i]!;
      chosen.push(f);
      takenBy.push(taken);
      visit(mask & ~taken, total + f.points, bound - lost);
      takenBy.pop();
      chosen.pop();
    }
    visit(mask & ~(1 << first), total, bound - earns[first]!);
  };
  const all = syllables.length === 31 ? 0x7fffffff : (1 << syllables.length) - 1;
  visit(all, 0, earns.reduce((a, b) => a + b, 0));
  const used = new Set<number>();
  for (const t of best.taken) for (let i = 0; i < names.length; i++) if (t & (1 << i)) used.add(i);
  return {
    words: best.words.map((f) => ({ word: f.w.word, pieces: f.w.syllables, score: f.points }))
      .sort((a, b) => b.score - a.score || a.word.localeCompare(b.word)),
    total: best.total, unused: names.filter((_, i) => !used.has(i)), proven: budget.stopped === undefined,
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
