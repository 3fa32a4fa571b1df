// A piscina pool of engine workers, shared by every batch job (Scrabble positions, grid boards).
// The WASM module (threads build) is compiled once here and handed to each worker; lexicons are
// loaded once, here, and their shared memories handed to the workers that ask (lexicons.ts).
// A task that fails rejects with that task's error only.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { type ErrorCode, errors, VerbivoreError } from '../errors.js';
import { packageRoot } from '../paths.js';
import { coreModule } from '../wasm/core.js';
import { serveLexicons } from './lexicons.js';

export interface TaskRequest {
  kind: string;
  lexicon: string;
  payload: unknown;
  /** The payload is an array of payloads, run in one message; the value is their replies. */
  batch?: boolean;
}

export interface MapOptions {
  /**
   * Payloads sent to a worker per message (default 1). A batch pays the per-message cost once:
   * 1,000 Scrabble analyses (top 20) ran 1.50–1.65× as fast with 2 workers as with 1 one per
   * message, 1.70–1.84× sixteen per message (bench/scrabble.bench.ts, two runs with ~1.95
   * cores free).
   */
  batch?: number;
}

export type TaskReply = { ok: true; value: unknown } | { ok: false; code: ErrorCode; message: string };

/** Workers must be plain JS (piscina hides start-up errors of other files). */
const workerFile = join(packageRoot, 'dist', 'src', 'pool', 'worker.js');

export class EnginePool {
  private readonly piscina: Piscina;
  private readonly lexicons: ReturnType<typeof serveLexicons>;
  readonly workers: number;

  constructor(workers = availableParallelism()) {
    if (!Number.isInteger(workers) || workers < 1) throw errors.usage(`--workers must be ≥ 1, got ${workers}`);
    if (!existsSync(workerFile)) throw errors.missingFile(`${workerFile} (run npm run build)`);
    this.workers = workers;
    this.lexicons = serveLexicons();
    this.piscina = new Piscina({
      filename: workerFile,
      name: 'runTask',
      minThreads: workers,
      maxThreads: workers,
      // Enough queued work per worker to keep it busy without holding a whole batch in memory.
      maxQueue: workers * 64,
      workerData: { module: coreModule('threads'), lexicons: this.lexicons.channel },
    });
  }

  async run<T>(kind: string, lexicon: string, payload: unknown): Promise<T> {
    const reply = (await this.piscina.run({ kind, lexicon, payload } satisfies TaskRequest)) as TaskReply;
    if (!reply.ok) throw new VerbivoreError(reply.code, reply.message);
    return reply.value as T;
  }

  /**
   * Runs every payload, at most `workers × 8` messages in flight, yielding results in input
   * order; a failing payload yields its error alone.
   */
  async *map<T>(kind: string, lexicon: string, payloads: Iterable<unknown>, options: MapOptions = {}): AsyncGenerator<{ value?: T; error?: VerbivoreError }> {
    const size = options.batch ?? 1;
    if (!Number.isInteger(size) || size < 1) throw errors.usage(`batch must be ≥ 1, got ${size}`);
    const inFlight: Promise<{ value?: T; error?: VerbivoreError }[]>[] = [];
    const limit = this.workers * 8;
    let chunk: unknown[] = [];
    const send = () => {
      inFlight.push(size === 1 ? this.one<T>(kind, lexicon, chunk[0]) : this.many<T>(kind, lexicon, chunk));
      chunk = [];
    };
    for (const p of payloads) {
      chunk.push(p);
      if (chunk.length < size) continue;
      send();
      if (inFlight.length >= limit) yield* await inFlight.shift()!;
    }
    if (chunk.length) send();
    while (inFlight.length) yield* await inFlight.shift()!;
  }

  private one<T>(kind: string, lexicon: string, payload: unknown): Promise<{ value?: T; error?: VerbivoreError }[]> {
    return this.run<T>(kind, lexicon, payload).then((value) => [{ value }], (error) => [{ error }]);
  }

  private async many<T>(kind: string, lexicon: string, payloads: unknown[]): Promise<{ value?: T; error?: VerbivoreError }[]> {
    try {
      const replies = (await this.piscina.run({ kind, lexicon, payload: payloads, batch: true } satisfies TaskRequest)) as TaskReply;
      if (!replies.ok) throw new VerbivoreError(replies.code, replies.message);
      return (replies.value as TaskReply[]).map((r) => (r.ok ? { value: r.value as T } : { error: new VerbivoreError(r.code, r.message) }));
    } catch (e) {
      const error = e instanceof VerbivoreError ? e : new VerbivoreError('internal', (e as Error).message);
      return payloads.map(() => ({ error }));
    }
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
    this.lexicons.close();
  }
}
