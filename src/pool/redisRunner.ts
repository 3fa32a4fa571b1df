// A TaskRunner whose tasks run on the workers of a BullMQ queue in Redis (`verbivore worker
// --redis URL` on any number of machines). Payloads go in jobs of several (one round trip to
// Redis per job, not per payload); results come back on the queue's event stream. Jobs are
// idempotent — the id is a hash of the work — so a job taken up twice (its worker died, Redis
// came back) or submitted twice is written once.
//
// Nothing here trusts one path alone: when no job has finished for `sweepMs`, the jobs still out
// are looked up in Redis — finished ones are read from the job, ones Redis lost (restarted
// without persistence) are submitted again.

import { hostname } from 'node:os';
import type { Queue, QueueEvents } from 'bullmq';
import { errors, VerbivoreError } from '../errors.js';
import { notJson, unpackReplies } from './json.js';
import { checkBlobKey } from './blobs.js';
import {
  BLOB_SECONDS, blobRedisKey, checkRedis, DEFAULT_QUEUE, EVENTS_KEPT, failureOf, JOB_ATTEMPTS, JOB_FORMAT, type JobData, jobId,
  KEEP_FINISHED_SECONDS, lexiconChecksum, redisLabel,
} from './queue.js';
import type { TaskKind, TaskPayload, TaskResult } from './tasks.js';
import { checkBatch, mapChunks, type MapOptions, outcomeOf, type TaskOutcome, type TaskReply, type TaskRunner } from './runner.js';

export interface RedisRunnerOptions {
  /** Queue name (default "verbivore"); workers must serve the same one. */
  queue?: string;
  /** Jobs in flight at once (default: twice the slots of the workers connected, at least 8). */
  window?: number;
  /** Silence (no job finishing) after which the jobs still out are looked up in Redis, ms (default 5000). */
  sweepMs?: number;
  /** Connection trouble and recovery, for a command to show (rate-limited). */
  onStatus?: (message: string) => void;
}

/**
 * Most payloads per job when the caller names no batch size; see defaultJobSize. A job costs
 * ~50 Redis commands and ~1 ms of CPU in BullMQ across Redis, the worker's and the submitter's
 * main threads: top-20 analyses of 10,000 positions on 2 local workers spent ~0.6 CPU s on
 * that at 64 per job and ~0.2 at 256 (load 5–6, bench/scale.bench.ts; docs/scale.md).
 */
export const MAX_JOB_PAYLOADS = 256;

interface Pending {
  data: JobData;
  settle: ((replies: TaskReply[]) => void)[];
}

export class RedisRunner implements TaskRunner {
  private readonly pending = new Map<string, Pending>();
  private readonly timer: NodeJS.Timeout;
  private lastProgress = Date.now();
  private sweeping = false;
  private slots = 0;
  private lastStatus = 0;
  private closed = false;
  private blobConnection?: Promise<import('ioredis').Redis>;
  /** Jobs submitted again because Redis had lost them. */
  resubmitted = 0;

  /** Connects (failing fast if Redis does not answer) and learns how many worker slots there are. */
  static async connect(url: string, options: RedisRunnerOptions = {}): Promise<RedisRunner> {
    await checkRedis(url);
    const { Queue, QueueEvents } = await import('bullmq');
    const name = options.queue ?? DEFAULT_QUEUE;
    // No retry limit per command: through a Redis restart, commands wait for the reconnection.
    const connection = { url, maxRetriesPerRequest: null, connectionName: `verbivore-submit-${hostname()}-${process.pid}` };
    const queue = new Queue(name, {
      connection,
      streams: { events: { maxLen: EVENTS_KEPT } },
      defaultJobOptions: {
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'fixed', delay: 1000 },
        removeOnComplete: { age: KEEP_FINISHED_SECONDS },
        removeOnFail: { age: KEEP_FINISHED_SECONDS },
      },
    });
    const events = new QueueEvents(name, { connection });
    const runner = new RedisRunner(url, name, queue, events, options);
    try {
      await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
      await runner.capacity();
    } catch (e) {
      await runner.close();
      throw e instanceof VerbivoreError ? e : errors.redisUnavailable(redisLabel(url), (e as Error).message);
    }
    return runner;
  }

  private constructor(
    readonly url: string,
    private readonly queueName: string,
    private readonly queue: Queue,
    private readonly events: QueueEvents,
    private readonly options: RedisRunnerOptions,
  ) {
    const trouble = (e: Error) => this.status(`redis at ${redisLabel(url)}: ${e.message}; retrying`);
    queue.on('error', trouble);
    events.on('error', trouble);
    events.on('completed', ({ jobId: id, returnvalue }) => this.settle(id, returnvalue));
    // 'failed' is emitted once a job has no attempt left.
    events.on('failed', ({ jobId: id, failedReason }) => this.fail(id, failedReason));
    const sweepMs = options.sweepMs ?? 5000;
    let lastCount = Date.now();
    this.timer = setInterval(() => {
      if (this.pending.size && Date.now() - this.lastProgress > sweepMs) void this.sweep();
      // Workers come and go: the window follows their slots.
      else if (Date.now() - lastCount > 10_000) {
        lastCount = Date.now();
        this.capacity().catch(() => {});
      }
    }, Math.min(1000, sweepMs / 2));
    this.timer.unref();
  }

  /** The slots (threads) of the workers connected to the queue now. */
  async capacity(): Promise<number> {
    const clients = await this.queue.getWorkers();
    const names = new Set(clients.map((c) => String(c.rawname ?? c.name)));
    let slots = 0;
    for (const n of names) slots += Number(/-k(\d+)-/.exec(n)?.[1] ?? 1);
    this.slots = slots;
    return slots;
  }

  async run<K extends TaskKind, R extends TaskResult<K> = TaskResult<K>>(kind: K, lexicon: string, payload: TaskPayload<K>): Promise<R> {
    for await (const o of this.map<K, R>(kind, lexicon, [payload], { batch: 1 })) {
      if (o.error) throw o.error;
      return o.value!;
    }
    throw errors.internal('a queue task gave no outcome');
  }

  map<K extends TaskKind, R extends TaskResult<K> = TaskResult<K>>(
    kind: K, lexicon: string, payloads: Iterable<TaskPayload<K>>, options: MapOptions<TaskPayload<K>> = {}): AsyncGenerator<TaskOutcome<R>> {
    if (this.closed) throw errors.internal('the Redis runner is closed');
    const checksum = lexiconChecksum(lexicon);
    const count = Array.isArray(payloads) ? payloads.length : undefined;
    const size = checkBatch(options.batch ?? defaultJobSize(count, this.slots));
    const key = options.key ?? ((_: TaskPayload<K>, i: number) => String(i));
    const window = () => this.options.window ?? Math.max(8, 2 * this.slots);
    // The blobs go to Redis once, before the first job that needs them.
    const blobKeys = Object.keys(options.blobs ?? {}).map(checkBlobKey);
    let stored: Promise<void> | undefined;
    const storeBlobs = () => (stored ??= this.storeBlobs(options.blobs ?? {}));
    return mapChunks<TaskPayload<K>, R>(payloads, size, window, async (chunk, first) => {
      if (blobKeys.length) {
        try {
          await storeBlobs();
        } catch (e) {
          const error = errors.redisUnavailable(redisLabel(this.url), `storing the batch's data: ${(e as Error).message}`);
          return chunk.map((_, i) => ({ index: first + i, error }));
        }
      }
      const outcomes: TaskOutcome<R>[] = [];
      const sent: number[] = [];
      chunk.forEach((p, i) => {
        const bad = notJson(p);
        if (bad) outcomes[i] = { index: first + i, error: errors.badInput(`a ${kind} payload holds ${bad}; payloads sent through Redis must be JSON data`) };
        else sent.push(i);
      });
      if (sent.length) {
        const data: JobData = { v: JOB_FORMAT, kind, lexicon, checksum, payloads: sent.map((i) => chunk[i]), ...(blobKeys.length && { blobs: blobKeys }) };
        const a = sent[0]!, b = sent.at(-1)!;
        const replies = await this.submit(jobId(data, key(chunk[a], first + a), key(chunk[b], first + b)), data);
        sent.forEach((i, k) => (outcomes[i] = outcomeOf<R>(first + i, replies[k]!)));
      }
      return outcomes;
    }, options.order);
  }

  /** Stores each blob under its key for BLOB_SECONDS (again each batch, which renews the time). */
  private async storeBlobs(blobs: Record<string, Uint8Array>): Promise<void> {
    const client = await this.blobClient();
    for (const [key, bytes] of Object.entries(blobs)) {
      await client.set(blobRedisKey(this.queueName, key), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'EX', BLOB_SECONDS);
    }
  }

  /** A Redis connection of its own for blobs (BullMQ's are its own), opened on first use. */
  private blobClient(): Promise<import('ioredis').Redis> {
    this.blobConnection ??= import('ioredis').then(({ Redis }) => new Redis(this.url, { maxRetriesPerRequest: null }));
    return this.blobConnection;
  }

  /** Adds a job (or joins one already out under the same id) and waits for its replies. */
  private submit(id: string, data: JobData): Promise<TaskReply[]> {
    return new Promise((resolve) => {
      const known = this.pending.get(id);
      if (known) {
        known.settle.push(resolve);
        return;
      }
      this.pending.set(id, { data, settle: [resolve] });
      this.add(id, data);
    });
  }

  private add(id: string, data: JobData): void {
    this.queue.add(data.kind, data, { jobId: id }).catch((e: Error) => {
      this.fail(id, `internal: the queue refused job ${id}: ${e.message}`);
    });
  }

  private settle(id: string, returnvalue: unknown): void {
    const p = this.pending.get(id);
    if (!p) return; // another submitter's job, or a result already written
    const n = p.data.payloads.length;
    // Workers return the replies packed (QueueWorker.process).
    if (typeof returnvalue === 'string') {
      try {
        returnvalue = unpackReplies(returnvalue);
      } catch {
        returnvalue = undefined;
      }
    }
    const replies = Array.isArray(returnvalue) && returnvalue.length === n
      ? (returnvalue as TaskReply[])
      : Array<TaskReply>(n).fill({ ok: false, code: 'internal', message: `internal error: job ${id} came back with a result of another shape (a worker of another verbivore version?)` });
    this.finish(id, p, replies);
  }

  private fail(id: string, reason: string | undefined): void {
    const p = this.pending.get(id);
    if (!p) return;
    const e = failureOf(reason);
    this.finish(id, p, p.data.payloads.map(() => ({ ok: false, code: e.code, message: e.message })));
  }

  private finish(id: string, p: Pending, replies: TaskReply[]): void {
    this.pending.delete(id);
    this.lastProgress = Date.now();
    for (const f of p.settle) f(replies);
    // The result is written; Redis need not keep it (an hour's expiry would, for a submitter that died).
    this.queue.remove(id).catch(() => {});
  }

  /** Looks up the jobs still out: reads finished ones, submits again the ones Redis lost. */
  private async sweep(): Promise<void> {
    if (this.sweeping || this.closed) return;
    this.sweeping = true;
    try {
      await this.capacity().catch(() => {});
      for (const [id, p] of [...this.pending].slice(0, 500)) {
        const state = await this.queue.getJobState(id);
        if (state === 'completed' || state === 'failed') {
          const job = await this.queue.getJob(id);
          if (state === 'completed') this.settle(id, job?.returnvalue);
          else this.fail(id, job?.failedReason);
        } else if (state === 'unknown' && this.pending.get(id) === p) {
          this.resubmitted++;
          this.status(`job ${id} was not in Redis (restarted without its data?); submitted again`);
          this.add(id, p.data);
        }
      }
    } catch (e) {
      this.status(`redis at ${redisLabel(this.url)}: ${(e as Error).message}; retrying`);
    } finally {
      this.lastProgress = Date.now();
      this.sweeping = false;
    }
  }

  private status(message: string): void {
    const now = Date.now();
    if (now - this.lastStatus < 10_000) return;
    this.lastStatus = now;
    this.options.onStatus?.(message);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      for (const f of p.settle) f(p.data.payloads.map(() => ({ ok: false, code: 'internal', message: 'internal error: the Redis runner closed before the job ended' })));
    }
    await Promise.allSettled([this.events.close(), this.queue.close(), this.blobConnection?.then((c) => c.quit())]);
  }
}

/**
 * Payloads per job when the caller names none: enough jobs to keep every slot busy with some
 * to spare (8 per slot), at most MAX_JOB_PAYLOADS so one job's round trips are paid by many
 * payloads. See docs/scale.md for the measurements behind it.
 */
export function defaultJobSize(count: number | undefined, slots: number): number {
  if (count === undefined) return MAX_JOB_PAYLOADS;
  return Math.max(1, Math.min(MAX_JOB_PAYLOADS, Math.ceil(count / (8 * Math.max(1, slots)))));
}
