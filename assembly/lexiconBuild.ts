// The lexicon compiler: tile strings in, the flat DAWG + GADDAG entry array out (layout in
// src/lexicon/node.ts and docs/formats.md). A module of its own (build/lexiconBuild.wasm), with
// its own memory, driven by src/lexicon/compile.ts, which says what it computes and why; this file
// says how. One compile per instance.
//
// In WebAssembly rather than TypeScript because a build runs once per process. The same
// algorithm in TypeScript took 1.5× the time of a SOWPODS build (main thread 0.58 s against
// 0.39 s, on the same loaded 2-core machine): its hot loops ran in baseline code while the
// optimising compiler worked on them (30-100 ms per loop) and again after every branch it had not
// seen, and its hash lookups cost more once optimised.
//
// Memory: a bump allocator over linear memory (fresh pages are zero). The entry array gets
// 64 MB of address space up front, so it never moves (untouched pages cost no memory); the words
// are released after the DAWG, and the GADDAG's scratch before tail sharing.

import { ACCEPTS_BIT, ARC_INDEX_MASK, IS_END_BIT, TILE_SHIFT } from './lexicon';

// @ts-ignore: decorator
@inline const MAX_WORD_TILES: i32 = 63;
// @ts-ignore: decorator
@inline const MAX_DEPTH: i32 = MAX_WORD_TILES + 2;
/** Most arcs in a group (tiles 0..63). */
// @ts-ignore: decorator
@inline const MAX_ARCS: i32 = 64;
// @ts-ignore: decorator
@inline const MAX_ENTRIES: u32 = ARC_INDEX_MASK + 1;
// @ts-ignore: decorator
@inline const GOLDEN: u32 = 0x9e3779b1;
// @ts-ignore: decorator
@inline const HASH_SEED: u32 = 0x2545f491;

/** compile() results other than 0. */
// @ts-ignore: decorator
@inline const TOO_MANY_ENTRIES: i32 = 1;
// @ts-ignore: decorator
@inline const UNSORTED: i32 = 2;

/** Reports progress to the host, in thousandths. */
// @ts-ignore: decorator
@external("env", "progress")
declare function progress(permille: i32): void;

// ─── memory ──────────────────────────────────────────────────────────────────────────────

let top: usize = __heap_base;
/** Highest top so far: memory above it has never been used, and is zero. */
let highWater: usize = __heap_base;

function alloc(bytes: usize): usize {
  const at = (top + 15) & ~(<usize>15);
  const end = at + bytes;
  const have = (<usize>memory.size()) << 16;
  if (end > have) {
    // At least doubling: the host runs a full garbage collection on every growth (~5 ms each).
    const pages = <i32>max((end - have + 0xffff) >>> 16, have >>> 16);
    if (memory.grow(pages) < 0) unreachable();
  }
  top = end;
  return at;
}

/** alloc, zero-filled (writing zeros only where a released region is used again). */
function allocZero(bytes: usize): usize {
  const at = alloc(bytes);
  if (at < highWater) memory.fill(at, 0, min(bytes, highWater - at));
  highWater = max(highWater, top);
  return at;
}

/** Frees everything allocated from `mark` on, for reuse. */
function release(mark: usize): void {
  highWater = max(highWater, top);
  top = mark;
}

// @ts-ignore: decorator
@inline function ld32(base: usize, i: i32): u32 {
  return load<u32>(base + ((<usize>i) << 2));
}
// @ts-ignore: decorator
@inline function st32(base: usize, i: i32, v: u32): void {
  store<u32>(base + ((<usize>i) << 2), v);
}
// @ts-ignore: decorator
@inline function ld8(base: usize, i: i32): u32 {
  return load<u8>(base + <usize>i);
}

// ─── input and results ───────────────────────────────────────────────────────────────────

// The words: string k is tiles data[start[k] .. start[k] + length[k]).
let count: i32 = 0;
let wordsBase: usize = 0;
let inStart: usize = 0;
let inLength: usize = 0;
let inData: usize = 0;

/**
 * Room for `words` strings of `tiles` tiles in all. Returns where start[] (i32 each) begins;
 * length[] (u8 each) follows it, then the tiles (u8 each).
 */
export function input(words: i32, tiles: i32): usize {
  count = words;
  // What lives through the whole compile first, the words last: they are released after the DAWG.
  entries = alloc((<usize>MAX_ENTRIES) << 2);
  pending = alloc((<usize>(MAX_DEPTH * MAX_ARCS)) << 2);
  pendingCount = alloc((<usize>MAX_DEPTH) << 2);
  previous = alloc(<usize>MAX_DEPTH);
  // Tables for a DAWG of a quarter as many groups as words (SOWPODS has 0.29, Catalan 0.10); a
  // table that grows during the DAWG lands above the words and keeps them from being released.
  const groups = (words >> 2) + 1024;
  newTable(singles, 12);
  newTable(multiples, 12);
  reserve(singles, (groups >> 1) + (groups >> 4));
  reserve(multiples, (groups >> 1) - (groups >> 4));
  wordsBase = top;
  inStart = alloc(((<usize>words) << 2) + <usize>words + <usize>tiles);
  inLength = inStart + ((<usize>words) << 2);
  inData = inLength + <usize>words;
  return inStart;
}

let entries: usize = 0;
let used: i32 = 2;
let groupCount: i32 = 0;
let wordCount: i32 = 0;
let dawgGroupCount: i32 = 0;
let gaddagGroupCount: i32 = 0;

export function resultEntries(): usize {
  return entries;
}
export function resultEntryCount(): i32 {
  return used;
}
export function resultWordCount(): i32 {
  return wordCount;
}
export function resultDawgGroups(): i32 {
  return dawgGroupCount;
}
export function resultGaddagGroups(): i32 {
  return gaddagGroupCount;
}

/** Compiles the input; 0, or TOO_MANY_ENTRIES / UNSORTED (an internal error). */
export function compile(withGaddag: bool): i32 {
  const order: usize = isSorted() ? 0 : sortWords();
  const dawgRoot = addWords(order);
  if (failed) return failed;
  // The words (and their sort) are done with, unless a table grew above them.
  if (tablesEnd <= wordsBase) release(wordsBase);
  const dawgGroups = groupCount, dawgEntries = used;
  let gaddagRoot: u32 = 0;
  gaddagGroupCount = 0;
  if (withGaddag && dawgRoot != 0) {
    // The GADDAG adds about one group per reversed prefix (SOWPODS 0.84, Catalan 0.56); size
    // the tables once for all of them (56% of SOWPODS's groups have one arc).
    const expected = groupCount + <i32>(<f64>prefixCount * 0.85);
    reserve(singles, <i32>(<f64>expected * 0.56));
    reserve(multiples, <i32>(<f64>expected * 0.44));
    const scratch = top;
    buildRecords(dawgRoot);
    if (failed) return failed;
    sortRecords();
    gaddagRoot = addReversedPrefixes();
    if (failed) return failed;
    // Every group the GADDAG added is reachable from its root, and so is every DAWG group but the
    // root (the group after a prefix p, through rev(p)@); the root only if a GADDAG group is
    // equal to it or leads to it (every word of one tile: the GADDAG root is the DAWG root).
    const rootShared = gaddagRoot == dawgRoot || linksTo(dawgRoot, dawgEntries);
    gaddagGroupCount = groupCount - 1 + (rootShared ? 1 : 0);
    // Records and sort arrays are done with; a table that grew during the pass lives above them.
    release(max(scratch, tablesEnd));
  }
  // Every DAWG group is reachable from its root (each one stored was linked from its parent).
  dawgGroupCount = dawgGroups;
  finish(dawgRoot, gaddagRoot);
  progress(1000);
  return 0;
}

let failed: i32 = 0;

// ─── sorting the words ───────────────────────────────────────────────────────────────────

/** Compares words a and b from tile d on: tile order, shorter first on a shared prefix. */
function compareWords(a: i32, b: i32, d: i32): i32 {
  const la = <i32>ld8(inLength, a), lb = <i32>ld8(inLength, b);
  const sa = inData + <usize>ld32(inStart, a), sb = inData + <usize>ld32(inStart, b);
  const n = la < lb ? la : lb;
  for (let i = d; i < n; i++) {
    const diff = <i32>load<u8>(sa + <usize>i) - <i32>load<u8>(sb + <usize>i);
    if (diff != 0) return diff;
  }
  return la - lb;
}

/** Word lists usually come sorted (then sorting is this one pass). */
function isSorted(): bool {
  for (let k = 1; k < count; k++) if (compareWords(k - 1, k, 0) > 0) return false;
  return true;
}

// @ts-ignore: decorator
@inline const SMALL: i32 = 16;

/** MSD radix sort of the words; returns order[] (i32 each). */
function sortWords(): usize {
  const order = alloc((<usize>count) << 2);
  const tmp = alloc((<usize>count) << 2);
  const key = alloc(<usize>count);
  const counts = alloc(66 << 2);
  const stack = alloc((<usize>(3 * 64 * MAX_DEPTH)) << 2);
  for (let i = 0; i < count; i++) st32(order, i, i);
  let sp = 0;
  st32(stack, sp++, 0);
  st32(stack, sp++, count);
  st32(stack, sp++, 0);
  while (sp > 0) {
    const d = <i32>ld32(stack, --sp), hi = <i32>ld32(stack, --sp), lo = <i32>ld32(stack, --sp);
    if (hi - lo < SMALL) {
      for (let i = lo + 1; i < hi; i++) {
        const x = ld32(order, i);
        let j = i - 1;
        while (j >= lo && compareWords(<i32>ld32(order, j), <i32>x, d) > 0) {
          st32(order, j + 1, ld32(order, j));
          j--;
        }
        st32(order, j + 1, x);
      }
      continue;
    }
    memory.fill(counts, 0, 66 << 2);
    for (let k = lo; k < hi; k++) {
      const id = <i32>ld32(order, k);
      const c: u32 = d < <i32>ld8(inLength, id) ? load<u8>(inData + <usize>ld32(inStart, id) + <usize>d) + 1 : 0;
      store<u8>(key + <usize>k, <u8>c);
      st32(counts, c + 1, ld32(counts, c + 1) + 1);
    }
    st32(counts, 0, lo);
    for (let c = 1; c < 66; c++) st32(counts, c, ld32(counts, c) + ld32(counts, c - 1));
    for (let k = lo; k < hi; k++) {
      const c = <i32>ld8(key, k);
      const slot = <i32>ld32(counts, c);
      st32(counts, c, slot + 1);
      st32(tmp, slot, ld32(order, k));
    }
    memory.copy(order + ((<usize>lo) << 2), tmp + ((<usize>lo) << 2), (<usize>(hi - lo)) << 2);
    // counts[c] is now the end of bucket c; bucket 0 (ended strings) needs no work.
    let bucketStart = <i32>ld32(counts, 0);
    for (let c = 1; c < 65; c++) {
      const bucketEnd = <i32>ld32(counts, c);
      if (bucketEnd - bucketStart > 1) {
        st32(stack, sp++, bucketStart);
        st32(stack, sp++, bucketEnd);
        st32(stack, sp++, d + 1);
      }
      bucketStart = bucketEnd;
    }
  }
  return order;
}

// ─── the register of groups ──────────────────────────────────────────────────────────────
//
// Two open-addressing tables of (key, group) pairs, group 0 an empty slot (groups start at 2),
// at most 5/8 full. A group of one arc is keyed by that arc, so a hit reads no entries; longer
// groups by a hash taken from the last arc back, which gives tail sharing every tail's hash in
// one pass.

/** A table: [slots, shift, count] as u32s in a small block. */
const singles = memory.data(12);
const multiples = memory.data(12);
let tablesEnd: usize = 0;

// @ts-ignore: decorator
@inline function tableSlots(t: usize): usize {
  return <usize>load<u32>(t);
}
// @ts-ignore: decorator
@inline function tableShift(t: usize): u32 {
  return load<u32>(t, 4);
}
// @ts-ignore: decorator
@inline function tableMask(t: usize): u32 {
  return (<u32>0xffffffff) >>> tableShift(t);
}
// @ts-ignore: decorator
@inline function home(t: usize, key: u32): u32 {
  return ((key ^ (key >>> 16)) * GOLDEN) >>> tableShift(t);
}

function newTable(t: usize, bits: u32): void {
  const slots = allocZero((<usize>8) << bits);
  store<u32>(t, <u32>slots);
  store<u32>(t, 32 - bits, 4);
  tablesEnd = top;
}

/** Rehashes into a table of 2^bits slots. */
function growTable(t: usize, bits: u32): void {
  const old = tableSlots(t), oldSize = tableMask(t) + 1;
  newTable(t, bits);
  const slots = tableSlots(t), mask = tableMask(t);
  for (let i: u32 = 0; i < oldSize; i++) {
    const pair = old + ((<usize>i) << 3);
    const group = load<u32>(pair, 4);
    if (group == 0) continue;
    const key = load<u32>(pair);
    let s = home(t, key);
    while (load<u32>(slots + ((<usize>s) << 3), 4) != 0) s = (s + 1) & mask;
    store<u32>(slots + ((<usize>s) << 3), key);
    store<u32>(slots + ((<usize>s) << 3), group, 4);
  }
}

/** Grows the table now (one rehash) to hold `keys` keys without growing again. */
function reserve(t: usize, keys: i32): void {
  let bits = 32 - tableShift(t);
  while ((<u64>keys) * 8 > ((<u64>1) << bits) * 5) bits++;
  if (bits > 32 - tableShift(t)) growTable(t, bits);
}

/** Fills the empty slot s; grows the table when it gets too full. */
function put(t: usize, s: u32, key: u32, group: u32): void {
  const pair = tableSlots(t) + ((<usize>s) << 3);
  store<u32>(pair, key);
  store<u32>(pair, group, 4);
  const n = load<u32>(t, 8) + 1;
  store<u32>(t, n, 8);
  if ((<u64>n) * 8 > (<u64>(tableMask(t) + 1)) * 5) growTable(t, 33 - tableShift(t));
}

/** The group of one arc `key`, or -1 - the empty slot where it would go. */
function findSingle(key: u32): i32 {
  const slots = tableSlots(singles), mask = tableMask(singles);
  for (let s = home(singles, key); ; s = (s + 1) & mask) {
    const pair = slots + ((<usize>s) << 3);
    const group = load<u32>(pair, 4);
    if (group == 0) return -1 - <i32>s;
    if (load<u32>(pair) == key) return <i32>group;
  }
  return unreachable();
}

/** The group of n > 1 arcs equal to arcs[0..n) with hash h, or -1 - the empty slot where it would go. */
function findMultiple(h: u32, arcs: usize, n: i32): i32 {
  const slots = tableSlots(multiples), mask = tableMask(multiples);
  for (let s = home(multiples, h); ; s = (s + 1) & mask) {
    const pair = slots + ((<usize>s) << 3);
    const group = load<u32>(pair, 4);
    if (group == 0) return -1 - <i32>s;
    if (load<u32>(pair) != h) continue;
    const stored = entries + ((<usize>group) << 2);
    let same = true;
    for (let i = 0; i < n; i++) {
      if (ld32(stored, i) != ld32(arcs, i)) {
        same = false;
        break;
      }
    }
    // Equal arcs with isEnd only on the last: the stored group has the same length.
    if (same) return <i32>group;
  }
  return unreachable();
}

// @ts-ignore: decorator
@inline function mixHash(h: u32, entry: u32): u32 {
  h = (h ^ entry) * GOLDEN;
  return h ^ (h >>> 15);
}

/** The group equal to arcs[0..n) (the last flagged isEnd): an equal one stored, or these stored now. */
function intern(arcs: usize, n: i32): u32 {
  if (n == 1) {
    const key = load<u32>(arcs);
    const found = findSingle(key);
    if (found > 0) return <u32>found;
    const group = store_(arcs, 1);
    put(singles, <u32>(-1 - found), key, group);
    return group;
  }
  let h = HASH_SEED;
  for (let i = n - 1; i >= 0; i--) h = mixHash(h, ld32(arcs, i));
  const found = findMultiple(h, arcs, n);
  if (found > 0) return <u32>found;
  const group = store_(arcs, n);
  put(multiples, <u32>(-1 - found), h, group);
  return group;
}

function store_(arcs: usize, n: i32): u32 {
  const group = used;
  if (<u32>(group + n) > MAX_ENTRIES) {
    failed = TOO_MANY_ENTRIES;
    return 0;
  }
  memory.copy(entries + ((<usize>group) << 2), arcs, (<usize>n) << 2);
  used = group + n;
  groupCount++;
  return <u32>group;
}

/** Whether an arc of a group stored from entry `from` on leads to `group`. */
function linksTo(group: u32, from: i32): bool {
  for (let i = from; i < used; i++) if ((ld32(entries, i) & ARC_INDEX_MASK) == group) return true;
  return false;
}

// ─── Daciuk's construction over sorted strings ───────────────────────────────────────────
//
// The path of the previous string: per depth, the arcs of its pending (unfinished) state,
// packed as entries without isEnd, and (for the words) the tile it took.

let pending: usize = 0;
let pendingCount: usize = 0;
let previous: usize = 0;
let previousLength: i32 = 0;
let prefixCount: i32 = 0;

// @ts-ignore: decorator
@inline function pendingAt(d: i32): usize {
  return pending + ((<usize>(d * MAX_ARCS)) << 2);
}

/** Appends an arc to the pending state at depth d, and starts an empty state below it. */
// @ts-ignore: decorator
@inline function pushArc(d: i32, arc: u32): void {
  const n = <i32>ld32(pendingCount, d);
  st32(pendingAt(d), n, arc);
  st32(pendingCount, d, n + 1);
  st32(pendingCount, d + 1, 0);
}

/** The group equal to the pending state at depth d (0 if it has no arcs). */
function internPending(d: i32): u32 {
  const n = <i32>ld32(pendingCount, d);
  if (n == 0) return 0;
  const arcs = pendingAt(d);
  st32(arcs, n - 1, ld32(arcs, n - 1) | IS_END_BIT);
  return intern(arcs, n);
}

/** Registers the pending state at depth d and links it from the last arc at depth d-1. */
function close(d: i32): void {
  const group = internPending(d);
  const arcs = pendingAt(d - 1), last = <i32>ld32(pendingCount, d - 1) - 1;
  st32(arcs, last, ld32(arcs, last) | group);
  st32(pendingCount, d, 0);
}

function begin(): void {
  memory.fill(pendingCount, 0, (<usize>MAX_DEPTH) << 2);
  previousLength = 0;
}

/** Registers what is still pending and returns the root group (0 if nothing was added). */
function end(): u32 {
  for (let d = previousLength; d > 0; d--) close(d);
  return internPending(0);
}

/** Adds every word (the DAWG), in `order` (0: as given); counts the words and their prefixes. */
function addWords(order: usize): u32 {
  begin();
  let distinct = 0, prefixes = 0;
  for (let k = 0; k < count; k++) {
    const id = order ? <i32>ld32(order, k) : k;
    const at = inData + <usize>ld32(inStart, id), len = <i32>ld8(inLength, id);
    const limit = len < previousLength ? len : previousLength;
    let cp = 0;
    while (cp < limit && load<u8>(at + <usize>cp) == load<u8>(previous + <usize>cp)) cp++;
    if (cp == len) {
      if (len == previousLength) continue; // a duplicate
      failed = UNSORTED;
      return 0;
    }
    for (let d = previousLength; d > cp; d--) close(d);
    for (let d = cp; d < len; d++) {
      const tile = <u32>load<u8>(at + <usize>d);
      store<u8>(previous + <usize>d, <u8>tile);
      pushArc(d, (tile << TILE_SHIFT) | (d == len - 1 ? ACCEPTS_BIT : 0));
    }
    previousLength = len;
    prefixes += len - cp;
    distinct++;
    if ((k & 0xffff) == 0) progress(<i32>(250 * <f64>k / <f64>count));
  }
  wordCount = distinct;
  prefixCount = prefixes;
  return end();
}

// ─── the reversed prefixes (src/lexicon/compile.ts: why these make the GADDAG) ───────────
//
// Every prefix p of every word is a node of the DAWG read as a trie, and rev(p) is the path from
// its node up to the root. A record per node (node 0, the root, is all zeros):
//
//   word 0   tiles 0-3 of rev(p)   ┌──┬──────┬──────┬──────┬──────┐  6 bits a tile, first tile
//   word 1   tiles 4-7             │00│ t0   │ t1   │ t2   │ t3   │  highest; 0 past the end, so
//                                  └──┴──────┴──────┴──────┴──────┘  shorter strings sort first
//   word 2   the node 8 levels up: its record holds tiles 8-15 (0 when p has at most 8 tiles)
//   word 3   the DAWG arc that ends p (accepts: p is a word; arcIndex: the group after p)
//
// So comparing strings is comparing words, and the common prefix of two is a count of leading
// zero bits of their xor. Built in one depth-first pass: a node's tiles are its own tile, then
// its parent's, shifted.

// @ts-ignore: decorator
@inline const RECORD_TILES: i32 = 8;
let records: usize = 0;

// @ts-ignore: decorator
@inline function rec(node: u32, word: i32): u32 {
  return load<u32>(records + ((<usize>node) << 4) + ((<usize>word) << 2));
}

function buildRecords(dawgRoot: u32): void {
  const n = prefixCount;
  records = alloc((<usize>(n + 1)) << 4);
  memory.fill(records, 0, 16);
  // Per depth on the current path: the next entry to visit in the group there (-1: done), and
  // the node reached and its two tile words.
  const path = alloc((<usize>(4 * MAX_DEPTH)) << 2);
  const entryAt = path, pathNode = path + (<usize>MAX_DEPTH << 2);
  const pathTiles0 = pathNode + (<usize>MAX_DEPTH << 2), pathTiles1 = pathTiles0 + (<usize>MAX_DEPTH << 2);
  st32(pathTiles0, 0, 0);
  st32(pathTiles1, 0, 0);
  let depth = 1, node: u32 = 0;
  st32(entryAt, 1, dawgRoot);
  while (depth > 0) {
    const i = <i32>ld32(entryAt, depth);
    if (i < 0) {
      depth--;
      continue;
    }
    const e = ld32(entries, i);
    st32(entryAt, depth, e & IS_END_BIT ? <u32>-1 : <u32>(i + 1));
    node++;
    // rev(p) is p's last tile, then rev(parent): the parent's tiles move one place on.
    const parent0 = ld32(pathTiles0, depth - 1), parent1 = ld32(pathTiles1, depth - 1);
    const tiles0 = ((e >>> TILE_SHIFT) << 18) | (parent0 >>> 6);
    const tiles1 = ((parent0 & 63) << 18) | (parent1 >>> 6);
    const at = records + ((<usize>node) << 4);
    store<u32>(at, tiles0);
    store<u32>(at, tiles1, 4);
    store<u32>(at, depth > RECORD_TILES ? ld32(pathNode, depth - RECORD_TILES) : 0, 8);
    store<u32>(at, e, 12);
    st32(pathNode, depth, node);
    st32(pathTiles0, depth, tiles0);
    st32(pathTiles1, depth, tiles1);
    const child = e & ARC_INDEX_MASK;
    if (child) st32(entryAt, ++depth, child);
  }
  if (<i32>node != n) failed = UNSORTED;
}

// The strings in sorted order: their nodes, and (moved along, so reading them is sequential)
// their first 8 tiles.
let sortedNodes: usize = 0;
let sortedTiles0: usize = 0;
let sortedTiles1: usize = 0;

// @ts-ignore: decorator
@inline const WIDE: i32 = 4096;

/**
 * Sorts the nodes by their strings (shorter first on a shared prefix): MSD radix sort by one tile,
 * or two for wide ranges, read from the moved tile words; past 8 tiles, from the records.
 */
function sortRecords(): void {
  const n = prefixCount;
  const bytes = (<usize>n) << 2;
  sortedNodes = alloc(bytes);
  sortedTiles0 = alloc(bytes);
  sortedTiles1 = alloc(bytes);
  for (let i = 0; i < n; i++) {
    st32(sortedNodes, i, i + 1);
    st32(sortedTiles0, i, rec(i + 1, 0));
    st32(sortedTiles1, i, rec(i + 1, 1));
  }
  const tmp = alloc(bytes);
  const digits = alloc((<usize>n) << 1);
  const counts = alloc(4097 << 2);
  const next = alloc(4097 << 2);
  const stack = alloc((<usize>(3 * 64 * MAX_DEPTH)) << 2);
  let sp = 0;
  st32(stack, sp++, 0);
  st32(stack, sp++, n);
  st32(stack, sp++, 0);
  while (sp > 0) {
    const d = <i32>ld32(stack, --sp), hi = <i32>ld32(stack, --sp), lo = <i32>ld32(stack, --sp);
    if (hi - lo < SMALL) {
      insertionSortRecords(lo, hi, d);
      continue;
    }
    // Two tiles when the range is wide and they sit in one word (tiles 0-1, 2-3, 4-5, 6-7).
    const pair = hi - lo >= WIDE && (d & 1) == 0;
    const buckets = pair ? 4096 : 64;
    const shift = <u32>(pair ? 12 - 6 * (d & 3) : 18 - 6 * (d & 3)), mask: u32 = pair ? 4095 : 63;
    memory.fill(counts, 0, (<usize>(buckets + 1)) << 2);
    for (let k = lo; k < hi; k++) {
      let word: u32;
      if (d < RECORD_TILES) {
        word = ld32(d < 4 ? sortedTiles0 : sortedTiles1, k);
      } else {
        let node = ld32(sortedNodes, k);
        for (let j = d; j >= RECORD_TILES; j -= RECORD_TILES) node = rec(node, 2);
        word = rec(node, (d & 7) >> 2);
      }
      const digit = (word >>> shift) & mask;
      store<u16>(digits + ((<usize>k) << 1), <u16>digit);
      st32(counts, digit + 1, ld32(counts, digit + 1) + 1);
    }
    st32(counts, 0, lo);
    for (let b = 1; b <= buckets; b++) st32(counts, b, ld32(counts, b) + ld32(counts, b - 1));
    // counts[b] is now the first slot of bucket b.
    scatter(sortedNodes, lo, hi, digits, counts, next, buckets, tmp);
    scatter(sortedTiles0, lo, hi, digits, counts, next, buckets, tmp);
    scatter(sortedTiles1, lo, hi, digits, counts, next, buckets, tmp);
    // A bucket whose (last) tile is 0 holds the one string that ends there: nothing to sort.
    const step = pair ? 2 : 1;
    for (let b = 1; b < buckets; b++) {
      const bucketStart = <i32>ld32(counts, b), bucketEnd = <i32>ld32(counts, b + 1);
      if (bucketEnd - bucketStart > 1 && (b & 63) != 0) {
        st32(stack, sp++, bucketStart);
        st32(stack, sp++, bucketEnd);
        st32(stack, sp++, d + step);
      }
    }
  }
}

function scatter(a: usize, lo: i32, hi: i32, digits: usize, counts: usize, next: usize, buckets: i32, tmp: usize): void {
  memory.copy(next, counts, (<usize>buckets) << 2);
  for (let k = lo; k < hi; k++) {
    const digit = <i32>load<u16>(digits + ((<usize>k) << 1));
    const slot = <i32>ld32(next, digit);
    st32(next, digit, slot + 1);
    st32(tmp, slot, ld32(a, k));
  }
  memory.copy(a + ((<usize>lo) << 2), tmp + ((<usize>lo) << 2), (<usize>(hi - lo)) << 2);
}

function insertionSortRecords(lo: i32, hi: i32, d: i32): void {
  for (let i = lo + 1; i < hi; i++) {
    const x = ld32(sortedNodes, i), x0 = ld32(sortedTiles0, i), x1 = ld32(sortedTiles1, i);
    let j = i - 1;
    while (j >= lo && compareRecords(ld32(sortedNodes, j), ld32(sortedTiles0, j), ld32(sortedTiles1, j), x, x0, x1, d) > 0) {
      st32(sortedNodes, j + 1, ld32(sortedNodes, j));
      st32(sortedTiles0, j + 1, ld32(sortedTiles0, j));
      st32(sortedTiles1, j + 1, ld32(sortedTiles1, j));
      j--;
    }
    st32(sortedNodes, j + 1, x);
    st32(sortedTiles0, j + 1, x0);
    st32(sortedTiles1, j + 1, x1);
  }
}

/**
 * Compares the strings of nodes a and b (first tile words a0 a1, b0 b1) from tile d on. They
 * share the tiles before d, so whole words compare as the tiles from d on do: the first differing
 * tile holds the highest differing bits.
 */
function compareRecords(a: u32, a0: u32, a1: u32, b: u32, b0: u32, b1: u32, d: i32): i32 {
  if (d < 4 && a0 != b0) return a0 < b0 ? -1 : 1;
  if (d < RECORD_TILES && a1 != b1) return a1 < b1 ? -1 : 1;
  for (;;) {
    a = rec(a, 2);
    b = rec(b, 2);
    if (a == 0 && b == 0) return 0;
    const x = rec(a, 0), y = rec(b, 0);
    if (x != y) return x < y ? -1 : 1;
    const x1 = rec(a, 1), y1 = rec(b, 1);
    if (x1 != y1) return x1 < y1 ? -1 : 1;
  }
  return unreachable();
}

/** Length of the common prefix of the strings of nodes a and b (which differ), from their records. */
function commonPrefix(a: u32, b: u32): i32 {
  for (let base = 0; ; base += RECORD_TILES) {
    const x = rec(a, 0) ^ rec(b, 0);
    // The tiles fill the low 24 bits, 6 each, first tile highest.
    if (x != 0) return base + (<i32>clz(x) - 8) / 6;
    const y = rec(a, 1) ^ rec(b, 1);
    if (y != 0) return base + 4 + (<i32>clz(y) - 8) / 6;
    a = rec(a, 2);
    b = rec(b, 2);
    if (a == b) return -1; // the same string twice: cannot happen in a trie
  }
  return unreachable();
}

/**
 * Adds every reversed prefix in sorted order (the GADDAG): its tiles, an accepting last arc where
 * the prefix is a word, and a separator arc (tile 0, so first among the arcs) to the DAWG group
 * after the prefix.
 */
function addReversedPrefixes(): u32 {
  begin();
  const n = prefixCount;
  let previousNode: u32 = 0, previous0: u32 = 0, previous1: u32 = 0; // the root: the empty string
  for (let k = 0; k < n; k++) {
    const node = ld32(sortedNodes, k), first0 = ld32(sortedTiles0, k), first1 = ld32(sortedTiles1, k);
    // The part shared with the previous string: leading equal 6-bit tiles of the xor.
    const x = first0 ^ previous0, y = first1 ^ previous1;
    let cp: i32;
    if (x != 0) cp = (<i32>clz(x) - 8) / 6;
    else if (y != 0) cp = 4 + (<i32>clz(y) - 8) / 6;
    else {
      const rest = commonPrefix(rec(node, 2), rec(previousNode, 2));
      if (rest < 0) {
        failed = UNSORTED;
        return 0;
      }
      cp = RECORD_TILES + rest;
    }
    for (let d = previousLength; d > cp; d--) close(d);
    // The tiles after the shared part: from the first two words, then the records.
    let r = node, j = cp, d = cp;
    let word = cp < 4 ? first0 : first1;
    if (cp >= RECORD_TILES) {
      for (; j >= RECORD_TILES; j -= RECORD_TILES) r = rec(r, 2);
      word = rec(r, j >> 2);
    }
    for (;;) {
      const tile = (word >>> <u32>(18 - 6 * (j & 3))) & 63;
      if (tile == 0) break;
      pushArc(d, tile << TILE_SHIFT);
      d++;
      if ((++j & 3) == 0) {
        if (j == RECORD_TILES) {
          r = rec(r, 2);
          j = 0;
          word = rec(r, 0);
        } else {
          word = r == node ? first1 : rec(r, 1);
        }
      }
    }
    // Sorted and distinct: each string goes on past the part it shares with the previous one.
    if (d == cp) {
      failed = UNSORTED;
      return 0;
    }
    const arc = rec(node, 3);
    if (arc & ACCEPTS_BIT) {
      const arcs = pendingAt(d - 1), last = <i32>ld32(pendingCount, d - 1) - 1;
      st32(arcs, last, ld32(arcs, last) | ACCEPTS_BIT);
    }
    const separator = arc & ARC_INDEX_MASK;
    if (separator) {
      st32(pendingAt(d), 0, separator); // tile 0: the separator
      st32(pendingCount, d, 1);
    }
    previousLength = d;
    previousNode = node;
    previous0 = first0;
    previous1 = first1;
    if ((k & 0xffff) == 0) progress(250 + <i32>(750 * <f64>k / <f64>n));
  }
  return end();
}

// ─── tail sharing ────────────────────────────────────────────────────────────────────────

/**
 * Points the root entries at the two roots and stores every group that equals the tail of a
 * longer group inside it ([B C] as the end of [A B C]): groups are visited longest first, each
 * kept group looks up its proper tails in the register, and a group equal to one, not placed yet,
 * will live there. So a group's host is the first kept group (longest first, then in creation
 * order) that ends with it; kept groups keep their order, moved down over the removed ones.
 */
function finish(dawgRoot: u32, gaddagRoot: u32): void {
  st32(entries, 0, IS_END_BIT | dawgRoot);
  st32(entries, 1, IS_END_BIT | gaddagRoot);
  const groups = groupCount;
  const starts = alloc((<usize>groups) << 2);
  const lengths = alloc(<usize>groups);
  const ofLength = allocZero((<usize>(MAX_ARCS + 2)) << 2);
  let g = 0;
  for (let i = 2; i < used;) {
    let j = i;
    while (!(ld32(entries, j) & IS_END_BIT)) j++;
    const n = j + 1 - i;
    st32(starts, g, i);
    store<u8>(lengths + <usize>g, <u8>n);
    st32(ofLength, MAX_ARCS + 1 - n, ld32(ofLength, MAX_ARCS + 1 - n) + 1);
    g++;
    i = j + 1;
  }
  // Counting sort, longest first, ties in creation order.
  for (let i = 1; i < MAX_ARCS + 2; i++) st32(ofLength, i, ld32(ofLength, i) + ld32(ofLength, i - 1));
  const byLength = alloc((<usize>groups) << 2);
  for (let k = 0; k < groups; k++) {
    const slot = MAX_ARCS - <i32>ld8(lengths, k);
    const at = <i32>ld32(ofLength, slot);
    st32(ofLength, slot, at + 1);
    st32(byLength, at, k);
  }
  // Per old entry index: for the start of a group stored inside another, -1 - the old index of
  // the equal tail; after the layout below, the new index of every entry of a kept group.
  const place = allocZero((<usize>used) << 2);
  for (let k = 0; k < groups; k++) {
    const group = <i32>ld32(byLength, k);
    const at = <i32>ld32(starts, group), n = <i32>ld8(lengths, group);
    if (<i32>ld32(place, at) < 0) continue; // inside a longer group, whose tails are looked up already
    let h = HASH_SEED;
    for (let i = n - 1; i >= 1; i--) {
      const e = ld32(entries, at + i);
      h = mixHash(h, e);
      const guest = i == n - 1 ? findSingle(e) : findMultiple(h, entries + ((<usize>(at + i)) << 2), n - i);
      if (guest > 0 && ld32(place, guest) == 0) st32(place, guest, <u32>(-1 - (at + i)));
    }
  }
  let next = 2;
  for (let k = 0; k < groups; k++) {
    const at = <i32>ld32(starts, k);
    if (<i32>ld32(place, at) < 0) continue;
    for (let i = at, end = at + <i32>ld8(lengths, k); i < end; i++) {
      st32(place, i, next);
      st32(entries, next++, ld32(entries, i));
    }
  }
  for (let k = 0; k < groups; k++) {
    const at = <i32>ld32(starts, k), p = <i32>ld32(place, at);
    if (p < 0) st32(place, at, ld32(place, -1 - p));
  }
  for (let i = 0; i < next; i++) {
    const e = ld32(entries, i), child = e & ARC_INDEX_MASK;
    if (child) st32(entries, i, (e & ~ARC_INDEX_MASK) | ld32(place, child));
  }
  used = next;
}
