// The pool task kind `grid` (registered in src/pool/tasks.ts): one handler, several operations,
// each with a structured-clone payload and result.

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { anneal, type AnnealOptions, type AnnealResult } from './best.js';
import { type BoardBatch, scoreBatch } from './batch.js';
import type { Board } from './board.js';
import { findWords, type GridOptions, type GridResult, scoreBoard } from './search.js';

export type GridTask =
  | { op: 'find'; board: Board; options?: GridOptions }
  | { op: 'score'; board: Board; options?: GridOptions }
  | { op: 'scoreBatch'; batch: BoardBatch; options?: GridOptions }
  | { op: 'anneal'; options: AnnealOptions };

export function gridTask(engine: Engine, task: GridTask): GridResult | ReturnType<typeof scoreBoard> | Uint32Array | AnnealResult {
  switch (task.op) {
    case 'find': return findWords(engine, task.board, task.options);
    case 'score': return scoreBoard(engine, task.board, task.options);
    case 'scoreBatch': return scoreBatch(engine, task.batch, task.options);
    case 'anneal': return anneal(engine, task.options);
    default: throw errors.internal(`unknown grid task "${(task as { op: string }).op}"`);
  }
}
