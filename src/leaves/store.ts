// Finding a leave table by what the user typed: `builtin` (the table shipped for the ruleset in
// lexicons/leaves/), `none` (rank by score), a CSV file or a binary table file. Tables are read
// once per thread.

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors } from '../errors.js';
import { packageRoot } from '../paths.js';
import type { CompiledRuleset } from '../rules/index.js';
import { readLeavesCsvFile } from './csv.js';
import { decodeLeaves, encodeLeaves, sealLeaves } from './format.js';
import type { LeaveTable } from './table.js';

/** The tables shipped with verbivore, trained by self-play (lexicons/leaves/README.md). */
export const builtinLeavesDir = join(packageRoot, 'lexicons', 'leaves');

export function builtinLeavesPath(rulesetName: string): string {
  return join(builtinLeavesDir, `${rulesetName}.leaves`);
}

/** Rulesets with a shipped table. */
export function builtinLeaveNames(): string[] {
  return existsSync(builtinLeavesDir)
    ? readdirSync(builtinLeavesDir).filter((f) => f.endsWith('.leaves')).map((f) => f.slice(0, -'.leaves'.length)).sort()
    : [];
}

export function hasBuiltinLeaves(rules: CompiledRuleset): boolean {
  return existsSync(builtinLeavesPath(rules.ruleset.name));
}

/** 'builtin' where the ruleset has a shipped table, else 'none'. */
export function defaultLeaves(rules: CompiledRuleset): 'builtin' | 'none' {
  return hasBuiltinLeaves(rules) ? 'builtin' : 'none';
}

const cache = new Map<string, LeaveTable>();

/**
 * The table a `--leaves` value names for a ruleset: 'none' → undefined; 'builtin'; a path
 * ending in .csv; any other path is a binary table.
 */
export function resolveLeaves(spec: string, rules: CompiledRuleset): LeaveTable | undefined {
  if (spec === 'none') return undefined;
  const builtin = spec === 'builtin';
  const path = builtin ? builtinLeavesPath(rules.ruleset.name) : spec;
  const key = `${path}\0${rules.ruleset.name}`;
  let table = cache.get(key);
  if (table) return table;
  if (builtin && !existsSync(path)) {
    throw errors.badInput(`ruleset ${rules.ruleset.name} has no built-in leave table (built in: ${builtinLeaveNames().join(', ') || 'none'}); ` +
      'give --leaves FILE or --leaves none');
  }
  // A CSV is converted into a table as its file would hold it (the core places it by checksum).
  table = path.toLowerCase().endsWith('.csv') ? sealLeaves(readLeavesCsvFile(path, rules)) : readLeavesFile(path);
  table.checkFor(rules, path);
  cache.set(key, table);
  return table;
}

export function readLeavesFile(path: string): LeaveTable {
  if (!existsSync(path)) throw errors.missingFile(path);
  return decodeLeaves(readFileSync(path), path);
}

export function writeLeavesFile(path: string, table: LeaveTable): void {
  writeFileSync(path, encodeLeaves(table));
}
