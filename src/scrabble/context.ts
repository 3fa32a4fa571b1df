// A Scrabble search context in the core (ScrabbleContext, assembly/contract.ts): one position in
// both layouts, a rack, the search's scratch, and the regions the core writes (move records,
// rank keys, the undo stack). Any number per engine and per memory: a game
// keeps one per player, a simulation one per ply. One thread uses a context at a time.
//
// This is the thin layer over the core's exports; MoveGenerator (movegen.ts) is the API most
// callers want. Everything here works in squares of the board as given (layout 0).

import { BLANK_BIT } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import {
  APPLY_BAD_MOVE, APPLY_NO_ROOM, ARCS_SCAN, FLAG_BOTH_DIRECTIONS, FLAG_EQUITY, FLOOR_NONE, MAX_DIM, RACK_SLOTS, RANK_KEY_BYTES,
  SC_ANCHORS, SC_ARC_BASE, SC_ARC_LAYOUT, SC_BEST_LEAVE, SC_BINGO_BONUS, SC_BINGO_INDEX, SC_COLS,
  SC_CROSS_SCORES, SC_CROSS_SETS, SC_FLOOR, SC_HAS_CROSS, SC_KEY_CAP, SC_KEYS_AT, SC_LETTER_MULT, SC_MOVE_COUNT, SC_NODES, SC_OUT_AT,
  SC_OUT_BYTES, SC_OUT_CAP, SC_RACK, SC_RACK_LEAVES, SC_RACK_SIZE, SC_ROWS, SC_SCORING, SC_SQUARES, SC_START_COL, SC_START_ROW,
  SC_TILE_COUNT, SC_TILE_VALUES, SC_TILES, SC_UNDO_AT, SC_UNDO_CAP, SC_UNDO_DEPTH, SC_UNDO_NEED, SC_UNDO_TOP, SC_WORD_MULT,
  SCORING_SPIL, SCORING_STANDARD, UNDO_EMPTY,
} from '../wasm/contract.js';
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

/** Everything a context holds about its position, both layouts (tests compare these). */
export interface ContextState {
  tileCount: number;
  /** Per layout (0 = the board, 1 = its transpose), rows*cols squares each. */
  tiles: Uint8Array[];
  letterMult: Uint8Array[];
  wordMult: Uint8Array[];
  crossSets: BigUint64Array[];
  crossScores: Uint16Array[];
  hasCross: Uint8Array[];
  anchors: Uint8Array[];
}

export class ScrabbleContext {
  /** Address of the context in the engine's memory. */
  readonly at: number;
  /** Squares it has room for (rows × cols). */
  readonly squares: number;
  private outCap = 0;
  private keyCap = 0;
  private undoCap = 0;
  private arcLayout = ARCS_SCAN;

  constructor(readonly engine: Engine, squares = MAX_DIM * MAX_DIM) {
    const x = engine.core.exports;
    this.squares = squares;
    this.at = engine.core.reserve(x.scrabbleContextBytes(squares), 64);
    x.scrabbleInitContext(this.at, engine.lexicon.descriptor, squares);
    this.growOutput(1 << 16);
    this.growKeys(1 << 12);
    this.growUndo(1 << 12);
  }

  private u32(field: number): number {
    return this.engine.core.u32()[(this.at + field) / 4]!;
  }

  private setU32(field: number, v: number): void {
    this.engine.core.u32()[(this.at + field) / 4] = v >>> 0;
  }

  /** Loads a position: the board in layout 0, then the core makes layout 1, cross sets and anchors. */
  setBoard(b: MovegenBoard): void {
    const squares = b.rows * b.cols;
    if (squares > this.squares) throw errors.internal(`a context for ${this.squares} squares given a board of ${squares}`);
    const core = this.engine.core;
    const mem = core.u8();
    const u32 = core.u32();
    const header = this.at / 4;
    mem.set(b.board, u32[header + SC_TILES / 4]!);
    mem.set(b.premiumLetter, u32[header + SC_LETTER_MULT / 4]!);
    mem.set(b.premiumWord, u32[header + SC_WORD_MULT / 4]!);
    mem.fill(0, this.at + SC_TILE_VALUES, this.at + SC_TILE_VALUES + RACK_SLOTS);
    mem.set(b.tileValue.subarray(0, RACK_SLOTS), this.at + SC_TILE_VALUES);
    u32[header + SC_ROWS / 4] = b.rows;
    u32[header + SC_COLS / 4] = b.cols;
    u32[header + SC_START_ROW / 4] = b.start[0];
    u32[header + SC_START_COL / 4] = b.start[1];
    u32[header + SC_RACK_SIZE / 4] = b.rackSize;
    u32[header + SC_BINGO_BONUS / 4] = b.bingoBonus;
    u32[header + SC_SCORING / 4] = b.scoring === 'spil' ? SCORING_SPIL : SCORING_STANDARD;
    core.exports.scrabbleSetBoard(this.at);
  }

  /** Where the next searches read arc masks (ARCS_SCAN, or a layout's kind and address). */
  setArcs(layout: number, address: number): void {
    if (layout === this.arcLayout) return;
    this.arcLayout = layout;
    this.setU32(SC_ARC_LAYOUT, layout);
    this.setU32(SC_ARC_BASE, layout === ARCS_SCAN ? 0 : address);
  }

  /**
   * What the next ranked searches read from the lexicon's word map (src/scrabble/bingos.ts: built
   * for every length of the board): BINGO_SPANS, to judge the spans only a bingo fills; WORD_SPANS,
   * to find the plays of the other spans by their letters instead of walking the GADDAG.
   */
  setBingoIndex(flags: number): void {
    this.setU32(SC_BINGO_INDEX, flags);
  }

  /** The rack of the next searches (u8 [64] counts, [0] = blanks). */
  setRack(counts: Uint8Array): void {
    this.engine.core.u8().set(counts.length === RACK_SLOTS ? counts : counts.subarray(0, RACK_SLOTS), this.at + SC_RACK);
  }

  /**
   * Values the sub-racks of the rack (subRacks.ts numbers them; `tiles` on the rack) for a search
   * by equity: from the leave table placed at `table`, or (table 0) the host's `values` in
   * hundredths. Returns each sub-rack's value (hundredths, a copy) and, per number of tiles kept,
   * the best of them.
   */
  setLeaves(tiles: number, table: number, values?: Int32Array): { values: Int32Array; best: Int32Array } {
    const core = this.engine.core;
    if (!table && values) core.i32().set(values, (this.at + SC_RACK_LEAVES) / 4);
    const size = core.exports.scrabbleSetLeaves(this.at, table);
    if (size < 0) throw errors.internal('a rack of more sub-racks than the core values');
    const i32 = core.i32();
    const at = (this.at + SC_RACK_LEAVES) / 4, bestAt = (this.at + SC_BEST_LEAVE) / 4;
    return { values: i32.slice(at, at + size), best: i32.slice(bestAt, bestAt + tiles + 1) };
  }

  /**
   * Generates the plays of the rack (setRack): every play (top 0) or at least the `top` best,
   * by score or (`equity`, after setLeaves) by equity; none valued below `floor` (hundredths by
   * equity). Records (unranked, MoveRecord) are at `out` until the next call on this context;
   * `bytes` is their length.
   */
  generate(top: number, options: { bothDirectionsOnEmpty?: boolean; equity?: boolean; floor?: number } = {}): { out: number; bytes: number; count: number } {
    const core = this.engine.core;
    const flags = (options.bothDirectionsOnEmpty ? FLAG_BOTH_DIRECTIONS : 0) | (options.equity ? FLAG_EQUITY : 0);
    core.i32()[(this.at + SC_FLOOR) / 4] = options.floor ?? FLOOR_NONE;
    for (;;) {
      const n = core.exports.scrabbleGenerate(this.at, flags, top);
      const u32 = core.u32();
      if (n >= 0) return { out: u32[(this.at + SC_OUT_AT) / 4]!, bytes: u32[(this.at + SC_OUT_BYTES) / 4]!, count: n };
      this.growOutput(this.u32(SC_OUT_BYTES));
      this.growKeys(this.u32(SC_MOVE_COUNT));
    }
  }

  /** Squares the last generate's GADDAG walk read (deterministic: the benches' measure of a search's work). */
  get nodes(): number {
    return this.u32(SC_NODES);
  }

  /** The last generate's records in ranking order (offsets from `out`), or undefined when a score does not fit the core's keys. */
  rank(count: number): Uint32Array | undefined {
    const at = this.engine.core.exports.scrabbleRank(this.at, count);
    return at === 0 ? undefined : this.engine.core.u32().slice(at / 4, at / 4 + count);
  }

  /**
   * Plays `tiles` (one per square of the word from (row, col): 0 where the board has a tile,
   * else the tile placed, | 0x80 for a blank) on the position; undo() takes it back.
   */
  apply(row: number, col: number, dir: Direction, tiles: ArrayLike<number>): void {
    const core = this.engine.core;
    if (tiles.length > MAX_DIM) throw errors.badInput(`a move of ${tiles.length} squares is longer than any board`);
    const size = this.engine.alphabet.size;
    for (let i = 0; i < tiles.length; i++) {
      const t = tiles[i]!;
      if (!Number.isInteger(t) || t < 0 || t > 0xff || (t & ~BLANK_BIT) >= size) throw errors.badInput(`the move's tile ${t} (square ${i + 1}) is not a tile of the alphabet`);
    }
    const input = this.engine.putTiles(tiles);
    for (;;) {
      const r = core.exports.scrabbleApplyMove(this.at, row, col, dir === 'down' ? 1 : 0, input, tiles.length);
      if (r === APPLY_NO_ROOM) {
        this.growUndo(this.u32(SC_UNDO_NEED));
        continue;
      }
      if (r === APPLY_BAD_MOVE) throw errors.badInput(describeBadMove(this.state().tiles[0]!, row, col, dir, tiles, this.u32(SC_ROWS), this.u32(SC_COLS)));
      return;
    }
  }

  /** Takes back the last move applied since setBoard. */
  undo(): void {
    if (this.engine.core.exports.scrabbleUndoMove(this.at) === UNDO_EMPTY) throw errors.badInput('no move to undo');
  }

  /** Moves applied since setBoard (and not undone). */
  get depth(): number {
    return this.u32(SC_UNDO_DEPTH);
  }

  /** A copy of the position as the core holds it. */
  state(): ContextState {
    const core = this.engine.core;
    const rows = this.u32(SC_ROWS), cols = this.u32(SC_COLS), n = rows * cols;
    const buffer = core.memory.buffer;
    // A per-square array's address is its field in the header; layout 1 follows `squares` squares on.
    const layouts = <T>(field: number, make: (at: number) => T): T[] => [0, 1].map((l) => make(this.u32(field) + l * this.squares * bytesOf(field)));
    return {
      tileCount: this.u32(SC_TILE_COUNT),
      tiles: layouts(SC_TILES, (at) => new Uint8Array(buffer, at, n).slice()),
      letterMult: layouts(SC_LETTER_MULT, (at) => new Uint8Array(buffer, at, n).slice()),
      wordMult: layouts(SC_WORD_MULT, (at) => new Uint8Array(buffer, at, n).slice()),
      crossSets: layouts(SC_CROSS_SETS, (at) => new BigUint64Array(buffer, at, n).slice()),
      crossScores: layouts(SC_CROSS_SCORES, (at) => new Uint16Array(buffer, at, n).slice()),
      hasCross: layouts(SC_HAS_CROSS, (at) => new Uint8Array(buffer, at, n).slice()),
      anchors: layouts(SC_ANCHORS, (at) => new Uint8Array(buffer, at, n).slice()),
    };
  }

  /** Grows the output, key and undo regions to what the last call said it needed (outBytes, moveCount, undoNeed). */
  growToNeeds(): void {
    this.growOutput(this.u32(SC_OUT_BYTES));
    this.growKeys(this.u32(SC_MOVE_COUNT));
    this.growUndo(this.u32(SC_UNDO_NEED));
  }

  private growOutput(bytes: number): void {
    if (bytes <= this.outCap) return;
    this.outCap = Math.max(bytes, this.outCap * 2);
    this.setU32(SC_OUT_AT, this.engine.core.reserve(this.outCap, 64));
    this.setU32(SC_OUT_CAP, this.outCap);
  }

  private growKeys(count: number): void {
    if (count <= this.keyCap) return;
    this.keyCap = Math.max(count, this.keyCap * 2);
    this.setU32(SC_KEYS_AT, this.engine.core.reserve(this.keyCap * RANK_KEY_BYTES, 64));
    this.setU32(SC_KEY_CAP, this.keyCap);
  }

  /** A bigger undo stack, its frames copied over. */
  private growUndo(bytes: number): void {
    if (bytes <= this.undoCap) return;
    const cap = Math.max(bytes, this.undoCap * 2);
    const at = this.engine.core.reserve(cap, 64);
    const used = this.u32(SC_UNDO_TOP);
    const mem = this.engine.core.u8();
    if (used) mem.copyWithin(at, this.u32(SC_UNDO_AT), this.u32(SC_UNDO_AT) + used);
    this.setU32(SC_UNDO_AT, at);
    this.setU32(SC_UNDO_CAP, cap);
    this.undoCap = cap;
  }
}

function bytesOf(field: number): number {
  return field === SC_CROSS_SETS ? 8 : field === SC_CROSS_SCORES ? 2 : 1;
}

/** Why the core refused a move, said in squares and tiles. */
function describeBadMove(board: Uint8Array, row: number, col: number, dir: Direction, tiles: ArrayLike<number>, rows: number, cols: number): string {
  const at = (i: number) => (dir === 'down' ? [row + i, col] : [row, col + i]) as [number, number];
  const name = (r: number, c: number) => `row ${r + 1}, column ${c + 1}`;
  if (tiles.length === 0) return 'the move places no tiles';
  const [er, ec] = at(tiles.length - 1);
  if (row < 0 || col < 0 || er >= rows || ec >= cols) return `the move from ${name(row, col)} ${dir} leaves the ${rows}×${cols} board`;
  let placed = 0;
  for (let i = 0; i < tiles.length; i++) {
    const [r, c] = at(i);
    const here = board[r * cols + c]!;
    const t = tiles[i]!;
    if (t === 0 && here === 0) return `the move has no tile for the empty square at ${name(r, c)}`;
    if (t !== 0 && here !== 0) return `the move places a tile on ${name(r, c)}, which holds one`;
    if (t !== 0 && (t & ~BLANK_BIT) === 0) return `the move places tile ${t} at ${name(r, c)}, not a tile`;
    if (t !== 0) placed++;
  }
  return placed === 0 ? 'the move places no tiles' : 'the move cannot be played';
}
