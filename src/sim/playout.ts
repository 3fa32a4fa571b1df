// One playout of a simulation: from the position, the candidate is played, then `plies` more
// moves by the static-equity player (src/game/players.ts) for each side in turn, on a Game
// (racks, bag, scoring and end rules as in any game) and on the thread's Searcher by apply/undo
// (the board is loaded once per task, never copied per ply).
//
// Randomness is keyed by (seed, iteration) alone — common random numbers: in iteration i every
// candidate meets the same opponent rack and the same bag seed, so differences between
// candidates are not drowned by the luck of the draw (their paired differences decide pruning,
// stats.ts), and a playout's value depends on nothing but (seed, candidate, iteration): not on
// the worker, the task or what else the task ran.
//
// The value of a playout, in hundredths of a point, from the side to move's view, relative to
// the spread now: the spread gained, plus the leave value of the tiles the side kept on its last
// move, less the leave value of the opponent's last kept tiles — while the bag still holds tiles
// (leave tables value tiles that will be played with fresh draws). Once the bag is empty or the
// game is over, the spread alone (with the end-of-game rack adjustments when over). So with
// plies = 0 the value is the candidate's static equity.

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { Game } from '../game/game.js';
import { gameSeed } from '../game/play.js';
import { equityPlayer, type Player, type TurnView } from '../game/players.js';
import type { Searcher } from '../game/searcher.js';
import type { LeaveValuation } from '../leaves/table.js';
import { seededRandom } from '../random.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { Move } from '../scrabble/movegen.js';
import type { Position } from '../scrabble/position/index.js';

/** The side to move's view of a position: what a simulation starts from (plain data). */
export interface SimPosition {
  /** rows*cols of the ruleset, row-major: 0 = empty, else a tile index (| 0x80 for a blank). */
  board: number[];
  /** The side to move's rack (0 = blank). The opponent's rack is unseen: drawn per iteration. */
  rack: number[];
  /** The side to move's score, then the opponent's. */
  scores: [number, number];
  /** Scoreless turns in a row before this position. */
  zeroTurns: number;
}

/** What one iteration deals, the same for every candidate. */
export interface Deal {
  opponent: number[];
  bagSeed: number;
}

/** The playouts of one simulation in this thread: position, players and the searcher set up once. */
export class Playouts {
  /** The tiles the side to move cannot see (board and own rack taken out), ascending. */
  readonly unseen: number[];
  readonly opponentRackSize: number;
  /** Searches made (plies simulated after the candidates), for speed figures. */
  searches = 0;
  private readonly player: Player;
  private readonly position: Position;
  private readonly spreadNow: number;
  private readonly counts: Uint8Array;

  constructor(
    readonly rules: CompiledRuleset,
    sim: SimPosition,
    private readonly leaves: LeaveValuation,
    private readonly searcher: Searcher,
    private readonly plies: number,
    private readonly seed: number,
  ) {
    const r = rules.ruleset;
    if (sim.board.length !== r.rows * r.cols) throw errors.badInput(`a board of ${sim.board.length} squares for the ${r.rows}×${r.cols} ${r.name} board`);
    const left = Array.from(rules.tileCount);
    const take = (t: number, where: string) => {
      if (!(t >= 0 && t < left.length) || left[t]! <= 0) {
        throw errors.badInput(`${where}: more ${t === BLANK ? 'blanks' : rules.alphabet.tiles[t] ?? `of tile ${t}`} than the ${r.name} set holds`);
      }
      left[t]!--;
    };
    for (const t of sim.board) if (t) take(t & BLANK_BIT ? BLANK : t, 'the board');
    for (const t of sim.rack) take(t, 'the rack');
    this.unseen = left.flatMap((n, t) => Array<number>(n).fill(t));
    this.opponentRackSize = Math.min(r.rackSize, this.unseen.length);
    const board = Uint8Array.from(sim.board);
    this.position = {
      rows: r.rows, cols: r.cols, board, racks: [Uint8Array.from(sim.rack), new Uint8Array(0)],
      scores: [sim.scores[0], sim.scores[1]], zeroTurns: sim.zeroTurns, onTurn: 0,
    };
    this.spreadNow = sim.scores[0] - sim.scores[1];
    this.player = equityPlayer(leaves);
    this.counts = new Uint8Array(rules.alphabet.size);
    searcher.load(board);
  }

  /** Tiles in the bag once the opponent's rack is dealt. */
  get bagSize(): number {
    return this.unseen.length - this.opponentRackSize;
  }

  /** Iteration `iteration`'s opponent rack (drawn from the unseen tiles) and bag seed. */
  deal(iteration: number): Deal {
    const random = seededRandom(gameSeed(this.seed, iteration));
    const tiles = this.unseen.slice(), opponent: number[] = [];
    while (opponent.length < this.opponentRackSize) {
      const i = Math.floor(random() * tiles.length);
      opponent.push(tiles[i]!);
      tiles[i] = tiles[tiles.length - 1]!;
      tiles.pop();
    }
    return { opponent, bagSeed: Math.floor(random() * 0x1_0000_0000) };
  }

  /** The game an iteration plays: the position with the dealt opponent rack, the rest in the bag. */
  game(deal: Deal): Game {
    const p = this.position;
    return new Game(this.rules, { seed: deal.bagSeed, position: { ...p, racks: [p.racks[0], Uint8Array.from(deal.opponent)] } });
  }

  /** The value of playing `candidate` in this deal (see the top of this file), in hundredths. */
  value(candidate: Move, deal: Deal): number {
    const game = this.game(deal);
    const last: (Move | undefined)[] = [undefined, undefined];
    let applied = 0;
    try {
      for (let ply = 0; ply <= this.plies && !game.over; ply++) {
        const seat = game.onTurn;
        let move = candidate;
        if (ply > 0) {
          move = this.player.choose(this.view(game, seat));
          this.searches++;
        }
        game.play(move);
        if (move.kind === 'place') {
          this.searcher.apply(move);
          applied++;
        }
        last[seat] = move;
      }
    } finally {
      for (; applied > 0; applied--) this.searcher.undo();
    }
    const spread = 100 * (game.scores[0]! - game.scores[1]! - this.spreadNow);
    if (game.over || game.bagSize === 0) return spread;
    return spread + this.leaveValue(last[0]) - this.leaveValue(last[1]);
  }

  private view(game: Game, seat: number): TurnView {
    return { game, player: seat, rack: game.racks[seat]!, searcher: this.searcher, random: noRandom };
  }

  /** The leave value of the tiles a move kept, in hundredths (0 for no move). */
  private leaveValue(move: Move | undefined): number {
    if (!move) return 0;
    this.counts.fill(0);
    for (const t of move.leave) this.counts[t]!++;
    return Math.round(this.leaves.valueOfCounts(this.counts, move.leave.length) * 100);
  }
}

/** The simulation's players are deterministic: the static-equity player draws no random numbers. */
function noRandom(): number {
  throw errors.internal('a simulated player asked for a random number');
}
