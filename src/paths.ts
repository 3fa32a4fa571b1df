// Where the package's own files live, whether running from src/ (tests) or dist/src/ (CLI).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'verbivore') return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('verbivore: cannot find the package root');
    dir = up;
  }
}

export const packageRoot = findPackageRoot();
/** Lexicon recipes and, git-ignored, the compiled .lex files. */
export const lexiconDir = process.env.VERBIVORE_LEXICONS ?? join(packageRoot, 'lexicons');
/** The two builds of the WASM core (npm run build:wasm). */
export const wasmPaths = {
  threads: join(packageRoot, 'build', 'core.wasm'),
  plain: join(packageRoot, 'build', 'core-plain.wasm'),
};
