// Pattern queries from the WASM core against a scan of the raw word list.

import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { anyTile, matchPattern, parsePattern, tileSet } from '../../src/query/pattern.js';
import { referencePattern } from '../../src/reference/pattern.js';
import { randomInt, rng, sowpodsTiles, tileKey } from '../helpers.js';

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
