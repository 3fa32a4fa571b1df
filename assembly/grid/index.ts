// Grid word search exports (see assembly/grid/layout.ts for the memory it reads).

import { anySplitCell, count, longest, outLen, overflow, prepare, score } from './board';
import {
  arcsBase, boardBase, CELL_LENGTH, CELL_LETTERS, CELL_SPLITS, P_CELLS, P_HALF_TILE, P_SPLIT_TILE,
  param, paramsBase, R_COUNT, R_LONGEST, R_OUT_BYTES, R_OVERFLOW, R_SCORE, scoresBase, setParam,
  setRegions, tokensBase,
} from './layout';
import { searchPlain } from './search';
import { searchSplit } from './split';

/** Points the grid search at the word graph and stamps (reserved by src/grid/core.ts). Once per engine. */
export function gridSetup(arcs: usize, stamps: usize, words: u32): void {
  setRegions(arcs, stamps, words);
}

/** Offset of a static grid region: 0 board, 1 params, 2 score table, 3 token table. */
export function gridRegion(which: i32): usize {
  switch (which) {
    case 0: return boardBase;
    case 1: return paramsBase;
    case 2: return scoresBase;
    default: return tokensBase;
  }
}

/** Searches the board in the board region with the query in the params. */
function run(cells: i32): void {
  const blocked = prepare(cells);
  const rootMask = load<u64>(arcsBase);
  const rootBase = load<u32>(arcsBase, 8);
  if (anySplitCell) searchSplit(blocked, rootMask, rootBase);
  else searchPlain(blocked, rootMask, rootBase);
}

/** Searches the board region; returns the word (or path) count, or -1 if the output overflowed. */
export function gridSolve(): i32 {
  run(<i32>param(P_CELLS));
  setParam(R_SCORE, score);
  setParam(R_COUNT, count);
  setParam(R_LONGEST, <u32>longest);
  setParam(R_OUT_BYTES, <u32>outLen);
  setParam(R_OVERFLOW, overflow ? 1 : 0);
  return overflow ? -1 : <i32>count;
}

/**
 * Scores `n` boards that share the board region's neighbour sets. Each board is cellCount token
 * ids (u8) at boards + k·cellCount; a token is 8 bytes of the token table:
 * [tile u8 × 6][length u8][letters u8]. Writes [score u32, words u32] per board to results.
 */
export function gridScoreBoards(boards: usize, n: i32, results: usize): void {
  // This loop runs once per batch, so it stays in the engine's baseline tier: keep it tiny.
  const cells = <i32>param(P_CELLS);
  for (let k = 0; k < n; k++) scoreOne(boards + <usize>(k * cells), cells, results + (<usize>k << 3));
}

function scoreOne(board: usize, cells: i32, result: usize): void {
  const half = param(P_HALF_TILE);
  const doSplit = param(P_SPLIT_TILE) != 0;
  for (let c = 0; c < cells; c++) {
    const token = tokensBase + (<usize>load<u8>(board + c) << 3);
    const len = load<u8>(token, 6);
    store<u64>(boardBase + (<usize>c << 3), load<u64>(token));
    store<u8>(boardBase + CELL_LENGTH + c, len);
    store<u8>(boardBase + CELL_LETTERS + c, load<u8>(token, 7));
    const last = len > 0 ? <u32>load<u8>(token + <usize>len - 1) : 0;
    store<u8>(boardBase + CELL_SPLITS + c, doSplit && last == half ? 1 : 0);
  }
  run(cells);
  store<u32>(result, score);
  store<u32>(result, count, 4);
}
