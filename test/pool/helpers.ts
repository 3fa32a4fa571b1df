// Shared by the runner tests: reachable positions as CGP lines, their payloads, and the one
// TaskRunner contract every runner (the local pool, the Redis queue) must keep.

import { beforeAll, expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { engineFor } from '../../src/engine.js';
import { VerbivoreError } from '../../src/errors.js';
import type { MapOptions, TaskOutcome, TaskRunner } from '../../src/pool/runner.js';
import { anagrams, type AnagramResult } from '../../src/query/anagram.js';
import { englishRuleset } from '../../src/rules/index.js';
import { analysePosition, type Analysis, type AnalysisRequest } from '../../src/game/analyse.js';
import { emptyPosition, writeCgp } from '../../src/scrabble/position/index.js';
import { reachableCases } from '../scrabble/helpers.js';

/** `count` CGP lines of random reachable English positions (SOWPODS), with the rack on turn. */
export function cgpLines(count: number, seed: number): string[] {
  return reachableCases(engineFor('sowpods'), englishRuleset(), seed, count, { maxTurns: 16, rackSize: () => 7 })
    .slice(0, count)
    .map((c) => writeCgp({ ...emptyPosition(15, 15), board: c.board.board, racks: [Uint8Array.from(c.rack), new Uint8Array(0)] }, english));
}

export function analysis(cgp: string): AnalysisRequest {
  return { ruleset: 'english', cgp, top: 5, force: true };
}

/** The result computed in this thread, as it looks after a trip through JSON. */
export function expected(req: AnalysisRequest): Analysis {
  return JSON.parse(JSON.stringify(analysePosition(engineFor('sowpods'), req))) as Analysis;
}

export async function collect<T>(outcomes: AsyncIterable<TaskOutcome<T>>): Promise<TaskOutcome<T>[]> {
  const out: TaskOutcome<T>[] = [];
  for await (const o of outcomes) out.push(o);
  return out;
}

/**
 * A runner seen as taking any kind and payload, for tests of what arrives at run time: kinds
 * TaskTypes does not know (faultWorker.mjs's `faulty`, names no handler has).
 */
export function untyped(runner: TaskRunner): {
  map<T = unknown>(kind: string, lexicon: string, payloads: Iterable<unknown>, options?: MapOptions): AsyncGenerator<TaskOutcome<T>>;
} {
  return runner as unknown as ReturnType<typeof untyped>;
}

const plain = <T>(o: TaskOutcome<T>) => JSON.parse(JSON.stringify(o.value)) as T;

/** The tests every TaskRunner passes; `runner()` gives the one opened in the caller's beforeAll. */
export function runnerContract(runner: () => TaskRunner): void {
  const lines = cgpLines(40, 71);
  const good = lines.map(analysis);
  let want: Analysis[];
  beforeAll(() => {
    want = good.map(expected);
  });

  it('runs one task, and rejects a failing one with its code', async () => {
    expect(JSON.parse(JSON.stringify(await runner().run('scrabbleAnalysis', 'sowpods', good[0])))).toEqual(want[0]);
    const error = (await runner().run('scrabbleAnalysis', 'sowpods', { ruleset: 'english', cgp: 'not a position' }).catch((e) => e)) as VerbivoreError;
    expect(error).toBeInstanceOf(VerbivoreError);
    expect(error.code).toBe('bad-input');
    expect(error.message).toMatch(/CGP/);
  });

  it('maps payloads in input order, several per message or job, each failing alone', async () => {
    const payloads = [...good.slice(0, 17), { ruleset: 'english', cgp: `${lines[0]!.split(' ')[0]} AB1/ 0/0 0` }, ...good.slice(17)];
    const out = await collect(runner().map('scrabbleAnalysis', 'sowpods', payloads, { batch: 4 }));
    expect(out.map((o) => o.index)).toEqual(payloads.map((_, i) => i));
    expect(out[17]!.error).toBeInstanceOf(VerbivoreError);
    expect(out[17]!.error!.message).toMatch(/AB1/);
    expect(out.filter((o) => o.error).length).toBe(1);
    expect(out.filter((o) => !o.error).map(plain)).toEqual(want);
  });

  it('maps as results arrive: each payload exactly once, under its index', async () => {
    const out = await collect(runner().map('scrabbleAnalysis', 'sowpods', good, { batch: 3, order: 'arrival' }));
    expect(out.map((o) => o.index).sort((a, b) => a - b)).toEqual(good.map((_, i) => i));
    for (const o of out) expect(plain(o)).toEqual(want[o.index]);
  });

  it('fails every payload of an unknown task kind, by name', async () => {
    // @ts-expect-error: a kind TaskTypes does not name is a type error (npm run typecheck)
    const out = await collect(runner().map('no such kind', 'sowpods', [{}, {}], { batch: 2 }));
    expect(out.map((o) => o.error?.message)).toEqual(['unknown task kind "no such kind"', 'unknown task kind "no such kind"']);
    for (const kind of ['constructor', 'toString', '__proto__']) {
      expect((await collect(untyped(runner()).map(kind, 'sowpods', [{}])))[0]!.error?.message).toBe(`unknown task kind "${kind}"`);
    }
  });

  it('refuses a payload of the wrong shape: a type error, and at run time that task\'s error', async () => {
    // @ts-expect-error: an anagram payload's letters are a string (npm run typecheck)
    const error = (await runner().run('anagram', 'sowpods', { letters: ['R', 'E'] }).catch((e) => e)) as VerbivoreError;
    expect(error).toBeInstanceOf(VerbivoreError);
    // @ts-expect-error: a scrabbleAnalysis payload is an AnalysisRequest, not a grid task
    const grid = () => runner().map('scrabbleAnalysis', 'sowpods', [{ op: 'anneal', options: { size: 4 } }]);
    expect((await collect(grid()))[0]!.error).toBeInstanceOf(VerbivoreError);
  });

  it('runs other task kinds (anagrams) the same', async () => {
    const options = { min: 3 };
    const value = await runner().run('anagram', 'sowpods', { letters: 'RETAIN?', options });
    expect(value.length).toBeGreaterThan(100);
    expect(value).toEqual(anagrams(engineFor('sowpods'), 'RETAIN?', options));
  });

  it('tells how many tasks it runs at once', async () => {
    expect(await runner().capacity()).toBeGreaterThanOrEqual(1);
  });
}
