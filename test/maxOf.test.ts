// maxOf, the column width of every printed list: a game's --all may list hundreds of thousands
// of answers, more than Math.max(...list) can take as arguments.

import { describe, expect, it } from 'vitest';
import { maxOf } from '../src/maxOf.js';

describe('maxOf', () => {
  it('the widest of 300,000 entries, where Math.max(...list) overflows the stack', () => {
    const scores = Array.from({ length: 300_000 }, (_, i) => (i === 123_456 ? 1_000_000 : i % 100));
    expect(() => Math.max(...scores.map((s) => String(s).length))).toThrow(RangeError);
    expect(maxOf(scores, (s) => String(s).length, 5)).toBe(7);
    expect(maxOf(scores, (s) => s)).toBe(1_000_000);
  });

  it('the floor when it is wider, or when the list is empty', () => {
    expect(maxOf(['1', '22'], (s) => s.length, 5)).toBe(5);
    expect(maxOf([], (s: string) => s.length, 4)).toBe(4);
    expect(maxOf([], (s: string) => s.length)).toBe(Number.NEGATIVE_INFINITY);
  });
});
