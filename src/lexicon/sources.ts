// Lexicon recipes (lexicons/recipes.json): which npm package a word list comes from and how to
// read it. Each source kind is one reader here; new languages add a kind, not a special case.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { errors } from '../errors.js';
import { lexiconDir } from '../paths.js';

export interface LinesSource {
  kind: 'lines';
  package: string;
  file: string;
}

export type Source = LinesSource;

export interface Recipe {
  name: string;
  description: string;
  alphabet: string;
  source: Source;
  licence: string;
}

const require = createRequire(import.meta.url);

export function recipes(): Record<string, Recipe> {
  const raw = JSON.parse(readFileSync(join(lexiconDir, 'recipes.json'), 'utf8')) as Record<string, Omit<Recipe, 'name'>>;
  const out: Record<string, Recipe> = {};
  for (const [name, r] of Object.entries(raw)) out[name] = { name, ...r };
  return out;
}

export function recipe(name: string): Recipe {
  const all = recipes();
  const r = all[name];
  if (!r) throw errors.unknownLexicon(name, Object.keys(all));
  return r;
}

/** Directory of an installed npm package. */
export function packageDir(pkg: string): string {
  try {
    return dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    throw errors.badInput(`the npm package "${pkg}" is not installed (run npm install)`);
  }
}

export function packageVersion(pkg: string): string {
  return JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')).version;
}

/** The raw words of a recipe's source, as the source spells them. */
export async function readSource(source: Source): Promise<{ words: string[]; origin: string }> {
  switch (source.kind) {
    case 'lines': {
      const text = readFileSync(join(packageDir(source.package), source.file), 'utf8');
      const words = text.split(/\r?\n/).map((w) => w.trim()).filter((w) => w.length > 0);
      return { words, origin: `${source.package}@${packageVersion(source.package)}` };
    }
  }
}
