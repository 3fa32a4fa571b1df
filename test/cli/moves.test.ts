// verbivore moves as a user runs it: single positions, every input kind, the batch, bad input.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';

const run = (...args: string[]) => runCli(['moves', ...args]);
const dir = tempDir('verbivore-moves-');
const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15 ARTHOU?/ 0/0 0 lex sowpods;';
const EMPTY = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15';

describe('verbivore moves', () => {
  it('--cgp --json --leaves none: an array best by score first with coord, dir, word, score, leave', () => {
    const r = run('--cgp', BOXEN, '--top', '3', '--json', '--leaves', 'none');
    expect(r.code).toBe(0);
    const moves = JSON.parse(r.out);
    expect(moves).toHaveLength(3);
    expect(moves[0]).toMatchObject({ coord: '3K', dir: 'across', word: 'HOsTA', score: 46, leave: 'RU', leaveValue: 0, equity: 46 });
  });

  it('by default ranks by the built-in leave table: value and equity columns, equity = score + leave value', () => {
    const r = run('--cgp', BOXEN, '--top', '10', '--json');
    expect(r.code, r.err).toBe(0);
    const moves = JSON.parse(r.out) as { score: number; leaveValue: number; equity: number }[];
    expect(moves).toHaveLength(10);
    for (const m of moves) expect(m.equity).toBeCloseTo(m.score + m.leaveValue, 6);
    for (let i = 1; i < moves.length; i++) expect(moves[i]!.equity).toBeLessThanOrEqual(moves[i - 1]!.equity);
    // Keeping the blank is worth points: some play keeps it at a positive value.
    expect(moves.some((m) => m.leaveValue > 0)).toBe(true);
    const text = run('--cgp', BOXEN, '--top', '3');
    expect(text.out).toMatch(/by equity/);
    expect(text.out.split('\n')[1]).toMatch(/^\s+#\s+coord\s+word\s+score\s+leave\s+value\s+equity$/);
    const none = run('--cgp', BOXEN, '--top', '3', '--leaves', 'none');
    expect(none.out.split('\n')[1]).toMatch(/^\s+#\s+coord\s+word\s+score\s+leave$/);
  });

  it('exchanges print GCG style (-TILES, the pass -) in aligned columns; digraph tiles in racks in brackets', () => {
    const r = run('--cgp', `${EMPTY} QVVWWU?/ 0/0 0`, '--exchanges', '--all', '--leaves', 'none');
    expect(r.code, r.err).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    const header = lines[1]!;
    const scoreEnd = header.indexOf('score') + 5;
    const exchange = lines.map((l) => /^(\s+\d+\s+-[A-Z?]+\s+0)\s+[A-Z?]*$/.exec(l)).find((m) => m)!;
    expect(exchange).toBeTruthy();
    expect(exchange[1]!.length).toBe(scoreEnd);
    expect(lines.at(-1)).toMatch(/^\s+\d+\s+-\s+0\s+QUVVWW\?$/);
    const json = JSON.parse(run('--cgp', `${EMPTY} QVVWWU?/ 0/0 0`, '--exchanges', '--all', '--leaves', 'none', '--json').out);
    expect(json.find((m: { dir: string }) => m.dir === 'exchange').word).toMatch(/^-/);
    const cat = run('--rules', 'catalan', '--cgp', `${EMPTY} / 0/0 0`, '--rack', 'JUNYEIXO', '--best');
    expect(cat.out).toMatch(/rack JU\[NY\]EIXO/);
  });

  it('--board FILE --rack and --leaves rank by equity', () => {
    const board = join(dir, 'board.txt');
    writeFileSync(board, BOXEN.split(' ')[0]!.split('/').map((row) => row.replace(/\d+/g, (n) => '.'.repeat(Number(n)))).join('\n'));
    const leaves = join(dir, 'leaves.csv');
    writeFileSync(leaves, 'RU,-20\nAHR?,30\n');
    const r = run('--board', board, '--rack', 'ARTHOU?', '--leaves', leaves, '--json', '--top', '1');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)[0]).toMatchObject({ word: 'OUT(HANDLES)', score: 42, equity: 72, leave: 'AHR?' });
  });

  it('--gcg FILE --turn N replays the record', () => {
    const gcg = join(dir, 'game.gcg');
    writeFileSync(gcg, '#character-encoding UTF-8\n#player1 a A\n#player2 b B\n>a: RETAINS 8D RETAINS +66 66\n>b: ARTHOUS D8 .HOSTA +20 20\n');
    const r = run('--gcg', gcg, '--turn', '1', '--best', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)[0].score).toBeGreaterThanOrEqual(20);
  });

  it('--notation catalan with the Catalan ruleset: JUNYEIXO 134', () => {
    const r = run('--rules', 'catalan', '--cgp', `${EMPTY} / 0/0 0`, '--rack', 'JUNYEIXO', '--best', '--notation', 'catalan', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)[0]).toMatchObject({ word: 'JUNYEIXO', score: 134, coord: 'H2' });
  });

  it('--batch streams one JSON line per position through the pool; a bad line fails alone', () => {
    const batch = join(dir, 'batch.txt');
    writeFileSync(batch, [BOXEN, `${EMPTY} RETAINS/ 0/0 0`, 'not a position', `${EMPTY} ?SATIRE/ 0/0 0`].join('\n') + '\n');
    const r = run('--batch', batch, '--best', '--workers', '2', '--leaves', 'none');
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.line)).toEqual([1, 2, 3, 4]);
    expect(lines.map((l) => l.moves?.[0]?.score)).toEqual([46, 66, undefined, 64]);
    expect(lines[2].error).toMatch(/CGP/);
    expect(r.err).toMatch(/4 positions, 1 failed/);
  });

  it('--batch - reads the positions from standard input; "1 position", not "1 positions"', () => {
    const r = runCli(['moves', '--batch', '-', '--best', '--leaves', 'none'], { input: `${EMPTY} RETAINS/ 0/0 0\n` });
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ line: 1, moves: [{ score: 66 }] });
    expect(r.err).toMatch(/moves --batch 1 position on .*\n?.*1 position, 0 failed/s);
  });

  it('input that is not UTF-8 is named as such, from a file or standard input', () => {
    const latin1 = join(dir, 'latin1.txt');
    writeFileSync(latin1, Buffer.concat([Buffer.from(`${EMPTY} RETAINS/ 0/0 0\n`), Buffer.from([0x43, 0x41, 0x46, 0xc9, 0x0a])]));
    const file = run('--batch', latin1);
    expect(file.code).toBe(2);
    expect(file.err).toBe(`verbivore: --batch "${latin1}" is not UTF-8 text (line 2 holds bytes that are not UTF-8); save it as UTF-8\n`);
    const stdin = runCli(['moves', '--batch', '-'], { input: Buffer.from([0xff, 0xfe, 0x41, 0x00]) });
    expect(stdin.code).toBe(2);
    expect(stdin.err).toBe('verbivore: --batch (standard input) is not UTF-8 text (line 1 holds bytes that are not UTF-8); save it as UTF-8\n');
  });

  it('a GCG coordinate off the board or unreadable names its line', () => {
    const gcg = join(dir, 'offboard.gcg');
    writeFileSync(gcg, '#player1 a A\n#player2 b B\n>a: AEINRST Z9 RETAINS +66 66\n');
    const r = run('--gcg', gcg, '--turn', '1');
    expect(r.code).toBe(2);
    expect(r.err).toBe('verbivore: GCG line 3: coordinate "Z9" is off the 15×15 board\n');
  });

  it('bad input: one clear line, non-zero exit, no stack trace', () => {
    const cases: [string[], RegExp][] = [
      [[], /exactly one of --cgp/],
      [['--cgp', BOXEN, '--rules', 'klingon'], /klingon/],
      [['--cgp', BOXEN, '--top', '0'], /--top must be a whole number ≥ 1/],
      [['--cgp', BOXEN, '--top', 'ten'], /--top must be a whole number ≥ 1, got "ten"/],
      [['--cgp', `${EMPTY} AB/ 0/0 0`, '--rules', 'spil', '--leaves', 'builtin'], /ruleset spil has no built-in leave table/],
      [['--cgp', BOXEN, '--leaves', '/nonexistent.csv'], /file not found/],
      [['--cgp', BOXEN, '--best', '--all'], /choose one of --top, --all and --best/],
      [['--cgp', BOXEN, '--notation', 'french'], /--notation is american or catalan/],
      [['--cgp', '15/15 AB/ 0/0 0'], /rows|15/],
      [['--cgp', BOXEN, '--rack', 'ABCDEFGHI'], /rack/i],
      [['--board', '/nonexistent', '--rack', 'A'], /file not found/],
      [['--gcg', '/nonexistent'], /--turn/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.err, args.join(' ')).toMatch(message);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });
});
