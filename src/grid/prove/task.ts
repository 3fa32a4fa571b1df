// The pool task kind `gridProve` (declared with the grid's tasks, src/grid/task.ts): a range of class numbers,
// proved on this thread's engine. Only the canonical classes of the range are proved.

import type { Engine } from '../../engine.js';
import { errors } from '../../errors.js';
import { bucketTokens, canonicalBoard, classDigits, defaultMergeAbove, defaultMergeLevels, isCanonicalClass, splitOrder, symmetries } from './classes.js';
import { proverOf } from './core.js';

export interface ProveTask {
  rows: number;
  cols: number;
  buckets: string[];
  scoring: string;
  threshold: number;
  /** A class of at most this many boards is scored board by board (default 1). */
  leafSize?: number;
  /** The first cells of the split order forced by merging the tree (default defaultMergeLevels). */
  mergeLevels?: number;
  /** A part whose bound is at least this is forced by merging at any level (default defaultMergeAbove). */
  mergeAbove?: number;
  /** Class numbers [from, to). */
  from: number;
  to: number;
}

export interface ProvedBoard {
  /** Cells in canonical orientation. */
  cells: string[];
  score: number;
}

export interface ProveTaskResult {
  /** Canonical classes proved. */
  classes: number;
  split: number;
  discarded: number;
  scored: number;
  /** Nodes of the largest tree built. */
  maxTree: number;
  boards: ProvedBoard[];
  /** Milliseconds the task took on its thread. */
  millis: number;
}

export function proveTask(engine: Engine, t: ProveTask): ProveTaskResult {
  const t0 = performance.now();
  const cells = t.rows * t.cols;
  const total = t.buckets.length ** cells;
  if (!(Number.isInteger(t.from) && Number.isInteger(t.to) && 0 <= t.from && t.from <= t.to && t.to <= total)) {
    throw errors.badInput(`a proof task's classes [${t.from}, ${t.to}) are not within 0..${total}`);
  }
  const { tokens, masks } = bucketTokens(t.buckets);
  const prover = proverOf(engine);
  prover.setShape({ rows: t.rows, cols: t.cols, tokens, scoring: t.scoring });
  const syms = symmetries(t.rows, t.cols);
  const order = splitOrder(t.rows, t.cols);
  const out: ProveTaskResult = { classes: 0, split: 0, discarded: 0, scored: 0, maxTree: 0, boards: [], millis: 0 };
  for (let k = t.from; k < t.to; k++) {
    const digits = classDigits(k, cells, t.buckets.length);
    if (!isCanonicalClass(digits, syms)) continue;
    prover.setClass(digits.map((d) => masks[d]!), order, t.threshold, t.leafSize ?? 1, t.mergeLevels ?? defaultMergeLevels(t.rows, t.cols), t.mergeAbove ?? defaultMergeAbove(t.threshold));
    const r = prover.prove();
    out.classes++;
    out.split += r.split;
    out.discarded += r.discarded;
    out.scored += r.scored;
    out.maxTree = Math.max(out.maxTree, r.treeNodes);
    for (const b of r.boards) out.boards.push({ cells: canonicalBoard(b.ids.map((id) => tokens[id]!), syms), score: b.score });
  }
  out.millis = performance.now() - t0;
  return out;
}
