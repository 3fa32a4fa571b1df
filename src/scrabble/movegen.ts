// Scrabble move generation: the facade over the WASM core (assembly/scrabble/).
//
// A position and a ruleset go in once per position (`MoveGenerator.setBoard`), racks once per
// search; the core writes packed records (assembly/scrabble/output.ts) that are decoded here,
// ranked, and completed with exchanges and the pass when asked.
//
// Ranking: score, highest first; ties by kind (plays, then exchanges, then the pass), then for
// plays by row, column, direction (across first) and word (tile by tile: tile index, a real tile
// before a blank standing for it, shorter first), for exchanges by number of tiles, then tiles.

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import type { CompiledRuleset } from '../rules/index.js';
import { exchangeMoves } from './exchanges.js';
import type { Direction } from './position/coords.js';

/** What the generator needs of a ruleset and a position (compiled ruleset + board). */
export interface MovegenBoard {
  rows: number;
  cols: number;
  /** rows*cols, row-major: 0 empty, tile index, tile | 0x80 a blank. */
  board: Uint8Array;
  /** rows*cols, row-major: letter multiplier 1..4. */
  premiumLetter: Uint8Array;
  /** rows*cols, row-major: word multiplier 1..4. */
  premiumWord: Uint8Array;
  /** By tile index; [0] = a blank's value. */
  tileValue: Uint8Array;
  rackSize: number;
  bingoBonus: number;
  scoring: 'standard' | 'spil';
  /** [row, col], 0-based: the square the first play must cover. */
  start: readonly [number, number];
}

export interface PlaceMove {
  kind: 'place';
  /** First square of the word, 0-based. */
  row: number;
  col: number;
  dir: Direction;
  /** One per square of the word: 0 = already on the board, else the tile placed (| 0x80 blank). */
  tiles: number[];
  /** The whole word: board tiles and placed tiles (| 0x80 for blanks, on the board or placed). */
  word: number[];
  score: number;
  /** Rack tiles left, ascending (0 = blank). */
  leave: number[];
}

export interface ExchangeMove {
  kind: 'exchange';
  /** Tiles put back, ascending (0 = blank). */
  tiles: number[];
  score: 0;
  leave: number[];
}

export interface PassMove {
  kind: 'pass';
  score: 0;
  leave: number[];
}

export type Move = PlaceMove | ExchangeMove | PassMove;

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
}

/** Bytes reserved in the core per engine for one board and its premiums (64 × 64 squares). */
const SQUARES = 64 * 64;
const RACK_SLOTS = 64;
const FLAG_BOTH_DIRECTIONS = 1;

interface CoreScrabble {
  scrabbleSetBoard(board: number, letter: number, word: number, values: number, rows: number, cols: number,
    startRow: number, startCol: number): void;
  scrabbleGenerate(rack: number, rackSize: number, bingo: number, spil: number, flags: number, top: number,
    out: number, cap: number): number;
  scrabbleOutputBytes(): number;
}

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
 * The move generator of one engine: memory regions reserved once, a board loaded once per
 * position, then any number of racks.
 */
export class MoveGenerator {
  private readonly core: CoreScrabble;
  /** u8 [64×64] board, u8 [64×64] letter and word premiums, u8 [64] values, u8 [64] rack. */
  private readonly boardAt: number;
  private readonly letterAt: number;
  private readonly wordAt: number;
  private readonly valuesAt: number;
  private readonly rackAt: number;
  private board: MovegenBoard | undefined;

  constructor(readonly engine: Engine) {
    this.core = engine.core.exports as unknown as CoreScrabble;
    const c = engine.core;
    this.boardAt = c.reserve(SQUARES);
    this.letterAt = c.reserve(SQUARES);
    this.wordAt = c.reserve(SQUARES);
    this.valuesAt = c.reserve(RACK_SLOTS);
    this.rackAt = c.reserve(RACK_SLOTS);
  }

  /** Loads a position: copies it into the core, which computes cross sets and anchors. */
  setBoard(b: MovegenBoard): void {
    checkBoard(b, this.engine.alphabet.size);
    const mem = this.engine.core.u8();
    mem.set(b.board, this.boardAt);
    mem.set(b.premiumLetter, this.letterAt);
    mem.set(b.premiumWord, this.wordAt);
    mem.fill(0, this.valuesAt, this.valuesAt + RACK_SLOTS);
    mem.set(b.tileValue.subarray(0, RACK_SLOTS), this.valuesAt);
    this.core.scrabbleSetBoard(this.boardAt, this.letterAt, this.wordAt, this.valuesAt, b.rows, b.cols, b.start[0], b.start[1]);
    this.board = b;
  }

  /** Moves for a rack (tile indices, 0 = blank) on the loaded board, ranked. */
  generate(rack: ArrayLike<number>, options: MovegenOptions = {}): Move[] {
    const b = this.board;
    if (!b) throw errors.internal('MoveGenerator.generate before setBoard');
    const counts = rackCounts(rack, this.engine.alphabet.size);
    const mode = options.mode ?? 'all';
    const top = mode === 'best' ? 1 : mode === 'top' ? checkTop(options.top) : 0;
    const records = this.records(counts, b, top, options.bothDirectionsOnEmpty ?? false);
    const order = rankRecords(records.mem, records.at, records.count, b.board, b.cols);
    const limit = top > 0 ? Math.min(top, order.length) : order.length;
    const moves: Move[] = decodeRecords(records.mem, order, limit, b.board, b.cols, counts);
    if (options.exchanges) {
      moves.push(...exchangeMoves(counts, b.rackSize, options.bagSize ?? Infinity));
      moves.sort(compareMoves);
      if (top > 0 && moves.length > top) moves.length = top;
    }
    return moves;
  }

  /** Runs the core; the records are at mem[at..] until the next call. */
  records(counts: Uint8Array, b: MovegenBoard, top: number, both: boolean): { mem: Uint8Array; at: number; count: number } {
    this.engine.core.u8().set(counts, this.rackAt);
    const flags = both ? FLAG_BOTH_DIRECTIONS : 0;
    let cap = 1 << 16;
    for (;;) {
      const out = this.engine.output(cap);
      const n = this.core.scrabbleGenerate(this.rackAt, b.rackSize, b.bingoBonus, b.scoring === 'spil' ? 1 : 0,
        flags, top, out.at, out.bytes);
      if (n >= 0) return { mem: this.engine.core.u8(), at: out.at, count: n };
      cap = this.core.scrabbleOutputBytes();
    }
  }
}

const generators = new WeakMap<Engine, MoveGenerator>();

/** This engine's move generator (created on first use). */
export function moveGenerator(engine: Engine): MoveGenerator {
  let g = generators.get(engine);
  if (!g) {
    g = new MoveGenerator(engine);
    generators.set(engine, g);
  }
  return g;
}

/** Every legal play (or the best ones) of `rack` on `board`, ranked (see the top of this file). */
export function generateMoves(engine: Engine, board: MovegenBoard, rack: ArrayLike<number> | string, options: MovegenOptions = {}): Move[] {
  const g = moveGenerator(engine);
  g.setBoard(board);
  const tiles = typeof rack === 'string' ? engine.alphabet.parseRack(rack) : rack;
  return g.generate(tiles, options);
}

function checkTop(top: number | undefined): number {
  if (top === undefined || !Number.isInteger(top) || top < 1) {
    throw errors.badInput(`mode 'top' needs top, a whole number ≥ 1 (got ${top})`);
  }
  return top;
}

function checkBoard(b: MovegenBoard, alphabetSize: number): void {
  const squares = b.rows * b.cols;
  if (!(b.rows >= 1 && b.cols >= 1 && b.rows <= 64 && b.cols <= 64)) throw errors.badInput(`board ${b.rows}×${b.cols} is not 1..64 × 1..64`);
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
 * Record offsets in ranking order. Score, square and direction pack into one float per record,
 * with the record's number in the low bits, so a native typed-array sort does the work (a
 * comparator over objects cost ~1 ms for BOXEN's 5,843 plays); plays tied on all of these are
 * then ordered by word.
 */
function rankRecords(mem: Uint8Array, at: number, count: number, board: Uint8Array, cols: number): number[] {
  const offsets = new Int32Array(count);
  const keys = new Float64Array(count);
  const view = new DataView(mem.buffer, mem.byteOffset);
  // key = ((((2^14 − 1 − score) × 64 + row) × 64 + col) × 2 + dir) × 2^26 + record: 53 bits.
  const lowBits = 2 ** 26;
  let fits = count < lowBits;
  for (let k = 0; k < count; k++) {
    offsets[k] = at;
    const score = view.getInt32(at, true);
    if (score < 0 || score > 16383) fits = false;
    const head = (((16383 - score) * 64 + mem[at + 4]!) * 64 + mem[at + 5]!) * 2 + mem[at + 6]!;
    keys[k] = head * lowBits + k;
    at += 8 + mem[at + 7]!;
  }
  if (!fits) return rankSlowly(mem, Array.from(offsets), board, cols);
  keys.sort();
  const order: number[] = new Array(count);
  for (let k = 0; k < count; k++) order[k] = offsets[keys[k]! % lowBits]!;
  // Runs of equal heads (same score, square and direction): order by word.
  for (let i = 0; i < count;) {
    const head = Math.floor(keys[i]! / lowBits);
    let j = i + 1;
    while (j < count && Math.floor(keys[j]! / lowBits) === head) j++;
    if (j - i > 1) {
      const run = order.slice(i, j).sort((a, b) => compareRecordWords(mem, a, b, board, cols));
      for (let k = 0; k < run.length; k++) order[i + k] = run[k]!;
    }
    i = j;
  }
  return order;
}

/** The same ranking by comparator, for scores or counts the packed key cannot hold. */
function rankSlowly(mem: Uint8Array, offsets: number[], board: Uint8Array, cols: number): number[] {
  const view = new DataView(mem.buffer, mem.byteOffset);
  const head = (o: number) => [-view.getInt32(o, true), mem[o + 4]!, mem[o + 5]!, mem[o + 6]!];
  return offsets
    .map((o) => ({ o, h: head(o), word: recordWord(mem, o, board, cols) }))
    .sort((a, b) => a.h[0]! - b.h[0]! || a.h[1]! - b.h[1]! || a.h[2]! - b.h[2]! || a.h[3]! - b.h[3]! || compareTiles(a.word, b.word))
    .map((r) => r.o);
}

/** compareTiles on the words of two records at the same square and direction. */
function compareRecordWords(mem: Uint8Array, a: number, b: number, board: Uint8Array, cols: number): number {
  const row = mem[a + 4]!, col = mem[a + 5]!, down = mem[a + 6] === 1;
  const la = mem[a + 7]!, lb = mem[b + 7]!;
  const n = Math.min(la, lb);
  for (let i = 0; i < n; i++) {
    let x = mem[a + 8 + i]!, y = mem[b + 8 + i]!;
    if (x === 0 || y === 0) {
      const on = board[down ? (row + i) * cols + col : row * cols + col + i]!;
      if (x === 0) x = on;
      if (y === 0) y = on;
    }
    if (x !== y) return tileOrder(x) - tileOrder(y);
  }
  return la - lb;
}

function recordWord(mem: Uint8Array, at: number, board: Uint8Array, cols: number): number[] {
  const row = mem[at + 4]!, col = mem[at + 5]!, down = mem[at + 6] === 1, len = mem[at + 7]!;
  const word: number[] = new Array(len);
  for (let i = 0; i < len; i++) {
    const t = mem[at + 8 + i]!;
    word[i] = t !== 0 ? t : board[down ? (row + i) * cols + col : row * cols + col + i]!;
  }
  return word;
}

/** Decodes the first `limit` records of `order` into moves. */
function decodeRecords(mem: Uint8Array, order: number[], limit: number, board: Uint8Array, cols: number, counts: Uint8Array): PlaceMove[] {
  const out: PlaceMove[] = new Array(limit);
  const view = new DataView(mem.buffer, mem.byteOffset);
  const rack = countsToTiles(counts);
  for (let k = 0; k < limit; k++) {
    let at = order[k]!;
    const score = view.getInt32(at, true);
    const row = mem[at + 4]!, col = mem[at + 5]!, down = mem[at + 6] === 1, len = mem[at + 7]!;
    at += 8;
    const tiles: number[] = [];
    const word: number[] = [];
    const leave = rack.slice();
    for (let i = 0; i < len; i++) {
      const t = mem[at + i]!;
      tiles.push(t);
      if (t === 0) word.push(board[down ? (row + i) * cols + col : row * cols + col + i]!);
      else {
        word.push(t);
        leave.splice(leave.indexOf(t & BLANK_BIT ? BLANK : t), 1);
      }
    }
    out[k] = { kind: 'place', row, col, dir: down ? 'down' : 'across', tiles, word, score, leave };
  }
  return out;
}

export function countsToTiles(counts: Uint8Array): number[] {
  const out: number[] = [];
  for (let t = 0; t < counts.length; t++) for (let n = counts[t]!; n > 0; n--) out.push(t);
  return out;
}

const KIND_ORDER = { place: 0, exchange: 1, pass: 2 } as const;

/** The ranking described at the top of this file. */
export function compareMoves(a: Move, b: Move): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  if (a.kind === 'place' && b.kind === 'place') {
    if (a.row !== b.row) return a.row - b.row;
    if (a.col !== b.col) return a.col - b.col;
    if (a.dir !== b.dir) return a.dir === 'across' ? -1 : 1;
    return compareTiles(a.word, b.word);
  }
  if (a.kind === 'exchange' && b.kind === 'exchange') {
    if (a.tiles.length !== b.tiles.length) return a.tiles.length - b.tiles.length;
    return compareTiles(a.tiles, b.tiles);
  }
  return 0;
}

function compareTiles(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = tileOrder(a[i]!), y = tileOrder(b[i]!);
    if (x !== y) return x - y;
  }
  return a.length - b.length;
}

/** A real tile sorts just before a blank standing for it. */
const tileOrder = (t: number) => ((t & ~BLANK_BIT) << 1) | (t & BLANK_BIT ? 1 : 0);
