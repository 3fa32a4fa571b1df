// Reading the flat lexicon array in linear memory (layout: src/lexicon/node.ts, docs/formats.md).
//
//   31        26 25 24 23                                   0
//  │ tile (6)   │A │E │ arcIndex (24): first entry of the child group │
//
// The lexicon is described by a LexiconDescriptor (assembly/contract.ts), filled by the host
// when it loads the file (src/lexicon/load.ts), that every context points to. Each export that walks the lexicon first calls useLexicon with its context's
// descriptor: lexiconBase, dawgRoot and gaddagRoot are then that call's working registers
// (module globals, one set per thread's instance; nothing relies on them after the call).

import { LEX_DAWG_ROOT, LEX_ENTRIES, LEX_GADDAG_ROOT } from './contract';

// @ts-ignore: decorator
@inline export const ARC_INDEX_MASK: u32 = 0x00ffffff;
// @ts-ignore: decorator
@inline export const IS_END_BIT: u32 = 1 << 24;
// @ts-ignore: decorator
@inline export const ACCEPTS_BIT: u32 = 1 << 25;
// @ts-ignore: decorator
@inline export const TILE_SHIFT: u32 = 26;
// @ts-ignore: decorator
@inline export const BLANK_BIT: u32 = 0x80;

/** Byte offset of entry 0 in linear memory (working register, see above). */
export let lexiconBase: usize = 0;
export let dawgRoot: u32 = 0;
export let gaddagRoot: u32 = 0;

/** Loads the working registers from a LexiconDescriptor. */
// @ts-ignore: decorator
@inline export function useLexicon(descriptor: usize): void {
  lexiconBase = <usize>load<u32>(descriptor + LEX_ENTRIES);
  dawgRoot = load<u32>(descriptor + LEX_DAWG_ROOT);
  gaddagRoot = load<u32>(descriptor + LEX_GADDAG_ROOT);
}

// @ts-ignore: decorator
@inline export function entry(i: u32): u32 {
  return load<u32>(lexiconBase + (<usize>i << 2));
}
// @ts-ignore: decorator
@inline export function tileOf(e: u32): u32 {
  return e >>> TILE_SHIFT;
}
// @ts-ignore: decorator
@inline export function acceptsOf(e: u32): bool {
  return (e & ACCEPTS_BIT) != 0;
}
// @ts-ignore: decorator
@inline export function isEndOf(e: u32): bool {
  return (e & IS_END_BIT) != 0;
}
// @ts-ignore: decorator
@inline export function childOf(e: u32): u32 {
  return e & ARC_INDEX_MASK;
}

/** Entry index of the arc labelled `tile` in `group`, or 0 when absent (entry 0 is never an arc). */
export function findArc(group: u32, tile: u32): u32 {
  if (group == 0) return 0;
  let i = group;
  while (true) {
    const e = entry(i);
    const t = tileOf(e);
    if (t == tile) return i;
    if (t > tile || isEndOf(e)) return 0;
    i++;
  }
}

/** Whether the tiles at ptr[0..len) are accepted from `root`. */
export function acceptsFrom(root: u32, ptr: usize, len: i32): bool {
  let group = root;
  let e: u32 = 0;
  for (let k = 0; k < len; k++) {
    const i = findArc(group, <u32>load<u8>(ptr + k));
    if (i == 0) return false;
    e = entry(i);
    group = childOf(e);
  }
  return len > 0 && acceptsOf(e);
}
