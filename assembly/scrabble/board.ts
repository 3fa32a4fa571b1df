// Board state for move generation, held in two layouts so that one generator serves both
// directions: layout 0 is the board as given (across plays read its rows), layout 1 is its
// transpose (down plays read the rows of the transpose, i.e. the board's columns).
//
// It all lives in a ScrabbleContext (assembly/contract.ts): every per-square array is
// [layout][square], square = row * colsOf(layout) + col, with `squares` slots per layout.
// useBoard loads the context's addresses and dimensions into the module globals below at the
// start of each call: they are that call's working registers (one set per thread's instance),
// which the hot loops read as before; nothing relies on them once the call returns.

import {
  SC_ANCHORS, SC_COLS, SC_CROSS_SCORES, SC_CROSS_SETS, SC_HAS_CROSS, SC_LETTER_MULT, SC_ROWS, SC_SQUARES,
  SC_TILE_COUNT, SC_TILE_VALUES, SC_TILES, SC_WORD_MULT,
} from '../contract';

/** Square tiles: 0 empty, 1..63 tile, tile | 0x80 a blank standing for it. */
// @ts-ignore: decorator
@inline export const TILE_MASK: u32 = 0x3f;

/** The context of the current call. */
export let context: usize = 0;
/** Squares per layout in the context's arrays. */
export let layoutSquares: usize = 0;
/** u8 [2][squares]: board tiles (0 = empty). */
export let boardTiles: usize = 0;
/** u8 [2][squares]: letter multiplier 1..4. */
export let letterMult: usize = 0;
/** u8 [2][squares]: word multiplier 1..4. */
export let wordMult: usize = 0;
/** u64 [2][squares]: tiles that may be placed on an empty square in this layout's direction. */
export let crossSets: usize = 0;
/** u16 [2][squares]: face value of the perpendicular tiles a tile here would join. */
export let crossScores: usize = 0;
/** u8 [2][squares]: 1 if a tile here forms a perpendicular word. */
export let hasCross: usize = 0;
/** u8 [2][squares]: 1 if the square is an anchor (empty, next to a tile; or the start). */
export let anchors: usize = 0;
/** u8 [64]: value of each tile; [0] = value of a blank. */
export let tileValues: usize = 0;

/** rows and cols of layout 0; layout 1 swaps them. */
export let boardRows: i32 = 0;
export let boardCols: i32 = 0;
/** Tiles on the board (0 = empty board: first-play rules apply). */
export let boardTileCount: i32 = 0;

/** Loads the working registers from a ScrabbleContext. */
export function useBoard(ctx: usize): void {
  context = ctx;
  layoutSquares = <usize>load<u32>(ctx + SC_SQUARES);
  boardTiles = <usize>load<u32>(ctx + SC_TILES);
  letterMult = <usize>load<u32>(ctx + SC_LETTER_MULT);
  wordMult = <usize>load<u32>(ctx + SC_WORD_MULT);
  crossSets = <usize>load<u32>(ctx + SC_CROSS_SETS);
  crossScores = <usize>load<u32>(ctx + SC_CROSS_SCORES);
  hasCross = <usize>load<u32>(ctx + SC_HAS_CROSS);
  anchors = <usize>load<u32>(ctx + SC_ANCHORS);
  tileValues = ctx + SC_TILE_VALUES;
  boardRows = <i32>load<u32>(ctx + SC_ROWS);
  boardCols = <i32>load<u32>(ctx + SC_COLS);
  boardTileCount = <i32>load<u32>(ctx + SC_TILE_COUNT);
}

/** Stores the tile count back into the context (the only board register a call changes). */
export function setTileCount(n: i32): void {
  boardTileCount = n;
  store<u32>(context + SC_TILE_COUNT, <u32>n);
}

// @ts-ignore: decorator
@inline export function rowsOf(layout: i32): i32 {
  return layout == 0 ? boardRows : boardCols;
}
// @ts-ignore: decorator
@inline export function colsOf(layout: i32): i32 {
  return layout == 0 ? boardCols : boardRows;
}
// @ts-ignore: decorator
@inline export function layoutOffset(layout: i32): usize {
  return <usize>layout * layoutSquares;
}
/** Face value of a board or rack tile (a blank, tile | 0x80, scores the blank's value). */
// @ts-ignore: decorator
@inline export function faceValue(tile: u32): i32 {
  return <i32>load<u8>(tileValues + <usize>(tile & 0x80 ? 0 : tile));
}

/**
 * Copies layout 0 of the tiles and premiums (as the host wrote them: rows*cols row-major) into
 * layout 1, transposed, and counts the tiles.
 */
export function transposeBoard(): void {
  const rows = boardRows;
  const cols = boardCols;
  let count = 0;
  const t1 = layoutSquares;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const across = <usize>(r * cols + c);
      const down = t1 + <usize>(c * rows + r);
      const tile = load<u8>(boardTiles + across);
      if (tile != 0) count++;
      store<u8>(boardTiles + down, tile);
      store<u8>(letterMult + down, load<u8>(letterMult + across));
      store<u8>(wordMult + down, load<u8>(wordMult + across));
    }
  }
  setTileCount(count);
}
