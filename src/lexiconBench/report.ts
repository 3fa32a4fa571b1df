// The lexicon bench as a Markdown table (lexicons as columns), as JSON, and as two SVG plots
// written next to the table.

import { writeFileSync, mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { lengthHistogramSvg, tileValuesSvg } from './svg.js';
import type { LexiconBenchResult, MeasurementOutcome } from './run.js';

/** Lengths past this share one row ("16+") in the table; the JSON and the plot keep them all. */
export const TABLE_MAX_LENGTH = 15;

export const BENCH_FILES = {
  table: 'lexicon-bench.md',
  lengths: 'lexicon-lengths.svg',
  tileValues: 'lexicon-tile-values.svg',
} as const;

const int = (n: number) => Math.round(n).toLocaleString('en');
const fixed = (n: number, d: number) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
/** Rates: whole numbers from 100 up, else three significant figures. */
const rate = (n: number) => (n >= 100 ? int(n) : n.toPrecision(3));
const corr = (r: number | undefined) => (r === undefined || Number.isNaN(r) ? 'n/a' : fixed(r, 2));

const BUILD_MARKS = { 'first use': '*', 'fresh build': '', "recompile of the file's words": '†' } as const;

function measurementCell(o: MeasurementOutcome | undefined): string {
  if (!o) return '';
  if (o.error) return 'error';
  if (!o.result) return 'n/a';
  return o.unit === 'ms' ? fixed(o.result.value, 1) : rate(o.result.value);
}

/** The one table: facts, timings, then words by length. */
export function benchTable(results: readonly LexiconBenchResult[]): string {
  const head = `| | ${results.map((r) => `**${r.name}**`).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---:').join('|')}|`;
  const rows: string[] = [head, rule];
  const row = (label: string, cell: (r: LexiconBenchResult) => string) =>
    rows.push(`| ${label} | ${results.map(cell).join(' | ')} |`);
  row('words', (r) => int(r.words));
  row('alphabet (tiles)', (r) => `${r.alphabet} (${r.alphabetSize})`);
  row('mean length (tiles)', (r) => fixed(meanLength(r.lengthHistogram), 2));
  row('DAWG nodes', (r) => int(r.dawgNodes));
  row('GADDAG nodes', (r) => int(r.gaddagNodes));
  row('file bytes', (r) => int(r.fileBytes));
  row('bytes per word', (r) => fixed(r.bytesPerWord, 1));
  row('build s', (r) => (r.build ? `${fixed(r.build.seconds, r.build.seconds < 1 ? 3 : 1)}${BUILD_MARKS[r.build.kind]}` : 'not run'));
  const keys = results[0]?.measurements.map((m) => ({ key: m.key, label: m.label })) ?? [];
  for (const { key, label } of keys) row(label, (r) => measurementCell(r.measurements.find((m) => m.key === key)));
  row('ruleset (bag, board, values)', (r) => r.ruleset ?? 'none');
  row('tile counts r (derived vs official)', (r) => corr(r.tiles?.countCorrelation));
  row('tile values r (derived vs official)', (r) => corr(r.tiles?.valueCorrelation));
  rows.push(`| **words by length (tiles)** | ${results.map(() => '').join(' | ')} |`);
  const longest = Math.max(0, ...results.map((r) => r.lengthHistogram.length - 1));
  const shortest = Math.min(...results.map((r) => r.lengthHistogram.findIndex((n) => n > 0)).filter((k) => k > 0));
  for (let len = Number.isFinite(shortest) ? shortest : 1; len <= Math.min(longest, TABLE_MAX_LENGTH); len++) {
    row(`${len}`, (r) => int(r.lengthHistogram[len] ?? 0));
  }
  if (longest > TABLE_MAX_LENGTH) {
    row(`${TABLE_MAX_LENGTH + 1}+`, (r) => int(r.lengthHistogram.slice(TABLE_MAX_LENGTH + 1).reduce((a, b) => a + b, 0)));
  }
  return rows.join('\n');
}

function meanLength(h: readonly number[]): number {
  let words = 0, tiles = 0;
  h.forEach((n, len) => { words += n; tiles += n * len; });
  return words ? tiles / words : 0;
}

/** Footnotes: build marks, what each row measures, checksums, errors. */
export interface RunContext {
  /** The budget asked for. */
  seconds: number;
  /** Wall-clock seconds the run took. */
  wallSeconds?: number;
  /** Process CPU time over wall time: well below 1 means other processes took the CPU. */
  cpuShare?: number;
}

export function benchNotes(results: readonly LexiconBenchResult[], run: RunContext): string {
  const lines: string[] = [];
  const kinds = new Set(results.map((r) => r.build?.kind));
  if (kinds.has('first use')) lines.push('\\* built on first use into lexicons/; that build is the timing.');
  if (kinds.has("recompile of the file's words")) lines.push("† a .lex file without a recipe: the timing recompiles its own words (no reading or tiling).");
  lines.push('', '**What is measured** (median of repeated runs; seeded workloads, made before the clock starts):', '');
  lines.push('- build s: a fresh build from the recipe (read the npm package, tile, compile DAWG+GADDAG, write) into a temporary directory; wall clock, one run.');
  lines.push('- nodes are sibling groups reachable from each root (shared groups count in both); bytes are the whole .lex file.');
  const first = results[0];
  for (const m of first?.measurements ?? []) lines.push(`- ${m.label}: ${m.description}.`);
  lines.push('- racks, positions and boards come from the bag (and board) of the ruleset in the ruleset row.');
  lines.push('', '**Checksums and runs** (a figure compares with another only when its checksum matches):', '');
  lines.push(`| | ${results.map((r) => r.name).join(' | ')} |`, `|---|${results.map(() => '---').join('|')}|`);
  for (const m of first?.measurements ?? []) {
    const cells = results.map((r) => {
      const o = r.measurements.find((x) => x.key === m.key);
      if (!o?.result) return o?.error ? 'error' : 'n/a';
      return `${o.result.checksum}; ${o.result.runs} runs`;
    });
    lines.push(`| ${m.label} | ${cells.join(' | ')} |`);
  }
  const errors = results.flatMap((r) => r.measurements.filter((m) => m.error).map((m) => `- ${r.name}, ${m.label}: ${m.error}`));
  if (errors.length) lines.push('', '**Errors**', '', ...errors);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const took = run.wallSeconds === undefined ? '' : `, took ${fixed(run.wallSeconds, 1)} s`;
  const share = run.cpuShare === undefined ? ''
    : `; process CPU time ${Math.round(run.cpuShare * 100)}% of wall time${run.cpuShare < 0.9 ? ' (below 90%: other processes were likely competing for the CPU, so rates are low and noisy)' : ''}`;
  lines.push('', `Budget ${run.seconds} s${took}${share}. Node ${process.version}; ${cpu} (${cpus().length} threads); ${new Date().toISOString().slice(0, 10)}.`);
  return lines.join('\n');
}

/** The array --json prints: one object per lexicon, headline figures flat, details kept. */
export function benchJson(results: readonly LexiconBenchResult[]): object[] {
  return results.map((r) => {
    const flat: Record<string, number | null> = {};
    for (const m of r.measurements) flat[m.key] = m.result?.value ?? null;
    return {
      name: r.name, path: r.path, alphabet: r.alphabet, alphabetSize: r.alphabetSize, words: r.words,
      lengthHistogram: r.lengthHistogram, dawgNodes: r.dawgNodes, gaddagNodes: r.gaddagNodes,
      fileBytes: r.fileBytes, bytesPerWord: r.bytesPerWord,
      buildSeconds: r.build?.seconds ?? null, buildKind: r.build?.kind ?? null,
      ...flat,
      ruleset: r.ruleset ?? null,
      tileCountCorrelation: r.tiles?.countCorrelation ?? null,
      tileValueCorrelation: r.tiles?.valueCorrelation ?? null,
      measurements: r.measurements,
      tiles: r.tiles?.tiles ?? null,
    };
  });
}

export function lengthsPlot(results: readonly LexiconBenchResult[]): string {
  return lengthHistogramSvg(results.map((r) => ({ name: r.name, histogram: r.lengthHistogram })),
    'Word lengths by lexicon');
}

export function tileValuesPlot(results: readonly LexiconBenchResult[]): string {
  return tileValuesSvg(results.filter((r) => r.tiles).map((r) => ({
    name: `${r.name} (${r.ruleset} tiles)`,
    tiles: r.tiles!.tiles.map((t) => ({ text: t.text, official: t.officialValue, derived: t.derivedValue })),
    correlation: r.tiles!.valueCorrelation,
  })));
}

/** Writes the table (with notes) and both plots into `dir`; returns the paths written. */
export function writeBenchFiles(dir: string, results: readonly LexiconBenchResult[], run: RunContext): string[] {
  mkdirSync(dir, { recursive: true });
  const table = join(dir, BENCH_FILES.table);
  const lengths = join(dir, BENCH_FILES.lengths);
  const values = join(dir, BENCH_FILES.tileValues);
  writeFileSync(table, `# Lexicon bench

${benchTable(results)}

${benchNotes(results, run)}

![Word lengths](${BENCH_FILES.lengths})

![Tile values](${BENCH_FILES.tileValues})
`);
  writeFileSync(lengths, lengthsPlot(results));
  writeFileSync(values, tileValuesPlot(results));
  return [table, lengths, values];
}
