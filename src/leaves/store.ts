// The leave tables shipped with verbivore (lexicons/leaves/) and writing table files, in Node.
// Finding a table by name (resolveLeaves) is browser-safe, in resolve.ts.

import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../paths.js';
import { encodeLeaves } from './format.js';
import type { LeaveTable } from './table.js';

export { defaultLeaves, hasBuiltinLeaves, readLeavesFile, resolveLeaves } from './resolve.js';

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

export function writeLeavesFile(path: string, table: LeaveTable): void {
  writeFileSync(path, encodeLeaves(table));
}
