// A pool worker's mechanics: compiles nothing (the WASM module arrives in workerData), reads no
// lexicon (the main thread hands over its shared lexicon memories: lexicons.ts), keeps one
// engine per lexicon, and turns a failing task into an error result so the pool keeps going.
// The worker entry (src/tasks/worker.ts) gives it the table of handlers; the pool knows no kind.

import { workerData } from 'node:worker_threads';
import { Engine } from '../engine.js';
import { VerbivoreError } from '../errors.js';
import { loadLexicon, useLexiconSource } from '../lexicon/store.js';
import { type LexiconChannel, requestLexicon } from './lexicons.js';
import type { TaskHandler } from './tasks.js';
import type { TaskReply, TaskRequest } from './pool.js';
import { type PackedReplies, packReplies } from './json.js';
import { UNCAUGHT_EXIT_CODE } from './runner.js';
import { holdBlobs } from './blobs.js';

/**
 * Sets this thread up as a pool worker running `handlers` (read at each task, so a test's worker
 * may add kinds), and returns the function piscina calls. Call it last in the worker entry: it
 * tells the pool this thread's module has loaded, so the pool may terminate it safely
 * (EnginePool.close).
 */
export function serveTasks(handlers: Readonly<Record<string, TaskHandler>>): (req: TaskRequest) => TaskReply | PackedReplies {
  const { module, lexicons, loaded } = workerData as { module: WebAssembly.Module; lexicons: LexiconChannel; loaded?: Int32Array };
  useLexiconSource((name) => requestLexicon(lexicons, name));

  // A callback of a task that throws after the task returned: end the thread with an exit code
  // and let the pool replace it. (Left as a thread 'error', piscina keeps the dead thread's
  // message port referenced and the process never exits.)
  process.on('uncaughtException', (e) => {
    process.stderr.write(`verbivore: uncaught exception in a worker thread (${(e as Error)?.message ?? String(e)}); the thread is replaced\n`);
    process.exit(UNCAUGHT_EXIT_CODE);
  });
  const engines = new Map<string, Engine>();

  const runOne = (req: TaskRequest, payload: unknown): TaskReply => {
    try {
      // Own keys only: a queue job's kind comes from whoever can write to the queue.
      const handler = Object.hasOwn(handlers, req.kind) ? handlers[req.kind] : undefined;
      if (!handler) return { ok: false, code: 'internal', message: `unknown task kind "${req.kind}"` };
      let engine = engines.get(req.lexicon);
      if (!engine) {
        engine = new Engine(loadLexicon(req.lexicon, 'threads'), module);
        engines.set(req.lexicon, engine);
      }
      return { ok: true, value: handler(engine, payload) };
    } catch (e) {
      const err = e as Error;
      return e instanceof VerbivoreError
        ? { ok: false, code: e.code, message: e.message, naming: e.naming }
        : { ok: false, code: 'internal', message: err.message };
    }
  };

  // Last: this thread's module has loaded, so the pool may terminate it safely (EnginePool.close).
  if (loaded) Atomics.add(loaded, 0, 1);

  return (req: TaskRequest): TaskReply | PackedReplies => {
    holdBlobs(req.blobs);
    // A queue job's payloads come back packed for Redis, here rather than on the main thread.
    if (req.packed) return packReplies(req.kind, (function* () {
      for (const p of req.payload as unknown[]) yield runOne(req, p);
    })());
    if (!req.batch) return runOne(req, req.payload);
    // Several payloads in one message: the per-message cost (~0.15 ms on a loaded 2-core machine)
    // is paid once per batch; each payload still fails alone.
    return { ok: true, value: (req.payload as unknown[]).map((p) => runOne(req, p)) };
  };
}
