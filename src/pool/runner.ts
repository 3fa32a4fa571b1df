// TaskRunner: how a command runs many tasks without knowing where they run — in this thread
// (InlineRunner), on this machine's worker threads (EnginePool), or on the workers of a Redis
// queue (RedisRunner). A task is a kind declared in TaskTypes (tasks.ts), a lexicon by name and
// a payload; each task fails alone, as an outcome carrying its error.

import { errors, type OptionNaming, VerbivoreError } from '../errors.js';
import type { Blobs } from './blobs.js';
import type { TaskKind, TaskPayload, TaskResult } from './tasks.js';

export interface TaskRunner {
  /**
   * Tasks it can run at once now: the pool's threads, or the slots of the queue's workers
   * connected now (0 when none is).
   */
  capacity(): Promise<number>;
  /**
   * One task; rejects with its VerbivoreError. Kind and payload are checked against TaskTypes
   * (tasks.ts); `R` narrows a kind's result to the one its payload's op gives.
   */
  run<K extends TaskKind, R extends TaskResult<K> = TaskResult<K>>(kind: K, lexicon: string, payload: TaskPayload<K>): Promise<R>;
  /** Every payload as a task of `kind`; one outcome per payload, each failing alone. */
  map<K extends TaskKind, R extends TaskResult<K> = TaskResult<K>>(
    kind: K, lexicon: string, payloads: Iterable<TaskPayload<K>>, options?: MapOptions<TaskPayload<K>>): AsyncGenerator<TaskOutcome<R>>;
  close(): Promise<void>;
}

export interface MapOptions<P = unknown> {
  /**
   * Payloads sent per message (pool) or per job (queue). A batch pays the per-message or
   * per-job cost once; default 1 on the pool, chosen from the batch size on the queue.
   */
  batch?: number;
  /** 'input' (default): outcomes in payload order; 'arrival': as they complete (see `index`). */
  order?: 'input' | 'arrival';
  /**
   * A stable name per payload (a line number, a game seed) for the queue's job ids, which makes
   * resubmitting the same work idempotent; default: the payload's position in the input.
   */
  key?: (payload: P, index: number) => string;
  /**
   * Bytes the payloads refer to by key (blobs.ts: a leave table), carried once per batch: the
   * pool shares them with every message, the queue stores them once in Redis for the workers.
   */
  blobs?: Blobs;
}

export interface TaskOutcome<T> {
  /** The payload's position in the input (0-based). */
  index: number;
  value?: T;
  error?: VerbivoreError;
}

/** What a worker sends back for one payload: plain data that crosses threads and machines. */
export type TaskReply = { ok: true; value: unknown } | { ok: false; code: VerbivoreError['code']; message: string; naming?: OptionNaming };

/**
 * Exit code of a worker thread ended by an exception thrown from a task's callback after the
 * task had replied (worker.ts): the task the thread was handed next never started, so the pool
 * sends it again without counting a crash against it.
 */
export const UNCAUGHT_EXIT_CODE = 70;

export function replyOf(outcome: { value?: unknown; error?: VerbivoreError }): TaskReply {
  return outcome.error
    ? { ok: false, code: outcome.error.code, message: outcome.error.message, naming: outcome.error.naming }
    : { ok: true, value: outcome.value };
}

export function outcomeOf<T>(index: number, reply: TaskReply): TaskOutcome<T> {
  return reply.ok ? { index, value: reply.value as T } : { index, error: new VerbivoreError(reply.code, reply.message, undefined, reply.naming) };
}

export function checkBatch(size: number): number {
  if (!Number.isInteger(size) || size < 1) throw errors.usage(`batch must be ≥ 1, got ${size}`);
  return size;
}

/**
 * The map loop every runner shares: cuts the payloads into chunks of `size`, keeps at most
 * `window()` chunks in flight through `send` (which never rejects: a failing chunk resolves to
 * error outcomes), and yields outcomes in input order or as chunks complete. Only `window`
 * chunks are ever held, so a batch of millions streams in bounded memory.
 */
export async function* mapChunks<P, T>(
  payloads: Iterable<P>,
  size: number,
  window: () => number,
  send: (chunk: P[], first: number) => Promise<TaskOutcome<T>[]>,
  order: 'input' | 'arrival' = 'input',
): AsyncGenerator<TaskOutcome<T>> {
  checkBatch(size);
  const input = payloads[Symbol.iterator]();
  const ready = new Map<number, TaskOutcome<T>[]>(); // chunk number → its outcomes, once settled
  const arrived: number[] = []; // settled chunk numbers, in completion order
  let wake: (() => void) | undefined;
  let sent = 0, nextOut = 0, inFlight = 0, at = 0, exhausted = false;
  const fill = () => {
    while (!exhausted && inFlight < Math.max(1, window())) {
      const chunk: P[] = [];
      for (let r = input.next(); ; r = input.next()) {
        if (r.done) {
          exhausted = true;
          break;
        }
        chunk.push(r.value);
        if (chunk.length === size) break;
      }
      if (!chunk.length) break;
      const n = sent++, first = at;
      at += chunk.length;
      inFlight++;
      void send(chunk, first).then((outcomes) => {
        inFlight--;
        ready.set(n, outcomes);
        if (order === 'arrival') arrived.push(n);
        wake?.();
      });
    }
  };
  for (;;) {
    fill();
    let n: number | undefined;
    if (order === 'input') n = ready.has(nextOut) ? nextOut : undefined;
    else n = arrived.shift();
    if (n !== undefined) {
      const outcomes = ready.get(n)!;
      ready.delete(n);
      if (order === 'input') nextOut++;
      yield* outcomes;
      continue;
    }
    if (exhausted && inFlight === 0 && ready.size === 0) return;
    await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
  }
}
