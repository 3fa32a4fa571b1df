// Scoring rules, and an upper bound on the score of any play through an anchor (for top-N and
// best-only searches, which visit anchors best bound first and stop below the threshold).
//
// Standard: the main word's letters (letter premiums under new tiles only) times the product of
// the word premiums under new tiles, plus each cross-word scored the same way, plus the bingo
// bonus when rackSize tiles are laid. Spil (seed 003): (1 + cross-words) × tiles laid.

import {
  SC_BINGO_BONUS, SC_COEFFICIENTS, SC_EMPTY_CROSS, SC_EMPTY_LETTER, SC_EMPTY_WORD, SC_END_COLUMN,
  SC_END_EMPTIES, SC_END_HASH, SC_END_THROUGH, SC_PLACED, SC_RACK_SIZE, SC_RACK_VALUES, SC_SCORING, SCORING_SPIL,
} from '../contract';
import {
  anchors, boardTiles, colsOf, crossScores, crossSets, faceValue, hasCross, layoutOffset, letterMult,
  wordMult,
} from './board';
import { bingoBound, judgesBingos, recordBingos, tileHash } from './bingo';
import { spanPlays } from './wordmap';
import { ALL_TILES } from './crossSets';
import { bestLeaveOf, byEquity, SCALE } from './leaves';
import { threshold } from './output';

// The scoring rules and the bounds' scratch below are one search's working registers (see
// board.ts), loaded from the context by useScoring.

export let spilScoring: bool = false;
export let rackSize: i32 = 7;
export let bingoBonus: i32 = 50;

/** i32 [64]: the rack's tile values, largest first (blanks at the blank's value). */
let rackValues: usize = 0;
// Empty squares of the span, leftwards from the anchor (side 0) and rightwards after it (side 1):
// i32 [2][64] each.
let emptyLetter: usize = 0;
let emptyWord: usize = 0;
let emptyCross: usize = 0; // cross-word's board tiles (−1: no cross-word)
// Valid span ends on each side: empty squares used and tiles read through. i32 [2][64] each.
let endEmpties: usize = 0;
let endThrough: usize = 0;
let endColumn: usize = 0;
let endHash: usize = 0;
/** i32 [64]: scratch for one span's coefficients, sorted largest first. */
let coefficients: usize = 0;
/** u8 [64]: the context's tiles placed per column, all 0 between walks (bingo plays are assembled there). */
let placedScratch: usize = 0;

export function useScoring(ctx: usize): void {
  spilScoring = load<u32>(ctx + SC_SCORING) == SCORING_SPIL;
  rackSize = <i32>load<u32>(ctx + SC_RACK_SIZE);
  bingoBonus = <i32>load<u32>(ctx + SC_BINGO_BONUS);
  rackValues = ctx + SC_RACK_VALUES;
  emptyLetter = ctx + SC_EMPTY_LETTER;
  emptyWord = ctx + SC_EMPTY_WORD;
  emptyCross = ctx + SC_EMPTY_CROSS;
  endEmpties = ctx + SC_END_EMPTIES;
  endThrough = ctx + SC_END_THROUGH;
  endColumn = ctx + SC_END_COLUMN;
  endHash = ctx + SC_END_HASH;
  coefficients = ctx + SC_COEFFICIENTS;
  placedScratch = ctx + SC_PLACED;
}

// @ts-ignore: decorator
@inline export function playScore(main: i32, mult: i32, cross: i32, placed: i32): i32 {
  // Under spil scoring the generator counts the cross-words in `cross`.
  if (spilScoring) return (1 + cross) * placed;
  return main * mult + cross + (placed == rackSize ? bingoBonus : 0);
}

// ── Bounds ──────────────────────────────────────────────────────────────────────────────────
//
// A play from an anchor covers a span [L, R] of its row: leftwards at most to the next anchor
// (occupied squares are read through), rightwards to any square, ending beside empty squares or
// the edge, with no more empty squares than rack tiles, each of which some rack tile (or a blank)
// fits. For one span the constant part is fixed (tiles read through × the span's word
// multiplier WM, the cross-words' board tiles × their word multipliers), and each new tile of
// value v on square s adds v × lm(s) × (WM + wm(s) if s makes a cross-word). By the
// rearrangement inequality the largest sum pairs the rack's values, largest first, with those
// coefficients, largest first. The lexicon is not consulted.
//
// A top-N search orders anchors by their best span and, at each anchor, admits only the spans
// whose bound reaches the current threshold: the walk goes no further left than the leftmost
// admitted span and, for each leftmost column, no further right than its widest admitted span.
// Measured on BOXEN (bench/scrabble.bench.ts): ARTHOUS 105 → 85 µs; ARTHOU? 1.46 → 1.16 ms. The
// bound alone is weak where a bingo could fit: the +50 kept almost every open 7-square span
// admitted (without the bonus, ARTHOU? best-only took 0.17 ms). Spans that only a bingo can
// fill are judged exactly from the lexicon's bingo index instead (bingo.ts), and hold exactly
// the words that fit them: a search writes those plays straight away (recordBingos) and walks
// only the other spans, whose bounds lack the bonus. On the mid-game corpus (bench/scrabble.
// bench.ts, nodes walked by best-only, deterministic): spans through two or more board tiles,
// which the host's per-rack word lists did not judge, held 40% of them; judging every bingo span
// from the index took the nodes from 2,241 to 1,353 a position (on the positions whose best play
// is a bingo from 2,860 to 336), best-only from 143 to 112 µs.
//
// By equity, a span's bound is its score bound × 100 plus the best value of a leave of the
// rack less as many tiles as the span has empty squares (leaves.ts: bestLeave).

let rackCount: i32 = 0;
/** The tiles any rack tile can be: the rack's tiles, or all of them with a blank. */
let rackSet: u64 = 0;


/** Reads the rack (u8 [64] counts) once per search. */
export function setBoundRack(rack: usize): void {
  let n = 0;
  rackSet = load<u8>(rack) != 0 ? ALL_TILES : 0;
  for (let t = 1; t < 64; t++) {
    const c = <i32>load<u8>(rack + <usize>t);
    if (c != 0) rackSet |= (<u64>1) << t;
    for (let k = 0; k < c; k++) insertDescending(rackValues, n++, faceValue(<u32>t));
  }
  for (let k = 0; k < <i32>load<u8>(rack); k++) insertDescending(rackValues, n++, faceValue(0x80));
  rackCount = n;
}

function insertDescending(array: usize, n: i32, v: i32): void {
  let i = n;
  while (i > 0) {
    const prev = load<i32>(array + (<usize>(i - 1) << 2));
    if (prev >= v) break;
    store<i32>(array + (<usize>i << 2), prev);
    i--;
  }
  store<i32>(array + (<usize>i << 2), v);
}

/** Leftmost column of the spans anchorLimits admitted (−1: none). */
export let admittedLeft: i32 = -1;

/** What anchorBound returns for an anchor from which no play fits. */
// @ts-ignore: decorator
@inline export const NO_SPAN: i32 = i32.MIN_VALUE;

// What a scan of an anchor's spans does besides bounding them (scanSpans).
// @ts-ignore: decorator
@inline const BOUND: i32 = 0;
// @ts-ignore: decorator
@inline const RECORD_BINGOS: i32 = 1;
// @ts-ignore: decorator
@inline const ADMIT: i32 = 2;
// @ts-ignore: decorator
@inline const WORDS: i32 = 3;

/** Upper bound of the value of any play the generator can make from this anchor; NO_SPAN if none. */
export function anchorBound(layout: i32, row: i32, anchorCol: i32): i32 {
  return scanSpans(layout, row, anchorCol, i32.MAX_VALUE, BOUND, 0, 0);
}

/**
 * Writes the plays of this anchor's bingo spans whose bound reaches the threshold (bingo.ts:
 * recordBingos), which may raise it; then narrows the walk from the anchor to the other spans
 * whose bound reaches it: sets admittedLeft and, per leftmost column, the rightmost column at
 * `rightLimits` (u8 [64]). By equity also, per leftmost column, the score bound of the spans the
 * walk may read from it at `scoreFrom`, and per column up to the anchor the largest of those
 * from it or further left at `scoreUpTo` (i32 [64] each, × SCALE): the walk's leave cut.
 */
export function anchorLimits(layout: i32, row: i32, anchorCol: i32, rightLimits: usize, scoreFrom: usize, scoreUpTo: usize): void {
  memory.fill(rightLimits, 0, 64);
  if (byEquity) memory.fill(scoreFrom, 0x80, 64 << 2);
  admittedLeft = -1;
  scanSpans(layout, row, anchorCol, threshold, RECORD_BINGOS, 0, 0);
  scanSpans(layout, row, anchorCol, threshold, ADMIT, rightLimits, scoreFrom);
  if (!byEquity || admittedLeft < 0) return;
  let most = i32.MIN_VALUE;
  for (let c = admittedLeft; c <= anchorCol; c++) {
    const s = load<i32>(scoreFrom + (<usize>c << 2));
    if (s > most) most = s;
    store<i32>(scoreUpTo + (<usize>c << 2), most);
  }
}

/**
 * The largest bound over the spans of an anchor (NO_SPAN: none), of the spans `pass` looks at;
 * those reaching minValue are recorded (RECORD_BINGOS) or admitted into rightLimits (ADMIT).
 */
function scanSpans(layout: i32, row: i32, anchorCol: i32, minValue: i32, pass: i32, rightLimits: usize, scoreFrom: usize): i32 {
  const cols = colsOf(layout);
  const line = layoutOffset(layout) + <usize>(row * cols);
  const tiles = boardTiles + line;
  const lineAnchors = anchors + line;
  // The registers the loops read, in locals (a global is read again at each use): ~4% of a
  // best-only search of BOXEN ARTHOUS against the static addresses this replaced.
  const ends = endEmpties;
  const throughs = endThrough;
  const columns = endColumn;
  const sets = crossSets + (line << 3);
  const letter = letterMult + line;
  const word = wordMult + line;
  const cross = hasCross + line;
  const scores = crossScores + (line << 1);
  const empty = emptyLetter;
  const set = rackSet;
  const hashes = endHash;
  // Side 0: leftwards from the anchor (the anchor is its first empty square).
  let empties = 0;
  let through = 0;
  let hash: u32 = 0;
  let count0 = 0;
  for (let c = anchorCol; c >= 0; c--) {
    const here = load<u8>(tiles + <usize>c);
    if (here != 0) {
      through += faceValue(here);
      if (pass == WORDS) hash += tileHash(here & 0x3f);
    } else {
      if (empties == rackCount) break;
      if (c != anchorCol && load<u8>(lineAnchors + <usize>c) != 0) break;
      if (!noteEmpty(sets, letter, word, cross, scores, empty, set, 0, empties, <usize>c)) break;
      empties++;
    }
    if (c == 0 || load<u8>(tiles + <usize>(c - 1)) == 0) {
      store<i32>(ends + (<usize>count0 << 2), empties);
      store<i32>(throughs + (<usize>count0 << 2), through);
      store<i32>(columns + (<usize>count0 << 2), c);
      store<u32>(hashes + (<usize>count0 << 2), hash);
      count0++;
    }
  }
  // Side 1: rightwards after the anchor; "no square" is a valid end when the anchor's right is free.
  empties = 0;
  through = 0;
  hash = 0;
  let count1 = 0;
  const side1 = 64 << 2;
  if (anchorCol + 1 == cols || load<u8>(tiles + <usize>(anchorCol + 1)) == 0) {
    store<i32>(ends + side1, 0);
    store<i32>(throughs + side1, 0);
    store<i32>(columns + side1, anchorCol);
    store<u32>(hashes + side1, 0);
    count1 = 1;
  }
  for (let c = anchorCol + 1; c < cols; c++) {
    const here = load<u8>(tiles + <usize>c);
    if (here != 0) {
      through += faceValue(here);
      if (pass == WORDS) hash += tileHash(here & 0x3f);
    } else {
      if (empties == rackCount - 1) break;
      if (!noteEmpty(sets, letter, word, cross, scores, empty, set, 1, empties, <usize>c)) break;
      empties++;
    }
    if (c + 1 == cols || load<u8>(tiles + <usize>(c + 1)) == 0) {
      store<i32>(ends + side1 + (<usize>count1 << 2), empties);
      store<i32>(throughs + side1 + (<usize>count1 << 2), through);
      store<i32>(columns + side1 + (<usize>count1 << 2), c);
      store<u32>(hashes + side1 + (<usize>count1 << 2), hash);
      count1++;
    }
  }
  let best = NO_SPAN;
  const equity = byEquity;
  const bingos = rackCount == rackSize && bingoBonus != 0 && !spilScoring && judgesBingos();
  for (let a = 0; a < count0; a++) {
    const left = load<i32>(ends + (<usize>a << 2));
    const leftThrough = load<i32>(throughs + (<usize>a << 2));
    const from = load<i32>(columns + (<usize>a << 2));
    // Bingo spans, judged exactly from the bingo index: bounded, or their plays written (they
    // are never walked).
    let widest = -1;
    for (let b = 0; b < count1; b++) {
      const n = left + load<i32>(ends + side1 + (<usize>b << 2));
      if (n > rackCount) break;
      const to = load<i32>(columns + side1 + (<usize>b << 2));
      if (from == to) continue; // one square is no word
      if (!(bingos && n == rackSize)) {
        widest = b;
        continue;
      }
      if (pass == ADMIT) continue;
      let bound = bingoBound(line, from, to, bingoBonus);
      if (bound < 0) continue; // no word fits
      if (equity) bound = bound * SCALE + bestLeaveOf(0);
      if (bound > best) best = bound;
      if ((pass == RECORD_BINGOS || pass == WORDS) && bound >= minValue) {
        recordBingos(line, from, to, bingoBonus, layout, row, placedScratch);
        memory.fill(placedScratch, 0, <usize>(to - from + 1));
      }
    }
    if (pass == RECORD_BINGOS || pass == WORDS) continue;
    // The other spans. A span's bound grows as it widens (more squares, tiles and word premiums:
    // see above), so by score the widest span from a left end bounds them all, and admitting it
    // admits the walk to them all. By equity a narrower span keeps more tiles, whose best leave
    // may be worth more: from the widest down, a span is bounded only when its leave beats every
    // wider span's (else a wider one bounds it), and the first to reach minValue is admitted.
    // The same bounds and limits as from every span, for a third of the spans (by score, one).
    let leaveSoFar = i32.MIN_VALUE;
    for (let b = widest; b >= 0; b--) {
      const right = load<i32>(ends + side1 + (<usize>b << 2));
      const to = load<i32>(columns + side1 + (<usize>b << 2));
      if (from == to) continue;
      let leave = 0;
      if (equity) {
        leave = bestLeaveOf(rackCount - left - right);
        if (leave <= leaveSoFar) continue;
        leaveSoFar = leave;
      }
      const score = spanBound(left, right, leftThrough + load<i32>(throughs + side1 + (<usize>b << 2)), line, from, to);
      const bound = equity ? score * SCALE + leave : score;
      if (bound > best) best = bound;
      if (pass == ADMIT && bound >= minValue) {
        const at = rightLimits + <usize>from;
        if (to > <i32>load<u8>(at)) store<u8>(at, <u8>to);
        if (admittedLeft < 0 || from < admittedLeft) admittedLeft = from;
        // No play the walk records from this column scores more (narrower spans bound lower).
        if (equity) store<i32>(scoreFrom + (<usize>from << 2), score * SCALE);
        break;
      }
      if (!equity) break;
    }
  }
  if (pass == WORDS) wordSpans(layout, row, line, anchorCol, count0, count1, bingos);
  return best;
}

/**
 * The WORDS pass after its bingo spans: every other span of the anchor whose bound reaches the
 * threshold, its plays found from the word map (wordmap.ts: spanPlays). By equity a span is
 * bounded exactly only if the widest span from its left end, with the best leave of its size,
 * reaches the threshold.
 */
function wordSpans(layout: i32, row: i32, line: usize, anchorCol: i32, count0: i32, count1: i32, bingos: bool): void {
  const ends = endEmpties;
  const throughs = endThrough;
  const columns = endColumn;
  const hashes = endHash;
  const side1 = 64 << 2;
  const equity = byEquity;
  // A one-tile play down that also makes an across word is the across play (movegen.ts: record).
  const oneTileAcross = layout == 1 && load<u8>(hasCross + line + <usize>anchorCol) != 0;
  for (let a = 0; a < count0; a++) {
    const left = load<i32>(ends + (<usize>a << 2));
    const leftThrough = load<i32>(throughs + (<usize>a << 2));
    const from = load<i32>(columns + (<usize>a << 2));
    const leftHash = load<u32>(hashes + (<usize>a << 2));
    let widest = i32.MIN_VALUE;
    if (equity) {
      for (let b = count1 - 1; b >= 0; b--) {
        const right = load<i32>(ends + side1 + (<usize>b << 2));
        const to = load<i32>(columns + side1 + (<usize>b << 2));
        const n = left + right;
        if (n > rackCount || (bingos && n == rackSize) || from == to) continue;
        widest = spanBound(left, right, leftThrough + load<i32>(throughs + side1 + (<usize>b << 2)), line, from, to) * SCALE;
        break;
      }
      if (widest == i32.MIN_VALUE) continue;
    }
    for (let b = 0; b < count1; b++) {
      const right = load<i32>(ends + side1 + (<usize>b << 2));
      const n = left + right;
      if (n > rackCount) break;
      const to = load<i32>(columns + side1 + (<usize>b << 2));
      if (from == to || (bingos && n == rackSize) || (n == 1 && oneTileAcross)) continue;
      const kept = rackCount - n;
      const through = leftThrough + load<i32>(throughs + side1 + (<usize>b << 2));
      const scale = equity ? SCALE : 1;
      if (equity && widest + bestLeaveOf(kept) < threshold) continue;
      const score = spanBound(left, right, through, line, from, to);
      if (score * scale + (equity ? bestLeaveOf(kept) : 0) < threshold) continue;
      // spanBound left the span's coefficients sorted, largest first, paired with rackValues.
      let laid = 0;
      for (let k = 0; k < n; k++) laid += load<i32>(coefficients + (<usize>k << 2)) * load<i32>(rackValues + (<usize>k << 2));
      spanPlays(layout, row, line, from, to, kept, leftHash + load<u32>(hashes + side1 + (<usize>b << 2)), score * scale,
        n == rackSize ? bingoBonus : 0, (score - laid) * scale, load<i32>(coefficients) * scale, (n > 1 ? load<i32>(coefficients + 4) : 0) * scale);
    }
  }
}

/**
 * Writes every play from this anchor valued at least the threshold: its bingo spans' (bingo.ts)
 * and its other spans' (wordmap.ts), from the word map, walking nothing.
 */
export function wordMapAnchor(layout: i32, row: i32, anchorCol: i32): void {
  scanSpans(layout, row, anchorCol, threshold, WORDS, 0, 0);
}

// The three arrays of a span's empty squares, from the first (they follow each other in the context).
// @ts-ignore: decorator
@inline const EMPTY_LETTER: usize = 0;
// @ts-ignore: decorator
@inline const EMPTY_WORD: usize = SC_EMPTY_WORD - SC_EMPTY_LETTER;
// @ts-ignore: decorator
@inline const EMPTY_CROSS: usize = SC_EMPTY_CROSS - SC_EMPTY_LETTER;

/**
 * Notes the empty square `col` of the line as side `side`'s k-th of a span; false if no rack
 * tile fits it. Inlined into scanSpans, which passes the line's arrays as locals.
 */
// @ts-ignore: decorator
@inline function noteEmpty(
  sets: usize, letter: usize, word: usize, cross: usize, scores: usize, empty: usize, set: u64, side: i32, k: i32, col: usize,
): bool {
  if ((load<u64>(sets + (col << 3)) & set) == 0) return false;
  const at = empty + <usize>((side * 64 + k) << 2);
  store<i32>(at + EMPTY_LETTER, <i32>load<u8>(letter + col));
  store<i32>(at + EMPTY_WORD, <i32>load<u8>(word + col));
  store<i32>(at + EMPTY_CROSS, load<u8>(cross + col) != 0 ? <i32>load<u16>(scores + (col << 1)) : -1);
  return true;
}

/** Byte offset of the span's k-th empty square: side 0 first, then side 1. */
// @ts-ignore: decorator
@inline function emptySlot(k: i32, left: i32): usize {
  return <usize>(k < left ? k : k - left + 64) << 2;
}

/**
 * Bound for the span [from, to] of the line at `line`, using the first `left` empty squares of
 * side 0 and `right` of side 1.
 */
// @ts-ignore: decorator
@inline export function spanBound(left: i32, right: i32, through: i32, line: usize, from: i32, to: i32): i32 {
  const n = left + right;
  if (spilScoring) {
    let words = 1;
    for (let k = 0; k < n; k++) {
      const at = emptySlot(k, left);
      if (load<i32>(emptyCross + at) >= 0) words++;
    }
    return words * n;
  }
  // The scratch arrays' registers in locals: the loops below read them on every step.
  const words = emptyWord;
  const crosses = emptyCross;
  const letters = emptyLetter;
  const coefs = coefficients;
  const values = rackValues;
  let wm = 1;
  for (let k = 0; k < n; k++) {
    wm *= load<i32>(words + emptySlot(k, left));
  }
  let bound = through * wm;
  for (let k = 0; k < n; k++) {
    const at = emptySlot(k, left);
    const sw = load<i32>(words + at);
    const crossTiles = load<i32>(crosses + at);
    let factor = wm;
    if (crossTiles >= 0) {
      bound += crossTiles * sw;
      factor += sw;
    }
    insertDescending(coefs, k, load<i32>(letters + at) * factor);
  }
  for (let k = 0; k < n; k++) {
    bound += load<i32>(coefs + (<usize>k << 2)) * load<i32>(values + (<usize>k << 2));
  }
  if (n == rackSize) bound += bingoBonus;
  return bound;
}
