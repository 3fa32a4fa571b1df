// verbivore leaves train | convert | info: leave tables made by self-play, converted between the
// binary format and CSV, and described.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { errors } from '../../errors.js';
import { trainLeaves } from '../../game/train.js';
import { parseLeavesCsv, writeLeavesCsv } from '../../leaves/csv.js';
import { decodeLeaves } from '../../leaves/format.js';
import { resolveLeaves, writeLeavesFile } from '../../leaves/store.js';
import type { LeaveTable } from '../../leaves/table.js';
import { loadRuleset } from '../../rules/index.js';
import { rackString } from '../../scrabble/notation.js';
import { type Command, intOption, plural, printJson, stringOption } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { progressBar } from '../progress.js';
import { openRunner, RUNNER_OPTIONS } from '../runnerOption.js';
import { checkQueueRuleset, gamesPerTask, GAMES_RUNNER_HELP } from '../runnerOption.js';

const DEFAULT_SMOOTHING = 100;

export const leavesTrain: Command = {
  name: 'leaves train',
  summary: 'train a leave table by self-play, on this machine or on the workers of a Redis queue',
  help: `Usage:
  verbivore leaves train --rules R --games N --out FILE [--rounds R] [--workers K | --redis URL] [--seed S]

Each round two equity players using the current table play N games; every leave kept is
credited with its owner's next-turn equity (score + value of the leave then kept), measured
against keeping nothing; leaves seen rarely lean on their sub-leaves (--smoothing); the
averages are the next round's table. Round 1 starts from zeros (--start FILE to continue a
table). The same seed gives the same table whatever the number of workers or machines (on a
queue, each round's table goes to Redis once, named by its checksum, and each job's leave sums
come back summed).

  --rules NAME|FILE    english (default), catalan, spanish, or a ruleset JSON
  --lexicon NAME       lexicon (default: the ruleset's)
  --games N            games per round (required)
  --rounds R           rounds (default 3)
  --out FILE           where to write the table (binary; .csv writes CSV)
  --seed S             seed of the run (default 1)
  --smoothing K        weight in samples of a leave's sub-leaf estimate (default ${DEFAULT_SMOOTHING})
  --start FILE         the table round 1 plays with (binary or CSV)
  --eval N             after each round, N games of the new table against the previous one
${GAMES_RUNNER_HELP}
  --json               print the rounds' figures as JSON`,
  options: {
    rules: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, games: { type: 'string' }, rounds: { type: 'string' },
    out: { type: 'string' }, seed: { type: 'string' }, smoothing: { type: 'string' }, start: { type: 'string' },
    eval: { type: 'string' }, ...RUNNER_OPTIONS,
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument "${positionals[0]}" (see verbivore leaves train --help)`);
    if (values.games === undefined) throw errors.usage('leaves train needs --games N (games per round)');
    if (values.out === undefined) throw errors.usage('leaves train needs --out FILE');
    const ruleset = stringOption(values, 'rules', 'english');
    const rules = loadRuleset(ruleset);
    const lexicon = stringOption(values, 'lexicon', rules.ruleset.lexicon);
    const games = intOption(values, 'games', 0, 1);
    const rounds = intOption(values, 'rounds', 3, 1);
    const seed = intOption(values, 'seed', 1, 0);
    const smoothing = intOption(values, 'smoothing', DEFAULT_SMOOTHING, 0);
    const evalGames = intOption(values, 'eval', 0, 0);
    const out = String(values.out);
    const start = values.start === undefined ? undefined : resolveLeaves(String(values.start), rules);
    await openLexiconFor(lexicon);
    checkQueueRuleset(values, ruleset);
    const opened = await openRunner(values, lexicon, { tasks: Math.ceil(games / 8), tasksText: `${plural(games, 'game')} a round` });
    const bar = progressBar(`leaves train ${rules.ruleset.name}`);
    const command = `verbivore leaves train --rules ${ruleset} --games ${games} --rounds ${rounds} --seed ${seed} --smoothing ${smoothing}` +
      (values.start ? ` --start ${values.start}` : '');
    const started = performance.now();
    let result;
    try {
      result = await trainLeaves(opened.runner, {
        ruleset, lexicon, games, rounds, seed, smoothing, start, evalGames, ...await gamesPerTask(opened, games, 8),
        source: { command, lexicon, games, rounds, seed, smoothing },
        progress: bar,
        onRound: (r) => {
          const ev = r.evaluation;
          const against = ev ? `; new vs previous table ${(ev.players[0].winRate * 100).toFixed(1)} % wins, spread ${ev.spread.mean >= 0 ? '+' : ''}${ev.spread.mean.toFixed(1)}` : '';
          bar.done(`round ${r.round}: ${plural(r.games, 'game')}, ${r.samples} leaves credited (${r.leavesSeen} distinct), ${r.seconds.toFixed(1)} s${against}`);
        },
      });
    } finally {
      await opened.runner.close();
    }
    const seconds = (performance.now() - started) / 1000;
    if (out.toLowerCase().endsWith('.csv')) writeFileSync(out, writeLeavesCsv(result.table));
    else writeLeavesFile(out, result.table);
    if (values.json) printJson({ out, ruleset: rules.ruleset.name, seconds, rounds: result.rounds });
    else console.log(`wrote ${out}: ${result.table.size.toLocaleString('en')} leaves, ${plural(rounds, 'round')} of ${plural(games, 'game')} in ${seconds.toFixed(1)} s`);
    return 0;
  },
};

export const leavesConvert: Command = {
  name: 'leaves convert',
  summary: 'convert a leave table between the binary format and CSV',
  help: `Usage:
  verbivore leaves convert IN OUT [--rules R]

A .csv OUT is written as LEAVE,VALUE lines (every leave but the empty one); any other OUT as
the binary format. A CSV IN is read for the ruleset's tiles (--rules, default english); leaves
it does not list are worth 0.`,
  options: { rules: { type: 'string' } },
  run(values, positionals) {
    if (positionals.length !== 2) throw errors.usage('leaves convert takes IN and OUT (see verbivore leaves convert --help)');
    const [input, output] = positionals as [string, string];
    const table = readAnyTable(input, stringOption(values, 'rules', 'english'));
    if (output.toLowerCase().endsWith('.csv')) writeFileSync(output, writeLeavesCsv(table));
    else writeLeavesFile(output, table);
    if (values.json) printJson({ input, output, leaves: table.size });
    else console.log(`wrote ${output}: ${table.size.toLocaleString('en')} leaves`);
    return 0;
  },
};

export const leavesInfo: Command = {
  name: 'leaves info',
  summary: 'what a leave table holds: tiles, size, provenance, best and worst leaves',
  help: `Usage:
  verbivore leaves info FILE|builtin [--rules R] [--top N]

Prints the table's alphabet, ruleset, number of leaves, how it was made, and its N best and
worst leaves (default 10). "builtin" is the ruleset's shipped table.`,
  options: { rules: { type: 'string' }, top: { type: 'string' } },
  run(values, positionals) {
    if (positionals.length !== 1) throw errors.usage('leaves info takes one FILE (or builtin)');
    const ruleset = stringOption(values, 'rules', 'english');
    const table = readAnyTable(positionals[0]!, ruleset);
    const top = intOption(values, 'top', 10, 1);
    const ranked: { leave: string; value: number }[] = [];
    table.index.forEach((counts, length, i) => {
      if (length === 0) return;
      const tiles: number[] = [];
      for (let t = 0; t < counts.length; t++) for (let n = counts[t]!; n > 0; n--) tiles.push(t);
      ranked.push({ leave: rackString(tiles, table.alphabet), value: table.values[i]! / 100 });
    });
    ranked.sort((a, b) => b.value - a.value);
    const info = {
      alphabet: table.meta.alphabet, ruleset: table.meta.ruleset, leaves: table.size, maxLength: table.maxLength,
      source: table.meta.source, best: ranked.slice(0, top), worst: ranked.slice(-top).reverse(),
    };
    if (values.json) printJson(info);
    else {
      console.log(`${positionals[0]}: ${info.alphabet} tiles, ruleset ${info.ruleset}, ${info.leaves.toLocaleString('en')} leaves of up to ${info.maxLength} tiles`);
      if (info.source) console.log(`made by: ${JSON.stringify(info.source)}`);
      console.log(`best:  ${info.best.map((l) => `${l.leave} ${l.value.toFixed(2)}`).join(', ')}`);
      console.log(`worst: ${info.worst.map((l) => `${l.leave} ${l.value.toFixed(2)}`).join(', ')}`);
    }
    return 0;
  },
};

/** A binary table (whatever its name), a CSV for a ruleset, or 'builtin'. */
function readAnyTable(path: string, ruleset: string): LeaveTable {
  if (path === 'builtin') return resolveLeaves('builtin', loadRuleset(ruleset))!;
  if (!existsSync(path)) throw errors.missingFile(path);
  if (path.toLowerCase().endsWith('.csv')) return parseLeavesCsv(readFileSync(path, 'utf8'), loadRuleset(ruleset), path);
  return decodeLeaves(readFileSync(path), path);
}

