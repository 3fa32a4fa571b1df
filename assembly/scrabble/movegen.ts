// Gordon's GADDAG move generation (1994) along the rows of one layout, from one anchor.
//
// From the anchor the GADDAG is read leftwards (the reversed prefix, anchor first), then, after
// the separator arc, rightwards (the suffix). Squares already holding a tile must match the arc;
// empty squares take a rack tile (or a blank for any tile) allowed by the square's cross set.
// Leftwards, an empty square that is itself an anchor stops the walk: every play is generated
// from its leftmost anchor only, so none is listed twice.
//
// The running score travels as arguments (no undo needed): `main` is the main word's letter
// sum (premiums under new tiles only), `mult` its word multiplier, `cross` the sum of the
// finished cross-words, `placed` the tiles laid and `crossWords` the cross-words formed.

import { acceptsOf, childOf, entry, findArc, isEndOf, tileOf, BLANK_BIT } from '../lexicon';
import {
  anchors, boardTiles, colsOf, crossScores, crossSets, faceValue, hasCross, layoutOffset, letterMult,
  TILE_MASK, wordMult,
} from './board';
import { ALL_TILES } from './crossSets';
import { beginRecord, threshold } from './output';
import { playScore } from './score';

/** u8 [64]: rack tile counts, [0] = blanks. Changed and restored in place during a search. */
export const rack: usize = memory.data(64);
export let rackTiles: i32 = 0;
/** Bit t set while the rack holds a tile t (blanks excluded). */
let rackMask: u64 = 0;
/** u8 [MAX_DIM]: per column of the current row, the tile placed there (0 = none). */
const placedTiles: usize = memory.data(64);

// The current line: layout, row, and the base address of its square 0 in each array.
let layout: i32 = 0;
let lineRow: i32 = 0;
let lineCols: i32 = 0;
let lineSquare: usize = 0; // square index of column 0 of the row within the layout
let tilesAt: usize = 0;
let anchorAt: usize = 0;
let anchorCol: i32 = 0;
let anchorRightFree: bool = false;
/** Leftmost column of the play while the suffix is being read. */
let startCol: i32 = 0;
// Where plays may reach. leftLimit: the leftmost column; rightLimits (u8 [64]): for a play whose
// leftmost column is L, the rightmost column it may reach; rightLimit: that of the play being read.
// A top-N search narrows them to the spans whose bound reaches the threshold (score.ts).
let leftLimit: i32 = 0;
let rightLimit: i32 = 0;
export const rightLimits: usize = memory.data(64);

/** Reads the rack counts (u8 [64] at `rack`) before a search. */
export function setRack(): void {
  rackTiles = 0;
  rackMask = 0;
  for (let t = 0; t < 64; t++) {
    const n = <i32>load<u8>(rack + <usize>t);
    rackTiles += n;
    if (t != 0 && n != 0) rackMask |= (<u64>1) << t;
  }
}

/** Generates every play through the anchor at (row, col) of `lay` that covers no anchor to its left. */
export function generateAnchor(lay: i32, row: i32, col: i32, gaddagRoot: u32): void {
  const cols = colsOf(lay);
  memory.fill(rightLimits, <u8>(cols - 1), <usize>cols);
  generateWithin(lay, row, col, 0, gaddagRoot);
}

/** generateAnchor within limits: leftmost column `left`, rightmost columns in rightLimits. */
export function generateWithin(lay: i32, row: i32, col: i32, left: i32, gaddagRoot: u32): void {
  leftLimit = left;
  start(lay, row, col, gaddagRoot);
}

function start(lay: i32, row: i32, col: i32, gaddagRoot: u32): void {
  layout = lay;
  lineRow = row;
  lineCols = colsOf(lay);
  lineSquare = layoutOffset(lay) + <usize>(row * lineCols);
  tilesAt = boardTiles + lineSquare;
  anchorAt = anchors + lineSquare;
  anchorCol = col;
  anchorRightFree = col + 1 == lineCols || load<u8>(tilesAt + <usize>(col + 1)) == 0;
  goLeft(col, gaddagRoot, 0, 1, 0, 0, 0);
}

/** Reads the square at `col` (leftwards) from `group`. */
function goLeft(col: i32, group: u32, main: i32, mult: i32, cross: i32, placed: i32, crossWords: i32): void {
  const here = load<u8>(tilesAt + <usize>col);
  if (here != 0) {
    const i = findArc(group, <u32>here & TILE_MASK);
    if (i != 0) leftArc(col, entry(i), main + faceValue(here), mult, cross, placed, crossWords);
    return;
  }
  if (col != anchorCol && load<u8>(anchorAt + <usize>col) != 0) return;
  const sq = lineSquare + <usize>col;
  const set = load<u64>(crossSets + (sq << 3));
  const blanks = load<u8>(rack);
  const lm = <i32>load<u8>(letterMult + sq);
  const wm = <i32>load<u8>(wordMult + sq);
  const isCross = load<u8>(hasCross + sq) != 0;
  const crossWord = isCross ? 1 : 0;
  const crossBase = <i32>load<u16>(crossScores + (sq << 1));
  // Tiles this square can take from the rack; siblings are sorted, so stop past the last one.
  const allowed = set & (blanks != 0 ? ALL_TILES : rackMask);
  if (allowed == 0) return;
  const last = <u32>(63 - clz(allowed));
  let i = group;
  while (true) {
    const e = entry(i);
    const t = tileOf(e);
    if (t > last) break;
    if (((allowed >> t) & 1) != 0) {
      const have = load<u8>(rack + <usize>t);
      if (have != 0) {
        const bit = (<u64>1) << t;
        store<u8>(rack + <usize>t, have - 1);
        if (have == 1) rackMask &= ~bit;
        rackTiles--;
        store<u8>(placedTiles + <usize>col, <u8>t);
        const lv = faceValue(t) * lm;
        leftArc(col, e, main + lv, mult * wm, isCross ? cross + (crossBase + lv) * wm : cross,
          placed + 1, crossWords + crossWord);
        rackTiles++;
        rackMask |= bit;
        store<u8>(rack + <usize>t, have);
      }
      if (blanks != 0) {
        store<u8>(rack, blanks - 1);
        rackTiles--;
        store<u8>(placedTiles + <usize>col, <u8>(t | BLANK_BIT));
        const lv = faceValue(BLANK_BIT) * lm;
        leftArc(col, e, main + lv, mult * wm, isCross ? cross + (crossBase + lv) * wm : cross,
          placed + 1, crossWords + crossWord);
        rackTiles++;
        store<u8>(rack, blanks);
      }
    }
    if (isEndOf(e)) break;
    i++;
  }
  store<u8>(placedTiles + <usize>col, 0);
}

/** After reading arc `e` at `col`: record, extend leftwards, or turn at the separator. */
// @ts-ignore: decorator
@inline
function leftArc(col: i32, e: u32, main: i32, mult: i32, cross: i32, placed: i32, crossWords: i32): void {
  const leftFree = col == 0 || load<u8>(tilesAt + <usize>(col - 1)) == 0;
  if (acceptsOf(e) && leftFree && anchorRightFree && col < anchorCol) {
    record(col, anchorCol, main, mult, cross, placed, crossWords);
  }
  const child = childOf(e);
  if (child == 0) return;
  if (col > leftLimit && (rackTiles != 0 || !leftFree)) goLeft(col - 1, child, main, mult, cross, placed, crossWords);
  if (!leftFree) return;
  const limit = <i32>load<u8>(rightLimits + <usize>col);
  if (anchorCol < limit) {
    const s = entry(child);
    // The separator (tile 0) sorts first among siblings.
    if (tileOf(s) == 0 && childOf(s) != 0) {
      startCol = col;
      rightLimit = limit;
      goRight(anchorCol + 1, childOf(s), main, mult, cross, placed, crossWords);
    }
  }
}

/** Reads the square at `col` (rightwards) from `group`. */
function goRight(col: i32, group: u32, main: i32, mult: i32, cross: i32, placed: i32, crossWords: i32): void {
  const here = load<u8>(tilesAt + <usize>col);
  if (here != 0) {
    const i = findArc(group, <u32>here & TILE_MASK);
    if (i != 0) rightArc(col, entry(i), main + faceValue(here), mult, cross, placed, crossWords);
    return;
  }
  const sq = lineSquare + <usize>col;
  const set = load<u64>(crossSets + (sq << 3));
  const blanks = load<u8>(rack);
  const lm = <i32>load<u8>(letterMult + sq);
  const wm = <i32>load<u8>(wordMult + sq);
  const isCross = load<u8>(hasCross + sq) != 0;
  const crossWord = isCross ? 1 : 0;
  const crossBase = <i32>load<u16>(crossScores + (sq << 1));
  // Tiles this square can take from the rack; siblings are sorted, so stop past the last one.
  const allowed = set & (blanks != 0 ? ALL_TILES : rackMask);
  if (allowed == 0) return;
  const last = <u32>(63 - clz(allowed));
  let i = group;
  while (true) {
    const e = entry(i);
    const t = tileOf(e);
    if (t > last) break;
    if (((allowed >> t) & 1) != 0) {
      const have = load<u8>(rack + <usize>t);
      if (have != 0) {
        const bit = (<u64>1) << t;
        store<u8>(rack + <usize>t, have - 1);
        if (have == 1) rackMask &= ~bit;
        rackTiles--;
        store<u8>(placedTiles + <usize>col, <u8>t);
        const lv = faceValue(t) * lm;
        rightArc(col, e, main + lv, mult * wm, isCross ? cross + (crossBase + lv) * wm : cross,
          placed + 1, crossWords + crossWord);
        rackTiles++;
        rackMask |= bit;
        store<u8>(rack + <usize>t, have);
      }
      if (blanks != 0) {
        store<u8>(rack, blanks - 1);
        rackTiles--;
        store<u8>(placedTiles + <usize>col, <u8>(t | BLANK_BIT));
        const lv = faceValue(BLANK_BIT) * lm;
        rightArc(col, e, main + lv, mult * wm, isCross ? cross + (crossBase + lv) * wm : cross,
          placed + 1, crossWords + crossWord);
        rackTiles++;
        store<u8>(rack, blanks);
      }
    }
    if (isEndOf(e)) break;
    i++;
  }
  store<u8>(placedTiles + <usize>col, 0);
}

/** After reading arc `e` at `col` in the suffix: record, or extend rightwards. */
// @ts-ignore: decorator
@inline
function rightArc(col: i32, e: u32, main: i32, mult: i32, cross: i32, placed: i32, crossWords: i32): void {
  const rightFree = col + 1 == lineCols || load<u8>(tilesAt + <usize>(col + 1)) == 0;
  if (acceptsOf(e) && rightFree) record(startCol, col, main, mult, cross, placed, crossWords);
  const child = childOf(e);
  if (child != 0 && col < rightLimit && (rackTiles != 0 || !rightFree)) {
    goRight(col + 1, child, main, mult, cross, placed, crossWords);
  }
}

function record(from: i32, to: i32, main: i32, mult: i32, cross: i32, placed: i32, crossWords: i32): void {
  // A one-tile play is listed across when it makes an across word of two or more tiles; the
  // down generator skips it then (the same play, the same words, the same score).
  if (layout == 1 && placed == 1 && load<u8>(hasCross + lineSquare + <usize>anchorCol) != 0) return;
  const score = playScore(main, mult, cross, placed, crossWords);
  if (score < threshold) return;
  const len = to - from + 1;
  const row = layout == 0 ? lineRow : from;
  const col = layout == 0 ? from : lineRow;
  const p = beginRecord(score, row, col, layout, len);
  if (p == 0) return;
  memory.copy(p, placedTiles + <usize>from, <usize>len);
}
