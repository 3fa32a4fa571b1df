// Pattern queries: words of a given length with a set of allowed tiles at each position
// (crossword clues, Enigmàrius, syllable bridges). Pattern text:
//   letters        themselves (tiled by the alphabet, so Catalan NY is one position)
//   ? or .         any tile
//   {ABC}          one of these tiles;  {^ABC} any tile but these
// (read by units.ts, which also reads the constraint query's patterns, in letters or tiles, with `*`)

import type { Alphabet } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { quote } from '../inputText.js';
import { errors } from '../errors.js';
import { queryTiles, resolveQuery } from './constraint.js';
import { runWordQuery } from './records.js';
import { type Unit, unitAlphabet, unitSet } from './units.js';

/** One allowed-tile set per position, bit t for tile t. */
export type Pattern = bigint[];

export function anyTile(alphabet: Alphabet): bigint {
  return unitAlphabet(alphabet, 'tiles').any;
}

/** Bit set of tiles. */
export const tileSet: (tiles: Iterable<number>) => bigint = unitSet;

export function parsePattern(text: string, alphabet: Alphabet): Pattern {
  const out = unitAlphabet(alphabet, 'tiles').parsePattern(text, 'pattern', false).map((p) => p.set);
  if (out.length === 0 || out.length > 63) throw errors.badInput(`pattern ${quote(text)} must have 1 to 63 positions`);
  return out;
}

/**
 * The words matching a pattern as typed (no `*`), one position per tile (the default) or per
 * letter (`verbivore pattern --unit letters`: the constraint query's pattern, Spanish RR two
 * positions), in tile order.
 */
export function patternWords(engine: Engine, text: string, unit: Unit = 'tiles'): Uint8Array[] {
  if (unit === 'tiles') return matchPattern(engine, parsePattern(text, engine.alphabet));
  const positions = unitAlphabet(engine.alphabet, 'letters').parsePattern(text, 'pattern', false).length;
  if (positions === 0 || positions > 63) throw errors.badInput(`pattern ${quote(text)} must have 1 to 63 positions`);
  return queryTiles(engine, resolveQuery(engine, { unit: 'letters', pattern: text, length: positions }));
}

/** Every word matching the pattern, in tile order. */
export function matchPattern(engine: Engine, pattern: Pattern): Uint8Array[] {
  const core = engine.core;
  const setsAt = engine.patternArea();
  const view = new BigUint64Array(core.memory.buffer, setsAt, pattern.length);
  pattern.forEach((s, i) => { view[i] = BigInt.asUintN(64, s); });
  return runWordQuery(engine, (out, cap) => core.exports.matchPattern(engine.query, setsAt, pattern.length, out, cap));
}
