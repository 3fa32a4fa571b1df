// The only surface the host sees: flat functions over byte offsets and small integers.
// TypeScript (src/wasm/core.ts) owns the memory layout above heapBase().

import { acceptsFrom, dawgRoot, gaddagRoot, useLexicon } from './lexicon';

export { anagram } from './query/anagram';
export { matchPattern } from './query/pattern';
export { constraintContextBytes, constraintQuery } from './query/constraint';

/** First free byte after the module's static data. */
export function heapBase(): usize {
  return __heap_base;
}

/** Points the core at a lexicon already copied to `base` (entry 0). */
export function setLexicon(base: usize): void {
  useLexicon(base);
}

/** 1 if the tiles at ptr[0..len) are a word (DAWG), else 0. */
export function hasWord(ptr: usize, len: i32): i32 {
  return acceptsFrom(dawgRoot, ptr, len) ? 1 : 0;
}

/** 1 if the tiles at ptr[0..len) are a GADDAG string (tile 0 = separator), else 0. */
export function hasGaddagString(ptr: usize, len: i32): i32 {
  return acceptsFrom(gaddagRoot, ptr, len) ? 1 : 0;
}

export * from './scrabble/index';
export * from './grid/index';
