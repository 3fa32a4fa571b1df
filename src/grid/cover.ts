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

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import type { Board } from './board.js';
import { findWords, type GridOptions, type GridWord } from './search.js';
import { tileBoard, type TiledBoard } from './tiles.js';

export interface PlanOptions extends GridOptions {
  /** Most covered-mask states the exact search may visit before falling back to beam search. */
  exactStates?: number;
  /** States kept per step by the beam search. */
  beamWidth?: number;
  /** Skip the exact search. */
  beamOnly?: boolean;
}

export interface RoundPlan {
  method: 'exact' | 'beam';
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
  const exactStates = options.exactStates ?? 500_000;
  if (!options.beamOnly) {
    const exact = exactRound(moves, covered, tiled.board.cells.length, exactStates);
    if (exact) return { method: 'exact', states: exact.states, total: exact.total, moves: order(exact.moves), greedy, moveCount: moves.length };
  }
  const width = options.beamWidth ?? 512;
  if (!Number.isInteger(width) || width < 1) throw errors.badInput(`the beam width must be a whole number ≥ 1, got ${width}`);
  const beam = beamRound(moves, covered, width);
  return { method: 'beam', states: beam.states, beamWidth: width, total: beam.total, moves: order(beam.moves), greedy, moveCount: moves.length };
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
function exactRound(moves: Move[], covered: bigint, cellCount: number, limit: number):
  { total: number; moves: Move[]; states: number } | undefined {
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
    if (memo.size >= limit) {
      overflow = true;
      return 0;
    }
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

/** Beam search over rounds: each step extends every kept round by one more word. */
function beamRound(moves: Move[], covered: bigint, width: number): { total: number; moves: Move[]; states: number } {
  interface State { mask: bigint; total: number; last?: Move; parent?: State }
  let beam: State[] = [{ mask: covered, total: 0 }];
  let best = beam[0]!;
  let states = 0;
  while (beam.length) {
    const next = new Map<bigint, State>();
    for (const s of beam) {
      states++;
      for (const m of moves) {
        if (m.cells & s.mask) continue;
        const mask = s.mask | m.cells;
        const total = s.total + m.word.score;
        const seen = next.get(mask);
        if (!seen || total > seen.total) next.set(mask, { mask, total, last: m, parent: s });
      }
    }
    beam = [...next.values()].sort((a, b) => b.total - a.total).slice(0, width);
    if (beam.length && beam[0]!.total > best.total) best = beam[0]!;
  }
  const played: Move[] = [];
  for (let s: State | undefined = best; s?.last; s = s.parent) played.push(s.last);
  return { total: best.total, moves: played.reverse(), states };
}

function lowestBit(x: bigint): number {
  let n = 0;
  while (!((x >> BigInt(n)) & 1n)) n++;
  return n;
}
