// A player that searches the endgame: once the bag is empty both racks are known, and it plays
// the first move of a budgeted endgame search (solve.ts) instead of the static endgame rule;
// before that it plays as the player it wraps. The search deepens one ply at a time until its
// value is exact or the node budget is spent, and the deepest completed iteration's first move
// is played. The budget counts nodes, not seconds, and the transposition table is emptied at
// each new game, so a game's moves depend on its seed alone (whatever the worker that plays it).

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import type { Game } from '../game/game.js';
import { gamePosition } from '../game/record.js';
import type { Player } from '../game/players.js';
import type { CompiledRuleset } from '../rules/index.js';
import { solveEndgame } from './solve.js';
import { TranspositionTable } from './table.js';

/** `player` until the bag is empty, then the first move of an endgame search of at most `maxNodes` nodes a turn. */
export function endgamePlayer(player: Player, engine: Engine, rules: CompiledRuleset, maxNodes: number): Player {
  if (!Number.isInteger(maxNodes) || maxNodes < 1) throw errors.usage(`an endgame search needs a node budget ≥ 1, got ${maxNodes}`);
  // About four entries a node (16 bytes each): 2^12 to 2^22 entries.
  const table = new TranspositionTable(Math.min(22, Math.max(12, Math.ceil(Math.log2(maxNodes * 4)))));
  let gameOfTable: Game | undefined;
  return {
    name: player.name,
    trusted: player.trusted,
    choose(view) {
      const g = view.game;
      if (g.bagSize > 0 || g.players.length !== 2) return player.choose(view);
      if (gameOfTable !== g) {
        table.clear();
        gameOfTable = g;
      }
      // The solver loads the game's board on the game's searcher and leaves it as it found it.
      const result = solveEndgame(engine, rules, gamePosition(g), { maxNodes, table });
      return result.pv.length ? result.pv[0]!.move : player.choose(view);
    },
  };
}
