// A match: N seeded games between two player specs through a TaskRunner (task `autoplay`: the
// local pool or a Redis queue), seats alternating, and what it showed: games/s, mean scores, win
// rates with 95 % intervals, spread, bingos per game, points per move. The games and their
// totals depend only on the seed, never on the runner, the number of workers or how games are
// grouped into tasks and jobs.

import type { Blobs } from '../pool/blobs.js';
import type { TaskRunner } from '../pool/runner.js';
import type { AutoplayResult, AutoplayTask, GameSummary, PlayerSpec } from './autoplay.js';
import type { LeaveSamples } from './samples.js';

export interface MatchOptions {
  ruleset: string;
  lexicon: string;
  players: [PlayerSpec, PlayerSpec];
  games: number;
  seed: number;
  gcg?: boolean;
  positions?: [number, number];
  samples?: boolean;
  /** Games per task (default 4). */
  chunk?: number;
  /** Tasks per message (pool) or job (queue); default the runner's. */
  batch?: number;
  /** The blobs the players' leave tables name (leaveRefOf). */
  blobs?: Blobs;
  onGame?: (game: GameSummary) => void;
  onSamples?: (samples: LeaveSamples) => void;
  progress?: (done: number, total: number) => void;
}

export interface PlayerStats {
  kind: string;
  /** The player as people read it, e.g. "equity (built-in leaves)" (set by the caller). */
  description?: string;
  meanScore: number;
  /** Wins, a tie counting half. */
  wins: number;
  winRate: number;
  /** 95 % Wilson score interval of the win rate (a tie counting half a win). */
  winRateCi95: [number, number];
  bingosPerGame: number;
  /** Points per move (passes and exchanges count as moves of 0). */
  pointsPerMove: number;
}

export interface MatchStats {
  games: number;
  seconds: number;
  gamesPerSecond: number;
  players: [PlayerStats, PlayerStats];
  /**
   * p1's score less p2's, per game, and its 95 % interval (normal approximation); null with
   * fewer than 2 games, which give no spread of their own to measure it by.
   */
  spread: { mean: number; ci95: [number, number] | null };
  ties: number;
  /** Sum of every final score of both players: a checksum of the run. */
  totalScore: number;
}

export async function runMatch(runner: TaskRunner, o: MatchOptions): Promise<MatchStats> {
  const chunk = o.chunk ?? 4;
  const tasks: AutoplayTask[] = [];
  for (let first = 0; first < o.games; first += chunk) {
    tasks.push({
      ruleset: o.ruleset, lexicon: o.lexicon, players: o.players, seed: o.seed, first, count: Math.min(chunk, o.games - first),
      ...(o.gcg && { gcg: true }), ...(o.positions && { positions: o.positions }), ...(o.samples && { samples: true }),
    });
  }
  const acc = new MatchAccumulator(o.players);
  const start = performance.now();
  // Job ids from the games' numbers (the job's hash covers the seed and the players).
  const key = (p: AutoplayTask) => `g${p.first}`;
  for await (const r of runner.map('autoplay', o.lexicon, tasks, { batch: o.batch, blobs: o.blobs, key })) {
    if (r.error) throw r.error;
    for (const g of r.value!.games) {
      acc.add(g);
      o.onGame?.(g);
    }
    if (r.value!.samples) o.onSamples?.(r.value!.samples);
    o.progress?.(acc.count, o.games);
  }
  return acc.stats((performance.now() - start) / 1000);
}

export class MatchAccumulator {
  count = 0;
  private readonly score = [0, 0];
  private readonly bingos = [0, 0];
  private readonly points = [0, 0];
  private readonly moves = [0, 0];
  private wins = 0;
  private ties = 0;
  private spread = 0;
  private spreadSq = 0;

  constructor(private readonly players: [PlayerSpec, PlayerSpec]) {}

  add(g: GameSummary): void {
    this.count++;
    for (const i of [0, 1]) {
      this.score[i]! += g.scores[i]!;
      this.bingos[i]! += g.bingos[i]!;
      this.points[i]! += g.movePoints[i]!;
      this.moves[i]! += g.moves[i]!;
    }
    const d = g.scores[0] - g.scores[1];
    const result = d > 0 ? 1 : d === 0 ? 0.5 : 0;
    if (d === 0) this.ties++;
    this.wins += result;
    this.spread += d;
    this.spreadSq += d * d;
  }

  stats(seconds: number): MatchStats {
    const n = Math.max(1, this.count);
    const ci = (sum: number, sumSq: number): [number, number] | null => {
      if (this.count < 2) return null;
      const mean = sum / n, variance = (sumSq - n * mean * mean) / (n - 1);
      const half = 1.96 * Math.sqrt(Math.max(0, variance) / n);
      return [mean - half, mean + half];
    };
    const p1Rate = this.wins / n;
    const [lo, hi] = wilsonInterval(this.wins, this.count);
    const player = (i: 0 | 1): PlayerStats => ({
      kind: this.players[i].kind,
      meanScore: this.score[i]! / n,
      wins: i === 0 ? this.wins : this.count - this.wins,
      winRate: i === 0 ? p1Rate : 1 - p1Rate,
      winRateCi95: i === 0 ? [lo, hi] : [1 - hi, 1 - lo],
      bingosPerGame: this.bingos[i]! / n,
      pointsPerMove: this.points[i]! / Math.max(1, this.moves[i]!),
    });
    return {
      games: this.count,
      seconds,
      gamesPerSecond: this.count / Math.max(seconds, 1e-9),
      players: [player(0), player(1)],
      spread: { mean: this.spread / n, ci95: ci(this.spread, this.spreadSq) },
      ties: this.ties,
      totalScore: this.score[0]! + this.score[1]!,
    };
  }
}

/**
 * The Wilson score interval of a proportion: `successes` of `n` trials, at the normal quantile
 * `z` (1.96: 95 %). Unlike the normal approximation it does not shrink to a point when every
 * trial went one way, and it stays inside [0, 1]. No trials: [0, 1].
 */
export function wilsonInterval(successes: number, n: number, z = 1.96): [number, number] {
  if (n <= 0) return [0, 1];
  const p = successes / n, z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
