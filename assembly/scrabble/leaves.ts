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
  EQUITY_SCALE, LT_COUNTS, LT_KINDS, LT_MAX_LENGTH, LT_Q, LT_VALUES, MAX_SUB_RACKS, SC_BEST_LEAVE, SC_LEAVE_STRIDES,
  SC_RACK, SC_RACK_LEAVES, SC_SUB_RACKS,
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
/** Bit t set when the rack holds tile t (bit 0: blanks). */
let rackKinds: u64 = 0;

// @ts-ignore: decorator
@inline export const SCALE: i32 = EQUITY_SCALE;

/** Loads a search's registers; `rack` is the context's rack as the search begins. */
export function useLeaves(ctx: usize, rack: usize, equity: bool): void {
  byEquity = equity;
  if (!equity) return;
  rackLeaves = ctx + SC_RACK_LEAVES;
  strides = ctx + SC_LEAVE_STRIDES;
  bestLeave = ctx + SC_BEST_LEAVE;
  let kinds: u64 = 0;
  for (let t = 0; t < 64; t++) if (load<u8>(rack + <usize>t) != 0) kinds |= (<u64>1) << t;
  rackKinds = kinds;
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
  memory.fill(strideAt, 0, 128);
  // The rack's tiles ascending, byte j of each: tile and count (8 kinds at most fit 256 sub-racks).
  let kindTiles: u64 = 0;
  let kindCounts: u64 = 0;
  let kinds = 0;
  let size = 1;
  let tiles = 0;
  for (let t = 0; t < 64; t++) {
    const n = <i32>load<u8>(rack + <usize>t);
    if (n == 0) continue;
    if (size * (n + 1) > MAX_SUB_RACKS) return -1;
    store<u16>(strideAt + (<usize>t << 1), <u16>size);
    kindTiles |= <u64>t << (<u64>kinds << 3);
    kindCounts |= <u64>n << (<u64>kinds << 3);
    kinds++;
    size *= n + 1;
    tiles += n;
  }
  store<u32>(ctx + SC_SUB_RACKS, <u32>size);
  const values = ctx + SC_RACK_LEAVES;
  const best = ctx + SC_BEST_LEAVE;
  for (let k = 0; k <= tiles; k++) store<i32>(best + (<usize>k << 2), i32.MIN_VALUE);
  // The sub-racks in index order: an odometer of kept counts (byte j for kind j), kind 0 fastest.
  let kept: u64 = 0;
  let keptTiles = 0;
  for (let index = 0; index < size; index++) {
    if (index > 0) {
      let shift: u64 = 0;
      while (((kept >> shift) & 0xff) == ((kindCounts >> shift) & 0xff)) {
        keptTiles -= <i32>((kept >> shift) & 0xff);
        kept &= ~((<u64>0xff) << shift);
        shift += 8;
      }
      kept += (<u64>1) << shift;
      keptTiles++;
    }
    const at = values + (<usize>index << 2);
    if (table != 0) store<i32>(at, tableValue(table, kindTiles, kept, kinds, keptTiles));
    const v = load<i32>(at);
    const slot = best + (<usize>keptTiles << 2);
    if (v > load<i32>(slot)) store<i32>(slot, v);
  }
  return size;
}

/**
 * The value in a placed table (PlacedLeaves) of the leave keeping byte j of `kept` of the
 * tile in byte j of `kindTiles`: 0 when the table cannot hold it (longer than its leaves, or
 * more of a tile than the set has), as src/leaves/table.ts values it.
 */
function tableValue(table: usize, kindTiles: u64, kept: u64, kinds: i32, keptTiles: i32): i32 {
  const maxLength = <i32>load<u32>(table + LT_MAX_LENGTH);
  if (keptTiles > maxLength) return 0;
  const tableKinds = <i32>load<u32>(table + LT_KINDS);
  const q = <usize>load<u32>(table + LT_Q);
  const n = maxLength + 1;
  let r = maxLength;
  let index: u32 = 0;
  for (let j = 0; j < kinds; j++) {
    const shift = <u64>j << 3;
    const c = <i32>((kept >> shift) & 0xff);
    if (c == 0) continue;
    const k = <i32>((kindTiles >> shift) & 0xff);
    if (k >= tableKinds || c > <i32>load<u8>(table + LT_COUNTS + <usize>k)) return 0;
    index += load<u32>(q + (<usize>((k * n + r) * n + c) << 2));
    r -= c;
  }
  return <i32>load<i16>(<usize>load<u32>(table + LT_VALUES) + (<usize>index << 1));
}
