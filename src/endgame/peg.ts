// The pre-endgame with one tile in the bag: which play is best when the bag
// holds a single tile? The side to move cannot see which of the unseen tiles it is, so each
// unseen tile is in turn the one in the bag (the opponent holds the rest); a candidate play
// draws it, and the bag is then empty: an endgame with the opponent to move, solved
// (solve.ts). A candidate's draws are weighted by how many of the unseen tiles are that tile.
//
// Candidates: the K best plays by static equity (score + leave value: the built-in leaves). The
// pass is not a candidate: after it the opponent faces the one-tile bag, a pre-endgame of its own.
// Candidates are ranked by win probability (ties count half), then mean final spread.
//
// A cascade spends the time where it decides: every candidate's draws are solved 1 ply deep
// (the opponent's best reply by score and tiles kept), the better half kept, those solved 2
// plies deep, the better half kept, and those solved to the end, best first, each solve given
// an equal share of the time left; a solve that runs out of its share keeps its deepest
// completed depth (each draw says whether its value is exact); time left after it goes to its
// endgames not yet solved to the end, again (the shared table keeps what each solve learnt).
// Candidates dropped by the cascade rank below those kept, with the values of their last round.
// Only a budget too short for the shallow rounds stops the search early (partial).

import { Budget, type PartialInfo } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { Game } from '../game/game.js';
import { gamePosition } from '../game/record.js';
import { searcherFor } from '../game/searcher.js';
import { defaultLeaves, resolveLeaves } from '../leaves/resolve.js';
import type { LeaveValuation } from '../leaves/table.js';
import type { CompiledRuleset } from '../rules/index.js';
import { moveKey } from '../scrabble/move.js';
import type { Move, PlaceMove } from '../scrabble/movegen.js';
import type { Position } from '../scrabble/position/index.js';
import { DEFAULT_TABLE_BITS, MAX_PLIES, solveEndgame } from './solve.js';
import { TranspositionTable } from './table.js';

export const DEFAULT_PEG_CANDIDATES = 20;
export const DEFAULT_PEG_SECONDS = 60;
/** Plies of each round of the cascade; the last searches to the end. */
const ROUNDS = [1, 2, MAX_PLIES];
/** Time left after the last round that is worth another pass over its unsolved endgames. */
const AGAIN_SECONDS = 0.5;

export interface PegOptions {
  /** How many of the best plays by static equity (default 20). */
  candidates?: number;
  /** Plays ranked too when they are not among the K best (a play made, set against the best); others are left out. */
  include?: Move[];
  /** Time for the whole search (default 60 s); the last round shares what is left. */
  seconds?: number;
  /** Static equity's leave values (default: the ruleset's built-in table, else none). */
  leaves?: LeaveValuation;
  tableBits?: number;
  /** Polled (Ctrl-C): stops with the ranking so far, `stopped: 'interrupted'`. */
  shouldStop?: () => boolean;
  /** Called after each round with the ranking so far. */
  onRound?: (report: PegReport) => void;
  /** Called after each endgame solved: the round (1-based), solves done and to do in it. */
  onProgress?: (round: number, done: number, total: number) => void;
}

export interface PegDraw {
  /** The tile in the bag, drawn by the side to move after the candidate (0 = blank). */
  tile: number;
  /** Unseen tiles that are this tile: the draw's weight. */
  count: number;
  /** Final spread, from the side to move's view. */
  spread: number;
  exact: boolean;
  /** Plies the endgame was searched (0: the candidate ended the game). */
  depth: number;
}

export interface PegCandidate {
  move: Move;
  /** Static equity, points. */
  equity: number;
  /** Share of the draws (by weight) won, ties half. */
  winProbability: number;
  /** Mean final spread over the draws (by weight). */
  meanSpread: number;
  /** Whether every draw's endgame was solved to the end. */
  exact: boolean;
  /** Draws solved to the end. */
  exactDraws: number;
  /** The last round of the cascade it was searched in (1-based). */
  round: number;
  draws: PegDraw[];
}

export interface PegReport {
  /** Ranked: the last round reached, then win probability, then mean spread. */
  candidates: PegCandidate[];
  /** The unseen tiles (the bag's one and the opponent's rack), ascending. */
  unseen: number[];
  rounds: number;
  /** Endgames solved, and how many of them to the end. */
  solves: number;
  exactSolves: number;
  seconds: number;
  stopped?: 'interrupted' | 'budget';
  partial?: PartialInfo;
}

/** Ranks the K best plays of a position with one tile in the bag (see the top of this file). */
export function preEndgame(engine: Engine, rules: CompiledRuleset, position: Position, options: PegOptions = {}): PegReport {
  const k = options.candidates ?? DEFAULT_PEG_CANDIDATES;
  if (!Number.isInteger(k) || k < 1 || k > 200) throw errors.usage(`candidates must be a whole number from 1 to 200, got ${k}`);
  const seconds = options.seconds ?? DEFAULT_PEG_SECONDS;
  if (!(seconds > 0)) throw errors.usage(`seconds must be more than 0, got ${seconds}`);
  const me = position.onTurn, them = 1 - me;
  const rack = position.racks[me];
  if (rack.length === 0) throw errors.badInput('the side to move has no rack: a pre-endgame needs the rack of the side on turn');
  const bag = new Game(rules, { seed: 0, position }).bagContents();
  const given = position.racks[them]!.length > 0;
  const unseen = given ? [...position.racks[them]!, ...bag].sort((a, b) => a - b) : bag;
  const inBag = given ? bag.length : unseen.length - rules.ruleset.rackSize;
  if (inBag !== 1) throw errors.badInput(`a pre-endgame has exactly one tile in the bag; this position has ${Math.max(0, inBag)}`);
  // The possible bag tiles and their weights: with the opponent's rack given, the one tile left.
  const weights = new Map<number, number>();
  for (const t of given ? bag : unseen) weights.set(t, (weights.get(t) ?? 0) + 1);

  const leaves = options.leaves ?? resolveLeaves(defaultLeaves(rules), rules) ?? { valueOfCounts: () => 0 };
  const searcher = searcherFor(engine, rules);
  searcher.load(position.board);
  const found = searcher.byEquity(rack, leaves, { top: k });
  const missing = (options.include ?? []).filter((m) => m.kind === 'place' && !found.moves.some((f) => moveKey(f.move) === moveKey(m)));
  if (missing.length) {
    const every = searcher.byEquity(rack, leaves).moves;
    for (const m of missing) {
      const extra = every.find((f) => moveKey(f.move) === moveKey(m));
      if (extra) found.moves.push(extra);
    }
  }
  if (found.moves.length === 0) throw errors.badInput('the side to move has no play (a pass leaves the pre-endgame to the opponent)');

  const budget = new Budget({ seconds });
  const table = new TranspositionTable(options.tableBits ?? DEFAULT_TABLE_BITS);
  const stop = () => budget.expired() || (options.shouldStop?.() ?? false);
  const candidates: PegCandidate[] = found.moves.map((m) => ({
    move: m.move, equity: m.equity, winProbability: 0, meanSpread: 0, exact: false, exactDraws: 0, round: 0, draws: [],
  }));
  let solves = 0, exactSolves = 0, rounds = 0;
  let stopped: PegReport['stopped'];
  const report = (): PegReport => ({
    candidates: ranked(candidates), unseen, rounds, solves, exactSolves, seconds: budget.elapsedSeconds(),
    ...(stopped && { stopped }), ...(stopped === 'budget' && { partial: budget.stopInfo()! }),
  });

  let live = candidates;
  for (let round = 1, again = false; !stopped;) {
    const plies = ROUNDS[round - 1]!;
    const last = round === ROUNDS.length;
    // A pass again over the last round solves only the endgames not yet solved to the end.
    const todo = live.map((c) => [...weights].filter(([tile]) => !(again && c.draws.find((d) => d.tile === tile)!.exact)));
    const total = todo.reduce((n, t) => n + t.length, 0);
    let left = total;
    live.forEach((c, i) => {
      if (stopped) return;
      const draws = new Map(c.draws.map((d) => [d.tile, d]));
      for (const [tile, count] of todo[i]!) {
        // The last round always completes: its solves share the time left, down to a millisecond.
        if (last ? options.shouldStop?.() : stop()) {
          stopped = options.shouldStop?.() ? 'interrupted' : 'budget';
          return;
        }
        const share = last ? Math.max(0.001, budget.secondsLeft() / left) : undefined;
        left--;
        const draw = solveDraw(engine, rules, position, unseen, tile, c.move as PlaceMove, plies, share, table, options.shouldStop);
        // A solve stopped before its first depth keeps the value it had.
        if (draw.depth > 0 || draw.exact || !draws.has(tile)) draws.set(tile, { ...draw, count });
        solves++;
        if (draw.exact) exactSolves++;
        options.onProgress?.(round, total - left, total);
      }
      settle(c, [...weights.keys()].map((t) => draws.get(t)!), round);
    });
    if (stopped) break;
    rounds = round;
    options.onRound?.(report());
    if (live.every((c) => c.exact)) break;
    if (!last) {
      // Keep the better half for the next round.
      live = ranked(live).slice(0, Math.max(2, Math.ceil(live.length / 2)));
      round++;
    } else if (budget.secondsLeft() >= AGAIN_SECONDS && !options.shouldStop?.()) again = true;
    else break;
  }
  return report();
}

/** A candidate's figures from its draws. */
function settle(c: PegCandidate, draws: PegDraw[], round: number): void {
  let weight = 0, wins = 0, spread = 0, exact = 0;
  for (const d of draws) {
    weight += d.count;
    wins += d.count * (d.spread > 0 ? 1 : d.spread === 0 ? 0.5 : 0);
    spread += d.count * d.spread;
    if (d.exact) exact++;
  }
  Object.assign(c, { draws, winProbability: wins / weight, meanSpread: spread / weight, exactDraws: exact, exact: exact === draws.length, round });
}

/** The draw of `tile`: the candidate played, the tile drawn, the endgame solved (the opponent to move). */
function solveDraw(engine: Engine, rules: CompiledRuleset, position: Position, unseen: readonly number[], tile: number,
  move: PlaceMove, plies: number, seconds: number | undefined, table: TranspositionTable, shouldStop?: () => boolean): Omit<PegDraw, 'count'> {
  const me = position.onTurn, them = 1 - me;
  const opponent = unseen.slice();
  opponent.splice(opponent.indexOf(tile), 1);
  const racks: [Uint8Array, Uint8Array] = [position.racks[0], position.racks[1]];
  racks[them] = Uint8Array.from(opponent);
  const game = new Game(rules, { seed: 0, position: { ...position, racks } });
  game.play(move);
  const spreadAfter = game.scores[me]! - game.scores[them]!;
  if (game.over) return { tile, spread: spreadAfter, exact: true, depth: 0 };
  const r = solveEndgame(engine, rules, gamePosition(game), { plies, maxSeconds: seconds, table, shouldStop });
  return { tile, spread: -r.spread, exact: r.exact, depth: r.depth };
}

/** Candidates by the last round reached, then win probability, mean spread, static equity. */
function ranked(candidates: readonly PegCandidate[]): PegCandidate[] {
  return candidates.map((c, i) => ({ c, i })).sort((a, b) => b.c.round - a.c.round || b.c.winProbability - a.c.winProbability ||
    b.c.meanSpread - a.c.meanSpread || a.i - b.i).map(({ c }) => c);
}
