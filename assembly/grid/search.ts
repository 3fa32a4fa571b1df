// Depth-first search of simple paths on a grid against the re-laid word graph (layout.ts),
// as one loop over an explicit stack of frames, one frame per cell of the path.
//
// Why a loop and not a recursion: the engine spills every live value around each recursive call
// and checks the stack on entry; the loop keeps the current frame in locals and saves only what
// it needs on a push. The gain is small (+5% boards/s on 4×4 uniform boards, A/B in one process)
// but the loop is also the simpler place for the split-free fast path. The recursive form
// survives in split.ts, for split digraphs.
//
// Measured and dropped (no gain beyond noise): touching the children's records early to overlap
// cache misses, depth-first instead of breadth-first record order, branchless counting with
// selects, a separate counting-only copy of this loop.
//
// A frame is a cell on the path with the node its tiles led to; it iterates the free neighbours
// the node has an arc into (gathered once per frame from the board's tile sets, board.ts). A
// cell holding several tiles (QU, a syllable) walks the rest of them on entry.

import {
  childRecord, countOnly, countWord, found, freeNeighbours, minLetters, path, reachBits, ROOT_CELL, tileCells,
  walk, walkBase, walkId, walkMask,
} from './board';
import { boardBase, CELL_LENGTH, CELL_LETTERS, MAX_CELLS } from './layout';

// Saved frames, by depth (0 = the root), each array [65]:
const frameCell: usize = memory.data((MAX_CELLS + 1) * 4, 4); // i32 cell of the frame
const frameMask: usize = memory.data((MAX_CELLS + 1) * 8, 8); // u64 node child mask
const frameNode: usize = memory.data((MAX_CELLS + 1) * 8, 8); // u64 node (word sum << 32 | child base)
const frameNext: usize = memory.data((MAX_CELLS + 1) * 8, 8); // u64 next cells still to try
const frameDepthLetters: usize = memory.data((MAX_CELLS + 1) * 4, 4); // i32 depth | letters << 8

// @ts-ignore: decorator
@inline const HIGH: u64 = 0xffffffff00000000;

/** Free neighbours of `cell` that the node (child mask `mask`) has an arc into. */
// @ts-ignore: decorator
@inline function nextCells(cell: i32, mask: u64, used: u64): u64 {
  let cells: u64 = 0;
  for (let tiles = mask & load<u64>(reachBits + (<usize>cell << 3)); tiles != 0; tiles &= tiles - 1) {
    cells |= load<u64>(tileCells + (<usize>ctz<u64>(tiles) << 3));
  }
  return cells & load<u64>(freeNeighbours + (<usize>cell << 3)) & ~used;
}

/**
 * Searches from the root; `blocked` = cells no path may use. No split digraphs (split.ts).
 *
 * The live state is kept small so the engine can hold it in registers: a node is two u64, its
 * mask and (word sum << 32 | child base), which is exactly the second half of an arc record, so
 * taking an arc is `node & HIGH` plus one u64 load; depth and letters share one i32; and a frame
 * iterates one set, the free neighbours its node can enter, gathered when the frame starts.
 */
export function searchPlain(blocked: u64, rootMask: u64, rootBase: u32): void {
  let used = blocked;
  let depthLetters = 0; // depth | letters << 8
  let mask = rootMask;
  let node = <u64>rootBase;
  let next = nextCells(ROOT_CELL, mask, used);
  store<i32>(frameCell, ROOT_CELL);
  while (true) {
    if (next == 0) {
      // Frame done: pop to the cell before.
      const depth = depthLetters & 0xff;
      if (depth == 0) return;
      used ^= (<u64>1) << load<i32>(frameCell + (<usize>depth << 2));
      const d = <usize>depth - 1;
      depthLetters = load<i32>(frameDepthLetters + (d << 2));
      mask = load<u64>(frameMask + (d << 3));
      node = load<u64>(frameNode + (d << 3));
      next = load<u64>(frameNext + (d << 3));
      continue;
    }
    const n = <i32>ctz<u64>(next);
    next &= next - 1;
    const tp = boardBase + (<usize>n << 3);
    const rec = childRecord(mask, <u32>node, (<u64>1) << load<u8>(tp));
    let m = load<u64>(rec);
    let nd = (node & HIGH) + load<u64>(rec, 8);
    const len = <i32>load<u8>(boardBase + CELL_LENGTH + n);
    if (len > 1) {
      if (!walk(tp, 1, len, m, <u32>nd, <u32>(nd >> 32))) continue;
      m = walkMask;
      nd = (<u64>walkId << 32) | <u64>walkBase;
    }
    const depth = depthLetters & 0xff;
    const deeper = depthLetters + 1 + (<i32>load<u8>(boardBase + CELL_LETTERS + n) << 8);
    store<u8>(path + depth, <u8>n);
    if ((m & 1) != 0 && (deeper >> 8) >= minLetters) {
      if (countOnly) countWord(<u32>(nd >> 32), deeper >> 8);
      else found(<u32>(nd >> 32), depth + 1, deeper >> 8);
    }
    if ((m & load<u64>(reachBits + (<usize>n << 3))) != 0) {
      // Push: save this frame, make cell n the current one.
      const d = <usize>depth;
      store<i32>(frameDepthLetters + (d << 2), depthLetters);
      store<u64>(frameMask + (d << 3), mask);
      store<u64>(frameNode + (d << 3), node);
      store<u64>(frameNext + (d << 3), next);
      store<i32>(frameCell + ((d + 1) << 2), n);
      depthLetters = deeper;
      used |= (<u64>1) << n;
      mask = m;
      node = nd;
      next = nextCells(n, m, used);
    }
  }
}
