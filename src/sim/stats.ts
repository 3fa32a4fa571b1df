// What a simulation has learnt of each candidate: sums of its playout values (integers, in
// hundredths of a point: exact sums, so the statistics are the same however the iterations were
// spread over workers), its wins, and for every pair of candidates still simulated the sum of
// products, which gives the variance of their paired differences.
//
// Pruning: the candidates play the same deals (common random numbers, playout.ts), so a
// candidate is compared with the leader on their differences iteration by iteration — a paired
// one-sided test, far sharper than comparing two independent means. After MIN_ITERATIONS_TO_PRUNE
// iterations, a candidate whose mean difference to the leader exceeds PRUNE_Z standard errors
// of that difference (99 % one-sided) stops being simulated. The leader is never pruned.

/** Iterations before any candidate is pruned (standard errors of fewer are too rough). */
export const MIN_ITERATIONS_TO_PRUNE = 100;
/** 99 % one-sided normal quantile. */
export const PRUNE_Z = 2.326;

export class SimStats {
  /** Iterations of each candidate. */
  readonly iterations: number[];
  /** Iterations done when each candidate was pruned (undefined: still simulated). */
  readonly prunedAt: (number | undefined)[];
  private readonly sum: number[];
  private readonly sumSquares: number[];
  /** sum of a's values × b's values over their common iterations, at a * k + b for a < b. */
  private readonly sumProducts: Float64Array;
  /** 2 per win, 1 per tie. */
  private readonly winPoints: number[];

  /** spreadNow: the side to move's spread now, in hundredths (a playout wins if it ends above 0). */
  constructor(readonly k: number, private readonly spreadNow: number) {
    this.iterations = Array<number>(k).fill(0);
    this.prunedAt = Array<number | undefined>(k).fill(undefined);
    this.sum = Array<number>(k).fill(0);
    this.sumSquares = Array<number>(k).fill(0);
    this.winPoints = Array<number>(k).fill(0);
    this.sumProducts = new Float64Array(k * k);
  }

  /** The candidates still simulated, in candidate order. */
  live(): number[] {
    const out: number[] = [];
    for (let c = 0; c < this.k; c++) if (this.prunedAt[c] === undefined) out.push(c);
    return out;
  }

  /** One iteration's values (hundredths) of the candidates `live` (same order). */
  add(live: readonly number[], values: readonly number[]): void {
    for (let j = 0; j < live.length; j++) {
      const c = live[j]!, v = values[j]!;
      this.iterations[c]!++;
      this.sum[c]! += v;
      this.sumSquares[c]! += v * v;
      const end = this.spreadNow + v;
      this.winPoints[c]! += end > 0 ? 2 : end === 0 ? 1 : 0;
      for (let i = 0; i < j; i++) this.sumProducts[live[i]! * this.k + c]! += values[i]! * v;
    }
  }

  /** Mean value in points. */
  mean(c: number): number {
    return this.iterations[c]! ? this.sum[c]! / this.iterations[c]! / 100 : 0;
  }

  /** Standard error of the mean, in points (0 before two iterations). */
  stderr(c: number): number {
    const n = this.iterations[c]!;
    if (n < 2) return 0;
    const mean = this.sum[c]! / n;
    const variance = Math.max(0, (this.sumSquares[c]! - n * mean * mean) / (n - 1));
    return Math.sqrt(variance / n) / 100;
  }

  /** Share of iterations ending with the side ahead (ties count half). */
  winRate(c: number): number {
    return this.iterations[c]! ? this.winPoints[c]! / (2 * this.iterations[c]!) : 0;
  }

  /** The live candidate with the highest mean (ties: the earlier candidate). */
  leader(): number {
    let best = -1;
    for (const c of this.live()) if (best < 0 || this.sum[c]! > this.sum[best]!) best = c;
    return best;
  }

  /**
   * Mean difference (points) of `a` over `b` on their common iterations, and its standard
   * error; both must still be simulated (same iterations).
   */
  difference(a: number, b: number): { mean: number; stderr: number } {
    const n = this.iterations[a]!;
    if (n !== this.iterations[b]) throw new RangeError(`candidates ${a} and ${b} have different iterations`);
    const mean = (this.sum[a]! - this.sum[b]!) / n;
    const products = a < b ? this.sumProducts[a * this.k + b]! : this.sumProducts[b * this.k + a]!;
    const squares = this.sumSquares[a]! + this.sumSquares[b]! - 2 * products;
    const variance = n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) : 0;
    return { mean: mean / 100, stderr: Math.sqrt(variance / n) / 100 };
  }

  /** Prunes the candidates statistically behind the leader (see the top); returns them. */
  prune(): number[] {
    const live = this.live();
    const leader = this.leader();
    const pruned: number[] = [];
    if (live.length < 2 || this.iterations[leader]! < MIN_ITERATIONS_TO_PRUNE) return pruned;
    for (const c of live) {
      if (c === leader) continue;
      const d = this.difference(leader, c);
      if (d.mean > 0 && d.mean > PRUNE_Z * d.stderr) pruned.push(c);
    }
    for (const c of pruned) this.prunedAt[c] = this.iterations[c];
    return pruned;
  }
}
