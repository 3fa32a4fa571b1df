// Catalan grids: digraph tiles (QU, NY, L·L), L·L read across two L cells (the split search,
// assembly/grid/split.ts), syllable cells and rule P — against the reference on a tiny fixture
// lexicon — and the seed's examples on the real Catalan lexicon.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { makeBoard } from '../../src/grid/board.js';
import { parseBoard } from '../../src/grid/parse.js';
import { findWords } from '../../src/grid/search.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { packageRoot } from '../../src/paths.js';
import { syllableBoundaries } from '../../src/syllables/catalan.js';
import { expectSameWords, miniCatalanSetup, randomCells, rng } from './helpers.js';

const LETTERS = ['A', 'A', 'E', 'E', 'I', 'O', 'U', 'L', 'L', 'L', 'L', 'C', 'S', 'N', 'T', 'R', 'D', 'P', 'V', 'QU', 'NY', 'L·L', 'M', 'B'];
const SYLLABLES = ['A', 'LA', 'DA', 'RE', 'VEN', 'TI', 'REN', 'TA', 'COL', 'LEC', 'CI', 'O', 'PER', 'PE', 'RO', 'E', 'LLA', 'BE',
  'MA', 'NA', 'NE', 'CA', 'SA', 'CAL', 'LA', 'LES', 'AL', 'QUI', 'QUE', 'NYA', 'DA', 'VE', 'NEN'];

describe('Catalan grids = reference (fixture lexicon)', () => {
  const { engine, reference } = miniCatalanSetup();

  it('letter squares with L, QU, NY and L·L cells (L + L reads as L·L too)', () => {
    const r = rng(11);
    let words = 0;
    for (let k = 0; k < 60; k++) {
      words += expectSameWords(engine, reference, makeBoard(randomCells(r, 16, LETTERS), k % 3 ? 'king' : 'knight', { cols: 4 }), { min: 2 });
    }
    expect(words).toBeGreaterThan(100);
  });

  it('syllable boards as plain strings, scored in cells', () => {
    const r = rng(12);
    let words = 0;
    for (let k = 0; k < 60; k++) {
      const board = k % 2 ? makeBoard(randomCells(r, 19, SYLLABLES), 'hex', {}) : makeBoard(randomCells(r, 12, SYLLABLES), 'king', { cols: 4 });
      words += expectSameWords(engine, reference, board, { scoring: k % 4 < 2 ? 'rusc' : 'verbalia-syllables', syllableRule: false });
    }
    expect(words).toBeGreaterThan(100);
  });

  it('syllable boards under rule P (cells start where the syllables start)', () => {
    const r = rng(13);
    const keep = (tiles: number[], cellLetters: number[]) => {
      const starts = syllableBoundaries(engine.alphabet.render(tiles));
      let at = 0;
      return starts.length === cellLetters.length && cellLetters.every((n, i) => {
        const ok = starts[i] === at;
        at += n;
        return ok;
      });
    };
    for (let k = 0; k < 40; k++) {
      expectSameWords(engine, reference, makeBoard(randomCells(r, 19, SYLLABLES), 'hex', {}), { scoring: 'rusc', keep });
    }
  });

  it('L·L: COL·LA from [COL][LA], from C O L L A cells and from a [L·L] cell; COLLA too', () => {
    const words = (text: string, moves: 'king' | 'hex' = 'king') =>
      findWords(engine, parseBoard(text, { moves }), { min: 2, syllableRule: false }).words.map((w) => w.word);
    expect(words('[COL] [LA] X X')).toEqual(expect.arrayContaining(['COL·LA', 'COLLA']));
    expect(words('COL/XLA/XXX')).toEqual(expect.arrayContaining(['COL·LA', 'COLLA']));
    expect(words('CO[L·L]A')).toContain('COL·LA');
    expect(words('CO[L·L]A')).not.toContain('COLLA');
    const r = findWords(engine, parseBoard('[COL] [LEC] [CI] [O]'), { scoring: 'rusc', syllableRule: false });
    expect(r.words.find((w) => w.word === 'COL·LECCIO')).toMatchObject({ cells: 4, letters: 9, score: 10, path: [0, 1, 2, 3] });
  });

  it('rule P: PER + O does not make PERÒ, PE + RO does', () => {
    // A line of cells, each following the one before: [PER] [O] [PE] [RO].
    const board = makeBoard(['PER', 'O', 'PE', 'RO'], 'graph', { adjacency: [[1], [2], [3], []] });
    const withRule = findWords(engine, board, { scoring: 'verbalia-syllables' }).words;
    expect(withRule.map((w) => [w.word, w.path])).toEqual([['PERO', [2, 3]]]);
    const plain = findWords(engine, board, { scoring: 'verbalia-syllables', syllableRule: false }).words;
    expect(plain.map((w) => w.word)).toEqual(['PERO']);
  });

  it('seed 000: with DA on the board, ALADA, DARÉ, DAVEN and VENDA, read in order', () => {
    // Directed: syllables read along the arrows only (the natural reading order of the wood);
    // PO comes after DA, so PO-DA-RÉ cannot be read.
    const cells = ['A', 'LA', 'DA', 'RE', 'VEN', 'PO'];
    const adjacency = [[1], [2], [3, 4, 5], [], [2], []];
    const board = makeBoard(cells, 'graph', { adjacency });
    const words = findWords(engine, board, { scoring: 'verbalia-syllables' }).words;
    expect(words.filter((w) => w.path.includes(2)).map((w) => w.word).sort()).toEqual(['ALADA', 'DARE', 'DAVEN', 'VENDA']);
    expect(engine.hasWord('PODARE')).toBe(true);
  });
});

describe('seed 000 examples on the Catalan lexicon', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = new Engine(await ensureLexicon('catalan'));
  });

  it('Buguigrama: ARRAULITS (9 points) and DANTESCA (6 points) on la plaça', () => {
    const text = readFileSync(join(packageRoot, 'test', 'fixtures', 'grid', 'seed-000-plaça.txt'), 'utf8');
    const r = findWords(engine, parseBoard(text), { scoring: 'verbalia' });
    const byWord = new Map(r.words.map((w) => [w.word, w]));
    expect(byWord.get('ARRAULITS')).toMatchObject({ score: 9, letters: 9, path: [0, 1, 2, 3, 4, 9, 8, 7, 6] });
    expect(byWord.get('DANTESCA')).toMatchObject({ score: 6, letters: 8 });
    expect(r.words.every((w) => w.letters >= 5)).toBe(true);
  });

  it('Catalan L cells: COL·LEGA read across two L cells of a square', () => {
    const r = findWords(engine, parseBoard('COL/XLE/XAG'), { scoring: 'verbalia' });
    expect(r.words.find((w) => w.word === 'COL·LEGA')).toMatchObject({ path: [0, 1, 2, 4, 5, 8, 7], letters: 7, score: 4 });
  });
});
