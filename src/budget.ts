// A budget for a search that can blow up: a deadline (seconds of wall clock) and a cap on work
// units (search nodes, states kept — the cap bounds the memory that grows with them). The search
// polls it; when it is spent the search stops cleanly and returns what it found so far, marked
// partial (see `stopInfo`). The CLI turns a partial result into exit status 4 (docs/errors.md).
//
// TypeScript searches call `spend()` per unit of work. A search inside the WASM core cannot poll
// the clock, so its hook is a node cap per call: the host asks `grant(chunk)` for the nodes the
// next call may visit, the core stops after that many (flagging its result incomplete) and
// returns how many it visited, and the host calls `spend(visited)`; between calls the host checks
// the clock (`spend` does). A resumable core search loops `grant → call → spend` until done or
// stopped; a one-shot one takes a single grant.

import { errors } from './errors.js';

/** What ran out: the time, the node cap, or room for what the search keeps (a cap of its own). */
export type BudgetStop = 'time' | 'nodes' | 'memory';

export interface BudgetLimits {
  /** Wall-clock seconds from the budget's start (default: no limit). */
  seconds?: number;
  /** Work units the search may spend (default: no limit). */
  nodes?: number;
}

/** How a search that stopped at its budget describes the stop (JSON-safe). */
export interface PartialInfo {
  /** What ran out. */
  reason: BudgetStop;
  /** Seconds used. */
  seconds: number;
  /** Work units used. */
  nodes: number;
  /** The limit that was reached (seconds, nodes, or for 'memory' the items the search may keep). */
  limit: number;
}

/** Units spent between two looks at the clock (a look costs ~50 ns; a unit far more). */
const CLOCK_EVERY = 256;

/**
 * A search's time and work budget: `new Budget({ seconds, nodes })`, passed as `budget` to
 * `findWords`, `scoreBoard` or `planRound`; a search it stops returns `partial`.
 */
export class Budget {
  /** The time limit in seconds (Infinity without one). */
  readonly seconds: number;
  /** The cap on work units (Infinity without one). */
  readonly nodes: number;
  private readonly start: number;
  private readonly deadline: number;
  private used = 0;
  private nextClock = CLOCK_EVERY;
  private stop: BudgetStop | undefined;
  private memoryLimit = 0;

  constructor(limits: BudgetLimits = {}, private readonly now: () => number = () => performance.now()) {
    this.seconds = limits.seconds ?? Infinity;
    this.nodes = limits.nodes ?? Infinity;
    if (!(this.seconds > 0)) throw errors.badInput(`a time budget must be more than 0 seconds, got ${this.seconds}`);
    if (!(this.nodes > 0)) throw errors.badInput(`a node budget must be more than 0, got ${this.nodes}`);
    this.start = now();
    this.deadline = this.start + this.seconds * 1000;
  }

  /** A budget that never runs out. */
  static unlimited(): Budget {
    return new Budget();
  }

  /**
   * Asks for `n` more units of work: false when they fit (they are counted; do them), true when
   * the budget is spent (they are not counted; stop) — and true from then on. So a search capped
   * at N nodes does exactly N.
   */
  spend(n = 1): boolean {
    if (this.stop) return true;
    if (this.used + n > this.nodes) {
      this.stop = 'nodes';
      return true;
    }
    this.used += n;
    if (this.used >= this.nextClock) {
      this.nextClock = this.used + CLOCK_EVERY;
      if (this.now() >= this.deadline) this.stop = 'time';
    }
    return this.stop !== undefined;
  }

  /** Looks at the clock now; true once the budget is spent. */
  expired(): boolean {
    if (!this.stop && this.now() >= this.deadline) this.stop = 'time';
    return this.stop !== undefined;
  }

  /**
   * Stops the budget now, for `reason`: a search whose next uninterruptible step would not fit
   * in what is left (a core call that cannot be resumed, forecast to end past the deadline), or
   * that holds as many items as it may keep (`memory`, `limit` of them).
   */
  stopNow(reason: BudgetStop, limit = 0): void {
    if (this.stop) return;
    this.stop = reason;
    this.memoryLimit = limit;
  }

  /** Seconds left before the deadline (Infinity without one). */
  secondsLeft(): number {
    return this.seconds - this.elapsedSeconds();
  }

  /** Whether the search was stopped (by `spend`, `expired` or `stopNow`). */
  get stopped(): BudgetStop | undefined {
    return this.stop;
  }

  /** Units spent so far. */
  get spent(): number {
    return this.used;
  }

  /** Units the next uninterruptible step (a core search call) may spend: at most `chunk`. */
  grant(chunk = Infinity): number {
    if (this.stop) return 0;
    return Math.max(0, Math.min(chunk, this.nodes - this.used));
  }

  /** Seconds since the budget was made. */
  elapsedSeconds(): number {
    return (this.now() - this.start) / 1000;
  }

  /** What stopped the search, or undefined if it was not stopped. */
  stopInfo(): PartialInfo | undefined {
    if (!this.stop) return undefined;
    return {
      reason: this.stop, seconds: Math.round(this.elapsedSeconds() * 1000) / 1000, nodes: this.used,
      limit: this.stop === 'time' ? this.seconds : this.stop === 'nodes' ? this.nodes : this.memoryLimit,
    };
  }
}
