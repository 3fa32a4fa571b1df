// The bingo index, or word map: the lexicon's words of each length from 2 tiles up, grouped by
// the hash of their letters, in the lexicon's memory, where the core judges the spans only a
// bingo can fill from it (assembly/scrabble/bingo.ts: one lookup per span, any number of board
// tiles read through) and, by equity, finds the other spans' plays without walking the GADDAG
// (assembly/scrabble/wordmap.ts: one lookup per sub-rack kept).
//
// The hash of a multiset of letters is the sum, modulo 2^30, of one random number per tile
// (LexiconDescriptor.bingoHashes): order-free, so the rack's hash plus the span's board tiles'
// (plus a blank's letter) is the hash of the words that can fill the span. Each length is a
// BingoWords block behind the descriptor (src/wasm/spec.ts): the words grouped by hash, and an
// open-addressing table from a hash to its group, at most 3/4 full (linear probing: a missed
// lookup, what most spans get, reads a few neighbouring words of one cache line), 8 bytes a slot.
//
// Built once per process by the first thread that needs it, after INDEX_AFTER ranked searches
// (a one-off `verbivore moves --best` does without): SOWPODS' words of 2 to 15 tiles, ~268k
// (`verbivore lexicon info` prints the build time; one walk of the DAWG for every length, groups
// sorted natively); every other thread searches without it
// meanwhile, then reads it in place.

import type { Engine } from '../engine.js';
import { ACCEPTS_BIT, ARC_INDEX_MASK, DAWG_ROOT_ENTRY, IS_END_BIT, TILE_SHIFT } from '../lexicon/node.js';
import {
  BINGO_COUNT_BITS, BW_BYTES, BW_COUNT, BW_FILTER, BW_FILTER_SHIFT, BW_LENGTH, BW_SLOTS, LEX_BINGO_HASHES, LEX_BINGO_STATE, LEX_BINGO_WORDS, LEX_RANKED_SEARCHES,
} from '../wasm/contract.js';
import { buildOnce, isReady } from '../wasm/memory.js';

const HASH_MASK = 0x3fffffff;
/** The word map holds the words of every length from this one (to the board's longer side). */
export const WORD_MAP_MIN_LENGTH = 2;
/** Per tile, a random number below 2^30. */
export const TILE_HASH: Int32Array = (() => {
  let s = 0x2545f491;
  return Int32Array.from({ length: 64 }, () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s & HASH_MASK;
  });
})();

/** The hash of a multiset of letters (tiles, no blanks). */
export function lettersHash(tiles: ArrayLike<number>): number {
  let h = 0;
  for (let i = 0; i < tiles.length; i++) h = (h + TILE_HASH[tiles[i]!]!) & HASH_MASK;
  return h;
}

/** The words of one length: tiles end to end, grouped by hash; a table from a hash to its group. */
export interface WordsOfLength {
  tiles: Uint8Array;
  /** Per slot: a hash (−1 = empty), and its group: first word << BINGO_COUNT_BITS | words. */
  slotHash: Int32Array;
  slotGroup: Uint32Array;
}

/** Most words of one length the index holds (a group's first word has 32 − BINGO_COUNT_BITS bits). */
const MAX_WORDS = 2 ** (32 - BINGO_COUNT_BITS);

/** Ranked searches the process runs before the bingo index is built (see the top of this file). */
const INDEX_AFTER = 16;

/**
 * Whether the engine's lexicon has its bingo index for words of minLength..maxLength tiles,
 * building it once the process has run INDEX_AFTER ranked searches (counting this one), or now
 * when `now` (a caller about to run many: a playout in the core).
 */
export function bingoIndexReady(engine: Engine, minLength: number, maxLength: number, now = false): boolean {
  // Once ready it stays ready: every ranked search asks, so the answer is kept per engine.
  const key = minLength * 64 + maxLength;
  if (readyRanges.get(engine)?.has(key)) return true;
  const ready = indexReady(engine, minLength, maxLength, now);
  if (ready) {
    let ranges = readyRanges.get(engine);
    if (!ranges) readyRanges.set(engine, (ranges = new Set()));
    ranges.add(key);
  }
  return ready;
}

/** Per engine, the ranges of lengths (minLength × 64 + maxLength) its index holds. */
const readyRanges = new WeakMap<Engine, Set<number>>();

function indexReady(engine: Engine, minLength: number, maxLength: number, now: boolean): boolean {
  const { core, lexicon } = engine;
  const d = lexicon.descriptor;
  const stateAt = (len: number) => d + LEX_BINGO_STATE + 4 * len;
  const addressAt = (len: number) => d + LEX_BINGO_WORDS + 4 * len;
  let ready = true;
  for (let len = minLength; len <= maxLength && ready; len++) ready = isReady(core.memory, stateAt(len));
  if (!ready) {
    if (Atomics.add(core.i32(), (d + LEX_RANKED_SEARCHES) / 4, 1) + 1 <= INDEX_AFTER && !now) return false;
    // The words of every length come from one walk of the DAWG, made for the first length built.
    let words: Map<number, WordsOfLength | undefined> | undefined;
    for (let len = minLength; len <= maxLength; len++) {
      const built = buildOnce(core.memory, stateAt(len), addressAt(len), () => {
        words ??= wordsOfLengths(lexicon.entries, minLength, maxLength);
        return placeWords(engine, len, words.get(len));
      }, false);
      // Another thread is building this length: search without the index meanwhile.
      if (built === undefined) return false;
    }
  }
  // A length with more words than a block holds is not indexed (address 0): nothing is judged.
  for (let len = minLength; len <= maxLength; len++) if (core.u32()[addressAt(len) / 4] === 0) return false;
  return true;
}

/** What the bingo index holds for minLength..maxLength, and what building it cost (lexicon info). */
export interface BingoIndexFacts {
  /** Words, and bytes of the BingoWords blocks (headers, tables and tiles), over the lengths. */
  words: number;
  bytes: number;
  /** Milliseconds this call spent building it (0 when the process had built it already). */
  buildMs: number;
  /** Lengths left out for having too many words for a block. */
  unindexed: number[];
}

/** Builds the engine's bingo index for minLength..maxLength now (once per process) and says what it holds. */
export function bingoIndexFacts(engine: Engine, minLength: number, maxLength: number): BingoIndexFacts {
  const t0 = performance.now();
  bingoIndexReady(engine, minLength, maxLength, true);
  const buildMs = performance.now() - t0;
  const { core, lexicon } = engine;
  const facts: BingoIndexFacts = { words: 0, bytes: 0, buildMs, unindexed: [] };
  for (let len = minLength; len <= maxLength; len++) {
    const at = core.u32()[(lexicon.descriptor + LEX_BINGO_WORDS) / 4 + len]!;
    if (at === 0) {
      facts.unindexed.push(len);
      continue;
    }
    const u32 = core.u32();
    facts.words += u32[(at + BW_COUNT) / 4]!;
    // The block ends with its filter (lettersFilter), 2^(32 − shift) bits.
    facts.bytes += u32[(at + BW_FILTER) / 4]! + 2 ** (32 - u32[(at + BW_FILTER_SHIFT) / 4]!) / 8;
  }
  return facts;
}

/** Writes the BingoWords block of `len` tiles in the memory; its address, or 0 for too many words. */
function placeWords(engine: Engine, len: number, w: WordsOfLength | undefined): number {
  const { core, lexicon } = engine;
  core.u32().set(TILE_HASH, (lexicon.descriptor + LEX_BINGO_HASHES) / 4);
  if (!w) return 0;
  const slots = w.slotHash.length;
  const filter = lettersFilter(w.slotHash);
  const filterAt = (BW_BYTES + 8 * slots + w.tiles.length + 3) & ~3;
  const at = core.reserve(filterAt + 4 * filter.words.length, 64);
  const u32 = core.u32();
  u32[(at + BW_COUNT) / 4] = w.tiles.length / len;
  u32[(at + BW_SLOTS) / 4] = slots;
  u32[(at + BW_LENGTH) / 4] = len;
  u32[(at + BW_FILTER) / 4] = filterAt;
  u32[(at + BW_FILTER_SHIFT) / 4] = filter.shift;
  core.i32().set(w.slotHash, (at + BW_BYTES) / 4);
  u32.set(w.slotGroup, (at + BW_BYTES) / 4 + slots);
  core.u8().set(w.tiles, at + BW_BYTES + 8 * slots);
  u32.set(filter.words, (at + filterAt) / 4);
  return at;
}

/**
 * A bit per (hash × FILTER_MULTIPLIER) >>> shift, set for every group's hash, at least 8 bits a
 * group: a lookup of letters no word has (most of them) reads one bit, in a table small enough
 * to stay in the cache, and goes to the slots only for the one in ~8 that passes.
 */
function lettersFilter(slotHash: Int32Array): { words: Uint32Array; shift: number } {
  let groups = 0;
  for (const h of slotHash) if (h !== -1) groups++;
  let bits = 64;
  while (bits < 8 * groups) bits *= 2;
  const shift = 32 - Math.log2(bits);
  const words = new Uint32Array(bits / 32);
  for (const h of slotHash) {
    if (h === -1) continue;
    const i = filterBit(h, shift);
    words[i >>> 5]! |= 1 << (i & 31);
  }
  return { words, shift };
}

/** An odd constant (2^32 / the golden ratio) whose product's high bits spread the hashes. */
const FILTER_MULTIPLIER = 0x9e3779b1 | 0;

/** The index's words of `len` tiles as it holds them (once built), for tests and benches. */
export function bingoWords(engine: Engine, len: number): (WordsOfLength & { filter: { words: Uint32Array; shift: number } }) | undefined {
  const { core, lexicon } = engine;
  if (!isReady(core.memory, lexicon.descriptor + LEX_BINGO_STATE + 4 * len)) return undefined;
  const at = core.u32()[(lexicon.descriptor + LEX_BINGO_WORDS) / 4 + len]!;
  if (at === 0) return undefined;
  const buffer = core.memory.buffer;
  const count = core.u32()[(at + BW_COUNT) / 4]!;
  const slots = core.u32()[(at + BW_SLOTS) / 4]!;
  const tables = at + BW_BYTES;
  const shift = core.u32()[(at + BW_FILTER_SHIFT) / 4]!;
  return {
    slotHash: new Int32Array(buffer, tables, slots),
    slotGroup: new Uint32Array(buffer, tables + 4 * slots, slots),
    tiles: new Uint8Array(buffer, tables + 8 * slots, count * len),
    filter: { words: new Uint32Array(buffer, at + core.u32()[(at + BW_FILTER) / 4]!, 2 ** (32 - shift) / 32), shift },
  };
}

/** Whether the filter of a block (bingoWords) lets hash `h` through: false means no group has it. */
export function filterPasses(filter: { words: Uint32Array; shift: number }, h: number): boolean {
  const i = filterBit(h, filter.shift);
  return ((filter.words[i >>> 5]! >>> (i & 31)) & 1) === 1;
}

/** The filter's bit for hash `h` (as assembly/scrabble/bingo.ts: groupOf reads it). */
function filterBit(h: number, shift: number): number {
  return Math.imul(h, FILTER_MULTIPLIER) >>> shift;
}

/** The words of minLength..maxLength tiles in the DAWG, by length, indexed by the hash of their letters (undefined: too many). */
function wordsOfLengths(entries: Uint32Array, minLength: number, maxLength: number): Map<number, WordsOfLength | undefined> {
  // Per length: tiles end to end and hashes, in typed arrays that double as they fill.
  const tiles: Uint8Array[] = [], hashes: Int32Array[] = [], counts: number[] = [];
  for (let len = minLength; len <= maxLength; len++) {
    tiles[len] = new Uint8Array(len << 12);
    hashes[len] = new Int32Array(1 << 12);
    counts[len] = 0;
  }
  const word = new Uint8Array(maxLength);
  const walk = (group: number, depth: number, hash: number): void => {
    for (let i = group; ; i++) {
      const e = entries[i]!;
      const t = e >>> TILE_SHIFT;
      word[depth] = t;
      const h = (hash + TILE_HASH[t]!) & HASH_MASK;
      const len = depth + 1;
      if (e & ACCEPTS_BIT && len >= minLength) {
        const n = counts[len]!;
        if (n === hashes[len]!.length) {
          const more = new Int32Array(n * 2);
          more.set(hashes[len]!);
          hashes[len] = more;
          const moreTiles = new Uint8Array(n * 2 * len);
          moreTiles.set(tiles[len]!);
          tiles[len] = moreTiles;
        }
        tiles[len]!.set(word.subarray(0, len), n * len);
        hashes[len]![n] = h;
        counts[len] = n + 1;
      }
      const child = e & ARC_INDEX_MASK;
      if (child && len < maxLength) walk(child, len, h);
      if (e & IS_END_BIT) break;
    }
  };
  const root = entries[DAWG_ROOT_ENTRY]! & ARC_INDEX_MASK;
  if (root && maxLength > 0) walk(root, 0, 0);
  const out = new Map<number, WordsOfLength | undefined>();
  for (let len = minLength; len <= maxLength; len++) out.set(len, indexWords(tiles[len]!, hashes[len]!.subarray(0, counts[len]), len));
  return out;
}

/** Words of `len` tiles end to end and their hashes, grouped by hash with a table to each group (undefined: too many). */
function indexWords(found: Uint8Array, hashes: Int32Array, len: number): WordsOfLength | undefined {
  const count = hashes.length;
  if (count >= MAX_WORDS) return undefined;
  // Words grouped by hash (in DAWG order within a group), then one table slot per distinct hash.
  // Sorted as numbers hash · 2^20 + word (exact in a double): a native sort, where a comparator
  // took most of the index's build time.
  const keys = new Float64Array(count);
  for (let k = 0; k < count; k++) keys[k] = hashes[k]! * MAX_WORDS + k;
  keys.sort();
  const order = new Int32Array(count);
  for (let k = 0; k < count; k++) order[k] = keys[k]! % MAX_WORDS;
  const tiles = new Uint8Array(count * len);
  for (let k = 0; k < count; k++) tiles.set(found.subarray(order[k]! * len, (order[k]! + 1) * len), k * len);
  let groups = 0;
  for (let k = 0; k < count; k++) if (k === 0 || hashes[order[k]!] !== hashes[order[k - 1]!]) groups++;
  let size = 16;
  while (size * 3 < groups * 4) size *= 2;
  const slotHash = new Int32Array(size).fill(-1);
  const slotGroup = new Uint32Array(size);
  for (let k = 0; k < count;) {
    const h = hashes[order[k]!]!;
    let j = k + 1;
    while (j < count && hashes[order[j]!] === h) j++;
    if (j - k >= 1 << BINGO_COUNT_BITS) return undefined;
    let slot = h & (size - 1);
    while (slotHash[slot] !== -1) slot = (slot + 1) & (size - 1);
    slotHash[slot] = h;
    slotGroup[slot] = ((k << BINGO_COUNT_BITS) | (j - k)) >>> 0;
    k = j;
  }
  return { tiles, slotHash, slotGroup };
}
