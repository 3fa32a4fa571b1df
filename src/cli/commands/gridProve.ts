// verbivore grid prove: every board of a size scoring at least a threshold, proved by branch and
// bound over board classes (src/grid/prove/), on the pool or a Redis queue, resumable.

import { engineFor } from '../../engine.js';
import { errors, exitStatus } from '../../errors.js';
import { searchBestBoard } from '../../grid/best.js';
import { parseSize } from '../../grid/prove/classes.js';
import { proveBoards } from '../../grid/prove/driver.js';
import { scoringTable } from '../../grid/scoring.js';
import type { TaskRunner } from '../../pool/runner.js';
import { type Command, intOption, plural, printJson, stringOption } from '../command.js';
import { takeInterrupt } from '../interrupt.js';
import { openLexiconFor } from '../lexiconOption.js';
import { openRunner, RUNNER_HELP, RUNNER_OPTIONS } from '../runnerOption.js';

export const gridProve: Command = {
  name: 'grid prove',
  summary: 'prove the best boards of a size: every board scoring at least T (branch and bound over board classes)',
  help: `Usage: verbivore grid prove --size 3x3|3x4|4x4 [--threshold T] [--lexicon L] [--scoring boggle]
                            [--workers K | --redis URL] [--resume FILE] [--json]

Finds every board of the size (king moves, one letter a cell, Q as Qu) that scores at least T, and
proves that no other does: the boards are cut into classes (a bucket of letters per cell), a class
whose upper bound is below T is discarded, the others are split cell by cell (docs/proof.md).
Prints the boards, best first, and the certificate (classes split, discarded, boards scored).
Progress with an ETA on stderr. Ctrl-C stops: the finished tasks stay in the --resume file.
On 3x4 the hardest classes' trees take about 345 MB of the engine's 1 GiB memory, which the
threads of one process share: run one thread a process (--workers 1, or queue workers with
--concurrency 1, as many processes as cores).

  --size RxC           rows x columns: 3x3, 3x4, 4x4 (default 3x3)
  --threshold T        the least score kept (default: the best board of a 10 s annealing run;
                       square boards only)
  --buckets LIST       letter buckets, comma-separated (default AEIOU,DLNRSTY,BCFGHJKMPQVWXZ;
                       larger than 3x4: AEIOU,LNRST,CDGHMPY,BFJKQVWXZ); the proof covers the
                       boards of their letters only
  --resume FILE        checkpoint: created, or continued when it exists (a run killed midway
                       repeats only the tasks in flight)
  --leaf-size N        a class of at most N boards is scored board by board (default 1)
  --classes-per-task N class numbers per task (default: 512 tasks in all)
  --every N            only every Nth task: a sample, to time a proof (never PROVED)
  --scoring NAME       scoring table (default boggle)
  --lexicon NAME       lexicon name or .lex path (default sowpods)
${RUNNER_HELP}
  --json               the result as JSON`,
  options: {
    size: { type: 'string' }, threshold: { type: 'string' }, buckets: { type: 'string' }, resume: { type: 'string' },
    'leaf-size': { type: 'string' }, 'classes-per-task': { type: 'string' }, every: { type: 'string' }, scoring: { type: 'string' },
    lexicon: { type: 'string', short: 'l' }, ...RUNNER_OPTIONS,
  },
  async run(values) {
    const interrupt = new AbortController();
    const release = takeInterrupt(() => interrupt.abort());
    let runner: TaskRunner | undefined;
    try {
      const name = stringOption(values, 'lexicon', 'sowpods');
      await openLexiconFor(name);
      const { rows, cols } = parseSize(stringOption(values, 'size', '3x3'));
      const table = scoringTable(stringOption(values, 'scoring', 'boggle'));
      const buckets = values.buckets === undefined ? undefined : stringOption(values, 'buckets', '').split(',').map((b) => b.trim()).filter(Boolean);
      const opened = await openRunner(values, name, { tasks: Infinity });
      runner = opened.runner;
      let threshold: number;
      if (values.threshold !== undefined) threshold = intOption(values, 'threshold', 1, 1);
      else {
        if (rows !== cols) throw errors.usage(`--threshold is needed for ${rows}x${cols} boards (the annealing run is for square boards)`);
        process.stderr.write('verbivore: no --threshold: annealing for 10 s to find one\n');
        const best = await searchBestBoard(runner, name, { size: rows, distribution: 'uniform', seconds: 10, seed: 1, scoring: table.name });
        threshold = best.best.score;
        process.stderr.write(`verbivore: threshold ${threshold} (${best.best.text})\n`);
      }
      const engine = engineFor(name);
      const t0 = performance.now();
      const result = await proveBoards(runner, name, engine, {
        rows, cols, threshold, buckets, scoring: table.name,
        leafSize: values['leaf-size'] === undefined ? undefined : intOption(values, 'leaf-size', 1, 1),
        classesPerTask: values['classes-per-task'] === undefined ? undefined : intOption(values, 'classes-per-task', 1, 1),
        every: values.every === undefined ? undefined : intOption(values, 'every', 1, 1),
        checkpoint: values.resume === undefined ? undefined : stringOption(values, 'resume', ''), signal: interrupt.signal, jobSize: opened.jobSize,
      }, (p) => {
        const eta = p.eta === undefined ? '' : `, ETA ${formatSeconds(p.eta)}`;
        process.stderr.write(`\r${p.elapsed.toFixed(0).padStart(5)} s  tasks ${p.tasksDone}/${p.tasks} (${(100 * p.tasksDone / p.tasks).toFixed(1)}%)  ` +
          `${plural(p.boards, 'board')} ≥ ${threshold}${eta}   `);
      });
      process.stderr.write('\n');
      const c = result.certificate;
      const status = result.interrupted ? exitStatus.interrupted : 0;
      if (values.json) {
        printJson({ boards: result.boards, certificate: c, seconds: result.seconds, taskSeconds: result.taskSeconds, resumedTasks: result.resumed, interrupted: result.interrupted });
        return status;
      }
      const shown = result.boards.slice(0, 50);
      for (const b of shown) console.log(`${String(b.score).padStart(6)}  ${b.text}`);
      if (result.boards.length > shown.length) console.log(`... and ${result.boards.length - shown.length} more (--json lists them all)`);
      const why = c.every > 1 ? `a sample: every ${c.every}th task` : 'interrupted: rerun with the same --resume file to finish';
      console.log(`${c.complete ? 'PROVED' : `NOT PROVED (${why})`}: ` +
        `${plural(result.boards.length, 'board')} of ${c.size} score at least ${c.threshold} (${c.scoring}, ${c.lexicon}, checksum ${c.lexiconChecksum >>> 0})`);
      console.log(`certificate: ${c.canonicalClasses.toLocaleString('en')} canonical classes of ${c.classes.toLocaleString('en')} ` +
        `(buckets ${c.buckets.join(' ')}), ${c.split.toLocaleString('en')} split, ${c.discarded.toLocaleString('en')} discarded, ` +
        `${c.scored.toLocaleString('en')} boards scored; tasks ${c.tasksDone}/${c.every > 1 ? `${Math.ceil(c.tasks / c.every)} (every ${c.every}th of ${c.tasks})` : c.tasks}` + (result.resumed ? ` (${result.resumed} from the checkpoint)` : ''));
      console.log(`${result.seconds.toFixed(1)} s here, ${result.taskSeconds.toFixed(1)} s of tasks in all, on ${opened.where}` +
        ` (${((performance.now() - t0) / 1000).toFixed(1)} s proving)`);
      return status;
    } finally {
      release();
      await runner?.close();
    }
  },
};

function formatSeconds(s: number): string {
  if (s < 120) return `${Math.round(s)} s`;
  if (s < 7200) return `${(s / 60).toFixed(1)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}
