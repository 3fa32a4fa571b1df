// Exact bounds, and the plays themselves, for the spans that only a bingo can fill, in best-only
// and top-N searches.
//
// A span with as many empty squares as the rack has tiles holds only plays that lay the whole
// rack: words whose letters are the rack's (a blank standing for any letter) plus the board
// tiles the span reads through, each board tile in its place. The lexicon's bingo index
// (BingoWords, built once per process by src/scrabble/bingos.ts) groups the words of each length
// by an additive hash of their letters, so one lookup per span — the hash of the rack plus the
// span's board tiles; with a blank, one per letter it may stand for — gives every word with
// those letters. A span's bound is then the best score of the words that fit it (board tiles in
// place, cross sets), or −1 when none does; a ranked search writes those plays straight away
// (score.ts) and never walks the span. Racks of two or more blanks are not judged (a lookup per
// pair of letters, 351 of them); their spans keep the general bound of score.ts.
//
// Without this the +50 of the bingo bonus kept almost every span of rackSize empty squares
// above the threshold, and such spans through two or more board tiles, which rarely hold a
// word, cost 40% of the nodes a best-only search of the mid-game corpus walked.

import {
  BINGO_COUNT_BITS, BINGO_SPANS, WORD_SPANS, BW_BYTES, BW_FILTER, BW_FILTER_SHIFT, BW_SLOTS, LEX_ALPHABET_SIZE, LEX_BINGO_HASHES, LEX_BINGO_WORDS, SC_BINGO_COEFFICIENTS, SC_BINGO_INDEX, SC_BINGO_USED, SC_LEXICON,
  SC_RACK,
} from '../contract';
import {
  boardTiles, crossScores, crossSets, faceValue, hasCross, letterMult, tileValues, wordMult,
} from './board';
import { byEquity, leaveValue, SCALE, strideOf } from './leaves';
import { threshold, writePlay } from './output';

// @ts-ignore: decorator
@inline const HASH_MASK: u32 = 0x3fffffff;

// One search's working registers (see board.ts), loaded by useBingos.

/** Whether the index is there to judge spans (ScrabbleContext.bingoIndex) and the rack has at most one blank. */
let judging: bool = false;
/** Whether a ranked search finds the other spans' plays from the index (wordmap.ts): racks of at most two blanks. */
export let wordSpans: bool = false;
/** The lexicon descriptor: bingoWords and bingoHashes. */
let descriptor: usize = 0;
/** u8 [64]: the rack (counts by tile, [0] = blanks), unchanged outside the walk. */
let rack: usize = 0;
let blanks: i32 = 0;
/** The hash of the rack's real tiles. */
export let rackHash: u32 = 0;
/** i32 [64]: per square of a span, the coefficient of a tile's face value (0 on board tiles). */
export let coefficients: usize = 0;
/** u8 [64]: per tile, the rack letters the word being checked uses (0 between words). */
export let used: usize = 0;


export function useBingos(ctx: usize): void {
  descriptor = <usize>load<u32>(ctx + SC_LEXICON);
  rack = ctx + SC_RACK;
  coefficients = ctx + SC_BINGO_COEFFICIENTS;
  used = ctx + SC_BINGO_USED;
  blanks = <i32>load<u8>(rack);
  const flags = load<u32>(ctx + SC_BINGO_INDEX);
  judging = (flags & BINGO_SPANS) != 0 && blanks <= 1;
  wordSpans = (flags & WORD_SPANS) != 0 && blanks <= 2;
  if (!judging && !wordSpans) return;
  let h: u32 = 0;
  for (let t = 1; t < 64; t++) h += <u32>load<u8>(rack + <usize>t) * tileHash(<u32>t);
  rackHash = h & HASH_MASK;
}

// @ts-ignore: decorator
@inline export function tileHash(t: u32): u32 {
  return load<u32>(descriptor + LEX_BINGO_HASHES + (<usize>t << 2));
}

/** Whether bingoBound judges the spans of rackSize empty squares of this search. */
export function judgesBingos(): bool {
  return judging;
}

/**
 * The best bingo score of the span [from, to] of the line whose square 0 is `line` (it has
 * rackSize empty squares; judgesBingos()), −1 when no word fits.
 */
export function bingoBound(line: usize, from: i32, to: i32, bingoBonus: i32): i32 {
  return scanSpan(line, from, to, bingoBonus, false, 0, 0, 0);
}

/**
 * Writes every play of the span [from, to] of row `row` of layout `layout` (its square 0 at
 * `line`) valued at least the threshold: each word that fits, with each placement of its blank
 * among the squares of its letter. These are all the plays the span holds. `scratch`: u8 × 64.
 */
export function recordBingos(line: usize, from: i32, to: i32, bingoBonus: i32, layout: i32, row: i32, scratch: usize): void {
  scanSpan(line, from, to, bingoBonus, true, layout, row, scratch);
}

/** bingoBound, and with `record` recordBingos (returning the best score all the same). */
function scanSpan(line: usize, from: i32, to: i32, bingoBonus: i32, record: bool, layout: i32, row: i32, scratch: usize): i32 {
  let hash = rackHash;
  for (let c = from; c <= to; c++) {
    const here = <u32>load<u8>(boardTiles + line + <usize>c);
    if (here != 0) hash += tileHash(here & 0x3f);
  }
  const len = to - from + 1;
  // The host judges spans only when the index holds every length a span may have.
  const block = wordsOfLength(len);
  // The span's scoring only once a group is found: most spans have none.
  let base = i32.MIN_VALUE;
  let best = -1;
  const letters: u32 = blanks == 0 ? 1 : load<u32>(descriptor + LEX_ALPHABET_SIZE);
  for (let x: u32 = blanks == 0 ? 0 : 1; x < letters; x++) {
    const group = groupOf(block, (hash + (x == 0 ? 0 : tileHash(x))) & HASH_MASK);
    if (group == NO_GROUP) continue;
    if (base == i32.MIN_VALUE) base = spanScoring(line, from, to, bingoBonus);
    const s = scanGroup(group, block, x, line, from, len, base, record, layout, row, scratch);
    if (s > best) best = s;
  }
  return best;
}

/** The index's block of the words of `len` tiles. */
// @ts-ignore: decorator
@inline export function wordsOfLength(len: i32): usize {
  return <usize>load<u32>(descriptor + LEX_BINGO_WORDS + (<usize>len << 2));
}

/**
 * The score of a word on the span [from, to] of the line at `line` is the returned base plus,
 * over the squares it fills, its letter's value times the square's coefficient (written to
 * `coefficients`, 0 on board tiles): the board tiles × the span's word multiplier, the
 * cross-words' board tiles, and `bonus`.
 */
// @ts-ignore: decorator
@inline export function spanScoring(line: usize, from: i32, to: i32, bonus: i32): i32 {
  const coefs = coefficients; // a local: the loops below read it for every square
  let through = 0;
  let wm = 1;
  for (let c = from; c <= to; c++) {
    const here = <u32>load<u8>(boardTiles + line + <usize>c);
    if (here != 0) through += faceValue(here);
    else wm *= <i32>load<u8>(wordMult + line + <usize>c);
  }
  let base = through * wm + bonus;
  for (let c = from; c <= to; c++) {
    const at = coefs + (<usize>(c - from) << 2);
    const sq = line + <usize>c;
    if (load<u8>(boardTiles + sq) != 0) {
      store<i32>(at, 0);
      continue;
    }
    const lm = <i32>load<u8>(letterMult + sq);
    let factor = wm;
    if (load<u8>(hasCross + sq) != 0) {
      const sw = <i32>load<u8>(wordMult + sq);
      base += <i32>load<u16>(crossScores + (sq << 1)) * sw;
      factor += sw;
    }
    store<i32>(at, lm * factor);
  }
  return base;
}

/** The group of the words of hash `h` in `block`: first word << BINGO_COUNT_BITS | words; NO_GROUP if none. */
// @ts-ignore: decorator
@inline export function groupOf(block: usize, h: u32): u32 {
  // The filter first (bingos.ts: lettersFilter): most lookups end on its bit.
  const bit = (h * 0x9e3779b1) >> load<u32>(block + BW_FILTER_SHIFT);
  if (((load<u32>(block + <usize>load<u32>(block + BW_FILTER) + (<usize>(bit >> 5) << 2)) >> (bit & 31)) & 1) == 0) return NO_GROUP;
  const slots = <u32>load<u32>(block + BW_SLOTS);
  const hashes = block + BW_BYTES;
  let slot = h & (slots - 1);
  let sh = load<i32>(hashes + (<usize>slot << 2));
  while (sh != <i32>h) {
    if (sh == -1) return NO_GROUP;
    slot = (slot + 1) & (slots - 1);
    sh = load<i32>(hashes + (<usize>slot << 2));
  }
  return load<u32>(hashes + (<usize>(slots + slot) << 2));
}

// @ts-ignore: decorator
@inline export const NO_GROUP: u32 = 0xffffffff;

/** The address of the first tile of the group's words (each `len` tiles, end to end). */
// @ts-ignore: decorator
@inline export function groupWords(block: usize, group: u32, len: i32): usize {
  const slots = <usize>load<u32>(block + BW_SLOTS);
  return block + BW_BYTES + (slots << 3) + <usize>(group >> BINGO_COUNT_BITS) * <usize>len;
}

// @ts-ignore: decorator
@inline export function groupSize(group: u32): i32 {
  return <i32>(group & ((1 << BINGO_COUNT_BITS) - 1));
}

/** The sub-rack strides (leaves.ts) of the tiles the last word wordFit fitted lays, summed. */
export let wordStrides: i32 = 0;

/**
 * What `word` (`len` tiles) adds to its span's base score (spanScoring: Σ value × coefficient
 * over the squares it fills) if it fits the span whose board tiles start at `tiles` and cross
 * sets at `sets`, or −1: board tiles in place, each other letter allowed by its square's cross
 * set and one of the rack's tiles, a blank standing for one x (and another for one y) — a group
 * may hold other letters of the same hash. Sets wordStrides.
 */
// @ts-ignore: decorator
@inline export function wordFit(word: usize, len: i32, tiles: usize, sets: usize, x: u32, y: u32): i32 {
  // Locals for what the loop reads on every letter.
  const values = tileValues;
  const coefs = coefficients;
  const usedAt = used;
  const rackAt = rack;
  let add = 0;
  let laid = 0;
  let i = 0;
  for (; i < len; i++) {
    const t = <u32>load<u8>(word + <usize>i);
    const here = <u32>load<u8>(tiles + <usize>i);
    if (here != 0) {
      if ((here & 0x3f) != t) break;
      continue;
    }
    if (((load<u64>(sets + (<usize>i << 3)) >> t) & 1) == 0) break;
    const n = load<u8>(usedAt + <usize>t) + 1;
    if (<u32>n > <u32>load<u8>(rackAt + <usize>t) + (t == x ? 1 : 0) + (t == y ? 1 : 0)) break;
    store<u8>(usedAt + <usize>t, n);
    laid += strideOf(t);
    add += <i32>load<u8>(values + <usize>t) * load<i32>(coefs + (<usize>i << 2));
  }
  // The blanks' letters laid (x twice when y = x).
  const fits = i == len && (x == 0 || <u32>load<u8>(usedAt + <usize>x) >= (y == x ? 2 : 1)) && (y == 0 || load<u8>(usedAt + <usize>y) != 0);
  for (let j = 0; j < i; j++) store<u8>(usedAt + <usize>load<u8>(word + <usize>j), 0);
  wordStrides = laid;
  return fits ? add : -1;
}

/**
 * The best score of the words of `group` that fit the span (the blank standing for `x`, 0 = no
 * blank); with `record`, their plays written.
 */
function scanGroup(
  group: u32, block: usize, x: u32, line: usize, from: i32, len: i32, base: i32, record: bool, layout: i32, row: i32, scratch: usize,
): i32 {
  const count = <usize>groupSize(group);
  const first = groupWords(block, group, len);
  // Locals for what the loops read on every letter.
  const tiles = boardTiles + line + <usize>from;
  const sets = crossSets + ((line + <usize>from) << 3);
  const coefs = coefficients;
  const blankValue = faceValue(0x80);
  let best = -1;
  for (let k: usize = 0; k < count; k++) {
    const word = first + k * <usize>len;
    const fit = wordFit(word, len, tiles, sets, x, 0);
    if (fit < 0) continue;
    const score = base + fit;
    if (x == 0) {
      if (record) emit(score, layout, row, from, len, word, tiles - <usize>from, 0, 0, scratch);
      if (score > best) best = score;
      continue;
    }
    // The blank: on one of the empty squares of its letter x (each a play of its own).
    const loss = faceValue(x) - blankValue;
    for (let b = 0; b < len; b++) {
      if (<u32>load<u8>(word + <usize>b) != x || load<u8>(tiles + <usize>b) != 0) continue;
      const s = score - loss * load<i32>(coefs + (<usize>b << 2));
      if (record) emit(s, layout, row, from, len, word, tiles - <usize>from, b, x, scratch);
      if (s > best) best = s;
    }
  }
  return best;
}

/**
 * Writes one bingo play if it reaches the threshold: `word`'s letters on the empty squares of
 * the line's span (`board` its tiles from column 0), the blank on square `blankAt` when `x`. A
 * bingo keeps no tile: the empty sub-rack, 0.
 */
function emit(score: i32, layout: i32, row: i32, from: i32, len: i32, word: usize, board: usize, blankAt: i32, x: u32, scratch: usize): void {
  const value = byEquity ? score * SCALE + leaveValue(0) : score;
  if (value < threshold) return;
  for (let i = 0; i < len; i++) {
    const onBoard = load<u8>(board + <usize>(from + i)) != 0;
    store<u8>(scratch + <usize>i, onBoard ? 0 : load<u8>(word + <usize>i) | (x != 0 && i == blankAt ? 0x80 : 0));
  }
  writePlay(value, score, 0, layout, row, from, len, scratch, board);
}
