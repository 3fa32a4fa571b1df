// Leave values: what the tiles kept on the rack are worth for the next turn. A table is a CSV
// file of `LEAVE,VALUE` lines (letters in any order, '?' for a blank; '#' comments allowed).
// Equity = score + value of the leave (0 for a leave not in the table, and for the empty leave).

import type { Alphabet } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { readText } from '../platform/platform.js';
import type { Move } from './movegen.js';

export class LeaveTable {
  private readonly values = new Map<string, number>();

  constructor(readonly alphabet: Alphabet) {}

  static fromFile(path: string, alphabet: Alphabet): LeaveTable {
    return LeaveTable.parse(readText(path), alphabet, path);
  }

  static parse(text: string, alphabet: Alphabet, source = 'leaves'): LeaveTable {
    const table = new LeaveTable(alphabet);
    text.split(/\r?\n/).forEach((raw, i) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      const parts = line.split(',');
      const where = `${source} line ${i + 1}`;
      if (parts.length !== 2) throw errors.badInput(`${where}: expected LEAVE,VALUE, got "${line}"`);
      const value = Number(parts[1]!.trim());
      if (!Number.isFinite(value)) throw errors.badInput(`${where}: "${parts[1]!.trim()}" is not a number`);
      let tiles: Uint8Array;
      try {
        tiles = alphabet.parseRack(parts[0]!.trim());
      } catch (e) {
        throw errors.badInput(`${where}: ${(e as Error).message}`);
      }
      const key = leaveKey(tiles);
      if (table.values.has(key)) throw errors.badInput(`${where}: leave ${parts[0]!.trim()} is listed twice`);
      table.values.set(key, value);
    });
    return table;
  }

  get size(): number {
    return this.values.size;
  }

  value(leave: readonly number[]): number {
    return leave.length === 0 ? 0 : (this.values.get(leaveKey(leave)) ?? 0);
  }
}

/** Tiles sorted by index, blank first: the same key for any order of the same tiles. */
function leaveKey(tiles: ArrayLike<number>): string {
  return Array.from(tiles).sort((a, b) => a - b).join(',');
}

export interface RankedMove {
  move: Move;
  equity: number;
}

/** Moves ranked by equity (score + leave value), ties kept in the generator's order. */
export function rankByEquity(moves: readonly Move[], leaves?: LeaveTable): RankedMove[] {
  const ranked = moves.map((move) => ({ move, equity: move.score + (leaves ? leaves.value(move.leave) : 0) }));
  if (leaves) ranked.sort((a, b) => b.equity - a.equity); // Array.prototype.sort is stable
  return ranked;
}
