// Cross-check sets, cross-scores and anchors: computed from the board for a whole position
// (computeCrossSets), or for single squares after a move (refreshSquare, apply.ts).
//
// For a play along the rows of a layout, a tile placed on an empty square also joins the tiles
// above and below it (the same column of that layout) into a perpendicular word. The cross set is
// the set of tiles t for which above + t + below is a word: walk the longer run (above down the
// DAWG, or below backwards down the GADDAG), then for each arc t of the group reached, the
// shorter one from t's child (crossSetOf). Squares with no tile above or below score no
// cross-word.
//
// The set also leaves out what the row itself rules out: beside tiles of the row, a tile t can
// only go where left run + t + right run is part of some word (extension, read from the GADDAG).
// The walk would find that out one square later; the bounds of score.ts, which never read the
// lexicon, would not, and counted on any rack tile there (a Z where only an S can follow the
// run). Measured on the mid-game corpus (the plays found the same): nodes walked per position
// by best by score 1,353 → 851, by equity 1,621 → 1,039; the search 23–29 % faster; loading a
// position ~15 µs slower (all its squares beside a run: the GADDAG read through the arc layout).

import { ARCS_NARROW, ARCS_SCAN, ARCS_WIDE, SC_ARC_BASE, SC_ARC_LAYOUT, SC_LINE_MEMO } from '../contract';
import { acceptsOf, childOf } from '../lexicon';
import { arcOf, entryAt, layoutRoot, maskAt, useArcs } from './arcMasks';
import {
  anchors, boardTileCount, boardTiles, colsOf, crossScores, crossSets, faceValue, hasCross,
  layoutOffset, rowsOf, TILE_MASK,
} from './board';

/** Every tile 1..63: the cross set of a square with no perpendicular neighbour. */
// @ts-ignore: decorator
@inline export const ALL_TILES: u64 = 0xffff_ffff_ffff_fffe;

/** Fills the cross sets, cross-scores and anchors of one layout. `startSquare` is a square of it. */
export function computeCrossSets(layout: i32, startSquare: i32): void {
  const rows = rowsOf(layout);
  const cols = colsOf(layout);
  const base = layoutOffset(layout);
  const tiles = boardTiles + base;
  const sets = crossSets + (base << 3);
  const scores = crossScores + (base << 1);
  const cross = hasCross + base;
  const anchor = anchors + base;
  const empty = boardTileCount == 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) squareData(tiles, sets, scores, cross, anchor, r, c, rows, cols, startSquare, empty);
  }
}

/** computeCrossSets for one square (r, c) of the layout whose square 0 is `base` (apply.ts). */
export function computeSquare(base: usize, r: i32, c: i32, rows: i32, cols: i32, startSquare: i32): void {
  squareData(boardTiles + base, crossSets + (base << 3), crossScores + (base << 1), hasCross + base, anchors + base,
    r, c, rows, cols, startSquare, boardTileCount == 0);
}

/**
 * The cross set, cross-score, cross flag and anchor flag of square (r, c), given the layout's
 * arrays. Inlined, with the arrays hoisted by the caller: it runs for every square of a position
 * and most squares need none of the DAWG walk (crossWord); a call per square, reading the
 * arrays' registers each time, made setBoard ~10% slower.
 */
// @ts-ignore: decorator
@inline function squareData(
  tiles: usize, sets: usize, scores: usize, cross: usize, anchor: usize,
  r: i32, c: i32, rows: i32, cols: i32, startSquare: i32, empty: bool,
): void {
  const sq = r * cols + c;
  const at = <usize>sq;
  if (load<u8>(tiles + at) != 0) {
    store<u64>(sets + (at << 3), 0);
    store<u16>(scores + (at << 1), 0);
    store<u8>(cross + at, 0);
    store<u8>(anchor + at, 0);
    return;
  }
  const up = r > 0 && load<u8>(tiles + at - <usize>cols) != 0;
  const down = r + 1 < rows && load<u8>(tiles + at + <usize>cols) != 0;
  const left = c > 0 && load<u8>(tiles + at - 1) != 0;
  const right = c + 1 < cols && load<u8>(tiles + at + 1) != 0;
  store<u8>(anchor + at, (empty ? sq == startSquare : up || down || left || right) ? 1 : 0);
  if (!up && !down) {
    store<u64>(sets + (at << 3), left || right ? extension(tiles + <usize>(r * cols), c, cols, ALL_TILES) : ALL_TILES);
    store<u16>(scores + (at << 1), 0);
    store<u8>(cross + at, 0);
    return;
  }
  store<u8>(cross + at, 1);
  crossWord(tiles, r, c, rows, cols, sets + (at << 3), scores + (at << 1));
  // The row condition only for the tiles the cross word leaves (often none).
  const set = load<u64>(sets + (at << 3));
  if ((left || right) && set != 0) store<u64>(sets + (at << 3), set & extension(tiles + <usize>(r * cols), c, cols, set));
}

/**
 * The tiles t that can go on empty square c of the row at `line` (tiles beside it) as part of
 * one word with the runs of tiles either side: the GADDAG reads any part of a word from its last
 * letter leftwards, so the arcs after reading the right run backwards are the tiles that can
 * precede it, and a tile t is kept when the left run, backwards, can follow it. Read from the
 * arc layout the context's searches use (one step per tile instead of a scan of the group).
 * Only the tiles of `within` are sure to be right (the others are there or not).
 */
function extension(line: usize, c: i32, cols: i32, within: u64): u64 {
  let b = c;
  while (b > 0 && load<u8>(line + <usize>(b - 1)) != 0) b--;
  let e = c;
  while (e + 1 < cols && load<u8>(line + <usize>(e + 1)) != 0) e++;
  const key = runsKey(0, line, 1, b, c, e);
  const slot = memoSlot(key);
  if (key != 0 && load<u64>(slot) == key) return load<u64>(slot, 8);
  let set: u64;
  if (extensionArcs == ARCS_NARROW) set = extensionOf<u32>(line, b, c, e, within);
  else if (extensionArcs == ARCS_WIDE) set = extensionOf<u64>(line, b, c, e, within);
  else set = extensionOf<u8>(line, b, c, e, within);
  if (key != 0 && within == ALL_TILES) remember(slot, key, set); // a part of the set is no answer for the runs
  return set;
}

/** Where extension reads the GADDAG: the context's arc layout (ARCS_SCAN, ARCS_NARROW, ARCS_WIDE). */
let extensionArcs: i32 = ARCS_SCAN;

/** The context's memo of computed sets (lineMemo). */
let memo: usize = 0;

/** Before computing cross sets for a context: read the lexicon through its arc layout, and its memo. */
export function useExtensionArcs(ctx: usize): void {
  extensionArcs = <i32>load<u32>(ctx + SC_ARC_LAYOUT);
  useArcs(<usize>load<u32>(ctx + SC_ARC_BASE));
  memo = ctx + SC_LINE_MEMO;
}

/**
 * The memo: row conditions (tag 0) and cross sets (tag 1) depend only on the tiles of the runs
 * either side, and the same runs come back (moves tried and taken back, positions a move apart,
 * the same word beside many squares). A key packs the tag, the runs' lengths (up to 7 each, 9
 * together: 3 bits each) and their tiles (6 bits each), in one direct-mapped slot (key, set);
 * 0 (runs too long, or an empty slot) is no key. The context's lexicon never changes.
 */
// @ts-ignore: decorator
@inline function runsKey(tag: u64, line: usize, step: usize, lo: i32, p: i32, hi: i32): u64 {
  const a = p - lo;
  const b = hi - p;
  if (a > 7 || b > 7 || a + b > 9) return 0;
  let key = (tag << 63) | (<u64>a << 60) | (<u64>b << 57);
  let tiles: u64 = 0;
  for (let k = lo; k <= hi; k++) {
    if (k != p) tiles = (tiles << 6) | (<u64>load<u8>(line + <usize>k * step) & TILE_MASK);
  }
  return key | tiles;
}

// @ts-ignore: decorator
@inline function memoSlot(key: u64): usize {
  return memo + (<usize>((key * 0x9e3779b97f4a7c15) >> 55) << 4);
}

// @ts-ignore: decorator
@inline function remember(slot: usize, key: u64, set: u64): void {
  store<u64>(slot, key);
  store<u64>(slot, set, 8);
}

/** extension for square c, its runs b..c−1 and c+1..e: the tiles of `within` in it (tiles outside it may be there too). */
function extensionOf<M>(line: usize, b: i32, c: i32, e: i32, within: u64): u64 {
  let group = layoutRoot<M>();
  let mask = maskAt<M>(group);
  for (let k = e; k > c; k--) {
    const t = <u32>load<u8>(line + <usize>k) & TILE_MASK;
    if (((mask >> t) & 1) == 0) return 0;
    group = childOf(entryAt<M>(arcOf(group, mask, t)));
    if (group == 0) return 0;
    mask = maskAt<M>(group);
  }
  const tiles = mask & within & ~(<u64>1); // the separator is no tile
  if (b == c) return tiles;
  let set: u64 = 0;
  let rest = tiles;
  while (rest != 0) {
    const t = <u32>ctz(rest);
    rest &= rest - 1;
    if (readsBack<M>(childOf(entryAt<M>(arcOf(group, mask, t))), line, c - 1, b)) set |= (<u64>1) << t;
  }
  return set;
}

/** Whether the GADDAG reads the tiles of columns from, from − 1, …, to of the row from `group`. */
function readsBack<M>(group: u32, line: usize, from: i32, to: i32): bool {
  for (let k = from; k >= to; k--) {
    if (group == 0) return false;
    const mask = maskAt<M>(group);
    const t = <u32>load<u8>(line + <usize>k) & TILE_MASK;
    if (((mask >> t) & 1) == 0) return false;
    group = childOf(entryAt<M>(arcOf(group, mask, t)));
  }
  return true;
}
/** The cross set (at `sets`) and cross-score (at `scores`) of empty square (r, c) with tiles above or below it. */
function crossWord(tiles: usize, r: i32, c: i32, rows: i32, cols: i32, sets: usize, scores: usize): void {
  let top = r;
  while (top > 0 && load<u8>(tiles + <usize>((top - 1) * cols + c)) != 0) top--;
  let bottom = r;
  while (bottom + 1 < rows && load<u8>(tiles + <usize>((bottom + 1) * cols + c)) != 0) bottom++;
  let score = 0;
  for (let k = top; k <= bottom; k++) if (k != r) score += faceValue(<u32>load<u8>(tiles + <usize>(k * cols + c)));
  store<u16>(scores, <u16>score);
  const key = runsKey(1, tiles + <usize>c, <usize>cols, top, r, bottom);
  const slot = memoSlot(key);
  if (key != 0 && load<u64>(slot) == key) {
    store<u64>(sets, load<u64>(slot, 8));
    return;
  }
  let set: u64;
  if (extensionArcs == ARCS_NARROW) set = crossSetOf<u32>(tiles, r, c, cols, top, bottom);
  else if (extensionArcs == ARCS_WIDE) set = crossSetOf<u64>(tiles, r, c, cols, top, bottom);
  else set = crossSetOf<u8>(tiles, r, c, cols, top, bottom);
  if (key != 0) remember(slot, key, set);
  store<u64>(sets, set);
}

/**
 * above + t + below is a word, above in rows top..r−1 and below in r+1..bottom: read the longer
 * run first, then from each arc t after it the shorter run, so a square with tiles on one side
 * only costs one walk and one look at a group. Above at least as long: the DAWG reads above,
 * then t, then below. Below longer: the GADDAG reads below backwards, then t, then above
 * backwards (rev(above t below) accepts where the whole is a word). Through the arc layout: one
 * step per tile instead of a scan of the group.
 */
function crossSetOf<M>(tiles: usize, r: i32, c: i32, cols: i32, top: i32, bottom: i32): u64 {
  const stride = <isize>cols;
  const above = tiles + <usize>((r - 1) * cols + c);
  const below = tiles + <usize>((r + 1) * cols + c);
  const forward = r - top >= bottom - r;
  // first: the longer run, read from the group `group`; then, after t, `count` tiles from `at`.
  let group: u32, first: usize, firstStep: isize, firstCount: i32, at: usize, step: isize, count: i32;
  if (forward) {
    group = childOf(entryAt<M>(0));
    first = tiles + <usize>(top * cols + c);
    firstStep = stride;
    firstCount = r - top;
    at = below;
    step = stride;
    count = bottom - r;
  } else {
    group = layoutRoot<M>();
    first = tiles + <usize>(bottom * cols + c);
    firstStep = -stride;
    firstCount = bottom - r;
    at = above;
    step = -stride;
    count = r - top;
  }
  for (let k = 0; k < firstCount; k++) {
    const mask = maskAt<M>(group);
    const t = <u32>load<u8>(first + <usize>(<isize>k * firstStep)) & TILE_MASK;
    if (((mask >> t) & 1) == 0) return 0;
    group = childOf(entryAt<M>(arcOf(group, mask, t)));
    if (group == 0) return 0;
  }
  const mask = maskAt<M>(group);
  let rest = mask & ~(<u64>1); // the separator is no tile
  let set: u64 = 0;
  while (rest != 0) {
    const t = <u32>ctz(rest);
    rest &= rest - 1;
    if (readsWord<M>(entryAt<M>(arcOf(group, mask, t)), at, step, count)) set |= (<u64>1) << t;
  }
  return set;
}

/** Whether reading `count` tiles from `at` (`step` bytes apart) after arc e ends on an accepting arc. */
function readsWord<M>(e: u32, at: usize, step: isize, count: i32): bool {
  for (let k = 0; k < count; k++) {
    const group = childOf(e);
    if (group == 0) return false;
    const mask = maskAt<M>(group);
    const t = <u32>load<u8>(at + <usize>(<isize>k * step)) & TILE_MASK;
    if (((mask >> t) & 1) == 0) return false;
    e = entryAt<M>(arcOf(group, mask, t));
  }
  return acceptsOf(e);
}
