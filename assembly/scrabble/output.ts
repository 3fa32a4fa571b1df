// Move records in the host's output region, and the score threshold of top-N searches.
//
// One record per play, variable length, byte-aligned (the host reads it with a DataView):
//
//   0          4     5     6     7     8       9
//  ┌──────────┬─────┬─────┬─────┬─────┬───────┬──────────────────────┐
//  │ score i32│ row │ col │ dir │ len │ leave │ tiles u8 × len        │
//  └──────────┴─────┴─────┴─────┴─────┴───────┴──────────────────────┘
//   row, col: board square of the first tile of the word; dir 0 across, 1 down.
//   leave: by equity, the sub-rack the play keeps (leaves.ts); else 0.
//   tiles: one per square of the word, 0 = already on the board, else the placed tile
//   (tile | 0x80 for a blank).
//
// A play's value is its score, or by equity score × 100 + its leave's value. A top-N search
// keeps the N best values so far in a min-heap; its root is the threshold below which a play
// cannot enter the top N. Every play valued at least the threshold at the time it is found is
// written, so the host gets every play tied with the N-th (and some that fell out later) and
// ranks them itself. The host may start the threshold at a floor (the N-th best exchange, by
// equity): plays below it cannot be among the N best moves.

// The state below is one scrabbleGenerate call's working registers, loaded from the context by
// resetOutput and stored back by finishOutput (scrabbleRank reads the results there).

import {
  MR_BYTES, MR_COL, MR_DIR, MR_LEAVE, MR_LEN, MR_ROW, MR_SCORE, SC_FIRST_KEY, SC_FLOOR, SC_HEAP, SC_KEY_BITS_VARYING, SC_KEY_CAP,
  SC_KEY_TILES, SC_KEYS_AT, SC_KEYS_FIT, SC_MOVE_COUNT, SC_OUT_AT, SC_OUT_BYTES, SC_OUT_CAP,
} from '../contract';
import { byEquity } from './leaves';
import { EQUITY_KEY_TILES, equityHeadKey, headKey, KEY_TILES, keyFits, tileKey } from './rank';

// @ts-ignore: decorator
@inline export const RECORD_HEADER: i32 = <i32>MR_BYTES;

let outPtr: usize = 0;
let outCap: i32 = 0;
/** Bytes the records need, which may exceed outCap (the host then grows the region). */
export let outBytes: i32 = 0;
export let moveCount: i32 = 0;

// Each record's rank key (rank.ts) goes beside its offset as the record is made, so that ranking
// does not read the records and the board back (generating and ranking every play: BOXEN
// ARTHOU? −2 to −5%, empty board ?SATIRE −9%): keys u64 at keysAt[0..keyCap), offsets u32 at
// keysAt + 16 × keyCap, where scrabbleRank sorts them (the space between is its scratch).
let keysAt: usize = 0;
let keyCap: i32 = 0;
/** Whether every value and score so far fits a rank key (rank.ts). */
let keysFit: bool = true;
/** The bits in which the keys so far differ from the first (radix digits to sort). */
let keyBitsVarying: u64 = 0;
let firstKey: u64 = 0;

/** i32 [MAX_TOP]: min-heap of the best values found so far (in the context). */
let heap: usize = 0;
let heapSize: i32 = 0;
let heapCap: i32 = 0;
/** Plays valued less than this are not written. */
export let threshold: i32 = i32.MIN_VALUE;

/**
 * Starts a search's output: the regions the context names, a heap for the top `top` (0: none),
 * the threshold at the context's floor; rank keys by score or by equity (leaves.ts: useLeaves first).
 */
export function resetOutput(ctx: usize, top: i32): void {
  outPtr = <usize>load<u32>(ctx + SC_OUT_AT);
  outCap = <i32>load<u32>(ctx + SC_OUT_CAP);
  keysAt = <usize>load<u32>(ctx + SC_KEYS_AT);
  keyCap = <i32>load<u32>(ctx + SC_KEY_CAP);
  heap = ctx + SC_HEAP;
  keysFit = true;
  keyBitsVarying = 0;
  firstKey = 0;
  outBytes = 0;
  moveCount = 0;
  heapSize = 0;
  heapCap = top;
  threshold = load<i32>(ctx + SC_FLOOR);
}

/** Stores the search's results in the context. */
export function finishOutput(ctx: usize): void {
  store<u32>(ctx + SC_OUT_BYTES, <u32>outBytes);
  store<u32>(ctx + SC_MOVE_COUNT, <u32>moveCount);
  store<u32>(ctx + SC_KEYS_FIT, keysFit ? 1 : 0);
  store<u64>(ctx + SC_KEY_BITS_VARYING, keyBitsVarying);
  store<u64>(ctx + SC_FIRST_KEY, firstKey);
  store<u32>(ctx + SC_KEY_TILES, <u32>(byEquity ? EQUITY_KEY_TILES : KEY_TILES));
}

/** Whether the records (and their keys) made so far fit their regions. */
export function outputFits(): bool {
  return outBytes <= outCap && moveCount <= keyCap;
}

/**
 * Writes a play of `len` squares from column `from` of row `lineRow` of layout `layout` (0 across,
 * 1 down), its rank key made here (rank.ts): `tiles` (u8 × len) as in a record, `board` the
 * line's tiles from column 0 (for the squares read through). `value` is the score, or by equity
 * the equity; `leave` the sub-rack kept. Inlined: called, it cost the named positions' full lists
 * 2–3% (empty board ?SATIRE, 15,822 plays; A/B CPU time, alternating processes).
 */
// @ts-ignore: decorator
@inline export function writePlay(value: i32, score: i32, leave: i32, layout: i32, lineRow: i32, from: i32, len: i32, tiles: usize, board: usize): void {
  const row = layout == 0 ? lineRow : from;
  const col = layout == 0 ? from : lineRow;
  // The word's first tiles, placed or on the board.
  const equity = byEquity;
  let key = equity ? equityHeadKey(value, score, row, col, layout) : headKey(score, row, col, layout);
  const most = equity ? EQUITY_KEY_TILES : KEY_TILES;
  const shift = equity ? 11 : 28;
  const keyed = len < most ? len : most;
  for (let i = 0; i < keyed; i++) {
    const t = <u32>load<u8>(tiles + <usize>i);
    key |= tileKey(t != 0 ? t : <u32>load<u8>(board + <usize>(from + i)), i, shift);
  }
  const p = beginRecord(value, score, row, col, layout, len, leave, key);
  // Byte by byte: memory.copy is a call out of the module, dear for a word's few bytes.
  if (p != 0) for (let i: usize = 0; i < <usize>len; i++) store<u8>(p + i, load<u8>(tiles + i));
}

/**
 * Reserves a record with its rank key and returns its address, or 0 when a region is full
 * (counting it anyway).
 */
function beginRecord(value: i32, score: i32, row: i32, col: i32, dir: i32, len: i32, leave: i32, key: u64): usize {
  const at = outBytes;
  outBytes += RECORD_HEADER + len;
  const k = moveCount++;
  if (heapCap > 0) pushValue(value);
  if (!keyFits(value, score, byEquity)) keysFit = false;
  if (k < keyCap) {
    store<u64>(keysAt + (<usize>k << 3), key);
    store<u32>(keysAt + (<usize>keyCap << 4) + (<usize>k << 2), <u32>at);
    if (k == 0) firstKey = key;
    keyBitsVarying |= key ^ firstKey;
  }
  if (outBytes > outCap) return 0;
  const p = outPtr + <usize>at;
  store<i32>(p + MR_SCORE, score);
  store<u8>(p + MR_ROW, <u8>row);
  store<u8>(p + MR_COL, <u8>col);
  store<u8>(p + MR_DIR, <u8>dir);
  store<u8>(p + MR_LEN, <u8>len);
  store<u8>(p + MR_LEAVE, <u8>leave);
  return p + RECORD_HEADER;
}

function pushValue(value: i32): void {
  if (heapSize < heapCap) {
    // Sift up.
    let i = heapSize++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const ps = load<i32>(heap + (<usize>parent << 2));
      if (ps <= value) break;
      store<i32>(heap + (<usize>i << 2), ps);
      i = parent;
    }
    store<i32>(heap + (<usize>i << 2), value);
    if (heapSize == heapCap) threshold = load<i32>(heap);
    return;
  }
  if (value <= load<i32>(heap)) return;
  // Replace the root and sift down.
  let i = 0;
  while (true) {
    const l = 2 * i + 1;
    if (l >= heapSize) break;
    let child = l;
    let cs = load<i32>(heap + (<usize>l << 2));
    if (l + 1 < heapSize) {
      const rs = load<i32>(heap + (<usize>(l + 1) << 2));
      if (rs < cs) {
        child = l + 1;
        cs = rs;
      }
    }
    if (cs >= value) break;
    store<i32>(heap + (<usize>i << 2), cs);
    i = child;
  }
  store<i32>(heap + (<usize>i << 2), value);
  threshold = load<i32>(heap);
}
