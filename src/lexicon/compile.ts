// Compiles tile strings into one flat array holding a minimal DAWG and a GADDAG that share
// nodes (layout in node.ts and docs/formats.md).
//
// Both graphs are built with Daciuk et al.'s incremental algorithm for sorted input: the states
// of the previous string that the next one does not share are final, so they are looked up in a
// register of finished sibling groups and either replaced by an equal group or emitted. A group
// is identified by its packed entries (tile, accepts, isEnd, child group), so states that differ
// only in finality share a group: finality lives on the arcs that enter them.
//
// The GADDAG is not built from its n strings per word. After the separator, the GADDAG string
// rev(p)@s continues with exactly the completions s of the prefix p, which is the DAWG's state
// after p. So the GADDAG is the trie of reversed prefixes rev(p), each with a separator arc to
// that DAWG group and accepting where p is a word; one shared register minimises it. Same
// language and the same minimal graph as inserting every rotation, from ~4× fewer tiles
// (SOWPODS: 2.4 M rotations of 26 M tiles against ~1 M reversed prefixes).

import { errors } from '../errors.js';
import {
  ACCEPTS_BIT, ARC_INDEX_MASK, DAWG_ROOT_ENTRY, GADDAG_ROOT_ENTRY, IS_END_BIT, MAX_ENTRIES, SEPARATOR, TILE_SHIFT,
  packEntry,
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

/** Compiles words given one array each, or as one flat buffer (store.tileWordsFlat). */
export function compileLexicon(words: readonly Uint8Array[] | TileStrings, options: CompileOptions = {}): CompiledLexicon {
  const withGaddag = options.gaddag ?? true;
  const builder = new GroupBuilder();
  const dawgStrings = Array.isArray(words) ? flatten(words) : checked(words as TileStrings);
  const total = dawgStrings.count * (withGaddag ? 5 : 1);
  const report = options.progress ?? (() => {});
  const dawg = builder.addSorted(dawgStrings, sortTileStrings(dawgStrings), (n) => report(n, total));
  const wordCount = dawg.distinct;
  let gaddagRoot = 0;
  if (withGaddag) {
    const prefixes = reversedPrefixes(builder.built(), dawg.root);
    const base = dawgStrings.count;
    gaddagRoot = builder.addSorted(prefixes.strings, sortTileStrings(prefixes.strings), (n) => report(base + n, total),
      prefixes).root;
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

function checked(s: TileStrings): TileStrings {
  for (let i = 0; i < s.count; i++) {
    if (s.length[i] === 0) throw errors.badInput('the word list holds an empty word');
  }
  return s;
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

/** What each reversed prefix adds beyond its tiles (see the top of this file). */
interface PrefixArcs {
  /** Per string: the reversed prefix, read forwards, is a word. */
  accepts: Uint8Array;
  /** Per string: the DAWG group after the prefix (0 = none), target of the separator arc. */
  separatorChild: Int32Array;
}

/** Every prefix p of every word, reversed, with its DAWG group and whether p is a word. */
function reversedPrefixes(entries: Uint32Array, dawgRoot: number): PrefixArcs & { strings: TileStrings } {
  // A depth-first walk of the DAWG as a trie: each arc taken is one distinct prefix.
  let count = 0, bytes = 0;
  const path: number[] = [];
  const visit = (group: number, emit: (depth: number, e: number) => void) => {
    for (let i = group; ; i++) {
      const e = entries[i]!;
      path.push(e >>> TILE_SHIFT);
      emit(path.length, e);
      const child = e & ARC_INDEX_MASK;
      if (child) visit(child, emit);
      path.pop();
      if (e & IS_END_BIT) break;
    }
  };
  if (dawgRoot) visit(dawgRoot, (depth) => { count++; bytes += depth; });
  const data = new Uint8Array(bytes);
  const start = new Int32Array(count);
  const length = new Uint8Array(count);
  const accepts = new Uint8Array(count);
  const separatorChild = new Int32Array(count);
  let s = 0, at = 0;
  if (dawgRoot) {
    visit(dawgRoot, (depth, e) => {
      start[s] = at;
      length[s] = depth;
      for (let k = depth - 1; k >= 0; k--) data[at++] = path[k]!;
      accepts[s] = e & ACCEPTS_BIT ? 1 : 0;
      separatorChild[s] = e & ARC_INDEX_MASK;
      s++;
    });
  }
  return { strings: { data, start, length, count }, accepts, separatorChild };
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

  /**
   * Adds strings in the given sorted order; returns the root group and the distinct count. Without
   * `arcs` every string is a word; with them, string k accepts only if arcs.accepts[k], and its
   * end state gets a separator arc to arcs.separatorChild[k] (tile 0 sorts before any other).
   */
  addSorted(s: TileStrings, order: Int32Array, progress: (n: number) => void, arcs?: PrefixArcs): { root: number; distinct: number } {
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
      const accepts = arcs ? arcs.accepts[id] === 1 : true;
      for (let d = cp; d < len; d++) {
        const slot = d * MAX_ARCS + pendingCount[d]!++;
        pending[slot] = packEntry(data[st + d]!, d === len - 1 && accepts, false, 0);
        pendingCount[d + 1] = 0;
      }
      const separator = arcs ? arcs.separatorChild[id]! : 0;
      if (separator) {
        pending[len * MAX_ARCS] = packEntry(SEPARATOR, false, false, separator);
        pendingCount[len] = 1;
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

  /** The groups registered so far (a view, valid until the next registration). */
  built(): Uint32Array {
    return this.entries.subarray(0, this.used);
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
      let s = tailHash[k]!, known = false;
      for (let t = table[s]!; t >= 0; t = table[s]!) {
        if (sameAt(t, at + k, len - k)) { known = true; break; }
        s = (s + 1) & mask;
      }
      if (!known) table[s] = at + k;
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
