// The syllable games of the wood (l'arbreda) that link words along a strip, from the Verbàlia
// rulebook:
//   Velosíl·laB   "they must place syllables one at a time, so that each syllable forms a word
//                 with the previous one": the longest row of your syllables, each pair in a row
//                 a two-syllable word (a marker per syllable placed);
//   Baulasíl·laB  "each player adds a syllable beside a tree that already has one and in the same
//                 strip, so that a new word is formed", right of the run's last syllable: the
//                 syllables of your hand that do, and the words they form with the end of the run.
// Rule P holds (the tiles stay syllables of the word); where a syllable ending in L meets one
// starting with L the two Ls may be L·L (COL + LEC). The map of the wood is no part of the
// question: a strip is one row.

import { Budget } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors, type Subject } from '../errors.js';
import { keepsSyllables } from '../grid/syllables.js';
import { parseSyllable, type SyllablePiece } from '../query/syllables.js';
import { unitAlphabet } from '../query/units.js';
import { DEFAULT_LIMIT } from './answers.js';

/** The words the pieces make read in this order, each piece a syllable of the word (rule P). */
export function joinedWords(engine: Engine, pieces: readonly SyllablePiece[]): string[] {
  const letters = unitAlphabet(engine.alphabet, 'letters');
  const ll = engine.alphabet.tileOf('L·L');
  const l = engine.alphabet.tileOf('L');
  const cellLetters = pieces.map((p) => letters.count(p.tiles));
  const out: string[] = [];
  // Each junction of an L with an L is two Ls or one L·L tile: try both.
  const go = (i: number, tiles: number[]) => {
    if (i === pieces.length) {
      if (engine.lexicon.graph.hasWord(tiles) && keepsSyllables(engine.lexicon, tiles, cellLetters)) {
        const word = engine.alphabet.render(tiles);
        if (!out.includes(word)) out.push(word);
      }
      return;
    }
    const p = pieces[i]!.tiles;
    go(i + 1, [...tiles, ...p]);
    if (ll !== undefined && i > 0 && tiles.at(-1) === l && p[0] === l) go(i + 1, [...tiles.slice(0, -1), ll, ...p.slice(1)]);
  };
  go(0, []);
  return out;
}

function syllables(engine: Engine, list: readonly string[] | undefined, what: Subject, fewest: number): SyllablePiece[] {
  if (!list || list.length < fewest) {
    throw errors.about(what, (n) => `${n} needs at least ${fewest} syllable${fewest === 1 ? '' : 's'}, got ${list?.length ?? 0}`);
  }
  return list.map((s) => parseSyllable(engine.alphabet, s));
}

export interface VeloRow {
  /** The syllables placed, in order (after `after`, when given). */
  syllables: string[];
  /** The word each syllable forms with the one before it. */
  words: string[];
  /** Markers: one per syllable placed. */
  score: number;
}

export interface VeloOptions {
  /** The syllables in your hand (ten). */
  hand: readonly string[];
  /** The syllable placed last in your row, if the row is begun. */
  after?: string;
  limit?: number;
  /** Spent per syllable tried; when it runs out the rows found so far are returned. */
  budget?: Budget;
}

/**
 * Velosíl·laB: the longest rows of hand syllables (each tile once) in which every syllable forms
 * a two-syllable word with the one before it — the first with `after`, when the row is begun.
 * Longest first (a marker per syllable placed); rows of one length in the order found.
 */
export function velosillab(engine: Engine, options: VeloOptions): VeloRow[] {
  const hand = syllables(engine, options.hand, { option: 'syllables' }, 1);
  const after = options.after === undefined ? undefined : parseSyllable(engine.alphabet, options.after);
  const budget = options.budget ?? Budget.unlimited();
  const limit = options.limit ?? DEFAULT_LIMIT;
  // pair[a][b]: the words hand syllable a then b make (b after `after`: row hand.length).
  const n = hand.length;
  const pair = (a: SyllablePiece, b: SyllablePiece) => joinedWords(engine, [a, b]);
  const next: { to: number; word: string }[][] = [];
  for (let a = 0; a <= n; a++) {
    next.push([]);
    const from = a === n ? after : hand[a]!;
    if (!from) continue;
    for (let b = 0; b < n; b++) {
      if (b === a) continue;
      const w = pair(from, hand[b]!);
      if (w.length) next[a]!.push({ to: b, word: w[0]! });
    }
  }
  const rows = new Map<string, VeloRow>();
  let best = 0;
  const used = new Array<boolean>(n).fill(false);
  const path: number[] = [];
  const words: string[] = [];
  const keep = () => {
    const len = path.length;
    if (len < best) return;
    if (len > best) {
      best = len;
      rows.clear();
    }
    const key = path.map((k) => hand[k]!.text).join('-');
    if (rows.size < limit && !rows.has(key)) rows.set(key, { syllables: path.map((k) => hand[k]!.text), words: [...words], score: len });
  };
  const go = (at: number) => {
    keep();
    for (const { to, word } of next[at]!) {
      if (used[to] || budget.spend()) continue;
      used[to] = true;
      path.push(to);
      words.push(word);
      go(to);
      words.pop();
      path.pop();
      used[to] = false;
    }
  };
  if (after) go(n);
  else {
    for (let s = 0; s < n && !budget.stopped; s++) {
      used[s] = true;
      path.push(s);
      go(s);
      path.pop();
      used[s] = false;
    }
  }
  return [...rows.values()];
}

export interface BaulaMove {
  /** The hand syllable placed right of the run's last one. */
  syllable: string;
  /** The words it forms with the end of the run (the last k syllables and it), shortest first. */
  words: { word: string; syllables: string[] }[];
}

/**
 * Baulasíl·laB: for each syllable of the hand, the words it forms placed right of the last
 * syllable of the run: the run's last k syllables (k ≥ 1) then it, each a syllable of the word
 * (rule P). Hand syllables forming no word are left out; the most words first.
 */
export function baulasillab(engine: Engine, options: { run: readonly string[]; hand: readonly string[] }): BaulaMove[] {
  const run = syllables(engine, options.run, { option: 'run' }, 1);
  const hand = syllables(engine, options.hand, { option: 'syllables' }, 1);
  const out: BaulaMove[] = [];
  const seen = new Set<string>();
  for (const s of hand) {
    if (seen.has(s.text)) continue;
    seen.add(s.text);
    const words: BaulaMove['words'] = [];
    for (let k = 1; k <= Math.min(run.length, 7); k++) {
      const pieces = [...run.slice(run.length - k), s];
      for (const word of joinedWords(engine, pieces)) words.push({ word, syllables: pieces.map((p) => p.text) });
    }
    if (words.length) out.push({ syllable: s.text, words });
  }
  return out.sort((a, b) => b.words.length - a.words.length);
}
