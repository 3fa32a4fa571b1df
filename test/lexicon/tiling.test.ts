// Word lists to tile strings: a text of lines tiled from its bytes gives exactly what splitting,
// trimming and tiling its words as strings gives.

import { describe, expect, it } from 'vitest';
import { catalan, english, spanish, type Alphabet } from '../../src/alphabet/index.js';
import { tileLines, tileWordsFlat, type TiledWords } from '../../src/lexicon/tiling.js';
import { randomInt, rng } from '../helpers.js';

function strings(t: TiledWords): string[] {
  const out: string[] = [];
  const { data, start, length, count } = t.strings;
  for (let i = 0; i < count; i++) out.push(Array.from(data.subarray(start[i]!, start[i]! + length[i]!)).join(','));
  return out;
}

/** What reading the text as strings gives (sources.ts, kind "lines"). */
function asStrings(text: string, alphabet: Alphabet): TiledWords {
  return tileWordsFlat(text.split(/\r?\n/).map((w) => w.trim()).filter((w) => w.length > 0), alphabet);
}

function expectSame(text: string, alphabet: Alphabet): void {
  const fromBytes = tileLines(Buffer.from(text, 'utf8'), alphabet);
  const fromStrings = asStrings(text, alphabet);
  expect(strings(fromBytes)).toEqual(strings(fromStrings));
  expect(fromBytes.sourceWords).toBe(fromStrings.sourceWords);
  expect(fromBytes.rejected).toEqual(fromStrings.rejected);
}

describe('tileLines', () => {
  it('reads lines as String.trim and split would: CRLF, blanks, tabs, BOM, no final newline', () => {
    expectSame('\uFEFFaa\r\nAB \n\n  \t\nqi\r\n\u00a0zo\u00a0\nxu\u2028\r\n\u000bfe\u000c\nlast', english);
    expectSame('', english);
    expectSame('\n\n', english);
    expectSame('single', english);
  });

  it('sends other lines the string way: accents, digraphs, untileable words with their reasons', () => {
    expectSame('café\nNAÏVE\nqi\ndon\'t\nr2d2\nœuvre\nﬁnal\n', english);
    expectSame('col·lecció\nCOL.LECCIO\nnyanyo\nNY\nPAÍS\nx-y\nïa\n', catalan);
    expectSame('chorro\nLLAMA\nñandú\nperro\nch\n', spanish);
  });

  it('agrees on random lines of letters, marks, spaces and line ends', () => {
    const r = rng(20261201);
    const pieces = ['a', 'b', 'Z', 'n', 'y', 'l', '·', '.', 'ç', 'é', 'ñ', 'ch', 'LL', ' ', '\t', '\r', "'", '1', 'ü', '\u00a0'];
    for (let round = 0; round < 200; round++) {
      const lines: string[] = [];
      for (let l = randomInt(r, 12); l > 0; l--) {
        let line = '';
        for (let c = randomInt(r, 8); c > 0; c--) line += pieces[randomInt(r, pieces.length)];
        lines.push(line);
      }
      const text = lines.join(randomInt(r, 2) ? '\n' : '\r\n');
      for (const alphabet of [english, catalan, spanish]) expectSame(text, alphabet);
    }
  });

  it('drops a word of more than 63 tiles and reports it by name', () => {
    const { strings, rejected } = tileLines(Buffer.from(`ok\n${'A'.repeat(64)}\n`), english);
    expect(strings.count).toBe(1);
    expect(rejected.byReason['longer than 63 tiles']).toEqual({ count: 1, examples: ['A'.repeat(64)] });
  });
});
