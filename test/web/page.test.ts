// The web page in a real browser: `verbivore serve` on a free localhost port, Debian's headless
// chromium driven by playwright-core (never a browser downloaded by npm). The page must give the
// CLI's answers: BOXEN with ARTHOU? by score starts with 3K HOsTA 46 (the check), by
// equity it matches `verbivore moves`, a 4×4 board has `verbivore grid`'s word count, the
// queries `verbivore query`'s words; typing on the board and CGP/GCG work; the page fits a
// phone's width. Screenshots of each view go to test/web/output/ (git-ignored).
//
// Without chromium or playwright-core the tests skip, naming what is missing; with CI set they
// fail instead (.ci/run installs chromium).

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { packageRoot } from '../../src/paths.js';
import { cliMain, tempDir } from '../helpers.js';

const CHROMIUM = '/usr/bin/chromium';
const output = join(packageRoot, 'test', 'web', 'output');
const BOXEN = readFileSync(join(packageRoot, 'test', 'fixtures', 'scrabble', 'boxen.cgp'), 'utf8').trim();
const GCG = join(packageRoot, 'test', 'fixtures', 'scrabble', 'handmade-exchange.gcg');

function resolves(pkg: string): boolean {
  try {
    createRequire(import.meta.url).resolve(pkg);
    return true;
  } catch {
    return false;
  }
}

const missing = [
  !existsSync(CHROMIUM) && `chromium (${CHROMIUM}: apt-get install chromium)`,
  !resolves('playwright-core') && 'the playwright-core package (npm install)',
  !existsSync(join(packageRoot, 'dist', 'web', 'index.html')) && 'the built page dist/web (npm run build:web)',
].filter((x): x is string => typeof x === 'string');
if (missing.length) {
  const message = `browser tests need ${missing.join(' and ')}`;
  if (process.env.CI) throw new Error(message);
  console.warn(`skipping the browser tests: ${message}`);
}

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
    const { chromium } = await import('playwright-core');
    const profile = tempDir('verbivore-chromium-');
    context = await chromium.launchPersistentContext(join(profile, 'user-data'), {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
      // Chromium's own temporary files stay in the profile folder, removed with it.
      env: { ...process.env, TMPDIR: profile, HOME: profile },
      viewport: { width: 1280, height: 900 },
    });
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
  });

  it('fits a phone\'s width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await loadBoxen();
      await expect.poll(() => page.locator('tr.move').count()).toBeGreaterThan(0);
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await width()).toBeLessThanOrEqual(390);
      const board = await page.locator('.board').boundingBox();
      expect(board!.x).toBeGreaterThanOrEqual(0);
      expect(board!.x + board!.width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(output, 'phone-scrabble.png'), fullPage: true });
      for (const view of ['grid', 'queries']) {
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
