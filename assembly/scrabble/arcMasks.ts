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
// The layout also changes the entries' order (placeGroups): breadth-first from the GADDAG root,
// so the groups every walk reads first share cache lines. Measured on the mid-game corpus (both
// builds in one process, passes alternating, CPU time, loaded machine): best by score −6 to
// −13 %, by equity −6 to −16 % against the compiler's order; depth-first order gained nothing.
// It needs 4 bytes per entry of scratch (kept: the host reserves memory for good).
//
// The generator is compiled once per source of masks (M = u8: scanning, u32: narrow, u64:
// wide; movegen.ts), so each copy reads its layout without a branch.

import { ARC_INDEX_MASK, childOf, entry, isEndOf, tileOf } from '../lexicon';

/** Address of entry 0's slot in the layout the current search reads (working register). */
export let arcBase: usize = 0;

// @ts-ignore: decorator
@inline export function useArcs(base: usize): void {
  arcBase = base;
}

/** A slot of the order map not given yet. */
// @ts-ignore: decorator
@inline const UNPLACED: u32 = 0xffffffff;

/**
 * Builds the layout of `count` entries at `at` (8 or, when wide, 16 bytes each; 8-aligned),
 * its groups in the order a walk from the GADDAG root first reaches them (placeGroups), with
 * `order` (u32 × count, scratch) for where each entry goes.
 */
export function buildArcMasks(at: usize, count: u32, wide: bool, order: usize): void {
  placeGroups(at, count, order);
  let next: u64 = 0;
  for (let i = <i64>count - 1; i >= 0; i--) {
    const e = entry(<u32>i);
    const own = (<u64>1) << tileOf(e);
    next = isEndOf(e) ? own : own | next;
    const child = childOf(e);
    const moved = (e & ~ARC_INDEX_MASK) | (child != 0 ? load<u32>(order + (<usize>child << 2)) : 0);
    const to = <usize>load<u32>(order + (<usize>i << 2));
    if (wide) {
      const slot = at + (to << 4);
      store<u32>(slot, moved);
      store<u32>(slot, 0, 4);
      store<u64>(slot, next, 8);
    } else {
      const slot = at + (to << 3);
      store<u32>(slot, moved);
      store<u32>(slot, <u32>next, 4);
    }
  }
}

/**
 * Where each entry goes (order[i]): entries 0 and 1 stay; the runs of entries that end a sibling
 * group (a group stored inside a longer one moves with it) follow in breadth-first order from the
 * GADDAG root, then from the DAWG root, then any left. The compiler stores groups as they finish
 * (children long before parents), so the first squares of every walk, read most, lay scattered
 * over the whole array. The queue lives in the layout's space, written only afterwards.
 */
function placeGroups(at: usize, count: u32, order: usize): void {
  memory.fill(order, 0xff, <usize>count << 2);
  store<u32>(order, 0);
  store<u32>(order, 1, 4);
  let placed: u32 = 2;
  let head: u32 = 0;
  let tail: u32 = 0;
  const queue = at;
  for (let root = 1; root >= 0; root--) {
    tail = enqueue(queue, tail, order, childOf(entry(<u32>root)), placed);
    if (tail > head) placed = afterRun(load<u32>(queue + (<usize>(tail - 1) << 2)), order);
    while (head < tail) {
      let i = load<u32>(queue + (<usize>head << 2));
      head++;
      while (true) {
        const e = entry(i);
        const child = childOf(e);
        if (child != 0) {
          const before = tail;
          tail = enqueue(queue, tail, order, child, placed);
          if (tail > before) placed = afterRun(load<u32>(queue + (<usize>(tail - 1) << 2)), order);
        }
        if (isEndOf(e)) break;
        i++;
      }
    }
  }
  for (let i: u32 = 2; i < count; i++) {
    if (load<u32>(order + (<usize>i << 2)) == UNPLACED) {
      tail = enqueue(queue, tail, order, i, placed);
      placed = afterRun(load<u32>(queue + (<usize>(tail - 1) << 2)), order);
    }
  }
}

/** Queues the run holding entry i at `placed` unless it has its place (then the queue is as it was). */
function enqueue(queue: usize, tail: u32, order: usize, i: u32, placed: u32): u32 {
  let start = i;
  while (!isEndOf(entry(start - 1))) start--; // entry 1 ends a run: start ≥ 2
  if (load<u32>(order + (<usize>start << 2)) != UNPLACED) return tail;
  let j = start;
  let to = placed;
  while (true) {
    store<u32>(order + (<usize>j << 2), to++);
    if (isEndOf(entry(j))) break;
    j++;
  }
  store<u32>(queue + (<usize>tail << 2), start);
  return tail + 1;
}

/** The next free place after the run starting at `start` (placed by enqueue). */
function afterRun(start: u32, order: usize): u32 {
  let j = start;
  while (!isEndOf(entry(j))) j++;
  return load<u32>(order + (<usize>j << 2)) + 1;
}

/** Where the walk starts in this layout: the GADDAG root group, moved (entry 1 points at it). */
// @ts-ignore: decorator
@inline export function layoutRoot<M>(): u32 {
  return childOf(entryAt<M>(1));
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
