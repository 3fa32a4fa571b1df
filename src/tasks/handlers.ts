// The task kinds this application's pool workers run: each domain's handlers (and, through their
// modules, its TaskTypes entries), gathered in one table. A new kind is a handler in its domain's
// task.ts and one line here; the pool (src/pool/) stays generic.

import { championTaskHandlers } from '../champion/task.js';
import { gameTaskHandlers } from '../game/task.js';
import { gridTaskHandlers } from '../grid/task.js';
import type { TaskHandlers, TaskKind } from '../pool/tasks.js';
import { queryTaskHandlers } from '../query/task.js';
import { scrabbleTaskHandlers } from '../scrabble/task.js';
import { simTaskHandlers } from '../sim/task.js';
// The same modules again for their TaskTypes entries alone: a declaration file keeps these
// imports (not the ones above, whose names it does not need), so a library user's runners know
// every kind too (src/index.ts imports this module).
import '../champion/task.js';
import '../game/task.js';
import '../grid/task.js';
import '../query/task.js';
import '../scrabble/task.js';
import '../sim/task.js';

export const taskHandlers: TaskHandlers<TaskKind> = {
  ...queryTaskHandlers,
  ...gameTaskHandlers,
  ...championTaskHandlers,
  ...scrabbleTaskHandlers,
  ...gridTaskHandlers,
  ...simTaskHandlers,
};
