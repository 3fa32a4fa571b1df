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
// The reversed prefixes are never written out as strings: every prefix is a node of the DAWG
// read as a trie, and rev(p) is the path from p's node up to the root, so a node and a parent
// link per prefix hold them all (prefixTrie below, sorted by sortUpwardStrings).

import { errors } from '../errors.js';
import { GroupRegister, MAX_ARCS } from './groupRegister.js';
import { ACCEPTS_BIT, ARC_INDEX_MASK, DAWG_ROOT_ENTRY, GADDAG_ROOT_ENTRY, IS_END_BIT, TILE_SHIFT } from './node.js';
import { isSortedTileStrings, sortTileStrings, sortUpwardStrings, type TileStrings, type UpwardStrings } from './sortTiles.js';

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
    const prefixes = prefixTrie(register.entries, dawg.root, dawg.prefixes);
    const order = sortUpwardStrings(prefixes);
    // The GADDAG adds about one group per reversed prefix (SOWPODS 0.84, Catalan 0.56).
    register.reserve(Math.ceil(prefixes.count * 0.85));
    gaddagRoot = builder.addReversedPrefixes(prefixes, order,
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

/** The reversed prefixes, as nodes of the DAWG read as a trie, with what each adds beyond its tiles. */
interface PrefixTrie extends UpwardStrings {
  /** Per node: the DAWG arc that ends its prefix p (accepts: p is a word; arcIndex: the group after p). */
  arc: Uint32Array;
}

/**
 * Every prefix of every word, once: node k (1..count, in depth-first order; 0 is the root)
 * holds its last tile and its parent, so rev(p) is read from the node up.
 */
function prefixTrie(entries: Uint32Array, dawgRoot: number, count: number): PrefixTrie {
  if (count >= 1 << 26) throw errors.badInput(`the word list has ${count} distinct prefixes (max ${(1 << 26) - 1})`);
  const up = new Int32Array(count + 1);
  const arc = new Uint32Array(count + 1);
  // Per depth: the entry being visited and its parent node.
  const entryAt = new Int32Array(MAX_WORD_TILES + 1);
  const parentAt = new Int32Array(MAX_WORD_TILES + 1);
  let depth = 0, node = 0;
  entryAt[0] = dawgRoot;
  while (depth >= 0) {
    const i = entryAt[depth]!, e = entries[i]!;
    const parent = parentAt[depth]!;
    node++;
    up[node] = (parent << 6) | (e >>> TILE_SHIFT);
    arc[node] = e;
    // This depth goes on with the next sibling, or is done after this arc's children.
    if (e & IS_END_BIT) depth--;
    else entryAt[depth] = i + 1;
    const child = e & ARC_INDEX_MASK;
    if (child) {
      depth++;
      entryAt[depth] = child;
      parentAt[depth] = node;
    }
  }
  if (node !== count) throw errors.internal(`the DAWG holds ${node} prefixes, the word list ${count}`);
  return { up, count, arc };
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
   * Adds every reversed prefix in sorted order (the GADDAG): its tiles read up the trie, an
   * accepting last arc where the prefix is a word, and a separator arc (tile 0, so first among
   * the arcs) to the DAWG group after the prefix.
   */
  addReversedPrefixes(trie: PrefixTrie, order: Int32Array, progress: (fraction: number) => void): number {
    const { up, arc } = trie;
    const pending = this.pending, pendingCount = this.pendingCount, previous = this.previous;
    this.begin();
    for (let k = 0; k < order.length; k++) {
      const node = order[k]!;
      const previousLength = this.previousLength;
      let q = node, d = 0;
      while (d < previousLength && q !== 0 && (up[q]! & 63) === previous[d]) {
        q = up[q]! >>> 6;
        d++;
      }
      // Distinct and sorted: this string goes on past the shared part.
      if (q === 0) throw errors.internal('unsorted input to the lexicon compiler');
      for (let c = previousLength; c > d; c--) this.close(c);
      const a = arc[node]!;
      const accepts = a & ACCEPTS_BIT;
      for (; q !== 0; d++) {
        const u = up[q]!, tile = u & 63;
        q = u >>> 6;
        previous[d] = tile;
        pending[d * MAX_ARCS + pendingCount[d]!++] = (tile << TILE_SHIFT) | (q === 0 ? accepts : 0);
        pendingCount[d + 1] = 0;
      }
      const separator = a & ARC_INDEX_MASK;
      if (separator) {
        pending[d * MAX_ARCS] = separator; // tile 0: the separator
        pendingCount[d] = 1;
      }
      this.previousLength = d;
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
