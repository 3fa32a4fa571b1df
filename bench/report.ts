// Runs tinybench cases and prints one Markdown table: median latency, calls per second, items
// per second (when a call handles many items) and a checksum, so a figure can be trusted only
// when the work it measured is the same.

import { Bench } from 'tinybench';

export interface BenchCase {
  name: string;
  fn: () => unknown;
  /** Items one call handles (lookups, boards, moves), for the items/s column. */
  items?: number;
  /** What the work produced (a count, a total score): identical across runs and machines. */
  checksum?: () => string | number;
}

export interface BenchSettings {
  /** Milliseconds per case (default 1000). */
  time?: number;
  /** Minimum calls per case (default 10). */
  iterations?: number;
}

export interface BenchRow {
  name: string;
  medianUs: number;
  callsPerSecond: number;
  itemsPerSecond?: number;
  samples: number;
  checksum?: string | number;
}

export async function runBench(title: string, cases: BenchCase[], settings: BenchSettings = {}): Promise<BenchRow[]> {
  const bench = new Bench({ time: settings.time ?? 1000, iterations: settings.iterations ?? 10, warmupIterations: 2 });
  for (const c of cases) bench.add(c.name, c.fn);
  await bench.run();
  const rows: BenchRow[] = bench.tasks.map((task, i) => {
    const r = task.result;
    if (r.state !== 'completed') throw new Error(`bench case ${task.name}: ${r.state}${'error' in r ? `: ${r.error}` : ''}`);
    const medianMs = r.latency.p50;
    const c = cases[i]!;
    return {
      name: task.name,
      medianUs: medianMs * 1000,
      callsPerSecond: 1000 / medianMs,
      itemsPerSecond: c.items ? (c.items * 1000) / medianMs : undefined,
      samples: r.latency.samplesCount,
      checksum: c.checksum?.(),
    };
  });
  printTable(title, rows);
  return rows;
}

export function printTable(title: string, rows: BenchRow[]): void {
  const fmt = (n: number | undefined, digits = 0) =>
    n === undefined ? '' : n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log(`\n### ${title}\n`);
  console.log('| case | median µs | calls/s | items/s | samples | checksum |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${fmt(r.medianUs, r.medianUs < 10 ? 3 : 1)} | ${fmt(r.callsPerSecond)} | ${fmt(r.itemsPerSecond)} | ${r.samples} | ${r.checksum ?? ''} |`);
  }
  console.log(`\nNode ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
}
