// How a move is written for people: American notation `8D OUT(HANDLES) 74` (coordinate, word with
// tiles already on the board in parentheses, blanks in lowercase), or the Catalan tournament
// style `ADDIC(I)ONAL 3D 74` (blanks in parentheses, board tiles unmarked, rows A–O).

import { BLANK, BLANK_BIT, type Alphabet } from '../alphabet/index.js';
import { formatCoord, type Notation, tileText } from './position/index.js';
import type { Move } from './movegen.js';

/** The word as played, in the notation's style. */
export function moveWord(move: Move, alphabet: Alphabet, notation: Notation = 'american'): string {
  if (move.kind !== 'place') return move.kind === 'exchange' ? `-${rackString(move.tiles, alphabet)}` : '-';
  let s = '';
  let open = false;
  move.word.forEach((t, i) => {
    const text = alphabet.tiles[t & ~BLANK_BIT]!;
    if (notation === 'catalan') {
      s += t & BLANK_BIT && move.tiles[i] !== 0 ? `(${text})` : text;
      return;
    }
    const through = move.tiles[i] === 0;
    if (through && !open) s += '(';
    if (!through && open) s += ')';
    open = through;
    s += t & BLANK_BIT ? text.toLowerCase() : text;
  });
  return open ? `${s})` : s;
}

export function moveCoord(move: Move, notation: Notation = 'american'): string {
  return move.kind === 'place' ? formatCoord(move.row, move.col, move.dir, notation) : move.kind;
}

/**
 * Rack tiles as text, blank as '?': "AEIRST?" order follows the alphabet, blank last; a
 * multi-letter tile in brackets ("A[NY]S"), and a space between two tiles that would read as
 * one (Spanish two Rs "R R", the RR tile "[RR]"), so the text reads back as the same tiles.
 */
export function rackString(tiles: readonly number[], alphabet: Alphabet): string {
  let s = '', last = '';
  for (const t of tiles) {
    if (t === BLANK) continue;
    const text = tileText(alphabet, t);
    if (last && alphabet.tileOf(last + text) !== undefined) s += ' ';
    s += text;
    last = text;
  }
  return s + '?'.repeat(tiles.filter((t) => t === BLANK).length);
}

/** The one-line form: `8D OUT(HANDLES) 74` or `ADDIC(I)ONAL 3D 74`. */
export function formatMove(move: Move, alphabet: Alphabet, notation: Notation = 'american'): string {
  const word = moveWord(move, alphabet, notation);
  if (move.kind !== 'place') return `${word} ${move.score}`;
  const coord = moveCoord(move, notation);
  return notation === 'catalan' ? `${word} ${coord} ${move.score}` : `${coord} ${word} ${move.score}`;
}
