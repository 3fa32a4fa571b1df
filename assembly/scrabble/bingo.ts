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
  BC_BLANK0, BC_BYTES, BC_LENGTH, BC_THROUGH, SC_BINGO_AT, SC_BINGO_BYTES, SC_BINGO_COEFFICIENTS, SC_BINGO_THROUGH,
} from '../contract';
import {
  boardTiles, crossScores, crossSets, faceValue, hasCross, letterMult, tileValues, wordMult,
} from './board';

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
 * The best bingo score of the span [from, to] of the line whose square 0 is `line`, −1 when
 * no candidate fits, NOT_JUDGED when the candidates cannot tell.
 */
export function bingoBound(line: usize, from: i32, to: i32, bingoBonus: i32): i32 {
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
    const record = p;
    const wordLen = <i32>load<u8>(record + BC_LENGTH);
    const word = record + BC_BYTES;
    p = word + <usize>wordLen;
    if (wordLen != len || <u32>load<u8>(record + BC_THROUGH) != throughTile) continue;
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
    // Blanks: each on the square of its letter where it loses least.
    let taken = -1;
    for (let b: usize = 0; b < 2; b++) {
      const letter = <u32>load<u8>(record + BC_BLANK0 + b);
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
