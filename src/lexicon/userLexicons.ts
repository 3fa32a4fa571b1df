// The user's own lexicons: built from a word list they own (one word per line) and registered as
// a local recipe in the lexicon home (local-recipes.json beside the built files, never the
// committed lexicons/recipes.json), so `--lexicon NAME`, CGP `lex NAME;` and GCG `#lexicon NAME`
// find them and a deleted .lex is rebuilt from the same file on first use.

import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { alphabets, isAlphabetPath, resolveAlphabet } from '../alphabet/index.js';
import { ownEntry } from '../lookup.js';
import { errors } from '../errors.js';
import { localRecipesPath, readRecipeFile, type Recipe, recipes } from './sources.js';
import { buildFromRecipe, type BuildResult, type Progress } from './store.js';

export interface UserLexiconOptions {
  /** The word list: a UTF-8 text file, one word per line. */
  from: string;
  /** A built-in alphabet's id (english, french...) or the path of an alphabet JSON file. */
  alphabet: string;
  description?: string;
}

/** Builds NAME.lex from the user's word list and registers (or updates) its local recipe. */
export async function buildUserLexicon(name: string, options: UserLexiconOptions, progress?: Progress): Promise<BuildResult> {
  checkUserLexiconName(name);
  const alphabet = isAlphabetPath(options.alphabet)
    ? resolveAlphabet(resolve(options.alphabet))
    : ownEntry(alphabets, options.alphabet);
  if (!alphabet) {
    throw errors.about({ option: 'alphabet' }, (n) => `${n} must be one of ${Object.keys(alphabets).join(', ')} or the path of an alphabet JSON file, not "${options.alphabet}"`, 'bad-usage');
  }
  const builtin = ownEntry(alphabets, alphabet.id) === alphabet;
  const path = resolve(options.from);
  if (!existsSync(path)) throw errors.missingFile(path);
  if (!statSync(path).isFile()) throw errors.badInput(`${path} is not a file (give a word list, one word per line)`);
  const recipe: Recipe = {
    name,
    description: options.description ?? `the user's word list ${path}`,
    alphabet: alphabet.id,
    // The user's alphabet is kept whole: the recipe rebuilds even if the file moves.
    ...(!builtin && { alphabetSpec: alphabet.spec }),
    source: { kind: 'file', path },
    licence: "the user's own word list",
    local: true,
  };
  // Registered only once the build succeeded: a bad list leaves no recipe behind.
  const result = await buildFromRecipe(recipe, progress);
  registerLocalRecipe(recipe);
  return result;
}

/** A name a user lexicon may take: a file name, not a path, and not a committed recipe's. */
export function checkUserLexiconName(name: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(name) || name.endsWith('.lex')) {
    throw errors.usage(`a lexicon name is letters, digits, '_', '-' and '.', starting with a letter or digit and not ending in .lex; "${name}" is not one`);
  }
  const existing = recipes().get(name);
  if (existing && !existing.local) throw errors.usage(`"${name}" is a built-in lexicon; give yours another name`);
}

function registerLocalRecipe(recipe: Recipe): void {
  const path = localRecipesPath();
  const all = existsSync(path) ? readRecipeFile(path) : {};
  const { name, local: _local, ...stored } = recipe;
  all[name] = stored;
  mkdirSync(dirname(path), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(all, null, 2) + '\n');
  renameSync(tmp, path);
}
