// Positions from seeded autoplay games, for the endgame's tests and benches: game i of a seed is
// played by two static-equity players (built-in leaves, the endgame rule once the bag is empty)
// and the first position before a turn that `accept` takes is kept. The same seed gives the
// same positions on every machine.

import type { Engine } from '../engine.js';
import { Game } from '../game/game.js';
import { gameSeed, playGame } from '../game/play.js';
import { equityPlayer } from '../game/players.js';
import { gamePosition } from '../game/record.js';
import { searcherFor } from '../game/searcher.js';
import { resolveLeaves } from '../leaves/resolve.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { Position } from '../scrabble/position/index.js';

/** Up to `count` positions, one per game, from games 0, 1, ... of `seed` (at most `games` games). */
export function autoplayPositions(engine: Engine, rules: CompiledRuleset, options: {
  seed: number; count: number; games: number; accept: (game: Game) => boolean;
}): Position[] {
  const leaves = resolveLeaves('builtin', rules)!;
  const players = [equityPlayer(leaves), equityPlayer(leaves)];
  const searcher = searcherFor(engine, rules);
  const out: Position[] = [];
  for (let i = 0; i < options.games && out.length < options.count; i++) {
    const game = new Game(rules, { seed: gameSeed(options.seed, i), lexicon: engine.lexicon.name });
    let kept: Position | undefined;
    playGame(game, players, searcher, { beforeTurn: (g) => { if (!kept && options.accept(g)) kept = gamePosition(g); } });
    if (kept) out.push(kept);
  }
  return out;
}
