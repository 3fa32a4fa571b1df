// The Scrabble board as the page draws it, shared by the analysis board and the duplicate
// screens: premium squares with their labels, tiles with their values, and placed tiles marked.

import type { Ruleset } from '../../rules/ruleset.js';
import { indexToLetters } from '../../scrabble/position/coords.js';
import { fill, h } from './dom.js';
import type { Cells } from './protocol.js';

/** Premium characters of a ruleset (rules/ruleset.ts) → class and label. */
const PREMIUMS: Record<string, [string, string]> = {
  d: ['dl', '2L'], t: ['tl', '3L'], q: ['ql', '4L'], D: ['dw', '2W'], T: ['tw', '3W'], Q: ['qw', '4W'],
};

export function emptyCells(r: Ruleset): Cells {
  return Array.from({ length: r.rows }, () => Array<string>(r.cols).fill(''));
}

/**
 * Fills `board` with the ruleset's squares, framed by column letters above and row numbers on
 * the left (plays are named 8D / D8); returns the squares by row and column.
 */
export function buildSquares(board: HTMLElement, ruleset: Ruleset, onSquare?: (row: number, col: number) => void): HTMLElement[][] {
  // One more column and row for the labels; a square's font follows the label-inclusive count.
  board.style.setProperty('--cols', String(ruleset.cols + 1));
  const squares: HTMLElement[][] = [];
  const cells: HTMLElement[] = [h('div', { class: 'coord-label corner', 'aria-hidden': 'true' })];
  for (let c = 0; c < ruleset.cols; c++) cells.push(h('div', { class: 'coord-label', 'aria-hidden': 'true' }, indexToLetters(c)));
  for (let r = 0; r < ruleset.rows; r++) {
    cells.push(h('div', { class: 'coord-label', 'aria-hidden': 'true' }, r + 1));
    const row: HTMLElement[] = [];
    for (let c = 0; c < ruleset.cols; c++) {
      const p = PREMIUMS[ruleset.premiums[r]![c]!];
      const start = ruleset.start[0] === r && ruleset.start[1] === c;
      row.push(h('div', {
        class: `square ${p ? p[0] : ''} ${start ? 'start' : ''}`, role: 'gridcell', 'data-row': r, 'data-col': c,
        onmousedown: onSquare && ((e: Event) => { e.preventDefault(); onSquare(r, c); }),
      }));
    }
    squares.push(row);
    cells.push(...row);
  }
  fill(board, cells);
  return squares;
}

/** A tile's value (a blank, written lowercase, is worth 0). */
export function tileValue(ruleset: Ruleset, text: string): number {
  if (text !== text.toUpperCase()) return 0;
  return ruleset.tiles.find((t) => t.tile === text)?.value ?? 0;
}

/** A tile as the page draws it; `kind` marks a play shown ('played', 'preview'). */
export function tileEl(ruleset: Ruleset, text: string, kind = ''): HTMLElement {
  const blank = text !== text.toUpperCase();
  return h('span', { class: `tile ${kind} ${blank ? 'blank' : ''}` }, text, h('sub', {}, blank ? '' : tileValue(ruleset, text)));
}

/** Draws one square: its tile (text, '' for none), or its premium label. */
export function showSquare(square: HTMLElement, ruleset: Ruleset, row: number, col: number, text: string, kind = ''): void {
  if (text) return fill(square, tileEl(ruleset, text, kind));
  const p = PREMIUMS[ruleset.premiums[row]![col]!];
  fill(square, ruleset.start[0] === row && ruleset.start[1] === col ? '★' : p ? p[1] : '');
}
