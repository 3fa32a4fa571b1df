// The platform seam (src/platform/): nothing under the engine imports Node's modules, so the
// engine can run in a browser or Web Worker on the plain build. Two checks on the sources:
// no file of the browser-safe folders imports node:* (or a Node built-in by its bare name), and
// what a Web Worker loads to search — the engine, lexicon loading, the move generator and
// position analysis (equity with the shipped leave tables), the grid search with Catalan rule P,
// the word and letter-constraint queries and the browser platform — reaches no such import
// through its imports either (type-only imports load nothing and are skipped), nor does the web
// page (src/web/app: its worker and its views).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';

const SAFE = [
  'src/engine.ts', 'src/errors.ts', 'src/random.ts', 'src/wasm', 'src/scrabble', 'src/grid', 'src/query', 'src/alphabet',
  'src/rules', 'src/lexicon/load.ts', 'src/lexicon/names.ts', 'src/lexicon/format.ts', 'src/lexicon/graph.ts', 'src/lexicon/node.ts',
  'src/platform/platform.ts', 'src/platform/browser.ts', 'src/syllables/view.ts', 'src/syllables/indexFormat.ts',
  'src/syllables/catalan.ts', 'src/leaves/resolve.ts', 'src/web/app', 'src/web/catalog.ts',
];

const WORKER_ENTRIES = [
  'src/engine.ts', 'src/lexicon/load.ts', 'src/scrabble/movegen.ts', 'src/scrabble/context.ts', 'src/grid/core.ts',
  'src/grid/search.ts', 'src/grid/parse.ts', 'src/query/anagram.ts', 'src/query/pattern.ts', 'src/query/constraint.ts',
  'src/query/syllables.ts', 'src/game/analyse.ts', 'src/leaves/resolve.ts', 'src/scrabble/position/index.ts',
  'src/platform/browser.ts', 'src/browser.ts', 'src/web/app/worker.ts', 'src/web/app/main.ts',
];

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const builtins = new Set(builtinModules);
const isNode = (spec: string) => spec.startsWith('node:') || builtins.has(spec.split('/')[0]!);

function files(path: string): string[] {
  const full = join(packageRoot, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((f) => files(join(path, f))).filter((f) => f.endsWith('.ts'));
}

/** The modules a file loads: [specifier, type-only]. */
function imports(file: string): [string, boolean][] {
  return [...readFileSync(join(packageRoot, file), 'utf8').matchAll(IMPORT)].map((m) => [m[2]!, m[1] !== undefined]);
}

describe('browser-safe sources', () => {
  it('no file of the engine\'s folders imports a Node module', () => {
    const all = SAFE.flatMap(files);
    expect(all.length).toBeGreaterThan(40);
    const offenders = all.flatMap((f) => imports(f).filter(([spec]) => isNode(spec)).map(([spec]) => `${f} imports ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('what a Web Worker loads to search reaches no Node module', () => {
    const seen = new Map<string, string>();
    const offenders: string[] = [];
    const visit = (file: string, via: string) => {
      if (seen.has(file)) return;
      seen.set(file, via);
      for (const [spec, typeOnly] of imports(file)) {
        if (typeOnly) continue;
        if (spec.startsWith('.')) visit(relative(packageRoot, normalize(join(packageRoot, dirname(file), spec))).replace(/\.js$/, '.ts'), file);
        else if (isNode(spec)) offenders.push(`${file} imports ${spec} (reached from ${via})`);
      }
    };
    for (const e of WORKER_ENTRIES) visit(e, 'entry');
    expect(seen.size).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
