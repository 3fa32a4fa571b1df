// The tile sets of the games, as data (src/alphabet/data/*.json, docs/formats.md), and the
// user's own alphabet files. JSON modules, so Node and the browser bundle both carry them.

import { errors } from '../errors.js';
import { parseJsonText } from '../inputJson.js';
import { ownEntry } from '../lookup.js';
import { readText } from '../platform/platform.js';
import { Alphabet, type AlphabetSpec } from './alphabet.js';
import { parseAlphabetSpec } from './spec.js';
import catalanData from './data/catalan.json' with { type: 'json' };
import dutchData from './data/dutch.json' with { type: 'json' };
import englishData from './data/english.json' with { type: 'json' };
import frenchData from './data/french.json' with { type: 'json' };
import germanData from './data/german.json' with { type: 'json' };
import norwegianData from './data/norwegian.json' with { type: 'json' };
import polishData from './data/polish.json' with { type: 'json' };
import sloveneData from './data/slovene.json' with { type: 'json' };
import spanishData from './data/spanish.json' with { type: 'json' };
import swedishData from './data/swedish.json' with { type: 'json' };

// Checked like a user's file: a mistake in the data fails at load, naming the field.
const builtin = (data: unknown, id: string) => new Alphabet(parseAlphabetSpec(data, `built-in alphabet ${id}`));

export const english = builtin(englishData, 'english');
export const catalan = builtin(catalanData, 'catalan');
export const spanish = builtin(spanishData, 'spanish');
export const french = builtin(frenchData, 'french');
export const german = builtin(germanData, 'german');
export const dutch = builtin(dutchData, 'dutch');
export const polish = builtin(polishData, 'polish');
export const norwegian = builtin(norwegianData, 'norwegian');
export const swedish = builtin(swedishData, 'swedish');
export const slovene = builtin(sloveneData, 'slovene');

/** The built-in alphabets by id. */
export const alphabets: Readonly<Record<string, Alphabet>> = {
  english, catalan, spanish, french, german, dutch, polish, norwegian, swedish, slovene,
};

/** The user's alphabets met in this thread (from files, lexicon headers, rulesets), by id. */
const userAlphabets = new Map<string, Alphabet>();

/** A built-in alphabet, or a user's one this thread has met, by id. */
export function alphabetById(id: string): Alphabet | undefined {
  return ownEntry(alphabets, id) ?? userAlphabets.get(id);
}

const sameSpec = (a: AlphabetSpec, b: AlphabetSpec): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The alphabet of a checked spec: the built-in one when the spec is a built-in's, else the
 * user's, made once per thread. Ids name alphabets everywhere (lexicon headers, rulesets), so a
 * user's alphabet may not take a built-in's id, nor two different ones the same id.
 */
export function alphabetOfSpec(spec: AlphabetSpec, source = `alphabet "${spec.id}"`): Alphabet {
  const known = alphabetById(spec.id);
  if (known) {
    if (sameSpec(known.spec, spec)) return known;
    throw errors.badInput(ownEntry(alphabets, spec.id)
      ? `${source}: id "${spec.id}" is a built-in alphabet's; give yours another id`
      : `${source}: another alphabet with id "${spec.id}" is already in use; give this one another id`);
  }
  const a = new Alphabet(spec);
  userAlphabets.set(spec.id, a);
  return a;
}

/** Reads and checks a user's alphabet JSON file. */
export function loadAlphabetFile(path: string): AlphabetSpec {
  return parseAlphabetSpec(parseJsonText(readText(path, 'alphabet'), path), path);
}

/** Whether a name given for an alphabet is a file's path rather than an id. */
export const isAlphabetPath = (name: string): boolean => name.includes('/') || name.toLowerCase().endsWith('.json');

/** A built-in alphabet by id, or a user's alphabet file by path (contains '/' or ends in .json). */
export function resolveAlphabet(nameOrPath: string): Alphabet {
  if (isAlphabetPath(nameOrPath)) return alphabetOfSpec(loadAlphabetFile(nameOrPath), nameOrPath);
  const a = ownEntry(alphabets, nameOrPath);
  if (!a) {
    throw errors.usage(`unknown alphabet "${nameOrPath}": give one of ${Object.keys(alphabets).join(', ')}, ` +
      `or the path of an alphabet JSON file (docs/formats.md)`);
  }
  return a;
}
