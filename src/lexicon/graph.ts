// Reading the flat lexicon array from TypeScript: the same walks the WASM core does, for the
// CLI's small jobs, the tests, and the tools that inspect a lexicon.

import {
  ACCEPTS_BIT, ARC_INDEX_MASK, DAWG_ROOT_ENTRY, GADDAG_ROOT_ENTRY, IS_END_BIT, TILE_SHIFT,
} from './node.js';

export class LexiconGraph {
  readonly dawgRoot: number;
  readonly gaddagRoot: number;

  constructor(readonly entries: Uint32Array) {
    this.dawgRoot = entries[DAWG_ROOT_ENTRY]! & ARC_INDEX_MASK;
    this.gaddagRoot = entries[GADDAG_ROOT_ENTRY]! & ARC_INDEX_MASK;
  }

  /** Entry index of the arc labelled `tile` in the group at `group`, or -1. */
  arc(group: number, tile: number): number {
    if (group === 0) return -1;
    const e = this.entries;
    for (let i = group; ; i++) {
      const t = e[i]! >>> TILE_SHIFT;
      if (t === tile) return i;
      if (t > tile || e[i]! & IS_END_BIT) return -1;
    }
  }

  /** Whether the tile string is accepted from the given root group. */
  accepts(root: number, tiles: ArrayLike<number>): boolean {
    let group = root, entry = -1;
    for (let k = 0; k < tiles.length; k++) {
      entry = this.arc(group, tiles[k]!);
      if (entry < 0) return false;
      group = this.entries[entry]! & ARC_INDEX_MASK;
    }
    return entry >= 0 && (this.entries[entry]! & ACCEPTS_BIT) !== 0;
  }

  /** Whether a word is in the lexicon (DAWG walk). */
  hasWord(tiles: ArrayLike<number>): boolean {
    return this.accepts(this.dawgRoot, tiles);
  }

  /** Every word, in tile order. Meant for tests and tools, not hot paths. */
  *words(root = this.dawgRoot, prefix: number[] = []): Generator<Uint8Array> {
    const e = this.entries;
    if (root === 0) return;
    for (let i = root; ; i++) {
      prefix.push(e[i]! >>> TILE_SHIFT);
      if (e[i]! & ACCEPTS_BIT) yield Uint8Array.from(prefix);
      yield* this.words(e[i]! & ARC_INDEX_MASK, prefix);
      prefix.pop();
      if (e[i]! & IS_END_BIT) break;
    }
  }
}
