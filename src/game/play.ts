// Playing a game to its end: each player in turn chooses a move from the searcher, the game
// checks and plays it, the searcher's board follows.

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import { seededRandom } from '../random.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { Move } from '../scrabble/movegen.js';
import { PLAYOUT_BAG_TILES } from '../wasm/contract.js';
import { type CorePly, CorePlayouts } from './corePlayout.js';
import { Game, type GameOptions } from './game.js';
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

/**
 * Plays a new game (GameOptions without a position) to the end. Between two static-equity
 * players of one valuation (equityPlayer), or two score players (scorePlayer), the core plays it
 * (corePlayout.ts: searches, draws and the end never leave it), PLAYOUT_MAX_MOVES moves a call,
 * and the Game replays each move, so the game's turns, records and beforeTurn calls are those
 * playGame would give; otherwise, or where the core cannot, playGame plays it (or the rest of it).
 */
export function playNewGame(rules: CompiledRuleset, options: GameOptions, players: readonly Player[], searcher: Searcher,
  playOptions: PlayOptions = {}): Game {
  const game = new Game(rules, { ...options, position: undefined });
  const core = players.length === 2 ? corePlayouts(players[0]!, players[1]!, searcher) : undefined;
  if (core && game.bagSize + game.racks[0]!.length + game.racks[1]!.length <= PLAYOUT_BAG_TILES) {
    const bag = Array.from(rules.tileCount).flatMap((n, t) => Array<number>(n).fill(t));
    core.begin({ racks: [[], []], bag, seed: options.seed, scores: [0, 0], onTurn: 0, zeroTurns: 0 }, { deal: true });
    while (!game.over) {
      searcher.load(game.board);
      const r = core.play(Infinity);
      if (!r) break;
      for (const ply of core.moves()) {
        playOptions.beforeTurn?.(game);
        game.play(replayed(game, ply));
      }
    }
  }
  return game.over ? game : playGame(game, players, searcher, playOptions);
}

/** The core's playouts for a game between a and b, if both are players it plays. */
function corePlayouts(a: Player, b: Player, searcher: Searcher): CorePlayouts | undefined {
  if (a.equityLeaves && b.equityLeaves === a.equityLeaves) return CorePlayouts.for(searcher, a.equityLeaves);
  if (a.bestByScore && b.bestByScore) return CorePlayouts.byScore(searcher);
  return undefined;
}

/** A core playout's move as a Move of `game` now: its word read from the board, its leave from the rack. */
function replayed(game: Game, ply: CorePly): Move {
  const rack = game.racks[game.onTurn]!;
  const leave = rack.slice();
  const drop = (t: number) => leave.splice(leave.indexOf(t), 1);
  if (ply.kind === 'pass') return { kind: 'pass', score: 0, leave };
  if (ply.kind === 'exchange') {
    for (const t of ply.tiles) drop(t);
    return { kind: 'exchange', tiles: ply.tiles, score: 0, leave };
  }
  const cols = game.rules.ruleset.cols;
  const word = ply.tiles.map((t, i) => {
    if (t !== 0) {
      drop(t & BLANK_BIT ? BLANK : t);
      return t;
    }
    return game.board[ply.dir === 'across' ? ply.row * cols + ply.col + i : (ply.row + i) * cols + ply.col]!;
  });
  return { kind: 'place', row: ply.row, col: ply.col, dir: ply.dir, tiles: ply.tiles, word, score: ply.score, leave };
}
