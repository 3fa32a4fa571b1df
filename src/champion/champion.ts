// The championship player: static equity proposes, simulation decides, the end is searched.
//
//   bag ≥ 2       the K best moves by static equity (built-in leaves; exchanges and the pass
//                 among them) are simulated (src/sim/playout.ts: common random numbers, deal j
//                 the same for every candidate) by a top-two sampler (src/sim/topTwo.ts) that
//                 spends the playouts on the candidates that can still be best and stops when
//                 the leader is best with 95 % confidence, or when the move's time (or playout
//                 budget) is spent. The leader is played if it beats the static best by a
//                 standard error of their paired difference (STATIC_GUARD_Z), else the static best. Plies by the tiles unseen (PLIES_BY_UNSEEN: deeper near the
//                 end, to the end of the game when the bag holds at most a rack).
//                 A playout is worth its spread (with the leave values, playout.ts) before the
//                 end; near it (WIN_UNSEEN tiles unseen or fewer, with a win table) mostly its
//                 chance to win: WIN_POINTS × P(win) + spread, P(win) from the win table at the
//                 playout's end (winTable.ts), 1, ½ or 0 when the playout ended the game.
//   bag 1–4       the pre-endgame (src/endgame/peg.ts) within the move's time, when the move has
//                 at least PEG_MIN_SECONDS for that bag (else the simulation): every split of the
//                 unseen tiles into a rack and a bag in every order, the endgames solved where the
//                 candidate empties the bag (the opponent's rack unseen).
//   bag empty     the endgame search (src/endgame/solve.ts) within the move's time: both racks
//                 are known; iterative deepening, the deepest completed iteration's first move.
// With a game clock instead of a time per move, each move gets the time left divided by the
// moves it probably has left (MOVES_LEFT).

import type { Engine } from '../engine.js';
import { pegFits, preEndgame } from '../endgame/peg.js';
import { solveEndgame } from '../endgame/solve.js';
import { TranspositionTable } from '../endgame/table.js';
import { errors } from '../errors.js';
import type { Game } from '../game/game.js';
import { equityPlayer, type Player, type TurnView } from '../game/players.js';
import { gamePosition } from '../game/record.js';
import type { LeaveValuation } from '../leaves/table.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { Move } from '../scrabble/movegen.js';
import { MAX_PLIES } from '../sim/simulate.js';
import { type Deal, type PlayoutOutcome, Playouts } from '../sim/playout.js';
import { TopTwoSampler } from '../sim/topTwo.js';
import type { WinTable } from './winTable.js';

export const DEFAULT_CHAMPION_SECONDS = 0.5;
export const DEFAULT_CHAMPION_CANDIDATES = 10;
/** P(the leader is best) at which a simulation stops before its time. */
export const CHAMPION_CONFIDENCE = 0.95;

/**
 * Plies after the candidate, by the tiles the side to move cannot see (bag + opponent's rack):
 * the first row whose `atLeast` the count reaches. MAX_PLIES plays to the end of the game.
 */
export const PLIES_BY_UNSEEN: readonly { atLeast: number; plies: number }[] = [
  { atLeast: 41, plies: 2 },
  { atLeast: 22, plies: 3 },
  { atLeast: 15, plies: 4 },
  { atLeast: 0, plies: MAX_PLIES },
];
/** The simulation's leader replaces the static best only this many standard errors ahead of it. */
export const STATIC_GUARD_Z = 1;
/** Playouts are valued by win chance from this many unseen tiles down (with a win table). */
export const WIN_UNSEEN = 40;
/** A win is worth this many points of spread in a playout's value near the end. */
export const WIN_POINTS = 500;
/** Under a playout budget, the endgame search's nodes per playout of the budget. */
export const ENDGAME_NODES_PER_PLAYOUT = 200;
/** Moves a player probably has left with `bag` tiles in the bag, for a game clock. */
export const MOVES_LEFT = (bag: number) => Math.ceil(bag / 8) + 2;

export interface ChampionOptions {
  /** Leave values of static equity and of the simulated players. */
  leaves: LeaveValuation;
  /** P(win) by spread and tiles unseen: playouts near the end are valued by it; none, by spread throughout. */
  winTable?: WinTable;
  /** Time per move (default 0.5 s). */
  secondsPerMove?: number;
  /** A game clock instead: seconds for all of the player's moves in a game. */
  gameSeconds?: number;
  /**
   * Playouts per move instead of time (the simulation then depends on the seed alone: the same
   * moves on any machine), and ENDGAME_NODES_PER_PLAYOUT × playouts nodes of endgame search;
   * the pre-endgame still goes by time (`secondsPerMove`).
   */
  playouts?: number;
  /** Moves simulated (default 10). */
  candidates?: number;
  /** Table of the endgame searches, log2 of its entries (default 20: 16 MB). */
  tableBits?: number;
  name?: string;
}

/** What the champion did on its last move (for tests and figures). */
export interface ChampionMove {
  method: 'static' | 'sim' | 'peg' | 'endgame';
  move: Move;
  seconds: number;
  /** Simulation: candidates, playouts done, plies, P(best) of the move at the end, whether it stopped by confidence. */
  candidates?: number;
  playouts?: number;
  plies?: number;
  probabilityBest?: number;
  confident?: boolean;
  byWinChance?: boolean;
}

export interface ChampionPlayer extends Player {
  /** The last move's account. */
  readonly last: ChampionMove | undefined;
}

/** Plies after the candidate with `unseen` tiles unseen (PLIES_BY_UNSEEN). */
export function championPlies(unseen: number): number {
  return PLIES_BY_UNSEEN.find((r) => unseen >= r.atLeast)!.plies;
}

export function championPlayer(engine: Engine, rules: CompiledRuleset, options: ChampionOptions): ChampionPlayer {
  const perMove = options.secondsPerMove ?? DEFAULT_CHAMPION_SECONDS;
  if (!(perMove > 0 && Number.isFinite(perMove))) throw errors.about({ option: 'secondsPerMove' }, (n) => `${n} must be a number of seconds > 0, got ${perMove}`, 'bad-usage');
  if (options.gameSeconds !== undefined && !(options.gameSeconds > 0 && Number.isFinite(options.gameSeconds))) {
    throw errors.about({ option: 'gameSeconds' }, (n) => `${n} must be a number of seconds > 0, got ${options.gameSeconds}`, 'bad-usage');
  }
  if (options.playouts !== undefined && !(Number.isInteger(options.playouts) && options.playouts >= 1)) {
    throw errors.about({ option: 'playouts' }, (n) => `${n} must be a whole number ≥ 1, got ${options.playouts}`, 'bad-usage');
  }
  const k = options.candidates ?? DEFAULT_CHAMPION_CANDIDATES;
  if (!Number.isInteger(k) || k < 1 || k > 200) throw errors.about({ option: 'candidates' }, (n) => `${n} must be a whole number from 1 to 200, got ${k}`, 'bad-usage');
  const tableBits = options.tableBits ?? 20;
  const fallback = equityPlayer(options.leaves);
  let table: TranspositionTable | undefined;
  let clockGame: Game | undefined, clockUsed = 0;
  let last: ChampionMove | undefined;

  const seconds = (game: Game): number => {
    if (options.gameSeconds === undefined) return perMove;
    if (clockGame !== game) {
      clockGame = game;
      clockUsed = 0;
    }
    return Math.max(0.02, (options.gameSeconds - clockUsed) / MOVES_LEFT(game.bagSize));
  };

  const player: ChampionPlayer = {
    name: options.name ?? 'champion',
    trusted: true,
    get last() {
      return last;
    },
    choose(view) {
      const start = performance.now();
      const g = view.game;
      const budget = seconds(g);
      // The player's own generator: each game's moves depend on its seed alone.
      const seed = Math.floor(view.random() * 0x1_0000_0000);
      let account: Omit<ChampionMove, 'seconds'>;
      if (g.players.length !== 2) account = { method: 'static', move: fallback.choose(view) };
      else if (g.bagSize === 0) account = endgame(view, budget);
      else if (pegFits(g.bagSize, budget)) {
        account = peg(view, budget);
        // The pre-endgame's solves load boards after its candidates on this thread's searcher.
        view.searcher.load(g.board);
      }
      else account = simulation(view, budget, seed);
      const spent = (performance.now() - start) / 1000;
      if (clockGame === g) clockUsed += spent;
      last = { ...account, seconds: spent };
      return account.move;
    },
  };

  function endgame(view: TurnView, budget: number): Omit<ChampionMove, 'seconds'> {
    table ??= new TranspositionTable(tableBits);
    table.clear();
    // Under a playout budget the endgame goes by nodes too (ENDGAME_NODES_PER_PLAYOUT each): moves by the seed alone.
    const limit = options.playouts === undefined ? { maxSeconds: budget } : { maxNodes: ENDGAME_NODES_PER_PLAYOUT * options.playouts };
    const result = solveEndgame(engine, rules, gamePosition(view.game), { ...limit, table });
    return result.pv.length ? { method: 'endgame', move: result.pv[0]!.move } : { method: 'static', move: fallback.choose(view) };
  }

  function peg(view: TurnView, budget: number): Omit<ChampionMove, 'seconds'> {
    const position = gamePosition(view.game);
    // The opponent's rack is unseen: the pre-endgame weighs every split of the unseen tiles.
    position.racks[1 - view.player] = new Uint8Array(0);
    try {
      const report = preEndgame(engine, rules, position, { seconds: budget, leaves: options.leaves, candidates: Math.min(k, 10), tableBits });
      const best = report.candidates[0];
      if (best) return { method: 'peg', move: best.move, candidates: report.candidates.length };
    } catch (e) {
      // No play (a pass leaves the pre-endgame to the opponent): the static rule decides.
      if (!(e instanceof Error && /has no play/.test(e.message))) throw e;
    }
    return { method: 'static', move: fallback.choose(view) };
  }

  function simulation(view: TurnView, budget: number, seed: number): Omit<ChampionMove, 'seconds'> {
    const start = performance.now();
    const g = view.game, me = view.player, them = 1 - me;
    const found = view.searcher.byEquity(view.rack, options.leaves, { top: k, exchangeLimit: g.exchangeLimit, pass: true }).moves;
    if (found.length === 1) return { method: 'static', move: found[0]!.move };
    const unseen = g.bagSize + g.racks[them]!.length;
    const plies = championPlies(unseen);
    const byWinChance = options.winTable !== undefined && unseen <= WIN_UNSEEN;
    const spreadNow = g.scores[me]! - g.scores[them]!;
    const playouts = new Playouts(rules, {
      board: Array.from(g.board), rack: [...view.rack], scores: [g.scores[me]!, g.scores[them]!], zeroTurns: g.zeroTurns,
    }, options.leaves, view.searcher, plies, seed);
    const value = (o: PlayoutOutcome): number => {
      const points = o.value / 100;
      if (!byWinChance) return points;
      const final = spreadNow + points;
      const win = o.over
        ? (final > 0 ? 1 : final === 0 ? 0.5 : 0)
        : o.mover === 0 ? options.winTable!.probability(final, o.moverUnseen) : 1 - options.winTable!.probability(-final, o.moverUnseen);
      return WIN_POINTS * win + points;
    };
    const sampler = new TopTwoSampler(found.length, { confidence: CHAMPION_CONFIDENCE });
    const deals: Deal[] = [];
    const limit = options.playouts ?? Infinity;
    const deadline = start + budget * 1000;
    let confident = false;
    while (sampler.total < limit) {
      if (options.playouts === undefined && performance.now() >= deadline) break;
      if (sampler.done()) {
        confident = true;
        break;
      }
      const c = sampler.next();
      const j = sampler.samples(c);
      const deal = deals[j] ??= playouts.deal(j);
      sampler.add(c, value(playouts.outcome(found[c]!.move, deal)));
    }
    // The simulation overrules static equity only when it has seen enough: the leader must beat
    // the best by static equity by STATIC_GUARD_Z standard errors of their paired difference (a
    // short budget on a busy machine leaves a few playouts a candidate, and their noise would
    // pick among moves that static equity already orders well).
    let leader = sampler.leader();
    if (leader !== 0) {
      const d = sampler.difference(leader, 0);
      if (!(d.deals >= 2 && d.mean > STATIC_GUARD_Z * d.stderr)) leader = 0;
    }
    return {
      method: 'sim', move: found[leader]!.move, candidates: found.length, playouts: sampler.total, plies,
      probabilityBest: sampler.probabilityBest(), confident, byWinChance,
    };
  }

  return player;
}
