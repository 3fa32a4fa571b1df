// verbivore lexicon bench: the command over the lexicon benchmark (src/lexiconBench: the library it runs).

import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Command, printJson, stringOption } from '../command.js';
import { progressBar } from '../progress.js';
import { checkLexiconPath } from '../lexiconOption.js';
import { errors } from '../../errors.js';
import { prepareOutputDir } from '../../inputFile.js';
import { availableLexicons } from '../../lexicon/store.js';
import { benchJson, benchNotes, benchTable, BENCH_FILES, writeBenchFiles } from '../../lexiconBench/report.js';
import { runLexiconBench } from '../../lexiconBench/run.js';
import { secondsOption } from '../limits.js';

const DEFAULT_SECONDS = 60;

export const lexiconBench: Command = {
  name: 'lexicon bench',
  summary: 'measure lexicons side by side (sizes, build, load, lookups, anagrams, moves, boards)',
  help: `Usage: verbivore lexicon bench [NAME...] [--seconds S] [--out DIR] [--skip-build] [--json]

Measures each lexicon (default: every recipe) in one run and prints one Markdown table, lexicons
as columns: words, alphabet size, mean length, DAWG and GADDAG nodes, file bytes, bytes per
word, build seconds, load ms, lookups/s, anagram queries/s, Scrabble move generations/s, grid
boards/s (random 4×4, Boggle scoring), the correlation of tile counts and values derived from
letter frequencies with the official ones (see: verbivore lexicon stats --help), and words by
length. Below it: what each row measures, checksums and run counts.

Workloads are seeded and drawn from the bag of the lexicon's ruleset (english for sowpods and
wordlist). A lexicon that was never built is built on first use, and that build is its timing;
the others are rebuilt into a temporary directory, leaving lexicons/ untouched.

Also writes, to --out: ${BENCH_FILES.table} (the table and notes), ${BENCH_FILES.lengths} (length
histograms, one line per lexicon) and ${BENCH_FILES.tileValues} (derived against official tile
values, one panel per lexicon).

  --seconds S    budget for the whole run, builds included (default ${DEFAULT_SECONDS}); what is left after
                 the builds is shared among the measurements. Each measurement makes at least one
                 run, so a very small budget can be exceeded.
  --out DIR      where to write the table and plots (default: the current directory)
  --skip-build   do not time a fresh build (the build row says "not run")
  --json         print an array of objects, one per lexicon, instead of the table
NAME may also be the path of a .lex file; its build timing then recompiles its own words.`,
  options: { seconds: { type: 'string' }, out: { type: 'string' }, 'skip-build': { type: 'boolean' } },
  async run(values, names) {
    const seconds = secondsOption(values, 'seconds', DEFAULT_SECONDS);
    const out = resolve(stringOption(values, 'out', '.'));
    if (names.length === 0) names = availableLexicons().recipes;
    if (new Set(names).size !== names.length) throw errors.usage('a lexicon is named twice');
    for (const name of names) checkLexiconPath(name, 'lexicon');
    prepareOutputDir(out, '--out');
    const buildBars = new Map<string, ReturnType<typeof progressBar>>();
    let measureBar: ReturnType<typeof progressBar> | undefined;
    const wallStart = performance.now(), cpuStart = process.cpuUsage();
    const results = await runLexiconBench(names, {
      seconds,
      build: !values['skip-build'],
      events: {
        buildProgress(name, kind, phase, done, total) {
          const key = `${name} ${kind}`;
          let bar = buildBars.get(key);
          if (!bar) buildBars.set(key, (bar = progressBar(`${name} (${kind})`)));
          bar(phase, done, total);
        },
        buildDone(name, timing) {
          const bar = buildBars.get(`${name} ${timing.kind}`);
          const msg = `${name}: ${timing.kind} in ${timing.seconds.toFixed(1)} s`;
          if (bar) bar.done(msg);
          else process.stderr.write(`${msg}\n`);
        },
        measuring(name, label, used, total) {
          measureBar ??= progressBar('lexicon bench');
          measureBar(`${name}: ${label}`, used, total);
        },
        finished(used) {
          measureBar?.done(`lexicon bench: ${(used / 1000).toFixed(1)} s of ${seconds} s`);
        },
      },
    });
    const wallMs = performance.now() - wallStart;
    const cpu = process.cpuUsage(cpuStart);
    const context = { seconds, wallSeconds: wallMs / 1000, cpuShare: (cpu.user + cpu.system) / 1000 / wallMs };
    const written = writeBenchFiles(out, results, context);
    if (values.json) printJson(benchJson(results));
    else console.log(`${benchTable(results)}\n\n${benchNotes(results, context)}`);
    process.stderr.write(`wrote ${written.join(', ')}\n`);
    return 0;
  },
};
