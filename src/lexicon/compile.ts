// Compiles tile strings into one flat array holding a minimal DAWG and a GADDAG that share
// nodes (layout in node.ts and docs/formats.md).
//
// Both graphs are built with Daciuk et al.'s incremental algorithm for sorted input: the states
// of the previous string that the next one does not share are final, so they are looked up in a
// register of finished sibling groups and either replaced by an equal group or emitted. One
// register serves both graphs, so GADDAG suffix groups reuse DAWG groups. A group is identified
// by its packed entries (tile, accepts, isEnd, child group), so states that differ only in
// finality share a group: finality lives on the arcs that enter them.

import { errors } from '../errors.js';
import {
  ARC_INDEX_MASK, DAWG_ROOT_ENTRY, GADDAG_ROOT_ENTRY, IS_END_BIT, MAX_ENTRIES, SEPARATOR, packEntry,
} from './node.js';
import { sortTileStrings, type TileStrings } from './sortTiles.js';

/** Longest tile string the compiler accepts. */
export const MAX_WORD_TILES = 63;

export interface CompiledLexicon {
  /** The flat array: entries 0 and 1 point at the DAWG and GADDAG roots. */
  entries: Uint32Array;
  /** Distinct words (tile strings) in the DAWG. */
  wordCount: number;
  /** Sibling groups reachable from each root (shared groups count in both). */
  dawgNodes: number;
  gaddagNodes: number;
}

export interface CompileOptions {
  /** Build the GADDAG too (default true). */
  gaddag?: boolean;
  /** Called now and then with (done, total) steps for a progress bar. */
  progress?: (done: number, total: number) => void;
}

export function compileLexicon(words: readonly Uint8Array[], options: CompileOptions = {}): CompiledLexicon {
  const withGaddag = options.gaddag ?? true;
  const builder = new GroupBuilder();
  const dawgStrings = flatten(words);
  const total = dawgStrings.count * (withGaddag ? 11 : 1);
  const report = options.progress ?? (() => {});
  const dawg = builder.addSorted(dawgStrings, sortTileStrings(dawgStrings), (n) => report(n, total));
  const wordCount = dawg.distinct;
  let gaddagRoot = 0;
  if (withGaddag) {
    const g = gaddagStrings(dawgStrings);
    const base = dawgStrings.count;
    gaddagRoot = builder.addSorted(g, sortTileStrings(g), (n) => report(base + n, total)).root;
  }
  const entries = builder.finish(dawg.root, gaddagRoot);
  report(total, total);
  return {
    entries,
    wordCount,
    dawgNodes: countGroups(entries, DAWG_ROOT_ENTRY),
    gaddagNodes: withGaddag ? countGroups(entries, GADDAG_ROOT_ENTRY) : 0,
  };
}

function flatten(words: readonly Uint8Array[]): TileStrings {
  let bytes = 0;
  for (const w of words) {
    if (w.length === 0) throw errors.badInput('the word list holds an empty word');
    if (w.length > MAX_WORD_TILES) throw errors.badInput(`a word has ${w.length} tiles (max ${MAX_WORD_TILES})`);
    bytes += w.length;
  }
  const data = new Uint8Array(bytes);
  const start = new Int32Array(words.length);
  const length = new Uint8Array(words.length);
  let at = 0;
  words.forEach((w, i) => {
    data.set(w, at);
    start[i] = at;
    length[i] = w.length;
    at += w.length;
  });
  return { data, start, length, count: words.length };
}

/**
 * Every GADDAG string of every word: the whole word reversed, and for each split after tile i
 * (i < n-1) the reversed prefix, the separator, then the rest. CARE → ERAC, RAC@E, AC@RE, C@ARE.
 */
export function gaddagStrings(words: TileStrings): TileStrings {
  let count = 0, bytes = 0;
  for (let w = 0; w < words.count; w++) {
    const n = words.length[w]!;
    count += n;
    bytes += n * (n + 1) - 1;
  }
  const data = new Uint8Array(bytes);
  const start = new Int32Array(count);
  const length = new Uint8Array(count);
  let s = 0, at = 0;
  for (let w = 0; w < words.count; w++) {
    const n = words.length[w]!, ws = words.start[w]!;
    for (let split = n - 1; split >= 0; split--) {
      start[s] = at;
      for (let k = split; k >= 0; k--) data[at++] = words.data[ws + k]!;
      if (split < n - 1) {
        data[at++] = SEPARATOR;
        for (let k = split + 1; k < n; k++) data[at++] = words.data[ws + k]!;
      }
      length[s] = at - start[s]!;
      s++;
    }
  }
  return { data, start, length, count };
}

const MAX_DEPTH = MAX_WORD_TILES + 2;
const MAX_ARCS = 64;

/** Builds sibling groups into one growing entry array, deduplicated through a hash register. */
class GroupBuilder {
  // Entries 0 and 1 are the root pointers, filled in by finish().
  private entries = new Uint32Array(1 << 20);
  private used = 2;
  private table = new Int32Array(1 << 21).fill(-1);
  private tableCount = 0;

  // Pending (unfinished) state per depth: its arcs, packed as entries without isEnd.
  private readonly pending = new Uint32Array(MAX_DEPTH * MAX_ARCS);
  private readonly pendingCount = new Int32Array(MAX_DEPTH);

  /** Adds strings in the given sorted order; returns the root group and the distinct count. */
  addSorted(s: TileStrings, order: Int32Array, progress: (n: number) => void): { root: number; distinct: number } {
    const { data, start, length } = s;
    const pending = this.pending, pendingCount = this.pendingCount;
    pendingCount.fill(0);
    let prev = -1, prevLen = 0, distinct = 0;
    for (let k = 0; k < order.length; k++) {
      const id = order[k]!;
      const st = start[id]!, len = length[id]!;
      let cp = 0;
      if (prev >= 0) {
        const ps = start[prev]!;
        const lim = len < prevLen ? len : prevLen;
        while (cp < lim && data[ps + cp] === data[st + cp]) cp++;
        if (cp === len && len === prevLen) continue; // duplicate
      }
      // The previous string's states below the shared prefix are finished.
      for (let d = prevLen; d > cp; d--) this.closeDepth(d);
      for (let d = cp; d < len; d++) {
        const slot = d * MAX_ARCS + pendingCount[d]!++;
        pending[slot] = packEntry(data[st + d]!, d === len - 1, false, 0);
        pendingCount[d + 1] = 0;
      }
      if (cp === len) {
        // The string is a prefix already present as a path (cannot happen in sorted unique
        // input unless it equals the previous string, handled above).
        throw errors.internal('unsorted input to the lexicon compiler');
      }
      prev = id;
      prevLen = len;
      distinct++;
      if ((k & 0xffff) === 0) progress(k);
    }
    for (let d = prevLen; d > 0; d--) this.closeDepth(d);
    const root = this.register(0);
    progress(order.length);
    return { root, distinct };
  }

  /** Registers the pending state at depth d and links it from the last arc at depth d-1. */
  private closeDepth(d: number): void {
    const group = this.register(d);
    const slot = (d - 1) * MAX_ARCS + this.pendingCount[d - 1]! - 1;
    this.pending[slot] = (this.pending[slot]! | group) >>> 0;
    this.pendingCount[d] = 0;
  }

  /** Returns the entry index of a group equal to the pending state at depth d (0 if empty). */
  private register(d: number): number {
    const n = this.pendingCount[d]!;
    if (n === 0) return 0;
    const base = d * MAX_ARCS;
    const p = this.pending;
    p[base + n - 1] = (p[base + n - 1]! | IS_END_BIT) >>> 0;
    let h = n;
    for (let i = 0; i < n; i++) h = Math.imul(h ^ p[base + i]!, 0x9e3779b1) ^ (h >>> 15);
    const mask = this.table.length - 1;
    let slot = h & mask;
    const e = this.entries;
    for (;;) {
      const g = this.table[slot]!;
      if (g < 0) break;
      let same = true;
      for (let i = 0; i < n; i++) {
        if (e[g + i] !== p[base + i]) { same = false; break; }
      }
      // Equal arcs with the end bit only on the last entry means equal length too.
      if (same) return g;
      slot = (slot + 1) & mask;
    }
    const g = this.used;
    if (g + n > MAX_ENTRIES) throw errors.badInput(`the lexicon needs more than ${MAX_ENTRIES} entries`);
    if (g + n > e.length) {
      const bigger = new Uint32Array(e.length * 2);
      bigger.set(e);
      this.entries = bigger;
    }
    this.entries.set(p.subarray(base, base + n), g);
    this.used = g + n;
    this.table[slot] = g;
    if (++this.tableCount * 2 > this.table.length) this.growTable();
    return g;
  }

  private growTable(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2).fill(-1);
    const mask = this.table.length - 1;
    const e = this.entries;
    for (const g of old) {
      if (g < 0) continue;
      let h = 0, n = 0;
      while (true) { n++; if (e[g + n - 1]! & IS_END_BIT) break; }
      h = n;
      for (let i = 0; i < n; i++) h = Math.imul(h ^ e[g + i]!, 0x9e3779b1) ^ (h >>> 15);
      let slot = h & mask;
      while (this.table[slot]! >= 0) slot = (slot + 1) & mask;
      this.table[slot] = g;
    }
  }

  finish(dawgRoot: number, gaddagRoot: number): Uint32Array {
    this.entries[DAWG_ROOT_ENTRY] = packEntry(0, false, true, dawgRoot);
    this.entries[GADDAG_ROOT_ENTRY] = packEntry(0, false, true, gaddagRoot);
    return shareTails(this.entries.subarray(0, this.used));
  }
}

/**
 * A group that equals the tail of a longer group (same last arcs, the last one marked isEnd)
 * can start inside it: [B,C] is stored once as the end of [A,B,C]. Saves ~3% on SOWPODS.
 * Groups are visited longest first, so every possible host is placed before its guests.
 */
function shareTails(entries: Uint32Array): Uint32Array {
  const n = entries.length;
  // Group starts (after the two root entries) and lengths.
  const starts: number[] = [];
  for (let i = 2; i < n; ) {
    let j = i;
    while (!(entries[j]! & IS_END_BIT)) j++;
    starts.push(i);
    i = j + 1;
  }
  const groupCount = starts.length;
  const lengths = new Int32Array(groupCount);
  for (let g = 0; g < groupCount; g++) lengths[g] = (g + 1 < groupCount ? starts[g + 1]! : n) - starts[g]!;
  // Counting sort by length, longest first (ties keep their order).
  const lengthCount = new Int32Array(MAX_ARCS + 2);
  for (let g = 0; g < groupCount; g++) lengthCount[MAX_ARCS - lengths[g]! + 1]!++;
  for (let l = 1; l < lengthCount.length; l++) lengthCount[l]! += lengthCount[l - 1]!;
  const byLength = new Int32Array(groupCount);
  for (let g = 0; g < groupCount; g++) byLength[lengthCount[MAX_ARCS - lengths[g]!]!++] = g;
  // Hash of every tail (position → old index of its first entry) of the kept groups.
  const tableSize = 1 << Math.ceil(Math.log2(n * 2 + 2));
  const table = new Int32Array(tableSize).fill(-1);
  const mask = tableSize - 1;
  // Hashed from the last entry backwards, so all tails of a group hash in one pass.
  const tailHash = new Int32Array(MAX_ARCS + 1);
  const hashTails = (at: number, len: number) => {
    let h = 0x2545f491;
    for (let i = len - 1; i >= 0; i--) {
      h = Math.imul(h ^ entries[at + i]!, 0x9e3779b1) ^ (h >>> 15);
      tailHash[i] = h & mask;
    }
  };
  const sameAt = (a: number, b: number, len: number) => {
    for (let i = 0; i < len; i++) if (entries[a + i] !== entries[b + i]) return false;
    return true;
  };
  // For each old entry index that starts a group: where it lives (old index of host + offset).
  const home = new Int32Array(n).fill(-1);
  const kept = new Uint8Array(groupCount);
  for (const g of byLength) {
    const at = starts[g]!, len = lengths[g]!;
    hashTails(at, len);
    let slot = tailHash[0]!, found = -1;
    for (let t = table[slot]!; t >= 0; t = table[slot]!) {
      if (sameAt(t, at, len) && (entries[t + len - 1]! & IS_END_BIT)) { found = t; break; }
      slot = (slot + 1) & mask;
    }
    if (found >= 0) {
      home[at] = found;
      continue;
    }
    kept[g] = 1;
    home[at] = at;
    // Register the group's proper tails as possible homes for shorter groups.
    for (let k = 1; k < len; k++) {
      let s = tailHash[k]!;
      while (table[s]! >= 0) s = (s + 1) & mask;
      table[s] = at + k;
    }
  }
  // Lay out the kept groups in their original order and remap child indices.
  const newIndex = new Int32Array(n).fill(-1);
  let used = 2;
  for (let g = 0; g < groupCount; g++) {
    if (!kept[g]) continue;
    for (let i = 0; i < lengths[g]!; i++) newIndex[starts[g]! + i] = used++;
  }
  const out = new Uint32Array(used);
  const remap = (e: number) => {
    const child = e & ARC_INDEX_MASK;
    return child ? ((e & ~ARC_INDEX_MASK) | newIndex[home[child]!]!) >>> 0 : e;
  };
  out[0] = remap(entries[0]!);
  out[1] = remap(entries[1]!);
  for (let g = 0; g < groupCount; g++) {
    if (!kept[g]) continue;
    for (let i = 0; i < lengths[g]!; i++) out[newIndex[starts[g]! + i]!] = remap(entries[starts[g]! + i]!);
  }
  return out;
}

/** Distinct sibling groups reachable from a root entry. */
export function countGroups(entries: Uint32Array, rootEntry: number): number {
  const seen = new Uint8Array(entries.length);
  const stack: number[] = [];
  const root = entries[rootEntry]! & 0x00ffffff;
  if (root === 0) return 0;
  stack.push(root);
  seen[root] = 1;
  let count = 0;
  while (stack.length) {
    const g = stack.pop()!;
    count++;
    for (let i = g; ; i++) {
      const child = entries[i]! & 0x00ffffff;
      if (child && !seen[child]) {
        seen[child] = 1;
        stack.push(child);
      }
      if (entries[i]! & IS_END_BIT) break;
    }
  }
  return count;
}
