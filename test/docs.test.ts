// The project speaks of itself alone: no file of the repository points to the game map or the
// notes it was planned from, to numbered tracker items, or to folders outside the repository;
// games are referred to docs/games.md, which names every game `verbivore game --list` knows.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/paths.js';
import { runCli } from './helpers.js';

/** Built, generated or installed folders: not ours to read. */
const SKIP = new Set(['node_modules', 'dist', 'build', 'api', 'cache', 'output']);

/** The text files under a folder of the repository (binary files skipped). */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : textFiles(path);
    if (!e.isFile() || statSync(path).size > 4_000_000) return [];
    return /\.(lex|wasm|bin|leaves|gz|png|jpg)$/i.test(e.name) ? [] : [path];
  });
}

// Written in pieces so that this file does not name them itself.
const FORBIDDEN: [string, RegExp][] = [
  ['no outside game map', new RegExp(['GAMES', 'md'].join('\\.'))],
  ['no outside design notes', new RegExp(['DESIGN', 'md'].join('\\.'))],
  ['no outside style notes', new RegExp(['STYLE', 'md'].join('\\.'))],
  ['no numbered tracker item', new RegExp(['\\bissue', '#?\\d+'].join('\\s*'), 'i')],
  ['no folder outside the repository', new RegExp(['\\.\\.', 'shared'].join('/'))],
  ['no rulebook file by its path', new RegExp(['\\bseeds', '[\\w.]'].join('/'))],
];

describe('the repository speaks of itself alone', () => {
  const files = [
    ...['src', 'assembly', 'bench', 'test', 'docs', 'tools'].flatMap((d) => textFiles(join(packageRoot, d))),
    join(packageRoot, 'README.md'),
    ...textFiles(join(packageRoot, 'lexicons')).filter((f) => f.endsWith('.md')),
  ];

  it('reads the folders it guards', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(join(packageRoot, 'lexicons', 'README.md'));
  });

  for (const [what, pattern] of FORBIDDEN) {
    it(`names ${what}`, () => {
      const found: string[] = [];
      for (const f of files) {
        readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
          if (pattern.test(line)) found.push(`${relative(packageRoot, f)}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
      }
      expect(found).toEqual([]);
    });
  }
});

describe('docs/games.md', () => {
  it('names every game of verbivore game --list with its command', () => {
    const r = runCli(['game', '--list', '--json']);
    expect(r.code, r.err).toBe(0);
    const names = (JSON.parse(r.out) as { name: string }[]).map((g) => g.name);
    expect(names.length).toBeGreaterThan(30);
    const doc = readFileSync(join(packageRoot, 'docs', 'games.md'), 'utf8');
    expect(names.filter((n) => !new RegExp(`\`verbivore game ${n}[\` ]`).test(doc))).toEqual([]);
  });

  it('is where the README sends readers for the games', () => {
    const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
    const party = readme.slice(readme.indexOf('## Party games'));
    expect(party.slice(0, 400)).toContain('docs/games.md');
  });
});
