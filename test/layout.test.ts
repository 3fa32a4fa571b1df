// The module layout: no module of src/ reaches itself through the imports it runs (type-only
// imports aside), so each concept's folder can be read, tested and loaded on its own (issue 9
// removed the circles scrabble/{movegen,moveList,exchanges} and lexicon/RejectReport).

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
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
});
