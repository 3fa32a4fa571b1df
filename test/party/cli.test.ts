// verbivore game and verbivore query as users run them: every game's worked example (the README
// lists the same ones) gives answers, and the commands' help, JSON and errors.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../src/cli/command.js';
import { GAME_MAX_SECONDS, gameCommands, games } from '../../src/cli/commands/game.js';
import { engineFor } from '../../src/engine.js';
import { scoringTables } from '../../src/grid/scoring.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { ensureCategories } from '../../src/party/categories.js';
import { LLIGO_BUDGET } from '../../src/party/syllableGames.js';
import { packageRoot } from '../../src/paths.js';
import { ensureSyllableView } from '../../src/syllables/lexiconView.js';
import { runCli, shellWords } from '../helpers.js';
import { analyserMissing } from './analyser.js';

const run = (...args: string[]) => runCli(args);
// The games that need word categories skip without the analyser (test/party/analyser.ts).
const noAnalyser = analyserMissing('catalan');

beforeAll(async () => {
  const ca = await ensureLexicon('catalan');
  await ensureLexicon('spanish');
  await ensureSyllableView(ca);
  if (!noAnalyser) await ensureCategories(ca);
}, 300_000);

describe('every game\'s worked example', () => {
  for (const g of games) {
    it.skipIf(g.categories && noAnalyser)(`${g.name} ${g.example.args}`, () => {
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

  it('--limit 3 bounds what every game lists (ArBredasíl·laB listed every word)', () => {
    for (const g of games) {
      if (g.categories && noAnalyser) continue;
      const cmd = gameCommands.find((c) => c.name === `game ${g.name}`)!;
      const { values } = parseCommandArgs(cmd, shellWords(g.example.args));
      const engine = engineFor(g.lexicon);
      const three = g.run(engine, values, { unit: 'letters', limit: 3 }).lines;
      const all = g.run(engine, values, { unit: 'letters', limit: Number.POSITIVE_INFINITY }).lines;
      // Three answers, and at most three lines of headings, totals and "... more".
      expect(three.length, `${g.name}:\n${three.join('\n')}`).toBeLessThanOrEqual(6);
      if (all.length > 6) expect(three.length, g.name).toBeLessThan(all.length);
    }
    const wood = gameCommands.find((c) => c.name === 'game arbredasillab')!;
    const spec = games.find((g) => g.name === 'arbredasillab')!;
    const { values } = parseCommandArgs(wood, shellWords(spec.example.args));
    const out = spec.run(engineFor('catalan'), values, { unit: 'letters', limit: 3 });
    const [p] = (out.json as { placements: { score: number; count: number; words: unknown[] }[] }).placements;
    expect(p!.words).toHaveLength(3);
    expect(p!.count).toBeGreaterThan(3);
    expect(out.lines.at(-1)).toMatch(/^ {2}\.\.\. \d+ more words \(--limit, --all\)$/);
  }, 60_000);

  it('the bridge games give PINYA and MAQUETA under every unit (NY and QU are one card)', () => {
    for (const unit of ['letters', 'tiles', 'cards'] as const) {
      for (const [name, args, word] of [['oscillab', '--syllables PI,A', 'PINYA'], ['bigrafosillab', '--syllables MA,TA', 'MAQUETA']] as const) {
        const cmd = gameCommands.find((c) => c.name === `game ${name}`)!;
        const spec = games.find((g) => g.name === name)!;
        const { values } = parseCommandArgs(cmd, shellWords(args));
        expect(JSON.stringify(spec.run(engineFor('catalan'), values, { unit, limit: 1000 }).json), `${name} ${unit}`).toContain(word);
      }
    }
  });

  it('game vestengrama --map FILE --json; a missing map file and a bad map are one clear line', () => {
    const map = join(packageRoot, 'test', 'fixtures', 'verbalia-map.json');
    const r = run('game', 'vestengrama', '--map', map, '--limit', '2', '--json');
    expect(r.code, r.err).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.answers[0]).toMatchObject({ word: 'DEUTOPLASMATIC', score: 25, wildcard: 'C' });
    expect(out.answers[0].regions.at(-1)).toBe('MAR');
    const missing = run('game', 'baixagrama', '--map', 'no/such/map.json');
    expect(missing.code).not.toBe(0);
    expect(missing.err).toMatch(/no\/such\/map\.json/);
    const bad = run('game', 'vestengrama', '--map', '{"sea":"MAR","regions":{"X":{"letters":"A","next":[]}}}');
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    expect(bad.err).toMatch(/the sea "MAR" is not one of the regions/);
  }, 60_000);

  it('the README lists every game with its example', () => {
    const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
    for (const g of games) {
      expect(readme, g.name).toContain(`verbivore game ${g.name} ${g.example.args}`);
      expect(readme, g.name).toContain(g.example.shows);
    }
  });
});

describe('verbivore game and query (CLI)', () => {
  it('game --list names every game; game NAME --help states the rules and the rulebook', () => {
    const list = run('game', '--list');
    expect(list.code).toBe(0);
    for (const g of games) expect(list.out).toContain(g.name);
    const json = JSON.parse(run('game', '--list', '--json').out) as { name: string }[];
    expect(json.map((g) => g.name)).toEqual(games.map((g) => g.name));
    const help = run('game', 'tabugrama', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: verbivore game tabugrama/);
    expect(help.out).toContain('(the Verbàlia rulebook)');
    expect(help.out).toContain('50');
    expect(help.out).toMatch(/Nouns, adjectives and\s+verbs are told apart/);
    expect(help.out).toMatch(/DESAFINAT, MENJADA, BEURE are only verb forms/);
    expect(run('--help').out).not.toContain('game tabugrama');
  });

  it('each game\'s help names its own scoring table, not another game\'s (Lligosíl·laB\'s said Ruscosíl·laB)', () => {
    // The rulebook: Lligosíl·laB "Syllables Points 2 3, 3 6, 4 10, 5 15"; ArBredasíl·laB 2 1, 3 3, 4 7, 5 15, 6 25.
    expect(run('game', 'lligosillab', '--help').out).toMatch(/Points per word by syllables: 2 syllables 3, 3: 6, 4: 10, 5\+?: 15\./);
    expect(run('game', 'arbredasillab', '--help').out).toMatch(/: 2 syllables 1, 3: 3, 4: 7, 5: 15, 6\+?: 25,/);
    const titles = new Set([...games.map((g) => g.title.replace(/ \(.*/, '')), ...Object.values(scoringTables).flatMap((t) => t.games ?? [])]);
    // A help may point to a related game by name.
    const related: Record<string, string[]> = { tabugrama: ['Votagrama'], memosillab: ['Vailetosíl·laB'] };
    for (const g of gameCommands) {
      const name = g.name.replace('game ', '');
      const own = games.find((x) => x.name === name)!.title;
      const named = [...titles].filter((t) => !own.startsWith(t) && g.help.includes(t));
      expect(named, name).toEqual(related[name] ?? []);
    }
  });

  it.skipIf(noAnalyser)('game buscador --json: MODULES 40', () => {
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

  it('--all prints every answer, however many: 177,000 Votagrama words (past the ~125,000 a spread takes)', () => {
    const r = run('game', 'votagrama', '--good', 'AEIRSTNLOC', '--bad', 'MPBU', '--all');
    expect(r.code, r.err).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(150_000);
    expect(lines[0]).toMatch(/^score {2}word$/);
  }, 30_000);

  it('a game needing categories without lt-proc: how to install it, exit 2', () => {
    // The CLI runs by node's own path; with nothing on PATH there is no lt-proc.
    const r = runCli(['game', 'zombigrama', '--letters', 'PRD', '--category', 'noun'], { env: { ...process.env, PATH: '/nonexistent' } });
    expect(r.code, r.err).toBe(2);
    expect(r.err).toMatch(/lt-proc \(package lttoolbox\)( and \S+ \(package apertium-spa-cat\))? not installed\. Install it with: apt-get install lttoolbox apertium-spa-cat/);
  });

  it('bad input: one clear line and a non-zero exit', () => {
    const cases: [string[], RegExp][] = [
      [['game', 'klingon'], /unknown game "klingon"; the games are: barrejagrama/],
      [['game', 'blufigrama', '--own', 'LCES'], /--common is required/],
      // Barrejagrama: "a word of between eight and twelve letters" (L·L two letters).
      [['game', 'barrejagrama', '--letters', 'ROSA'], /--letters "ROSA": 4 letters; Barrejagrama lays out a word of 8 to 12 letters/],
      [['game', 'barrejagrama', '--letters', 'AAEELLMRVAAEEL'], /: 14 letters; Barrejagrama lays out a word of 8 to 12 letters/],
      [['game', 'doblograma', '--letter', 'A', '--times', 'x'], /--times must be a whole number/],
      [['game', 'zombigrama', '--letters', 'BRN', '--category', 'pronoun'], /--category must be one of noun, adjective, verb/],
      [['game', 'enigmarius', '--length', '7', '--side', 'both'], /--side must be vowels or consonants/],
      [['game', 'gramarios', '--cards', 'ES2'], /card "ES2": write LETTERS:VALUE/],
      [['game', 'zombigrama', '--letters', 'BRN', '--category', 'verb', '--lexicon', 'sowpods'], /needs word categories/],
      [['query', '--unit', 'syllables'], /--unit must be letters, tiles or cards/],
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
    // The rulebook's example finishes well inside the budget: exit 0, proven, no partial key.
    const example = run('game', 'lligosillab', '--syllables', 'CA,SA,DA,MA,TA,RE,LA', '--json');
    expect(example.code, example.err).toBe(0);
    expect(JSON.parse(example.out)).toMatchObject({ total: 16, proven: true });
    expect(JSON.parse(example.out).partial).toBeUndefined();
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

  it('a word wider than the word column widens it: the notes stay in one column', () => {
    const r = run('game', 'esbartigrama', '--letters', 'XTLZCN', '--limit', '3');
    expect(r.code, r.err).toBe(0);
    const rows = r.out.trim().split('\n').slice(1);
    expect(rows.map((l) => [...l.replace(/ \d+ letters$/, '')].length)).toEqual(rows.map(() => [...rows[0]!.replace(/ \d+ letters$/, '')].length));
    expect(rows[2]).toMatch(/^   90  METOXIBENZILPENICIL·LINA {4}23 letters$/);
  });
});
