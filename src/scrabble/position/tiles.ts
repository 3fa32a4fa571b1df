// Reading and writing tiles in position formats. Uppercase is a tile, lowercase a blank standing
// for that tile, '?' a blank on a rack, and a multi-letter tile may always be bracketed: [NY],
// [l·l], [CH]. Formats differ only in whether unbracketed digraphs are recognised:
//   strict  (CGP): one character is one tile, so digraphs must be bracketed;
//   greedy  (text boards, GCG, typed racks): the longest tile that matches, as words are tiled.

import { type Alphabet, BLANK, BLANK_BIT } from '../../alphabet/index.js';
import { errors } from '../../errors.js';
import { quote } from '../../inputText.js';

export type TileReading = 'strict' | 'greedy';

export interface ReadTile {
  /** Tile index, with BLANK_BIT when written in lowercase. */
  value: number;
  /** Index just past the tile's text. */
  end: number;
}

function longestTile(alphabet: Alphabet): number {
  return Math.max(...alphabet.tiles.map((t) => t.length));
}

/** The tile a piece of text names (case kept as the blank flag), or a reason it names none. */
function resolveOne(alphabet: Alphabet, text: string): number | string {
  const r = alphabet.tryTokenize(text);
  if (!(r instanceof Uint8Array)) {
    const why = r.reason === 'is not a tile:' ? '' : ` (${r.reason.replace(/:$/, '')})`;
    return `${quote(text, 0, "'")} is not a tile of the ${alphabet.id} alphabet${why}`;
  }
  if (r.length !== 1) return `${quote(text, 0, "'")} is ${r.length} tiles, not one`;
  const upper = text.toUpperCase(), lower = text.toLowerCase();
  if (text === upper && text !== lower) return r[0]!;
  if (text === lower && text !== upper) return r[0]! | BLANK_BIT;
  return `${quote(text, 0, "'")} mixes upper and lower case (uppercase is a tile, lowercase a blank)`;
}

/** Reads one tile at `i`; `where` says where that is, for errors. */
export function readTile(text: string, i: number, alphabet: Alphabet, mode: TileReading, where: string): ReadTile {
  if (text[i] === '[') {
    const close = text.indexOf(']', i);
    if (close < 0) throw errors.badInput(`${where}: '[' without a closing ']'`);
    const v = resolveOne(alphabet, text.slice(i + 1, close));
    if (typeof v === 'string') throw errors.badInput(`${where}: ${v}`);
    return { value: v, end: close + 1 };
  }
  if (mode === 'greedy') {
    for (let len = Math.min(longestTile(alphabet), text.length - i); len > 1; len--) {
      const v = resolveOne(alphabet, text.slice(i, i + len));
      if (typeof v === 'number') return { value: v, end: i + len };
    }
  }
  const ch = String.fromCodePoint(text.codePointAt(i)!);
  const v = resolveOne(alphabet, ch);
  if (typeof v === 'string') {
    const digraph = alphabet.tiles.find((t) => t.length > 1 && t.includes(ch.toUpperCase()));
    const hint = digraph && mode === 'strict' ? `; multi-letter tiles are written in brackets, e.g. [${digraph}]` : '';
    throw errors.badInput(`${where}: ${v}${hint}`);
  }
  return { value: v, end: i + ch.length };
}

/** A rack: tiles and '?' for blanks. Lowercase is refused (on a rack a blank is just '?'). */
export function readRack(text: string, alphabet: Alphabet, mode: TileReading, where: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length;) {
    if (text[i] === '?') {
      out.push(BLANK);
      i++;
      continue;
    }
    const t = readTile(text, i, alphabet, mode, `${where}, tile ${out.length + 1}`);
    if (t.value & BLANK_BIT) {
      throw errors.badInput(`${where}: lowercase '${text.slice(i, t.end)}' on a rack; a blank on a rack is '?'`);
    }
    out.push(t.value);
    i = t.end;
  }
  return Uint8Array.from(out);
}

/** One tile as the formats write it: lowercase for a blank's letter, brackets past one letter. */
export function tileText(alphabet: Alphabet, value: number): string {
  if (value === BLANK) return '?';
  const base = alphabet.tiles[value & ~BLANK_BIT];
  if (!base) throw errors.internal(`tile ${value} is not in the ${alphabet.id} alphabet`);
  const text = value & BLANK_BIT ? base.toLowerCase() : base;
  return [...text].length > 1 ? `[${text}]` : text;
}

/**
 * A rack as the formats write it. `greedy`: for readers of unbracketed digraphs (GCG, typed
 * racks), where Spanish C then H would read back as the CH tile, so such a C is written [C].
 */
export function rackText(alphabet: Alphabet, rack: ArrayLike<number>, mode: TileReading = 'strict'): string {
  const pieces: string[] = [];
  for (let i = 0; i < rack.length; i++) pieces.push(tileText(alphabet, rack[i]!));
  return mode === 'greedy' ? joinForGreedy(pieces, pieces.map(() => true), alphabet) : pieces.join('');
}

/**
 * Joins pieces of text — tiles as tileText writes them, and other marks ('.', '(', ')') — so a
 * greedy reader reads the same tiles back: a one-letter tile that would run into what follows
 * to make a longer tile (Spanish C before H, L before L, R before R) is bracketed.
 */
export function joinForGreedy(pieces: readonly string[], isTile: readonly boolean[], alphabet: Alphabet): string {
  const longest = Math.max(...alphabet.tiles.map((t) => t.length));
  let out = '';
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (isTile[i] && longest > 1 && !piece.startsWith('[') && piece !== '?') {
      let ahead = piece;
      for (let k = i + 1; k < pieces.length && ahead.length < piece.length + longest; k++) ahead += pieces[k];
      if (readTile(ahead, 0, alphabet, 'greedy', '').end > piece.length) {
        out += `[${piece}]`;
        continue;
      }
    }
    out += piece;
  }
  return out;
}
