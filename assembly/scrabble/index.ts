// Scrabble move generation: the functions the host calls (re-exported by assembly/exports.ts).
// Each takes a ScrabbleContext (assembly/contract.ts) first; any number of contexts share a memory.
//
//   scrabbleInitContext(ctx, ...)   once per context: lays it out for boards of up to N squares
//   scrabbleSetBoard(ctx)           once per position: layout 1, cross sets and anchors
//   scrabbleSetLeaves(ctx, table)   before a search by equity: the rack's sub-racks and their values (leaves.ts)
//   scrabbleGenerate(ctx, ...)      once per rack: writes move records (output.ts), returns their count
//   scrabbleRank(ctx, count)        orders them (rank.ts)
//   scrabbleApplyMove / UndoMove    play a move on the position and take it back (apply.ts)
//
// Plays along rows of layout 0 are across plays, along rows of layout 1 (the transpose) down
// plays; see board.ts.

import {
  MAX_TOP, SC_ANCHOR_KEYS, SC_ANCHORS, SC_BYTES, SC_COLS, SC_CROSS_SCORES, SC_CROSS_SETS, SC_HAS_CROSS, SC_LETTER_MULT,
  SC_LEXICON, SC_NODES, SC_ROWS, SC_SQUARES, SC_START_COL, SC_START_ROW, SC_TILES, SC_UNDO_DEPTH, SC_UNDO_LAST, SC_UNDO_TOP,
  SC_WORD_MULT, FLAG_BOTH_DIRECTIONS, FLAG_EQUITY, LEX_ENTRY_COUNT,
} from '../contract';
import { useLexicon } from '../lexicon';
import { buildArcMasks } from './arcMasks';
import { boardRows, boardTileCount, colsOf, layoutOffset, anchors, rowsOf, transposeBoard, useBoard } from './board';
import { useBingos, wordSpans } from './bingo';
import { computeCrossSets, useExtensionArcs } from './crossSets';
import { byEquity, numberScoreSubRacks, useLeaves } from './leaves';
import {
  cutByLeaves, generateAnchor, generateWithin, nodesWalked, rack, rackTiles, rightLimits, scoreFrom, scoreUpTo, startSearch,
} from './movegen';
import { finishOutput, moveCount, outputFits, resetOutput, threshold } from './output';
import { admittedLeft, anchorBound, anchorLimits, NO_SPAN, setBoundRack, useScoring, wordMapAnchor } from './score';
import { useWordMap } from './wordmap';

/** The per-square arrays after the fixed part of a context, each 64-aligned (see scrabbleInitContext). */
// @ts-ignore: decorator
@inline function align64(n: usize): usize {
  return (n + 63) & ~(<usize>63);
}

/** Bytes of a ScrabbleContext for boards of up to `squares` squares. */
export function scrabbleContextBytes(squares: i32): i32 {
  const n = <usize>squares;
  return <i32>(SC_BYTES + 5 * align64(2 * n) + align64(4 * n) + 2 * align64(16 * n));
}

/**
 * Lays out a context at ctx (64-aligned, scrabbleContextBytes(squares) bytes): the fixed part
 * (assembly/contract.ts), then u8 tiles, letter and word multipliers, cross flags and anchors,
 * u16 cross-scores, u64 cross sets and anchor keys, [2][squares] each.
 */
export function scrabbleInitContext(ctx: usize, lexicon: usize, squares: i32): void {
  memory.fill(ctx, 0, <usize>scrabbleContextBytes(squares));
  const n = <usize>squares;
  store<u32>(ctx + SC_LEXICON, <u32>lexicon);
  store<u32>(ctx + SC_SQUARES, <u32>squares);
  let at = ctx + SC_BYTES;
  store<u32>(ctx + SC_TILES, <u32>at);
  at += align64(2 * n);
  store<u32>(ctx + SC_LETTER_MULT, <u32>at);
  at += align64(2 * n);
  store<u32>(ctx + SC_WORD_MULT, <u32>at);
  at += align64(2 * n);
  store<u32>(ctx + SC_HAS_CROSS, <u32>at);
  at += align64(2 * n);
  store<u32>(ctx + SC_ANCHORS, <u32>at);
  at += align64(2 * n);
  store<u32>(ctx + SC_CROSS_SCORES, <u32>at);
  at += align64(4 * n);
  store<u32>(ctx + SC_CROSS_SETS, <u32>at);
  at += align64(16 * n);
  store<u32>(ctx + SC_ANCHOR_KEYS, <u32>at);
}

/**
 * Loads the position the host wrote into the context: rows, cols and the start square in the
 * header; tiles (0 empty, tile, tile | 0x80 blank), letter and word multipliers (1..4) as
 * layout 0 (rows*cols row-major); tile values ([0] = blank). Makes layout 1, the cross sets and
 * anchors, and empties the undo stack.
 */
export function scrabbleSetBoard(ctx: usize): void {
  useLexicon(<usize>load<u32>(ctx + SC_LEXICON));
  useBoard(ctx);
  useExtensionArcs(ctx);
  transposeBoard();
  const rows = <i32>load<u32>(ctx + SC_ROWS);
  const cols = <i32>load<u32>(ctx + SC_COLS);
  const startRow = <i32>load<u32>(ctx + SC_START_ROW);
  const startCol = <i32>load<u32>(ctx + SC_START_COL);
  computeCrossSets(0, startRow * cols + startCol);
  computeCrossSets(1, startCol * rows + startRow);
  store<u32>(ctx + SC_UNDO_TOP, 0);
  store<u32>(ctx + SC_UNDO_LAST, 0);
  store<u32>(ctx + SC_UNDO_DEPTH, 0);
}

/**
 * Generates the plays of the context's rack (u8 [64] counts, [0] = blanks) on its position into
 * its output region (records: output.ts). top = 0 lists every play; top = N ≥ 1 lists at least
 * the N best (every play valued at least the N-th best, and possibly more), visiting anchors
 * best bound first; its bounds judge bingo spans from the bingo index when the context says so
 * (bingo.ts). Plays are valued by score, or with FLAG_EQUITY by equity (the sub-rack
 * values of the last scrabbleSetLeaves, which must be this rack's); none below the context's
 * floor is listed. Each record's rank key goes to the key region, for scrabbleRank. Returns
 * the number of records, or -1 when they need more than the output region or the key region
 * holds (the context's outBytes and moveCount tell how many).
 */
export function scrabbleGenerate(ctx: usize, flags: i32, top: i32): i32 {
  useLexicon(<usize>load<u32>(ctx + SC_LEXICON));
  useBoard(ctx);
  useScoring(ctx);
  useBingos(ctx);
  startSearch(ctx);
  useLeaves(ctx, rack, (flags & FLAG_EQUITY) != 0);
  const tiles = rackTiles;
  const ranked = top > 0 && top <= MAX_TOP;
  resetOutput(ctx, ranked ? top : 0);
  if (tiles == 0 || boardRows == 0) {
    finishOutput(ctx);
    store<u32>(ctx + SC_NODES, 0);
    return 0;
  }
  const layouts = boardTileCount == 0 && (flags & FLAG_BOTH_DIRECTIONS) == 0 ? 1 : 2;
  if (!ranked) {
    for (let lay = 0; lay < layouts; lay++) {
      const rows = rowsOf(lay);
      const cols = colsOf(lay);
      const anchorBase = anchors + layoutOffset(lay);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (load<u8>(anchorBase + <usize>(r * cols + c)) != 0) generateAnchor(lay, r, c);
        }
      }
    }
  } else {
    // Anchors best bound first; each searched only within the spans that can still reach the
    // threshold, which rises as plays are found; stop when no anchor can.
    //
    //   u64 per anchor:
    //   63            32 31     25 24  23     12 11      0
    //  ┌────────────────┬─────────┬───┬─────────┬─────────┐
    //  │ bound ^ 2^31   │ 0       │lay│ row     │ col     │
    //  └────────────────┴─────────┴───┴─────────┴─────────┘
    //   (the bound's sign bit flipped, so that unsigned order is the bound's order: by equity
    //   a bound may be negative)
    const anchorKeys = <usize>load<u32>(ctx + SC_ANCHOR_KEYS);
    setBoundRack(rack);
    // A rack of at most one blank: the admitted spans' plays from the word map (wordmap.ts).
    const byWords = wordSpans && (byEquity || numberScoreSubRacks(ctx, rack));
    if (byWords) useWordMap(ctx);
    let n = 0;
    for (let lay = 0; lay < layouts; lay++) {
      const rows = rowsOf(lay);
      const cols = colsOf(lay);
      const anchorBase = anchors + layoutOffset(lay);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (load<u8>(anchorBase + <usize>(r * cols + c)) == 0) continue;
          const bound = anchorBound(lay, r, c);
          if (bound == NO_SPAN) continue;
          store<u64>(anchorKeys + (<usize>n << 3), (<u64>(<u32>bound ^ 0x80000000) << 32) | (<u64>lay << 24) | (<u64>r << 12) | <u64>c);
          n++;
        }
      }
    }
    // A max-heap: most searches walk a few of the anchors before the rest fall below the threshold.
    for (let i = (n >> 1) - 1; i >= 0; i--) siftDown(anchorKeys, i, n);
    for (let left = n; left > 0; left--) {
      const key = load<u64>(anchorKeys);
      if (<i32>(<u32>(key >> 32) ^ 0x80000000) < threshold) break;
      store<u64>(anchorKeys, load<u64>(anchorKeys + (<usize>(left - 1) << 3)));
      siftDown(anchorKeys, 0, left - 1);
      const lay = <i32>(key >> 24) & 1;
      const r = <i32>(key >> 12) & 0xfff;
      const c = <i32>key & 0xfff;
      if (byWords) {
        wordMapAnchor(lay, r, c);
        continue;
      }
      anchorLimits(lay, r, c, rightLimits, scoreFrom, scoreUpTo);
      if (admittedLeft < 0) continue;
      if (byEquity) cutByLeaves();
      generateWithin(lay, r, c, admittedLeft);
    }
  }
  finishOutput(ctx);
  store<u32>(ctx + SC_NODES, nodesWalked);
  return outputFits() ? moveCount : -1;
}

/** Restores the max-heap order of keys[0..n) below slot i. */
function siftDown(keys: usize, i: i32, n: i32): void {
  const v = load<u64>(keys + (<usize>i << 3));
  while (true) {
    let c = 2 * i + 1;
    if (c >= n) break;
    let w = load<u64>(keys + (<usize>c << 3));
    if (c + 1 < n) {
      const r = load<u64>(keys + (<usize>(c + 1) << 3));
      if (r > w) {
        c++;
        w = r;
      }
    }
    if (w <= v) break;
    store<u64>(keys + (<usize>i << 3), w);
    i = c;
  }
  store<u64>(keys + (<usize>i << 3), v);
}

/**
 * Builds the arc layout (arcMasks.ts) of the lexicon its descriptor describes at `at`: 8 bytes
 * per entry, or 16 when `wide` (alphabets of more than 32 tiles); once per process.
 */
export function scrabbleIndexLexicon(lexicon: usize, at: usize, wide: i32, order: usize): void {
  useLexicon(lexicon);
  buildArcMasks(at, load<u32>(lexicon + LEX_ENTRY_COUNT), wide != 0, order);
}

export { scrabbleRank } from './rank';
export { scrabbleSetLeaves } from './leaves';
export { scrabbleApplyMove, scrabbleUndoMove } from './apply';
export { scrabblePlayout } from './playout';
