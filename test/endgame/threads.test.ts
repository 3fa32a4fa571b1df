// Several threads on one endgame (lazy SMP): the transposition table in shared memory, whose
// entries are written without locks, and the root order of each thread's share, which must not
// change a value. (The threads themselves run from dist/: test/endgame/cli.test.ts, --workers.)

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, engineFor } from '../../src/engine.js';
import { solveEndgame } from '../../src/endgame/solve.js';
import { BOUND_EXACT, BOUND_LOWER, type Probe, TranspositionTable } from '../../src/endgame/table.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { packageRoot } from '../../src/paths.js';
import { loadRuleset } from '../../src/rules/index.js';
import { readCgp } from '../../src/scrabble/position/index.js';

const rules = loadRuleset('english');
const corpus = (name: string) => readFileSync(join(packageRoot, 'test', 'fixtures', 'endgame', `${name}.cgp`), 'utf8').trim().split('\n')
  .map((line) => readCgp(line, rules.alphabet));
const probe = (): Probe => ({ value: 0, depth: 0, bound: 0, proven: false, move: -1 });

describe('a shared transposition table', () => {
  it('a table over the same memory reads what the other wrote', () => {
    const a = new TranspositionTable(8, true);
    expect(a.memory).toBeInstanceOf(SharedArrayBuffer);
    const b = new TranspositionTable(a.memory!);
    a.store(0x1234, 0x0abc, -17, 5, BOUND_LOWER, true, 41);
    const p = probe();
    expect(b.probe(0x1234, 0x0abc, p)).toBe(true);
    expect(p).toEqual({ value: -17, depth: 5, bound: BOUND_LOWER, proven: true, move: 41 });
    expect(b.probe(0x1235, 0x0abc, probe())).toBe(false);
    expect(new TranspositionTable(8).memory).toBeUndefined();
  });

  it('an entry half written by another thread is a miss, not a wrong value', () => {
    const t = new TranspositionTable(8, true);
    const words = new Int32Array(t.memory!);
    for (let k = 1; k <= 200; k++) {
      t.store(k * 7919, k * 104729, k, 3, BOUND_EXACT, false, k);
      const at = words.findIndex((w, i) => i % 4 === 0 && w === k * 7919);
      expect(t.probe(k * 7919, k * 104729, probe())).toBe(true);
      // Another store's value or packed word landing over this entry's (its key words kept).
      const saved = [words[at + 2]!, words[at + 3]!];
      words[at + 2] = k + 1;
      expect(t.probe(k * 7919, k * 104729, probe())).toBe(false);
      words[at + 2] = saved[0]!;
      words[at + 3] = saved[1]! ^ (1 << 3);
      expect(t.probe(k * 7919, k * 104729, probe())).toBe(false);
      words[at + 3] = saved[1]!;
      expect(t.probe(k * 7919, k * 104729, probe())).toBe(true);
    }
  });

  it('the busy list: a position one thread marks, the others see until it unmarks it', () => {
    const a = new TranspositionTable(8, true), b = new TranspositionTable(a.memory!);
    a.markBusy(0x2468, 0x1357);
    expect(b.isBusy(0x2468, 0x1357)).toBe(true);
    expect(b.isBusy(0x2478, 0x1357)).toBe(false);
    b.unmarkBusy(0x2460, 0x1357); // another position of the slot leaves it marked
    expect(a.isBusy(0x2468, 0x1357)).toBe(true);
    b.unmarkBusy(0x2468, 0x1357);
    expect(a.isBusy(0x2468, 0x1357)).toBe(false);
    const plain = new TranspositionTable(8);
    plain.markBusy(1, 2);
    expect(plain.isBusy(1, 2)).toBe(false);
  });

  it('the memory must hold a power of two entries', () => {
    expect(() => new TranspositionTable(new SharedArrayBuffer(16 * 3))).toThrow(/power of two/);
    expect(() => new TranspositionTable(new SharedArrayBuffer(16 * 4 + (1 << 16) + 16))).toThrow(/power of two/);
  });
});

describe("a thread's share of the root", () => {
  let engine: Engine;
  beforeAll(async () => {
    await ensureLexicon('sowpods');
    engine = engineFor('sowpods');
  });

  it('searched from anywhere in the ranking, the exact values and lines are as good', () => {
    // small.cgp lines 1–8 and large.cgp lines 3 and 5: exact within a second each.
    const positions = [...corpus('small').slice(0, 8), corpus('large')[2]!, corpus('large')[4]!];
    for (const p of positions) {
      const main = solveEndgame(engine, rules, p);
      expect(main.exact).toBe(true);
      for (const index of [1, 2]) {
        const other = solveEndgame(engine, rules, p, { thread: { index, count: 3 } });
        expect(other.exact).toBe(true);
        expect(other.value).toBe(main.value);
        expect(other.pv.at(-1)!.spread).toBe(main.spread);
      }
    }
  });

  it('two searches over one table, in turn, agree with one alone', () => {
    for (const p of corpus('small').slice(8, 13)) {
      const alone = solveEndgame(engine, rules, p);
      const table = new TranspositionTable(16, true);
      const first = solveEndgame(engine, rules, p, { table, thread: { index: 1, count: 2 } });
      const second = solveEndgame(engine, rules, p, { table: new TranspositionTable(table.memory!), thread: { index: 0, count: 2 } });
      expect([first.value, second.value]).toEqual([alone.value, alone.value]);
    }
  });

  it('a bad thread place is a usage error', () => {
    const p = corpus('small')[0]!;
    expect(() => solveEndgame(engine, rules, p, { thread: { index: 2, count: 2 } })).toThrow(/thread must be a whole index from 0 to count − 1, got 2 of 2/);
  });
});
