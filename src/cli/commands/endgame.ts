// verbivore endgame: solves a bag-empty position (src/endgame) on a thread of its own, so that
// Ctrl-C can stop it with the deepest line found so far.

import { errors, exitStatus } from '../../errors.js';
import { quote } from '../../inputText.js';
import { moveView } from '../../game/analyse.js';
import { type EndgameResult, type EndgameStep, MAX_PLIES } from '../../endgame/solve.js';
import { loadRuleset, type CompiledRuleset } from '../../rules/index.js';
import { rackString } from '../../scrabble/notation.js';
import type { Notation } from '../../scrabble/position/index.js';
import { type Command, intOption, printJson, signed, type Values } from '../command.js';
import { takeInterrupt } from '../interrupt.js';
import { openLexiconFor } from '../lexiconOption.js';
import { budgetLimits, reportPartial, secondsOption, workersOption } from '../limits.js';
import { flagPosition, movesGame, notationOption } from '../positionGame.js';
import { searchOnThread } from '../searchThread.js';

/** The time budget when neither --seconds nor --max-seconds is given: exact solves of large endgames can take hours. */
export const DEFAULT_MAX_SECONDS = 300;

export const endgame: Command = {
  name: 'endgame',
  summary: 'solve an endgame (the bag empty): the best sequence of plays to the end and the final spread',
  help: `Usage: verbivore endgame --cgp "CGP" [options]

Searches every line of play to the end of the game (negamax with alpha-beta, iterative
deepening and a transposition table) and prints its value — the spread the side to move gains
from here, rack points at the end included — and the principal variation: the best play of each
side in turn. Both racks are known once the bag is empty: when the CGP gives no opponent rack it
is the tiles the side to move cannot see. Progress on stderr after each depth; Ctrl-C prints the
deepest line found so far (exit status 130). Method and JSON fields: docs/endgame.md.

  --cgp "CGP"          the position (bag empty; the side on turn moves)
  --gcg FILE           a game record; --turn N (0-based) picks the position before turn N
  --rules NAME|FILE    english, catalan, spanish, ... (default: the CGP's "ld", else the lexicon's)
  --lexicon NAME       lexicon (default: the CGP's "lex" or the GCG's "#lexicon", else the ruleset's)
  --plies P            search at most P plies deep (1 to ${MAX_PLIES}; default: until the value is exact);
                       at that depth a position is worth the opponent's rack value less the mover's
  --seconds S          think for at most S seconds: the deepest completed depth is printed,
                       marked partial, exit status 4
  --max-seconds S      the same budget (the smaller of the two counts); default ${DEFAULT_MAX_SECONDS} s
                       when neither is given, so a search too large to finish still stops
  --table-bits B       2^B table entries of 16 bytes (default 22: 64 MB), shared by the threads
  --workers K          threads that search it together over the one table (default and most: the cores)
  --notation STYLE     american (default) or catalan`,
  options: {
    cgp: { type: 'string' }, gcg: { type: 'string' }, turn: { type: 'string' }, rules: { type: 'string' },
    lexicon: { type: 'string', short: 'l' }, plies: { type: 'string' }, seconds: { type: 'string' },
    'max-seconds': { type: 'string' }, 'table-bits': { type: 'string' }, notation: { type: 'string' },
    workers: { type: 'string' },
  },
  async run(values, positionals) {
    // Taken before anything loads: a Ctrl-C meanwhile stops the search as soon as it starts.
    const stop = new SharedArrayBuffer(4);
    const release = takeInterrupt(() => Atomics.store(new Int32Array(stop), 0, 1));
    try {
      return await endgameCommand(values, positionals, stop);
    } finally {
      release();
    }
  },
};

/**
 * --seconds and --max-seconds: one time budget (the smaller when both are given), and the flag
 * that set it; DEFAULT_MAX_SECONDS when neither is given.
 */
function timeBudget(values: Values): { seconds: number; flag: string } {
  const planned = secondsOption(values, 'seconds', undefined);
  const max = budgetLimits(values, { seconds: planned === undefined ? DEFAULT_MAX_SECONDS : undefined }).seconds;
  return planned !== undefined && !(max! < planned) ? { seconds: planned, flag: '--seconds' } : { seconds: max!, flag: '--max-seconds' };
}

export const n = (x: number) => x.toLocaleString('en');

function stepView(s: EndgameStep, rules: CompiledRuleset, notation: Notation) {
  const v = moveView({ move: s.move, equity: s.move.score, leaveValue: 0 }, rules, notation);
  return {
    player: s.player + 1, coord: v.coord, dir: v.dir, word: v.word, score: s.move.score,
    ...(s.end && { end: s.end, endPoints: s.score - s.move.score }), spread: s.spread,
  };
}

export function endgameJson(header: { ruleset: string; lexicon: string }, r: EndgameResult, rules: CompiledRuleset, notation: Notation) {
  const p = r.position, side = p.onTurn;
  return {
    ...header,
    racks: [rackString(Array.from(p.racks[side]), rules.alphabet), rackString(Array.from(p.racks[1 - side]!), rules.alphabet)],
    player: side + 1,
    spreadNow: p.scores[side] - p.scores[1 - side]!,
    value: r.value, spread: r.spread, exact: r.exact, depth: r.depth, nodes: r.nodes,
    seconds: Number(r.seconds.toFixed(3)), nodesPerSecond: Math.round(r.nodes / Math.max(r.seconds, 1e-9)),
    tableBytes: r.tableBytes,
    ...(r.stopped === 'interrupted' && { interrupted: true }),
    ...(r.partial && { partial: r.partial }),
    pv: r.pv.map((s) => stepView(s, rules, notation)),
  };
}

function printEndgame(header: { ruleset: string; lexicon: string; workers: number }, r: EndgameResult, rules: CompiledRuleset, notation: Notation): void {
  const j = endgameJson(header, r, rules, notation);
  const threads = header.workers > 1 ? ` on ${header.workers} threads` : '';
  console.log(`endgame ${j.ruleset} · ${j.lexicon} · player ${j.player} to move, ${j.racks[0]} against ${j.racks[1]}, spread ${signed(j.spreadNow)}`);
  const how = r.exact ? 'exact' : `estimated at ${r.depth} plies`;
  console.log(`value ${signed(r.value)}: final spread ${signed(r.spread)} (${how}; depth ${r.depth}, ${n(r.nodes)} nodes in ${r.seconds.toFixed(2)} s${threads})` +
    (r.stopped === 'interrupted' ? ' — interrupted' : r.partial ? ' — PARTIAL' : ''));
  const coordWidth = Math.max(5, ...j.pv.map((s) => s.coord.length));
  const wordWidth = Math.max(4, ...j.pv.map((s) => [...s.word].length));
  console.log(`${'#'.padStart(3)}  player  ${'coord'.padEnd(coordWidth)}  ${'word'.padEnd(wordWidth)}  score  spread`);
  j.pv.forEach((s, i) => {
    const end = s.end === 'out' ? `  out, ${signed(s.endPoints!)} for the racks` : s.end === 'scoreless' ? `  scoreless turns end the game, ${signed(s.endPoints!)}` : '';
    console.log(`${String(i + 1).padStart(3)}  ${String(s.player).padStart(6)}  ${s.coord.padEnd(coordWidth)}  ${s.word + ' '.repeat(Math.max(0, wordWidth - [...s.word].length))}  ` +
      `${String(s.score).padStart(5)}  ${signed(s.spread).padStart(6)}${end}`);
  });
}

/** The command once Ctrl-C is taken: it sets `stop`, which the search thread polls (perhaps already set, while the command loaded). */
async function endgameCommand(values: Values, positionals: string[], stop: SharedArrayBuffer): Promise<number> {
  if (positionals.length) throw errors.usage(`unexpected argument ${quote(positionals[0]!)} (see verbivore endgame --help)`);
  const { ruleset, lexicon } = movesGame(values);
  const rules = loadRuleset(ruleset);
  const notation = notationOption(values);
  const plies = values.plies === undefined ? undefined : intOption(values, 'plies', MAX_PLIES, 1);
  if (plies !== undefined && plies > MAX_PLIES) throw errors.usage(`--plies must be at most ${MAX_PLIES}, got ${plies}`);
  const time = timeBudget(values);
  const tableBits = values['table-bits'] === undefined ? undefined : intOption(values, 'table-bits', 22, 4);
  const workers = workersOption(values, Infinity);
  const position = flagPosition(values, rules, 'endgame');
  await openLexiconFor(lexicon);
  const result = await searchOnThread<EndgameResult>({ op: 'endgame', lexicon, ruleset, position, options: { plies, maxSeconds: time.seconds, tableBits } }, stop, (m) => {
    if (m.kind !== 'depth') return;
    const r = m.result;
    process.stderr.write(`endgame: depth ${r.depth}: ${signed(r.value)}${r.exact ? ' (exact)' : ''}, ${n(r.nodes)} nodes, ${r.seconds.toFixed(1)} s\n`);
  }, workers);
  const header = { ruleset: rules.ruleset.name, lexicon, workers, budget: { seconds: time.seconds, flag: time.flag } };
  if (values.json) printJson(endgameJson(header, result, rules, notation));
  else printEndgame(header, result, rules, notation);
  if (result.partial) return reportPartial(result.partial, 'the endgame search', time.flag);
  return result.stopped === 'interrupted' ? exitStatus.interrupted : 0;
}
