// Playouts in the core: a two-player game from a given start (racks, the bag in its order and its
// seed, scores, turn), its first move given, then plies of the static-equity player
// (players.ts equityPlayer) or of the score player (scorePlayer), all inside the core (assembly/scrabble/playout.ts): searches,
// draws, scores and the end of the game never come back to TypeScript. The board is the
// searcher's, as loaded; the core takes its plays back at the end.
//
// The moves are those the Game (game.ts) and that player would make from the same start and
// seed, move by move: test/sim/corePlayout.test.ts and test/game/corePlay.test.ts replay them
// through a Game. What the core
// cannot play falls back to the Game: searchers other than MovegenSearcher, valuations that are
// neither a leave table placed in the core (src/leaves/placed.ts) nor NO_LEAVES, games of other
// than two players, bags of over PLAYOUT_BAG_TILES tiles, more than PLAYOUT_MAX_MOVES moves, a
// score the core's rank keys cannot hold. `run` returns undefined for those; its callers play
// the Game instead.

import { errors } from '../errors.js';
import { placedLeaves } from '../leaves/placed.js';
import { LeaveTable, type LeaveValuation } from '../leaves/table.js';
import type { Move } from '../scrabble/movegen.js';
import {
  GAME_ON, GAME_OUT, GOING_OUT_DOUBLE, GOING_OUT_TRANSFER, MAX_DIM, PLAYOUT_BAG_TILES, PLAYOUT_MAX_MOVES, PLAYOUT_NO_ROOM,
  PLAYOUT_BY_EQUITY, PLAYOUT_BY_SCORE, PLY_EXCHANGE, PLY_PASS, PLY_PLACE, PM_BYTES, PM_COL, PM_DIR, PM_KIND, PM_LEAVE, PM_LEN, PM_ROW, PM_SCORE, PM_TILES, PS_BAG,
  PS_BAG_SIZE, PS_BYTES, PS_DEAL, PS_EXCHANGE_MIN_BAG, PS_FIRST_GIVEN, PS_GOING_OUT, PS_LEAVES, PS_MOVE_COUNT, PS_MOVES, PS_ON_TURN, PS_OVER, PS_RACKS,
  PS_PLAYER, PS_RANDOM, PS_SCORELESS_LIMIT, PS_SCORES, PS_VALUE, PS_ZERO_TURNS, RACK_SLOTS,
} from '../wasm/contract.js';
import type { EndReason } from './game.js';
import { MovegenSearcher, type Searcher } from './searcher.js';

/** Every leave worth 0 (a simulation without a leave table): the core plays with it too. */
export const NO_LEAVES: LeaveValuation = { valueOfCounts: () => 0 };

/** Where a core playout starts: a two-player game as the Game would hold it. */
export interface CoreGameStart {
  /** Each seat's rack (tiles, 0 = blank). */
  racks: readonly [ArrayLike<number>, ArrayLike<number>];
  /** The bag's tiles in the Game's bag order (bag.ts: ascending for a bag just made). */
  bag: ArrayLike<number>;
  /** The bag's seed (GameOptions.seed). */
  seed: number;
  scores: readonly [number, number];
  onTurn: number;
  zeroTurns: number;
}

/** A move a core playout made, and what its kept tiles were worth when it was chosen (hundredths). */
export type CorePly =
  | { kind: 'place'; row: number; col: number; dir: 'across' | 'down'; tiles: number[]; score: number; leaveValue: number }
  | { kind: 'exchange'; tiles: number[]; score: 0; leaveValue: number }
  | { kind: 'pass'; score: 0; leaveValue: number };

/** The outcome of a core playout. */
export interface CorePlayoutResult {
  /** Moves played, the first included. */
  moves: number;
  /**
   * Hundredths: the spread gained by seat 0, plus the leave value of seat 0's last kept tiles
   * less seat 1's while the bag still holds tiles (src/sim/playout.ts).
   */
  value: number;
  /** Whether the game ended. */
  over: boolean;
  /** The seat on turn at the end. */
  onTurn: number;
  /** Tiles that seat cannot see then: the bag and the other rack. */
  unseen: number;
}

/**
 * Per searcher and player (a leave table's PlacedLeaves address, 0 for none; BY_SCORE for the
 * score player), its playouts: one PlayoutState each, made once.
 */
const made = new WeakMap<MovegenSearcher, Map<number, CorePlayouts>>();
/** made's key for the score player: no PlacedLeaves address. */
const BY_SCORE = -1;

export class CorePlayouts {
  /** Address of the PlayoutState. */
  private readonly state: number;

  private constructor(private readonly searcher: MovegenSearcher, key: number) {
    const core = searcher.engine.core;
    this.state = core.reserve(PS_BYTES, 64);
    const u32 = core.u32(), s = this.state / 4;
    const r = searcher.rules.ruleset;
    u32[s + PS_PLAYER / 4] = key === BY_SCORE ? PLAYOUT_BY_SCORE : PLAYOUT_BY_EQUITY;
    u32[s + PS_LEAVES / 4] = key === BY_SCORE ? 0 : key;
    u32[s + PS_EXCHANGE_MIN_BAG / 4] = r.exchangeMinBag ?? r.rackSize;
    u32[s + PS_GOING_OUT / 4] = (r.goingOut ?? 'double') === 'transfer' ? GOING_OUT_TRANSFER : GOING_OUT_DOUBLE;
    u32[s + PS_SCORELESS_LIMIT / 4] = 3 * 2;
  }

  /**
   * Core playouts on `searcher`'s board (and its ruleset) with the static-equity player valuing leaves by
   * `leaves`, or undefined when the core cannot play them (see the top of this file).
   */
  static for(searcher: Searcher, leaves: LeaveValuation): CorePlayouts | undefined {
    if (!(searcher instanceof MovegenSearcher)) return undefined;
    let at: number | undefined = 0;
    if (leaves !== NO_LEAVES) at = leaves instanceof LeaveTable ? placedLeaves(searcher.engine, leaves) : undefined;
    return at === undefined ? undefined : CorePlayouts.made(searcher, at);
  }

  /** Core playouts on `searcher`'s board with the score player, or undefined when the core cannot play them. */
  static byScore(searcher: Searcher): CorePlayouts | undefined {
    return searcher instanceof MovegenSearcher ? CorePlayouts.made(searcher, BY_SCORE) : undefined;
  }

  private static made(searcher: MovegenSearcher, key: number): CorePlayouts {
    let bySearcher = made.get(searcher);
    if (!bySearcher) made.set(searcher, (bySearcher = new Map()));
    let playouts = bySearcher.get(key);
    if (!playouts) bySearcher.set(key, (playouts = new CorePlayouts(searcher, key)));
    return playouts;
  }

  /**
   * Plays `first` from `start` (its leave worth `firstLeave` hundredths), then up to `plies`
   * moves of its player while the game goes on; undefined when the core cannot
   * (the caller plays the Game instead).
   */
  run(start: CoreGameStart, first: Move, firstLeave: number, plies: number): CorePlayoutResult | undefined {
    if (plies + 1 > PLAYOUT_MAX_MOVES || start.bag.length > PLAYOUT_BAG_TILES) return undefined;
    this.begin(start);
    return this.play(plies, first, firstLeave);
  }

  /**
   * Writes a game's start into the core; `deal`: the racks are empty and the core draws them
   * first, seat 0 then seat 1 (as a new Game does). Then play() plays on from there. Throws for
   * a bag of more than PLAYOUT_BAG_TILES tiles.
   */
  begin(start: CoreGameStart, options: { deal?: boolean } = {}): void {
    if (start.bag.length > PLAYOUT_BAG_TILES) throw errors.badInput(`a bag of ${start.bag.length} tiles; the core holds at most ${PLAYOUT_BAG_TILES}`);
    this.write(start);
    this.searcher.engine.core.u32()[(this.state + PS_DEAL) / 4] = options.deal ? 1 : 0;
  }

  /**
   * Plays on from the game the core holds (begin, or the last play): `first` if given (its
   * leave worth `firstLeave` hundredths), then moves of its player — `plies` after
   * `first`, or plies + 1 without it, at most PLAYOUT_MAX_MOVES in all — while the game goes on.
   * The searcher's board must be the game's. Undefined when the core cannot: the game it holds is
   * then as play() found it.
   */
  play(plies: number, first?: Move, firstLeave = 0): CorePlayoutResult | undefined {
    const core = this.searcher.engine.core;
    if (first) this.writeFirst(first, firstLeave);
    core.u32()[(this.state + PS_FIRST_GIVEN) / 4] = first ? 1 : 0;
    const saved = core.u8().slice(this.state, this.state + PS_MOVES + PM_BYTES);
    for (let attempt = 0; attempt < 4; attempt++) {
      if (attempt > 0) core.u8().set(saved, this.state);
      const n = this.searcher.playout(this.state, Math.min(plies, PLAYOUT_MAX_MOVES - 1));
      if (n === PLAYOUT_NO_ROOM) continue;
      if (n < 0) {
        core.u8().set(saved, this.state);
        return undefined;
      }
      const u32 = core.u32(), u8 = core.u8(), s = this.state / 4;
      const onTurn = u32[s + PS_ON_TURN / 4]!;
      let other = 0;
      for (let t = 0; t < RACK_SLOTS; t++) other += u8[this.state + PS_RACKS + (1 - onTurn) * RACK_SLOTS + t]!;
      return {
        moves: n, value: core.i32()[(this.state + PS_VALUE) / 4]!, over: u32[s + PS_OVER / 4] !== GAME_ON, onTurn,
        unseen: u32[s + PS_BAG_SIZE / 4]! + other,
      };
    }
    throw errors.internal('the core playout found no room after growing its context');
  }

  /** The moves of the last run, the first included. */
  moves(): CorePly[] {
    const core = this.searcher.engine.core;
    const u8 = core.u8(), i32 = core.i32();
    const n = core.u32()[(this.state + PS_MOVE_COUNT) / 4]!;
    const out: CorePly[] = [];
    for (let m = 0; m < n; m++) {
      const at = this.state + PS_MOVES + m * PM_BYTES;
      const score = i32[(at + PM_SCORE) / 4]!, leaveValue = i32[(at + PM_LEAVE) / 4]!;
      const len = u8[at + PM_LEN]!;
      const tiles = Array.from(u8.subarray(at + PM_TILES, at + PM_TILES + len));
      const kind = u8[at + PM_KIND];
      if (kind === PLY_PLACE) {
        out.push({ kind: 'place', row: u8[at + PM_ROW]!, col: u8[at + PM_COL]!, dir: u8[at + PM_DIR] ? 'down' : 'across', tiles, score, leaveValue });
      } else if (kind === PLY_EXCHANGE) out.push({ kind: 'exchange', tiles, score: 0, leaveValue });
      else out.push({ kind: 'pass', score: 0, leaveValue });
    }
    return out;
  }

  /** The scores after the last run, end-of-game rack adjustments included. */
  scores(): [number, number] {
    const i32 = this.searcher.engine.core.i32(), s = (this.state + PS_SCORES) / 4;
    return [i32[s]!, i32[s + 1]!];
  }

  /** How the last run's game ended, if it did. */
  over(): EndReason | undefined {
    const v = this.searcher.engine.core.u32()[(this.state + PS_OVER) / 4];
    return v === GAME_ON ? undefined : v === GAME_OUT ? 'out' : 'scoreless';
  }

  private write(start: CoreGameStart): void {
    const core = this.searcher.engine.core;
    const u8 = core.u8(), u32 = core.u32(), i32 = core.i32();
    const at = this.state, s = at / 4;
    u8.fill(0, at + PS_RACKS, at + PS_RACKS + 2 * RACK_SLOTS);
    start.racks.forEach((rack, seat) => {
      for (let i = 0; i < rack.length; i++) u8[at + PS_RACKS + seat * RACK_SLOTS + rack[i]!]!++;
    });
    u8.set(start.bag, at + PS_BAG);
    u32[s + PS_BAG_SIZE / 4] = start.bag.length;
    u32[s + PS_RANDOM / 4] = start.seed >>> 0;
    i32[s + PS_SCORES / 4] = start.scores[0];
    i32[s + PS_SCORES / 4 + 1] = start.scores[1];
    u32[s + PS_ON_TURN / 4] = start.onTurn;
    u32[s + PS_ZERO_TURNS / 4] = start.zeroTurns;
  }

  private writeFirst(first: Move, firstLeave: number): void {
    const core = this.searcher.engine.core;
    const u8 = core.u8(), i32 = core.i32();
    const m = this.state + PS_MOVES;
    i32[(m + PM_SCORE) / 4] = first.kind === 'place' ? first.score : 0;
    i32[(m + PM_LEAVE) / 4] = firstLeave;
    if (first.kind === 'place') {
      if (first.tiles.length > MAX_DIM) throw errors.badInput(`a move of ${first.tiles.length} squares is longer than any board`);
      u8[m + PM_KIND] = PLY_PLACE;
      u8[m + PM_ROW] = first.row;
      u8[m + PM_COL] = first.col;
      u8[m + PM_DIR] = first.dir === 'down' ? 1 : 0;
      u8[m + PM_LEN] = first.tiles.length;
      u8.set(first.tiles, m + PM_TILES);
    } else if (first.kind === 'exchange') {
      u8[m + PM_KIND] = PLY_EXCHANGE;
      u8[m + PM_LEN] = first.tiles.length;
      u8.set(first.tiles, m + PM_TILES);
    } else {
      u8[m + PM_KIND] = PLY_PASS;
      u8[m + PM_LEN] = 0;
    }
  }
}
