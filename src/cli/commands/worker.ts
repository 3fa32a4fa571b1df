// verbivore worker: serves a Redis queue's tasks on this machine's cores until stopped.

import { errors, exitStatus } from '../../errors.js';
import { type Command, intOption, printJson, stringOption } from '../command.js';

export const worker: Command = {
  name: 'worker',
  summary: 'run queued tasks from Redis (moves --batch, grid best, autoplay, leaves train ... --redis URL) on this machine',
  help: `Usage: verbivore worker --redis URL [--concurrency K] [--stall-seconds S]

Takes jobs from the Redis queue that "verbivore moves --batch FILE --redis URL" and
"verbivore grid best ... --redis URL" fill, and runs them on K worker threads. Start one per
machine, on as many machines as you like, all with the same URL (see docs/scale.md).

Each machine uses its own copy of a job's lexicon, built from its recipe on first use; a job
whose lexicon checksum differs from this machine's copy fails with a lexicon-mismatch error.
A job whose worker dies is taken up by another worker within about 2×S seconds. Ctrl-C or
SIGTERM: finish the jobs in hand, then exit (twice: exit now; the jobs go to other workers).
Progress on stderr every 10 s; with --json, a summary on stdout at exit.

  --redis URL          redis://[user:password@]host:port[/db]
  --concurrency K      worker threads (default: the number of cores)
  --stall-seconds S    how long a job's lock lasts without renewal (default 30)`,
  options: {
    redis: { type: 'string' }, concurrency: { type: 'string' }, 'stall-seconds': { type: 'string' },
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument "${positionals[0]}" (see verbivore worker --help)`);
    const url = stringOption(values, 'redis', '');
    if (!url) throw errors.usage('give the queue with --redis URL, e.g. verbivore worker --redis redis://localhost:6379');
    const concurrency = values.concurrency === undefined ? undefined : intOption(values, 'concurrency', 1, 1);
    const stallSeconds = Number(stringOption(values, 'stall-seconds', '30'));
    if (!(stallSeconds >= 1)) throw errors.usage(`--stall-seconds must be a number ≥ 1, got "${values['stall-seconds']}"`);
    const log = (line: string) => process.stderr.write(`verbivore worker: ${line}\n`);
    const { QueueWorker } = await import('../../pool/queueWorker.js');
    const { redisLabel } = await import('../../pool/queue.js');
    // Signals count from now: a SIGTERM while connecting (the queue may list this worker before
    // start returns) stops it once started.
    let stopping = false;
    let stop = () => {};
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const onSignal = (signal: string) => {
      if (stopping) process.exit(exitStatus.interrupted);
      stopping = true;
      log(`${signal}: finishing the jobs in hand (again to exit now)`);
      stop();
    };
    process.on('SIGINT', () => onSignal('SIGINT'));
    process.on('SIGTERM', () => onSignal('SIGTERM'));
    const w = await QueueWorker.start(url, { concurrency, stallSeconds, log });
    log(`serving ${redisLabel(url)} with ${w.pool.workers} thread${w.pool.workers === 1 ? '' : 's'} as ${w.name}`);

    let last = w.stats();
    const ticker = setInterval(() => {
      const s = w.stats();
      if (s.tasks === last.tasks && s.failedJobs === last.failedJobs) return;
      const rate = (s.tasks - last.tasks) / (s.seconds - last.seconds);
      log(`${s.jobs.toLocaleString('en')} jobs, ${s.tasks.toLocaleString('en')} tasks (${s.failedTasks} failed), ` +
        `${Math.round(rate).toLocaleString('en')} tasks/s over the last ${Math.round(s.seconds - last.seconds)} s`);
      last = s;
    }, 10_000);

    await stopped;
    clearInterval(ticker);
    await w.close();
    const s = w.stats();
    log(`stopped: ${s.jobs.toLocaleString('en')} jobs, ${s.tasks.toLocaleString('en')} tasks (${s.failedTasks} failed) in ${s.seconds.toFixed(1)} s`);
    if (values.json) printJson(s);
    return 0;
  },
};
