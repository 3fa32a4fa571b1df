// verbivore winpct train | show: the win-probability table of the champion player
// (src/champion/winTable.ts), trained by self-play, and looked up.

import { writeFileSync } from 'node:fs';
import { builtinWinTable, readWinTableFile } from '../../champion/builtinWinTable.js';
import { trainWinTable } from '../../champion/winTrain.js';
import { writeWinTable, type WinTable } from '../../champion/winTable.js';
import { errors, exitStatus } from '../../errors.js';
import { loadRuleset } from '../../rules/index.js';
import { type Command, intOption, plural, printJson, stringOption, type Values } from '../command.js';
import { takeInterrupt } from '../interrupt.js';
import { openLexiconFor } from '../lexiconOption.js';
import { progressBar } from '../progress.js';

export const winpctTrain: Command = {
  name: 'winpct train',
  summary: 'train a win-probability table (spread × tiles unseen → P(win)) by self-play',
  help: `Usage:
  verbivore winpct train --games N --out FILE [--rules R] [--seed S] [--json]

Plays N seeded games between two static-equity players (built-in leaves) on this thread. Every
turn gives the mover's tiles unseen u (bag + opponent's rack), spread s, and the game's final
spread F; P(win | s, u) is the share of turns near u whose spread still to come (F − s) beats
−s, ties half. Rows of few turns pool their neighbours. The table is CSV: a row per unseen count,
a column per spread from −250 to 250 by 10 (docs/champion.md). Progress on stderr; Ctrl-C writes
the table of the games played so far (exit status 130).

  --games N            games to play (required)
  --out FILE           where to write the table (CSV)
  --rules NAME|FILE    english (default), catalan, spanish, or a ruleset JSON (needs built-in leaves)
  --lexicon NAME       lexicon (default: the ruleset's)
  --seed S             seed of the run (default 1)
  --json               print the figures as JSON`,
  options: {
    games: { type: 'string' }, out: { type: 'string' }, rules: { type: 'string' }, lexicon: { type: 'string', short: 'l' },
    seed: { type: 'string' },
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument "${positionals[0]}" (see verbivore winpct train --help)`);
    if (values.games === undefined) throw errors.usage('winpct train needs --games N');
    if (values.out === undefined) throw errors.usage('winpct train needs --out FILE');
    const ruleset = stringOption(values, 'rules', 'english');
    const rules = loadRuleset(ruleset);
    const lexicon = stringOption(values, 'lexicon', rules.ruleset.lexicon);
    const games = intOption(values, 'games', 0, 1);
    const seed = intOption(values, 'seed', 1, 0);
    const out = String(values.out);
    await openLexiconFor(lexicon);
    let stop = false;
    const release = takeInterrupt(() => { stop = true; });
    const bar = progressBar(`winpct train ${rules.ruleset.name}`);
    let result;
    try {
      result = await trainWinTable({ ruleset, lexicon, games, seed, onProgress: (done, total) => bar('playing', done, total), shouldStop: () => stop });
    } finally {
      release();
      bar.done();
    }
    const table = result.table;
    writeFileSync(out, writeWinTable(table));
    const figures = {
      ruleset: rules.ruleset.name, lexicon, seed, games: result.games, turns: result.samples, seconds: result.seconds, out,
      ...(result.stopped && { stopped: result.stopped }),
      examples: examples(table),
    };
    if (values.json) printJson(figures);
    else {
      console.log(`winpct train ${rules.ruleset.name} · ${lexicon} · ${plural(result.games, 'game')}${result.stopped ? ' (interrupted)' : ''} · ${plural(result.samples, 'turn')} · ${result.seconds.toFixed(1)} s`);
      for (const e of figures.examples) console.log(`  unseen ${String(e.unseen).padStart(2)}, spread ${e.spread >= 0 ? '+' : ''}${e.spread}: ${(e.probability * 100).toFixed(1)} %`);
      console.log(`table written to ${out}`);
    }
    return result.stopped ? exitStatus.interrupted : 0;
  },
};

export const winpctShow: Command = {
  name: 'winpct show',
  summary: 'P(win) of a spread with so many tiles unseen, by a win-probability table',
  help: `Usage:
  verbivore winpct show [--table FILE | --rules R] [--spread S --unseen U] [--json]

Reads a win-probability table (default: the built-in one of the ruleset, lexicons/winpct/) and
prints P(the side to move wins) for --spread S (points ahead; negative behind) with --unseen U
tiles unseen (bag + opponent's rack), or a few examples without them.

  --table FILE         a table as "verbivore winpct train" writes it
  --rules NAME         whose built-in table (default english)
  --spread S, --unseen U
  --json               print as JSON`,
  options: { table: { type: 'string' }, rules: { type: 'string' }, spread: { type: 'string' }, unseen: { type: 'string' } },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument "${positionals[0]}" (see verbivore winpct show --help)`);
    const table = tableOption(values);
    if ((values.spread === undefined) !== (values.unseen === undefined)) throw errors.usage('--spread and --unseen go together');
    const rows = values.spread === undefined ? examples(table) : [{
      spread: intOption(values, 'spread', 0), unseen: intOption(values, 'unseen', 0, 0),
      probability: table.probability(intOption(values, 'spread', 0), intOption(values, 'unseen', 0, 0)),
    }];
    if (values.json) printJson({ rows, comments: table.comments });
    else for (const e of rows) console.log(`unseen ${String(e.unseen).padStart(2)}, spread ${e.spread >= 0 ? '+' : ''}${e.spread}: ${(e.probability * 100).toFixed(1)} %`);
    return 0;
  },
};

function tableOption(values: Values): WinTable {
  if (values.table !== undefined) return readWinTableFile(String(values.table));
  const name = loadRuleset(stringOption(values, 'rules', 'english')).ruleset.name;
  const table = builtinWinTable(name);
  if (!table) throw errors.usage(`ruleset ${name} has no built-in win table; give one with --table FILE`);
  return table;
}

function examples(table: WinTable): { unseen: number; spread: number; probability: number }[] {
  const out: { unseen: number; spread: number; probability: number }[] = [];
  for (const unseen of [80, 40, 20, 10, 7, 3]) {
    if (unseen > table.maxUnseen) continue;
    for (const spread of [-30, 0, 30]) out.push({ unseen, spread, probability: table.probability(spread, unseen) });
  }
  return out;
}
