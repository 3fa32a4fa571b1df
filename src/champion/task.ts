// The pool task of self-play: seeded games between two player specs (autoplay), here because its
// players (the champion among them) are made here. Gathered by src/tasks/handlers.ts.

import type { TaskHandlers } from '../pool/tasks.js';
import type { AutoplayResult, AutoplayTask } from '../game/autoplay.js';
import { runAutoplay } from './players.js';

declare module '../pool/tasks.js' {
  interface TaskTypes {
    autoplay: { payload: AutoplayTask; result: AutoplayResult };
  }
}

export const championTaskHandlers: TaskHandlers<'autoplay'> = {
  autoplay: (engine, p) => runAutoplay(engine, p),
};
