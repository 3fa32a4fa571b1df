// Throughput of a 10,000-position batch (moves --batch's work: top 20 plays of each position)
// on the local pool and through Redis to `verbivore worker` processes on this machine, with
// what each run cost in CPU (every process involved: this one, the workers, redis-server) and
// in Redis commands and bytes per job — the figures docs/scale.md's sizing plan rests on. The
// two modes alternate, and a Redis case's share of the local pool's throughput is the median
// of its rounds' ratios (each against the local run just before it), so that a machine whose
// load drifts compares runs made seconds apart.
// Run: npm run bench -- scale   (Linux: CPU of other processes is read from /proc)

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { Engine } from '../src/engine.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { packageRoot } from '../src/paths.js';
import { startLocalRedis } from '../src/pool/localRedis.js';
import { EnginePool } from '../src/pool/pool.js';
import { RedisRunner } from '../src/pool/redisRunner.js';
import type { TaskRunner } from '../src/pool/runner.js';
import type { Analysis } from '../src/game/analyse.js';
import { type BenchRow, printTable } from './report.js';
import { benchPositions } from './scrabble.bench.js';

const POSITIONS = 10_000;
const main = join(packageRoot, 'dist', 'src', 'cli', 'main.js');

/** User + system CPU seconds a process has used (Linux /proc). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
  } catch {
    return 0;
  }
}

interface Run { ms: number; cpu: number; checksum: string; commands: number; bytes: number; jobs: number }

export async function scaleBench(rounds = 5): Promise<void> {
  console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (${availableParallelism()} cores)`);
  const engine = new Engine(await ensureLexicon('sowpods'));
  const payloads = benchPositions(engine, POSITIONS).map((cgp) => ({ ruleset: 'english', cgp, top: 20, force: true }));
  const redis = await startLocalRedis();
  const workers: ChildProcess[] = [];
  const startWorker = () => {
    workers.push(spawn(process.execPath, [main, 'worker', '--redis', redis.url, '--concurrency', '1'], { stdio: 'ignore' }));
  };
  const { Redis } = await import('ioredis');
  const admin = new Redis(redis.url);
  const redisStats = async () => {
    const info = await admin.info('stats');
    const n = (k: string) => Number(new RegExp(`${k}:(\\d+)`).exec(info)?.[1] ?? 0);
    return { commands: n('total_commands_processed'), bytes: n('total_net_input_bytes') + n('total_net_output_bytes') };
  };
  const runner = await RedisRunner.connect(redis.url);
  const pools = [new EnginePool(1), new EnginePool(2)];

  const runOnce = async (r: TaskRunner, batch: number, count = POSITIONS): Promise<Run> => {
    const others = () => cpuSeconds(redis.pid) + workers.reduce((s, w) => s + cpuSeconds(w.pid), 0);
    const cpu0 = process.cpuUsage(), other0 = others(), stats0 = await redisStats();
    const t0 = performance.now();
    let moves = 0, best = 0, failed = 0;
    for await (const o of r.map('scrabbleAnalysis', 'sowpods', payloads.slice(0, count), { batch })) {
      if (o.error) failed++;
      else {
        moves += o.value!.moves.length;
        best += o.value!.moves[0]?.score ?? 0;
      }
    }
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const stats1 = await redisStats();
    return {
      ms, cpu: (cpu.user + cpu.system) / 1e6 + others() - other0,
      checksum: `${failed} failed, ${moves} moves, Σbest ${best}`,
      commands: stats1.commands - stats0.commands, bytes: stats1.bytes - stats0.bytes, jobs: Math.ceil(count / batch),
    };
  };
  const waitForThreads = async (n: number) => {
    while (await runner.capacity() < n) await new Promise((r) => setTimeout(r, 100));
  };

  const rows: BenchRow[] = [];
  const perJob: string[] = [];
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;
  const record = (name: string, runs: Run[], reference?: Run[]) => {
    const m = runs.slice().sort((a, b) => a.ms - b.ms)[runs.length >> 1]!;
    const cpu = median(runs.map((r) => r.cpu));
    const ratios = reference ? runs.map((r, k) => reference[k]!.ms / r.ms * 100) : [];
    const ratio = reference
      ? ` · ${median(ratios).toFixed(0)}% of the local pool (rounds ${ratios.map((x) => x.toFixed(0)).join(', ')}; CPU: ${(median(reference.map((r) => r.cpu)) / cpu * 100).toFixed(0)}%)`
      : '';
    rows.push({
      name, medianUs: m.ms * 1000, callsPerSecond: 1000 / m.ms, itemsPerSecond: POSITIONS / (m.ms / 1000), samples: runs.length,
      checksum: `${m.checksum}; median ${cpu.toFixed(2)} CPU s, ${(cpu / POSITIONS * 1e6).toFixed(0)} CPU µs/position (${(m.cpu / (m.ms / 1000)).toFixed(2)} cores)${ratio}`,
    });
    if (m.commands > 100) {
      perJob.push(`${name}: ${m.jobs} jobs, ${(m.commands / m.jobs).toFixed(1)} Redis commands and ${(m.bytes / m.jobs / 1024).toFixed(1)} KiB per job ` +
        `(${(m.bytes / POSITIONS).toFixed(0)} B per position)`);
    }
  };
  try {
    // One worker process, against one local thread.
    startWorker();
    await waitForThreads(1);
    await runOnce(runner, 256, 2000);
    await runOnce(pools[0]!, 16, 2000);
    const one: Run[][] = [[], []];
    for (let k = 0; k < rounds; k++) {
      one[0]!.push(await runOnce(pools[0]!, 16));
      one[1]!.push(await runOnce(runner, 256));
    }
    // Two worker processes, against two local threads; job sizes from 64 to 1,024 positions.
    startWorker();
    await waitForThreads(2);
    await runOnce(runner, 256, 2000);
    await runOnce(pools[1]!, 16, 2000);
    const sizes = [64, 256, 1024];
    const two: Run[][] = [[], ...sizes.map(() => [])];
    for (let k = 0; k < rounds; k++) {
      two[0]!.push(await runOnce(pools[1]!, 16));
      for (const [i, size] of sizes.entries()) two[i + 1]!.push(await runOnce(runner, size));
    }
    record('local pool, 1 thread (16 per message)', one[0]!);
    record('Redis, 1 worker process × 1 thread, 256 per job', one[1]!, one[0]!);
    record('local pool, 2 threads (16 per message)', two[0]!);
    sizes.forEach((size, i) => record(`Redis, 2 worker processes × 1 thread, ${size} per job`, two[i + 1]!, two[0]!));
    printTable(`${POSITIONS.toLocaleString('en')} positions, top 20 each (items/s = positions/s; CPU = every process involved)`, rows);
    console.log('');
    for (const line of perJob) console.log(line);
  } finally {
    await runner.close();
    await Promise.all(pools.map((p) => p.close()));
    admin.disconnect();
    await Promise.all(workers.map((w) => new Promise((done) => {
      w.once('exit', done);
      w.kill('SIGTERM');
    })));
    await redis.stop();
  }
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await scaleBench();
