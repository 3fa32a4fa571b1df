// Monte Carlo simulation: which of a position's best moves by static equity is best
// once the next plies are played out? The K best moves by static equity are the candidates;
// each iteration deals the opponent a rack from the unseen tiles and plays every candidate
// still in the race, then `plies` moves of the static-equity player (playout.ts); what a
// candidate's playouts are worth on average ranks it.
//
// The work goes in rounds of ROUND_ITERATIONS iterations, each cut into chunks (pool tasks
// `sim`) spread over the runner's workers. Statistics are merged per round, in iteration order,
// and candidates are pruned only between rounds (stats.ts), so for a fixed seed the statistics
// after n rounds are the same whatever the number of workers or the size of the chunks. A stop
// (time, Ctrl-C, budget) keeps the rounds completed and drops the one in flight.

import { Budget, type PartialInfo } from '../budget.js';
import { engineFor } from '../engine.js';
import { errors } from '../errors.js';
import { leaveRefFor, leaveRefOf, type SentLeaves } from '../game/autoplay.js';
import { type Blobs, holdBlobs } from '../pool/blobs.js';
import { defaultLeaves, resolveLeaves } from '../leaves/resolve.js';
import type { LeaveTable } from '../leaves/table.js';
import type { TaskOutcome, TaskRunner } from '../pool/runner.js';
import { loadRuleset, type CompiledRuleset } from '../rules/index.js';
import type { Move } from '../scrabble/movegen.js';
import type { Position } from '../scrabble/position/index.js';
import type { OpponentLeave, SimPosition } from './playout.js';
import { SimStats } from './stats.js';
import { type CandidatesResult, type PlayoutsResult, type SimSetup, simTask, type SimTask } from './task.js';

/** Iterations per round: pruning and progress reports happen between rounds. */
export const ROUND_ITERATIONS = 50;
/** Plies a chunk aims at: enough to pay for a pool message (~0.15 ms) many times over. */
const CHUNK_PLIES = 80;
export const MAX_CANDIDATES = 200;
export const MAX_PLIES = 50;
export const DEFAULT_ITERATIONS = 1000;

export interface SimOptions {
  /** Built-in ruleset name or ruleset file. */
  ruleset: string;
  lexicon: string;
  /** 'builtin' (default where the ruleset has one), 'none' (every leave worth 0), or a table. */
  leaves?: 'builtin' | 'none' | LeaveTable;
  /** How many of the best moves by static equity to simulate (default 20). */
  candidates?: number;
  /** Moves played after the candidate in each playout (default 2: the reply, then ours). */
  plies?: number;
  /**
   * Moves simulated too when they are not among the K best (a move played, set against the best);
   * one that is not a legal move of the position is left out.
   */
  include?: Move[];
  /** Iterations per candidate (default 1000; unlimited when only `seconds` is given). */
  iterations?: number;
  /** Stop at the end of the first round after this many seconds. */
  seconds?: number;
  /** A budget: stop after this many seconds, the result marked partial (`partial`). */
  maxSeconds?: number;
  seed?: number;
  /** Prune candidates statistically behind the leader (default true). */
  prune?: boolean;
  /** Where the playouts run (an EnginePool, a RedisRunner); default this thread. */
  runner?: TaskRunner;
  /** Stops between chunks (Ctrl-C): the rounds completed are reported, `stopped: 'interrupted'`. */
  signal?: AbortSignal;
  /**
   * The opponent's kept tiles as inference weighs them (src/infer: its `leaves`): each iteration
   * deals the opponent one of them by probability, the rest of their rack from the unseen tiles.
   */
  opponentLeaves?: OpponentLeave[];
}

export interface SimCandidateReport {
  move: Move;
  /** Static equity, points. */
  equity: number;
  iterations: number;
  /** Mean playout value, points: spread gained and leave values (docs/sim.md). */
  mean: number;
  /** Standard error of the mean, points. */
  stderr: number;
  /** Share of playouts ending with the side ahead, ties half (telling only `nearEnd`). */
  winRate: number;
  /** Iterations it had when pruned; absent while it is simulated. */
  prunedAt?: number;
}

/** iterations: as asked; seconds: time up; pruned: one candidate left; interrupted: the signal; budget: maxSeconds. */
export type SimStop = 'iterations' | 'seconds' | 'pruned' | 'interrupted' | 'budget';

export interface SimReport {
  /** Candidates still simulated by mean, best first; then the pruned ones by mean. */
  candidates: SimCandidateReport[];
  /** Iterations done so far (by the candidates still simulated). */
  iterations: number;
  rounds: number;
  /** Plies simulated: searches by the static-equity player after the candidates. */
  simulatedPlies: number;
  seconds: number;
  /** Moves of the position by static equity, tiles unseen by the side to move, tiles in the bag. */
  moves: number;
  unseen: number;
  bag: number;
  /**
   * Whether the win rate tells much: the bag holds at most plies × rack size tiles, so the
   * playouts can empty it and end close to the final spread.
   */
  nearEnd: boolean;
  /** Why the simulation stopped (the last report only). */
  stopped?: SimStop;
  /** Set when `maxSeconds` stopped it. */
  partial?: PartialInfo;
}

/**
 * Simulates the position's best moves for the side on turn; `onRound` is called after each
 * round with the report so far.
 */
export async function simulate(position: Position, options: SimOptions, onRound?: (report: SimReport) => void): Promise<SimReport> {
  const start = performance.now();
  const o = checkedOptions(options);
  const rules = loadRuleset(o.ruleset);
  const r = rules.ruleset;
  if (position.rows !== r.rows || position.cols !== r.cols) {
    throw errors.badInput(`the position is ${position.rows}×${position.cols}, ruleset ${r.name} plays on ${r.rows}×${r.cols}`);
  }
  const side = position.onTurn;
  const setup: SimSetup = {
    ruleset: o.ruleset,
    position: {
      board: Array.from(position.board), rack: Array.from(position.racks[side]),
      scores: [position.scores[side], position.scores[1 - side]!], zeroTurns: position.zeroTurns,
    } satisfies SimPosition,
    plies: o.plies,
    seed: o.seed,
    ...(options.opponentLeaves?.length && { opponentLeaves: options.opponentLeaves.map((l) => ({ tiles: [...l.tiles], probability: l.probability })) }),
  };
  const sent = leaveRef(o.leaves, rules);
  if (sent) setup.leaves = sent.ref;
  // In this thread the tasks read the table's bytes from the thread's blobs; a runner carries them.
  const blobs = sent?.blobs ?? {};
  if (!o.runner) holdBlobs(blobs);
  const budget = o.maxSeconds === undefined ? undefined : new Budget({ seconds: o.maxSeconds });
  const runner = o.runner;
  const capacity = runner ? Math.max(1, await runner.capacity()) : 1;

  const found = await runOne<CandidatesResult>(runner, o.lexicon, { op: 'candidates', setup, count: o.candidates, include: o.include }, blobs);
  const candidates = found.candidates;
  const stats = new SimStats(candidates.length, 100 * (setup.position.scores[0] - setup.position.scores[1]));
  const nearEnd = found.bag <= Math.max(1, o.plies) * r.rackSize;
  let done = 0, rounds = 0, plies = 0;
  let stopped: SimStop | undefined;
  const report = (): SimReport => ({
    candidates: ranked(stats, candidates.map((c) => c.move), candidates.map((c) => c.equity)),
    iterations: done, rounds, simulatedPlies: plies, seconds: (performance.now() - start) / 1000,
    moves: found.moves, unseen: found.unseen, bag: found.bag, nearEnd,
    ...(stopped && { stopped }),
    ...(stopped === 'budget' && { partial: budget!.stopInfo()! }),
  });

  while (!stopped) {
    const live = stats.live();
    if (done >= o.iterations) stopped = 'iterations';
    else if (o.seconds !== undefined && performance.now() - start >= o.seconds * 1000) stopped = 'seconds';
    else if (candidates.length > 1 && live.length === 1) stopped = 'pruned';
    else if (o.signal?.aborted) stopped = 'interrupted';
    else if (budget?.expired()) stopped = 'budget';
    if (stopped) break;

    const roundSize = Math.min(ROUND_ITERATIONS, o.iterations - done);
    const perIteration = live.length * Math.max(1, o.plies);
    const chunk = Math.max(1, Math.min(Math.floor(roundSize / (4 * capacity)), Math.ceil(CHUNK_PLIES / perIteration)));
    const moves = live.map((c) => candidates[c]!.move);
    const tasks: SimTask[] = [];
    for (let first = done; first < done + roundSize; first += chunk) {
      tasks.push({ op: 'playouts', setup, candidates: moves, first, count: Math.min(chunk, done + roundSize - first) });
    }
    const results: PlayoutsResult[] = [];
    let searches = 0;
    for await (const outcome of runChunks(runner, o.lexicon, tasks, blobs)) {
      if (outcome.error) throw outcome.error;
      results[outcome.index] = outcome.value!;
      searches += outcome.value!.searches;
      if (o.signal?.aborted) stopped = 'interrupted';
      else if (budget && (budget.spend(outcome.value!.searches) || budget.expired())) stopped = 'budget';
      if (stopped) break;
    }
    if (stopped) break;
    // Merge in iteration order (the sums are exact integers; the order keeps even that moot).
    const values = new Array<number>(live.length);
    for (const result of results) {
      for (let i = 0; i < result.values[0]!.length; i++) {
        for (let j = 0; j < live.length; j++) values[j] = result.values[j]![i]!;
        stats.add(live, values);
      }
    }
    done += roundSize;
    rounds++;
    plies += searches;
    if (o.prune) stats.prune();
    onRound?.(report());
  }
  return report();
}

interface CheckedOptions {
  ruleset: string;
  lexicon: string;
  leaves: 'builtin' | 'none' | LeaveTable | undefined;
  candidates: number;
  plies: number;
  include?: Move[];
  iterations: number;
  seconds?: number;
  maxSeconds?: number;
  seed: number;
  prune: boolean;
  runner?: TaskRunner;
  signal?: AbortSignal;
}

function checkedOptions(o: SimOptions): CheckedOptions {
  const whole = (name: string, v: number | undefined, fallback: number, min: number, max: number) => {
    if (v === undefined) return fallback;
    if (!Number.isInteger(v) || v < min || v > max) throw errors.usage(`${name} must be a whole number from ${min} to ${max.toLocaleString('en')}, got ${v}`);
    return v;
  };
  const positive = (name: string, v: number | undefined) => {
    if (v !== undefined && !(Number.isFinite(v) && v > 0)) throw errors.usage(`${name} must be a number of seconds > 0, got ${v}`);
    return v;
  };
  const seconds = positive('seconds', o.seconds);
  return {
    ruleset: o.ruleset,
    lexicon: o.lexicon,
    leaves: o.leaves,
    candidates: whole('candidates', o.candidates, 20, 1, MAX_CANDIDATES),
    plies: whole('plies', o.plies, 2, 0, MAX_PLIES),
    include: o.include,
    iterations: whole('iterations', o.iterations, seconds === undefined ? DEFAULT_ITERATIONS : Infinity, 1, Number.MAX_SAFE_INTEGER),
    seconds,
    maxSeconds: positive('maxSeconds', o.maxSeconds),
    seed: whole('seed', o.seed, 1, 0, 0xffff_ffff),
    prune: o.prune ?? true,
    runner: o.runner,
    signal: o.signal,
  };
}

/** The leave table as a task payload and the blobs that carry it (undefined: none). */
function leaveRef(leaves: CheckedOptions['leaves'], rules: CompiledRuleset): SentLeaves | undefined {
  const spec = leaves ?? defaultLeaves(rules);
  if (spec === 'none') return undefined;
  if (spec === 'builtin') {
    resolveLeaves('builtin', rules); // a clear error where the ruleset has no table
    return leaveRefFor('builtin', rules);
  }
  if (typeof spec === 'string') throw errors.usage(`leaves is 'builtin', 'none' or a LeaveTable, got "${spec}"`);
  spec.checkFor(rules, 'the leave table given');
  return leaveRefOf(spec, 'the leave table given');
}

/** Candidates still simulated by mean (ties: static equity order), then the pruned ones by mean. */
function ranked(stats: SimStats, moves: Move[], equities: number[]): SimCandidateReport[] {
  const order = moves.map((_, c) => c).sort((a, b) => {
    const pa = stats.prunedAt[a] !== undefined, pb = stats.prunedAt[b] !== undefined;
    return Number(pa) - Number(pb) || stats.mean(b) - stats.mean(a) || a - b;
  });
  return order.map((c) => ({
    move: moves[c]!, equity: equities[c]!, iterations: stats.iterations[c]!, mean: stats.mean(c), stderr: stats.stderr(c),
    winRate: stats.winRate(c), ...(stats.prunedAt[c] !== undefined && { prunedAt: stats.prunedAt[c] }),
  }));
}

async function runOne<T extends CandidatesResult | PlayoutsResult>(runner: TaskRunner | undefined, lexicon: string, task: SimTask, blobs: Blobs): Promise<T> {
  if (!runner) return simTask(engineFor(lexicon), task) as T;
  for await (const r of runner.map<'sim', T>('sim', lexicon, [task], { blobs })) {
    if (r.error) throw r.error;
    return r.value!;
  }
  throw errors.internal('a sim task gave no result');
}

/** Lets pending events run (setImmediate in Node; a browser has only timers and messages). */
export const nextTurnOfEvents = (): Promise<void> => new Promise((resolve) => (typeof globalThis.setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/** The chunks' outcomes in input order: through the runner, or in this thread one at a time, letting events (Ctrl-C) in between. */
async function* runChunks(runner: TaskRunner | undefined, lexicon: string, tasks: SimTask[], blobs: Blobs): AsyncGenerator<TaskOutcome<PlayoutsResult>> {
  if (runner) {
    yield* runner.map<'sim', PlayoutsResult>('sim', lexicon, tasks, { blobs });
    return;
  }
  const engine = engineFor(lexicon);
  for (let index = 0; index < tasks.length; index++) {
    await nextTurnOfEvents();
    yield { index, value: simTask(engine, tasks[index]!) as PlayoutsResult };
  }
}
