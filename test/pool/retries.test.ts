// Bounded retries on the queue, end to end: a job whose task kills every worker process that
// takes it (SIGKILL from inside, as the OOM killer or a native crash would) is taken up again
// MAX_STALLS times and then fails with task-crashed — that job only; the rest of its batch is
// correct. The workers are test/pool/faultQueueWorker.mjs processes (runs from dist/: build
// first), restarted here as they die.

import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analysis } from '../../src/game/analyse.js';
import { findRedisServer, type LocalRedis, startLocalRedis } from '../../src/pool/localRedis.js';
import { MAX_STALLS } from '../../src/pool/queueWorker.js';
import { RedisRunner } from '../../src/pool/redisRunner.js';
import { analysis, cgpLines, collect, expected, untyped } from './helpers.js';

const haveRedis = findRedisServer() !== undefined;
if (!haveRedis && process.env.CI) throw new Error('redis-server is not installed: .ci/run installs it with apt-get install redis-server');

const workerScript = join(import.meta.dirname, 'faultQueueWorker.mjs');

describe.skipIf(!haveRedis)('a job that kills its worker process every time', () => {
  let redis: LocalRedis;
  let runner: RedisRunner;
  let stopping = false;
  let killed = 0;
  let workerLog = '';
  const workers = new Set<ChildProcess>();

  /** A worker process; when one is SIGKILLed, another takes its place. */
  const startWorker = () => {
    const p = spawn(process.execPath, [workerScript, redis.url], { stdio: ['ignore', 'ignore', 'pipe'] });
    p.stderr!.on('data', (b: Buffer) => (workerLog += b.toString()));
    workers.add(p);
    p.once('exit', (code, signal) => {
      workers.delete(p);
      if (stopping) return;
      if (signal === 'SIGKILL') killed++;
      else workerLog += `a worker exited with code ${code}, signal ${signal}\n`;
      startWorker();
    });
  };

  beforeAll(async () => {
    redis = await startLocalRedis();
    startWorker();
    startWorker();
    runner = await RedisRunner.connect(redis.url, { sweepMs: 1000 });
    for (let t = 0; t < 300 && (await runner.capacity()) < 2; t++) await new Promise((r) => setTimeout(r, 100));
    expect(await runner.capacity(), workerLog).toBe(2);
  }, 40_000);

  afterAll(async () => {
    stopping = true;
    await runner?.close();
    await Promise.all([...workers].map((w) => new Promise((done) => {
      w.once('exit', done);
      w.kill('SIGKILL');
    })));
    await redis?.stop();
  });

  it(`fails that job (task-crashed) after ${MAX_STALLS + 1} workers died under it; the other jobs of the batch are correct`, async () => {
    const good = cgpLines(40, 53).map(analysis);
    const want = good.map(expected);
    const { QueueEvents } = await import('bullmq');
    const events = new QueueEvents('verbivore', { connection: { url: redis.url } });
    const stalls = new Map<string, number>();
    const failed: string[] = [];
    events.on('stalled', ({ jobId }) => stalls.set(jobId, (stalls.get(jobId) ?? 0) + 1));
    events.on('failed', ({ jobId }) => failed.push(jobId));
    try {
      await events.waitUntilReady();
      // 4 per job: the killer is alone in the last job, which starts once most others are done
      // (and it waits 1 s before killing), so no other job is in the dying process's hands.
      const payloads = [...good, { fault: 'killProcess' }];
      const started = Date.now();
      const out = await collect(untyped(runner).map<Analysis>('faulty', 'sowpods', payloads, { batch: 4 }));
      expect(Date.now() - started).toBeLessThan(30_000);

      expect(out.map((o) => o.index)).toEqual(payloads.map((_, i) => i));
      expect(out.slice(0, 40).map((o) => o.error)).toEqual(good.map(() => undefined));
      expect(out.slice(0, 40).map((o) => o.value)).toEqual(want);
      const crash = out[40]!.error;
      expect(crash?.code).toBe('task-crashed');
      expect(crash?.message).toMatch(/workers died under it too often \(job stalled more than allowable limit\)/);

      // Taken up exactly MAX_STALLS + 1 times, each time killing the process that took it.
      expect(killed, workerLog).toBe(MAX_STALLS + 1);
      // This test's event reader may be a little behind the runner's.
      for (let t = 0; t < 100 && !failed.length; t++) await new Promise((r) => setTimeout(r, 50));
      expect(failed).toHaveLength(1);
      expect(Object.fromEntries(stalls)).toEqual({ [failed[0]!]: MAX_STALLS + 1 });
    } finally {
      await events.close();
    }
  }, 60_000);
});
