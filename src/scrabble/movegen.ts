// Scrabble move generation: the facade over the WASM core (assembly/scrabble/).
//
// A position and a ruleset go in once per position (`MoveGenerator.setBoard`), racks once per
// search; the core writes packed records (assembly/scrabble/output.ts) and ranks them
// (assembly/scrabble/rank.ts); a MoveList (moveList.ts) keeps them packed and decodes a move
// only when asked; exchanges and the pass complete it when asked. `generateMoves` returns
// the whole list decoded, for callers that want plain objects. Moves are ranked as move.ts says,
// or, given leave values (`leaves`), by equity = score + value of the tiles kept: equity as
// integer hundredths, highest first, then score, then plays before exchanges before the pass,
// then the order of move.ts. The core values and ranks the plays (assembly/scrabble/leaves.ts);
// its best-only and top-N bounds add the best leave for each number of tiles played, and start
// from the N-th best exchange or pass, which no play below can beat.
//
// The position lives in a ScrabbleContext (context.ts), so a game, a simulation or an endgame
// search can play moves on it and take them back (applyMove / undoMove) instead of loading a
// new board each time, and keep as many generators as it has positions.

import { BLANK_BIT } from '../alphabet/index.js';
import { type Engine, perEngine } from '../engine.js';
import { errors } from '../errors.js';
import type { CompiledRuleset } from '../rules/index.js';
import {
  ARCS_NARROW, ARCS_SCAN, ARCS_WIDE, BINGO_SPANS, EQUITY_SCALE, FLOOR_NONE, LEX_ARC_NARROW, LEX_ARC_NARROW_STATE, LEX_ARC_WIDE,
  LEX_ARC_WIDE_STATE, LEX_SEARCHES, MAX_DIM, MAX_SUB_RACKS, MR_BYTES, MR_COL, MR_DIR, MR_LEAVE, MR_LEN, MR_ROW, MR_SCORE, PLAYOUT_NO_ROOM, PS_BINGO_INDEX, RACK_SLOTS, WORD_SPANS,
} from '../wasm/contract.js';
import { buildOnce, isReady } from '../wasm/memory.js';
import { bingoIndexReady, WORD_MAP_MIN_LENGTH } from './bingos.js';
import { type MovegenBoard, ScrabbleContext } from './context.js';
import { lazyExchangeMoves } from './exchanges.js';
import { compareMoves, compareTiles, type ExchangeMove, type Move, type PassMove, type PlaceMove } from './move.js';
import { type ListEquity, MoveList } from './moveList.js';
import { SubRacks } from './subRacks.js';

export { MoveList };
export { compareMoves };
export type { ExchangeMove, Move, PassMove, PlaceMove } from './move.js';
export type { MovegenBoard } from './context.js';

export interface MovegenOptions {
  /** 'all' (default) every play; 'top' the `top` best; 'best' the best one. */
  mode?: 'all' | 'top' | 'best';
  top?: number;
  /** On an empty board, list down plays too (by default only across ones: they mirror). */
  bothDirectionsOnEmpty?: boolean;
  /** List exchanges (when the bag holds at least rackSize tiles) and the pass. */
  exchanges?: boolean;
  /** Tiles in the bag (default: enough to exchange). */
  bagSize?: number;
  /** Instead of `exchanges`: list exchanges of up to this many tiles (0: none), and the pass if `pass`. */
  exchangeLimit?: number;
  pass?: boolean;
  /** Rank by equity = score + what these say the tiles kept are worth. */
  leaves?: LeaveSource;
  /** By equity: leave out the moves of equity below this (points). */
  floor?: number;
}

/**
 * A leave valuation linear in the kept tiles (the endgame's rules; leaves/table.ts): kept tiles
 * worth `scale` × their total value + `offset`; keeping none is worth `none`.
 */
export interface LinearLeaves {
  readonly tileValue: ArrayLike<number>;
  readonly scale: number;
  readonly offset: number;
  readonly none: number;
}

/**
 * What the tiles a move keeps are worth, for ranking by equity: a leave table placed in the
 * core's memory (its PlacedLeaves address: src/leaves/placed.ts), or any valuation, in points,
 * of the kept tiles' counts by tile ([0] = blanks), asked once per sub-rack of the rack.
 */
export type LeaveSource = { placed: number } | { valueOfCounts(counts: Uint8Array, tiles: number): number; linear?: LinearLeaves };

/** A context's room when the first board is no bigger: 15×15 (larger boards get a larger one). */
const DEFAULT_SQUARES = 15 * 15;
/**
 * Searches the process runs before the lexicon's arc layout is built (assembly/scrabble/
 * arcMasks.ts): ~30 ms of fresh memory for SOWPODS, which makes every later search faster (all
 * plays of BOXEN ARTHOU?: −0.5 ms), so a one-off search (verbivore moves) goes without it. The
 * count and the layout are the process's (LexiconDescriptor): pool workers share both.
 */
const LAYOUT_AFTER = 16;

/** Builds the generator's view of a compiled ruleset and a position's board. */
export function movegenBoard(rules: CompiledRuleset, position: { rows: number; cols: number; board: Uint8Array }): MovegenBoard {
  const r = rules.ruleset;
  if (position.rows !== r.rows || position.cols !== r.cols) {
    throw errors.badInput(`the position is ${position.rows}×${position.cols}, ruleset ${r.name} plays on ${r.rows}×${r.cols}`);
  }
  return {
    rows: r.rows, cols: r.cols, board: position.board, premiumLetter: rules.premiumLetter,
    premiumWord: rules.premiumWord, tileValue: rules.tileValue, rackSize: r.rackSize,
    bingoBonus: r.bingoBonus, scoring: r.scoring, start: r.start,
  };
}

/**
 * The move generator: one position at a time in a context of its own (context.ts), any number
 * of racks per position, and moves played and taken back on it (applyMove / undoMove). An
 * engine may have any number of generators (a game keeps one per player); `moveGenerator(engine)`
 * is a shared one.
 */
export class MoveGenerator {
  private ctx: ScrabbleContext | undefined;
  private board: MovegenBoard | undefined;
  /** The loaded position's tiles, moves applied included. */
  private tiles: Uint8Array = new Uint8Array(0);
  /** Per move applied, the squares it placed tiles on (undoMove lifts them). */
  private placed: number[][] = [];
  private readonly layoutAfter: number;
  private readonly wideMasks: boolean;
  /** The arc layout's address once it is built (it stays). */
  private arcs: number | undefined;

  /**
   * layoutAfter: searches in the process before the arc layout is built (default LAYOUT_AFTER;
   * 0 = now, Infinity = never use it); wideMasks: the layout for alphabets of over 32 tiles,
   * whatever the alphabet (the last two are for tests of each path).
   */
  constructor(readonly engine: Engine, options: { wideMasks?: boolean; layoutAfter?: number } = {}) {
    this.layoutAfter = options.layoutAfter ?? LAYOUT_AFTER;
    this.wideMasks = options.wideMasks ?? engine.alphabet.size > 32;
    if (this.layoutAfter <= 0) this.arcs = this.arcLayout(true);
  }

  /**
   * The lexicon's arc layout (arcMasks.ts) this generator reads, built once per process when
   * `build` (after LAYOUT_AFTER searches) or by another generator; undefined while neither.
   */
  private arcLayout(build: boolean): number | undefined {
    const { core, lexicon } = this.engine;
    const wide = this.wideMasks;
    const d = lexicon.descriptor;
    const stateAt = d + (wide ? LEX_ARC_WIDE_STATE : LEX_ARC_NARROW_STATE);
    const addressAt = d + (wide ? LEX_ARC_WIDE : LEX_ARC_NARROW);
    if (!build && !isReady(core.memory, stateAt)) return undefined;
    return buildOnce(core.memory, stateAt, addressAt, () => {
      const at = core.reserve(lexicon.entries.length * (wide ? 16 : 8), 64);
      const order = core.reserve(lexicon.entries.length * 4, 64);
      core.exports.scrabbleIndexLexicon(d, at, wide ? 1 : 0, order);
      core.release(order, lexicon.entries.length * 4);
      return at;
    }, false);
  }

  /** Points the context at the arc layout when there is one (counting searches until then). */
  private chooseArcs(ctx: ScrabbleContext): void {
    if (this.arcs === undefined && this.layoutAfter !== Infinity) {
      const i32 = this.engine.core.i32();
      const searches = Atomics.add(i32, (this.engine.lexicon.descriptor + LEX_SEARCHES) / 4, 1) + 1;
      this.arcs = this.arcLayout(searches >= this.layoutAfter);
    }
    if (this.arcs === undefined) ctx.setArcs(ARCS_SCAN, 0);
    else ctx.setArcs(this.wideMasks ? ARCS_WIDE : ARCS_NARROW, this.arcs);
  }

  /** This generator's context, with room for `squares`. */
  private contextFor(squares: number): ScrabbleContext {
    if (!this.ctx || this.ctx.squares < squares) this.ctx = new ScrabbleContext(this.engine, Math.max(squares, DEFAULT_SQUARES));
    return this.ctx;
  }

  /** The context of the loaded position (for tests and for callers that work on it directly). */
  get context(): ScrabbleContext {
    if (!this.ctx || !this.board) throw errors.internal('MoveGenerator.context before setBoard');
    return this.ctx;
  }

  /** Loads a position: copies it into the core, which computes cross sets and anchors. */
  setBoard(b: MovegenBoard): void {
    checkBoard(b, this.engine.alphabet.size);
    this.contextFor(b.rows * b.cols).setBoard(b);
    this.board = b;
    this.tiles = b.board.slice();
    this.placed = [];
  }

  /**
   * Plays a move on the loaded position (its tiles; the score and leave are not read). Cross
   * sets and anchors change only along the lines the move touches; undoMove takes it back.
   * Throws (and changes nothing) when the move does not fit the board.
   */
  applyMove(move: Pick<PlaceMove, 'row' | 'col' | 'dir' | 'tiles'>): void {
    const b = this.board;
    if (!b) throw errors.internal('MoveGenerator.applyMove before setBoard');
    this.ctx!.apply(move.row, move.col, move.dir, move.tiles);
    const squares: number[] = [];
    move.tiles.forEach((t, i) => {
      if (!t) return;
      const sq = move.dir === 'down' ? (move.row + i) * b.cols + move.col : move.row * b.cols + move.col + i;
      this.tiles[sq] = t;
      squares.push(sq);
    });
    this.placed.push(squares);
  }

  /** Takes back the last move applied (and not yet taken back) since setBoard. */
  undoMove(): void {
    const b = this.board;
    if (!b) throw errors.internal('MoveGenerator.undoMove before setBoard');
    this.ctx!.undo();
    for (const sq of this.placed.pop()!) this.tiles[sq] = 0;
  }

  /** Moves applied and not taken back since setBoard. */
  get appliedMoves(): number {
    return this.ctx && this.board ? this.ctx.depth : 0;
  }

  /** The loaded position's board as it stands (moves applied included): rows*cols tiles. */
  boardTiles(): Uint8Array {
    return this.tiles.slice();
  }

  /** Moves for a rack (tile indices, 0 = blank) on the loaded board, ranked and decoded. */
  generate(rack: ArrayLike<number>, options: MovegenOptions = {}): Move[] {
    return this.list(rack, options).toArray();
  }

  /** Moves for a rack on the loaded board, ranked, decoded only when read. */
  list(rack: ArrayLike<number>, options: MovegenOptions = {}): MoveList {
    const b = this.board;
    if (!b) throw errors.internal('MoveGenerator.list before setBoard');
    const counts = rackCounts(rack, this.engine.alphabet.size);
    const mode = options.mode ?? 'all';
    const top = mode === 'best' ? 1 : mode === 'top' ? checkTop(options.top) : 0;
    const limit = options.exchangeLimit ?? (options.exchanges && (options.bagSize ?? Infinity) >= b.rackSize ? Infinity : 0);
    const pass = options.exchangeLimit !== undefined ? options.pass ?? false : options.exchanges ?? false;
    const both = options.bothDirectionsOnEmpty ?? false;
    if (options.leaves) return this.listByEquity(counts, b, top, both, options.leaves, limit, pass, options.floor);
    const records = this.records(counts, b, top, { both });
    const order = this.ctx!.rank(records.count) ?? rankSlowly(records.mem, records.at, records.count, this.tiles, b.cols);
    // Copies: the core's regions are overwritten by the next search.
    const copy = records.mem.slice(records.at, records.at + records.bytes);
    const others = lazyExchangeMoves(counts, limit, pass);
    return new MoveList(copy, order, this.tiles.slice(), b.cols, counts, others, top);
  }

  /**
   * list() by equity. The core values each sub-rack (from a placed table, or from the values
   * given here) and the plays; the exchanges and the pass are valued by the sub-rack they keep.
   * A ranked search starts from the N-th best of those (its floor): no play below it can be among
   * the N best moves. Only the exchanges that can be among them are made into moves.
   */
  private listByEquity(counts: Uint8Array, b: MovegenBoard, top: number, both: boolean, leaves: LeaveSource,
    limit: number, pass: boolean, atLeast?: number): MoveList {
    const ctx = this.ctx!;
    ctx.setRack(counts);
    let sub: SubRacks | undefined;
    const subRacks = () => (sub ??= new SubRacks(counts));
    let leaveValues: Int32Array, best: Int32Array;
    let size = 1, tiles = 0;
    for (let t = 0; t < counts.length; t++) {
      size *= counts[t]! + 1;
      tiles += counts[t]!;
    }
    if (size > MAX_SUB_RACKS) subRacks(); // throws a clear error
    if ('placed' in leaves) ({ values: leaveValues, best } = ctx.setLeaves(tiles, leaves.placed));
    else if (leaves.linear) ({ values: leaveValues, best } = ctx.setLeaves(tiles, 0, linearValues(counts, size, leaves.linear)));
    else {
      const s = subRacks(), kept = new Uint8Array(counts.length);
      const values = new Int32Array(s.size);
      for (let i = 0; i < s.size; i++) values[i] = Math.round(leaves.valueOfCounts(s.countsOf(i, kept), s.kept[i]!) * EQUITY_SCALE);
      ({ values: leaveValues, best } = ctx.setLeaves(tiles, 0, values));
    }
    const full = leaveValues.length - 1;
    // The exchanges keep from tiles − limit to tiles − 1 tiles; the pass keeps them all.
    const minKept = Math.max(0, tiles - limit);
    const isOther = (i: number) => (i === full ? pass : limit > 0 && subRacks().kept[i]! >= minKept);
    // floor: the top-th best exchange or pass; bestOther: the best.
    let floor = FLOOR_NONE, bestOther = FLOOR_NONE;
    if (top === 1) {
      for (let k = minKept; k < tiles; k++) floor = Math.max(floor, best[k]!);
      if (pass) floor = Math.max(floor, leaveValues[full]!);
      bestOther = floor;
    } else if (top > 1 && (limit > 0 || pass)) {
      const values: number[] = [];
      for (let i = 0; i <= full; i++) if (isOther(i)) values.push(leaveValues[i]!);
      values.sort((x, y) => y - x);
      if (values.length >= top) floor = values[top - 1]!;
      bestOther = values[0]!;
    }
    // The caller's floor cuts the list below it (plays in the core, exchanges and the pass here).
    if (atLeast !== undefined) floor = Math.max(floor, Math.round(atLeast * EQUITY_SCALE));
    const records = this.records(counts, b, top, { both, equity: true, floor });
    const order = ctx.rank(records.count) ?? rankSlowly(records.mem, records.at, records.count, this.tiles, b.cols, leaveValues);
    const copy = records.mem.slice(records.at, records.at + records.bytes);
    // The others that can be among the moves listed: all of them, or those at the floor or above
    // unless `top` plays are already there.
    let others: { move: ExchangeMove | PassMove; value: number }[] = [];
    const playValue = (k: number) => {
      const o = order[k]!;
      return (copy[o]! | (copy[o + 1]! << 8) | (copy[o + 2]! << 16) | (copy[o + 3]! << 24)) * EQUITY_SCALE + leaveValues[copy[o + MR_LEAVE]!]!;
    };
    const needed = top === 0 || order.length < top || playValue(top - 1) < bestOther;
    if ((limit > 0 || pass) && needed) {
      // (Without exchanges the pass alone: made here, not by SubRacks, which the endgame's
      // linear valuation never builds.)
      if (limit === 0) {
        if (leaveValues[full]! >= floor) others.push({ move: { kind: 'pass', score: 0, leave: countsToTiles(counts) }, value: leaveValues[full]! });
      } else for (let i = 0; i <= full; i++) {
        if (isOther(i) && leaveValues[i]! >= floor) others.push({ move: subRacks().moveKeeping(i), value: leaveValues[i]! });
      }
      others = others.sort((x, y) => y.value - x.value || compareMoves(x.move, y.move));
    }
    const equity: ListEquity = { leaveValues, otherValues: Int32Array.from(others, (o) => o.value) };
    return new MoveList(copy, order, this.tiles.slice(), b.cols, counts, others.map((o) => o.move), top, equity);
  }

  /**
   * Runs the core's playout (assembly/scrabble/playout.ts) for the PlayoutState at `state` on the
   * loaded position, which it leaves as it found it: the moves played, or a PLAYOUT_* code
   * (PLAYOUT_NO_ROOM: the context's regions have been grown; write the state again and retry).
   */
  playout(state: number, plies: number): number {
    const b = this.board;
    if (!b) throw errors.internal('MoveGenerator.playout before setBoard');
    const ctx = this.ctx!;
    // A playout runs many searches: the arc layout and the bingo index are worth building now.
    if (this.arcs === undefined && this.layoutAfter !== Infinity) this.arcs = this.arcLayout(true);
    this.chooseArcs(ctx);
    const u32 = this.engine.core.u32();
    u32[(state + PS_BINGO_INDEX) / 4] = b.scoring === 'standard' && bingoIndexReady(this.engine, WORD_MAP_MIN_LENGTH, Math.max(b.rows, b.cols), true)
      ? (b.bingoBonus > 0 ? BINGO_SPANS : 0) | WORD_SPANS : 0;
    const n = this.engine.core.exports.scrabblePlayout(ctx.at, state, plies);
    if (n === PLAYOUT_NO_ROOM) ctx.growToNeeds();
    return n;
  }

  /**
   * What a ranked search of this rack reads from the word map (context.setBingoIndex): bingo
   * spans with a full rack and a bingo bonus, every span under standard scoring; nothing until the
   * map is built (bingos.ts).
   */
  private wordMapFlags(counts: Uint8Array, b: MovegenBoard): number {
    if (b.scoring !== 'standard' || !bingoIndexReady(this.engine, WORD_MAP_MIN_LENGTH, Math.max(b.rows, b.cols))) return 0;
    let tiles = 0;
    for (const n of counts) tiles += n;
    return (b.bingoBonus > 0 && tiles === b.rackSize ? BINGO_SPANS : 0) | WORD_SPANS;
  }

  /**
   * Runs the core (by equity: after the context's setLeaves for this rack); the records
   * (unranked) are at mem[at..] until the next call.
   */
  records(counts: Uint8Array, b: MovegenBoard, top: number, options: { both?: boolean; equity?: boolean; floor?: number } = {}): { mem: Uint8Array; at: number; bytes: number; count: number } {
    if (b !== this.board) throw errors.internal('MoveGenerator.records for a board it has not loaded');
    const ctx = this.ctx!;
    this.chooseArcs(ctx);
    ctx.setBingoIndex(top > 0 ? this.wordMapFlags(counts, b) : 0);
    if (!options.equity) ctx.setRack(counts);
    const r = ctx.generate(top, { bothDirectionsOnEmpty: options.both, equity: options.equity, floor: options.floor });
    return { mem: this.engine.core.u8(), at: r.out, bytes: r.bytes, count: r.count };
  }
}

/** This engine's move generator (created on first use). */
export const moveGenerator = perEngine((engine) => new MoveGenerator(engine));

/**
 * Every legal play (or the best ones) of `rack` on `board`, ranked (see the top of this file),
 * decoded only when read.
 */
export function listMoves(engine: Engine, board: MovegenBoard, rack: ArrayLike<number> | string, options: MovegenOptions = {}): MoveList {
  const g = moveGenerator(engine);
  g.setBoard(board);
  const tiles = typeof rack === 'string' ? engine.alphabet.parseRack(rack) : rack;
  return g.list(tiles, options);
}

/** listMoves, every move decoded into an object. */
export function generateMoves(engine: Engine, board: MovegenBoard, rack: ArrayLike<number> | string, options: MovegenOptions = {}): Move[] {
  return listMoves(engine, board, rack, options).toArray();
}

function checkTop(top: number | undefined): number {
  if (top === undefined || !Number.isInteger(top) || top < 1) {
    throw errors.badInput(`mode 'top' needs top, a whole number ≥ 1 (got ${top})`);
  }
  return top;
}

function checkBoard(b: MovegenBoard, alphabetSize: number): void {
  const squares = b.rows * b.cols;
  if (!(b.rows >= 1 && b.cols >= 1 && b.rows <= MAX_DIM && b.cols <= MAX_DIM)) throw errors.badInput(`board ${b.rows}×${b.cols} is not 1..${MAX_DIM} × 1..${MAX_DIM}`);
  if (b.board.length !== squares || b.premiumLetter.length !== squares || b.premiumWord.length !== squares) {
    throw errors.badInput(`board arrays must hold rows*cols = ${squares} squares`);
  }
  for (let i = 0; i < squares; i++) {
    const t = b.board[i]! & ~BLANK_BIT;
    if (b.board[i] !== 0 && (t === 0 || t >= alphabetSize)) {
      throw errors.badInput(`square ${Math.floor(i / b.cols) + 1},${(i % b.cols) + 1} holds tile ${b.board[i]}, not a tile of the lexicon's alphabet`);
    }
  }
}

/** Rack tiles → counts by tile (u8 [64], [0] = blanks). */
export function rackCounts(rack: ArrayLike<number>, alphabetSize: number): Uint8Array {
  const counts = new Uint8Array(RACK_SLOTS);
  for (let i = 0; i < rack.length; i++) {
    const t = rack[i]!;
    if (!Number.isInteger(t) || t < 0 || t >= alphabetSize) throw errors.badInput(`rack tile ${t} is not a tile of the alphabet`);
    counts[t]!++;
  }
  return counts;
}

/**
 * Every sub-rack's value (hundredths, numbered as subRacks.ts: mixed radix over the rack's
 * distinct tiles, ascending) under a linear valuation, built tile by tile: keeping k + 1 of a
 * tile is worth keeping k of it + its scaled value. Asking valueOfCounts for each sub-rack
 * instead was 12 % of an endgame solve's CPU time (7-vs-7 profile).
 */
function linearValues(counts: Uint8Array, size: number, l: LinearLeaves): Int32Array {
  const points = new Int32Array(size);
  let stride = 1;
  for (let t = 0; t < counts.length; t++) {
    const n = counts[t]!;
    if (!n) continue;
    const step = l.scale * l.tileValue[t]!;
    for (let i = stride; i < stride * (n + 1); i++) points[i] = points[i - stride]! + step;
    stride *= n + 1;
  }
  const values = new Int32Array(size);
  values[0] = Math.round(l.none * EQUITY_SCALE);
  for (let i = 1; i < size; i++) values[i] = Math.round((points[i]! + l.offset) * EQUITY_SCALE);
  return values;
}

/**
 * The ranking by comparator, for the rare list whose scores the core's keys cannot hold (over
 * 65,535; by equity over 4,095 or ±10,485 points of equity). Returns record offsets from `at`.
 */
function rankSlowly(mem: Uint8Array, at: number, count: number, board: Uint8Array, cols: number, leaveValues?: Int32Array): Uint32Array {
  const view = new DataView(mem.buffer, mem.byteOffset);
  const records: { o: number; score: number; equity: number; word: number[] }[] = [];
  for (let k = 0, o = at; k < count; k++, o += MR_BYTES + mem[o + MR_LEN]!) {
    const score = view.getInt32(o + MR_SCORE, true);
    const equity = leaveValues ? score * EQUITY_SCALE + leaveValues[mem[o + MR_LEAVE]!]! : score;
    records.push({ o, score, equity, word: recordWord(mem, o, board, cols) });
  }
  records.sort((a, b) => b.equity - a.equity || b.score - a.score || mem[a.o + MR_ROW]! - mem[b.o + MR_ROW]! ||
    mem[a.o + MR_COL]! - mem[b.o + MR_COL]! || mem[a.o + MR_DIR]! - mem[b.o + MR_DIR]! || compareTiles(a.word, b.word));
  return Uint32Array.from(records, (r) => r.o - at);
}

function recordWord(mem: Uint8Array, at: number, board: Uint8Array, cols: number): number[] {
  const row = mem[at + MR_ROW]!, col = mem[at + MR_COL]!, down = mem[at + MR_DIR] === 1, len = mem[at + MR_LEN]!;
  const word: number[] = new Array(len);
  for (let i = 0; i < len; i++) {
    const t = mem[at + MR_BYTES + i]!;
    word[i] = t !== 0 ? t : board[down ? (row + i) * cols + col : row * cols + col + i]!;
  }
  return word;
}

export function countsToTiles(counts: Uint8Array): number[] {
  const out: number[] = [];
  for (let t = 0; t < counts.length; t++) for (let n = counts[t]!; n > 0; n--) out.push(t);
  return out;
}
