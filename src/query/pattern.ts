// Pattern queries: words of a given length with a set of allowed tiles at each position
// (crossword clues, Enigmàrius, syllable bridges). Pattern text:
//   letters        themselves (tiled by the alphabet, so Catalan NY is one position)
//   ? or .         any tile
//   {ABC}          one of these tiles;  {^ABC} any tile but these

import type { Alphabet } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { runWordQuery } from './records.js';

/** One allowed-tile set per position, bit t for tile t. */
export type Pattern = bigint[];

export function anyTile(alphabet: Alphabet): bigint {
  return ((1n << BigInt(alphabet.size)) - 1n) & ~1n;
}

export function tileSet(tiles: Iterable<number>): bigint {
  let s = 0n;
  for (const t of tiles) s |= 1n << BigInt(t);
  return s;
}

export function parsePattern(text: string, alphabet: Alphabet): Pattern {
  const out: Pattern = [];
  const any = anyTile(alphabet);
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '?' || ch === '.') {
      out.push(any);
      i++;
    } else if (ch === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) throw errors.badInput(`pattern "${text}": '{' at column ${i + 1} is not closed`);
      let body = text.slice(i + 1, end);
      const negate = body.startsWith('^');
      if (negate) body = body.slice(1);
      if (!body) throw errors.badInput(`pattern "${text}": empty set at column ${i + 1}`);
      const set = tileSet(alphabet.parseRack(body));
      out.push(negate ? any & ~set : set);
      i = end + 1;
    } else {
      let j = i;
      while (j < text.length && !'?.{'.includes(text[j]!)) j++;
      for (const t of alphabet.parseRack(text.slice(i, j))) {
        if (t === 0) throw errors.badInput(`pattern "${text}": use ? for any tile`);
        out.push(1n << BigInt(t));
      }
      i = j;
    }
  }
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
