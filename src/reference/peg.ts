// A plain pre-endgame for tests only: every order of the unseen tiles' physical copies is a
// scenario of weight 1 (nothing grouped), each played out on fresh Games, and valued by brute
// force to a fixed depth: the endgame by the plain minimax (endgame.ts) once the bag is empty;
// before that the side's best of its top replies by static equity (the same rule and width as
// src/endgame/peg.ts), the bag's tiles drawn in the scenario's order; at the horizon the
// endgame's estimate, the bag empty or not.

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import { Game } from '../game/game.js';
import { gamePosition } from '../game/record.js';
import type { Searcher } from '../game/searcher.js';
import type { LeaveValuation } from '../leaves/table.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { Move } from '../scrabble/movegen.js';
import type { Position } from '../scrabble/position/index.js';
import { referenceEndgame } from './endgame.js';

export interface ReferencePeg {
  /** Share of the scenarios won (ties half), and their mean final spread, the side to move's view. */
  winProbability: number;
  meanSpread: number;
  /** Scenarios: ordered choices of the bag's physical tiles among the unseen. */
  scenarios: number;
}

/**
 * `move` from `position` (the opponent's rack left empty: it and the bag are the `unseen`
 * tiles, `inBag` of them in the bag) valued `plies` deep after it in every scenario.
 */
export function referencePeg(rules: CompiledRuleset, position: Position, searcher: Searcher, leaves: LeaveValuation,
  widths: readonly number[], unseen: readonly number[], inBag: number, move: Move, plies: number): ReferencePeg {
  let n = 0, wins = 0, total = 0;
  const pick = (chosen: number[], used: boolean[]) => {
    if (chosen.length === inBag) {
      const bag = chosen.map((i) => unseen[i]!);
      const racks: [Uint8Array, Uint8Array] = [position.racks[0], position.racks[1]];
      racks[1 - position.onTurn] = Uint8Array.from(unseen.filter((_, i) => !used[i]));
      const after = played(rules, { ...position, racks }, bag, move);
      const spread = after.final ?? -value(after.next, after.rest, plies, 0);
      n++;
      total += spread;
      wins += spread > 0 ? 1 : spread === 0 ? 0.5 : 0;
      return;
    }
    unseen.forEach((_, i) => {
      if (used[i]) return;
      used[i] = true;
      pick([...chosen, i], used);
      used[i] = false;
    });
  };
  pick([], unseen.map(() => false));
  return { winProbability: wins / n, meanSpread: total / n, scenarios: n };

  function value(p: Position, bag: number[], depth: number, level: number): number {
    const side = p.onTurn;
    const spread = p.scores[side] - p.scores[1 - side]!;
    // At the horizon, with tiles in the bag or not, the endgame's estimate (referenceEndgame at depth 0).
    if (bag.length === 0 || depth === 0) return spread + referenceEndgame(rules, p, searcher, depth);
    searcher.load(p.board);
    const replies = searcher.byEquity(p.racks[side], leaves, { top: widths[Math.min(level, widths.length - 1)]!, pass: true }).moves;
    let best = -Infinity;
    for (const { move: reply } of replies) {
      const after = played(rules, p, bag, reply);
      best = Math.max(best, after.final ?? -value(after.next, after.rest, depth - 1, level + 1));
    }
    return best;
  }
}

/** `move` played on a Game from `p` (both racks known); the mover's rack then set to what it kept and the bag's first tiles. */
function played(rules: CompiledRuleset, p: Position, bag: readonly number[], move: Move): { next: Position; rest: number[]; final?: number } {
  const me = p.onTurn, them = 1 - me;
  const game = new Game(rules, { seed: 0, position: p });
  game.play(move);
  const placed = move.kind === 'place' ? move.tiles.filter((t) => t !== 0).map((t) => (t & BLANK_BIT ? BLANK : t)) : [];
  const kept = Array.from(p.racks[me]);
  for (const t of placed) kept.splice(kept.indexOf(t), 1);
  const drawn = Math.min(placed.length, bag.length);
  const rack = [...kept, ...bag.slice(0, drawn)].sort((a, b) => a - b);
  if (game.over === 'scoreless') {
    // Each side loses its own rack's value: the racks as the scenario has them.
    const value = (r: ArrayLike<number>) => Array.from(r).reduce((v, t) => v + rules.tileValue[t]!, 0);
    return { next: gamePosition(game), rest: [], final: p.scores[me] + (move.kind === 'place' ? move.score : 0) - value(rack) - (p.scores[them]! - value(p.racks[them]!)) };
  }
  if (game.over) return { next: gamePosition(game), rest: [], final: game.scores[me]! - game.scores[them]! };
  const next = gamePosition(game);
  next.racks[me] = Uint8Array.from(rack);
  return { next, rest: bag.slice(drawn) };
}
