// The module layout. Modules: no module of src/ reaches itself through the imports it runs
// (type-only imports aside), so each concept's folder can be read, tested and loaded on its own
// (the circles scrabble/{movegen,moveList,exchanges} and lexicon/RejectReport were removed for
// it). Folders: every import, type-only ones included, points down the layers of LAYERS
// (applications → domains → foundation) or stays in its layer, and no folder reaches itself
// through them; a CLI command takes its shared helpers from src/cli/, not from another command.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/paths.js';

const src = join(packageRoot, 'src');

/** The modules a TypeScript file imports or re-exports at run time (relative specifiers). */
function runtimeImports(file: string, text: string): string[] {
  const deps: string[] = [];
  const statement = /^(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s+'(\.[^']+)'/gm;
  for (const m of text.matchAll(statement)) {
    if (m[2]) continue;
    const clause = m[3]!;
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim());
    if (m[1] === 'import' && names && names[1]!.split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    deps.push(normalize(join(dirname(file), m[4]!.replace(/\.js$/, '.ts'))));
  }
  const bare = /^import\s+'(\.[^']+)'/gm;
  for (const m of text.matchAll(bare)) deps.push(normalize(join(dirname(file), m[1]!.replace(/\.js$/, '.ts'))));
  return deps;
}

/**
 * Every module a TypeScript file names: imports and re-exports, type-only ones included, bare
 * imports, dynamic import() of a literal path (relative specifiers).
 */
function allImports(file: string, text: string): string[] {
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\s[^'";]*?\sfrom\s+'(\.[^']+)'/gm),
    ...text.matchAll(/^\s*import\s+'(\.[^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
  ].map((m) => m[1]!);
  return specs.map((s) => normalize(join(dirname(file), s.replace(/\.js$/, '.ts'))));
}

/**
 * The layer of each folder of src/ (and of each module at its top), from the bottom:
 *  - foundation: errors, input reading, paths, the WASM loader and contract, the platform seam,
 *    alphabets — what every domain stands on, knowing none;
 *  - domains: lexicons and the engine, rules, the searches and games, the worker pool's
 *    mechanics, the plain-TypeScript references;
 *  - applications: what a user starts — the CLI and its lexicon benchmark, the web server and
 *    page, the pool workers' task table and entry, the library entries.
 */
const LAYERS: Record<string, 'foundation' | 'domain' | 'application'> = {
  'errors.ts': 'foundation', 'inputText.ts': 'foundation', 'inputFile.ts': 'foundation', 'inputJson.ts': 'foundation',
  'lookup.ts': 'foundation', 'maxOf.ts': 'foundation', 'random.ts': 'foundation', 'paths.ts': 'foundation',
  'budget.ts': 'foundation', wasm: 'foundation', platform: 'foundation', alphabet: 'foundation',

  lexicon: 'domain', 'engine.ts': 'domain', rules: 'domain', scrabble: 'domain', leaves: 'domain', game: 'domain',
  endgame: 'domain', sim: 'domain', duplicate: 'domain', infer: 'domain', grid: 'domain', query: 'domain',
  syllables: 'domain', party: 'domain', pool: 'domain', reference: 'domain', champion: 'domain', review: 'domain',

  tasks: 'application', lexiconBench: 'application', cli: 'application', web: 'application', 'api.ts': 'application', 'index.ts': 'application',
  'browser.ts': 'application',
};
const RANK = { foundation: 0, domain: 1, application: 2 } as const;


/** The folder (or top-level module) of src/ a file is in. */
function unitOf(file: string): string {
  return relative(src, file).split(sep)[0]!;
}

/** The folder graph of src/: folder → folders it imports → the file imports that make the arrow. */
function folderGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const f of sourceFiles(src)) {
    const from = unitOf(f);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const to of allImports(f, readFileSync(f, 'utf8'))) {
      if (!to.startsWith(src + sep)) continue;
      const unit = unitOf(to);
      if (unit === from) continue;
      const arrows = graph.get(from)!;
      arrows.set(unit, [...(arrows.get(unit) ?? []), `${relative(src, f)} → ${relative(src, to)}`]);
    }
  }
  return graph;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);
}

/** One cycle of the graph, as a path that starts and ends at the same module, or undefined. */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (v: string): string[] | undefined => {
    state.set(v, 'open');
    path.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (state.get(w) === 'open') return [...path.slice(path.indexOf(w)), w];
      if (!state.has(w)) {
        const c = visit(w);
        if (c) return c;
      }
    }
    path.pop();
    state.set(v, 'done');
    return undefined;
  };
  for (const v of graph.keys()) {
    if (!state.has(v)) {
      const c = visit(v);
      if (c) return c;
    }
  }
  return undefined;
}

describe('module layout', () => {
  it('reads run-time imports and skips type-only ones', () => {
    const text = "import { a } from './a.js';\nimport type { B } from './b.js';\nimport { type C, type D } from './c.js';\n" +
      "import { type E, f } from './e.js';\nexport * from './g.js';\nexport type { H } from './h.js';\nimport './i.js';\n";
    expect(runtimeImports('/x/m.ts', text)).toEqual(['/x/a.ts', '/x/e.ts', '/x/g.ts', '/x/i.ts']);
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toBeUndefined();
  });

  it('src/ has no import cycle', () => {
    const graph = new Map<string, string[]>();
    for (const f of sourceFiles(src)) graph.set(f, runtimeImports(f, readFileSync(f, 'utf8')));
    expect(graph.size).toBeGreaterThan(100);
    expect(findCycle(graph)?.map((f) => relative(src, f)).join(' → ')).toBeUndefined();
  });

  it('reads every import, type-only and dynamic ones included', () => {
    const text = "import { a } from './a.js';\nimport type { B } from './b.js';\nexport type { H } from '../h.js';\n" +
      "import './i.js';\nconst m = await import('./m.js');\nimport {\n  x,\n  type Y,\n} from './xy.js';\n";
    expect(allImports('/x/m.ts', text).sort()).toEqual(['/h.ts', '/x/a.ts', '/x/b.ts', '/x/i.ts', '/x/m.ts', '/x/xy.ts']);
  });

  it('every folder of src/ has a layer, and every import points down the layers or stays in its layer', () => {
    const graph = folderGraph();
    expect([...graph.keys()].filter((u) => !(u in LAYERS)), 'folders of src/ without a layer in LAYERS').toEqual([]);
    expect(Object.keys(LAYERS).filter((u) => !graph.has(u)), 'LAYERS names folders src/ lacks').toEqual([]);
    const against: string[] = [];
    for (const [from, arrows] of graph) {
      for (const [to, why] of arrows) {
        if (RANK[LAYERS[to]!] > RANK[LAYERS[from]!]) against.push(`${from} (${LAYERS[from]}) → ${to} (${LAYERS[to]}): ${why.join('; ')}`);
      }
    }
    expect(against).toEqual([]);
  });

  it('no folder of src/ reaches itself through its imports (type-only ones included)', () => {
    const graph = folderGraph();
    const plain = new Map([...graph].map(([u, arrows]) => [u, [...arrows.keys()]]));
    const cycle = findCycle(plain);
    const why = cycle?.slice(1).map((to, i) => graph.get(cycle[i]!)!.get(to)![0]).join('; ');
    expect(cycle && `${cycle.join(' → ')} (${why})`).toBeUndefined();
  });

  it('a CLI command takes its shared helpers from src/cli/, not from another command', () => {
    const commands = join(src, 'cli', 'commands');
    const offenders = sourceFiles(commands).flatMap((f) =>
      allImports(f, readFileSync(f, 'utf8')).filter((to) => dirname(to) === commands).map((to) => `${relative(src, f)} → ${relative(src, to)}`));
    expect(offenders).toEqual([]);
  });
});
