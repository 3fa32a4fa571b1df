// Runs an endgame search on a worker thread (searchWorker.ts) and turns Ctrl-C into a stop the
// search polls: it then returns the best it has found so far, marked interrupted.

import { Worker } from 'node:worker_threads';
import type { EndgameOptions, EndgameResult } from '../endgame/solve.js';
import { type ErrorCode, errors, VerbivoreError } from '../errors.js';
import type { Position } from '../scrabble/position/index.js';

export interface SearchJob {
  lexicon: string;
  ruleset: string;
  position: Position;
  /** One Int32: set to 1 to stop the search. */
  stop: SharedArrayBuffer;
  endgame: Omit<EndgameOptions, 'shouldStop' | 'onDepth'>;
}

export type SearchMessage =
  | { kind: 'progress'; result: EndgameResult }
  | { kind: 'done'; result: EndgameResult }
  | { kind: 'error'; error: { code?: ErrorCode; message: string; exitCode?: number } };

/** The search's result; `onProgress` after each completed depth. */
export function searchOnThread(job: Omit<SearchJob, 'stop'>, onProgress: (r: EndgameResult) => void): Promise<EndgameResult> {
  const stop = new SharedArrayBuffer(4);
  const worker = new Worker(new URL('./searchWorker.js', import.meta.url), { workerData: { ...job, stop } satisfies SearchJob });
  const onInterrupt = () => Atomics.store(new Int32Array(stop), 0, 1);
  process.once('SIGINT', onInterrupt);
  return new Promise<EndgameResult>((resolve, reject) => {
    worker.on('message', (m: SearchMessage) => {
      if (m.kind === 'progress') onProgress(m.result);
      else if (m.kind === 'done') resolve(m.result);
      else reject(m.error.code ? new VerbivoreError(m.error.code, m.error.message, m.error.exitCode) : errors.internal(m.error.message));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(errors.internal(`the search thread exited (${code}) without a result`)));
  }).finally(() => {
    process.off('SIGINT', onInterrupt);
    void worker.terminate();
  });
}
