// Leave tables: the perfect index against a brute-force enumeration, the binary file (round
// trip, corrupt files), CSV in and out, multi-letter tiles, and the estimate from samples.

import { describe, expect, it } from 'vitest';
import { catalan, english, spanish } from '../../src/alphabet/index.js';
import { VerbivoreError } from '../../src/errors.js';
import { addTotals, emptyTotals, estimateLeaves } from '../../src/leaves/estimate.js';
import { decodeLeaves, encodeLeaves } from '../../src/leaves/format.js';
import { parseLeavesCsv, writeLeavesCsv } from '../../src/leaves/csv.js';
import { LeaveIndex } from '../../src/leaves/leaveIndex.js';
import { LeaveTable } from '../../src/leaves/table.js';
import { type CompiledRuleset, loadRuleset, compileRuleset, rulesetByName } from '../../src/rules/index.js';
import { rng } from '../helpers.js';

/** A built-in ruleset with a smaller rack: the same tiles, far fewer leaves (fast tests). */
function smallRack(name: string, rackSize: number): CompiledRuleset {
  return compileRuleset({ ...rulesetByName(name), name: `${name}-${rackSize}`, rackSize });
}

/** Index of the first difference of two value arrays, or −1 (toEqual is slow on a million values). */
function firstDifference(a: Int16Array, b: Int16Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** Every multiset of tiles 0..counts.length−1 within counts and maxLength, as sorted tile lists. */
function bruteLeaves(counts: number[], maxLength: number): number[][] {
  const out: number[][] = [];
  const walk = (k: number, left: number, acc: number[]) => {
    if (k === counts.length) {
      out.push(acc.slice());
      return;
    }
    for (let x = 0; x <= Math.min(counts[k]!, left); x++) {
      for (let i = 0; i < x; i++) acc.push(k);
      walk(k + 1, left - x, acc);
      acc.length -= x;
    }
  };
  walk(0, maxLength, []);
  return out;
}

describe('LeaveIndex', () => {
  it('numbers every leave of a small set 0..size−1, once each, as the brute-force enumeration', () => {
    for (const [counts, max] of [[[2, 1, 3, 1], 3], [[1, 4, 2], 4], [[3], 2], [[1, 1, 1, 1, 1], 5]] as [number[], number][]) {
      const index = new LeaveIndex(Uint8Array.from(counts), max);
      const all = bruteLeaves(counts, max);
      expect(index.size).toBe(all.length);
      const seen = new Set<number>();
      for (const leave of all) {
        const i = index.indexOfTiles([...leave].reverse());
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(index.size);
        seen.add(i);
      }
      expect(seen.size).toBe(all.length);
      // forEach visits them in index order with the right counts
      let expected = 0;
      index.forEach((c, length, i) => {
        expect(i).toBe(expected++);
        expect(index.indexOfCounts(c)).toBe(i);
        expect(length).toBe(c.reduce((a, b) => a + b, 0));
      });
      expect(expected).toBe(index.size);
    }
  });

  it('the worked example of docs/formats.md: one blank, two As, leaves of up to 2 tiles', () => {
    const index = new LeaveIndex(Uint8Array.of(1, 2), 2);
    const order: string[] = [];
    index.forEach((c) => order.push('?'.repeat(c[0]!) + 'A'.repeat(c[1]!)));
    expect(order).toEqual(['', 'A', 'AA', '?', '?A']);
    expect(index.indexOfTiles([1, 0])).toBe(4);
  });

  it('refuses leaves the set cannot hold: too long, too many of a tile, unknown tile', () => {
    const index = new LeaveIndex(Uint8Array.from([2, 1, 3]), 3);
    expect(index.indexOfTiles([])).toBe(0);
    expect(index.indexOfTiles([2, 2, 2, 2])).toBe(-1);
    expect(index.indexOfTiles([1, 1])).toBe(-1);
    expect(index.indexOfTiles([5])).toBe(-1);
  });

  it('English, Catalan and Spanish sizes (leaves of up to 6 tiles, empty one included)', () => {
    expect(LeaveTable.empty(loadRuleset('english')).size).toBe(914625);
    expect(LeaveTable.empty(loadRuleset('catalan')).size).toBe(794708);
    expect(LeaveTable.empty(loadRuleset('spanish')).size).toBe(1170591);
  });
});

function randomTable(rules: CompiledRuleset, seed: number): LeaveTable {
  const t = LeaveTable.empty(rules, { test: seed });
  const r = rng(seed);
  for (let i = 1; i < t.size; i++) t.values[i] = Math.floor(r() * 65535) - 32767;
  return t;
}

describe('leave table file', () => {
  it('round-trips values, counts and metadata', () => {
    const t = randomTable(loadRuleset('english'), 1);
    const back = decodeLeaves(encodeLeaves(t), 'x.leaves');
    expect(firstDifference(back.values, t.values)).toBe(-1);
    expect(back.index.counts).toEqual(t.index.counts);
    expect(back.maxLength).toBe(6);
    expect(back.meta).toEqual(t.meta);
    expect(back.alphabet).toBe(english);
  });

  it('rejects corrupt files with a clear error naming the file', () => {
    const bytes = encodeLeaves(randomTable(smallRack('english', 4), 2));
    const fails = (b: Uint8Array, message: RegExp) => {
      let err: unknown;
      try {
        decodeLeaves(b, 'bad.leaves');
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(VerbivoreError);
      expect((err as VerbivoreError).code).toBe('corrupt-leaves');
      expect((err as Error).message).toMatch(/leave table bad\.leaves is corrupt/);
      expect((err as Error).message).toMatch(message);
    };
    const flip = (at: number) => {
      const b = bytes.slice();
      b[at]! ^= 0x10;
      return b;
    };
    fails(flip(bytes.length - 3), /checksum mismatch/);
    fails(flip(40), /checksum mismatch/);
    fails(flip(0), /wrong magic/);
    fails(flip(4), /version/);
    fails(bytes.slice(0, bytes.length - 4), /truncated/);
    fails(bytes.slice(0, 10), /truncated/);
    fails(new Uint8Array(0), /truncated/);
    // Catalan tiles under the English name (both have 27 tile kinds): the tile table check.
    const cat = randomTable(smallRack('catalan', 4), 3);
    const mislabelled = new LeaveTable(cat.alphabet, cat.index, cat.values, { ...cat.meta, alphabet: 'english' });
    fails(encodeLeaves(mislabelled), /tile table differs from the english alphabet/);
    fails(encodeLeaves(new LeaveTable(cat.alphabet, cat.index, cat.values, { ...cat.meta, alphabet: 'klingon' })), /unknown alphabet "klingon"/);
  });
});

describe('CSV', () => {
  it('reads LEAVE,VALUE lines in any letter order, lowercase too; leaves not listed are 0', () => {
    const rules = loadRuleset('english');
    const t = parseLeavesCsv('# test\nSR?,12.5\nq,-7\n', rules);
    const tile = (s: string) => english.tileOf(s)!;
    expect(t.value([0, tile('R'), tile('S')])).toBe(12.5);
    expect(t.value([tile('S'), 0, tile('R')])).toBe(12.5);
    expect(t.value([tile('Q')])).toBe(-7);
    expect(t.value([tile('A')])).toBe(0);
    expect(t.value([])).toBe(0);
    // Longer than a leave can be: worth 0.
    expect(t.value([1, 2, 3, 4, 5, 6, 7])).toBe(0);
  });

  it('names the line of a bad leave', () => {
    const rules = loadRuleset('english');
    expect(() => parseLeavesCsv('AB,1\nA1,2', rules, 'x.csv')).toThrow(/x\.csv line 2: .*'1'/);
    expect(() => parseLeavesCsv('AB', rules, 'x.csv')).toThrow(/x\.csv line 1: expected LEAVE,VALUE/);
    expect(() => parseLeavesCsv('AB,x', rules, 'x.csv')).toThrow(/"x" is not a number/);
    expect(() => parseLeavesCsv('AB,1\nBA,2', rules, 'x.csv')).toThrow(/listed twice/);
    expect(() => parseLeavesCsv('ZZ,1', rules, 'x.csv')).toThrow(/x\.csv line 1: leave ZZ cannot be kept in english/);
    expect(() => parseLeavesCsv('ABCDEFG,1', rules, 'x.csv')).toThrow(/at most 6 tiles/);
    expect(() => parseLeavesCsv('AB,400', rules, 'x.csv')).toThrow(/outside ±327\.67/);
  });

  it('writes every leave and reads it back to the same table', () => {
    for (const name of ['catalan', 'spanish']) {
      const rules = smallRack(name, 5);
      const t = randomTable(rules, 4);
      const csv = writeLeavesCsv(t);
      expect(csv.split('\n').filter((l) => l && !l.startsWith('#'))).toHaveLength(t.size - 1);
      expect(firstDifference(parseLeavesCsv(csv, rules).values, t.values)).toBe(-1);
    }
  });

  it('multi-letter tiles: Catalan L·L NY QU Ç and Spanish CH LL RR Ñ in brackets, read back by tile', () => {
    const cat = smallRack('catalan', 5);
    const t = parseLeavesCsv('[L·L][NY]A,4.25\n[QU]Ç?,-3.5\nL.LE,1\n', cat);
    const c = (s: string) => catalan.tileOf(s)!;
    expect(t.value([c('A'), c('NY'), c('L·L')])).toBe(4.25);
    expect(t.value([0, c('Ç'), c('QU')])).toBe(-3.5);
    expect(t.value([c('E'), c('L·L')])).toBe(1);
    // Two Ls are not L·L.
    expect(t.value([c('L'), c('L'), c('E')])).toBe(0);
    const csv = writeLeavesCsv(t);
    expect(csv).toMatch(/^A\[L·L\]\[NY\],4\.25$/m);
    expect(firstDifference(parseLeavesCsv(csv, cat).values, t.values)).toBe(-1);

    const spa = smallRack('spanish', 5);
    const s = parseLeavesCsv('[CH][LL][RR]Ñ,7\nL L,-1\n', spa);
    const sp = (x: string) => spanish.tileOf(x)!;
    expect(s.value([sp('Ñ'), sp('RR'), sp('LL'), sp('CH')])).toBe(7);
    expect(s.value([sp('LL')])).toBe(0);
    expect(writeLeavesCsv(s)).toMatch(/^\[CH\]\[LL\]Ñ\[RR\],7\.00$/m);
  });
});

describe('estimate from samples', () => {
  const rules = smallRack('english', 5);
  const index = LeaveTable.empty(rules).index;
  const tile = (s: string) => english.tileOf(s)!;
  const at = (s: string) => index.indexOfTiles([...s].map((ch) => (ch === '?' ? 0 : tile(ch))));

  it('a leave seen often gets its mean target less the empty leave\'s; the empty leave is 0', () => {
    const totals = emptyTotals(index.size);
    // Targets in hundredths: empty leave 30 points, S 38, Q 22, each seen 1,000 times.
    addTotals(totals, { index: [0, at('S'), at('Q')], sum: [3_000_000, 3_800_000, 2_200_000], count: [1000, 1000, 1000] });
    const t = estimateLeaves(rules, totals, 10);
    expect(t.value([])).toBe(0);
    expect(t.value([tile('S')])).toBeCloseTo(8, 1);
    expect(t.value([tile('Q')])).toBeCloseTo(-8, 1);
    // An unseen tile is worth 0; an unseen pair the sum of its tiles (no synergy seen).
    expect(t.value([tile('E')])).toBe(0);
    expect(t.value([tile('S'), tile('Q')])).toBeCloseTo(t.value([tile('S')]) + t.value([tile('Q')]), 0);
    // Few samples lean on the model: SS seen 3 times at +38 lands between the model's 2 × 8 and 38.
    addTotals(totals, { index: [at('SS')], sum: [3 * 100 * (30 + 38)], count: [3] });
    const few = estimateLeaves(rules, totals, 10);
    expect(few.value([tile('S'), tile('S')])).toBeLessThan(30);
    expect(few.value([tile('S'), tile('S')])).toBeGreaterThan(17);
  });

  it('an unseen longer leave gets its tiles\' values and pair synergies (exact for such values)', () => {
    const totals = emptyTotals(index.size);
    // E 2, R 3, S 8, and ES +4 synergy, EE −6: the pairs seen a lot, the triples never.
    const big = 1_000_000;
    const add = (s: string, points: number) => addTotals(totals, { index: [at(s)], sum: [points * 100 * big], count: [big] });
    addTotals(totals, { index: [0], sum: [0], count: [big] });
    add('E', 2); add('R', 3); add('S', 8);
    add('ER', 5); add('ES', 14); add('RS', 11); add('EE', -2);
    const t = estimateLeaves(rules, totals, 1);
    expect(t.value([tile('E'), tile('R'), tile('S')])).toBeCloseTo(2 + 3 + 8 + 4, 1);
    expect(t.value([tile('E'), tile('E'), tile('S')])).toBeCloseTo(2 + 2 + 8 + 4 + 4 - 6, 1);
  });
});
