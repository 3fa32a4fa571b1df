// The letter-constraint query: the WASM core against the brute-force reference (src/reference)
// on random queries in both units for each lexicon: over 1,000 per unit per lexicon. Most run on
// a small lexicon compiled from a random sample of the word list (the reference scans the
// sample); over a hundred per unit run on the whole lexicon with a letter budget (the reference
// scans every word), on catalan with --syllable in some (the reference runs the syllabifier on
// each word's original spellings).

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { VerbivoreError } from '../../src/errors.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { encodeLexicon } from '../../src/lexicon/format.js';
import { ensureLexicon, openLexicon, type Lexicon } from '../../src/lexicon/store.js';
import {
  type ConstraintQuery, queryTiles, queryWords, resolveQuery,
} from '../../src/query/constraint.js';
import { type Unit, unitAlphabet, type UnitAlphabet } from '../../src/query/units.js';
import { referenceConstraint } from '../../src/reference/constraint.js';
import { syllabify } from '../../src/syllables/catalan.js';
import { ensureSyllableView, type SyllableView } from '../../src/syllables/lexiconView.js';
import {
  CA_BYTES, CONSTRAINT_MAX_AUTOMATA, CONSTRAINT_MAX_UNITS, CQ_AUTOMATON, CQ_PAID, CQ_STATES, LEX_BYTES, LEX_QUERY_PRUNING, LEX_QUERY_STATE, MEM_TOP,
  MEMORY_HEADER_AT, STATE_READY,
} from '../../src/wasm/contract.js';
import { randomInt, rng, SOAK, tileKey } from '../helpers.js';

const LEXICONS = ['sowpods', 'catalan', 'spanish'] as const;
const SAMPLE_WORDS = 1500;
const SAMPLE_QUERIES = 920 * SOAK; // per unit: with the whole-lexicon ones, over 1,000 per unit per lexicon
const FULL_QUERIES = 100 * SOAK; // per unit, on the whole lexicon

interface Fixture {
  full: Engine;
  fullWords: Uint8Array[];
  sample: Engine;
  sampleWords: Uint8Array[];
  /** The whole lexicon's syllable index (catalan only): its words' original spellings. */
  syllables?: SyllableView;
}
const fixtures = new Map<string, Fixture>();

beforeAll(async () => {
  for (const name of LEXICONS) {
    const lex = await ensureLexicon(name);
    const fullWords = [...lex.graph.words()];
    const r = rng(name.length * 7919);
    const picked = new Set<number>();
    while (picked.size < SAMPLE_WORDS) picked.add(randomInt(r, fullWords.length));
    const sampleWords = [...picked].sort((a, b) => a - b).map((i) => fullWords[i]!);
    const syllables = name === 'catalan' ? await ensureSyllableView(lex) : undefined;
    fixtures.set(name, { full: new Engine(lex), fullWords, sample: new Engine(sampleLexicon(lex, sampleWords)), sampleWords, syllables });
  }
}, 300_000);

function sampleLexicon(lex: Lexicon, words: Uint8Array[]): Lexicon {
  const compiled = compileLexicon(words, { gaddag: false });
  const bytes = encodeLexicon({
    meta: { name: `${lex.name}-sample`, alphabet: lex.alphabet.id, tiles: lex.alphabet.tiles.slice(1), source: 'test sample', rejected: 0 },
    ...compiled,
  });
  return openLexicon(bytes, `${lex.name}-sample.lex`, `${lex.name}-sample`);
}

/**
 * A random query built around a random word, so that many queries have answers; with the
 * lexicon's syllable index, sometimes one of the word's syllables as written (accents and all).
 */
function randomQuery(r: () => number, words: Uint8Array[], units: UnitAlphabet, budgeted: boolean, syllables?: SyllableView): ConstraintQuery {
  const tiles = words[randomInt(r, words.length)]!;
  const word = units.unitsOf(tiles);
  const pick = () => word[randomInt(r, word.length)]!;
  const anyUnit = () => 1 + randomInt(r, units.size - 1);
  const text = (us: number[]) => units.render(us);
  const chance = (p: number) => r() < p;
  const q: ConstraintQuery = { unit: units.unit };
  if (budgeted || chance(0.4)) {
    const letters = [...word];
    if (chance(0.5)) for (let k = randomInt(r, 4); k > 0; k--) letters.push(anyUnit());
    if (chance(0.3)) letters.splice(randomInt(r, letters.length), 1);
    const shown = letters.map((u) => (chance(0.08) ? '?' : units.names[u]!));
    q.from = shown.sort(() => r() - 0.5).join('');
  }
  if (chance(0.35)) {
    const n = word.length + randomInt(r, 3) - 1;
    q.length = chance(0.5) ? Math.max(1, n) : `${Math.max(1, n - randomInt(r, 3))}-${Math.max(1, n) + randomInt(r, 3)}`;
  }
  if (chance(0.3)) q.with = text(Array.from({ length: 1 + randomInt(r, 3) }, () => (chance(0.8) ? pick() : anyUnit())));
  if (chance(0.3)) q.without = text(Array.from({ length: 1 + randomInt(r, 3) }, anyUnit));
  for (const field of ['exactly', 'atLeast', 'atMost'] as const) {
    if (chance(0.15)) {
      const u = pick();
      const k = word.filter((x) => x === u).length + randomInt(r, 3) - 1;
      q[field] = { [units.names[u]!]: Math.max(0, k) };
    }
  }
  if (chance(0.25)) q.inOrder = text(word.filter(() => chance(0.3)).slice(0, 4).concat(chance(0.2) ? [anyUnit()] : []));
  const slice = () => {
    const from = randomInt(r, word.length), n = 1 + randomInt(r, 3);
    return word.slice(from, from + n);
  };
  if (chance(0.2)) q.contains = text(slice());
  if (chance(0.2)) q.start = text(word.slice(0, 1 + randomInt(r, 3)));
  if (chance(0.2)) q.end = text(word.slice(-1 - randomInt(r, 3)));
  if (chance(0.3)) {
    let p = '';
    for (let i = 0; i < word.length; i++) {
      const roll = r();
      if (roll < 0.45) p += units.names[word[i]!];
      else if (roll < 0.65) p += '?';
      else if (roll < 0.8) p += `{${chance(0.3) ? '^' : ''}${text([word[i]!, anyUnit(), anyUnit()])}}`;
      else {
        p += '*';
        i += randomInt(r, 3);
      }
    }
    q.pattern = p;
  }
  if (syllables && chance(0.25)) {
    const spellings = syllables.spellings(tiles);
    const split = syllabify(spellings[randomInt(r, spellings.length)]!);
    q.syllable = split[randomInt(r, split.length)]!;
  }
  if (q.inOrder === '') delete q.inOrder;
  return q;
}

function compare(engine: Engine, words: Uint8Array[], q: ConstraintQuery, syllables?: SyllableView): number {
  const resolved = resolveQuery(engine, q);
  const got = queryTiles(engine, resolved).map(tileKey);
  const expected = referenceConstraint(words, resolved, syllables && ((w) => syllables.spellings(w))).map(tileKey);
  expect(got.sort(), JSON.stringify(q)).toEqual(expected.sort());
  return got.length;
}

/**
 * Runs `n` random queries, skipping those whose constraints contradict; returns how many had
 * answers, and how many of those had a syllable.
 */
function run(engine: Engine, words: Uint8Array[], pool: Uint8Array[], unit: Unit, n: number, seed: number, budgeted: boolean, syllables?: SyllableView) {
  const r = rng(seed);
  const units = unitAlphabet(engine.alphabet, unit);
  let ran = 0, answered = 0, withSyllable = 0;
  while (ran < n) {
    const q = randomQuery(r, pool, units, budgeted, syllables);
    let count: number;
    try {
      count = compare(engine, words, q, syllables);
    } catch (e) {
      if (e instanceof VerbivoreError && /contradict|no word can be/.test(e.message)) continue;
      throw e;
    }
    ran++;
    if (count > 0) answered++;
    if (count > 0 && q.syllable !== undefined) withSyllable++;
  }
  return { answered, withSyllable };
}

describe('constraint query: core vs reference', () => {
  it('the context holds CONSTRAINT_MAX_AUTOMATA automata and a state per unit of the longest word', () => {
    expect(CQ_STATES - CQ_AUTOMATON).toBe(CONSTRAINT_MAX_AUTOMATA * CA_BYTES);
    expect(CQ_PAID - CQ_STATES).toBe(CONSTRAINT_MAX_AUTOMATA * (CONSTRAINT_MAX_UNITS + 1) * 8);
  });

  it('the pruning layout is built once per lexicon memory, in it, and every engine on the memory reads it there', () => {
    const lex = fixtures.get('catalan')!.full.lexicon;
    const descriptor = new Uint32Array(lex.memory.buffer, lex.descriptor, LEX_BYTES / 4);
    const top = () => new Uint32Array(lex.memory.buffer, MEMORY_HEADER_AT, 4)[MEM_TOP / 4]!;
    const q: ConstraintQuery = { from: 'AAEELLMRV', length: 9 };
    const first = new Engine(lex);
    expect(queryWords(first, q).map((w) => w.word)).toContain('MERAVELLA');
    expect(descriptor[LEX_QUERY_STATE / 4]).toBe(STATE_READY);
    const at = descriptor[LEX_QUERY_PRUNING / 4]!;
    expect(at).toBeGreaterThan(0);
    const before = top();
    const second = new Engine(lex);
    expect(queryWords(second, q)).toEqual(queryWords(first, q));
    expect(descriptor[LEX_QUERY_PRUNING / 4]).toBe(at);
    // The second engine reserved its own context (and query scratch), not another layout (5 bytes × entries).
    expect(top() - before).toBeLessThan(lex.entries.length);
  });

  for (const name of LEXICONS) {
    for (const unit of ['letters', 'tiles'] as const) {
      it(`${name}, ${unit}: ${SAMPLE_QUERIES} random queries on a ${SAMPLE_WORDS}-word sample`, () => {
        const f = fixtures.get(name)!;
        const { answered } = run(f.sample, f.sampleWords, f.sampleWords, unit, SAMPLE_QUERIES, 31 * name.length + unit.length, false);
        // Built around real words, most queries must find something (or the test would prove little).
        expect(answered).toBeGreaterThan(SAMPLE_QUERIES / 3);
      });

      it(`${name}, ${unit}: ${FULL_QUERIES} random queries with a letter budget on the whole lexicon${name === 'catalan' ? ', some with --syllable' : ''}`, () => {
        const f = fixtures.get(name)!;
        const { answered, withSyllable } = run(f.full, f.fullWords, f.fullWords, unit, FULL_QUERIES, 97 * name.length + unit.length, true, f.syllables);
        expect(answered).toBeGreaterThan(FULL_QUERIES / 3);
        if (f.syllables) expect(withSyllable).toBeGreaterThan(FULL_QUERIES / 10);
      }, 60_000);
    }
  }
});

describe('constraint query: letters and tiles', () => {
  const words = (name: string, q: ConstraintQuery) => queryWords(fixtures.get(name)!.full, q).map((w) => w.word);

  it('Enigmàrius in Spanish counts letters: 7 letters without A or C (seed 001)', () => {
    const found = words('spanish', { length: 7, without: 'AC' });
    // PERRITO and LLOVIDO are 7 letters in 6 tiles; BEBERRÓN is 8 letters in 7 tiles.
    for (const w of ['REPITEN', 'PERRITO', 'LLOVIDO']) expect(found).toContain(w);
    expect(found).not.toContain('BEBERRON');
    expect(found).not.toContain('TARJETA');
    const tiles = words('spanish', { unit: 'tiles', length: 7, without: 'AC' });
    expect(tiles).toContain('BEBERRON');
    expect(tiles).not.toContain('PERRITO');
  });

  it('Catalan L·L is two Ls and NY two letters in letters, one tile each in tiles', () => {
    const ca = fixtures.get('catalan')!.full;
    const [w] = queryWords(ca, { from: 'COLLECCIO', length: 9 }).filter((x) => x.word === 'COL·LECCIO');
    expect(w).toEqual({ word: 'COL·LECCIO', letters: 9, tiles: 8 });
    expect(words('catalan', { unit: 'tiles', from: 'COL·LECCIO', length: 8 })).toContain('COL·LECCIO');
    expect(words('catalan', { unit: 'tiles', from: 'COLLECCIO' })).not.toContain('COL·LECCIO');
    expect(words('catalan', { contains: 'NY', length: 4 })).toContain('ANYS');
    expect(words('catalan', { exactly: { Y: 1 }, start: 'ANY', length: 4 })).toContain('ANYS');
  });

  it('Barrejagrama: AAEELLMRV → MERAVELLA; Enigmàrius MENORCA → COMERÁN (seeds 000, 001)', () => {
    expect(words('catalan', { from: 'AAEELLMRV', length: 9 })).toContain('MERAVELLA');
    expect(words('spanish', { from: 'MENORCA', length: 7 })).toContain('COMERAN');
  });

  it('a blank stands for one letter; sorts by length, alphabet and Scrabble points', () => {
    const en = fixtures.get('sowpods')!.full;
    const byLength = queryWords(en, { from: 'RETAIN?', length: '7' });
    expect(byLength.map((w) => w.word)).toContain('RETAINS');
    expect(byLength.every((w) => w.letters === 7)).toBe(true);
    const alpha = queryWords(en, { from: 'QUIZ', sort: 'alpha' }).map((w) => w.word);
    expect(alpha).toEqual([...alpha].sort());
    const score = queryWords(en, { from: 'QUIZ', sort: 'score' }).map((w) => w.word);
    expect(score[0]).toBe('QUIZ');
  });

  it('--syllable keeps words where the letters are a whole syllable', () => {
    const found = words('catalan', { syllable: 'REN', from: 'RENTAIESCO' });
    for (const w of ['RENTA', 'TIREN', 'ESCOTAREN']) expect(found).toContain(w);
    // PRENC has R-E-N but the syllable is PRENC, not REN.
    expect(words('catalan', { syllable: 'REN', length: 5 })).not.toContain('PRENC');
    expect(() => words('spanish', { syllable: 'CA' })).toThrow(/Catalan/);
  });

  it('names what is wrong in a bad query', () => {
    const en = fixtures.get('sowpods')!.full;
    expect(() => queryWords(en, { length: '9-3' })).toThrow(/shortest first/);
    expect(() => queryWords(en, { length: 'x' })).toThrow(/^length "x": give N, MIN-MAX/);
    expect(() => queryWords(en, { atLeast: { A: 2 }, atMost: { A: 1 } })).toThrow(/^atMost A=1: the constraints on A contradict/);
    expect(() => queryWords(en, { with: 'E', without: 'E' })).toThrow(/contradict/);
    expect(() => queryWords(en, { from: 'AB1' })).toThrow(/'1'/);
    expect(() => queryWords(en, { exactly: { AB: 1 } })).toThrow(/one letter/);
    expect(() => queryWords(en, { pattern: 'A{BC' })).toThrow(/not closed/);
    expect(() => queryWords(fixtures.get('catalan')!.full, { with: 'K' })).toThrow(/'K' at column 1 is not a letter/);
  });
});
