// Every word on a board: the library API over the WASM grid search (assembly/grid/search.ts).
//
// Each distinct word counts once per board. Its length — and so its score — is in letters or in
// cells as the scoring table says (scoring.ts). When a word's cell count can depend on its path
// (cells holding several tiles and a table counted in cells), or rule P must check each path's
// syllables, the core reports every path and the best-scoring valid one is kept here; otherwise
// the core counts each word once itself and, for score-only queries, builds no strings at all.

import type { Budget, PartialInfo } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import type { Board } from './board.js';
import { FLAG_DEDUP, FLAG_RECORDS, FLAG_SCORE_CELLS, gridCoreOf, type Query, type Totals, wordOfId } from './core.js';
import { pointsByLength, type ScoringTable, scoringTable } from './scoring.js';
import { keepsSyllables, syllabifiedAlphabets } from './syllables.js';
import { tileBoard, type TiledBoard } from './tiles.js';

export interface GridOptions {
  /** Scoring table name or table (default boggle). */
  scoring?: string | ScoringTable;
  /** Shortest word that counts, in the table's unit (default: the table's minimum). */
  min?: number;
  /** Extra minimum in letters, whatever the table's unit. */
  minLetters?: number;
  /** Extra minimum in cells, whatever the table's unit. */
  minCells?: number;
  /** Cells already covered (turn-based games): no word may use them. */
  covered?: Iterable<number>;
  /** Apply rule P (syllables stay syllables). Default: on for tables counted in cells with a syllabified alphabet. */
  syllableRule?: boolean;
  /** Report every valid path of every word, not one per word (the round planner needs them). */
  allPaths?: boolean;
  /**
   * Time and node cap of the search (a node: a cell entered along a path). When it runs out the
   * result holds the words found so far, with `partial` set.
   */
  budget?: Budget;
  /** Called about every 4 million nodes: nodes visited and words (or paths) found so far. */
  searchProgress?: (nodes: number, found: number) => void;
}

export interface GridWord {
  /** The word as the alphabet spells it (QU, L·L, NY as in the lexicon). */
  word: string;
  score: number;
  letters: number;
  cells: number;
  /** Cell numbers in reading order. */
  path: number[];
}

export interface GridResult {
  /** Words counted (each distinct word once; every path with allPaths). */
  count: number;
  score: number;
  /** Letters of the longest word (0 if none). */
  longest: number;
  words: GridWord[];
  scoring: string;
  unit: ScoringTable['unit'];
  /** Nodes the search visited. */
  nodes: number;
  /** Set when the budget stopped the search: the words are those found so far. */
  partial?: PartialInfo;
}

/** A query resolved against one board: what the core is asked and how to read its answer. */
export interface Plan {
  tiled: TiledBoard;
  table: ScoringTable;
  query: Query;
  syllableRule: boolean;
  /** The core must report every path (the score of a word depends on its path). */
  allPaths: boolean;
}

/** The query the core is asked for a board, and whether it must report every path. */
export function resolveQuery(engine: Engine, board: Board | TiledBoard, options: GridOptions): Plan {
  const tiled = 'tiles' in board ? board : tileBoard(board, engine.alphabet);
  const table = typeof options.scoring === 'object' ? options.scoring : scoringTable(options.scoring ?? 'boggle');
  const min = options.min ?? table.min;
  for (const [name, v] of [['min', min], ['minLetters', options.minLetters], ['minCells', options.minCells]] as const) {
    if (v !== undefined && (!Number.isInteger(v) || v < 1)) throw errors.badInput(`${name} must be a whole number ≥ 1, got ${v}`);
  }
  const minLetters = Math.max(table.unit === 'letters' ? min : 1, options.minLetters ?? 1);
  const minCells = Math.max(table.unit === 'cells' ? min : 1, options.minCells ?? 1);
  const syllableRule = options.syllableRule ?? (table.unit === 'cells' && syllabifiedAlphabets.has(engine.alphabet.id));
  const cellsMatter = table.unit === 'cells' || minCells > 1;
  const allPaths = options.allPaths === true || syllableRule || (cellsMatter && (tiled.multiTile || tiled.holdsSplitTile));
  let covered = 0n;
  for (const c of options.covered ?? []) {
    if (!Number.isInteger(c) || c < 0 || c >= tiled.board.cells.length) {
      throw errors.badInput(`covered cell ${c} is not on the board (cells 0–${tiled.board.cells.length - 1})`);
    }
    covered |= 1n << BigInt(c);
  }
  const flags = (allPaths ? 0 : FLAG_DEDUP) | (table.unit === 'cells' ? FLAG_SCORE_CELLS : 0);
  return { tiled, table, syllableRule, allPaths, query: { flags, minLetters, minCells, covered, points: pointsByLength(table, min) } };
}

/** Every word on the board with its score and one path; longest first. */
export function findWords(engine: Engine, board: Board | TiledBoard, options: GridOptions = {}): GridResult {
  const plan = resolveQuery(engine, board, options);
  const { tiled, table, query } = plan;
  const core = gridCoreOf(engine);
  core.loadBoard(tiled);
  const { records, nodes, partial } = core.solve({ ...query, flags: query.flags | FLAG_RECORDS }, { budget: options.budget, progress: options.searchProgress });
  // Words come back as numbers; each is spelled once (the same word may come on many paths).
  const spelled = new Map<number, { tiles: number[]; word: string }>();
  const spell = (id: number) => {
    let w = spelled.get(id);
    if (w === undefined) {
      const tiles = wordOfId(core.layout, id);
      w = { tiles, word: engine.alphabet.render(tiles) };
      spelled.set(id, w);
    }
    return w;
  };
  const byId = new Map<number, GridWord>();
  const words: GridWord[] = [];
  for (const r of records) {
    const { tiles, word } = spell(r.id);
    const cells = r.path.length;
    if (plan.syllableRule && !keepsSyllables(engine.lexicon, tiles, r.path.map((c) => tiled.letters[c]!))) continue;
    const length = table.unit === 'cells' ? cells : r.letters;
    const w: GridWord = { word, score: query.points[Math.min(length, 63)]!, letters: r.letters, cells, path: r.path };
    if (options.allPaths) {
      words.push(w);
      continue;
    }
    const seen = byId.get(r.id);
    if (!seen || w.score > seen.score) byId.set(r.id, w);
  }
  if (!options.allPaths) words.push(...byId.values());
  const unitLength = (w: GridWord) => (table.unit === 'cells' ? w.cells : w.letters);
  words.sort((a, b) => unitLength(b) - unitLength(a) || b.letters - a.letters || b.score - a.score
    || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  let score = 0, longest = 0;
  for (const w of words) {
    score += w.score;
    longest = Math.max(longest, w.letters);
  }
  const result: GridResult = { count: words.length, score, longest, words, scoring: table.name, unit: table.unit, nodes };
  if (partial) result.partial = partial;
  return result;
}

/**
 * Total score, word count and longest length, building no strings when the core can count
 * alone; `partial` when the budget stopped the search.
 */
export function scoreBoard(engine: Engine, board: Board | TiledBoard, options: GridOptions = {}): Totals & { partial?: PartialInfo } {
  const plan = resolveQuery(engine, board, options);
  const r = plan.allPaths ? findWords(engine, plan.tiled, options) : solveCounting(engine, plan, options);
  const totals: Totals & { partial?: PartialInfo } = { score: r.score, count: r.count, longest: r.longest };
  if (r.partial) totals.partial = r.partial;
  return totals;
}

function solveCounting(engine: Engine, plan: Plan, options: GridOptions) {
  const core = gridCoreOf(engine);
  core.loadBoard(plan.tiled);
  return core.solve(plan.query, { budget: options.budget, progress: options.searchProgress });
}

/** The longest word (ties: higher score, then alphabetical) on the uncovered cells, if any. */
export function longestWord(engine: Engine, board: Board | TiledBoard, options: GridOptions = {}): GridWord | undefined {
  return findWords(engine, board, options).words[0];
}
