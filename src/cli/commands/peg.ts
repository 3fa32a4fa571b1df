// verbivore peg: the pre-endgame with 1 to 4 tiles in the bag (src/endgame/peg.ts), on a thread of
// its own so that Ctrl-C can stop it with the ranking so far.

import { errors, exitStatus } from '../../errors.js';
import { quote } from '../../inputText.js';
import { moveView } from '../../game/analyse.js';
import { DEFAULT_PEG_CANDIDATES, DEFAULT_PEG_SECONDS, type PegCandidate, type PegReport } from '../../endgame/peg.js';
import { maxOf } from '../../maxOf.js';
import { loadRuleset, type CompiledRuleset } from '../../rules/index.js';
import { rackString } from '../../scrabble/notation.js';
import type { Notation } from '../../scrabble/position/index.js';
import { type Command, intOption, printJson, type Values } from '../command.js';
import { takeInterrupt } from '../interrupt.js';
import { openLexiconFor } from '../lexiconOption.js';
import { reportPartial, secondsOption } from '../limits.js';
import { flagPosition, movesGame } from '../positionGame.js';
import { progressBar } from '../progress.js';
import { searchOnThread } from '../searchThread.js';
import { signed } from '../command.js';
import { notationOption } from '../positionGame.js';

export const peg: Command = {
  name: 'peg',
  summary: 'pre-endgame with 1 to 4 tiles in the bag: every candidate against every possible bag, the endgames solved',
  help: `Usage: verbivore peg --cgp "CGP" [options]

With 1 to 4 tiles in the bag the side to move sees neither the opponent's rack nor the bag.
Every way the unseen tiles split into a rack and a bag, in every draw order, is a scenario,
weighted by the unseen tiles it stands for. For each of the K best plays by static equity and
each scenario the play is made and the side draws: a play of at least as many tiles as the bag
holds empties it, and the endgame is solved (exactly when time allows); a shorter one leaves
the opponent a pre-endgame, searched with the bag's order known to both (the few best replies
by static equity while tiles are left, the endgame once it is empty; never exact). Candidates
are ranked by win probability (ties half), then mean final spread. A cascade: all candidates 1
ply deep, the better half 2 plies (within half the time left), the better half of those to the
end, each scenario sharing the time left. The pass is not a candidate. Progress on stderr; Ctrl-C prints the ranking so
far (exit status 130). Method and JSON fields: docs/endgame.md.

  --cgp "CGP"          the position (1 to 4 tiles in the bag; the side on turn moves)
  --gcg FILE           a game record; --turn N (0-based) picks the position before turn N
  --rules NAME|FILE    english, catalan, spanish, ... (default: the CGP's "ld", else the lexicon's)
  --lexicon NAME       lexicon (default: the CGP's "lex" or the GCG's "#lexicon", else the ruleset's)
  --candidates K       plays ranked (default ${DEFAULT_PEG_CANDIDATES}, at most 200)
  --seconds S          time for the whole search (default ${DEFAULT_PEG_SECONDS}); too little for the first
                       round: the ranking so far, marked partial, exit status 4
  --table-bits B       2^B table entries of 16 bytes (default 22: 64 MB)
  --notation STYLE     american (default) or catalan`,
  options: {
    cgp: { type: 'string' }, gcg: { type: 'string' }, turn: { type: 'string' }, rules: { type: 'string' },
    lexicon: { type: 'string', short: 'l' }, candidates: { type: 'string' }, seconds: { type: 'string' },
    'table-bits': { type: 'string' }, notation: { type: 'string' },
  },
  async run(values, positionals) {
    // Taken before anything loads: a Ctrl-C meanwhile stops the search as soon as it starts.
    const stop = new SharedArrayBuffer(4);
    const release = takeInterrupt(() => Atomics.store(new Int32Array(stop), 0, 1));
    try {
      return await pegCommand(values, positionals, stop);
    } finally {
      release();
    }
  },
};

const round = (x: number, digits: number) => Number(x.toFixed(digits));

function candidateView(c: PegCandidate, rules: CompiledRuleset, notation: Notation) {
  return {
    ...moveView({ move: c.move, equity: c.equity, leaveValue: c.equity - c.move.score }, rules, notation),
    winProbability: round(c.winProbability, 4), meanSpread: round(c.meanSpread, 2), emptiesBag: c.emptiesBag, exact: c.exact, exactDraws: c.exactDraws,
    round: c.round,
    draws: c.draws.map((d) => ({
      tile: rackString([d.tile], rules.alphabet), bag: rackString(d.bag, rules.alphabet), count: d.count, spread: d.spread, exact: d.exact, depth: d.depth,
    })),
  };
}

export function pegJson(header: { ruleset: string; lexicon: string; rack: string }, r: PegReport, rules: CompiledRuleset, notation: Notation) {
  return {
    ...header,
    unseen: rackString(r.unseen, rules.alphabet), inBag: r.inBag, rounds: r.rounds, solves: r.solves, exactSolves: r.exactSolves,
    seconds: round(r.seconds, 3),
    ...(r.stopped === 'interrupted' && { interrupted: true }),
    ...(r.partial && { partial: r.partial }),
    candidates: r.candidates.map((c, i) => ({ rank: i + 1, ...candidateView(c, rules, notation) })),
  };
}

function printPeg(header: { ruleset: string; lexicon: string; rack: string }, r: PegReport, rules: CompiledRuleset, notation: Notation): void {
  const j = pegJson(header, r, rules, notation);
  console.log(`peg ${j.ruleset} · ${j.lexicon} · rack ${j.rack} · unseen ${j.unseen} (${r.inBag} in the bag) · ${r.candidates.length} candidates`);
  console.log(`${r.rounds} rounds, ${r.solves.toLocaleString('en')} scenarios searched (${r.exactSolves.toLocaleString('en')} exactly) in ${r.seconds.toFixed(1)} s` +
    (r.stopped === 'interrupted' ? ' — interrupted' : r.partial ? ' — PARTIAL' : ''));
  const coordWidth = maxOf(j.candidates, (c) => c.coord.length, 5);
  const wordWidth = maxOf(j.candidates, (c) => [...c.word].length, 4);
  const line = (cells: string[]) => `${cells[0]!.padStart(3)}  ${cells[1]!.padEnd(coordWidth)}  ${cells[2]! + ' '.repeat(Math.max(0, wordWidth - [...cells[2]!].length))}  ` +
    `${cells[3]!.padStart(5)}  ${cells[4]!.padStart(7)}  ${cells[5]!.padStart(6)}  ${cells[6]!.padStart(7)}  ${cells[7]!.padStart(7)}  ${cells[8]!.padStart(5)}`;
  console.log(line(['#', 'coord', 'word', 'score', 'equity', 'win %', 'spread', 'exact', 'round']));
  j.candidates.forEach((c, i) => {
    console.log(line([String(i + 1), c.coord, c.word, String(c.score), c.equity.toFixed(2), (100 * c.winProbability).toFixed(1),
      signed(round(c.meanSpread, 1)), `${c.exactDraws}/${c.draws.length}`, String(c.round)]));
  });
  console.log('win %: scenarios won (weighted by the unseen tiles they stand for, ties half); spread: the mean final spread; ' +
    'exact: scenarios whose endgame was solved to the end; round: the last round of the cascade the candidate reached (1 ply, 2 plies, to the end).');
}

/** The command once Ctrl-C is taken: it sets `stop`, which the search thread polls (perhaps already set, while the command loaded). */
async function pegCommand(values: Values, positionals: string[], stop: SharedArrayBuffer): Promise<number> {
  if (positionals.length) throw errors.usage(`unexpected argument ${quote(positionals[0]!)} (see verbivore peg --help)`);
  const { ruleset, lexicon } = movesGame(values);
  const rules = loadRuleset(ruleset);
  const notation = notationOption(values);
  const candidates = intOption(values, 'candidates', DEFAULT_PEG_CANDIDATES, 1);
  const seconds = secondsOption(values, 'seconds', DEFAULT_PEG_SECONDS);
  const tableBits = values['table-bits'] === undefined ? undefined : intOption(values, 'table-bits', 22, 4);
  const position = flagPosition(values, rules, 'peg');
  const rack = rackString(Array.from(position.racks[position.onTurn]), rules.alphabet);
  await openLexiconFor(lexicon);
  const bar = progressBar(`peg ${rack}`);
  let report: PegReport;
  try {
    report = await searchOnThread<PegReport>({ op: 'peg', lexicon, ruleset, position, options: { candidates, seconds, tableBits } }, stop, (m) => {
      if (m.kind === 'solve') bar(`round ${m.round}`, m.done, m.total);
    });
  } finally {
    bar.done();
  }
  const header = { ruleset: rules.ruleset.name, lexicon, rack };
  if (values.json) printJson(pegJson(header, report, rules, notation));
  else printPeg(header, report, rules, notation);
  if (report.partial) return reportPartial(report.partial, 'the pre-endgame search', '--seconds');
  return report.stopped === 'interrupted' ? exitStatus.interrupted : 0;
}
