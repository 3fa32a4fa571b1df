// Scrabble move generation: the facade over the WASM core (assembly/scrabble/).
//
// A position and a ruleset go in once per position (`MoveGenerator.setBoard`), racks once per
// search; the core writes packed records (assembly/scrabble/output.ts) and ranks them
// (assembly/scrabble/rank.ts); a MoveList (moveList.ts) keeps them packed and decodes a move
// only when asked; exchanges and the pass complete it when asked. `generateMoves` returns
// the whole list decoded, for callers that want plain objects.
//
// Ranking: score, highest first; ties by kind (plays, then exchanges, then the pass), then for
// plays by row, column, direction (across first) and word (tile by tile: tile index, a real tile
// before a blank standing for it, shorter first), for exchanges by number of tiles, then tiles.

import { BLANK_BIT } from '../alphabet/index.js';
import { type Engine, perEngine } from '../engine.js';
import { errors } from '../errors.js';
import type { CompiledRuleset } from '../rules/index.js';
import { bingoCandidates } from './bingos.js';
import { exchangeMoves } from './exchanges.js';
import { MoveList } from './moveList.js';
import type { Direction } from './position/coords.js';

export { MoveList };

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
/**
 * Searches an engine runs before it builds the arc layout (assembly/scrabble/arcMasks.ts):
 * ~30 ms of fresh memory for SOWPODS, which makes every later search faster (all plays of
 * BOXEN ARTHOU?: −0.5 ms), so a one-off search (verbivore moves) goes without it.
 */
const LAYOUT_AFTER = 16;

interface CoreScrabble {
  scrabbleSetBoard(board: number, letter: number, word: number, values: number, rows: number, cols: number,
    startRow: number, startCol: number): void;
  scrabbleGenerate(rack: number, rackSize: number, bingo: number, spil: number, flags: number, top: number,
    out: number, cap: number, keys: number, keyCap: number): number;
  scrabbleOutputBytes(): number;
  scrabbleMoveCount(): number;
  scrabbleIndexLexicon(at: number, entryCount: number, wide: number): void;
  scrabbleRank(out: number, count: number, scratch: number, keyCap: number): number;
  scrabbleSetBingos(at: number, bytes: number, through: number): void;
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
  /** The records' rank keys and the ranking's scratch: 24 bytes per record (assembly/scrabble/output.ts). */
  private keysAt = 0;
  private keyCap = 0;
  /** The bingo candidates of a rack (bingos.ts); grown on demand. */
  private bingoAt = 0;
  private bingoBytes = 0;
  /** The distinct letters on the loaded board (no blank bit). */
  private boardLetters: number[] = [];

  /** Searches run, until the arc layout is built (see `layoutAfter`). */
  private searches = 0;
  private readonly layoutAfter: number;
  private readonly wideMasks: boolean;

  /**
   * layoutAfter: searches before the arc layout is built (default LAYOUT_AFTER; 0 = now,
   * Infinity = never); wideMasks: the layout for alphabets of over 32 tiles, whatever the
   * alphabet (the last two are for tests of each path).
   */
  constructor(readonly engine: Engine, options: { wideMasks?: boolean; layoutAfter?: number } = {}) {
    this.core = engine.core.exports as unknown as CoreScrabble;
    const c = engine.core;
    this.boardAt = c.reserve(SQUARES);
    this.letterAt = c.reserve(SQUARES);
    this.wordAt = c.reserve(SQUARES);
    this.valuesAt = c.reserve(RACK_SLOTS);
    this.rackAt = c.reserve(RACK_SLOTS);
    this.layoutAfter = options.layoutAfter ?? LAYOUT_AFTER;
    this.wideMasks = options.wideMasks ?? engine.alphabet.size > 32;
    if (this.layoutAfter <= 0) this.buildLayout();
  }

  /**
   * The lexicon again with each entry's arc mask beside it, which move generation then walks
   * (assembly/scrabble/arcMasks.ts): 8 bytes per entry, 16 for alphabets of over 32 tiles.
   */
  private buildLayout(): void {
    const entries = this.engine.lexicon.entries.length;
    const at = this.engine.core.reserve(entries * (this.wideMasks ? 16 : 8), 8);
    this.core.scrabbleIndexLexicon(at, entries, this.wideMasks ? 1 : 0);
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
    const letters = new Set<number>();
    for (const t of b.board) if (t) letters.add(t & ~BLANK_BIT);
    this.boardLetters = [...letters].sort((x, y) => x - y);
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
    const records = this.records(counts, b, top, options.bothDirectionsOnEmpty ?? false);
    const order = this.rank(records.at, records.count, b);
    // Copies: the core's regions are overwritten by the next search.
    const bytes = this.core.scrabbleOutputBytes();
    const copy = records.mem.slice(records.at, records.at + bytes);
    const others = options.exchanges ? exchangeMoves(counts, b.rackSize, options.bagSize ?? Infinity).sort(compareMoves) : [];
    return new MoveList(copy, order, b.board.slice(), b.cols, counts, others, top);
  }

  /**
   * Gives the core the bingo candidates of a ranked search's rack (their bounds need them), or
   * none: a full search, no bonus, spil scoring, a rack not of rackSize tiles, too many blanks.
   */
  private setBingos(counts: Uint8Array | undefined, b: MovegenBoard): void {
    let tiles = 0;
    if (counts) for (const n of counts) tiles += n;
    const found = counts && b.bingoBonus > 0 && b.scoring === 'standard' && tiles === b.rackSize
      ? bingoCandidates(this.engine, counts, this.boardLetters)
      : undefined;
    if (!found) {
      this.core.scrabbleSetBingos(0, -1, 0);
      return;
    }
    const bytes = found.records.length;
    if (bytes > this.bingoBytes) {
      this.bingoBytes = Math.max(bytes, this.bingoBytes * 2, 1 << 12);
      this.bingoAt = this.engine.core.reserve(this.bingoBytes);
    }
    this.engine.core.u8().set(found.records, this.bingoAt);
    this.core.scrabbleSetBingos(this.bingoAt, bytes, found.throughListed ? 1 : 0);
  }

  /** Record offsets (from `at`) in ranking order, ranked by the core. */
  private rank(at: number, count: number, b: MovegenBoard): Uint32Array {
    const ordered = this.core.scrabbleRank(at, count, this.keysAt, this.keyCap);
    const mem = this.engine.core.u8();
    if (ordered !== 0) return new Uint32Array(mem.buffer, ordered, count).slice();
    return rankSlowly(mem, at, count, b.board, b.cols);
  }

  /** Room for the rank keys of `count` records. */
  private reserveKeys(count: number): void {
    if (count <= this.keyCap) return;
    this.keyCap = Math.max(count, this.keyCap * 2, 1 << 12);
    this.keysAt = this.engine.core.reserve(this.keyCap * 24, 8);
  }

  /** Runs the core; the records (unranked) are at mem[at..] until the next call. */
  records(counts: Uint8Array, b: MovegenBoard, top: number, both: boolean): { mem: Uint8Array; at: number; count: number } {
    if (++this.searches === this.layoutAfter) this.buildLayout();
    this.setBingos(top > 0 ? counts : undefined, b);
    this.engine.core.u8().set(counts, this.rackAt);
    const flags = both ? FLAG_BOTH_DIRECTIONS : 0;
    let cap = 1 << 16;
    this.reserveKeys(1 << 12);
    for (;;) {
      const out = this.engine.output(cap);
      const n = this.core.scrabbleGenerate(this.rackAt, b.rackSize, b.bingoBonus, b.scoring === 'spil' ? 1 : 0,
        flags, top, out.at, out.bytes, this.keysAt, this.keyCap);
      if (n >= 0) return { mem: this.engine.core.u8(), at: out.at, count: n };
      cap = this.core.scrabbleOutputBytes();
      this.reserveKeys(this.core.scrabbleMoveCount());
    }
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
 * The ranking by comparator, for the rare list whose scores the core's keys cannot hold (over
 * 65,535). Returns record offsets from `at`.
 */
function rankSlowly(mem: Uint8Array, at: number, count: number, board: Uint8Array, cols: number): Uint32Array {
  const view = new DataView(mem.buffer, mem.byteOffset);
  const records: { o: number; score: number; word: number[] }[] = [];
  for (let k = 0, o = at; k < count; k++, o += 8 + mem[o + 7]!) {
    records.push({ o, score: view.getInt32(o, true), word: recordWord(mem, o, board, cols) });
  }
  records.sort((a, b) => b.score - a.score || mem[a.o + 4]! - mem[b.o + 4]! || mem[a.o + 5]! - mem[b.o + 5]! ||
    mem[a.o + 6]! - mem[b.o + 6]! || compareTiles(a.word, b.word));
  return Uint32Array.from(records, (r) => r.o - at);
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
