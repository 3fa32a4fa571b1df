// The word graph re-laid for grid search (the GridArc record of the contract, src/wasm/spec.ts).
//
// Why a second layout: the lexicon's sibling lists are scanned arc by arc, while a grid search
// asks "does this node have a child for the tile in that cell?" once per neighbour. A 64-bit
// child mask answers with one AND, and popcount finds the child without a scan.
//
// Why the DAWG and not an unshared trie: SOWPODS has 184,488 DAWG arcs but 589,314 trie nodes
// (2.9 MB against 9.4 MB of 16-byte records), and the search touches few of them per board, so
// the smaller one wins in cache. A DAWG shares nodes, so "seen on this board" cannot be a flag on
// a node; instead each arc carries an offset, and the offsets along a word's path add up to the
// word's rank (1..wordCount, a minimal perfect hash), which indexes the stamp array.
// `buildGridLayout(lexicon, { shared: false })` builds the unshared trie with the same records,
// for measuring the difference (bench/grid.bench.ts).

import { errors } from '../errors.js';
import type { Lexicon } from '../lexicon/load.js';
import { ACCEPTS_BIT, ARC_INDEX_MASK, DAWG_ROOT_ENTRY, IS_END_BIT, TILE_SHIFT } from '../lexicon/node.js';
import { GA_BYTES, LEX_GRID_ARCS, LEX_GRID_RECORD_COUNT, LEX_GRID_STATE, LEX_GRID_WORD_COUNT } from '../wasm/contract.js';
import { Core } from '../wasm/core.js';
import { buildOnce, isShared } from '../wasm/memory.js';

/** u32 words per record (GridArc): childMask lo, childMask hi, childBase, offset. */
export const RECORD_WORDS = GA_BYTES / 4;

export interface GridLayout {
  /** Records × 4 u32: [maskLo, maskHi, childBase, offset]; record 0 is the root. */
  readonly records: Uint32Array;
  readonly recordCount: number;
  /** Words in the graph: word numbers run 1..wordCount. */
  readonly wordCount: number;
  readonly shared: boolean;
  readonly buildMs: number;
  /** Where the records sit in the lexicon's memory (gridLayoutOf), if they do. */
  readonly address?: number;
}

export interface LayoutOptions {
  /** Keep the DAWG's shared nodes (default) or expand it into a trie. */
  shared?: boolean;
}

const cache = new WeakMap<Lexicon, GridLayout>();

/**
 * The grid layout of a lexicon (~120 ms for SOWPODS), in the lexicon's memory behind its
 * descriptor: built once per process by the first thread that needs it, read in place by the
 * others (they wait while it is built). `records` is a view of that memory when it is shared,
 * else the built array itself (a view of a plain memory would not survive its growth).
 */
export function gridLayoutOf(lexicon: Lexicon): GridLayout {
  let layout = cache.get(lexicon);
  if (layout) return layout;
  const core = Core.for(lexicon.memory);
  const d = lexicon.descriptor;
  let built: GridLayout | undefined;
  const address = buildOnce(core.memory, d + LEX_GRID_STATE, d + LEX_GRID_ARCS, () => {
    built = buildGridLayout(lexicon.entries);
    const at = core.reserve(built.records.byteLength, 64);
    core.u32().set(built.records, at / 4);
    const u32 = core.u32();
    u32[(d + LEX_GRID_RECORD_COUNT) / 4] = built.recordCount;
    u32[(d + LEX_GRID_WORD_COUNT) / 4] = built.wordCount;
    return at;
  }, true)!;
  if (built) layout = { ...built, address };
  else {
    if (!isShared(lexicon.memory)) throw errors.internal('a plain lexicon memory whose grid layout this thread did not build');
    const u32 = core.u32();
    const recordCount = u32[(d + LEX_GRID_RECORD_COUNT) / 4]!;
    layout = {
      records: new Uint32Array(core.memory.buffer, address, recordCount * RECORD_WORDS), recordCount,
      wordCount: u32[(d + LEX_GRID_WORD_COUNT) / 4]!, shared: true, buildMs: 0, address,
    };
  }
  cache.set(lexicon, layout);
  return layout;
}

export function buildGridLayout(entries: Uint32Array, options: LayoutOptions = {}): GridLayout {
  const t0 = performance.now();
  const shared = options.shared ?? true;
  const root = entries[DAWG_ROOT_ENTRY]! & ARC_INDEX_MASK;

  // Words below each group (the words of its arcs and their subtrees), memoised over the DAG by
  // the group's first entry. Typed arrays, not Maps: 120 ms instead of 290 for SOWPODS.
  const wordsBelow = new Int32Array(entries.length).fill(-1);
  const countGroup = (group: number): number => {
    if (group === 0) return 0;
    const known = wordsBelow[group]!;
    if (known >= 0) return known;
    let n = 0;
    for (let i = group; ; i++) {
      const e = entries[i]!;
      n += (e & ACCEPTS_BIT ? 1 : 0) + countGroup(e & ARC_INDEX_MASK);
      if (e & IS_END_BIT) break;
    }
    wordsBelow[group] = n;
    return n;
  };
  const wordCount = countGroup(root);

  // Place groups breadth-first: the first tiles of words, read on every board, sit together.
  // In trie mode each occurrence of a group gets its own block.
  const blockOf = shared ? new Int32Array(entries.length).fill(-1) : undefined; // group → first record
  let queue = new Int32Array(1 << 16); // (group, record) pairs still to fill
  let queued = 0;
  let next = 1;
  const place = (group: number): number => {
    if (group === 0) return 0;
    if (blockOf && blockOf[group]! >= 0) return blockOf[group]!;
    const at = next;
    next += groupLength(entries, group);
    if (blockOf) blockOf[group] = at;
    if (queued + 2 > queue.length) {
      const bigger = new Int32Array(queue.length * 2);
      bigger.set(queue);
      queue = bigger;
    }
    queue[queued++] = group;
    queue[queued++] = at;
    return at;
  };
  let records = new Uint32Array(RECORD_WORDS * (1 << 16));
  const set = (index: number, mask: readonly [number, number], base: number, offset: number) => {
    const r = index * RECORD_WORDS;
    if (r + RECORD_WORDS > records.length) {
      const bigger = new Uint32Array(Math.max(records.length * 2, r + RECORD_WORDS));
      bigger.set(records);
      records = bigger;
    }
    records[r] = mask[0];
    records[r + 1] = mask[1];
    records[r + 2] = base >>> 0;
    records[r + 3] = offset >>> 0;
  };
  const rootAt = place(root);
  set(0, childMask(entries, root, false), rootAt, 0);
  for (let q = 0; q < queued; q += 2) {
    const group = queue[q]!, at = queue[q + 1]!;
    let before = 0; // words in earlier siblings' arcs and subtrees
    for (let i = group, k = 0; ; i++, k++) {
      const e = entries[i]!;
      const child = e & ARC_INDEX_MASK;
      const accepts = (e & ACCEPTS_BIT) !== 0;
      const childAt = place(child);
      // The word ending on this arc ranks before its extensions, hence +1 when it accepts.
      set(at + k, childMask(entries, child, accepts), childAt - (accepts && child ? 1 : 0), before + (accepts ? 1 : 0));
      before += (accepts ? 1 : 0) + countGroup(child);
      if (e & IS_END_BIT) break;
    }
  }
  return { records: records.slice(0, next * RECORD_WORDS), recordCount: next, wordCount, shared, buildMs: performance.now() - t0 };
}

function groupLength(entries: Uint32Array, group: number): number {
  let n = 1;
  for (let i = group; !(entries[i]! & IS_END_BIT); i++) n++;
  return n;
}

/** Bit t for each child tile of `group`, bit 0 = the arc into it accepts; as [low u32, high u32]. */
function childMask(entries: Uint32Array, group: number, accepts: boolean): [number, number] {
  let lo = accepts ? 1 : 0, hi = 0;
  if (group !== 0) {
    for (let i = group; ; i++) {
      const t = entries[i]! >>> TILE_SHIFT;
      if (t < 32) lo |= 1 << t;
      else hi |= 1 << (t - 32);
      if (entries[i]! & IS_END_BIT) break;
    }
  }
  return [lo >>> 0, hi >>> 0];
}
