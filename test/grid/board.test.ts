// Boards: presets, text and JSON input, and the errors bad boards get.

import { describe, expect, it } from 'vitest';
import { boardText, hexNeighbours, hexRowLengths, makeBoard, squareNeighbours } from '../../src/grid/board.js';
import { parseBoard } from '../../src/grid/parse.js';
import { lettersIn, pointsFor, scoringTable } from '../../src/grid/scoring.js';

describe('board presets', () => {
  it('king and knight moves on a square, numbered row by row', () => {
    const king = squareNeighbours(4, 4, 'king');
    expect(king[0]).toEqual([1, 4, 5]);
    expect(king[5]).toEqual([0, 1, 2, 4, 6, 8, 9, 10]);
    const knight = squareNeighbours(5, 5, 'knight');
    expect(knight[0]).toEqual([7, 11]);
    expect(knight[12]).toHaveLength(8);
    // Symmetric.
    for (const adj of [king, knight]) adj.forEach((list, c) => list.forEach((n) => expect(adj[n]).toContain(c)));
  });

  it('beehives of 1, 2 and 3 rings: rows 2-3-2, 3-4-5-4-3, 4-5-6-7-6-5-4, six neighbours inside', () => {
    expect(hexRowLengths(1)).toEqual([2, 3, 2]);
    expect(hexRowLengths(2)).toEqual([3, 4, 5, 4, 3]);
    expect(hexRowLengths(3)).toEqual([4, 5, 6, 7, 6, 5, 4]);
    const seven = hexNeighbours(1);
    expect(seven[3]).toEqual([0, 1, 2, 4, 5, 6]); // the centre touches all six
    expect(seven[0]).toEqual([1, 2, 3]);
    expect(hexNeighbours(2)[9]).toHaveLength(6);
    expect(hexNeighbours(3).filter((l) => l.length === 6)).toHaveLength(19);
    for (const rings of [1, 2, 3]) {
      const adj = hexNeighbours(rings);
      adj.forEach((list, c) => list.forEach((n) => expect(adj[n]).toContain(c)));
    }
  });
});

describe('board text and JSON', () => {
  it('rows, one N×N string, brackets, q as Qu, holes, spaced syllables', () => {
    expect(parseBoard('SERS/PATG/LINE/SERS').cells.join('')).toBe('SERSPATGLINESERS');
    expect(parseBoard('serspatglineserS').cells).toHaveLength(16);
    const b = parseBoard('q[Q]A[L·L]\nN[NY].E\nABCD\nEFGH');
    expect(b.cells.slice(0, 8)).toEqual(['QU', 'Q', 'A', 'L·L', 'N', 'NY', '', 'E']);
    expect(parseBoard('CA SA DA / TA [RE] . ').cells).toEqual(['CA', 'SA', 'DA', 'TA', 'RE', '']);
    expect(parseBoard('TE/ARS/EN', { moves: 'hex' }).neighbours[3]).toEqual([0, 1, 2, 4, 5, 6]);
    const text = 'q[Q]A[L·L]/N[NY].E/ABCD/EFGH';
    expect(boardText(parseBoard(text), '/')).toBe(text.replace('q', 'Q'));
  });

  it('JSON: rows, cells with cols, adjacency', () => {
    expect(parseBoard('{"rows": ["AB", ["C", "QU"]]}').cells).toEqual(['A', 'B', 'C', 'QU']);
    const knight = parseBoard('{"cells": ["A","B","C","D","E","F"], "cols": 3, "moves": "knight"}');
    expect(knight.neighbours[0]).toEqual([5]);
    const graph = parseBoard('{"cells": ["C","A","T"], "adjacency": [[1],[2],[]]}');
    expect([graph.moves, graph.neighbours]).toEqual(['graph', [[1], [2], []]]);
  });

  it('bad boards are errors that name the problem', () => {
    const bad: [() => unknown, RegExp][] = [
      [() => parseBoard('ABCDE'), /5 cells in one string is not a square board/],
      [() => parseBoard('ABC/DE'), /row 2 has 2 cells but the other row has 3/],
      // A long first row is the odd one out, not row 2.
      [() => parseBoard('ABCDE/ABCD/ABCD/ABCD'), /row 1 has 5 cells but the other 3 rows have 4/],
      [() => parseBoard('ABCD/ABCD/ABC/ABCDE'), /row 3 has 3 cells but 2 of 4 rows have 4/],
      [() => parseBoard('AB[CD/EFGH'), /'\[' at column 3 is never closed/],
      [() => parseBoard('AL·L/ABCD'), /middle dot at column 3 belongs inside a cell/],
      [() => parseBoard('ABCDEFGH', { moves: 'hex' }), /a beehive has 7, 19 or 37 cells/],
      [() => makeBoard(['A', 'B'], 'graph', { adjacency: [[1], [0, 2]] }), /cell 1 names cell 2, but the board has cells 0–1/],
      [() => makeBoard(['A', 'B'], 'graph', { adjacency: [[1]] }), /adjacency lists 1 cells, but the board has 2/],
      [() => makeBoard(['A', 'B'], 'graph', { adjacency: [[0], []] }), /cell 0 names itself/],
      [() => parseBoard('{"cells": ["A", 3]}'), /cell 1 must be a string/],
      [() => parseBoard('{"rows": "AB"}'), /"rows" must be an array/],
      [() => makeBoard(Array(65).fill('A'), 'graph', { adjacency: [] }), /at most 64 are supported/],
    ];
    expect(() => parseBoard('AB/CDE/FG', { moves: 'hex' })).not.toThrow();
    expect(() => parseBoard('ABC/DEFG/HIJKL/MNOP/QRS', { moves: 'hex' })).not.toThrow();
    expect(() => parseBoard('ABCD/EFG/HIJKL/MNOP/QRS', { moves: 'hex' })).toThrow(/rows of 3-4-5-4-3 cells, not 4-3-5-4-3/);
    for (const [f, message] of bad) expect(f).toThrow(message);
  });
});

describe('scoring tables', () => {
  it('the four tables, the last row for longer words, letters as tiles spell them', () => {
    const boggle = scoringTable('boggle');
    expect([2, 3, 4, 5, 6, 7, 8, 16].map((n) => pointsFor(boggle, n))).toEqual([0, 1, 1, 2, 3, 5, 11, 11]);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 15].map((n) => pointsFor(scoringTable('verbalia'), n))).toEqual([1, 2, 4, 6, 9, 12, 15, 20, 20]);
    expect([2, 3, 4, 5, 6, 7].map((n) => pointsFor(scoringTable('verbalia-syllables'), n))).toEqual([1, 3, 7, 15, 25, 25]);
    expect([2, 3, 4, 5, 6].map((n) => pointsFor(scoringTable('rusc'), n))).toEqual([3, 6, 10, 15, 15]);
    expect(['QU', 'NY', 'L·L', 'Ç', 'A'].map(lettersIn)).toEqual([2, 2, 2, 1, 1]);
    expect(() => scoringTable('scrabble')).toThrow(/unknown scoring "scrabble"/);
  });
});
