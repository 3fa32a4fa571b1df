// A board's cells as tiles of a lexicon's alphabet, checked at the edge: a cell that cannot be
// tiled is an error naming the cell, its row and column, and the character.

import type { Alphabet } from '../alphabet/index.js';
import { isTileError } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { quote } from '../inputText.js';
import type { Board } from './board.js';
import { lettersIn } from './scoring.js';

/** Most tiles one cell may hold (the core keeps 8 bytes per cell; the batch token table 6). */
export const MAX_CELL_TILES = 6;

export interface TiledBoard {
  readonly board: Board;
  readonly alphabet: Alphabet;
  /** Tiles of each cell (empty for a hole). */
  readonly tiles: readonly Uint8Array[];
  /** Letters of each cell (QU = 2, L·L = 2). */
  readonly letters: Uint8Array;
  /** Some cell holds more than one tile, so a word's cell count may depend on its path. */
  readonly multiTile: boolean;
  /** Some cell holds the split digraph itself (so L·L may take one cell or two). */
  readonly holdsSplitTile: boolean;
}

/** A digraph the players may also spell with two tiles side by side (Catalan L·L = L + L). */
export interface SplitDigraph {
  readonly tile: number;
  /** The tile of each half (both halves are the same letter). */
  readonly half: number;
}

const splitDigraphs = new WeakMap<Alphabet, SplitDigraph | null>();

/** The alphabet's split digraph: a tile spelled X·X whose X is a tile (Catalan L·L), if any. */
export function splitDigraphOf(alphabet: Alphabet): SplitDigraph | undefined {
  let known = splitDigraphs.get(alphabet);
  if (known === undefined) {
    known = null;
    for (let t = 1; t < alphabet.size && !known; t++) {
      const m = /^(\p{L})·(\p{L})$/u.exec(alphabet.tiles[t]!);
      const half = m && m[1] === m[2] ? alphabet.tileOf(m[1]!) : undefined;
      if (half !== undefined) known = { tile: t, half };
    }
    splitDigraphs.set(alphabet, known);
  }
  return known ?? undefined;
}

/** One cell's tiles and letters; `where` names the cell in errors. */
export function tileToken(alphabet: Alphabet, token: string, where: string): { tiles: Uint8Array; letters: number } {
  const t = alphabet.tryTokenize(token);
  if (isTileError(t)) {
    const why = t.reason === 'is not a tile:'
      ? `'${t.char}' is not a tile of the ${alphabet.id} alphabet`
      : `${t.reason.replace(/:$/, '')} ('${t.char}')`;
    throw errors.badInput(`${where} holds ${quote(token)}: ${why}`);
  }
  if (t.length > MAX_CELL_TILES) {
    throw errors.badInput(`${where} ${quote(token)} has ${t.length} tiles; a cell holds at most ${MAX_CELL_TILES}`);
  }
  let letters = 0;
  for (const tile of t) letters += lettersIn(alphabet.tiles[tile]!);
  return { tiles: t, letters };
}

export function tileBoard(board: Board, alphabet: Alphabet): TiledBoard {
  const split = splitDigraphOf(alphabet);
  const tiles: Uint8Array[] = [];
  const letters = new Uint8Array(board.cells.length);
  let multiTile = false, holdsSplitTile = false;
  board.cells.forEach((token, cell) => {
    if (token === '') {
      tiles.push(new Uint8Array(0));
      return;
    }
    const t = tileToken(alphabet, token, where(board, cell));
    tiles.push(t.tiles);
    letters[cell] = t.letters;
    if (t.tiles.length > 1) multiTile = true;
    if (split && t.tiles.length === 1 && t.tiles[0] === split.tile) holdsSplitTile = true;
  });
  return { board, alphabet, tiles, letters, multiTile, holdsSplitTile };
}

/** "cell 5 (row 2, column 2)" for square and hex boards, "cell 5" for graphs. */
export function where(board: Board, cell: number): string {
  if (board.rowLengths.length <= 1) return `cell ${cell}`;
  let at = 0;
  for (let r = 0; r < board.rowLengths.length; r++) {
    const len = board.rowLengths[r]!;
    if (cell < at + len) return `cell ${cell} (row ${r + 1}, column ${cell - at + 1})`;
    at += len;
  }
  return `cell ${cell}`;
}
