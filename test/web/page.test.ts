// The web page in a real browser: `verbivore serve` on a free localhost port, Debian's headless
// chromium driven by playwright-core (never a browser downloaded by npm). The page must give the
// CLI's answers: BOXEN with ARTHOU? by score starts with 3K HOsTA 46 (the check), by
// equity it matches `verbivore moves`, a 4×4 board has `verbivore grid`'s word count, the
// queries `verbivore query`'s words; typing on the board and CGP/GCG work; the page fits a
// phone's width. Screenshots of each view go to test/web/output/ (git-ignored).
//
// Without chromium or playwright-core the tests skip, naming what is missing (chromium.ts).

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { packageRoot } from '../../src/paths.js';
import { cliMain, rescoreGcg, runCli, tempDir } from '../helpers.js';
import { browserMissing, launchChromium } from './chromium.js';
import { loadRuleset } from '../../src/rules/index.js';

const output = join(packageRoot, 'test', 'web', 'output');
const BOXEN = readFileSync(join(packageRoot, 'test', 'fixtures', 'scrabble', 'boxen.cgp'), 'utf8').trim();
const GCG = join(packageRoot, 'test', 'fixtures', 'scrabble', 'handmade-exchange.gcg');

const missing = browserMissing([
  !existsSync(join(packageRoot, 'dist', 'web', 'index.html')) && 'the built page dist/web (npm run build:web)',
]);

const cli = (args: string[]) => JSON.parse(execFileSync(process.execPath, [cliMain, ...args, '--json'], { encoding: 'utf8' }));

describe.skipIf(missing.length > 0)('the web page in headless chromium', () => {
  let server: ChildProcess;
  let url: string;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = spawn(process.execPath, [cliMain, 'serve', '--port', '0', '--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
    url = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        try {
          resolve((JSON.parse(out) as { url: string }).url);
        } catch {
          // not all of it yet
        }
      });
      server.once('exit', (code) => reject(new Error(`verbivore serve exited (${code}) before listening`)));
    });
    context = await launchChromium();
    page = context.pages()[0] ?? await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    mkdirSync(output, { recursive: true });
  });

  afterAll(async () => {
    await context?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  /** The moves table's rows as [coord, word, score, ...] cell texts. */
  const moveRows = () => page.locator('tr.move').evaluateAll((rows) =>
    rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent ?? '')));
  /** The text of the tile on a square (without its value), or '' when empty. */
  const tileAt = (row: number, col: number) => page.locator(`.square[data-row="${row}"][data-col="${col}"] .tile`)
    .evaluateAll((tiles) => tiles.map((t) => t.firstChild?.textContent ?? '').join(''));

  async function loadBoxen(): Promise<void> {
    await page.goto(url);
    await page.getByLabel('CGP', { exact: true }).fill(BOXEN);
    await page.getByRole('button', { name: 'Load CGP' }).click();
    await expect.poll(() => page.getByLabel('rack').inputValue()).toBe('ARTHOU?');
  }

  it('Scrabble: BOXEN with ARTHOU? by score shows 3K HOsTA 46 first; clicking it shows it on the board', async () => {
    await loadBoxen();
    await page.getByLabel('ranking').selectOption('score');
    await expect.poll(() => page.locator('.moves-side .summary').textContent()).toContain('ranked by score');
    const rows = await moveRows();
    expect(rows[0]!.slice(1, 4)).toEqual(['3K', 'HOsTA', '46']);
    // Scores never rise down the list.
    const scores = rows.map((r) => Number(r[3]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // 3K: row 3, column K (0-based row 2, column 10), across.
    expect(await tileAt(2, 10)).toBe('');
    await page.locator('tr.move').first().click();
    expect(await Promise.all([10, 11, 12, 13, 14].map((c) => tileAt(2, c)))).toEqual(['H', 'O', 's', 'T', 'A']);
    expect(await page.locator('.tile.played').count()).toBe(5);
    expect(await page.locator('.square[data-row="2"][data-col="12"] .tile').getAttribute('class')).toContain('blank');
    await page.screenshot({ path: join(output, 'scrabble-by-score.png'), fullPage: true });
  });

  it('Scrabble by equity (the built-in leave table) lists what verbivore moves lists', async () => {
    await loadBoxen();
    await expect.poll(() => page.locator('.moves-side .summary').textContent()).toContain('ranked by equity');
    expect(await page.locator('table.moves th').allTextContents()).toEqual(['#', 'coord', 'word', 'score', 'leave', 'value', 'equity']);
    const rows = await moveRows();
    const expected = cli(['moves', '--cgp', BOXEN, '--top', '10']) as { coord: string; word: string; score: number; leave: string; leaveValue: number; equity: number }[];
    expect(rows.slice(0, 10).map((r) => r.slice(1))).toEqual(expected.map((m) =>
      [m.coord, m.word, String(m.score), m.leave, m.leaveValue.toFixed(2), m.equity.toFixed(2)]));
    for (const r of rows) expect(Number(r[6])).toBeCloseTo(Number(r[3]) + Number(r[5]), 2);
    // Hovering a play previews it on the board.
    const second = expected[1]!;
    await page.locator('tr.move').nth(1).hover();
    expect(await page.locator('.tile.preview').count()).toBeGreaterThan(0);
    expect(second.word).toBeTruthy();
    await page.screenshot({ path: join(output, 'scrabble-by-equity.png'), fullPage: true });
  });

  it('Scrabble editor: typing on squares (blanks, a digraph tile) and copying the CGP', async () => {
    await page.goto(url);
    // 8H is row 7, column 7: type across, a blank in lowercase.
    await page.locator('.square[data-row="7"][data-col="7"]').click();
    await page.keyboard.type('ZAs');
    expect(await Promise.all([7, 8, 9].map((c) => tileAt(7, c)))).toEqual(['Z', 'A', 's']);
    await page.getByRole('button', { name: 'Copy CGP' }).click();
    await expect.poll(() => page.getByLabel('CGP', { exact: true }).inputValue()).toMatch(/^15\/15\/15\/15\/15\/15\/15\/7ZAs5\/15/);
    // Catalan: [NY] is one tile.
    await page.getByLabel('ruleset').selectOption('catalan');
    await page.locator('.square[data-row="7"][data-col="7"]').click();
    await page.keyboard.type('[NY]U');
    expect(await Promise.all([7, 8].map((c) => tileAt(7, c)))).toEqual(['NY', 'U']);
    await page.getByRole('button', { name: 'Copy CGP' }).click();
    await expect.poll(() => page.getByLabel('CGP', { exact: true }).inputValue()).toMatch(/^15\/15\/15\/15\/15\/15\/15\/7\[NY\]U6\/15.* lex catalan;$/);
  });

  it('Scrabble: a GCG record with the turn slider', async () => {
    await page.goto(url);
    await page.getByLabel('GCG file').setInputFiles(GCG);
    await expect.poll(() => page.locator('.turn-label').textContent()).toContain('before turn 1 of 4');
    expect(await page.locator('.square .tile').count()).toBe(0);
    await page.getByLabel('turn').fill('1');
    // After alice's 8D FACED: F A C E D on row 8 from column D.
    await expect.poll(() => Promise.all([3, 4, 5, 6, 7].map((c) => tileAt(7, c)))).toEqual(['F', 'A', 'C', 'E', 'D']);
    expect(await page.getByLabel('rack').inputValue()).toBe('IIQUVVW');
    await page.getByLabel('turn').fill('4');
    await expect.poll(() => page.locator('.turn-label').textContent()).toContain('end of game');
    expect(await page.locator('.square .tile').count()).toBe(5 + 3 + 3);
 
    // The game reviewed: a row per turn, and on the board of each turn the engine's best drawn
    // beside the line saying what was played.
    await page.getByLabel('analysis').selectOption('review');
    await page.getByLabel('seconds to think').fill('1');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect.poll(() => page.locator('.analysis-line').textContent(), { timeout: 90_000 }).toMatch(/^alice: [\d.]+ lost over 2 turns/);
    expect(await page.locator('table.analysis tbody tr').count()).toBe(4);
    await page.getByLabel('turn').fill('0');
    await expect.poll(() => page.locator('.review-line').textContent()).toMatch(/^Turn 1, alice: played 8D FACED 30; best \S+ \S+ \d+/);
    expect(await page.locator('.square .tile.preview').count()).toBeGreaterThan(0);
    expect(await page.locator('.square .tile:not(.preview)').count()).toBe(0);
    await page.screenshot({ path: join(output, 'scrabble-review.png'), fullPage: true });

    // The leave bob's opponent kept after FACED (ACDEFIT less FACED: two tiles), as bob sees it.
    await page.getByLabel('turn').fill('1');
    await expect.poll(() => page.locator('.turn-label').textContent()).toContain('before turn 2 of 4');
    await page.getByLabel('analysis').selectOption('infer');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect.poll(() => page.locator('table.analysis caption').textContent(), { timeout: 60_000 }).toBe("The opponent's leave (2 tiles kept)");
    expect(await page.locator('table.analysis tbody tr').count()).toBeGreaterThan(0);
  }, 180_000);

  it('Scrabble: column letters and row numbers frame the board; Place on board plays the move as a game (score, leave, turn, undo, redo); the game copies as GCG and CGP', async () => {
    await page.goto(url);
    // The board is drawn once the page's script has loaded: wait for it rather than read at once.
    const labels = page.locator('#scrabble .coord-label');
    await expect.poll(() => labels.count()).toBe(31);
    const texts = await labels.allTextContents();
    expect(texts.slice(0, 16)).toEqual(['', ...'ABCDEFGHIJKLMNO']);
    expect(texts.slice(16)).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)));
    await page.getByLabel('ranking').selectOption('score');
    const playFirst = async (rack: string) => {
      await page.getByLabel('rack').fill(rack);
      await expect.poll(async () => (await moveRows())[0]?.[0]).toBe('1');
      await expect.poll(() => page.locator('.moves-side .summary').textContent()).toContain(`${rack} ·`);
      const move = (await moveRows())[0]!;
      await page.locator('tr.move').first().click();
      await page.getByRole('button', { name: 'Place on board' }).click();
      return { coord: move[1]!, word: move[2]!, score: Number(move[3]), leave: move[4]! };
    };
    const a = await playFirst('RETAINS');
    await expect.poll(() => page.locator('.scoreboard').textContent()).toBe(`Player 1: ${a.score} · ▶ Player 2: 0 · 1 play placed`);
    expect(await page.getByLabel('rack').inputValue()).toBe('');
    const b = await playFirst('DOGESTA');
    await expect.poll(() => page.locator('.scoreboard').textContent()).toBe(`▶ Player 1: ${a.score} · Player 2: ${b.score} · 2 plays placed`);
    // Player 1's rack is the leave of the first play: the tiles drawn are typed in.
    expect(await page.getByLabel('rack').inputValue()).toBe(a.leave);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.locator('.scoreboard').textContent()).toBe(`Player 1: ${a.score} · ▶ Player 2: 0 · 1 play placed`);
    expect(await page.getByLabel('rack').inputValue()).toBe('DOGESTA');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => page.locator('.scoreboard').textContent()).toBe(`▶ Player 1: ${a.score} · Player 2: ${b.score} · 2 plays placed`);
    await page.getByRole('button', { name: 'Copy GCG' }).click();
    await expect.poll(() => page.getByLabel('GCG record').inputValue()).toContain('>player2:');
    const gcg = await page.getByLabel('GCG record').inputValue();
    expect(gcg).toContain(`>player1: RETAINS ${a.coord} ${a.word} +${a.score} ${a.score}`);
    // Every play of the record is one the move generator lists, with its score.
    expect(rescoreGcg(gcg, loadRuleset('english'), 'sowpods')).toEqual([a.score, b.score]);
    await page.getByRole('button', { name: 'Copy CGP' }).click();
    await expect.poll(() => page.getByLabel('CGP', { exact: true }).inputValue()).toMatch(new RegExp(` ${a.leave}/ ${a.score}/${b.score} 0 lex sowpods;$`));
    await page.screenshot({ path: join(output, 'scrabble-game.png'), fullPage: true });
  });

  it('Scrabble: an invalid rack clears the plays and says why beside the rack', async () => {
    await page.goto(url);
    await page.getByLabel('rack').fill('RETAINS');
    await expect.poll(() => page.locator('tr.move').count()).toBeGreaterThan(0);
    await page.getByLabel('rack').fill('RET1');
    await expect.poll(() => page.locator('#scrabble .field-error').textContent()).toContain('1');
    expect(await page.locator('tr.move').count()).toBe(0);
    await page.getByLabel('rack').fill('RETAIN');
    await expect.poll(() => page.locator('tr.move').count()).toBeGreaterThan(0);
    expect(await page.locator('#scrabble .field-error').textContent()).toBe('');
  });

  it('Scrabble: each GCG file is read on its own, and a lexicon the server lacks is offered a replacement', async () => {
    const dir = tempDir('verbivore-page-gcg-');
    execFileSync(process.execPath, [cliMain, 'autoplay', '--rules', 'catalan', '--games', '1', '--workers', '1', '--gcg', dir], { encoding: 'utf8' });
    const catalanGcg = join(dir, 'game-000001.gcg');
    const english = readFileSync(GCG, 'utf8');
    const noLexicon = join(dir, 'no-lexicon.gcg'), unknown = join(dir, 'csw21.gcg');
    writeFileSync(noLexicon, english.replace(/^#lexicon .*\n/m, ''));
    writeFileSync(unknown, english.replace(/^#lexicon .*$/m, '#lexicon CSW21'));
    await page.goto(url);
    await page.getByLabel('GCG file').setInputFiles(catalanGcg);
    await expect.poll(() => page.getByLabel('ruleset').inputValue()).toBe('catalan');
    // An English game with no #lexicon after a Catalan one: English, not the Catalan that stuck.
    await page.getByLabel('GCG file').setInputFiles(noLexicon);
    await expect.poll(() => page.locator('.turn-label').textContent()).toContain('before turn 1 of 4');
    expect(await page.getByLabel('ruleset').inputValue()).toBe('english');
    await page.getByLabel('GCG file').setInputFiles(unknown);
    await expect.poll(() => page.locator('.gcg-offer').textContent()).toContain('names lexicon CSW21');
    await page.getByLabel('lexicon for this GCG').selectOption('sowpods');
    await page.getByRole('button', { name: 'Read it' }).click();
    await expect.poll(() => page.locator('.turn-label').textContent()).toContain('before turn 1 of 4');
    expect(await page.locator('.gcg-offer').isHidden()).toBe(true);
  });

  it('Scrabble: an endgame, a simulation and a pre-endgame run in the page, with progress; Stop keeps the table so far', async () => {
    const endgameCgp = readFileSync(join(packageRoot, 'test', 'fixtures', 'endgame', 'small.cgp'), 'utf8').split('\n')[0]!.trim();
    const expected = cli(['endgame', '--cgp', endgameCgp]) as { value: number; exact: boolean; pv: { coord: string; word: string }[] };
    await page.goto(url);
    await page.getByLabel('CGP', { exact: true }).fill(endgameCgp);
    await page.getByRole('button', { name: 'Load CGP' }).click();
    await expect.poll(() => page.getByLabel('rack').inputValue()).not.toBe('');
    await page.getByLabel('analysis').selectOption('endgame');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect.poll(() => page.locator('.analysis-line').textContent(), { timeout: 60_000 }).toMatch(/^value /);
    const line = (await page.locator('.analysis-line').textContent())!;
    expect(line).toContain(`value ${expected.value > 0 ? '+' : ''}${expected.value}, `);
    expect(line).toContain(expected.exact ? '(exact)' : 'estimated');
    const first = await page.locator('table.analysis tbody tr').first().locator('td').nth(1).textContent();
    expect(first).toBe(`${expected.pv[0]!.coord} ${expected.pv[0]!.word}`);

    // A simulation of BOXEN for 2 seconds lists its candidates.
    await page.getByLabel('CGP', { exact: true }).fill(BOXEN);
    await page.getByRole('button', { name: 'Load CGP' }).click();
    await expect.poll(() => page.getByLabel('rack').inputValue()).toBe('ARTHOU?');
    await page.getByLabel('analysis').selectOption('sim');
    await page.getByLabel('seconds to think').fill('2');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect.poll(() => page.locator('.analysis-line').textContent(), { timeout: 60_000 }).toMatch(/iterations, .* plies in/);
    expect(await page.locator('table.analysis tbody tr').count()).toBe(15);

    // A pre-endgame with one tile in the bag ranks its candidates over every draw.
    const peg = readFileSync(join(packageRoot, 'test', 'fixtures', 'endgame', 'peg.cgp'), 'utf8').split('\n')[0]!.trim();
    await page.getByLabel('CGP', { exact: true }).fill(peg);
    await page.getByRole('button', { name: 'Load CGP' }).click();
    await page.getByLabel('analysis').selectOption('peg');
    await page.getByLabel('seconds to think').fill('5');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect.poll(() => page.locator('.analysis-line').textContent(), { timeout: 60_000 }).toMatch(/endgames solved \(\d[\d,]* to the end\)/);
    expect(await page.locator('table.analysis tbody tr').count()).toBeGreaterThan(0);

    // A long endgame stopped after its first depths: the table stays, the line says so.
    const large = readFileSync(join(packageRoot, 'test', 'fixtures', 'endgame', 'large.cgp'), 'utf8').split('\n')[0]!.trim();
    await page.getByLabel('CGP', { exact: true }).fill(large);
    await page.getByRole('button', { name: 'Load CGP' }).click();
    await page.getByLabel('analysis').selectOption('endgame');
    await page.getByLabel('seconds to think').fill('120');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect.poll(() => page.locator('table.analysis tbody tr').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => page.locator('.analysis-line').textContent()).toMatch(/^stopped · .*\(the table so far\)$/);
    expect(await page.locator('table.analysis tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Analyse' }).isEnabled()).toBe(true);
    await page.screenshot({ path: join(output, 'scrabble-analysis.png'), fullPage: true });
  }, 180_000);

  it('each view keeps its own status line', async () => {
    await page.goto(url);
    await page.getByLabel('rack').fill('RETAINS');
    await expect.poll(() => page.locator('header .status').textContent()).toMatch(/plays? shown/);
    await page.goto(`${url}#grid`);
    await expect.poll(() => page.locator('header .status').textContent()).not.toMatch(/plays? shown/);
    await page.goto(`${url}#scrabble`);
  });

  it('grid: a 4×4 board has the word count of verbivore grid; clicking a word shows its path', async () => {
    const board = 'RSTL/EAIN/DOGS/PHEM';
    const expected = cli(['grid', '--board', board]) as { count: number; score: number; words: { word: string; path: number[] }[] };
    await page.goto(`${url}#grid`);
    await page.getByLabel('grid board').fill(board.replaceAll('/', '\n'));
    await expect.poll(() => page.locator('.word-count').textContent()).toBe(`${expected.count.toLocaleString('en')} words`);
    expect(await page.locator('.score-total').textContent()).toBe(`${expected.score.toLocaleString('en')} points`);
    expect(await page.locator('.grid-word').count()).toBe(expected.count);
    await page.locator('.grid-word').first().click();
    const path = await page.locator('.cell.on-path').evaluateAll((cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)));
    expect(path.sort((a, b) => a - b)).toEqual([...expected.words[0]!.path].sort((a, b) => a - b));
    await page.screenshot({ path: join(output, 'grid.png'), fullPage: true });
  });

  it('grid: a beehive, and Catalan syllable cells under rule P (the syllable index fetched by the worker)', async () => {
    const count = (board: string, moves: string, scoring: string, lexicon: string) =>
      (cli(['grid', '--board', board, '--moves', moves, '--scoring', scoring, '--lexicon', lexicon]) as { count: number }).count;
    await page.goto(`${url}#grid`);
    await page.getByLabel('moves', { exact: true }).selectOption('hex');
    await page.getByLabel('grid board').fill('STA/RLIE/NEOPD/TRAS/ENI');
    await expect.poll(() => page.locator('.word-count').textContent()).toBe(`${count('STA/RLIE/NEOPD/TRAS/ENI', 'hex', 'boggle', 'sowpods').toLocaleString('en')} words`);
    expect(await page.locator('.grid-cells.hex .cell-row').evaluateAll((rows) => rows.map((r) => r.children.length))).toEqual([3, 4, 5, 4, 3]);

    const syllables = '[COL] [LEC] [CI]/[ES] [TA] [O]/[RE] [TI] [REN]';
    await page.getByLabel('moves', { exact: true }).selectOption('king');
    await page.getByLabel('scoring').selectOption('rusc');
    expect(await page.getByLabel('grid lexicon').inputValue()).toBe('catalan');
    await page.getByLabel('grid board').fill(syllables.replaceAll('/', '\n'));
    const expected = count(syllables, 'king', 'rusc', 'catalan');
    await expect.poll(() => page.locator('.word-count').textContent(), { timeout: 20_000 }).toBe(`${expected} words`);
    const words = await page.locator('.grid-word .w').allTextContents();
    expect(words).toContain('COL·LECCIO');
    // So the page applied rule P: without it the board has more words.
    expect(count(syllables, 'king', 'rusc', 'catalan')).toBeLessThan(
      (cli(['grid', '--board', syllables, '--scoring', 'rusc', '--lexicon', 'catalan', '--plain-syllables']) as { count: number }).count);
  });

  it('queries: anagrams, a pattern and the party-game query give the CLI\'s words', async () => {
    await page.goto(`${url}#queries`);
    await page.getByLabel('anagram letters').fill('RETAINS');
    await expect.poll(() => page.locator('.anagram-results li').allTextContents()).toContain('STEARIN ★');
    await page.getByLabel('pattern', { exact: true }).fill('D?SP?R?S');
    const pattern = (cli(['pattern', 'D?SP?R?S']) as { word: string }[]).map((w) => w.word);
    await expect.poll(() => page.locator('.pattern-results li').allTextContents()).toEqual(pattern);
    await page.getByLabel('with letters').fill('QZ');
    await page.getByLabel('length').fill('8-9');
    const query = (cli(['query', '--with', 'QZ', '--length', '8-9']) as { word: string }[]).map((w) => w.word);
    expect(query.length).toBeGreaterThan(3);
    await expect.poll(() => page.locator('.query-results li').allTextContents()).toEqual(query);
    await page.screenshot({ path: join(output, 'queries.png'), fullPage: true });
    // A bad value is named as the page's field is, not as a CLI flag.
    await page.getByLabel('length').fill('abc');
    await expect.poll(() => page.locator('header .status').textContent()).toBe('length "abc": give N, MIN-MAX, MIN- or -MAX (e.g. 7 or 8-12)');
  });

  it('duplicate: a turn runs from rack to reveal as verbivore duplicate new plays it; the arbiter enters three players\' moves and the ranking is verbivore duplicate arbitrate\'s', async () => {
    const dir = tempDir('verbivore-page-duplicate-');
    const gcgPath = join(dir, 'night.gcg');
    const expected = cli(['duplicate', 'new', '--rules', 'english', '--seed', '11', '--turns', '6', '--gcg', gcgPath, '--csv', join(dir, 'night.csv')]);
    const first = expected.turns[0] as { rack: string; coord: string; word: string; score: number };
    await page.setViewportSize({ width: 1920, height: 1080 });
    try {
      await page.goto(`${url}#duplicate`);
      await page.evaluate(() => localStorage.removeItem('verbivore-duplicate'));
      await page.goto(`${url}#duplicate`);
      await page.getByLabel('duplicate seed').fill('11');
      await page.getByLabel('number of moves').fill('6');
      await page.getByRole('button', { name: 'New game' }).click();
      await expect.poll(() => page.locator('.dup-turn').textContent()).toBe('Turn 1 of 6');
      const rack = await page.locator('.dup-rack .tile').evaluateAll((tiles) => tiles.map((t) => t.firstChild?.textContent ?? ''));
      expect(rack.join('')).toBe(first.rack);
      // Readable from the back of a room: rack tiles and the clock are large at 1920×1080.
      const tileSize = await page.locator('.dup-rack .tile').first().evaluate((t) => parseFloat(getComputedStyle(t).fontSize));
      expect(tileSize).toBeGreaterThanOrEqual(48);
      expect(await page.locator('.dup-clock').textContent()).toBe('3:00');
      await page.locator('body').click({ position: { x: 5, y: 1000 } });
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator('.dup-clock').textContent(), { timeout: 5000 }).toBe('2:59');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.dup-move').textContent()).toBe(`${first.coord} ${first.word}`);
      expect(await page.locator('.dup-score').textContent()).toBe(String(first.score));
      expect(await page.locator('.dup-board .tile.played').count()).toBe(first.word.replace(/[()]/g, '').length);
      await page.screenshot({ path: join(output, 'duplicate-projector-1920.png') });

      // The arbiter: three players, one at the top alone, one with a made-up word, one with a lower play.
      const low = (cli(['moves', '--gcg', gcgPath, '--turn', '0', '--leaves', 'none', '--top', '40']) as { coord: string; word: string; score: number }[])
        .find((m) => m.score < first.score)!;
      // A shuffle of the master word that is not a word.
      const letters = first.word.replace(/[()]/g, '');
      const shuffles = [...letters].map((_, k) => letters.slice(k) + letters.slice(0, k)).concat([[...letters].reverse().join('')]);
      const made = shuffles.find((w) => runCli(['check', w.toUpperCase()]).code === 1)!;
      expect(made).toBeDefined();
      const bogus = `${first.coord} ${made}`;
      await page.keyboard.press('a');
      const enter = async (player: string, coord: string, word: string, claimed = '') => {
        await page.getByLabel('player').fill(player);
        await page.getByLabel('move coordinate').fill(coord);
        await page.getByLabel('move word').fill(word);
        await page.getByLabel('claimed score').fill(claimed);
        await expect.poll(() => page.locator('.dup-check').textContent()).not.toBe('');
        const checked = await page.locator('.dup-check').textContent();
        await page.getByLabel('claimed score').press('Enter');
        return checked;
      };
      expect(await enter('ann', first.coord, first.word, String(first.score))).toBe(`legal, ${first.score} points (a top)`);
      expect(await enter('bob', ...(bogus.split(' ') as [string, string]))).toMatch(/^invalid word: /);
      expect(await enter('cat', low.coord, low.word)).toBe(`legal, ${low.score} points`);
      await expect.poll(() => page.locator('.dup-entries tbody tr').count()).toBe(3);
      const movesCsv = join(dir, 'moves.csv');
      writeFileSync(movesCsv, ['player,turn,coord,word,claimed', `ann,1,${first.coord},${first.word},${first.score}`,
        `bob,1,${bogus.replace(' ', ',')},`, `cat,1,${low.coord},${low.word},`].join('\n'));
      const ranking = (cli(['duplicate', 'arbitrate', gcgPath, '--moves', movesCsv]) as { ranking: { player: string; total: number; tops: number; solos: number }[] }).ranking;
      const rows = () => page.locator('.dup-ranking-full tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent ?? '')));
      await expect.poll(async () => (await rows()).map((r) => [r[1], Number(r[2]), Number(r[4]), Number(r[5])]))
        .toEqual(ranking.map((s) => [s.player, s.total, s.tops, s.solos]));
      expect(ranking[0]).toMatchObject({ player: 'ann', total: first.score + 10, solos: 1 });
      await page.screenshot({ path: join(output, 'duplicate-arbiter-1920.png') });

      // Nothing is lost on a reload: the night comes back with its moves.
      await page.reload();
      await expect.poll(() => page.locator('.dup-ranking-full tbody tr').count()).toBe(3);
      // N goes on to turn 2, whose board holds the master move of turn 1.
      await page.keyboard.press('p');
      await page.keyboard.press('n');
      await expect.poll(() => page.locator('.dup-turn').textContent()).toBe('Turn 2 of 6');
      expect(await page.locator('.dup-board .tile').count()).toBe(first.word.replace(/[()]/g, '').length);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('placeholders fit their fields, on a desktop and on a phone', async () => {
    const overflowing = () => page.evaluate(() => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
        if (!el.offsetParent || !el.placeholder) continue;
        const cs = getComputedStyle(el);
        ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        ctx.letterSpacing = cs.letterSpacing === 'normal' ? '0px' : cs.letterSpacing;
        const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        if (ctx.measureText(el.placeholder).width > room + 0.5) out.push(`${el.getAttribute('aria-label')}: "${el.placeholder}"`);
      }
      return out;
    });
    for (const size of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      for (const view of ['scrabble', 'grid', 'queries', 'duplicate']) {
        await page.goto(`${url}#${view}`);
        await page.locator(`#${view}`).waitFor();
        if (view === 'duplicate') await page.keyboard.press('a');
        expect(await overflowing(), `${view} at ${size.width}px`).toEqual([]);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('fits a phone\'s width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await loadBoxen();
      await expect.poll(() => page.locator('tr.move').count()).toBeGreaterThan(0);
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await width()).toBeLessThanOrEqual(390);
      const board = await page.locator('#scrabble .board').boundingBox();
      expect(board!.x).toBeGreaterThanOrEqual(0);
      expect(board!.x + board!.width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(output, 'phone-scrabble.png'), fullPage: true });
      for (const view of ['grid', 'queries', 'duplicate']) {
        await page.goto(`${url}#${view}`);
        await page.locator(`#${view}`).waitFor();
        expect(await width()).toBeLessThanOrEqual(390);
        await page.screenshot({ path: join(output, `phone-${view}.png`), fullPage: true });
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
