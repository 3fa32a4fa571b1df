// A pool worker: compiles nothing (the WASM module arrives in workerData), reads no lexicon (the
// main thread hands over its shared lexicon memories: lexicons.ts), keeps one engine per lexicon,
// and turns a failing task into an error result so the pool keeps going.

import { workerData } from 'node:worker_threads';
import { Engine } from '../engine.js';
import { VerbivoreError } from '../errors.js';
import { loadLexicon, useLexiconSource } from '../lexicon/store.js';
import { type LexiconChannel, requestLexicon } from './lexicons.js';
import { taskHandlers } from './tasks.js';
import type { TaskReply, TaskRequest } from './pool.js';

const { module, lexicons } = workerData as { module: WebAssembly.Module; lexicons: LexiconChannel };
useLexiconSource((name) => requestLexicon(lexicons, name));
const engines = new Map<string, Engine>();

export function runTask(req: TaskRequest): TaskReply {
  if (!req.batch) return runOne(req, req.payload);
  // Several payloads in one message: the per-message cost (~0.15 ms on a loaded 2-core machine)
  // is paid once per batch; each payload still fails alone.
  return { ok: true, value: (req.payload as unknown[]).map((p) => runOne(req, p)) };
}

function runOne(req: TaskRequest, payload: unknown): TaskReply {
  try {
    const handler = taskHandlers[req.kind];
    if (!handler) return { ok: false, code: 'internal', message: `unknown task kind "${req.kind}"` };
    let engine = engines.get(req.lexicon);
    if (!engine) {
      engine = new Engine(loadLexicon(req.lexicon, 'threads'), module);
      engines.set(req.lexicon, engine);
    }
    return { ok: true, value: handler(engine, payload) };
  } catch (e) {
    const err = e as Error;
    return { ok: false, code: e instanceof VerbivoreError ? e.code : 'internal', message: err.message };
  }
}
