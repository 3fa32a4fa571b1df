// Every command that runs many tasks: on this machine's threads (--workers K) or on the workers
// of a Redis queue (--redis URL). The command sees one TaskRunner either way.

import { errors } from '../errors.js';
import { EnginePool } from '../pool/pool.js';
import { checkLexiconName, redisLabel } from '../pool/queue.js';
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
