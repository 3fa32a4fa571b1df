// The register of finished sibling groups for the compiler (compile.ts): one growing entry
// array in which every distinct group is stored once, found again by its content, and — once
// the graph is complete — tail sharing, which stores a group equal to the end of a longer group
// inside it.
//
// Two open-addressing tables of (key, group) pairs, group 0 marking an empty slot (groups start
// at entry 2). A group of one arc (~80% of lookups on SOWPODS) is keyed by that packed arc
// itself, so a hit costs one table read and no read of the entries. Longer groups are keyed by a
// hash computed from their last arc back to the first: the same pass then yields the hash of
// every tail of a group, which is what tail sharing looks up.

import { errors } from '../errors.js';
import { ARC_INDEX_MASK, DAWG_ROOT_ENTRY, GADDAG_ROOT_ENTRY, MAX_ENTRIES, packEntry } from './node.js';

const GOLDEN = 0x9e3779b1;
const HASH_SEED = 0x2545f491;
/** Most arcs a group can have (tiles 0..63). */
export const MAX_ARCS = 64;

/** One more (earlier) entry of a group into its hash. */
function mixHash(h: number, entry: number): number {
  h = Math.imul(h ^ entry, GOLDEN);
  return h ^ (h >>> 15);
}

/** A table of (key, group) pairs; its size is a power of two, kept at most 5/8 full. */
class PairTable {
  slots: Int32Array;
  private shift: number;
  private count = 0;

  constructor(capacityBits: number) {
    this.slots = new Int32Array(2 << capacityBits);
    this.shift = 32 - capacityBits;
  }

  /** First slot to probe for a key. */
  home(key: number): number {
    return Math.imul(key ^ (key >>> 16), GOLDEN) >>> this.shift;
  }

  get mask(): number {
    return (this.slots.length >> 1) - 1;
  }

  /** Grows the table now (one rehash) to hold `count` keys without growing again. */
  reserve(count: number): void {
    let bits = 32 - this.shift;
    while (count * 8 > (1 << bits) * 5) bits++;
    if (bits > 32 - this.shift) this.grow(bits);
  }

  /** Fills an empty slot found by probing; grows the table when it gets too full. */
  put(slot: number, key: number, group: number): void {
    this.slots[2 * slot] = key;
    this.slots[2 * slot + 1] = group;
    if (++this.count * 8 > (this.slots.length >> 1) * 5) this.grow(33 - this.shift);
  }

  private grow(capacityBits: number): void {
    const old = this.slots;
    this.slots = new Int32Array(2 << capacityBits);
    this.shift = 32 - capacityBits;
    const mask = this.mask;
    for (let i = 0; i < old.length; i += 2) {
      if (old[i + 1] === 0) continue;
      let s = this.home(old[i]!);
      while (this.slots[2 * s + 1] !== 0) s = (s + 1) & mask;
      this.slots[2 * s] = old[i]!;
      this.slots[2 * s + 1] = old[i + 1]!;
    }
  }
}

export class GroupRegister {
  /** Entries 0 and 1 are the root pointers (set by finish); groups follow, in creation order. */
  entries: Uint32Array;
  used = 2;
  /** First entry of every group, in creation (= index) order. */
  private starts: Int32Array;
  groupCount = 0;
  private readonly singles = new PairTable(16);
  private readonly multiples = new PairTable(14);

  /** `entries`: a first guess of the entries needed (the array grows as needed). */
  constructor(entries: number) {
    this.entries = new Uint32Array(Math.max(1024, entries));
    this.starts = new Int32Array(Math.max(256, entries >> 1));
  }

  /**
   * Makes room for about `groups` more groups at once (rehashing as the tables fill is ~5% of
   * a SOWPODS build). On SOWPODS 56% of the groups have one arc.
   */
  reserve(groups: number): void {
    this.singles.reserve(this.groupCount + Math.ceil(groups * 0.56));
    this.multiples.reserve(this.groupCount + Math.ceil(groups * 0.44));
  }

  /** Whether an arc of a group stored from entry `from` on leads to `group`. */
  linksTo(group: number, from: number): boolean {
    const e = this.entries;
    for (let i = from; i < this.used; i++) if ((e[i]! & ARC_INDEX_MASK) === group) return true;
    return false;
  }

  /**
   * The group equal to arcs[at..at+n) (the last arc flagged isEnd, tiles ascending): an equal
   * group already stored, or these arcs stored now.
   */
  intern(arcs: Uint32Array, at: number, n: number): number {
    if (n === 1) {
      const key = arcs[at]! | 0;
      const found = this.findSingle(key);
      if (found > 0) return found;
      const group = this.store(arcs, at, 1);
      this.singles.put(-1 - found, key, group);
      return group;
    }
    let h = HASH_SEED;
    for (let i = at + n - 1; i >= at; i--) h = mixHash(h, arcs[i]!);
    const found = this.findMultiple(h, arcs, at, n);
    if (found > 0) return found;
    const group = this.store(arcs, at, n);
    this.multiples.put(-1 - found, h, group);
    return group;
  }

  /** The group of one arc `key` (as int32), or -1 - the empty slot where it would go. */
  private findSingle(key: number): number {
    const t = this.singles, slots = t.slots, mask = t.mask;
    for (let s = t.home(key); ; s = (s + 1) & mask) {
      const group = slots[2 * s + 1]!;
      if (group === 0) return -1 - s;
      if (slots[2 * s] === key) return group;
    }
  }

  /** The group of n > 1 arcs equal to arcs[at..at+n) with hash h, or -1 - the empty slot where it would go. */
  private findMultiple(h: number, arcs: Uint32Array, at: number, n: number): number {
    const t = this.multiples, slots = t.slots, mask = t.mask, e = this.entries;
    probe: for (let s = t.home(h); ; s = (s + 1) & mask) {
      const group = slots[2 * s + 1]!;
      if (group === 0) return -1 - s;
      if (slots[2 * s] !== h) continue;
      for (let i = 0; i < n; i++) if (e[group + i] !== arcs[at + i]) continue probe;
      // Equal arcs with isEnd only on the last: the stored group has the same length.
      return group;
    }
  }

  private store(arcs: Uint32Array, at: number, n: number): number {
    const group = this.used;
    if (group + n > MAX_ENTRIES) throw errors.badInput(`the lexicon needs more than ${MAX_ENTRIES} entries`);
    if (group + n > this.entries.length) this.entries = grown(this.entries, group + n) as Uint32Array;
    if (this.groupCount === this.starts.length) this.starts = grown(this.starts, this.groupCount + 1) as Int32Array;
    const e = this.entries;
    for (let i = 0; i < n; i++) e[group + i] = arcs[at + i]!;
    this.used = group + n;
    this.starts[this.groupCount++] = group;
    return group;
  }

  /**
   * Points the root entries at the two roots, stores every group that equals the tail of a
   * longer group inside it ([B C] as the end of [A B C]; −3.3% entries on SOWPODS), and returns
   * the final array. The register is spent afterwards.
   *
   * Groups are visited longest first; each kept group looks up its proper tails, and a group
   * equal to one, not placed yet, will live there. So a group's host is the first kept group
   * (longest first, then in creation order) that ends with it, and kept groups keep their order.
   */
  finish(dawgRoot: number, gaddagRoot: number): Uint32Array {
    const e = this.entries, starts = this.starts, groups = this.groupCount, used = this.used;
    e[DAWG_ROOT_ENTRY] = packEntry(0, false, true, dawgRoot);
    e[GADDAG_ROOT_ENTRY] = packEntry(0, false, true, gaddagRoot);
    const lengths = new Uint8Array(groups);
    const ofLength = new Int32Array(MAX_ARCS + 2);
    for (let g = 0; g < groups; g++) {
      const n = (g + 1 < groups ? starts[g + 1]! : used) - starts[g]!;
      lengths[g] = n;
      ofLength[MAX_ARCS + 1 - n]!++;
    }
    // Counting sort, longest first, ties in creation order.
    for (let i = 1; i < ofLength.length; i++) ofLength[i]! += ofLength[i - 1]!;
    const byLength = new Int32Array(groups);
    for (let g = 0; g < groups; g++) byLength[ofLength[MAX_ARCS - lengths[g]!]!++] = g;

    // Per old entry index: for the start of a group stored inside another, -1 - the old index of
    // the equal tail; after the layout below, the new index of every entry of a kept group.
    const place = new Int32Array(used);
    for (let k = 0; k < groups; k++) {
      const g = byLength[k]!;
      const at = starts[g]!, n = lengths[g]!;
      if (place[at]! < 0) continue; // lives inside a longer group, whose tails are looked up already
      let h = HASH_SEED;
      for (let i = n - 1; i >= 1; i--) {
        h = mixHash(h, e[at + i]!);
        const guest = i === n - 1 ? this.findSingle(e[at + i]! | 0) : this.findMultiple(h, e, at + i, n - i);
        if (guest > 0 && place[guest] === 0) place[guest] = -1 - (at + i);
      }
    }
    // Kept groups in creation order, moved down over the removed ones.
    let next = 2;
    for (let g = 0; g < groups; g++) {
      const at = starts[g]!;
      if (place[at]! < 0) continue;
      for (let i = at, end = at + lengths[g]!; i < end; i++) {
        place[i] = next;
        e[next++] = e[i]!;
      }
    }
    for (let g = 0; g < groups; g++) {
      const at = starts[g]!;
      if (place[at]! < 0) place[at] = place[-1 - place[at]!]!;
    }
    for (let i = 0; i < next; i++) {
      const child = e[i]! & ARC_INDEX_MASK;
      if (child) e[i] = (e[i]! & ~ARC_INDEX_MASK) | place[child]!;
    }
    return e.subarray(0, next);
  }
}

/** A copy of a typed array at least `need` long (half as long again, at least). */
function grown(a: Uint32Array | Int32Array, need: number): Uint32Array | Int32Array {
  const bigger = new (a.constructor as Uint32ArrayConstructor | Int32ArrayConstructor)(Math.max(need, a.length + (a.length >> 1)));
  bigger.set(a);
  return bigger;
}
