// Leave training by self-play: each round, two equity players with the current table play the
// round's games through a TaskRunner (the pool or a Redis queue); every kept leave is credited with its owner's next-turn equity
// (samples.ts); the new table is the smoothed estimate of those credits (leaves/estimate.ts).
// Round 1 starts from a table of zeros (equity = score, exchanges worth 0) unless given one.
// Each round has its own seeds, so a run is the same for a seed whatever the worker count.

import { addTotals, emptyTotals, estimateLeaves } from '../leaves/estimate.js';
import { LeaveTable } from '../leaves/table.js';
import type { TaskRunner } from '../pool/runner.js';
import { loadRuleset } from '../rules/index.js';
import { leaveRefOf } from './autoplay.js';
import { type MatchStats, runMatch } from './match.js';
import { gameSeed } from './play.js';

export interface TrainOptions {
  ruleset: string;
  lexicon: string;
  /** Games per round. */
  games: number;
  rounds: number;
  seed: number;
  /** Weight, in samples, of a leave's prior from its sub-leaves (estimate.ts). */
  smoothing: number;
  /** The table round 1 plays with (default: zeros). */
  start?: LeaveTable;
  /** After each round, games of the new table against the one it was trained with (0 = none). */
  evalGames?: number;
  /** Provenance written into the table's metadata. */
  source?: Record<string, unknown>;
  progress?: (phase: string, done: number, total: number) => void;
  onRound?: (round: RoundReport) => void;
  /** Games per task (default 8) and tasks per message or job (default the runner's). */
  chunk?: number;
  batch?: number;
}

export interface RoundReport {
  round: number;
  games: number;
  seconds: number;
  /** Leaves credited, and how many distinct leaves were. */
  samples: number;
  leavesSeen: number;
  /** The new table (p1) against the previous one (p2), when evalGames > 0. */
  evaluation?: MatchStats;
}

export async function trainLeaves(runner: TaskRunner, o: TrainOptions): Promise<{ table: LeaveTable; rounds: RoundReport[] }> {
  const rules = loadRuleset(o.ruleset);
  let table = o.start ?? LeaveTable.empty(rules);
  const reports: RoundReport[] = [];
  for (let round = 1; round <= o.rounds; round++) {
    const started = performance.now();
    const totals = emptyTotals(table.size);
    const sent = leaveRefOf(table, `round ${round} table`);
    await runMatch(runner, {
      ruleset: o.ruleset, lexicon: o.lexicon, games: o.games, seed: gameSeed(o.seed, 0x7fff0000 + round),
      players: [{ kind: 'equity', leaves: sent.ref }, { kind: 'equity', leaves: sent.ref }], samples: true,
      chunk: o.chunk ?? 8, batch: o.batch, blobs: sent.blobs,
      onSamples: (s) => addTotals(totals, s),
      progress: (done, total) => o.progress?.(`round ${round}/${o.rounds}`, done, total),
    });
    let samples = 0, leavesSeen = 0;
    for (const n of totals.count) {
      samples += n;
      if (n) leavesSeen++;
    }
    const next = estimateLeaves(rules, totals, o.smoothing, { ...o.source, round, samples });
    const report: RoundReport = { round, games: o.games, seconds: 0, samples, leavesSeen };
    if (o.evalGames) {
      const trained = leaveRefOf(next, `round ${round} table`);
      report.evaluation = await runMatch(runner, {
        ruleset: o.ruleset, lexicon: o.lexicon, games: o.evalGames, seed: gameSeed(o.seed, 0x7ffe0000 + round),
        players: [{ kind: 'equity', leaves: trained.ref }, { kind: 'equity', leaves: sent.ref }],
        chunk: o.chunk, batch: o.batch, blobs: { ...sent.blobs, ...trained.blobs },
        progress: (done, total) => o.progress?.(`evaluate ${round}`, done, total),
      });
    }
    report.seconds = (performance.now() - started) / 1000;
    reports.push(report);
    o.onRound?.(report);
    table = next;
  }
  return { table, rounds: reports };
}
