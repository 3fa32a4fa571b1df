// verbivore syllables, syllables combine | bridge | index, as a user runs them (compiled dist/).

import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { ensureSyllableView } from '../../src/syllables/lexiconView.js';
import { runCli } from '../helpers.js';

const run = (...args: string[]) => runCli(args);

// Build the index once here rather than in a CLI call's progress bar.
beforeAll(async () => {
  await ensureSyllableView(await ensureLexicon('catalan'));
});

describe('verbivore syllables', () => {
  it('one line per word, accents and case kept, l·l split at the dot', () => {
    const r = run('syllables', 'col·lecció', 'país', 'PAIS', 'Veïna', 'qüestió');
    expect(r.code).toBe(0);
    expect(r.out).toBe('col-lec-ci-ó\npa-ís\nPAIS\nVe-ï-na\nqües-ti-ó\n');
  });

  it('--json', () => {
    const r = run('syllables', 'cimes', '--json');
    expect(JSON.parse(r.out)).toEqual([{ word: 'cimes', syllables: ['ci', 'mes'] }]);
  });

  it('a word spelled like a subcommand is split in capitals or after --', () => {
    expect(run('syllables', '--', 'combine').out).toBe('com-bi-ne\n');
    expect(run('syllables', 'COMBINE').out).toBe('COM-BI-NE\n');
  });

  it('bad input: one clear line, non-zero exit', () => {
    const cases: [string[], RegExp][] = [
      [['syllables', 'casa', 'abc1'], /"abc1": '1' at column 4 is not a Catalan letter/],
      [['syllables'], /give one or more words/],
      [['syllables', 'combine', 'CA', 'R'], /"R" has no vowel/],
      [['syllables', 'combine', 'CA', 'SA', '--lexicon', 'sowpods'], /only for Catalan/],
      [['syllables', 'bridge', 'CA'], /give two syllables/],
      [['syllables', 'bridge', 'CA', 'SA', '--extra', '2'], /--extra must be 0 or 1/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.out).toBe('');
    }
  });

  it('every subcommand has --help', () => {
    for (const sub of [[], ['combine'], ['bridge'], ['index']]) {
      const r = run('syllables', ...sub, '--help');
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Usage: verbivore syllables/);
    }
  });
});

describe('verbivore syllables combine | bridge | index', () => {
  it('combine: the subcommand, not the word "combine"; rule P applied', () => {
    const r = run('syllables', 'combine', 'DA', 'VEN', 'PER', 'O', '--json');
    expect(r.code).toBe(0);
    const words = JSON.parse(r.out) as { word: string; syllables: string[]; spellings: string[] }[];
    expect(words).toContainEqual({ word: 'VENDA', syllables: ['VEN', 'DA'], spellings: ['venda', 'vénda'] });
    expect(words.map((w) => w.word)).not.toContain('PERO');
    expect(run('syllables', 'combine', 'PER', 'O', '--loose').out).toMatch(/^PERO\s+PER \+ O\s+pe-rò$/m);
  });

  it('combine text: word, syllables, spellings split', () => {
    const r = run('syllables', 'combine', 'COL', 'LEC', 'CI', 'O', '--max', '4');
    expect(r.out.split('\n')[0]).toMatch(/^COL·LECCIO\s+COL \+ LEC \+ CI \+ O\s+col-lec-ci-ó$/);
    expect(run('syllables', 'combine', 'CIM', 'ES').out).toBe('no words\n');
  });

  it('bridge, with --extra and --syllabic', () => {
    const plain = JSON.parse(run('syllables', 'bridge', 'CA', 'SA', '--json').out) as { word: string }[];
    expect(plain.map((w) => w.word)).toEqual(expect.arrayContaining(['CAUSA', 'CAPSA']));
    const r = run('syllables', 'bridge', 'CA', 'SA', '--extra', '1', '--syllabic');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^CAMISA\s+CA \+ M \+ I \+ SA\s+ca-mi-sa$/m);
  });

  it('index --json reports the current cache', () => {
    const r = run('syllables', 'index', '--json');
    expect(r.code).toBe(0);
    const info = JSON.parse(r.out);
    expect(info).toMatchObject({ lexicon: 'catalan', built: false });
    expect(info.keys).toBeGreaterThan(250_000);
    expect(info.path).toMatch(/cache[/\\]catalan\.syllables$/);
  });
});
