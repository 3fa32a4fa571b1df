// The .lex file: round trip, and clear errors naming the file for every kind of damage.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { checksum32, decodeLexicon, encodeLexicon, encodeLexiconHeader, entryBytes } from '../../src/lexicon/format.js';
import { loadLexicon, openLexicon } from '../../src/lexicon/store.js';
import { tempDir } from '../helpers.js';

const words = ['CARE', 'CARES', 'BARE', 'BARES', 'BAR', 'CAR', 'ERA'].map((w) => english.tokenize(w));
const compiled = compileLexicon(words);
const file = encodeLexicon({
  meta: { name: 'tiny', alphabet: 'english', tiles: english.tiles.slice(1), source: 'test', rejected: 0 },
  ...compiled,
});
const dir = tempDir('verbivore-lex-');

function writeVariant(name: string, bytes: Uint8Array): string {
  const path = join(dir, `${name}.lex`);
  writeFileSync(path, bytes);
  return path;
}

describe('lexicon file', () => {
  it('round-trips header, metadata and entries', () => {
    const path = writeVariant('good', file);
    const lex = loadLexicon(path);
    expect(lex.wordCount).toBe(7);
    expect(lex.dawgNodes).toBe(compiled.dawgNodes);
    expect(Array.from(lex.entries)).toEqual(Array.from(compiled.entries));
    expect(lex.meta.tiles.length).toBe(26);
    expect(lex.graph.hasWord(english.tokenize('BARES'))).toBe(true);
  });

  it('holds nothing that varies between builds: word 8 is 0, and the header plus the entries is the file', () => {
    const words = new Uint32Array(file.buffer, file.byteOffset, file.length / 4);
    expect(words[8]).toBe(0);
    const header = encodeLexiconHeader({ meta: { name: 'tiny', alphabet: 'english', tiles: english.tiles.slice(1), source: 'test', rejected: 0 }, ...compiled });
    expect(Buffer.concat([header, entryBytes(compiled.entries)]).equals(file)).toBe(true);
  });

  it('still loads a file that holds a build time in word 8 (written before builds were reproducible)', () => {
    const old = file.slice();
    const words = new Uint32Array(old.buffer);
    words[8] = 1234;
    words[3] = checksum32(words.subarray(4));
    const lex = openLexicon(old, 'old.lex', 'old');
    expect(lex.graph.hasWord(english.tokenize('CARES'))).toBe(true);
    expect(lex.checksum).not.toBe(decodeLexicon(file, 'new.lex').checksum);
  });

  it('rejects a truncated file, naming it', () => {
    const path = writeVariant('truncated', file.slice(0, file.length - 8));
    expect(() => loadLexicon(path)).toThrow(new RegExp(`${path}.*truncated`));
  });

  it('rejects a single flipped bit anywhere after the checksum word', () => {
    for (const at of [20, 60, file.length - 3]) {
      const bad = file.slice();
      bad[at]! ^= 0x10;
      const path = writeVariant(`flip${at}`, bad);
      expect(() => loadLexicon(path)).toThrow(new RegExp(`${path}.*(checksum|metadata|truncated)`));
    }
  });

  it('rejects other files and other versions', () => {
    expect(() => decodeLexicon(new TextEncoder().encode('hello world, this is not a lexicon at all.'.padEnd(48, '.')), 'x.lex'))
      .toThrow(/x\.lex.*magic/);
    const v2 = file.slice();
    v2[4] = 2;
    expect(() => decodeLexicon(v2, 'v2.lex')).toThrow(/v2\.lex.*version 2/);
  });

  it('rejects a file whose tile table differs from the alphabet', () => {
    const other = encodeLexicon({
      meta: { name: 'odd', alphabet: 'english', tiles: ['X', 'Y'], source: 'test', rejected: 0 },
      ...compiled,
    });
    expect(() => openLexicon(other, 'odd.lex', 'odd')).toThrow(/odd\.lex.*tile table/);
  });

  it('names the recipes and the build command for an unknown lexicon', () => {
    expect(() => loadLexicon('klingon')).toThrow(/no lexicon recipe named "klingon". Available: .*sowpods/);
    expect(() => loadLexicon(join(dir, 'absent.lex'))).toThrow(/file not found/);
    expect(readFileSync(join(dir, 'good.lex')).length).toBe(file.length);
  });
});
