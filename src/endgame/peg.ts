// The pre-endgame: which play is best when the bag holds 1 to 4 tiles? The side to move cannot
// see the opponent's rack nor the bag's order, so every way the unseen tiles split into an
// opponent's rack and a bag, in every draw order, is a scenario, weighted by the physical
// tiles it stands for (bagOrders). A candidate that places at least as many tiles as the bag
// holds draws all of it: only which tiles are in the bag matters, and the bag is then empty — an
// endgame with both racks known, the opponent to move, solved (solve.ts). A candidate that
// places fewer draws the bag's first tiles and leaves the opponent a pre-endgame of its own:
// searched with the bag's order known to both sides (withBag), the few best replies by static
// equity at each turn while tiles are left, the endgame solver once the bag is empty. Such a
// scenario's value is never exact (the replies are a few, and the order is no secret there).
//
// Candidates: the K best plays by static equity (score + leave value: the built-in leaves). The
// pass is not a candidate: after it the opponent faces the same bag.
// Candidates are ranked by win probability (ties count half), then mean final spread.
//
// A cascade spends the time where it decides: every candidate's scenarios are searched 1 ply
// deep (the opponent's best reply by score and tiles kept), the better half kept, those searched
// 2 plies deep, best first, for at most half the time left (those it does not reach keep their
// first round's values), the better half of those completed kept, and those searched to the end,
// best first, each scenario given an equal share of the time left; a search that runs out of its
// share keeps its deepest completed depth (each scenario says whether its value is exact). With
// one tile in the bag that round always completes; with more, scenarios not reached when the time
// is spent keep their values (a candidate with none reached, its round). Time left after it goes to the endgames not yet solved to the end,
// again (the shared table keeps what each solve learnt).
// Candidates dropped by the cascade rank below those kept, with the values of their last round.
// Only a budget too short for the first round stops the search early (partial).

import { Budget, type PartialInfo } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { Game } from '../game/game.js';
import { gamePosition } from '../game/record.js';
import { searcherFor, type Searcher } from '../game/searcher.js';
import { defaultLeaves, resolveLeaves } from '../leaves/resolve.js';
import type { LeaveValuation } from '../leaves/table.js';
import { type CompiledRuleset, tilesValue } from '../rules/index.js';
import { moveKey } from '../scrabble/move.js';
import type { Move, PlaceMove } from '../scrabble/movegen.js';
import type { Position } from '../scrabble/position/index.js';
import { DEFAULT_TABLE_BITS, MAX_PLIES, solveEndgame } from './solve.js';
import { TranspositionTable } from './table.js';

export const DEFAULT_PEG_CANDIDATES = 20;
export const DEFAULT_PEG_SECONDS = 60;
/** Most tiles in the bag a pre-endgame takes. */
export const MAX_PEG_BAG = 4;
/**
 * Least time for a move to use the pre-endgame, by the tiles in the bag: its first round (every
 * candidate against every scenario, 1 ply) takes about a quarter of it with 10 candidates (0.3 s
 * with 2 in the bag, 0.6 s with 3, 0.5–2 s with 4, on this machine kind), the rest goes deeper.
 */
export const PEG_MIN_SECONDS: readonly number[] = [0, 0, 2, 4, 8];

/** Whether a move with `seconds` to spend and `bag` tiles in the bag is worth a pre-endgame (else a simulation). */
export const pegFits = (bag: number, seconds: number): boolean =>
  bag >= 1 && bag <= MAX_PEG_BAG && seconds >= PEG_MIN_SECONDS[bag]!;
/** Plies of each round of the cascade; the last searches to the end. */
const ROUNDS = [1, 2, MAX_PLIES];
/** Time left after the last round that is worth another pass over its unsolved endgames. */
const AGAIN_SECONDS = 0.5;
/**
 * Replies searched at a turn with tiles still in the bag, by how many such turns came before
 * (a candidate that leaves tiles: the opponent's reply first): the width narrows as it deepens,
 * since every reply that draws fewer than the bag holds opens another level.
 */
export const BAG_REPLIES = [8, 4, 2];

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
  /** Called after each scenario searched: the round (1-based), scenarios done and to do in it. */
  onProgress?: (round: number, done: number, total: number) => void;
}

export interface PegDraw {
  /** The bag's first tile (0 = blank): with one in the bag, the tile the side to move draws. */
  tile: number;
  /** The bag as far as it matters to the candidate: the tiles the side to move draws (ascending), then those left, in draw order. */
  bag: number[];
  /** Physical orders of the unseen tiles this scenario stands for: its weight. */
  count: number;
  /** Final spread, from the side to move's view. */
  spread: number;
  exact: boolean;
  /** Plies searched after the candidate (0: the candidate ended the game). */
  depth: number;
}

export interface PegCandidate {
  move: Move;
  /** Static equity, points. */
  equity: number;
  /** Share of the scenarios (by weight) won, ties half. */
  winProbability: number;
  /** Mean final spread over the scenarios (by weight). */
  meanSpread: number;
  /** Whether it places at least as many tiles as the bag holds (every scenario then an endgame). */
  emptiesBag: boolean;
  /** Whether every scenario's value is exact. */
  exact: boolean;
  /** Scenarios whose value is exact. */
  exactDraws: number;
  /** The last round of the cascade it was searched in (1-based). */
  round: number;
  draws: PegDraw[];
}

export interface PegReport {
  /** Ranked: the last round reached, then win probability, then mean spread. */
  candidates: PegCandidate[];
  /** The unseen tiles (the bag's and the opponent's rack), ascending. */
  unseen: number[];
  /** Tiles in the bag. */
  inBag: number;
  rounds: number;
  /** Scenarios searched, and how many of them exactly. */
  solves: number;
  exactSolves: number;
  seconds: number;
  stopped?: 'interrupted' | 'budget';
  partial?: PartialInfo;
}

/** A bag order: its tiles, first drawn first, and the physical orders of the unseen tiles it stands for. */
export interface BagOrder {
  order: number[];
  weight: number;
}

/**
 * Every distinct order of `n` tiles drawn from `pool` (tile indices, any order), lexicographic;
 * each weighted by how many orders of the pool's physical tiles give it (the counts left of
 * each tile as it is drawn). The weights sum to pool.length × (pool.length − 1) × … (n factors).
 */
export function bagOrders(pool: readonly number[], n: number): BagOrder[] {
  const counts = new Map<number, number>();
  for (const t of [...pool].sort((a, b) => a - b)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const out: BagOrder[] = [];
  const order: number[] = [];
  const walk = (weight: number) => {
    if (order.length === n) {
      out.push({ order: order.slice(), weight });
      return;
    }
    for (const [t, c] of counts) {
      if (c === 0) continue;
      counts.set(t, c - 1);
      order.push(t);
      walk(weight * c);
      order.pop();
      counts.set(t, c);
    }
  };
  walk(1);
  return out;
}

/** Tiles a move places (0 for the pass). */
export function tilesPlaced(move: Move): number {
  return move.kind === 'place' ? move.tiles.reduce((n, t) => n + (t ? 1 : 0), 0) : 0;
}

/** A candidate's scenario: the bag orders that differ only in what the candidate cannot tell apart. */
interface Scenario {
  bag: number[];
  count: number;
}

/**
 * The bag orders grouped by what can change a candidate's value: the tiles it draws (as a set:
 * its rack is the same whatever their order), then those left, in order (who draws which).
 */
function scenarios(orders: readonly BagOrder[], placed: number): Scenario[] {
  const byKey = new Map<string, Scenario>();
  for (const { order, weight } of orders) {
    const drawn = Math.min(placed, order.length);
    const bag = [...order.slice(0, drawn).sort((a, b) => a - b), ...order.slice(drawn)];
    const key = bag.join();
    const s = byKey.get(key);
    if (s) s.count += weight;
    else byKey.set(key, { bag, count: weight });
  }
  return [...byKey.values()];
}

/** Ranks the K best plays of a position with 1 to 4 tiles in the bag (see the top of this file). */
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
  if (inBag < 1 || inBag > MAX_PEG_BAG) {
    throw errors.badInput(`a pre-endgame has 1 to ${MAX_PEG_BAG} tiles in the bag; this position has ${Math.max(0, inBag)}`);
  }
  // The possible bags in draw order: with the opponent's rack given, the orders of the tiles left.
  const orders = bagOrders(given ? bag : unseen, inBag);

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
    move: m.move, equity: m.equity, winProbability: 0, meanSpread: 0, emptiesBag: tilesPlaced(m.move) >= inBag,
    exact: false, exactDraws: 0, round: 0, draws: [],
  }));
  const search: ScenarioSearch = { engine, rules, position, unseen, table, searcher, leaves, shouldStop: options.shouldStop, replies: new Map() };
  let solves = 0, exactSolves = 0, rounds = 0;
  let stopped: PegReport['stopped'];
  const report = (): PegReport => ({
    candidates: ranked(candidates), unseen, inBag, rounds, solves, exactSolves, seconds: budget.elapsedSeconds(),
    ...(stopped && { stopped }), ...(stopped === 'budget' && { partial: budget.stopInfo()! }),
  });
  // Another pass goes over the endgames not solved to the end; a scenario that leaves tiles is searched once a round.
  const unsolved = (c: PegCandidate) => c.emptiesBag && !c.exact;

  let live = candidates;
  for (let round = 1, again = false; !stopped;) {
    const plies = ROUNDS[round - 1]!;
    const last = round === ROUNDS.length;
    const todo = live.map((c) => {
      const all = scenarios(orders, tilesPlaced(c.move));
      if (!again) return all;
      const exact = new Set(c.draws.filter((d) => d.exact).map((d) => d.bag.join()));
      return all.filter((s) => !exact.has(s.bag.join()));
    });
    const total = todo.reduce((n, t) => n + t.length, 0);
    let left = total;
    // A middle round may take half the time left: candidates it does not reach keep their last round.
    const roundEnd = round > 1 && !last ? performance.now() + budget.secondsLeft() * 500 : Infinity;
    let cut = false;
    live.forEach((c, i) => {
      if (stopped || cut) return;
      const before = new Map(c.draws.map((d) => [d.bag.join(), d]));
      const draws: PegDraw[] = [];
      let searched = 0;
      for (const s of todo[i]!) {
        // The last round always completes: its searches share the time left, down to a millisecond.
        if (last ? options.shouldStop?.() : stop()) {
          stopped = options.shouldStop?.() ? 'interrupted' : 'budget';
          return;
        }
        if (performance.now() >= roundEnd) {
          cut = true;
          return;
        }
        const share = last ? Math.max(0.001, budget.secondsLeft() / left) : undefined;
        left--;
        const had = before.get(s.bag.join());
        // With more than one tile in the bag the last round has thousands of scenarios: once the
        // time is spent, the rest keep the values they had instead of a millisecond's search each.
        const skip = last && inBag > 1 && had !== undefined && budget.expired();
        const draw = skip ? { ...had, depth: 0, exact: false } : searchScenario(search, c.move as PlaceMove, s, plies, share);
        // A search stopped before its first depth keeps the value it had.
        const kept = had && !draw.exact && draw.depth === 0 ? { ...had, bag: s.bag } : draw;
        draws.push({ ...kept, tile: s.bag[0]!, bag: s.bag, count: s.count });
        if (!skip) {
          solves++;
          searched++;
        }
        if (draw.exact) exactSolves++;
        options.onProgress?.(round, total - left, total);
      }
      // A pass again searched only the unsolved: the others keep their values, in their order.
      if (again) {
        const searchedNow = new Map(draws.map((d) => [d.bag.join(), d]));
        draws.splice(0, draws.length, ...c.draws.map((d) => searchedNow.get(d.bag.join()) ?? d));
      }
      // A candidate the time left no search for stays at its last round.
      if (searched === 0 && todo[i]!.length > 0) return;
      settle(c, draws, round);
    });
    if (stopped) break;
    rounds = round;
    options.onRound?.(report());
    if (live.every((c) => c.exact)) break;
    if (!last) {
      // Keep the better half of those that completed the round for the next.
      const done = live.filter((c) => c.round === round);
      const pool = done.length ? done : live;
      live = ranked(pool).slice(0, Math.max(2, Math.ceil(pool.length / 2)));
      round++;
    } else if (live.some(unsolved) && budget.secondsLeft() >= AGAIN_SECONDS && !options.shouldStop?.()) {
      again = true;
      live = live.filter(unsolved);
    } else break;
  }
  return report();
}

/** A candidate's figures from its scenarios. */
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

interface ScenarioSearch {
  engine: Engine;
  rules: CompiledRuleset;
  position: Position;
  unseen: readonly number[];
  table: TranspositionTable;
  searcher: Searcher;
  leaves: LeaveValuation;
  shouldStop?: (() => boolean) | undefined;
  /**
   * The opponent's replies after `candidate`, by its rack: scenarios that differ only in the
   * bag's order share them (the board after the candidate is the same in all).
   */
  replies: Map<string, Move[]>;
  candidate?: Move;
}

type Value = Omit<PegDraw, 'tile' | 'bag' | 'count'>;

/** The scenario `s` after the candidate: the opponent holds the unseen tiles not in the bag. */
function searchScenario(x: ScenarioSearch, move: PlaceMove, s: Scenario, plies: number, seconds: number | undefined): Value {
  const me = x.position.onTurn, them = 1 - me;
  const opponent = x.unseen.slice();
  for (const t of s.bag) opponent.splice(opponent.indexOf(t), 1);
  const racks: [Uint8Array, Uint8Array] = [x.position.racks[0], x.position.racks[1]];
  racks[them] = Uint8Array.from(opponent);
  const deadline = performance.now() + (seconds ?? Infinity) * 1000;
  if (x.candidate !== move) {
    x.candidate = move;
    x.replies.clear();
  }
  const after = playDrawing(x.rules, { ...x.position, racks }, s.bag, move);
  if (after.final !== undefined) return { spread: after.final, exact: true, depth: 0 };
  const r = withBag(x, after.next, after.rest, plies, deadline, 0);
  return { spread: -r.spread, exact: r.exact, depth: r.depth };
}

/**
 * `move` played from `p` (both racks known) with `bag` the tiles left in draw order: the next
 * position and the bag after it, or the final spread (the mover's view) when it ended the game.
 */
function playDrawing(rules: CompiledRuleset, p: Position, bag: readonly number[], move: Move): { next: Position; rest: number[]; final?: number } {
  const me = p.onTurn, them = 1 - me;
  const drawn = Math.min(tilesPlaced(move), bag.length);
  const rest = bag.slice(drawn);
  // The Game's bag must hold exactly the tiles drawn: the ones left for later wait on the other rack meanwhile.
  const racks: [Uint8Array, Uint8Array] = [p.racks[0], p.racks[1]];
  racks[them] = Uint8Array.from([...p.racks[them]!, ...rest]);
  const game = new Game(rules, { seed: 0, position: { ...p, racks } });
  game.play(move);
  const spread = game.scores[me]! - game.scores[them]!;
  // Scoreless turns can end the game with tiles left: the other side lost the waiting tiles' value too.
  if (game.over) return { next: gamePosition(game), rest, final: spread - game.tilesValue(rest) };
  const next = gamePosition(game);
  next.racks[them] = p.racks[them]!.slice();
  return { next, rest };
}

/**
 * The value of `p` (side to move's view, the final spread) with `bag` known in draw order: the
 * endgame solved once the bag is empty; before that the best of the side's top replies by static
 * equity (BAG_REPLIES, the pass among them), each searched a ply less. At the horizon: the spread
 * and the endgame's estimate (the opponent's rack value less the side's).
 * Each reply's subtree shares the time left equally; once it is gone the rest is valued at the
 * horizon at once (`depth` is the least depth any line reached).
 */
function withBag(x: ScenarioSearch, p: Position, bag: number[], plies: number, deadline: number, level: number): Value {
  const side = p.onTurn;
  const spreadNow = p.scores[side] - p.scores[1 - side]!;
  // The endgame's estimate at every horizon: candidates that empty the bag and those that do not compare alike.
  if (plies === 0) return { spread: spreadNow + tilesValue(p.racks[1 - side]!, x.rules) - tilesValue(p.racks[side], x.rules), exact: false, depth: 0 };
  if (bag.length === 0) {
    const r = solveEndgame(x.engine, x.rules, p, {
      plies, table: x.table, shouldStop: x.shouldStop,
      ...(Number.isFinite(deadline) && { maxSeconds: Math.max(0.001, (deadline - performance.now()) / 1000) }),
    });
    return { spread: r.spread, exact: r.exact, depth: r.depth };
  }
  if (performance.now() >= deadline || x.shouldStop?.()) return withBag(x, p, bag, 0, deadline, level);
  const key = level === 0 ? p.racks[side].join() : undefined;
  let replies = key === undefined ? undefined : x.replies.get(key);
  if (!replies) {
    x.searcher.load(p.board);
    const width = BAG_REPLIES[Math.min(level, BAG_REPLIES.length - 1)]!;
    replies = x.searcher.byEquity(p.racks[side], x.leaves, { top: width, pass: true }).moves.map((m) => m.move);
    if (key !== undefined) x.replies.set(key, replies);
  }
  let best: number | undefined;
  let depth = Infinity;
  replies.forEach((move, i) => {
    const now = performance.now();
    const share = Number.isFinite(deadline) ? now + (deadline - now) / (replies!.length - i) : Infinity;
    const after = playDrawing(x.rules, p, bag, move);
    let spread = after.final;
    if (spread === undefined) {
      const below = withBag(x, after.next, after.rest, plies - 1, share, level + 1);
      spread = -below.spread;
      depth = Math.min(depth, below.depth + 1);
    }
    if (best === undefined || spread > best) best = spread;
  });
  return { spread: best!, exact: false, depth: Number.isFinite(depth) ? depth : 1 };
}

/** Candidates by the last round reached, then win probability, mean spread, static equity. */
function ranked(candidates: readonly PegCandidate[]): PegCandidate[] {
  return candidates.map((c, i) => ({ c, i })).sort((a, b) => b.c.round - a.c.round || b.c.winProbability - a.c.winProbability ||
    b.c.meanSpread - a.c.meanSpread || a.i - b.i).map(({ c }) => c);
}
