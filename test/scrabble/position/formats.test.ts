import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLANK_BIT, catalan, english, spanish } from '../../../src/alphabet/index.js';
import {
  looksLikeCgp, readBoardText, readCgp, readRack, tileAt, writeBoardText, writeCgp,
} from '../../../src/scrabble/position/index.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/scrabble', name), 'utf8').trim();

describe('CGP', () => {
  it('BOXEN position: reads, and writes back the same string', () => {
    const text = fixture('boxen.cgp');
    const p = readCgp(text, english);
    expect([p.rows, p.cols, p.onTurn, p.zeroTurns, p.scores, p.lexicon]).toEqual([15, 15, 0, 0, [0, 0], 'sowpods']);
    expect(english.render(p.racks[0])).toBe('ARTHOU?');
    expect(p.racks[1].length).toBe(0);
    expect(english.render([tileAt(p, 0, 7)])).toBe('L');
    expect(english.render(p.board.subarray(10, 15))).toBe('BOXEN');
    expect(english.render(p.board.subarray(7 * 15 + 3, 7 * 15 + 10))).toBe('HANDLES');
    expect(writeCgp(p, english)).toBe(text);
  });

  it('Catalan position with [L·L], a blank [ny] and a blank s round-trips', () => {
    const text = fixture('catalan-fallacos.cgp');
    const p = readCgp(text, catalan);
    expect(catalan.render(p.board.subarray(7 * 15 + 4, 7 * 15 + 11))).toBe('FAL·LAÇOS');
    expect(tileAt(p, 8, 5)).toBe(catalan.tileOf('NY')! | BLANK_BIT);
    expect(tileAt(p, 9, 5)).toBe(catalan.tileOf('S')! | BLANK_BIT);
    expect(catalan.render(p.racks[0])).toBe('JUNYEIXO');
    expect(Array.from(p.racks[1])).toEqual([catalan.tileOf('QU'), catalan.tileOf('E')]);
    expect(p.opcodes).toEqual([{ name: 'lex', value: 'catalan' }, { name: 'ld', value: 'catalan' }]);
    expect(writeCgp(p, catalan)).toBe(text);
  });

  it('writes the player on turn first', () => {
    const p = readCgp('15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AB/CD 10/-3 2', english);
    p.onTurn = 1;
    expect(writeCgp(p, english)).toBe('15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 CD/AB -3/10 2');
  });

  it('keeps unknown operations and a changed lexicon; multi-digit runs', () => {
    const p = readCgp('21/10A10/21 / 0/0 0 bdn SuperCrosswordGame; lm 2K A; lex CSW21;', english);
    expect([p.rows, p.cols]).toEqual([3, 21]);
    p.lexicon = 'sowpods';
    expect(writeCgp(p, english)).toBe('21/10A10/21 / 0/0 0 bdn SuperCrosswordGame; lm 2K A; lex sowpods;');
    delete p.opcodes;
    expect(writeCgp(p, english)).toBe('21/10A10/21 / 0/0 0 lex sowpods;');
  });

  it('refuses malformed CGP with the place named', () => {
    const e = '15/15/15/15/15/15/15/15/15/15/15/15/15/15';
    expect(() => readCgp('15/15', english)).toThrow(/needs 4 fields.*found 1/);
    expect(() => readCgp(`${e}/14 A/ 0/0 0`, english)).toThrow(/CGP row 15 has 14 squares but the other 14 rows have 15/);
    // A first row too long is blamed, not row 2.
    expect(() => readCgp(`16/${'15/'.repeat(13)}15 A/ 0/0 0`, english)).toThrow(/CGP row 1 has 16 squares but the other 14 rows have 15/);
    expect(() => readCgp(`15//15 A/ 0/0 0`, english)).toThrow(/CGP row 2 is empty/);
    expect(() => readCgp(`${e}/7NY6 A/ 0/0 0`, catalan)).toThrow(/row 15, column 9: 'Y' is not a tile of the catalan alphabet.*\[NY\]/);
    expect(() => readCgp(`${e}/7[XY]7 A/ 0/0 0`, english)).toThrow(/'XY' is 2 tiles, not one/);
    expect(() => readCgp(`${e}/7A7 A/B/C 0/0 0`, english)).toThrow(/two-player/);
    expect(() => readCgp(`${e}/7A7 A/ x/0 0`, english)).toThrow(/score 1 "x"/);
    expect(() => readCgp(`${e}/7A7 A/ 0/0 -1`, english)).toThrow(/zero-turns "-1"/);
    expect(() => readCgp(`${e}/7A7 aB/ 0/0 0`, english)).toThrow(/lowercase 'a' on a rack/);
    expect(() => readCgp(`${e}/7A7 A/ 0/0 0 lex CSW21`, english)).toThrow(/"lex CSW21" must end with ';'/);
  });
});

describe('text boards', () => {
  const rows = [
    '...............',
    '...............',
    '...............',
    '...............',
    '...............',
    '...............',
    '...............',
    '....FA[L·L]AÇOS....',
    '.....[ny].........',
    '.....s.........',
    ...Array.from({ length: 5 }, () => '...............'),
  ];

  it('round-trips the Catalan board, and agrees with its CGP', () => {
    const text = rows.join('\n');
    const p = readBoardText(text, catalan, { rows: 15, cols: 15 });
    expect(writeBoardText(p, catalan)).toBe(text);
    expect(Array.from(p.board)).toEqual(Array.from(readCgp(fixture('catalan-fallacos.cgp'), catalan).board));
    const spaced = writeBoardText(p, catalan, { spaced: true });
    expect(spaced.split('\n')[7]).toBe('. . . . F A [L·L] A Ç O S . . . .');
    expect(Array.from(readBoardText(spaced, catalan).board)).toEqual(Array.from(p.board));
  });

  it('reads digraphs typed without brackets, as words are tiled', () => {
    const typed = rows.map((r) => r.replace('[L·L]', 'L·L').replace('[ny]', 'ny')).join('\n');
    const p = readBoardText(`\n${typed}\n\n`, catalan);
    expect(Array.from(p.board)).toEqual(Array.from(readBoardText(rows.join('\n'), catalan).board));
  });

  it('spaces separate cells: Spanish LL is one tile, L L two', () => {
    const one = readBoardText('.LL.', spanish), two = readBoardText('.L L..', spanish);
    expect([one.cols, two.cols]).toEqual([3, 5]);
    expect(spanish.render(one.board.subarray(1, 2))).toBe('LL');
    expect(spanish.render(two.board.subarray(1, 3))).toBe('LL');
    expect(two.board[1]).toBe(spanish.tileOf('L'));
    expect(writeBoardText(one, spanish)).toBe('.[LL].');
  });

  it('refuses ragged, wrongly sized or unknown input', () => {
    expect(() => readBoardText('...\n..', english)).toThrow(/line 2 has 2 squares but the other line has 3/);
    expect(() => readBoardText('\n....\n...\n...', english)).toThrow(/line 2 has 4 squares but the other 2 lines have 3/);
    expect(() => readBoardText('...\n\n...', english)).toThrow(/line 2 is empty/);
    expect(() => readBoardText('...', english, { rows: 15, cols: 15 })).toThrow(/1×3 but the board is 15×15/);
    expect(() => readBoardText('.Ç.', english)).toThrow(/line 1, column 2: 'Ç' is not a tile of the english alphabet/);
    expect(() => readBoardText('  ', english)).toThrow(/empty/);
  });
});

describe('racks', () => {
  it('greedy racks read digraphs; strict racks need brackets', () => {
    expect(catalan.render(readRack('JUNYEIXO', catalan, 'greedy', 'rack'))).toBe('JUNYEIXO');
    expect(readRack('JUNYEIXO', catalan, 'greedy', 'rack').length).toBe(7);
    expect(() => readRack('JUNYEIXO', catalan, 'strict', 'rack')).toThrow(/'Y' is not a tile of the catalan alphabet/);
    expect(readRack('?[CH]A', spanish, 'strict', 'rack').length).toBe(3);
    // A rack typed by a user goes through the alphabet, with the same result.
    expect(Array.from(catalan.parseRack('JUNYEIXO'))).toEqual(Array.from(readRack('JU[NY]EIXO', catalan, 'strict', 'rack')));
  });

  it('tells a CGP from a text board', () => {
    expect(looksLikeCgp(fixture('boxen.cgp'))).toBe(true);
    expect(looksLikeCgp('15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0')).toBe(true);
    expect(looksLikeCgp('...\n.A.\n...')).toBe(false);
    expect(looksLikeCgp('..A..')).toBe(false);
  });
});
