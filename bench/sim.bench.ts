// Simulation speed, English (SOWPODS): simulated plies per second (a ply = one best-by-equity
// search for the side to move plus apply/undo). Target: ≥ 5,000 per worker; 2 workers ≥ 1.8×.
// Run: npm run bench -- sim   (or: npx tsc -p tsconfig.json && node dist/bench/sim.bench.js)
//
// Workload: 8 positions of test/fixtures/scrabble/midgame-corpus.cgp (every 34th), each
// simulated with 20 candidates, 2 plies, 50 iterations (one round), no pruning: 40 plies an
// iteration, 16,000 plies a run. Measured:
//   "searcher"  the bare ply in this thread — the opponent's and the side's racks of each corpus
//               position searched by equity, the best applied and undone — the ceiling the
//               simulation can reach with today's Searcher;
//   "thread"    simulate() in this thread (no pool);
//   "pool"      simulate() on 1 and 2 workers, runs alternating; the speed-up is the median
//               ratio of neighbouring runs.
// Beside the wall clock, plies per CPU-second of this process (worker threads included) and the
// CPUs it kept busy: on a shared machine, a 2-worker run that keeps only one CPU busy was
// starved by other work, not held back by the simulation.
// Checksum: plies simulated and the sum of the leaders' means (the same on every run and worker
// count, for the same seed).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { Engine } from '../src/engine.js';
import { searcherFor } from '../src/game/index.js';
import { resolveLeaves } from '../src/leaves/store.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { packageRoot } from '../src/paths.js';
import { EnginePool } from '../src/pool/pool.js';
import type { TaskRunner } from '../src/pool/runner.js';
import { loadRuleset } from '../src/rules/index.js';
import { type Position, readCgp } from '../src/scrabble/position/index.js';
import { simulate } from '../src/sim/simulate.js';
import { type BenchRow, printTable } from './report.js';

interface Run {
  seconds: number;
  /** CPU seconds of this process (worker threads included) during the run. */
  cpu: number;
  plies: number;
  checksum: string;
}

/** Runs `f` timing its wall clock and this process's CPU time. */
async function timed(f: () => Promise<{ plies: number; checksum: string }> | { plies: number; checksum: string }): Promise<Run> {
  const c0 = process.cpuUsage(), t0 = performance.now();
  const r = await f();
  const c = process.cpuUsage(c0);
  return { seconds: (performance.now() - t0) / 1000, cpu: (c.user + c.system) / 1e6, ...r };
}

export async function simBench(options: { positions?: number; iterations?: number; rounds?: number } = {}): Promise<void> {
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`load average before: ${load()} (${availableParallelism()} cores)`);
  const rules = loadRuleset('english');
  await ensureLexicon('sowpods');
  const lines = readFileSync(join(packageRoot, 'test', 'fixtures', 'scrabble', 'midgame-corpus.cgp'), 'utf8').trim().split('\n');
  const count = options.positions ?? 8, iterations = options.iterations ?? 50, rounds = options.rounds ?? 3;
  const step = Math.floor(lines.length / count);
  const positions: Position[] = Array.from({ length: count }, (_, i) => readCgp(lines[i * step]!, rules.alphabet));

  const once = (runner?: TaskRunner): Promise<Run> => timed(async () => {
    let plies = 0, leaders = 0;
    for (const p of positions) {
      const r = await simulate(p, { ruleset: 'english', lexicon: 'sowpods', candidates: 20, plies: 2, iterations, seed: 1, prune: false, runner });
      plies += r.simulatedPlies;
      leaders += r.candidates[0]!.mean;
    }
    return { plies, checksum: `${plies} plies, Σleader ${leaders.toFixed(2)}` };
  });
  // On a shared machine the wall clock counts other people's work; CPU time does not.
  const cpuLine = (name: string, runs: Run[]) => {
    const perCpu = runs.map((r) => r.plies / r.cpu).sort((x, y) => x - y)[runs.length >> 1]!;
    const busy = runs.map((r) => r.cpu / r.seconds).sort((x, y) => x - y)[runs.length >> 1]!;
    console.log(`${name}: ${Math.round(perCpu).toLocaleString('en')} plies per CPU-second (worker threads included), ${busy.toFixed(2)} CPUs busy on average`);
  };
  const row = (name: string, runs: Run[]): BenchRow => {
    const median = runs.slice().sort((x, y) => x.seconds - y.seconds)[runs.length >> 1]!;
    return {
      name, medianUs: median.seconds * 1e6, callsPerSecond: 1 / median.seconds, itemsPerSecond: median.plies / median.seconds,
      samples: runs.length, checksum: median.checksum,
    };
  };

  // The bare ply: each position's two racks, best by equity, applied and undone.
  // Another engine's searcher: nothing shared with the simulations' (engineFor's).
  const searcher = searcherFor(new Engine(await ensureLexicon('sowpods')), rules);
  const leaves = resolveLeaves('builtin', rules)!;
  const bare = () => timed(() => {
    let plies = 0, total = 0;
    for (let rep = 0; rep < 20; rep++) {
      for (const p of positions) {
        searcher.load(p.board);
        for (const rack of p.racks) {
          const best = searcher.byEquity(rack, leaves, { top: 1, exchangeLimit: 7, pass: true }).moves[0]!;
          total += best.equity;
          plies++;
          if (best.move.kind === 'place') {
            searcher.apply(best.move);
            searcher.undo();
          }
        }
      }
    }
    return { plies, checksum: `${plies} plies, Σequity ${total.toFixed(2)}` };
  });
  await bare();
  const bareRuns: Run[] = [];
  for (let i = 0; i < rounds; i++) bareRuns.push(await bare());
  await once(); // warm-up: lexicon, layouts, compiled code
  const threadRuns: Run[] = [];
  for (let i = 0; i < rounds; i++) threadRuns.push(await once());
  printTable(`simulation in this thread (items/s = simulated plies/s; ${count} corpus positions × 20 candidates × 2 plies × ${iterations} iterations)`, [
    row('searcher: best by equity + apply/undo (the ceiling)', bareRuns),
    row('simulate, this thread', threadRuns),
  ]);
  cpuLine('searcher', bareRuns);
  cpuLine('simulate, this thread', threadRuns);

  const pools = [new EnginePool(1), new EnginePool(2)];
  try {
    for (const pool of pools) await once(pool); // warm-up: threads, lexicon, layouts
    const runs: Run[][] = [[], []];
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const w of round % 2 ? [1, 0] : [0, 1]) runs[w]!.push(await once(pools[w]));
      ratios.push(runs[0]![round]!.seconds / runs[1]![round]!.seconds);
    }
    printTable('simulation through the pool (items/s = simulated plies/s)', runs.map((r, w) => row(`pool, ${w + 1} worker${w ? 's' : ''}`, r)));
    runs.forEach((r, w) => cpuLine(`pool, ${w + 1} worker${w ? 's' : ''}`, r));
    const sorted = ratios.slice().sort((x, y) => x - y);
    console.log(`2 workers / 1 worker = ${sorted[sorted.length >> 1]!.toFixed(2)}× (median of ${rounds} neighbouring pairs; range ${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)})`);
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
  console.log(`load average after: ${load()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await simBench();
