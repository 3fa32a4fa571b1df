// EndeVinagrama on small hand-made word lists, where the advice can be worked out by hand.

import { describe, expect, it } from 'vitest';
import { catalan } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { encodeLexicon } from '../../src/lexicon/format.js';
import { openLexicon } from '../../src/lexicon/store.js';
import { endevinagrama } from '../../src/party/hangman.js';

function engineOf(words: string[]): Engine {
  const tiles = words.map((w) => catalan.tokenize(w));
  const bytes = encodeLexicon({
    meta: { name: 'hangman', alphabet: 'catalan', tiles: catalan.tiles.slice(1), source: 'test', rejected: 0 },
    ...compileLexicon(tiles, { gaddag: false }),
  });
  return new Engine(openLexicon(bytes, 'hangman.lex', 'hangman'));
}

describe('EndeVinagrama advice', () => {
  // Nine words ending in SA (and two that do not). With ??SA showing, asking:
  //   M: MASA MESA MISA MOSA answer "at 1st place", the other 5 "no"  → (4² + 5²) / 9 = 41/9
  //   A: CASA MASA PASA "at 2nd"; 6 "no"                              → (3² + 6²) / 9 = 5
  //   O: COSA MOSA ROSA "at 2nd"; 6 "no"                              → 5
  //   C, E, P: two words each                                          → (2² + 7²) / 9 = 53/9
  //   I, R: one word each                                              → (1² + 8²) / 9 = 65/9
  //   S: no candidate has an S face down: not worth asking.
  const engine = engineOf(['CASA', 'COSA', 'MASA', 'MESA', 'MISA', 'MOSA', 'PASA', 'PESA', 'ROSA', 'CASES', 'TOT']);

  it('lists the candidates and the letter whose answer leaves the fewest on average', () => {
    const r = endevinagrama(engine, { revealed: '??SA' });
    expect(r.count).toBe(9);
    expect(r.words).toEqual(['CASA', 'COSA', 'MASA', 'MESA', 'MISA', 'MOSA', 'PASA', 'PESA', 'ROSA']);
    expect(r.advice[0]).toEqual({ letter: 'M', expected: 41 / 9, miss: 5 / 9 });
    const byLetter = Object.fromEntries(r.advice.map((a) => [a.letter, a.expected]));
    expect(byLetter).toEqual({
      M: 41 / 9, A: 5, O: 5, C: 53 / 9, E: 53 / 9, P: 53 / 9, I: 65 / 9, R: 65 / 9,
    });
    // Equal expectations: the likelier hit first, then alphabetical (A and O both miss 6 times in 9).
    expect(r.advice.map((a) => a.letter).slice(0, 3)).toEqual(['M', 'A', 'O']);
  });

  it('misses rule words out and are never advised again', () => {
    const r = endevinagrama(engine, { revealed: '??SA', misses: 'M' });
    expect(r.words).toEqual(['CASA', 'COSA', 'PASA', 'PESA', 'ROSA']);
    expect(r.advice.map((a) => a.letter)).not.toContain('M');
    expect(() => endevinagrama(engine, { revealed: 'M?SA', misses: 'M' })).toThrow(/cannot have missed/);
  });

  // One copy per question (the seed: asking M of MONUMENTAL turns one M) against classic hangman.
  //   ?A?A over MAMA MACA CAMA CACA, asking M:
  //     one copy: MAMA and MACA both answer "1st place", CAMA "3rd", CACA "no" → (2² + 1 + 1) / 4 = 1.5
  //     all copies: MAMA "1st and 3rd", MACA "1st", CAMA "3rd", CACA "no"  → 4 / 4 = 1
  const pairs = engineOf(['MAMA', 'MACA', 'CAMA', 'CACA']);

  it('one copy per question tells fewer words apart than classic hangman', () => {
    const one = endevinagrama(pairs, { revealed: '?A?A' });
    const all = endevinagrama(pairs, { revealed: '?A?A', reveal: 'all' });
    expect(one.advice.find((a) => a.letter === 'M')!.expected).toBe(1.5);
    expect(all.advice.find((a) => a.letter === 'M')!.expected).toBe(1);
    // With the A turned over, classic hangman has no A face down; the seed's rule may.
    expect(one.advice.map((a) => a.letter).sort()).toEqual(['C', 'M']);
  });

  it('a turned letter may hide another copy only with one copy per question', () => {
    expect(endevinagrama(pairs, { revealed: 'MA?A' }).words).toEqual(['MACA', 'MAMA']);
    expect(endevinagrama(pairs, { revealed: 'MA?A', reveal: 'all' }).words).toEqual(['MACA']);
  });
});
