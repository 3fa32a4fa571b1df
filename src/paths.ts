// Where the package's own files live, whether running from src/ (tests) or dist/src/ (CLI), and
// where verbivore writes the lexicons it builds.

import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
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

/**
 * The folder verbivore writes to: built lexicons (NAME.lex), their cache/ (syllable indexes) and
 * the user's own recipes (local-recipes.json).
 *  - $VERBIVORE_HOME when set;
 *  - in a source checkout, its lexicons/ folder, beside the committed recipes;
 *  - in an installed package (under node_modules), a per-user data folder, because the package
 *    folder may be read-only (a global install) and is replaced by the next npm install:
 *    $XDG_DATA_HOME/verbivore or ~/.local/share/verbivore; ~/Library/Application Support/verbivore
 *    on macOS; %LOCALAPPDATA%\verbivore on Windows. All projects of a user share it.
 */
export function lexiconHome(
  env: Readonly<Record<string, string | undefined>>, root: string, platform: string, home: string,
): string {
  if (env.VERBIVORE_HOME) return resolve(env.VERBIVORE_HOME);
  if (!root.split(sep).includes('node_modules')) return join(root, 'lexicons');
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'verbivore');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'verbivore');
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'verbivore');
}

export const packageRoot = findPackageRoot();
/** The committed lexicon recipes (read-only, shipped in the package). */
export const recipesPath = join(packageRoot, 'lexicons', 'recipes.json');
/** Built .lex files, their cache/ and the user's recipes (see lexiconHome). */
export const lexiconDir = lexiconHome(process.env, packageRoot, process.platform, homedir());
/** The leave tables shipped with verbivore, trained by self-play (lexicons/leaves/README.md). */
export const builtinLeavesDir = join(packageRoot, 'lexicons', 'leaves');
/** The two builds of the WASM core (npm run build:wasm). */
export const wasmPaths = {
  threads: join(packageRoot, 'build', 'core.wasm'),
  plain: join(packageRoot, 'build', 'core-plain.wasm'),
};
/** The lexicon compiler (assembly/lexiconBuild.ts). */
export const lexiconBuildWasmPath = join(packageRoot, 'build', 'lexiconBuild.wasm');
