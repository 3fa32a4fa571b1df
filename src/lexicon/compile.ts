// Compiles tile strings into one flat array holding a minimal DAWG and a GADDAG that share
// nodes (layout in node.ts and docs/formats.md).
//
// Both graphs are built with Daciuk et al.'s incremental algorithm for sorted input: the states
// of the previous string that the next one does not share are final, so they are looked up in a
// register of finished sibling groups (groupRegister.ts) and either replaced by an equal group or
// stored. A group is identified by its packed entries (tile, accepts, isEnd, child group), so
// states that differ only in finality share a group: finality lives on the arcs that enter them.
//
// The GADDAG is not built from its n strings per word. After the separator, the GADDAG string
// rev(p)@s continues with exactly the completions s of the prefix p, which is the DAWG's state
// after p. So the GADDAG is the trie of reversed prefixes rev(p), each with a separator arc to
// that DAWG group and accepting where p is a word; the shared register minimises it. Same
// language and the same minimal graph as inserting every rotation, from ~4× fewer tiles
// (SOWPODS: 2.4 M rotations of 26 M tiles against 589,314 reversed prefixes).
//
// The reversed prefixes are never written out as strings: they are the nodes of the DAWG read as
// a trie, each with its first tiles packed (reversedPrefixes.ts).

import { errors } from '../errors.js';
import { GroupRegister, MAX_ARCS } from './groupRegister.js';
import { ACCEPTS_BIT, ARC_INDEX_MASK, DAWG_ROOT_ENTRY, GADDAG_ROOT_ENTRY, IS_END_BIT, TILE_SHIFT } from './node.js';
import {
  arcWord, commonPrefix, jumpWord, RECORD_TILES, reversedPrefixes, type ReversedPrefixes, sortReversedPrefixes,
  type SortedPrefixes, tilesWord,
} from './reversedPrefixes.js';
import { isSortedTileStrings, sortTileStrings, type TileStrings } from './sortTiles.js';

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

/** Progress steps: the DAWG is the first quarter, the GADDAG the rest. */
const PROGRESS_TOTAL = 1000;
const PROGRESS_DAWG = 250;

/** Compiles words given one array each, or as one flat buffer (tiling.ts: tileWordsFlat). */
export function compileLexicon(words: readonly Uint8Array[] | TileStrings, options: CompileOptions = {}): CompiledLexicon {
  const withGaddag = options.gaddag ?? true;
  const strings = Array.isArray(words) ? flatten(words) : checked(words as TileStrings);
  const report = options.progress ?? (() => {});
  // SOWPODS ends at 4.3 entries per word, Catalan and Spanish at ~2.
  const register = new GroupRegister(strings.count * (withGaddag ? 3 : 1));
  const builder = new GraphBuilder(register);
  const dawg = builder.addWords(strings, (f) => report(Math.floor(f * PROGRESS_DAWG), PROGRESS_TOTAL));
  const dawgGroups = register.groupCount, dawgEntries = register.used;
  let gaddagRoot = 0, gaddagGroups = 0;
  if (withGaddag && dawg.root) {
    const prefixes = reversedPrefixes(register.entries, dawg.root, dawg.prefixes);
    const sorted = sortReversedPrefixes(prefixes);
    // The GADDAG adds about one group per reversed prefix (SOWPODS 0.84, Catalan 0.56).
    register.reserve(Math.ceil(prefixes.count * 0.85));
    gaddagRoot = builder.addReversedPrefixes(prefixes, sorted,
      (f) => report(PROGRESS_DAWG + Math.floor(f * (PROGRESS_TOTAL - PROGRESS_DAWG)), PROGRESS_TOTAL));
    // Every group the GADDAG added is reachable from its root, and so is every DAWG group but
    // the root (the group after a prefix p, through rev(p)@); the root only if a GADDAG group is
    // equal to it or leads to it (every word of one tile: the GADDAG root is the DAWG root).
    const rootShared = gaddagRoot === dawg.root || register.linksTo(dawg.root, dawgEntries);
    gaddagGroups = register.groupCount - 1 + (rootShared ? 1 : 0);
  }
  const entries = register.finish(dawg.root, gaddagRoot);
  report(PROGRESS_TOTAL, PROGRESS_TOTAL);
  // Every DAWG group is reachable from its root (each one stored was linked from its parent).
  return { entries, wordCount: dawg.distinct, dawgNodes: dawgGroups, gaddagNodes: gaddagGroups };
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

const MAX_DEPTH = MAX_WORD_TILES + 2;

/** Daciuk's incremental construction over sorted strings, into a shared register. */
class GraphBuilder {
  // The path of the previous string: per depth, the arcs of its pending (unfinished) state,
  // packed as entries without isEnd, and the tile it took.
  private readonly pending = new Uint32Array(MAX_DEPTH * MAX_ARCS);
  private readonly pendingCount = new Int32Array(MAX_DEPTH);
  private readonly previous = new Uint8Array(MAX_DEPTH);
  private previousLength = 0;

  constructor(readonly register: GroupRegister) {}

  /**
   * Adds every word (the DAWG); returns its root group, the distinct words and the distinct
   * prefixes (the trie nodes, which are the GADDAG's reversed prefixes).
   */
  addWords(s: TileStrings, progress: (fraction: number) => void): { root: number; distinct: number; prefixes: number } {
    const { data, start, length, count } = s;
    // Word lists usually come sorted: then sorting is one comparison pass.
    const order = isSortedTileStrings(s) ? undefined : sortTileStrings(s);
    const pending = this.pending, pendingCount = this.pendingCount, previous = this.previous;
    this.begin();
    let distinct = 0, prefixes = 0;
    for (let k = 0; k < count; k++) {
      const id = order ? order[k]! : k;
      const at = start[id]!, len = length[id]!;
      const previousLength = this.previousLength;
      const limit = len < previousLength ? len : previousLength;
      let cp = 0;
      while (cp < limit && data[at + cp] === previous[cp]) cp++;
      if (cp === len) {
        if (len === previousLength) continue; // a duplicate
        throw errors.internal('unsorted input to the lexicon compiler');
      }
      for (let d = previousLength; d > cp; d--) this.close(d);
      for (let d = cp; d < len; d++) {
        const tile = data[at + d]!;
        previous[d] = tile;
        pending[d * MAX_ARCS + pendingCount[d]!++] = (tile << TILE_SHIFT) | (d === len - 1 ? ACCEPTS_BIT : 0);
        pendingCount[d + 1] = 0;
      }
      this.previousLength = len;
      prefixes += len - cp;
      distinct++;
      if ((k & 0xffff) === 0) progress(k / count);
    }
    return { root: this.end(), distinct, prefixes };
  }

  /**
   * Adds every reversed prefix in sorted order (the GADDAG): its tiles, an accepting last arc
   * where the prefix is a word, and a separator arc (tile 0, so first among the arcs) to the
   * DAWG group after the prefix.
   */
  addReversedPrefixes(prefixes: ReversedPrefixes, sorted: SortedPrefixes, progress: (fraction: number) => void): number {
    const { records } = prefixes;
    const { order, tiles0, tiles1 } = sorted;
    const pending = this.pending, pendingCount = this.pendingCount;
    this.begin();
    let previous = 0, previous0 = 0, previous1 = 0; // node 0, the root: the empty string
    for (let k = 0; k < order.length; k++) {
      const node = order[k]!, first0 = tiles0[k]!, first1 = tiles1[k]!;
      // The part shared with the previous string: leading equal 6-bit tiles of the xor.
      const x = first0 ^ previous0, y = first1 ^ previous1;
      const cp = x !== 0 ? ((Math.clz32(x) - 8) / 6) | 0
        : y !== 0 ? 4 + (((Math.clz32(y) - 8) / 6) | 0)
        : RECORD_TILES + commonPrefix(records, records[jumpWord(node)]!, records[jumpWord(previous)]!);
      for (let d = this.previousLength; d > cp; d--) this.close(d);
      // The tiles after the shared part: from the first two words, then the records.
      let d = cp, word = cp < 4 ? first0 : first1, r = node, j = cp;
      if (cp >= RECORD_TILES) {
        for (; j >= RECORD_TILES; j -= RECORD_TILES) r = records[jumpWord(r)]!;
        word = records[tilesWord(r, (j >> 2) as 0 | 1)]!;
      }
      for (;;) {
        const tile = (word >>> (18 - 6 * (j & 3))) & 63;
        if (tile === 0) break;
        pending[d * MAX_ARCS + pendingCount[d]!++] = tile << TILE_SHIFT;
        pendingCount[++d] = 0;
        if ((++j & 3) === 0) {
          if (j === RECORD_TILES) {
            r = records[jumpWord(r)]!;
            j = 0;
            word = records[tilesWord(r, 0)]!;
          } else {
            word = r === node ? first1 : records[tilesWord(r, 1)]!;
          }
        }
      }
      // Sorted and distinct: each string goes on past the part it shares with the previous one.
      if (d === cp) throw errors.internal('unsorted input to the lexicon compiler');
      const arc = records[arcWord(node)]!;
      if (arc & ACCEPTS_BIT) pending[(d - 1) * MAX_ARCS + pendingCount[d - 1]! - 1]! |= ACCEPTS_BIT;
      const separator = arc & ARC_INDEX_MASK;
      if (separator) {
        pending[d * MAX_ARCS] = separator; // tile 0: the separator
        pendingCount[d] = 1;
      }
      this.previousLength = d;
      previous = node;
      previous0 = first0;
      previous1 = first1;
      if ((k & 0xffff) === 0) progress(k / order.length);
    }
    return this.end();
  }

  private begin(): void {
    this.pendingCount.fill(0);
    this.previousLength = 0;
  }

  /** Registers what is still pending and returns the root group (0 if nothing was added). */
  private end(): number {
    for (let d = this.previousLength; d > 0; d--) this.close(d);
    return this.intern(0);
  }

  /** Registers the pending state at depth d and links it from the last arc at depth d-1. */
  private close(d: number): void {
    const group = this.intern(d);
    const slot = (d - 1) * MAX_ARCS + this.pendingCount[d - 1]! - 1;
    this.pending[slot] = this.pending[slot]! | group;
    this.pendingCount[d] = 0;
  }

  /** The group equal to the pending state at depth d (0 if it has no arcs). */
  private intern(d: number): number {
    const n = this.pendingCount[d]!;
    if (n === 0) return 0;
    const base = d * MAX_ARCS;
    this.pending[base + n - 1] = this.pending[base + n - 1]! | IS_END_BIT;
    return this.register.intern(this.pending, base, n);
  }
}

/** Distinct sibling groups reachable from a root entry (what CompiledLexicon counts; for tests and tools). */
export function countGroups(entries: Uint32Array, rootEntry: number): number {
  const root = entries[rootEntry]! & ARC_INDEX_MASK;
  if (root === 0) return 0;
  const seen = new Uint8Array(entries.length);
  let stack = new Int32Array(1024);
  let top = 0, count = 0;
  stack[top++] = root;
  seen[root] = 1;
  while (top > 0) {
    const g = stack[--top]!;
    count++;
    for (let i = g; ; i++) {
      const e = entries[i]!, child = e & ARC_INDEX_MASK;
      if (child && !seen[child]) {
        seen[child] = 1;
        if (top === stack.length) {
          const bigger = new Int32Array(stack.length * 2);
          bigger.set(stack);
          stack = bigger;
        }
        stack[top++] = child;
      }
      if (e & IS_END_BIT) break;
    }
  }
  return count;
}
