// Playing a game to its end: each player in turn chooses a move from the searcher, the game
// checks and plays it, the searcher's board follows.

import { seededRandom } from '../random.js';
import type { Game } from './game.js';
import { checkedMove, type Player, type TurnView } from './players.js';
import type { Searcher } from './searcher.js';

/** A game's seed for run `seed`, game `index`: independent streams, whatever the batching. */
export function gameSeed(seed: number, index: number): number {
  return mix32(mix32(seed >>> 0) ^ (index >>> 0));
}

/** A player's generator in a game (its own stream, apart from the bag's). */
export function playerRandom(gameSeed: number, seat: number): () => number {
  return seededRandom(mix32(gameSeed ^ Math.imul(seat + 1, 0x9e3779b9)));
}

/** murmur3's finaliser: every input bit moves every output bit. */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

export interface PlayOptions {
  /** Called before each turn (e.g. to take the position). */
  beforeTurn?: (game: Game) => void;
  /** One generator per seat (default: from seed 0). */
  randoms?: (() => number)[];
}

/** Plays `game` to the end with one player per seat. */
export function playGame(game: Game, players: readonly Player[], searcher: Searcher, options: PlayOptions = {}): Game {
  if (players.length !== game.players.length) throw new RangeError(`${players.length} players for ${game.players.length} seats`);
  const randoms = options.randoms ?? players.map((_, seat) => playerRandom(0, seat));
  searcher.load(game.board);
  while (!game.over) {
    options.beforeTurn?.(game);
    const p = game.onTurn;
    const view: TurnView = { game, player: p, rack: game.racks[p]!, searcher, random: randoms[p]! };
    const player = players[p]!;
    const chosen = player.choose(view);
    const move = player.trusted ? chosen : checkedMove(view, chosen);
    game.play(move);
    if (move.kind === 'place') searcher.apply(move);
  }
  return game;
}
