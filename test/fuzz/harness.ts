// Property-based fuzzing of every parser and loader (fast-check). A parser is registered with one
// call — see test/fuzz/parsers.test.ts:
//
//   fuzzText('CGP', seeds, (text) => readCgp(text, english), { write: (p) => writeCgp(p, english) });
//   fuzzBytes('.lex file', [lexBytes], (bytes) => openLexicon(bytes, 'fuzz.lex', 'fuzz'));
//
// and is then checked on mutations of its valid examples (`seeds`) and on arbitrary input for:
//   - only VerbivoreErrors with a code escape (never a TypeError or RangeError, never 'internal'),
//     with a message of bounded length that does not split a character the input did not split;
//   - bounded time per input;
//   - with `write`: for any input that parses, write → read → write gives the same text.
// Runs: FUZZ_RUNS per property (VERBIVORE_SOAK=N multiplies them and draws a fresh seed; a
// failure prints the seed and the shrunk input, and VERBIVORE_FUZZ_SEED=S replays it).

import fc from 'fast-check';
import { expect, it } from 'vitest';
import { VerbivoreError } from '../../src/errors.js';
import { MAX_MESSAGE } from '../../src/inputText.js';
import { SOAK } from '../helpers.js';

/** Runs per property in `npm test`: the fuzz suite takes about 10 s here. */
export const FUZZ_RUNS = 500 * SOAK;
/** Most milliseconds one input may take (generous: the machine is shared; inputs are small). */
export const MAX_MS = 2000;

const seed = Number(process.env.VERBIVORE_FUZZ_SEED) || (SOAK > 1 ? Date.now() % 2 ** 31 : 20_251);

export function fuzzParameters(runs = FUZZ_RUNS): fc.Parameters<unknown> {
  return { numRuns: runs, seed, endOnFailure: false };
}

/** Bits of text that mean something to some parser: separators, brackets, numbers, tricky characters. */
const TOKENS = [
  '/', ';', ':', ',', '.', '?', '#', '>', '-', '--', '+', '(', ')', '[', ']', '{', '}', '^', ' ', '\t', '\n', '\r\n', '\r',
  '0', '1', '9', '15', '-1', '+5', '99999999999999999999', '1e400', 'NaN', 'Infinity', '8D', 'D8', 'AA99', '99ZZ',
  'A', 'Q', 'QU', 'NY', 'L·L', 'L.L', 'CH', 'LL', 'RR', 'Ñ', 'Ç', 'É', 'ŀ', '·', 'a', 'ny', '[ny]', '[L·L]', '[Q]',
  '😀', '👩‍👩‍👧', '\u0301', '\ud800', '\udc00', '\u0000', '\u001b[2J', '\u202e', '\ufeff',
  'constructor', '__proto__', 'toString', 'null', 'true', '{}', '[]', '""', '"', '\\',
  '#player1 a A', '#player2 b B', '#note', '#rack1 ', '>a: ', 'lex ', 'ld ', '(challenge)', '(time)',
];

const token = fc.constantFrom(...TOKENS);
const junk = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.array(token, { maxLength: 6 }).map((t) => t.join('')),
);

type Edit = (s: string) => string;

/** One random edit of a text: insert, delete, replace, duplicate, cut, or shuffle lines. */
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(fc.nat(), junk).map(([at, x]) => (s: string) => { const i = at % (s.length + 1); return s.slice(0, i) + x + s.slice(i); }),
  fc.tuple(fc.nat(), fc.nat({ max: 20 })).map(([at, n]) => (s: string) => { const i = at % (s.length + 1); return s.slice(0, i) + s.slice(i + n); }),
  fc.tuple(fc.nat(), fc.nat({ max: 8 }), junk).map(([at, n, x]) => (s: string) => { const i = at % (s.length + 1); return s.slice(0, i) + x + s.slice(i + n); }),
  fc.tuple(fc.nat(), fc.nat({ max: 40 })).map(([at, n]) => (s: string) => { const i = at % (s.length + 1); return s.slice(0, i + n) + s.slice(i); }),
  fc.nat().map((at) => (s: string) => s.slice(0, at % (s.length + 1))),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => (s: string) => {
    const lines = s.split('\n');
    const i = a % lines.length, j = b % lines.length;
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
    return lines.join('\n');
  }),
  fc.constant((s: string) => s.toLowerCase()),
);

/** Text inputs: valid examples with a few random edits, token soup, and arbitrary strings. */
export function textInputs(seeds: readonly string[]): fc.Arbitrary<string> {
  const mutated = fc.tuple(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 4 }))
    .map(([s, edits]) => edits.reduce((t, e) => e(t), s));
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constantFrom(...seeds) },
    { weight: 2, arbitrary: fc.array(token, { maxLength: 40 }).map((t) => t.join('')) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  );
}

/** Byte inputs: random bytes, and valid files truncated or with bits flipped (then `fix`ed, e.g. a checksum recomputed). */
export function byteInputs(seeds: readonly Uint8Array[], fix?: (bytes: Uint8Array) => void): fc.Arbitrary<Uint8Array> {
  const flipped = fc.tuple(fc.constantFrom(...seeds), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 7 })), { minLength: 1, maxLength: 8 }))
    .map(([s, flips]) => {
      const b = s.slice();
      for (const [at, bit] of flips) b[at % b.length]! ^= 1 << bit;
      return b;
    });
  return fc.oneof(
    fc.uint8Array({ maxLength: 512 }),
    fc.tuple(fc.constantFrom(...seeds), fc.nat()).map(([s, n]) => s.slice(0, n % (s.length + 1))),
    flipped,
    fix ? flipped.map((b) => { fix(b); return b; }) : flipped,
    fc.tuple(fc.constantFrom(...seeds), fc.uint8Array({ minLength: 1, maxLength: 64 })).map(([s, extra]) => Uint8Array.from([...s, ...extra])),
  );
}

const hasLoneSurrogate = (s: string) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

/**
 * Runs `parse` on `input` and checks what may escape: nothing, or a VerbivoreError with a code
 * (not 'internal'), a bounded message that splits no character the input kept whole. Returns the
 * value, or undefined when it threw.
 */
export function parseChecked<I, T>(input: I, parse: (input: I) => T): T | undefined {
  const t0 = performance.now();
  try {
    return parse(input);
  } catch (e) {
    if (!(e instanceof VerbivoreError)) throw new Error(`not a VerbivoreError: ${(e as Error)?.stack ?? String(e)}`);
    expect(e.code).not.toBe('internal');
    expect(typeof e.code).toBe('string');
    expect(e.message.length).toBeLessThanOrEqual(MAX_MESSAGE + 100);
    if (typeof input !== 'string' || !hasLoneSurrogate(input)) expect(hasLoneSurrogate(e.message), e.message).toBe(false);
    return undefined;
  } finally {
    expect(performance.now() - t0).toBeLessThan(MAX_MS);
  }
}

export interface FuzzOptions<T> {
  /** Writes a parsed value back as text: write(read(write(read(x)))) must equal write(read(x)). */
  write?: (value: T) => string;
  /** Runs per property (default FUZZ_RUNS). */
  runs?: number;
}

/** Registers the fuzz tests of a text parser (see the header). */
export function fuzzText<T>(name: string, seeds: readonly string[], parse: (text: string) => T, options: FuzzOptions<T> = {}): void {
  it(`${name}: its examples parse`, () => {
    for (const s of seeds) expect(() => parse(s), s.slice(0, 80)).not.toThrow();
  });
  it(`${name}: only VerbivoreErrors escape, each input within ${MAX_MS} ms`, () => {
    fc.assert(fc.property(textInputs(seeds), (text) => void parseChecked(text, parse)), fuzzParameters(options.runs));
  });
  const write = options.write;
  if (write) {
    it(`${name}: write → read → write gives the same text`, () => {
      fc.assert(fc.property(textInputs(seeds), (text) => {
        const value = parseChecked(text, parse);
        if (value === undefined) return;
        const once = write(value);
        const again = write(parse(once));
        expect(again).toBe(once);
      }), fuzzParameters(options.runs));
    });
  }
}

/** Registers the fuzz test of a binary loader (see the header). */
export function fuzzBytes(name: string, seeds: readonly Uint8Array[], load: (bytes: Uint8Array) => unknown,
  fix?: (bytes: Uint8Array) => void, runs?: number): void {
  it(`${name}: its examples load`, () => {
    for (const s of seeds) expect(() => load(s)).not.toThrow();
  });
  it(`${name}: random bytes, truncations and bit flips give only VerbivoreErrors, each within ${MAX_MS} ms`, () => {
    fc.assert(fc.property(byteInputs(seeds, fix), (bytes) => void parseChecked(bytes, load)), fuzzParameters(runs));
  });
}
