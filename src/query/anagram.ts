// Anagram and sub-anagram queries (Barrejagrama, Enigmàrius "find an anagram", CLI `anagram`).

import { BLANK_BIT } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { runWordQuery } from './records.js';

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

/** Runs the core; words come back as tile arrays (tile | 0x80 for blanks). */
export function anagramRecords(engine: Engine, rack: Uint8Array, min: number, exact: number): Uint8Array[] {
  // The search restores the rack counts on its way out, even when the output area overflows.
  const rackAt = engine.putTiles(rack);
  return runWordQuery(engine, (out, cap) => engine.core.exports.anagram(engine.query, rackAt, min, exact, out, cap));
}
