// Finding a leave table by what the user typed: `builtin` (the table shipped for the ruleset in
// lexicons/leaves/), `none` (rank by score), a CSV file or a binary table file. The bytes come
// through the platform (files in Node, fetched in a browser), so equity works in a Web Worker
// too. Tables are read once per thread.

import { errors } from '../errors.js';
import { platform } from '../platform/platform.js';
import type { CompiledRuleset } from '../rules/index.js';
import { readLeavesCsvFile } from './csv.js';
import { decodeLeaves, sealLeaves } from './format.js';
import type { LeaveTable } from './table.js';

export function hasBuiltinLeaves(rules: CompiledRuleset): boolean {
  return platform().builtinLeaveNames().includes(rules.ruleset.name);
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
  const name = rules.ruleset.name;
  const key = `${spec === 'builtin' ? 'builtin:' : ''}${spec}\0${name}`;
  let table = cache.get(key);
  if (table) return table;
  if (spec === 'builtin') {
    const bytes = platform().builtinLeaves(name);
    if (!bytes) {
      throw errors.badInput(`ruleset ${name} has no built-in leave table (built in: ${platform().builtinLeaveNames().join(', ') || 'none'}); ` +
        'give --leaves FILE or --leaves none');
    }
    table = decodeLeaves(bytes, `${name}.leaves (built in)`);
  } else {
    // A CSV is converted into a table as its file would hold it (the core places it by checksum).
    table = spec.toLowerCase().endsWith('.csv') ? sealLeaves(readLeavesCsvFile(spec, rules)) : readLeavesFile(spec);
  }
  table.checkFor(rules, spec === 'builtin' ? `${name}.leaves (built in)` : spec);
  cache.set(key, table);
  return table;
}

/** A binary leave table file (verbivore leaves train writes them). */
export function readLeavesFile(path: string): LeaveTable {
  return decodeLeaves(platform().readBytes(path, 'leave table'), path);
}
