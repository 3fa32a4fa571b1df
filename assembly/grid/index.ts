// Grid word search exports. Each takes a GridContext (assembly/contract.ts, layout.ts) first.

import {
  GC_CELL_LENGTH, GC_CELL_LETTERS, GC_CELL_SPLITS, GC_CELL_TILES, GC_TOKENS, GP_CELLS, GP_COUNT, GP_HALF_TILE,
  GP_LONGEST, GP_NODE_CAP, GP_NODES, GP_OUT_BYTES, GP_RESUMABLE, GP_RESUME, GP_SCORE, GP_SPLIT_TILE, GP_STOPPED, GRID_STOP_NONE,
  GRID_STOP_OUTPUT,
} from '../contract';
import { anySplitCell, count, longest, nodesGranted, nodesLeft, outLen, prepare, score, stopped } from './board';
import { arcsBase, param, setParam, useGrid } from './layout';
import { searchPlain } from './search';
import { searchSplit } from './split';

/**
 * Searches the board in the context's board region with the query in its params (`resume`: on
 * from where the last call stopped; the split search cannot, and starts again). True when the
 * search resumed or started can be resumed after this call.
 */
function run(ctx: usize, cells: i32, resume: bool): bool {
  const blocked = prepare(cells, resume);
  const rootMask = load<u64>(arcsBase);
  const rootBase = load<u32>(arcsBase, 8);
  if (anySplitCell) {
    searchSplit(blocked, rootMask, rootBase);
    return false;
  }
  searchPlain(ctx, blocked, rootMask, rootBase, resume);
  return true;
}

/** Searches the board region; returns this call's word (or path) count, or -1 if it stopped for the output. */
export function gridSolve(ctx: usize): i32 {
  useGrid(ctx);
  const resumable = run(ctx, <i32>param(GP_CELLS), param(GP_RESUME) != 0);
  setParam(GP_SCORE, score);
  setParam(GP_COUNT, count);
  setParam(GP_LONGEST, <u32>longest);
  setParam(GP_OUT_BYTES, <u32>outLen);
  setParam(GP_NODES, nodesGranted - nodesLeft);
  setParam(GP_STOPPED, stopped);
  setParam(GP_RESUMABLE, resumable && stopped != GRID_STOP_NONE ? 1 : 0);
  return stopped == GRID_STOP_OUTPUT ? -1 : <i32>count;
}

/**
 * Scores `n` boards that share the board region's neighbour sets. Each board is cellCount token
 * ids (u8) at boards + k·cellCount; a token is 8 bytes of the token table:
 * [tile u8 × 6][length u8][letters u8]. Writes [score u32, words u32] per board to results.
 * The node cap is for the whole call: returns the boards scored whole (the result of a board the
 * cap stopped is not to be read; the host scores it again).
 */
export function gridScoreBoards(ctx: usize, boards: usize, n: i32, results: usize): i32 {
  // This loop runs once per batch, so it stays in the engine's baseline tier: keep it tiny.
  useGrid(ctx);
  const cells = <i32>param(GP_CELLS);
  const cap = param(GP_NODE_CAP);
  let left = cap;
  let k = 0;
  for (; k < n; k++) {
    setParam(GP_NODE_CAP, left);
    left = scoreOne(ctx, boards + <usize>(k * cells), cells, results + (<usize>k << 3));
    if (stopped != GRID_STOP_NONE) break;
  }
  setParam(GP_NODE_CAP, cap);
  setParam(GP_NODES, cap - left);
  setParam(GP_STOPPED, stopped);
  return k;
}

/** Scores one board with the nodes in params.nodeCap; the nodes left. */
function scoreOne(ctx: usize, board: usize, cells: i32, result: usize): u32 {
  const half = param(GP_HALF_TILE);
  const doSplit = param(GP_SPLIT_TILE) != 0;
  const tokens = ctx + GC_TOKENS;
  for (let c = 0; c < cells; c++) {
    const token = tokens + (<usize>load<u8>(board + c) << 3);
    const len = load<u8>(token, 6);
    store<u64>(ctx + GC_CELL_TILES + (<usize>c << 3), load<u64>(token));
    store<u8>(ctx + GC_CELL_LENGTH + c, len);
    store<u8>(ctx + GC_CELL_LETTERS + c, load<u8>(token, 7));
    const last = len > 0 ? <u32>load<u8>(token + <usize>len - 1) : 0;
    store<u8>(ctx + GC_CELL_SPLITS + c, doSplit && last == half ? 1 : 0);
  }
  run(ctx, cells, false);
  store<u32>(result, score);
  store<u32>(result, count, 4);
  return nodesLeft;
}
