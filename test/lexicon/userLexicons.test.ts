// User lexicons: built from the user's word list with line-numbered reports, registered as a
// local recipe in the lexicon home (here a temporary VERBIVORE_HOME), found by --lexicon, and
// rebuilt from the same file when the .lex is gone.

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';
import { lexiconHome, packageRoot } from '../../src/paths.js';

const dir = tempDir('verbivore-user-lex-');
const home = join(dir, 'home');
const run = (...args: string[]) => runCli(args, { env: { ...process.env, VERBIVORE_HOME: home } });
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('lexicon build NAME --from FILE', () => {
  const list = file('club.txt', '\uFEFFcat\r\ndog\nDOG\nhello world\nnaïve\nq1x\n\nzebra\ncat\n');

  it('builds, reports odd, repeated and untileable lines by number, and registers a local recipe', () => {
    const r = run('lexicon', 'build', 'club', '--from', list, '--alphabet', 'english', '--description', 'our club list', '--json');
    expect(r.code, r.err).toBe(0);
    const [report] = JSON.parse(r.out);
    expect(report).toMatchObject({ name: 'club', wordCount: 3, sourceWords: 5, path: join(home, 'club.lex') });
    expect(report.filtered.byReason).toEqual({
      repeated: { count: 2, examples: ['line 3: "DOG" (as line 2)', 'line 9: "cat" (as line 1)'] },
      'more than one word on the line': { count: 1, examples: ['line 4: "hello world"'] },
    });
    expect(report.rejected.total).toBe(2);
    expect(Object.values(report.rejected.byReason).flatMap((x) => (x as { examples: string[] }).examples).sort())
      .toEqual(['line 5: "naïve"', 'line 6: "q1x"']);
    const recipes = JSON.parse(readFileSync(join(home, 'local-recipes.json'), 'utf8'));
    expect(recipes.club).toMatchObject({ alphabet: 'english', description: 'our club list', source: { kind: 'file', path: list } });
    // The committed recipes are untouched.
    expect(readFileSync(join(packageRoot, 'lexicons', 'recipes.json'), 'utf8')).not.toMatch(/club/);
  });

  it('--lexicon NAME finds it; lexicon info names the file; a deleted .lex is rebuilt from the list', () => {
    const check = run('check', 'CAT', 'ZEBRA', 'DOGS', '--lexicon', 'club', '--json');
    expect(JSON.parse(check.out)).toEqual([
      { word: 'CAT', valid: true }, { word: 'ZEBRA', valid: true }, { word: 'DOGS', valid: false },
    ]);
    const info = JSON.parse(run('lexicon', 'info', 'club', '--json').out);
    expect(info[0]).toMatchObject({ name: 'club', words: 3, alphabet: 'english' });
    expect(info[0].source).toContain(list);
    rmSync(join(home, 'club.lex'));
    const again = run('check', 'DOG', '--lexicon', 'club');
    expect(again.code).toBe(0);
    expect(again.err).toMatch(/building lexicon club \(first use\)/);
    expect(existsSync(join(home, 'club.lex'))).toBe(true);
  });

  it('an unknown name lists the user lexicons too', () => {
    const r = run('check', 'QI', '--lexicon', 'klingon');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no lexicon recipe named "klingon". Available: .*sowpods.*club/);
  });

  it('Catalan lists keep their accents and digraphs', () => {
    const cat = file('catala.txt', 'col·lecció\nnyap\nany\nquè\n');
    expect(run('lexicon', 'build', 'meu', '--from', cat, '--alphabet', 'catalan').code).toBe(0);
    const r = run('check', 'COL·LECCIO', 'NYAP', 'QUE', 'ANYS', '--lexicon', 'meu', '--json');
    expect(JSON.parse(r.out).map((x: { valid: boolean }) => x.valid)).toEqual([true, true, true, false]);
  });

  it('a list in any built-in language: French drops its accents, Polish keeps its letters', () => {
    const fr = file('francais.txt', 'été\ngarçon\nœuvre\n');
    expect(run('lexicon', 'build', 'mots', '--from', fr, '--alphabet', 'french').code).toBe(0);
    let r = run('check', 'ETE', 'GARCON', 'OEUVRE', 'ÉTÉS', '--lexicon', 'mots', '--json');
    expect(JSON.parse(r.out).map((x: { valid: boolean }) => x.valid)).toEqual([true, true, true, false]);
    const pl = file('polski.txt', 'źdźbło\nquiz\n');
    r = run('lexicon', 'build', 'slowa', '--from', pl, '--alphabet', 'polish');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/there is no Q tile in Polish Scrabble Q \(e\.g\. line 2: "quiz"\)/);
  });

  it("a user's alphabet file: the lexicon carries it and loads in a fresh process", () => {
    const alphabet = file('tiny-alphabet.json', JSON.stringify({ id: 'tiny-ab', tiles: ['A', 'B', 'CH'], vowels: ['A'] }));
    const words = file('tiny-words.txt', 'abach\nbaba\nabc\n');
    const r = run('lexicon', 'build', 'tinyab', '--from', words, '--alphabet', alphabet);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/is not a tile C \(e\.g\. line 3: "abc"\)/); // a C outside CH
    const check = run('check', 'ABACH', 'BABA', 'ABAB', '--lexicon', 'tinyab', '--json');
    expect(JSON.parse(check.out).map((x: { valid: boolean }) => x.valid)).toEqual([true, true, false]);
    expect(JSON.parse(readFileSync(join(home, 'local-recipes.json'), 'utf8')).tinyab.alphabetSpec.tiles).toEqual(['A', 'B', 'CH']);
    const bad = file('bad-alphabet.json', JSON.stringify({ id: 'bad', tiles: ['A'], vowels: ['E'] }));
    const refused = run('lexicon', 'build', 'badab', '--from', words, '--alphabet', bad);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/bad-alphabet\.json is not a valid alphabet:\n {2}vowels\[0\]: "E" is not one of the tiles/);
  });

  it('bad input: one clear line, nothing registered', () => {
    const empty = file('empty.txt', '\n\n1234\n');
    const folder = join(dir, 'folder');
    mkdirSync(folder, { recursive: true });
    const cases: [string[], RegExp][] = [
      [['lexicon', 'build', 'sowpods', '--from', list, '--alphabet', 'english'], /"sowpods" is a built-in lexicon/],
      [['lexicon', 'build', 'x', '--from', list, '--alphabet', 'klingon'], /--alphabet must be one of english, catalan, spanish, french, german, dutch, polish, norwegian, swedish, slovene or the path of an alphabet JSON file/],
      [['lexicon', 'build', 'x', '--from', list], /--from needs --alphabet/],
      [['lexicon', 'build', 'x', 'y', '--from', list, '--alphabet', 'english'], /one NAME/],
      [['lexicon', 'build', 'x', '--from', join(dir, 'nope.txt'), '--alphabet', 'english'], /file not found/],
      [['lexicon', 'build', 'x', '--from', folder, '--alphabet', 'english'], /is not a file/],
      [['lexicon', 'build', 'x', '--from', empty, '--alphabet', 'english'], /no word .* can be tiled/],
      [['lexicon', 'build', '../x', '--from', list, '--alphabet', 'english'], /is not one/],
      [['lexicon', 'build', '__proto__', '--from', list, '--alphabet', 'english'], /is not one/],
      [['lexicon', 'build', 'sowpods', '--alphabet', 'english'], /--alphabet goes with --from/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.err, args.join(' ')).toMatch(message);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
    expect(Object.keys(JSON.parse(readFileSync(join(home, 'local-recipes.json'), 'utf8'))).sort()).toEqual(['club', 'meu', 'mots', 'slowa', 'tinyab']);
  });
});

describe('lexiconHome: where built lexicons and local recipes are written', () => {
  const env = {};
  it('VERBIVORE_HOME wins; a checkout writes to its lexicons/; an installed package to a per-user folder', () => {
    expect(lexiconHome({ VERBIVORE_HOME: '/data/v' }, '/x/node_modules/verbivore', 'linux', '/home/u')).toBe('/data/v');
    expect(lexiconHome(env, '/src/verbivore', 'linux', '/home/u')).toBe('/src/verbivore/lexicons');
    expect(lexiconHome(env, '/usr/lib/node_modules/verbivore', 'linux', '/home/u')).toBe('/home/u/.local/share/verbivore');
    expect(lexiconHome({ XDG_DATA_HOME: '/xdg' }, '/p/node_modules/verbivore', 'linux', '/home/u')).toBe('/xdg/verbivore');
    expect(lexiconHome(env, '/p/node_modules/verbivore', 'darwin', '/Users/u')).toBe('/Users/u/Library/Application Support/verbivore');
  });
});
