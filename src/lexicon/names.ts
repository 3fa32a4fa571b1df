// What a lexicon name means. A name with a '/' or ending in .lex is the path of a file; any
// other is NAME.lex in the platform's lexicon folder (src/paths.ts: VERBIVORE_HOME in Node; the
// lexicons a page was given in a browser). In a folder lexicons are built into from recipes
// (Node: sources.ts names the lexicon home's, from lexicons/recipes.json and the user's local
// recipes), the recipes are the names there are; elsewhere, the lexicon files the platform has.
// Browser-safe: files come through the platform.

import { errors } from '../errors.js';
import { platform } from '../platform/platform.js';

/** A name that is the path of a .lex file rather than a recipe name. */
export function isPathName(name: string): boolean {
  return name.includes('/') || name.endsWith('.lex');
}

/** The file of a lexicon name, or the name itself when it is a path. */
export function lexiconPath(name: string): string {
  const p = platform();
  return isPathName(name) ? name : p.join(p.lexiconFolder, `${name}.lex`);
}

let recipes: { folder: string; names: () => string[] } | undefined;

/** The recipe names of the lexicons built into `folder` (sources.ts: the lexicon home's, in Node). */
export function useRecipeNames(folder: string, names: () => string[]): void {
  recipes = { folder, names };
}

/**
 * The names with a recipe in the platform's lexicon folder, or undefined where lexicons are not
 * built from recipes (a browser).
 */
export function knownRecipes(): string[] | undefined {
  return recipes && recipes.folder === platform().lexiconFolder ? recipes.names() : undefined;
}

/**
 * Reads lexicon `name` (a name or a path) through the platform into the view `place(bytes)`
 * returns. Returns the file's path (for messages) and the lexicon's name (a path's file name).
 * Fails with a VerbivoreError naming the lexicon when it does not exist.
 */
export function readLexiconInto(name: string, place: (bytes: number) => Uint8Array): { path: string; name: string } {
  const p = platform();
  const path = lexiconPath(name);
  if (!p.exists(path)) {
    if (isPathName(name)) throw errors.missingFile(path);
    const names = knownRecipes();
    if (!names) throw errors.unknownLexicon(name, p.list(p.lexiconFolder, '.lex'));
    if (!names.includes(name)) throw errors.unknownLexicon(name, names);
    throw errors.missingLexicon(name, names, path);
  }
  let size = 0;
  const read = p.readInto(path, (bytes) => place(size = bytes), 'lexicon');
  if (read < size) throw errors.corruptLexicon(path, 'file shrank while reading');
  return { path, name: isPathName(name) ? fileName(path) : name };
}

/** The last part of a path, less .lex. */
function fileName(path: string): string {
  const last = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  return last.endsWith('.lex') ? last.slice(0, -'.lex'.length) : last;
}
