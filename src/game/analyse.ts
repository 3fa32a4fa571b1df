// One position analysed end to end, the same in the CLI and in pool workers: read the position,
// check it, search it (by score, or by equity with a leave table), and write the moves for
// people (MoveView).

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { resolveLeaves } from '../leaves/resolve.js';
import { loadRuleset, tileTotal, tilesValue, type CompiledRuleset } from '../rules/index.js';
import { formatCoord, type Notation, type Position, type PositionProblem, readCgp, validatePosition } from '../scrabble/position/index.js';
import { moveWord, rackString } from '../scrabble/notation.js';
import { endgameValuation } from './players.js';
import { type EquityMove, searcherFor } from './searcher.js';

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
  /** List exchanges (when the bag allows one) and the pass. */
  exchanges?: boolean;
  /** On an empty board, list down plays as well as across ones. */
  bothDirections?: boolean;
  /**
   * Leave values, to rank by equity: 'builtin' (the ruleset's shipped table), a CSV or binary
   * table file, or 'none' (default: rank by score).
   */
  leaves?: string;
  notation?: Notation;
  /** Analyse even when the position has problems (they are still returned). */
  force?: boolean;
}

export interface MoveView {
  coord: string;
  dir: 'across' | 'down' | 'exchange' | 'pass';
  /** The word in the notation's style; an exchange is `-TILES`, the pass `-` (GCG style). */
  word: string;
  score: number;
  /** The rack tiles kept, blank as '?', multi-letter tiles in brackets. */
  leave: string;
  /** Value of the leave (0 without a leave table). */
  leaveValue: number;
  /** score + leaveValue. */
  equity: number;
  /** 0-based first square of a play. */
  row?: number;
  col?: number;
}

export interface Analysis {
  ruleset: string;
  lexicon: string;
  rack: string;
  /** Whether moves are ranked by equity (a leave table was used). */
  equity: boolean;
  /** How many moves the position has (counted only when every move was generated). */
  count?: number;
  moves: MoveView[];
  problems: PositionProblem[];
}

export function analysePosition(engine: Engine, req: AnalysisRequest): Analysis {
  const rules = loadRuleset(req.ruleset);
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
  const leaves = resolveLeaves(req.leaves ?? 'none', rules);
  const r = rules.ruleset;
  const opponent = pos.racks[1 - pos.onTurn]!;
  const unseen = tileTotal(r) - pos.board.reduce((n, t) => n + (t ? 1 : 0), 0) - rack.length;
  // A rack not given is unseen, not empty: the opponent holds a full rack while the unseen tiles
  // fill one (as a simulation deals it), so the bag is what is left, and once it is empty the
  // opponent holds every unseen tile.
  const opponentTiles = opponent.length || Math.min(r.rackSize, unseen);
  const bag = unseen - opponentTiles;
  const exchangeLimit = req.exchanges && bag >= (r.exchangeMinBag ?? r.rackSize) ? Math.min(bag, r.rackSize) : 0;
  const top = req.best ? 1 : req.top;
  const searcher = searcherFor(engine, rules);
  searcher.load(pos.board);

  let shown: EquityMove[];
  let count: number | undefined;
  if (leaves) {
    // With the bag empty (the opponent's rack then known), the endgame rule replaces the table.
    const opponentValue = opponent.length ? tilesValue(opponent, rules) : unseenValue(pos.board, rack, rules);
    const valuation = bag <= 0 && opponentTiles > 0 ? endgameValuation(opponentValue, rules.tileValue) : leaves;
    const result = searcher.byEquity(rack, valuation, { top, exchangeLimit, pass: req.exchanges, bothDirectionsOnEmpty: req.bothDirections });
    shown = result.moves;
    count = result.count;
  } else {
    const list = searcher.byScore(rack, { top, exchangeLimit, pass: req.exchanges, bothDirectionsOnEmpty: req.bothDirections });
    shown = list.slice(0, top ?? list.length).map((move) => ({ move, equity: move.score, leaveValue: 0 }));
    count = top === undefined ? list.length : undefined;
  }
  const notation = req.notation ?? 'american';
  return {
    ruleset: r.name,
    lexicon: engine.lexicon.name,
    rack: rackString(Array.from(rack), rules.alphabet),
    equity: leaves !== undefined,
    count,
    moves: shown.map((m) => moveView(m, rules, notation)),
    problems,
  };
}

/** The value of the tiles the side to move cannot see: the set less the board and its rack. */
function unseenValue(board: Uint8Array, rack: Uint8Array, rules: CompiledRuleset): number {
  let v = 0;
  rules.tileCount.forEach((n, t) => { v += n * rules.tileValue[t]!; });
  for (const t of board) if (t) v -= rules.tileValue[t & BLANK_BIT ? BLANK : t]!;
  return v - tilesValue(rack, rules);
}

/** One position of `verbivore moves --batch`: the request and the line of the batch file it came from. */
export interface BatchLineRequest extends AnalysisRequest {
  line: number;
}

/**
 * A position of a batch analysed into its output line, JSON, in the worker that analysed it:
 * the main thread only writes it (parsing and JSON writing there held two workers back).
 */
export function analysisLine(engine: Engine, req: BatchLineRequest): string {
  const a = analysePosition(engine, req);
  return JSON.stringify({ line: req.line, rack: a.rack, count: a.count, moves: a.moves });
}

/** A move as people read it (and JSON carries it): coordinate, word, score, leave and equity. */
export function moveView({ move, equity, leaveValue }: EquityMove, rules: CompiledRuleset, notation: Notation): MoveView {
  const base = {
    word: moveWord(move, rules.alphabet, notation),
    score: move.score,
    leave: rackString(move.leave, rules.alphabet),
    leaveValue: round2(leaveValue),
    equity: round2(equity),
  };
  if (move.kind !== 'place') return { coord: move.kind, dir: move.kind, ...base };
  return { coord: formatCoord(move.row, move.col, move.dir, notation), dir: move.dir, row: move.row, col: move.col, ...base };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
