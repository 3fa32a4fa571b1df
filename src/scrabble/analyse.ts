// One position analysed end to end, the same in the CLI and in pool workers: read the position,
// check it, generate, rank by equity, and write the moves for people (MoveView).

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { readText } from '../platform/platform.js';
import { compiledRuleset, tileTotal, type CompiledRuleset } from '../rules/index.js';
import { LeaveTable } from './leaves.js';
import { listMoves, movegenBoard, type Move } from './movegen.js';
import { formatCoord, type Notation, type Position, type PositionProblem, readCgp, validatePosition } from './position/index.js';
import { moveWord, rackString } from './notation.js';

export interface AnalysisRequest {
  /** Built-in ruleset name or a ruleset JSON file. */
  ruleset: string;
  /** One of: a CGP line, or a position object (as readBoardText/replayGcg give). */
  cgp?: string;
  position?: Position;
  /** Rack text ('?' = blank); default: the rack of the player on turn in the position. */
  rack?: string;
  /** How many moves to return (default all); `best` returns one. */
  top?: number;
  best?: boolean;
  exchanges?: boolean;
  /** On an empty board, list down plays as well as across ones. */
  bothDirections?: boolean;
  /** A LEAVE,VALUE CSV file; moves are then ranked by equity. */
  leavesPath?: string;
  notation?: Notation;
  /** Analyse even when the position has problems (they are still returned). */
  force?: boolean;
}

export interface MoveView {
  coord: string;
  dir: 'across' | 'down' | 'exchange' | 'pass';
  word: string;
  score: number;
  equity: number;
  leave: string;
  /** 0-based first square of a play. */
  row?: number;
  col?: number;
}

export interface Analysis {
  ruleset: string;
  lexicon: string;
  rack: string;
  /** How many plays the position has (counted only when every play was generated). */
  count?: number;
  moves: MoveView[];
  problems: PositionProblem[];
}

const leavesCache = new Map<string, LeaveTable>();

function leaveTable(path: string, rules: CompiledRuleset): LeaveTable {
  const key = `${path}\0${rules.alphabet.id}`;
  let t = leavesCache.get(key);
  if (!t) {
    leavesCache.set(key, (t = LeaveTable.parse(readText(path), rules.alphabet, path)));
  }
  return t;
}

export function analysePosition(engine: Engine, req: AnalysisRequest): Analysis {
  const rules = compiledRuleset(req.ruleset);
  if (rules.alphabet.id !== engine.alphabet.id) {
    throw errors.badInput(`ruleset ${rules.ruleset.name} plays ${rules.alphabet.id} tiles but lexicon ${engine.lexicon.name} is ${engine.alphabet.id}`);
  }
  const pos = req.position ?? (req.cgp !== undefined ? readCgp(req.cgp, rules.alphabet) : undefined);
  if (!pos) throw errors.badInput('no position given');
  const rack = req.rack !== undefined ? rules.alphabet.parseRack(req.rack) : pos.racks[pos.onTurn];
  const checked: Position = { ...pos, racks: pos.onTurn === 0 ? [rack, pos.racks[1]] : [pos.racks[0], rack] };
  const problems = validatePosition(checked, rules, engine.lexicon);
  if (problems.length && !req.force) {
    throw errors.badInput(`the position has problems (analyse anyway with --force):\n  ${problems.map((p) => p.message).join('\n  ')}`);
  }
  if (rack.length === 0) throw errors.badInput('the rack is empty: give one with --rack');
  const leaves = req.leavesPath ? leaveTable(req.leavesPath, rules) : undefined;
  const unseen = tileTotal(rules.ruleset) - pos.board.reduce((n, t) => n + (t ? 1 : 0), 0) - rack.length;
  const mode = leaves ? 'all' : req.best ? 'best' : req.top ? 'top' : 'all';
  const list = listMoves(engine, movegenBoard(rules, pos), rack, {
    mode, top: req.top, exchanges: req.exchanges, bagSize: unseen - pos.racks[1 - pos.onTurn]!.length,
    bothDirectionsOnEmpty: req.bothDirections,
  });
  const keep = Math.min(req.best ? 1 : req.top ?? list.length, list.length);
  const notation = req.notation ?? 'american';
  // Only the moves shown are decoded; with leaves, every move's equity is read from its record.
  let shown: { move: Move; equity: number }[];
  if (leaves) {
    const equity = new Float64Array(list.length);
    for (let i = 0; i < list.length; i++) equity[i] = list.score(i) + leaves.value(list.leave(i));
    const order = Array.from(equity.keys()).sort((a, b) => equity[b]! - equity[a]! || a - b);
    shown = order.slice(0, keep).map((i) => ({ move: list.get(i), equity: equity[i]! }));
  } else {
    shown = list.slice(0, keep).map((move) => ({ move, equity: move.score }));
  }
  return {
    ruleset: rules.ruleset.name,
    lexicon: engine.lexicon.name,
    rack: rackString(Array.from(rack), rules.alphabet),
    count: mode === 'all' ? list.length : undefined,
    moves: shown.map(({ move, equity }) => view(move, equity, rules, notation)),
    problems,
  };
}

function view(move: Move, equity: number, rules: CompiledRuleset, notation: Notation): MoveView {
  const base = {
    word: moveWord(move, rules.alphabet, notation),
    score: move.score,
    equity,
    leave: rackString(move.leave, rules.alphabet),
  };
  if (move.kind !== 'place') return { coord: move.kind, dir: move.kind, ...base };
  return { coord: formatCoord(move.row, move.col, move.dir, notation), dir: move.dir, row: move.row, col: move.col, ...base };
}
