// Words of a fixed length whose tile at each position lies in that position's tile set: the
// primitive under crossword clues, "S1 ? S2" syllable bridges and hangman candidates.
//
// Input: `sets` holds one u64 per position, bit t set when tile t is allowed there.
// Records written to the output area: [length u8][tile u8 × length] (same as anagram).

import { QC_LEXICON, QC_WORD } from '../contract';
import { acceptsOf, childOf, dawgRoot, entry, isEndOf, tileOf, useLexicon } from '../lexicon';
import { beginRecords, emitWord, endRecords, overflow } from './records';

// One call's working registers (the word being built is in the query context).
let setsPtr: usize = 0;
let patternLength: i32 = 0;
let word: usize = 0;

/** Returns the number of matching words, or -1 if the output area was too small. */
export function matchPattern(ctx: usize, sets: usize, len: i32, out: usize, cap: i32): i32 {
  useLexicon(<usize>load<u32>(ctx + QC_LEXICON));
  word = ctx + QC_WORD;
  setsPtr = sets;
  patternLength = len;
  beginRecords(out, cap);
  if (len > 0 && len <= 63) walk(dawgRoot, 0);
  return endRecords();
}

function walk(group: u32, depth: i32): void {
  if (group == 0) return;
  const allowed = load<u64>(setsPtr + (<usize>depth << 3));
  const last = depth == patternLength - 1;
  let i = group;
  while (true) {
    const e = entry(i);
    const t = tileOf(e);
    if ((allowed >> <u64>t) & 1) {
      store<u8>(word + depth, <u8>t);
      if (last) {
        if (acceptsOf(e)) emitWord(word, patternLength);
      } else {
        walk(childOf(e), depth + 1);
      }
      if (overflow) return;
    }
    if (isEndOf(e)) break;
    i++;
  }
}
