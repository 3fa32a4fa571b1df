// Leave tables as CSV: `LEAVE,VALUE` lines (tiles in any order, '?' for a blank, [NY] brackets
// for a multi-letter tile where it could be misread; '#' comments allowed). A CSV lists any
// leaves it likes; read into a ruleset's table, the leaves it leaves out are worth 0.

import { errors } from '../errors.js';
import { quote } from '../inputText.js';
import { readText } from '../platform/platform.js';
import type { CompiledRuleset } from '../rules/index.js';
import { readRack } from '../scrabble/position/tiles.js';
import { rackString } from '../scrabble/notation.js';
import { LeaveTable, MAX_VALUE, toStored, VALUE_SCALE } from './table.js';

export function readLeavesCsvFile(path: string, rules: CompiledRuleset): LeaveTable {
  return parseLeavesCsv(readText(path, 'leaves'), rules, path);
}

export function parseLeavesCsv(text: string, rules: CompiledRuleset, source = 'leaves'): LeaveTable {
  const table = LeaveTable.empty(rules, { csv: source });
  const { index, values } = table;
  const seen = new Set<number>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const parts = line.split(',');
    const where = `${source} line ${i + 1}`;
    if (parts.length !== 2) throw errors.badInput(`${where}: expected LEAVE,VALUE, got ${quote(line)}`);
    const value = Number(parts[1]!.trim());
    if (!Number.isFinite(value) || parts[1]!.trim() === '') throw errors.badInput(`${where}: ${quote(parts[1]!.trim())} is not a number`);
    if (Math.abs(value) > MAX_VALUE) throw errors.badInput(`${where}: ${value} is outside ±${MAX_VALUE}, what a leave table holds`);
    const leaveText = parts[0]!.trim();
    // Lowercase is accepted here (a rack reader takes lowercase for a blank's letter); spaces
    // only separate tiles, as in text boards: Spanish "LL" is the LL tile, "L L" two Ls.
    const tiles = leaveText.split(/\s+/).flatMap((part) => Array.from(part.includes('[')
      ? readRack(part.toUpperCase(), rules.alphabet, 'greedy', `${where}: leave ${quote(leaveText)}`)
      : parseTiles(part, rules, `${where}: leave ${quote(leaveText)}`)));
    const at = index.indexOfTiles(tiles);
    if (at < 0) {
      throw errors.badInput(`${where}: leave ${leaveText} cannot be kept in ${rules.ruleset.name} ` +
        `(at most ${index.maxLength} tiles, and no more of a tile than the set has)`);
    }
    if (seen.has(at)) throw errors.badInput(`${where}: leave ${leaveText} is listed twice`);
    seen.add(at);
    values[at] = toStored(value);
  });
  return table;
}

/** Tiles without brackets, as words are tiled ('?' a blank): the fast path for big files. */
function parseTiles(text: string, rules: CompiledRuleset, where: string): Uint8Array {
  try {
    return rules.alphabet.parseRack(text);
  } catch (e) {
    throw errors.badInput(`${where}: ${(e as Error).message}`);
  }
}

/** Every leave of the table but the empty one, as CSV lines in index order. */
export function writeLeavesCsv(table: LeaveTable): string {
  const lines: string[] = [`# ${table.meta.alphabet} leave values (${table.meta.ruleset}), points`];
  const tiles: number[] = [];
  table.index.forEach((counts, length, i) => {
    if (length === 0) return;
    tiles.length = 0;
    for (let t = 0; t < counts.length; t++) for (let n = counts[t]!; n > 0; n--) tiles.push(t);
    lines.push(`${rackString(tiles, table.alphabet)},${(table.values[i]! / VALUE_SCALE).toFixed(2)}`);
  });
  return `${lines.join('\n')}\n`;
}
