// A piscina pool of engine workers, shared by every batch job (Scrabble positions, grid boards).
// The WASM module (threads build) is compiled once here and handed to each worker; lexicons are
// loaded once, here, and their shared memories handed to the workers that ask (lexicons.ts).
// A task that fails rejects with that task's error only; a task that takes its thread down (out
// of memory, process.exit, an uncaught exception, a killed thread) fails alone too: piscina
// replaces the thread, and the messages it held are sent again one payload at a time, so only
// the payload that crashes again fails.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { errors, VerbivoreError } from '../errors.js';
import { packageRoot } from '../paths.js';
import { coreModule } from '../wasm/core.js';
import { type PackedReplies, packReplies } from './json.js';
import {
  checkBatch, mapChunks, type MapOptions, outcomeOf, replyOf, type TaskOutcome, type TaskReply, type TaskRunner, UNCAUGHT_EXIT_CODE,
} from './runner.js';

export type { MapOptions, TaskReply };
import { serveLexicons } from './lexicons.js';
import type { TaskKind, TaskPayload, TaskResult } from './tasks.js';
import { type Blobs, sharedBlobs } from './blobs.js';

export interface TaskRequest {
  kind: string;
  lexicon: string;
  payload: unknown;
  /** The payload is an array of payloads, run in one message; the value is their replies. */
  batch?: boolean;
  /** The payload is an array of payloads; the reply is their replies packed (PackedReplies). */
  packed?: boolean;
  /** Bytes the payloads refer to by key (MapOptions.blobs), in shared memory. */
  blobs?: Blobs;
}

export interface EnginePoolOptions {
  /**
   * JS heap limit of each worker thread in MB (default: Node's). A task that exceeds it fails
   * alone with a task-crashed error; the thread is replaced.
   */
  maxHeapMb?: number;
  /** The worker script (default dist/src/tasks/worker.js); tests give one with extra task kinds. */
  workerFile?: string;
}

/** Sends of one payload to threads that were ending for another task's callback, at most. */
const BYSTANDER_TRIES = 5;

/** Whether a message failed because its thread was ending for another task (see UNCAUGHT_EXIT_CODE). */
function bystander(e: unknown): boolean {
  return (e as Error)?.message === `worker exited with code: ${UNCAUGHT_EXIT_CODE}`;
}

/**
 * The application's worker entry (src/tasks/worker.ts: the pool mechanics of worker.ts with the
 * domains' task table), named by path so the pool imports no domain. Workers must be plain JS
 * (piscina hides start-up errors of other files).
 */
const workerFile = join(packageRoot, 'dist', 'src', 'tasks', 'worker.js');

export class EnginePool implements TaskRunner {
  private readonly piscina: Piscina;
  private readonly lexicons: ReturnType<typeof serveLexicons>;
  readonly workers: number;
  /** Threads that died while running no task, reported by piscina as an error. */
  strayCrashes = 0;
  /** Threads started to replace ones that died. */
  replacedThreads = 0;
  private closing = false;
  /** Threads started, and threads whose worker module has finished loading (see close). */
  private started = 0;
  private readonly loaded = new Int32Array(new SharedArrayBuffer(4));

  constructor(workers = availableParallelism(), options: EnginePoolOptions = {}) {
    if (!Number.isInteger(workers) || workers < 1) throw errors.about({ option: 'workers' }, (n) => `${n} must be ≥ 1, got ${workers}`, 'bad-usage');
    const filename = options.workerFile ?? workerFile;
    if (!existsSync(filename)) throw errors.missingFile(`${filename} (run npm run build)`);
    this.workers = workers;
    this.lexicons = serveLexicons();
    this.piscina = new Piscina({
      filename,
      name: 'runTask',
      minThreads: workers,
      maxThreads: workers,
      // Enough queued work per worker to keep it busy without holding a whole batch in memory.
      maxQueue: workers * 64,
      workerData: { module: coreModule('threads'), lexicons: this.lexicons.channel, loaded: this.loaded },
      resourceLimits: options.maxHeapMb ? { maxOldGenerationSizeMb: options.maxHeapMb } : undefined,
    });
    // Piscina reports a thread that dies between tasks as an 'error' event; unheard, it would
    // end this process. The thread is replaced all the same.
    this.piscina.on('error', () => this.strayCrashes++);
    this.piscina.on('workerCreate', () => {
      if (++this.started > workers) this.replacedThreads++;
    });
  }

  capacity(): Promise<number> {
    return Promise.resolve(this.workers);
  }

  async run<K extends TaskKind, R extends TaskResult<K> = TaskResult<K>>(kind: K, lexicon: string, payload: TaskPayload<K>): Promise<R> {
    const [outcome] = await this.one<R>(kind, lexicon, payload, 0, true);
    if (outcome!.error) throw outcome!.error;
    return outcome!.value!;
  }

  /**
   * Runs every payload, at most `workers × 8` messages in flight, yielding outcomes in input
   * order (or as they arrive); a failing payload yields its error alone.
   */
  map<K extends TaskKind, R extends TaskResult<K> = TaskResult<K>>(
    kind: K, lexicon: string, payloads: Iterable<TaskPayload<K>>, options: MapOptions<TaskPayload<K>> = {}): AsyncGenerator<TaskOutcome<R>> {
    const size = checkBatch(options.batch ?? 1);
    const blobs = options.blobs && sharedBlobs(options.blobs);
    return mapChunks<TaskPayload<K>, R>(payloads, size, () => this.workers * 8,
      (chunk, first) => (size === 1 ? this.one<R>(kind, lexicon, chunk[0], first, true, 1, blobs) : this.many<R>(kind, lexicon, chunk, first, blobs)),
      options.order);
  }

  /**
   * One payload in one message, sent again if its thread died under it: once (`retry`), or up
   * to BYSTANDER_TRIES times when the thread was ending for another task's callback.
   */
  private async one<T>(kind: string, lexicon: string, payload: unknown, index: number, retry: boolean, tries = 1,
    blobs?: Blobs): Promise<TaskOutcome<T>[]> {
    try {
      return [outcomeOf<T>(index, (await this.piscina.run({ kind, lexicon, payload, blobs } satisfies TaskRequest)) as TaskReply)];
    } catch (e) {
      if (this.crashed(e) && tries < BYSTANDER_TRIES && bystander(e)) return this.one<T>(kind, lexicon, payload, index, retry, tries + 1, blobs);
      if (retry && this.crashed(e)) return this.one<T>(kind, lexicon, payload, index, false, tries + 1, blobs);
      return [{ index, error: this.failure(kind, e) }];
    }
  }

  /** Several payloads in one message; if the thread died under them, each is sent again alone. */
  private async many<T>(kind: string, lexicon: string, payloads: unknown[], first: number, blobs?: Blobs): Promise<TaskOutcome<T>[]> {
    let reply: TaskReply;
    try {
      reply = (await this.piscina.run({ kind, lexicon, payload: payloads, batch: true, blobs } satisfies TaskRequest)) as TaskReply;
    } catch (e) {
      if (this.crashed(e)) {
        // The one that crashed crashes again alone; the others now run on healthy threads.
        const alone = await Promise.all(payloads.map((p, i) => this.one<T>(kind, lexicon, p, first + i, bystander(e), 1, blobs)));
        return alone.flat();
      }
      const error = this.failure(kind, e);
      return payloads.map((_, i) => ({ index: first + i, error }));
    }
    if (!reply.ok) return payloads.map((_, i) => outcomeOf<T>(first + i, reply));
    return (reply.value as TaskReply[]).map((r, i) => outcomeOf<T>(first + i, r));
  }

  /**
   * A queue job's payloads in one message, their replies packed for Redis (PackedReplies). If
   * the thread dies under them, each is run again alone (as map does) and packed here.
   */
  async runPacked(kind: string, lexicon: string, payloads: unknown[], blobs?: Blobs): Promise<PackedReplies> {
    try {
      return (await this.piscina.run({ kind, lexicon, payload: payloads, packed: true, blobs } satisfies TaskRequest)) as PackedReplies;
    } catch (e) {
      if (!this.crashed(e)) throw this.failure(kind, e);
      const alone = await Promise.all(payloads.map((p, i) => this.one(kind, lexicon, p, i, bystander(e), 1, blobs)));
      return packReplies(kind, alone.flat().map(replyOf));
    }
  }

  /** Whether a rejected message means its thread died (rather than unsendable data or closing). */
  private crashed(e: unknown): boolean {
    return !this.closing && !(e instanceof VerbivoreError) && (e as Error)?.name !== 'DataCloneError';
  }

  private failure(kind: string, e: unknown): VerbivoreError {
    if (e instanceof VerbivoreError) return e;
    const err = e as Error;
    if (err?.name === 'DataCloneError') return errors.badInput(`a ${kind} payload cannot be sent to a worker: ${err.message}`);
    if (this.closing) return errors.internal(`the pool closed before a ${kind} task ended`);
    return errors.taskCrashed(`a ${kind} task crashed its worker thread (${err?.message ?? String(e)}); the thread was replaced`);
  }

  async close(): Promise<void> {
    this.closing = true;
    // Node 20 aborts the whole process (a V8 fatal error) when a thread is terminated while it
    // is still loading its module, so a pool closed right after it started waits for its threads.
    const deadline = Date.now() + 10_000;
    while (Atomics.load(this.loaded, 0) < this.started && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await this.piscina.destroy();
    this.lexicons.close();
  }
}
