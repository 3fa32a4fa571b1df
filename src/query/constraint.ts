// The letter-constraint query: every word meeting a conjunction of constraints on its
// letters (or tiles), answered by one pruned DAWG walk in the WASM core
// (assembly/query/constraint.ts). The party-game solvers (src/party) are built on it.
//
//   length N | MIN-MAX   in units            from LETTERS   only these letters (a multiset; ? = any)
//   with LETTERS         each at least once  without LETTERS none of these
//   exactly/atLeast/atMost X=K  counts of one unit
//   inOrder LETTERS      as a subsequence    contains TEXT  an unbroken substring
//   start X / end X      prefix / suffix     pattern P      positions, sets and `*` runs
//   syllable SYL         an unbroken Catalan syllable of the word (checked after the walk)
//
// Text is read in the query's unit (units.ts): in letters, Catalan L·L is L then L, so
// `--contains LL` finds COL·LECCIO and LLIBRE, and `--length 7` counts letters (Spanish PERRITO
// has 7 letters in 6 tiles).

import type { Engine } from '../engine.js';
import { perEngine } from '../engine.js';
import type { Lexicon } from '../lexicon/store.js';
import {
  CA_ACCEPT, CA_BYTES, CONSTRAINT_MAX_AUTOMATA, CONSTRAINT_MAX_UNITS, CA_MIN_REST, CA_REQUIRED, CA_STARS, CA_START, CA_STAY, CA_STEP, CONSTRAINT_TILE_UNITS, CQ_AUTOMATA, CQ_AUTOMATON, CQ_BELOW, CQ_BLANKS, CQ_BUDGET, CQ_BYTES, CQ_DEPTH, CQ_MAX_COUNT, CQ_MAX_LENGTH, CQ_MIN_COUNT, CQ_MIN_LENGTH, CQ_NEEDED, CQ_TILE_UNITS, CQ_TILE_UNITS_MAX, CQ_TILE_UNIT_COUNT, CQ_UNITS, CQ_UNIT_TILES, LEX_QUERY_PRUNING, LEX_QUERY_STATE,
} from '../wasm/contract.js';
import { buildOnce } from '../wasm/memory.js';
import { quote } from '../inputText.js';
import { errors } from '../errors.js';
import { ARC_INDEX_MASK, IS_END_BIT, TILE_SHIFT } from '../lexicon/node.js';
import { rulesetByName } from '../rules/index.js';
import { syllableViewOf } from '../syllables/view.js';
import { decodeWordRecords } from './records.js';
import { BLANK_UNIT, type PatternPosition, type Unit, type UnitAlphabet, unitAlphabet } from './units.js';

export type SortOrder = 'length' | 'alpha' | 'score';
export const SORT_ORDERS: readonly SortOrder[] = ['length', 'alpha', 'score'];

/** A query as a user gives it: letter texts read in `unit`. */
export interface ConstraintQuery {
  /** letters (default) or tiles. */
  unit?: Unit;
  /** Exact length, or "MIN-MAX" / "MIN-" / "-MAX", or bounds; in units. Default 2 or more. */
  length?: number | string | { min?: number; max?: number };
  /** The word must be made from these letters (each used at most as often as given); '?' = any one. */
  from?: string;
  /** Each letter at least once (a letter given twice, at least twice). */
  with?: string;
  /** None of these letters. */
  without?: string;
  /** Unit → exact count, e.g. { E: 1 }. */
  exactly?: Readonly<Record<string, number>>;
  atLeast?: Readonly<Record<string, number>>;
  atMost?: Readonly<Record<string, number>>;
  /** These letters in this order, not necessarily adjacent. */
  inOrder?: string;
  /** An unbroken run of letters. */
  contains?: string;
  /** An unbroken Catalan syllable of the word (rule P of the Verbàlia rulebook). */
  syllable?: string;
  start?: string;
  end?: string;
  /** Pattern syntax of `verbivore pattern` plus `*` for any run of letters. */
  pattern?: string;
  /** length (longest first, the default), alpha, or score (Scrabble points of the tiles). */
  sort?: SortOrder;
}

/** A query resolved into units: what the core and the reference both answer. */
export interface UnitQuery {
  units: UnitAlphabet;
  minLength: number;
  maxLength: number;
  /** Units available (by unit) and blanks; absent = any letters, any number of times. */
  budget?: { counts: Uint8Array; blanks: number };
  /** Fewest and most of each unit (most 255 = no bound). */
  fewest: Uint8Array;
  most: Uint8Array;
  /** Patterns every word matches (from `pattern`, and any a solver adds). */
  patterns: PatternPosition[][];
  start?: number[];
  end?: number[];
  contains?: number[];
  inOrder?: number[];
  syllable?: string;
}

/** One answer: the word as its tiles spell it, and its length in letters and in tiles. */
export interface ConstraintWord {
  word: string;
  letters: number;
  tiles: number;
}

/** Longest word in units (63 tiles of up to 2 letters). */
export const MAX_QUERY_UNITS = CONSTRAINT_MAX_UNITS;
/** Patterns the core tracks at once (start, end, contains and in-order count as patterns). */
export const MAX_PATTERNS = CONSTRAINT_MAX_AUTOMATA;
const MAX_PATTERN_POSITIONS = 63;
const NO_BOUND = 255;
const DEFAULT_MIN_LENGTH = 2;

/** Reads a user query into units, checking every value. */
export function resolveQuery(engine: Engine, query: ConstraintQuery): UnitQuery {
  const units = unitAlphabet(engine.alphabet, query.unit ?? 'letters');
  const size = units.size;
  const fewest = new Uint8Array(size);
  const most = new Uint8Array(size).fill(NO_BOUND);
  let { min, max } = parseLength(query.length);

  let budget: UnitQuery['budget'];
  if (query.from !== undefined) {
    const counts = new Uint8Array(size);
    let blanks = 0;
    const given = units.parse(query.from, { option: 'from' }, true);
    if (given.length === 0) throw errors.about({ option: 'from' }, (n) => `${n} needs at least one letter`);
    for (const u of given) {
      if (u === BLANK_UNIT) blanks++;
      else counts[u]!++;
    }
    budget = { counts, blanks };
    max = Math.min(max, given.length);
  }
  // `detail`: what of the option's value is meant (`X=2` of atLeast).
  const bound = (u: number, lo: number, hi: number, option: string, detail = '') => {
    const newLo = Math.max(fewest[u]!, lo), newHi = Math.min(most[u]!, hi);
    if (newLo > newHi) {
      throw errors.about({ option }, (n) => `${n}${detail}: the constraints on ${units.names[u]} contradict each other (at least ${newLo}, at most ${newHi})`);
    }
    fewest[u] = newLo;
    most[u] = newHi;
  };
  if (query.with !== undefined) {
    const counts = new Map<number, number>();
    for (const u of units.parse(query.with, { option: 'with' })) counts.set(u, (counts.get(u) ?? 0) + 1);
    for (const [u, k] of counts) bound(u, k, NO_BOUND, 'with');
  }
  if (query.without !== undefined) for (const u of units.parse(query.without, { option: 'without' })) bound(u, 0, 0, 'without');
  const counts: [Readonly<Record<string, number>> | undefined, string, (k: number) => [number, number]][] = [
    [query.exactly, 'exactly', (k) => [k, k]],
    [query.atLeast, 'atLeast', (k) => [k, NO_BOUND]],
    [query.atMost, 'atMost', (k) => [0, k]],
  ];
  for (const [given, option, range] of counts) {
    for (const [x, k] of Object.entries(given ?? {})) {
      if (!Number.isInteger(k) || k < 0 || k > 254) throw errors.about({ option }, (n) => `${n} ${x}=${k}: the count must be a whole number from 0 to 254`);
      bound(units.parseOne(x, { option }), ...range(k), option, ` ${x}=${k}`);
    }
  }
  const text = (v: string | undefined, option: string) => {
    if (v === undefined) return undefined;
    const u = units.parse(v, { option });
    if (u.length === 0) throw errors.about({ option }, (n) => `${n} needs at least one letter`);
    if (u.length > MAX_PATTERN_POSITIONS - 2) throw errors.about({ option }, (n) => `${n} ${quote(v)} is too long (at most ${MAX_PATTERN_POSITIONS - 2} letters)`);
    return u;
  };
  const patterns: PatternPosition[][] = [];
  if (query.pattern !== undefined) {
    const patternText = query.pattern;
    const p = units.parsePattern(patternText, { option: 'pattern' });
    if (p.length === 0 || p.length > MAX_PATTERN_POSITIONS) {
      throw errors.about({ option: 'pattern' }, (n) => `${n} ${quote(patternText)} must have 1 to ${MAX_PATTERN_POSITIONS} positions`);
    }
    patterns.push(p);
  }
  let syllable: string | undefined;
  if (query.syllable !== undefined) {
    syllable = syllableText(engine, query.syllable);
    // The core finds words holding the syllable's letters; the syllable check runs on those.
    const any = units.any;
    const letters = units.parse(query.syllable, { option: 'syllable' }).map((u) => ({ set: 1n << BigInt(u), star: false }));
    patterns.push([{ set: any, star: true }, ...letters, { set: any, star: true }]);
  }
  if (min < 1) min = 1;
  max = Math.min(max, MAX_QUERY_UNITS);
  if (min > max) throw errors.badInput(`no word can be ${min} to ${max} ${units.unit} long here`);
  return {
    units, minLength: min, maxLength: max, budget, fewest, most, patterns,
    start: text(query.start, 'start'), end: text(query.end, 'end'), contains: text(query.contains, 'contains'), inOrder: text(query.inOrder, 'inOrder'),
    syllable,
  };
}

/** "7", "5-9", "8-", "-6", a number or bounds → [min, max] (defaults 2 and no bound). */
export function parseLength(length: ConstraintQuery['length']): { min: number; max: number } {
  if (length === undefined) return { min: DEFAULT_MIN_LENGTH, max: MAX_QUERY_UNITS };
  if (typeof length === 'object') {
    return checkLength(length.min ?? DEFAULT_MIN_LENGTH, length.max ?? MAX_QUERY_UNITS, JSON.stringify(length));
  }
  if (typeof length === 'number') return checkLength(length, length, String(length));
  const m = /^\s*(\d*)\s*(-?)\s*(\d*)\s*$/.exec(length);
  if (!m || (!m[1] && !m[3]) || (!m[2] && !m[1])) {
    throw errors.about({ option: 'length' }, (n) => `${n} ${quote(length)}: give N, MIN-MAX, MIN- or -MAX (e.g. 7 or 8-12)`);
  }
  const lo = m[1] ? Number(m[1]) : 1;
  const hi = m[2] ? (m[3] ? Number(m[3]) : MAX_QUERY_UNITS) : lo;
  return checkLength(lo, hi, length);
}

function checkLength(min: number, max: number, text: string): { min: number; max: number } {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) {
    throw errors.about({ option: 'length' }, (n) => `${n} ${text}: lengths are whole numbers ≥ 1, shortest first`);
  }
  return { min, max: Math.min(max, MAX_QUERY_UNITS) };
}

/** A syllable as the syllabified view spells them: letters, uppercase, accents folded, no dot. */
function syllableText(engine: Engine, text: string): string {
  if (engine.alphabet.id !== 'catalan') throw errors.about({ option: 'syllable' }, (n) => `${n} needs a Catalan lexicon (syllables are known only for Catalan)`);
  const letters = unitAlphabet(engine.alphabet, 'letters');
  const s = letters.render(letters.parse(text, { option: 'syllable' }));
  if (!/[AEIOU]|(?<!N)Y/.test(s)) throw errors.about({ option: 'syllable' }, (n) => `${n} ${quote(text)} has no vowel, so it is not a syllable`);
  return s;
}

/** The patterns the core runs: the user's, then start, end, contains and in-order as patterns. */
export function queryPatterns(q: UnitQuery): PatternPosition[][] {
  const any = q.units.any;
  const star: PatternPosition = { set: any, star: true };
  const fixed = (units: number[]) => units.map((u) => ({ set: 1n << BigInt(u), star: false }));
  const out = [...q.patterns];
  if (q.start) out.push([...fixed(q.start), star]);
  if (q.end) out.push([star, ...fixed(q.end)]);
  if (q.contains) out.push([star, ...fixed(q.contains), star]);
  if (q.inOrder) out.push([star, ...q.inOrder.flatMap((u) => [...fixed([u]), star])]);
  if (out.length > MAX_PATTERNS) throw errors.badInput(`at most ${MAX_PATTERNS} patterns at once (start, end, contains and in-order count as one each)`);
  for (const p of out) {
    if (p.length > MAX_PATTERN_POSITIONS) throw errors.badInput(`a pattern may have at most ${MAX_PATTERN_POSITIONS} positions`);
  }
  return out;
}

// ---- the core's context (ConstraintContext in src/wasm/spec.ts) ----

/** One context region per engine, reserved on first use. */
const contextOf = perEngine((engine: Engine) => engine.core.reserve(CQ_BYTES, 8));

/**
 * The layouts the walk prunes with (assembly/query/constraint.ts), at each DAWG group's first
 * entry: the tiles on every path from the group on (u32 per entry, for alphabets of up to 32
 * tiles; none for wider ones), and the most tiles on a path from it to a word's end (u8 per
 * entry). Derived from the lexicon: built once per process in its memory (~15 ms for catalan's
 * 81,514 DAWG groups, 5 bytes per entry), behind LexiconDescriptor.queryPruning, by the first
 * engine or thread that queries; every other engine on the memory reads it there.
 */
const pruning = new WeakMap<Lexicon, { tiles: number; depth: number }>();

function pruningLayoutsOf(engine: Engine): { tiles: number; depth: number } {
  const lexicon = engine.lexicon;
  let found = pruning.get(lexicon);
  if (found) return found;
  const entries = lexicon.graph.entries;
  const wide = engine.alphabet.size > 32;
  const d = lexicon.descriptor;
  const core = engine.core;
  const at = buildOnce(core.memory, d + LEX_QUERY_STATE, d + LEX_QUERY_PRUNING, () => {
    const at = core.reserve(entries.length * (wide ? 1 : 5), 4);
    const masks = wide ? undefined : new Uint32Array(core.memory.buffer, at, entries.length);
    const depths = new Uint8Array(core.memory.buffer, wide ? at : at + entries.length * 4, entries.length);
    const done = new Uint8Array(entries.length);
    const visit = (group: number): void => {
      if (group === 0 || done[group]) return;
      let m = 0, deepest = 0;
      for (let i = group; ; i++) {
        const e = entries[i]!;
        const child = e & ARC_INDEX_MASK;
        visit(child);
        if (masks) m |= (1 << (e >>> TILE_SHIFT)) | (child ? masks[child]! : 0);
        deepest = Math.max(deepest, 1 + (child ? depths[child]! : 0));
        if (e & IS_END_BIT) break;
      }
      if (masks) masks[group] = m;
      depths[group] = deepest;
      done[group] = 1;
    };
    visit(lexicon.graph.dawgRoot);
    return at;
  }, true)!;
  found = { tiles: wide ? 0 : at, depth: wide ? at : at + entries.length * 4 };
  pruning.set(lexicon, found);
  return found;
}

/** Fills the engine's context with a query (every field the core reads). */
function writeContext(engine: Engine, q: UnitQuery, patterns: PatternPosition[][]): number {
  const ctx = contextOf(engine);
  // Built (allocating) before any view is taken: growing a plain memory detaches its views.
  const layouts = pruningLayoutsOf(engine);
  const mem = engine.core.u8();
  mem.fill(0, ctx, ctx + CQ_AUTOMATON + patterns.length * CA_BYTES);
  const view = new DataView(engine.core.memory.buffer, ctx, CQ_BYTES);
  const units = q.units;
  view.setInt32(CQ_UNITS, units.size, true);
  view.setInt32(CQ_MIN_LENGTH, q.minLength, true);
  view.setInt32(CQ_MAX_LENGTH, q.maxLength, true);
  view.setInt32(CQ_BLANKS, q.budget ? q.budget.blanks : -1, true);
  view.setInt32(CQ_AUTOMATA, patterns.length, true);
  view.setInt32(CQ_BELOW, layouts.tiles, true);
  view.setInt32(CQ_DEPTH, layouts.depth, true);
  view.setInt32(CQ_TILE_UNITS_MAX, Math.max(1, ...units.tileUnits.map((l) => l.length)), true);
  units.tileUnits.forEach((list, t) => {
    if (list.length > CONSTRAINT_TILE_UNITS) throw errors.internal(`tile ${t} has ${list.length} units`);
    mem[ctx + CQ_TILE_UNIT_COUNT + t] = list.length;
    list.forEach((u, k) => { mem[ctx + CQ_TILE_UNITS + t * CONSTRAINT_TILE_UNITS + k] = u; });
  });
  const unitTiles = new Uint32Array(64);
  units.tileUnits.forEach((list, t) => { for (const u of list) if (t < 32) unitTiles[u]! |= 1 << t; });
  unitTiles.forEach((m, u) => view.setUint32(CQ_UNIT_TILES + u * 4, m, true));
  if (q.budget) mem.set(q.budget.counts, ctx + CQ_BUDGET);
  mem.set(q.fewest, ctx + CQ_MIN_COUNT);
  mem.set(q.most, ctx + CQ_MAX_COUNT);
  patterns.forEach((p, a) => {
    const base = CQ_AUTOMATON + a * CA_BYTES;
    const step = new Array<bigint>(64).fill(0n), stay = new Array<bigint>(64).fill(0n);
    let stars = 0n;
    p.forEach((pos, i) => {
      for (let u = 1; u < units.size; u++) {
        if (((pos.set >> BigInt(u)) & 1n) === 0n) continue;
        if (pos.star) stay[u]! |= 1n << BigInt(i);
        else step[u]! |= 1n << BigInt(i + 1);
      }
      if (pos.star) stars |= 1n << BigInt(i);
    });
    let start = 1n;
    for (let skip = (start & stars) << 1n; (skip & ~start) !== 0n; skip = (start & stars) << 1n) start |= skip;
    for (let u = 0; u < 64; u++) {
      view.setBigUint64(base + CA_STEP + u * 8, step[u]!, true);
      view.setBigUint64(base + CA_STAY + u * 8, stay[u]!, true);
    }
    view.setBigUint64(base + CA_START, start, true);
    view.setBigUint64(base + CA_ACCEPT, 1n << BigInt(p.length), true);
    view.setBigUint64(base + CA_STARS, stars, true);
    let rest = 0;
    let required = 0n;
    for (let i = p.length; i >= 0; i--) {
      if (i < p.length && !p[i]!.star) {
        rest++;
        // A position allowing one unit only requires it.
        if ((p[i]!.set & (p[i]!.set - 1n)) === 0n) required |= p[i]!.set;
      }
      mem[ctx + base + CA_MIN_REST + i] = rest;
      view.setBigUint64(base + CA_REQUIRED + i * 8, required, true);
    }
  });
  return ctx;
}

/**
 * The words (tile strings, DAWG order) meeting the query's constraints except the syllable,
 * straight from the core: the output area is grown once to what the walk reported it needs.
 */
export function constraintRecords(engine: Engine, q: UnitQuery): { bytes: Uint8Array; count: number } {
  const ctx = writeContext(engine, q, queryPatterns(q));
  const exports = engine.core.exports;
  let out = engine.output(1 << 16);
  let n = exports.constraintQuery(engine.query, ctx, out.at, out.bytes);
  if (n < 0) {
    const needed = new DataView(engine.core.memory.buffer, ctx).getInt32(CQ_NEEDED, true);
    out = engine.output(needed);
    n = exports.constraintQuery(engine.query, ctx, out.at, out.bytes);
    if (n < 0) throw errors.internal('constraint query overflowed twice');
  }
  let end = out.at;
  const mem = engine.core.u8();
  for (let k = 0; k < n; k++) end += mem[end]! + 1;
  return { bytes: mem.slice(out.at, end), count: n };
}

/** Tile strings of every word meeting the whole query (the syllable too), in DAWG order. */
export function queryTiles(engine: Engine, q: UnitQuery): Uint8Array[] {
  const { bytes, count } = constraintRecords(engine, q);
  const words = decodeWordRecords(bytes, 0, count);
  return q.syllable === undefined ? words : words.filter(syllableFilter(engine, q.syllable));
}

/** Whether some spelling of a word has `syllable` (letters, uppercase) as one of its syllables. */
export function syllableFilter(engine: Engine, syllable: string): (tiles: Uint8Array) => boolean {
  const view = syllableViewOf(engine.lexicon);
  const alphabet = engine.alphabet;
  return (tiles) => view.syllabifications(tiles).some((s) =>
    s.syllables.some((x) => alphabet.normalize(x).replace(/·/g, '') === syllable));
}

/** Every word meeting the query, sorted (`verbivore query` and the library API). */
export function queryWords(engine: Engine, query: ConstraintQuery): ConstraintWord[] {
  const sort = query.sort ?? 'length';
  if (!SORT_ORDERS.includes(sort)) throw errors.badInput(`unknown sort "${String(sort)}"; choose ${SORT_ORDERS.join(', ')}`);
  const q = resolveQuery(engine, query);
  const { bytes, count } = constraintRecords(engine, q);
  const keep = q.syllable === undefined ? undefined : syllableFilter(engine, q.syllable);
  // Read the records in place: units, letters, points and text per tile from small tables; no
  // view or wrapper per word (a query may list tens of thousands: on the 42,914 nine-letter
  // Spanish words with one E, 43 → 37 ms wall, 26 → 22 ms CPU, medians of 30 interleaved runs).
  const unitsOf = Uint8Array.from(q.units.tileUnits, (l) => l.length);
  const lettersOf = Uint8Array.from(unitAlphabet(engine.alphabet, 'letters').tileUnits, (l) => l.length);
  const names = engine.alphabet.tiles;
  const values = sort === 'score' ? tileValues(engine) : undefined;
  const words: ConstraintWord[] = [];
  const lengths: number[] = [], points: number[] = [];
  for (let k = 0, at = 0; k < count; k++) {
    const len = bytes[at]!, start = at + 1;
    at = start + len;
    if (keep && !keep(bytes.subarray(start, at))) continue;
    let word = '', length = 0, letters = 0, score = 0;
    for (let i = start; i < at; i++) {
      const t = bytes[i]!;
      word += names[t];
      length += unitsOf[t]!;
      letters += lettersOf[t]!;
      if (values) score += values[t]!;
    }
    words.push({ word, letters, tiles: len });
    lengths.push(length);
    points.push(score);
  }
  // The core lists words in DAWG (alphabetical tile) order: that is 'alpha', and 'length' when all have one length.
  if (sort === 'alpha' || (sort === 'length' && q.minLength === q.maxLength)) return words;
  const order = words.map((_, i) => i);
  if (sort === 'score') order.sort((a, b) => points[b]! - points[a]! || lengths[b]! - lengths[a]! || a - b);
  else order.sort((a, b) => lengths[b]! - lengths[a]! || a - b);
  return order.map((i) => words[i]!);
}

/** Scrabble value of each tile, from the built-in ruleset of the lexicon's language. */
export function tileValues(engine: Engine): number[] {
  const alphabet = engine.alphabet;
  const out = new Array<number>(alphabet.size).fill(0);
  for (const spec of rulesetByName(alphabet.id).tiles) {
    const t = alphabet.tileOf(spec.tile);
    if (t !== undefined) out[t] = spec.value;
  }
  return out;
}
