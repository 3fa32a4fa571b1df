// The worker side of the Redis queue (`verbivore worker`): a BullMQ worker whose jobs run on a
// local EnginePool, so this process's main thread stays free to renew job locks and talk to
// Redis while the threads compute. A job's lexicon is this machine's copy of the named one,
// checked against the checksum the submitter sent.

import { hostname } from 'node:os';
import type { Job, Worker } from 'bullmq';
import { errors, VerbivoreError } from '../errors.js';
import { ensureLexicon } from '../lexicon/store.js';
import { EnginePool } from './pool.js';
import type { Blobs } from './blobs.js';
import {
  blobRedisKey, checkRedis, DEFAULT_QUEUE, failureReason, hex, JOB_FORMAT, type JobData, lexiconIsPath, redisLabel,
} from './queue.js';

export interface QueueWorkerOptions {
  /** Worker threads, and so tasks at once (default: the machine's cores). */
  concurrency?: number;
  queue?: string;
  /**
   * Seconds a job's lock lasts without renewal: a job whose worker died is taken up by another
   * within about twice this (default 30).
   */
  stallSeconds?: number;
  /** Progress and trouble, one line each (rate-limited where repetitive). */
  log?: (line: string) => void;
  /** The pool's worker script (EnginePoolOptions.workerFile); tests give one with extra task kinds. */
  workerFile?: string;
}

export interface QueueWorkerStats {
  jobs: number;
  tasks: number;
  failedTasks: number;
  failedJobs: number;
  seconds: number;
}

/**
 * Times a job may be taken up again after its worker died under it: the job that kills every
 * worker that takes it fails (task-crashed) after MAX_STALLS + 1 workers died under it.
 */
export const MAX_STALLS = 2;
/** Blobs kept in memory (a leave table each, ~2 MB): a training round's table and the one before. */
const BLOBS_KEPT = 4;

export class QueueWorker {
  private readonly started = performance.now();
  private readonly counts = { jobs: 0, tasks: 0, failedTasks: 0, failedJobs: 0 };
  private readonly checksums = new Map<string, Promise<number>>();
  private readonly blobs = new Map<string, Promise<Uint8Array>>();
  /** A Redis connection of its own for reading blobs, opened on first use. */
  private blobConnection?: Promise<import('ioredis').Redis>;
  private worker?: Worker;
  private lastTrouble = 0;

  /** Starts serving the queue at `url` (failing fast if Redis does not answer). */
  static async start(url: string, options: QueueWorkerOptions = {}): Promise<QueueWorker> {
    await checkRedis(url);
    const w = new QueueWorker(url, options, new EnginePool(options.concurrency, { workerFile: options.workerFile }));
    await w.listen();
    return w;
  }

  private constructor(readonly url: string, private readonly options: QueueWorkerOptions, readonly pool: EnginePool) {}

  /** Name in Redis's client list: the thread count lets submitters size their windows. */
  get name(): string {
    return `verbivore-k${this.pool.workers}-${hostname().replace(/[^A-Za-z0-9.-]/g, '_')}-${process.pid}`;
  }

  private async listen(): Promise<void> {
    const { Worker } = await import('bullmq');
    const lockMs = Math.round((this.options.stallSeconds ?? 30) * 1000);
    const worker = new Worker(this.options.queue ?? DEFAULT_QUEUE, (job: Job) => this.process(job), {
      connection: { url: this.url, maxRetriesPerRequest: null },
      name: this.name,
      // Twice the threads: the next jobs are already here when a thread finishes one.
      concurrency: 2 * this.pool.workers,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      maxStalledCount: MAX_STALLS,
      autorun: false,
    });
    worker.on('error', (e) => this.trouble(`redis at ${redisLabel(this.url)}: ${e.message}; retrying`));
    worker.on('failed', (job, e) => {
      this.counts.failedJobs++;
      this.options.log?.(`job ${job?.id ?? '?'} failed: ${e.message}`);
    });
    this.worker = worker;
    void worker.run();
    await worker.waitUntilReady();
  }

  /** The job's replies, packed (packReplies): one base64 string, stored by BullMQ as it is. */
  private async process(job: Job): Promise<string> {
    const data = job.data as JobData;
    if (data?.v !== JOB_FORMAT || !Array.isArray(data.payloads)) {
      throw await unrecoverable(errors.badInput(`job ${job.id} is in job format ${data?.v}; this worker reads format ${JOB_FORMAT} (update verbivore on one side)`));
    }
    await this.checkLexicon(data.lexicon, data.checksum);
    const blobs = await this.blobsOf(data.blobs);
    // One message to the pool per job: the job is already a batch.
    const { packed, failed } = await this.pool.runPacked(data.kind, data.lexicon, data.payloads, blobs);
    this.counts.jobs++;
    this.counts.tasks += data.payloads.length;
    this.counts.failedTasks += failed;
    return packed;
  }

  /** Builds or loads this machine's copy of the lexicon once, and compares its checksum. */
  private async checkLexicon(name: string, wanted: number): Promise<void> {
    if (typeof name !== 'string' || lexiconIsPath(name)) {
      throw await unrecoverable(errors.badInput(`lexicon "${name}" is not a recipe name; queue jobs name lexicons, never paths`));
    }
    let checksum = this.checksums.get(name);
    if (!checksum) {
      checksum = ensureLexicon(name, undefined, (r) => this.options.log?.(`built lexicon ${name}: ${r.wordCount.toLocaleString('en')} words`))
        .then((lex) => lex.checksum);
      this.checksums.set(name, checksum);
    }
    let mine: number;
    try {
      mine = await checksum;
    } catch (e) {
      this.checksums.delete(name);
      throw await unrecoverable(e instanceof VerbivoreError ? e : errors.internal((e as Error).message));
    }
    if (mine !== wanted) {
      throw await unrecoverable(errors.lexiconMismatch(
        `lexicon ${name} on worker ${hostname()} has checksum ${hex(mine)}, the job was submitted for ${hex(wanted)}: ` +
        `build it from the same recipe and word-list package on both machines (verbivore lexicon info ${name} shows the checksum)`));
    }
  }

  /** The blobs a job names, read from Redis once per worker process (the last BLOBS_KEPT). */
  private async blobsOf(keys: unknown): Promise<Blobs | undefined> {
    if (keys === undefined) return undefined;
    if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string')) throw await unrecoverable(errors.badInput('a job\'s blobs are not a list of keys'));
    const out: Blobs = {};
    for (const key of keys as string[]) {
      let bytes = this.blobs.get(key);
      if (!bytes) {
        if (this.blobs.size >= BLOBS_KEPT) this.blobs.delete(this.blobs.keys().next().value!);
        bytes = this.read(key);
        this.blobs.set(key, bytes);
      }
      try {
        out[key] = await bytes;
      } catch (e) {
        this.blobs.delete(key);
        throw e instanceof VerbivoreError ? await unrecoverable(e) : e;
      }
    }
    return out;
  }

  private async read(key: string): Promise<Uint8Array> {
    this.blobConnection ??= import('ioredis').then(({ Redis }) => new Redis(this.url, { maxRetriesPerRequest: null }));
    const client = await this.blobConnection;
    const bytes = await client.getBuffer(blobRedisKey(this.options.queue ?? DEFAULT_QUEUE, key));
    if (!bytes) throw errors.badInput(`the job's data "${key}" is not in Redis (expired, or the submitter stopped long ago); submit the batch again`);
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private trouble(line: string): void {
    const now = Date.now();
    if (now - this.lastTrouble < 10_000) return;
    this.lastTrouble = now;
    this.options.log?.(line);
  }

  stats(): QueueWorkerStats {
    return { ...this.counts, seconds: (performance.now() - this.started) / 1000 };
  }

  /** Finishes the jobs in hand (none is taken after this starts), then stops the threads. */
  async close(): Promise<void> {
    await this.worker?.close();
    await this.pool.close();
    await this.blobConnection?.then((c) => c.quit()).catch(() => {});
  }
}

/** A job failure with no retry (the same job would fail again anywhere), carrying its code. */
async function unrecoverable(e: VerbivoreError): Promise<Error> {
  const { UnrecoverableError } = await import('bullmq');
  return new UnrecoverableError(failureReason(e));
}
