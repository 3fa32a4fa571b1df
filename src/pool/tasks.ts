// The task protocol: every task kind with its payload and result types. The pool knows no kind:
// each domain adds its own to TaskTypes (a `declare module` beside its handlers: game/task.ts,
// grid/task.ts, query/task.ts, scrabble/task.ts, sim/task.ts), and the application's table
// (src/tasks/handlers.ts) gathers their handlers for the worker entry (src/tasks/worker.ts).

import type { Engine } from '../engine.js';

/**
 * Every task kind with its payload and result types, as the domains declare them. TaskRunner.run
 * and map check a caller's kind and payloads against it (a wrong payload is a type error on
 * every runner), and each handler must take and return exactly these. The result of a kind with
 * several ops (grid, sim, scrabble) is the union of its ops' results; a caller that knows the op
 * narrows it with run's or map's second type argument.
 */
export interface TaskTypes {}

export type TaskKind = keyof TaskTypes;
export type TaskPayload<K extends TaskKind> = TaskTypes[K] extends { payload: infer P } ? P : never;
export type TaskResult<K extends TaskKind> = TaskTypes[K] extends { result: infer R } ? R : never;

/** A handler as the worker calls it, for a kind that arrives as text. */
export type TaskHandler = (engine: Engine, payload: any) => unknown;

/** The handlers of some kinds, each taking and returning exactly what TaskTypes says. */
export type TaskHandlers<K extends TaskKind> = { [k in K]: (engine: Engine, payload: TaskPayload<k>) => TaskResult<k> };
