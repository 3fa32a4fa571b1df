// Every command that runs many tasks: on this machine's threads (--workers K) or on the workers
// of a Redis queue (--redis URL). The command sees one TaskRunner either way.

import { errors } from '../errors.js';
import { EnginePool } from '../pool/pool.js';
import { checkLexiconName, redisLabel } from '../pool/queue.js';
import { rulesetNames } from '../rules/index.js';
import type { TaskRunner } from '../pool/runner.js';
import { intOption, type Options, stringOption, type Values } from './command.js';
import { workersOption } from './limits.js';

export const RUNNER_OPTIONS: Options = {
  workers: { type: 'string' }, redis: { type: 'string' }, 'job-size': { type: 'string' },
};

export const RUNNER_HELP = `  --workers K          worker threads on this machine (default and most: the cores, or the tasks if fewer)
  --redis URL          run on the workers of a Redis queue instead ("verbivore worker --redis URL"
                       on each machine; see docs/scale.md)
  --job-size N         with --redis: tasks per queue job (default: up to 256, ~8 jobs per worker thread)`;

export interface OpenedRunner {
  runner: TaskRunner;
  /** Tasks per message or job to pass to map: --job-size, or undefined for the runner's choice. */
  jobSize?: number;
  /** "2 threads" or "redis://host:6379 (3 workers, 12 threads)", for progress lines. */
  where: string;
  /** The runner is a Redis queue. */
  redis: boolean;
}

/**
 * The runner the flags ask for, for tasks on `lexicon`; `--workers` with `--redis` only where
 * `workersWithRedis` (grid best: chains).
 */
export async function openRunner(
  values: Values, lexicon: string, options: { workersWithRedis?: boolean; tasks?: number; tasksText?: string } = {},
): Promise<OpenedRunner> {
  const url = stringOption(values, 'redis', '');
  const jobSize = values['job-size'] === undefined ? undefined : intOption(values, 'job-size', 1, 1);
  if (!url) {
    if (jobSize !== undefined) throw errors.usage('--job-size is for --redis (queue jobs); the local pool sizes its own messages');
    // Locally no more threads than cores or tasks (limits.ts says so when it caps).
    const pool = new EnginePool(workersOption(values, options.tasks ?? Infinity, options.tasksText));
    return { runner: pool, where: `${pool.workers} thread${pool.workers === 1 ? '' : 's'}`, redis: false };
  }
  if (values.workers !== undefined && !options.workersWithRedis) {
    throw errors.usage('--workers counts threads on this machine; with --redis the work runs on the "verbivore worker" processes (their --concurrency)');
  }
  checkLexiconName(lexicon);
  const { RedisRunner } = await import('../pool/redisRunner.js');
  const runner = await RedisRunner.connect(url, { onStatus: (m) => process.stderr.write(`verbivore: ${m}\n`) });
  const slots = await runner.capacity();
  if (slots === 0) {
    process.stderr.write(`verbivore: no worker serves ${redisLabel(url)} yet; the tasks wait for one (start: verbivore worker --redis URL)\n`);
  }
  return { runner, jobSize, where: `${redisLabel(url)} (${slots} worker thread${slots === 1 ? '' : 's'} now)`, redis: true };
}

/** Help of the runner options of the commands that play games (autoplay, leaves train). */
export const GAMES_RUNNER_HELP = `  --workers K          worker threads on this machine (default and most: the cores)
  --redis URL          play on the workers of a Redis queue instead ("verbivore worker --redis URL"
                       on each machine; docs/scale.md); the same seed gives the same games
  --job-size N         with --redis: games per queue job (default: ~8 jobs per worker thread,
                       4 to 5,000 games; each job's figures come back summed)`;

/** On a queue the workers compile the ruleset by name: a ruleset file is on this machine only. */
export function checkQueueRuleset(values: Values, ruleset: string): void {
  // A file, as resolveRuleset tells them apart.
  if (values.redis !== undefined && (ruleset.includes('/') || ruleset.toLowerCase().endsWith('.json'))) {
    throw errors.usage(`with --redis, --rules names a built-in ruleset (${rulesetNames.join(', ')}); the workers do not have the file ${ruleset}`);
  }
}

/** Games per task: on a queue one task is one job (--job-size games, results per job); locally `local`. */
export async function gamesPerTask(opened: OpenedRunner, games: number, local: number): Promise<{ chunk: number; batch?: number }> {
  if (!opened.redis) return { chunk: local };
  const slots = Math.max(1, await opened.runner.capacity());
  return { chunk: opened.jobSize ?? Math.max(4, Math.min(5000, Math.ceil(games / (8 * slots)))), batch: 1 };
}
