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
//
// Node cap: each cell entered takes a node; with none left the loop saves its current frame as
// a push would, plus the used cells and the depth (GridContext.stopUsed, stopDepth), and
// returns; a call with params.resume = 1 loads that frame as a pop would and goes on. So a
// search cut into calls of N nodes visits the same nodes in the same order as one call, and a
// record that does not fit the output stops it the same way, before the cell whose word it is.
// Cost of the counter, a decrement and a sign test per node: 4,000 4×4 uniform boards scored in
// one call took 1.018–1.021× the time of the build without node caps (A/B in one process, median
// of 150 alternations, three runs, load ~3); counting only pushes saved nothing measurable, and
// the counter as an unsigned compare then decrement cost 1.03×.

import {
  GC_CELL_LENGTH, GC_CELL_LETTERS, GC_CELL_TILES, GC_FRAMES, GC_FREE_NEIGHBOURS, GC_PATH, GC_REACH_BITS, GC_STOP_DEPTH,
  GC_STOP_USED, GC_TILE_CELLS, GF_BYTES, GF_CELL, GF_DEPTH_LETTERS, GF_MASK, GF_NEXT, GF_NODE, GRID_STOP_NODES,
  GRID_STOP_NONE, GRID_STOP_OUTPUT,
} from '../contract';
import {
  childRecord, countOnly, countWord, found, minLetters, endPlain, nodesLeft, overflow, ROOT_CELL, walk, walkBase, walkId,
  walkMask,
} from './board';
import { arcsBase } from './layout';

// Saved frames, by depth (0 = the root), in the context: one GridFrame record each (the cell,
// depth | letters << 8, the node's child mask, the node, the next cells still to try), so a push
// or a pop computes one address for all five. Every address is the context (a local) plus
// offsets: against the fixed addresses of the static data this replaced, 4,000 boards in
// gridScoreBoards alone took 1.007× and 1.029× the time in two A/B runs in one process.

// @ts-ignore: decorator
@inline const HIGH: u64 = 0xffffffff00000000;

/** Free neighbours of `cell` that the node (child mask `mask`) has an arc into. */
// @ts-ignore: decorator
@inline function nextCells(ctx: usize, cell: i32, mask: u64, used: u64): u64 {
  let cells: u64 = 0;
  for (let tiles = mask & load<u64>(ctx + GC_REACH_BITS + (<usize>cell << 3)); tiles != 0; tiles &= tiles - 1) {
    cells |= load<u64>(ctx + GC_TILE_CELLS + (<usize>ctz<u64>(tiles) << 3));
  }
  return cells & load<u64>(ctx + GC_FREE_NEIGHBOURS + (<usize>cell << 3)) & ~used;
}

/** Saves the current frame as a push does, and what a resumed call needs to load it again. */
function saveStop(ctx: usize, used: u64, depthLetters: i32, mask: u64, node: u64, next: u64): void {
  const depth = depthLetters & 0xff;
  const frame = ctx + GC_FRAMES + <usize>depth * GF_BYTES;
  store<i32>(frame + GF_DEPTH_LETTERS, depthLetters);
  store<u64>(frame + GF_MASK, mask);
  store<u64>(frame + GF_NODE, node);
  store<u64>(frame + GF_NEXT, next);
  store<u64>(ctx + GC_STOP_USED, used);
  store<u32>(ctx + GC_STOP_DEPTH, <u32>depth);
}

/**
 * Searches from the root (or, `resume`, from where the last call stopped); `blocked` = cells no
 * path may use. No split digraphs (split.ts).
 *
 * The live state is kept small so the engine can hold it in registers: a node is two u64, its
 * mask and (word sum << 32 | child base), which is exactly the second half of an arc record, so
 * taking an arc is `node & HIGH` plus one u64 load; depth and letters share one i32; and a frame
 * iterates one set, the free neighbours its node can enter, gathered when the frame starts.
 */
export function searchPlain(ctx: usize, blocked: u64, rootMask: u64, rootBase: u32, resume: bool): void {
  let used = blocked;
  let depthLetters = 0; // depth | letters << 8
  let mask = rootMask;
  let node = <u64>rootBase;
  let next: u64;
  if (resume) {
    const frame = ctx + GC_FRAMES + <usize>load<u32>(ctx + GC_STOP_DEPTH) * GF_BYTES;
    used = load<u64>(ctx + GC_STOP_USED);
    depthLetters = load<i32>(frame + GF_DEPTH_LETTERS);
    mask = load<u64>(frame + GF_MASK);
    node = load<u64>(frame + GF_NODE);
    next = load<u64>(frame + GF_NEXT);
  } else {
    next = nextCells(ctx, ROOT_CELL, mask, used);
    store<i32>(ctx + GC_FRAMES + GF_CELL, ROOT_CELL);
  }
  let left = <i64>nodesLeft;
  let why = GRID_STOP_NONE;
  while (true) {
    if (next == 0) {
      // Frame done: pop to the cell before.
      const depth = depthLetters & 0xff;
      if (depth == 0) break;
      const frame = ctx + GC_FRAMES + <usize>depth * GF_BYTES;
      used ^= (<u64>1) << load<i32>(frame + GF_CELL);
      const before = frame - GF_BYTES;
      depthLetters = load<i32>(before + GF_DEPTH_LETTERS);
      mask = load<u64>(before + GF_MASK);
      node = load<u64>(before + GF_NODE);
      next = load<u64>(before + GF_NEXT);
      continue;
    }
    if (--left < 0) {
      left = 0;
      saveStop(ctx, used, depthLetters, mask, node, next);
      why = GRID_STOP_NODES;
      break;
    }
    const n = <i32>ctz<u64>(next);
    next &= next - 1;
    const tp = ctx + GC_CELL_TILES + (<usize>n << 3);
    const rec = childRecord(arcsBase, mask, <u32>node, (<u64>1) << load<u8>(tp));
    let m = load<u64>(rec);
    let nd = (node & HIGH) + load<u64>(rec, 8);
    const len = <i32>load<u8>(ctx + GC_CELL_LENGTH + n);
    if (len > 1) {
      if (!walk(tp, 1, len, m, <u32>nd, <u32>(nd >> 32))) continue;
      m = walkMask;
      nd = (<u64>walkId << 32) | <u64>walkBase;
    }
    const depth = depthLetters & 0xff;
    const deeper = depthLetters + 1 + (<i32>load<u8>(ctx + GC_CELL_LETTERS + n) << 8);
    store<u8>(ctx + GC_PATH + depth, <u8>n);
    if ((m & 1) != 0 && (deeper >> 8) >= minLetters) {
      if (countOnly) countWord(<u32>(nd >> 32), deeper >> 8);
      else {
        found(<u32>(nd >> 32), depth + 1, deeper >> 8);
        if (overflow) {
          // Its record did not fit: stop before cell n, to enter it again with more output.
          saveStop(ctx, used, depthLetters, mask, node, next | ((<u64>1) << n));
          why = GRID_STOP_OUTPUT;
          left++;
          break;
        }
      }
    }
    if ((m & load<u64>(ctx + GC_REACH_BITS + (<usize>n << 3))) != 0) {
      // Push: save this frame, make cell n the current one.
      const frame = ctx + GC_FRAMES + <usize>depth * GF_BYTES;
      store<i32>(frame + GF_DEPTH_LETTERS, depthLetters);
      store<u64>(frame + GF_MASK, mask);
      store<u64>(frame + GF_NODE, node);
      store<u64>(frame + GF_NEXT, next);
      store<i32>(frame + GF_BYTES + GF_CELL, n);
      depthLetters = deeper;
      used |= (<u64>1) << n;
      mask = m;
      node = nd;
      next = nextCells(ctx, n, m, used);
    }
  }
  endPlain(<u32>left, why);
}
