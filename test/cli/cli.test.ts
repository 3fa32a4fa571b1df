// The CLI as a user runs it (the compiled dist/, as npm test builds it first).

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
});
