// The lexicon bench: for each lexicon, its facts (words, lengths, nodes, bytes), a fresh build,
// and the timed measurements, all within one time budget.
//
// Budget: builds come first and count (a lexicon built on first use is timed as its fresh build;
// the others are rebuilt into a temporary directory so the user's files stay untouched). What is
// left is shared among the remaining measurements by weight, re-divided before each one so that
// a slow step shortens the later ones instead of overrunning. Each measurement still makes at
// least one timed run, so a tiny --seconds can be exceeded.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Engine } from '../engine.js';
import { compileLexicon } from '../lexicon/compile.js';
import { encodeLexicon } from '../lexicon/format.js';
import { deriveTileSet, type DerivedTileSet, forEachWord, lexiconStats } from '../lexicon/stats.js';
import { buildLexicon, ensureLexicon, type Lexicon, type Progress } from '../lexicon/store.js';
import { type Measurement, type MeasureResult, measurements as allMeasurements } from './measurements.js';
import { officialTiles, rulesetFor } from './workloads.js';

export type BuildKind = 'first use' | 'fresh build' | "recompile of the file's words";

export interface BuildTiming {
  seconds: number;
  kind: BuildKind;
}

export interface MeasurementOutcome {
  key: string;
  label: string;
  description: string;
  unit: 'ms' | '/s';
  budgetMs: number;
  /** Absent when the measurement does not apply (n/a) or failed (error). */
  result?: MeasureResult;
  error?: string;
}

export interface LexiconBenchResult {
  name: string;
  path: string;
  alphabet: string;
  /** Tiles of the alphabet, the blank not counted. */
  alphabetSize: number;
  words: number;
  /** lengthHistogram[k] = words of k tiles. */
  lengthHistogram: number[];
  dawgNodes: number;
  gaddagNodes: number;
  fileBytes: number;
  bytesPerWord: number;
  build?: BuildTiming;
  /** The ruleset whose bag, board and tile values the measurements and statistics use. */
  ruleset?: string;
  tiles?: DerivedTileSet;
  measurements: MeasurementOutcome[];
}

export interface BenchEvents {
  /** A build's own progress (reading, compiling). */
  buildProgress?(name: string, kind: BuildKind, phase: string, done: number, total: number): void;
  buildDone?(name: string, timing: BuildTiming): void;
  /** Before each measurement: milliseconds of the budget used so far, of the total. */
  measuring?(name: string, label: string, usedMs: number, totalMs: number): void;
  finished?(usedMs: number): void;
}

export interface BenchOptions {
  /** The whole run's budget, builds included. */
  seconds: number;
  measurements?: readonly Measurement[];
  /** Time fresh builds (default true). */
  build?: boolean;
  events?: BenchEvents;
}

/** Shortest share a measurement is given, however little budget is left. */
const MIN_STEP_MS = 100;

export async function runLexiconBench(names: readonly string[], options: BenchOptions): Promise<LexiconBenchResult[]> {
  const start = performance.now();
  const totalMs = options.seconds * 1000;
  const list = options.measurements ?? allMeasurements;
  const events = options.events ?? {};
  const builds = new Map<Lexicon, BuildTiming>();

  const lexicons: Lexicon[] = [];
  const byRecipe = new Set<Lexicon>();
  for (const name of names) {
    const t = performance.now();
    let firstUse: BuildTiming | undefined;
    const lex = await ensureLexicon(name, progressFor(events, name, 'first use'), () => {
      firstUse = { seconds: (performance.now() - t) / 1000, kind: 'first use' };
    });
    lexicons.push(lex);
    if (firstUse) finishBuild(events, builds, lex, firstUse);
    if (isRecipeName(name)) byRecipe.add(lex);
  }
  if (options.build ?? true) {
    for (const lex of lexicons) {
      if (builds.has(lex)) continue;
      finishBuild(events, builds, lex, await freshBuild(lex, byRecipe.has(lex), events));
    }
  }

  const results: LexiconBenchResult[] = [];
  const totalWeight = list.reduce((s, m) => s + m.weight, 0) * lexicons.length;
  let weightLeft = totalWeight;
  for (const lex of lexicons) {
    const engine = new Engine(lex);
    const stats = lexiconStats(lex.graph, lex.alphabet);
    const rules = rulesetFor(lex);
    const outcomes: MeasurementOutcome[] = [];
    for (const m of list) {
      const used = performance.now() - start;
      const budgetMs = Math.max(MIN_STEP_MS, ((totalMs - used) * m.weight) / weightLeft);
      weightLeft -= m.weight;
      events.measuring?.(lex.name, m.label, used, totalMs);
      const outcome: MeasurementOutcome = { key: m.key, label: m.label, description: m.description, unit: m.unit, budgetMs };
      try {
        outcome.result = m.measure(lex, engine, budgetMs);
      } catch (e) {
        // One broken capability (a core without that export) must not lose the whole table.
        outcome.error = (e as Error).message;
      }
      outcomes.push(outcome);
    }
    results.push({
      name: lex.name,
      path: lex.path,
      alphabet: lex.alphabet.id,
      alphabetSize: lex.alphabet.size - 1,
      words: lex.wordCount,
      lengthHistogram: stats.lengthHistogram,
      dawgNodes: lex.dawgNodes,
      gaddagNodes: lex.gaddagNodes,
      fileBytes: lex.bytes,
      bytesPerWord: lex.wordCount ? lex.bytes / lex.wordCount : 0,
      build: builds.get(lex),
      ruleset: rules?.ruleset.name,
      tiles: rules ? deriveTileSet(stats, rules.ruleset.name, officialTiles(rules)) : undefined,
      measurements: outcomes,
    });
  }
  events.finished?.(performance.now() - start);
  return results;
}

function progressFor(events: BenchEvents, name: string, kind: BuildKind): Progress | undefined {
  return events.buildProgress && ((phase, done, total) => events.buildProgress!(name, kind, phase, done, total));
}

function finishBuild(events: BenchEvents, builds: Map<Lexicon, BuildTiming>, lex: Lexicon, timing: BuildTiming): void {
  builds.set(lex, timing);
  events.buildDone?.(lex.name, timing);
}

/**
 * A build that leaves the user's files alone: from the recipe into a temporary directory, or,
 * for a .lex file without a recipe, a recompile of its own words (compile and encode only).
 */
async function freshBuild(lex: Lexicon, fromRecipe: boolean, events: BenchEvents): Promise<BuildTiming> {
  const dir = mkdtempSync(join(tmpdir(), 'verbivore-bench-'));
  try {
    if (fromRecipe) {
      const t = performance.now();
      await buildLexicon(lex.name, progressFor(events, lex.name, 'fresh build'), join(dir, `${lex.name}.lex`));
      return { seconds: (performance.now() - t) / 1000, kind: 'fresh build' };
    }
    const words: Uint8Array[] = [];
    forEachWord(lex.graph, (tiles, length) => words.push(tiles.slice(0, length)));
    const kind: BuildKind = "recompile of the file's words";
    const t = performance.now();
    const progress = progressFor(events, lex.name, kind);
    const compiled = compileLexicon(words, { progress: progress && ((done, total) => progress('compiling', done, total)) });
    const bytes = encodeLexicon({ meta: lex.meta, ...compiled });
    writeFileSync(join(dir, `${lex.name}.lex`), bytes);
    return { seconds: (performance.now() - t) / 1000, kind };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A recipe name, as opposed to the path of a .lex file (the rule of lexiconPath). */
function isRecipeName(name: string): boolean {
  return !name.includes('/') && !name.endsWith('.lex');
}
