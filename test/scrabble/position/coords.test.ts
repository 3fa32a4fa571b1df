import { describe, expect, it } from 'vitest';
import {
  formatCoord, indexToLetters, lettersToIndex, parseCoord, squareName,
} from '../../../src/scrabble/position/index.js';

describe('coordinates', () => {
  it('American: number first is across (8D), letter first is down (D8)', () => {
    expect(formatCoord(7, 3, 'across')).toBe('8D');
    expect(formatCoord(7, 3, 'down')).toBe('D8');
    expect(parseCoord('8D')).toEqual({ row: 7, col: 3, dir: 'across' });
    expect(parseCoord('d8')).toEqual({ row: 7, col: 3, dir: 'down' });
    // Seed 004, example 1: A(D)DICiON(AL) D3 — column D from row 3, down.
    expect(parseCoord('D3')).toEqual({ row: 2, col: 3, dir: 'down' });
  });

  it('Catalan: rows are letters; letter first is across (H4), number first is down (3D)', () => {
    // Seed 004, example 2: ADDIC(I)ONAL 3D — column 3 from row D, down.
    expect(parseCoord('3D', 'catalan')).toEqual({ row: 3, col: 2, dir: 'down' });
    expect(parseCoord('H4', 'catalan')).toEqual({ row: 7, col: 3, dir: 'across' });
    expect(formatCoord(3, 2, 'down', 'catalan')).toBe('3D');
    expect(formatCoord(7, 7, 'across', 'catalan')).toBe('H8');
  });

  it('every square and direction round-trips in both notations, past Z too', () => {
    const wrong: string[] = [];
    for (const notation of ['american', 'catalan'] as const) {
      for (let row = 0; row < 30; row++) {
        for (let col = 0; col < 30; col++) {
          for (const dir of ['across', 'down'] as const) {
            const text = formatCoord(row, col, dir, notation), back = parseCoord(text, notation);
            if (back.row !== row || back.col !== col || back.dir !== dir) wrong.push(`${notation} ${text}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect([indexToLetters(0), indexToLetters(25), indexToLetters(26), indexToLetters(27)]).toEqual(['A', 'Z', 'AA', 'AB']);
    expect(lettersToIndex('AB')).toBe(27);
    expect(squareName(7, 7)).toBe('8H');
  });

  it('refuses what is not a coordinate, or is off the board', () => {
    expect(() => parseCoord('88')).toThrow(/"88" is not a coordinate; write e.g. 8D \(across\) or D8 \(down\)/);
    expect(() => parseCoord('16A', 'american', { rows: 15, cols: 15 })).toThrow(/coordinate "16A" is off the 15×15 board/);
    expect(() => parseCoord('P1', 'american', { rows: 15, cols: 15 })).toThrow(/"P1" is off/);
    expect(() => parseCoord('0A')).toThrow(/off the board/);
    expect(parseCoord('U21', 'american', { rows: 21, cols: 21 })).toEqual({ row: 20, col: 20, dir: 'down' });
  });
});
