// Lexicon recipes (lexicons/recipes.json): which npm package a word list comes from and how to
// read it. Each source kind is one reader here; new languages add a kind, not a special case.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { errors } from '../errors.js';
import { lexiconDir } from '../paths.js';
import type { Alphabet } from '../alphabet/index.js';
import { emptyRejectReport, type RejectReport } from './rejects.js';
import { tileLines, type TiledWords, tileWordsFlat } from './tiling.js';

/** A text file of one word per line. */
export interface LinesSource {
  kind: 'lines';
  package: string;
  file: string;
}

/** A JSON file holding one array of words. */
export interface JsonArraySource {
  kind: 'json-array';
  package: string;
  file: string;
}

/** A hunspell dictionary, expanded into its word forms (hunspell.ts). */
export interface HunspellSource {
  kind: 'hunspell';
  package: string;
  aff: string;
  dic: string;
  /** Affix flags whose every rule attaches one of these characters are not applied ("'-"). */
  dropAffixesAttaching?: string;
  /** Spellings whose mark belongs to the word, e.g. ["l·l", "l.l"]. */
  marksInWords?: string[];
  /** Vowels after removing diacritics (default "aeiou"); forms without one are dropped. */
  vowels?: string;
}

export type Source = LinesSource | JsonArraySource | HunspellSource;

/** The words of a source, where they came from, and what the reader filtered out. */
export interface SourceWords {
  words: string[];
  origin: string;
  /** Words (or forms) the reader removed, by reason; empty for lists taken as they are. */
  filtered: RejectReport;
}

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
    // Packages with an "exports" map that omits package.json (dictionary-ca, hunspell-reader)
    // refuse that resolve; look along the same node_modules search path instead.
    for (const dir of require.resolve.paths(pkg) ?? []) {
      if (existsSync(join(dir, pkg, 'package.json'))) return join(dir, pkg);
    }
    throw errors.badInput(`the npm package "${pkg}" is not installed (run npm install)`);
  }
}

export function packageVersion(pkg: string): string {
  return JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')).version;
}

/** A source's words tiled for the compiler, and what the reader and the alphabet left out. */
export interface TiledSource extends TiledWords {
  origin: string;
  /** Words (or forms) the reader removed, by reason. */
  filtered: RejectReport;
}

/**
 * The words of a recipe's source as tile strings. A word list of lines is tiled straight from
 * its bytes (tiling.ts: tileLines); the other kinds are read as words first. With `keepWords`
 * the words (as the source spells them) come back too.
 */
export async function readTiledSource(
  source: Source, alphabet: Alphabet, progress?: (done: number, total: number) => void, keepWords = false,
): Promise<TiledSource & { words?: readonly string[] }> {
  if (source.kind === 'lines' && !keepWords) {
    const tiled = tileLines(readFileSync(sourceFile(source.package, source.file)), alphabet);
    return { ...tiled, origin: sourceOrigin(source), filtered: emptyRejectReport() };
  }
  const { words, origin, filtered } = await readSource(source, progress);
  return { ...tileWordsFlat(words, alphabet), origin, filtered, ...(keepWords ? { words } : {}) };
}

function sourceOrigin(source: Source): string {
  return `${source.package}@${packageVersion(source.package)}`;
}

/** The words of a recipe's source, as the source spells them. */
export async function readSource(source: Source, progress?: (done: number, total: number) => void): Promise<SourceWords> {
  const origin = sourceOrigin(source);
  switch (source.kind) {
    case 'lines': {
      const text = readFileSync(sourceFile(source.package, source.file), 'utf8');
      const words = text.split(/\r?\n/).map((w) => w.trim()).filter((w) => w.length > 0);
      return { words, origin, filtered: emptyRejectReport() };
    }
    case 'json-array': {
      const path = sourceFile(source.package, source.file);
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(path, 'utf8'));
      } catch (e) {
        throw errors.badInput(`${path} is not valid JSON: ${(e as Error).message}`);
      }
      if (!Array.isArray(data)) throw errors.badInput(`${path} should hold a JSON array of words`);
      const words: string[] = [];
      data.forEach((w, i) => {
        if (typeof w !== 'string') throw errors.badInput(`${path}: item ${i} is not a string (${JSON.stringify(w)})`);
        const t = w.trim();
        if (t.length > 0) words.push(t);
      });
      return { words, origin, filtered: emptyRejectReport() };
    }
    case 'hunspell': {
      const aff = sourceFile(source.package, source.aff);
      const dic = sourceFile(source.package, source.dic);
      // Loaded here, not at start-up: hunspell-reader costs every command ~25 ms to load.
      const { expandHunspell } = await import('./hunspell.js');
      const forms = await expandHunspell(aff, dic, {
        dropAffixesAttaching: source.dropAffixesAttaching,
        marksInWords: source.marksInWords,
        vowels: source.vowels,
        progress,
      });
      return {
        words: forms.words,
        origin: `${origin} (hunspell-reader@${packageVersion('hunspell-reader')}, without affixes ${forms.droppedFlags.join(' ')})`,
        filtered: forms.filtered,
      };
    }
  }
}

function sourceFile(pkg: string, file: string): string {
  const path = join(packageDir(pkg), file);
  if (!existsSync(path)) throw errors.missingFile(path);
  return path;
}
