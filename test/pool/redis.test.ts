// The BullMQ + Redis runner against a real redis-server this file starts on a free loopback port
// (append-only file, fsync on every write) and two `verbivore worker` processes (runs from
// dist/: build first). Besides the runner contract: a worker SIGKILLed mid-batch, Redis
// restarted mid-batch and Redis losing its data mid-batch — every position's result arrives
// exactly once and equals the local pool's.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedisServer, type LocalRedis, startLocalRedis } from '../../src/pool/localRedis.js';
import { failureOf, JOB_FORMAT, jobId, lexiconChecksum } from '../../src/pool/queue.js';
import { RedisRunner } from '../../src/pool/redisRunner.js';
import { packageRoot } from '../../src/paths.js';
import type { Analysis } from '../../src/game/analyse.js';
import { scrabbleTask } from '../../src/scrabble/task.js';
import { engineFor } from '../../src/engine.js';
import { makeBoard } from '../../src/grid/board.js';
import { findWords } from '../../src/grid/search.js';
import { analysis, cgpLines, collect, expected, runnerContract } from './helpers.js';
import { cliMain } from '../helpers.js';

const haveRedis = findRedisServer() !== undefined;
if (!haveRedis) {
  // CI installs it (.ci/run); there these tests must run.
  if (process.env.CI) throw new Error('redis-server is not installed: .ci/run installs it with apt-get install redis-server');
  console.warn('redis-server not found (apt-get install redis-server): the Redis runner tests are skipped');
}


describe.skipIf(!haveRedis)('the Redis runner', () => {
  let redis: LocalRedis;
  let runner: RedisRunner;
  let dir: string;
  const workers: ChildProcess[] = [];
  let workerLog = '';

  /** A `verbivore worker` process with one thread; a dead worker's jobs move on after ~2-4 s. */
  const startWorker = () => {
    const p = spawn(process.execPath, [cliMain, 'worker', '--redis', redis.url, '--concurrency', '1', '--stall-seconds', '2'], { stdio: ['ignore', 'ignore', 'pipe'] });
    p.stderr!.on('data', (b: Buffer) => (workerLog += b.toString()));
    workers.push(p);
    return p;
  };
  const alive = () => workers.filter((w) => w.exitCode === null && w.signalCode === null);
  const waitForThreads = async (n: number) => {
    for (let t = 0; t < 300; t++) {
      if (await runner.capacity() >= n) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`fewer than ${n} worker threads connected after 30 s:\n${workerLog}`);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'verbivore-redis-test-'));
    redis = await startLocalRedis({ persistent: true });
    startWorker();
    startWorker();
    runner = await RedisRunner.connect(redis.url, { sweepMs: 1000 });
    await waitForThreads(2);
  });

  afterAll(async () => {
    await runner?.close();
    await Promise.all(alive().map((w) => new Promise((done) => {
      w.once('exit', done);
      w.kill('SIGTERM');
      setTimeout(() => w.kill('SIGKILL'), 5000).unref();
    })));
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('keeps the TaskRunner contract', () => {
    runnerContract(() => runner);
  });

  it('fails a job whose lexicon checksum differs from the worker copy, naming both', async () => {
    const { Queue, QueueEvents } = await import('bullmq');
    const queue = new Queue('verbivore', { connection: { url: redis.url } });
    const events = new QueueEvents('verbivore', { connection: { url: redis.url } });
    try {
      await events.waitUntilReady();
      const mine = lexiconChecksum('sowpods');
      const job = await queue.add('anagram', { v: JOB_FORMAT, kind: 'anagram', lexicon: 'sowpods', checksum: (mine ^ 1) >>> 0, payloads: [{ letters: 'AB' }] });
      const reason = await job.waitUntilFinished(events, 20_000).then(() => 'completed', (e: Error) => e.message);
      const error = failureOf(reason);
      expect(error.code).toBe('lexicon-mismatch');
      expect(error.message).toContain(((mine ^ 1) >>> 0).toString(16).padStart(8, '0'));
      expect(error.message).toContain(mine.toString(16).padStart(8, '0'));
      // No retry: the same job would fail the same way on this machine.
      expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
    } finally {
      await events.close();
      await queue.close();
    }
  });

  it('refuses payloads that are not JSON (alone) and lexicons given as paths', async () => {
    const empty = { ruleset: 'english', rack: 'RETAINS' };
    const out = await collect(runner.map('scrabble', 'sowpods', [
      { ...empty, position: { rows: 15, cols: 15, board: new Uint8Array(225) } },
      { ...empty, position: { rows: 15, cols: 15, board: Array(225).fill(0) } },
    ], { batch: 2 }));
    expect(out[0]!.error?.code).toBe('bad-input');
    expect(out[0]!.error?.message).toMatch(/a Uint8Array at \.position\.board/);
    const here = scrabbleTask(engineFor('sowpods'), { ...empty, position: { rows: 15, cols: 15, board: new Uint8Array(225) } });
    expect(out[1]!.value).toEqual(JSON.parse(JSON.stringify(here)));
    expect(() => runner.map('anagram', join(packageRoot, 'lexicons', 'sowpods.lex'), [{ letters: 'AB' }])).toThrow(/is a path/);
  });

  it('adds the same work once: a second submitter of the same payloads joins the first jobs', async () => {
    const { QueueEvents } = await import('bullmq');
    const events = new QueueEvents('verbivore', { connection: { url: redis.url } });
    let duplicated = 0;
    events.on('duplicated', () => duplicated++);
    const second = await RedisRunner.connect(redis.url);
    try {
      await events.waitUntilReady();
      const payloads = cgpLines(24, 17).map(analysis);
      const key = (_: unknown, i: number) => `same-${i}`;
      const [a, b] = await Promise.all([runner, second].map((r) => collect(r.map('scrabbleAnalysis', 'sowpods', payloads, { batch: 6, key }))));
      const want = payloads.map(expected);
      expect(a!.map((o) => o.value)).toEqual(want);
      expect(b!.map((o) => o.value)).toEqual(want);
      for (let t = 0; t < 50 && duplicated === 0; t++) await new Promise((r) => setTimeout(r, 100));
      expect(duplicated).toBeGreaterThan(0);
    } finally {
      await second.close();
      await events.close();
    }
  });

  it('a batch submitted again after its submitter died takes the results its jobs left in Redis', async () => {
    const { Queue, QueueEvents } = await import('bullmq');
    const queue = new Queue('verbivore', { connection: { url: redis.url } });
    const events = new QueueEvents('verbivore', { connection: { url: redis.url } });
    let active = 0;
    const again = await RedisRunner.connect(redis.url, { sweepMs: 500 });
    try {
      await events.waitUntilReady();
      // The jobs a first submitter of these payloads (batch 4, default keys) added before it died.
      const payloads = cgpLines(16, 41).map(analysis);
      const checksum = lexiconChecksum('sowpods');
      const ids: string[] = [];
      for (let i = 0; i < payloads.length; i += 4) {
        const data = { v: JOB_FORMAT, kind: 'scrabbleAnalysis', lexicon: 'sowpods', checksum, payloads: payloads.slice(i, i + 4) };
        ids.push(jobId(data, String(i), String(i + 3)));
        await queue.add(data.kind, data, { jobId: ids.at(-1) });
      }
      for (let t = 0; t < 200 && (await Promise.all(ids.map((id) => queue.getJobState(id)))).some((s) => s !== 'completed'); t++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      events.on('active', () => active++);
      const out = await collect(again.map('scrabbleAnalysis', 'sowpods', payloads, { batch: 4 }));
      expect(out.map((o) => o.value)).toEqual(payloads.map(expected));
      expect(active).toBe(0); // nothing computed twice
      // Collected, the jobs leave Redis.
      let states: string[] = [];
      for (let t = 0; t < 50; t++) {
        states = await Promise.all(ids.map((id) => queue.getJobState(id)));
        if (states.every((s) => s === 'unknown')) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(states).toEqual(ids.map(() => 'unknown'));
    } finally {
      await again.close();
      await events.close();
      await queue.close();
    }
  });

  /** A batch file of reachable positions (each 4 times: distinct lines, same work). */
  const batchFile = (name: string, seed: number) => {
    const lines = cgpLines(300, seed);
    const path = join(dir, name);
    writeFileSync(path, [...lines, ...lines, ...lines, ...lines].join('\n') + '\n');
    return path;
  };
  const localOutput = (file: string) => {
    const r = spawnSync(process.execPath, [cliMain, 'moves', '--batch', file, '--top', '5', '--force', '--workers', '2'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout;
  };
  /** `moves --batch FILE --redis URL`, calling `midway` once a quarter of the lines are out. */
  const queueOutput = (file: string, midway: () => unknown) => new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const p = spawn(process.execPath, [cliMain, 'moves', '--batch', file, '--top', '5', '--force', '--redis', redis.url, '--job-size', '8']);
    let stdout = '', stderr = '', called = false;
    p.stdout.on('data', (b: Buffer) => {
      stdout += b.toString();
      if (!called && stdout.split('\n').length > 300) {
        called = true;
        void midway();
      }
    });
    p.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    p.on('exit', (code) => done({ code, stdout, stderr }));
  });
  const lineNumbers = (stdout: string) => stdout.trim().split('\n').map((l) => (JSON.parse(l) as { line: number }).line);

  it('a worker SIGKILLed mid-batch: every position arrives exactly once, equal to the local pool', async () => {
    const file = batchFile('kill.txt', 23);
    const want = localOutput(file);
    const { Queue, QueueEvents } = await import('bullmq');
    const queue = new Queue('verbivore', { connection: { url: redis.url } });
    const events = new QueueEvents('verbivore', { connection: { url: redis.url } });
    let stalled = 0;
    events.on('stalled', () => stalled++);
    await events.waitUntilReady();
    const victim = alive()[0]!;
    try {
      // Killed while it holds a job (Redis names the worker processing each active job).
      const got = await queueOutput(file, async () => {
        for (let t = 0; t < 2000; t++) {
          const active = await queue.getActive();
          if (active.some((j) => j.processedBy?.endsWith(`-${victim.pid}`))) break;
          await new Promise((r) => setTimeout(r, 5));
        }
        victim.kill('SIGKILL');
      });
      expect(got.code, got.stderr).toBe(0);
      expect(victim.signalCode).toBe('SIGKILL');
      expect(lineNumbers(got.stdout)).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1));
      expect(got.stdout).toBe(want);
      // Its jobs stalled (their locks ran out) and went to the other worker.
      expect(stalled).toBeGreaterThan(0);
    } finally {
      await events.close();
      await queue.close();
      if (victim.exitCode === null && victim.signalCode === null) victim.kill('SIGKILL');
      startWorker();
      await waitForThreads(2);
    }
  });

  it('a Redis restart mid-batch (SIGKILL; append-only file, fsync always) loses nothing acknowledged', async () => {
    const file = batchFile('restart.txt', 29);
    const want = localOutput(file);
    const got = await queueOutput(file, () => redis.restart({ hard: true, downMs: 300 }));
    expect(got.code, got.stderr).toBe(0);
    expect(lineNumbers(got.stdout)).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1));
    expect(got.stdout).toBe(want);
    // Every job Redis had acknowledged was still there: none had to be submitted again.
    expect(got.stderr).not.toMatch(/submitted again/);
    await waitForThreads(2);
  });

  it('grid best --redis: the chains run on the workers; the board rescores as reported', async () => {
    const r = spawnSync(process.execPath, [cliMain, 'grid', 'best', '--size', '3', '--seconds', '2', '--seed', '4', '--redis', redis.url, '--json'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const found = JSON.parse(r.stdout) as { cells: string[]; score: number; workers: number; evaluations: number };
    expect(found.workers).toBe(2);
    expect(found.evaluations).toBeGreaterThan(100);
    expect(findWords(engineFor('sowpods'), makeBoard(found.cells, 'king', { cols: 3 })).score).toBe(found.score);
  });

  it('a worker stops cleanly on SIGTERM, with its summary', async () => {
    const w = spawn(process.execPath, [cliMain, 'worker', '--redis', redis.url, '--concurrency', '1', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    w.stdout.on('data', (b: Buffer) => (out += b.toString()));
    w.stderr.on('data', (b: Buffer) => (err += b.toString()));
    await waitForThreads(3);
    const code = await new Promise((done) => {
      w.once('exit', done);
      w.kill('SIGTERM');
    });
    expect(code, err).toBe(0);
    expect(err).toMatch(/SIGTERM: finishing the jobs in hand/);
    expect(JSON.parse(out)).toMatchObject({ jobs: expect.any(Number), tasks: expect.any(Number), failedJobs: 0 });
  });

  it('Redis losing its data mid-batch: the lost jobs are submitted again, each result arrives once', async () => {
    const payloads = cgpLines(300, 31).map(analysis);
    const want = payloads.map(expected);
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    try {
      const out = [];
      for await (const o of runner.map('scrabbleAnalysis', 'sowpods', payloads, { batch: 4, order: 'arrival' })) {
        out.push(o);
        if (out.length === 60) await admin.flushall();
      }
      expect(out.map((o) => o.index).sort((a, b) => a - b)).toEqual(payloads.map((_, i) => i));
      for (const o of out) expect(o.value).toEqual(want[o.index]);
      expect(runner.resubmitted).toBeGreaterThan(0);
    } finally {
      admin.disconnect();
    }
  });
});
