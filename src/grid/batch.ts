// Throughput: scoring many boards of one shape (same cells count and adjacency), on one engine
// or across the pool. Boards travel as token ids (u8 per cell) into a table of distinct cell
// contents, so a batch of 10,000 4×4 boards is 160 KB to clone to a worker, and the core scores
// them in one call without building a string.

import { Budget } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import type { EnginePool } from '../pool/pool.js';
import type { Board } from './board.js';
import { type BatchScores, gridCoreOf, MAX_TOKENS } from './core.js';
import { scoreBoard, type GridOptions, resolveQuery } from './search.js';
import { splitDigraphOf, tileBoard, tileToken } from './tiles.js';

export interface BoardBatch {
  /** The shape all boards share (its cells are only a template). */
  shape: Board;
  /** Distinct cell contents; ids index this list. */
  tokens: string[];
  /** boards × cells token ids, board after board. */
  ids: Uint8Array;
  count: number;
}

/** Packs boards given as cell lists (each of the shape's cell count) into a batch. */
export function packBoards(shape: Board, boards: readonly (readonly string[])[]): BoardBatch {
  const cells = shape.cells.length;
  const tokens: string[] = [];
  const index = new Map<string, number>();
  const ids = new Uint8Array(boards.length * cells);
  boards.forEach((b, k) => {
    if (b.length !== cells) throw errors.badInput(`board ${k + 1} of the batch has ${b.length} cells, the shape has ${cells}`);
    b.forEach((cell, c) => {
      let id = index.get(cell);
      if (id === undefined) {
        id = tokens.length;
        if (id >= MAX_TOKENS) throw errors.badInput(`a batch may hold at most ${MAX_TOKENS} distinct cells`);
        tokens.push(cell);
        index.set(cell, id);
      }
      ids[k * cells + c] = id;
    });
  });
  return { shape, tokens, ids, count: boards.length };
}

/** The cells of board k of a batch. */
export function batchBoard(batch: BoardBatch, k: number): string[] {
  const cells = batch.shape.cells.length;
  return Array.from(batch.ids.subarray(k * cells, (k + 1) * cells), (id) => batch.tokens[id]!);
}

/** [score, words] per board, in input order (the whole batch: a budget in `options` is not used). */
export function scoreBatch(engine: Engine, batch: BoardBatch, options: GridOptions = {}): Uint32Array {
  return scoreBatchWithin(engine, batch, { ...options, budget: undefined }).scores;
}

/**
 * [score, words] per board, in input order, within `options.budget` (a node: a cell entered
 * along a path, over all boards): when it runs out, the boards scored so far (`done`), partial.
 * `progress`: boards scored so far, after each call of the core.
 */
export function scoreBatchWithin(engine: Engine, batch: BoardBatch, options: GridOptions = {},
  progress?: (done: number) => void): BatchScores {
  const budget = options.budget ?? Budget.unlimited();
  const out = new Uint32Array(batch.count * 2);
  if (batch.count === 0) return { scores: out, done: 0, nodes: 0 };
  // Tile each distinct cell once; a cell that cannot be tiled fails the whole batch, by name.
  const tokens = batch.tokens.map((text) => tileToken(engine.alphabet, text, `batch cell "${text}"`));
  const template = tileBoard({ ...batch.shape, cells: batchBoard(batch, 0) }, engine.alphabet);
  // Whether scores depend on paths is decided for the whole batch: by all its tokens.
  const split = splitDigraphOf(engine.alphabet);
  const { query, allPaths } = resolveQuery(engine, {
    ...template,
    multiTile: tokens.some((t) => t.tiles.length > 1),
    holdsSplitTile: split !== undefined && tokens.some((t) => t.tiles.length === 1 && t.tiles[0] === split.tile),
  }, options);
  if (allPaths) {
    // Scores that depend on each path (rule P, syllables counted in cells): board by board.
    const nodesBefore = budget.spent;
    for (let k = 0; k < batch.count; k++) {
      const r = scoreBoard(engine, { ...batch.shape, cells: batchBoard(batch, k) }, { ...options, budget });
      if (r.partial) return { scores: out, done: k, nodes: budget.spent - nodesBefore, partial: r.partial };
      out[2 * k] = r.score;
      out[2 * k + 1] = r.count;
      progress?.(k + 1);
    }
    return { scores: out, done: batch.count, nodes: budget.spent - nodesBefore };
  }
  const core = gridCoreOf(engine);
  core.loadBoard(template);
  core.prepareBatch(query, tokens);
  return core.scorePreparedWithin(batch.ids, batch.count, budget, progress);
}

/** The pool task payload for a batch (structured-clone friendly). */
export interface BatchTask {
  op: 'scoreBatch';
  batch: BoardBatch;
  options: GridOptions;
}

/**
 * Scores a batch across the pool in chunks of `chunkBoards`; [score, words] per board in input
 * order. Each worker scores its chunks with its own engine.
 */
export async function scoreBatchPool(
  pool: EnginePool, lexicon: string, batch: BoardBatch, options: GridOptions = {}, chunkBoards = 4096,
): Promise<Uint32Array> {
  const cells = batch.shape.cells.length;
  const out = new Uint32Array(batch.count * 2);
  const chunks: BatchTask[] = [];
  for (let k = 0; k < batch.count; k += chunkBoards) {
    const n = Math.min(chunkBoards, batch.count - k);
    chunks.push({ op: 'scoreBatch', batch: { ...batch, ids: batch.ids.slice(k * cells, (k + n) * cells), count: n }, options });
  }
  let i = 0;
  for await (const r of pool.map<'grid', Uint32Array>('grid', lexicon, chunks)) {
    if (r.error) throw r.error;
    out.set(r.value!, 2 * i * chunkBoards);
    i++;
  }
  return out;
}
