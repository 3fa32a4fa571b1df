// The sub-racks of a rack as a search by equity numbers them (assembly/scrabble/leaves.ts):
// mixed radix over the rack's distinct tiles, ascending (the blank is tile 0), the kept count of
// each. Keeping k_t of each tile t is Σ k_t × stride[t], stride[t] = Π (count[u] + 1) over the
// rack's tiles u < t; the empty leave is 0, the whole rack the last index. A play's record names
// the sub-rack it keeps; each exchange keeps one too, the pass the whole rack.

import { errors } from '../errors.js';
import { MAX_SUB_RACKS } from '../wasm/contract.js';
import type { ExchangeMove, PassMove } from './move.js';

export class SubRacks {
  /** Sub-racks: the product of (count + 1) over the rack's tiles. */
  readonly size: number;
  /** Tiles of the whole rack. */
  readonly tiles: number;
  /** Per sub-rack: its tiles. */
  readonly kept: Uint8Array;
  private readonly kinds: number[] = [];
  private readonly strides: number[] = [];

  /** counts: the rack, by tile ([0] = blanks). Throws for a rack of more than MAX_SUB_RACKS sub-racks. */
  constructor(readonly counts: Uint8Array) {
    let size = 1, tiles = 0;
    for (let t = 0; t < counts.length; t++) {
      const n = counts[t]!;
      if (!n) continue;
      this.kinds.push(t);
      this.strides.push(size);
      size *= n + 1;
      tiles += n;
    }
    if (size > MAX_SUB_RACKS) {
      throw errors.badInput(`ranking by equity values each part of the rack a player may keep, at most ${MAX_SUB_RACKS} of them ` +
        `(any rack of 8 tiles); this rack of ${tiles} tiles has ${size}`);
    }
    this.size = size;
    this.tiles = tiles;
    this.kept = new Uint8Array(size);
    for (let i = 0; i < size; i++) {
      let n = 0;
      this.forEachKept(i, (_, c) => { n += c; });
      this.kept[i] = n;
    }
  }

  get full(): number {
    return this.size - 1;
  }

  /** Calls visit(tile, kept count) for each of the rack's tiles in sub-rack `index`. */
  forEachKept(index: number, visit: (tile: number, kept: number) => void): void {
    for (let j = 0; j < this.kinds.length; j++) {
      const t = this.kinds[j]!;
      visit(t, Math.floor(index / this.strides[j]!) % (this.counts[t]! + 1));
    }
  }

  /** The counts of sub-rack `index` into `into` (by tile; cleared first). */
  countsOf(index: number, into: Uint8Array): Uint8Array {
    into.fill(0);
    this.forEachKept(index, (t, c) => { into[t] = c; });
    return into;
  }

  /** The exchange that keeps sub-rack `index` (not the whole rack), or for the whole rack the pass. */
  moveKeeping(index: number): ExchangeMove | PassMove {
    const tiles: number[] = [], leave: number[] = [];
    this.forEachKept(index, (t, c) => {
      for (let n = 0; n < c; n++) leave.push(t);
      for (let n = c; n < this.counts[t]!; n++) tiles.push(t);
    });
    // Both ascending: the rack's tiles are visited in order.
    return index === this.full ? { kind: 'pass', score: 0, leave } : { kind: 'exchange', tiles, score: 0, leave };
  }
}
