// verbivore sim as a user runs it (from dist/: build first): the table and the JSON, a GCG
// position, the budget (exit 4), Ctrl-C (the figures so far, exit 130), bad input.

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_SECONDS } from '../../src/cli/commands/sim.js';
import { cliMain, runCli, tempDir } from '../helpers.js';

const run = (...args: string[]) => runCli(['sim', ...args]);
// Corpus position 66 (0-based): 4 tiles in the bag (near the end: the win rate is shown).
const NEAR_END = '7C1ADJURE/5FOREX1A3/4SABER2ID2/5WEN3LI2/PLUTON1A4V2/6STEW2A2/4B1HEROICS2/2fOUGADE6/4GUN8/4GIT8/3DELI8/2TORE1Z7/2HOYS1I7/2ER3N7/2ENTAME7 FIKMPTV/?AIILNQ 323/294 0 lex sowpods;';
const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15 ARTHOU?/ 0/0 0 lex sowpods;';

describe('verbivore sim', () => {
  it('--json: the documented fields; candidates ranked by mean, each with its move and figures', () => {
    const r = run('--cgp', BOXEN, '--candidates', '5', '--iterations', '50', '--workers', '2', '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ ruleset: 'english', lexicon: 'sowpods', rack: 'ARTHOU?', seed: 1, plies: 2, workers: 2, iterations: 50, rounds: 1, nearEnd: false, stopped: 'iterations' });
    for (const k of ['simulatedPlies', 'seconds', 'pliesPerSecond', 'moves', 'unseen', 'bag', 'winRateRule']) expect(j).toHaveProperty(k);
    expect(j.candidates).toHaveLength(5);
    j.candidates.forEach((c: Record<string, unknown>, i: number) => {
      // One round: no candidate is pruned before 100 iterations.
      expect(c).toMatchObject({ rank: i + 1, pruned: false, iterations: 50 });
      for (const k of ['coord', 'dir', 'word', 'score', 'leave', 'leaveValue', 'equity', 'mean', 'stderr']) expect(c).toHaveProperty(k);
      expect(c).not.toHaveProperty('winRate');
      if (i) expect(c.mean as number).toBeLessThanOrEqual(j.candidates[i - 1].mean);
    });
    expect(r.err).toMatch(/sim ARTHOU\? simulating/);
    // The same seed: the same figures, whatever the workers.
    const one = JSON.parse(run('--cgp', BOXEN, '--candidates', '5', '--iterations', '50', '--workers', '1', '--json').out);
    expect(one.candidates).toEqual(j.candidates);
  });

  it('near the end the table has a win % column and says its rule; a GCG position and --rack', () => {
    const r = run('--cgp', NEAR_END, '--candidates', '4', '--iterations', '100');
    expect(r.code, r.err).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^sim english · sowpods · rack FIKMPTV · 4 candidates · 2 plies · seed 1 · \d+ workers?$/);
    expect(lines[1]).toMatch(/bag 4 tiles, 11 unseen$/);
    expect(lines[2]).toMatch(/^\s+#\s+coord\s+word\s+score\s+leave\s+equity\s+mean\s+±se\s+win %\s+iters$/);
    expect(lines.at(-1)).toMatch(/Win %: shown when the bag holds at most plies × rack size tiles/);
    const dir = tempDir('verbivore-sim-');
    const gcg = join(dir, 'game.gcg');
    writeFileSync(gcg, '#character-encoding UTF-8\n#player1 a A\n#player2 b B\n>a: ACDEFIT 8D FACED +30 30\n>b: IIQUVVW -QVVW +0 0\n');
    const g = run('--gcg', gcg, '--turn', '2', '--rack', 'RETAINS', '--candidates', '3', '--iterations', '50', '--json');
    expect(g.code, g.err).toBe(0);
    const j = JSON.parse(g.out);
    expect(j.rack).toBe('RETAINS');
    // A bingo through FACED's letters is the best static move and stays near the top.
    expect(j.candidates.some((c: { score: number }) => c.score >= 60)).toBe(true);
  });

  it('--max-seconds stops with the figures so far, marked partial, exit 4', () => {
    // Pruning (after two rounds of 50) would end it first on a fast machine: 8 plies and one
    // worker make two rounds 16,000 searches, far over the budget on any machine.
    const r = run('--cgp', BOXEN, '--iterations', '1000000', '--plies', '8', '--workers', '1', '--max-seconds', '1', '--json');
    expect(r.code, r.err).toBe(4);
    const j = JSON.parse(r.out);
    expect(j.stopped).toBe('budget');
    expect(j.partial).toMatchObject({ reason: 'time', limit: 1 });
    expect(j.iterations % 50).toBe(0);
    expect(r.err).toMatch(/partial result: the simulation stopped at its time budget \(--max-seconds 1\)/);
  });

  it('without --seconds the budget is DEFAULT_MAX_SECONDS (600 s); --seconds alone sets none: JSON and --help say so', () => {
    expect(DEFAULT_MAX_SECONDS).toBe(600);
    const r = run('--cgp', BOXEN, '--candidates', '2', '--iterations', '50', '--workers', '1', '--json');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out).budget).toEqual({ seconds: DEFAULT_MAX_SECONDS });
    const planned = run('--cgp', BOXEN, '--candidates', '2', '--seconds', '0.2', '--workers', '1', '--json');
    expect(planned.code, planned.err).toBe(0);
    expect(JSON.parse(planned.out).budget).toEqual({ seconds: null });
    expect(run('--help').out).toMatch(/exit status 4 \(default 600 when --seconds is not given\)/);
  });

  it('Ctrl-C prints the table so far and exits 130', async () => {
    const child = spawn(process.execPath, [cliMain, 'sim', '--cgp', BOXEN, '--seconds', '120'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    child.stdout.on('data', (d) => (out += d));
    const started = new Promise<void>((resolve) => child.stderr.on('data', (d) => {
      err += d;
      if (/simulating/.test(err)) resolve();
    }));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await started;
    const t0 = Date.now();
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(Date.now() - t0).toBeLessThan(20_000);
    expect(out).toMatch(/iterations in \d+ rounds.* — interrupted/);
    expect(out).toMatch(/^\s+1\s+\S+/m);
  });

  it('bad input: one clear line and exit 2', () => {
    const cases: [string[], RegExp][] = [
      [[], /give one of --cgp or --gcg/],
      [['--cgp', BOXEN, '--candidates', '0'], /--candidates must be a whole number ≥ 1, got "0"/],
      [['--cgp', BOXEN, '--candidates', '500'], /candidates must be a whole number from 1 to 200, got 500/],
      [['--cgp', BOXEN, '--seconds', 'soon'], /--seconds must be a number of seconds > 0, got "soon"/],
      [['--cgp', BOXEN, '--turn', '3'], /--turn goes with --gcg/],
      [['--gcg', 'game.gcg'], /--gcg needs --turn N/],
      [['--cgp', BOXEN, '--leaves', '/no/such.leaves'], /--leaves: file not found/],
      [['--cgp', BOXEN, '--rack', 'AB1'], /is not a tile/],
      [['--cgp', BOXEN.replace('ARTHOU?/', '/')], /the side to move has no rack/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(/^verbivore: /);
      expect(r.err).toMatch(message);
      expect(r.out).toBe('');
    }
  });
});
