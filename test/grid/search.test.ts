// The grid search against the plain-TypeScript reference (src/reference/grid.ts) on random
// boards of every preset, with SOWPODS: same words, same scores, valid paths.

import { seededRandom } from '../../src/random.js';
import { describe, expect, it } from 'vitest';
import { packBoards, scoreBatch } from '../../src/grid/batch.js';
import { makeBoard } from '../../src/grid/board.js';
import { cellSource } from '../../src/grid/random.js';
import { findWords, scoreBoard } from '../../src/grid/search.js';
import { parseBoard } from '../../src/grid/parse.js';
import { expectSameWords, randomCells, rng, sowpodsSetup } from './helpers.js';

const LETTERS = 'ABCDEFGHIJKLMNOPRSTUVWXYZ'.split('').concat(['QU']);
// Vowel-heavy cells give boards with long words, so deep paths get tested too.
const RICH = 'AAEEEIIOOUSSTTRRNNLLDGPCM'.split('');

describe('grid search = reference (SOWPODS)', () => {
  const { engine, reference } = sowpodsSetup();

  it('4×4 king boards: uniform letters with Qu, and rich letters', () => {
    const r = rng(1);
    let words = 0;
    for (let k = 0; k < 40; k++) {
      words += expectSameWords(engine, reference, makeBoard(randomCells(r, 16, k % 2 ? RICH : LETTERS), 'king', { cols: 4 }));
    }
    expect(words).toBeGreaterThan(2000);
  });

  it('5×5 king boards from the Big Boggle dice, and 4×6 rectangles', () => {
    const random = seededRandom(2);
    const dice = cellSource(engine.alphabet, 'dice', 25);
    for (let k = 0; k < 8; k++) expectSameWords(engine, reference, makeBoard(dice.board(random), 'king', { cols: 5 }));
    const r = rng(3);
    for (let k = 0; k < 8; k++) expectSameWords(engine, reference, makeBoard(randomCells(r, 24, RICH), 'king', { cols: 6 }));
  });

  it('knight moves (CaValcagrama) on 5×5 and 6×6', () => {
    const r = rng(4);
    let words = 0;
    for (let k = 0; k < 20; k++) {
      words += expectSameWords(engine, reference, makeBoard(randomCells(r, k % 2 ? 36 : 25, RICH), 'knight', { cols: k % 2 ? 6 : 5 }));
    }
    expect(words).toBeGreaterThan(200);
  });

  it('hexagonal beehives of 7, 19 and 37 cells', () => {
    const r = rng(5);
    for (const cells of [7, 19, 37]) {
      for (let k = 0; k < (cells === 37 ? 6 : 12); k++) expectSameWords(engine, reference, makeBoard(randomCells(r, cells, RICH), 'hex', {}));
    }
  });

  it('multi-letter cells (digraphs and syllables), scored in letters and in cells', () => {
    const r = rng(6);
    const pieces = [...RICH, 'QU', 'TH', 'ER', 'IN', 'ING', 'RE', 'ST', 'ED', 'ES', 'ON'];
    for (let k = 0; k < 24; k++) {
      const board = makeBoard(randomCells(r, 16, pieces), 'king', { cols: 4 });
      expectSameWords(engine, reference, board);
      // Counted in cells, a word's score depends on its path: the best path counts.
      expectSameWords(engine, reference, board, { scoring: 'rusc' });
    }
  });

  it('covered cells, holes, and minimum lengths', () => {
    const r = rng(7);
    for (let k = 0; k < 16; k++) {
      const cells = randomCells(r, 25, RICH);
      cells[Math.floor(r() * 25)] = '';
      const board = makeBoard(cells, 'king', { cols: 5 });
      const covered = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter(() => r() < 0.3);
      expectSameWords(engine, reference, board, { covered });
      expectSameWords(engine, reference, board, { scoring: 'verbalia', covered });
      expectSameWords(engine, reference, board, { min: 2 + (k % 5) });
      expectSameWords(engine, reference, board, { minCells: 5 });
    }
  });

  it('a user adjacency graph, directed', () => {
    const r = rng(8);
    for (let k = 0; k < 12; k++) {
      const n = 12;
      const adjacency = Array.from({ length: n }, (_, c) => Array.from({ length: n }, (__, d) => d).filter((d) => d !== c && r() < 0.35));
      expectSameWords(engine, reference, makeBoard(randomCells(r, n, RICH), 'graph', { adjacency }));
    }
  });
});

describe('grid search: known boards and the score-only path', () => {
  const { engine } = sowpodsSetup();

  it('SERS/PATG/LINE/SERS: 1,435 words, 4,644 points; score-only agrees', () => {
    const board = parseBoard('SERS/PATG/LINE/SERS');
    const r = findWords(engine, board);
    expect([r.count, r.score, r.longest]).toEqual([1435, 4644, 10]);
    expect(r.words.slice(0, 2).map((w) => w.word)).toEqual(['ETERNALISE', 'ETRANGERES']);
    expect(scoreBoard(engine, board)).toEqual({ score: 4644, count: 1435, longest: 10 });
  });

  it('the Qu cell: QUEST from q, the cell counting two letters', () => {
    const r = findWords(engine, parseBoard('QEST/XXXX/XXXX/XXXX'));
    expect(r.words.map((w) => w.word)).toEqual(['QUEST', 'SEXT', 'EST', 'SEX']);
    expect(r.words[0]).toMatchObject({ letters: 5, cells: 4, score: 2, path: [0, 1, 2, 3] });
    expect(findWords(engine, parseBoard('[Q]EST/XXXX/XXXX/XXXX')).words.map((w) => w.word)).not.toContain('QUEST');
  });

  it('a batch scores each board as the listing does, even when only later boards hold multi-letter cells', () => {
    const r = rng(10);
    const shape = makeBoard(Array(16).fill('A'), 'king', { cols: 4 });
    const boards = Array.from({ length: 30 }, (_, k) => randomCells(r, 16, k === 0 ? RICH : [...RICH, 'ER', 'ST', 'QU', 'ING']));
    for (const scoring of ['boggle', 'rusc']) {
      const scores = scoreBatch(engine, packBoards(shape, boards), { scoring });
      boards.forEach((cells, k) => {
        const list = findWords(engine, { ...shape, cells }, { scoring });
        expect([scores[2 * k], scores[2 * k + 1]]).toEqual([list.score, list.count]);
      });
    }
  });

  it('score-only equals the listing on random boards', () => {
    const r = rng(9);
    for (let k = 0; k < 30; k++) {
      const board = makeBoard(randomCells(r, 16, RICH), 'king', { cols: 4 });
      const list = findWords(engine, board);
      expect(scoreBoard(engine, board)).toEqual({ score: list.score, count: list.count, longest: list.longest });
    }
  });
});
