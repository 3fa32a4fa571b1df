// The endgame's transposition table and the Zobrist keys it is indexed by.
//
// A position of the search is the board, both racks, the side to move and the scoreless turns
// in a row; its key is the XOR of a random 64-bit word (two 32-bit halves: no BigInt in the hot
// loop) per (square, tile on it), per (side, tile, count held), per scoreless-turn count and for
// the second side to move. A play changes the key by the words of the squares it fills and of
// the rack counts it changes.
//
// The table is one Int32Array of buckets of two entries (4 words each): the first kept by depth
// (replaced by an entry searched at least as deep, or left by an older iteration), the second
// always replaced, so deep results survive and fresh ones still find room.
//
//   word 0  key, high half     word 2  value, points (the rest of the game, side to move's view)
//   word 1  key, low half      word 3  best move + 1 (bits 31..13) | iteration (12..11) | depth (10..3) | proven (2) | bound (1..0)
//
// Proven: no horizon was reached below, so the value holds at any greater depth too.

import { seededRandom } from '../random.js';

export const BOUND_EXACT = 1, BOUND_LOWER = 2, BOUND_UPPER = 3;
const WORDS = 4;

export class ZobristKeys {
  /** [square * 256 + tile] (tile | 0x80 for a blank), two halves each. */
  readonly squares: Int32Array;
  /** [(side * 64 + tile) * 16 + count]: count 0 is 0 so a count's word can be XORed in and out. */
  readonly racks: Int32Array;
  /** [zeroTurns], two halves. */
  readonly zeroTurns: Int32Array;
  readonly side: [number, number];

  constructor(squares: number, seed = 0x5eed) {
    const random = seededRandom(seed);
    const word = () => (random() * 0x1_0000_0000) | 0;
    const fill = (a: Int32Array, skip?: (i: number) => boolean) => {
      for (let i = 0; i < a.length; i += 2) if (!skip?.(i / 2)) { a[i] = word(); a[i + 1] = word(); }
      return a;
    };
    this.squares = fill(new Int32Array(squares * 256 * 2));
    this.racks = fill(new Int32Array(2 * 64 * 16 * 2), (i) => i % 16 === 0);
    this.zeroTurns = fill(new Int32Array(16 * 2), (i) => i === 0);
    this.side = [word(), word()];
  }
}

export interface Probe {
  value: number;
  depth: number;
  bound: number;
  proven: boolean;
  /** −1: none. */
  move: number;
}

export class TranspositionTable {
  private readonly words: Int32Array;
  private readonly bucketMask: number;
  private iteration = 0;
  stores = 0;

  /** 2^bits entries (16 bytes each). */
  constructor(bits: number) {
    this.words = new Int32Array((1 << bits) * WORDS);
    this.bucketMask = (1 << (bits - 1)) - 1;
  }

  get bytes(): number {
    return this.words.byteLength;
  }

  /** Empty, as new (a search that must not depend on earlier ones: a player's next game). */
  clear(): void {
    this.words.fill(0);
    this.iteration = 0;
    this.stores = 0;
  }

  /** A new iteration of the deepening: entries of older ones give way in the depth slot. */
  nextIteration(): void {
    this.iteration = (this.iteration + 1) & 3;
  }

  /** The entry of this key into `out`, or false. */
  probe(hi: number, lo: number, out: Probe): boolean {
    const w = this.words;
    let at = (lo & this.bucketMask) * 2 * WORDS;
    if (w[at] !== hi || w[at + 1] !== lo || w[at + 3] === 0) {
      at += WORDS;
      if (w[at] !== hi || w[at + 1] !== lo || w[at + 3] === 0) return false;
    }
    const packed = w[at + 3]!;
    out.value = w[at + 2]!;
    out.bound = packed & 3;
    out.proven = (packed & 4) !== 0;
    out.depth = (packed >>> 3) & 0xff;
    out.move = (packed >>> 13) - 1;
    return true;
  }

  store(hi: number, lo: number, value: number, depth: number, bound: number, proven: boolean, move: number): void {
    const w = this.words;
    const first = (lo & this.bucketMask) * 2 * WORDS;
    const held = w[first + 3]!;
    const heldDepth = (held >>> 3) & 0xff, heldIteration = (held >>> 11) & 3;
    const sameKey = w[first] === hi && w[first + 1] === lo;
    const at = held === 0 || sameKey || heldIteration !== this.iteration || depth >= heldDepth ? first : first + WORDS;
    w[at] = hi;
    w[at + 1] = lo;
    w[at + 2] = value;
    w[at + 3] = ((move + 1) << 13) | (this.iteration << 11) | (depth << 3) | (proven ? 4 : 0) | bound;
    this.stores++;
  }
}
