// Ranking the move records in the core, so that the host gets every play in order without
// building an object per play (src/scrabble/moveList.ts decodes only what it shows).
//
// Order: score, highest first; then row, column, direction (across first); then the word, tile
// by tile (tile index; a real tile before a blank standing for it; shorter first). Each record
// gets a 64-bit key that holds all of this but the word's tiles past the fifth:
//
//   63            48 47    42 41    36 35 34                                          0
//  ┌────────────────┬────────┬────────┬──┬─────────────────────────────────────────────┐
//  │ 65535 − score  │ row    │ col    │d │ first five tiles of the word, 7 bits each     │
//  └────────────────┴────────┴────────┴──┴─────────────────────────────────────────────┘
//   tile code: tile << 1 | 1 for a blank (2..127), 0 past the end of the word. A square the
//   play reads through holds the same board tile in every play of that square and direction,
//   so the board tile is used there.
//
// By equity (FLAG_EQUITY) the order is equity (hundredths), highest first, then score, then as
// above; the key holds the word's first two tiles:
//
//   63             43 42        31 30   25 24   19 18 17        4 3  0
//  ┌─────────────────┬────────────┬───────┬───────┬──┬───────────┬────┐
//  │ 2^20 − 1 − eq   │ 4095 − sc  │ row   │ col   │d │ 2 tiles   │ 0  │
//  └─────────────────┴────────────┴───────┴───────┴──┴───────────┴────┘
//   equity −2^20 < eq < 2^20 hundredths (±10,485 points), score 0..4095.
//
// The generator makes each record's key as it writes the record (output.ts). Keys that tie
// (the same first five tiles at the same square) are put in order by their whole words.

import {
  MR_COL, MR_DIR, MR_LEN, MR_ROW, SC_HISTOGRAM, SC_KEY_BITS_VARYING, SC_KEY_CAP, SC_KEY_TILES, SC_KEYS_AT, SC_KEYS_FIT,
  SC_OUT_AT,
} from '../contract';
import { boardCols, boardTiles, useBoard } from './board';
import { RECORD_HEADER } from './output';

// LSD radix sort of the whole key in digits of 11 bits, skipping a digit that is the same in
// every key (the high bits of the score, usually: BOXEN ARTHOU? needs 5 passes). Measured on
// BOXEN ARTHOU?'s 5,843 keys (loaded machine, medians), with the keys then made here from the
// records: bytes as digits (7 passes) 145 µs, 11-bit digits 132 µs, one histogram counted
// per pass 123 µs (~12% of generating the plays); the keys are now made by the generator
// (output.ts). Sorting only the head (score, square, direction) by radix and each run of
// equal heads by insertion was quicker on BOXEN but took 4 ms on the empty board, where
// thousands of plays share a square. The ranking this replaces, in TypeScript (a float key
// per play, a typed-array sort, a comparator over tied runs), took 0.86 ms in the same run.
//
// Bytes as digits, all eight counted in one pass (8 KB of histograms, in the L1 cache), for
// lists of up to BYTE_DIGITS_MOST records: a midgame list (~650 plays) costs less in its
// records than in an 11-bit digit's 2,048 slots cleared and summed per pass.
const DIGIT_BITS: u64 = 11;
const DIGITS: i32 = 6;
const DIGIT_VALUES: i32 = 1 << <i32>DIGIT_BITS;
const BYTE_DIGITS_MOST: usize = 2048;
/**
 * Low bytes of the key the byte sort leaves to orderTies (the word's last keyed tiles): the
 * runs they leave tied are short, and two passes fewer.
 */
const LOW_BYTES: usize = 2;
/** Records ranked by insertion instead (see insertionSort). */
const INSERTION_MOST: usize = 64;


/** Tiles of the word a key holds, by score and by equity. */
// @ts-ignore: decorator
@inline export const KEY_TILES: i32 = 5;
// @ts-ignore: decorator
@inline export const EQUITY_KEY_TILES: i32 = 2;

/** The key of a play by score, without its word's tiles (score 0..65535). */
// @ts-ignore: decorator
@inline export function headKey(score: i32, row: i32, col: i32, dir: i32): u64 {
  return ((<u64>(0xffff - score) & 0xffff) << 48) | (<u64>row << 42) | (<u64>col << 36) | (<u64>dir << 35);
}

/** The key of a play by equity, without its word's tiles (see keyFits). */
// @ts-ignore: decorator
@inline export function equityHeadKey(equity: i32, score: i32, row: i32, col: i32, dir: i32): u64 {
  return ((<u64>(0xfffff - equity) & 0x1fffff) << 43) | ((<u64>(0xfff - score) & 0xfff) << 31) |
    (<u64>row << 25) | (<u64>col << 19) | (<u64>dir << 18);
}

/** Whether a play's value and score fit its key. */
// @ts-ignore: decorator
@inline export function keyFits(value: i32, score: i32, equity: bool): bool {
  return equity ? value > -0x100000 && value < 0x100000 && <u32>score <= 0xfff : <u32>score <= 0xffff;
}

/** The key bits of the word's i-th tile t (t | 0x80 for a blank), the first tile's at `shift` (28 by score, 11 by equity). */
// @ts-ignore: decorator
@inline export function tileKey(t: u32, i: i32, shift: i32): u64 {
  const code = <u64>(((t & 0x3f) << 1) | (t >> 7));
  return code << <u64>(shift - 7 * i);
}

/**
 * Sorts the `count` records of the context's last scrabbleGenerate (at its outAt) into ranking
 * order, by the keys it left in its key region (24 bytes per record for keyCap records: see
 * output.ts). Returns the address of `count` u32 record offsets (from outAt) in order, or 0
 * when a score does not fit the key (the host ranks those itself).
 */
export function scrabbleRank(ctx: usize, count: i32): usize {
  useBoard(ctx);
  const out = <usize>load<u32>(ctx + SC_OUT_AT);
  const scratch = <usize>load<u32>(ctx + SC_KEYS_AT);
  const n = <usize>count;
  const cap = <usize>load<u32>(ctx + SC_KEY_CAP);
  keys = scratch;
  keysOut = scratch + (cap << 3);
  offsets = scratch + (cap << 4);
  offsetsOut = offsets + (cap << 2);
  if (load<u32>(ctx + SC_KEYS_FIT) == 0) return 0;
  if (n <= INSERTION_MOST) {
    insertionSort(keys, offsets, n);
    orderTies(out, keys, offsets, n, <i32>load<u32>(ctx + SC_KEY_TILES), 0);
    return offsets;
  }
  const varying = load<u64>(ctx + SC_KEY_BITS_VARYING);
  // u32 [2048]: the number of keys holding each value of the digit being sorted.
  const histogram = ctx + SC_HISTOGRAM;
  if (n <= BYTE_DIGITS_MOST) {
    // u32 [8][256]: per byte of the key, the number of keys holding each value.
    memory.fill(histogram, 0, 8 * 256 * 4);
    for (let k: usize = 0; k < n; k++) {
      const key = load<u64>(keys + (k << 3));
      for (let d: usize = LOW_BYTES; d < 8; d++) {
        const slot = histogram + (d << 10) + (<usize>((key >> (d << 3)) & 0xff) << 2);
        store<u32>(slot, load<u32>(slot) + 1);
      }
    }
    for (let d: usize = LOW_BYTES; d < 8; d++) {
      if (((varying >> (d << 3)) & 0xff) == 0) continue;
      sortByDigit(n, histogram + (d << 10), 256, <u64>(d << 3), 0xff);
    }
    orderTies(out, keys, offsets, n, <i32>load<u32>(ctx + SC_KEY_TILES), LOW_BYTES << 3);
    return offsets;
  }
  for (let d = 0; d < DIGITS; d++) {
    // A digit the same in every key leaves the order as it is.
    if (digitOf(varying, d) == 0) continue;
    // One histogram at a time, counted in a pass of its own: 8 KB stays in the L1 cache, where
    // six counted in one pass (48 KB) did not (−7% for the whole ranking).
    memory.fill(histogram, 0, DIGIT_VALUES * 4);
    for (let k: usize = 0; k < n; k++) {
      const slot = histogram + (<usize>digitOf(load<u64>(keys + (k << 3)), d) << 2);
      store<u32>(slot, load<u32>(slot) + 1);
    }
    sortByDigit(n, histogram, DIGIT_VALUES, <u64>d * DIGIT_BITS, <u64>(DIGIT_VALUES - 1));
  }
  orderTies(out, keys, offsets, n, <i32>load<u32>(ctx + SC_KEY_TILES), 0);
  return offsets;
}

// The keys being ranked and their record offsets, and the buffers a radix pass moves them to
// (one ranking's working registers, set by scrabbleRank).
let keys: usize = 0;
let keysOut: usize = 0;
let offsets: usize = 0;
let offsetsOut: usize = 0;

/**
 * One radix pass: moves the n keys and their offsets to the other buffers, stably in the order
 * of their digit (key >> shift) & mask, whose `values` counts are at `counts`; then those
 * buffers hold the keys.
 */
// @ts-ignore: decorator
@inline function sortByDigit(n: usize, counts: usize, values: i32, shift: u64, mask: u64): void {
  // Each value's count becomes its first slot.
  let sum: u32 = 0;
  for (let v = 0; v < values; v++) {
    const at = counts + (<usize>v << 2);
    const c = load<u32>(at);
    store<u32>(at, sum);
    sum += c;
  }
  // The registers in locals: the loop reads them for every key.
  const from = keys, fromOffsets = offsets, to = keysOut, toOffsets = offsetsOut;
  for (let k: usize = 0; k < n; k++) {
    const key = load<u64>(from + (k << 3));
    const slot = counts + (<usize>((key >> shift) & mask) << 2);
    const at = <usize>load<u32>(slot);
    store<u32>(slot, <u32>at + 1);
    store<u64>(to + (at << 3), key);
    store<u32>(toOffsets + (at << 2), load<u32>(fromOffsets + (k << 2)));
  }
  keys = to;
  keysOut = from;
  offsets = toOffsets;
  offsetsOut = fromOffsets;
}

/**
 * Keys (and their offsets) sorted in place, stably, by insertion: for a few records the radix
 * sort's passes over 2,048 histogram slots cost more than the records (the endgame's best-only
 * searches leave one to a few dozen: the ranking took 20% of an endgame solve's time).
 */
function insertionSort(keys: usize, offsets: usize, n: usize): void {
  for (let i: usize = 1; i < n; i++) {
    const key = load<u64>(keys + (i << 3));
    const offset = load<u32>(offsets + (i << 2));
    let j = i;
    while (j > 0 && load<u64>(keys + ((j - 1) << 3)) > key) {
      store<u64>(keys + (j << 3), load<u64>(keys + ((j - 1) << 3)));
      store<u32>(offsets + (j << 2), load<u32>(offsets + ((j - 1) << 2)));
      j--;
    }
    store<u64>(keys + (j << 3), key);
    store<u32>(offsets + (j << 2), offset);
  }
}

// @ts-ignore: decorator
@inline function digitOf(key: u64, d: i32): i32 {
  return <i32>(key >> (<u64>d * DIGIT_BITS)) & (DIGIT_VALUES - 1);
}

/** The rank code of the word's i-th tile: tile << 1, | 1 for a blank. */
function tileCode(record: usize, i: i32): u32 {
  let t = <u32>load<u8>(record + RECORD_HEADER + <usize>i);
  if (t == 0) {
    const row = <i32>load<u8>(record + MR_ROW);
    const col = <i32>load<u8>(record + MR_COL);
    const square = load<u8>(record + MR_DIR) == 0 ? row * boardCols + col + i : (row + i) * boardCols + col;
    t = <u32>load<u8>(boardTiles + <usize>square);
  }
  return ((t & 0x3f) << 1) | (t >> 7);
}

/**
 * Insertion-sorts each run of keys equal but for their `low` bits, by key and then by the
 * words' tiles past the `keyed` first.
 */
function orderTies(out: usize, keys: usize, offsets: usize, n: usize, keyed: i32, low: u64): void {
  let runStart: usize = 0;
  for (let k: usize = 1; k <= n; k++) {
    if (k < n && load<u64>(keys + (k << 3)) >> low == load<u64>(keys + (runStart << 3)) >> low) continue;
    for (let i = runStart + 1; i < k; i++) {
      const key = load<u64>(keys + (i << 3));
      const o = load<u32>(offsets + (i << 2));
      let j = i;
      while (j > runStart) {
        const before = load<u64>(keys + ((j - 1) << 3));
        if (before < key || (before == key && compareTails(out + <usize>load<u32>(offsets + ((j - 1) << 2)), out + <usize>o, keyed) <= 0)) break;
        store<u64>(keys + (j << 3), before);
        store<u32>(offsets + (j << 2), load<u32>(offsets + ((j - 1) << 2)));
        j--;
      }
      store<u64>(keys + (j << 3), key);
      store<u32>(offsets + (j << 2), o);
    }
    runStart = k;
  }
}

/** Compares two words that share their first `keyed` tiles, from the next on. */
function compareTails(a: usize, b: usize, keyed: i32): i32 {
  const la = <i32>load<u8>(a + MR_LEN);
  const lb = <i32>load<u8>(b + MR_LEN);
  const n = la < lb ? la : lb;
  for (let i = keyed; i < n; i++) {
    const x = tileCode(a, i);
    const y = tileCode(b, i);
    if (x != y) return <i32>x - <i32>y;
  }
  return la - lb;
}
