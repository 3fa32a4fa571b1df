// From training samples to a leave table. Each sampled leave has the sum and count of what it
// delivered on its owner's next turn (src/game/samples.ts). Its value is how much better that
// was than after keeping nothing (the baseline b), so the empty leave is worth 0:
//
//   v(ℓ) = (Σ targets − n·b + k·m(ℓ)) / (n + k)
//
// k (the smoothing) pulls a leave seen n times towards m(ℓ), a model fitted to every sample at
// once: one value per tile and one synergy per pair of tiles,
//
//   target ≈ b + Σ_t c_t·a_t + Σ_{t≤u} pairs_tu·s_tu,   pairs_tu = c_t·c_u (t≠u), c_t(c_t−1)/2 (t=u)
//
// by weighted least squares with a ridge of k on every term but b (a term little seen stays near
// 0). A six-tile sample informs six tile values and fifteen synergies, so the model is well fed
// long before most leaves are seen; duplicates and vowel overload cost through their pairs.
// A hierarchical prior from sub-leaf estimates was tried first: its errors compound over the
// fifteen pairs of a six-tile leave (a 1,500-game table valued KNSSSS at +51).

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
  const kinds = index.kinds;
  // Terms: 0 = b, 1..kinds = tile values, then one per pair t ≤ u.
  const pairAt = new Int32Array(kinds * kinds);
  let terms = 1 + kinds;
  for (let t = 0; t < kinds; t++) for (let u = t; u < kinds; u++) pairAt[t * kinds + u] = terms++;
  const features = (counts: Uint8Array, at: number[], x: number[]) => {
    at.length = 0;
    x.length = 0;
    at.push(0);
    x.push(1);
    for (let t = 0; t < kinds; t++) {
      const c = counts[t]!;
      if (!c) continue;
      at.push(1 + t);
      x.push(c);
      if (c > 1) {
        at.push(pairAt[t * kinds + t]!);
        x.push((c * (c - 1)) / 2);
      }
      for (let u = t + 1; u < kinds; u++) {
        if (!counts[u]) continue;
        at.push(pairAt[t * kinds + u]!);
        x.push(c * counts[u]!);
      }
    }
  };

  // Normal equations (XᵀWX + ridge) θ = XᵀW y, one row per leave seen, weighted by its count.
  const normal = new Float64Array(terms * terms), rhs = new Float64Array(terms);
  const at: number[] = [], x: number[] = [];
  index.forEach((counts, _length, i) => {
    const n = count[i]!;
    if (!n) return;
    features(counts, at, x);
    for (let a = 0; a < at.length; a++) {
      rhs[at[a]!]! += (x[a]! * sum[i]!) / 100;
      for (let b = 0; b < at.length; b++) normal[at[a]! * terms + at[b]!]! += n * x[a]! * x[b]!;
    }
  });
  for (let j = 1; j < terms; j++) normal[j * terms + j]! += Math.max(smoothing, 1e-6);
  if (normal[0] === 0) normal[0] = 1; // no samples at all: b = 0
  const theta = solveSymmetric(normal, rhs, terms);
  const base = theta[0]!;

  const table = new LeaveTable(rules.alphabet, index, new Int16Array(index.size), metaFor(rules, source));
  index.forEach((counts, length, i) => {
    if (length === 0) return;
    features(counts, at, x);
    let model = 0;
    for (let a = 1; a < at.length; a++) model += theta[at[a]!]! * x[a]!;
    const n = count[i]!;
    table.values[i] = toStored(n + smoothing > 0 ? (sum[i]! / 100 - n * base + smoothing * model) / (n + smoothing) : model);
  });
  return table;
}

/** Solves A θ = r for a symmetric positive definite A (n×n, row-major) by Cholesky. */
function solveSymmetric(a: Float64Array, r: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * n + j]!;
      for (let k = 0; k < j; k++) s -= l[i * n + k]! * l[j * n + k]!;
      l[i * n + j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / l[j * n + j]!;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = r[i]!;
    for (let k = 0; k < i; k++) s -= l[i * n + k]! * y[k]!;
    y[i] = s / l[i * n + i]!;
  }
  const theta = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < n; k++) s -= l[k * n + i]! * theta[k]!;
    theta[i] = s / l[i * n + i]!;
  }
  return theta;
}
