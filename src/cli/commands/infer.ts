// verbivore infer: which tiles the opponent kept after their last play (src/infer).

import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import { inferLeave, type Inference, type LastPlay } from '../../infer/index.js';
import { quote } from '../../inputText.js';
import { resolveLeaves } from '../../leaves/resolve.js';
import { loadRuleset, type CompiledRuleset } from '../../rules/index.js';
import { moveCoord, moveWord, rackString } from '../../scrabble/notation.js';
import { type Command, intOption, printJson } from '../command.js';
import { lastPlay } from '../lastPlay.js';
import { openLexiconFor } from '../lexiconOption.js';
import { movesGame } from '../positionGame.js';

export const infer: Command = {
  name: 'infer',
  summary: 'the tiles the opponent kept after their last play, by how well each leave explains it',
  help: `Usage: verbivore infer (--gcg FILE --turn N | --cgp "CGP" --last-play "COORD WORD") [options]

Weighs every leave the opponent could have kept (or, when there are too many, a sample drawn
from the unseen tiles) by how close their play comes to the best static equity of the rack it
implies: a leave with which the play was the rack's best keeps its prior odds, one with which
it was T points behind is weighted by e^(−T / temperature). Prints the likeliest leaves, and per
tile the expected count kept against the unseen tiles' odds.

  --gcg FILE --turn N      the record, seen by the player of turn N (0-based; its line gives the
                           rack); the opponent's play is turn N − 1
  --cgp "CGP"              the position after the play, the side to move inferring
  --last-play "8D WO(R)D"  that play: its coordinate and word, tiles it played through in
                           parentheses (with --cgp)
  --rules NAME|FILE        english, catalan, spanish, ... (default: the position's, else the lexicon's)
  --lexicon NAME           lexicon (default: the position's, else the ruleset's)
  --temperature T          points behind the best by which a leave's weight falls by e (default 4)
  --max-exact N            weigh every leave when there are at most N (default 4000)
  --samples N              otherwise, leaves drawn from the unseen tiles (default 2000)
  --seed S                 seed of the sample (default 1)
  --top N                  leaves shown (default 10)`,
  options: {
    gcg: { type: 'string' }, turn: { type: 'string' }, cgp: { type: 'string' }, 'last-play': { type: 'string' },
    rules: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, temperature: { type: 'string' },
    'max-exact': { type: 'string' }, samples: { type: 'string' }, seed: { type: 'string' }, top: { type: 'string' },
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument ${quote(positionals[0]!)} (see verbivore infer --help)`);
    const { ruleset, lexicon } = movesGame(values);
    const rules = loadRuleset(ruleset);
    const temperature = values.temperature === undefined ? 4 : Number(values.temperature);
    if (!(temperature > 0)) throw errors.usage(`--temperature must be more than 0, got ${quote(String(values.temperature))}`);
    const options = {
      temperature, maxExact: intOption(values, 'max-exact', 4000, 0), samples: intOption(values, 'samples', 2000, 1), seed: intOption(values, 'seed', 1, 0),
    };
    const top = intOption(values, 'top', 10, 1);
    await openLexiconFor(lexicon);
    const engine = engineFor(lexicon);
    const leaves = resolveLeaves('builtin', rules);
    if (!leaves) throw errors.usage(`ruleset ${rules.ruleset.name} has no built-in leave table to judge the play with`);
    const play = lastPlay(values, rules, engine);
    const started = performance.now();
    const result = inferLeave(engine, rules, play, leaves, options);
    const seconds = (performance.now() - started) / 1000;
    if (values.json) printJson(inferJson(result, play, rules, top, seconds));
    else printInference(result, play, rules, top, seconds);
    return 0;
  },
};

function inferJson(r: Inference, play: LastPlay, rules: CompiledRuleset, top: number, seconds: number) {
  const a = rules.alphabet;
  return {
    play: { coord: moveCoord(play.move), word: moveWord(play.move, a), score: play.move.score },
    kept: r.kept, unseen: rackString(r.unseen, a), method: r.method, searches: r.searches, evidence: r.evidence, seconds: Number(seconds.toFixed(3)),
    leaves: r.leaves.slice(0, top).map((l) => ({ leave: rackString(l.tiles, a), probability: l.probability, prior: l.prior, behind: l.behind })),
    tiles: a.tiles.map((t, i) => ({ tile: i === 0 ? '?' : t, expected: r.expected[i]!, prior: r.expectedPrior[i]! })).filter((t) => t.prior > 0),
  };
}

function printInference(r: Inference, play: LastPlay, rules: CompiledRuleset, top: number, seconds: number): void {
  const j = inferJson(r, play, rules, top, seconds);
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  console.log(`infer: after ${j.play.coord} ${j.play.word} ${j.play.score}, the opponent kept ${r.kept} tile${r.kept === 1 ? '' : 's'} of ${j.unseen}`);
  console.log(`${r.method === 'exact' ? 'every leave weighed' : `${r.leaves.length.toLocaleString('en')} leaves sampled`}: ${r.searches.toLocaleString('en')} racks searched in ${seconds.toFixed(2)} s`);
  const width = Math.max(5, ...j.leaves.map((l) => l.leave.length));
  console.log(`${'leave'.padEnd(width)}  ${'posterior'.padStart(9)}  ${'prior'.padStart(7)}  behind`);
  for (const l of j.leaves) console.log(`${l.leave.padEnd(width)}  ${pct(l.probability).padStart(9)}  ${pct(l.prior).padStart(7)}  ${l.behind.toFixed(1).padStart(6)}`);
  const moved = j.tiles.filter((t) => Math.abs(t.expected - t.prior) >= 0.05).sort((a, b) => (b.expected - b.prior) - (a.expected - a.prior));
  if (moved.length) {
    console.log('tiles kept, expected count (unseen odds):');
    console.log(moved.map((t) => `${t.tile} ${t.expected.toFixed(2)} (${t.prior.toFixed(2)})`).join(' · '));
  }
}
