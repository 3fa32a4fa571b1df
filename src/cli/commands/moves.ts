// verbivore moves: the best Scrabble plays of a position, or of a whole batch through the pool.

import { existsSync, readFileSync } from 'node:fs';
import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import { compiledRuleset } from '../../rules/index.js';
import { analysePosition, type Analysis, type AnalysisRequest } from '../../scrabble/analyse.js';
import { readBoardText, readGcg, replayGcg, type Notation } from '../../scrabble/position/index.js';
import { type Command, intOption, printJson, stringOption, type Values } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { progressBar } from '../progress.js';
import { openRunner, RUNNER_HELP, RUNNER_OPTIONS } from '../runnerOption.js';

const DEFAULT_TOP = 20;

export const moves: Command = {
  name: 'moves',
  summary: 'the best Scrabble plays of a position (or a batch of positions)',
  help: `Usage:
  verbivore moves --cgp "CGP" [options]
  verbivore moves --board FILE --rack RACK [options]
  verbivore moves --gcg FILE --turn N [options]
  verbivore moves --batch FILE [--workers K | --redis URL] [options]

Lists plays ranked by score (or by equity = score + leave value with --leaves). Ties: row,
column, across before down, then the word. Coordinates: 8D = row 8, column D, across; D8 = down.
Words show tiles already on the board in parentheses and blanks in lowercase: OUT(HANDLES).

  --rules NAME|FILE    english (default), catalan, spanish, super, spil, spil-N, or a ruleset JSON
  --lexicon NAME       lexicon (default: the ruleset's: sowpods, catalan or spanish)
  --cgp "CGP"          a position: rows/.../rows RACK/RACK SCORE/SCORE ZERO-TURNS [lex NAME;]
  --board FILE         a text board: one line per row, '.' empty, lowercase blank, [NY] digraphs
  --rack RACK          the rack, '?' for a blank ("ARTHOU?", Catalan "JUNYEIXO"); overrides a CGP's
  --gcg FILE           a game record; --turn N (0-based) picks the position before turn N
  --top N              show the N best (default ${DEFAULT_TOP})
  --all                show every play
  --best               only the best play (fastest: pruned search)
  --exchanges          list exchanges and the pass too
  --both               on an empty board, list down plays as well as across ones
  --leaves FILE        CSV of LEAVE,VALUE lines: rank by equity
  --notation STYLE     american (default) or catalan (ADDIC(I)ONAL 3D 74)
  --force              analyse even if the position has problems (they are listed)
  --batch FILE         one CGP per line; streams one JSON line per position, progress on stderr
${RUNNER_HELP}`,
  options: {
    rules: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, cgp: { type: 'string' },
    board: { type: 'string' }, rack: { type: 'string' }, gcg: { type: 'string' }, turn: { type: 'string' },
    top: { type: 'string' }, all: { type: 'boolean' }, best: { type: 'boolean' }, exchanges: { type: 'boolean' },
    both: { type: 'boolean' }, leaves: { type: 'string' }, notation: { type: 'string' }, force: { type: 'boolean' },
    batch: { type: 'string' }, ...RUNNER_OPTIONS,
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument "${positionals[0]}" (see verbivore moves --help)`);
    const ruleset = stringOption(values, 'rules', 'english');
    const rules = compiledRuleset(ruleset);
    const lexicon = stringOption(values, 'lexicon', rules.ruleset.lexicon);
    const base = baseRequest(values, ruleset);
    if (values.batch) return runBatch(values, base, lexicon);

    const sources = ['cgp', 'board', 'gcg'].filter((k) => values[k] !== undefined);
    if (sources.length !== 1) throw errors.usage('give exactly one of --cgp, --board (with --rack), --gcg (with --turn) or --batch');
    await openLexiconFor(lexicon);
    const req: AnalysisRequest = { ...base };
    if (values.cgp !== undefined) req.cgp = String(values.cgp);
    if (values.board !== undefined) {
      if (values.rack === undefined) throw errors.usage('--board needs --rack');
      req.position = readBoardText(readText(String(values.board)), rules.alphabet, rules.ruleset);
    }
    if (values.gcg !== undefined) {
      if (values.turn === undefined) throw errors.usage('--gcg needs --turn N');
      const game = readGcg(readText(String(values.gcg)), rules.alphabet, rules.ruleset);
      req.position = replayGcg(game, rules, intOption(values, 'turn', 0, 0));
    }
    const analysis = analysePosition(engineFor(lexicon), req);
    for (const p of analysis.problems) process.stderr.write(`warning: ${p.message}\n`);
    if (values.json) printJson(analysis.moves);
    else printAnalysis(analysis, base.leavesPath !== undefined);
    return 0;
  },
};

function baseRequest(values: Values, ruleset: string): AnalysisRequest {
  const notation = stringOption(values, 'notation', 'american');
  if (notation !== 'american' && notation !== 'catalan') throw errors.usage(`--notation is american or catalan, not "${notation}"`);
  const picks = ['top', 'all', 'best'].filter((k) => values[k] !== undefined);
  if (picks.length > 1) throw errors.usage('choose one of --top, --all and --best');
  if (values.leaves !== undefined && !existsSync(String(values.leaves))) throw errors.missingFile(String(values.leaves));
  return {
    ruleset,
    rack: values.rack === undefined ? undefined : String(values.rack),
    top: values.all || values.best ? undefined : intOption(values, 'top', DEFAULT_TOP, 1),
    best: values.best === true,
    exchanges: values.exchanges === true,
    bothDirections: values.both === true,
    leavesPath: values.leaves === undefined ? undefined : String(values.leaves),
    notation: notation as Notation,
    force: values.force === true,
  };
}

function readText(path: string): string {
  if (!existsSync(path)) throw errors.missingFile(path);
  return readFileSync(path, 'utf8');
}

function printAnalysis(a: Analysis, equity: boolean): void {
  const count = a.count === undefined ? `best ${a.moves.length}` : `${a.count.toLocaleString('en')} moves`;
  console.log(`${a.ruleset} · ${a.lexicon} · rack ${a.rack} · ${count}`);
  if (a.moves.length === 0) {
    console.log('no plays');
    return;
  }
  const wordWidth = Math.max(4, ...a.moves.map((m) => m.word.length));
  console.log(`${'#'.padStart(4)}  ${'coord'.padEnd(8)}${'word'.padEnd(wordWidth + 2)}${'score'.padStart(5)}  leave${equity ? '     equity' : ''}`);
  a.moves.forEach((m, i) => {
    console.log(`${String(i + 1).padStart(4)}  ${m.coord.padEnd(8)}${m.word.padEnd(wordWidth + 2)}${String(m.score).padStart(5)}  ` +
      `${m.leave.padEnd(8)}${equity ? m.equity.toFixed(2).padStart(9) : ''}`);
  });
}

async function runBatch(values: Values, base: AnalysisRequest, lexicon: string): Promise<number> {
  for (const k of ['cgp', 'board', 'gcg', 'turn', 'rack']) {
    if (values[k] !== undefined) throw errors.usage(`--batch reads its positions from the file; drop --${k}`);
  }
  const lines = readText(String(values.batch)).split(/\r?\n/)
    .map((text, i) => ({ text: text.trim(), line: i + 1 }))
    .filter((l) => l.text && !l.text.startsWith('#'));
  if (values.redis !== undefined && base.leavesPath !== undefined) {
    throw errors.usage('--leaves names a file on this machine; with --redis the workers cannot read it (leave tables will travel by name)');
  }
  await openLexiconFor(lexicon);
  const { runner, jobSize, where } = await openRunner(values, lexicon);
  const bar = progressBar(`moves --batch ${lines.length} positions on ${where}`);
  let done = 0, failed = 0;
  try {
    const payloads = lines.map((l) => ({ ...base, cgp: l.text }));
    // Pool: several positions per message (one message costs ~0.14 ms, as much as a small
    // position). Queue: the runner sizes jobs unless --job-size does; a job's id holds its lines.
    const batch = jobSize ?? (values.redis === undefined ? 16 : undefined);
    for await (const r of runner.map<Analysis>('scrabbleAnalysis', lexicon, payloads, { batch, key: (_, i) => `L${lines[i]!.line}` })) {
      const l = lines[r.index]!;
      const out = r.error ? { line: l.line, error: r.error.message } : { line: l.line, rack: r.value!.rack, count: r.value!.count, moves: r.value!.moves };
      if (r.error) failed++;
      process.stdout.write(JSON.stringify(out) + '\n');
      bar('analysing', ++done, lines.length);
    }
  } finally {
    await runner.close();
  }
  bar.done(`${done} positions, ${failed} failed`);
  return failed ? 1 : 0;
}
