// Grid word search exports. Each takes a GridContext (assembly/contract.ts, layout.ts) first.

import {
  GC_CELL_LENGTH, GC_CELL_LETTERS, GC_CELL_SPLITS, GC_CELL_TILES, GC_TOKENS, GP_CELLS, GP_COUNT, GP_HALF_TILE,
  GP_LONGEST, GP_NODE_CAP, GP_NODES, GP_OUT_BYTES, GP_RESUMABLE, GP_RESUME, GP_SCORE, GP_SPLIT_TILE, GP_STOPPED, GRID_STOP_NONE,
  GRID_STOP_OUTPUT,
} from '../contract';
import { anySplitCell, count, longest, nodesGranted, nodesLeft, outLen, prepare, score, stopped } from './board';
import { param, setParam, useGrid } from './layout';
import { run, scoreOne } from './score';

export { gridBoundMerged, gridBoundTree, gridProveClass } from './prove';

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
