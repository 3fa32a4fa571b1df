// Ruleset files written by users: JSON checked field by field, every problem reported at once
// with the field it is in. `"extends": "english"` takes the missing fields from a built-in.

import { type AlphabetSpec, isAlphabetPath, loadAlphabetFile, parseAlphabetSpec } from '../alphabet/index.js';
import { readText } from '../platform/platform.js';
import { errors } from '../errors.js';
import { describeJson, isJsonObject, parseJsonText } from '../inputJson.js';
import { quote } from '../inputText.js';
import { rulesetByName } from './builtin.js';
import { compileRuleset, type CompiledRuleset, type Ruleset, rulesetProblems } from './ruleset.js';

/** Kept here too: rulesets are where it started. */
export { parseJsonText } from '../inputJson.js';

type FieldKind = 'string' | 'integer' | 'strings' | 'pair' | 'tiles' | 'alphabet' | 'object';

const FIELDS: Readonly<Record<keyof Ruleset, FieldKind>> = {
  name: 'string',
  alphabet: 'alphabet',
  alphabetSpec: 'object',
  lexicon: 'string',
  rows: 'integer',
  cols: 'integer',
  premiums: 'strings',
  start: 'pair',
  tiles: 'tiles',
  rackSize: 'integer',
  bingoBonus: 'integer',
  scoring: 'string',
  exchangeMinBag: 'integer',
  goingOut: 'string',
};

/** Fields a ruleset file may leave out (the game rules have defaults). */
const OPTIONAL: ReadonlySet<string> = new Set(['exchangeMinBag', 'goingOut', 'alphabetSpec']);

const TILE_FIELDS = ['tile', 'count', 'value'] as const;

/** Problems with the type of one field's value (none when it is fine). */
function shapeProblems(field: string, kind: FieldKind, v: unknown): string[] {
  switch (kind) {
    case 'string':
      return typeof v === 'string' ? [] : [`${field}: must be a string, got ${describeJson(v)}`];
    case 'alphabet':
      return typeof v === 'string' || isJsonObject(v) ? []
        : [`${field}: must be an alphabet's id, the path of an alphabet file or an alphabet object, got ${describeJson(v)}`];
    case 'object':
      return isJsonObject(v) ? [] : [`${field}: must be an object, got ${describeJson(v)}`];
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v) ? [] : [`${field}: must be a whole number, got ${describeJson(v)}`];
    case 'strings':
      if (!Array.isArray(v)) return [`${field}: must be an array of strings (one per row), got ${describeJson(v)}`];
      return v.flatMap((s, i) => (typeof s === 'string' ? [] : [`${field}[${i}]: must be a string, got ${describeJson(s)}`]));
    case 'pair':
      return Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isInteger(n))
        ? []
        : [`${field}: must be [row, col] (two whole numbers, 0-based), got ${describeJson(v)}`];
    case 'tiles': {
      if (!Array.isArray(v)) return [`${field}: must be an array of { tile, count, value }, got ${describeJson(v)}`];
      return v.flatMap((t, i) => {
        const where = `${field}[${i}]`;
        if (!isJsonObject(t)) return [`${where}: must be an object { tile, count, value }, got ${describeJson(t)}`];
        const out: string[] = [];
        for (const k of Object.keys(t)) {
          if (!(TILE_FIELDS as readonly string[]).includes(k)) out.push(`${where}: unknown field ${quote(k)} (fields: tile, count, value)`);
        }
        if (typeof t.tile !== 'string') out.push(`${where}.tile: must be a string, got ${describeJson(t.tile)}`);
        for (const k of ['count', 'value'] as const) {
          if (typeof t[k] !== 'number' || !Number.isInteger(t[k])) out.push(`${where}.${k}: must be a whole number, got ${describeJson(t[k])}`);
        }
        return out;
      });
    }
  }
}

/**
 * The ruleset's `alphabet` as a built-in id or a user's alphabet: an object, or the path of an
 * alphabet file (relative to `baseDir`, the ruleset file's folder). Problems go to `problems`.
 */
function readAlphabetField(merged: Record<string, unknown>, baseDir: string, problems: string[]): void {
  let spec: AlphabetSpec | undefined;
  try {
    const v = merged.alphabet;
    if (isJsonObject(v)) spec = parseAlphabetSpec(v, 'the alphabet object');
    else if (typeof v === 'string' && isAlphabetPath(v)) spec = loadAlphabetFile(v.startsWith('/') ? v : baseDir + v);
    else if (isJsonObject(merged.alphabetSpec)) spec = parseAlphabetSpec(merged.alphabetSpec, 'alphabetSpec');
  } catch (e) {
    problems.push(`alphabet: ${(e as Error).message}`);
    return;
  }
  if (spec) {
    if (typeof merged.alphabet === 'string' && !isAlphabetPath(merged.alphabet) && merged.alphabet !== spec.id) {
      return void problems.push(`alphabet: ${quote(merged.alphabet)} is not the id of alphabetSpec (${quote(spec.id)})`);
    }
    merged.alphabet = spec.id;
    merged.alphabetSpec = spec;
  }
}

/**
 * Checks parsed JSON and returns it as a Ruleset; `source` names the file in errors, `baseDir`
 * (ending in '/') is where an alphabet file it names is found.
 */
export function parseRuleset(json: unknown, source = 'ruleset', baseDir = ''): Ruleset {
  if (!isJsonObject(json)) throw errors.badInput(`${source}: a ruleset must be a JSON object, got ${describeJson(json)}`);
  const problems: string[] = [];
  let merged: Record<string, unknown> = json;
  if ('extends' in json) {
    if (typeof json.extends !== 'string') problems.push(`extends: must be the name of a built-in ruleset`);
    else {
      try {
        const { extends: _base, ...own } = json;
        merged = { ...rulesetByName(json.extends), ...own };
      } catch (e) {
        problems.push(`extends: ${(e as Error).message}`);
      }
    }
  }
  for (const key of Object.keys(merged)) {
    if (key !== 'extends' && !(key in FIELDS)) {
      problems.push(`unknown field ${quote(key)} (fields: ${Object.keys(FIELDS).join(', ')}, extends)`);
    }
  }
  for (const [field, kind] of Object.entries(FIELDS)) {
    if (!(field in merged)) {
      if (!OPTIONAL.has(field)) problems.push(`${field}: missing`);
    }
    else problems.push(...shapeProblems(field, kind, merged[field]));
  }
  if (!problems.length) readAlphabetField(merged, baseDir, problems);
  // Meaning is only checked once the shapes are right, so it never reads a wrong type.
  if (!problems.length) problems.push(...rulesetProblems(merged as unknown as Ruleset));
  if (problems.length) throw errors.badInput(`${source} is not a valid ruleset:\n  ${problems.join('\n  ')}`);
  const r = merged as unknown as Ruleset;
  return {
    name: r.name, alphabet: r.alphabet, ...(r.alphabetSpec && { alphabetSpec: r.alphabetSpec }), lexicon: r.lexicon, rows: r.rows, cols: r.cols,
    premiums: [...r.premiums], start: [r.start[0], r.start[1]],
    tiles: r.tiles.map((t) => ({ tile: t.tile, count: t.count, value: t.value })),
    rackSize: r.rackSize, bingoBonus: r.bingoBonus, scoring: r.scoring,
    ...(r.exchangeMinBag !== undefined && { exchangeMinBag: r.exchangeMinBag }),
    ...(r.goingOut !== undefined && { goingOut: r.goingOut }),
  };
}

/** Reads and checks a user's ruleset JSON file. */
export function loadRulesetFile(path: string): Ruleset {
  return parseRuleset(parseJsonText(readText(path, 'ruleset'), path), path, path.slice(0, path.lastIndexOf('/') + 1));
}

/** A built-in name ('english', 'spil-21') or the path of a JSON file (contains '/' or ends in .json). */
export function resolveRuleset(nameOrPath: string): Ruleset {
  return nameOrPath.includes('/') || nameOrPath.toLowerCase().endsWith('.json')
    ? loadRulesetFile(nameOrPath)
    : rulesetByName(nameOrPath);
}

const compiledCache = new Map<string, CompiledRuleset>();

/** A built-in ruleset or a ruleset file, compiled once per thread. */
export function loadRuleset(nameOrPath: string): CompiledRuleset {
  let r = compiledCache.get(nameOrPath);
  if (!r) compiledCache.set(nameOrPath, (r = compileRuleset(resolveRuleset(nameOrPath))));
  return r;
}
