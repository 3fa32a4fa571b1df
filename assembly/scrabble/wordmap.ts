// The plays of a span found by their letters, instead of walking the GADDAG: ranked searches of
// racks of up to two blanks (ScrabbleContext.bingoIndex: WORD_SPANS).
//
// A play on the span [from, to] lays n tiles on its n empty squares and keeps a sub-rack K of the
// rack (the numbering of leaves.ts); its word's letters are the rack less K plus the board tiles
// the span reads through. The lexicon's word map (bingo.ts) groups the words of each length by
// the hash of their letters, and that hash is a sum: the rack's, less K's, plus the board tiles'
// (plus, for each blank laid, the letter it stands for: a lookup per letter, or per pair). So a
// lookup per sub-rack gives every word that can fill the span keeping it, and by equity, the
// sub-racks taken best value first, the first whose value cannot lift the span's score bound to
// the threshold ends the span. A group's words are checked in place (board tiles, cross sets,
// the tiles laid: a group may hold other letters of the same hash) and scored from the span's
// coefficients. score.ts (wordMapAnchor) gives every span of an anchor whose bound reaches the
// threshold, so the plays written are those the walk would write.
//
// Measured on the mid-game corpus against the walk (bench/RESULTS.md): a best-by-equity search
// looks up ~1,100 sub-racks, one in seven finding a group, in place of ~1,000 GADDAG nodes.

import { BLANK_BIT, LEX_ALPHABET_SIZE, SC_LEXICON, SC_PLACED, SC_SUB_HASH, SC_SUB_LAID_VALUE, SC_SUB_ORDER, SC_SUB_SIZE, SC_SUB_SIZE_START } from '../contract';
import { boardTiles, crossSets, faceValue, tileValues } from './board';
import {
  coefficients, groupOf, groupSize, groupWords, NO_GROUP, rackHash, spanScoring, tileHash, used, wordFit, wordsOfLength, wordStrides,
} from './bingo';
import { byEquity, leaveValue, rackKinds, SCALE, strideOf, wholeRack } from './leaves';
import { rack } from './movegen';
import { threshold, writePlay } from './output';

// @ts-ignore: decorator
@inline const HASH_MASK: u32 = 0x3fffffff;

// One search's working registers (see board.ts), loaded by useWordMap.

/** i32 [256]: per sub-rack, the letter hash of the tiles it keeps. */
let keptHash: usize = 0;
/** u8 [256]: per sub-rack, the tiles it keeps. */
let subSize: usize = 0;
/** u16 [256]: per sub-rack, the face values of the tiles it lays: their sum, | their largest << 10. */
let laidValues: usize = 0;
/** u8 [256]: the sub-racks by tiles kept, those keeping k at sizeStart[k] .. sizeStart[k + 1]. */
let order: usize = 0;
let sizeStart: usize = 0;
/** Whether order and sizeStart hold this search's sub-racks (made for the first anchor). */
let ordered: bool = false;
/** Blanks on the rack. */
let blanks: i32 = 0;
/** Tiles of the alphabet (1 .. letters − 1 are letters a blank may stand for). */
let letters: u32 = 0;
/** u8 [64]: a play's tiles as a record holds them (0 between plays). */
let scratch: usize = 0;

export function useWordMap(ctx: usize): void {
  keptHash = ctx + SC_SUB_HASH;
  subSize = ctx + SC_SUB_SIZE;
  laidValues = ctx + SC_SUB_LAID_VALUE;
  order = ctx + SC_SUB_ORDER;
  sizeStart = ctx + SC_SUB_SIZE_START;
  scratch = ctx + SC_PLACED;
  ordered = false;
  blanks = <i32>load<u8>(rack);
  letters = load<u32>(<usize>load<u32>(ctx + SC_LEXICON) + LEX_ALPHABET_SIZE);
}

/**
 * Numbers the sub-racks' kept tiles and letter hashes (the sub-rack numbering of leaves.ts), and
 * groups them by the tiles they keep: once per search, for its first anchor.
 */
function orderSubRacks(): void {
  memory.fill(sizeStart, 0, 32);
  describe(rackKinds, 0, 0, 0, 0, 0);
  for (let k = 1; k < 16; k++) store<u16>(startOf(k), load<u16>(startOf(k)) + load<u16>(startOf(k - 1)));
  // Each group filled from its end down, with bingo.ts's tally (zero between words) as cursors.
  const cursor = used;
  memory.copy(cursor, startOf(1), 30);
  for (let i = wholeRack; i >= 0; i--) {
    const at = cursor + (<usize>load<u8>(subSize + <usize>i) << 1);
    const slot = load<u16>(at) - 1;
    store<u16>(at, slot);
    store<u8>(order + <usize>slot, <u8>i);
  }
  memory.fill(cursor, 0, 32);
  // By equity, best value first within each group (insertion sort: at most 70 sub-racks).
  if (byEquity) for (let k = 0; k < 15; k++) {
    const first = <i32>load<u16>(startOf(k));
    const end = <i32>load<u16>(startOf(k + 1));
    for (let i = first + 1; i < end; i++) {
      const sub = load<u8>(order + <usize>i);
      const v = leaveValue(<i32>sub);
      let j = i;
      while (j > first && leaveValue(<i32>load<u8>(order + <usize>(j - 1))) < v) {
        store<u8>(order + <usize>j, load<u8>(order + <usize>(j - 1)));
        j--;
      }
      store<u8>(order + <usize>j, sub);
    }
  }
  ordered = true;
}

/** Where the sub-racks keeping k tiles start in order. */
// @ts-ignore: decorator
@inline function startOf(k: i32): usize {
  return sizeStart + (<usize>k << 1);
}

/** The sub-racks keeping c of each rack tile in `kinds`, the earlier choices made (index, hash, kept). */
function describe(kinds: u64, index: i32, hash: u32, kept: i32, laidValue: i32, laidMost: i32): void {
  if (kinds == 0) {
    store<u32>(keptHash + (<usize>index << 2), hash);
    store<u16>(laidValues + (<usize>index << 1), <u16>(laidValue | (laidMost << 10)));
    store<u8>(subSize + <usize>index, <u8>kept);
    const at = startOf(kept + 1);
    store<u16>(at, load<u16>(at) + 1);
    return;
  }
  const t = <u32>ctz(kinds);
  const rest = kinds & (kinds - 1);
  const count = <i32>load<u8>(rack + <usize>t);
  const stride = strideOf(t);
  const h = t == 0 ? 0 : tileHash(t); // the letters' hash: a blank kept is no letter
  const value = faceValue(t == 0 ? BLANK_BIT : t);
  for (let c = 0; c <= count; c++) {
    describe(rest, index + c * stride, hash + <u32>c * h, kept + c, laidValue + (count - c) * value, c < count && value > laidMost ? value : laidMost);
  }
}

/**
 * Writes the plays of the span [from, to] of row `row` of layout `lay` (its square 0 at `line`)
 * keeping `kept` tiles valued at least the threshold: the board tiles it reads through have the
 * letter hash `through`, its score bound (× SCALE by equity) is `bound`, and `bonus` is added to
 * its plays' scores (the bingo bonus when they lay rackSize tiles). The tiles a sub-rack lays
 * bound its plays' scores on their own: `fixed` is what the span scores besides them, `top` and
 * `second` its two largest coefficients (× SCALE by equity); the largest tile value goes at most
 * on the best square, the others on the second best.
 */
export function spanPlays(lay: i32, row: i32, line: usize, from: i32, to: i32, kept: i32, through: u32, bound: i32, bonus: i32, fixed: i32, top: i32, second: i32): void {
  if (!ordered) orderSubRacks();
  const len = to - from + 1;
  const block = wordsOfLength(len);
  const end = <i32>load<u16>(startOf(kept + 1));
  let base = i32.MIN_VALUE;
  // Best value first: the first sub-rack that cannot reach the threshold ends the span.
  for (let i = <i32>load<u16>(startOf(kept)); i < end; i++) {
    const sub = <i32>load<u8>(order + <usize>i);
    const leave = byEquity ? leaveValue(sub) : 0;
    if (bound + leave < threshold) break;
    // The tiles this sub-rack lays: their largest value on the best square, the rest on the second.
    const values = <i32>load<u16>(laidValues + (<usize>sub << 1));
    const most = values >> 10;
    if (fixed + top * most + second * ((values & 0x3ff) - most) + leave < threshold) continue;
    const laid = rackHash - load<u32>(keptHash + (<usize>sub << 2)) + through;
    // The blanks laid (the blank's digit is the sub-rack's index mod blanks + 1: its stride is 1),
    // each standing for any letter: a lookup per letter, or per pair of letters.
    const blanksLaid = blanks - sub % (blanks + 1);
    if (blanksLaid == 0) {
      const group = groupOf(block, laid & HASH_MASK);
      if (group == NO_GROUP) continue;
      if (base == i32.MIN_VALUE) base = spanScoring(line, from, to, bonus);
      writeGroup(lay, row, line, from, len, groupWords(block, group, len), groupSize(group), base, sub, leave, 0, 0);
      continue;
    }
    for (let x: u32 = 1; x < letters; x++) {
      const withX = laid + tileHash(x);
      if (blanksLaid == 1) {
        const group = groupOf(block, withX & HASH_MASK);
        if (group == NO_GROUP) continue;
        if (base == i32.MIN_VALUE) base = spanScoring(line, from, to, bonus);
        writeGroup(lay, row, line, from, len, groupWords(block, group, len), groupSize(group), base, sub, leave, x, 0);
        continue;
      }
      for (let y = x; y < letters; y++) {
        const group = groupOf(block, (withX + tileHash(y)) & HASH_MASK);
        if (group == NO_GROUP) continue;
        if (base == i32.MIN_VALUE) base = spanScoring(line, from, to, bonus);
        writeGroup(lay, row, line, from, len, groupWords(block, group, len), groupSize(group), base, sub, leave, x, y);
      }
    }
  }
}

/**
 * Writes each of the `count` words at `words` that fits the span from `from` (`len` squares) as a
 * play keeping `sub`; with `x` (and `y`), a blank laid stands for one of its letters x (another
 * for a letter y): a play for each choice of their squares.
 */
function writeGroup(lay: i32, row: i32, line: usize, from: i32, len: i32, words: usize, count: i32, base: i32, sub: i32, leave: i32, x: u32, y: u32): void {
  const tiles = boardTiles + line + <usize>from;
  const sets = crossSets + ((line + <usize>from) << 3);
  const coefs = coefficients;
  // The sub-rack the word keeps: the whole rack less the strides of the tiles it lays (leaves.ts),
  // an x (and a y) being blanks. If it is `sub`, the word lays what the lookup's sub-rack lays.
  let whole = wholeRack;
  if (x != 0) whole += strideOf(x) - strideOf(0);
  if (y != 0) whole += strideOf(y) - strideOf(0);
  for (let k = 0; k < count; k++) {
    const word = words + <usize>(k * len);
    const fit = wordFit(word, len, tiles, sets, x, y);
    if (fit < 0 || whole - wordStrides != sub) continue;
    const score = base + fit;
    if (x == 0) {
      writeWord(score, leave, sub, lay, row, line, from, len, word, tiles, -1, -1);
      continue;
    }
    const lossX = faceValue(x) - faceValue(BLANK_BIT);
    const lossY = faceValue(y) - faceValue(BLANK_BIT);
    for (let b = 0; b < len; b++) {
      if (<u32>load<u8>(word + <usize>b) != x || load<u8>(tiles + <usize>b) != 0) continue;
      const s = score - lossX * load<i32>(coefs + (<usize>b << 2));
      if (y == 0) {
        writeWord(s, leave, sub, lay, row, line, from, len, word, tiles, b, -1);
        continue;
      }
      // The other blank on a square of y: after b when y = x, so that each pair comes once.
      for (let c = y == x ? b + 1 : 0; c < len; c++) {
        if (c == b || <u32>load<u8>(word + <usize>c) != y || load<u8>(tiles + <usize>c) != 0) continue;
        writeWord(s - lossY * load<i32>(coefs + (<usize>c << 2)), leave, sub, lay, row, line, from, len, word, tiles, b, c);
      }
    }
  }
}

/** Writes `word` on the span as a play scoring `score`, if it reaches the threshold; blanks on squares `blankAt` and `otherBlankAt` (−1: none). */
function writeWord(score: i32, leave: i32, sub: i32, lay: i32, row: i32, line: usize, from: i32, len: i32, word: usize, tiles: usize, blankAt: i32, otherBlankAt: i32): void {
  const value = byEquity ? score * SCALE + leave : score;
  if (value < threshold) return;
  for (let j = 0; j < len; j++) {
    const blank = j == blankAt || j == otherBlankAt ? <u8>BLANK_BIT : 0;
    store<u8>(scratch + <usize>j, load<u8>(tiles + <usize>j) != 0 ? 0 : load<u8>(word + <usize>j) | blank);
  }
  writePlay(value, score, byEquity ? sub : 0, lay, row, from, len, scratch, boardTiles + line);
  memory.fill(scratch, 0, <usize>len);
}
