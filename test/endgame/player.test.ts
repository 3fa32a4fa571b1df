// The endgame player (src/endgame/player.ts): the wrapped player's moves while the bag has tiles;
// once it is empty, a move that is optimal by a plain minimax where its budget solves exactly;
// the game's board left as it was (games replay through GCG); and moves that depend on the game
// alone, not on the games its worker played before.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine, engineFor } from '../../src/engine.js';
import { autoplayPositions } from '../../src/endgame/index.js';
import { endgamePlayer } from '../../src/endgame/player.js';
import { runAutoplay as autoplayTask } from '../../src/champion/players.js';
import { leaveRefFor, type PlayerSpec } from '../../src/game/autoplay.js';
import { Game } from '../../src/game/game.js';
import { equityPlayer, type Player, type TurnView } from '../../src/game/players.js';
import { searcherFor } from '../../src/game/searcher.js';
import { resolveLeaves } from '../../src/leaves/store.js';
import { ensureLexicon, loadLexicon } from '../../src/lexicon/store.js';
import { referenceEndgame } from '../../src/reference/endgame.js';
import { loadRuleset } from '../../src/rules/index.js';
import { type Position, writeCgp } from '../../src/scrabble/position/index.js';
import { rescoreGcg } from '../helpers.js';
import { gamePosition } from '../../src/game/record.js';

const rules = loadRuleset('english');
let engine: Engine;

beforeAll(async () => {
  await ensureLexicon('sowpods');
  engine = engineFor('sowpods');
});

/** The move `player` chooses in `position` (a game started from it, bag as the position leaves it). */
function chosen(player: Player, position: Position) {
  const game = new Game(rules, { seed: 3, position });
  const searcher = searcherFor(engine, rules);
  searcher.load(game.board);
  const view: TurnView = { game, player: game.onTurn, rack: game.racks[game.onTurn]!, searcher, random: () => 0 };
  return { game, move: player.choose(view) };
}

describe('endgame player', () => {
  it('once the bag is empty, plays a move a plain minimax finds optimal (endgames it solves exactly)', () => {
    const leaves = resolveLeaves('builtin', rules)!;
    const fresh = searcherFor(new Engine(loadLexicon('sowpods')), rules);
    const tiny = autoplayPositions(engine, rules, {
      seed: 21, count: 25, games: 120, accept: (g) => g.bagSize === 0 && g.racks[0]!.length + g.racks[1]!.length <= 3,
    });
    expect(tiny.length).toBe(25);
    const player = endgamePlayer(equityPlayer(leaves), engine, rules, 100_000);
    let differs = 0;
    for (const p of tiny) {
      const best = referenceEndgame(rules, p, fresh, 8);
      const { game, move } = chosen(player, p);
      const me = game.onTurn, them = 1 - me, before = game.scores[me]! - game.scores[them]!;
      game.play(move);
      const gained = game.scores[me]! - game.scores[them]! - before;
      const value = game.over ? gained : gained - referenceEndgame(rules, gamePosition(game), fresh, 7);
      expect(value, writeCgp(p, rules.alphabet)).toBe(best);
      // The static rule is not always that good: the search must be what decides.
      const statically = chosen(equityPlayer(leaves), p);
      const g2 = statically.game;
      g2.play(statically.move);
      const gained2 = g2.scores[me]! - g2.scores[them]! - before;
      if ((g2.over ? gained2 : gained2 - referenceEndgame(rules, gamePosition(g2), fresh, 7)) < best) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('plays as the player it wraps while the bag has tiles', () => {
    const leaves = resolveLeaves('builtin', rules)!;
    const mid = autoplayPositions(engine, rules, { seed: 5, count: 20, games: 20, accept: (g) => g.turns.length === 10 && g.bagSize > 0 });
    expect(mid.length).toBe(20);
    const plain = equityPlayer(leaves), wrapped = endgamePlayer(equityPlayer(leaves), engine, rules, 500);
    for (const p of mid) expect(chosen(wrapped, p).move).toEqual(chosen(plain, p).move);
  });

  it('in autoplay: games replay through GCG to their scores, and a game is the same played alone or after others', () => {
    const ref = leaveRefFor('builtin', rules).ref;
    const players: [PlayerSpec, PlayerSpec] = [{ kind: 'equity', leaves: ref, endgameNodes: 300 }, { kind: 'score' }];
    const task = { ruleset: 'english', lexicon: 'sowpods', players, seed: 9, gcg: true };
    const run = autoplayTask(engine, { ...task, first: 0, count: 8 });
    for (const g of run.games) {
      // Every play legal on the board as the GCG has it, with its score: the search left the board as it found it.
      const totals = rescoreGcg(g.gcg!, rules, 'sowpods');
      expect(g.p1First ? totals : [totals[1], totals[0]]).toEqual(g.scores);
    }
    // The search decides some endgames otherwise than the static rule.
    const statically = autoplayTask(engine, { ...task, players: [{ kind: 'equity', leaves: ref }, { kind: 'score' }], first: 0, count: 8 });
    expect(statically.games.map((g) => g.scores)).not.toEqual(run.games.map((g) => g.scores));
    // Games 5..7 alone, on a worker whose table last held games 0..4 of another run.
    autoplayTask(engine, { ...task, seed: 10, first: 0, count: 5 });
    const alone = autoplayTask(engine, { ...task, first: 5, count: 3 });
    expect(alone.games).toEqual(run.games.slice(5));
  });

  it('refuses a budget below one node', () => {
    const leaves = resolveLeaves('builtin', rules)!;
    expect(() => endgamePlayer(equityPlayer(leaves), engine, rules, 0)).toThrow(/node budget ≥ 1, got 0/);
  });
});
