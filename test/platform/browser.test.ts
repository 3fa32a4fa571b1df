// The browser platform: an engine made from fetched bytes, as a Web Worker would (fetch is
// stubbed here to serve the package's files), on the plain build — the move generator, equity
// with a shipped leave table, the grid search with Catalan rule P and the syllable query on
// fetched files — and Engine.fromBytes.

import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { Engine, engineFor } from '../../src/engine.js';
import { analysePosition } from '../../src/game/analyse.js';
import { findWords } from '../../src/grid/search.js';
import { makeBoard } from '../../src/grid/board.js';
import { parseBoard } from '../../src/grid/parse.js';
import { builtinLeavesPath } from '../../src/leaves/store.js';
import { ensureLexicon, lexiconPath } from '../../src/lexicon/store.js';
import { wasmPaths } from '../../src/paths.js';
import { loadBrowserPlatform } from '../../src/platform/browser.js';
import { nodePlatform } from '../../src/platform/node.js';
import { platform, usePlatform } from '../../src/platform/platform.js';
import { anagrams } from '../../src/query/anagram.js';
import { queryWords } from '../../src/query/constraint.js';
import { compileRuleset, englishRuleset } from '../../src/rules/index.js';
import { generateMoves, type PlaceMove } from '../../src/scrabble/movegen.js';
import { ensureSyllableView, syllableIndexPath } from '../../src/syllables/lexiconView.js';
import { boardFor } from '../scrabble/helpers.js';

const served: Record<string, string> = {
  'https://example.org/core-plain.wasm': wasmPaths.plain,
  'https://example.org/sowpods.lex': lexiconPath('sowpods'),
  'https://example.org/catalan.lex': lexiconPath('catalan'),
  'https://example.org/catalan.syllables': syllableIndexPath('catalan'),
  'https://example.org/english.leaves': builtinLeavesPath('english'),
};

const serve = () => vi.stubGlobal('fetch', async (url: string) => {
  const path = served[url];
  return path ? new Response(readFileSync(path)) : new Response('not found', { status: 404 });
});

const BOXEN = readFileSync(new URL('../fixtures/scrabble/boxen.cgp', import.meta.url), 'utf8').trim();

afterAll(() => {
  usePlatform(nodePlatform);
  vi.unstubAllGlobals();
});

describe('browser platform', () => {
  it('fetches the plain core and a lexicon, then engines run on them synchronously', async () => {
    serve();
    const p = await loadBrowserPlatform({
      core: 'https://example.org/core-plain.wasm',
      lexicons: { sowpods: 'https://example.org/sowpods.lex' },
    });
    usePlatform(p);
    expect(platform().build).toBe('plain');
    const engine = engineFor('sowpods');
    expect(engine.build).toBe('plain');
    expect(engine.lexicon.memory.buffer instanceof SharedArrayBuffer).toBe(false);
    const moves = generateMoves(engine, boardFor(compileRuleset(englishRuleset())), 'RETAINS') as PlaceMove[];
    expect([moves.length, moves[0]!.score]).toEqual([1458, 66]);
    expect(anagrams(engine, 'RETAINS', { fullOnly: true }).map((a) => a.word)).toContain('STEARIN');
    expect(findWords(engine, makeBoard('SERSPATGLINESERS'.split(''), 'king', { cols: 4 })).count).toBe(1435);
    expect(() => engineFor('catalan')).toThrow(/no lexicon recipe named "catalan". Available: sowpods/);
    await expect(loadBrowserPlatform({ core: 'https://example.org/missing.wasm', lexicons: {} })).rejects.toThrow(/missing\.wasm \(HTTP 404\)/);
  });

  it('equity with the shipped leave table, rule P and the syllable query, all from fetched files', async () => {
    // The files the page's server sends: the lexicon and its syllable index built on demand.
    usePlatform(nodePlatform);
    await ensureSyllableView(await ensureLexicon('catalan'));
    serve();
    usePlatform(await loadBrowserPlatform({
      core: 'https://example.org/core-plain.wasm',
      lexicons: { sowpods: 'https://example.org/sowpods.lex', catalan: 'https://example.org/catalan.lex' },
      leaves: { english: 'https://example.org/english.leaves' },
      syllables: { catalan: 'https://example.org/catalan.syllables' },
    }));
    expect(platform().builtinLeaveNames()).toEqual(['english']);
    const byEquity = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: BOXEN, leaves: 'builtin', top: 5 });
    expect(byEquity.equity).toBe(true);
    for (const m of byEquity.moves) expect(m.equity).toBeCloseTo(m.score + m.leaveValue, 6);
    expect(byEquity.moves.some((m) => m.leaveValue !== 0)).toBe(true);
    const byScore = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: BOXEN, leaves: 'none', top: 1 });
    expect(byScore.moves[0]).toMatchObject({ coord: '3K', word: 'HOsTA', score: 46 });
    expect(() => analysePosition(engineFor('catalan'), { ruleset: 'catalan', cgp: '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 CASA/ 0/0 0', leaves: 'builtin' }))
      .toThrow(/ruleset catalan has no built-in leave table \(built in: english\)/);

    const catalan = engineFor('catalan');
    const board = parseBoard('[PER] [O] [CIM]/[ES] [DA] [RE]/[PA] [IS] [A]', { moves: 'king' });
    const words = findWords(catalan, board, { scoring: 'verbalia-syllables' }).words.map((w) => w.word);
    expect(words).toEqual(expect.arrayContaining(['DARE', 'PAIS', 'ESPADA']));
    expect(words).not.toContain('PERO');
    const withSyllable = queryWords(catalan, { syllable: 'ÍS', length: 4, start: 'PA' }).map((w) => w.word);
    expect(withSyllable).toContain('PAIS');
  });

  it('a grid search needing rule P without the syllable index says what to load', async () => {
    serve();
    usePlatform(await loadBrowserPlatform({ core: 'https://example.org/core-plain.wasm', lexicons: {} }));
    const catalan = Engine.fromBytes({ lexicon: readFileSync(lexiconPath('catalan')), name: 'catalan', core: readFileSync(wasmPaths.plain) });
    const board = parseBoard('[PER] [O] [CIM]/[ES] [DA] [RE]/[PA] [IS] [A]', { moves: 'king' });
    expect(() => findWords(catalan, board, { scoring: 'verbalia-syllables' })).toThrow(/rule P needs the accented spellings of lexicon catalan: load its syllable index/);
    expect(findWords(catalan, board, { scoring: 'verbalia-syllables', syllableRule: false }).words.map((w) => w.word)).toContain('PERO');
  });

  it('Engine.fromBytes: an engine from a .lex file\'s bytes and the plain core\'s', () => {
    const engine = Engine.fromBytes({ lexicon: readFileSync(lexiconPath('sowpods')), name: 'sowpods', core: readFileSync(wasmPaths.plain) });
    expect(engine.build).toBe('plain');
    expect(engine.hasWord('QUIXOTRY')).toBe(true);
    const [best] = generateMoves(engine, boardFor(compileRuleset(englishRuleset())), english.parseRack('?SATIRE'), { mode: 'best' }) as PlaceMove[];
    expect(best!.score).toBe(64);
  });
});
