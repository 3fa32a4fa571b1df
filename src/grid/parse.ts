// Boards as users write them.
//
// Text: rows separated by newlines or '/', or one string of N×N cells (or 7, 19, 37 for a
// beehive). In a row each character is a cell, except:
//   [QU] [L·L] [CA]   brackets hold a multi-letter cell (a digraph tile or a syllable);
//   q                 a lone Q is the Qu cell (the Boggle die face, the Verbàlia QU tile);
//                     write [Q] for a plain Q;
//   .                 a hole: an empty place no word may cross.
// A row containing spaces is read as space-separated cells instead: "CA SA DA".
//
// JSON: { "rows": ["ABCD", ...] | [["CA","SA"], ...], "moves"?: "king"|"knight"|"hex",
//         "adjacency"?: [[1,4,5], ...] }  or  { "cells": [...], "cols"?: N, "adjacency"?: ... }.
// JSON cells are taken literally ("Q" is Q); an adjacency list makes the moves a graph.

import { errors } from '../errors.js';
import { parseJsonText } from '../inputJson.js';
import { quote, quoteValue, raggedRow } from '../inputText.js';
import { type Board, checkAdjacency, hexRingsFor, makeBoard, MAX_CELLS, type Moves } from './board.js';

export interface ParseOptions {
  /** Moves for a text board or a JSON board that names none (default king). */
  moves?: Moves;
  /** Neighbour lists for moves 'graph' (from --moves FILE). */
  adjacency?: unknown;
}

/** A board from text or JSON (chosen by the first character). */
export function parseBoard(input: string, options: ParseOptions = {}): Board {
  const text = input.trim();
  if (text === '') throw errors.badInput('the board is empty');
  if (text.startsWith('{')) return parseBoardJson(text, options);
  return parseBoardText(text, options);
}

export function parseBoardText(text: string, options: ParseOptions = {}): Board {
  const rows = text.split(/\r?\n|\//).map((r) => r.trim()).filter((r) => r.length > 0);
  const cellRows = rows.map((row, i) => parseRow(row, rows.length > 1 ? `row ${i + 1}` : 'the board'));
  return boardFromRows(cellRows, options.adjacency !== undefined ? 'graph' : options.moves ?? 'king', options.adjacency);
}

export function parseBoardJson(text: string, options: ParseOptions = {}): Board {
  const data = parseJsonText(text, 'the board');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw errors.badInput('a JSON board is an object with "rows" or "cells"');
  }
  const obj = data as Record<string, unknown>;
  const adjacency = obj.adjacency ?? options.adjacency;
  let moves: Moves = adjacency !== undefined ? 'graph' : options.moves ?? 'king';
  if (obj.moves !== undefined) {
    if (!['king', 'knight', 'hex'].includes(obj.moves as string)) {
      throw errors.badInput(`"moves" must be "king", "knight" or "hex" (or give "adjacency"), not ${quoteValue(obj.moves)}`);
    }
    if (adjacency === undefined) moves = obj.moves as Moves;
  }
  if (obj.rows !== undefined) {
    if (!Array.isArray(obj.rows)) throw errors.badInput('"rows" must be an array');
    const rows = obj.rows.map((row, i) => {
      if (typeof row === 'string') return parseRow(row, `row ${i + 1}`);
      if (Array.isArray(row)) return row.map((cell, j) => jsonCell(cell, `row ${i + 1}, cell ${j + 1}`));
      throw errors.badInput(`row ${i + 1} must be a string or an array of cells`);
    });
    return boardFromRows(rows, moves, adjacency);
  }
  if (!Array.isArray(obj.cells)) throw errors.badInput('a JSON board needs "rows" or "cells"');
  const cells = obj.cells.map((cell, i) => jsonCell(cell, `cell ${i}`));
  if (moves === 'king' || moves === 'knight') {
    const cols = obj.cols ?? Math.sqrt(cells.length);
    if (!Number.isInteger(cols)) {
      throw errors.badInput(`${cells.length} cells is not a square board; give "cols" or "rows"`);
    }
    return makeBoard(cells, moves, { cols: cols as number });
  }
  return makeBoard(cells, moves, { adjacency });
}

/** Uppercase, composed again: uppercasing may decompose (ῒ → Ϊ̀). */
function upper(text: string): string {
  return text.normalize('NFC').toUpperCase().normalize('NFC');
}

function jsonCell(cell: unknown, where: string): string {
  if (typeof cell !== 'string') throw errors.badInput(`${where} must be a string, got ${quoteValue(cell)}`);
  return cell === '.' ? '' : upper(cell);
}

/** Longest row text read: 64 cells of a few characters each, with room to spare. */
const MAX_ROW_TEXT = 2048;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Cells of one row of text (see the header for brackets, q and holes); a cell is a whole character. */
export function parseRow(row: string, where: string): string[] {
  if (row.length > MAX_ROW_TEXT) throw errors.badInput(`${where} is ${row.length.toLocaleString('en')} characters long; a board has at most ${MAX_CELLS} cells`);
  const text = upper(row);
  if (/\s/.test(text)) {
    return text.split(/\s+/).map((cell) => {
      const inner = cell.startsWith('[') && cell.endsWith(']') ? cell.slice(1, -1) : cell;
      if (inner === '.') return '';
      if (inner === '' || /[[\]]/.test(inner)) throw errors.badInput(`${where}: cannot read the cell ${quote(cell)}`);
      return inner;
    });
  }
  const cells: string[] = [];
  const chars = Array.from(graphemes.segment(text), (s) => s.segment);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (ch === '[') {
      const close = chars.indexOf(']', i + 1);
      if (close < 0) throw errors.badInput(`${where}: '[' at column ${i + 1} is never closed`);
      const inner = chars.slice(i + 1, close).join('');
      if (inner === '') throw errors.badInput(`${where}: empty brackets at column ${i + 1}`);
      cells.push(inner);
      i = close;
    } else if (ch === ']') {
      throw errors.badInput(`${where}: ']' at column ${i + 1} has no '['`);
    } else if (ch === '.') {
      cells.push('');
    } else if (ch === 'Q') {
      cells.push('QU');
    } else if (ch === '·' || ch === '\u0387' || ch === '\u2027') {
      throw errors.badInput(`${where}: a middle dot at column ${i + 1} belongs inside a cell: write [L·L]`);
    } else {
      cells.push(ch);
    }
  }
  return cells;
}

/** Rows of cells → a board: a square (equal rows), a beehive, or one string of N×N cells. */
function boardFromRows(rows: string[][], moves: Moves, adjacency: unknown): Board {
  const cells = rows.flat();
  const lengths = rows.map((r) => r.length);
  if (moves === 'graph') {
    return makeBoard(cells, 'graph', { adjacency: checkAdjacency(adjacency, cells.length), rowLengths: lengths });
  }
  if (moves === 'hex') {
    const rings = hexRingsFor(cells.length);
    if (rings === undefined || rings > 3) {
      throw errors.badInput(`a beehive has 7, 19 or 37 cells (1, 2 or 3 rings); this board has ${cells.length}`);
    }
    return makeBoard(cells, 'hex', { rowLengths: rows.length > 1 ? lengths : undefined });
  }
  if (rows.length === 1) {
    const side = Math.round(Math.sqrt(cells.length));
    if (side * side !== cells.length) {
      throw errors.badInput(
        `${cells.length} cells in one string is not a square board (${side}×${side} = ${side * side}, ` +
        `${side + 1}×${side + 1} = ${(side + 1) ** 2}); give rows separated by '/' or newlines`);
    }
    return makeBoard(cells, moves, { cols: side });
  }
  const ragged = raggedRow(lengths, 'cells');
  if (ragged) throw errors.badInput(`row ${ragged.row + 1} ${ragged.why}: a square board needs equal rows`);
  const cols = lengths[0]!;
  return makeBoard(cells, moves, { cols });
}
