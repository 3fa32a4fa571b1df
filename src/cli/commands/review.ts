// verbivore review: every turn of a GCG game against the engine's best (src/review/review.ts), the
// simulations on the pool; the annotated game as GCG with --out.

import { engineFor } from '../../engine.js';
import { errors, exitStatus } from '../../errors.js';
import { readInputFile, writeOutputFile } from '../../inputFile.js';
import { quote } from '../../inputText.js';
import {
  annotatedGcg, DEFAULT_REVIEW_CANDIDATES, DEFAULT_REVIEW_SECONDS, type GameReview, reviewGame, type TurnReview,
} from '../../review/review.js';
import { maxOf } from '../../maxOf.js';
import { EnginePool } from '../../pool/pool.js';
import { loadRuleset } from '../../rules/index.js';
import { decodeGcg, readGcg, writeGcg } from '../../scrabble/position/index.js';
import { MAX_CANDIDATES } from '../../sim/simulate.js';
import { type Command, intOption, printJson, stringOption } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { secondsOption, workersOption } from '../limits.js';
import { movesGame } from '../positionGame.js';
import { notationOption } from '../positionGame.js';

export const review: Command = {
  name: 'review',
  summary: 'review a GCG game: each turn\'s move against the engine\'s best, the equity it cost, bingos missed',
  help: `Usage: verbivore review --gcg FILE [options]

Reviews every turn of both players of a game record (finished or not) from the mover's point of
view: the position before the turn with the mover's rack from the record, the other rack unseen.
Each turn's move is set against the engine's best, by a short simulation (the K best moves by
static equity and the move played, played out 2 plies against random opponent racks), by the
exact endgame when the bag is empty, or by the pre-endgame when one tile is in the bag; with
--static by static equity alone (score + leave value). Equity lost: the best's value less the
played move's, in the same measure (points); near the end also the win chance lost. A bingo
missed: the rack could play all its tiles and did not. Then per player the equity lost in all,
the three costliest turns and the bingos missed. Progress on stderr per turn; Ctrl-C prints the
turns reviewed so far (exit status 130). Method and JSON fields: docs/review.md.

  --gcg FILE             the game record (its #lexicon names the lexicon unless --lexicon does)
  --seconds-per-turn S   analysis time a turn (default ${DEFAULT_REVIEW_SECONDS}): the simulation's, the endgame's
                         or the pre-endgame's
  --static               rank by static equity only, with the built-in leaves (fast)
  --out FILE             write the game as GCG with a #note after each move reviewed
                         ("best: 8D WORD 72, lost 12.3")
  --rules NAME|FILE      english, catalan, spanish, ... (default: the lexicon's)
  --lexicon NAME         lexicon (default: the GCG's "#lexicon", else the ruleset's)
  --candidates K         moves simulated or pre-endgame ranked a turn besides the one played
                         (default ${DEFAULT_REVIEW_CANDIDATES}, at most ${MAX_CANDIDATES})
  --seed S               the simulations' seed (default 1)
  --workers K            worker threads for the simulations (default and most: the cores)
  --notation STYLE       american (default) or catalan`,
  options: {
    gcg: { type: 'string' }, 'seconds-per-turn': { type: 'string' }, static: { type: 'boolean' }, out: { type: 'string' },
    rules: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, candidates: { type: 'string' }, seed: { type: 'string' },
    workers: { type: 'string' }, notation: { type: 'string' },
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument ${quote(positionals[0]!)} (see verbivore review --help)`);
    if (typeof values.gcg !== 'string') throw errors.usage('give the game with --gcg FILE (see verbivore review --help)');
    const { ruleset, lexicon } = movesGame(values);
    const rules = loadRuleset(ruleset);
    const notation = notationOption(values);
    const secondsPerTurn = secondsOption(values, 'seconds-per-turn', DEFAULT_REVIEW_SECONDS);
    const candidates = intOption(values, 'candidates', DEFAULT_REVIEW_CANDIDATES, 1);
    if (candidates > MAX_CANDIDATES) throw errors.usage(`--candidates must be at most ${MAX_CANDIDATES}, got ${candidates}`);
    const seed = intOption(values, 'seed', 1, 0);
    const out = stringOption(values, 'out', '');
    const game = readGcg(decodeGcg(readInputFile(values.gcg, '--gcg')), rules.alphabet, rules.ruleset);
    // The record as read, written first: a --out that cannot be written fails before the review's minutes.
    if (out) writeOutputFile(out, writeGcg(game, rules.alphabet), '--out');
    await openLexiconFor(lexicon);
    const engine = engineFor(lexicon);
    const pool = values.static ? undefined : new EnginePool(workersOption(values, Infinity));
    const interrupt = new AbortController();
    const onInterrupt = () => interrupt.abort();
    process.once('SIGINT', onInterrupt);
    let result: GameReview;
    try {
      result = await reviewGame(engine, rules, game, {
        static: values.static === true, secondsPerTurn, ruleset, candidates, seed, runner: pool, signal: interrupt.signal, notation,
        onTurn: (turn, total) => process.stderr.write(`review: turn ${turn} of ${total}\n`),
      });
    } finally {
      process.off('SIGINT', onInterrupt);
      await pool?.close();
    }
    if (out) writeOutputFile(out, writeGcg(annotatedGcg(game, result), rules.alphabet), '--out');
    if (values.json) printJson({ ...result, workers: pool?.workers ?? 0 });
    else printReview(result);
    return result.stopped === 'interrupted' ? exitStatus.interrupted : 0;
  },
};

const METHOD = { static: 'static', simulation: 'sim', endgame: 'endgame', 'pre-endgame': 'peg' } as const;

const moveText = (m: { coord: string; word: string; row?: number }) => (m.row === undefined ? (m.word === '-' ? 'pass' : m.word) : `${m.coord} ${m.word}`);

/** The note without the best and the loss, which have columns of their own. */
function tableNote(t: TurnReview, byStatic: boolean): string {
  const rest = t.lost === null ? t.note : t.note.split('; ').slice(1).join('; ');
  return [byStatic ? '' : METHOD[t.method], rest].filter(Boolean).join('; ');
}

function printReview(r: GameReview): void {
  const how = r.static ? 'by static equity' : `${r.secondsPerTurn} s a turn (simulation; endgame with the bag empty, pre-endgame with one tile in it)`;
  console.log(`review ${r.ruleset} · ${r.lexicon} · ${r.reviews.length} of ${r.totalTurns} turns · ${how} · ${r.seconds.toFixed(1)} s` +
    (r.stopped === 'interrupted' ? ' — interrupted' : ''));
  const rows = r.reviews.map((t) => ({
    t, played: moveText(t.played), best: t.best ? moveText(t.best) : '',
  }));
  const w = (f: (x: typeof rows[0]) => string, min: number) => maxOf(rows, (x) => [...f(x)].length, min);
  const nickW = w((x) => x.t.nick, 6), rackW = w((x) => x.t.rack, 4), playedW = w((x) => x.played, 6), bestW = w((x) => x.best, 4);
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - [...s].length));
  const line = (c: string[]) => `${c[0]!.padStart(4)}  ${pad(c[1]!, nickW)}  ${pad(c[2]!, rackW)}  ${pad(c[3]!, playedW)}  ${c[4]!.padStart(5)}  ` +
    `${pad(c[5]!, bestW)}  ${c[6]!.padStart(5)}  ${c[7]!.padStart(6)}  ${c[8]}`.trimEnd();
  console.log(line(['turn', 'player', 'rack', 'played', 'score', 'best', 'score', 'lost', 'note']));
  for (const { t, played, best } of rows) {
    console.log(line([String(t.turn), t.nick, t.rack, played, String(t.played.score), best, t.best ? String(t.best.score) : '',
      t.lost === null ? '—' : t.lost.toFixed(1), tableNote(t, r.static)]));
  }
  for (const p of r.players) {
    const costly = p.costliest.length ? p.costliest.map((c) => `turn ${c.turn} (${c.lost.toFixed(1)}: ${c.played}, best ${c.best})`).join(', ') : 'none';
    const bingos = p.bingosMissed.length ? `turn${p.bingosMissed.length === 1 ? '' : 's'} ${p.bingosMissed.join(', ')}` : 'none';
    console.log(`${p.nick}: ${p.turns} turns reviewed, equity lost ${p.equityLost.toFixed(1)}; costliest: ${costly}; bingos missed: ${bingos}`);
  }
}
