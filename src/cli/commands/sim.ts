// verbivore sim: Monte Carlo simulation of a position's best moves (src/sim), on the pool.

import { engineFor } from '../../engine.js';
import { errors, exitStatus } from '../../errors.js';
import { type Inference, inferLeave } from '../../infer/index.js';
import { checkInputFile } from '../../inputFile.js';
import { quote } from '../../inputText.js';
import { moveView } from '../../game/analyse.js';
import { defaultLeaves, resolveLeaves } from '../../leaves/store.js';
import { maxOf } from '../../maxOf.js';
import { EnginePool } from '../../pool/pool.js';
import { loadRuleset, type CompiledRuleset } from '../../rules/index.js';
import { rackString } from '../../scrabble/notation.js';
import type { Notation } from '../../scrabble/position/index.js';
import { DEFAULT_ITERATIONS, MAX_CANDIDATES, MAX_PLIES, type SimCandidateReport, type SimOptions, type SimReport, simulate } from '../../sim/simulate.js';
import { MIN_ITERATIONS_TO_PRUNE } from '../../sim/stats.js';
import { type Command, intOption, padEnd, printJson, stringOption, type Values } from '../command.js';
import { takeInterrupt } from '../interrupt.js';
import { openLexiconFor } from '../lexiconOption.js';
import { budgetLimits, reportPartial, secondsOption, workersOption } from '../limits.js';
import { lastPlay } from '../lastPlay.js';
import { flagPosition, movesGame } from '../positionGame.js';
import { progressBar } from '../progress.js';

export const WIN_RATE_RULE = 'shown when the bag holds at most plies × rack size tiles (the playouts can empty it, so the spread they end on is close to the final one)';

/**
 * The time budget when neither --seconds nor --max-seconds is given: the default run takes seconds,
 * but --iterations has no upper limit (the planned --seconds bounds a run by itself).
 */
export const DEFAULT_MAX_SECONDS = 600;

export const sim: Command = {
  name: 'sim',
  summary: 'Monte Carlo simulation of a position\'s best moves (which is best once the next plies are played)',
  help: `Usage:
  verbivore sim --cgp "CGP" [options]
  verbivore sim --gcg FILE --turn N [options]

Takes the K best moves by static equity (score + leave value; exchanges and the pass too) and
plays each out many times: every iteration deals the opponent a random rack from the tiles the
side to move cannot see, then the static-equity player plays the next plies for both sides.
A candidate's value is the spread it gains by then, plus the value of the tiles the side keeps,
less the opponent's (while the bag has tiles); candidates are ranked by their mean value.
Candidates 99 % surely behind the leader (a paired one-sided test, after ${MIN_ITERATIONS_TO_PRUNE} iterations) stop
being simulated ("pruned"). The same seed gives the same figures whatever the number of workers.
Progress on stderr; Ctrl-C prints the figures so far (exit status 130). Method and JSON fields:
docs/sim.md.

  --cgp "CGP"          the position (the side on turn is simulated; the opponent's rack is unseen)
  --gcg FILE           a game record; --turn N (0-based) picks the position before turn N
  --rack RACK          the rack of the side on turn ('?' = blank), replacing the position's
  --rules NAME|FILE    english, catalan, spanish, ... (default: the CGP's "ld", else the lexicon's)
  --lexicon NAME       lexicon (default: the CGP's "lex" or the GCG's "#lexicon", else the ruleset's)
  --leaves WHICH       builtin (default where the ruleset has one), none (leaves worth 0), a CSV or a
                       binary table
  --candidates K       moves simulated (default 20, at most ${MAX_CANDIDATES})
  --plies P            moves played after the candidate (default 2: the reply, then ours; 0 to ${MAX_PLIES})
  --iterations N       iterations per candidate (default ${DEFAULT_ITERATIONS}; with --seconds, no limit)
  --seconds S          simulate for S seconds (stops at the end of the round running then)
  --seed S             seed (default 1)
  --infer              deal the opponent the tiles they kept after their last play as inference
                       weighs them (verbivore infer): with --gcg, the play of turn N − 1; with
                       --cgp, give it as --last-play "8D WO(R)D"
  --workers K          worker threads (default and most: the cores)
  --notation STYLE     american (default) or catalan
  --max-seconds S      a budget: stop after S seconds, print the figures so far marked partial,
                       exit status 4 (default ${DEFAULT_MAX_SECONDS} when --seconds is not given)`,
  options: {
    cgp: { type: 'string' }, gcg: { type: 'string' }, turn: { type: 'string' }, rack: { type: 'string' },
    rules: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, leaves: { type: 'string' },
    candidates: { type: 'string' }, plies: { type: 'string' }, iterations: { type: 'string' }, seconds: { type: 'string' },
    seed: { type: 'string' }, workers: { type: 'string' }, notation: { type: 'string' }, 'max-seconds': { type: 'string' },
    infer: { type: 'boolean' }, 'last-play': { type: 'string' },
  },
  async run(values, positionals) {
    // Taken before anything loads: a Ctrl-C meanwhile stops the simulation as soon as it starts.
    const interrupt = new AbortController();
    const release = takeInterrupt(() => interrupt.abort());
    try {
      return await simulateCommand(values, positionals, interrupt.signal);
    } finally {
      release();
    }
  },
};

function leavesOption(values: Values, rules: CompiledRuleset): SimOptions['leaves'] {
  const spec = stringOption(values, 'leaves', defaultLeaves(rules));
  if (spec === 'builtin' || spec === 'none') return spec;
  checkInputFile(spec, '--leaves');
  return resolveLeaves(spec, rules);
}

interface Header {
  ruleset: string;
  lexicon: string;
  rack: string;
  seed: number;
  plies: number;
  workers: number;
  /** The --max-seconds budget applied (null: none, --seconds bounds the run). */
  budget: { seconds: number | null };
}

function view(c: SimCandidateReport, rules: CompiledRuleset, notation: Notation) {
  return moveView({ move: c.move, equity: c.equity, leaveValue: c.equity - c.move.score }, rules, notation);
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));

function jsonReport(h: Header, r: SimReport, rules: CompiledRuleset, notation: Notation) {
  return {
    ...h,
    iterations: r.iterations, rounds: r.rounds, simulatedPlies: r.simulatedPlies, seconds: round(r.seconds, 3),
    pliesPerSecond: Math.round(r.simulatedPlies / Math.max(r.seconds, 1e-9)),
    moves: r.moves, unseen: r.unseen, bag: r.bag, nearEnd: r.nearEnd, winRateRule: WIN_RATE_RULE,
    stopped: r.stopped,
    ...(r.stopped === 'interrupted' && { interrupted: true }),
    ...(r.partial && { partial: r.partial }),
    candidates: r.candidates.map((c, i) => ({
      rank: i + 1, ...view(c, rules, notation), iterations: c.iterations, mean: round(c.mean, 3), stderr: round(c.stderr, 3),
      ...(r.nearEnd && { winRate: round(c.winRate, 4) }),
      pruned: c.prunedAt !== undefined,
    })),
  };
}

function printReport(h: Header, r: SimReport, rules: CompiledRuleset, notation: Notation): void {
  const n = (x: number) => x.toLocaleString('en');
  console.log(`sim ${h.ruleset} · ${h.lexicon} · rack ${h.rack} · ${r.candidates.length} candidates · ${h.plies} plies · seed ${h.seed} · ${h.workers} workers`);
  console.log(`${n(r.iterations)} iterations in ${r.rounds} rounds, ${n(r.simulatedPlies)} plies in ${r.seconds.toFixed(1)} s ` +
    `(${n(Math.round(r.simulatedPlies / Math.max(r.seconds, 1e-9)))} plies/s); bag ${r.bag} tiles, ${r.unseen} unseen` +
    (r.stopped === 'interrupted' ? ' — interrupted' : r.partial ? ' — PARTIAL' : ''));
  const rows = r.candidates.map((c) => ({ c, v: view(c, rules, notation) }));
  const coordWidth = maxOf(rows, ({ v }) => (v.row === undefined ? 0 : v.coord.length), 5);
  const wordWidth = maxOf(rows, ({ v }) => [...v.word].length, 4);
  const leaveWidth = maxOf(rows, ({ v }) => [...v.leave].length, 5);
  const line = (cells: string[], win: string, note: string) =>
    `${cells[0]!.padStart(4)}  ${cells[1]!.padEnd(coordWidth)}  ${padEnd(cells[2]!, wordWidth)}  ${cells[3]!.padStart(5)}  ` +
    `${padEnd(cells[4]!, leaveWidth)}  ${cells[5]!.padStart(7)}  ${cells[6]!.padStart(7)}  ${cells[7]!.padStart(6)}` +
    `${r.nearEnd ? `  ${win.padStart(6)}` : ''}  ${cells[8]!.padStart(6)}  ${note}`;
  console.log(line(['#', 'coord', 'word', 'score', 'leave', 'equity', 'mean', '±se', 'iters'], 'win %', '').trimEnd());
  rows.forEach(({ c, v }, i) => {
    console.log(line([String(i + 1), v.row === undefined ? '' : v.coord, v.word, String(v.score), v.leave, v.equity.toFixed(2),
      c.mean.toFixed(2), c.stderr.toFixed(2), n(c.iterations)], (100 * c.winRate).toFixed(1), c.prunedAt === undefined ? '' : 'pruned').trimEnd());
  });
  console.log(`mean: points the move gains over ${h.plies} more plies (spread, plus leave values while the bag has tiles); ` +
    `pruned: 99 % behind the leader.${r.nearEnd ? ` Win %: ${WIN_RATE_RULE}.` : ''}`);
}

/** The command once Ctrl-C is taken: `signal` aborts on it (perhaps already, while the command loaded). */
async function simulateCommand(values: Values, positionals: string[], signal: AbortSignal): Promise<number> {
  if (positionals.length) throw errors.usage(`unexpected argument ${quote(positionals[0]!)} (see verbivore sim --help)`);
  const { ruleset, lexicon } = movesGame(values);
  const rules = loadRuleset(ruleset);
  const notation = stringOption(values, 'notation', 'american');
  if (notation !== 'american' && notation !== 'catalan') throw errors.usage(`--notation is american or catalan, not ${quote(notation)}`);
  const options: SimOptions = {
    ruleset, lexicon,
    leaves: leavesOption(values, rules),
    candidates: intOption(values, 'candidates', 20, 1),
    plies: intOption(values, 'plies', 2, 0),
    seed: intOption(values, 'seed', 1, 0),
    maxSeconds: budgetLimits(values, { seconds: values.seconds === undefined ? DEFAULT_MAX_SECONDS : undefined }).seconds,
  };
  if (values.iterations !== undefined) options.iterations = intOption(values, 'iterations', DEFAULT_ITERATIONS, 1);
  if (values.seconds !== undefined) options.seconds = secondsOption(values, 'seconds', undefined);
  const position = flagPosition(values, rules, 'sim');
  const rack = rackString(Array.from(position.racks[position.onTurn]), rules.alphabet);
  await openLexiconFor(lexicon);
  if (values['last-play'] !== undefined && !values.infer) throw errors.usage('--last-play goes with --infer');
  let inferred: Inference | undefined;
  if (values.infer) {
    const table = resolveLeaves('builtin', rules);
    if (!table) throw errors.usage(`--infer judges the opponent's play with the built-in leave table, which ruleset ${rules.ruleset.name} lacks`);
    const engine = engineFor(lexicon);
    inferred = inferLeave(engine, rules, lastPlay(values, rules, engine), table);
    options.opponentLeaves = inferred.leaves;
    process.stderr.write(`sim: inferred the opponent's ${inferred.kept}-tile leave from ${inferred.leaves.length.toLocaleString('en')} leaves (${inferred.method})\n`);
  }
  const pool = new EnginePool(workersOption(values, Infinity));
  const bar = progressBar(`sim ${rack}`);
  let result: SimReport;
  try {
    result = await simulate(position, { ...options, runner: pool, signal }, (r) => {
      if (options.iterations !== undefined || options.seconds === undefined) bar('simulating', r.iterations, options.iterations ?? DEFAULT_ITERATIONS);
      else bar('simulating', r.seconds, options.seconds);
    });
  } finally {
    bar.done();
    await pool.close();
  }
  const header = {
    ruleset: rules.ruleset.name, lexicon, rack, seed: options.seed!, plies: options.plies!, workers: pool.workers,
    budget: { seconds: options.maxSeconds ?? null },
    ...(inferred && { inferred: { kept: inferred.kept, leaves: inferred.leaves.length, method: inferred.method } }),
  };
  if (values.json) printJson(jsonReport(header, result, rules, notation));
  else printReport(header, result, rules, notation);
  if (result.partial) return reportPartial(result.partial, 'the simulation');
  return result.stopped === 'interrupted' ? exitStatus.interrupted : 0;
}
