// A board as text, the way people type it: one line per row, '.' for an empty square,
// lowercase for a blank, [XX] for a multi-letter tile where it could be misread. Spaces between
// cells are allowed and only separate: in Spanish "LL" is the LL tile and "L L" two Ls.

import type { Alphabet } from '../../alphabet/index.js';
import { errors } from '../../errors.js';
import { raggedRow } from '../../inputText.js';
import { MAX_BOARD_DIM } from '../../rules/ruleset.js';
import { emptyPosition, type Position } from './position.js';
import { joinForGreedy, readTile, tileText } from './tiles.js';

export interface BoardTextOptions {
  /** Separate cells with a space (easier to read with digraph tiles). */
  spaced?: boolean;
}

/** Reads a board; with `expect`, its size must match (e.g. the ruleset's board). */
export function readBoardText(text: string, alphabet: Alphabet, expect?: { rows: number; cols: number }): Position {
  const lines = text.split(/\r?\n/);
  let first = 0, last = lines.length - 1;
  while (first <= last && !lines[first]!.trim()) first++;
  while (last >= first && !lines[last]!.trim()) last--;
  if (first > last) throw errors.badInput('the board text is empty');
  if (last - first + 1 > MAX_BOARD_DIM) throw errors.badInput(`the board text has ${last - first + 1} lines; a board has at most ${MAX_BOARD_DIM} rows`);
  const rows: number[][] = [];
  for (let n = first; n <= last; n++) {
    const line = lines[n]!;
    if (!line.trim()) throw errors.badInput(`board text line ${n + 1} is empty (rows must be consecutive)`);
    const cells: number[] = [];
    for (const chunk of line.trim().split(/\s+/)) {
      for (let i = 0; i < chunk.length;) {
        if (cells.length === MAX_BOARD_DIM) throw errors.badInput(`board text line ${n + 1} has more than ${MAX_BOARD_DIM} squares, the most a board has`);
        if (chunk[i] === '.') {
          cells.push(0);
          i++;
          continue;
        }
        const t = readTile(chunk, i, alphabet, 'greedy', `board text line ${n + 1}, column ${cells.length + 1}`);
        cells.push(t.value);
        i = t.end;
      }
    }
    rows.push(cells);
  }
  const ragged = raggedRow(rows.map((r) => r.length), 'squares', 'line');
  if (ragged) throw errors.badInput(`board text line ${first + ragged.row + 1} ${ragged.why}`);
  const height = rows.length, width = rows[0]!.length;
  if (expect && (height !== expect.rows || width !== expect.cols)) {
    throw errors.badInput(`the board text is ${height}×${width} but the board is ${expect.rows}×${expect.cols}`);
  }
  const pos = emptyPosition(height, width);
  pos.board.set(rows.flat());
  return pos;
}

export function writeBoardText(p: Position, alphabet: Alphabet, options: BoardTextOptions = {}): string {
  const lines: string[] = [];
  for (let r = 0; r < p.rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < p.cols; c++) {
      const t = p.board[r * p.cols + c]!;
      cells.push(t ? tileText(alphabet, t) : '.');
    }
    // Unspaced, a tile that would run into the next (Spanish C then H) is bracketed.
    lines.push(options.spaced ? cells.join(' ') : joinForGreedy(cells, cells.map((x) => x !== '.'), alphabet));
  }
  return lines.join('\n');
}
