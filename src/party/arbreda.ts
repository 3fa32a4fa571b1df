// ArBredasíl·laB (the Verbàlia rulebook): syllable tiles on the trees of l'arbreda; a player places a syllable
// on a free tree next to an occupied one and scores every word it forms with adjacent
// syllables, in every direction of reading: 2 syllables 1, 3: 3, 4: 7, 5: 15, 6: 25, times the
// multiplier of the strip (×1, ×2, ×3). Words read both ways score twice (DONA and NADÓ), as do
// two identical syllables (RARA read from either tile), so every path through the placed tree
// counts. The syllables must stay syllables (rule P). The rulebook does not print the wood's
// layout: the board and its adjacency are the user's (a grid board, src/grid), free trees '.'.
// "Words of more than two syllables must be readable in their natural order" (PODARÉ is not
// formed when its syllables lie the other way): a path of three or more trees must go in reading
// order (rising cell numbers); two-syllable words read either way (DONA, NADÓ). bothWays drops
// the rule, for players who agree to read long words backwards too.

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { type Board, withCells } from '../grid/board.js';
import { findWords } from '../grid/search.js';
import { partyTables } from './tables.js';

export interface ArbredaOptions {
  /** The syllable to place. */
  syllable: string;
  /** The free tree to place it on; by default every free tree next to an occupied one is tried. */
  cell?: number;
  /** Multiplier of each cell's strip (one per cell), or one for every cell (default 1). */
  multipliers?: number | readonly number[];
  /** Words of three or more syllables in either direction too (default: natural order only, the rule). */
  bothWays?: boolean;
}

export interface ArbredaWord {
  word: string;
  /** Cells in reading order. */
  path: number[];
  syllables: number;
  points: number;
}

export interface ArbredaPlacement {
  cell: number;
  /** Points of the words times the strip's multiplier. */
  score: number;
  multiplier: number;
  words: ArbredaWord[];
}

/** The placements of the syllable, best first (one when `cell` is given). */
export function arbredasillab(engine: Engine, board: Board, options: ArbredaOptions): ArbredaPlacement[] {
  const syllable = options.syllable?.trim().toUpperCase();
  if (!syllable) throw errors.about({ option: 'syllable' }, (n) => `${n} is required (the syllable to place)`);
  const n = board.cells.length;
  const multiplierOf = (cell: number) => {
    const m = typeof options.multipliers === 'number' || options.multipliers === undefined
      ? options.multipliers ?? 1 : options.multipliers[cell];
    if (m === undefined || !Number.isInteger(m) || m < 1) throw errors.badInput(`give a whole multiplier ≥ 1 for cell ${cell}`);
    return m;
  };
  if (Array.isArray(options.multipliers) && options.multipliers.length !== n) {
    throw errors.badInput(`give one multiplier per cell: ${n}, not ${options.multipliers.length}`);
  }
  const free = (c: number) => board.cells[c] === '';
  const nextToOccupied = (c: number) => board.neighbours[c]!.some((d) => !free(d))
    || board.neighbours.some((list, d) => !free(d) && list.includes(c));
  let cells: number[];
  if (options.cell !== undefined) {
    const c = options.cell;
    if (!Number.isInteger(c) || c < 0 || c >= n) throw errors.about({ option: 'cell' }, (name) => `${name} must be a cell number from 0 to ${n - 1}, got ${c}`);
    if (!free(c)) throw errors.badInput(`cell ${c} holds ${board.cells[c]}: place the syllable on a free tree ('.')`);
    cells = [c];
  } else {
    cells = [...board.cells.keys()].filter((c) => free(c) && nextToOccupied(c));
    if (cells.length === 0) throw errors.badInput("no free tree ('.') is next to an occupied one");
  }
  const out: ArbredaPlacement[] = [];
  for (const cell of cells) {
    const placed = withCells(board, board.cells.map((t, c) => (c === cell ? syllable : t)));
    const words: ArbredaWord[] = [];
    for (const w of findWords(engine, placed, { scoring: partyTables.arbreda, allPaths: true }).words) {
      if (!w.path.includes(cell)) continue;
      if (!options.bothWays && w.path.length > 2 && w.path.some((c, i) => i > 0 && c < w.path[i - 1]!)) continue;
      words.push({ word: w.word, path: w.path, syllables: w.cells, points: w.score });
    }
    const multiplier = multiplierOf(cell);
    const score = words.reduce((s, w) => s + w.points, 0) * multiplier;
    out.push({ cell, score, multiplier, words });
  }
  return out.sort((a, b) => b.score - a.score || a.cell - b.cell);
}
