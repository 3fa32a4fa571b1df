// Inference benchmark: on seeded games between static equity players, how much inference
// favours the leave the opponent really kept: the mean log(posterior / prior) of the true leave
// over TURNS turns (every turn after an opponent's play with tiles kept and a rack in the bag),
// with its 95 % interval, and the time per inference. Run: npm run bench -- infer
// (VERBIVORE_INFER_TURNS=N for another count).

import { loadavg } from 'node:os';
import { engineFor } from '../src/engine.js';
import { Game } from '../src/game/game.js';
import { playGame } from '../src/game/play.js';
import { equityPlayer } from '../src/game/players.js';
import { gameGcg } from '../src/game/record.js';
import { searcherFor } from '../src/game/searcher.js';
import { inferLeave, lastPlayOfGcg, leaveLogRatio } from '../src/infer/index.js';
import { resolveLeaves } from '../src/leaves/resolve.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { loadRuleset } from '../src/rules/index.js';
import { readGcg } from '../src/scrabble/position/index.js';

export async function inferBench(): Promise<void> {
  const turnsWanted = Number(process.env.VERBIVORE_INFER_TURNS) || 1000;
  await ensureLexicon('sowpods');
  const engine = engineFor('sowpods');
  const rules = loadRuleset('english');
  const leaves = resolveLeaves('builtin', rules)!;
  console.log(`\n### inference: log(posterior / prior) of the true leave, ${turnsWanted} turns\n`);
  console.log(`load average at start: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  const ratios: number[] = [];
  const byKept = new Map<number, number[]>();
  let exact = 0, seconds = 0;
  for (let seed = 1; ratios.length < turnsWanted; seed++) {
    const game = new Game(rules, { seed });
    const p = equityPlayer(leaves);
    playGame(game, [p, p], searcherFor(engine, rules));
    const record = readGcg(gameGcg(game), rules.alphabet, rules.ruleset);
    for (let t = 1; t < game.turns.length && ratios.length < turnsWanted; t++) {
      const prev = game.turns[t - 1]!;
      if (prev.move.kind !== 'place' || game.turns[t]!.player === prev.player) continue;
      if (prev.move.leave.length === 0 || prev.bag < 2 * rules.ruleset.rackSize) continue;
      const play = lastPlayOfGcg(engine, rules, record, t);
      const started = performance.now();
      const r = inferLeave(engine, rules, play, leaves, { seed: t });
      seconds += (performance.now() - started) / 1000;
      if (r.method === 'exact') exact++;
      const llr = leaveLogRatio(engine, rules, play, leaves, r, prev.move.leave);
      ratios.push(llr);
      const k = prev.move.leave.length;
      byKept.set(k, [...(byKept.get(k) ?? []), llr]);
    }
  }
  const stats = (xs: number[]) => {
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const se = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, xs.length - 1) / xs.length);
    return `${mean.toFixed(3)} (95 %: ${(mean - 1.96 * se).toFixed(3)} to ${(mean + 1.96 * se).toFixed(3)})`;
  };
  console.log('| tiles kept | turns | mean log ratio |');
  console.log('|---:|---:|---|');
  for (const [k, xs] of [...byKept].sort((a, b) => a[0] - b[0])) console.log(`| ${k} | ${xs.length} | ${stats(xs)} |`);
  console.log(`| all | ${ratios.length} | ${stats(ratios)} |`);
  console.log(`\n${exact} of ${ratios.length} inferences weighed every leave; ${(1000 * seconds / ratios.length).toFixed(0)} ms per inference`);
}
