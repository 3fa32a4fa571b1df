// Where the leave tables shipped with verbivore live (lexicons/leaves/, src/paths.ts), in Node,
// for the commands that write or serve them; the engine reads them through the platform.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtinLeavesDir } from '../paths.js';

export { builtinLeavesDir };

export function builtinLeavesPath(rulesetName: string): string {
  return join(builtinLeavesDir, `${rulesetName}.leaves`);
}

/** Rulesets with a shipped table. */
export function builtinLeaveNames(): string[] {
  return existsSync(builtinLeavesDir)
    ? readdirSync(builtinLeavesDir).filter((f) => f.endsWith('.leaves')).map((f) => f.slice(0, -'.leaves'.length)).sort()
    : [];
}
