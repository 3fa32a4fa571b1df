// The one seam between games (players, autoplay, leave training, the moves command) and move
// search. A Searcher holds a board, changed by apply/undo, and answers for a rack: the plays by
// score (all, the best k), and the moves by equity = score + value of the tiles kept (the best
// k, exchanges and the pass considered too).
//
// A valuation (LeaveValuation: a leave table, or the endgame rule) values each sub-rack of the
// rack — at most 256, indexed mixed-radix over the rack's distinct tiles (src/scrabble/
// subRacks.ts) — and plays are ranked by score + that sub-rack's value. Equities are compared as
// integer hundredths; ties go to the higher score, then to plays before exchanges before the
// pass, then to the order of src/scrabble/move.ts.
//
// MovegenSearcher is the implementation on the core: its own MoveGenerator (one search context),
// whose board follows apply/undo (the core updates the lines a play touches), and the ranking by
// equity done in the core (src/scrabble/movegen.ts), best-only and top N pruned by bounds that
// include the best leave for each number of tiles played. A leave table read from a file is
// placed once per process in the lexicon memory (src/leaves/placed.ts) and the core values the
// rack's sub-racks from it; other valuations are asked once per sub-rack. searcherFor picks the
// implementation.

import { type Engine } from '../engine.js';
import { errors } from '../errors.js';
import { leaveSource } from '../leaves/placed.js';
import type { LeaveValuation } from '../leaves/table.js';
import type { CompiledRuleset } from '../rules/index.js';
import { type Move, type MovegenBoard, movegenBoard, MoveGenerator, type PlaceMove } from '../scrabble/movegen.js';
import type { MoveList } from '../scrabble/moveList.js';

/** A move with its equity (score + leaveValue), in points. */
export interface EquityMove {
  move: Move;
  equity: number;
  leaveValue: number;
}

export interface EquityOptions {
  /** Keep the best `top` (default: every move). */
  top?: number;
  /** Consider exchanges of up to this many tiles (the game knows what the bag allows; default 0). */
  exchangeLimit?: number;
  /** Consider the pass. */
  pass?: boolean;
  /** On an empty board, down plays too (by default only across ones: they mirror). */
  bothDirectionsOnEmpty?: boolean;
  /**
   * Leave out the moves of equity below this (points): a search that needs only the moves that
   * reach it (the endgame's null windows) prunes from the start. The moves listed are the head of
   * the list without it.
   */
  floor?: number;
}

export interface ScoreOptions {
  /** Keep the best `top` plays (default all; 1 = a pruned best-only search). */
  top?: number;
  /** List exchanges of up to this many tiles after the plays (default 0). */
  exchangeLimit?: number;
  /** List the pass last. */
  pass?: boolean;
  /** On an empty board, down plays too (by default only across ones: they mirror). */
  bothDirectionsOnEmpty?: boolean;
}

export interface EquityResult {
  /** The best moves by equity, best first; ties: higher score, then the score ranking's order. */
  moves: EquityMove[];
  /** Moves there are (plays, exchanges and the pass as asked), when every play was generated (no `top`). */
  count?: number;
}

export interface Searcher {
  readonly rules: CompiledRuleset;
  /** The board searched (rows*cols, row-major; read only: change it with apply/undo). */
  readonly board: Uint8Array;
  /** Loads a board (copied). */
  load(board: Uint8Array): void;
  /** Puts a play's tiles on the board. */
  apply(move: PlaceMove): void;
  /** Takes the last applied play back. */
  undo(): void;
  /** Plays (and, if asked, exchanges and the pass) by score, best first, decoded when read. */
  byScore(rack: ArrayLike<number>, options?: ScoreOptions): MoveList;
  /** Moves by equity: score + valuation of the tiles kept. */
  byEquity(rack: ArrayLike<number>, valuation: LeaveValuation, options?: EquityOptions): EquityResult;
  /** The same moves as a list decoded only when read (the endgame reads few of a node's moves). */
  listByEquity(rack: ArrayLike<number>, valuation: LeaveValuation, options?: EquityOptions): MoveList;
}

const searchers = new WeakMap<Engine, Map<string, Searcher>>();

/** This thread's searcher for an engine and a ruleset (created on first use; load a board before use). */
export function searcherFor(engine: Engine, rules: CompiledRuleset): Searcher {
  let byRules = searchers.get(engine);
  if (!byRules) searchers.set(engine, (byRules = new Map()));
  let s = byRules.get(rules.ruleset.name);
  if (!s) byRules.set(rules.ruleset.name, (s = new MovegenSearcher(engine, rules)));
  return s;
}

export class MovegenSearcher implements Searcher {
  readonly board: Uint8Array;
  private readonly view: MovegenBoard;
  /** This searcher's own generator: its context holds the board as apply/undo leave it. */
  private readonly generator: MoveGenerator;
  /** Squares filled by each applied play, for undo. */
  private readonly applied: number[][] = [];

  constructor(readonly engine: Engine, readonly rules: CompiledRuleset) {
    if (rules.alphabet.id !== engine.alphabet.id) {
      throw errors.badInput(`ruleset ${rules.ruleset.name} plays ${rules.alphabet.id} tiles, lexicon ${engine.lexicon.name} is ${engine.alphabet.id}`);
    }
    const { rows, cols } = rules.ruleset;
    this.board = new Uint8Array(rows * cols);
    this.view = movegenBoard(rules, { rows, cols, board: this.board });
    this.generator = new MoveGenerator(engine);
    this.generator.setBoard(this.view);
  }

  /** Squares the last search's GADDAG walk read (ScrabbleContext.nodes; for benches). */
  get nodesWalked(): number {
    return this.generator.context.nodes;
  }

  /** Runs the core's playout for the PlayoutState at `state` on this board (corePlayout.ts; MoveGenerator.playout). */
  playout(state: number, plies: number): number {
    return this.generator.playout(state, plies);
  }

  load(board: Uint8Array): void {
    if (board.length !== this.board.length) throw errors.badInput(`a board of ${board.length} squares for a ${this.rules.ruleset.rows}×${this.rules.ruleset.cols} ruleset`);
    this.board.set(board);
    this.applied.length = 0;
    this.generator.setBoard(this.view);
  }

  apply(move: PlaceMove): void {
    this.generator.applyMove(move);
    const cols = this.rules.ruleset.cols;
    const filled: number[] = [];
    move.tiles.forEach((t, i) => {
      if (t === 0) return;
      const sq = move.dir === 'across' ? move.row * cols + move.col + i : (move.row + i) * cols + move.col;
      this.board[sq] = t;
      filled.push(sq);
    });
    this.applied.push(filled);
  }

  undo(): void {
    const filled = this.applied.pop();
    if (!filled) throw errors.internal('undo with no play applied');
    this.generator.undoMove();
    for (const sq of filled) this.board[sq] = 0;
  }

  byScore(rack: ArrayLike<number>, options: ScoreOptions = {}): MoveList {
    const top = options.top;
    return this.generator.list(rack, {
      mode: top === 1 ? 'best' : top ? 'top' : 'all', top, bothDirectionsOnEmpty: options.bothDirectionsOnEmpty,
      exchangeLimit: options.exchangeLimit ?? 0, pass: options.pass ?? false,
    });
  }

  listByEquity(rack: ArrayLike<number>, valuation: LeaveValuation, options: EquityOptions = {}): MoveList {
    const top = options.top === Infinity ? undefined : options.top;
    return this.generator.list(rack, {
      mode: top === 1 ? 'best' : top ? 'top' : 'all', top, bothDirectionsOnEmpty: options.bothDirectionsOnEmpty,
      exchangeLimit: options.exchangeLimit ?? 0, pass: options.pass ?? false, leaves: leaveSource(this.engine, valuation), floor: options.floor,
    });
  }

  byEquity(rack: ArrayLike<number>, valuation: LeaveValuation, options: EquityOptions = {}): EquityResult {
    const top = options.top === Infinity ? undefined : options.top;
    const list = this.listByEquity(rack, valuation, options);
    const moves: EquityMove[] = [];
    for (let i = 0; i < list.length; i++) moves.push({ move: list.get(i), equity: list.equityOf(i), leaveValue: list.leaveValue(i) });
    return top ? { moves } : { moves, count: list.length };
  }
}
