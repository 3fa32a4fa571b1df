// What the submitter (RedisRunner) and the workers (QueueWorker) of a BullMQ queue agree on:
// the job's shape, its options, how a failed job carries its error code, and how a Redis URL is
// checked before anything waits on it.

import { createHash } from 'node:crypto';
import { type ErrorCode, errorCodes, errors, VerbivoreError } from '../errors.js';
import { loadLexicon } from '../lexicon/store.js';

/** Queue name when none is given (CLI: always). */
export const DEFAULT_QUEUE = 'verbivore';

/** Version of JobData; a worker refuses jobs of another version by name. */
export const JOB_FORMAT = 1;

/**
 * One queue job: payloads of one task kind for one lexicon, named (never a path) and pinned by
 * its checksum, so that every worker machine uses its own copy of the same lexicon. The job's
 * return value is one TaskReply per payload, packed (json.ts packReplies).
 */
export interface JobData {
  v: number;
  kind: string;
  lexicon: string;
  /** LexiconFile.checksum of the submitter's copy. */
  checksum: number;
  payloads: unknown[];
  /** Keys of the blobs the payloads refer to (MapOptions.blobs), each stored at blobRedisKey(key). */
  blobs?: string[];
}

/** Seconds a batch's blobs stay in Redis after the batch was last submitted to. */
export const BLOB_SECONDS = 24 * 3600;

/** Where a blob is kept in Redis. */
export function blobRedisKey(queue: string, key: string): string {
  return `verbivore:${queue}:blob:${key}`;
}

/**
 * Retries of a job whose worker threw (its pool closing under it, a lost connection); a worker
 * that dies holding a job is a stall, counted apart (QueueWorker's maxStalledCount).
 */
export const JOB_ATTEMPTS = 3;

/** How long finished jobs stay in Redis when no submitter removes them (a submitter that died). */
export const KEEP_FINISHED_SECONDS = 3600;

/**
 * Queue events kept in Redis (BullMQ's default is 10,000). A completed event carries the job's
 * results, so this bounds the memory the stream holds; a submitter that falls further behind
 * reads the results from the jobs instead.
 */
export const EVENTS_KEPT = 1000;

export function lexiconIsPath(name: string): boolean {
  return name.includes('/') || name.includes('\\') || name.endsWith('.lex');
}

/** The checksum of this machine's copy of a named lexicon, for jobs to carry. */
export function lexiconChecksum(name: string): number {
  checkLexiconName(name);
  return loadLexicon(name).checksum;
}

export function checkLexiconName(name: string): void {
  if (lexiconIsPath(name)) {
    throw errors.usage(`lexicon "${name}" is a path; tasks on a queue name a lexicon by recipe (each worker machine builds its own copy)`);
  }
}

export function hex(checksum: number): string {
  return (checksum >>> 0).toString(16).padStart(8, '0');
}

/**
 * A job id: the kind, the keys of its first and last payload (line numbers, seeds) and a hash of
 * everything the job computes from. The same work submitted twice gets the same id, which
 * BullMQ adds once.
 */
export function jobId(data: JobData, firstKey: string, lastKey: string): string {
  const hash = createHash('sha256')
    .update(`${data.v}\0${data.kind}\0${data.lexicon}\0${data.checksum}\0${JSON.stringify(data.payloads)}`)
    .digest('hex').slice(0, 16);
  const keys = firstKey === lastKey ? firstKey : `${firstKey}-${lastKey}`;
  // BullMQ reserves ':' in ids; the keys are the caller's text.
  return `${data.kind}.${keys.replace(/[:\s]/g, '_')}.${hash}`;
}

/** A failed job's reason: "CODE: message", so the submitter can rebuild the VerbivoreError. */
export function failureReason(e: VerbivoreError): string {
  return `${e.code}: ${e.message}`;
}

export function failureOf(reason: string | undefined): VerbivoreError {
  const m = /^([a-z-]+): ([\s\S]*)$/.exec(reason ?? '');
  if (m && errorCodes.includes(m[1] as ErrorCode)) return new VerbivoreError(m[1] as ErrorCode, m[2]!);
  // BullMQ's own reasons: a job whose workers kept dying under it.
  if (/stalled/i.test(reason ?? '')) return errors.taskCrashed(`the job's workers died under it too often (${reason})`);
  return errors.internal(`a queue job failed: ${reason ?? 'no reason given'}`);
}

/** The URL's host and port, with any password left out (for messages). */
export function redisLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
}

/** How long the check waits for the connection, then for each answer. */
const ANSWER_MS = 5000;

/**
 * Checks a Redis URL answers before any queue waits on it: a wrong host fails in seconds with a
 * clear error instead of retrying forever, and so does a server that takes the connection but
 * never answers (not Redis, or hung).
 */
export async function checkRedis(url: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw errors.about({ option: 'url' }, (n) => `${n} wants a URL like redis://host:6379, got "${url}"`, 'bad-usage');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw errors.about({ option: 'url' }, (n) => `${n} wants a redis:// or rediss:// URL, got "${url}"`, 'bad-usage');
  }
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, connectTimeout: ANSWER_MS, commandTimeout: ANSWER_MS, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // connect() only says "Connection is closed"; the socket's own error says why.
  let cause: Error | undefined;
  client.on('error', (e: Error) => (cause ??= e));
  try {
    await client.connect();
    const info = await client.info('server');
    const version = /redis_version:(\d+)/.exec(info)?.[1];
    if (version && Number(version) < 5) throw errors.redisUnavailable(redisLabel(url), `it runs Redis ${version}; the queue needs 5 or newer`);
  } catch (e) {
    if (e instanceof VerbivoreError) throw e;
    const why = (cause ?? (e as Error)).message || String(e);
    throw errors.redisUnavailable(redisLabel(url), /^Command timed out/.test(why)
      ? `it took the connection but did not answer within ${ANSWER_MS / 1000} s`
      : why);
  } finally {
    // (disconnect() on a client that never connected leaves a 2 s timer holding the process.)
    if (client.status !== 'end') client.disconnect();
  }
}
