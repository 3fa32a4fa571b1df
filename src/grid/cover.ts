// Turn-based covering games (Buguigrama, CaValcagrama, Buguisíl·laB): a player announces a word
// and covers its cells, which no later word may use.
//
// nextWord: the longest word on the uncovered cells (ties: more points, then alphabetical) —
// what the rules ask of each turn.
// planRound: a sequence of words covering the board for the most points in total. The rules do
// not forbid playing a word again on other cells, so a round is any set of word paths with
// disjoint cells, and only the covered set matters for what is still possible: the search state
// is the covered mask. Exact (memoised over masks) while the state count stays under a limit,
// beam search otherwise; the result says which, and the greedy round ("always the longest word")
// for comparison.
//
// Bounded work: a Budget (time, and states/children as nodes) stops either search cleanly; the
// plan is then the best round found so far, never worse than the greedy one, marked partial.
// Memory stays bounded too: the exact memo by `exactStates`, the beam by MAX_BEAM_WIDTH and by
// pruning a step's candidate map to the beam width whenever it grows past a few widths.

import { Budget, type PartialInfo } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import type { Board } from './board.js';
import { findWords, type GridOptions, type GridWord } from './search.js';
import { tileBoard, type TiledBoard } from './tiles.js';

/** Widest beam: a step keeps width states and weighs width × moves candidates. */
export const MAX_BEAM_WIDTH = 10_000;

export interface PlanOptions extends GridOptions {
  /** Most covered-mask states the exact search may visit before falling back to beam search. */
  exactStates?: number;
  /** States kept per step by the beam search (1 to MAX_BEAM_WIDTH). */
  beamWidth?: number;
  /** Skip the exact search. */
  beamOnly?: boolean;
  /** Time and node cap for both searches (a node: a state memoised, a beam candidate weighed). */
  budget?: Budget;
  /** Progress of the search: phase 'exact' (states of exactStates) or 'beam' (covered cells of all). */
  progress?: (phase: 'exact' | 'beam', done: number, total: number) => void;
}

export interface RoundPlan {
  /** exact, beam, or greedy when the budget ran out before a search beat the greedy round. */
  method: 'exact' | 'beam' | 'greedy';
  /** Exact: states memoised; beam: states expanded. */
  states: number;
  beamWidth?: number;
  total: number;
  /** Words in playing order (highest score first). */
  moves: GridWord[];
  /** The round of always playing the longest word (ties by points), for comparison. */
  greedy: { total: number; moves: GridWord[] };
  /** Distinct covering moves (word paths with distinct cell sets) the plan chose from. */
  moveCount: number;
  /** Set when the budget stopped the search: the plan is the best found so far. */
  partial?: PartialInfo;
}

/** The longest word that fits on the uncovered cells, or undefined if none. */
export function nextWord(engine: Engine, board: Board | TiledBoard, options: GridOptions = {}): GridWord | undefined {
  return findWords(engine, board, options).words[0];
}

interface Move {
  cells: bigint;
  word: GridWord;
}

const unitLength = (w: GridWord, unit: 'letters' | 'cells') => (unit === 'cells' ? w.cells : w.letters);

export function planRound(engine: Engine, board: Board | TiledBoard, options: PlanOptions = {}): RoundPlan {
  const tiled = 'tiles' in board ? board : tileBoard(board, engine.alphabet);
  const found = findWords(engine, tiled, { ...options, allPaths: true });
  const unit = found.unit;
  // One move per distinct cell set: the best-scoring word (then the longest) that covers it.
  const byCells = new Map<bigint, Move>();
  for (const w of found.words) {
    if (w.score <= 0) continue;
    let cells = 0n;
    for (const c of w.path) cells |= 1n << BigInt(c);
    const seen = byCells.get(cells);
    if (!seen || w.score > seen.word.score) byCells.set(cells, { cells, word: w });
  }
  const moves = [...byCells.values()];
  let covered = 0n;
  for (const c of options.covered ?? []) covered |= 1n << BigInt(c);
  const greedy = greedyRound(moves, covered, unit);
  const width = options.beamWidth ?? 512;
  if (!Number.isInteger(width) || width < 1 || width > MAX_BEAM_WIDTH) {
    throw errors.badInput(`the beam width must be a whole number from 1 to ${MAX_BEAM_WIDTH.toLocaleString('en')}, got ${width}`);
  }
  const budget = options.budget ?? Budget.unlimited();
  const exactStates = options.exactStates ?? 500_000;
  const cells = tiled.board.cells.length;
  const plan = (method: RoundPlan['method'], found: { total: number; moves: Move[]; states: number }): RoundPlan => {
    const partial = budget.stopInfo();
    // A search cut short may not have reached the greedy round yet.
    const best = partial && greedy.total > found.total ? { method: 'greedy' as const, total: greedy.total, moves: greedy.moves } : undefined;
    const out: RoundPlan = {
      method: best?.method ?? method, states: found.states, total: best?.total ?? found.total,
      moves: best?.moves ?? order(found.moves), greedy, moveCount: moves.length,
    };
    if (method === 'beam') out.beamWidth = width;
    if (partial) out.partial = partial;
    return out;
  };
  if (!options.beamOnly) {
    const exact = exactRound(moves, covered, cells, exactStates, budget, options.progress);
    if (exact) return plan('exact', exact);
    // The budget ran out inside the exact search (its states are the nodes spent): greedy stands in.
    if (budget.stopped) return plan('exact', { total: 0, moves: [], states: budget.spent });
  }
  return plan('beam', beamRound(moves, covered, width, cells, budget, options.progress));
}

function order(moves: Move[]): GridWord[] {
  return moves.map((m) => m.word).sort((a, b) => b.score - a.score || b.letters - a.letters || (a.word < b.word ? -1 : 1));
}

function greedyRound(moves: Move[], covered: bigint, unit: 'letters' | 'cells'): { total: number; moves: GridWord[] } {
  const played: GridWord[] = [];
  let total = 0;
  for (;;) {
    let best: Move | undefined;
    for (const m of moves) {
      if (m.cells & covered) continue;
      if (!best) best = m;
      else {
        const a = m.word, b = best.word;
        const d = unitLength(a, unit) - unitLength(b, unit) || a.score - b.score || (a.word < b.word ? 1 : a.word > b.word ? -1 : 0);
        if (d > 0) best = m;
      }
    }
    if (!best) return { total, moves: played };
    played.push(best.word);
    total += best.word.score;
    covered |= best.cells;
  }
}

/**
 * best(mask) over covered masks. Moves are independent once disjoint, so each state decides
 * only the lowest cell still free: leave it uncovered for good, or play a move through it.
 * Every set of disjoint moves is reached exactly once this way. Undefined when the states
 * exceed `limit`.
 */
function exactRound(moves: Move[], covered: bigint, cellCount: number, limit: number, budget: Budget,
  progress: PlanOptions['progress']): { total: number; moves: Move[]; states: number } | undefined {
  const byLowest: Move[][] = Array.from({ length: cellCount }, () => []);
  for (const m of moves) byLowest[lowestBit(m.cells)]!.push(m);
  const all = (1n << BigInt(cellCount)) - 1n;
  const memo = new Map<bigint, number>();
  const choice = new Map<bigint, Move | null>();
  let overflow = false;
  const best = (mask: bigint): number => {
    if (mask === all) return 0;
    const known = memo.get(mask);
    if (known !== undefined) return known;
    if (memo.size >= limit || budget.spend()) {
      overflow = true;
      return 0;
    }
    if (progress && (memo.size & 0xffff) === 0) progress('exact', memo.size, limit);
    const low = lowestBit(~mask & all);
    let top = best(mask | (1n << BigInt(low)));
    let pick: Move | null = null;
    for (const m of byLowest[low]!) {
      if (m.cells & mask) continue;
      const v = m.word.score + best(mask | m.cells);
      if (v > top) {
        top = v;
        pick = m;
      }
      if (overflow) return 0;
    }
    memo.set(mask, top);
    choice.set(mask, pick);
    return top;
  };
  const total = best(covered);
  if (overflow) return undefined;
  const played: Move[] = [];
  for (let mask = covered; mask !== all;) {
    const pick = choice.get(mask);
    if (pick === undefined) break;
    if (pick) {
      played.push(pick);
      mask |= pick.cells;
    } else {
      mask |= 1n << BigInt(lowestBit(~mask & all));
    }
  }
  return { total, moves: played, states: memo.size };
}

/**
 * Beam search over rounds: each step extends every kept round by one more word and keeps the
 * `width` best by (total, then mask). A step's candidates (one per covered mask) are pruned to
 * the best `width` whenever they pass a few widths, which keeps memory bounded. The kept set is
 * the one the unpruned step would keep: a mask that belongs to it is never pruned once its best
 * total has arrived (`width` better ones would have to exist, and they only get better).
 */
function beamRound(moves: Move[], covered: bigint, width: number, cellCount: number, budget: Budget,
  progress: PlanOptions['progress']): { total: number; moves: Move[]; states: number } {
  interface State { mask: bigint; total: number; last?: Move; parent?: State }
  const keep = (list: Iterable<State>) =>
    [...list].sort((a, b) => b.total - a.total || (a.mask < b.mask ? -1 : 1)).slice(0, width);
  const pruneAt = Math.max(4 * width, 256);
  let beam: State[] = [{ mask: covered, total: 0 }];
  let best = beam[0]!;
  let states = 0;
  let next = new Map<bigint, State>();
  search: while (beam.length) {
    next = new Map();
    for (const s of beam) {
      states++;
      for (const m of moves) {
        if (m.cells & s.mask) continue;
        if (budget.spend()) break search;
        const mask = s.mask | m.cells;
        const total = s.total + m.word.score;
        const seen = next.get(mask);
        if (!seen || total > seen.total) next.set(mask, { mask, total, last: m, parent: s });
        if (next.size >= pruneAt) next = new Map(keep(next.values()).map((x) => [x.mask, x]));
      }
    }
    beam = keep(next.values());
    if (beam.length && beam[0]!.total > best.total) best = beam[0]!;
    if (beam.length) progress?.('beam', popCount(beam[0]!.mask), cellCount);
  }
  // Stopped in the middle of a step: the rounds weighed so far may hold a better one.
  for (const s of next.values()) if (s.total > best.total) best = s;
  const played: Move[] = [];
  for (let s: State | undefined = best; s?.last; s = s.parent) played.push(s.last);
  return { total: best.total, moves: played.reverse(), states };
}

function popCount(x: bigint): number {
  let n = 0;
  for (; x; x &= x - 1n) n++;
  return n;
}

function lowestBit(x: bigint): number {
  let n = 0;
  while (!((x >> BigInt(n)) & 1n)) n++;
  return n;
}
