// The bag: the tiles not yet drawn, drawn at random by the project's seeded generator.

import { seededRandom } from '../random.js';

export class Bag {
  private readonly tiles: number[];
  private readonly random: () => number;

  /** counts: by tile index ([0] = blanks), as a ruleset's tileCount. */
  constructor(counts: ArrayLike<number>, seed: number) {
    this.tiles = [];
    for (let t = 0; t < counts.length; t++) for (let n = counts[t]!; n > 0; n--) this.tiles.push(t);
    this.random = seededRandom(seed);
  }

  get size(): number {
    return this.tiles.length;
  }

  /** Up to n tiles, each uniformly from what is left. */
  draw(n: number): number[] {
    const out: number[] = [];
    while (out.length < n && this.tiles.length) {
      const i = Math.floor(this.random() * this.tiles.length);
      out.push(this.tiles[i]!);
      this.tiles[i] = this.tiles[this.tiles.length - 1]!;
      this.tiles.pop();
    }
    return out;
  }

  /** Puts tiles back (an exchange's, after the player has drawn). */
  putBack(tiles: readonly number[]): void {
    this.tiles.push(...tiles);
  }

  /** What is left, ascending (for CGP and tests). */
  contents(): number[] {
    return [...this.tiles].sort((a, b) => a - b);
  }
}
