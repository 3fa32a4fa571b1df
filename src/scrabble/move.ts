// The moves of Scrabble-like games, and their ranking. Every part of src/scrabble that makes,
// lists or reads moves imports them from here.
//
// Ranking: score, highest first; ties by kind (plays, then exchanges, then the pass), then for
// plays by row, column, direction (across first) and word (tile by tile: tile index, a real tile
// before a blank standing for it, shorter first), for exchanges by number of tiles, then tiles.

import { BLANK_BIT } from '../alphabet/index.js';
import type { Direction } from './position/coords.js';

export interface PlaceMove {
  kind: 'place';
  /** First square of the word, 0-based. */
  row: number;
  col: number;
  dir: Direction;
  /** One per square of the word: 0 = already on the board, else the tile placed (| 0x80 blank). */
  tiles: number[];
  /** The whole word: board tiles and placed tiles (| 0x80 for blanks, on the board or placed). */
  word: number[];
  score: number;
  /** Rack tiles left, ascending (0 = blank). */
  leave: number[];
}

export interface ExchangeMove {
  kind: 'exchange';
  /** Tiles put back, ascending (0 = blank). */
  tiles: number[];
  score: 0;
  leave: number[];
}

export interface PassMove {
  kind: 'pass';
  score: 0;
  leave: number[];
}

export type Move = PlaceMove | ExchangeMove | PassMove;

/**
 * Where a play puts its tiles, as text (square:tile, …): the same for two listings of one
 * placement, a one-tile play read across or down included. `tiles` as in PlaceMove.
 */
export function placementKey(move: Pick<PlaceMove, 'row' | 'col' | 'dir' | 'tiles'>, cols: number): string {
  const parts: string[] = [];
  move.tiles.forEach((t, i) => {
    if (t) parts.push(`${move.dir === 'across' ? move.row * cols + move.col + i : (move.row + i) * cols + move.col}:${t}`);
  });
  return parts.join(',');
}

/** Which move it is, as text: two moves with the same key are the same move (scores aside). */
export function moveKey(m: Move): string {
  if (m.kind === 'place') return `${m.row},${m.col},${m.dir},${m.tiles.join('.')}`;
  if (m.kind === 'exchange') return `-${[...m.tiles].sort((a, b) => a - b).join('.')}`;
  return '-';
}

const KIND_ORDER = { place: 0, exchange: 1, pass: 2 } as const;

/** The ranking described at the top of this file. */
export function compareMoves(a: Move, b: Move): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  if (a.kind === 'place' && b.kind === 'place') {
    if (a.row !== b.row) return a.row - b.row;
    if (a.col !== b.col) return a.col - b.col;
    if (a.dir !== b.dir) return a.dir === 'across' ? -1 : 1;
    return compareTiles(a.word, b.word);
  }
  if (a.kind === 'exchange' && b.kind === 'exchange') {
    if (a.tiles.length !== b.tiles.length) return a.tiles.length - b.tiles.length;
    return compareTiles(a.tiles, b.tiles);
  }
  return 0;
}

/** Tile strings in ranking order (tile by tile, shorter first). */
export function compareTiles(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = tileOrder(a[i]!), y = tileOrder(b[i]!);
    if (x !== y) return x - y;
  }
  return a.length - b.length;
}

/** A real tile sorts just before a blank standing for it. */
const tileOrder = (t: number) => ((t & ~BLANK_BIT) << 1) | (t & BLANK_BIT ? 1 : 0);
