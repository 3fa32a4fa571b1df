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
//   word 1  key, low half ^ word 2 ^ word 3
//   word 3  best move + 1 (bits 31..13) | iteration (12..11) | depth (10..3) | proven (2) | bound (1..0)
//
// Proven: no horizon was reached below, so the value holds at any greater depth too.
//
// A table may live in shared memory, one for the threads that search the same endgame (lazy
// SMP): entries are written without locks, so a probe can read one half written by one thread
// and half by another. Word 1 folds the value and the packed word into the key: a torn entry
// then fails the key check, as a miss, instead of giving a wrong value.

import { seededRandom } from '../random.js';

export const BOUND_EXACT = 1, BOUND_LOWER = 2, BOUND_UPPER = 3;
const WORDS = 4;
/** Slots of a shared table's busy list (after its entries): positions some thread is searching now. */
const BUSY_SLOTS = 1 << 14;

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

  private static readonly made = new Map<number, ZobristKeys>();

  /** The keys of a board of `squares` with the default seed, made once: a pre-endgame solves thousands of short endgames. */
  static of(squares: number): ZobristKeys {
    let keys = ZobristKeys.made.get(squares);
    if (!keys) ZobristKeys.made.set(squares, keys = new ZobristKeys(squares));
    return keys;
  }
}

/** A page that is not cross-origin isolated has no SharedArrayBuffer at all. */
const isShared = (b: ArrayBufferLike): b is SharedArrayBuffer => typeof SharedArrayBuffer !== 'undefined' && b instanceof SharedArrayBuffer;

/** One entry as TranspositionTable.probe reads it. */
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
  private readonly busyList?: Int32Array;
  stores = 0;

  /**
   * 2^bits entries (16 bytes each), in a SharedArrayBuffer when `shared` (other threads then
   * search with it: `new TranspositionTable(table.memory!)`); or a table over such memory.
   */
  constructor(size: number | SharedArrayBuffer, shared = false) {
    if (typeof size === 'number') {
      const bytes = (1 << size) * WORDS * 4;
      this.words = new Int32Array(shared ? new SharedArrayBuffer(bytes + BUSY_SLOTS * 4) : new ArrayBuffer(bytes), 0, bytes / 4);
    } else {
      const words = size.byteLength / 4 - BUSY_SLOTS;
      if (!(words >= 2 * WORDS) || (words & (words - 1)) !== 0) throw new RangeError(`a shared table's memory holds a power of two entries (at least 2) and ${BUSY_SLOTS * 4} bytes of busy slots, got ${size.byteLength} bytes`);
      this.words = new Int32Array(size, 0, words);
    }
    const entries = this.words.length / WORDS;
    if (entries < 2 || (entries & (entries - 1)) !== 0) throw new RangeError(`a table holds a power of two entries (at least 2), got ${entries}`);
    this.bucketMask = entries / 2 - 1;
    if (isShared(this.words.buffer)) this.busyList = new Int32Array(this.words.buffer, this.words.byteLength, BUSY_SLOTS);
  }

  /** Marks the position of this key as being searched by this thread (shared tables only). */
  markBusy(hi: number, lo: number): void {
    if (this.busyList) this.busyList[lo & (BUSY_SLOTS - 1)] = hi | 1;
  }

  unmarkBusy(hi: number, lo: number): void {
    const b = this.busyList;
    if (b && b[lo & (BUSY_SLOTS - 1)] === (hi | 1)) b[lo & (BUSY_SLOTS - 1)] = 0;
  }

  /** Whether some thread is searching the position of this key now (perhaps another of its slot: a hint). */
  isBusy(hi: number, lo: number): boolean {
    return this.busyList !== undefined && this.busyList[lo & (BUSY_SLOTS - 1)] === (hi | 1);
  }

  get bytes(): number {
    return this.words.byteLength;
  }

  /** The memory of a shared table (undefined for a table of one thread). */
  get memory(): SharedArrayBuffer | undefined {
    const b = this.words.buffer;
    return isShared(b) ? b : undefined;
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
    let value = w[at + 2]!, packed = w[at + 3]!;
    if (w[at] !== hi || (w[at + 1]! ^ value ^ packed) !== lo || packed === 0) {
      at += WORDS;
      value = w[at + 2]!;
      packed = w[at + 3]!;
      if (w[at] !== hi || (w[at + 1]! ^ value ^ packed) !== lo || packed === 0) return false;
    }
    out.value = value;
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
    const sameKey = w[first] === hi && (w[first + 1]! ^ w[first + 2]! ^ held) === lo;
    const at = held === 0 || sameKey || heldIteration !== this.iteration || depth >= heldDepth ? first : first + WORDS;
    const packed = ((move + 1) << 13) | (this.iteration << 11) | (depth << 3) | (proven ? 4 : 0) | bound;
    w[at] = hi;
    w[at + 1] = lo ^ value ^ packed;
    w[at + 2] = value;
    w[at + 3] = packed;
    this.stores++;
  }
}
