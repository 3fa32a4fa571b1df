// verbivore game and verbivore query as users run them: every game's worked example (the README
// lists the same ones) gives answers, and the commands' help, JSON and errors.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../src/cli/command.js';
import { GAME_MAX_SECONDS, gameCommands, games } from '../../src/cli/commands/game.js';
import { engineFor } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { ensurePartOfSpeech } from '../../src/party/partOfSpeech.js';
import { LLIGO_BUDGET } from '../../src/party/syllableGames.js';
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

describe('budgets: a search that can blow up stops, prints what it found, says partial, exits 4', () => {
  // Every consonant-vowel and consonant-vowel-consonant syllable of 13 consonants: 325 tiles.
  const many = ['B', 'C', 'D', 'F', 'G', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'V']
    .flatMap((c) => ['A', 'E', 'I', 'O', 'U'].flatMap((v) => [c + v, ...['L', 'N', 'R', 'S'].map((d) => c + v + d)]));
  const pile = 'CA,SA,DA,MA,TA,RE,LA,NA,PA,TI,DO,MEN,DE,RA,SO,LO,NO,TE,BE,CO,PE,FI,GA,VI,MI';
  const partial = (args: string[], budget: RegExp) => {
    const r = run('game', ...args, '--json');
    expect(r.code, r.err).toBe(4);
    const j = JSON.parse(r.out);
    expect(j.partial).toBeDefined();
    expect(r.err).toMatch(budget);
    expect(r.err).toMatch(/what it found so far is printed/);
    return j;
  };

  it('lligosillab: its default node cap (LLIGO_BUDGET) on a pile of 25 short syllables; the best split so far, proven false', () => {
    const j = partial(['lligosillab', '--syllables', pile], /Lligosíl·laB search stopped at its node budget \(--max-nodes 20,000,000\)/);
    expect(j.partial).toMatchObject({ reason: 'nodes', limit: LLIGO_BUDGET, nodes: LLIGO_BUDGET });
    expect(j.proven).toBe(false);
    expect(j.total).toBeGreaterThan(0);
    expect(j.words.reduce((n: number, w: { score: number }) => n + w.score, 0)).toBe(j.total);
    // A tiny cap still gives a whole split (the words chosen, the rest unused), and the text says PARTIAL.
    const tiny = run('game', 'lligosillab', '--syllables', pile, '--max-nodes', '5');
    expect(tiny.code).toBe(4);
    expect(tiny.out).toMatch(/^PARTIAL: /);
    expect(tiny.out).toMatch(/^\d+ points \(the best split found: the search stopped at its budget/m);
    // The seed's example finishes well inside the budget: exit 0, proven, no partial key.
    const seed = run('game', 'lligosillab', '--syllables', 'CA,SA,DA,MA,TA,RE,LA', '--json');
    expect(seed.code, seed.err).toBe(0);
    expect(JSON.parse(seed.out)).toMatchObject({ total: 16, proven: true });
    expect(JSON.parse(seed.out).partial).toBeUndefined();
  });

  it('quadrisillab on 25 syllables, cleptosillab on 325, gramarios with 6 COMODINES and 4 CLONs: --max-seconds', () => {
    const q = partial(['quadrisillab', '--syllables', pile, '--max-seconds', '1'], /Quadrisíl·laB search stopped at its time budget \(--max-seconds 1\)/);
    expect(q.partial).toMatchObject({ reason: 'time', limit: 1 });
    expect(q.candidates).toBeGreaterThan(100);
    const c = partial(['cleptosillab', '--syllables', many.join(','), '--max-seconds', '1'], /Cleptosíl·laB search stopped at its time budget/);
    expect(c.count).toBeGreaterThan(0);
    const cards = 'ES:2 T:1 A:1 R:3 ?:0 ?:0 ?:0 ?:0 ?:0 ?:0 CLON CLON CLON CLON CA:1 DE:2 MO:1 LA:2 PE:1 RO:2 SA:1 TE:1 NO:2';
    const g = partial(['gramarios', '--lexicon', 'spanish', '--cards', cards, '--max-seconds', '1'], /Gramarios search stopped at its time budget/);
    expect(g.answers.length).toBeGreaterThan(0);
  });

  it('--help states the default budget of each budgeted game', () => {
    for (const name of ['quadrisillab', 'cleptosillab', 'memosillab', 'vailetosillab', 'gramarios', 'lligosillab']) {
      const help = run('game', name, '--help').out;
      expect(help, name).toMatch(new RegExp(`--max-seconds S\\s+stop after S seconds \\(default ${GAME_MAX_SECONDS}\\)`));
      expect(help, name).toMatch(/--max-nodes N\s+the same after N/);
    }
    expect(run('game', 'lligosillab', '--help').out).toMatch(/--max-nodes N .*\(default 20,000,000\)/);
    expect(run('game', 'barrejagrama', '--help').out).not.toMatch(/--max-seconds/);
  });
});
