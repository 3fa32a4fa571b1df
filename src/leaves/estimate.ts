// From training samples to a leave table. Each sampled leave has the sum and count of what it
// delivered on its owner's next turn (src/game/samples.ts). Its value is how much better that
// was than after keeping nothing (drawing a fresh rack), so the empty leave is worth 0 and
// values of different leaves compare:
//
//   v(ℓ) = (Σ targets − n·base + k·prior(ℓ)) / (n + k)      base = mean target of the empty leave
//
// where k (the smoothing) pulls a leave seen n times towards its prior, which is built from
// its sub-leaves, shortest first: prior of one tile = 0; of two tiles, v(t) + v(u); of a longer
// leave, the mean over its distinct tiles t of
//   v(ℓ − t) + v(t) + Σ_{u ∈ ℓ − t} s(t, u),     s(t, u) = v(tu) − v(t) − v(u)
// — exact when values are sums of tile values and pair synergies, so a rare leave gets what its
// sub-leaves and pairs say (duplicates and too many vowels cost, as their pairs do). A leave
// never seen gets its prior.

import type { CompiledRuleset } from '../rules/index.js';
import { LeaveTable, leaveIndexFor, metaFor, toStored } from './table.js';

/** Sums per leave index: targets in hundredths of a point, and how many. */
export interface LeaveTotals {
  sum: Float64Array;
  count: Float64Array;
}

export function emptyTotals(size: number): LeaveTotals {
  return { sum: new Float64Array(size), count: new Float64Array(size) };
}

export function addTotals(totals: LeaveTotals, samples: { index: ArrayLike<number>; sum: ArrayLike<number>; count: ArrayLike<number> }): void {
  for (let i = 0; i < samples.index.length; i++) {
    totals.sum[samples.index[i]!]! += samples.sum[i]!;
    totals.count[samples.index[i]!]! += samples.count[i]!;
  }
}

export function estimateLeaves(rules: CompiledRuleset, totals: LeaveTotals, smoothing: number, source?: Record<string, unknown>): LeaveTable {
  const index = leaveIndexFor(rules);
  const { sum, count } = totals;
  let base = count[0]! > 0 ? sum[0]! / count[0]! : 0;
  if (count[0] === 0) {
    let s = 0, n = 0;
    for (let i = 0; i < sum.length; i++) { s += sum[i]!; n += count[i]!; }
    base = n > 0 ? s / n : 0;
  }
  const values = new Float64Array(index.size); // points
  const single = new Int32Array(index.kinds);
  const one = new Uint8Array(index.kinds);
  for (let t = 0; t < index.kinds; t++) {
    one[t] = 1;
    single[t] = index.indexOfCounts(one);
    one[t] = 0;
  }
  const kinds = index.kinds;
  // synergy[t * kinds + u]: s(t, u), once the pairs are estimated.
  const synergy = new Float64Array(kinds * kinds);
  for (let length = 1; length <= index.maxLength; length++) {
    index.forEach((counts, n, i) => {
      if (n !== length) return;
      let prior = 0;
      if (length > 1) {
        let parts = 0;
        for (let t = 0; t < kinds; t++) {
          if (!counts[t]) continue;
          counts[t]!--;
          let part = values[index.indexOfCounts(counts)]! + values[single[t]!]!;
          if (length > 2) for (let u = 0; u < kinds; u++) part += counts[u]! * synergy[t * kinds + u]!;
          counts[t]!++;
          prior += part;
          parts++;
        }
        prior /= parts;
      }
      const seen = count[i]!;
      values[i] = seen + smoothing > 0 ? ((sum[i]! - seen * base) / 100 + smoothing * prior) / (seen + smoothing) : prior;
    });
    if (length === 2) {
      for (let t = 0; t < kinds; t++) {
        for (let u = 0; u < kinds; u++) {
          one[t]!++;
          one[u]!++;
          const pair = index.indexOfCounts(one);
          one[t] = 0;
          one[u] = 0;
          if (pair >= 0) synergy[t * kinds + u] = values[pair]! - values[single[t]!]! - values[single[u]!]!;
        }
      }
    }
  }
  const table = new LeaveTable(rules.alphabet, index, new Int16Array(index.size), metaFor(rules, source));
  for (let i = 1; i < values.length; i++) table.values[i] = toStored(values[i]!);
  return table;
}
