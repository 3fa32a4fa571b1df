// The CLI as a hostile user runs it: each problem found is a case here, run through
// the compiled CLI (dist/). Every error is one clear line, a documented status, no stack trace.

import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';

const run = (...args: string[]) => runCli(args, { cwd: dir });
const dir = tempDir('verbivore-hostile-');
const folder = join(dir, 'folder');
mkdirSync(folder);
mkdirSync(join(dir, 'folder.lex'));

/** One line on stderr, naming the problem, with the given status and no stack trace. */
function expectError(r: ReturnType<typeof run>, status: number, message: RegExp): void {
  expect(r.err).not.toMatch(/unexpected error|\n\s+at /);
  expect(r.err).toMatch(message);
  expect(r.code, r.err).toBe(status);
}

describe('files the user names', () => {
  it('a directory given to --board/--gcg/--leaves/--batch/--lexicon/--rules/--moves is named as such (status 2)', () => {
    const cgp = `${'15/'.repeat(14)}15 AB/ 0/0 0`;
    for (const [args, flag] of [
      [['moves', '--board', folder, '--rack', 'ABC'], '--board'],
      [['moves', '--gcg', folder, '--turn', '0'], '--gcg'],
      [['moves', '--cgp', cgp, '--leaves', folder], '--leaves'],
      [['moves', '--batch', folder], '--batch'],
      [['check', 'QI', '--lexicon', folder], '--lexicon'],
      [['check', 'QI', '--lexicon', 'folder.lex'], '--lexicon'],
      [['lexicon', 'info', folder], 'lexicon'],
      [['moves', '--cgp', cgp, '--lexicon', folder], 'lexicon'],
      [['moves', '--cgp', cgp, '--lexicon', 'folder.lex'], 'lexicon'],
      [['moves', '--rules', folder, '--cgp', cgp], 'ruleset'],
      [['grid', '--board', folder], '--board'],
      [['grid', '--board', 'CAT', '--moves', folder], '--moves'],
    ] as const) {
      expectError(run(...args), 2, new RegExp(`^verbivore: ${flag} ".*folder(\\.lex)?" is a directory; give a file\\n$`));
    }
  });

  it('grid --board naming no file is an error naming the file, not board letters (status 2)', () => {
    for (const name of ['board.txt', 'boards/4x4.json', './boards/b4', 'BOARD.TXT']) {
      expectError(run('grid', '--board', name), 2, new RegExp(`^verbivore: --board: file not found: ${name.replace(/\./g, '\\.')}\n$`));
    }
    expectError(run('game', 'arbredasillab', '--board', 'wood.txt', '--syllable', 'RE'), 2, /^verbivore: --board: file not found: wood\.txt\n$/);
    // Neither a file nor a board: both are said.
    expectError(run('grid', '--board', 'boards/four'), 2, /^verbivore: --board "boards\/four" names no file, and as board text: row 2 has 4 cells/);
    const text = run('grid', '--board', 'CA.S/DOGS', '--json');
    expect(text.code, text.err).toBe(0);
  });

  it('lexicon bench --out naming a file fails before the bench runs', () => {
    const file = join(dir, 'results.txt');
    writeFileSync(file, 'keep me');
    const t0 = performance.now();
    const r = run('lexicon', 'bench', 'sowpods', '--seconds', '30', '--out', file);
    expectError(r, 2, /--out ".*results\.txt" is a file; give a directory to write into/);
    expect(performance.now() - t0).toBeLessThan(10_000);
  });
});

describe('option values', () => {
  it('a negative number after an option is its value: the same one line as --opt=-N', () => {
    const cgp = `${'15/'.repeat(14)}15 AB/ 0/0 0`;
    const gcg = join(dir, 'one-move.gcg');
    writeFileSync(gcg, '#player1 a A\n#player2 b B\n>a: RETAINS 8D RETAINS +66 66\n');
    for (const [args, flag, value] of [
      [['moves', '--cgp', cgp], '--top', '-1'],
      [['moves', '--gcg', gcg], '--turn', '-1'],
      [['sim', '--cgp', cgp], '--seconds', '-5'],
      [['anagram', 'RETAINS'], '--min', '-1'],
      [['grid', '--board', 'CATS'], '--min', '-1'],
    ] as const) {
      const joined = run(...args, `${flag}=${value}`);
      expectError(joined, 2, new RegExp(`^verbivore: ${flag} .*"${value}"\\n$`));
      const spaced = run(...args, flag, value);
      expect(spaced.err, `${flag} ${value}`).toBe(joined.err);
      expect(spaced.code).toBe(2);
    }
  });

  it('an option value that starts with a dash and is no number: one line, no escaped newlines', () => {
    const r = run('moves', '--rack', '--json');
    expectError(r, 2, /^verbivore: Option '--rack' argument is ambiguous\. Did you forget/);
    expect(r.err).not.toMatch(/\\n/);
  });
});

describe('words and names', () => {
  it('check reports a word the alphabet cannot spell as INVALID and goes on', () => {
    const r = run('check', 'qi', 'CAFÉ', 'ZA', '😀');
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toEqual([
      'VALID    qi', "INVALID  CAFÉ  ('É' is not a tile in the english alphabet)", 'VALID    ZA',
      "INVALID  😀  ('😀' is not a tile in the english alphabet)", '',
    ]);
    expect(JSON.parse(run('check', 'CAFÉ', 'QI', '--json').out)).toEqual([
      { word: 'CAFÉ', valid: false, reason: "'É' is not a tile in the english alphabet" }, { word: 'QI', valid: true },
    ]);
  });

  it('names that are Object.prototype keys are unknown names, not internal errors', () => {
    expectError(run('grid', '--board', 'CAT', '--scoring', 'constructor'), 2, /unknown scoring "constructor"/);
    expectError(run('moves', '--rules', 'toString', '--cgp', 'x'), 2, /no ruleset named "toString"/);
    const rules = join(dir, 'proto.json');
    writeFileSync(rules, JSON.stringify({ extends: 'english', alphabet: 'constructor', name: 'x' }));
    expectError(run('moves', '--rules', rules, '--cgp', 'x'), 2, /alphabet: unknown alphabet "constructor"/);
  });
});

describe('messages quote input by whole characters, cut when long', () => {
  it('a 1 MB line is cut with an ellipsis and its length; an emoji is shown whole', () => {
    const board = join(dir, 'huge-board.txt');
    writeFileSync(board, `${'.'.repeat(7)}😀${'.'.repeat(1_000_000)}\n`);
    const r = run('moves', '--board', board, '--rack', 'A');
    expectError(r, 2, /^verbivore: board text line 1, column 8: '😀' is not a tile of the english alphabet\n$/);
    writeFileSync(board, `${'.'.repeat(1_000_000)}\n`);
    expectError(run('moves', '--board', board, '--rack', 'A'), 2, /^verbivore: board text line 1 has more than 64 squares, the most a board has\n$/);
    const words = join(dir, 'huge.gcg');
    writeFileSync(words, `#player1 a A\n#player2 b B\n>a: ${'A'.repeat(1_000_000)}😀 8D AB +5 5\n`);
    const g = run('moves', '--gcg', words, '--turn', '0');
    expectError(g, 2, /^verbivore: GCG line 3, rack, tile 1000001: '😀' is not a tile of the english alphabet\n$/);
    // An argument is at most 128 KB (the system's limit): 100,000 characters.
    const cgp = run('moves', '--cgp', `${'15/'.repeat(14)}15 ${'A'.repeat(100_000)}1/ 0/0 0`);
    expectError(cgp, 2, /^verbivore: CGP rack 1 \("A{48}…" \(100,001 characters\)\), tile 100001: '1' is not a tile of the english alphabet\n$/);
    expectError(run('anagram', 'AB😀C'), 2, /^verbivore: "AB😀C": is not a tile: '😀' at column 3 \(alphabet english\)\n$/);
  });
});

describe('game records', () => {
  it('an empty GCG file is named as empty, not as an empty rack', () => {
    const empty = join(dir, 'empty.gcg');
    writeFileSync(empty, '');
    expectError(run('moves', '--gcg', empty, '--turn', '0'), 2, /^verbivore: the GCG record is empty/);
  });

  it('totals that do not add up are refused with the line; --force warns and goes on', () => {
    const gcg = join(dir, 'wrong-total.gcg');
    writeFileSync(gcg, '#player1 a A\n#player2 b B\n>a: RETAINS 8D RETAINS +66 66\n>b: ARTHOUS D8 .HOSTA +20 21\n');
    expectError(run('moves', '--gcg', gcg, '--turn', '2'), 2, /GCG line 4: b's total 21 should be 0 \+ 20 = 20/);
    const forced = run('moves', '--gcg', gcg, '--turn', '1', '--force', '--rack', 'ARTHOUS', '--top', '1', '--json');
    expect(forced.err).toMatch(/^warning: GCG line 4: b's total 21 should be 0 \+ 20 = 20$/m);
    expect(forced.code).toBe(0);
    expect(JSON.parse(forced.out)).toHaveLength(1);
  });
});

describe('bounded work', () => {
  const dense = 'AEIOUSTR/NLDGPCMB/EAIOUSTR/NLDGPCMH/AEIOUSTR/NLDGPCMB/EAIOUSTR/NLDGPCMH';

  it('grid --plan --beam 100000 is capped with a note and stops at --max-seconds with a partial plan (status 4)', () => {
    const t0 = performance.now();
    const r = run('grid', '--board', dense, '--plan', '--beam', '100000', '--max-seconds', '2', '--json');
    expect(performance.now() - t0).toBeLessThan(20_000);
    expect(r.err).toMatch(/^note: --beam 100,000 capped at 10,000/m);
    expect(r.err).toMatch(/^partial result: the round plan stopped at its time budget \(--max-seconds 2\) after \d/m);
    expect(r.code).toBe(4);
    const { plan } = JSON.parse(r.out);
    expect(plan.partial).toMatchObject({ reason: 'time', limit: 2 });
    expect(plan.total).toBeGreaterThanOrEqual(plan.greedy.total);
  });

  it('grid --plan --max-nodes: partial in the text output too; --beam needs --plan', () => {
    const r = run('grid', '--board', 'SERS/PATG/LINE/SERS', '--plan', '--max-nodes', '20');
    expect(r.code).toBe(4);
    expect(r.out).toMatch(/^round plan \(PARTIAL: the best found before the budget ran out; /);
    expect(r.err).toMatch(/node budget \(--max-nodes 20\)/);
    expectError(run('grid', '--board', 'CAT', '--beam', '5'), 2, /--beam applies to --plan/);
    expectError(run('grid', '--board', 'CAT', '--plan', '--max-seconds', '0'), 2, /--max-seconds must be a number of seconds > 0, got "0"/);
  });
});

describe('worker pools and batches', () => {
  const empty = `${'15/'.repeat(14)}15`;
  const batchOf = (n: number) => {
    const file = join(dir, `batch-${n}.txt`);
    writeFileSync(file, Array.from({ length: n }, (_, i) => `${empty} ${i % 2 ? 'RETAINS' : '?SATIRE'}/ 0/0 0`).join('\n'));
    return file;
  };

  it('--workers 1000 is capped at the cores and the work, with a note; every line is answered', () => {
    const t0 = performance.now();
    const r = run('moves', '--batch', batchOf(3), '--workers', '1000', '--top', '1');
    expect(performance.now() - t0).toBeLessThan(15_000);
    expect(r.err).toMatch(/^note: --workers 1000 capped at 1 \(3 positions, sent 16 to a worker at a time\)$/m);
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n').map((l) => JSON.parse(l).line)).toEqual([1, 2, 3]);
    const bench = run('grid', 'bench', '--boards', '300', '--workers', '64', '--json');
    expect(bench.code).toBe(0);
    expect(bench.err).toMatch(/^note: --workers 64 capped at \d \(\d cores?\)$/m);
    expect(JSON.parse(bench.out).workers).toBeLessThanOrEqual(availableParallelism());
    expectError(run('moves', '--cgp', 'x', '--workers', '2'), 2, /--workers applies to --batch/);
  });

  it('a batch stops at --max-nodes N positions: N lines, then a partial line (status 4)', () => {
    const r = run('moves', '--batch', batchOf(40), '--max-nodes', '20', '--top', '1');
    expect(r.code).toBe(4);
    const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.slice(0, -1).map((l) => l.line)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(lines.at(-1)).toMatchObject({ partial: { reason: 'nodes', limit: 20, nodes: 20, done: 20, total: 40 } });
    expect(r.err).toMatch(/^partial result: the batch \(20 of 40 positions\) stopped at its node budget/m);
  });
});
