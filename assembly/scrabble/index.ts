// Scrabble move generation: the functions the host calls (re-exported by assembly/exports.ts).
//
//   scrabbleSetBoard(...)   once per position: copies the board, computes cross sets and anchors
//   scrabbleGenerate(...)   once per rack: writes move records (output.ts) and returns their count
//
// Plays along rows of layout 0 are across plays, along rows of layout 1 (the transpose) down
// plays; see board.ts.

import { gaddagRoot } from '../lexicon';
import { boardCols, boardRows, boardTileCount, colsOf, layoutOffset, loadBoard, anchors, rowsOf } from './board';
import { buildArcMasks } from './arcMasks';
import { computeCrossSets } from './crossSets';
import { generateAnchor, generateWithin, rack, rackTiles, rightLimits, setRack } from './movegen';
import { MAX_TOP, moveCount, outBytes, outputFits, resetOutput, threshold } from './output';
import { admittedLeft, anchorBound, anchorLimits, setBoundRack, setScoring } from './score';

/** First play on an empty board: list down plays as well as across ones. */
// @ts-ignore: decorator
@inline const BOTH_DIRECTIONS_ON_EMPTY: i32 = 1;

/**
 * u64 [2 × 4096]: the anchors of a top-N search, one key each, sorted largest bound first:
 *
 *   63            32 31     25 24  23     12 11      0
 *  ┌────────────────┬─────────┬───┬─────────┬─────────┐
 *  │ bound          │ 0       │lay│ row     │ col     │
 *  └────────────────┴─────────┴───┴─────────┴─────────┘
 */
const anchorKeys: usize = memory.data(2 * 4096 * 8, 8);

/**
 * Loads a position. board: u8 rows*cols row-major (0 empty, tile, tile|0x80 blank); letter, word:
 * u8 rows*cols premium multipliers 1..4; values: u8 [64] tile values ([0] = blank);
 * (startRow, startCol): the square a first play must cover.
 */
export function scrabbleSetBoard(
  board: usize, letter: usize, word: usize, values: usize, rows: i32, cols: i32, startRow: i32, startCol: i32,
): void {
  loadBoard(board, letter, word, values, rows, cols);
  computeCrossSets(0, startRow * cols + startCol);
  computeCrossSets(1, startCol * rows + startRow);
}

/**
 * Generates the plays of a rack (u8 [64] counts, [0] = blanks) on the loaded position into
 * out[0..cap) (records: output.ts). top = 0 lists every play; top = N ≥ 1 lists at least the N
 * best (every play scoring at least the N-th best, and possibly more), visiting anchors best
 * bound first; its bounds use the bingo candidates last given by scrabbleSetBingos, which must
 * be this rack's (or none). Each record's rank key goes to `keys` (24 bytes per record for
 * keyCap records: output.ts), for scrabbleRank. Returns the number of records, or -1 when
 * they need more than cap bytes or keyCap keys (scrabbleOutputBytes() and
 * scrabbleMoveCount() tell how many).
 */
export function scrabbleGenerate(
  rackPtr: usize, rackSize: i32, bingo: i32, spil: i32, flags: i32, top: i32, out: usize, cap: i32,
  keys: usize, keyCap: i32,
): i32 {
  memory.copy(rack, rackPtr, 64);
  setRack();
  const tiles = rackTiles;
  setScoring(spil != 0, rackSize, bingo);
  const ranked = top > 0 && top <= MAX_TOP;
  resetOutput(out, cap, ranked ? top : 0, keys, keyCap);
  if (tiles == 0 || boardRows == 0) return 0;
  const layouts = boardTileCount == 0 && (flags & BOTH_DIRECTIONS_ON_EMPTY) == 0 ? 1 : 2;
  const root = gaddagRoot;
  if (!ranked) {
    for (let lay = 0; lay < layouts; lay++) {
      const rows = rowsOf(lay);
      const cols = colsOf(lay);
      const anchorBase = anchors + layoutOffset(lay);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (load<u8>(anchorBase + <usize>(r * cols + c)) != 0) generateAnchor(lay, r, c, root);
        }
      }
    }
  } else {
    // Anchors best bound first; each searched only within the spans that can still reach the
    // threshold, which rises as plays are found; stop when no anchor can.
    setBoundRack(rack);
    let n = 0;
    for (let lay = 0; lay < layouts; lay++) {
      const rows = rowsOf(lay);
      const cols = colsOf(lay);
      const anchorBase = anchors + layoutOffset(lay);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (load<u8>(anchorBase + <usize>(r * cols + c)) == 0) continue;
          const bound = anchorBound(lay, r, c);
          if (bound < 0) continue;
          store<u64>(anchorKeys + (<usize>n << 3), ((<u64>bound) << 32) | (<u64>lay << 24) | (<u64>r << 12) | <u64>c);
          n++;
        }
      }
    }
    sortDescending(anchorKeys, n);
    for (let k = 0; k < n; k++) {
      const key = load<u64>(anchorKeys + (<usize>k << 3));
      if (<i32>(key >> 32) < threshold) break;
      const lay = <i32>(key >> 24) & 1;
      const r = <i32>(key >> 12) & 0xfff;
      const c = <i32>key & 0xfff;
      anchorLimits(lay, r, c, threshold, rightLimits);
      if (admittedLeft >= 0) generateWithin(lay, r, c, admittedLeft, root);
    }
  }
  return outputFits() ? moveCount : -1;
}

/** Bytes the last scrabbleGenerate's records needed. */
export function scrabbleOutputBytes(): i32 {
  return outBytes;
}

/** Records (and rank keys) the last scrabbleGenerate made, whether or not they fitted. */
export function scrabbleMoveCount(): i32 {
  return moveCount;
}

/** Shell sort, largest first (a few hundred keys; no allocation). */
function sortDescending(keys: usize, n: i32): void {
  let gap = 1;
  while (gap < n / 3) gap = gap * 3 + 1;
  for (; gap > 0; gap = (gap - 1) / 3) {
    for (let i = gap; i < n; i++) {
      const v = load<u64>(keys + (<usize>i << 3));
      let j = i;
      while (j >= gap) {
        const w = load<u64>(keys + (<usize>(j - gap) << 3));
        if (w >= v) break;
        store<u64>(keys + (<usize>j << 3), w);
        j -= gap;
      }
      store<u64>(keys + (<usize>j << 3), v);
    }
  }
}

/**
 * Builds the lexicon's arc layout (arcMasks.ts) at `at`: 8 bytes per entry, or 16 when `wide`
 * (alphabets of more than 32 tiles); once per engine.
 */
export function scrabbleIndexLexicon(at: usize, entryCount: u32, wide: i32): void {
  buildArcMasks(at, entryCount, wide != 0);
}

export { scrabbleRank } from './rank';
export { scrabbleSetBingos } from './bingo';
