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
// finished cross-words (under spil scoring, which ignores letter values, the number of
// cross-words). The tiles laid are the rack's tiles at the start less those left. Five
// arguments instead of seven, and the next anchor to the left found once per anchor instead of
// tested at each square: −12% on BOXEN ARTHOU? all plays (A/B in one process, medians).
//
// The four walking functions are generic over where the arc masks come from (arcMasks.ts) and
// over whether they cut by leaves (C, below): one copy per pair, chosen once per anchor.

import {
  ARCS_NARROW, ARCS_WIDE, SC_ARC_BASE, SC_ARC_LAYOUT, SC_PLACED, SC_RACK, SC_RIGHT_LIMITS, SC_SCORE_FROM, SC_SCORE_UP_TO,
} from '../contract';
import { acceptsOf, childOf, tileOf, BLANK_BIT } from '../lexicon';
import { arcOf, entryAt, layoutRoot, maskAt, useArcs } from './arcMasks';
import {
  anchors, boardTiles, colsOf, crossScores, crossSets, faceValue, hasCross, layoutOffset, letterMult,
  TILE_MASK, wordMult,
} from './board';
import { ALL_TILES } from './crossSets';
import { threshold, writePlay } from './output';
import { bestLeaveOf, bestWithinOf, byEquity, leaveValue, SCALE, strideOf, subRackOf, wholeRack } from './leaves';
import { playScore, spilScoring } from './score';

// Everything below is one search's working registers (see board.ts), set by startSearch.

/** u8 [64] in the context: rack tile counts, [0] = blanks. Changed and restored in place during a search. */
export let rack: usize = 0;
export let rackTiles: i32 = 0;
/** Bit t set while the rack holds a tile t (blanks excluded). */
let rackMask: u64 = 0;
/** u8 [MAX_DIM] in the context: per column of the current row, the tile placed there (0 = none). */
let placedTiles: usize = 0;
/** Where this search reads arc masks: ARCS_SCAN, ARCS_NARROW or ARCS_WIDE (arcMasks.ts). */
let arcLayout: i32 = 0;

// The current line: layout, row, and the base address of its square 0 in each array.
let layout: i32 = 0;
let lineRow: i32 = 0;
let lineCols: i32 = 0;
let lineSquare: usize = 0; // square index of column 0 of the row within the layout
// The line's square 0 in each per-square array (board.ts), found once per anchor: one register
// per array read in the walk instead of the array's address plus the line's square.
let tilesAt: usize = 0;
let lineCross: usize = 0; // u64 cross sets
let lineLetter: usize = 0; // u8 letter multipliers
let lineWord: usize = 0; // u8 word multipliers
let lineHasCross: usize = 0; // u8
let lineCrossScores: usize = 0; // u16
let anchorCol: i32 = 0;
let anchorRightFree: bool = false;
/** Leftmost column of the play while the suffix is being read. */
let startCol: i32 = 0;
// Where plays may reach. leftLimit: the leftmost column; rightLimits (u8 [64]): for a play whose
// leftmost column is L, the rightmost column it may reach; rightLimit: that of the play being read.
// A top-N search narrows them to the spans whose bound reaches the threshold (score.ts).
let leftLimit: i32 = 0;
/** Squares the walk has read this search (goLeft and goRight calls): ScrabbleContext.nodes. */
export let nodesWalked: u32 = 0;
/** Rack tiles when the search began. */
let rackStart: i32 = 0;
let rightLimit: i32 = 0;
export let rightLimits: usize = 0;
export let scoreFrom: usize = 0;
export let scoreUpTo: usize = 0;
// A ranked search by equity cuts a tile whose placing leaves no sub-rack good enough: no play
// through it can then keep more than bestWithin[what is left], nor score more than the admitted
// spans it may lie in (walkScore, × SCALE: leftwards those from this column or further left,
// scoreUpTo; after the turn those from the play's first column, scoreFrom), so if the two fall
// short of the threshold the whole subtree does. The rack's sub-rack index follows the walk
// (subRack) only then. Per column rather than the anchor's best span: nodes by equity −3 %.
let leaveCut: bool = false;
let walkScore: i32 = 0;
let subRack: i32 = 0;

/** Before a ranked search by equity walks an anchor (scoreFrom and scoreUpTo filled: score.ts). */
export function cutByLeaves(): void {
  leaveCut = true;
  subRack = wholeRack;
}

/**
 * Whether the walk follows the sub-rack and cuts by leaves (C = u32) or not (u8): the walk is
 * compiled once for each, so that searches without the cut carry none of its work.
 */
// @ts-ignore: decorator
@inline function cutting<C>(): bool {
  return sizeof<C>() == 4;
}

/** Whether a ranked search by equity may place the tile whose sub-rack stride is `stride`. */
// @ts-ignore: decorator
@inline function leaveAllows<C>(stride: i32): bool {
  return !cutting<C>() || walkScore + bestWithinOf(subRack - stride) >= threshold;
}

/** Loads a search's registers from the context: the rack (u8 [64] counts), the arc layout. */
export function startSearch(ctx: usize): void {
  rack = ctx + SC_RACK;
  placedTiles = ctx + SC_PLACED;
  rightLimits = ctx + SC_RIGHT_LIMITS;
  scoreFrom = ctx + SC_SCORE_FROM;
  scoreUpTo = ctx + SC_SCORE_UP_TO;
  arcLayout = <i32>load<u32>(ctx + SC_ARC_LAYOUT);
  useArcs(<usize>load<u32>(ctx + SC_ARC_BASE));
  rackTiles = 0;
  rackMask = 0;
  for (let t = 0; t < 64; t++) {
    const n = <i32>load<u8>(rack + <usize>t);
    rackTiles += n;
    if (t != 0 && n != 0) rackMask |= (<u64>1) << t;
  }
  rackStart = rackTiles;
  nodesWalked = 0;
  leaveCut = false;
}

/** Generates every play through the anchor at (row, col) of `lay` that covers no anchor to its left. */
export function generateAnchor(lay: i32, row: i32, col: i32): void {
  const cols = colsOf(lay);
  memory.fill(rightLimits, <u8>(cols - 1), <usize>cols);
  generateWithin(lay, row, col, 0);
}

/** generateAnchor within limits: leftmost column `left`, rightmost columns in rightLimits. */
export function generateWithin(lay: i32, row: i32, col: i32, left: i32): void {
  layout = lay;
  lineRow = row;
  lineCols = colsOf(lay);
  lineSquare = layoutOffset(lay) + <usize>(row * lineCols);
  tilesAt = boardTiles + lineSquare;
  lineCross = crossSets + (lineSquare << 3);
  lineLetter = letterMult + lineSquare;
  lineWord = wordMult + lineSquare;
  lineHasCross = hasCross + lineSquare;
  lineCrossScores = crossScores + (lineSquare << 1);
  anchorCol = col;
  anchorRightFree = col + 1 == lineCols || load<u8>(tilesAt + <usize>(col + 1)) == 0;
  // Leftwards the walk stops before the next anchor: plays covering it are generated from it.
  // Found once here rather than tested at every square the walk reaches.
  let stop = col - 1;
  const anchorAt = anchors + lineSquare;
  while (stop >= left && load<u8>(anchorAt + <usize>stop) == 0) stop--;
  leftLimit = stop + 1;
  if (leaveCut) walkFrom<u32>(col);
  else walkFrom<u8>(col);
}

/** The walk from the anchor at `col`, from the arc layout the search reads. */
function walkFrom<C>(col: i32): void {
  if (arcLayout == ARCS_NARROW) {
    const root = layoutRoot<u32>();
    const mask = maskAt<u32>(root);
    if (reachable(col, mask)) goLeft<u32, C>(col, root, mask, 0, 1, 0);
  } else if (arcLayout == ARCS_WIDE) {
    const root = layoutRoot<u64>();
    const mask = maskAt<u64>(root);
    if (reachable(col, mask)) goLeft<u64, C>(col, root, mask, 0, 1, 0);
  } else {
    const root = layoutRoot<u8>();
    const mask = maskAt<u8>(root);
    if (reachable(col, mask)) goLeft<u8, C>(col, root, mask, 0, 1, 0);
  }
}

/** Reads the square at `col` (leftwards) from `group`. */
function goLeft<M, C>(col: i32, group: u32, mask: u64, main: i32, mult: i32, cross: i32): void {
  nodesWalked++;
  const here = load<u8>(tilesAt + <usize>col);
  if (here != 0) {
    const tile = <u32>here & TILE_MASK;
    if (((mask >> tile) & 1) != 0) leftArc<M, C>(col, entryAt<M>(arcOf(group, mask, tile)), main + faceValue(here), mult, cross);
    return;
  }
  const c = <usize>col;
  const rackAt = rack;
  const blanks = load<u8>(rackAt);
  // The arcs of this group that the square's cross set and the rack allow (arcMasks.ts).
  let usable = load<u64>(lineCross + (c << 3)) & (blanks != 0 ? ALL_TILES : rackMask) & mask;
  if (usable == 0) return;
  const lm = <i32>load<u8>(lineLetter + c);
  const wm = <i32>load<u8>(lineWord + c);
  const isCross = load<u8>(lineHasCross + c) != 0;
  const crossBase = <i32>load<u16>(lineCrossScores + (c << 1));
  const placedAt = placedTiles + c;
  // A play through this square starts here or further left.
  const upTo = cutting<C>() ? load<i32>(scoreUpTo + (c << 2)) : 0;
  do {
    const t = <u32>ctz(usable);
    usable &= usable - 1;
    const e = entryAt<M>(arcOf(group, mask, t));
    const have = load<u8>(rackAt + <usize>t);
    if (have != 0) {
      const stride = cutting<C>() ? strideOf(t) : 0;
      if (cutting<C>()) walkScore = upTo;
      if (leaveAllows<C>(stride)) {
        const bit = (<u64>1) << t;
        store<u8>(rackAt + <usize>t, have - 1);
        if (have == 1) rackMask &= ~bit;
        rackTiles--;
        if (cutting<C>()) subRack -= stride;
        store<u8>(placedAt, <u8>t);
        const lv = faceValue(t) * lm;
        leftArc<M, C>(col, e, main + lv, mult * wm, isCross ? cross + crossAdded(crossBase, lv, wm) : cross);
        if (cutting<C>()) subRack += stride;
        rackTiles++;
        rackMask |= bit;
        store<u8>(rackAt + <usize>t, have);
      }
    }
    if (blanks != 0) {
      const stride = cutting<C>() ? strideOf(0) : 0;
      if (cutting<C>()) walkScore = upTo;
      if (leaveAllows<C>(stride)) {
        store<u8>(rackAt, blanks - 1);
        rackTiles--;
        if (cutting<C>()) subRack -= stride;
        store<u8>(placedAt, <u8>(t | BLANK_BIT));
        const lv = faceValue(BLANK_BIT) * lm;
        leftArc<M, C>(col, e, main + lv, mult * wm, isCross ? cross + crossAdded(crossBase, lv, wm) : cross);
        if (cutting<C>()) subRack += stride;
        rackTiles++;
        store<u8>(rackAt, blanks);
      }
    }
  } while (usable != 0);
  store<u8>(placedAt, 0);
}

/**
 * Whether a group whose arcs are `mask` can go on at `col`: an arc for the board tile there, or
 * one that the square's cross set and the rack allow. Tested before the call, as half the calls
 * found nothing to do (BOXEN ARTHOU?: 39.6k of 74.4k): all plays of BOXEN ARTHOU? −3%, empty
 * board ?SATIRE −13%, RETAINS −6% (A/B in one process, medians). Hoisting what the arcs of one
 * square share (the free square beside it, its right limit) out of the arc loop instead cost
 * +10%.
 */
// @ts-ignore: decorator
@inline function reachable(col: i32, mask: u64): bool {
  const here = <u32>load<u8>(tilesAt + <usize>col);
  if (here != 0) return ((mask >> (here & TILE_MASK)) & 1) != 0;
  const allowed = load<u8>(rack) != 0 ? ALL_TILES : rackMask;
  return (load<u64>(lineCross + (<usize>col << 3)) & allowed & mask) != 0;
}

/** What a cross-word adds to `cross`: its score, or under spil scoring 1 (it is counted). */
// @ts-ignore: decorator
@inline function crossAdded(crossBase: i32, letterValue: i32, wm: i32): i32 {
  return spilScoring ? 1 : (crossBase + letterValue) * wm;
}

/** After reading arc `e` at `col`: record, extend leftwards, or turn at the separator. */
// @ts-ignore: decorator
@inline
function leftArc<M, C>(col: i32, e: u32, main: i32, mult: i32, cross: i32): void {
  const leftFree = col == 0 || load<u8>(tilesAt + <usize>(col - 1)) == 0;
  if (acceptsOf(e) && leftFree && anchorRightFree && col < anchorCol) record(col, anchorCol, main, mult, cross);
  const child = childOf(e);
  if (child == 0) return;
  if (col > leftLimit && (rackTiles != 0 || !leftFree)) {
    const childMask = maskAt<M>(child);
    if (reachable(col - 1, childMask)) goLeft<M, C>(col - 1, child, childMask, main, mult, cross);
  }
  if (!leftFree) return;
  const limit = <i32>load<u8>(rightLimits + <usize>col);
  if (anchorCol < limit) {
    const s = entryAt<M>(child);
    // The separator (tile 0) sorts first among siblings.
    if (tileOf(s) == 0 && childOf(s) != 0) {
      startCol = col;
      rightLimit = limit;
      if (cutting<C>()) walkScore = load<i32>(scoreFrom + (<usize>col << 2));
      const suffix = childOf(s);
      const suffixMask = maskAt<M>(suffix);
      if (reachable(anchorCol + 1, suffixMask)) goRight<M, C>(anchorCol + 1, suffix, suffixMask, main, mult, cross);
    }
  }
}

/** Reads the square at `col` (rightwards) from `group`. */
function goRight<M, C>(col: i32, group: u32, mask: u64, main: i32, mult: i32, cross: i32): void {
  nodesWalked++;
  const here = load<u8>(tilesAt + <usize>col);
  if (here != 0) {
    const tile = <u32>here & TILE_MASK;
    if (((mask >> tile) & 1) != 0) rightArc<M, C>(col, entryAt<M>(arcOf(group, mask, tile)), main + faceValue(here), mult, cross);
    return;
  }
  const c = <usize>col;
  const rackAt = rack;
  const blanks = load<u8>(rackAt);
  let usable = load<u64>(lineCross + (c << 3)) & (blanks != 0 ? ALL_TILES : rackMask) & mask;
  if (usable == 0) return;
  const lm = <i32>load<u8>(lineLetter + c);
  const wm = <i32>load<u8>(lineWord + c);
  const isCross = load<u8>(lineHasCross + c) != 0;
  const crossBase = <i32>load<u16>(lineCrossScores + (c << 1));
  const placedAt = placedTiles + c;
  do {
    const t = <u32>ctz(usable);
    usable &= usable - 1;
    const e = entryAt<M>(arcOf(group, mask, t));
    const have = load<u8>(rackAt + <usize>t);
    if (have != 0) {
      const stride = cutting<C>() ? strideOf(t) : 0;
      if (leaveAllows<C>(stride)) {
        const bit = (<u64>1) << t;
        store<u8>(rackAt + <usize>t, have - 1);
        if (have == 1) rackMask &= ~bit;
        rackTiles--;
        if (cutting<C>()) subRack -= stride;
        store<u8>(placedAt, <u8>t);
        const lv = faceValue(t) * lm;
        rightArc<M, C>(col, e, main + lv, mult * wm, isCross ? cross + crossAdded(crossBase, lv, wm) : cross);
        if (cutting<C>()) subRack += stride;
        rackTiles++;
        rackMask |= bit;
        store<u8>(rackAt + <usize>t, have);
      }
    }
    if (blanks != 0) {
      const stride = cutting<C>() ? strideOf(0) : 0;
      if (leaveAllows<C>(stride)) {
        store<u8>(rackAt, blanks - 1);
        rackTiles--;
        if (cutting<C>()) subRack -= stride;
        store<u8>(placedAt, <u8>(t | BLANK_BIT));
        const lv = faceValue(BLANK_BIT) * lm;
        rightArc<M, C>(col, e, main + lv, mult * wm, isCross ? cross + crossAdded(crossBase, lv, wm) : cross);
        if (cutting<C>()) subRack += stride;
        rackTiles++;
        store<u8>(rackAt, blanks);
      }
    }
  } while (usable != 0);
  store<u8>(placedAt, 0);
}

/** After reading arc `e` at `col` in the suffix: record, or extend rightwards. */
// @ts-ignore: decorator
@inline
function rightArc<M, C>(col: i32, e: u32, main: i32, mult: i32, cross: i32): void {
  const rightFree = col + 1 == lineCols || load<u8>(tilesAt + <usize>(col + 1)) == 0;
  if (acceptsOf(e) && rightFree) record(startCol, col, main, mult, cross);
  const child = childOf(e);
  if (child != 0 && col < rightLimit && (rackTiles != 0 || !rightFree)) {
    const childMask = maskAt<M>(child);
    if (reachable(col + 1, childMask)) goRight<M, C>(col + 1, child, childMask, main, mult, cross);
  }
}

function record(from: i32, to: i32, main: i32, mult: i32, cross: i32): void {
  const placed = rackStart - rackTiles;
  // A one-tile play is listed across when it makes an across word of two or more tiles; the
  // down generator skips it then (the same play, the same words, the same score).
  if (layout == 1 && placed == 1 && load<u8>(hasCross + lineSquare + <usize>anchorCol) != 0) return;
  const score = playScore(main, mult, cross, placed);
  let value = score;
  let leave = 0;
  if (byEquity) {
    // The sub-rack only for plays that the best leave of their size could lift to the threshold.
    if (score * SCALE + bestLeaveOf(rackTiles) < threshold) return;
    leave = leaveCut ? subRack : subRackOf(rack);
    value = score * SCALE + leaveValue(leave);
  }
  if (value < threshold) return;
  writePlay(value, score, leave, layout, lineRow, from, to - from + 1, placedTiles + <usize>from, tilesAt);
}
