// Reading the flat lexicon array in linear memory (layout: src/lexicon/node.ts, docs/formats.md).
//
//   31        26 25 24 23                                   0
//  │ tile (6)   │A │E │ arcIndex (24): first entry of the child group │

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

/** Byte offset of entry 0 in linear memory; set once by setLexicon. */
export let lexiconBase: usize = 0;
export let dawgRoot: u32 = 0;
export let gaddagRoot: u32 = 0;

export function useLexicon(base: usize): void {
  lexiconBase = base;
  dawgRoot = entry(0) & ARC_INDEX_MASK;
  gaddagRoot = entry(1) & ARC_INDEX_MASK;
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
