// Where the leave tables shipped with verbivore live (lexicons/leaves/), in Node. A module of its
// own so the Node platform can find them without loading the table readers.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../paths.js';

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
