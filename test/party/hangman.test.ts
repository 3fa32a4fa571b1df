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
  // Nine words ending in SA (and two that do not). With ??SA showing, the A turned over was the
  // first face-down A, so CASA, MASA and PASA (an A before it) are out: six candidates. Asking:
  //   M: MESA MISA MOSA answer "at 1st place", the other 3 "no"    → (3² + 3²) / 6 = 3
  //   O: COSA MOSA ROSA "at 2nd"; 3 "no"                           → 3
  //   E: MESA PESA "at 2nd"; 4 "no"                                → (2² + 4²) / 6 = 10/3
  //   C, I, P, R: one word each                                    → (1² + 5²) / 6 = 13/3
  //   A, S: no candidate has one face down before the turned copy: not worth asking.
  const engine = engineOf(['CASA', 'COSA', 'MASA', 'MESA', 'MISA', 'MOSA', 'PASA', 'PESA', 'ROSA', 'CASES', 'TOT']);

  it('lists the candidates and the letter whose answer leaves the fewest on average', () => {
    const r = endevinagrama(engine, { revealed: '??SA' });
    expect(r.count).toBe(6);
    expect(r.words).toEqual(['COSA', 'MESA', 'MISA', 'MOSA', 'PESA', 'ROSA']);
    expect(r.advice[0]).toEqual({ letter: 'M', expected: 3, miss: 3 / 6 });
    const byLetter = Object.fromEntries(r.advice.map((a) => [a.letter, a.expected]));
    expect(byLetter).toEqual({
      M: 3, O: 3, E: 10 / 3, C: 13 / 3, I: 13 / 3, P: 13 / 3, R: 13 / 3,
    });
    // Equal expectations: the likelier hit first, then alphabetical (M and O both miss 3 times in 6).
    expect(r.advice.map((a) => a.letter).slice(0, 3)).toEqual(['M', 'O', 'E']);
    // Classic hangman (every copy turned at once) keeps the words with an A face down out too.
    expect(endevinagrama(engine, { revealed: '??SA', reveal: 'all' }).words).toEqual(r.words);
  });

  it('misses rule words out and are never advised again', () => {
    const r = endevinagrama(engine, { revealed: '??SA', misses: 'M' });
    expect(r.words).toEqual(['COSA', 'PESA', 'ROSA']);
    expect(r.advice.map((a) => a.letter)).not.toContain('M');
    expect(() => endevinagrama(engine, { revealed: 'M?SA', misses: 'M' })).toThrow(/cannot have missed/);
  });

  // One copy per question (the rulebook: asking M of MONUMENTAL turns one M) against classic hangman.
  //   ?A?A over MAMA MACA CAMA CACA, asking M:
  //     one copy: MAMA and MACA both answer "1st place", CAMA "3rd", CACA "no" → (2² + 1 + 1) / 4 = 1.5
  //     all copies: MAMA "1st and 3rd", MACA "1st", CAMA "3rd", CACA "no"  → 4 / 4 = 1
  const pairs = engineOf(['MAMA', 'MACA', 'CAMA', 'CACA']);

  it('one copy per question tells fewer words apart than classic hangman', () => {
    const one = endevinagrama(pairs, { revealed: '?A?A' });
    const all = endevinagrama(pairs, { revealed: '?A?A', reveal: 'all' });
    expect(one.advice.find((a) => a.letter === 'M')!.expected).toBe(1.5);
    expect(all.advice.find((a) => a.letter === 'M')!.expected).toBe(1);
    // With the A turned over, classic hangman has no A face down; the rulebook's rule may.
    expect(one.advice.map((a) => a.letter).sort()).toEqual(['C', 'M']);
  });

  it('a turned letter may hide another copy only with one copy per question', () => {
    expect(endevinagrama(pairs, { revealed: 'MA?A' }).words).toEqual(['MACA', 'MAMA']);
    expect(endevinagrama(pairs, { revealed: 'MA?A', reveal: 'all' }).words).toEqual(['MACA']);
  });

  // "if the secret word is MONUMENTAL and a player asks for the letter M, one M is turned over, but
  // not both": the first face-down M (the copy the advice assumes), so a turned M has no face-down
  // M before it.
  const monuments = engineOf(['MONUMENTAL', 'MONUMENTAR', 'DOCUMENTAL', 'MOMENTANIA']);

  it('one copy per question: the first face-down copy, and the candidates are held to it', () => {
    const first = endevinagrama(monuments, { revealed: 'M?????????' });
    expect(first.words).toEqual(['MOMENTANIA', 'MONUMENTAL', 'MONUMENTAR']);
    // M turned at the 5th place, the 1st face down: not MONUMENTAL nor MONUMENTAR, whose first M
    // would have been turned; DOCUMENTAL has no M before.
    expect(endevinagrama(monuments, { revealed: '????M?????' }).words).toEqual(['DOCUMENTAL']);
    // Asked again, M turns the next face-down M: MOMENTANIA's 3rd place, MONUMENTAL's 5th.
    expect(endevinagrama(monuments, { revealed: 'M???M?????' }).words).toEqual(['MONUMENTAL', 'MONUMENTAR']);
    expect(endevinagrama(monuments, { revealed: 'M?M???????' }).words).toEqual(['MOMENTANIA']);
  });
});
