// The win-probability tables shipped with verbivore (lexicons/winpct/RULESET.csv, trained by
// `verbivore winpct train`; lexicons/winpct/README.md), in Node: read once per thread.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors } from '../errors.js';
import { packageRoot } from '../paths.js';
import { readWinTable, type WinTable } from './winTable.js';

export const builtinWinTablesDir = join(packageRoot, 'lexicons', 'winpct');

const loaded = new Map<string, WinTable>();

/** The shipped table of a ruleset (by name), or undefined where none is shipped. */
export function builtinWinTable(rulesetName: string): WinTable | undefined {
  let table = loaded.get(rulesetName);
  if (table) return table;
  const path = join(builtinWinTablesDir, `${rulesetName}.csv`);
  if (!existsSync(path)) return undefined;
  table = readWinTable(readFileSync(path, 'utf8'), path);
  loaded.set(rulesetName, table);
  return table;
}

/** A win table file (CSV, as `verbivore winpct train` writes it). */
export function readWinTableFile(path: string): WinTable {
  if (!existsSync(path)) throw errors.badInput(`win table ${path}: no such file`);
  return readWinTable(readFileSync(path, 'utf8'), path);
}
