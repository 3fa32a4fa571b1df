import { describe, expect, it } from 'vitest';
import { Budget } from '../src/budget.js';
import { VerbivoreError } from '../src/errors.js';

describe('Budget', () => {
  it('a node cap allows exactly N units, then stays spent', () => {
    const b = new Budget({ nodes: 10 });
    const allowed = Array.from({ length: 15 }, () => !b.spend()).filter(Boolean).length;
    expect(allowed).toBe(10);
    expect(b.spent).toBe(10);
    expect(b.stopped).toBe('nodes');
    expect(b.spend()).toBe(true);
    expect(b.stopInfo()).toMatchObject({ reason: 'nodes', nodes: 10, limit: 10 });
    const bulk = new Budget({ nodes: 10 });
    expect(bulk.spend(8)).toBe(false);
    expect(bulk.spend(3)).toBe(true); // would pass the cap: not counted
    expect(bulk.spent).toBe(8);
  });

  it('the clock is read every 256 units, and expired() reads it at once', () => {
    let now = 0, reads = 0;
    const b = new Budget({ seconds: 2 }, () => { reads++; return now; });
    now = 5000;
    for (let i = 0; i < 255; i++) expect(b.spend()).toBe(false);
    expect(reads).toBe(1); // the start only
    expect(b.spend()).toBe(true);
    expect(b.stopInfo()).toMatchObject({ reason: 'time', seconds: 5, limit: 2, nodes: 256 });
    const c = new Budget({ seconds: 1 }, () => now);
    expect(c.expired()).toBe(false);
    now += 1000;
    expect(c.expired()).toBe(true);
    expect(c.stopped).toBe('time');
  });

  it('grant: what a core search call may spend', () => {
    const b = new Budget({ nodes: 1000 });
    expect(b.grant(300)).toBe(300);
    b.spend(900);
    expect(b.grant(300)).toBe(100);
    expect(Budget.unlimited().grant(64)).toBe(64);
    b.spend(200);
    expect(b.grant(300)).toBe(0);
    expect(Budget.unlimited().stopInfo()).toBeUndefined();
  });

  it('stopNow: a search that foresees a step past its budget, or holds all it may keep', () => {
    let now = 0;
    const b = new Budget({ seconds: 10, nodes: 100 }, () => now);
    now = 4000;
    expect(b.secondsLeft()).toBe(6);
    b.stopNow('time');
    b.stopNow('nodes'); // the first reason stands
    expect(b.stopInfo()).toMatchObject({ reason: 'time', limit: 10, seconds: 4 });
    expect(b.grant(50)).toBe(0);
    const m = new Budget();
    expect(m.secondsLeft()).toBe(Infinity);
    m.spend(7);
    m.stopNow('memory', 500);
    expect(m.stopInfo()).toMatchObject({ reason: 'memory', limit: 500, nodes: 7 });
    expect(m.spend()).toBe(true);
  });

  it('refuses limits that are not above 0', () => {
    for (const limits of [{ seconds: 0 }, { seconds: -1 }, { nodes: 0 }, { seconds: Number.NaN }]) {
      expect(() => new Budget(limits)).toThrow(VerbivoreError);
    }
  });
});
