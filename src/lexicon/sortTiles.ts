// MSD radix sort of many tile strings held in one flat buffer. The compiler sorts millions of
// GADDAG strings; a comparator sort over typed arrays is several times slower.

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
