// Runs an endgame or pre-endgame search on a worker thread (searchWorker.ts) with a stop flag the
// search polls (the command sets it on Ctrl-C): it then returns the best found so far, marked
// interrupted.

import { Worker } from 'node:worker_threads';
import type { PegOptions, PegReport } from '../endgame/peg.js';
import type { EndgameOptions, EndgameResult } from '../endgame/solve.js';
import { type ErrorCode, errors, VerbivoreError } from '../errors.js';
import type { Position } from '../scrabble/position/index.js';

type Plain<T> = Omit<T, 'shouldStop' | 'onDepth' | 'onRound' | 'onProgress'>;

export type SearchJob = { lexicon: string; ruleset: string; position: Position } & (
  | { op: 'endgame'; options: Plain<EndgameOptions> }
  | { op: 'peg'; options: Plain<PegOptions> }
);

/** What the thread sends: progress (a depth or round done, or a solve of a round), the result, or an error. */
export type SearchMessage =
  | { kind: 'depth'; result: EndgameResult }
  | { kind: 'round'; report: PegReport }
  | { kind: 'solve'; round: number; done: number; total: number }
  | { kind: 'done'; result: EndgameResult | PegReport }
  | { kind: 'error'; error: { code?: ErrorCode; message: string; exitCode?: number } };

/** The search's result; `stop` (an i32 set non-zero to stop) may be set before or during it; `onMessage` gets its progress messages. */
export function searchOnThread<T extends EndgameResult | PegReport>(job: SearchJob, stop: SharedArrayBuffer, onMessage: (m: SearchMessage) => void): Promise<T> {
  const worker = new Worker(new URL('./searchWorker.js', import.meta.url), { workerData: { job, stop } });
  return new Promise<T>((resolve, reject) => {
    worker.on('message', (m: SearchMessage) => {
      if (m.kind === 'done') resolve(m.result as T);
      else if (m.kind === 'error') reject(m.error.code ? new VerbivoreError(m.error.code, m.error.message, m.error.exitCode) : errors.internal(m.error.message));
      else onMessage(m);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(errors.internal(`the search thread exited (${code}) without a result`)));
  }).finally(() => void worker.terminate());
}
