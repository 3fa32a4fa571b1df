// Checking a position against a ruleset (and a lexicon): every problem is returned, none thrown,
// so the CLI can list them all and still run with --force.

import { BLANK, BLANK_BIT } from '../../alphabet/index.js';
import type { Lexicon } from '../../lexicon/index.js';
import type { CompiledRuleset } from '../../rules/index.js';
import { formatCoord, squareName } from './coords.js';
import type { Position } from './position.js';
import { tileText } from './tiles.js';

export type PositionProblemKind =
  | 'dimensions'
  | 'unknown-tile'
  | 'too-many-tiles'
  | 'rack-too-long'
  | 'lexicon-mismatch'
  | 'invalid-word'
  | 'start-uncovered'
  | 'disconnected'
  | 'single-tile';

export interface PositionProblem {
  kind: PositionProblemKind;
  /** What is wrong and where (squares in American notation: 8H = row 8, column H). */
  message: string;
  /** The first square concerned, when there is one (0-based). */
  row?: number;
  col?: number;
}

export interface ValidateOptions {
  /** Check the start square and connectivity; by default only when a lexicon is given. */
  geometry?: boolean;
}

const MAX_LISTED = 6;

function list(items: string[]): string {
  return items.length > MAX_LISTED ? `${items.slice(0, MAX_LISTED).join(', ')}, …` : items.join(', ');
}

export function validatePosition(
  pos: Position, rules: CompiledRuleset, lexicon?: Lexicon, options: ValidateOptions = {},
): PositionProblem[] {
  const out: PositionProblem[] = [];
  const { ruleset: r, alphabet } = rules;
  if (pos.board.length !== pos.rows * pos.cols) {
    out.push({ kind: 'dimensions', message: `the board holds ${pos.board.length} squares, not ${pos.rows}×${pos.cols}` });
    return out;
  }
  const sameSize = pos.rows === r.rows && pos.cols === r.cols;
  if (!sameSize) {
    out.push({ kind: 'dimensions', message: `the board is ${pos.rows}×${pos.cols} but the ${r.name} board is ${r.rows}×${r.cols}` });
  }

  // Tiles: known to the alphabet, and no more of a kind than the set holds.
  const known = (t: number) => t > 0 && t < alphabet.size;
  const used = new Array<number>(alphabet.size).fill(0);
  const squaresOf: string[][] = Array.from({ length: alphabet.size }, () => []);
  for (let sq = 0; sq < pos.board.length; sq++) {
    const v = pos.board[sq]!;
    if (!v) continue;
    const row = Math.floor(sq / pos.cols), col = sq % pos.cols;
    const base = v & ~BLANK_BIT;
    if (!known(base)) {
      out.push({ kind: 'unknown-tile', message: `square ${squareName(row, col)} holds tile code ${v}, which is not a tile of the ${alphabet.id} alphabet`, row, col });
      continue;
    }
    const kind = v & BLANK_BIT ? BLANK : base;
    used[kind]!++;
    squaresOf[kind]!.push(squareName(row, col));
  }
  const rackUse: number[][] = [new Array<number>(alphabet.size).fill(0), new Array<number>(alphabet.size).fill(0)];
  pos.racks.forEach((rack, p) => {
    if (rack.length > r.rackSize) {
      out.push({ kind: 'rack-too-long', message: `rack ${p + 1} holds ${rack.length} tiles; the ${r.name} rack holds ${r.rackSize}` });
    }
    for (const t of rack) {
      if (t !== BLANK && !known(t)) {
        out.push({ kind: 'unknown-tile', message: `rack ${p + 1} holds tile code ${t}, which is not a tile of the ${alphabet.id} alphabet` });
        continue;
      }
      used[t]!++;
      rackUse[p]![t]!++;
    }
  });
  for (let t = 0; t < alphabet.size; t++) {
    if (used[t]! <= rules.tileCount[t]!) continue;
    const name = t === BLANK ? 'blanks (counting blanks on the board)' : `${tileText(alphabet, t)} tiles`;
    const where: string[] = [];
    if (squaresOf[t]!.length) where.push(`board: ${list(squaresOf[t]!)}`);
    rackUse.forEach((u, p) => u[t] && where.push(`rack ${p + 1}: ${u[t]}`));
    out.push({
      kind: 'too-many-tiles',
      message: `${used[t]} ${name}, but the ${r.name} set has ${rules.tileCount[t]} (${where.join('; ')})`,
    });
  }

  if (!sameSize) return out;
  if (lexicon) {
    if (lexicon.alphabet.id !== alphabet.id) {
      out.push({ kind: 'lexicon-mismatch', message: `lexicon ${lexicon.name} is ${lexicon.alphabet.id} but the ${r.name} ruleset is ${alphabet.id}` });
    } else out.push(...wordProblems(pos, rules, lexicon));
  }
  if (options.geometry ?? lexicon !== undefined) out.push(...geometryProblems(pos, rules));
  return out;
}

/** Every maximal run of two or more tiles, across and down, that the lexicon does not hold. */
function wordProblems(pos: Position, rules: CompiledRuleset, lexicon: Lexicon): PositionProblem[] {
  const out: PositionProblem[] = [];
  const { rows, cols, board } = pos;
  for (const dir of ['across', 'down'] as const) {
    const lines = dir === 'across' ? rows : cols, length = dir === 'across' ? cols : rows;
    for (let line = 0; line < lines; line++) {
      let start = 0;
      while (start < length) {
        const at = (k: number) => board[dir === 'across' ? line * cols + k : k * cols + line]!;
        if (!at(start)) {
          start++;
          continue;
        }
        let end = start;
        while (end < length && at(end)) end++;
        if (end - start >= 2) {
          const tiles: number[] = [];
          for (let k = start; k < end; k++) tiles.push(at(k));
          const bases = tiles.map((t) => t & ~BLANK_BIT);
          if (bases.every((t) => t > 0 && t < rules.alphabet.size) && !lexicon.graph.hasWord(bases)) {
            const [row, col] = dir === 'across' ? [line, start] : [start, line];
            out.push({
              kind: 'invalid-word',
              message: `${rules.alphabet.render(tiles)} at ${formatCoord(row, col, dir)} (${dir}) is not in ${lexicon.name}`,
              row, col,
            });
          }
        }
        start = end;
      }
    }
  }
  return out;
}

/** The start square is covered and every tile joins it (as every legal game leaves them). */
function geometryProblems(pos: Position, rules: CompiledRuleset): PositionProblem[] {
  const { rows, cols, board } = pos;
  const tiles = board.reduce((n, t) => n + (t ? 1 : 0), 0);
  if (tiles === 0) return [];
  const out: PositionProblem[] = [];
  const [sr, sc] = rules.ruleset.start;
  if (!board[sr * cols + sc]) {
    out.push({
      kind: 'start-uncovered',
      message: `no tile covers the start square ${squareName(sr, sc)}, which the first play must cover`,
      row: sr, col: sc,
    });
  }
  if (tiles === 1) {
    out.push({ kind: 'single-tile', message: 'the board holds a single tile; the first play must form a word of two or more tiles' });
  }
  // Groups of orthogonally connected tiles, the start square's group first.
  const group = new Int32Array(rows * cols).fill(-1);
  const firsts: number[] = [];
  const order = board[sr * cols + sc] ? [sr * cols + sc] : [];
  for (let sq = 0; sq < board.length; sq++) order.push(sq);
  for (const seed of order) {
    if (!board[seed] || group[seed]! >= 0) continue;
    const id = firsts.length;
    firsts.push(seed);
    const stack = [seed];
    group[seed] = id;
    while (stack.length) {
      const sq = stack.pop()!, r = Math.floor(sq / cols), c = sq % cols;
      for (const [nr, nc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as const) {
        const n = nr * cols + nc;
        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && board[n] && group[n]! < 0) {
          group[n] = id;
          stack.push(n);
        }
      }
    }
  }
  if (firsts.length > 1) {
    const cut = (board[sr * cols + sc] ? firsts.slice(1) : firsts).map((sq) => squareName(Math.floor(sq / cols), sq % cols));
    const main = board[sr * cols + sc] ? `not joined to the tiles on the start square ${squareName(sr, sc)}` : 'apart from each other';
    const first = firsts[board[sr * cols + sc] ? 1 : 0]!;
    out.push({
      kind: 'disconnected',
      message: `the board has ${firsts.length} separate groups of tiles; the groups at ${list(cut)} are ${main}`,
      row: Math.floor(first / cols), col: first % cols,
    });
  }
  return out;
}
