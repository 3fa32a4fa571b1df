// The board of a grid game: cells numbered row by row from 0, each holding a token (a letter,
// a digraph tile such as QU, NY or L·L, or any string of tiles such as a syllable), and an
// adjacency graph saying which cell may follow which in a word.
//
// Presets: an N×M square with king moves (Boggle, Buguigrama, Vermigrama) or knight moves
// (CaValcagrama); a hexagonal beehive of 1, 2 or 3 rings around a centre (Ruscosíl·laB:
// 7, 19, 37 cells in rows of 2-3-2, 3-4-5-4-3, 4-5-6-7-6-5-4); or any user graph.

import { errors } from '../errors.js';
import { quoteValue } from '../inputText.js';
import { MAX_CELLS } from '../wasm/contract.js';

/** Most cells a board may have (the search keeps used cells in a 64-bit set): the core's constant. */
export { MAX_CELLS };

export type Moves = 'king' | 'knight' | 'hex' | 'graph';

export interface Board {
  /** Token of each cell as shown (uppercase); '' is a hole that no word may cross. */
  readonly cells: readonly string[];
  /** Cells that may follow each cell in a word (directed; presets are symmetric). */
  readonly neighbours: readonly (readonly number[])[];
  readonly moves: Moves;
  /** Cells per display row (a square's rows, the beehive's rows; one row for a graph). */
  readonly rowLengths: readonly number[];
}

/** Ways a piece moves on a square board, as (row, column) steps. */
const KING_STEPS = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]] as const;
const KNIGHT_STEPS = [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]] as const;

/** Neighbour lists of an N×M square for king or knight moves, cells row by row. */
export function squareNeighbours(rows: number, cols: number, moves: 'king' | 'knight'): number[][] {
  const steps = moves === 'king' ? KING_STEPS : KNIGHT_STEPS;
  const out: number[][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const list: number[] = [];
      for (const [dr, dc] of steps) {
        const rr = r + dr, cc = c + dc;
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) list.push(rr * cols + cc);
      }
      out.push(list);
    }
  }
  return out;
}

/** Rings around the centre for a beehive of n cells (7 → 1, 19 → 2, 37 → 3), or undefined. */
export function hexRingsFor(cells: number): number | undefined {
  for (let rings = 1; rings <= 4; rings++) if (3 * rings * (rings + 1) + 1 === cells) return rings;
  return undefined;
}

/** Row lengths of a beehive: rings+1 up to 2·rings+1 and back down (2-3-2 for one ring). */
export function hexRowLengths(rings: number): number[] {
  const out: number[] = [];
  for (let r = -rings; r <= rings; r++) out.push(2 * rings + 1 - Math.abs(r));
  return out;
}

/**
 * Neighbour lists of a beehive, cells row by row. Axial coordinates (q, r) with
 * |q|, |r|, |q + r| ≤ rings; each cell touches the six cells one hexagonal step away.
 */
export function hexNeighbours(rings: number): number[][] {
  const index = new Map<string, number>();
  const coords: [number, number][] = [];
  for (let r = -rings; r <= rings; r++) {
    for (let q = Math.max(-rings, -r - rings); q <= Math.min(rings, -r + rings); q++) {
      index.set(`${q},${r}`, coords.length);
      coords.push([q, r]);
    }
  }
  const steps = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]] as const;
  return coords.map(([q, r]) => {
    const list: number[] = [];
    for (const [dq, dr] of steps) {
      const n = index.get(`${q + dq},${r + dr}`);
      if (n !== undefined) list.push(n);
    }
    return list.sort((a, b) => a - b);
  });
}

/** Checks a user adjacency list against a board of `cellCount` cells; returns a clean copy. */
export function checkAdjacency(lists: unknown, cellCount: number, where = 'adjacency'): number[][] {
  if (!Array.isArray(lists)) throw errors.badInput(`${where} must be a JSON array of neighbour lists, one per cell`);
  if (lists.length !== cellCount) {
    throw errors.badInput(`${where} lists ${lists.length} cells, but the board has ${cellCount}`);
  }
  return lists.map((list, cell) => {
    if (!Array.isArray(list)) throw errors.badInput(`${where}: the entry for cell ${cell} is not a list of cell numbers`);
    const seen = new Set<number>();
    for (const n of list) {
      if (!Number.isInteger(n)) throw errors.badInput(`${where}: cell ${cell} names ${quoteValue(n)}, not a cell number`);
      if (n < 0 || n >= cellCount) {
        throw errors.badInput(`${where}: cell ${cell} names cell ${n}, but the board has cells 0–${cellCount - 1}`);
      }
      if (n === cell) throw errors.badInput(`${where}: cell ${cell} names itself as a neighbour`);
      seen.add(n);
    }
    return [...seen];
  });
}

/** A board from its cells and moves; `cols` is needed for square presets. */
export function makeBoard(
  cells: readonly string[], moves: Moves, shape: { cols?: number; rowLengths?: readonly number[]; adjacency?: unknown },
): Board {
  const n = cells.length;
  if (n === 0) throw errors.badInput('the board has no cells');
  if (n > MAX_CELLS) throw errors.badInput(`the board has ${n} cells; at most ${MAX_CELLS} are supported`);
  let neighbours: number[][];
  let rowLengths: number[];
  switch (moves) {
    case 'king':
    case 'knight': {
      const cols = shape.cols ?? 0;
      if (cols < 1 || n % cols !== 0) {
        throw errors.badInput(`${n} cells do not make rows of ${cols}: a square board needs N×M cells`);
      }
      const rows = n / cols;
      neighbours = squareNeighbours(rows, cols, moves);
      rowLengths = Array(rows).fill(cols);
      break;
    }
    case 'hex': {
      const rings = hexRingsFor(n);
      if (rings === undefined || rings > 3) {
        throw errors.badInput(`a beehive has 7, 19 or 37 cells (1, 2 or 3 rings), not ${n}`);
      }
      rowLengths = hexRowLengths(rings);
      if (shape.rowLengths && shape.rowLengths.join('-') !== rowLengths.join('-')) {
        throw errors.badInput(
          `a beehive of ${n} cells has rows of ${rowLengths.join('-')} cells, not ${shape.rowLengths.join('-')}`);
      }
      neighbours = hexNeighbours(rings);
      break;
    }
    case 'graph':
      neighbours = checkAdjacency(shape.adjacency, n);
      rowLengths = shape.rowLengths ? [...shape.rowLengths] : [n];
      break;
  }
  return { cells: [...cells], neighbours, moves, rowLengths };
}

/** The board with other cells (same adjacency): a letter changed, cells swapped. */
export function withCells(board: Board, cells: readonly string[]): Board {
  if (cells.length !== board.cells.length) throw errors.internal('withCells: cell count changed');
  return { ...board, cells: [...cells] };
}

/** The board as rows of cells, multi-letter tokens in brackets and holes as '.'. */
export function boardText(board: Board, separator = '\n'): string {
  const rows: string[] = [];
  let at = 0;
  for (const len of board.rowLengths) {
    rows.push(board.cells.slice(at, at + len).map(cellText).join(''));
    at += len;
  }
  return rows.join(separator);
}

/** A cell as board text writes it (parse.ts): QU is the lone q, a plain Q needs brackets. */
function cellText(token: string): string {
  if (token === '') return '.';
  if (token === 'QU') return 'Q';
  if (token === 'Q' || token === '.' || token === '[' || token === ']') return `[${token}]`;
  return [...token].length === 1 ? token : `[${token}]`;
}
