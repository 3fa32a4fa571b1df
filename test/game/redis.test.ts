// Autoplay and leave training on a Redis queue: a redis-server on a free loopback port
// and one `verbivore worker` process of two threads (runs from dist/: build first). The same
// seed gives the same games and the same table as the local pool; leave tables travel once per
// batch as blobs, named by checksum.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainLeaves } from '../../src/game/train.js';
import { encodeLeaves } from '../../src/leaves/format.js';
import { resolveLeaves } from '../../src/leaves/store.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { findRedisServer, type LocalRedis, startLocalRedis } from '../../src/pool/localRedis.js';
import { EnginePool } from '../../src/pool/pool.js';
import { RedisRunner } from '../../src/pool/redisRunner.js';
import { loadRuleset } from '../../src/rules/index.js';
import { cliMain, runCli, tempDir } from '../helpers.js';

const haveRedis = findRedisServer() !== undefined;
if (!haveRedis && process.env.CI) throw new Error('redis-server is not installed: .ci/run installs it with apt-get install redis-server');

const run = (...args: string[]) => runCli(args);

describe.skipIf(!haveRedis)('autoplay and leave training on a Redis queue', () => {
  let redis: LocalRedis;
  let worker: ChildProcess;
  let runner: RedisRunner;
  let log = '';
  // Made in the hook, not while collecting: a suite skipped without redis-server runs no hooks,
  // so a folder made at collection would be left behind.
  let dir = '';

  beforeAll(async () => {
    dir = tempDir('verbivore-games-redis-');
    await ensureLexicon('sowpods');
    redis = await startLocalRedis();
    worker = spawn(process.execPath, [cliMain, 'worker', '--redis', redis.url, '--concurrency', '2'], { stdio: ['ignore', 'ignore', 'pipe'] });
    worker.stderr!.on('data', (b: Buffer) => (log += b.toString()));
    runner = await RedisRunner.connect(redis.url);
    for (let t = 0; t < 300 && await runner.capacity() < 2; t++) await new Promise((r) => setTimeout(r, 100));
    if (await runner.capacity() < 2) throw new Error(`the worker did not connect within 30 s:\n${log}`);
  });

  afterAll(async () => {
    await runner?.close();
    if (worker && worker.exitCode === null) {
      await new Promise((done) => {
        worker.once('exit', done);
        worker.kill('SIGTERM');
        setTimeout(() => worker.kill('SIGKILL'), 5000).unref();
      });
    }
    await redis?.stop();
  });

  it('a seeded autoplay through Redis equals the local pool: the built-in table by name, a table file as a blob', () => {
    // The built-in table written to a file travels as bytes (a blob), not by name.
    const file = join(dir, 'copy.leaves');
    writeFileSync(file, encodeLeaves(resolveLeaves('builtin', loadRuleset('english'))!));
    const args = ['autoplay', '--games', '12', '--p1', 'equity', '--p2', `equity:${file}`, '--seed', '7', '--json'];
    const local = run(...args, '--workers', '2');
    const queued = run(...args, '--redis', redis.url, '--job-size', '3');
    expect(local.code, local.err).toBe(0);
    expect(queued.code, queued.err).toBe(0);
    const [a, b] = [JSON.parse(local.out), JSON.parse(queued.out)];
    expect(b.runner).toMatch(/^redis:\/\/127\.0\.0\.1:\d+ \(2 worker threads now\)$/);
    expect(b.totalScore).toBe(a.totalScore);
    expect(b.players).toEqual(a.players);
    expect(b.spread).toEqual(a.spread);
    expect(b.games).toBe(12);
  });

  it('a training round through Redis gives the same table as the local pool, byte for byte', async () => {
    const options = { ruleset: 'english', lexicon: 'sowpods', games: 12, rounds: 2, seed: 3, smoothing: 25, evalGames: 4 };
    const pool = new EnginePool(2);
    let here: Buffer;
    try {
      here = Buffer.from(encodeLeaves((await trainLeaves(pool, options)).table));
    } finally {
      await pool.close();
    }
    const there = await trainLeaves(runner, { ...options, chunk: 5, batch: 1 });
    expect(Buffer.compare(Buffer.from(encodeLeaves(there.table)), here)).toBe(0);
    expect(there.rounds.map((r) => r.games)).toEqual([12, 12]);
    expect(there.rounds[1]!.evaluation!.games).toBe(4);
  });

  it('leaves train --redis writes the table --workers 1 writes; a ruleset file is refused before any work', () => {
    const outs = [join(dir, 'local.leaves'), join(dir, 'queued.leaves')];
    const args = ['leaves', 'train', '--games', '6', '--rounds', '1', '--seed', '9', '--json'];
    const local = run(...args, '--workers', '1', '--out', outs[0]!);
    const queued = run(...args, '--redis', redis.url, '--out', outs[1]!);
    expect(local.code, local.err).toBe(0);
    expect(queued.code, queued.err).toBe(0);
    expect(spawnSync('cmp', outs).status).toBe(0);
    const rules = join(dir, 'english-5.json');
    writeFileSync(rules, JSON.stringify({ extends: 'english', name: 'english-5', rackSize: 5 }));
    const refused = run('leaves', 'train', '--rules', rules, '--games', '6', '--redis', redis.url, '--out', join(dir, 'x.leaves'));
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/with --redis, --rules names a built-in ruleset \(english, .*the workers do not have the file/);
  });
});
