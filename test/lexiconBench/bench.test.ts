// The lexicon bench: its SVG writers, its timing loop, and the CLI on a tiny lexicon with a
// small budget (the compiled dist/, as npm test builds it first).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { timeRuns } from '../../src/lexiconBench/measurements.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { encodeLexicon } from '../../src/lexicon/format.js';
import { lengthHistogramSvg, niceTicks, tileValuesSvg } from '../../src/lexiconBench/svg.js';
import { packageRoot } from '../../src/paths.js';
import { runCli, tempDir } from '../helpers.js';

/**
 * Well-formed XML, checked by hand (no parser dependency): tags nest and close, attribute values
 * are quoted, text holds no raw '<' or stray '&'. Returns the element names in order.
 */
function checkWellFormed(xml: string): string[] {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  const names: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null, at = 0;
  while (at < body.length && (m = token.exec(body))) {
    at = token.lastIndex;
    const [, close, name, , selfClose, text] = m;
    if (text !== undefined) {
      expect(text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, '')).not.toMatch(/[&<]/);
      continue;
    }
    if (close) expect(stack.pop()).toBe(name);
    else {
      names.push(name!);
      if (!selfClose) stack.push(name!);
    }
  }
  expect(at, `unparsed from: ${body.slice(at, at + 60)}`).toBe(body.length);
  expect(stack).toEqual([]);
  expect(names[0]).toBe('svg');
  return names;
}

describe('SVG plots', () => {
  it('length histograms: one series per lexicon, a legend, escaped names', () => {
    const svg = lengthHistogramSvg([
      { name: 'sowpods', histogram: [0, 0, 124, 1292, 5454] },
      { name: 'a<b&c', histogram: [0, 1, 10, 5] },
    ]);
    const names = checkWellFormed(svg);
    expect(names.filter((n) => n === 'polyline')).toHaveLength(2);
    expect(svg.match(/<g class="series"/g)).toHaveLength(2);
    expect(svg).toContain('data-name="sowpods"');
    expect(svg).toContain('a&lt;b&amp;c (16 words)');
    expect(svg).toMatch(/word length/);
    expect(svg).toMatch(/share of the lexicon/);
  });

  it('tile values: one panel per lexicon, points grouped, every tile labelled', () => {
    const svg = tileValuesSvg([
      { name: 'catalan', correlation: 0.94, tiles: [
        { text: 'A', official: 1, derived: 1 }, { text: 'E', official: 1, derived: 1 },
        { text: 'L·L', official: 10, derived: 9 }, { text: 'NY', official: 10, derived: 8 },
      ] },
      { name: 'x', correlation: NaN, tiles: [{ text: 'Q', official: 10, derived: 10 }] },
    ]);
    checkWellFormed(svg);
    expect(svg.match(/<g class="panel"/g)).toHaveLength(2);
    expect(svg).toContain('catalan — r = 0.94');
    expect(svg).toContain('x — r = n/a');
    // A and E share (1, 1): one marker, one label.
    expect(svg).toContain('>A E</text>');
    expect(svg).toContain('>L·L</text>');
    expect(svg.match(/<circle/g)).toHaveLength(4);
  });

  it('nice ticks are round and cover the maximum', () => {
    expect(niceTicks(16.6, 6)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(0.7, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });
});

describe('timeRuns', () => {
  it('warms up once, then runs until the budget is spent, at least minRuns times', () => {
    let calls = 0;
    const t = timeRuns(() => { calls++; }, 20, 5);
    expect(t.runs).toBeGreaterThanOrEqual(5);
    expect(calls).toBeGreaterThan(t.runs); // the warm-up runs are not counted
    expect(t.medianMs).toBeGreaterThanOrEqual(0);
  });

  it('counts the warm-up when one run alone takes half the budget', () => {
    let calls = 0;
    const busy = () => { calls++; const end = performance.now() + 15; while (performance.now() < end); };
    const t = timeRuns(busy, 10);
    expect([t.runs, calls]).toEqual([1, 1]);
    expect(t.medianMs).toBeGreaterThanOrEqual(15);
  });
});

describe('verbivore lexicon bench (CLI, tiny lexicon)', () => {
    const run = (...args: string[]) => runCli(args);
  let dir: string;
  let lex: string;
  beforeAll(() => {
    dir = tempDir('verbivore-bench-test-');
    const words = readFileSync(join(packageRoot, 'test', 'fixtures', 'lexicon', 'bench.words'), 'utf8').split('\n').filter(Boolean);
    const compiled = compileLexicon(words.map((w) => english.tokenize(w)));
    lex = join(dir, 'small.lex');
    writeFileSync(lex, encodeLexicon({
      meta: { name: 'small', alphabet: 'english', tiles: english.tiles.slice(1), source: 'bench.words', rejected: 0 },
      ...compiled,
    }));
  });

  it('prints a table with every row and writes the table and both plots', () => {
    const r = run('lexicon', 'bench', lex, '--seconds', '1.5', '--out', dir);
    expect(r.err).not.toMatch(/unexpected error/);
    expect(r.code).toBe(0);
    for (const label of [
      'words', 'alphabet (tiles)', 'mean length (tiles)', 'DAWG nodes', 'GADDAG nodes', 'file bytes', 'bytes per word',
      'build s', 'load ms', 'lookups/s', 'anagram queries/s', 'Scrabble move generations/s', 'grid boards/s',
      'tile counts r', 'tile values r', 'words by length',
    ]) {
      expect(r.out, label).toMatch(new RegExp(`^\\| \\**${label.replace(/[()/]/g, '\\$&')}`, 'm'));
    }
    expect(r.out).toMatch(/^\| words \| 61 \|$/m);
    expect(r.out).toMatch(/^\| 5 \| 21 \|$/m); // bench.words: 21 words of 5 letters
    // Every timed row has a figure: no n/a, no error.
    expect(r.out).not.toMatch(/\| (n\/a|error) \|/);
    expect(r.out).toMatch(/^\| build s \| [\d.]+† \|$/m);
    for (const f of ['lexicon-bench.md', 'lexicon-lengths.svg', 'lexicon-tile-values.svg']) expect(existsSync(join(dir, f)), f).toBe(true);
    expect(readFileSync(join(dir, 'lexicon-bench.md'), 'utf8')).toContain('| **small** |');
    checkWellFormed(readFileSync(join(dir, 'lexicon-lengths.svg'), 'utf8'));
    checkWellFormed(readFileSync(join(dir, 'lexicon-tile-values.svg'), 'utf8'));
  });

  it('--json prints one object per lexicon with the headline figures', () => {
    const r = run('lexicon', 'bench', lex, '--seconds', '1', '--skip-build', '--json', '--out', dir);
    expect(r.code).toBe(0);
    const [o] = JSON.parse(r.out);
    expect(o).toMatchObject({ name: 'small', words: 61, alphabet: 'english', alphabetSize: 26, buildSeconds: null });
    for (const k of ['loadMs', 'lookupsPerSecond', 'anagramsPerSecond', 'moveGenerationsPerSecond', 'gridBoardsPerSecond']) {
      expect(o[k], k).toBeGreaterThan(0);
    }
    expect(o.lengthHistogram.reduce((a: number, b: number) => a + b, 0)).toBe(61);
  });

  it('bad input: one clear line', () => {
    for (const [args, message] of [
      [['--seconds', '0'], /--seconds must be a number of seconds > 0/],
      [['klingon'], /no lexicon recipe named "klingon"/],
    ] as const) {
      const r = run('lexicon', 'bench', ...args);
      expect(r.code).not.toBe(0);
      expect(r.err).toMatch(message);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });
});
