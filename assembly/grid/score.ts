// One search of the board region, and one board of token ids scored: shared by the exports
// (index.ts) and the proof (prove.ts).

import {
  GC_CELL_LENGTH, GC_CELL_LETTERS, GC_CELL_SPLITS, GC_CELL_TILES, GC_TOKENS, GP_HALF_TILE, GP_SPLIT_TILE,
} from '../contract';
import { anySplitCell, nodesLeft, prepare, score, count } from './board';
import { arcsBase, param } from './layout';
import { searchPlain } from './search';
import { searchSplit } from './split';

/**
 * Searches the board in the context's board region with the query in its params (`resume`: on
 * from where the last call stopped; the split search cannot, and starts again). True when the
 * search resumed or started can be resumed after this call.
 */
export function run(ctx: usize, cells: i32, resume: bool): bool {
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

/** Scores one board with the nodes in params.nodeCap; the nodes left. */
export function scoreOne(ctx: usize, board: usize, cells: i32, result: usize): u32 {
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
