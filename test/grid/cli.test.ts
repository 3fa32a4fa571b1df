// verbivore grid, grid bench, grid best as a user runs them (the compiled dist/).

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';
import { tempDir } from '../helpers.js';

const main = join(packageRoot, 'dist', 'src', 'cli', 'main.js');
function run(...args: string[]) {
  const r = spawnSync(process.execPath, [main, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('verbivore grid', () => {
  it('--json: count, score and words with word, score and path', () => {
    const r = run('grid', '--board', 'SERS/PATG/LINE/SERS', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ count: 1435, score: 4644, scoring: 'boggle', cells: 16 });
    expect(j.words[0]).toMatchObject({ word: 'ETERNALISE', score: 11, path: [1, 6, 11, 14, 10, 5, 8, 9, 12, 13] });
    const text = run('grid', '--board', 'SERS/PATG/LINE/SERS', '--limit', '3');
    expect(text.out).toMatch(/1,435 words, 4,644 points/);
  });

  it('--covered --next and --plan (with the method)', () => {
    const next = JSON.parse(run('grid', '--board', 'SERSPATGLINESERS', '--lexicon', 'sowpods', '--scoring', 'verbalia', '--covered', '0,5,6', '--next', '--json').out);
    expect(next.next.word).toBe('PILSENERS');
    expect(next.next.path).not.toContain(5);
    const plan = run('grid', '--board', 'SERSPATGLINESERS', '--lexicon', 'sowpods', '--scoring', 'verbalia', '--plan');
    expect(plan.code).toBe(0);
    expect(plan.out).toMatch(/round plan \(exact search over [\d,]+ covered-cell states/);
    const j = JSON.parse(run('grid', '--board', 'SERSPATGLINESERS', '--lexicon', 'sowpods', '--scoring', 'verbalia', '--plan', '--json', '--beam', '8').out);
    expect(j.plan.method).toBe('exact');
    expect(j.plan.total).toBeGreaterThanOrEqual(j.plan.greedy.total);
  });

  it('knight, hex and user adjacency boards', () => {
    expect(run('grid', '--board', 'CATS/DOGS/EATS/RATS', '--moves', 'knight', '--json').code).toBe(0);
    const hex = JSON.parse(run('grid', '--board', 'TE/ARS/EN', '--moves', 'hex', '--json').out);
    expect(hex.cells).toBe(7);
    const dir = tempDir('verbivore-grid-cli-');
    writeFileSync(join(dir, 'line.json'), JSON.stringify([[1], [2], []]));
    const line = JSON.parse(run('grid', '--board', 'CAT', '--moves', join(dir, 'line.json'), '--json').out);
    expect(line.words.map((w: { word: string }) => w.word)).toEqual(['CAT']);
  });

  it('bad input: one clear line naming the problem, non-zero exit, no stack trace', () => {
    const dir = tempDir('verbivore-grid-cli-');
    writeFileSync(join(dir, 'bad.json'), JSON.stringify([[1], [0, 7], [1]]));
    const cases: [string[], RegExp][] = [
      [['grid', '--board', 'ABCDEFGHIJKLMNO'], /15 cells in one string is not a square board/],
      [['grid', '--board', 'ABCD/EFG'], /row 2 has 3 cells but the other row has 4/],
      [['grid', '--board', 'AB1D/EFGH/IJKL/MNOP'], /cell 2 \(row 1, column 3\) holds "1"/],
      [['grid', '--board', 'ABCD/EFGH/IJKL/MNOP', '--lexicon', 'catalan'], /holds "K": there is no K tile in Catalan/],
      [['grid', '--board', 'CAT', '--moves', join(dir, 'bad.json')], /cell 1 names cell 7, but the board has cells 0–2/],
      [['grid', '--board', 'ABCD/EFGH/IJKL/MNOP', '--min', '0'], /--min must be a whole number ≥ 1/],
      [['grid', '--board', 'ABCD/EFGH/IJKL/MNOP', '--moves', 'hex'], /a beehive has 7, 19 or 37 cells/],
      [['grid', '--board', 'ABCD/EFGH/IJKL/MNOP', '--covered', '3,16'], /covered cell 16 is not on the board/],
      [['grid', '--board', 'ABCD/EFGH/IJKL/MNOP', '--scoring', 'scrabble'], /unknown scoring "scrabble"/],
      [['grid', 'bench', '--size', '5', '--distribution', 'dice', '--boards', '0'], /--boards must be a whole number ≥ 1/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err).not.toMatch(/\n\s+at /);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });

  it('grid bench and grid best (JSON, checksums, progress on stderr)', () => {
    const a = JSON.parse(run('grid', 'bench', '--size', '4', '--boards', '3000', '--seed', '7', '--json').out);
    const b = JSON.parse(run('grid', 'bench', '--size', '4', '--boards', '3000', '--seed', '7', '--json', '--workers', '2').out);
    expect(a.totalScore).toBe(b.totalScore);
    expect(a.boardsPerSecond).toBeGreaterThan(0);
    const best = run('grid', 'best', '--size', '4', '--seconds', '1.5', '--workers', '1', '--json');
    expect(best.code).toBe(0);
    expect(best.err).toMatch(/best +[\d,]+/);
    const j = JSON.parse(best.out);
    expect(j.cells).toHaveLength(16);
    expect(j.score).toBeGreaterThan(500);
    for (const cmd of [['grid'], ['grid', 'bench'], ['grid', 'best']]) expect(run(...cmd, '--help').out).toMatch(/^Usage:/);
  });
});
