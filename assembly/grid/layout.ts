// Memory regions of the grid search. The word graph and the stamps are reserved by TypeScript
// (src/grid/core.ts) once per engine and passed to gridSetup; the board, params, score table and
// token table are static data here, so their addresses are constants in the search code (the
// hot loop reads the board on every step). Nothing here allocates.
//
// Arc record (the word graph re-laid for grid search, built by src/grid/layout.ts), 16 bytes:
//
//   byte 0                8                12               16
//  ┌─────────────────────┬────────────────┬────────────────┐
//  │ childMask u64       │ childBase u32  │ offset u32     │
//  └─────────────────────┴────────────────┴────────────────┘
//   childMask bit t (1..63) = the node this arc leads to has a child arc for tile t;
//             bit 0 = this arc accepts (the tiles read so far are a word).
//   childBase = record index of the first child, minus 1 when bit 0 is set, so that the child
//             for tile t is always at childBase + popcnt(childMask & ((1 << t) - 1)).
//   offset    = added to the running word number when the arc is taken; at an accepting arc the
//             sum is the word's number 1..wordCount (a minimal perfect hash of the DAWG, so a
//             shared node still tells words apart for the "seen on this board" stamps).
//   Record 0 is the root: its childMask and childBase describe the first tiles of words.
//
// Board region (bytes), at most MAX_CELLS cells numbered row by row:
//
//   0     cellTiles   u8 [64 × 8]  tiles of each cell's token (QU, L·L or a syllable: several)
//   512   cellLength  u8 [64]      tiles in the token; 0 = a hole (never entered)
//   576   cellLetters u8 [64]      letters of the token (QU = 2, L·L = 2, CA = 2)
//   640   cellSplits  u8 [64]      1 if the token ends with the first half of a split digraph
//   704   nbMask      u64 [64]     cells that may follow each cell (bit n = cell n)
//   1216  end
//
// Params region (u32 words): inputs 0..15, results 16..23.
//
//   0 cellCount   1 flags   2 minLetters   3 minCells   4 coveredLo   5 coveredHi
//   6 outAt       7 outCap  8 splitTile    9 halfTile
//   16 score      17 count  18 longest (letters)  19 outBytes  20 overflow
//
// Score table: u32 [64], points by length (letters or cells, per FLAG_SCORE_CELLS), 63 = longer.
// Token table (batch scoring): 8 bytes per token id: [tiles u8 × 6][length u8][letters u8].

// @ts-ignore: decorator
@inline export const MAX_CELLS: i32 = 64;
// @ts-ignore: decorator
@inline export const CELL_LENGTH: usize = 512;
// @ts-ignore: decorator
@inline export const CELL_LETTERS: usize = 576;
// @ts-ignore: decorator
@inline export const CELL_SPLITS: usize = 640;
// @ts-ignore: decorator
@inline export const NB_MASK: usize = 704;

/** Write a record per word (or per path) to the output area. */
// @ts-ignore: decorator
@inline export const FLAG_RECORDS: u32 = 1;
/** Count each word once per board (stamps); without it every path is reported. */
// @ts-ignore: decorator
@inline export const FLAG_DEDUP: u32 = 2;
/** The score table is indexed by cells in the path instead of letters. */
// @ts-ignore: decorator
@inline export const FLAG_SCORE_CELLS: u32 = 4;

// Params word indices.
// @ts-ignore: decorator
@inline export const P_CELLS: usize = 0;
// @ts-ignore: decorator
@inline export const P_FLAGS: usize = 1;
// @ts-ignore: decorator
@inline export const P_MIN_LETTERS: usize = 2;
// @ts-ignore: decorator
@inline export const P_MIN_CELLS: usize = 3;
// @ts-ignore: decorator
@inline export const P_COVERED_LO: usize = 4;
// @ts-ignore: decorator
@inline export const P_COVERED_HI: usize = 5;
// @ts-ignore: decorator
@inline export const P_OUT_AT: usize = 6;
// @ts-ignore: decorator
@inline export const P_OUT_CAP: usize = 7;
// @ts-ignore: decorator
@inline export const P_SPLIT_TILE: usize = 8;
// @ts-ignore: decorator
@inline export const P_HALF_TILE: usize = 9;
// @ts-ignore: decorator
@inline export const R_SCORE: usize = 16;
// @ts-ignore: decorator
@inline export const R_COUNT: usize = 17;
// @ts-ignore: decorator
@inline export const R_LONGEST: usize = 18;
// @ts-ignore: decorator
@inline export const R_OUT_BYTES: usize = 19;
// @ts-ignore: decorator
@inline export const R_OVERFLOW: usize = 20;

// @ts-ignore: decorator
@inline export const BOARD_BYTES: i32 = 1216;
/** The board region (layout above). */
export const boardBase: usize = memory.data(BOARD_BYTES, 16);
/** u32 [32]: params and results (layout above). */
export const paramsBase: usize = memory.data(32 * 4, 16);
/** u32 [64]: points by length. */
export const scoresBase: usize = memory.data(64 * 4, 16);
/** Token table: 256 tokens × 8 bytes. */
export const tokensBase: usize = memory.data(256 * 8, 16);

export let arcsBase: usize = 0;
/** u8 per word number 1..wordCount: the serial of the last board that counted the word. */
export let stampsBase: usize = 0;
export let wordCount: u32 = 0;

export function setRegions(arcs: usize, stamps: usize, words: u32): void {
  arcsBase = arcs;
  stampsBase = stamps;
  wordCount = words;
}

// @ts-ignore: decorator
@inline export function param(i: usize): u32 {
  return load<u32>(paramsBase + (i << 2));
}
// @ts-ignore: decorator
@inline export function setParam(i: usize, v: u32): void {
  store<u32>(paramsBase + (i << 2), v);
}
