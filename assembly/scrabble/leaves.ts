// Equity in the core: what the tiles a play keeps are worth, per search.
//
// scrabbleSetLeaves numbers the sub-racks of the context's rack mixed-radix over its distinct
// tiles, ascending (the blank is tile 0): keeping k_t of each tile t is the sub-rack
//
//   Σ k_t × stride[t],   stride[t] = Π (count[u] + 1) over the rack's tiles u < t,
//
// so the empty leave is 0, the whole rack the last index, and placing a tile t subtracts
// stride[t]. rackLeaves holds each sub-rack's value in hundredths of a point: read here from a
// leave table placed in the lexicon memory (PlacedLeaves: one table read and one add per
// distinct tile of the leave), or written by the host for any other valuation (the endgame's).
// bestLeave[k] is the best value of a sub-rack of k tiles: the bounds of a ranked search add
// bestLeave[tiles kept] to the score bound of each span (score.ts).
//
// The search finds a play's sub-rack when it records the play, from the rack tally the walk
// keeps in place (Σ rack[t] × stride[t] over the rack's tiles, at most 8), and only for plays
// that could reach the threshold with the best leave of their size. Subtracting a stride at
// every tile placed instead (a register beside rackTiles) made every walk pay for it, while a
// ranked search records few plays.

import {
  EQUITY_SCALE, LT_COUNTS, LT_KINDS, LT_MAX_LENGTH, LT_Q, LT_VALUES, MAX_SUB_RACKS, SC_BEST_LEAVE, SC_BEST_WITHIN,
  SC_LEAVE_STRIDES, SC_RACK, SC_RACK_LEAVES, SC_SCORE_STRIDES, SC_SUB_RACKS,
} from '../contract';

// One search's working registers (see board.ts), loaded by useLeaves.

/** Whether the search values plays by equity (FLAG_EQUITY). */
export let byEquity: bool = false;
/** i32 [MAX_SUB_RACKS]: the value of each sub-rack, hundredths. */
let rackLeaves: usize = 0;
/** u16 [64]: per tile, its stride in the sub-rack numbering. */
let strides: usize = 0;
/** i32 [65]: per number of tiles kept, the best sub-rack value. */
let bestLeave: usize = 0;
/** i32 [MAX_SUB_RACKS]: per sub-rack, the best value of a sub-rack of it. */
let bestWithin: usize = 0;
/** The whole rack's sub-rack index (the last one). */
export let wholeRack: i32 = 0;
/** Bit t set when the rack holds tile t (bit 0: blanks). */
export let rackKinds: u64 = 0;

// @ts-ignore: decorator
@inline export const SCALE: i32 = EQUITY_SCALE;

/** Loads a search's registers; `rack` is the context's rack as the search begins. */
export function useLeaves(ctx: usize, rack: usize, equity: bool): void {
  byEquity = equity;
  if (!equity) return;
  rackLeaves = ctx + SC_RACK_LEAVES;
  strides = ctx + SC_LEAVE_STRIDES;
  bestLeave = ctx + SC_BEST_LEAVE;
  bestWithin = ctx + SC_BEST_WITHIN;
  wholeRack = <i32>load<u32>(ctx + SC_SUB_RACKS) - 1;
  rackKinds = kindsOf(rack);
}

/**
 * For a ranked search by score that finds plays by the sub-rack they keep (wordmap.ts): numbers
 * the sub-racks all the same, in strides of its own. False when there are more than MAX_SUB_RACKS.
 */
export function numberScoreSubRacks(ctx: usize, rack: usize): bool {
  rackKinds = kindsOf(rack);
  strides = ctx + SC_SCORE_STRIDES;
  wholeRack = numberSubRacks(rack, strides) - 1;
  return wholeRack >= 0;
}

/** Bit t set when the rack (u8 [64] counts) holds tile t. */
function kindsOf(rack: usize): u64 {
  let kinds: u64 = 0;
  for (let t = 0; t < 64; t++) if (load<u8>(rack + <usize>t) != 0) kinds |= (<u64>1) << t;
  return kinds;
}

/**
 * Writes the rack's strides (u16 [64]) at `strideAt` and returns the number of its sub-racks, or
 * −1 when there are more than MAX_SUB_RACKS.
 */
function numberSubRacks(rack: usize, strideAt: usize): i32 {
  memory.fill(strideAt, 0, 128);
  let size = 1;
  for (let t = 0; t < 64; t++) {
    const n = <i32>load<u8>(rack + <usize>t);
    if (n == 0) continue;
    if (size * (n + 1) > MAX_SUB_RACKS) return -1;
    store<u16>(strideAt + (<usize>t << 1), <u16>size);
    size *= n + 1;
  }
  return size;
}

/** The best value of a sub-rack of `kept` tiles. */
// @ts-ignore: decorator
@inline export function bestLeaveOf(kept: i32): i32 {
  return load<i32>(bestLeave + (<usize>kept << 2));
}

/** The sub-rack the rack tally `rack` (u8 [64]) holds now. */
export function subRackOf(rack: usize): i32 {
  let index = 0;
  let kinds = rackKinds;
  while (kinds != 0) {
    const t = <usize>ctz(kinds);
    kinds &= kinds - 1;
    index += <i32>load<u8>(rack + t) * <i32>load<u16>(strides + (t << 1));
  }
  return index;
}

/** The best value of a sub-rack of `subRack` (itself included). */
// @ts-ignore: decorator
@inline export function bestWithinOf(subRack: i32): i32 {
  return load<i32>(bestWithin + (<usize>subRack << 2));
}

/** What placing tile t (0: a blank) subtracts from the sub-rack index. */
// @ts-ignore: decorator
@inline export function strideOf(t: u32): i32 {
  return <i32>load<u16>(strides + (<usize>t << 1));
}

// @ts-ignore: decorator
@inline export function leaveValue(subRack: i32): i32 {
  return load<i32>(rackLeaves + (<usize>subRack << 2));
}

/**
 * Numbers the sub-racks of the context's rack (leaveStrides), values them from the placed table
 * at `table` (0: the host has written rackLeaves in this numbering) and fills bestLeave. Returns
 * the number of sub-racks, or −1 when there are more than MAX_SUB_RACKS.
 */
export function scrabbleSetLeaves(ctx: usize, table: usize): i32 {
  const rack = ctx + SC_RACK;
  const strideAt = ctx + SC_LEAVE_STRIDES;
  const size = numberSubRacks(rack, strideAt);
  if (size < 0) return -1;
  let tiles = 0;
  let kinds: u64 = 0;
  for (let t = 0; t < 64; t++) {
    const n = <i32>load<u8>(rack + <usize>t);
    if (n == 0) continue;
    kinds |= (<u64>1) << t;
    tiles += n;
  }
  store<u32>(ctx + SC_SUB_RACKS, <u32>size);
  const best = ctx + SC_BEST_LEAVE;
  for (let k = 0; k <= tiles; k++) store<i32>(best + (<usize>k << 2), i32.MIN_VALUE);
  fillTable = table;
  fillValues = ctx + SC_RACK_LEAVES;
  fillBest = best;
  fillRack = rack;
  fillKindMask = kinds;
  fillStrides = strideAt;
  fillWithin = ctx + SC_BEST_WITHIN;
  if (table != 0) {
    const maxLength = <i32>load<u32>(table + LT_MAX_LENGTH);
    fillQ = <usize>load<u32>(table + LT_Q);
    fillTableValues = <usize>load<u32>(table + LT_VALUES);
    fillKinds = <i32>load<u32>(table + LT_KINDS);
    fillN = maxLength + 1;
    visit(0, 0, maxLength, 0, 0, 0);
  } else {
    visit(0, 0, 0, 0, 0, 0);
  }
  return size;
}

// scrabbleSetLeaves' walk over the sub-racks: the call's registers.
let fillTable: usize = 0;
let fillValues: usize = 0;
let fillBest: usize = 0;
let fillRack: usize = 0;
let fillKindMask: u64 = 0;
let fillStrides: usize = 0;
let fillWithin: usize = 0;
let fillQ: usize = 0;
let fillTableValues: usize = 0;
let fillKinds: i32 = 0;
let fillN: i32 = 0;

/**
 * Visits the sub-racks keeping c of each rack tile from tile t on, the earlier choices made:
 * `index` the sub-rack so far, `kept` its tiles, `held` the tiles it keeps (bit t); with a
 * table, `at` the leave's index in it so far and `room` the tiles it may still hold (−1: the
 * table cannot hold this leave, worth 0). The table index adds Q[t][room][c] per tile kept, in
 * increasing tile order (docs/formats.md). Each sub-rack less one tile comes before it in this
 * order, so its bestWithin is the best of its value and theirs.
 */
function visit(t: i32, index: i32, room: i32, at: u32, kept: i32, held: u64): void {
  const rest = t < 64 ? fillKindMask >> <u64>t : 0;
  if (rest == 0) {
    const slot = fillValues + (<usize>index << 2);
    if (fillTable != 0) store<i32>(slot, room < 0 ? 0 : <i32>load<i16>(fillTableValues + (<usize>at << 1)));
    const v = load<i32>(slot);
    const b = fillBest + (<usize>kept << 2);
    if (v > load<i32>(b)) store<i32>(b, v);
    let within = v;
    while (held != 0) {
      const u = <usize>ctz(held);
      held &= held - 1;
      const w = load<i32>(fillWithin + (<usize>(index - <i32>load<u16>(fillStrides + (u << 1))) << 2));
      if (w > within) within = w;
    }
    store<i32>(fillWithin + (<usize>index << 2), within);
    return;
  }
  t += <i32>ctz(rest);
  const count = <i32>load<u8>(fillRack + <usize>t);
  const stride = <i32>load<u16>(fillStrides + (<usize>t << 1));
  const most = fillTable == 0 || t >= fillKinds ? -1 : <i32>load<u8>(fillTable + LT_COUNTS + <usize>t);
  for (let c = 0; c <= count; c++) {
    let r = room;
    let a = at;
    if (fillTable != 0 && c > 0 && r >= 0) {
      if (c > r || c > most) r = -1;
      else {
        a += load<u32>(fillQ + (<usize>((t * fillN + r) * fillN + c) << 2));
        r -= c;
      }
    }
    visit(t + 1, index + c * stride, r, a, kept + c, c > 0 ? held | ((<u64>1) << <u64>t) : held);
  }
}
