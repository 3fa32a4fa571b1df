// The proof's side of the core (assembly/grid/prove.ts): a ProveContext beside a GridContext of
// its own, its tree and output regions reserved once per engine and grown when a class needs more.

import type { Engine } from '../../engine.js';
import { perEngine } from '../../engine.js';
import { errors } from '../../errors.js';
import {
  PROVE_BAD_TOKENS, PROVE_FREE, PROVE_OK, PROVE_OUT_FULL, PROVE_TREE_FULL, PV_BOUND, PV_BYTES, PV_CELLS, PV_DISCARDED, PV_FORCED,
  PV_FOUND, PV_GRID, PV_LEAF_SIZE, PV_MASKS, PV_MERGE_ABOVE, PV_MERGE_LEVELS, PV_ORDER, PV_OUT_AT, PV_OUT_CAP, PV_SCORED, PV_SPLIT, PV_STATUS, PV_THRESHOLD,
  PV_TREE_AT, PV_TREE_CAP, PV_TREE_NODES,
} from '../../wasm/contract.js';
import { makeBoard } from '../board.js';
import { FLAG_DEDUP, GridCore, type Query } from '../core.js';
import { resolveQuery } from '../search.js';
import { tileBoard, tileToken } from '../tiles.js';

/** Most tokens a class may draw from (a cell's set is a u32 mask). */
export const MAX_PROVE_TOKENS = 32;

/** The counts of one class's proof. */
export interface ClassCount {
  split: number;
  discarded: number;
  scored: number;
}

export interface ClassProof extends ClassCount {
  /** Boards at or above the threshold: token ids per cell, and the exact score. */
  boards: { ids: number[]; score: number }[];
  /** Nodes of the class's tree. */
  treeNodes: number;
  /** The bound of the whole class. */
  bound: number;
}

/** The board shape and token list a prover is set up for. */
export interface ProveShape {
  rows: number;
  cols: number;
  /** Cell tokens (at most MAX_PROVE_TOKENS), as the grid reads them ('QU' for the Qu cell). */
  tokens: readonly string[];
  scoring: string;
}

export class Prover {
  readonly grid: GridCore;
  readonly at: number;
  private treeCap = 1 << 20;
  private outCap = 64;
  private shapeKey = '';
  cells = 0;

  constructor(readonly engine: Engine) {
    this.grid = new GridCore(engine);
    this.at = engine.core.reserve(PV_BYTES, 64);
    this.set(PV_GRID, this.grid.at);
    this.reserveTree(this.treeCap);
    this.reserveOut(this.outCap);
  }

  private set(field: number, v: number): void {
    this.engine.core.u32()[(this.at + field) / 4] = v >>> 0;
  }

  private get(field: number): number {
    return this.engine.core.u32()[(this.at + field) / 4]!;
  }

  /** A tree region of `words` u32 words (the old one given back when nothing was reserved after it). */
  private reserveTree(words: number): void {
    const old = this.get(PV_TREE_AT);
    if (old) this.engine.core.release(old, this.treeCap * 4);
    this.treeCap = words;
    this.set(PV_TREE_AT, this.engine.core.reserve(words * 4, 64));
    this.set(PV_TREE_CAP, words);
  }

  private reserveOut(boards: number): void {
    this.outCap = boards;
    this.set(PV_OUT_AT, this.engine.core.reserve(boards * (64 + 4), 64));
    this.set(PV_OUT_CAP, boards);
  }

  /** Loads the board shape (king moves), the token table and the scoring (once per shape). */
  setShape(shape: ProveShape): Query {
    const key = JSON.stringify(shape);
    const board = makeBoard(Array(shape.rows * shape.cols).fill('A'), 'king', { cols: shape.cols });
    const tiled = tileBoard(board, this.engine.alphabet);
    const { query } = resolveQuery(this.engine, tiled, { scoring: shape.scoring });
    if (key === this.shapeKey) return query;
    if (shape.tokens.length > MAX_PROVE_TOKENS) throw errors.badInput(`a proof draws from at most ${MAX_PROVE_TOKENS} cell tokens, got ${shape.tokens.length}`);
    if (query.flags !== FLAG_DEDUP || query.minCells > 1) throw errors.about({ option: 'scoring' }, (n) => `${n} must score words by letters, once each (boggle), got "${shape.scoring}"`);
    this.grid.loadBoard(tiled);
    this.grid.prepareBatch(query, shape.tokens.map((t) => tileToken(this.engine.alphabet, t, `cell "${t}"`)));
    this.cells = board.cells.length;
    this.set(PV_CELLS, this.cells);
    this.shapeKey = key;
    return query;
  }

  /**
   * Writes the class (a token mask per cell), the split order, the threshold, how many of the
   * first cells of the order are forced by merging the tree (the others by walking it), and the
   * bound from which a part is forced by merging at any level.
   */
  setClass(masks: readonly number[], order: readonly number[], threshold: number, leafSize = 1, mergeLevels = 0, mergeAbove = 0xffffffff): void {
    if (masks.length !== this.cells || order.length !== this.cells) throw errors.internal('a class or order of the wrong size');
    const u32 = this.engine.core.u32(), u8 = this.engine.core.u8();
    masks.forEach((m, c) => { u32[(this.at + PV_MASKS) / 4 + c] = m >>> 0; });
    u8.set(order, this.at + PV_ORDER);
    this.set(PV_THRESHOLD, threshold);
    this.set(PV_LEAF_SIZE, leafSize);
    this.set(PV_MERGE_LEVELS, mergeLevels);
    this.set(PV_MERGE_ABOVE, Math.min(Math.ceil(mergeAbove), 0xffffffff));
  }

  /** The bound of the class set (builds its tree, growing the region as needed). */
  bound(): number {
    for (;;) {
      const b = this.engine.core.exports.gridBoundTree(this.at);
      if (b >= 0) return b;
      if (b === -2) throw sameFirstTile();
      this.reserveTree(this.treeCap * 2);
    }
  }

  /** Nodes of the tree last built. */
  proveNodes(): number {
    return this.get(PV_TREE_NODES);
  }

  /**
   * The bound of the tree last built with the first `levels` cells of the order forced by merging
   * and the next ones forced by walking the merged tree (token id per cell, or undefined): the
   * first cells of the order, as the proof forces them (a later cell alone is not seen).
   */
  boundMerged(forced: readonly (number | undefined)[], levels: number): number {
    const u8 = this.engine.core.u8();
    for (let c = 0; c < 64; c++) u8[this.at + PV_FORCED + c] = forced[c] ?? PROVE_FREE;
    for (;;) {
      const b = this.engine.core.exports.gridBoundMerged(this.at, levels);
      if (b >= 0) return b;
      // The region is too small for the merged parts: grow it, build again.
      this.reserveTree(this.treeCap * 2);
      this.bound();
    }
  }

  /** Proves the class set: every board at or above the threshold, and the counts. */
  prove(): ClassProof {
    const x = this.engine.core.exports;
    for (;;) {
      const status = x.gridProveClass(this.at);
      if (status === PROVE_TREE_FULL) this.reserveTree(this.treeCap * 2);
      else if (status === PROVE_BAD_TOKENS) throw sameFirstTile();
      else if (status === PROVE_OUT_FULL) this.reserveOut(Math.max(this.outCap * 4, this.get(PV_FOUND)));
      else if (status !== PROVE_OK) throw errors.internal(`the core's proof returned status ${status}`);
      else break;
    }
    const found = this.get(PV_FOUND), cells = this.cells;
    const u8 = this.engine.core.u8();
    const view = new DataView(u8.buffer);
    const out = this.get(PV_OUT_AT);
    const boards: ClassProof['boards'] = [];
    for (let k = 0; k < found; k++) {
      const at = out + k * (cells + 4);
      boards.push({ ids: Array.from(u8.subarray(at, at + cells)), score: view.getUint32(at + cells, true) });
    }
    return {
      boards, split: this.get(PV_SPLIT), discarded: this.get(PV_DISCARDED), scored: this.get(PV_SCORED),
      treeNodes: this.get(PV_TREE_NODES), bound: this.get(PV_BOUND),
    };
  }
}

function sameFirstTile() {
  return errors.about({ option: 'buckets' }, (n) => `${n}: two cell tokens of a class start with the same tile (a proof's tokens must not)`);
}

/** One prover per engine. */
export const proverOf = perEngine((engine) => new Prover(engine));
