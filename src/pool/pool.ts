// A piscina pool of engine workers, shared by every batch job (Scrabble positions, grid boards).
// The WASM module is compiled once here and handed to each worker; each worker loads the
// lexicon file itself. A task that fails rejects with that task's error only.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { type ErrorCode, errors, VerbivoreError } from '../errors.js';
import { packageRoot } from '../paths.js';
import { coreModule } from '../wasm/core.js';

export interface TaskRequest {
  kind: string;
  lexicon: string;
  payload: unknown;
}

export type TaskReply = { ok: true; value: unknown } | { ok: false; code: ErrorCode; message: string };

/** Workers must be plain JS (piscina hides start-up errors of other files). */
const workerFile = join(packageRoot, 'dist', 'src', 'pool', 'worker.js');

export class EnginePool {
  private readonly piscina: Piscina;
  readonly workers: number;

  constructor(workers = availableParallelism()) {
    if (!Number.isInteger(workers) || workers < 1) throw errors.usage(`--workers must be ≥ 1, got ${workers}`);
    if (!existsSync(workerFile)) throw errors.missingFile(`${workerFile} (run npm run build)`);
    this.workers = workers;
    this.piscina = new Piscina({
      filename: workerFile,
      name: 'runTask',
      minThreads: workers,
      maxThreads: workers,
      // Enough queued work per worker to keep it busy without holding a whole batch in memory.
      maxQueue: workers * 64,
      workerData: { module: coreModule() },
    });
  }

  async run<T>(kind: string, lexicon: string, payload: unknown): Promise<T> {
    const reply = (await this.piscina.run({ kind, lexicon, payload } satisfies TaskRequest)) as TaskReply;
    if (!reply.ok) throw new VerbivoreError(reply.code, reply.message);
    return reply.value as T;
  }

  /** Runs every payload, at most `workers × 8` in flight, yielding results in input order. */
  async *map<T>(kind: string, lexicon: string, payloads: Iterable<unknown>): AsyncGenerator<{ value?: T; error?: VerbivoreError }> {
    const inFlight: Promise<{ value?: T; error?: VerbivoreError }>[] = [];
    const limit = this.workers * 8;
    for (const p of payloads) {
      inFlight.push(this.run<T>(kind, lexicon, p).then((value) => ({ value }), (error) => ({ error })));
      if (inFlight.length >= limit) yield await inFlight.shift()!;
    }
    while (inFlight.length) yield await inFlight.shift()!;
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}
