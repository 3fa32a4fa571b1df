// A leave table: the value, for the next turns, of the tiles a player keeps. Equity = score +
// value of the leave. One int16 per possible leave of a tile set (hundredths of a point),
// numbered by LeaveIndex; leaves the table cannot hold (longer than maxLength, more copies of a
// tile than the set has) are worth 0, as is the empty leave of a table read from CSV.

import type { Alphabet } from '../alphabet/index.js';
import { errors } from '../errors.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { LinearLeaves } from '../scrabble/movegen.js';
import { LeaveIndex } from './leaveIndex.js';

// The linear valuation is the move generator's to define (it values such leaves itself).
export type { LinearLeaves };

/** Values are stored in hundredths of a point, as int16: ±327.67 points. */
export const VALUE_SCALE = 100;
export const MAX_VALUE = 32767 / VALUE_SCALE;

/** What a leave is worth: a table, or any rule (the endgame's) given the kept tiles' counts. */
export interface LeaveValuation {
  /** Value of the tiles kept, as counts by tile ([0] = blanks), `tiles` of them in all. */
  valueOfCounts(counts: Uint8Array, tiles: number): number;
  /**
   * Set when valueOfCounts is linear in the kept tiles' values (the endgame's rules): then the
   * search values a rack's sub-racks itself instead of asking valueOfCounts for each one.
   */
  readonly linear?: LinearLeaves;
}

/** Where a table came from (kept in the file's metadata). */
export interface LeaveTableMeta {
  /** Alphabet id and the display strings of tiles 1..n, as when written. */
  alphabet: string;
  tiles: string[];
  /** The ruleset whose tile counts number the leaves. */
  ruleset: string;
  /** How it was made, e.g. the training command and its figures; free-form. */
  source?: Record<string, unknown>;
}

export class LeaveTable implements LeaveValuation {
  readonly index: LeaveIndex;

  /**
   * values: one per leave of `index`, in hundredths of a point. checksum: the file's, for a
   * table read from one (format.ts) — it names the content, so a search may value leaves from a
   * copy placed in the core (placed.ts): do not change the values of such a table.
   */
  constructor(readonly alphabet: Alphabet, index: LeaveIndex, readonly values: Int16Array, readonly meta: LeaveTableMeta,
    readonly checksum?: number) {
    if (values.length !== index.size) throw errors.internal(`leave table of ${values.length} values for ${index.size} leaves`);
    if (index.kinds !== alphabet.size) throw errors.internal(`leave index of ${index.kinds} tile kinds for the ${alphabet.id} alphabet`);
    this.index = index;
  }

  /** An all-zero table for a ruleset: leaves of up to rackSize − 1 tiles. */
  static empty(rules: CompiledRuleset, source?: Record<string, unknown>): LeaveTable {
    const index = leaveIndexFor(rules);
    return new LeaveTable(rules.alphabet, index, new Int16Array(index.size), metaFor(rules, source));
  }

  get size(): number {
    return this.values.length;
  }

  get maxLength(): number {
    return this.index.maxLength;
  }

  /** Value of a leave given as tiles (0 = blank), in points. */
  value(leave: ArrayLike<number>): number {
    const i = this.index.indexOfTiles(leave);
    return i < 0 ? 0 : this.values[i]! / VALUE_SCALE;
  }

  valueOfCounts(counts: Uint8Array, tiles: number): number {
    if (tiles > this.index.maxLength) return 0;
    const i = this.index.indexOfCounts(counts);
    return i < 0 ? 0 : this.values[i]! / VALUE_SCALE;
  }

  /** Checks the table can value this ruleset's leaves (same alphabet); throws a clear error. */
  checkFor(rules: CompiledRuleset, source: string): void {
    if (this.alphabet.id !== rules.alphabet.id) {
      throw errors.badInput(`leave table ${source} is for ${this.alphabet.id} tiles, ruleset ${rules.ruleset.name} plays ${rules.alphabet.id}`);
    }
  }
}

/** The leave numbering of a ruleset: its tile counts, leaves of up to rackSize − 1 tiles. */
export function leaveIndexFor(rules: CompiledRuleset): LeaveIndex {
  const max = rules.ruleset.rackSize - 1;
  return new LeaveIndex(rules.tileCount.map((n) => Math.min(n, max)), max);
}

export function metaFor(rules: CompiledRuleset, source?: Record<string, unknown>): LeaveTableMeta {
  return { alphabet: rules.alphabet.id, tiles: rules.alphabet.tiles.slice(1), ruleset: rules.ruleset.name, ...(source && { source }) };
}

/** Points → stored hundredths, rounded and clamped to int16. */
export function toStored(points: number): number {
  return Math.max(-32767, Math.min(32767, Math.round(points * VALUE_SCALE)));
}
