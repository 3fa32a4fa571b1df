// Best-arm identification for a simulation: which candidate is best, spending the playouts on
// the candidates that can still be best, and stopping once the leader is best with the
// confidence asked. A top-two scheme: each step picks a leader and one challenger and samples one
// of them (Jourdan, Degenne, Baudry, de Heide, Kaufmann, "Top Two Algorithms Revisited", 2022:
// the empirical-best leader, the transportation-cost challenger).
//
// Common random numbers (playout.ts): a candidate's j-th sample is its playout of deal j, the
// same deal for every candidate. So two candidates are compared on their paired differences
// over the deals both have played (0 .. m−1, m the smaller count), and the normal posterior of a
// mean difference is N(d̄, s²/m), s the standard deviation of the differences — far tighter than
// two independent means, as for the pruning of the round-robin simulation (stats.ts).
//
//   leader L       the candidate with the highest mean over its own samples;
//   challenger C   the candidate c ≠ L with the smallest z(L, c) = (d̄ + ε) / (s / √m): the one
//                  whose being better than L (by more than ε) is least unlikely;
//   sample         C while it has fewer samples than L (so the pair's common deals grow), else L;
//   stop           when P(L is best) ≥ confidence, bounded below (union bound) by
//                  1 − Σ_{c≠L} Φ(−z(L, c)), and every z above a threshold that grows slowly
//                  with the samples (a stop tested after every sample needs it; see done()).
// Before any of it every candidate gets `minSamples` samples (forced exploration: a standard
// deviation from fewer is too rough, and a bad first draw must not starve a candidate). Two
// candidates whose differences are all 0 (the same tiles, placed where nothing tells them apart)
// count as settled: either is as good.
//
// Everything is deterministic: the next arm depends on the values seen alone.

/** Default confidence that the leader is best (within ε) before the sampler stops. */
export const DEFAULT_TOP_TWO_CONFIDENCE = 0.95;
/** Samples every candidate gets before the top-two steps. */
export const DEFAULT_TOP_TWO_MIN_SAMPLES = 8;

export interface TopTwoOptions {
  /** P(the leader is best) at which the sampler says it is done (default 0.95). */
  confidence?: number;
  /** Samples each candidate gets before the top-two steps (default 8, at least 2). */
  minSamples?: number;
  /** Indifference: a challenger must beat the leader by more than this to count (default 0, same unit as the values). */
  epsilon?: number;
}

interface PairSums {
  /** Common deals summed so far. */
  m: number;
  sum: number;
  sumSquares: number;
}

export class TopTwoSampler {
  readonly confidence: number;
  readonly minSamples: number;
  readonly epsilon: number;
  /** values[c][j]: candidate c's value in deal j. */
  private readonly values: number[][];
  private readonly sums: number[];
  /** Paired sums of leader-minus-other differences, by a * k + b (a < b: differences a − b). */
  private readonly pairs = new Map<number, PairSums>();

  constructor(readonly k: number, options: TopTwoOptions = {}) {
    if (!Number.isInteger(k) || k < 1) throw new RangeError(`a top-two sampler needs at least one candidate, got ${k}`);
    this.confidence = options.confidence ?? DEFAULT_TOP_TWO_CONFIDENCE;
    if (!(this.confidence > 0 && this.confidence < 1)) throw new RangeError(`confidence must be between 0 and 1, got ${this.confidence}`);
    this.minSamples = options.minSamples ?? DEFAULT_TOP_TWO_MIN_SAMPLES;
    if (!Number.isInteger(this.minSamples) || this.minSamples < 2) throw new RangeError(`minSamples must be a whole number ≥ 2, got ${this.minSamples}`);
    this.epsilon = options.epsilon ?? 0;
    if (!(this.epsilon >= 0)) throw new RangeError(`epsilon must be ≥ 0, got ${this.epsilon}`);
    this.values = Array.from({ length: k }, () => []);
    this.sums = Array<number>(k).fill(0);
  }

  /** Samples of candidate c so far: its next sample is its playout of deal samples(c). */
  samples(c: number): number {
    return this.values[c]!.length;
  }

  /** Samples of every candidate. */
  get total(): number {
    return this.values.reduce((n, v) => n + v.length, 0);
  }

  /** Records candidate c's value in its next deal (deal samples(c)). */
  add(c: number, value: number): void {
    this.values[c]!.push(value);
    this.sums[c]! += value;
  }

  /** Mean of c's samples (0 before any). */
  mean(c: number): number {
    const n = this.samples(c);
    return n ? this.sums[c]! / n : 0;
  }

  /** The candidate with the highest mean (ties: the earlier one). */
  leader(): number {
    let best = 0;
    for (let c = 1; c < this.k; c++) if (this.mean(c) > this.mean(best)) best = c;
    return best;
  }

  /** Mean difference a − b over the deals both have played, its standard error, and how many deals. */
  difference(a: number, b: number): { mean: number; stderr: number; deals: number } {
    if (a === b) return { mean: 0, stderr: 0, deals: this.samples(a) };
    const lo = Math.min(a, b), hi = Math.max(a, b), sign = a < b ? 1 : -1;
    const key = lo * this.k + hi;
    let p = this.pairs.get(key);
    if (!p) this.pairs.set(key, p = { m: 0, sum: 0, sumSquares: 0 });
    const m = Math.min(this.samples(lo), this.samples(hi));
    const vl = this.values[lo]!, vh = this.values[hi]!;
    for (; p.m < m; p.m++) {
      const d = vl[p.m]! - vh[p.m]!;
      p.sum += d;
      p.sumSquares += d * d;
    }
    if (m === 0) return { mean: 0, stderr: Infinity, deals: 0 };
    const mean = p.sum / m;
    const variance = m > 1 ? Math.max(0, (p.sumSquares - m * mean * mean) / (m - 1)) : Infinity;
    return { mean: sign * mean, stderr: Math.sqrt(variance / m), deals: m };
  }

  /** z(L, c): how many standard errors the leader's lead over c (plus ε) is; +∞ for a settled pair. */
  private z(leader: number, c: number): number {
    const d = this.difference(leader, c);
    if (d.deals < 2) return 0;
    const lead = d.mean + this.epsilon;
    if (d.stderr === 0) return lead >= 0 ? Infinity : -Infinity;
    return lead / d.stderr;
  }

  /** The challenger of the leader: the other candidate with the smallest z (undefined with one candidate). */
  challenger(leader = this.leader()): number | undefined {
    let best: number | undefined, bestZ = Infinity;
    for (let c = 0; c < this.k; c++) {
      if (c === leader) continue;
      const z = this.z(leader, c);
      if (best === undefined || z < bestZ) {
        best = c;
        bestZ = z;
      }
    }
    return best;
  }

  /** A lower bound of P(the leader is best, within ε) under the normal posteriors (0 before every candidate has minSamples). */
  probabilityBest(): number {
    if (this.k === 1) return 1;
    for (let c = 0; c < this.k; c++) if (this.samples(c) < this.minSamples) return 0;
    const leader = this.leader();
    let miss = 0;
    for (let c = 0; c < this.k; c++) if (c !== leader) miss += normalTail(this.z(leader, c));
    return Math.max(0, 1 - miss);
  }

  /**
   * Whether the leader is best with the confidence asked: P(best) ≥ confidence, and every
   * challenger's z at least the anytime threshold √(2 log((k−1)(1 + ln t)/δ)), δ = 1 − confidence,
   * t the samples so far — the sampler looks at its data after every sample, and a fixed z
   * would stop on an early lucky run far more often than 1 − confidence.
   */
  done(): boolean {
    if (this.k === 1) return true;
    if (this.probabilityBest() < this.confidence) return false;
    const leader = this.leader();
    const threshold = Math.sqrt(2 * Math.log((this.k - 1) * (1 + Math.log(this.total)) / (1 - this.confidence)));
    for (let c = 0; c < this.k; c++) if (c !== leader && this.z(leader, c) < threshold) return false;
    return true;
  }

  /** The candidate to sample next. */
  next(): number {
    // Forced exploration first: the candidate with the fewest samples below minSamples.
    let fewest = 0;
    for (let c = 1; c < this.k; c++) if (this.samples(c) < this.samples(fewest)) fewest = c;
    if (this.samples(fewest) < this.minSamples) return fewest;
    const leader = this.leader();
    const challenger = this.challenger(leader);
    if (challenger === undefined) return leader;
    return this.samples(challenger) < this.samples(leader) ? challenger : leader;
  }
}

/** P(Z > z) for a standard normal Z (Φ(−z)); Abramowitz & Stegun 7.1.26 through erfc, |error| < 1.5e-7. */
export function normalTail(z: number): number {
  if (z === Infinity) return 0;
  if (z === -Infinity) return 1;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}
