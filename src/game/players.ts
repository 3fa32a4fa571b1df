// Players: given the game, their rack and a searcher, they choose a move.
//   score        the highest-scoring play;
//   equity       the best by equity = score + value of the tiles kept (a leave table while the
//                bag has tiles; the endgame rule below once it is empty), exchanges and the
//                pass considered the same way;
//   top-k        one of the k highest-scoring plays at random (self-play corpora);
//   user         any function; its move is checked against the legal ones.
// With no play, score and top-k players exchange their whole rack if the bag allows it, else pass.

import { errors } from '../errors.js';
import type { LeaveValuation } from '../leaves/table.js';
import { moveKey } from '../scrabble/move.js';
import type { Move } from '../scrabble/movegen.js';
import type { Game } from './game.js';
import type { Searcher } from './searcher.js';

export interface TurnView {
  readonly game: Game;
  readonly player: number;
  /** The player's rack, ascending (0 = blank). */
  readonly rack: readonly number[];
  /** Loaded with the game's board. */
  readonly searcher: Searcher;
  /** This player's own seeded generator. */
  readonly random: () => number;
}

export interface Player {
  readonly name: string;
  /** Whether its moves are legal by construction (built-in players); others are checked. */
  readonly trusted?: boolean;
  /** Set by equityPlayer: its valuation. Games between two such players of one valuation may run in the core (play.ts playNewGame). */
  readonly equityLeaves?: LeaveValuation;
  /** Set by scorePlayer: games between two such players may run in the core (play.ts playNewGame). */
  readonly bestByScore?: true;
  choose(view: TurnView): Move;
}

/** No play: the whole rack back to the bag if the rules allow, else a pass. */
function noPlay(view: TurnView): Move {
  const rack = [...view.rack];
  return view.game.exchangeLimit >= rack.length && rack.length > 0
    ? { kind: 'exchange', tiles: rack, score: 0, leave: [] }
    : { kind: 'pass', score: 0, leave: rack };
}

export function scorePlayer(): Player {
  return {
    name: 'score',
    trusted: true,
    bestByScore: true,
    choose(view) {
      const best = view.searcher.byScore(view.rack, { top: 1 });
      return best.length ? best.get(0) : noPlay(view);
    },
  };
}

export function topKPlayer(k: number): Player {
  if (!Number.isInteger(k) || k < 1) throw errors.badInput(`a top-k player needs k ≥ 1, got ${k}`);
  return {
    name: `top${k}`,
    trusted: true,
    choose(view) {
      const list = view.searcher.byScore(view.rack, { top: k });
      return list.length ? list.get(Math.floor(view.random() * list.length)) : noPlay(view);
    },
  };
}

/**
 * Once the bag is empty leave tables no longer apply: going out earns twice the other racks'
 * value (`othersValue`; they are known then: the tiles nobody can see), and tiles kept risk
 * counting against their holder: −(2 × their value + 10).
 */
export function endgameValuation(othersValue: number, tileValue: ArrayLike<number>): LeaveValuation {
  return {
    linear: { tileValue, scale: -2, offset: -10, none: 2 * othersValue },
    valueOfCounts(counts, tiles) {
      if (tiles === 0) return 2 * othersValue;
      let kept = 0;
      for (let t = 0; t < counts.length; t++) if (counts[t]) kept += counts[t]! * tileValue[t]!;
      return -(2 * kept + 10);
    },
  };
}

/** The endgame valuation for a player of a game (the others' racks). */
function gameEndgameValuation(game: Game, player: number): LeaveValuation {
  let others = 0;
  game.racks.forEach((r, i) => { if (i !== player) others += game.tilesValue(r); });
  return endgameValuation(others, game.rules.tileValue);
}

export function equityPlayer(leaves: LeaveValuation, name = 'equity'): Player {
  return {
    name,
    trusted: true,
    equityLeaves: leaves,
    choose(view) {
      const g = view.game;
      const valuation = g.bagSize > 0 ? leaves : gameEndgameValuation(g, view.player);
      const r = view.searcher.byEquity(view.rack, valuation, { top: 1, exchangeLimit: g.exchangeLimit, pass: true });
      return r.moves[0]!.move;
    },
  };
}

export function userPlayer(name: string, choose: (view: TurnView) => Move): Player {
  return { name, choose };
}

/** A user's move as the game will play it: a play must be one of the legal plays (its score is ours). */
export function checkedMove(view: TurnView, move: Move): Move {
  if (move.kind !== 'place') return move;
  const key = moveKey(move);
  for (const m of view.searcher.byScore(view.rack)) {
    if (m.kind === 'place' && moveKey(m) === key) return m;
  }
  throw errors.badInput(`player ${view.game.players[view.player]!.nick}: the play at row ${move.row + 1}, column ${move.col + 1} ` +
    `(${move.dir}) is not a legal play for the rack ${view.game.rules.alphabet.render(view.rack)}`);
}
