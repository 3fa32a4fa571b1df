// Exact bounds for the spans that only a bingo can fill, for best-only and top-N searches.
//
// A span with as many empty squares as the rack has tiles holds only plays that lay the whole
// rack. The host lists, per rack, the words that can do so (src/scrabble/bingos.ts): anagrams
// of the rack, and (when `throughListed`) words of the rack plus one board letter. For a span
// through no tile, or through one, every play in it is one of those words placed there: the
// span's bound becomes the best score of the words that fit its squares (cross sets, the board
// letter), or −1 when none does. Each word is scored exactly; a blank is put where it costs
// least among the squares holding its letter. Spans through two or more tiles keep the
// general bound (score.ts), which is also what a search without candidates uses.
//
// Measured (best-only, A/B in one process): BOXEN ARTHOU? 718 → 221 µs, ARTHOUS 89 → 50 µs.

import {
  BC_BLANK0, BC_BLANK1, BC_BYTES, BC_LENGTH, BC_THROUGH, SC_BINGO_AT, SC_BINGO_BYTES, SC_BINGO_COEFFICIENTS, SC_BINGO_THROUGH,
} from '../contract';
import {
  boardTiles, crossScores, crossSets, faceValue, hasCross, letterMult, tileValues, wordMult,
} from './board';
import { byEquity, leaveValue, SCALE } from './leaves';
import { threshold, writePlay } from './output';

/** What bingoBound returns for a span it cannot judge (through two or more tiles). */
// @ts-ignore: decorator
@inline export const NOT_JUDGED: i32 = i32.MIN_VALUE;

// One search's working registers (see board.ts), loaded by useBingos.

/** The candidates (BingoCandidate records) the host wrote for the rack; bytes −1: none known. */
let candidates: usize = 0;
let candidateBytes: i32 = -1;
/** Whether words through one board letter are listed. */
let throughListed: bool = false;
/** i32 [64]: per square of the span, the coefficient of a tile's face value (0 on board tiles). */
let coefficients: usize = 0;

export function useBingos(ctx: usize): void {
  candidates = <usize>load<u32>(ctx + SC_BINGO_AT);
  candidateBytes = load<i32>(ctx + SC_BINGO_BYTES);
  throughListed = load<u32>(ctx + SC_BINGO_THROUGH) != 0;
  coefficients = ctx + SC_BINGO_COEFFICIENTS;
}

/**
 * Whether bingoBound can judge the span [from, to] of the line whose square 0 is `line` (of
 * rackSize empty squares): candidates are known, and it reads through at most one tile (then
 * only if words through one are listed).
 */
export function judges(line: usize, from: i32, to: i32): bool {
  if (candidateBytes < 0) return false;
  const tiles = boardTiles + line;
  let through = 0;
  for (let c = from; c <= to; c++) if (load<u8>(tiles + <usize>c) != 0) through++;
  return through == 0 || (through == 1 && throughListed);
}

/**
 * The best bingo score of the span [from, to] of the line whose square 0 is `line`, −1 when
 * no candidate fits, NOT_JUDGED when the candidates cannot tell.
 */
export function bingoBound(line: usize, from: i32, to: i32, bingoBonus: i32): i32 {
  return scanCandidates(line, from, to, bingoBonus, false, 0, 0, 0);
}

/**
 * Writes every play of the span [from, to] of row `row` of layout `layout` (its square 0 at
 * `line`) valued at least the threshold: the candidates that fit, each with every placement of
 * its blanks among the squares of their letters. The span must be one bingoBound judges; its
 * plays are then exactly these, and the search does not walk it (score.ts). `scratch`: u8 × 64.
 */
export function recordBingos(line: usize, from: i32, to: i32, bingoBonus: i32, layout: i32, row: i32, scratch: usize): void {
  scanCandidates(line, from, to, bingoBonus, true, layout, row, scratch);
}

/** bingoBound, and with `record` recordBingos (returning the best score all the same). */
function scanCandidates(line: usize, from: i32, to: i32, bingoBonus: i32, record: bool, layout: i32, row: i32, scratch: usize): i32 {
  if (candidateBytes < 0) return NOT_JUDGED;
  const coefs = coefficients; // a local: the loops below read it for every candidate
  const tiles = boardTiles + line;
  let through = 0;
  let throughTile: u32 = 0;
  let throughAt = -1;
  let wm = 1;
  for (let c = from; c <= to; c++) {
    const here = <u32>load<u8>(tiles + <usize>c);
    if (here != 0) {
      if (throughAt >= 0) return NOT_JUDGED;
      throughAt = c - from;
      throughTile = here & 0x3f;
      through += faceValue(here);
    } else {
      wm *= <i32>load<u8>(wordMult + line + <usize>c);
    }
  }
  if (throughAt >= 0 && !throughListed) return NOT_JUDGED;
  // The score of a word here: base + Σ value × coefficient over the squares it fills.
  let base = through * wm + bingoBonus;
  for (let c = from; c <= to; c++) {
    const at = coefs + (<usize>(c - from) << 2);
    if (c - from == throughAt) {
      store<i32>(at, 0);
      continue;
    }
    const sq = line + <usize>c;
    const lm = <i32>load<u8>(letterMult + sq);
    let factor = wm;
    if (load<u8>(hasCross + sq) != 0) {
      const sw = <i32>load<u8>(wordMult + sq);
      base += <i32>load<u16>(crossScores + (sq << 1)) * sw;
      factor += sw;
    }
    store<i32>(at, lm * factor);
  }
  const len = to - from + 1;
  const blankValue = faceValue(0x80);
  // Locals for what the candidate loop reads on every letter: the span's cross sets and the
  // tile values (registers held in globals would be read again each time).
  const sets = crossSets + ((line + <usize>from) << 3);
  const values = tileValues;
  let best = -1;
  let p = candidates;
  const end = candidates + <usize>candidateBytes;
  while (p < end) {
    const candidate = p;
    const wordLen = <i32>load<u8>(candidate + BC_LENGTH);
    const word = candidate + BC_BYTES;
    p = word + <usize>wordLen;
    if (wordLen != len || <u32>load<u8>(candidate + BC_THROUGH) != throughTile) continue;
    if (throughAt >= 0 && <u32>load<u8>(word + <usize>throughAt) != throughTile) continue;
    let score = base;
    let fits = true;
    for (let i = 0; i < len; i++) {
      if (i == throughAt) continue;
      const t = <u32>load<u8>(word + <usize>i);
      if (((load<u64>(sets + (<usize>i << 3)) >> t) & 1) == 0) {
        fits = false;
        break;
      }
      score += <i32>load<u8>(values + <usize>t) * load<i32>(coefs + (<usize>i << 2));
    }
    if (!fits) continue;
    if (record) {
      recordPlacements(word, len, throughAt, score, load<u8>(candidate + BC_BLANK0), load<u8>(candidate + BC_BLANK1), blankValue, layout, row, from, tiles, scratch);
    }
    // Blanks: each on the square of its letter where it loses least.
    let taken = -1;
    for (let b: usize = 0; b < 2; b++) {
      const letter = <u32>load<u8>(candidate + BC_BLANK0 + b);
      if (letter == 0) continue;
      const loss = faceValue(letter) - blankValue;
      let least = i32.MAX_VALUE;
      let leastAt = -1;
      for (let i = 0; i < len; i++) {
        if (i == throughAt || i == taken || <u32>load<u8>(word + <usize>i) != letter) continue;
        const cost = loss * load<i32>(coefs + (<usize>i << 2));
        if (cost < least) {
          least = cost;
          leastAt = i;
        }
      }
      if (leastAt < 0) {
        fits = false; // not a word of the rack (the host lists none such)
        break;
      }
      score -= least;
      taken = leastAt;
    }
    if (fits && score > best) best = score;
  }
  return best;
}

/**
 * Writes the plays of one fitting candidate word (`score` as if every letter were a real
 * tile): each placement of its blanks (letters b0, b1; 0 = none) on the squares of their
 * letters, the second after the first when both stand for the same letter.
 */
function recordPlacements(
  word: usize, len: i32, throughAt: i32, score: i32, b0: u32, b1: u32, blankValue: i32, layout: i32, row: i32, from: i32,
  board: usize, scratch: usize,
): void {
  const coefs = coefficients;
  for (let i = 0; i < len; i++) store<u8>(scratch + <usize>i, i == throughAt ? 0 : load<u8>(word + <usize>i));
  if (b0 == 0) {
    emit(score, layout, row, from, len, scratch, board);
    return;
  }
  const loss0 = faceValue(b0) - blankValue;
  const loss1 = faceValue(b1) - blankValue;
  for (let i = 0; i < len; i++) {
    if (i == throughAt || <u32>load<u8>(word + <usize>i) != b0) continue;
    const at = scratch + <usize>i;
    store<u8>(at, <u8>(b0 | 0x80));
    const s0 = score - loss0 * load<i32>(coefs + (<usize>i << 2));
    if (b1 == 0) emit(s0, layout, row, from, len, scratch, board);
    else {
      for (let j = b1 == b0 ? i + 1 : 0; j < len; j++) {
        if (j == throughAt || j == i || <u32>load<u8>(word + <usize>j) != b1) continue;
        store<u8>(scratch + <usize>j, <u8>(b1 | 0x80));
        emit(s0 - loss1 * load<i32>(coefs + (<usize>j << 2)), layout, row, from, len, scratch, board);
        store<u8>(scratch + <usize>j, <u8>b1);
      }
    }
    store<u8>(at, <u8>b0);
  }
}

/** Writes one bingo play (it keeps no tile: the empty sub-rack, 0) if it reaches the threshold. */
function emit(score: i32, layout: i32, row: i32, from: i32, len: i32, tiles: usize, board: usize): void {
  const value = byEquity ? score * SCALE + leaveValue(0) : score;
  if (value >= threshold) writePlay(value, score, 0, layout, row, from, len, tiles, board);
}
