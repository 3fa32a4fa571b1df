// What the lexicon bench times, as a list: each measurement makes its seeded workload, then
// repeats one run of it until its share of the time budget is spent, and reports the median run
// with a checksum of what the runs produced (so two figures compare only when the work matches).
//
// A hand-rolled loop rather than tinybench: the CLI ships without dev dependencies, and a
// budget per measurement is what --seconds needs.

import { seededRandom } from '../random.js';
import { performance } from 'node:perf_hooks';
import { Engine } from '../engine.js';
import { makeBoard } from '../grid/board.js';
import { scoreBoard } from '../grid/search.js';
import { tileBoard } from '../grid/tiles.js';
import { anagramRecords } from '../query/anagram.js';
import { listMoves } from '../scrabble/movegen.js';
import { readLexiconFile, type Lexicon } from '../lexicon/store.js';
import {
  anagramRacks, BENCH_SEED, gamePositions, lookupProbes, randomBoards, rulesetFor,
} from './workloads.js';

export interface MeasureResult {
  /** The figure shown: a rate per second, or milliseconds for `unit: 'ms'`. */
  value: number;
  /** Timed runs, and the median time of one. */
  runs: number;
  medianMs: number;
  /** What one run does, e.g. '10,000 lookups'. */
  workload: string;
  /** What the work produced; identical across runs and machines for the same lexicon. */
  checksum: string;
}

export interface Measurement {
  key: string;
  /** Row label in the table, e.g. 'lookups/s'. */
  label: string;
  unit: 'ms' | '/s';
  /** What one run does, for the notes under the table. */
  description: string;
  /** Share of the time budget, relative to the other measurements. */
  weight: number;
  /** Undefined when it does not apply to this lexicon (no ruleset for its alphabet). */
  measure(lexicon: Lexicon, engine: Engine, budgetMs: number): MeasureResult | undefined;
}

/** Share of a measurement's budget spent warming up before the clock counts. */
export const WARM_UP_SHARE = 0.15;

/**
 * Runs `run` until `budgetMs` has passed (at least `minRuns` timed runs) and returns the median.
 * The first WARM_UP_SHARE of the budget (at least one run) is not counted: V8 first runs WASM
 * with its baseline compiler and swaps in optimised code for hot functions a little later (in
 * the background), so without it whichever lexicon is measured first runs partly on baseline
 * code. A first run that alone takes half the budget is counted instead: no time to warm up.
 */
export function timeRuns(run: () => void, budgetMs: number, minRuns = 1): { medianMs: number; runs: number } {
  const start = performance.now();
  const times: number[] = [];
  let t = performance.now();
  run();
  const first = performance.now() - t;
  if (first * 2 > budgetMs) times.push(first);
  else while (performance.now() - start < budgetMs * WARM_UP_SHARE) run();
  while (times.length < minRuns || performance.now() - start < budgetMs) {
    t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const mid = times.length >> 1;
  const medianMs = times.length % 2 ? times[mid]! : (times[mid - 1]! + times[mid]!) / 2;
  return { medianMs, runs: times.length };
}

/** Time left of a budget that started at `start`, never less than a few milliseconds. */
const left = (start: number, budgetMs: number) => Math.max(5, budgetMs - (performance.now() - start));

const fmt = (n: number) => n.toLocaleString('en');

export const LOOKUP_PROBES = 10_000;
export const ANAGRAM_RACKS = 100;
export const SCRABBLE_POSITIONS = 12;
export const GRID_BOARDS = 100;

export const loadMeasurement: Measurement = {
  key: 'loadMs',
  label: 'load ms (read, verify, copy into WASM)',
  unit: 'ms',
  description:
    `read the .lex file (page-cached) straight into a new WASM memory, verify its header, checksum and tile table, and start an engine on it: new Engine(readLexiconFile(path, name))`,
  weight: 1,
  measure(lexicon, _engine, budgetMs) {
    const { path, name } = lexicon;
    let checksum = 0;
    const t = timeRuns(() => {
      checksum = new Engine(readLexiconFile(path, name)).lexicon.checksum;
    }, budgetMs, 5);
    return { value: t.medianMs, ...t, workload: 'readLexiconFile + new Engine', checksum: `file checksum ${checksum.toString(16).padStart(8, '0')}` };
  },
};

export const lookupMeasurement: Measurement = {
  key: 'lookupsPerSecond',
  label: 'lookups/s',
  unit: '/s',
  description:
    `${fmt(LOOKUP_PROBES)} hasWord calls into the WASM core with the probes already in WASM memory: half random words of the lexicon, half the same words with one tile changed`,
  weight: 1,
  measure(lexicon, engine, budgetMs) {
    const start = performance.now();
    const probes = lookupProbes(lexicon, LOOKUP_PROBES, seededRandom(BENCH_SEED));
    if (probes.length === 0) return undefined;
    // The probes sit in WASM memory before the clock starts: the run crosses the boundary with
    // offsets only.
    const core = engine.core;
    const base = core.reserve(probes.reduce((n, p) => n + p.length, 0));
    const offsets = new Int32Array(probes.length), lengths = new Int32Array(probes.length);
    let at = base;
    probes.forEach((p, i) => {
      core.u8().set(p, at);
      offsets[i] = at;
      lengths[i] = p.length;
      at += p.length;
    });
    const hasWord = core.exports.hasWord;
    let found = 0;
    const t = timeRuns(() => {
      found = 0;
      for (let i = 0; i < offsets.length; i++) found += hasWord(engine.query, offsets[i]!, lengths[i]!);
    }, left(start, budgetMs));
    return {
      value: (probes.length * 1000) / t.medianMs, ...t,
      workload: `${fmt(probes.length)} lookups (half words, half one tile changed)`,
      checksum: `${fmt(found)} found`,
    };
  },
};

export const anagramMeasurement: Measurement = {
  key: 'anagramsPerSecond',
  label: 'anagram queries/s',
  unit: '/s',
  description:
    `${ANAGRAM_RACKS} racks of the ruleset's rack size drawn from its bag (blanks included); every word of 2+ tiles (anagramRecords, records decoded to tile arrays)`,
  weight: 1.5,
  measure(lexicon, engine, budgetMs) {
    const start = performance.now();
    const rules = rulesetFor(lexicon);
    if (!rules) return undefined;
    const size = rules.ruleset.rackSize;
    const racks = anagramRacks(rules, ANAGRAM_RACKS, size, seededRandom(BENCH_SEED + 1));
    let words = 0;
    const t = timeRuns(() => {
      words = 0;
      for (const rack of racks) words += anagramRecords(engine, rack, 2, 0).length;
    }, left(start, budgetMs));
    return {
      value: (racks.length * 1000) / t.medianMs, ...t,
      workload: `${racks.length} racks of ${size} from the ${rules.ruleset.name} bag, words of 2+ tiles`,
      checksum: `${fmt(words)} words`,
    };
  },
};

export const scrabbleMeasurement: Measurement = {
  key: 'moveGenerationsPerSecond',
  label: 'Scrabble move generations/s',
  unit: '/s',
  description:
    `listMoves (every play, generated and ranked in the core, decoded on demand) in ${SCRABBLE_POSITIONS} positions of a seeded game in which both players make the best-scoring play, from the empty board on, on the ruleset's board with its bag`,
  weight: 2,
  measure(lexicon, engine, budgetMs) {
    const start = performance.now();
    const rules = rulesetFor(lexicon);
    if (!rules) return undefined;
    const positions = gamePositions(engine, rules, SCRABBLE_POSITIONS, seededRandom(BENCH_SEED + 2));
    let moves = 0, best = 0;
    const t = timeRuns(() => {
      moves = 0;
      best = 0;
      for (const p of positions) {
        const list = listMoves(engine, p.board, p.rack);
        moves += list.length;
        best += list.length ? list.score(0) : 0;
      }
    }, left(start, budgetMs));
    return {
      value: (positions.length * 1000) / t.medianMs, ...t,
      workload: `every play in ${positions.length} positions of a seeded greedy ${rules.ruleset.name} game`,
      checksum: `${fmt(moves)} moves, best scores sum ${fmt(best)}`,
    };
  },
};

export const gridMeasurement: Measurement = {
  key: 'gridBoardsPerSecond',
  label: 'grid boards/s (4×4, Boggle scoring)',
  unit: '/s',
  description:
    `${GRID_BOARDS} random 4×4 boards, each cell a tile drawn from the ruleset's bag without blanks, king moves, Boggle scoring (3+ letters; scoreBoard: total score and word count, no strings)`,
  weight: 1.5,
  measure(lexicon, engine, budgetMs) {
    const start = performance.now();
    const rules = rulesetFor(lexicon);
    if (!rules) return undefined;
    const boards = randomBoards(rules, GRID_BOARDS, 16, seededRandom(BENCH_SEED + 3))
      .map((cells) => tileBoard(makeBoard(cells, 'king', { cols: 4 }), lexicon.alphabet));
    let words = 0, score = 0;
    const t = timeRuns(() => {
      words = 0;
      score = 0;
      for (const b of boards) {
        const r = scoreBoard(engine, b, { scoring: 'boggle' });
        words += r.count;
        score += r.score;
      }
    }, left(start, budgetMs));
    return {
      value: (boards.length * 1000) / t.medianMs, ...t,
      workload: `${boards.length} random 4×4 boards from the ${rules.ruleset.name} bag, king moves, Boggle scoring`,
      checksum: `${fmt(words)} words, ${fmt(score)} points`,
    };
  },
};

/** Every measurement, in table order. */
export const measurements: readonly Measurement[] = [
  loadMeasurement, lookupMeasurement, anagramMeasurement, scrabbleMeasurement, gridMeasurement,
];
