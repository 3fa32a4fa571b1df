// The champion from the command line (the compiled dist/): autoplay --p1 champion plays a game
// and says so in --json; winpct train writes a table that winpct show reads.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWinTable } from '../../src/champion/winTable.js';
import { runCli, tempDir } from '../helpers.js';

const run = (...args: string[]) => runCli(args);
const dir = tempDir('verbivore-champion-');

describe('verbivore autoplay --p1 champion, winpct', () => {
  it('autoplay --p1 champion plays a short game, --json', () => {
    const r = run('autoplay', '--p1', 'champion', '--p2', 'equity', '--games', '1', '--workers', '1', '--playouts', '30', '--seconds-per-move', '0.2', '--json');
    expect(r.code, r.err).toBe(0);
    const stats = JSON.parse(r.out);
    expect(stats.games).toBe(1);
    expect(stats.players[0].description).toBe('champion (30 playouts a move, win table built-in)');
    expect(stats.players[0].pointsPerMove).toBeGreaterThan(0);
  });

  it('winpct train writes a table, winpct show reads it; bad input is one clear line', () => {
    const out = join(dir, 'wp.csv');
    const r = run('winpct', 'train', '--games', '3', '--out', out, '--seed', '4', '--json');
    expect(r.code, r.err).toBe(0);
    const figures = JSON.parse(r.out);
    expect(figures).toMatchObject({ ruleset: 'english', games: 3, seed: 4, out });
    expect(figures.turns).toBeGreaterThan(20);
    const table = readWinTable(readFileSync(out, 'utf8'), out);
    expect(table.maxUnseen).toBe(93);
    const show = run('winpct', 'show', '--table', out, '--spread', '30', '--unseen', '10', '--json');
    expect(show.code, show.err).toBe(0);
    expect(JSON.parse(show.out).rows[0].probability).toBeCloseTo(table.probability(30, 10), 9);
    expect(run('winpct', 'show').out).toMatch(/^unseen 80, spread -30: [\d.]+ %$/m);
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'unseen,-10,0\n0,0,2\n');
    for (const [args, message] of [
      [['winpct', 'show', '--table', bad], /win table .*bad\.csv, line 2: spread 0: a probability from 0 to 1, not "2"/],
      [['autoplay', '--p1', `champion:${bad}`, '--games', '1'], /line 2: spread 0/],
      [['winpct', 'train', '--out', out], /needs --games/],
      [['winpct', 'show', '--spread', '3'], /--spread and --unseen go together/],
    ] as [string[], RegExp][]) {
      const e = run(...args);
      expect(e.code, args.join(' ')).not.toBe(0);
      expect(e.err).toMatch(message);
      expect(e.err.trim().split('\n')).toHaveLength(1);
    }
  });
});
