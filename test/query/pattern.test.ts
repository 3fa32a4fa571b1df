// Pattern queries from the WASM core against a scan of the raw word list.

import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { anyTile, matchPattern, parsePattern, patternWords, tileSet } from '../../src/query/pattern.js';
import { unitAlphabet } from '../../src/query/units.js';
import { referencePattern } from '../../src/reference/pattern.js';
import { randomInt, rng, runCli, sowpodsTiles, tileKey } from '../helpers.js';

let engine: Engine;
let words: Uint8Array[];
beforeAll(async () => {
  engine = new Engine(await ensureLexicon('sowpods'));
  words = sowpodsTiles();
});

describe('pattern core vs scan', () => {
  it('random patterns: fixed letters, any-tile and random sets', () => {
    const r = rng(77);
    const any = anyTile(english);
    for (let c = 0; c < 60; c++) {
      // Start from a real word so most patterns match something.
      const w = words[randomInt(r, words.length)]!;
      const pattern = Array.from(w, (t) => {
        const kind = randomInt(r, 3);
        if (kind === 0) return 1n << BigInt(t);
        if (kind === 1) return any;
        return tileSet(Array.from({ length: 1 + randomInt(r, 8) }, () => 1 + randomInt(r, 26)));
      });
      const got = matchPattern(engine, pattern).map(tileKey);
      expect(got).toEqual(referencePattern(words, pattern).map(tileKey).sort((a, b) => cmpKeys(a, b)));
    }
  });

  it('reads pattern text: letters, ?, . and {sets}', () => {
    const p = parsePattern('D?SP{AE}R{^A}S', english);
    expect(p.length).toBe(8);
    const got = matchPattern(engine, p).map((w) => english.render(w));
    expect(got).toEqual(['DISPARKS', 'DISPARTS']);
    expect(got.every((w) => /^D.SP[AE]R[^A]S$/.test(w))).toBe(true);
  });

  it('names what is wrong in a bad pattern', () => {
    expect(() => parsePattern('AB{CD', english)).toThrow(/'\{' at column 3 is not closed/);
    expect(() => parsePattern('A1', english)).toThrow(/'1'/);
    expect(() => parsePattern('', english)).toThrow(/1 to 63 positions/);
  });
});

function cmpKeys(a: string, b: string): number {
  const x = a.split(',').map(Number), y = b.split(',').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

describe('pattern --unit letters: one position per letter (the constraint query\'s pattern)', () => {
  it('Spanish ??????? lists PERRITO and LLOVIDO (7 letters, 6 tiles), not BEBERRÓN; as the reference reads letters', async () => {
    const es = new Engine(await ensureLexicon('spanish'));
    const letters = unitAlphabet(es.alphabet, 'letters');
    const all = [...es.lexicon.graph.words()];
    // The reference scans the words spelled in letters (one unit per letter), with the pattern's letter sets.
    const spelled = all.map((w) => Uint8Array.from(letters.unitsOf(w)));
    const index = new Map(spelled.map((u, i) => [tileKey(u), i]));
    for (const text of ['???????', 'D?SP?R?S', 'PE{R}{R}?TO', '{^AEIOU}?LL?{^S}']) {
      const got = patternWords(es, text, 'letters').map((w) => es.alphabet.render(w));
      const sets = letters.parsePattern(text, 'pattern', false).map((p) => p.set);
      const expected = referencePattern(spelled, sets).map((u) => es.alphabet.render(all[index.get(tileKey(u))!]!));
      expect(got.length, text).toBeGreaterThan(0);
      expect([...got].sort(), text).toEqual(expected.sort());
    }
    const seven = patternWords(es, '???????', 'letters').map((w) => es.alphabet.render(w));
    expect(seven).toContain('PERRITO');
    expect(seven).toContain('LLOVIDO');
    expect(seven).not.toContain('BEBERRON');
    // Tiles, the default, count RR as one position: BEBERRÓN is 7 tiles.
    const tiles = patternWords(es, '???????').map((w) => es.alphabet.render(w));
    expect(tiles).toContain('BEBERRON');
    expect(tiles).not.toContain('PERRITO');
    expect(() => patternWords(es, 'PE*', 'letters')).toThrow(/'\*' at column 3 is not allowed/);
  });

  it('the CLI: --unit letters, tiles by default, --help says so', () => {
    const letters = runCli(['pattern', '--lexicon', 'spanish', '--unit', 'letters', '???????']).out.split('\n');
    expect(letters).toContain('PERRITO');
    expect(letters).toContain('LLOVIDO');
    expect(letters).not.toContain('BEBERRON');
    const tiles = runCli(['pattern', '--lexicon', 'spanish', 'BEBE?ON']).out.split('\n');
    expect(tiles).toContain('BEBERRON');
    const help = runCli(['pattern', '--help']).out;
    expect(help).toMatch(/--unit U\s+tiles \(default/);
    expect(help).toMatch(/one tile per pattern position \(one letter with --unit letters\)/);
    const bad = runCli(['pattern', '--unit', 'syllables', 'A?']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--unit must be letters, tiles or cards/);
  });
});
