// Lexicon recipes: which npm package (or, for the user's own lexicons, which file) a word list
// comes from and how to read it. The committed ones are lexicons/recipes.json; the user's are
// local-recipes.json in the lexicon home (src/paths.ts), written by `lexicon build NAME --from`.
// Each source kind is one reader here; new languages add a kind, not a special case.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { errors } from '../errors.js';
import { lexiconDir, recipesPath } from '../paths.js';
import type { Alphabet, AlphabetSpec } from '../alphabet/index.js';
import type { HunspellOptions } from './hunspell.js';
import { useRecipeNames } from './names.js';
import { emptyRejectReport, noteRejected, type RejectReport } from './rejects.js';
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
  /** Forms capitalised at the start only are kept (German nouns); see HunspellOptions. */
  initialCapitals?: boolean;
}

/** The user's own word list: a UTF-8 text file, one word per line (`lexicon build NAME --from`). */
export interface FileSource {
  kind: 'file';
  /** Absolute path. */
  path: string;
}

export type Source = LinesSource | JsonArraySource | HunspellSource | FileSource;

/** The words of a source, where they came from, and what the reader filtered out. */
export interface SourceWords {
  words: string[];
  origin: string;
  /** Words (or forms) the reader removed, by reason; empty for lists taken as they are. */
  filtered: RejectReport;
  /** For a user's file: the line number of each word, so later reports can name lines. */
  lines?: number[];
}

/** A morphological analyser for the lexicon's words (src/party/categories.ts): an lt-proc file. */
export interface Analyser {
  /** The Debian package that ships it. */
  debian: string;
  /** The compiled analyser (an automorf.bin). */
  file: string;
  /** The source spells words without their accents: lt-proc restores them (-r). */
  restoreMarks?: boolean;
  licence: string;
}

export interface Recipe {
  name: string;
  description: string;
  /** A built-in alphabet's id, or the id of `alphabetSpec`. */
  alphabet: string;
  /** A user's alphabet, whole (a local recipe built with --alphabet FILE.json). */
  alphabetSpec?: AlphabetSpec;
  source: Source;
  licence: string;
  /** Where the words' categories come from, if anywhere. */
  analyser?: Analyser;
  /** A user's recipe (local-recipes.json), not a committed one. */
  local?: boolean;
}

const require = createRequire(import.meta.url);

/** The user's recipes, written by `lexicon build NAME --from FILE`. */
export function localRecipesPath(): string {
  return join(lexiconDir, 'local-recipes.json');
}

/** Every recipe by name: the committed ones, then the user's. A Map: names are user input. */
export function recipes(): Map<string, Recipe> {
  const out = new Map<string, Recipe>();
  for (const [name, r] of Object.entries(readRecipeFile(recipesPath))) out.set(name, { name, ...r });
  const local = localRecipesPath();
  if (existsSync(local)) {
    for (const [name, r] of Object.entries(readRecipeFile(local))) if (!out.has(name)) out.set(name, { name, ...r, local: true });
  }
  return out;
}

// In Node, the names of the lexicon home are its recipes' (names.ts).
useRecipeNames(lexiconDir, () => [...recipes().keys()]);

/** The recipes of one recipe file (name → recipe without its name). */
export function readRecipeFile(path: string): Record<string, Omit<Recipe, 'name'>> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw errors.badInput(`recipe file ${path} is not valid JSON: ${(e as Error).message}`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw errors.badInput(`recipe file ${path} should hold one JSON object`);
  return data as Record<string, Omit<Recipe, 'name'>>;
}

export function recipe(name: string): Recipe {
  const all = recipes();
  const r = all.get(name);
  if (!r) throw errors.unknownLexicon(name, [...all.keys()]);
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
  const { words, origin, filtered, lines } = await readSource(source, progress);
  // A user's word list names what it drops by line.
  const tiled = tileWordsFlat(words, alphabet, lines && ((i) => `line ${lines[i]}`));
  return { ...tiled, origin, filtered, ...(keepWords ? { words } : {}) };
}

function sourceOrigin(source: Exclude<Source, FileSource>): string {
  return `${source.package}@${packageVersion(source.package)}`;
}

/** The words of a recipe's source, as the source spells them. */
export async function readSource(source: Source, progress?: (done: number, total: number) => void): Promise<SourceWords> {
  if (source.kind === 'file') return readWordFile(source.path);
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
      const forms = await expandHunspell(aff, dic, { ...hunspellOptions(source), progress });
      return {
        words: forms.words,
        origin: `${origin} (hunspell-reader@${packageVersion('hunspell-reader')}, without affixes ${forms.droppedFlags.join(' ')})`,
        filtered: forms.filtered,
      };
    }
  }
}

/** What a hunspell recipe asks of the reader (hunspell.ts). */
export function hunspellOptions(source: HunspellSource): HunspellOptions {
  return {
    dropAffixesAttaching: source.dropAffixesAttaching,
    marksInWords: source.marksInWords,
    vowels: source.vowels,
    initialCapitals: source.initialCapitals,
  };
}

function sourceFile(pkg: string, file: string): string {
  const path = join(packageDir(pkg), file);
  if (!existsSync(path)) throw errors.missingFile(path);
  return path;
}

/**
 * A user's word list: one word per line, blank lines skipped. Lines holding more than one word
 * and repeated words are dropped and reported with their line numbers (words that cannot be
 * tiled are reported by the build, which knows the alphabet).
 */
export function readWordFile(path: string): SourceWords {
  if (!existsSync(path)) throw errors.missingFile(path);
  if (!statSync(path).isFile()) throw errors.badInput(`${path} is not a file (give a word list, one word per line)`);
  const bytes = readFileSync(path);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const words: string[] = [];
  const lines: number[] = [];
  const filtered = emptyRejectReport();
  const firstLine = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const word = raw.trim();
    const line = i + 1;
    if (!word) return;
    if (/\s/.test(word)) return noteRejected(filtered, 'more than one word on the line', `line ${line}: "${word}"`);
    const key = word.normalize('NFC').toUpperCase();
    const first = firstLine.get(key);
    if (first !== undefined) return noteRejected(filtered, 'repeated', `line ${line}: "${word}" (as line ${first})`);
    firstLine.set(key, line);
    words.push(word);
    lines.push(line);
  });
  const sha = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { words, origin: `${path} (sha256 ${sha})`, filtered, lines };
}
