// MSD radix sorts of many tile strings for the compiler: strings held in one flat buffer (the
// words), and strings read up a trie (the GADDAG's reversed prefixes). A comparator sort over
// typed arrays is several times slower.

/** Strings in `data`, string s at data[start[s] .. start[s]+length[s]). */
export interface TileStrings {
  data: Uint8Array;
  start: Int32Array;
  length: Uint8Array;
  count: number;
}

const SMALL = 24;

/** Returns the string indices in ascending tile order (shorter first on a shared prefix). */
export function sortTileStrings(s: TileStrings): Int32Array {
  const { data, start, length, count } = s;
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  const tmp = new Int32Array(count);
  const key = new Uint8Array(count);
  const counts = new Int32Array(66);
  // Work stack of (lo, hi, depth) triples.
  let stack = new Int32Array(3 * 1024);
  let sp = 0;
  const push = (lo: number, hi: number, d: number) => {
    if (sp + 3 > stack.length) {
      const bigger = new Int32Array(stack.length * 2);
      bigger.set(stack);
      stack = bigger;
    }
    stack[sp++] = lo;
    stack[sp++] = hi;
    stack[sp++] = d;
  };
  push(0, count, 0);
  while (sp > 0) {
    const d = stack[--sp]!;
    const hi = stack[--sp]!;
    const lo = stack[--sp]!;
    if (hi - lo < SMALL) {
      insertionSort(order, lo, hi, d, data, start, length);
      continue;
    }
    counts.fill(0);
    for (let k = lo; k < hi; k++) {
      const id = order[k]!;
      const c = d < length[id]! ? data[start[id]! + d]! + 1 : 0;
      key[k] = c;
      counts[c + 1]!++;
    }
    counts[0] = lo;
    for (let c = 1; c < 66; c++) counts[c]! += counts[c - 1]!;
    // counts[c] is now the first slot of bucket c.
    for (let k = lo; k < hi; k++) tmp[counts[key[k]!]!++] = order[k]!;
    order.set(tmp.subarray(lo, hi), lo);
    // After scattering counts[c] is the end of bucket c; bucket 0 (ended strings) needs no work.
    let bucketStart = counts[0]!;
    for (let c = 1; c < 65; c++) {
      const bucketEnd = counts[c]!;
      if (bucketEnd - bucketStart > 1) push(bucketStart, bucketEnd, d + 1);
      bucketStart = bucketEnd;
    }
  }
  return order;
}

/** Whether the strings are already in ascending order (duplicates allowed): word lists usually are. */
export function isSortedTileStrings(s: TileStrings): boolean {
  const { data, start, length, count } = s;
  for (let k = 1; k < count; k++) {
    if (compareFrom(k - 1, k, 0, data, start, length) > 0) return false;
  }
  return true;
}

/**
 * Strings stored as a trie that is read upwards: string k (1..count) is the tile of node k, then
 * the tile of its parent, and so on up to the root, node 0.
 */
export interface UpwardStrings {
  /** Per node: parent << 6 | tile (read the parent with >>> 6). */
  up: Int32Array;
  count: number;
}

/**
 * Returns the nodes 1..count in ascending order of their upward strings (shorter first on a
 * shared prefix). Each string is followed by a cursor, the node whose tile is its next key, so
 * a pass costs a step up the trie per string and the trie (5 bytes a node) stays in cache.
 */
export function sortUpwardStrings(s: UpwardStrings): Int32Array {
  const { up, count } = s;
  const order = new Int32Array(count);
  const cursor = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = cursor[i] = i + 1;
  const tmp = new Int32Array(count);
  const key = new Uint8Array(count);
  const counts = new Int32Array(66);
  const next = new Int32Array(66);
  // Work stack of (lo, hi) pairs; the cursors know the depth.
  let stack = new Int32Array(2 * 1024);
  let sp = 0;
  const push = (lo: number, hi: number) => {
    if (sp + 2 > stack.length) {
      const bigger = new Int32Array(stack.length * 2);
      bigger.set(stack);
      stack = bigger;
    }
    stack[sp++] = lo;
    stack[sp++] = hi;
  };
  push(0, count);
  while (sp > 0) {
    const hi = stack[--sp]!;
    const lo = stack[--sp]!;
    if (hi - lo < SMALL) {
      insertionSortUpward(order, cursor, lo, hi, up);
      continue;
    }
    counts.fill(0);
    for (let k = lo; k < hi; k++) {
      const c = cursor[k]!;
      if (c === 0) {
        key[k] = 0;
        counts[1]!++;
        continue;
      }
      const u = up[c]!, b = (u & 63) + 1;
      key[k] = b;
      counts[b + 1]!++;
      cursor[k] = u >>> 6; // one step up, for the next pass
    }
    counts[0] = lo;
    for (let b = 1; b < 66; b++) counts[b]! += counts[b - 1]!;
    // counts[b] is now the first slot of bucket b. Orders, then cursors, scattered alike.
    next.set(counts);
    for (let k = lo; k < hi; k++) tmp[next[key[k]!]!++] = order[k]!;
    order.set(tmp.subarray(lo, hi), lo);
    next.set(counts);
    for (let k = lo; k < hi; k++) tmp[next[key[k]!]!++] = cursor[k]!;
    cursor.set(tmp.subarray(lo, hi), lo);
    // Bucket 0 holds at most one string: two ended strings would be one node.
    let bucketStart = next[0]!;
    for (let b = 1; b < 65; b++) {
      const bucketEnd = next[b]!;
      if (bucketEnd - bucketStart > 1) push(bucketStart, bucketEnd);
      bucketStart = bucketEnd;
    }
  }
  return order;
}

/** Sorts order[lo..hi) (and their cursors) by the upward strings from the cursors on. */
function insertionSortUpward(order: Int32Array, cursor: Int32Array, lo: number, hi: number, up: Int32Array): void {
  for (let i = lo + 1; i < hi; i++) {
    const x = order[i]!, cx = cursor[i]!;
    let j = i - 1;
    while (j >= lo && compareUpward(cursor[j]!, cx, up) > 0) {
      order[j + 1] = order[j]!;
      cursor[j + 1] = cursor[j]!;
      j--;
    }
    order[j + 1] = x;
    cursor[j + 1] = cx;
  }
}

/** Compares the upward strings from nodes a and b (0: the empty string). */
function compareUpward(a: number, b: number, up: Int32Array): number {
  while (a !== 0 && b !== 0) {
    const ua = up[a]!, ub = up[b]!;
    const diff = (ua & 63) - (ub & 63);
    if (diff !== 0) return diff;
    a = ua >>> 6;
    b = ub >>> 6;
  }
  return (a === 0 ? 0 : 1) - (b === 0 ? 0 : 1);
}

function insertionSort(
  order: Int32Array, lo: number, hi: number, d: number,
  data: Uint8Array, start: Int32Array, length: Uint8Array,
): void {
  for (let i = lo + 1; i < hi; i++) {
    const x = order[i]!;
    let j = i - 1;
    while (j >= lo && compareFrom(order[j]!, x, d, data, start, length) > 0) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = x;
  }
}

function compareFrom(
  a: number, b: number, d: number, data: Uint8Array, start: Int32Array, length: Uint8Array,
): number {
  const la = length[a]!, lb = length[b]!;
  const sa = start[a]!, sb = start[b]!;
  const n = la < lb ? la : lb;
  for (let i = d; i < n; i++) {
    const diff = data[sa + i]! - data[sb + i]!;
    if (diff !== 0) return diff;
  }
  return la - lb;
}
