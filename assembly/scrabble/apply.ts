// Playing a move on a context's position and taking it back, without recomputing the board.
//
// A tile placed at (r, c) changes only:
//   - the square itself (now full: no cross set, no anchor);
//   - the empty squares at the ends of the runs of tiles through it: the square above the top
//     and below the bottom of its column's run (their layout-0 cross sets read that run), the
//     squares left and right of its row's run (their layout-1 cross sets); these include every
//     empty neighbour, the only squares that can become anchors;
//   - on an empty board, the start square (first-play anchors give way to neighbour anchors).
// scrabbleApplyMove recomputes those squares in both layouts (crossSets.ts) after saving them on
// the context's undo stack; scrabbleUndoMove writes the saved squares back and lifts the tiles.
//
// Undo stack (host-reserved region, offsets from undoAt), one frame per move:
//   UndoFrame | tiles u8 × len, padded to 8 | UndoSquare × entries
// undoLast is the offset of the last frame, whose `previous` is the one before.

import {
  APPLY_BAD_MOVE, APPLY_NO_ROOM, APPLY_OK, SC_LEXICON, SC_REFRESH, SC_START_COL, SC_START_ROW, SC_UNDO_AT,
  SC_UNDO_CAP, SC_UNDO_DEPTH, SC_UNDO_LAST, SC_UNDO_NEED, SC_UNDO_TOP, UF_BYTES, UF_COL, UF_DOWN, UF_ENTRIES,
  UF_LEN, UF_PREVIOUS, UF_ROW, UF_TILE_COUNT, UNDO_EMPTY, US_ANCHOR0, US_ANCHOR1, US_BYTES, US_CROSS_SCORE0,
  US_CROSS_SCORE1, US_CROSS_SET0, US_CROSS_SET1, US_HAS_CROSS0, US_HAS_CROSS1, US_SQUARE,
} from '../contract';
import { useLexicon } from '../lexicon';
import {
  anchors, boardCols, boardRows, boardTileCount, boardTiles, crossScores, crossSets, hasCross, layoutSquares,
  setTileCount, TILE_MASK, useBoard,
} from './board';
import { computeSquare, useExtensionArcs } from './crossSets';

// @ts-ignore: decorator
@inline function align8(n: usize): usize {
  return (n + 7) & ~(<usize>7);
}

/** Square index of (r, c) in layout 0 and in layout 1. */
// @ts-ignore: decorator
@inline function across(r: i32, c: i32): usize {
  return <usize>(r * boardCols + c);
}
// @ts-ignore: decorator
@inline function downward(r: i32, c: i32): usize {
  return layoutSquares + <usize>(c * boardRows + r);
}

/**
 * Plays tiles[0..len) from (row, col), across or down: a tile index (| 0x80 for a blank) on each
 * empty square, 0 on each square that already holds a tile. Returns APPLY_OK; APPLY_BAD_MOVE
 * when the word leaves the board, a tile goes on a full square, a 0 falls on an empty one or
 * nothing is placed; APPLY_NO_ROOM when the undo stack needs undoNeed bytes. Nothing changes
 * unless APPLY_OK.
 */
export function scrabbleApplyMove(ctx: usize, row: i32, col: i32, down: i32, tiles: usize, len: i32): i32 {
  useLexicon(<usize>load<u32>(ctx + SC_LEXICON));
  useBoard(ctx);
  useExtensionArcs(ctx);
  const rows = boardRows;
  const cols = boardCols;
  const dr = down != 0 ? 1 : 0;
  const dc = 1 - dr;
  if (len < 1 || row < 0 || col < 0 || row + dr * (len - 1) >= rows || col + dc * (len - 1) >= cols) return APPLY_BAD_MOVE;
  let placedCount = 0;
  for (let i = 0; i < len; i++) {
    const t = <u32>load<u8>(tiles + <usize>i);
    const here = load<u8>(boardTiles + across(row + dr * i, col + dc * i));
    if (t == 0) {
      if (here == 0) return APPLY_BAD_MOVE;
    } else {
      if (here != 0 || (t & TILE_MASK) == 0) return APPLY_BAD_MOVE;
      placedCount++;
    }
  }
  if (placedCount == 0) return APPLY_BAD_MOVE;

  // Room for the frame and at most 5 squares per tile placed (itself and 4 run ends), plus the start.
  const undoAt = <usize>load<u32>(ctx + SC_UNDO_AT);
  const stackTop = <usize>load<u32>(ctx + SC_UNDO_TOP);
  const tilesBytes = align8(<usize>len);
  const need = stackTop + UF_BYTES + tilesBytes + <usize>(5 * placedCount + 1) * US_BYTES;
  if (need > <usize>load<u32>(ctx + SC_UNDO_CAP)) {
    store<u32>(ctx + SC_UNDO_NEED, <u32>need);
    return APPLY_NO_ROOM;
  }

  const frame = undoAt + stackTop;
  const tileCountBefore = boardTileCount;
  store<u32>(frame + UF_PREVIOUS, load<u32>(ctx + SC_UNDO_LAST));
  store<u32>(frame + UF_TILE_COUNT, <u32>tileCountBefore);
  store<u8>(frame + UF_ROW, <u8>row);
  store<u8>(frame + UF_COL, <u8>col);
  store<u8>(frame + UF_DOWN, <u8>dr);
  store<u8>(frame + UF_LEN, <u8>len);
  memory.copy(frame + UF_BYTES, tiles, <usize>len);

  // Lay the tiles in both layouts, then list the squares to recompute (run ends read the new board).
  for (let i = 0; i < len; i++) {
    const t = load<u8>(tiles + <usize>i);
    if (t == 0) continue;
    const r = row + dr * i;
    const c = col + dc * i;
    store<u8>(boardTiles + across(r, c), t);
    store<u8>(boardTiles + downward(r, c), t);
  }
  const list = ctx + SC_REFRESH;
  let n = 0;
  for (let i = 0; i < len; i++) {
    if (load<u8>(tiles + <usize>i) == 0) continue;
    const r = row + dr * i;
    const c = col + dc * i;
    n = note(list, n, r, c);
    let top = r;
    while (top > 0 && load<u8>(boardTiles + across(top - 1, c)) != 0) top--;
    if (top > 0) n = note(list, n, top - 1, c);
    let bottom = r;
    while (bottom + 1 < rows && load<u8>(boardTiles + across(bottom + 1, c)) != 0) bottom++;
    if (bottom + 1 < rows) n = note(list, n, bottom + 1, c);
    let left = c;
    while (left > 0 && load<u8>(boardTiles + across(r, left - 1)) != 0) left--;
    if (left > 0) n = note(list, n, r, left - 1);
    let right = c;
    while (right + 1 < cols && load<u8>(boardTiles + across(r, right + 1)) != 0) right++;
    if (right + 1 < cols) n = note(list, n, r, right + 1);
  }
  const startRow = <i32>load<u32>(ctx + SC_START_ROW);
  const startCol = <i32>load<u32>(ctx + SC_START_COL);
  if (tileCountBefore == 0) n = note(list, n, startRow, startCol);

  // Save them as they are, then recompute them for the new board.
  const entries = frame + UF_BYTES + tilesBytes;
  for (let k = 0; k < n; k++) {
    const sq = <i32>load<u16>(list + (<usize>k << 1));
    const a = <usize>sq;
    const d = downward(sq / cols, sq % cols);
    const e = entries + <usize>k * US_BYTES;
    store<u16>(e + US_SQUARE, <u16>sq);
    store<u64>(e + US_CROSS_SET0, load<u64>(crossSets + (a << 3)));
    store<u64>(e + US_CROSS_SET1, load<u64>(crossSets + (d << 3)));
    store<u16>(e + US_CROSS_SCORE0, load<u16>(crossScores + (a << 1)));
    store<u16>(e + US_CROSS_SCORE1, load<u16>(crossScores + (d << 1)));
    store<u8>(e + US_HAS_CROSS0, load<u8>(hasCross + a));
    store<u8>(e + US_HAS_CROSS1, load<u8>(hasCross + d));
    store<u8>(e + US_ANCHOR0, load<u8>(anchors + a));
    store<u8>(e + US_ANCHOR1, load<u8>(anchors + d));
  }
  setTileCount(tileCountBefore + placedCount);
  const start0 = startRow * cols + startCol;
  const start1 = startCol * rows + startRow;
  for (let k = 0; k < n; k++) {
    const sq = <i32>load<u16>(list + (<usize>k << 1));
    const r = sq / cols;
    const c = sq % cols;
    computeSquare(0, r, c, rows, cols, start0);
    computeSquare(layoutSquares, c, r, cols, rows, start1);
  }
  store<u32>(frame + UF_ENTRIES, <u32>n);
  store<u32>(ctx + SC_UNDO_LAST, <u32>stackTop);
  store<u32>(ctx + SC_UNDO_TOP, <u32>(entries + <usize>n * US_BYTES - undoAt));
  store<u32>(ctx + SC_UNDO_DEPTH, load<u32>(ctx + SC_UNDO_DEPTH) + 1);
  return APPLY_OK;
}

/** Adds board square (r, c) to the list of n squares unless it is there; the new count. */
function note(list: usize, n: i32, r: i32, c: i32): i32 {
  const sq = <u16>(r * boardCols + c);
  for (let k = 0; k < n; k++) if (load<u16>(list + (<usize>k << 1)) == sq) return n;
  store<u16>(list + (<usize>n << 1), sq);
  return n + 1;
}

/** Takes back the last move applied since scrabbleSetBoard: APPLY_OK, or UNDO_EMPTY. */
export function scrabbleUndoMove(ctx: usize): i32 {
  const depth = load<u32>(ctx + SC_UNDO_DEPTH);
  if (depth == 0) return UNDO_EMPTY;
  useBoard(ctx);
  const last = load<u32>(ctx + SC_UNDO_LAST);
  const frame = <usize>load<u32>(ctx + SC_UNDO_AT) + <usize>last;
  const len = <i32>load<u8>(frame + UF_LEN);
  const n = <i32>load<u32>(frame + UF_ENTRIES);
  const entries = frame + UF_BYTES + align8(<usize>len);
  for (let k = n - 1; k >= 0; k--) {
    const e = entries + <usize>k * US_BYTES;
    const sq = <i32>load<u16>(e + US_SQUARE);
    const a = <usize>sq;
    const d = downward(sq / boardCols, sq % boardCols);
    store<u64>(crossSets + (a << 3), load<u64>(e + US_CROSS_SET0));
    store<u64>(crossSets + (d << 3), load<u64>(e + US_CROSS_SET1));
    store<u16>(crossScores + (a << 1), load<u16>(e + US_CROSS_SCORE0));
    store<u16>(crossScores + (d << 1), load<u16>(e + US_CROSS_SCORE1));
    store<u8>(hasCross + a, load<u8>(e + US_HAS_CROSS0));
    store<u8>(hasCross + d, load<u8>(e + US_HAS_CROSS1));
    store<u8>(anchors + a, load<u8>(e + US_ANCHOR0));
    store<u8>(anchors + d, load<u8>(e + US_ANCHOR1));
  }
  const row = <i32>load<u8>(frame + UF_ROW);
  const col = <i32>load<u8>(frame + UF_COL);
  const dr = <i32>load<u8>(frame + UF_DOWN);
  const dc = 1 - dr;
  for (let i = 0; i < len; i++) {
    if (load<u8>(frame + UF_BYTES + <usize>i) == 0) continue;
    const r = row + dr * i;
    const c = col + dc * i;
    store<u8>(boardTiles + across(r, c), 0);
    store<u8>(boardTiles + downward(r, c), 0);
  }
  setTileCount(<i32>load<u32>(frame + UF_TILE_COUNT));
  store<u32>(ctx + SC_UNDO_TOP, last);
  store<u32>(ctx + SC_UNDO_LAST, load<u32>(frame + UF_PREVIOUS));
  store<u32>(ctx + SC_UNDO_DEPTH, depth - 1);
  return APPLY_OK;
}
