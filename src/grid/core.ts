// A grid search context in the core (GridContext, assembly/contract.ts): one board, its query
// and results, the search's scratch and its stamps; the word graph is the lexicon's grid layout
// (layout.ts), in the lexicon's memory, shared by every context and thread. Any number of
// contexts per engine (gridCoreOf keeps one per engine).
//
// Bounded work (src/budget.ts): the core visits at most params.nodeCap nodes (a cell entered
// along a path) per call. `solve` grants NODE_CHUNK at a time, spends what was visited and looks
// at the clock between calls; the split-free search resumes where it stopped, the split-digraph
// search runs again from the start with twice the nodes (never when it would end past the
// deadline). A search the budget stopped returns what it found so far, with `partial` set.

import { Budget, type PartialInfo } from '../budget.js';
import { type Engine, perEngine } from '../engine.js';
import { errors } from '../errors.js';
import {
  GC_ARCS, GC_BYTES, GC_CELL_LENGTH, GC_CELL_LETTERS, GC_CELL_SPLITS, GC_CELL_TILES, GC_LEXICON, GC_NB_MASK,
  GC_PARAMS, GC_SCORES, GC_STAMPS, GC_TOKENS, GC_WORD_COUNT, GP_CELLS, GP_COUNT, GP_COVERED_HI, GP_COVERED_LO,
  GP_FLAGS, GP_HALF_TILE, GP_LONGEST, GP_MIN_CELLS, GP_MIN_LETTERS, GP_NODE_CAP, GP_NODES, GP_OUT_AT, GP_OUT_BYTES,
  GP_OUT_CAP, GP_RESUMABLE, GP_RESUME, GP_SCORE, GP_SPLIT_TILE, GP_STOPPED, GRID_FLAG_DEDUP, GRID_FLAG_RECORDS,
  GRID_FLAG_SCORE_CELLS, GRID_STOP_NONE, GRID_STOP_NODES, GRID_STOP_OUTPUT, MAX_TOKENS as CORE_MAX_TOKENS, PR_BYTES,
  PR_CELLS, PR_LETTERS, PR_WORD,
} from '../wasm/contract.js';
import { MAX_CELLS } from './board.js';
import { gridLayoutOf, type GridLayout, RECORD_WORDS } from './layout.js';
import { splitDigraphOf, type TiledBoard } from './tiles.js';

export const FLAG_RECORDS = GRID_FLAG_RECORDS;
export const FLAG_DEDUP = GRID_FLAG_DEDUP;
export const FLAG_SCORE_CELLS = GRID_FLAG_SCORE_CELLS;

/** Distinct tokens a batch may use (token ids are u8). */
export const MAX_TOKENS = CORE_MAX_TOKENS;

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

/** Nodes granted per core call: about 20–60 ms of search here, so the clock is read that often. */
export const NODE_CHUNK = 1 << 22;
/** Most nodes one call may be granted (params are u32). */
const MAX_CALL_NODES = 0xffffffff;
/**
 * Most path records a search may return: the search stops there, partial ('memory'). A dense
 * board listing every path (grid --plan on 49 cells, every cell next to every other) held 4
 * million of them in 1.9 GB with the words and moves made of them; 500,000 stay under ~0.3 GB.
 */
export const MAX_PATH_RECORDS = 500_000;

export interface SolveControl {
  /** Time and node cap (a node: a cell entered along a path); default none. */
  budget?: Budget;
  /** Called between core calls: nodes visited and words (or paths) counted so far. */
  progress?: (nodes: number, found: number) => void;
  /** Nodes per core call (default NODE_CHUNK): the clock is read and progress told between calls. */
  chunk?: number;
}

export interface Solved extends Totals {
  records: PathRecord[];
  /** Nodes the search visited (a stopped split search: those of its last run). */
  nodes: number;
  /** Set when the budget stopped the search: the totals and records are those found so far. */
  partial?: PartialInfo;
}

/** Scores of a batch's boards: [score, words] per board for the first `done`. */
export interface BatchScores {
  scores: Uint32Array;
  done: number;
  nodes: number;
  partial?: PartialInfo;
}

/** The grid regions of an engine, set up (and the layout copied in) on first use. */
export const gridCoreOf = perEngine((engine) => new GridCore(engine));

export class GridCore {
  readonly layout: GridLayout;
  /** Address of the GridContext. */
  readonly at: number;
  private batchAt = 0;
  private batchBytes = 0;
  private outputCap = 1 << 16;

  /** `layout`: another layout of the engine's lexicon (the bench compares the trie); default the DAWG's. */
  constructor(readonly engine: Engine, layout?: GridLayout) {
    const core = engine.core;
    this.layout = layout ?? gridLayoutOf(engine.lexicon);
    let arcs = this.layout.address;
    if (arcs === undefined) {
      arcs = core.reserve(this.layout.records.byteLength, 64);
      core.u32().set(this.layout.records, arcs / 4);
    }
    const stamps = core.reserve(this.layout.wordCount + 1, 64); // u8 per word number
    this.at = core.reserve(GC_BYTES, 64);
    this.setField(GC_LEXICON, engine.lexicon.descriptor);
    this.setField(GC_ARCS, arcs);
    this.setField(GC_WORD_COUNT, this.layout.wordCount);
    this.setField(GC_STAMPS, stamps);
    const split = splitDigraphOf(engine.alphabet);
    this.setParam(GP_SPLIT_TILE, split?.tile ?? 0);
    this.setParam(GP_HALF_TILE, split?.half ?? 0);
  }

  private setField(field: number, v: number): void {
    this.engine.core.u32()[(this.at + field) / 4] = v >>> 0;
  }

  private setParam(param: number, v: number): void {
    this.setField(GC_PARAMS + param, v);
  }

  private getParam(param: number): number {
    return this.engine.core.u32()[(this.at + GC_PARAMS + param) / 4]!;
  }

  /** Writes a board's cells and neighbour lists into the board region. */
  loadBoard(tiled: TiledBoard): void {
    const { board } = tiled;
    const n = board.cells.length;
    if (n > MAX_CELLS) throw errors.badInput(`a board has at most ${MAX_CELLS} cells`);
    const mem = this.engine.core.u8();
    const at = this.at;
    mem.fill(0, at + GC_CELL_TILES, at + GC_NB_MASK + MAX_CELLS * 8);
    // Neighbour masks as u64 little-endian, written as two u32 halves (no BigInt per board).
    const masks = new Uint32Array(mem.buffer, at + GC_NB_MASK, MAX_CELLS * 2);
    const split = splitDigraphOf(tiled.alphabet);
    for (let c = 0; c < n; c++) {
      const t = tiled.tiles[c]!;
      mem.set(t, at + GC_CELL_TILES + c * 8);
      mem[at + GC_CELL_LENGTH + c] = t.length;
      mem[at + GC_CELL_LETTERS + c] = tiled.letters[c]!;
      mem[at + GC_CELL_SPLITS + c] = split && t.length > 0 && t[t.length - 1] === split.half ? 1 : 0;
      let lo = 0, hi = 0;
      for (const next of board.neighbours[c]!) {
        if (next < 32) lo |= 1 << next;
        else hi |= 1 << (next - 32);
      }
      masks[2 * c] = lo >>> 0;
      masks[2 * c + 1] = hi >>> 0;
    }
    this.setParam(GP_CELLS, n);
  }

  private setQuery(q: Query): void {
    this.setParam(GP_FLAGS, q.flags);
    this.setParam(GP_MIN_LETTERS, q.minLetters);
    this.setParam(GP_MIN_CELLS, q.minCells);
    this.setParam(GP_COVERED_LO, Number(q.covered & 0xffffffffn));
    this.setParam(GP_COVERED_HI, Number((q.covered >> 32n) & 0xffffffffn));
    this.engine.core.u32().set(q.points, (this.at + GC_SCORES) / 4);
  }

  private totals(): Totals {
    return { score: this.getParam(GP_SCORE), count: this.getParam(GP_COUNT), longest: this.getParam(GP_LONGEST) };
  }

  /**
   * Searches the loaded board within the budget (default none); with FLAG_RECORDS also returns
   * its records, in the order one uninterrupted search finds them.
   */
  solve(q: Query, control: SolveControl = {}): Solved {
    this.setQuery(q);
    const budget = control.budget ?? Budget.unlimited();
    const withRecords = (q.flags & FLAG_RECORDS) !== 0;
    const x = this.engine.core.exports;
    let found: Solved = { score: 0, count: 0, longest: 0, records: [], nodes: 0 };
    let chunk = control.chunk ?? NODE_CHUNK, resume = false;
    for (;;) {
      // A node makes at most one record: the records never pass MAX_PATH_RECORDS.
      const room = withRecords ? MAX_PATH_RECORDS - (resume ? found.records.length : 0) : Infinity;
      if (room <= 0) {
        budget.stopNow('memory', MAX_PATH_RECORDS);
        break;
      }
      const grant = Math.min(budget.grant(chunk), MAX_CALL_NODES, room);
      if (grant === 0) {
        budget.spend(1); // marks the node budget spent
        break;
      }
      const out = withRecords ? this.engine.output(this.outputCap) : { at: 0, bytes: 0 };
      this.setParam(GP_OUT_AT, out.at);
      this.setParam(GP_OUT_CAP, out.bytes);
      this.setParam(GP_NODE_CAP, grant);
      this.setParam(GP_RESUME, resume ? 1 : 0);
      const t0 = performance.now();
      x.gridSolve(this.at);
      const seconds = (performance.now() - t0) / 1000;
      const visited = this.getParam(GP_NODES), stopped = this.getParam(GP_STOPPED);
      if (!resume) found = { score: 0, count: 0, longest: 0, records: [], nodes: 0 }; // a fresh run
      const t = this.totals();
      found.score += t.score;
      found.count += t.count;
      found.longest = Math.max(found.longest, t.longest);
      found.nodes += visited;
      if (withRecords) this.decode(out.at, this.getParam(GP_OUT_BYTES), found.records);
      budget.spend(visited);
      if (stopped === GRID_STOP_NONE) return found;
      if (stopped === GRID_STOP_OUTPUT) this.outputCap *= 4;
      resume = this.getParam(GP_RESUMABLE) === 1;
      if (!resume && stopped === GRID_STOP_NODES) {
        // The split search starts again: with twice the nodes, unless it would end past the deadline.
        chunk = Math.min(2 * visited, MAX_CALL_NODES);
        if (seconds * (chunk / Math.max(1, visited)) > budget.secondsLeft()) budget.stopNow('time');
      }
      control.progress?.(found.nodes, found.count);
      if (budget.stopped) break;
    }
    found.partial = budget.stopInfo();
    return found;
  }

  /** Appends the records at [at, at + bytes) to `out`. */
  private decode(at: number, bytes: number, out: PathRecord[]): void {
    const mem = this.engine.core.u8();
    const view = new DataView(mem.buffer);
    for (let p = at, end = at + bytes; p < end;) {
      const cells = mem[p + PR_CELLS]!;
      out.push({ id: view.getUint32(p + PR_WORD, true), letters: mem[p + PR_LETTERS]!, path: Array.from(mem.subarray(p + PR_BYTES, p + PR_BYTES + cells)) });
      p += PR_BYTES + cells;
    }
  }

  /**
   * Prepares batch scoring of boards sharing the loaded board's neighbour sets (score only, each
   * word once): the query and the token table — the distinct cell contents, by token id.
   */
  prepareBatch(q: Query, tokens: readonly { tiles: Uint8Array; letters: number }[]): void {
    if (tokens.length > MAX_TOKENS) throw errors.internal(`more than ${MAX_TOKENS} distinct cells in a batch`);
    this.setQuery({ ...q, flags: q.flags & ~FLAG_RECORDS });
    const mem = this.engine.core.u8();
    const table = this.at + GC_TOKENS;
    tokens.forEach((t, i) => {
      if (t.tiles.length > 6) throw errors.internal('a batch token holds more than 6 tiles');
      mem.fill(0, table + i * 8, table + i * 8 + 8);
      mem.set(t.tiles, table + i * 8);
      mem[table + i * 8 + 6] = t.tiles.length;
      mem[table + i * 8 + 7] = t.letters;
    });
  }

  /**
   * Scores `count` boards of cellCount token ids each (after prepareBatch), visiting at most
   * `nodeCap` nodes in all. Returns [score, words] per board, in a view that the next call
   * overwrites, and how many boards were scored whole (`count` unless the cap stopped one).
   */
  scorePrepared(boards: Uint8Array, count: number, nodeCap = MAX_CALL_NODES): { scores: Uint32Array; done: number; nodes: number } {
    const core = this.engine.core;
    const boardBytes = Math.ceil(boards.length / 8) * 8;
    if (boardBytes + count * 8 > this.batchBytes) {
      this.batchBytes = Math.max(boardBytes + count * 8, this.batchBytes * 2);
      this.batchAt = core.reserve(this.batchBytes, 64);
    }
    core.u8().set(boards, this.batchAt);
    const resultsAt = this.batchAt + boardBytes;
    this.setParam(GP_NODE_CAP, Math.min(nodeCap, MAX_CALL_NODES));
    const done = core.exports.gridScoreBoards(this.at, this.batchAt, count, resultsAt);
    return { scores: new Uint32Array(core.memory.buffer, resultsAt, count * 2), done, nodes: this.getParam(GP_NODES) };
  }

  /**
   * Scores `count` boards (after prepareBatch) within the budget: NODE_CHUNK nodes per core call;
   * a board a call's cap stopped is scored again in the next call, with at least twice the nodes
   * it had (unless that would end past the deadline). Results in a new array.
   */
  scorePreparedWithin(boards: Uint8Array, count: number, budget: Budget, progress?: (done: number) => void,
    nodesPerCall = NODE_CHUNK): BatchScores {
    const cells = count ? boards.length / count : 0;
    const scores = new Uint32Array(count * 2);
    let done = 0, nodes = 0, chunk = nodesPerCall;
    while (done < count) {
      const grant = Math.min(budget.grant(chunk), MAX_CALL_NODES);
      if (grant === 0) {
        budget.spend(1);
        break;
      }
      const t0 = performance.now();
      // Up to 4,096 boards a call keeps the core's batch region small.
      const n = Math.min(4096, count - done);
      const r = this.scorePrepared(boards.subarray(done * cells, (done + n) * cells), n, grant);
      const seconds = (performance.now() - t0) / 1000;
      scores.set(r.scores.subarray(0, 2 * r.done), 2 * done);
      done += r.done;
      nodes += r.nodes;
      budget.spend(r.nodes);
      if (r.done < n) {
        // The cap stopped a board: a board alone may need more than a chunk.
        chunk = r.done === 0 ? Math.min(2 * r.nodes, MAX_CALL_NODES) : nodesPerCall;
        if (r.done === 0 && seconds * 2 > budget.secondsLeft()) budget.stopNow('time');
      }
      progress?.(done);
      if (budget.stopped) break;
    }
    return { scores, done, nodes, partial: budget.stopInfo() };
  }

  /** prepareBatch + scorePrepared, returning a copy. */
  scoreBoards(q: Query, tokens: readonly { tiles: Uint8Array; letters: number }[], boards: Uint8Array, count: number): Uint32Array {
    this.prepareBatch(q, tokens);
    return this.scorePrepared(boards, count).scores.slice();
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
