// The search for boards where a split digraph may be read across two cells (Catalan L·L: "to
// write L·L you must join two L tiles"). A cell ending in L may take the L·L arc; the path is
// then "pending" until a neighbour starting with L completes the digraph. Recursive, because a
// cell may be entered two ways; boards without such cells use the faster loop in search.ts.
// Both must find the same words: test/grid runs one differential suite against each.
//
// Node cap: each cell entered takes a node (takeNode); with none left every loop returns at its
// next cell, so the recursion unwinds. Not resumable: a stopped split search runs again from the
// start with a larger cap or output (src/grid/core.ts). Split cells are rare (Catalan boards with
// a cell ending in L), so a resumable form of this recursion was not worth its complexity.

import { GC_CELL_LENGTH, GC_CELL_LETTERS, GC_CELL_SPLITS } from '../contract';
import {
  boardBase, childRecord, found, freeNeighbours, halfTile, minLetters, path, reachBits,
  ROOT_CELL, splitTile, takeNode, tileCells, walk, walkBase, walkId, walkMask,
} from './board';
import { arcsBase, gridContext } from './layout';

/** Bit c set = cell c is on the current path, covered, or a hole (one call's working register). */
let used: u64 = 0;

/** Searches from the root; `blocked` = cells no path may use. */
export function searchSplit(blocked: u64, rootMask: u64, rootBase: u32): void {
  used = blocked;
  extend(ROOT_CELL, rootMask, rootBase, 0, 0, 0);
}

/** Takes each tile that both the node and `cell`'s neighbourhood have, into each free neighbour. */
function extend(cell: i32, mask: u64, base: u32, id: u32, depth: i32, letters: i32): void {
  const free = load<u64>(freeNeighbours + (<usize>cell << 3)) & ~used;
  let tiles = mask & load<u64>(reachBits + (<usize>cell << 3));
  while (tiles != 0) {
    const t = ctz<u64>(tiles);
    tiles &= tiles - 1;
    let cells = load<u64>(tileCells + (<usize>t << 3)) & free;
    if (cells == 0) continue;
    const rec = childRecord(arcsBase, mask, base, (<u64>1) << t);
    const m = load<u64>(rec);
    const b = load<u32>(rec, 8);
    const i = id + load<u32>(rec, 12);
    // A cell is entered by its first tile, or (a lone half) by the split digraph.
    const viaSplit = <u32>t == splitTile;
    do {
      if (!takeNode()) return;
      const n = <i32>ctz<u64>(cells);
      cells &= cells - 1;
      const nl = letters + <i32>load<u8>(gridContext + GC_CELL_LETTERS + n);
      const len = <i32>load<u8>(gridContext + GC_CELL_LENGTH + n);
      const tp = boardBase + (<usize>n << 3);
      if (viaSplit && len == 1 && <u32>load<u8>(tp) == halfTile) {
        pend(n, m, b, i, depth, nl);
      } else if (len > 1) {
        if (load<u8>(gridContext + GC_CELL_SPLITS + n) != 0) splitAfter(n, tp, 1, len, m, b, i, depth, nl);
        if (walk(tp, 1, len, m, b, i)) arrive(n, walkMask, walkBase, walkId, depth, nl);
      } else {
        arrive(n, m, b, i, depth, nl);
      }
    } while (cells != 0);
  }
}

/** Cell `n` is read and the node is (m, b, i): report a word, then go deeper. */
function arrive(n: i32, m: u64, b: u32, i: u32, depth: i32, letters: i32): void {
  store<u8>(path + depth, <u8>n);
  if ((m & 1) != 0 && letters >= minLetters) found(i, depth + 1, letters);
  if ((m & load<u64>(reachBits + (<usize>n << 3))) != 0) {
    const bit = (<u64>1) << n;
    used |= bit;
    extend(n, m, b, i, depth + 1, letters);
    used ^= bit;
  }
}

/**
 * Cell `n`'s tiles tp[from..len-1) are still to read before its last tile, a half: read them,
 * take the split digraph's arc and go on pending.
 */
function splitAfter(n: i32, tp: usize, from: i32, len: i32, mask: u64, base: u32, id: u32, depth: i32, letters: i32): void {
  if (!walk(tp, from, len - 1, mask, base, id)) return;
  const m = walkMask;
  const splitBit = (<u64>1) << splitTile;
  if ((m & splitBit) == 0) return;
  const rec = childRecord(arcsBase, m, walkBase, splitBit);
  pend(n, load<u64>(rec), load<u32>(rec, 8), walkId + load<u32>(rec, 12), depth, letters);
}

/** Cell `n` ends with the split digraph's first half, already read as the digraph (node m, b, i). */
function pend(n: i32, m: u64, b: u32, i: u32, depth: i32, letters: i32): void {
  const cellBit = (<u64>1) << n;
  store<u8>(path + depth, <u8>n);
  used |= cellBit;
  extendPending(n, m, b, i, depth + 1, letters);
  used ^= cellBit;
}

/** After a digraph's first half: the next cell must start with the second half, already read. */
function extendPending(cell: i32, mask: u64, base: u32, id: u32, depth: i32, letters: i32): void {
  let cells = load<u64>(tileCells + (<usize>halfTile << 3)) & load<u64>(freeNeighbours + (<usize>cell << 3)) & ~used;
  while (cells != 0) {
    if (!takeNode()) return;
    const n = <i32>ctz<u64>(cells);
    cells &= cells - 1;
    const tp = boardBase + (<usize>n << 3);
    const len = <i32>load<u8>(gridContext + GC_CELL_LENGTH + n);
    const nl = letters + <i32>load<u8>(gridContext + GC_CELL_LETTERS + n);
    if (len > 1 && load<u8>(gridContext + GC_CELL_SPLITS + n) != 0) splitAfter(n, tp, 1, len, mask, base, id, depth, nl);
    if (walk(tp, 1, len, mask, base, id)) arrive(n, walkMask, walkBase, walkId, depth, nl);
  }
}

