// The championship player's strength: seeded games against the static-equity player (built-in
// leaves both), seats alternating (the champion moves first in even games), on the pool.
// Run: npm run bench -- champion
//   CHAMPION_GAMES     games (default 100)
//   CHAMPION_SECONDS   the champion's time a move (default 0.5); each game runs on one thread
//   CHAMPION_PLAYOUTS  playouts a move instead of time (simulations and endgames then the same on any
//                      machine; the pre-endgame still goes by CHAMPION_SECONDS)
//   CHAMPION_WORKERS   games played at once, one a worker thread (default 2)
//   CHAMPION_SEED      seed of the run (default 1)
//   CHAMPION_DECISIONS N: instead of games, the champion's choice (CHAMPION_PLAYOUTS playouts, default
//                      300) and static equity's on N mid-game corpus positions (every 23rd from
//                      line 5: 12 at most), each against the best of a long round-robin simulation (the same 10
//                      candidates, 2 plies, 1,500 iterations, no pruning): the points each loses a move
// Prints the champion's win rate with its 95 % interval (Wilson; ties half), the spread, and the
// load average before and after (a time budget buys fewer playouts on a busy machine).
// Checksum: the total score of the games (the same for a seed only with CHAMPION_PLAYOUTS).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { championPlayer } from '../src/champion/champion.js';
import { engineFor } from '../src/engine.js';
import { Game } from '../src/game/game.js';
import { playerRandom } from '../src/game/play.js';
import { searcherFor } from '../src/game/searcher.js';
import { resolveLeaves } from '../src/leaves/resolve.js';
import { packageRoot } from '../src/paths.js';
import { moveKey } from '../src/scrabble/move.js';
import type { Move } from '../src/scrabble/movegen.js';
import { readCgp } from '../src/scrabble/position/index.js';
import { simulate } from '../src/sim/simulate.js';
import { leaveRefFor, type PlayerSpec } from '../src/game/autoplay.js';
import { runMatch } from '../src/game/match.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { EnginePool } from '../src/pool/pool.js';
import { loadRuleset } from '../src/rules/index.js';

const env = (name: string, fallback: number) => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number > 0, got "${v}"`);
  return n;
};

export async function championBench(): Promise<void> {
  if (process.env.CHAMPION_DECISIONS) return decisions(env('CHAMPION_DECISIONS', 10), env('CHAMPION_PLAYOUTS', 300));
  const games = env('CHAMPION_GAMES', 100), seconds = env('CHAMPION_SECONDS', 0.5), workers = env('CHAMPION_WORKERS', 2), seed = env('CHAMPION_SEED', 1);
  const playouts = process.env.CHAMPION_PLAYOUTS ? env('CHAMPION_PLAYOUTS', 1) : undefined;
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`champion bench: ${games} games, ${playouts ? `${playouts} playouts` : `${seconds} s`} a move, ${workers} workers, seed ${seed}; load average before: ${load()} (${availableParallelism()} cores)`);
  const rules = loadRuleset('english');
  await ensureLexicon('sowpods');
  const leaves = leaveRefFor('builtin', rules).ref;
  const champion: PlayerSpec = { kind: 'champion', leaves, champion: playouts ? { playouts } : { secondsPerMove: seconds } };
  const equity: PlayerSpec = { kind: 'equity', leaves };
  const pool = new EnginePool(workers);
  let stats;
  try {
    stats = await runMatch(pool, {
      ruleset: 'english', lexicon: 'sowpods', players: [champion, equity], games, seed, chunk: 1,
      progress: (done, total) => { if (done % 10 === 0 || done === total) process.stderr.write(`champion bench: ${done}/${total} games\n`); },
    });
  } finally {
    await pool.close();
  }
  const c = stats.players[0];
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const ci = stats.spread.ci95;
  console.log(`champion vs equity: ${stats.games} games in ${stats.seconds.toFixed(0)} s; champion wins ${pct(c.winRate)} (95 % ${pct(c.winRateCi95[0])}–${pct(c.winRateCi95[1])}), ` +
    `ties ${stats.ties}; spread ${stats.spread.mean >= 0 ? '+' : ''}${stats.spread.mean.toFixed(1)}${ci ? ` (95 % ${ci[0].toFixed(1)} to ${ci[1].toFixed(1)})` : ''}; ` +
    `mean scores ${stats.players[0].meanScore.toFixed(1)}–${stats.players[1].meanScore.toFixed(1)}; Σscore ${stats.totalScore}`);
  console.log(`load average after: ${load()}`);
}

/** The champion's and static equity's choices against a long simulation's best (see the top). */
async function decisions(count: number, playouts: number): Promise<void> {
  console.log(`champion decisions: ${count} positions, ${playouts} playouts a move; load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const rules = loadRuleset('english');
  await ensureLexicon('sowpods');
  const engine = engineFor('sowpods');
  const leaves = resolveLeaves('builtin', rules)!;
  const corpus = readFileSync(join(packageRoot, 'test', 'fixtures', 'scrabble', 'midgame-corpus.cgp'), 'utf8').trim().split('\n');
  const key = (m: Move) => (m.kind === 'place' ? moveKey(m) : `${m.kind} ${m.kind === 'exchange' ? m.tiles.join(',') : ''}`);
  let n = 0, agreeChampion = 0, agreeStatic = 0, lossChampion = 0, lossStatic = 0;
  for (let line = 5; line < corpus.length && n < count; line += 23, n++) {
    const position = readCgp(corpus[line]!, rules.alphabet);
    const ref = await simulate(position, { ruleset: 'english', lexicon: 'sowpods', candidates: 10, plies: 2, iterations: 1500, prune: false, seed: 99 });
    const mean = new Map(ref.candidates.map((c) => [key(c.move), c.mean]));
    const best = ref.candidates[0]!;
    const game = new Game(rules, { seed: 1, position });
    const searcher = searcherFor(engine, rules);
    searcher.load(game.board);
    const champion = championPlayer(engine, rules, { leaves, playouts });
    const chosen = champion.choose({ game, player: game.onTurn, rack: game.racks[game.onTurn]!, searcher, random: playerRandom(line, 0) });
    const statically = searcher.byEquity(game.racks[game.onTurn]!, leaves, { top: 1, exchangeLimit: game.exchangeLimit, pass: true }).moves[0]!.move;
    if (key(chosen) === key(best.move)) agreeChampion++;
    if (key(statically) === key(best.move)) agreeStatic++;
    lossChampion += best.mean - mean.get(key(chosen))!;
    lossStatic += best.mean - mean.get(key(statically))!;
  }
  console.log(`champion decisions: ${n} positions; the long simulation's best chosen by the champion ${agreeChampion}, by static equity ${agreeStatic}; ` +
    `points lost a move: champion ${(lossChampion / n).toFixed(2)}, static ${(lossStatic / n).toFixed(2)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await championBench();
