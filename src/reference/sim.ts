// Plain simulation pieces for tests only: a playout that reloads the whole board into a fresh
// searcher before every ply (no apply/undo, nothing kept between plies or playouts) and values
// the end with the rule written out once more, and statistics computed from every value kept
// (two-pass means and variances, paired differences taken iteration by iteration).

import type { Deal } from '../sim/playout.js';
import { Game } from '../game/game.js';
import { equityPlayer } from '../game/players.js';
import type { Searcher } from '../game/searcher.js';
import type { LeaveValuation } from '../leaves/table.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { Move } from '../scrabble/movegen.js';
import type { Position } from '../scrabble/position/index.js';

/**
 * The value (hundredths of a point) of playing `candidate` from `position` (side to move on
 * turn 0, its rack racks[0]) with the opponent dealt `deal`, then `plies` static-equity moves.
 */
export function referencePlayout(
  rules: CompiledRuleset, position: Position, deal: Deal, candidate: Move, plies: number,
  leaves: LeaveValuation, searcher: Searcher,
): number {
  const game = new Game(rules, { seed: deal.bagSeed, position: { ...position, racks: [position.racks[0], Uint8Array.from(deal.opponent)] } });
  const player = equityPlayer(leaves);
  const kept: (number[] | undefined)[] = [undefined, undefined];
  game.play(candidate);
  kept[0] = candidate.leave;
  for (let ply = 1; ply <= plies && !game.over; ply++) {
    const seat = game.onTurn;
    searcher.load(game.board);
    const move = player.choose({ game, player: seat, rack: game.racks[seat]!, searcher, random: Math.random });
    game.play(move);
    kept[seat] = move.leave;
  }
  const spreadGained = game.scores[0]! - game.scores[1]! - (position.scores[0] - position.scores[1]);
  if (game.over || game.bagSize === 0) return spreadGained * 100;
  const value = (leave: number[] | undefined) => {
    if (!leave) return 0;
    const counts = new Uint8Array(rules.alphabet.size);
    for (const t of leave) counts[t]!++;
    return Math.round(leaves.valueOfCounts(counts, leave.length) * 100);
  };
  return spreadGained * 100 + value(kept[0]) - value(kept[1]);
}

/** Mean (points) and standard error of the mean of values in hundredths. */
export function referenceMean(values: readonly number[]): { mean: number; stderr: number } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1) : 0;
  return { mean: mean / 100, stderr: Math.sqrt(variance / n) / 100 };
}

/** Mean difference a − b (points) over paired values and its standard error. */
export function referenceDifference(a: readonly number[], b: readonly number[]): { mean: number; stderr: number } {
  return referenceMean(a.map((v, i) => v - b[i]!));
}
