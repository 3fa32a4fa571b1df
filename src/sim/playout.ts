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
import { CorePlayouts } from '../game/corePlayout.js';
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

/**
 * What the opponent kept after their last play, as inference weighs it: each leave with its
 * probability. A deal then gives the opponent one of these leaves (drawn by probability) and
 * the rest of their rack from the other unseen tiles.
 */
export interface OpponentLeave {
  tiles: number[];
  probability: number;
}

/** What one iteration deals, the same for every candidate. */
export interface Deal {
  opponent: number[];
  bagSeed: number;
}

/** A playout's value (Playouts.value) and the game it ended in: who is on turn, what they cannot see. */
export interface PlayoutOutcome {
  /** Hundredths of a point, from the side to move's view, relative to the spread now. */
  value: number;
  /** Whether the game ended (the value is then the final spread's change). */
  over: boolean;
  /** The seat on turn at the end: 0 the side to move of the position, 1 the opponent. */
  mover: number;
  /** Tiles that seat cannot see then: the bag and the other rack. */
  moverUnseen: number;
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
  /** The playouts in the core, when it can play them (src/game/corePlayout.ts); else the Game's. */
  private readonly core: CorePlayouts | undefined;

  /** options.core: false plays every playout on the Game (the reference the tests compare with). */
  constructor(
    readonly rules: CompiledRuleset,
    sim: SimPosition,
    private readonly leaves: LeaveValuation,
    private readonly searcher: Searcher,
    private readonly plies: number,
    private readonly seed: number,
    private readonly opponentLeaves?: readonly OpponentLeave[],
    options: { core?: boolean } = {},
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
    for (const l of opponentLeaves ?? []) {
      if (l.tiles.length > this.opponentRackSize || !holds(this.unseen, l.tiles)) {
        throw errors.badInput(`the opponent's inferred leave ${rules.alphabet.render(l.tiles)} is not among the tiles unseen by the side to move`);
      }
    }
    const board = Uint8Array.from(sim.board);
    this.position = {
      rows: r.rows, cols: r.cols, board, racks: [Uint8Array.from(sim.rack), new Uint8Array(0)],
      scores: [sim.scores[0], sim.scores[1]], zeroTurns: sim.zeroTurns, onTurn: 0,
    };
    this.spreadNow = sim.scores[0] - sim.scores[1];
    this.player = equityPlayer(leaves);
    this.counts = new Uint8Array(rules.alphabet.size);
    searcher.load(board);
    this.core = options.core === false ? undefined : CorePlayouts.for(searcher, leaves);
  }

  /** Whether the playouts run in the core. */
  get inCore(): boolean {
    return this.core !== undefined;
  }

  /** Tiles in the bag once the opponent's rack is dealt. */
  get bagSize(): number {
    return this.unseen.length - this.opponentRackSize;
  }

  /** Iteration `iteration`'s opponent rack (drawn from the unseen tiles) and bag seed. */
  deal(iteration: number): Deal {
    const random = seededRandom(gameSeed(this.seed, iteration));
    const tiles = this.unseen.slice(), opponent: number[] = [];
    if (this.opponentLeaves?.length) {
      let x = random();
      const leave = this.opponentLeaves.find((l) => (x -= l.probability) < 0) ?? this.opponentLeaves[this.opponentLeaves.length - 1]!;
      for (const t of leave.tiles) {
        opponent.push(t);
        tiles.splice(tiles.indexOf(t), 1);
      }
    }
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

  /** The bag of a deal, in the order the Game's bag holds it (ascending). */
  private bag(deal: Deal): number[] {
    const left = this.unseen.slice();
    for (const t of deal.opponent) left.splice(left.indexOf(t), 1);
    return left;
  }

  /** The value of playing `candidate` in this deal (see the top of this file), in hundredths. */
  value(candidate: Move, deal: Deal): number {
    return this.outcome(candidate, deal).value;
  }

  /** The value of playing `candidate` in this deal, and where the playout left the game. */
  outcome(candidate: Move, deal: Deal): PlayoutOutcome {
    if (this.core) {
      const p = this.position;
      const r = this.core.run({
        racks: [p.racks[0], deal.opponent], bag: this.bag(deal), seed: deal.bagSeed,
        scores: [p.scores[0], p.scores[1]!], onTurn: 0, zeroTurns: p.zeroTurns,
      }, candidate, this.leaveValue(candidate), this.plies);
      if (r) {
        this.searches += r.moves - 1;
        return { value: r.value, over: r.over, mover: r.onTurn, moverUnseen: r.unseen };
      }
    }
    return this.outcomeByGame(candidate, deal);
  }

  /** outcome() played on a Game by the equity player, ply by ply in TypeScript (the reference, and the fallback). */
  outcomeByGame(candidate: Move, deal: Deal): PlayoutOutcome {
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
    const mover = game.onTurn;
    const end = { over: game.over !== undefined, mover, moverUnseen: game.bagSize + game.racks[1 - mover]!.length };
    if (game.over || game.bagSize === 0) return { value: spread, ...end };
    return { value: spread + this.leaveValue(last[0]) - this.leaveValue(last[1]), ...end };
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

/** Whether `pool` holds every tile of `tiles` (as a multiset). */
function holds(pool: readonly number[], tiles: readonly number[]): boolean {
  const left = [...pool];
  for (const t of tiles) {
    const i = left.indexOf(t);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** The simulation's players are deterministic: the static-equity player draws no random numbers. */
function noRandom(): number {
  throw errors.internal('a simulated player asked for a random number');
}
