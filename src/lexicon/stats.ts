// Letter statistics of a lexicon: word lengths, how often each tile occurs, and a tile set
// (counts and point values) derived from those frequencies, set beside a ruleset's official one.
//
// The derivation follows Alfred Butts, who counted letters in newspaper text to decide how many
// of each tile to make and what each is worth. Ours counts the lexicon instead:
//
// - Counts: the ruleset's non-blank tiles (98 of 100 in all three official sets) are shared out
//   in proportion to each tile's share of all tile occurrences (largest-remainder rounding),
//   each tile getting at least one so that every word stays playable. Blanks are kept as the
//   ruleset has them.
// - Values: a tile's value reflects how hard it is to place, so it is ruled by the share of words
//   that contain the tile at all. The commonest tiles that together make up two thirds of all
//   occurrences are worth 1 (in the English, Catalan and Spanish sets 1-point tiles are 68–75%
//   of the bag). Below them, each fall in that share by a constant factor adds one point; the
//   factor is chosen so that the rarest tile is worth 10:
//       value = 1 + round(9 · ln(s₁ / s) / ln(s₁ / s_min)), clamped to 1..10
//   where s is the tile's share of words, s₁ that of the rarest 1-point tile and s_min the
//   smallest share. A tile no word uses is worth 10.
//
// Derived and official counts and values are compared with the Pearson correlation over the
// non-blank tiles.

import type { Alphabet } from '../alphabet/index.js';
import type { LexiconGraph } from './graph.js';
import { ACCEPTS_BIT, ARC_INDEX_MASK, IS_END_BIT, TILE_SHIFT } from './node.js';

/** Longest tile string a lexicon holds, plus one. */
const MAX_DEPTH = 64;

/**
 * Calls `visit` for every word of the DAWG, in tile order. `tiles` is one reused buffer, valid
 * only during the call (tiles[0..length)). An explicit stack: no allocation per word.
 */
export function forEachWord(graph: LexiconGraph, visit: (tiles: Uint8Array, length: number) => void): void {
  const e = graph.entries;
  if (graph.dawgRoot === 0) return;
  const prefix = new Uint8Array(MAX_DEPTH);
  const arcAt = new Int32Array(MAX_DEPTH); // entry index of the arc taken at each depth
  let depth = 0;
  arcAt[0] = graph.dawgRoot;
  for (;;) {
    const entry = e[arcAt[depth]!]!;
    prefix[depth] = entry >>> TILE_SHIFT;
    if (entry & ACCEPTS_BIT) visit(prefix, depth + 1);
    const child = entry & ARC_INDEX_MASK;
    if (child !== 0) {
      arcAt[++depth] = child;
      continue;
    }
    // Next sibling, leaving every group whose last arc is done.
    while (e[arcAt[depth]!]! & IS_END_BIT) {
      if (depth === 0) return;
      depth--;
    }
    arcAt[depth]!++;
  }
}

export interface TileFrequency {
  /** Tile index (1..n). */
  tile: number;
  /** Display string ('A', 'NY', 'L·L'). */
  text: string;
  /** Times the tile occurs in all words. */
  occurrences: number;
  /** occurrences / all tile occurrences. */
  occurrenceShare: number;
  /** Words containing the tile at least once. */
  words: number;
  /** words / word count. */
  wordShare: number;
}

export interface LexiconStats {
  alphabet: string;
  wordCount: number;
  /** Words by length in tiles: lengthHistogram[k] = words of k tiles (index 0 is always 0). */
  lengthHistogram: number[];
  /** Total tiles in all words. */
  tileOccurrences: number;
  /** Tiles 1..n of the alphabet, in alphabet order. */
  tiles: TileFrequency[];
}

/** Lengths and tile frequencies in one walk over the words. */
export function lexiconStats(graph: LexiconGraph, alphabet: Alphabet): LexiconStats {
  const n = alphabet.size;
  const histogram = new Float64Array(MAX_DEPTH);
  const occurrences = new Float64Array(n);
  const containing = new Float64Array(n);
  // The word number that last counted each tile: counts a tile once per word without clearing.
  const seenIn = new Int32Array(n).fill(-1);
  let words = 0, total = 0;
  forEachWord(graph, (tiles, length) => {
    histogram[length]!++;
    total += length;
    for (let i = 0; i < length; i++) {
      const t = tiles[i]!;
      occurrences[t]!++;
      if (seenIn[t] !== words) {
        seenIn[t] = words;
        containing[t]!++;
      }
    }
    words++;
  });
  let last = 0;
  for (let k = 0; k < MAX_DEPTH; k++) if (histogram[k]) last = k;
  const tiles: TileFrequency[] = [];
  for (let t = 1; t < n; t++) {
    tiles.push({
      tile: t,
      text: alphabet.tiles[t]!,
      occurrences: occurrences[t]!,
      occurrenceShare: total ? occurrences[t]! / total : 0,
      words: containing[t]!,
      wordShare: words ? containing[t]! / words : 0,
    });
  }
  return {
    alphabet: alphabet.id, wordCount: words, lengthHistogram: Array.from(histogram.subarray(0, last + 1)),
    tileOccurrences: total, tiles,
  };
}

/** Share of the bag's tiles that the 1-point tiles make up (see the top of this file). */
export const ONE_POINT_SHARE = 2 / 3;
export const MIN_VALUE = 1;
export const MAX_VALUE = 10;

/**
 * Shares `total` among the weights in proportion, each at least `floor` (when the total allows),
 * rounding by largest remainder (Hamilton). Ties in remainder go to the larger weight, then the
 * lower index, so the result is deterministic.
 */
export function apportion(weights: readonly number[], total: number, floor = 1): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const min = total >= floor * n ? floor : 0;
  const fixed = new Array<boolean>(n).fill(false);
  const out = new Array<number>(n).fill(0);
  // Tiles whose proportional share is below the floor get the floor; the rest share what is left.
  for (;;) {
    const free = weights.reduce((s, w, i) => (fixed[i] ? s : s + w), 0);
    const left = total - min * fixed.filter(Boolean).length;
    let changed = false;
    for (let i = 0; i < n; i++) {
      if (fixed[i]) continue;
      const quota = free > 0 ? (left * weights[i]!) / free : 0;
      if (quota < min) {
        fixed[i] = true;
        changed = true;
      }
    }
    if (!changed) {
      const quotas = weights.map((w, i) => (fixed[i] ? min : free > 0 ? (left * w) / free : 0));
      let given = 0;
      quotas.forEach((q, i) => {
        out[i] = fixed[i] ? min : Math.floor(q);
        given += out[i]!;
      });
      const order = quotas
        .map((q, i) => ({ i, rem: fixed[i] ? -1 : q - Math.floor(q) }))
        .sort((a, b) => b.rem - a.rem || weights[b.i]! - weights[a.i]! || a.i - b.i);
      for (let k = 0; given < total && k < order.length; k++) {
        if (order[k]!.rem < 0) break;
        out[order[k]!.i]!++;
        given++;
      }
      return out;
    }
  }
}

/**
 * Point values from shares of words (see the top of this file): `oneShare` is the share of
 * `occurrence` weight the 1-point tiles make up together.
 */
export function deriveValues(wordShare: readonly number[], occurrenceShare: readonly number[], oneShare = ONE_POINT_SHARE): number[] {
  const order = wordShare.map((_, i) => i).sort((a, b) => wordShare[b]! - wordShare[a]! || a - b);
  const totalOccurrence = occurrenceShare.reduce((s, x) => s + x, 0);
  // s₁: the share of words of the last tile needed to reach `oneShare` of all occurrences.
  let cumulative = 0, s1 = wordShare[order[0]!] ?? 0;
  for (const i of order) {
    s1 = wordShare[i]!;
    cumulative += occurrenceShare[i]!;
    if (cumulative >= oneShare * totalOccurrence) break;
  }
  const positive = wordShare.filter((s) => s > 0);
  const sMin = positive.length ? Math.min(...positive) : 0;
  const span = s1 > 0 && sMin > 0 ? Math.log(s1 / sMin) : 0;
  return wordShare.map((s) => {
    if (s <= 0) return MAX_VALUE;
    if (s >= s1 || span <= 0) return MIN_VALUE;
    const v = MIN_VALUE + Math.round(((MAX_VALUE - MIN_VALUE) * Math.log(s1 / s)) / span);
    return Math.min(MAX_VALUE, Math.max(MIN_VALUE, v));
  });
}

/** Pearson's r; NaN when either series is constant or they are shorter than 2. */
export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = Math.min(x.length, y.length);
  if (n < 2) return NaN;
  let mx = 0, my = 0;
  for (let i = 0; i < n; i++) { mx += x[i]!; my += y[i]!; }
  mx /= n; my /= n;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx, dy = y[i]! - my;
    sxy += dx * dy; sxx += dx * dx; syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : NaN;
}

export interface OfficialTile {
  /** Tile index in the lexicon's alphabet; 0 = blank. */
  tile: number;
  count: number;
  value: number;
}

export interface TileComparison extends TileFrequency {
  derivedCount: number;
  derivedValue: number;
  officialCount: number;
  officialValue: number;
}

export interface DerivedTileSet {
  ruleset: string;
  /** Tiles in the official bag, blanks included, and the blanks (kept as they are). */
  bagSize: number;
  blanks: number;
  tiles: TileComparison[];
  /** Pearson r between derived and official, over the non-blank tiles. */
  countCorrelation: number;
  valueCorrelation: number;
}

/** Derives counts and values from the statistics and sets them beside the official ones. */
export function deriveTileSet(stats: LexiconStats, ruleset: string, official: readonly OfficialTile[]): DerivedTileSet {
  const byTile = new Map(official.map((o) => [o.tile, o]));
  const blanks = byTile.get(0)?.count ?? 0;
  const bagSize = official.reduce((s, o) => s + o.count, 0);
  const counts = apportion(stats.tiles.map((t) => t.occurrenceShare), bagSize - blanks);
  const values = deriveValues(stats.tiles.map((t) => t.wordShare), stats.tiles.map((t) => t.occurrenceShare));
  const tiles = stats.tiles.map((t, i) => ({
    ...t,
    derivedCount: counts[i]!,
    derivedValue: values[i]!,
    officialCount: byTile.get(t.tile)?.count ?? 0,
    officialValue: byTile.get(t.tile)?.value ?? 0,
  }));
  return {
    ruleset, bagSize, blanks, tiles,
    countCorrelation: pearson(tiles.map((t) => t.derivedCount), tiles.map((t) => t.officialCount)),
    valueCorrelation: pearson(tiles.map((t) => t.derivedValue), tiles.map((t) => t.officialValue)),
  };
}
