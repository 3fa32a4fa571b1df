// Alphabets as data: the built-in JSON documents, the checks on a user's file, and the same
// tiling as when English, Catalan and Spanish were written in code.

import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  alphabetOfSpec, alphabetProblems, alphabets, catalan, dutch, english, french, german, isTileError, loadAlphabetFile,
  norwegian, parseAlphabetSpec, polish, resolveAlphabet, slovene, spanish, swedish,
} from '../../src/alphabet/index.js';
import { readSource, recipe } from '../../src/lexicon/sources.js';

const dir = mkdtempSync(join(tmpdir(), 'verbivore-alphabet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every word's tiles (or why not), hashed: what a lexicon build reads from the alphabet. */
function tilingDigest(alphabet: typeof english, words: readonly string[]): string {
  const h = createHash('sha256');
  for (const w of words) {
    const r = alphabet.tryTokenize(w);
    h.update(isTileError(r) ? `${w}!${r.char}@${r.column}:${r.reason}\n` : `${w}=${Array.from(r).join(',')}\n`);
  }
  return h.digest('hex').slice(0, 16);
}

const TRICKY = ['col·lecció', 'COL.LECCIÓ', 'col\u2027lecció', 'co\u013Flecció', 'junyeixo', 'qüestió', 'Kiwi', 'ayurveda',
  'maqsura', 'l·', 'chorro', 'niño', 'pingüino', 'CAFÉ', 'ﬃ', 'straße', 'œuvre', '🙂', 'año', 'Ĳs'];

describe('built-in alphabets as data', () => {
  it('tile the first words of each source, and the tricky ones, exactly as the code-written alphabets did', async () => {
    // Digests made with the alphabets of src/alphabet/languages.ts before they became JSON.
    const expected: Record<string, string> = { english: '19f774c5b62e325b', catalan: '52dd18b65f39eb04', spanish: '196ef4ce1e16dff2' };
    for (const [id, lexicon] of [['english', 'sowpods'], ['catalan', 'catalan'], ['spanish', 'spanish']] as const) {
      const source = recipe(lexicon).source;
      // The Catalan dictionary takes seconds to expand; its root list is read raw instead.
      const words = source.kind === 'hunspell'
        ? readFileSync(join('node_modules', source.package, source.dic), 'utf8').split('\n').slice(1, 3001).map((l) => l.split('/')[0]!)
        : (await readSource(source)).words.slice(0, 3000);
      expect(tilingDigest(alphabets[id]!, [...words, ...TRICKY]), id).toBe(expected[id]);
    }
  });

  it('every built-in alphabet passes the checks a user file gets, and has vowels', () => {
    for (const a of Object.values(alphabets)) {
      expect(alphabetProblems(a.spec), a.id).toEqual([]);
      expect(a.vowels.filter(Boolean).length, a.id).toBeGreaterThanOrEqual(5);
    }
    expect(Object.keys(alphabets)).toEqual(['english', 'catalan', 'spanish', 'french', 'german', 'dutch', 'polish', 'norwegian', 'swedish', 'slovene']);
  });

  it('French drops every accent; German, Polish, Norwegian, Swedish and Slovene keep their letters as tiles', () => {
    const tiles = (a: typeof english, w: string) => a.render(a.tokenize(w));
    expect(tiles(french, 'œuvré')).toBe('OEUVRE');
    expect(tiles(french, 'garçon')).toBe('GARCON');
    expect(tiles(french, 'Noël')).toBe('NOEL');
    expect(tiles(german, 'Straße')).toBe('STRASSE');
    expect(german.tokenize('Ärger')[0]).toBe(german.tileOf('Ä'));
    expect(tiles(german, 'Café')).toBe('CAFE');
    expect(tiles(dutch, 'ruïne')).toBe('RUINE');
    expect(tiles(dutch, 'Ĳs')).toBe('IJS');
    expect(polish.tokenize('źdźbło').length).toBe(6);
    expect(polish.tryTokenize('quiz')).toMatchObject({ char: 'Q', reason: 'there is no Q tile in Polish Scrabble:' });
    expect(norwegian.tiles.slice(-6)).toEqual(['Z', 'Æ', 'Ä', 'Ø', 'Ö', 'Å']);
    expect(tiles(norwegian, 'allé')).toBe('ALLE');
    expect(swedish.tiles.slice(-4)).toEqual(['Å', 'Ä', 'Æ', 'Ö']);
    expect(slovene.tokenize('žaba')[0]).toBe(slovene.tileOf('Ž'));
    expect(spanish.vowels.filter(Boolean).length).toBe(5);
    expect(french.vowels[french.tileOf('Y')!]).toBe(true);
    expect(catalan.vowels[catalan.tileOf('NY')!]).toBe(false);
  });
});

describe('a user alphabet file', () => {
  const write = (name: string, json: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json));
    return path;
  };

  it('is read, and tiles as it says', () => {
    const path = write('welsh.json', {
      id: 'welsh-test', language: 'Welsh', tiles: ['A', 'B', 'C', 'CH', 'D', 'DD', 'E', 'LL', 'Y'], vowels: ['A', 'E', 'Y'],
      fold: { Â: 'A' }, forbidden: { K: 'there is no K in Welsh:' },
    });
    const a = resolveAlphabet(path);
    expect(a.render(a.tokenize('châdd'))).toBe('CHADD');
    expect(a.tryTokenize('kay')).toMatchObject({ reason: 'there is no K in Welsh:' });
    expect(resolveAlphabet(path)).toBe(a); // the same spec is the same alphabet
  });

  it('names every wrong field', () => {
    const problems = alphabetProblems({
      id: 'Bad Id', tiles: ['A', 'a', 'A', '?', 7], vowels: ['E'], fold: { ab: 'A' }, spellings: { X: 'Q' },
      forbidden: { A: 'no' }, colour: 'red',
    });
    expect(problems).toEqual([
      'unknown field "colour" (fields: id, language, about, tiles, vowels, fold, spellings, forbidden)',
      "id: must be a name of lowercase letters, digits, '_' and '-', got \"Bad Id\"",
      'tiles[1]: "a" must be upper case (NFC), as words are tiled after upper-casing',
      'tiles[2]: "A" is listed twice',
      'tiles[3]: "?" is the blank, not a tile',
      'tiles[4]: must be a non-empty string, got 7',
      'vowels[0]: "E" is not one of the tiles',
      'fold["ab"]: the key must be one upper-case character',
      'spellings["X"]: the key must be upper-case text of two or more characters',
      'spellings["X"]: "Q" is not one of the tiles',
      'forbidden["A"]: "A" is a tile',
    ]);
    expect(() => loadAlphabetFile(write('bad.json', '{"id": "x",'))).toThrow(/bad\.json: not valid JSON/);
    expect(() => loadAlphabetFile(write('none.json', { id: 'x', tiles: ['A'] })))
      .toThrow(/none\.json is not a valid alphabet:\n {2}vowels: must be an array of tile strings, got nothing/);
  });

  it('may not take a built-in id, nor one already in use by a different alphabet', () => {
    expect(() => alphabetOfSpec(parseAlphabetSpec({ id: 'french', tiles: ['A'], vowels: ['A'] })))
      .toThrow(/id "french" is a built-in alphabet's; give yours another id/);
    expect(alphabetOfSpec(parseAlphabetSpec(JSON.parse(JSON.stringify(french.spec))))).toBe(french);
    alphabetOfSpec(parseAlphabetSpec({ id: 'twice', tiles: ['A'], vowels: ['A'] }));
    expect(() => alphabetOfSpec(parseAlphabetSpec({ id: 'twice', tiles: ['A', 'B'], vowels: ['A'] })))
      .toThrow(/another alphabet with id "twice" is already in use/);
  });
});
