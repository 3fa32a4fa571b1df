// The only surface the host sees: flat functions over byte offsets and small integers, each
// taking its context first (a QueryContext, ScrabbleContext or GridContext: assembly/contract.ts).
// The list, with each function's parameters, is part of the contract (src/wasm/spec.ts): the
// host refuses a module that lacks one. TypeScript (src/wasm/) lays out the memory above
// STATIC_LIMIT; this module keeps no state between calls and writes no static data, so any
// number of threads may instantiate it on one shared memory.

import { QC_LEXICON } from './contract';
import { acceptsFrom, dawgRoot, gaddagRoot, useLexicon } from './lexicon';

export { anagram } from './query/anagram';
export { matchPattern } from './query/pattern';
export { constraintQuery } from './query/constraint';

/** First free byte after the module's static data. */
export function heapBase(): usize {
  return __heap_base;
}

/** 1 if the tiles at ptr[0..len) are a word (DAWG), else 0. */
export function hasWord(ctx: usize, ptr: usize, len: i32): i32 {
  useLexicon(<usize>load<u32>(ctx + QC_LEXICON));
  return acceptsFrom(dawgRoot, ptr, len) ? 1 : 0;
}

/** 1 if the tiles at ptr[0..len) are a GADDAG string (tile 0 = separator), else 0. */
export function hasGaddagString(ctx: usize, ptr: usize, len: i32): i32 {
  useLexicon(<usize>load<u32>(ctx + QC_LEXICON));
  return acceptsFrom(gaddagRoot, ptr, len) ? 1 : 0;
}

export * from './scrabble/index';
export * from './grid/index';
