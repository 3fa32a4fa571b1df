// Anagram and sub-anagram queries (Barrejagrama, Enigmàrius "find an anagram", CLI `anagram`).

import { BLANK_BIT } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';

export interface AnagramResult {
  /** The word in tiles, uppercase. */
  word: string;
  /** As played: tiles taken from blanks in lowercase. */
  played: string;
  /** Length in tiles. */
  length: number;
  /** Whether every tile of the rack is used. */
  full: boolean;
}

export interface AnagramOptions {
  /** Shortest word listed, in tiles (default 2). */
  min?: number;
  /** Only words using every tile. */
  fullOnly?: boolean;
}

const RACK_SLOTS = 64;

/**
 * Words from the letters ('?' = blank): full anagrams first, then shorter words by length,
 * each group in alphabetical (tile) order.
 */
export function anagrams(engine: Engine, letters: string, options: AnagramOptions = {}): AnagramResult[] {
  const tiles = engine.alphabet.parseRack(letters);
  if (tiles.length === 0) throw errors.badInput('no letters given');
  if (tiles.length > 63) throw errors.badInput(`${tiles.length} letters is too many (max 63)`);
  const min = options.min ?? 2;
  if (!Number.isInteger(min) || min < 1) throw errors.badInput(`--min must be a whole number ≥ 1, got ${options.min}`);
  const rack = new Uint8Array(RACK_SLOTS);
  for (const t of tiles) rack[t]!++;
  const records = anagramRecords(engine, rack, min, options.fullOnly ? tiles.length : 0);
  const out: AnagramResult[] = [];
  const alphabet = engine.alphabet;
  for (const r of records) {
    let plain = '';
    for (const t of r) plain += alphabet.tiles[t & ~BLANK_BIT];
    out.push({ word: plain, played: alphabet.render(r), length: r.length, full: r.length === tiles.length });
  }
  // The core lists words in DAWG order; sort by length (longest first) and keep tile order within.
  return out
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.length - a.r.length || a.i - b.i)
    .map(({ r }) => r);
}

/** Runs the core and decodes its records into tile arrays (tile | 0x80 for blanks). */
export function anagramRecords(engine: Engine, rack: Uint8Array, min: number, exact: number): Uint8Array[] {
  const core = engine.core;
  const rackAt = engine.putTiles(rack);
  let cap = 1 << 16;
  for (;;) {
    const out = engine.output(cap);
    const n = core.exports.anagram(rackAt, min, exact, out.at, out.bytes);
    if (n >= 0) return decodeRecords(core.u8(), out.at, n);
    cap = out.bytes * 4; // the search restored the rack counts on its way out
  }
}

function decodeRecords(mem: Uint8Array, at: number, n: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let k = 0; k < n; k++) {
    const len = mem[at]!;
    out.push(mem.slice(at + 1, at + 1 + len));
    at += len + 1;
  }
  return out;
}
