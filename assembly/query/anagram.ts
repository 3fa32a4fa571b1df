// Anagrams and sub-anagrams of a rack through the DAWG, blanks included.
//
// Each word is reported once: a real tile is always taken before a blank, which never loses a
// word (a blank kept back can still stand for that tile later).
// Records written to the output area: [length u8][tile u8 × length], tile | 0x80 for a blank.

import { QC_LEXICON, QC_WORD } from '../contract';
import { childOf, dawgRoot, entry, isEndOf, tileOf, acceptsOf, useLexicon, BLANK_BIT } from '../lexicon';
import { beginRecords, emitWord, endRecords, overflow } from './records';

// One call's working registers (the word being built is in the query context).
let rackPtr: usize = 0; // u8[64]: count per tile, index 0 = blanks
let minLength: i32 = 0;
let exactLength: i32 = 0; // 0 = any length ≥ minLength; n = only words of n tiles
let word: usize = 0;

/**
 * Writes every word formable from the rack to out[0..cap). Returns the number of words, or -1 if
 * the output area was too small (the caller grows it and asks again).
 */
export function anagram(ctx: usize, rack: usize, minLen: i32, exactLen: i32, out: usize, cap: i32): i32 {
  useLexicon(<usize>load<u32>(ctx + QC_LEXICON));
  word = ctx + QC_WORD;
  rackPtr = rack;
  beginRecords(out, cap);
  minLength = minLen;
  exactLength = exactLen;
  let tiles: i32 = 0;
  for (let t = 0; t < 64; t++) tiles += <i32>load<u8>(rack + t);
  if (exactLen > tiles) return 0;
  walk(dawgRoot, 0, exactLen > 0 ? exactLen : tiles);
  return endRecords();
}

function walk(group: u32, depth: i32, maxDepth: i32): void {
  if (group == 0 || depth >= maxDepth) return;
  let i = group;
  while (true) {
    const e = entry(i);
    const t = tileOf(e);
    const have = load<u8>(rackPtr + t);
    let used: u32 = 0xff;
    if (have > 0) {
      store<u8>(rackPtr + t, have - 1);
      used = t;
    } else {
      const blanks = load<u8>(rackPtr);
      if (blanks > 0) {
        store<u8>(rackPtr, blanks - 1);
        used = t | BLANK_BIT;
      }
    }
    if (used != 0xff) {
      store<u8>(word + depth, <u8>used);
      const len = depth + 1;
      if (acceptsOf(e) && len >= minLength && (exactLength == 0 || len == exactLength)) emitWord(word, len);
      walk(childOf(e), len, maxDepth);
      if (used == t) store<u8>(rackPtr + t, load<u8>(rackPtr + t) + 1);
      else store<u8>(rackPtr, load<u8>(rackPtr) + 1);
      if (overflow) return;
    }
    if (isEndOf(e)) break;
    i++;
  }
}
