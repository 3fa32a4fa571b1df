// Where the grid search's data lives. Everything is in a GridContext (assembly/contract.ts,
// drawn there with its fields): the board region (cell tiles, lengths, letters, splits,
// neighbour masks), the params (query in, totals out), the score and token tables and the
// search's scratch; the word graph (GridArc records, built by src/grid/layout.ts) and the stamps
// are regions of their own that the context points to. Nothing here allocates.
//
// useGrid loads the context's addresses into the module globals below at the start of each
// call: they are that call's working registers (one set per thread's instance), and nothing
// relies on them once it returns. The hot loop (search.ts) takes the context as a local instead.

import { GC_ARCS, GC_PARAMS, GC_SCORES, GC_STAMPS, GC_WORD_COUNT } from '../contract';

export let gridContext: usize = 0;
export let arcsBase: usize = 0;
/** u8 per word number 1..wordCount: the serial of the last board that counted the word. */
export let stampsBase: usize = 0;
export let wordCount: u32 = 0;
/** u32 [64]: points by length. */
export let scoresBase: usize = 0;

export function useGrid(ctx: usize): void {
  gridContext = ctx;
  arcsBase = <usize>load<u32>(ctx + GC_ARCS);
  stampsBase = <usize>load<u32>(ctx + GC_STAMPS);
  wordCount = load<u32>(ctx + GC_WORD_COUNT);
  scoresBase = ctx + GC_SCORES;
}

/** A u32 of the context's params (GP_* byte offset). */
// @ts-ignore: decorator
@inline export function param(at: usize): u32 {
  return load<u32>(gridContext + GC_PARAMS + at);
}
// @ts-ignore: decorator
@inline export function setParam(at: usize, v: u32): void {
  store<u32>(gridContext + GC_PARAMS + at, v);
}
