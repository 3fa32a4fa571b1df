// The packed lexicon entry, shared by the compiler, the TypeScript readers and (mirrored) by
// assembly/lexicon.ts. One u32 per arc:
//
//   31        26 25 24 23                                          0
//  ┌────────────┬──┬──┬─────────────────────────────────────────────┐
//  │ tile (6)   │A │E │ arcIndex (24): first entry of the child group│
//  └────────────┴──┴──┴─────────────────────────────────────────────┘
//   A = accepts: the tiles read up to and including this arc form a word (or GADDAG string)
//   E = isEnd:   this arc is the last of its sibling group (siblings are sorted by tile)
//   arcIndex 0 = no children.
//
// Entry 0's arcIndex is the DAWG root group, entry 1's the GADDAG root group. Tile 0 is the
// GADDAG separator.

export const ARC_INDEX_MASK = 0x00ffffff;
export const IS_END_BIT = 1 << 24;
export const ACCEPTS_BIT = 1 << 25;
export const TILE_SHIFT = 26;
export const MAX_ENTRIES = ARC_INDEX_MASK + 1;

export const DAWG_ROOT_ENTRY = 0;
export const GADDAG_ROOT_ENTRY = 1;
export const SEPARATOR = 0;

export function packEntry(tile: number, accepts: boolean, isEnd: boolean, arcIndex: number): number {
  return ((tile << TILE_SHIFT) | (accepts ? ACCEPTS_BIT : 0) | (isEnd ? IS_END_BIT : 0) | arcIndex) >>> 0;
}

export const entryTile = (e: number) => e >>> TILE_SHIFT;
export const entryAccepts = (e: number) => (e & ACCEPTS_BIT) !== 0;
export const entryIsEnd = (e: number) => (e & IS_END_BIT) !== 0;
export const entryArcIndex = (e: number) => e & ARC_INDEX_MASK;
