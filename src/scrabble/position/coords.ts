// Move coordinates. The first part always names the line the word lies in (seed 004):
//   American: columns are letters, rows numbers.  8D = row 8 from column D, across;
//             D8 = column D from row 8, down.
//   Catalan (abbreviated notation, current Mattel boards): rows are letters, columns numbers.
//             H4 = row H from column 4, across; 3D = column 3 from row D, down.
// Past 26, letters continue as in spreadsheets (Z, AA, AB, ...), as CGP prescribes.

import { errors } from '../../errors.js';
import { quote } from '../../inputText.js';

export type Direction = 'across' | 'down';
export type Notation = 'american' | 'catalan';

export interface Coord {
  /** 0-based row of the first square. */
  row: number;
  /** 0-based column of the first square. */
  col: number;
  dir: Direction;
}

/** 0 → A, 25 → Z, 26 → AA. */
export function indexToLetters(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  }
  return s;
}

/** A → 0, AA → 26; case-insensitive. */
export function lettersToIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export function formatCoord(row: number, col: number, dir: Direction, notation: Notation = 'american'): string {
  if (notation === 'american') {
    return dir === 'across' ? `${row + 1}${indexToLetters(col)}` : `${indexToLetters(col)}${row + 1}`;
  }
  return dir === 'across' ? `${indexToLetters(row)}${col + 1}` : `${col + 1}${indexToLetters(row)}`;
}

/** A single square, named row first in American style: row 8, column H → "8H". */
export function squareName(row: number, col: number): string {
  return `${row + 1}${indexToLetters(col)}`;
}

/**
 * Parses a move coordinate. With `board`, a coordinate off the board is an error naming it;
 * `where` starts the messages ('GCG line 7').
 */
export function parseCoord(text: string, notation: Notation = 'american', board?: { rows: number; cols: number }, where?: string): Coord {
  const at = where ? `${where}: ` : '';
  const t = text.trim();
  const numberFirst = /^(\d+)([A-Za-z]+)$/.exec(t);
  const letterFirst = /^([A-Za-z]+)(\d+)$/.exec(t);
  let coord: Coord;
  if (numberFirst) {
    const n = Number(numberFirst[1]) - 1, l = lettersToIndex(numberFirst[2]!);
    coord = notation === 'american' ? { row: n, col: l, dir: 'across' } : { row: l, col: n, dir: 'down' };
  } else if (letterFirst) {
    const l = lettersToIndex(letterFirst[1]!), n = Number(letterFirst[2]) - 1;
    coord = notation === 'american' ? { row: n, col: l, dir: 'down' } : { row: l, col: n, dir: 'across' };
  } else {
    const example = notation === 'american' ? '8D (across) or D8 (down)' : 'H4 (across) or 3D (down)';
    throw errors.badInput(`${at}${quote(text)} is not a coordinate; write e.g. ${example}`);
  }
  if (coord.row < 0 || coord.col < 0 || (board && (coord.row >= board.rows || coord.col >= board.cols))) {
    const size = board ? ` ${board.rows}×${board.cols}` : '';
    throw errors.badInput(`${at}coordinate ${quote(text)} is off the${size} board`);
  }
  return coord;
}

export function isCoord(text: string): boolean {
  return /^(\d+[A-Za-z]+|[A-Za-z]+\d+)$/.test(text.trim());
}
