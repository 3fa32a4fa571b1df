// The browser platform: an engine made from fetched bytes, as a Web Worker would (fetch is
// stubbed here to serve the package's files), on the plain build — and Engine.fromBytes.

import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { Engine, engineFor } from '../../src/engine.js';
import { findWords } from '../../src/grid/search.js';
import { makeBoard } from '../../src/grid/board.js';
import { lexiconPath } from '../../src/lexicon/store.js';
import { wasmPaths } from '../../src/paths.js';
import { loadBrowserPlatform } from '../../src/platform/browser.js';
import { nodePlatform } from '../../src/platform/node.js';
import { platform, usePlatform } from '../../src/platform/platform.js';
import { anagrams } from '../../src/query/anagram.js';
import { compileRuleset, englishRuleset } from '../../src/rules/index.js';
import { generateMoves, type PlaceMove } from '../../src/scrabble/movegen.js';
import { boardFor } from '../scrabble/helpers.js';

const served: Record<string, string> = {
  'https://example.org/core-plain.wasm': wasmPaths.plain,
  'https://example.org/sowpods.lex': lexiconPath('sowpods'),
};

afterAll(() => {
  usePlatform(nodePlatform);
  vi.unstubAllGlobals();
});

describe('browser platform', () => {
  it('fetches the plain core and a lexicon, then engines run on them synchronously', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      const path = served[url];
      return path ? new Response(readFileSync(path)) : new Response('not found', { status: 404 });
    });
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

  it('Engine.fromBytes: an engine from a .lex file\'s bytes and the plain core\'s', () => {
    const engine = Engine.fromBytes({ lexicon: readFileSync(lexiconPath('sowpods')), name: 'sowpods', core: readFileSync(wasmPaths.plain) });
    expect(engine.build).toBe('plain');
    expect(engine.hasWord('QUIXOTRY')).toBe(true);
    const [best] = generateMoves(engine, boardFor(compileRuleset(englishRuleset())), english.parseRack('?SATIRE'), { mode: 'best' }) as PlaceMove[];
    expect(best!.score).toBe(64);
  });
});
