// Whole games and the searches they make, English (SOWPODS).
// Run: npm run bench -- game   (or: npx tsc -p tsconfig.json && node dist/bench/game.bench.js)
//
//   (the mid-game corpus's searches are in bench/scrabble.bench.ts)
//   "games"    seeded games in this thread, score against score and equity against score;
//   "pool"     300 games of score players with 1 and 2 workers, runs alternating; the speed-up
//              is the median ratio of neighbouring runs.
// Checksums: total final score of the games.

import { availableParallelism, loadavg } from 'node:os';
import { Engine } from '../src/engine.js';
import { runMatch } from '../src/game/match.js';
import { Game, gameSeed, MovegenSearcher, playerRandom, playGame, equityPlayer, scorePlayer, type Player } from '../src/game/index.js';
import { resolveLeaves } from '../src/leaves/store.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { EnginePool } from '../src/pool/pool.js';
import { loadRuleset } from '../src/rules/index.js';
import { type BenchRow, printTable, runBench } from './report.js';

export async function gameBench(options: { poolGames?: number; rounds?: number } = {}): Promise<void> {
  console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (${availableParallelism()} cores)`);
  const rules = loadRuleset('english');
  const engine = new Engine(await ensureLexicon('sowpods'));
  const searcher = new MovegenSearcher(engine, rules);
  const leaves = resolveLeaves('builtin', rules)!;

  const games = (players: Player[], n: number) => {
    let total = 0;
    for (let i = 0; i < n; i++) {
      const seed = gameSeed(9, i);
      const g = playGame(new Game(rules, { seed }), i % 2 ? [...players].reverse() : players, searcher,
        { randoms: [playerRandom(seed, 0), playerRandom(seed, 1)] });
      total += g.scores[0]! + g.scores[1]!;
    }
    return total;
  };
  const sums: Record<string, number> = {};
  await runBench('games in one thread (items/s = games/s)', [
    { name: 'games: score vs score, 20 games', items: 20, fn: () => { sums.score = games([scorePlayer(), scorePlayer()], 20); }, checksum: () => `Σscore ${sums.score}` },
    { name: 'games: equity vs score, 20 games', items: 20, fn: () => { sums.equity = games([equityPlayer(leaves), scorePlayer()], 20); }, checksum: () => `Σscore ${sums.equity}` },
  ], { time: 5000, iterations: 3 });

  const poolGames = options.poolGames ?? 300, rounds = options.rounds ?? 3;
  const pools = [new EnginePool(1), new EnginePool(2)];
  try {
    const once = async (pool: EnginePool) => runMatch(pool, {
      ruleset: 'english', lexicon: 'sowpods', players: [{ kind: 'score' }, { kind: 'score' }], games: poolGames, seed: 1,
    });
    for (const pool of pools) await once(pool); // warm-up: lexicon, layouts
    const runs: Awaited<ReturnType<typeof once>>[][] = [[], []];
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const w of round % 2 ? [1, 0] : [0, 1]) runs[w]!.push(await once(pools[w]!));
      ratios.push(runs[0]![round]!.seconds / runs[1]![round]!.seconds);
    }
    const rows: BenchRow[] = runs.map((r, w) => {
      const median = r.slice().sort((x, y) => x.seconds - y.seconds)[r.length >> 1]!;
      return {
        name: `pool, ${w + 1} worker${w ? 's' : ''}: ${poolGames} games, score vs score`, medianUs: median.seconds * 1e6,
        callsPerSecond: 1 / median.seconds, itemsPerSecond: median.gamesPerSecond, samples: r.length, checksum: `Σscore ${median.totalScore}`,
      };
    });
    printTable('autoplay through the pool (items/s = games/s)', rows);
    const sorted = ratios.slice().sort((x, y) => x - y);
    console.log(`2 workers / 1 worker = ${sorted[sorted.length >> 1]!.toFixed(2)}× (median of ${rounds} neighbouring pairs; range ${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)})`);
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await gameBench();
