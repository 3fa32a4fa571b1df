// A pool worker for test/pool/faults.test.ts and retries.test.ts: the real tasks plus the test-only kind `faulty`,
// whose payload either names a way to take the thread down or is a scrabbleAnalysis request.
// Only tests load this file (EnginePool's workerFile option); nothing a user types reaches it.

import { taskHandlers } from '../../dist/src/tasks/handlers.js';

export { runTask } from '../../dist/src/tasks/worker.js';

const faults = {
  /** The thread ends mid-task (as a worker killed from outside would). */
  exit: () => process.exit(1),
  /** The JS heap grows past the pool's limit: V8 stops the thread. */
  oom: () => {
    const hog = [];
    for (;;) hog.push(new Array(1 << 16).fill(hog.length));
  },
  /** An exception thrown outside the task's call (from a callback it queued), after it returned. */
  uncaught: () => {
    queueMicrotask(() => {
      throw new Error('thrown from a callback of the task');
    });
    return 'returned before the throw';
  },
  /** Not allowed in worker threads: throws, and the task fails as any throwing task does. */
  abort: () => process.abort(),
  /**
   * The whole worker process dies (as under the OOM killer or a native crash), a second after the
   * task started, so that the other jobs the process held have finished by then.
   */
  killProcess: () => {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    process.kill(process.pid, 'SIGKILL');
  },
};

taskHandlers.faulty = (engine, payload) => (payload.fault ? faults[payload.fault]() : taskHandlers.scrabbleAnalysis(engine, payload));
