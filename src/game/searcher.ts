// The one seam between games (players, autoplay, leave training, the moves command) and move
// search. A Searcher holds a board, changed by apply/undo, and answers for a rack: the plays by
// score (all, the best k), and the moves by equity = score + value of the tiles kept (the best
// k, exchanges and the pass considered too).
//
// MovegenSearcher is today's implementation on MoveGenerator: it loads the whole board into the
// core before a search when the board changed, and ranks by equity in TypeScript over the
// core's raw play records (one mixed-radix leave index per record, no object per play). The
// re-entrant core replaces it with applyMove/undoMove on a search context and equity ranked in
// the core (best-only pruned by leave bounds), behind this same interface.

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import { type Engine } from '../engine.js';
import { errors } from '../errors.js';
import type { LeaveValuation } from '../leaves/table.js';
import type { CompiledRuleset } from '../rules/index.js';
import { exchangeMoves } from '../scrabble/exchanges.js';
import {
  compareMoves, type ExchangeMove, type Move, type MovegenBoard, movegenBoard, MoveGenerator, moveGenerator, type PassMove,
  type PlaceMove, rackCounts,
} from '../scrabble/movegen.js';
import { MoveList } from '../scrabble/moveList.js';

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
  /** Moves considered: plays, exchanges and the pass as asked. */
  count: number;
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
}

/** Equities are ranked in hundredths of a point, as integers: exact and the same everywhere. */
const SCALE = 100;

/** Which MovegenSearcher last loaded each engine's generator (the generator is shared). */
const loadedBy = new WeakMap<MoveGenerator, MovegenSearcher>();

export class MovegenSearcher implements Searcher {
  readonly board: Uint8Array;
  private readonly view: MovegenBoard;
  private readonly generator: MoveGenerator;
  private dirty = true;
  /** Squares filled by each applied play, for undo. */
  private readonly applied: number[][] = [];
  /** Scratch: stride of each tile kind in the rack's mixed-radix leave index. */
  private readonly strideOf = new Int32Array(64);

  constructor(engine: Engine, readonly rules: CompiledRuleset) {
    if (rules.alphabet.id !== engine.alphabet.id) {
      throw errors.badInput(`ruleset ${rules.ruleset.name} plays ${rules.alphabet.id} tiles, lexicon ${engine.lexicon.name} is ${engine.alphabet.id}`);
    }
    const { rows, cols } = rules.ruleset;
    this.board = new Uint8Array(rows * cols);
    this.view = movegenBoard(rules, { rows, cols, board: this.board });
    this.generator = moveGenerator(engine);
  }

  load(board: Uint8Array): void {
    if (board.length !== this.board.length) throw errors.badInput(`a board of ${board.length} squares for a ${this.rules.ruleset.rows}×${this.rules.ruleset.cols} ruleset`);
    this.board.set(board);
    this.applied.length = 0;
    this.dirty = true;
  }

  apply(move: PlaceMove): void {
    const cols = this.rules.ruleset.cols;
    const filled: number[] = [];
    move.tiles.forEach((t, i) => {
      if (t === 0) return;
      const sq = move.dir === 'across' ? move.row * cols + move.col + i : (move.row + i) * cols + move.col;
      if (this.board[sq] !== 0) throw errors.internal(`apply: square ${sq} is taken`);
      this.board[sq] = t;
      filled.push(sq);
    });
    this.applied.push(filled);
    this.dirty = true;
  }

  undo(): void {
    const filled = this.applied.pop();
    if (!filled) throw errors.internal('undo with no play applied');
    for (const sq of filled) this.board[sq] = 0;
    this.dirty = true;
  }

  private ready(): MoveGenerator {
    if (this.dirty || loadedBy.get(this.generator) !== this) {
      this.generator.setBoard(this.view);
      loadedBy.set(this.generator, this);
      this.dirty = false;
    }
    return this.generator;
  }

  byScore(rack: ArrayLike<number>, options: ScoreOptions = {}): MoveList {
    const top = options.top;
    const list = this.ready().list(rack, {
      mode: top === 1 ? 'best' : top ? 'top' : 'all', top, bothDirectionsOnEmpty: options.bothDirectionsOnEmpty,
    });
    const limit = options.exchangeLimit ?? 0;
    if (limit <= 0 && !options.pass) return list;
    const packed = list.pack();
    packed.others = otherMoves(rackCounts(rack, this.rules.alphabet.size), limit, options.pass ?? false).sort(compareMoves);
    return MoveList.unpack(packed);
  }

  byEquity(rack: ArrayLike<number>, valuation: LeaveValuation, options: EquityOptions = {}): EquityResult {
    const generator = this.ready();
    const counts = rackCounts(rack, this.rules.alphabet.size);
    const leaves = subRackValues(counts, valuation, this.strideOf);
    const full = leaves.values.length - 1;
    const { mem, at, count } = generator.records(counts, this.view, 0, options.bothDirectionsOnEmpty ?? false);
    const top = options.top ?? Infinity;

    // Plays: score, equity (hundredths) and byte offset of each record.
    const scores = new Int32Array(count), equities = new Int32Array(count), offsets = new Int32Array(count);
    const stride = this.strideOf;
    for (let k = 0, o = at; k < count; k++) {
      const score = mem[o]! | (mem[o + 1]! << 8) | (mem[o + 2]! << 16) | (mem[o + 3]! << 24);
      const len = mem[o + 7]!;
      let leave = full;
      for (let i = 0; i < len; i++) {
        const t = mem[o + 8 + i]!;
        if (t !== 0) leave -= stride[t & BLANK_BIT ? BLANK : t]!;
      }
      scores[k] = score;
      equities[k] = score * SCALE + leaves.values[leave]!;
      offsets[k] = o;
      o += 8 + len;
    }
    const cols = this.rules.ruleset.cols;
    const decode = (k: number): PlaceMove => {
      const o = offsets[k]!;
      const one = new MoveList(mem.slice(o, o + 8 + mem[o + 7]!), Uint32Array.of(0), this.board, cols, counts);
      return one.get(0) as PlaceMove;
    };

    // Exchanges and the pass: every kept sub-rack is one exchange (all but the whole rack).
    const others = otherMoves(counts, options.exchangeLimit ?? 0, options.pass ?? false);
    const otherEquity = others.map((m) => leaves.valueOf(m.leave));

    // Rank: equity, then score, then the score ranking (plays by the core's record order, which
    // is deterministic, then exchanges and pass as compareMoves orders them).
    const n = count + others.length;
    const order = Array.from({ length: n }, (_, i) => i);
    const eq = (i: number) => (i < count ? equities[i]! : otherEquity[i - count]!);
    const sc = (i: number) => (i < count ? scores[i]! : 0);
    const cmp = (a: number, b: number) => eq(b) - eq(a) || sc(b) - sc(a) ||
      (a < count || b < count ? a - b : compareMoves(others[a - count]!, others[b - count]!));
    let chosen: number[];
    if (top === 1) {
      let best = -1;
      for (let i = 0; i < n; i++) if (best < 0 || cmp(i, best) < 0) best = i;
      chosen = best < 0 ? [] : [best];
    } else {
      order.sort(cmp);
      chosen = order.slice(0, Math.min(top, n));
    }
    const moves = chosen.map((i) => {
      const move = i < count ? decode(i) : others[i - count]!;
      const equity = eq(i) / SCALE;
      return { move, equity, leaveValue: equity - move.score };
    });
    return { moves, count: n };
  }
}

/** Exchanges of up to `limit` tiles and, if asked, the pass. */
function otherMoves(counts: Uint8Array, limit: number, pass: boolean): (ExchangeMove | PassMove)[] {
  if (limit <= 0 && !pass) return [];
  return exchangeMoves(counts, 1, limit > 0 ? 1 : 0).filter((m) => (m.kind === 'pass' ? pass : m.tiles.length <= limit));
}

/**
 * The valuation of every sub-multiset of the rack, by mixed-radix index over the rack's
 * distinct tiles (kept count of each; the whole rack is the last index): at most 2^7 = 128
 * valuations per search. Fills strideOf (by tile kind) for the records' walk.
 */
function subRackValues(counts: Uint8Array, valuation: LeaveValuation, strideOf: Int32Array): { values: Int32Array; valueOf(leave: readonly number[]): number } {
  const kinds: number[] = [];
  let size = 1;
  strideOf.fill(0);
  for (let t = 0; t < counts.length; t++) {
    if (!counts[t]) continue;
    kinds.push(t);
    strideOf[t] = size;
    size *= counts[t]! + 1;
  }
  const values = new Int32Array(size);
  const kept = new Uint8Array(counts.length);
  for (let index = 0; index < size; index++) {
    let rest = index, tiles = 0;
    for (const t of kinds) {
      const radix = counts[t]! + 1;
      kept[t] = rest % radix;
      tiles += kept[t]!;
      rest = Math.floor(rest / radix);
    }
    values[index] = Math.round(valuation.valueOfCounts(kept, tiles) * SCALE);
  }
  return {
    values,
    valueOf(leave) {
      let index = 0;
      for (const t of leave) index += strideOf[t]!;
      return values[index]!;
    },
  };
}
