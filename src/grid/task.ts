// The pool task kind `grid` (declared below, gathered by src/tasks/handlers.ts): one handler,
// several operations, each with a structured-clone payload and result.

import { Budget, type BudgetLimits } from '../budget.js';
import type { Engine } from '../engine.js';
import type { TaskHandlers } from '../pool/tasks.js';
import { errors } from '../errors.js';
import { anneal, type AnnealOptions, type AnnealResult } from './best.js';
import { type BoardBatch, scoreBatch } from './batch.js';
import type { Board } from './board.js';
import { findWords, type GridOptions, type GridResult, scoreBoard } from './search.js';
import { proveTask, type ProveTask, type ProveTaskResult } from './prove/task.js';

/** Options a task carries: a budget travels as its limits (the worker starts the clock). */
type TaskOptions = Omit<GridOptions, 'budget' | 'searchProgress'> & { limits?: BudgetLimits };

export type GridTask =
  | { op: 'find'; board: Board; options?: TaskOptions }
  | { op: 'score'; board: Board; options?: TaskOptions }
  | { op: 'scoreBatch'; batch: BoardBatch; options?: GridOptions }
  | { op: 'anneal'; options: AnnealOptions };

export function gridTask(engine: Engine, task: GridTask): GridResult | ReturnType<typeof scoreBoard> | Uint32Array | AnnealResult {
  switch (task.op) {
    case 'find': return findWords(engine, task.board, withBudget(task.options));
    case 'score': return scoreBoard(engine, task.board, withBudget(task.options));
    case 'scoreBatch': return scoreBatch(engine, task.batch, task.options);
    case 'anneal': return anneal(engine, task.options);
    default: throw errors.internal(`unknown grid task "${(task as { op: string }).op}"`);
  }
}

function withBudget(options: TaskOptions = {}): GridOptions {
  const { limits, ...rest } = options;
  return limits ? { ...rest, budget: new Budget(limits) } : rest;
}

declare module '../pool/tasks.js' {
  interface TaskTypes {
    grid: { payload: GridTask; result: ReturnType<typeof gridTask> };
    gridProve: { payload: ProveTask; result: ProveTaskResult };
  }
}

/** This domain's pool tasks (gathered by src/tasks/handlers.ts). */
export const gridTaskHandlers: TaskHandlers<'grid' | 'gridProve'> = {
  grid: (engine, p) => gridTask(engine, p),
  gridProve: (engine, p) => proveTask(engine, p),
};
