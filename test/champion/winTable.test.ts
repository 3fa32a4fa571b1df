// Win-probability tables (src/champion/winTable.ts): fitted from samples as the empirical
// distribution of the spread still to come, written and read back, interpolated; bad files
// refused with an error naming the line; the built-in english table reads and makes sense.

import { describe, expect, it } from 'vitest';
import { builtinWinTable } from '../../src/champion/builtinWinTable.js';
import { fitWinTable, readWinTable, WinTable, type WinSample, writeWinTable } from '../../src/champion/winTable.js';
import { VerbivoreError } from '../../src/errors.js';

describe('win table', () => {
  it('fits P(win) as the share of turns whose spread still to come beats the spread, ties half', () => {
    // With 10 unseen, the spread still to come was −20, 0, 10 or 30 (one turn each).
    const samples: WinSample[] = [-20, 0, 10, 30].map((r) => ({ unseen: 10, spread: 5, final: 5 + r }));
    const t = fitWinTable(samples, 20, ['test'], [-30, -10, 0, 10, 20, 30]);
    // spread x wins when x + R > 0: x = −10 → R ∈ {30} wins, R = 10 ties; x = 0 → 10, 30 win, 0 ties.
    expect(t.probability(-10, 10)).toBeCloseTo((1 + 0.5) / 4, 9);
    expect(t.probability(0, 10)).toBeCloseTo((2 + 0.5) / 4, 9);
    expect(t.probability(30, 10)).toBeCloseTo(1, 9);
    expect(t.probability(-30, 10)).toBeCloseTo(0.5 / 4, 9);
    // Between columns, linear; beyond the edges, the edge; rows without turns pool their neighbours.
    expect(t.probability(-5, 10)).toBeCloseTo((0.375 + 0.625) / 2, 9);
    expect(t.probability(-500, 10)).toBe(t.probability(-30, 10));
    expect(t.probability(0, 12)).toBe(t.probability(0, 10));
    // Row 0 (the opponent has no tiles): the final result.
    expect([t.probability(-10, 0), t.probability(0, 0), t.probability(10, 0)]).toEqual([0, 0.5, 1]);
  });

  it('writes CSV that reads back to the same table', () => {
    const samples: WinSample[] = Array.from({ length: 500 }, (_, i) => ({ unseen: 1 + (i % 30), spread: (i * 37) % 200 - 100, final: (i * 53) % 300 - 150 }));
    const t = fitWinTable(samples, 30, ['made by a test']);
    const text = writeWinTable(t);
    expect(text.split('\n')[0]).toBe('# made by a test');
    const back = readWinTable(text, 'back.csv');
    expect(back.spreads).toEqual(t.spreads);
    expect(back.comments).toEqual(['made by a test']);
    for (let u = 0; u <= 30; u++) for (const x of [-100, -35, 0, 12, 250]) expect(back.probability(x, u)).toBeCloseTo(t.probability(x, u), 4);
  });

  it('refuses bad files with an error naming the line', () => {
    const good = '# c\nunseen,-10,0,10\n0,0,0.5,1\n1,0.1,0.5,0.9\n';
    expect(readWinTable(good, 'good.csv').maxUnseen).toBe(1);
    const cases: [string, RegExp][] = [
      ['', /win table t\.csv: no header line/],
      ['# only\n', /no header line/],
      ['spread,-10,0\n', /line 1: the header starts with "unseen", not "spread"/],
      ['unseen,-10,x\n', /line 1: column 3: a spread is a whole number, not "x"/],
      ['unseen,10,0\n', /line 1: the spreads must increase: 10 then 0/],
      ['unseen,0\n', /line 1: the header names 1 spread column, at least 2/],
      ['unseen,-10,0\n', /win table t\.csv: no rows after the header/],
      ['unseen,-10,0\n1,0,1\n', /line 2: rows go by unseen tiles 0, 1, 2, … in order: expected 0, got "1"/],
      ['#\nunseen,-10,0\n0,0,1\n1,0\n', /line 4: 1 values for 2 spread columns/],
      ['unseen,-10,0\n0,0,1.5\n', /line 2: spread 0: a probability from 0 to 1, not "1.5"/],
      ['unseen,-10,0\n0,0,\n', /line 2: spread 0: a probability from 0 to 1, not ""/],
      ['unseen,-10,0,10\n0,0.2,0.6,0.5\n', /line 2: the probability falls from 0.6 at spread 0 to 0.5 at spread 10/],
    ];
    for (const [text, message] of cases) {
      let error: unknown;
      try {
        readWinTable(text, 't.csv');
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(text)).toBeInstanceOf(VerbivoreError);
      expect((error as Error).message).toMatch(message);
    }
    expect(() => new WinTable([0], [[1]])).toThrow(/two spread columns/);
  });

  it('the built-in english table: more spread wins more, and a lead counts more near the end', () => {
    const t = builtinWinTable('english')!;
    expect(t).toBeDefined();
    expect(t.maxUnseen).toBe(93);
    expect(t.comments.join(' ')).toMatch(/self-play games/);
    for (const u of [90, 50, 20, 8, 3]) {
      expect(t.probability(-100, u)).toBeLessThan(t.probability(0, u));
      expect(t.probability(0, u)).toBeLessThan(t.probability(100, u));
    }
    expect(t.probability(40, 5)).toBeGreaterThan(t.probability(40, 80));
    expect(t.probability(-40, 5)).toBeLessThan(t.probability(-40, 80));
    expect(builtinWinTable('super')).toBeUndefined();
  });
});
