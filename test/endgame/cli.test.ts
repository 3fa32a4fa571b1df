// verbivore endgame as a user runs it (from dist/: build first): the table and the JSON, the
// budget (exit 4), Ctrl-C (the deepest line so far, exit 130), bad input.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';
import { DEFAULT_MAX_SECONDS } from '../../src/cli/commands/endgame.js';
import { cliMain, runCli } from '../helpers.js';

const corpus = (name: string) => readFileSync(join(packageRoot, 'test', 'fixtures', 'endgame', `${name}.cgp`), 'utf8').trim().split('\n');
const run = (...args: string[]) => runCli(args);
// small.cgp line 1: FLNTY against EIU, solved in well under a second.
const SMALL = corpus('small')[0]!;
const LARGE = corpus('large')[0]!;

describe('verbivore endgame', () => {
  it('--json: the documented fields; the line adds up to the final spread', () => {
    const r = run('endgame', '--cgp', SMALL, '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ ruleset: 'english', lexicon: 'sowpods', racks: ['FLNTY', 'EIU'], player: 1, spreadNow: 288, exact: true });
    for (const k of ['value', 'spread', 'depth', 'nodes', 'seconds', 'nodesPerSecond', 'tableBytes', 'pv']) expect(j).toHaveProperty(k);
    expect(j.spread).toBe(j.spreadNow + j.value);
    expect(j.pv.at(-1).spread).toBe(j.spread);
    expect(j.pv.at(-1).end).toBeDefined();
    j.pv.forEach((s: Record<string, unknown>, i: number) => {
      expect(s.player).toBe(1 + (i % 2));
      for (const k of ['coord', 'dir', 'word', 'score', 'spread']) expect(s).toHaveProperty(k);
    });
    expect(r.err).toMatch(/^endgame: depth 1: [+-]?\d+, [\d,]+ nodes/m);
    expect(r.err).toMatch(/\(exact\)/);
    // The same position without the opponent's rack: derived from the unseen tiles, the same answer.
    const derived = run('endgame', '--cgp', SMALL.replace('FLNTY/EIU', 'FLNTY/'), '--json');
    expect(JSON.parse(derived.out).value).toBe(j.value);
  });

  it('the table: value, exactness, the line with its running spread', () => {
    const r = run('endgame', '--cgp', SMALL, '--plies', '2');
    expect(r.code, r.err).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe('endgame english · sowpods · player 1 to move, FLNTY against EIU, spread +288');
    expect(lines[1]).toMatch(/^value [+-]\d+: final spread [+-]\d+ \(estimated at 2 plies; depth 2, [\d,]+ nodes in [\d.]+ s( on \d threads)?\)$/);
    expect(lines[2]).toMatch(/^\s+#\s+player\s+coord\s+word\s+score\s+spread$/);
    expect(lines.slice(3)).toHaveLength(2);
  });

  it('--max-seconds stops with the deepest completed depth, marked partial, exit 4', () => {
    const r = run('endgame', '--cgp', LARGE, '--max-seconds', '1.5', '--json');
    expect(r.code, r.err).toBe(4);
    const j = JSON.parse(r.out);
    expect(j.exact).toBe(false);
    expect(j.partial).toMatchObject({ reason: 'time', limit: 1.5 });
    expect(j.depth).toBeGreaterThanOrEqual(1);
    expect(j.pv.length).toBeGreaterThanOrEqual(1);
    expect(r.err).toMatch(/partial result: the endgame search stopped at its time budget/);
  });

  it('without --seconds or --max-seconds the budget is DEFAULT_MAX_SECONDS (300 s): JSON and --help say so', () => {
    expect(DEFAULT_MAX_SECONDS).toBe(300);
    const r = run('endgame', '--cgp', SMALL, '--json');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out).budget).toEqual({ seconds: DEFAULT_MAX_SECONDS, flag: '--max-seconds' });
    // --seconds alone is the planned time, not cut by the default; the smaller of the two counts.
    expect(JSON.parse(run('endgame', '--cgp', SMALL, '--seconds', '900', '--json').out).budget).toEqual({ seconds: 900, flag: '--seconds' });
    expect(JSON.parse(run('endgame', '--cgp', SMALL, '--seconds', '900', '--max-seconds', '20', '--json').out).budget).toEqual({ seconds: 20, flag: '--max-seconds' });
    expect(run('endgame', '--help').out).toMatch(/--max-seconds S\s+the same budget \(the smaller of the two counts\); default 300 s\s+when neither is given/);
  });

  it('Ctrl-C prints the deepest line so far and exits 130', async () => {
    const child = spawn(process.execPath, [cliMain, 'endgame', '--cgp', LARGE], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    child.stdout.on('data', (d) => (out += d));
    const started = new Promise<void>((resolve) => child.stderr.on('data', (d) => {
      err += d;
      if (/depth 1:/.test(err)) resolve();
    }));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await started;
    const t0 = Date.now();
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(out).toMatch(/^value [+-]\d+: final spread [+-]\d+ \(estimated at \d+ plies.* — interrupted$/m);
    expect(out).toMatch(/^\s+1\s+1\s+\S+/m);
  });

  it('--workers K: the threads solve it together, to the value one thread finds', () => {
    // large.cgp lines 3 and 5 (7v5, 7v6): exact in under a second on one thread.
    for (const line of [corpus('large')[2]!, corpus('large')[4]!]) {
      const one = JSON.parse(run('endgame', '--cgp', line, '--workers', '1', '--json').out);
      const two = run('endgame', '--cgp', line, '--workers', '2', '--json');
      expect(two.code, two.err).toBe(0);
      const j = JSON.parse(two.out);
      expect(one.exact && j.exact).toBe(true);
      expect([one.workers, j.workers]).toEqual([1, 2]);
      expect(j.value).toBe(one.value);
      expect(j.pv.at(-1).spread).toBe(j.spread);
    }
    expect(run('endgame', '--cgp', SMALL, '--workers', '2').out.split('\n')[1]).toMatch(/ on 2 threads\)$/);
  });

  it('bad input: one clear line and exit 2', () => {
    const start = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINRST/ 0/0 0';
    const cases: [string[], RegExp][] = [
      [[], /give one of --cgp or --gcg/],
      [['--cgp', start], /the bag is not empty: 93 tiles are unseen/],
      [['--cgp', SMALL.replace('FLNTY/EIU', 'FLNTY/EI')], /the bag is not empty: with both racks given, 1 tile \(U\) is still unseen/],
      [['--cgp', SMALL.replace('FLNTY/EIU', 'FLNTYZZ/EIU')], /more Z than the english set holds/],
      [['--cgp', SMALL, '--plies', '0'], /--plies must be a whole number ≥ 1, got "0"/],
      [['--cgp', SMALL, '--plies', '99'], /--plies must be at most 60/],
      [['--cgp', SMALL, '--seconds', 'soon'], /--seconds must be a number of seconds > 0, got "soon"/],
      [['--cgp', SMALL, '--workers', '0'], /--workers must be a whole number ≥ 1, got "0"/],
    ];
    for (const [args, message] of cases) {
      const r = run('endgame', ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(/^verbivore: /);
      expect(r.err).toMatch(message);
      expect(r.out).toBe('');
    }
  });
});
