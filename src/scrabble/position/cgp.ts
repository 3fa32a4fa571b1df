// CGP, the one-line crossword game position:
//   <board> <racks> <scores> <zero turns> [opcode operands; ...]
// Board rows are separated by '/', a number is that many empty squares, lowercase is a blank,
// multi-letter tiles are bracketed ([L·L], [ny]). Racks and scores list the player on turn
// first. Operations are kept in order, unknown ones included, so a position writes back as read.

import type { Alphabet } from '../../alphabet/index.js';
import { errors } from '../../errors.js';
import { quote, raggedRow } from '../../inputText.js';
import { MAX_BOARD_DIM } from '../../rules/ruleset.js';
import { type CgpOpcode, type Position } from './position.js';
import { rackText, readRack, readTile, tileText } from './tiles.js';

/**
 * Per alphabet, the tile each plain character of a board reads as (once read). Reading a
 * mid-game CGP (a pool worker reads one per batch position) took 23 µs: 5 µs went to resolving
 * each character through the alphabet, 13 µs to Uint8Array.from(rows.flat()); now 4.8 µs.
 */
const boardCharacters = new WeakMap<Alphabet, Map<number, number>>();

function readBoard(field: string, alphabet: Alphabet): { rows: number; cols: number; board: Uint8Array } {
  let known = boardCharacters.get(alphabet);
  if (!known) boardCharacters.set(alphabet, (known = new Map()));
  const rowTexts = field.split('/');
  if (rowTexts.length > MAX_BOARD_DIM) throw errors.badInput(`the CGP board has ${rowTexts.length} rows; a board has at most ${MAX_BOARD_DIM}`);
  const rows: number[][] = [];
  rowTexts.forEach((text, r) => {
    const cells: number[] = [];
    for (let i = 0; i < text.length;) {
      // A run of empty squares (digits by char code: no slice and regex per square).
      let end = i;
      while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
      if (end > i) {
        const n = Number(text.slice(i, end));
        if (n === 0) throw errors.badInput(`CGP row ${r + 1}: a run of 0 empty squares`);
        if (cells.length + n > MAX_BOARD_DIM) throw errors.badInput(`CGP row ${r + 1} has more than ${MAX_BOARD_DIM} squares, the most a board has`);
        for (let k = 0; k < n; k++) cells.push(0);
        i = end;
        continue;
      }
      if (cells.length === MAX_BOARD_DIM) throw errors.badInput(`CGP row ${r + 1} has more than ${MAX_BOARD_DIM} squares, the most a board has`);
      const code = text.charCodeAt(i);
      const tile = known.get(code);
      if (tile !== undefined) {
        cells.push(tile);
        i++;
        continue;
      }
      const t = readTile(text, i, alphabet, 'strict', `CGP row ${r + 1}, column ${cells.length + 1}`);
      if (t.end === i + 1) known.set(code, t.value);
      cells.push(t.value);
      i = t.end;
    }
    if (cells.length === 0) throw errors.badInput(`CGP row ${r + 1} is empty (write 15 for 15 empty squares)`);
    rows.push(cells);
  });
  const ragged = raggedRow(rows.map((r) => r.length), 'squares');
  if (ragged) throw errors.badInput(`CGP row ${ragged.row + 1} ${ragged.why}`);
  const cols = rows[0]!.length;
  const board = new Uint8Array(rows.length * cols);
  rows.forEach((cells, r) => board.set(cells, r * cols));
  return { rows: rows.length, cols, board };
}

function readOpcodes(text: string): CgpOpcode[] {
  const t = text.trim();
  if (!t) return [];
  if (!t.endsWith(';')) throw errors.badInput(`CGP operation ${quote(t.slice(t.lastIndexOf(';') + 1).trim())} must end with ';'`);
  return t.slice(0, -1).split(';').map((op) => {
    const m = /^\s*(\S+)\s*(.*?)\s*$/.exec(op);
    if (!m) throw errors.badInput(`CGP has an empty operation (";;")`);
    return { name: m[1]!, value: m[2]! };
  });
}

function pair(field: string, what: string): [string, string] {
  const parts = field.split('/');
  if (parts.length !== 2) {
    throw errors.badInput(`CGP ${what} ${quote(field)}: verbivore plays two-player games, so give two, separated by '/'`);
  }
  return [parts[0]!, parts[1]!];
}

/** Board, racks, scores, zero turns, then the operations. */
const CGP_FIELDS = /^\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)(?:\s+([\s\S]*))?$/;

/** The operations of a CGP line (lex, ld, ...), read before its alphabet is known. */
export function cgpOpcodes(text: string): CgpOpcode[] {
  const m = CGP_FIELDS.exec(text);
  return m ? readOpcodes(m[5] ?? '') : [];
}

export function readCgp(text: string, alphabet: Alphabet): Position {
  const m = CGP_FIELDS.exec(text);
  if (!m) {
    const n = text.trim() ? text.trim().split(/\s+/).length : 0;
    throw errors.badInput(`a CGP needs 4 fields (board racks scores zero-turns), found ${n}`);
  }
  const { rows, cols, board } = readBoard(m[1]!, alphabet);
  const racks = pair(m[2]!, 'racks').map((r, i) =>
    readRack(r, alphabet, 'strict', `CGP rack ${i + 1} (${quote(r)})`)) as [Uint8Array, Uint8Array];
  const scores = pair(m[3]!, 'scores').map((s, i) => {
    if (!/^-?\d+$/.test(s)) throw errors.badInput(`CGP score ${i + 1} ${quote(s)} is not a whole number`);
    return Number(s);
  }) as [number, number];
  if (!/^\d+$/.test(m[4]!)) throw errors.badInput(`CGP zero-turns ${quote(m[4]!)} is not a whole number ≥ 0`);
  const pos: Position = { rows, cols, board, racks, scores, zeroTurns: Number(m[4]), onTurn: 0 };
  const opcodes = readOpcodes(m[5] ?? '');
  if (opcodes.length) {
    pos.opcodes = opcodes;
    const lex = opcodes.find((o) => o.name === 'lex');
    if (lex) pos.lexicon = lex.value;
  }
  return pos;
}

function writeBoard(p: Position, alphabet: Alphabet): string {
  const rows: string[] = [];
  for (let r = 0; r < p.rows; r++) {
    let s = '', empty = 0;
    for (let c = 0; c < p.cols; c++) {
      const t = p.board[r * p.cols + c]!;
      if (t === 0) {
        empty++;
        continue;
      }
      if (empty) s += empty;
      empty = 0;
      s += tileText(alphabet, t);
    }
    if (empty) s += empty;
    rows.push(s);
  }
  return rows.join('/');
}

export function writeCgp(p: Position, alphabet: Alphabet): string {
  const first = p.onTurn, second = 1 - p.onTurn;
  let s = `${writeBoard(p, alphabet)} ${rackText(alphabet, p.racks[first])}/${rackText(alphabet, p.racks[second]!)}` +
    ` ${p.scores[first]}/${p.scores[second]!} ${p.zeroTurns}`;
  const ops: CgpOpcode[] = [];
  const hasLex = p.opcodes?.some((o) => o.name === 'lex') ?? false;
  if (p.lexicon !== undefined && !hasLex) ops.push({ name: 'lex', value: p.lexicon });
  for (const o of p.opcodes ?? []) {
    if (o.name !== 'lex') ops.push(o);
    else if (p.lexicon !== undefined) ops.push({ name: 'lex', value: p.lexicon });
  }
  for (const o of ops) s += o.value ? ` ${o.name} ${o.value};` : ` ${o.name};`;
  return s;
}

/** Whether text is a one-line CGP rather than a text board (it has the four CGP fields). */
export function looksLikeCgp(text: string): boolean {
  const t = text.trim();
  return !t.includes('\n') && /^\S+\s+\S*\/\S*\s+-?\d+\/-?\d+\s+\d+(\s|$)/.test(t);
}
