// Board state for move generation, held in two layouts so that one generator serves both
// directions: layout 0 is the board as given (across plays read its rows), layout 1 is its
// transpose (down plays read the rows of the transpose, i.e. the board's columns).
//
// Every per-square array is [layout][square], square = row * colsOf(layout) + col, with
// MAX_SQUARES slots per layout. Nothing is allocated: all of it is static data.

// @ts-ignore: decorator
@inline export const MAX_DIM: i32 = 64;
// @ts-ignore: decorator
@inline export const MAX_SQUARES: i32 = 4096;
/** Square tiles: 0 empty, 1..63 tile, tile | 0x80 a blank standing for it. */
// @ts-ignore: decorator
@inline export const TILE_MASK: u32 = 0x3f;

/** u8 [2][MAX_SQUARES]: board tiles (0 = empty). */
export const boardTiles: usize = memory.data(2 * MAX_SQUARES);
/** u8 [2][MAX_SQUARES]: letter multiplier 1..4. */
export const letterMult: usize = memory.data(2 * MAX_SQUARES);
/** u8 [2][MAX_SQUARES]: word multiplier 1..4. */
export const wordMult: usize = memory.data(2 * MAX_SQUARES);
/**
 * u64 [2][MAX_SQUARES]: tiles that may be placed on an empty square in this layout's direction,
 * bit t for tile t (bit 0 unused), given the perpendicular word they would join.
 */
export const crossSets: usize = memory.data(2 * MAX_SQUARES * 8, 8);
/** u16 [2][MAX_SQUARES]: face value of the perpendicular tiles a tile here would join. */
export const crossScores: usize = memory.data(2 * MAX_SQUARES * 2, 2);
/** u8 [2][MAX_SQUARES]: 1 if a tile here forms a perpendicular word (has a neighbour across it). */
export const hasCross: usize = memory.data(2 * MAX_SQUARES);
/** u8 [2][MAX_SQUARES]: 1 if the square is an anchor (empty, next to a tile; or the start). */
export const anchors: usize = memory.data(2 * MAX_SQUARES);
/** u8 [64]: value of each tile; [0] = value of a blank. */
export const tileValues: usize = memory.data(64);

/** rows and cols of layout 0; layout 1 swaps them. */
export let boardRows: i32 = 0;
export let boardCols: i32 = 0;
/** Tiles on the board (0 = empty board: first-play rules apply). */
export let boardTileCount: i32 = 0;

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
  return <usize>(layout * MAX_SQUARES);
}
/** Face value of a board or rack tile (a blank, tile | 0x80, scores the blank's value). */
// @ts-ignore: decorator
@inline export function faceValue(tile: u32): i32 {
  return <i32>load<u8>(tileValues + <usize>(tile & 0x80 ? 0 : tile));
}

/**
 * Copies a board (u8 rows*cols row-major, tiles as above) and its premiums (u8 rows*cols, 1..4)
 * into both layouts, and the tile values (u8 × 64).
 */
export function loadBoard(board: usize, letter: usize, word: usize, values: usize, rows: i32, cols: i32): void {
  boardRows = rows;
  boardCols = cols;
  memory.copy(tileValues, values, 64);
  let count = 0;
  const t1 = layoutOffset(1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const from = <usize>(r * cols + c);
      const across = from;
      const down = t1 + <usize>(c * rows + r);
      const tile = load<u8>(board + from);
      if (tile != 0) count++;
      store<u8>(boardTiles + across, tile);
      store<u8>(boardTiles + down, tile);
      const lm = load<u8>(letter + from);
      store<u8>(letterMult + across, lm);
      store<u8>(letterMult + down, lm);
      const wm = load<u8>(word + from);
      store<u8>(wordMult + across, wm);
      store<u8>(wordMult + down, wm);
    }
  }
  boardTileCount = count;
}
