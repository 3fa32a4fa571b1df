// verbivore grid, grid bench, grid best as a user runs them (the compiled dist/).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';

const run = (...args: string[]) => runCli(args);

/** A board of `n` cells each next to every other, as --board text and a --moves file. */
function completeGraph(dir: string, n: number): { board: string; moves: string } {
  const letters = 'AEIRSTNLDOCPMGUBHAEIOSTRN';
  const moves = join(dir, `complete-${n}.json`);
  writeFileSync(moves, JSON.stringify(Array.from({ length: n }, (_, c) => Array.from({ length: n }, (__, d) => d).filter((d) => d !== c))));
  return { board: Array.from({ length: n }, (_, i) => letters[(i * 7) % letters.length]).join(''), moves };
}

describe('verbivore grid under a budget (a complete graph)', () => {
  const dir = tempDir();

  it('on 49 cells ends within --max-seconds with the words found so far, marked partial (exit 4); on 25 it finishes', () => {
    const big = completeGraph(dir, 49);
    const t0 = performance.now();
    const r = run('grid', '--board', big.board, '--moves', big.moves, '--max-seconds', '2', '--json');
    expect(performance.now() - t0).toBeLessThan(2000 + 6000); // start-up and printing on a loaded machine
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/^partial result: the word search stopped at its time budget \(--max-seconds 2\) after 2\.\d s and [\d,]+ nodes/m);
    const j = JSON.parse(r.out);
    expect(j.partial).toMatchObject({ reason: 'time', limit: 2 });
    expect(j.count).toBeGreaterThan(100);
    expect(j.nodes).toBe(j.partial.nodes);
    const text = run('grid', '--board', big.board, '--moves', big.moves, '--max-nodes', '200000', '--limit', '1');
    expect(text.code).toBe(4);
    expect(text.out).toMatch(/^PARTIAL: found before the budget ran out: [\d,]+ words/m);
    const small = completeGraph(dir, 25);
    const whole = run('grid', '--board', small.board, '--moves', small.moves, '--limit', '1');
    expect(whole.code).toBe(0);
    expect(whole.out).toMatch(/^[\d,]+ words, [\d,]+ points \(longest 15 letters\)/m);
    expect(whole.out + whole.err).not.toMatch(/partial/i);
  });

  it('--next, --plan and grid best stop at --max-nodes as partial results', () => {
    const big = completeGraph(dir, 49);
    const next = run('grid', '--board', big.board, '--moves', big.moves, '--next', '--max-nodes', '100000', '--json');
    expect(next.code).toBe(4);
    expect(JSON.parse(next.out)).toMatchObject({ partial: { reason: 'nodes', nodes: 100000 } });
    expect(JSON.parse(next.out).next.word).toMatch(/^[A-Z]{3,}$/);
    const plan = run('grid', '--board', big.board, '--moves', big.moves, '--plan', '--max-nodes', '100000', '--json');
    expect(plan.code).toBe(4);
    expect(JSON.parse(plan.out).plan.partial).toMatchObject({ reason: 'nodes', limit: 100000 });
    const best = run('grid', 'best', '--size', '4', '--seconds', '20', '--workers', '1', '--max-nodes', '300000', '--json');
    expect(best.code).toBe(4);
    const b = JSON.parse(best.out);
    expect(b.partial).toMatchObject({ reason: 'nodes', limit: 300000 });
    expect(b.seconds).toBeLessThan(20);
    expect(b.score).toBeGreaterThan(0);
  });
});

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
