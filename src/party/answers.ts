// What every party-game solver shares: candidates from the constraint query, read straight from
// the core's records (a game may look at hundreds of thousands of words: no string or array is
// made per candidate), a letter tally, and the top answers by the game's own key.

import type { Budget } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors, type Subject } from '../errors.js';
import {
  type ConstraintQuery, constraintRecords, MAX_QUERY_UNITS, parseLength, resolveQuery, syllableFilter, type UnitQuery,
} from '../query/constraint.js';
import { type Unit, type UnitAlphabet, unitAlphabet } from '../query/units.js';

/** One ranked answer of a game. */
export interface PartyAnswer {
  /** The word as its tiles spell it (COL·LECCIO, PERRITO). */
  word: string;
  /** The game's own score for it. */
  score: number;
  letters: number;
  tiles: number;
  /** What the score is made of, e.g. "7 letters, 4 own". */
  note: string;
}

/** Most answers a solver lists unless asked for all. */
export const DEFAULT_LIMIT = 20;

/** Options every solver takes. */
export interface GameOptions {
  /** letters, tiles or cards (default: the game's own, cards in the Verbàlia letter games). */
  unit?: Unit;
  /** Most answers listed (default 20; Infinity for all). */
  limit?: number;
  /**
   * Bounds the solvers whose search can blow up on large inputs (Quadrisíl·laB, Lligosíl·laB,
   * Cleptosíl·laB and the other syllable joins, Gramarios): spent per search step; when it runs
   * out they return the best found so far and `budget.stopped` says why (default: no limit).
   */
  budget?: Budget;
}

/**
 * What a game counts (options.unit, else its own default): the Verbàlia games that lay out or
 * add letter cards (Barrejagrama, Vistagrama, ABraçagrama, ReVoltagrama, Brodasíl·laB) count the
 * cards (VERBALIA_UNIT); the others count letters as written unless told.
 */
export function unitsOf(engine: Engine, options: GameOptions, fallback: Unit = 'letters'): UnitAlphabet {
  return unitAlphabet(engine.alphabet, options.unit ?? fallback);
}

/**
 * The unit of the Verbàlia letter games: the cards (rule L), so NY and QU are one card and count
 * as one letter, L·L is two L cards, and there is no card for a lone Y.
 */
export const VERBALIA_UNIT: Unit = 'cards';

/**
 * Candidate words: records [length u8][tile u8 × length] copied out of the core. A query's
 * syllable condition is checked late, in offer(), only for words that would rank (checking a
 * syllable costs microseconds; a query may have tens of thousands of candidates).
 */
export class Candidates {
  constructor(
    readonly engine: Engine, readonly bytes: Uint8Array, readonly count: number,
    private readonly late?: (tiles: Uint8Array) => boolean,
  ) {}

  /**
   * Calls fn(start, length, index) for each word; its tiles are bytes[start .. start + length).
   * Words reach the answers through offer(), which applies the late condition.
   */
  forEach(fn: (start: number, length: number, index: number) => void): void {
    const b = this.bytes;
    for (let k = 0, at = 0; k < this.count; k++) {
      const len = b[at]!;
      fn(at + 1, len, k);
      at += len + 1;
    }
  }

  tilesAt(start: number, length: number): Uint8Array {
    return this.bytes.subarray(start, start + length);
  }

  /** Units in the word at start, without making an array. */
  unitCount(units: UnitAlphabet, start: number, length: number): number {
    let n = 0;
    for (let i = start; i < start + length; i++) n += units.tileUnits[this.bytes[i]!]!.length;
    return n;
  }

  /**
   * Offers the word at start to `top` if its key would be kept, it meets the late condition,
   * and `check` (a game's own costly test, such as part of speech) passes.
   */
  offer<T>(top: TopAnswers<T>, key: number, start: number, length: number, index: number, make: () => T, check?: () => boolean): void {
    if (!top.wants(key)) return;
    if (this.late && !this.late(this.tilesAt(start, length))) return;
    if (check && !check()) return;
    top.offer(key, index, make);
  }

  /** The answer for the word at start (tiles rendered, lengths counted). */
  answer(start: number, length: number, score: number, note: string): PartyAnswer {
    const tiles = this.tilesAt(start, length);
    return {
      word: this.engine.alphabet.render(tiles), score,
      letters: unitAlphabet(this.engine.alphabet, 'letters').count(tiles), tiles: length, note,
    };
  }
}

/**
 * Lengths a game takes unless its rules say otherwise: every word with an entry counts (rule B),
 * one-letter ones too (A, E, I, O, U), not the queries' default of two letters and up.
 */
export const ANY_LENGTH = '1-';

/** "1 letter", "7 letters". */
export const nLetters = (n: number): string => `${n} letter${n === 1 ? '' : 's'}`;

/** The words meeting a query (a user-style query, or one resolved into units). */
export function candidates(engine: Engine, query: ConstraintQuery | UnitQuery): Candidates {
  const q = 'units' in query ? query : resolveQuery(engine, { ...query, length: query.length ?? ANY_LENGTH });
  const { bytes, count } = constraintRecords(engine, q);
  return new Candidates(engine, bytes, count, q.syllable === undefined ? undefined : syllableFilter(engine, q.syllable));
}

/** Length bands walked one after the other, longest words first, or shortest first. */
const LONGEST_FIRST: readonly number[] = [20, 15, 11, 8, 1];
const SHORTEST_FIRST: readonly number[] = [5, 7, 10, 14, MAX_QUERY_UNITS];

/**
 * For games ranking by length (a key that strictly grows, or strictly falls, with the length):
 * the query's candidates band by band — the longest first (a walk for long words skips the
 * groups too shallow for them) or the shortest first (a short maximum prunes the walk) — until
 * `top` is full, since no later band can beat what it holds. `visit` gets each band's
 * candidates with indices running on across bands.
 */
export function rankByLength<T>(
  engine: Engine, query: ConstraintQuery, order: 'longest' | 'shortest', top: TopAnswers<T>,
  visit: (c: Candidates, start: number, length: number, index: number) => void,
): void {
  const { min, max } = parseLength(query.length ?? ANY_LENGTH);
  const cuts = order === 'longest' ? LONGEST_FIRST : SHORTEST_FIRST;
  let offset = 0;
  for (let k = 0; k < cuts.length; k++) {
    const lo = Math.max(min, order === 'longest' ? cuts[k]! : k === 0 ? 1 : cuts[k - 1]! + 1);
    const hi = Math.min(max, order === 'longest' ? (k === 0 ? MAX_QUERY_UNITS : cuts[k - 1]! - 1) : cuts[k]!);
    if (lo <= hi) {
      const c = candidates(engine, { ...query, length: { min: lo, max: hi } });
      c.forEach((start, len, i) => visit(c, start, len, offset + i));
      offset += c.count;
    }
    if (top.full) return;
  }
}

/** Counts of each unit in a word, cleared cheaply between words. */
export class Tally {
  readonly counts: Int32Array;
  /** Units in the word tallied last. */
  total = 0;
  private readonly touched: number[] = [];

  constructor(readonly units: UnitAlphabet) {
    this.counts = new Int32Array(units.size);
  }

  /** Tallies the word at bytes[start .. start + length), forgetting the previous one. */
  of(bytes: Uint8Array, start: number, length: number): this {
    for (const u of this.touched) this.counts[u] = 0;
    this.touched.length = 0;
    this.total = 0;
    for (let i = start; i < start + length; i++) {
      for (const u of this.units.tileUnits[bytes[i]!]!) {
        if (this.counts[u]!++ === 0) this.touched.push(u);
        this.total++;
      }
    }
    return this;
  }

  /** The distinct units of the word tallied last. */
  get distinct(): readonly number[] {
    return this.touched;
  }
}

/** Counts of each unit in a text, as a tally would hold them. */
export function unitCounts(units: UnitAlphabet, text: string, what: Subject, allowBlank = false): Int32Array {
  const out = new Int32Array(units.size);
  for (const u of units.parse(text, what, allowBlank)) if (u > 0) out[u]!++;
  return out;
}

/**
 * The best `limit` candidates by a key (larger is better; ties keep the earlier candidate, so
 * DAWG order = alphabetical order breaks them): a small heap, so ranking a long list costs
 * little more than reading it.
 */
export class TopAnswers<T> {
  private readonly keys: number[] = [];
  private readonly order: number[] = [];
  private readonly items: T[] = [];

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw errors.badInput(`the number of answers must be at least 1, got ${limit}`);
  }

  /** Whether `limit` answers are kept. */
  get full(): boolean {
    return this.items.length >= this.limit;
  }

  /** The key an answer must beat once full (-Infinity until then). */
  get threshold(): number {
    return this.full ? this.keys[0]! : Number.NEGATIVE_INFINITY;
  }

  /** Whether an answer with this key would be kept (so the caller can skip building it). */
  wants(key: number): boolean {
    return this.items.length < this.limit || key > this.keys[0]!;
  }

  offer(key: number, index: number, item: () => T): void {
    if (!this.wants(key)) return;
    if (this.items.length < this.limit) {
      this.keys.push(key);
      this.order.push(index);
      this.items.push(item());
      this.up(this.items.length - 1);
    } else {
      this.keys[0] = key;
      this.order[0] = index;
      this.items[0] = item();
      this.down(0);
    }
  }

  /** The kept answers, best first. */
  sorted(): T[] {
    const idx = this.items.map((_, i) => i);
    idx.sort((a, b) => this.keys[b]! - this.keys[a]! || this.order[a]! - this.order[b]!);
    return idx.map((i) => this.items[i]!);
  }

  /** Heap order: the worst at the root (lower key, or same key and later index). */
  private worse(a: number, b: number): boolean {
    return this.keys[a]! < this.keys[b]! || (this.keys[a] === this.keys[b] && this.order[a]! > this.order[b]!);
  }

  private swap(a: number, b: number): void {
    for (const arr of [this.keys, this.order, this.items] as unknown[][]) [arr[a], arr[b]] = [arr[b], arr[a]];
  }

  private up(i: number): void {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.worse(i, p)) break;
      this.swap(i, p);
      i = p;
    }
  }

  private down(i: number): void {
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < this.items.length && this.worse(l, m)) m = l;
      if (r < this.items.length && this.worse(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
  }
}
