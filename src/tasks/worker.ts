// The pool's worker entry (EnginePool's default workerFile, built to dist/src/tasks/worker.js:
// workers must be plain JS, piscina hides start-up errors of other files): the pool worker of
// src/pool/worker.ts running this application's task table.

import { serveTasks } from '../pool/worker.js';
import type { TaskHandler } from '../pool/tasks.js';
import { taskHandlers } from './handlers.js';

export const runTask = serveTasks(taskHandlers as Readonly<Record<string, TaskHandler>>);
