// The leave tables shipped with verbivore (lexicons/leaves/, builtin.ts) and writing table files,
// in Node. Finding a table by name (resolveLeaves) is browser-safe, in resolve.ts.

import { writeFileSync } from 'node:fs';
import { encodeLeaves } from './format.js';
import type { LeaveTable } from './table.js';

export { builtinLeaveNames, builtinLeavesDir, builtinLeavesPath } from './builtin.js';
export { defaultLeaves, hasBuiltinLeaves, readLeavesFile, resolveLeaves } from './resolve.js';

export function writeLeavesFile(path: string, table: LeaveTable): void {
  writeFileSync(path, encodeLeaves(table));
}
