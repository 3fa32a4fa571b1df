// verbivore game and verbivore query as users run them: every game's worked example (the README
// lists the same ones) gives answers, and the commands' help, JSON and errors.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../src/cli/command.js';
import { gameCommands, games } from '../../src/cli/commands/game.js';
import { engineFor } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { ensurePartOfSpeech } from '../../src/party/partOfSpeech.js';
import { packageRoot } from '../../src/paths.js';
import { ensureSyllableView } from '../../src/syllables/lexiconView.js';
import { runCli } from '../helpers.js';

const run = (...args: string[]) => runCli(args);

/** Splits a command line as a shell would (single and double quotes). */
function shellWords(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) out.push(m[1] ?? m[2] ?? m[3]!);
  return out;
}

beforeAll(async () => {
  const ca = await ensureLexicon('catalan');
  await ensureLexicon('spanish');
  await ensureSyllableView(ca);
  await ensurePartOfSpeech(ca);
}, 300_000);

describe('every game\'s worked example', () => {
  for (const g of games) {
    it(`${g.name} ${g.example.args}`, () => {
      const cmd = gameCommands.find((c) => c.name === `game ${g.name}`)!;
      const { values } = parseCommandArgs(cmd, shellWords(g.example.args));
      const out = g.run(engineFor(g.lexicon), values, { unit: 'letters', limit: 20 });
      expect(out.lines.length).toBeGreaterThan(0);
      expect(out.lines.join('\n')).not.toMatch(/^no words$/m);
      // The words the example promises appear in the answers: those in capitals before any parenthesis.
      const text = JSON.stringify(out.json);
      for (const w of g.example.shows.replace(/\(.*/, '').match(/\b[A-Z]{4,}\b/g) ?? []) expect(text, w).toContain(w);
    });
  }

  it('the README lists every game with its example', () => {
    const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
    for (const g of games) {
      expect(readme, g.name).toContain(`verbivore game ${g.name} ${g.example.args}`);
      expect(readme, g.name).toContain(g.example.shows);
    }
  });
});

describe('verbivore game and query (CLI)', () => {
  it('game --list names every game; game NAME --help states the rules and the seed', () => {
    const list = run('game', '--list');
    expect(list.code).toBe(0);
    for (const g of games) expect(list.out).toContain(g.name);
    const json = JSON.parse(run('game', '--list', '--json').out) as { name: string }[];
    expect(json.map((g) => g.name)).toEqual(games.map((g) => g.name));
    const help = run('game', 'tabugrama', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: verbivore game tabugrama/);
    expect(help.out).toContain('seed 000');
    expect(help.out).toContain('50');
    expect(help.out).toMatch(/nouns and adjectives are not told/);
    expect(run('--help').out).not.toContain('game tabugrama');
  });

  it('game buscador --json: MODULES 40', () => {
    const r = run('game', 'buscador', '--letters', 'DEMOUSL', '--category', 'verb', '--multiplier', '2', '--first', '--json', '--limit', '3');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({ game: 'buscador', lexicon: 'catalan' });
    expect(out.answers[0]).toMatchObject({ word: 'MODULES', score: 40, letters: 7, tiles: 7 });
    expect(out.answers.length).toBe(3);
  });

  it('query --json: {word, letters, tiles}, letters by default, tiles with --unit tiles', () => {
    const letters = JSON.parse(run('query', '--lexicon', 'spanish', '--length', '7', '--without', 'AC', '--json').out) as { word: string; letters: number; tiles: number }[];
    expect(letters.find((w) => w.word === 'PERRITO')).toEqual({ word: 'PERRITO', letters: 7, tiles: 6 });
    const tiles = JSON.parse(run('query', '--lexicon', 'spanish', '--length', '7', '--without', 'AC', '--unit', 'tiles', '--json').out) as { word: string }[];
    expect(tiles.map((w) => w.word)).toContain('BEBERRON');
    const help = run('query', '--help').out;
    expect(help).toMatch(/L·L is two letters/);
    expect(run('query', '--lexicon', 'catalan', '--exactly', 'E=1,A=0', '--length', '3', '--start', 'T', '--sort', 'alpha').out.split('\n')).toContain('TEN');
  });

  it('bad input: one clear line and a non-zero exit', () => {
    const cases: [string[], RegExp][] = [
      [['game', 'klingon'], /unknown game "klingon"; the games are: barrejagrama/],
      [['game', 'blufigrama', '--own', 'LCES'], /--common is required/],
      [['game', 'doblograma', '--letter', 'A', '--times', 'x'], /--times must be a whole number/],
      [['game', 'zombigrama', '--letters', 'BRN', '--category', 'pronoun'], /--category must be one of noun, adjective, verb/],
      [['game', 'enigmarius', '--length', '7', '--side', 'both'], /--side must be vowels or consonants/],
      [['game', 'gramarios', '--cards', 'ES2'], /card "ES2": write LETTERS:VALUE/],
      [['game', 'zombigrama', '--letters', 'BRN', '--category', 'verb', '--lexicon', 'spanish'], /needs part of speech/],
      [['query', '--unit', 'syllables'], /--unit must be letters or tiles/],
      [['query', '--exactly', 'E'], /write LETTER=COUNT/],
      [['query', '--lexicon', 'catalan', '--with', 'W'], /'W' at column 1 is not a letter of any catalan tile/],
      [['query', '--syllable', 'CA'], /Catalan/],
    ];
    for (const [args, re] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(re);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });
});
