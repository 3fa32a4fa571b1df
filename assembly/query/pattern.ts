// Words of a fixed length whose tile at each position lies in that position's tile set: the
// primitive under crossword clues, "S1 ? S2" syllable bridges and hangman candidates.
//
// Input: `sets` holds one u64 per position, bit t set when tile t is allowed there.
// Records written to the output area: [length u8][tile u8 × length] (same as anagram).

import { acceptsOf, childOf, dawgRoot, entry, isEndOf, tileOf } from '../lexicon';

let setsPtr: usize = 0;
let patternLength: i32 = 0;
let outPtr: usize = 0;
let outCap: i32 = 0;
let outLen: i32 = 0;
let overflow: bool = false;
let count: i32 = 0;
const word: usize = memory.data(64);

/** Returns the number of matching words, or -1 if the output area was too small. */
export function matchPattern(sets: usize, len: i32, out: usize, cap: i32): i32 {
  setsPtr = sets;
  patternLength = len;
  outPtr = out;
  outCap = cap;
  outLen = 0;
  overflow = false;
  count = 0;
  if (len > 0 && len <= 63) walk(dawgRoot, 0);
  return overflow ? -1 : count;
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
        if (acceptsOf(e)) emit();
      } else {
        walk(childOf(e), depth + 1);
      }
      if (overflow) return;
    }
    if (isEndOf(e)) break;
    i++;
  }
}

function emit(): void {
  const len = patternLength;
  if (outLen + len + 1 > outCap) {
    overflow = true;
    return;
  }
  store<u8>(outPtr + outLen, <u8>len);
  memory.copy(outPtr + outLen + 1, word, len);
  outLen += len + 1;
  count++;
}
