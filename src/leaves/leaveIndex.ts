// Every possible leave of a tile set numbered 0..size−1 without storing a single key: a minimal
// perfect hash over multisets. A leave is its count vector (c_0 blanks, c_1 of tile 1, ...,
// c_k ≤ the set's count of tile k, Σc ≤ maxLength); leaves are numbered in lexicographic order of
// their count vectors, so the empty leave is 0, and
//
//   index(c) = Σ over tiles k with c_k > 0 of  Q[k][r_k][c_k],   r_0 = maxLength, r_k+1 = r_k − c_k
//   Q[k][r][c] = Σ_{c' < c} C[k+1][r − c']   (the leaves that agree up to tile k−1 and hold fewer k)
//   C[k][r]    = leaves over tiles k.. of at most r tiles  (C[kinds][r] = 1)
//
// A lookup is one table read and one add per distinct tile of the leave, no allocation: the
// WASM core can walk it the same way from the counts and maxLength in the file header
// (docs/formats.md). English, leaves of up to 6 tiles: 914,625 leaves; Catalan 794,708;
// Spanish 1,170,591.

import { errors } from '../errors.js';

/** Most tile kinds (an alphabet has at most 63 tiles plus the blank). */
export const MAX_KINDS = 64;

export class LeaveIndex {
  /** Number of leaves, the empty one included. */
  readonly size: number;
  /** Q, flattened: [kind][r][c], (maxLength+1)² entries per kind (placed.ts copies it into the core). */
  readonly q: Float64Array;
  private readonly stride: number;
  /** Scratch counts for lookups by tile list. */
  private readonly scratch = new Uint8Array(MAX_KINDS);

  /**
   * counts: by tile index ([0] = blanks), the most of each tile a leave may hold; maxLength:
   * the most tiles a leave may hold (a rack less one tile played).
   */
  constructor(readonly counts: Uint8Array, readonly maxLength: number) {
    const kinds = counts.length;
    if (kinds < 1 || kinds > MAX_KINDS) throw errors.badInput(`a leave table needs 1 to ${MAX_KINDS} tile kinds, got ${kinds}`);
    if (!Number.isInteger(maxLength) || maxLength < 0 || maxLength > 15) {
      throw errors.badInput(`leave length ${maxLength} must be a whole number from 0 to 15`);
    }
    const n = maxLength + 1;
    // C[k][r], k = kinds..0
    const c = Array.from({ length: kinds + 1 }, () => new Float64Array(n));
    c[kinds]!.fill(1);
    this.stride = n * n;
    this.q = new Float64Array(kinds * this.stride);
    for (let k = kinds - 1; k >= 0; k--) {
      const most = counts[k]!;
      for (let r = 0; r < n; r++) {
        let sum = 0;
        for (let x = 0; x <= Math.min(most, r); x++) {
          this.q[k * this.stride + r * n + x] = sum;
          sum += c[k + 1]![r - x]!;
        }
        c[k]![r] = sum;
      }
    }
    this.size = c[0]![maxLength]!;
    if (this.size > 0x7fffffff) throw errors.badInput(`${this.size} leaves is too many for one table`);
  }

  get kinds(): number {
    return this.counts.length;
  }

  /** Index of a leave given as counts by tile, or −1 if the set cannot hold it. */
  indexOfCounts(leave: ArrayLike<number>): number {
    const n = this.maxLength + 1;
    let r = this.maxLength, index = 0;
    for (let k = 0; k < leave.length; k++) {
      const x = leave[k]!;
      if (x === 0) continue;
      if (k >= this.counts.length || x > this.counts[k]! || x > r) return -1;
      index += this.q[k * this.stride + r * n + x]!;
      r -= x;
    }
    return index;
  }

  /** Index of a leave given as tiles in any order (0 = blank), or −1. */
  indexOfTiles(tiles: ArrayLike<number>): number {
    const s = this.scratch;
    s.fill(0);
    for (let i = 0; i < tiles.length; i++) {
      const t = tiles[i]!;
      if (!(t >= 0 && t < this.counts.length)) return -1;
      s[t]!++;
    }
    return this.indexOfCounts(s);
  }

  /** Calls `visit` for every leave in index order with its counts (reused: copy to keep). */
  forEach(visit: (counts: Uint8Array, length: number, index: number) => void): void {
    const kinds = this.counts.length, counts = new Uint8Array(kinds);
    let index = 0;
    const walk = (k: number, left: number, length: number): void => {
      if (k === kinds) {
        visit(counts, length, index++);
        return;
      }
      for (let x = 0; x <= Math.min(this.counts[k]!, left); x++) {
        counts[k] = x;
        walk(k + 1, left - x, length + x);
      }
      counts[k] = 0;
    };
    walk(0, this.maxLength, 0);
  }
}
