// The GADDAG's strings before the separator: every prefix p of every word, reversed (compile.ts
// says why these are all it needs). They are the nodes of the DAWG read as a trie, and rev(p) is
// the path from p's node up to the root, so they are never written out as strings: each node
// keeps its first 8 tiles packed beside a link 8 levels up, which holds the rest.
//
// A record per node (Int32Array, 4 words; node 0, the root, is all zeros):
//
//   word 0   tiles 0-3 of rev(p)   ┌──┬──────┬──────┬──────┬──────┐  6 bits a tile, first tile
//   word 1   tiles 4-7             │00│ t0   │ t1   │ t2   │ t3   │  highest; 0 past the end, so
//                                  └──┴──────┴──────┴──────┴──────┘  shorter strings sort first
//   word 2   the node 8 levels up: its record holds tiles 8-15 (0 when p has at most 8 tiles)
//   word 3   the DAWG arc that ends p (its accepts bit: p is a word; its arcIndex: the group
//            after p, the GADDAG's separator target)
//
// So comparing two strings is comparing words (the common prefix is a count of leading zero
// bits of their xor), and the radix sort reads a tile pair straight from a record. Built in one
// depth-first pass: a node's tiles are its own tile, then its parent's, shifted.

import { errors } from '../errors.js';
import { ARC_INDEX_MASK, IS_END_BIT, TILE_SHIFT } from './node.js';

/** Tiles held in one record. */
export const RECORD_TILES = 8;
const RECORD_WORDS = 4;
/** Deepest prefix: the DAWG's longest word (compile.ts: MAX_WORD_TILES). */
const MAX_PREFIX = 63;

export interface ReversedPrefixes {
  /** Nodes 1..count; record k at records[4k .. 4k+4). */
  count: number;
  records: Int32Array;
}

/** The record words of node k. */
export const tilesWord = (k: number, half: 0 | 1) => RECORD_WORDS * k + half;
export const jumpWord = (k: number) => RECORD_WORDS * k + 2;
export const arcWord = (k: number) => RECORD_WORDS * k + 3;

/**
 * Every prefix of the words of the DAWG at `dawgRoot`, once each (`count` of them: the compiler
 * counted them as it added the words).
 */
export function reversedPrefixes(entries: Uint32Array, dawgRoot: number, count: number): ReversedPrefixes {
  if (count >= 1 << 29) throw errors.badInput(`the word list has ${count} distinct prefixes (max ${(1 << 29) - 1})`);
  const records = new Int32Array(RECORD_WORDS * (count + 1));
  // Per depth on the current path: the next entry to visit in the group there (-1: done), and
  // the node reached and its two tile words.
  const entryAt = new Int32Array(MAX_PREFIX + 2);
  const pathNode = new Int32Array(MAX_PREFIX + 2);
  const pathTiles0 = new Int32Array(MAX_PREFIX + 2);
  const pathTiles1 = new Int32Array(MAX_PREFIX + 2);
  let depth = 1, node = 0;
  entryAt[1] = dawgRoot;
  while (depth > 0) {
    const i = entryAt[depth]!;
    if (i < 0) {
      depth--;
      continue;
    }
    const e = entries[i]!;
    entryAt[depth] = e & IS_END_BIT ? -1 : i + 1;
    node++;
    // rev(p) is p's last tile, then rev(parent): the parent's tiles move one place on.
    const parent0 = pathTiles0[depth - 1]!, parent1 = pathTiles1[depth - 1]!;
    const tiles0 = ((e >>> TILE_SHIFT) << 18) | (parent0 >>> 6);
    const tiles1 = ((parent0 & 63) << 18) | (parent1 >>> 6);
    const at = RECORD_WORDS * node;
    records[at] = tiles0;
    records[at + 1] = tiles1;
    records[at + 2] = depth > RECORD_TILES ? pathNode[depth - RECORD_TILES]! : 0;
    records[at + 3] = e;
    pathNode[depth] = node;
    pathTiles0[depth] = tiles0;
    pathTiles1[depth] = tiles1;
    const child = e & ARC_INDEX_MASK;
    if (child) entryAt[++depth] = child;
  }
  if (node !== count) throw errors.internal(`the DAWG holds ${node} prefixes, the word list ${count}`);
  return { count, records };
}

/** Tile j of node k's string (0 past its end). */
export function tileAt(records: Int32Array, k: number, j: number): number {
  for (; j >= RECORD_TILES; j -= RECORD_TILES) k = records[jumpWord(k)]!;
  return (records[tilesWord(k, (j >> 2) as 0 | 1)]! >>> (18 - 6 * (j & 3))) & 63;
}

/** Length of the common prefix of the strings of nodes a and b (which differ). */
export function commonPrefix(records: Int32Array, a: number, b: number): number {
  for (let base = 0; ; base += RECORD_TILES) {
    const x = records[tilesWord(a, 0)]! ^ records[tilesWord(b, 0)]!;
    // The tiles fill the low 24 bits, 6 each, first tile highest.
    if (x !== 0) return base + (((Math.clz32(x) - 8) / 6) | 0);
    const y = records[tilesWord(a, 1)]! ^ records[tilesWord(b, 1)]!;
    if (y !== 0) return base + 4 + (((Math.clz32(y) - 8) / 6) | 0);
    a = records[jumpWord(a)]!;
    b = records[jumpWord(b)]!;
    if (a === b) throw errors.internal('two prefix nodes spell the same string');
  }
}

/** Ranges of fewer strings are sorted by comparison. */
const SMALL = 16;
/** Ranges of more strings are split two tiles at a time (4,096 buckets). */
const WIDE = 4096;

/** The strings in sorted order: their nodes, and (moved along, so reading them is sequential) their first 8 tiles. */
export interface SortedPrefixes {
  order: Int32Array;
  tiles0: Int32Array;
  tiles1: Int32Array;
}

/**
 * The nodes 1..count in ascending order of their strings (shorter first on a shared prefix): MSD
 * radix sort by one or two tiles at a time. The first 8 tiles of each string move with it, so a
 * pass reads them in order instead of looking up records all over (2× faster on SOWPODS).
 */
export function sortReversedPrefixes(p: ReversedPrefixes): SortedPrefixes {
  const { count, records } = p;
  const order = new Int32Array(count), tiles0 = new Int32Array(count), tiles1 = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    order[i] = i + 1;
    tiles0[i] = records[tilesWord(i + 1, 0)]!;
    tiles1[i] = records[tilesWord(i + 1, 1)]!;
  }
  const tmp = new Int32Array(count);
  const digits = new Uint16Array(count);
  const counts = new Int32Array(4096 + 1);
  const next = new Int32Array(4096 + 1);
  // Work stack of (lo, hi, depth) triples: at most 63 buckets pushed per level, 64 levels.
  const stack = new Int32Array(3 * 64 * 64);
  let sp = 0;
  stack[sp++] = 0;
  stack[sp++] = count;
  stack[sp++] = 0;
  while (sp > 0) {
    const d = stack[--sp]!, hi = stack[--sp]!, lo = stack[--sp]!;
    if (hi - lo < SMALL) {
      insertionSort(records, order, tiles0, tiles1, lo, hi, d);
      continue;
    }
    // Two tiles when the range is wide and they sit in one word (tiles 0-1, 2-3, 4-5, 6-7).
    const pair = hi - lo >= WIDE && (d & 1) === 0;
    const buckets = pair ? 4096 : 64;
    counts.fill(0, 0, buckets + 1);
    countDigits(records, order, tiles0, tiles1, lo, hi, d, pair, digits, counts);
    counts[0] = lo;
    for (let b = 1; b <= buckets; b++) counts[b]! += counts[b - 1]!;
    // counts[b] is now the first slot of bucket b.
    for (const a of [order, tiles0, tiles1]) {
      next.set(counts.subarray(0, buckets));
      scatter(a, lo, hi, digits, next, tmp);
      a.set(tmp.subarray(lo, hi), lo);
    }
    // A bucket whose (last) tile is 0 holds the one string that ends there: nothing to sort.
    const step = pair ? 2 : 1;
    for (let b = 1; b < buckets; b++) {
      const bucketStart = counts[b]!, bucketEnd = counts[b + 1]!;
      if (bucketEnd - bucketStart > 1 && (b & 63) !== 0) {
        stack[sp++] = bucketStart;
        stack[sp++] = bucketEnd;
        stack[sp++] = d + step;
      }
    }
  }
  return { order, tiles0, tiles1 };
}

// The passes below are one loop per function, each the last thing in it. A function called for
// every range whose first call is long gets its loop compiled on the spot (on-stack
// replacement), before the code after the loop has ever run; that compiled loop is then reused
// on every later call and gives up at the unseen code each time (a SOWPODS build gave up
// ~1,500 times, ~40 ms).

/** The digit (one tile, or two when `pair`) at tile d of each string in [lo, hi) into digits[], counted in counts[digit + 1]. */
function countDigits(
  records: Int32Array, order: Int32Array, tiles0: Int32Array, tiles1: Int32Array, lo: number, hi: number, d: number,
  pair: boolean, digits: Uint16Array, counts: Int32Array,
): void {
  const shift = pair ? 12 - 6 * (d & 3) : 18 - 6 * (d & 3), mask = pair ? 4095 : 63;
  if (d >= RECORD_TILES) {
    countDigitsPastRecord(records, order, lo, hi, d, shift, mask, digits, counts);
    return;
  }
  const words = d < 4 ? tiles0 : tiles1;
  for (let k = lo; k < hi; k++) {
    const digit = (words[k]! >>> shift) & mask;
    digits[k] = digit;
    counts[digit + 1]!++;
  }
}

/** countDigits past the first 8 tiles (rare in a range wide enough to count): through the records. */
function countDigitsPastRecord(
  records: Int32Array, order: Int32Array, lo: number, hi: number, d: number, shift: number, mask: number,
  digits: Uint16Array, counts: Int32Array,
): void {
  for (let k = lo; k < hi; k++) {
    let node = order[k]!;
    for (let j = d; j >= RECORD_TILES; j -= RECORD_TILES) node = records[jumpWord(node)]!;
    const digit = (records[tilesWord(node, ((d & 7) >> 2) as 0 | 1)]! >>> shift) & mask;
    digits[k] = digit;
    counts[digit + 1]!++;
  }
}

/** Moves a[lo..hi) into tmp by bucket (digits[], next[b]: the next free slot of bucket b). */
function scatter(a: Int32Array, lo: number, hi: number, digits: Uint16Array, next: Int32Array, tmp: Int32Array): void {
  for (let k = lo; k < hi; k++) tmp[next[digits[k]!]!++] = a[k]!;
}

function insertionSort(
  records: Int32Array, order: Int32Array, tiles0: Int32Array, tiles1: Int32Array, lo: number, hi: number, d: number,
): void {
  for (let i = lo + 1; i < hi; i++) {
    const x = order[i]!, x0 = tiles0[i]!, x1 = tiles1[i]!;
    let j = i - 1;
    while (j >= lo && compare(records, order[j]!, tiles0[j]!, tiles1[j]!, x, x0, x1, d) > 0) {
      order[j + 1] = order[j]!;
      tiles0[j + 1] = tiles0[j]!;
      tiles1[j + 1] = tiles1[j]!;
      j--;
    }
    order[j + 1] = x;
    tiles0[j + 1] = x0;
    tiles1[j + 1] = x1;
  }
}

/**
 * Compares the strings of nodes a and b (first tiles a0 a1, b0 b1) from tile d on (they share
 * the tiles before d, so whole words compare as the tiles from d on: the first differing tile
 * holds the highest differing bits).
 */
function compare(records: Int32Array, a: number, a0: number, a1: number, b: number, b0: number, b1: number, d: number): number {
  if (d < 4 && a0 !== b0) return a0 - b0;
  if (d < RECORD_TILES && a1 !== b1) return a1 - b1;
  for (;;) {
    a = records[jumpWord(a)]!;
    b = records[jumpWord(b)]!;
    if (a === 0 && b === 0) return 0;
    const x = records[tilesWord(a, 0)]! - records[tilesWord(b, 0)]!;
    if (x !== 0) return x;
    const y = records[tilesWord(a, 1)]! - records[tilesWord(b, 1)]!;
    if (y !== 0) return y;
  }
}
