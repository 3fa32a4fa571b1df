// verbivore moves: the best Scrabble plays of a position, or of a whole batch through the pool.

import { Budget } from '../../budget.js';
import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import { checkInputFile, readInputFile, readInputText, readStdinText } from '../../inputFile.js';
import { quote } from '../../inputText.js';
import { defaultLeaves } from '../../leaves/store.js';
import { maxOf } from '../../maxOf.js';
import { loadRuleset } from '../../rules/index.js';
import { analysePosition, type Analysis, type AnalysisRequest, type BatchLineRequest } from '../../game/analyse.js';
import { decodeGcg, gcgTotalProblems, readBoardText, readGcg, replayGcg, type Notation } from '../../scrabble/position/index.js';
import { type Command, flagOf, intOption, padEnd, plural, printJson, stringOption, type Values } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { movesGame } from '../positionGame.js';
import { budgetHelp, budgetLimits, budgetOptions, reportPartial, workersOption } from '../limits.js';
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

Lists plays ranked by equity = score + value of the tiles kept (the leave), with the ruleset's
built-in leave table (english, catalan, spanish), or by score (--leaves none, and rulesets
without a table). Score ties: row, column, across before down, then the word. Coordinates:
8D = row 8, column D, across; D8 = down. Words show tiles already on the board in parentheses
and blanks in lowercase: OUT(HANDLES); an exchange is -TILES and the pass -, as in GCG; racks
and leaves bracket multi-letter tiles: A[NY]S.

  --rules NAME|FILE    english, catalan, spanish, super, spil, spil-N, or a ruleset JSON (default: the
                       CGP's "ld NAME;", else the ruleset of the lexicon's alphabet, else english)
  --lexicon NAME       lexicon (default: the CGP's "lex NAME;" or the GCG's "#lexicon NAME", else the
                       ruleset's: sowpods, catalan or spanish); an unknown name is an error
  --cgp "CGP"          a position: rows/.../rows RACK/RACK SCORE/SCORE ZERO-TURNS [lex NAME;] [ld NAME;]
  --board FILE         a text board: one line per row, '.' empty, lowercase blank, [NY] digraphs
  --rack RACK          the rack, '?' for a blank ("ARTHOU?", Catalan "JUNYEIXO"); overrides a CGP's
  --gcg FILE           a game record; --turn N (0-based) picks the position before turn N
  --top N              show the N best (default ${DEFAULT_TOP})
  --all                show every play
  --best               only the best play (fastest: pruned search)
  --exchanges          list exchanges and the pass too
  --both               on an empty board, list down plays as well as across ones
  --leaves WHICH       builtin (default where the ruleset has one), none (rank by score), a CSV
                       of LEAVE,VALUE lines, or a binary table (verbivore leaves train)
  --notation STYLE     american (default) or catalan (ADDIC(I)ONAL 3D 74)
  --force              analyse even if the position has problems, or the --gcg totals do not add up
                       (they are listed)
  --batch FILE         one CGP per line (FILE - : standard input); streams one JSON line per position,
                       progress on stderr
${RUNNER_HELP}
${budgetHelp({ nodes: 'positions', found: 'the positions done', scope: 'with --batch, ', column: 23 })}`,
  options: {
    rules: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, cgp: { type: 'string' },
    board: { type: 'string' }, rack: { type: 'string' }, gcg: { type: 'string' }, turn: { type: 'string' },
    top: { type: 'string' }, all: { type: 'boolean' }, best: { type: 'boolean' }, exchanges: { type: 'boolean' },
    both: { type: 'boolean' }, leaves: { type: 'string' }, notation: { type: 'string' }, force: { type: 'boolean' },
    batch: { type: 'string' }, ...RUNNER_OPTIONS, ...budgetOptions,
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument ${quote(positionals[0]!)} (see verbivore moves --help)`);
    const { ruleset, lexicon } = movesGame(values);
    const rules = loadRuleset(ruleset);
    const base = baseRequest(values, ruleset);
    if (values.batch) return runBatch(values, base, lexicon);
    for (const k of ['workers', 'max-seconds', 'max-nodes']) {
      if (values[k] !== undefined) throw errors.usage(`--${k} applies to --batch`);
    }

    const sources = ['cgp', 'board', 'gcg'].filter((k) => values[k] !== undefined);
    if (sources.length !== 1) throw errors.usage('give exactly one of --cgp, --board (with --rack), --gcg (with --turn) or --batch');
    await openLexiconFor(lexicon);
    const req: AnalysisRequest = { ...base };
    if (values.cgp !== undefined) req.cgp = String(values.cgp);
    if (values.board !== undefined) {
      if (values.rack === undefined) throw errors.usage('--board needs --rack');
      req.position = readBoardText(readInputText(String(values.board), '--board'), rules.alphabet, rules.ruleset);
    }
    if (values.gcg !== undefined) {
      if (values.turn === undefined) throw errors.usage('--gcg needs --turn N');
      // --force reads a record whose totals do not add up (the problems become warnings).
      const game = readGcg(decodeGcg(readInputFile(String(values.gcg), '--gcg')), rules.alphabet, rules.ruleset, { checkTotals: !values.force });
      if (values.force) for (const p of gcgTotalProblems(game)) process.stderr.write(`warning: ${p}\n`);
      req.position = replayGcg(game, rules, intOption(values, 'turn', 0, 0));
    }
    const analysis = analysePosition(engineFor(lexicon), req);
    for (const p of analysis.problems) process.stderr.write(`warning: ${p.message}\n`);
    if (values.json) printJson(analysis.moves);
    else printAnalysis(analysis);
    return 0;
  },
};

function baseRequest(values: Values, ruleset: string): AnalysisRequest {
  const notation = stringOption(values, 'notation', 'american');
  if (notation !== 'american' && notation !== 'catalan') throw errors.usage(`--notation is american or catalan, not ${quote(notation)}`);
  const picks = ['top', 'all', 'best'].filter((k) => values[k] !== undefined);
  if (picks.length > 1) throw errors.usage('choose one of --top, --all and --best');
  const leaves = stringOption(values, 'leaves', defaultLeaves(loadRuleset(ruleset)));
  if (leaves !== 'builtin' && leaves !== 'none') checkInputFile(leaves, '--leaves');
  return {
    ruleset,
    rack: values.rack === undefined ? undefined : String(values.rack),
    top: values.all || values.best ? undefined : intOption(values, 'top', DEFAULT_TOP, 1),
    best: values.best === true,
    exchanges: values.exchanges === true,
    bothDirections: values.both === true,
    leaves,
    notation: notation as Notation,
    force: values.force === true,
  };
}

function printAnalysis(a: Analysis): void {
  const count = a.count === undefined ? `best ${a.moves.length}` : `${a.count.toLocaleString('en')} moves`;
  console.log(`${a.ruleset} · ${a.lexicon} · rack ${a.rack} · ${count}${a.equity ? ' · by equity' : ''}`);
  if (a.moves.length === 0) {
    console.log('no plays');
    return;
  }
  // Exchanges and the pass have no coordinate: their word is -TILES or -, as in GCG.
  const coords = a.moves.map((m) => (m.row === undefined ? '' : m.coord));
  const coordWidth = maxOf(coords, (c) => c.length, 5);
  const wordWidth = maxOf(a.moves, (m) => [...m.word].length, 4);
  const leaveWidth = maxOf(a.moves, (m) => [...m.leave].length, 5);
  const columns = (n: string, coord: string, word: string, score: string, leave: string, value: string, equity: string) =>
    `${n.padStart(4)}  ${coord.padEnd(coordWidth)}  ${padEnd(word, wordWidth)}  ${score.padStart(5)}  ${padEnd(leave, leaveWidth)}` +
    (a.equity ? `  ${value.padStart(7)}  ${equity.padStart(7)}` : '');
  console.log(columns('#', 'coord', 'word', 'score', 'leave', 'value', 'equity').trimEnd());
  a.moves.forEach((m, i) => {
    console.log(columns(String(i + 1), coords[i]!, m.word, String(m.score), m.leave, m.leaveValue.toFixed(2), m.equity.toFixed(2)).trimEnd());
  });
}

async function runBatch(values: Values, base: AnalysisRequest, lexicon: string): Promise<number> {
  for (const k of ['cgp', 'board', 'gcg', 'turn', 'rack']) {
    if (values[k] !== undefined) throw errors.usage(`--batch reads its positions from the file; drop --${k}`);
  }
  const limits = budgetLimits(values);
  const lines = (values.batch === '-' ? readStdinText('--batch') : readInputText(String(values.batch), '--batch')).split(/\r?\n/)
    .map((text, i) => ({ text: text.trim(), line: i + 1 }))
    .filter((l) => l.text && !l.text.startsWith('#'));
  if (values.redis !== undefined && base.leaves !== undefined && base.leaves !== 'builtin' && base.leaves !== 'none') {
    throw errors.usage('--leaves names a file on this machine; with --redis the workers cannot read it (use builtin or none)');
  }
  // Pool: several positions per message (one message costs ~0.14 ms, as much as a small
  // position). Queue: the runner sizes jobs unless --job-size does; a job's id holds its lines.
  const perMessage = 16;
  const tasksText = `${plural(lines.length, 'position')}, sent ${perMessage} to a worker at a time`;
  await openLexiconFor(lexicon);
  const { runner, jobSize, where } = await openRunner(values, lexicon, { tasks: Math.ceil(lines.length / perMessage), tasksText });
  const bar = progressBar(`moves --batch ${plural(lines.length, 'position')} on ${where}`);
  const budget = new Budget(limits);
  let done = 0, failed = 0;
  // The workers write each position's JSON line (analysisLine); here they are only written out,
  // a block at a time.
  let out = '';
  const flush = () => {
    if (out) process.stdout.write(out);
    out = '';
  };
  try {
    const payloads = lines.map((l): BatchLineRequest => ({ ...base, cgp: l.text, line: l.line }));
    const batch = jobSize ?? (values.redis === undefined ? perMessage : undefined);
    for await (const r of runner.map('scrabbleAnalysisLine', lexicon, payloads, { batch, key: (_, i) => `L${lines[i]!.line}` })) {
      // A position is one node; positions still in flight are dropped with the runner.
      if (budget.spend() || budget.expired()) break;
      if (r.error) failed++;
      out += (r.error ? JSON.stringify({ line: lines[r.index]!.line, error: r.error.messageNaming(flagOf) }) : r.value!) + '\n';
      if (out.length >= 1 << 16) flush();
      bar('analysing', ++done, lines.length);
    }
  } finally {
    flush();
    await runner.close();
  }
  bar.done(`${plural(done, 'position')}, ${failed.toLocaleString('en')} failed`);
  const partial = budget.stopInfo();
  if (partial) {
    // The last line says the output stops early, for readers of the JSON lines.
    process.stdout.write(JSON.stringify({ partial: { ...partial, done, total: lines.length } }) + '\n');
    return reportPartial(partial, `the batch (${done} of ${lines.length} positions)`);
  }
  return failed ? 1 : 0;
}
