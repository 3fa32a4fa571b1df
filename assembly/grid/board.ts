// Per-board state shared by the two searches (search.ts, split.ts): the query, the sets derived
// from the board, the path, the running totals, and what happens when a word is found.
//
// Per board the core keeps, for each tile, the set of free cells it enters (tileCells), and for
// each cell its free neighbours and the tiles they start with (freeNeighbours, reachBits). A
// search step then iterates the tiles that both the node and the neighbourhood have
// (mask & reach) and finds the free neighbours holding each with one AND, instead of trying
// every neighbour against the node: +40% boards/s on 4×4 uniform boards.
//
// Words are told apart by the number the arc offsets add up to (layout.ts): with FLAG_DEDUP each
// word counts once per board, stamped with the board's serial number instead of clearing per
// board. Stamps are u8 (cleared every 255 boards, ~1 KB per board amortised): 268 KB for SOWPODS
// stays in L2 where 1 MB of u32 stamps did not.

import {
  GC_CELL_LENGTH, GC_CELL_SPLITS, GC_CELL_TILES, GC_ENTRY_BITS, GC_FREE_NEIGHBOURS, GC_NB_MASK, GC_PATH,
  GC_REACH_BITS, GC_STAMP, GC_TILE_CELLS, GP_COVERED_HI, GP_COVERED_LO, GP_FLAGS, GP_HALF_TILE, GP_MIN_CELLS,
  GP_MIN_LETTERS, GP_NODE_CAP, GP_OUT_AT, GP_OUT_CAP, GP_SPLIT_TILE, GRID_FLAG_DEDUP, GRID_FLAG_RECORDS,
  GRID_FLAG_SCORE_CELLS, GRID_STOP_NODES, GRID_STOP_NONE, GRID_STOP_OUTPUT, MAX_CELLS, PR_BYTES, PR_CELLS, PR_LETTERS,
  PR_WORD,
} from '../contract';
import { arcsBase, gridContext, param, scoresBase, stampsBase, wordCount } from './layout';

/** Index of the virtual cell whose neighbours are all free cells: where every path starts. */
// @ts-ignore: decorator
@inline export const ROOT_CELL: i32 = MAX_CELLS;

// The query, the running totals and the output below are one call's working registers (see
// layout.ts): prepare loads them from the context's params, the exports store the totals back.

export let flags: u32 = 0;
export let minLetters: i32 = 0;
export let minCells: i32 = 0;
export let splitting: bool = false;
export let splitTile: u32 = 0;
export let halfTile: u32 = 0;
/** Some free cell ends with the split digraph's first half (the split search is needed). */
export let anySplitCell: bool = false;

export let score: u32 = 0;
export let count: u32 = 0;
export let longest: i32 = 0;
export let outLen: i32 = 0;
/** A record did not fit: the search stops before counting its word (found again on resume). */
export let overflow: bool = false;
/**
 * Nodes (a cell entered along a path) the call may still visit. Both searches take one before
 * entering a cell and stop when none is left, so a call visits at most nodeCap nodes; the
 * split-free loop keeps it in a local and stores it back when it returns.
 */
export let nodesLeft: u32 = 0;
/** Nodes the call was granted (nodeCap). */
export let nodesGranted: u32 = 0;
/** Why the call stopped before the search's end: GRID_STOP_NONE (it did not), _NODES or _OUTPUT. */
export let stopped: u32 = GRID_STOP_NONE;
let outAt: usize = 0;
let outCap: i32 = 0;
/** Serial number of the current board; a word's stamp equals it once the word is counted. */
let stamp: u32 = 0;

// The context's scratch (GridContext): the board region, the current path, and the sets derived
// from the board. entryBits: the tiles that let a path enter each cell — its first tile, and the
// split digraph for a cell that is a lone first half (a lone L may complete L·L).
export let boardBase: usize = 0;
export let path: usize = 0;
let entryBits: usize = 0;
export let reachBits: usize = 0;
export let tileCells: usize = 0;
export let freeNeighbours: usize = 0;

// Result of walk(): the node reached.
export let walkMask: u64 = 0;
export let walkBase: u32 = 0;
export let walkId: u32 = 0;

/** Record of the child for tile bit `bit` of a node (the bit must be in `mask`) in the word graph at `arcs`. */
// @ts-ignore: decorator
@inline export function childRecord(arcs: usize, mask: u64, base: u32, bit: u64): usize {
  return arcs + (<usize>(base + <u32>popcnt<u64>(mask & (bit - 1))) << 4);
}

/** Follows tiles tp[from..to) from a node; false when the word graph has no such path. */
export function walk(tp: usize, from: i32, to: i32, mask: u64, base: u32, id: u32): bool {
  for (let j = from; j < to; j++) {
    const bit: u64 = (<u64>1) << load<u8>(tp + j);
    if ((mask & bit) == 0) return false;
    const rec = childRecord(arcsBase, mask, base, bit);
    mask = load<u64>(rec);
    base = load<u32>(rec, 8);
    id += load<u32>(rec, 12);
  }
  walkMask = mask;
  walkBase = base;
  walkId = id;
  return true;
}

/**
 * The query only counts words once each and scores them by letters (no records, no minimum in
 * cells): the searches then count inline with countWord instead of calling found.
 */
export let countOnly: bool = false;

/** found() for countOnly queries, inlined in the search loop (+5% boards/s on 4×4 score-only). */
// @ts-ignore: decorator
@inline export function countWord(id: u32, letters: i32): void {
  const at = stampsBase + <usize>id;
  if (<u32>load<u8>(at) != stamp) {
    store<u8>(at, <u8>stamp);
    score += load<u32>(scoresBase + (<usize>min(letters, 63) << 2));
    count++;
    if (letters > longest) longest = letters;
  }
}

/**
 * A word (arc sum `id`) ends here after `cells` cells (path[0..cells)) and `letters` letters.
 * When its record does not fit, nothing is counted or stamped and `overflow` is set: the search
 * stops, and finds the word again when it resumes (or runs again) with more output.
 */
export function found(id: u32, cells: i32, letters: i32): void {
  if (letters < minLetters || cells < minCells) return;
  const dedup = (flags & GRID_FLAG_DEDUP) != 0;
  if (dedup && <u32>load<u8>(stampsBase + <usize>id) == stamp) return;
  if ((flags & GRID_FLAG_RECORDS) != 0) {
    if (outLen + <i32>PR_BYTES + cells > outCap) {
      overflow = true;
      nodesLeft = 0; // the split search unwinds at its next node (the loop in search.ts stops at once)
      return;
    }
    record(id, cells, letters);
  }
  if (dedup) store<u8>(stampsBase + <usize>id, <u8>stamp);
  const length = (flags & GRID_FLAG_SCORE_CELLS) != 0 ? cells : letters;
  score += load<u32>(scoresBase + (<usize>min(length, 63) << 2));
  count++;
  if (letters > longest) longest = letters;
}

/** Ends a call of the split-free loop (search.ts), which counts its nodes in a local: what is left and why it stopped. */
// @ts-ignore: decorator
@inline export function endPlain(left: u32, why: u32): void {
  nodesLeft = left;
  stopped = why;
}

/** Takes a node for the next cell: false (and the call stops) when none is left. */
// @ts-ignore: decorator
@inline export function takeNode(): bool {
  if (nodesLeft == 0) {
    stopped = overflow ? GRID_STOP_OUTPUT : GRID_STOP_NODES;
    return false;
  }
  nodesLeft--;
  return true;
}

// Record: [word number u32][cells u8][letters u8][cell u8 × cells], unaligned (room checked by found).
function record(id: u32, cells: i32, letters: i32): void {
  const size = <i32>PR_BYTES + cells;
  const at = outAt + outLen;
  store<u32>(at + PR_WORD, id);
  store<u8>(at + PR_CELLS, <u8>cells);
  store<u8>(at + PR_LETTERS, <u8>letters);
  memory.copy(at + PR_BYTES, path, cells);
  outLen += size;
}

function nextStamp(): void {
  stamp++;
  if (stamp > 0xff) {
    memory.fill(stampsBase, 0, <usize>wordCount + 1);
    stamp = 1;
  }
  store<u32>(gridContext + GC_STAMP, stamp);
}

/**
 * Reads the query params, resets the call's totals and derives the board's sets. Returns the
 * cells no path may use (holes and covered cells). `resume`: the same board and query as the
 * call that stopped, so the words it counted keep their stamps.
 */
export function prepare(cells: i32, resume: bool): u64 {
  const ctx = gridContext;
  boardBase = ctx + GC_CELL_TILES;
  path = ctx + GC_PATH;
  entryBits = ctx + GC_ENTRY_BITS;
  reachBits = ctx + GC_REACH_BITS;
  tileCells = ctx + GC_TILE_CELLS;
  freeNeighbours = ctx + GC_FREE_NEIGHBOURS;
  stamp = load<u32>(ctx + GC_STAMP);
  flags = param(GP_FLAGS);
  minLetters = <i32>param(GP_MIN_LETTERS);
  minCells = <i32>param(GP_MIN_CELLS);
  outAt = <usize>param(GP_OUT_AT);
  outCap = <i32>param(GP_OUT_CAP);
  splitTile = param(GP_SPLIT_TILE);
  splitting = splitTile != 0;
  halfTile = param(GP_HALF_TILE);
  if ((flags & GRID_FLAG_DEDUP) != 0 && !resume) nextStamp();
  countOnly = (flags & (GRID_FLAG_DEDUP | GRID_FLAG_RECORDS | GRID_FLAG_SCORE_CELLS)) == GRID_FLAG_DEDUP && minCells <= 1;
  score = 0;
  count = 0;
  longest = 0;
  outLen = 0;
  overflow = false;
  nodesGranted = param(GP_NODE_CAP);
  nodesLeft = nodesGranted;
  stopped = GRID_STOP_NONE;
  anySplitCell = false;
  let blocked: u64 = (<u64>param(GP_COVERED_HI) << 32) | <u64>param(GP_COVERED_LO);
  // The loops below address the context (a local), not the registers above: run per board.
  for (let t = 0; t < 64; t++) store<u64>(ctx + GC_TILE_CELLS + (<usize>t << 3), 0);
  let rootReach: u64 = 0;
  for (let c = 0; c < cells; c++) {
    const cellBit = (<u64>1) << c;
    const len = load<u8>(ctx + GC_CELL_LENGTH + c);
    let bits: u64 = 0;
    if (len == 0) blocked |= cellBit;
    else if ((blocked & cellBit) == 0) {
      const first = <usize>load<u8>(ctx + GC_CELL_TILES + (<usize>c << 3));
      bits = (<u64>1) << first;
      store<u64>(ctx + GC_TILE_CELLS + (first << 3), load<u64>(ctx + GC_TILE_CELLS + (first << 3)) | cellBit);
      if (splitting && load<u8>(ctx + GC_CELL_SPLITS + c) != 0) {
        anySplitCell = true;
        if (len == 1) {
          bits |= (<u64>1) << splitTile;
          const at = ctx + GC_TILE_CELLS + (<usize>splitTile << 3);
          store<u64>(at, load<u64>(at) | cellBit);
        }
      }
    }
    store<u64>(ctx + GC_ENTRY_BITS + (<usize>c << 3), bits);
    rootReach |= bits;
  }
  const all: u64 = cells == 64 ? <u64>-1 : ((<u64>1) << cells) - 1;
  const free = all & ~blocked;
  for (let c = 0; c < cells; c++) {
    const nb = load<u64>(ctx + GC_NB_MASK + (<usize>c << 3)) & free;
    let reach: u64 = 0;
    for (let x = nb; x != 0; x &= x - 1) reach |= load<u64>(ctx + GC_ENTRY_BITS + (<usize>ctz<u64>(x) << 3));
    store<u64>(ctx + GC_FREE_NEIGHBOURS + (<usize>c << 3), nb);
    store<u64>(ctx + GC_REACH_BITS + (<usize>c << 3), reach);
  }
  store<u64>(ctx + GC_FREE_NEIGHBOURS + (<usize>ROOT_CELL << 3), free);
  store<u64>(ctx + GC_REACH_BITS + (<usize>ROOT_CELL << 3), rootReach);
  return blocked;
}
