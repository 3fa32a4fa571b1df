// Pattern queries: words of a given length with a set of allowed tiles at each position
// (crossword clues, Enigmàrius, syllable bridges). Pattern text:
//   letters        themselves (tiled by the alphabet, so Catalan NY is one position)
//   ? or .         any tile
//   {ABC}          one of these tiles;  {^ABC} any tile but these
// (read by units.ts, which also reads the constraint query's patterns, in letters or tiles, with `*`)

import type { Alphabet } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { runWordQuery } from './records.js';
import { unitAlphabet, unitSet } from './units.js';

/** One allowed-tile set per position, bit t for tile t. */
export type Pattern = bigint[];

export function anyTile(alphabet: Alphabet): bigint {
  return unitAlphabet(alphabet, 'tiles').any;
}

/** Bit set of tiles. */
export const tileSet: (tiles: Iterable<number>) => bigint = unitSet;

export function parsePattern(text: string, alphabet: Alphabet): Pattern {
  const out = unitAlphabet(alphabet, 'tiles').parsePattern(text, 'pattern', false).map((p) => p.set);
  if (out.length === 0 || out.length > 63) throw errors.badInput(`pattern "${text}" must have 1 to 63 positions`);
  return out;
}

/** Every word matching the pattern, in tile order. */
export function matchPattern(engine: Engine, pattern: Pattern): Uint8Array[] {
  const core = engine.core;
  const setsAt = engine.patternArea();
  const view = new BigUint64Array(core.memory.buffer, setsAt, pattern.length);
  pattern.forEach((s, i) => { view[i] = BigInt.asUintN(64, s); });
  return runWordQuery(engine, (out, cap) => core.exports.matchPattern(engine.query, setsAt, pattern.length, out, cap));
}
