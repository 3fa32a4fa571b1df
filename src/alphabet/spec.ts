// Alphabet files: the JSON documents of src/alphabet/data and the user's own, checked field by
// field with every problem reported at once, as ruleset files are (docs/formats.md).

import { errors } from '../errors.js';
import { describeJson, isJsonObject } from '../inputJson.js';
import { quote } from '../inputText.js';
import { MAX_TILES, type AlphabetSpec } from './alphabet.js';

const FIELDS = ['id', 'language', 'about', 'tiles', 'vowels', 'fold', 'spellings', 'forbidden'] as const;

/** One character as the tiler reads it: a single UTF-16 unit, already upper-cased. */
const isKeyChar = (k: string): boolean => k.length === 1 && k === k.toUpperCase() && k === k.normalize('NFC');

/** Every problem with an alphabet document, each naming its field (none when it is fine). */
export function alphabetProblems(json: unknown): string[] {
  if (!isJsonObject(json)) return [`an alphabet must be a JSON object, got ${describeJson(json)}`];
  const out: string[] = [];
  for (const k of Object.keys(json)) {
    if (!(FIELDS as readonly string[]).includes(k)) out.push(`unknown field ${quote(k)} (fields: ${FIELDS.join(', ')})`);
  }
  if (typeof json.id !== 'string' || !/^[a-z0-9][a-z0-9_-]*$/.test(json.id)) {
    out.push(`id: must be a name of lowercase letters, digits, '_' and '-', got ${describeJson(json.id)}`);
  }
  for (const k of ['language', 'about'] as const) {
    if (json[k] !== undefined && typeof json[k] !== 'string') out.push(`${k}: must be a string, got ${describeJson(json[k])}`);
  }
  const tiles = new Set<string>();
  if (!Array.isArray(json.tiles) || json.tiles.length === 0 || json.tiles.length > MAX_TILES) {
    out.push(`tiles: must be an array of 1 to ${MAX_TILES} tile strings in sort order, got ${describeJson(json.tiles)}`);
  } else {
    json.tiles.forEach((t, i) => {
      const where = `tiles[${i}]`;
      if (typeof t !== 'string' || t.length === 0) out.push(`${where}: must be a non-empty string, got ${describeJson(t)}`);
      else if (t !== t.toUpperCase() || t !== t.normalize('NFC')) out.push(`${where}: ${quote(t)} must be upper case (NFC), as words are tiled after upper-casing`);
      else if (t === '?') out.push(`${where}: "?" is the blank, not a tile`);
      else if (/\s/.test(t)) out.push(`${where}: ${quote(t)} has a space`);
      else if (tiles.has(t)) out.push(`${where}: ${quote(t)} is listed twice`);
      else tiles.add(t);
    });
  }
  const tileNamed = (field: string, v: unknown): void => {
    if (typeof v !== 'string') out.push(`${field}: must be a tile string, got ${describeJson(v)}`);
    else if (tiles.size && !tiles.has(v)) out.push(`${field}: ${quote(v)} is not one of the tiles`);
  };
  if (!Array.isArray(json.vowels)) out.push(`vowels: must be an array of tile strings, got ${describeJson(json.vowels)}`);
  else json.vowels.forEach((v, i) => tileNamed(`vowels[${i}]`, v));
  const map = (field: 'fold' | 'spellings' | 'forbidden', check: (where: string, key: string, v: unknown) => void): void => {
    const m = json[field];
    if (m === undefined) return;
    if (!isJsonObject(m)) return void out.push(`${field}: must be an object, got ${describeJson(m)}`);
    for (const [k, v] of Object.entries(m)) check(`${field}[${quote(k)}]`, k, v);
  };
  map('fold', (where, k, v) => {
    if (!isKeyChar(k)) out.push(`${where}: the key must be one upper-case character`);
    if (typeof v !== 'string') out.push(`${where}: must be the text it folds to, got ${describeJson(v)}`);
  });
  map('spellings', (where, k, v) => {
    if (k.length < 2 || k !== k.toUpperCase()) out.push(`${where}: the key must be upper-case text of two or more characters`);
    tileNamed(where, v);
  });
  map('forbidden', (where, k, v) => {
    if (!isKeyChar(k)) out.push(`${where}: the key must be one upper-case character`);
    else if (tiles.has(k)) out.push(`${where}: ${quote(k)} is a tile`);
    if (typeof v !== 'string') out.push(`${where}: must be the explanation shown before the character, got ${describeJson(v)}`);
  });
  return out;
}

/** Checks parsed JSON and returns it as an alphabet; `source` names the file in errors. */
export function parseAlphabetSpec(json: unknown, source = 'alphabet'): AlphabetSpec {
  const problems = alphabetProblems(json);
  if (problems.length) throw errors.badInput(`${source} is not a valid alphabet:\n  ${problems.join('\n  ')}`);
  const j = json as unknown as AlphabetSpec;
  // Only the known fields, copied: the spec is kept in lexicon headers and recipes.
  return {
    id: j.id,
    ...(j.language !== undefined && { language: j.language }),
    ...(j.about !== undefined && { about: j.about }),
    tiles: [...j.tiles],
    vowels: [...j.vowels],
    ...(j.fold && { fold: { ...j.fold } }),
    ...(j.spellings && { spellings: { ...j.spellings } }),
    ...(j.forbidden && { forbidden: { ...j.forbidden } }),
  };
}
