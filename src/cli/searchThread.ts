// Runs an endgame or pre-endgame search on a worker thread (searchWorker.ts) with a stop flag the
// search polls (the command sets it on Ctrl-C): it then returns the best found so far, marked
// interrupted.
//
// An endgame may run on several threads at once (lazy SMP): each solves the whole endgame over
// one transposition table in shared memory, starting the root's moves at its own share of the
// ranking (EndgameOptions.thread), so what one proves the others find in the table. The first
// to finish answers and the others stop; the nodes are all threads'. The threads share one copy
// of the lexicon: a search is bound by memory, and two copies of its layouts in the cores'
// shared cache slowed each thread by half.

import { Worker } from 'node:worker_threads';
import type { PegOptions, PegReport } from '../endgame/peg.js';
import { DEFAULT_TABLE_BITS, type EndgameOptions, type EndgameResult } from '../endgame/solve.js';
import { TranspositionTable } from '../endgame/table.js';
import { loadLexicon } from '../lexicon/store.js';
import { type ErrorCode, errors, VerbivoreError } from '../errors.js';
import type { Position } from '../scrabble/position/index.js';

type Plain<T> = Omit<T, 'shouldStop' | 'onDepth' | 'onRound' | 'onProgress' | 'table' | 'thread'>;

export type SearchJob = { lexicon: string; ruleset: string; position: Position } & (
  | { op: 'endgame'; options: Plain<EndgameOptions> }
  | { op: 'peg'; options: Plain<PegOptions> }
);

/** What a search thread is given: the job, the caller's stop flag, and for one of several endgame threads its place and the shared table. */
export interface SearchThreadData {
  job: SearchJob;
  stop: SharedArrayBuffer;
  /** Set non-zero when another thread has answered. */
  done?: SharedArrayBuffer;
  table?: SharedArrayBuffer;
  thread?: { index: number; count: number };
  /** The lexicon in a shared memory, loaded once for all the threads (their caches then hold one copy of it and its layouts). */
  lexicon?: { memory: WebAssembly.Memory; path: string; name: string };
}

/** What the thread sends: progress (a depth or round done, or a solve of a round), the result, or an error. */
export type SearchMessage =
  | { kind: 'depth'; result: EndgameResult }
  | { kind: 'round'; report: PegReport }
  | { kind: 'solve'; round: number; done: number; total: number }
  | { kind: 'done'; result: EndgameResult | PegReport }
  | { kind: 'error'; error: { code?: ErrorCode; message: string; exitCode?: number } };

/**
 * The search's result; `stop` (an i32 set non-zero to stop) may be set before or during it;
 * `onMessage` gets its progress messages. An endgame runs on `threads` threads (default 1).
 */
export async function searchOnThread<T extends EndgameResult | PegReport>(job: SearchJob, stop: SharedArrayBuffer,
  onMessage: (m: SearchMessage) => void, threads = 1): Promise<T> {
  if (threads <= 1 || job.op !== 'endgame') return runThread<T>({ job, stop }, onMessage);
  const table = new TranspositionTable(job.options.tableBits ?? DEFAULT_TABLE_BITS, true).memory!;
  const done = new SharedArrayBuffer(4);
  const lex = loadLexicon(job.lexicon, 'threads');
  const lexicon = { memory: lex.memory, path: lex.path, name: lex.name };
  let deepest = 0;
  // Progress as one search's: a depth is reported when a thread is the first to complete it.
  const progress = (m: SearchMessage) => {
    if (m.kind !== 'depth' || m.result.depth > deepest) {
      if (m.kind === 'depth') deepest = m.result.depth;
      onMessage(m);
    }
  };
  const results = Array.from({ length: threads }, (_, index) => runThread<EndgameResult>(
    { job, stop, done, table, thread: { index, count: threads }, lexicon }, progress,
  ).then((r) => {
    if (!r.stopped) Atomics.store(new Int32Array(done), 0, 1);
    return r;
  }));
  const all = await Promise.all(results);
  // The first to finish did so unstopped; stopped all, the deepest (an exact one first) stands.
  const answer = all.find((r) => !r.stopped) ?? all.reduce((a, b) => (b.depth > a.depth || (b.depth === a.depth && b.exact && !a.exact) ? b : a));
  return { ...answer, nodes: all.reduce((sum, r) => sum + r.nodes, 0) } as T;
}

function runThread<T>(data: SearchThreadData, onMessage: (m: SearchMessage) => void): Promise<T> {
  const worker = new Worker(new URL('./searchWorker.js', import.meta.url), { workerData: data });
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
