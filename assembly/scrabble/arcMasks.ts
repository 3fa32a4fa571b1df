// A layout derived from the lexicon for move generation: every entry again, beside the set of
// tiles of the entries from it to the end of its sibling group (bit t for tile t; the separator
// is bit 0):
//
//   narrow (alphabets of up to 32 tiles), 8 bytes per entry:   [entry u32][mask u32]
//   wide (up to 64 tiles), 16 bytes per entry:                 [entry u32][0 u32][mask u64]
//
// Because siblings are sorted by tile, the arc labelled t in the group starting at i sits at
// i + popcnt(mask & (bit t − 1)): the generator jumps straight to the arcs its rack and cross
// set allow instead of scanning every sibling (BOXEN ARTHOU?: 242k sibling visits, 73k of them
// usable), and finds a board tile's arc in one step. Groups that start inside a longer group
// (shared tails, src/lexicon/compile.ts) are covered, since every entry has its own mask.
//
// Measured on BOXEN ARTHOU? all plays (A/B in one process, medians, loaded machine): masks in
// an array of their own (u64) −34% against scanning the siblings; u32 masks there −5% more;
// masks beside their entries (this layout) −10% against the separate u64 array, as a node's
// first arcs and its mask then share a cache line.
//
// Building it costs ~30 ms for SOWPODS (9.3 MB), nearly all of it the first touch of fresh
// memory pages (1.4 ms when the pages were touched before), which a one-off search should not
// pay: until the host builds it (src/scrabble/context.ts: after the process's first searches),
// the generator reads the lexicon itself and finds each group's mask by scanning it. The layout
// belongs to the lexicon (its LexiconDescriptor holds its address), built once per process and
// read by every context and thread; a context says which layout its search reads
// (ScrabbleContext.arcLayout, arcBase), so the host decides when a search may switch to it.
//
// The generator is compiled once per source of masks (M = u8: scanning, u32: narrow, u64:
// wide; movegen.ts), so each copy reads its layout without a branch.

import { entry, isEndOf, tileOf } from '../lexicon';

/** Address of entry 0's slot in the layout the current search reads (working register). */
export let arcBase: usize = 0;

// @ts-ignore: decorator
@inline export function useArcs(base: usize): void {
  arcBase = base;
}

/** Builds the layout of `count` entries at `at` (8 or, when wide, 16 bytes each; 8-aligned). */
export function buildArcMasks(at: usize, count: u32, wide: bool): void {
  let next: u64 = 0;
  for (let i = <i64>count - 1; i >= 0; i--) {
    const e = entry(<u32>i);
    const own = (<u64>1) << tileOf(e);
    next = isEndOf(e) ? own : own | next;
    if (wide) {
      const slot = at + (<usize>i << 4);
      store<u32>(slot, e);
      store<u32>(slot, 0, 4);
      store<u64>(slot, next, 8);
    } else {
      const slot = at + (<usize>i << 3);
      store<u32>(slot, e);
      store<u32>(slot, <u32>next, 4);
    }
  }
}

/** The tiles of the arcs from entry i to the end of its group (M: u8 scan, u32 narrow, u64 wide). */
// @ts-ignore: decorator
@inline export function maskAt<M>(i: u32): u64 {
  if (sizeof<M>() == 1) return scanMask(i);
  if (sizeof<M>() == 4) return <u64>load<u32>(arcBase + (<usize>i << 3), 4);
  return load<u64>(arcBase + (<usize>i << 4), 8);
}

/** Entry i of the lexicon, read from this layout (or the lexicon itself). */
// @ts-ignore: decorator
@inline export function entryAt<M>(i: u32): u32 {
  if (sizeof<M>() == 1) return entry(i);
  const stride: usize = sizeof<M>() == 4 ? 8 : 16;
  return load<u32>(arcBase + <usize>i * stride);
}

/** The mask of entries i.. to the end of their group, read from the lexicon. */
function scanMask(i: u32): u64 {
  let mask: u64 = 0;
  while (true) {
    const e = entry(i);
    mask |= (<u64>1) << tileOf(e);
    if (isEndOf(e)) return mask;
    i++;
  }
}

/** Entry of the arc labelled `tile` in the group at `group` whose mask is `mask` (tile in mask). */
// @ts-ignore: decorator
@inline export function arcOf(group: u32, mask: u64, tile: u32): u32 {
  return group + <u32>popcnt(mask & (((<u64>1) << tile) - 1));
}
