// Bingo candidates for best-only and top-N searches (assembly/scrabble/bingo.ts).
//
// A span of the board with as many empty squares as the rack has tiles can only hold a play
// that lays the whole rack: a word whose letters are the rack's (blanks standing for any) plus
// the board tiles the span reads through. Without knowing those words the search must assume
// the bingo bonus is there for every such span, and the +50 keeps almost every open span of 7
// squares above the threshold (BOXEN ARTHOU? best-only took 1.1 ms; 0.17 ms with no bonus).
//
// So, per rack, this lists the words that can fill such a span: the anagrams of the rack, and
// the words of the rack plus one letter c for each letter on the board (spans through one
// tile). The core then gives a span its exact best bingo score, or rules it out. Spans through
// two or more tiles keep the general bound.
//
// The words come from an index of the lexicon's words of the lengths asked for (rack size and
// rack size + 1), keyed by an additive hash of their letters (the sum, modulo 2^30, of one
// random number per tile: order-free, so a rack's hash plus a blank's letter is the hash of
// the words it makes), built once per process on first use: SOWPODS' 7- and 8-tile words,
// ~75k, in ~90 ms (bench/scrabble.bench.ts prints it). Listing the candidates then takes
// ~15 µs for BOXEN ARTHOU? (26 hashes per board letter). Anagram walks of the DAWG
// (assembly/query/anagram.ts) take 42 µs for ARTHOU? (7 tiles) and ~50 µs more per board
// letter (~1 ms for BOXEN), so the process lists its first INDEX_AFTER racks' candidates by
// walks and only then builds the index: a one-off search (verbivore moves --best) does not
// pay ~90 ms for it.
//
// The index of a lexicon whose memory is shared (the threads build) lives in that memory, one
// BingoWords block per length (assembly/contract.ts) behind the LexiconDescriptor, built by the
// first thread that needs it and read in place by every other (pool workers): once per process.

import { BLANK_BIT } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import type { Lexicon } from '../lexicon/load.js';
import { ACCEPTS_BIT, ARC_INDEX_MASK, DAWG_ROOT_ENTRY, IS_END_BIT, TILE_SHIFT } from '../lexicon/node.js';
import { anagramRecords } from '../query/anagram.js';
import { BW_BYTES, BW_COUNT, BW_LENGTH, BW_SLOTS, LEX_BINGO_STATE, LEX_BINGO_WORDS, LEX_RANKED_SEARCHES } from '../wasm/contract.js';
import { Core } from '../wasm/core.js';
import { buildOnce, isShared } from '../wasm/memory.js';

/**
 * Most blanks a rack may hold for its candidates to be listed; with more than THROUGH_BLANKS,
 * only the anagrams of the rack are (a 2-blank rack has 351 designations, and as many lookups
 * again per board letter: SATIRE?? with every letter on the board took 7.5 ms).
 */
const MAX_BLANKS = 2;
const THROUGH_BLANKS = 1;

const HASH_MASK = 0x3fffffff;
/** Per tile, a random number below 2^30. */
const TILE_HASH: Int32Array = (() => {
  let s = 0x2545f491;
  return Int32Array.from({ length: 64 }, () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s & HASH_MASK;
  });
})();

/**
 * Words of one length: tiles end to end, grouped by the hash of their letters, and an
 * open-addressing table from a hash to its group. Typed arrays only: a Map of ~70k small arrays
 * made every major GC of the host trace them (listing BOXEN's plays as objects went from 2.9 to
 * 8.6 ms per call after the first best-only search).
 */
export interface WordsOfLength {
  tiles: Uint8Array;
  /** Per slot: a hash (−1 = empty), its first word and its word count. */
  slotHash: Int32Array;
  slotFirst: Int32Array;
  slotCount: Int32Array;
}

/** The candidates of one rack, as the core reads them (ScrabbleContext.bingoAt, assembly/scrabble/bingo.ts). */
export interface BingoCandidates {
  /**
   * Records [length u8][through letter u8, 0 = none][blank letter u8][blank letter u8][tiles],
   * one per word and blank designation (0 = no blank).
   */
  records: Uint8Array;
  /** Whether the words through one board letter are listed (else only the anagrams). */
  throughListed: boolean;
}

/** Where an index keeps its words of one length: made by `build` once, then found again. */
export type WordsStore = (len: number, build: () => WordsOfLength) => WordsOfLength;

export class BingoIndex {
  private readonly lengths = new Map<number, WordsOfLength>();
  /** Scratch: the letters a word must have, by tile. */
  private readonly need = new Int8Array(64);

  /** An index of the words in `entries`; `store`: where the words of each length go (default: here). */
  constructor(private readonly entries: Uint32Array, private readonly store: WordsStore = (_len, build) => build()) {}

  /**
   * The candidates of a rack (counts by tile, [0] = blanks); `boardLetters`: the distinct
   * tiles on the board (no blank bit). Undefined when the rack has too many blanks.
   */
  candidates(rack: Uint8Array, boardLetters: readonly number[], alphabetSize: number): BingoCandidates | undefined {
    const blanks = rack[0]!;
    if (blanks > MAX_BLANKS) return undefined;
    let size = blanks, hash = 0;
    for (let t = 1; t < rack.length; t++) {
      size += rack[t]!;
      hash = (hash + rack[t]! * TILE_HASH[t]!) & HASH_MASK;
    }
    const out: number[] = [];
    const throughListed = blanks <= THROUGH_BLANKS;
    const throughs = throughListed ? [0, ...boardLetters] : [0];
    for (const through of throughs) {
      const len = size + (through ? 1 : 0);
      const words = this.words(len);
      const h0 = through ? (hash + TILE_HASH[through]!) & HASH_MASK : hash;
      if (blanks === 0) this.lookUp(out, words, h0, len, rack, through, 0, 0);
      for (let x = 1; blanks > 0 && x < alphabetSize; x++) {
        const h1 = (h0 + TILE_HASH[x]!) & HASH_MASK;
        if (blanks === 1) this.lookUp(out, words, h1, len, rack, through, x, 0);
        else for (let y = x; y < alphabetSize; y++) this.lookUp(out, words, (h1 + TILE_HASH[y]!) & HASH_MASK, len, rack, through, x, y);
      }
    }
    return { records: Uint8Array.from(out), throughListed };
  }

  /** Appends the words of hash h whose letters are exactly the rack's, the blanks' x, y and `through`. */
  private lookUp(out: number[], words: WordsOfLength, h: number, len: number, rack: Uint8Array, through: number, x: number, y: number): void {
    const mask = words.slotHash.length - 1;
    let slot = h & mask;
    while (words.slotHash[slot] !== h) {
      if (words.slotHash[slot] === -1) return;
      slot = (slot + 1) & mask;
    }
    const need = this.need;
    for (let k = 0, w = words.slotFirst[slot]! * len; k < words.slotCount[slot]!; k++, w += len) {
      // The hash is a sum: check the letters (a collision may only add a word, never lose one).
      for (let t = 0; t < rack.length; t++) need[t] = rack[t]!;
      need[0] = 0;
      if (x) need[x]!++;
      if (y) need[y]!++;
      if (through) need[through]!++;
      let ok = true;
      for (let i = 0; i < len && ok; i++) ok = --need[words.tiles[w + i]!]! >= 0;
      if (!ok) continue;
      out.push(len, through, x, y);
      for (let i = 0; i < len; i++) out.push(words.tiles[w + i]!);
    }
  }

  private words(len: number): WordsOfLength {
    let words = this.lengths.get(len);
    if (!words) this.lengths.set(len, (words = this.store(len, () => wordsOfLength(this.entries, len))));
    return words;
  }
}

/**
 * The words of each length in the lexicon's shared memory (a BingoWords block behind its
 * descriptor), built by the first thread to need them; other threads wait for them and read
 * them in place.
 */
function sharedStore(lexicon: Lexicon): WordsStore {
  const core = Core.for(lexicon.memory);
  const d = lexicon.descriptor;
  return (len, build) => {
    const at = buildOnce(core.memory, d + LEX_BINGO_STATE + 4 * len, d + LEX_BINGO_WORDS + 4 * len, () => {
      const w = build();
      const slots = w.slotHash.length;
      const at = core.reserve(BW_BYTES + 12 * slots + w.tiles.length, 64);
      const u32 = core.u32();
      u32[(at + BW_COUNT) / 4] = w.tiles.length / len;
      u32[(at + BW_SLOTS) / 4] = slots;
      u32[(at + BW_LENGTH) / 4] = len;
      const i32 = core.i32();
      const tables = (at + BW_BYTES) / 4;
      i32.set(w.slotHash, tables);
      i32.set(w.slotFirst, tables + slots);
      i32.set(w.slotCount, tables + 2 * slots);
      core.u8().set(w.tiles, at + BW_BYTES + 12 * slots);
      return at;
    }, true)!;
    const buffer = core.memory.buffer;
    const count = core.u32()[(at + BW_COUNT) / 4]!;
    const slots = core.u32()[(at + BW_SLOTS) / 4]!;
    const tables = at + BW_BYTES;
    return {
      slotHash: new Int32Array(buffer, tables, slots),
      slotFirst: new Int32Array(buffer, tables + 4 * slots, slots),
      slotCount: new Int32Array(buffer, tables + 8 * slots, slots),
      tiles: new Uint8Array(buffer, tables + 12 * slots, count * len),
    };
  };
}

const indexes = new WeakMap<Lexicon, BingoIndex>();

/** The bingo index of a lexicon: in its memory when shared, else this thread's own. */
export function bingoIndexOf(lexicon: Lexicon): BingoIndex {
  let index = indexes.get(lexicon);
  if (!index) {
    index = new BingoIndex(lexicon.entries, isShared(lexicon.memory) ? sharedStore(lexicon) : undefined);
    indexes.set(lexicon, index);
  }
  return index;
}

/** Every word of `len` tiles in the DAWG, indexed by the hash of its letters. */
function wordsOfLength(entries: Uint32Array, len: number): WordsOfLength {
  let found = new Uint8Array(1 << 16);
  let hashes = new Int32Array(1 << 12);
  let count = 0;
  const word = new Uint8Array(len);
  const walk = (group: number, depth: number, hash: number): void => {
    for (let i = group; ; i++) {
      const e = entries[i]!;
      const t = e >>> TILE_SHIFT;
      word[depth] = t;
      const h = (hash + TILE_HASH[t]!) & HASH_MASK;
      if (depth === len - 1) {
        if (e & ACCEPTS_BIT) {
          if (count === hashes.length) {
            const more = new Uint8Array(found.length * 2);
            more.set(found);
            found = more;
            const moreHashes = new Int32Array(hashes.length * 2);
            moreHashes.set(hashes);
            hashes = moreHashes;
          }
          found.set(word, count * len);
          hashes[count++] = h;
        }
      } else {
        const child = e & ARC_INDEX_MASK;
        if (child) walk(child, depth + 1, h);
      }
      if (e & IS_END_BIT) break;
    }
  };
  const root = entries[DAWG_ROOT_ENTRY]! & ARC_INDEX_MASK;
  if (root && len > 0) walk(root, 0, 0);
  if (found.length < hashes.length * len) found = found.slice(0, hashes.length * len);
  // Words grouped by hash, then one table slot per distinct hash.
  const order = Int32Array.from({ length: count }, (_, k) => k).sort((a, b) => hashes[a]! - hashes[b]! || a - b);
  const tiles = new Uint8Array(count * len);
  order.forEach((w, k) => tiles.set(found.subarray(w * len, (w + 1) * len), k * len));
  let size = 16;
  while (size < count * 2) size *= 2;
  const slotHash = new Int32Array(size).fill(-1);
  const slotFirst = new Int32Array(size);
  const slotCount = new Int32Array(size);
  for (let k = 0; k < count;) {
    const h = hashes[order[k]!]!;
    let j = k + 1;
    while (j < count && hashes[order[j]!] === h) j++;
    let slot = h & (size - 1);
    while (slotHash[slot] !== -1) slot = (slot + 1) & (size - 1);
    slotHash[slot] = h;
    slotFirst[slot] = k;
    slotCount[slot] = j - k;
    k = j;
  }
  return { tiles, slotHash, slotFirst, slotCount };
}

/** Ranked searches the process runs before the bingo index is used (see the top of this file). */
const INDEX_AFTER = 16;

/**
 * The bingo candidates of a rack (counts by tile, [0] = blanks) given the distinct letters on
 * the board: by anagram walks for the process's first searches, then from the index.
 */
export function bingoCandidates(engine: Engine, rack: Uint8Array, boardLetters: readonly number[]): BingoCandidates | undefined {
  const counter = (engine.lexicon.descriptor + LEX_RANKED_SEARCHES) / 4;
  const i32 = engine.core.i32();
  const searches = Atomics.load(i32, counter) > INDEX_AFTER ? INDEX_AFTER + 1 : Atomics.add(i32, counter, 1) + 1;
  return searches > INDEX_AFTER
    ? bingoIndexOf(engine.lexicon).candidates(rack, boardLetters, engine.alphabet.size)
    : candidatesByWalks(engine, rack, boardLetters);
}

/** The same candidates as BingoIndex.candidates, from anagram walks of the DAWG. */
export function candidatesByWalks(engine: Engine, rack: Uint8Array, boardLetters: readonly number[]): BingoCandidates | undefined {
  const blanks = rack[0]!;
  if (blanks > MAX_BLANKS) return undefined;
  let size = 0;
  for (const n of rack) size += n;
  const throughListed = blanks <= THROUGH_BLANKS;
  const out: number[] = [];
  const counts = new Uint8Array(rack);
  for (const through of throughListed ? [0, ...boardLetters] : [0]) {
    if (through) counts[through]!++;
    const len = size + (through ? 1 : 0);
    // A real tile is taken before a blank, so the blanks' letters are those the rack lacks.
    for (const word of anagramRecords(engine, counts, len, len)) {
      const blankLetters = word.filter((t) => t & BLANK_BIT).map((t) => t & ~BLANK_BIT);
      out.push(len, through, blankLetters[0] ?? 0, blankLetters[1] ?? 0);
      for (const t of word) out.push(t & ~BLANK_BIT);
    }
    if (through) counts[through]!--;
  }
  return { records: Uint8Array.from(out), throughListed };
}
