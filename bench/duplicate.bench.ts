// Duplicate benchmarks: a 20-turn Catalan master game (target ≤ 2 s), and the arbitration of
// 100 players × 20 turns (target ≤ 5 s): each player's move is the master move, another legal
// play of the rack, or a made-up word, drawn from a seeded generator.
// Run: npm run bench -- duplicate

import { arbitrate, DuplicateGame, masterTurnsOf, type Submission } from '../src/duplicate/index.js';
import { Engine } from '../src/engine.js';
import { searcherFor } from '../src/game/searcher.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { seededRandom } from '../src/random.js';
import { loadRuleset } from '../src/rules/index.js';
import { moveCoord, moveWord } from '../src/scrabble/notation.js';
import { runBench } from './report.js';

const PLAYERS = 100;
const TURNS = 20;

export async function duplicateBench(): Promise<void> {
  const engine = new Engine(await ensureLexicon('catalan'));
  const rules = loadRuleset('catalan');
  const play = () => {
    const g = new DuplicateGame(engine, rules, { seed: 4, turns: TURNS });
    g.play();
    return g;
  };
  const game = play();
  const turns = masterTurnsOf(game);
  const r = seededRandom(1);
  const searcher = searcherFor(engine, rules);
  const submissions: Submission[] = [];
  for (const t of turns) {
    searcher.load(t.board);
    const plays = [...searcher.byScore(t.rack, { top: 200 })].filter((m) => m.kind === 'place');
    for (let p = 0; p < PLAYERS; p++) {
      const x = r();
      const m = x < 0.3 ? game.turns[t.turn - 1]!.master : plays[Math.floor(r() * plays.length)]!;
      const word = moveWord(m, rules.alphabet).replace(/[()]/g, '');
      submissions.push({ player: `player${p}`, turn: t.turn, coord: moveCoord(m), word: x > 0.9 ? word.split('').reverse().join('') : word });
    }
  }
  let ranking = '';
  await runBench('duplicate catalan', [
    { name: `master game of ${TURNS} turns (seed 4)`, fn: play, checksum: () => `${game.turns.length} turns, ${game.total} points` },
    {
      name: `arbitration of ${PLAYERS} players × ${TURNS} turns`, items: PLAYERS * TURNS,
      fn: () => { ranking = arbitrate(engine, rules, turns, submissions).ranking.slice(0, 1).map((s) => `${s.player} ${s.total}`).join(''); },
      checksum: () => ranking,
    },
  ], { time: 3000, iterations: 5 });
}
