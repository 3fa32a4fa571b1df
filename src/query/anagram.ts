// Anagram and sub-anagram queries (Barrejagrama, Enigmàrius "find an anagram", CLI `anagram`).
// In tiles (the default, Scrabble's count) the core's anagram search over the rack; in letters
// (the party games' count: two Ls make Catalan L·L, R and R Spanish RR) the constraint query
// with the letters as its --from budget.

import { BLANK_BIT } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { constraintRecords, resolveQuery } from './constraint.js';
import { decodeWordRecords, runWordQuery } from './records.js';
import { type Unit, unitAlphabet } from './units.js';
import { RACK_SLOTS } from '../wasm/contract.js';

export interface AnagramResult {
  /** The word in tiles, uppercase. */
  word: string;
  /** As played: tiles taken from blanks in lowercase. */
  played: string;
  /** Length in the unit counted (tiles by default). */
  length: number;
  /** Whether every tile (letter) given is used. */
  full: boolean;
}

export interface AnagramOptions {
  /** Shortest word listed, in the unit counted (default 2). */
  min?: number;
  /** Only words using every tile (letter) given. */
  fullOnly?: boolean;
  /** What the letters and lengths count: tiles (default) or letters. */
  unit?: Unit;
}


/**
 * Words from the letters ('?' = blank): full anagrams first, then shorter words by length,
 * each group in alphabetical (tile) order.
 */
export function anagrams(engine: Engine, letters: string, options: AnagramOptions = {}): AnagramResult[] {
  const min = options.min ?? 2;
  if (!Number.isInteger(min) || min < 1) throw errors.about({ option: 'min' }, (n) => `${n} must be a whole number ≥ 1, got ${options.min}`);
  if ((options.unit ?? 'tiles') === 'letters') return letterAnagrams(engine, letters, min, options.fullOnly === true);
  const tiles = engine.alphabet.parseRack(letters);
  if (tiles.length === 0) throw errors.badInput('no letters given');
  if (tiles.length > 63) throw errors.badInput(`${tiles.length} letters is too many (max 63)`);
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
  return longestFirst(out);
}

/** The core lists words in DAWG order; sort by length (longest first) and keep tile order within. */
function longestFirst(found: AnagramResult[]): AnagramResult[] {
  return found
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.length - a.r.length || a.i - b.i)
    .map(({ r }) => r);
}

/**
 * Anagrams counted in letters: the words the letters spell (? = any one letter), from the
 * constraint query. A letter the given ones lack comes from a blank and is shown in lowercase.
 */
function letterAnagrams(engine: Engine, letters: string, min: number, fullOnly: boolean): AnagramResult[] {
  const units = unitAlphabet(engine.alphabet, 'letters');
  const given = units.parse(letters, 'the letters', true);
  if (given.length === 0) throw errors.badInput('no letters given');
  if (given.length > 63) throw errors.badInput(`${given.length} letters is too many (max 63)`);
  const shortest = fullOnly ? given.length : min;
  if (shortest > given.length) return [];
  const q = resolveQuery(engine, { unit: 'letters', from: letters, length: { min: shortest, max: given.length } });
  const { bytes, count } = constraintRecords(engine, q);
  const have = new Uint8Array(units.size);
  const out: AnagramResult[] = [];
  for (const tiles of decodeWordRecords(bytes, 0, count)) {
    const word = units.unitsOf(tiles);
    have.set(q.budget!.counts);
    // Letters given are used first; the rest come from blanks (the query checked there are enough).
    const blank = word.map((u) => {
      if (have[u] === 0) return true;
      have[u]!--;
      return false;
    });
    out.push({
      word: engine.alphabet.render(tiles), played: units.spell(tiles, (k) => blank[k]!), length: word.length,
      full: word.length === given.length,
    });
  }
  return longestFirst(out);
}

/** Runs the core; words come back as tile arrays (tile | 0x80 for blanks). */
export function anagramRecords(engine: Engine, rack: Uint8Array, min: number, exact: number): Uint8Array[] {
  // The search restores the rack counts on its way out, even when the output area overflows.
  const rackAt = engine.putTiles(rack);
  return runWordQuery(engine, (out, cap) => engine.core.exports.anagram(engine.query, rackAt, min, exact, out, cap));
}
