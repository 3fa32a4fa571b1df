// Shared by the grid tests: lexicons (SOWPODS as built, a tiny Catalan one compiled from the
// fixture), the reference's view of them, random boards, and the differential check.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { catalan } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import type { Board } from '../../src/grid/board.js';
import { pointsByLength, type ScoringTable, scoringTable } from '../../src/grid/scoring.js';
import { findWords, type GridOptions } from '../../src/grid/search.js';
import { splitDigraphOf, tileBoard } from '../../src/grid/tiles.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { encodeLexicon } from '../../src/lexicon/format.js';
import { type Lexicon, loadLexicon, openLexicon, tileWords } from '../../src/lexicon/store.js';
import { packageRoot } from '../../src/paths.js';
import { referenceLexicon, type ReferenceLexicon, referenceWords, tileKey } from '../../src/reference/grid.js';

import { tempDir } from '../helpers.js';

export { rng, randomInt } from '../helpers.js';

let sowpods: { lexicon: Lexicon; engine: Engine; reference: ReferenceLexicon } | undefined;
/** SOWPODS (built on install), an engine on it, and the reference's Sets of its words. */
export function sowpodsSetup() {
  if (!sowpods) {
    const lexicon = loadLexicon('sowpods');
    sowpods = { lexicon, engine: new Engine(lexicon), reference: referenceLexicon(lexicon.graph.words()) };
  }
  return sowpods;
}

let mini: { lexicon: Lexicon; engine: Engine; reference: ReferenceLexicon; path: string } | undefined;
/** The fixture's Catalan words compiled to a lexicon, also written to a temporary .lex for workers. */
export function miniCatalanSetup() {
  if (!mini) {
    const words = readFileSync(join(packageRoot, 'test', 'fixtures', 'grid', 'catalan-mini.words'), 'utf8')
      .split(/\r?\n/).map((w) => w.trim()).filter(Boolean);
    const { tiles, rejected } = tileWords(words, catalan);
    expect(rejected.total).toBe(0);
    const compiled = compileLexicon(tiles);
    const bytes = encodeLexicon({
      meta: { name: 'catalan-mini', alphabet: 'catalan', tiles: catalan.tiles.slice(1), source: 'test/fixtures/grid', rejected: 0 },
      ...compiled,
    });
    const path = join(tempDir('verbivore-grid-'), 'catalan-mini.lex');
    writeFileSync(path, bytes);
    const lexicon = openLexicon(bytes, path, 'catalan-mini');
    mini = {
      lexicon, path, engine: new Engine(lexicon),
      reference: referenceLexicon(lexicon.graph.words(), splitDigraphOf(catalan)),
    };
  }
  return mini;
}

/** Board cells drawn from `tokens`. */
export function randomCells(random: () => number, cells: number, tokens: readonly string[]): string[] {
  return Array.from({ length: cells }, () => tokens[Math.floor(random() * tokens.length)]!);
}

export interface DiffOptions extends GridOptions {
  scoring?: string;
  /** Rule P for the reference, on the word's tiles and the path's cell letters. */
  keep?: (tiles: number[], cellLetters: number[]) => boolean;
}

/**
 * Finds the words of a board with the core and with the reference and expects the same words
 * with the same scores, each with a path that really spells it. Returns the word count.
 */
export function expectSameWords(engine: Engine, reference: ReferenceLexicon, board: Board, options: DiffOptions = {}): number {
  const table: ScoringTable = scoringTable(options.scoring ?? 'boggle');
  const min = options.min ?? table.min;
  const points = pointsByLength(table, min);
  const tiled = tileBoard(board, engine.alphabet);
  const got = findWords(engine, tiled, { ...options, scoring: table });
  const keyOf = (tiles: number[]) => tileKey(tiles);
  const expected = referenceWords(reference, {
    cells: tiled.tiles, letters: Array.from(tiled.letters), neighbours: board.neighbours, covered: new Set(options.covered ?? []),
  }, {
    unit: table.unit,
    minLetters: Math.max(table.unit === 'letters' ? min : 1, options.minLetters ?? 1),
    minCells: Math.max(table.unit === 'cells' ? min : 1, options.minCells ?? 1),
    points: (len) => points[Math.min(len, 63)]!,
    keep: options.keep && ((key, path) => options.keep!([...key].map((c) => c.charCodeAt(0)), path.map((c) => tiled.letters[c]!))),
  });
  const gotByKey = new Map(got.words.map((w) => [keyOf(Array.from(engine.alphabet.tokenize(w.word))), w]));
  const describe = () => `board ${board.cells.join(' ')} (${board.moves})`;
  expect(gotByKey.size, `${describe()}: a word listed twice`).toBe(got.words.length);
  const missing = [...expected.keys()].filter((k) => !gotByKey.has(k)).map((k) => engine.alphabet.render([...k].map((c) => c.charCodeAt(0))));
  const extra = [...gotByKey.keys()].filter((k) => !expected.has(k)).map((k) => gotByKey.get(k)!.word);
  expect({ missing, extra }, describe()).toEqual({ missing: [], extra: [] });
  for (const [key, want] of expected) {
    const w = gotByKey.get(key)!;
    expect(w.score, `${describe()}: ${w.word}`).toBe(want.score);
    expect(w.letters).toBe(want.letters);
    // The path is simple, follows the adjacency, avoids covered cells and spells the word.
    expect(new Set(w.path).size).toBe(w.path.length);
    for (let i = 1; i < w.path.length; i++) expect(board.neighbours[w.path[i - 1]!]).toContain(w.path[i]);
    for (const c of w.path) expect(options.covered ?? []).not.toContain(c);
    const spelled = w.path.map((c) => board.cells[c]).join('');
    expect(spelled.replaceAll('·', '')).toBe(w.word.replaceAll('·', ''));
  }
  expect(got.count).toBe(expected.size);
  expect(got.score).toBe([...expected.values()].reduce((s, v) => s + v.score, 0));
  return got.count;
}
