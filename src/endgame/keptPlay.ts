// A play that cut off, kept to be tried again without a move generation (a killer move of the
// endgame search, src/endgame/solve.ts).
//
// Most nodes of an endgame search cut off at once, most of them because the side to move goes
// out (large.cgp line 1: 915,283 of 981,239 inner nodes), and their siblings, which differ only
// by the other side's last play, mostly cut off with the same play. A play is legal with the same score on
// any board that agrees with the one it was found on over its footprint: the squares of its
// word (empty where it places tiles), the square at each end of the word (empty), and for each
// tile it places the run of tiles above and below it (or left and right) with the empty square
// that ends each run. Those squares hold every letter of every word it forms and every square
// that could lengthen one; the premium squares are fixed, and a legal play touched a tile of its
// footprint, so it still connects.

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import type { PlaceMove } from '../scrabble/move.js';

export class KeptPlay {
  readonly score: number;
  /** The tiles it places: tile (blank = 0) and count, in pairs. */
  private readonly rack: number[] = [];
  /** How many tiles it places. */
  readonly tiles: number;
  private readonly squares: number[] = [];
  /** What each square of the footprint holds: 0 = empty. */
  private readonly expected: number[] = [];

  constructor(readonly move: PlaceMove, board: Uint8Array, rows: number, cols: number) {
    this.score = move.score;
    const across = move.dir === 'across';
    const step = across ? 1 : cols, cross = across ? cols : 1;
    const along = across ? move.col : move.row, length = across ? cols : rows;
    const crossAt = across ? move.row : move.col, crossLength = across ? rows : cols;
    const start = move.row * cols + move.col, n = move.tiles.length;
    const counts = new Map<number, number>();
    if (along > 0) this.add(start - step, 0);
    if (along + n < length) this.add(start + n * step, 0);
    for (let i = 0; i < n; i++) {
      const sq = start + i * step, t = move.tiles[i]!;
      if (!t) { this.add(sq, board[sq]!); continue; }
      this.add(sq, 0);
      const tile = t & BLANK_BIT ? BLANK : t;
      counts.set(tile, (counts.get(tile) ?? 0) + 1);
      for (const d of [-1, 1]) {
        let k = crossAt + d, s = sq + d * cross;
        for (; k >= 0 && k < crossLength && board[s]; k += d, s += d * cross) this.add(s, board[s]!);
        if (k >= 0 && k < crossLength) this.add(s, 0);
      }
    }
    let tiles = 0;
    for (const [tile, count] of counts) { this.rack.push(tile, count); tiles += count; }
    this.tiles = tiles;
  }

  private add(sq: number, tile: number): void {
    this.squares.push(sq);
    this.expected.push(tile);
  }

  /** Whether it is legal, with the same score, for a rack of these counts on `board`. */
  fits(board: Uint8Array, counts: Uint8Array): boolean {
    const rack = this.rack;
    for (let i = 0; i < rack.length; i += 2) if (counts[rack[i]!]! < rack[i + 1]!) return false;
    const squares = this.squares, expected = this.expected;
    for (let i = 0; i < squares.length; i++) if (board[squares[i]!] !== expected[i]) return false;
    return true;
  }
}
