// The one seam between games (players, autoplay, leave training, the moves command) and move
// search. A Searcher holds a board, changed by apply/undo, and answers for a rack: the plays by
// score (all, the best k), and the moves by equity = score + value of the tiles kept (the best
// k, exchanges and the pass considered too).
//
// A valuation (LeaveValuation: a leave table, or the endgame rule) is asked once per search for
// each sub-rack of the rack — at most 2^7 = 128 values, indexed mixed-radix over the rack's
// distinct tiles, so placing tile t subtracts stride[t] from the whole rack's index — and plays
// are ranked by score + that table's entry. Equities are compared as integer hundredths; ties go
// to the higher score, then to plays before exchanges before the pass, then to a fixed order.
//
// MovegenSearcher is today's implementation on MoveGenerator: it loads the whole board into the
// core before a search when the board changed, and ranks by equity in TypeScript over the
// core's raw play records (no object per play). The re-entrant core replaces it with
// applyMove/undoMove on a search context and the per-rack table ranked in the core (best-only
// pruned by leave bounds), behind this same interface (searcherFor picks the implementation).

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

const searchers = new WeakMap<Engine, Map<string, Searcher>>();

/** This thread's searcher for an engine and a ruleset (created on first use; load a board before use). */
export function searcherFor(engine: Engine, rules: CompiledRuleset): Searcher {
  let byRules = searchers.get(engine);
  if (!byRules) searchers.set(engine, (byRules = new Map()));
  let s = byRules.get(rules.ruleset.name);
  if (!s) byRules.set(rules.ruleset.name, (s = new MovegenSearcher(engine, rules)));
  return s;
}

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
    const { mem, at, count } = generator.records(counts, this.view, 0, options.bothDirectionsOnEmpty ?? false);
    const limit = options.exchangeLimit ?? 0, pass = options.pass ?? false;
    const top = options.top ?? Infinity;
    const cols = this.rules.ruleset.cols;
    const decode = (o: number): EquityMove => {
      const one = new MoveList(mem.slice(o, o + 8 + mem[o + 7]!), Uint32Array.of(0), this.board, cols, counts);
      const move = one.get(0);
      const equity = (move.score * SCALE + leaves.values[leaveOf(mem, o, leaves.full, this.strideOf)]!) / SCALE;
      return { move, equity, leaveValue: equity - move.score };
    };
    const other = (m: ExchangeMove | PassMove): EquityMove => {
      const equity = leaves.valueOf(m.leave) / SCALE;
      return { move: m, equity, leaveValue: equity };
    };
    // Exchanges: every kept sub-rack but the whole rack, putting back at most `limit` tiles.
    let exchanges = 0;
    for (let i = 0; i < leaves.full; i++) if (leaves.tiles - leaves.kept[i]! <= limit) exchanges++;
    const total = count + exchanges + (pass ? 1 : 0);

    if (top === 1) {
      // One pass, nothing kept per play. Ties: higher score, then the earlier record; a play
      // beats an exchange or the pass of the same equity, an exchange the pass.
      let best = -1, bestEquity = 0, bestScore = 0;
      for (let k = 0, o = at; k < count; k++) {
        const score = readScore(mem, o);
        const equity = score * SCALE + leaves.values[leaveOf(mem, o, leaves.full, this.strideOf)]!;
        if (best < 0 || equity > bestEquity || (equity === bestEquity && score > bestScore)) {
          best = o;
          bestEquity = equity;
          bestScore = score;
        }
        o += 8 + mem[o + 7]!;
      }
      let bestOther = -Infinity;
      for (let i = 0; i < leaves.full; i++) {
        if (leaves.tiles - leaves.kept[i]! <= limit) bestOther = Math.max(bestOther, leaves.values[i]!);
      }
      if (pass) bestOther = Math.max(bestOther, leaves.values[leaves.full]!);
      if (best >= 0 && bestEquity >= bestOther) return { moves: [decode(best)], count: total };
      if (bestOther === -Infinity) return { moves: [], count: total };
      const tied = otherMoves(counts, limit, pass).filter((m) => leaves.valueOf(m.leave) === bestOther).sort(compareMoves);
      return { moves: [other(tied[0]!)], count: total };
    }

    // Every move: plays by record offset, then the others; rank by equity, then score, then
    // the core's record order (deterministic) for plays and compareMoves for the others.
    const offsets = new Int32Array(count), equities = new Int32Array(count), scores = new Int32Array(count);
    for (let k = 0, o = at; k < count; k++) {
      offsets[k] = o;
      scores[k] = readScore(mem, o);
      equities[k] = scores[k]! * SCALE + leaves.values[leaveOf(mem, o, leaves.full, this.strideOf)]!;
      o += 8 + mem[o + 7]!;
    }
    const others = otherMoves(counts, limit, pass);
    const otherEquity = others.map((m) => leaves.valueOf(m.leave));
    const eq = (i: number) => (i < count ? equities[i]! : otherEquity[i - count]!);
    const sc = (i: number) => (i < count ? scores[i]! : 0);
    const order = Array.from({ length: count + others.length }, (_, i) => i).sort((x, y) => eq(y) - eq(x) || sc(y) - sc(x) ||
      (x < count || y < count ? x - y : compareMoves(others[x - count]!, others[y - count]!)));
    const moves = order.slice(0, Math.min(top, order.length)).map((i) => (i < count ? decode(offsets[i]!) : other(others[i - count]!)));
    return { moves, count: total };
  }
}

function readScore(mem: Uint8Array, o: number): number {
  return mem[o]! | (mem[o + 1]! << 8) | (mem[o + 2]! << 16) | (mem[o + 3]! << 24);
}

/** The sub-rack index a play record leaves: the whole rack less each placed tile's stride. */
function leaveOf(mem: Uint8Array, o: number, full: number, strideOf: Int32Array): number {
  let leave = full;
  for (let i = 0, len = mem[o + 7]!; i < len; i++) {
    const t = mem[o + 8 + i]!;
    if (t !== 0) leave -= strideOf[t & BLANK_BIT ? BLANK : t]!;
  }
  return leave;
}

/** Exchanges of up to `limit` tiles and, if asked, the pass. */
function otherMoves(counts: Uint8Array, limit: number, pass: boolean): (ExchangeMove | PassMove)[] {
  if (limit <= 0 && !pass) return [];
  return exchangeMoves(counts, 1, limit > 0 ? 1 : 0).filter((m) => (m.kind === 'pass' ? pass : m.tiles.length <= limit));
}

/** The valuation (hundredths) of every sub-rack, by mixed-radix index; see subRackValues. */
interface SubRacks {
  values: Int32Array;
  /** Tiles kept by each sub-rack. */
  kept: Uint8Array;
  /** Index of the whole rack (the last one), and its number of tiles. */
  full: number;
  tiles: number;
  valueOf(leave: readonly number[]): number;
}

/**
 * The valuation of every sub-multiset of the rack, by mixed-radix index over the rack's
 * distinct tiles (kept count of each; the whole rack is the last index): at most 2^7 = 128
 * valuations per search. Fills strideOf (by tile kind) for the records' walk.
 */
function subRackValues(counts: Uint8Array, valuation: LeaveValuation, strideOf: Int32Array): SubRacks {
  const kinds: number[] = [];
  let size = 1;
  strideOf.fill(0);
  for (let t = 0; t < counts.length; t++) {
    if (!counts[t]) continue;
    kinds.push(t);
    strideOf[t] = size;
    size *= counts[t]! + 1;
  }
  const values = new Int32Array(size), keptTiles = new Uint8Array(size);
  const kept = new Uint8Array(counts.length);
  for (let index = 0; index < size; index++) {
    let rest = index, tiles = 0;
    for (const t of kinds) {
      const radix = counts[t]! + 1;
      kept[t] = rest % radix;
      tiles += kept[t]!;
      rest = Math.floor(rest / radix);
    }
    keptTiles[index] = tiles;
    values[index] = Math.round(valuation.valueOfCounts(kept, tiles) * SCALE);
  }
  return {
    values,
    kept: keptTiles,
    full: size - 1,
    tiles: keptTiles[size - 1]!,
    valueOf(leave) {
      let index = 0;
      for (const t of leave) index += strideOf[t]!;
      return values[index]!;
    },
  };
}
