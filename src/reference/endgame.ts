// A plain endgame minimax for tests only: every move of each side (the plays and the pass) is
// played on a fresh Game built from the position (its own scoring and end rules), the searcher
// reloads the whole board at every node, and nothing is pruned or remembered. Depth-limited: at
// the horizon a position is worth the opponent's rack value less the side to move's, the static
// estimate the solver uses (src/endgame/solve.ts), written out again here.

import { Game } from '../game/game.js';
import { gamePosition } from '../game/record.js';
import type { Searcher } from '../game/searcher.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { Position } from '../scrabble/position/index.js';

/** The spread the side to move gains to the end of the game (or the horizon, `depth` plies on), points. */
export function referenceEndgame(rules: CompiledRuleset, position: Position, searcher: Searcher, depth: number): number {
  const me = position.onTurn, them = 1 - me;
  const rackValue = (rack: ArrayLike<number>) => Array.from(rack).reduce((v, t) => v + rules.tileValue[t]!, 0);
  if (depth === 0) return rackValue(position.racks[them]!) - rackValue(position.racks[me]);
  searcher.load(position.board);
  const moves = searcher.byScore(position.racks[me], { pass: true }).toArray();
  let best = -Infinity;
  for (const move of moves) {
    const game = new Game(rules, { seed: 0, position });
    game.play(move);
    const gained = game.scores[me]! - game.scores[them]! - (position.scores[me] - position.scores[them]!);
    const value = game.over ? gained : gained - referenceEndgame(rules, gamePosition(game), searcher, depth - 1);
    best = Math.max(best, value);
  }
  return best;
}
