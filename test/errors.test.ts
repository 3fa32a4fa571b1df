// docs/errors.md is complete: every error code (src/errors.ts errorCodes) and every exit status
// (exitStatus, and any status a command returns as a literal) has its row, with the status each
// error really exits with; and the document lists nothing that is not there.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ErrorCode, errorCodes, errors, exitStatus, VerbivoreError } from '../src/errors.js';
import { packageRoot } from '../src/paths.js';

const doc = readFileSync(join(packageRoot, 'docs', 'errors.md'), 'utf8');

/** The first two cells of the rows under `## heading` whose first cell matches `first`. */
function rows(heading: string, first: RegExp): [string, string][] {
  const section = doc.split(/^## /m).find((s) => s.startsWith(heading));
  if (!section) throw new Error(`docs/errors.md has no section "## ${heading}"`);
  return section.split('\n').filter((l) => first.test(l.split('|')[1]?.trim() ?? '')).map((l) => {
    const cells = l.split('|').map((c) => c.trim());
    return [cells[1]!, cells[2]!];
  });
}

/** One error of each factory, made the way the code makes it. */
const made: VerbivoreError[] = [
  errors.badInput('x'),
  errors.badTile('AB1', '1', 2, 'english', 'is not a tile:'),
  errors.missingLexicon('x', ['sowpods'], 'lexicons/x.lex'),
  errors.unknownLexicon('x', ['sowpods']),
  errors.corruptLexicon('x.lex', 'checksum mismatch'),
  errors.corruptSyllableIndex('x.syllables', 'it is truncated', 'catalan'),
  errors.lexiconMismatch('x'),
  errors.corruptLeaves('x.leaves', 'checksum mismatch'),
  errors.usage('x'),
  errors.missingFile('x'),
  errors.notAFile('x'),
  errors.internal('x'),
  errors.taskCrashed('x'),
  errors.redisUnavailable('redis://x', 'ECONNREFUSED'),
  errors.missingAnalyser('lt-proc (package lttoolbox)', ['lttoolbox', 'apertium-spa-cat']),
  errors.staleCore('the core', ['x is missing']),
];

describe('docs/errors.md', () => {
  it('lists every error code once, with the status its errors exit with, and no other code', () => {
    const documented = rows('Error codes', /^`[a-z-]+`$/).map(([code, status]) => [code.replace(/`/g, ''), Number(status)] as const);
    const codes = documented.map(([code]) => code);
    expect(new Set(codes).size, 'a code listed twice').toBe(codes.length);
    expect([...codes].sort()).toEqual([...errorCodes].sort());
    const statusOf = new Map(documented);
    expect(new Set(made.map((e) => e.code))).toEqual(new Set(errorCodes));
    for (const e of made) expect(statusOf.get(e.code), e.code).toBe(e.exitCode);
  });

  it('lists every exit status, and no other', () => {
    const statuses = rows('Exit statuses', /^\d+$/).map(([status]) => Number(status));
    expect(statuses.every(Number.isInteger)).toBe(true);
    expect([...statuses].sort((a, b) => a - b)).toEqual(Object.values(exitStatus).sort((a, b) => a - b));
  });

  it('covers the statuses commands return as numbers (return N, process.exit(N), exitCode = N)', () => {
    const known = new Set<number>(Object.values(exitStatus));
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
      .flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
    const literal = /\breturn (\d+);|process\.exit\((\d+)\)|exitCode = (\d+)\b/g;
    let seen = 0;
    for (const file of files(join(packageRoot, 'src', 'cli'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(literal)) {
        const n = Number(m[1] ?? m[2] ?? m[3]);
        seen++;
        expect(known.has(n), `${file}: status ${n} is not in docs/errors.md`).toBe(true);
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('each code comes back the same from a queue worker (its name parses back)', async () => {
    const { failureOf, failureReason } = await import('../src/pool/queue.js');
    for (const code of errorCodes as readonly ErrorCode[]) {
      expect(failureOf(failureReason(new VerbivoreError(code, 'why'))).code).toBe(code);
    }
  });
});

describe('options named in messages', () => {
  it('a library call names the option as it was passed, never a CLI flag; the error carries it', async () => {
    const { engineFor } = await import('../src/engine.js');
    const { anagrams } = await import('../src/query/anagram.js');
    const { queryWords } = await import('../src/query/constraint.js');
    const { parseDistribution } = await import('../src/grid/random.js');
    const { EnginePool } = await import('../src/pool/pool.js');
    const { checkRedis } = await import('../src/pool/queue.js');
    const engine = engineFor('sowpods');
    const thrown = async (f: () => unknown): Promise<VerbivoreError> => {
      try {
        await f();
      } catch (e) {
        return e as VerbivoreError;
      }
      throw new Error('it did not throw');
    };
    const cases: [() => unknown, string, RegExp][] = [
      [() => anagrams(engine, 'AB', { min: 0 }), 'min', /^min must be a whole number/],
      [() => queryWords(engine, { length: 'abc' }), 'length', /^length "abc": give N, MIN-MAX/],
      [() => queryWords(engine, { from: '' }), 'from', /^from needs at least one letter/],
      [() => queryWords(engine, { atLeast: { E: 3 }, atMost: { E: 1 } }), 'atMost', /^atMost E=1: the constraints on E contradict/],
      [() => queryWords(engine, { inOrder: 'A1' }), 'inOrder', /^inOrder "A1": '1'/],
      [() => parseDistribution('x'), 'distribution', /^distribution must be one of/],
      [() => new EnginePool(0), 'workers', /^workers must be ≥ 1/],
      [() => checkRedis('nope'), 'url', /^url wants a URL like redis:\/\/host:6379/],
    ];
    for (const [f, option, message] of cases) {
      const e = await thrown(f);
      expect(e, option).toBeInstanceOf(VerbivoreError);
      expect(e.message).toMatch(message);
      expect(e.message).not.toContain('--');
      expect(e.option).toBe(option);
    }
    expect(errors.badInput('plain').option).toBeUndefined();
  });

  it('the CLI names them by their flags: kebab case, and the renamed ones', async () => {
    const { flagOf } = await import('../src/cli/command.js');
    const e = errors.about({ option: 'atLeast' }, (n) => `${n} X=2: no, see ${n}`);
    expect(e.message).toBe('atLeast X=2: no, see atLeast');
    expect(e.messageNaming(flagOf)).toBe('--at-least X=2: no, see --at-least');
    expect(errors.redisUnavailable('redis://x', 'ECONNREFUSED').messageNaming(flagOf)).toMatch(/or fix --redis$/);
    expect(flagOf('min')).toBe('--min');
  });

  it('library code outside the CLI writes no flag into a message', () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
      .flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
    const flagMessage = /errors\.\w+\(\s*[`'"]--[a-z]|\(n(ame)?\) => `[^`]*--[a-z]/;
    const cli = join(packageRoot, 'src', 'cli');
    for (const file of files(join(packageRoot, 'src')).filter((f) => !f.startsWith(cli) && !f.endsWith(join('lexiconBench', 'command.ts')))) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        expect(flagMessage.test(line), `${file}:${i + 1}: ${line.trim()}`).toBe(false);
      });
    }
  });
});
