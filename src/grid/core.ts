// The grid search's share of an engine's WASM memory: the re-laid word graph (copied once per
// engine), the stamps, and small regions for one board, its query and its results. Region
// layouts are drawn in assembly/grid/layout.ts; offsets here must match them.

import { type Engine, perEngine } from '../engine.js';
import { errors } from '../errors.js';
import { MAX_CELLS } from './board.js';
import { gridLayoutOf, type GridLayout, RECORD_WORDS } from './layout.js';
import { splitDigraphOf, type TiledBoard } from './tiles.js';

/** The grid exports of assembly/grid/index.ts. */
interface GridExports {
  gridSetup(arcs: number, stamps: number, words: number): void;
  gridRegion(which: number): number;
  gridSolve(): number;
  gridScoreBoards(boards: number, n: number, results: number): void;
}

// Board region offsets (bytes), as in assembly/grid/layout.ts.
const CELL_TILES = 0; // u8 [64 × 8]
const CELL_LENGTH = 512; // u8 [64]
const CELL_LETTERS = 576; // u8 [64]
const CELL_SPLITS = 640; // u8 [64]
const NB_MASK = 704; // u64 [64]
const BOARD_BYTES = 704 + 64 * 8;

// Params word indices.
const P_CELLS = 0, P_FLAGS = 1, P_MIN_LETTERS = 2, P_MIN_CELLS = 3, P_COVERED_LO = 4, P_COVERED_HI = 5;
const P_OUT_AT = 6, P_OUT_CAP = 7, P_SPLIT_TILE = 8, P_HALF_TILE = 9;
const R_SCORE = 16, R_COUNT = 17, R_LONGEST = 18, R_OUT_BYTES = 19;

export const FLAG_RECORDS = 1;
export const FLAG_DEDUP = 2;
export const FLAG_SCORE_CELLS = 4;

/** Distinct tokens a batch may use (token ids are u8). */
export const MAX_TOKENS = 256;

export interface Query {
  flags: number;
  minLetters: number;
  minCells: number;
  /** Bit set of covered cells. */
  covered: bigint;
  /** Points by length 0..63 (pointsByLength). */
  points: Uint32Array;
}

export interface Totals {
  score: number;
  count: number;
  /** Letters of the longest word counted. */
  longest: number;
}

/** One record of the core: a word (its number) read along a path. */
export interface PathRecord {
  id: number;
  letters: number;
  path: number[];
}

/** The grid regions of an engine, set up (and the layout copied in) on first use. */
export const gridCoreOf = perEngine((engine) => new GridCore(engine));

export class GridCore {
  readonly layout: GridLayout;
  private readonly exports: GridExports;
  private readonly board: number;
  private readonly params: number;
  private readonly scores: number;
  private readonly tokens: number;
  private batchAt = 0;
  private batchBytes = 0;
  private outputCap = 1 << 16;

  /** `layout`: another layout of the engine's lexicon (the bench compares the trie); default the DAWG's. */
  constructor(readonly engine: Engine, layout?: GridLayout) {
    const core = engine.core;
    this.exports = core.exports as unknown as GridExports;
    if (typeof this.exports.gridSolve !== 'function') {
      throw errors.internal('the WASM core has no grid search (rebuild it: npm run build:wasm)');
    }
    this.layout = layout ?? gridLayoutOf(engine.lexicon);
    const arcs = core.reserve(this.layout.records.byteLength, 16);
    core.u32().set(this.layout.records, arcs / 4);
    const stamps = core.reserve(this.layout.wordCount + 1, 16); // u8 per word number
    this.exports.gridSetup(arcs, stamps, this.layout.wordCount);
    this.board = this.exports.gridRegion(0);
    this.params = this.exports.gridRegion(1);
    this.scores = this.exports.gridRegion(2);
    this.tokens = this.exports.gridRegion(3);
    const split = splitDigraphOf(engine.alphabet);
    this.setParam(P_SPLIT_TILE, split?.tile ?? 0);
    this.setParam(P_HALF_TILE, split?.half ?? 0);
  }

  private setParam(i: number, v: number): void {
    this.engine.core.u32()[this.params / 4 + i] = v >>> 0;
  }

  private getParam(i: number): number {
    return this.engine.core.u32()[this.params / 4 + i]!;
  }

  /** Writes a board's cells and neighbour lists into the board region. */
  loadBoard(tiled: TiledBoard): void {
    const { board } = tiled;
    const n = board.cells.length;
    if (n > MAX_CELLS) throw errors.badInput(`a board has at most ${MAX_CELLS} cells`);
    const mem = this.engine.core.u8();
    const at = this.board;
    mem.fill(0, at, at + BOARD_BYTES);
    // Neighbour masks as u64 little-endian, written as two u32 halves (no BigInt per board).
    const masks = new Uint32Array(mem.buffer, at + NB_MASK, MAX_CELLS * 2);
    const split = splitDigraphOf(tiled.alphabet);
    for (let c = 0; c < n; c++) {
      const t = tiled.tiles[c]!;
      mem.set(t, at + CELL_TILES + c * 8);
      mem[at + CELL_LENGTH + c] = t.length;
      mem[at + CELL_LETTERS + c] = tiled.letters[c]!;
      mem[at + CELL_SPLITS + c] = split && t.length > 0 && t[t.length - 1] === split.half ? 1 : 0;
      let lo = 0, hi = 0;
      for (const next of board.neighbours[c]!) {
        if (next < 32) lo |= 1 << next;
        else hi |= 1 << (next - 32);
      }
      masks[2 * c] = lo >>> 0;
      masks[2 * c + 1] = hi >>> 0;
    }
    this.setParam(P_CELLS, n);
  }

  private setQuery(q: Query): void {
    this.setParam(P_FLAGS, q.flags);
    this.setParam(P_MIN_LETTERS, q.minLetters);
    this.setParam(P_MIN_CELLS, q.minCells);
    this.setParam(P_COVERED_LO, Number(q.covered & 0xffffffffn));
    this.setParam(P_COVERED_HI, Number((q.covered >> 32n) & 0xffffffffn));
    this.engine.core.u32().set(q.points, this.scores / 4);
  }

  private totals(): Totals {
    return { score: this.getParam(R_SCORE), count: this.getParam(R_COUNT), longest: this.getParam(R_LONGEST) };
  }

  /** Searches the loaded board; with FLAG_RECORDS also returns its records (output grown as needed). */
  solve(q: Query): Totals & { records: PathRecord[] } {
    this.setQuery(q);
    if (!(q.flags & FLAG_RECORDS)) {
      this.exports.gridSolve();
      return { ...this.totals(), records: [] };
    }
    for (;;) {
      const out = this.engine.output(this.outputCap);
      this.setParam(P_OUT_AT, out.at);
      this.setParam(P_OUT_CAP, out.bytes);
      if (this.exports.gridSolve() >= 0) {
        return { ...this.totals(), records: this.decode(out.at, this.getParam(R_OUT_BYTES)) };
      }
      if (out.bytes >= 1 << 28) throw errors.badInput('the board has too many word paths to list (over 256 MB of records)');
      this.outputCap = out.bytes * 4;
    }
  }

  private decode(at: number, bytes: number): PathRecord[] {
    const mem = this.engine.core.u8();
    const view = new DataView(mem.buffer);
    const out: PathRecord[] = [];
    for (let p = at, end = at + bytes; p < end;) {
      const cells = mem[p + 4]!;
      out.push({ id: view.getUint32(p, true), letters: mem[p + 5]!, path: Array.from(mem.subarray(p + 6, p + 6 + cells)) });
      p += 6 + cells;
    }
    return out;
  }

  /**
   * Prepares batch scoring of boards sharing the loaded board's neighbour sets (score only, each
   * word once): the query and the token table — the distinct cell contents, by token id.
   */
  prepareBatch(q: Query, tokens: readonly { tiles: Uint8Array; letters: number }[]): void {
    if (tokens.length > MAX_TOKENS) throw errors.internal(`more than ${MAX_TOKENS} distinct cells in a batch`);
    this.setQuery({ ...q, flags: q.flags & ~FLAG_RECORDS });
    const mem = this.engine.core.u8();
    tokens.forEach((t, i) => {
      if (t.tiles.length > 6) throw errors.internal('a batch token holds more than 6 tiles');
      mem.fill(0, this.tokens + i * 8, this.tokens + i * 8 + 8);
      mem.set(t.tiles, this.tokens + i * 8);
      mem[this.tokens + i * 8 + 6] = t.tiles.length;
      mem[this.tokens + i * 8 + 7] = t.letters;
    });
  }

  /**
   * Scores `count` boards of cellCount token ids each (after prepareBatch). Returns
   * [score, words] per board, in a view that the next call overwrites.
   */
  scorePrepared(boards: Uint8Array, count: number): Uint32Array {
    const core = this.engine.core;
    const boardBytes = Math.ceil(boards.length / 8) * 8;
    if (boardBytes + count * 8 > this.batchBytes) {
      this.batchBytes = Math.max(boardBytes + count * 8, this.batchBytes * 2);
      this.batchAt = core.reserve(this.batchBytes, 16);
    }
    core.u8().set(boards, this.batchAt);
    const resultsAt = this.batchAt + boardBytes;
    this.exports.gridScoreBoards(this.batchAt, count, resultsAt);
    return new Uint32Array(core.memory.buffer, resultsAt, count * 2);
  }

  /** prepareBatch + scorePrepared, returning a copy. */
  scoreBoards(q: Query, tokens: readonly { tiles: Uint8Array; letters: number }[], boards: Uint8Array, count: number): Uint32Array {
    this.prepareBatch(q, tokens);
    return this.scorePrepared(boards, count).slice();
  }
}

/** The tiles of word number `id` (1..wordCount), read back from the layout's offsets. */
export function wordOfId(layout: GridLayout, id: number): number[] {
  const r = layout.records;
  const tiles: number[] = [];
  let rec = 0, sum = 0;
  for (;;) {
    const lo = r[rec * RECORD_WORDS]!, hi = r[rec * RECORD_WORDS + 1]!, base = r[rec * RECORD_WORDS + 2]!;
    // Children in tile order; child k holds the word numbers after those of its elder siblings
    // (its offset less its own word), so take the last child starting below the id.
    let pick = -1, pickTile = 0, k = 0;
    for (let t = 1; t < 64; t++) {
      const has = t < 32 ? (lo >>> t) & 1 : (hi >>> (t - 32)) & 1;
      if (!has) continue;
      const child = base + (lo & 1) + k++;
      if (sum + r[child * RECORD_WORDS + 3]! - (r[child * RECORD_WORDS]! & 1) >= id) break;
      pick = child;
      pickTile = t;
    }
    if (pick < 0) throw errors.internal(`word number ${id} is not in the grid layout`);
    sum += r[pick * RECORD_WORDS + 3]!;
    tiles.push(pickTile);
    if (sum === id && (r[pick * RECORD_WORDS]! & 1)) return tiles;
    rec = pick;
  }
}
