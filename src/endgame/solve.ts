// The endgame solver: the bag is empty, both racks are known, and the best sequence
// of plays to the end of the game is found by search.
//
// Negamax with alpha-beta on one Searcher (src/game/searcher.ts): plays are applied and taken
// back on its board, never copied per node. A node's value is the spread the side to move gains
// from there to the end, in points, end-of-game rack points included (endPoints, src/game/
// game.ts: going out, or the scoreless turns in a row that end the game; passes are moves).
// Iterative deepening, one ply more per iteration, each searched in an aspiration window around
// the last value and by principal-variation search (the first move in the full window, the rest
// in a null window, searched again when one beats it); a transposition table (table.ts) gives
// values and the best move to try first. Before any move generation a node tries the plays
// that cut off elsewhere with the same rack and still fit (keptPlay.ts). Moves are tried going
// out first, then by score + the value of the tiles they take off the rack (tiles kept count
// against their holder at the end). Plays reach the core's board only when a node below them
// generates moves.
//
// Depth limit: at the horizon a position is worth its static estimate, the opponent's rack
// value less the side to move's (what the tiles would cost if neither played again). A value at
// depth d is the plain minimax value at depth d (test/endgame checks it against src/reference/
// endgame.ts): the table gives a value only for the same depth, or for a smaller one when no
// horizon was reached below (proven: deeper search cannot change it). A value is exact when no
// horizon was reached in the search that found it; iterations stop at the first exact one.

import { Budget, type PartialInfo } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { endPoints, Game } from '../game/game.js';
import { searcherFor, type Searcher } from '../game/searcher.js';
import type { CompiledRuleset, GoingOut } from '../rules/index.js';
import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import type { Move, PassMove, PlaceMove } from '../scrabble/movegen.js';
import type { LeaveValuation } from '../leaves/table.js';
import type { Position } from '../scrabble/position/index.js';
import { KeptPlay } from './keptPlay.js';
import { endgamePosition } from './position.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, type Probe, TranspositionTable, ZobristKeys } from './table.js';

/** Most plies searched (a game from a bag-empty position ends long before: tiles, then scoreless turns). */
export const MAX_PLIES = 60;
/** Table entries: 2^22 (64 MB) by default. */
export const DEFAULT_TABLE_BITS = 22;
/**
 * Attempts to finish at once start after this iteration: below it the deepening is cheap and
 * mostly finishes by itself, and failed attempts cost it up to twice the nodes (attempts from
 * depth 1: small.cgp line 17 51,568 → 86,655 nodes, line 1 2,656 → 4,795; from 6: 63,409 and
 * 2,656, large line 6 2.39 → 2.02 M nodes to exact).
 */
const FINISH_FROM = 6;
/** Half-width of the aspiration window, points. */
const ASPIRATION = 12;
/** Added to going out in the ranking that orders a node's moves: tried first. */
const OUT_FIRST = 1000;
const INFINITE = 1_000_000;
/**
 * Refutations (a rack's last move that cut off without going out) are tried first only this
 * close to the horizon: deeper, a sibling's refutation still cuts off, but often less sharply
 * than the best-only search's first move, and its subtree costs more than the search it saves
 * (large lines 1 and 8: 1.0 → 2.1 M and 2.2 → over 3 M nodes when tried at every depth; lines 4,
 * 6, 8 and 9 fastest at 3).
 */
const REFUTE_DEPTH = 3;
/** Plays kept per rack that went out and cut off (outPlays). */
const OUT_PLAYS = 4;
/**
 * Threads beside others defer the moves another is searching from this many plies above the
 * horizon (each check plays the move to find its key; below, subtrees are too small to matter).
 */
const DEFER_DEPTH = 3;

export interface EndgameOptions {
  /** Deepest iteration (default: until the value is exact, at most MAX_PLIES). */
  plies?: number;
  /** A budget: stop after this many seconds with the deepest completed iteration, marked partial. */
  maxSeconds?: number;
  /** The same, after this many nodes. */
  maxNodes?: number;
  /** log2 of the table's entries (16 bytes each; default DEFAULT_TABLE_BITS). */
  tableBits?: number;
  /** A table to use instead (kept across solves: a position's values do not depend on the solve; peg shares one). */
  table?: TranspositionTable;
  /**
   * This search is thread `index` of `count` that solve the same endgame over one shared table
   * (lazy SMP): thread i tries the root's moves after the first from the i/count-th of the
   * ranking on, so each proves its own share and finds the others' in the table; and with a
   * shared table each thread tries last the moves another is searching at that moment.
   */
  thread?: { index: number; count: number };
  /** Polled during the search (Ctrl-C): true stops it with the deepest completed iteration, `stopped: 'interrupted'`. */
  shouldStop?: () => boolean;
  /** Called after each completed iteration with the result so far. */
  onDepth?: (result: EndgameResult) => void;
}

export interface EndgameStep {
  move: Move;
  /** The seat that played it (0 or 1 of the position). */
  player: number;
  /** Points the move scored, and the end-of-game points when it ended the game (the mover's change). */
  score: number;
  end?: 'out' | 'scoreless';
  /** The spread after it (and after the end points), from the view of the side to move at the start. */
  spread: number;
}

export interface EndgameResult {
  /** Points the side to move gains on the spread from here to the end (estimated at the horizon unless exact). */
  value: number;
  /** The final spread, side to move's view: the spread now + value. */
  spread: number;
  /** Whether the value is proven to the end of the game. */
  exact: boolean;
  /** Plies of the deepest completed iteration. */
  depth: number;
  nodes: number;
  seconds: number;
  /** The principal variation: the best play of each side in turn, to the end or the horizon. */
  pv: EndgameStep[];
  /** The position solved (both racks). */
  position: Position;
  tableBytes: number;
  /** Set when the search stopped before it was done: Ctrl-C, or the budget (with `partial`). */
  stopped?: 'interrupted' | 'budget';
  partial?: PartialInfo;
}

/** Thrown through the recursion when the search must stop; caught at the root. */
const STOP = Symbol('stop');
/** Thrown when an attempt to finish the search has spent its nodes (the deepening goes on). */
const ABANDON = Symbol('abandon');
const NO_PV: Move[] = [];

/** Solves the endgame of `position` (bag empty; the opponent's rack is derived when not given). */
export function solveEndgame(engine: Engine, rules: CompiledRuleset, position: Position, options: EndgameOptions = {}): EndgameResult {
  const plies = options.plies ?? MAX_PLIES;
  if (!Number.isInteger(plies) || plies < 1 || plies > MAX_PLIES) throw errors.usage(`plies must be a whole number from 1 to ${MAX_PLIES}, got ${plies}`);
  const bits = options.tableBits ?? DEFAULT_TABLE_BITS;
  if (!Number.isInteger(bits) || bits < 4 || bits > 28) throw errors.usage(`tableBits must be a whole number from 4 to 28, got ${bits}`);
  const pos = endgamePosition(rules, position);
  const budget = new Budget({ seconds: options.maxSeconds, nodes: options.maxNodes });
  const table = options.table ?? new TranspositionTable(bits);
  const search = new EndgameSearch(searcherFor(engine, rules), rules, pos, table, budget, plies === MAX_PLIES, options.shouldStop);
  if (options.thread) {
    const { index, count } = options.thread;
    if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 0 || index >= count) throw errors.usage(`thread must be a whole index from 0 to count − 1, got ${index} of ${count}`);
    search.share = index / count;
    search.deferring = count > 1 && table.memory !== undefined;
  }
  const side = pos.onTurn;
  const spreadNow = pos.scores[side] - pos.scores[1 - side]!;
  let result: EndgameResult | undefined;
  let value = 0;
  /** One search to `depth` (nodes: at most this many more), or why it did not complete. */
  const run = (depth: number, nodes = Infinity): { value: number; exact: boolean; pv: Move[] } | 'stopped' | 'abandoned' => {
    search.nodeLimit = search.nodes + nodes;
    try {
      return search.root(depth, value);
    } catch (e) {
      if (e === STOP) return 'stopped';
      if (e === ABANDON) return 'abandoned';
      throw e;
    } finally {
      search.nodeLimit = Infinity;
    }
  };
  for (let depth = 1; depth <= plies; depth++) {
    let found = run(depth);
    if (typeof found === 'string') {
      // Stopped mid-iteration: the deepest completed one stands (depth 1 is always completed first unless stopped at once).
      const stopped = budget.stopped ? 'budget' : 'interrupted';
      if (!result) result = { ...report(0, false, [], 0), depth: 0 };
      return { ...result, nodes: search.nodes, seconds: budget.elapsedSeconds(), stopped, ...(stopped === 'budget' && { partial: budget.stopInfo()! }) };
    }
    value = found.value;
    result = report(found.value, found.exact, found.pv, depth);
    options.onDepth?.(result);
    if (found.exact) break;
    if (depth >= FINISH_FROM && depth + 1 < plies) {
      // An attempt to finish at once: a search to `plies` given as many nodes as the deepening
      // has spent so far (at most twice the work), abandoned when they run out (the table
      // keeps what it learnt). Long endgames, where one side plays out a tile at a time while
      // the other passes, gain one ply an iteration at a growing cost: large line 6 reached
      // depth 16 in 30 s one ply at a time, but solves in 18 CPU s from depth 8 at once.
      found = run(plies, search.nodes);
      if (found === 'stopped') return { ...result, nodes: search.nodes, seconds: budget.elapsedSeconds(), stopped: budget.stopped ? 'budget' : 'interrupted', ...(budget.stopped && { partial: budget.stopInfo()! }) };
      if (found !== 'abandoned') {
        value = found.value;
        result = report(found.value, found.exact, found.pv, plies);
        options.onDepth?.(result);
        break;
      }
    }
  }
  return result!;

  function report(v: number, exact: boolean, pv: Move[], depth: number): EndgameResult {
    return {
      value: v, spread: spreadNow + v, exact, depth, nodes: search.nodes, seconds: budget.elapsedSeconds(),
      pv: replay(rules, pos, pv), position: pos, tableBytes: search.table.bytes,
    };
  }
}

const samePlay = (a: PlaceMove, b: PlaceMove) => a.row === b.row && a.col === b.col && a.dir === b.dir &&
  a.tiles.length === b.tiles.length && a.tiles.every((t, i) => t === b.tiles[i]);

/** The principal variation played on a Game from the position: scores, end points and the running spread. */
function replay(rules: CompiledRuleset, position: Position, moves: readonly Move[]): EndgameStep[] {
  const game = new Game(rules, { seed: 0, position });
  const side = position.onTurn;
  return moves.map((move) => {
    const player = game.onTurn, before = game.scores[player]!;
    game.play(move);
    const step: EndgameStep = { move, player, score: game.scores[player]! - before, spread: game.scores[side]! - game.scores[1 - side]! };
    if (game.over) step.end = game.over;
    return step;
  });
}

class EndgameSearch {
  nodes = 0;
  /** Where in the root's ranking this thread starts, as a fraction of it (options.thread). */
  share = 0;
  /** Whether other threads search beside this one (options.thread): moves they are searching go last. */
  deferring = false;
  /** An attempt to finish is abandoned at this many nodes. */
  nodeLimit = Infinity;
  /** Horizon estimates and unproven table values used so far: unchanged across a subtree = proven. */
  private horizon = 0;
  private readonly keys: ZobristKeys;
  /** Rack counts by tile per seat ([0] = blanks), their tile counts and values. */
  private readonly counts: [Uint8Array, Uint8Array];
  private readonly tiles: [number, number];
  private readonly values: [number, number];
  private hi = 0;
  private lo = 0;
  private readonly tileValue: Uint8Array;
  private readonly goingOut: GoingOut;
  private readonly scorelessLimit: number;
  private readonly rows: number;
  private readonly cols: number;
  /** The board as the searcher has it (tile | 0x80 for a blank; 0 = empty). */
  private readonly board: Uint8Array;
  /**
   * Plays that went out and cut off, by the rack they empty (its key: rackKeys), the latest
   * first: tried before generating moves, mostly by the node's siblings, which differ only by
   * the other side's last play (large line 6: 49 % of nodes end on one, against 29 % when each
   * ply kept only its last).
   */
  private readonly outPlays = new Map<number, KeptPlay[]>();
  /**
   * By rack, the last other move (a play, or the pass) that cut off a node: tried first where it
   * fits, before generating moves (large line 6: 46 % of the nodes left to generate moves cut off
   * at their first move without going out).
   */
  private readonly refutations = new Map<number, KeptPlay | PassMove>();
  /** Set by valueOf: whether the move went out, and whether its child was searched. */
  private wentOut = false;
  private searched = false;
  /** Per seat, a key of the rack's tiles that does not depend on the seat. */
  private readonly rackKeys: [number, number] = [0, 0];
  /** The plays from the start to this node, and how many of them are on the searcher's board. */
  private readonly line: PlaceMove[] = [];
  private inCore = 0;
  private readonly pv: Move[][] = [];
  private readonly probe: Probe = { value: 0, depth: 0, bound: 0, proven: false, move: -1 };
  private readonly startZero: number;
  private readonly startSide: number;
  /** What the tiles a move keeps are worth at a node: −their value, or `out` when none are kept (`linear.none`). */
  private readonly kept: LeaveValuation & { linear: { tileValue: Uint8Array; scale: number; offset: number; none: number } };

  constructor(
    private readonly searcher: Searcher, rules: CompiledRuleset, position: Position,
    readonly table: TranspositionTable, private readonly budget: Budget,
    /**
     * Searching for the value to the end (no `plies` limit): a proven table value (the true
     * value) then answers at any depth, not only at depths above the one it was stored at, as
     * the values of a depth-limited search must (large line 6: 2.0 → 0.96 M nodes to exact).
     */
    private readonly toTheEnd: boolean,
    private readonly shouldStop?: () => boolean,
  ) {
    const game = new Game(rules, { seed: 0, position });
    this.goingOut = game.goingOut;
    this.scorelessLimit = game.scorelessLimit;
    this.tileValue = rules.tileValue;
    this.rows = rules.ruleset.rows;
    this.cols = rules.ruleset.cols;
    this.board = Uint8Array.from(position.board);
    this.keys = ZobristKeys.of(position.board.length);
    this.counts = [new Uint8Array(64), new Uint8Array(64)];
    this.tiles = [0, 0];
    this.values = [0, 0];
    searcher.load(position.board);
    position.board.forEach((t, sq) => { if (t) this.flipSquare(sq, t); });
    for (const seat of [0, 1]) for (const t of position.racks[seat]!) this.addTile(seat, t, 1);
    const tileValue = this.tileValue;
    const linear = { tileValue, scale: -1, offset: 0, none: 0 };
    this.kept = {
      linear,
      valueOfCounts(counts, tiles) {
        if (tiles === 0) return linear.none;
        let v = 0;
        for (let t = 0; t < counts.length; t++) if (counts[t]) v += counts[t]! * tileValue[t]!;
        return -v;
      },
    };
    this.startZero = position.zeroTurns;
    this.startSide = position.onTurn;
    if (this.startZero >= this.scorelessLimit) throw errors.badInput(`${this.startZero} scoreless turns in a row: the game is over`);
  }

  private flipSquare(sq: number, tile: number): void {
    const at = (sq * 256 + tile) * 2;
    this.hi ^= this.keys.squares[at]!;
    this.lo ^= this.keys.squares[at + 1]!;
  }

  /** Adds (+1) or takes (−1) one tile on a seat's rack, keeping the key, count and value. */
  private addTile(seat: number, tile: number, delta: 1 | -1): void {
    const c = this.counts[seat]!;
    const base = (seat * 64 + tile) * 16;
    const r = this.keys.racks;
    this.hi ^= r[(base + c[tile]!) * 2]!;
    this.lo ^= r[(base + c[tile]!) * 2 + 1]!;
    c[tile]! += delta;
    this.hi ^= r[(base + c[tile]!) * 2]!;
    this.lo ^= r[(base + c[tile]!) * 2 + 1]!;
    const k = tile * 32; // seat 0's words, whatever the seat
    this.rackKeys[seat]! ^= r[k + (c[tile]! - delta) * 2]! ^ r[k + c[tile]! * 2]!;
    this.tiles[seat]! += delta;
    this.values[seat]! += delta * this.tileValue[tile]!;
  }

  /** One iteration at `depth`, in an aspiration window around `guess` (depth 1: the full window). */
  root(depth: number, guess: number): { value: number; exact: boolean; pv: Move[] } {
    this.table.nextIteration();
    let alpha = depth === 1 ? -INFINITE : guess - ASPIRATION, beta = depth === 1 ? INFINITE : guess + ASPIRATION;
    for (;;) {
      const horizon = this.horizon;
      const v = this.negamax(this.startSide, this.startZero, depth, alpha, beta, 0);
      if (v <= alpha && alpha > -INFINITE) alpha = -INFINITE;
      else if (v >= beta && beta < INFINITE) beta = INFINITE;
      else return { value: v, exact: this.horizon === horizon, pv: this.pv[0]! };
    }
  }

  private negamax(side: number, zero: number, depth: number, alpha: number, beta: number, ply: number): number {
    if (this.budget.spend() || ((this.nodes & 1023) === 0 && this.shouldStop?.())) throw STOP;
    if (this.nodes >= this.nodeLimit) throw ABANDON;
    this.nodes++;
    const pvNode = beta - alpha > 1;
    this.pv[ply] = NO_PV;
    const k = this.keys;
    const hi = this.hi ^ (side ? k.side[0] : 0) ^ k.zeroTurns[zero * 2]!;
    const lo = this.lo ^ (side ? k.side[1] : 0) ^ k.zeroTurns[zero * 2 + 1]!;
    let tableMove = -1;
    const p = this.probe;
    if (this.table.probe(hi, lo, p)) {
      tableMove = p.move;
      if (!pvNode && (p.depth === depth || (p.proven && (this.toTheEnd || p.depth < depth))) &&
        (p.bound === BOUND_EXACT || (p.bound === BOUND_LOWER && p.value >= beta) || (p.bound === BOUND_UPPER && p.value <= alpha))) {
        if (!p.proven) this.horizon++;
        return p.value;
      }
    }
    const other = 1 - side;
    if (depth === 0) {
      this.horizon++;
      return this.values[other]! - this.values[side]!;
    }
    const horizonBefore = this.horizon, alphaBefore = alpha;
    const counts = this.counts[side]!;
    const own = this.values[side]!, opp = this.values[other]!;
    const outPoints = endPoints(this.goingOut, side ? [opp, 0] : [0, opp], side);
    const outGain = outPoints[side]! - outPoints[other]!;
    if (!pvNode) {
      // A play of this rack that went out and cut off elsewhere, if it fits here: no move generation.
      const plays = this.outPlays.get(this.rackKeys[side]!);
      if (plays) {
        for (const play of plays) {
          const v = play.score + outGain;
          if (v >= beta && play.tiles === this.tiles[side] && play.fits(this.board, counts)) {
            this.table.store(hi, lo, v, depth, BOUND_LOWER, true, tableMove);
            return v;
          }
        }
      }
    }
    const rack: number[] = [];
    for (let t = 0; t < 64; t++) for (let n = counts[t]!; n > 0; n--) rack.push(t);
    if (depth === 1 && zero + 1 < this.scorelessLimit) {
      // Every child is at the horizon (or the end, going out): a move is worth its score less
      // the tiles it keeps (going out: + outGain), the pass −own, all + opp — one best-only
      // search by equity in the core (scores and values are whole points: equities exact).
      // Only a move worth more than alpha matters: the core's search is floored there, and when
      // none reaches it the value is at most alpha (large line 7 at 5 plies: most of these nodes
      // fail low, their opponent's reply having refuted the move before).
      if (rack.length === 1) return this.lastTile(side, rack, own, opp, outGain, hi, lo, pvNode, ply, beta);
      this.kept.linear.none = outGain - opp;
      const floor = alpha > -INFINITE ? alpha - opp + 1 : undefined;
      const bestOne = this.core().listByEquity(rack, this.kept, { top: 1, pass: true, floor });
      this.horizon++;
      if (bestOne.length === 0) {
        this.table.store(hi, lo, alpha, 1, BOUND_UPPER, false, -1);
        return alpha;
      }
      const v = opp + bestOne.equityOf(0);
      if (pvNode) this.pv[ply] = [bestOne.get(0)];
      if (v >= beta) {
        const move = bestOne.get(0);
        if (move.kind === 'place' && move.leave.length === 0) this.keepOutPlay(side, move);
      }
      this.table.store(hi, lo, v, 1, BOUND_EXACT, false, -1);
      return v;
    }
    // Every move ranked in the core by the same equity, going out first; decoded when searched.
    // Most nodes off the principal variation cut off at their first move (large.cgp line 4:
    // 84,313 of 87,748 searched nodes, without a table move), so unless the table names another
    // move the first one comes from a best-only search (the same ranking: index 0 of the full
    // list), and the full list is generated only when it does not cut off. Not for one tile:
    // each play of it goes out, the search's bounds prune nothing and the full list is cheaper
    // (large line 4: 25 µs a full list of one tile, 34 µs best-only; 7 tiles with a blank: 4.5
    // against 1.2 ms).
    //
    // Two plies from the horizon a move that does not go out is worth at most its equity + opp
    // (below), so the lists are floored at alpha: the moves left out are worth alpha at most.
    // (The bound comes from the opponent's pass to the horizon: the node is not proven.)
    //
    // One tile: every play of it goes out, so the ranking by score (the pass last) is the
    // ranking by equity, and the list by score is cheaper (7–11 against 9–28 µs on large line 6,
    // whose stuck-tile search is a third one-tile nodes).
    if (!pvNode && tableMove <= 0 && depth <= REFUTE_DEPTH) {
      const killer = this.refutations.get(this.rackKeys[side]!);
      if (killer && (!(killer instanceof KeptPlay) || killer.fits(this.board, counts))) {
        const v = this.valueOf(killer instanceof KeptPlay ? killer.move : killer, side, zero, depth, alpha, beta, ply, true, own, outGain);
        if (v >= beta) {
          this.table.store(hi, lo, v, depth, BOUND_LOWER, this.horizon === horizonBefore, tableMove);
          return v;
        }
      }
    }
    const oneTile = rack.length === 1;
    const floored = depth === 2 && alpha > -INFINITE && !oneTile;
    const floorAt = () => (floored ? alpha - opp + 1 : undefined);
    this.kept.linear.none = outGain - opp + OUT_FIRST;
    let full = tableMove > 0 || oneTile;
    let list = oneTile ? this.core().byScore(rack, { pass: true })
      : this.core().listByEquity(rack, this.kept, full ? { pass: true, floor: floorAt() } : { top: 1, pass: true, floor: floorAt() });
    // Every play ranks above the pass (its equity is the pass's + its score + its tiles' value;
    // ties go to plays), so a best-only search that finds the pass finds no play: the side is
    // stuck, and needs no full list.
    let n = full || list.length === 0 ? list.length : list.get(0).kind === 'pass' ? 1 : Infinity;
    const first = tableMove > 0 && tableMove < n ? tableMove : -1;

    let best = floored ? alpha : -INFINITE, bestMove = -1;
    // Moves another thread is searching now go last (they may be in the table by then).
    let deferred: number[] | undefined;
    const deferring = this.deferring && depth >= DEFER_DEPTH;
    for (let i = 0; i < n + (deferred?.length ?? 0); i++) {
      let m: number;
      if (i < n) {
        if (!full && i > 0) {
          this.kept.linear.none = outGain - opp + OUT_FIRST; // (the children set it for their own racks)
          list = this.core().listByEquity(rack, this.kept, { pass: true, floor: floorAt() });
          full = true;
          n = list.length;
          if (i >= n) break;
        }
        // The table's move first, then the ranking's order without it: at the root from this
        // thread's share on (not two plies from the horizon, where the order lets the loop stop).
        const r = this.share > 0 && ply === 0 && depth > 2 && i > 0 && n > 2 ? 1 + (i - 1 + Math.floor(this.share * (n - 1))) % (n - 1) : i;
        m = first < 0 ? r : r === 0 ? first : r <= first ? r - 1 : r;
        if (depth === 2 && m !== first && (oneTile ? m >= list.plays : list.leaveValue(m) !== this.kept.linear.none)) {
          // Two plies from the horizon the opponent's reply can be a pass, so a move that does not
          // go out is worth at most its equity + opp; the moves after it in the ranking no more.
          // (One tile: that move is the pass, of equity −own.)
          const bound = (oneTile ? -own : list.equityOf(m)) + opp;
          if (bound <= alpha) {
            best = Math.max(best, bound);
            this.horizon++;
            break;
          }
        }
      } else m = deferred![i - n]!;
      const move = list.get(m);
      if (deferring && i > 0 && i < n && this.childBusy(move, side, zero)) {
        (deferred ??= []).push(m);
        continue;
      }
      const v = this.valueOf(move, side, zero, depth, alpha, beta, ply, i === 0, own, outGain);
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (pvNode) this.pv[ply] = [move, ...(this.searched ? this.pv[ply + 1]! : NO_PV)];
          if (alpha >= beta) {
            if (this.wentOut) this.keepOutPlay(side, move as PlaceMove);
            else if (move.kind === 'place' || list.plays === 0) this.keepRefutation(side, move as PlaceMove | PassMove);
            break;
          }
        }
      }
    }
    if (floored && best < beta) this.horizon++;
    const bound = best <= alphaBefore ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
    this.table.store(hi, lo, best, depth, bound, this.horizon === horizonBefore, bestMove);
    return best;
  }

  /**
   * A move's value for the side to move: its score, and the rest of the game by search (the child
   * in the window shifted by the score) unless it ends the game. Sets wentOut and searched.
   */
  private valueOf(move: Move, side: number, zero: number, depth: number, alpha: number, beta: number, ply: number,
    first: boolean, own: number, outGain: number): number {
    const other = 1 - side;
    let v: number;
    let searched = false, out = false;
    if (move.kind === 'place') {
      const s = move.score;
      let placed = 0, placedValue = 0;
      for (const t of move.tiles) if (t) { placed++; placedValue += this.tileValue[t & BLANK_BIT ? BLANK : t]!; }
      const nextZero = s === 0 ? zero + 1 : 0;
      out = placed === this.tiles[side];
      if (out) v = s + outGain;
      else if (nextZero >= this.scorelessLimit) v = s + this.scorelessGain(side, own - placedValue);
      else {
        this.play(side, move);
        const mark = this.deferring && depth >= DEFER_DEPTH;
        const k = this.keys, chi = this.hi ^ (other ? k.side[0] : 0) ^ k.zeroTurns[nextZero * 2]!, clo = this.lo ^ (other ? k.side[1] : 0) ^ k.zeroTurns[nextZero * 2 + 1]!;
        if (mark) this.table.markBusy(chi, clo);
        try {
          v = s - this.child(other, nextZero, depth, alpha - s, beta - s, ply, first);
        } finally {
          if (mark) this.table.unmarkBusy(chi, clo);
          this.unplay(side, move);
        }
        searched = true;
      }
    } else if (zero + 1 >= this.scorelessLimit) v = this.scorelessGain(side, own);
    else {
      v = -this.child(other, zero + 1, depth, alpha, beta, ply, first);
      searched = true;
    }
    this.wentOut = out;
    this.searched = searched;
    return v;
  }

  /**
   * Keeps a move that cut off without going out, its rack's refutation: a play, or the pass of a
   * side that had no play (a pass that cut off after plays failed makes a poor first try: large
   * line 1 1.0 → 2.1 M nodes).
   */
  private keepRefutation(side: number, move: PlaceMove | PassMove): void {
    const key = this.rackKeys[side]!, kept = this.refutations.get(key);
    if (move.kind === 'pass') {
      if (!kept || kept instanceof KeptPlay) this.refutations.set(key, move);
    } else if (!(kept instanceof KeptPlay && samePlay(kept.move, move))) this.refutations.set(key, new KeptPlay(move, this.board, this.rows, this.cols));
  }

  /**
   * One ply above the horizon with one tile: the better of going out with its best play (score +
   * outGain) and passing (the horizon: opp − own), from a best-only search by score.
   */
  private lastTile(side: number, rack: number[], own: number, opp: number, outGain: number, hi: number, lo: number, pvNode: boolean, ply: number, beta: number): number {
    const best = this.core().byScore(rack, { top: 1 });
    const out = best.length ? best.score(0) + outGain : -INFINITE;
    const v = Math.max(out, opp - own);
    if (out >= beta) this.keepOutPlay(side, best.get(0) as PlaceMove);
    this.horizon++;
    if (pvNode) this.pv[ply] = [out >= opp - own ? best.get(0) : { kind: 'pass', score: 0, leave: rack.slice() }];
    this.table.store(hi, lo, v, 1, BOUND_EXACT, false, -1);
    return v;
  }

  /**
   * The child's value for a move whose own part is `s` (so the window is shifted by it), by
   * principal-variation search: the first move in the full window, the others in a null window
   * first. `alpha`/`beta` here are the window for −child.
   */
  private child(other: number, zero: number, depth: number, alpha: number, beta: number, ply: number, first: boolean): number {
    if (first || beta - alpha <= 1) return this.negamax(other, zero, depth - 1, -beta, -alpha, ply + 1);
    const scout = this.negamax(other, zero, depth - 1, -alpha - 1, -alpha, ply + 1);
    if (-scout > alpha && -scout < beta) return this.negamax(other, zero, depth - 1, -beta, -alpha, ply + 1);
    return scout;
  }

  /** Whether another thread is searching the position after this play now (a pass: never deferred). */
  private childBusy(move: Move, side: number, zero: number): boolean {
    if (move.kind !== 'place') return false;
    let placed = 0;
    for (const t of move.tiles) if (t) placed++;
    if (placed === this.tiles[side]) return false;
    const other = 1 - side, nextZero = move.score === 0 ? zero + 1 : 0, k = this.keys;
    this.play(side, move);
    const busy = this.table.isBusy(this.hi ^ (other ? k.side[0] : 0) ^ k.zeroTurns[nextZero * 2]!, this.lo ^ (other ? k.side[1] : 0) ^ k.zeroTurns[nextZero * 2 + 1]!);
    this.unplay(side, move);
    return busy;
  }

  /** Keeps a play that went out and cut off, first of its rack's (at most OUT_PLAYS kept). */
  private keepOutPlay(side: number, move: PlaceMove): void {
    const key = this.rackKeys[side]!;
    let plays = this.outPlays.get(key);
    if (!plays) this.outPlays.set(key, (plays = []));
    const at = plays.findIndex((p) => samePlay(p.move, move));
    const play = at >= 0 ? plays.splice(at, 1)[0]! : new KeptPlay(move, this.board, this.rows, this.cols);
    plays.unshift(play);
    if (plays.length > OUT_PLAYS) plays.pop();
  }

  /** The side's spread gain when the scoreless turns end the game, its rack then worth `own`. */
  private scorelessGain(side: number, own: number): number {
    const values = side ? [this.values[0]!, own] : [own, this.values[1]!];
    const points = endPoints(this.goingOut, values);
    return points[side]! - points[1 - side]!;
  }

  /**
   * The searcher with the line played so far on its board. Plays reach it only when a node
   * generates moves: most children end on the table or a killer first (large line 1: half the
   * time went to applying and taking back plays, mostly the cross sets they change).
   */
  private core(): Searcher {
    const line = this.line;
    while (this.inCore < line.length) this.searcher.apply(line[this.inCore++]!);
    return this.searcher;
  }

  private play(side: number, play: PlaceMove): void {
    this.line.push(play);
    const step = play.dir === 'across' ? 1 : this.cols;
    let sq = play.row * this.cols + play.col;
    for (const t of play.tiles) {
      if (t) {
        this.flipSquare(sq, t);
        this.addTile(side, t & BLANK_BIT ? BLANK : t, -1);
        this.board[sq] = t;
      }
      sq += step;
    }
  }

  private unplay(side: number, play: PlaceMove): void {
    this.line.pop();
    if (this.inCore > this.line.length) {
      this.searcher.undo();
      this.inCore--;
    }
    const step = play.dir === 'across' ? 1 : this.cols;
    let sq = play.row * this.cols + play.col;
    for (const t of play.tiles) {
      if (t) {
        this.flipSquare(sq, t);
        this.addTile(side, t & BLANK_BIT ? BLANK : t, 1);
        this.board[sq] = 0;
      }
      sq += step;
    }
  }
}
