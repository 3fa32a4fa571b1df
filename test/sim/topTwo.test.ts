// The top-two sampler (src/sim/topTwo.ts) on synthetic candidates of known means, with common
// random numbers as a simulation has them (each deal shifts every candidate's value alike): it
// finds the best, stops once sure, spends little on clear losers; its paired differences match
// a two-pass reference; identical candidates count as settled.

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/random.js';
import { referenceDifference } from '../../src/reference/sim.js';
import { normalTail, TopTwoSampler } from '../../src/sim/topTwo.js';

/** Synthetic candidates: deal j's value of c is means[c] + shared[j] + own noise (normal). */
function arms(means: number[], seed: number, sharedSd = 40, ownSd = 6) {
  const random = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const shared: number[] = [];
  const own = means.map(() => [] as number[]);
  return (c: number, deal: number) => {
    while (shared.length <= deal) shared.push(sharedSd * normal());
    while (own[c]!.length <= deal) own[c]!.push(ownSd * normal());
    return means[c]! + shared[deal]! + own[c]![deal]!;
  };
}

function run(sampler: TopTwoSampler, value: (c: number, deal: number) => number, budget: number): number {
  let steps = 0;
  while (steps < budget && !sampler.done()) {
    const c = sampler.next();
    sampler.add(c, value(c, sampler.samples(c)));
    steps++;
  }
  return steps;
}

describe('top-two sampler', () => {
  it('normal tail', () => {
    expect(normalTail(0)).toBeCloseTo(0.5, 6);
    expect(normalTail(1.959964)).toBeCloseTo(0.025, 5);
    expect(normalTail(-1.644854)).toBeCloseTo(0.95, 5);
    expect(normalTail(Infinity)).toBe(0);
  });

  it('explores every candidate minSamples times first', () => {
    const s = new TopTwoSampler(5, { minSamples: 4 });
    const value = arms([5, 4, 3, 2, 1], 1);
    for (let i = 0; i < 20; i++) {
      const c = s.next();
      s.add(c, value(c, s.samples(c)));
    }
    expect([0, 1, 2, 3, 4].map((c) => s.samples(c))).toEqual([4, 4, 4, 4, 4]);
    expect(s.probabilityBest()).toBeGreaterThanOrEqual(0);
  });

  it('paired differences over the common deals match a two-pass reference', () => {
    const s = new TopTwoSampler(3, { minSamples: 2 });
    const value = arms([3, 0, 1], 7);
    run(s, value, 300);
    for (const [a, b] of [[0, 1], [1, 0], [0, 2], [2, 1]] as const) {
      const m = Math.min(s.samples(a), s.samples(b));
      const va = Array.from({ length: m }, (_, j) => 100 * value(a, j)), vb = Array.from({ length: m }, (_, j) => 100 * value(b, j));
      const ref = referenceDifference(va, vb), d = s.difference(a, b);
      expect(d.deals).toBe(m);
      expect(d.mean).toBeCloseTo(ref.mean, 9);
      expect(d.stderr).toBeCloseTo(ref.stderr, 9);
    }
  });

  it('finds the best of known means, stops before the budget, spends little on clear losers', () => {
    const means = [10, 8, 4, 0, -6, -15];
    let right = 0, stoppedEarly = 0, onLosers = 0, total = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = new TopTwoSampler(means.length, { confidence: 0.95 });
      const steps = run(s, arms(means, seed), 20_000);
      if (s.leader() === 0) right++;
      if (steps < 20_000) stoppedEarly++;
      onLosers += s.samples(4) + s.samples(5);
      total += s.total;
    }
    // 95 % confidence (a union bound, so more in practice): at most a few wrong of 30.
    expect(right).toBeGreaterThanOrEqual(28);
    expect(stoppedEarly).toBe(30);
    // The two clear losers get little beyond their forced exploration.
    expect(onLosers / total).toBeLessThan(0.1);
  });

  it('rarely stops while the best two are too close to tell apart, and then keeps both in play', () => {
    let stopped = 0;
    for (let seed = 1; seed <= 50; seed++) {
      const s = new TopTwoSampler(3, { confidence: 0.95 });
      if (run(s, arms([1, 1, -10], seed, 40, 20), 1_000) < 1_000) stopped++;
      else expect(Math.min(s.samples(0), s.samples(1))).toBeGreaterThan(300);
    }
    // A stop here is a wrong call half the time: the anytime threshold keeps them rare (0 to 1 of 50 seen).
    expect(stopped).toBeLessThanOrEqual(3);
  });

  it('candidates identical in every deal are settled; epsilon settles near-ties', () => {
    const same = new TopTwoSampler(2);
    run(same, (_, deal) => deal % 7, 1_000);
    expect(same.done()).toBe(true);
    expect(same.total).toBe(2 * same.minSamples);
    const near = new TopTwoSampler(2, { epsilon: 1 });
    run(near, arms([0, 0.1], 5, 40, 0.5), 5_000);
    expect(near.done()).toBe(true);
    expect(near.total).toBeLessThan(5_000);
  });

  it('probability of being best from the paired posterior, and a bad option', () => {
    const s = new TopTwoSampler(2, { minSamples: 2 });
    // Differences 0 − 1: 2, 4, 0, 2 → mean 2, sd √(8/3), stderr √(8/3)/2.
    [[12, 10], [14, 10], [10, 10], [13, 11]].forEach(([a, b]) => { s.add(0, a!); s.add(1, b!); });
    expect(s.leader()).toBe(0);
    expect(s.probabilityBest()).toBeCloseTo(1 - normalTail(2 / (Math.sqrt(8 / 3) / 2)), 9);
    expect(() => new TopTwoSampler(2, { confidence: 1 })).toThrow(/confidence must be between 0 and 1/);
  });
});
