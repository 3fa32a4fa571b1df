import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalan, english } from '../../../src/alphabet/index.js';
import { ensureLexicon, type Lexicon } from '../../../src/lexicon/index.js';
import { compileRuleset, rulesetByName } from '../../../src/rules/index.js';
import {
  type Position, readBoardText, readCgp, readGcg, replayGcg, validatePosition,
} from '../../../src/scrabble/position/index.js';

const rules = compileRuleset(rulesetByName('english'));
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/scrabble', name), 'utf8');

/** A 15×15 English board with the given rows (1-based, as on the board) filled in. */
function board(rows: Record<number, string>, racks: [string, string] = ['', '']): Position {
  const lines = Array.from({ length: 15 }, (_, r) => rows[r + 1] ?? '.'.repeat(15));
  const p = readBoardText(lines.join('\n'), english, { rows: 15, cols: 15 });
  p.racks = [english.parseRack(racks[0]), english.parseRack(racks[1])];
  return p;
}

let sowpods: Lexicon;
beforeAll(async () => {
  sowpods = await ensureLexicon('sowpods');
});

describe('validatePosition', () => {
  it('finds nothing wrong with real positions', () => {
    expect(validatePosition(readCgp(fixture('boxen.cgp'), english), rules, sowpods)).toEqual([]);
    const game = readGcg(fixture('handmade-exchange.gcg'), english);
    for (let turn = 0; turn <= 4; turn++) expect(validatePosition(replayGcg(game, rules, turn), rules, sowpods)).toEqual([]);
    const cat = compileRuleset(rulesetByName('catalan'));
    expect(validatePosition(readCgp(fixture('catalan-fallacos.cgp'), catalan), cat, undefined, { geometry: true })).toEqual([]);
  });

  it('wrong dimensions', () => {
    const p = readBoardText(Array.from({ length: 14 }, () => '.'.repeat(15)).join('\n'), english);
    expect(validatePosition(p, rules)).toEqual([{ kind: 'dimensions', message: 'the board is 14×15 but the english board is 15×15' }]);
    p.board = new Uint8Array(3);
    expect(validatePosition(p, rules)[0]!.message).toBe('the board holds 3 squares, not 14×15');
  });

  it('unknown tiles on the board and on a rack', () => {
    const p = board({ 8: '.......AT......' });
    p.board[0] = 60;
    p.racks[1] = Uint8Array.of(1, 40);
    const problems = validatePosition(p, rules);
    expect(problems.map((x) => x.kind)).toEqual(['unknown-tile', 'unknown-tile']);
    expect(problems[0]).toMatchObject({ message: 'square 1A holds tile code 60, which is not a tile of the english alphabet', row: 0, col: 0 });
    expect(problems[1]!.message).toBe('rack 2 holds tile code 40, which is not a tile of the english alphabet');
  });

  it('more tiles of a kind than the set holds; blank-designated tiles count as blanks', () => {
    const p = board({ 8: '.....ZAx.......', 9: '.......a.......' }, ['ZZ', '?']);
    const problems = validatePosition(p, rules);
    expect(problems).toEqual([
      { kind: 'too-many-tiles', message: '3 blanks (counting blanks on the board), but the english set has 2 (board: 8H, 9H; rack 2: 1)' },
      { kind: 'too-many-tiles', message: '3 Z tiles, but the english set has 1 (board: 8F; rack 1: 2)' },
    ]);
    // Nine As in all is fine: the blank standing for A does not count as an A.
    expect(validatePosition(board({ 8: '.....AAAAaAAAA.' }, ['A', '']), rules)).toEqual([]);
  });

  it('a rack longer than the rack size', () => {
    expect(validatePosition(board({}, ['ABCDEFGH', '']), rules)).toEqual([
      { kind: 'rack-too-long', message: 'rack 1 holds 8 tiles; the english rack holds 7' },
    ]);
  });

  it('board words not in the lexicon, across and down, with their coordinates', () => {
    const p = board({ 7: '.......Q.......', 8: '......ZAJ......' });
    const problems = validatePosition(p, rules, sowpods);
    expect(problems).toEqual([
      { kind: 'invalid-word', message: 'ZAJ at 8G (across) is not in sowpods', row: 7, col: 6 },
      { kind: 'invalid-word', message: 'QA at H7 (down) is not in sowpods', row: 6, col: 7 },
    ]);
    // A blank keeps its letter's word: ZAx is ZAX.
    expect(validatePosition(board({ 8: '......ZAx......' }), rules, sowpods)).toEqual([]);
    // Without a lexicon, words are not checked.
    expect(validatePosition(p, rules)).toEqual([]);
  });

  it('a lexicon of another alphabet', () => {
    const cat = compileRuleset(rulesetByName('catalan'));
    const p = readBoardText(Array.from({ length: 15 }, () => '.'.repeat(15)).join('\n'), catalan);
    expect(validatePosition(p, cat, sowpods)).toEqual([
      { kind: 'lexicon-mismatch', message: 'lexicon sowpods is english but the catalan ruleset is catalan' },
    ]);
  });

  it('the start square uncovered, a disconnected board, a single tile', () => {
    expect(validatePosition(board({ 1: 'CAT............' }), rules, sowpods)).toEqual([
      { kind: 'start-uncovered', message: 'no tile covers the start square 8H, which the first play must cover', row: 7, col: 7 },
    ]);
    const apart = validatePosition(board({ 8: '......CAT......', 12: 'DOG............', 14: '.............OX' }), rules, sowpods);
    expect(apart).toEqual([{
      kind: 'disconnected',
      message: 'the board has 3 separate groups of tiles; the groups at 12A, 14N are not joined to the tiles on the start square 8H',
      row: 11, col: 0,
    }]);
    expect(validatePosition(board({ 8: '.......A.......' }), rules, sowpods)).toEqual([
      { kind: 'single-tile', message: 'the board holds a single tile; the first play must form a word of two or more tiles' },
    ]);
    // Geometry may be checked without a lexicon, on request.
    expect(validatePosition(board({ 1: 'CAT............' }), rules, undefined, { geometry: true })[0]!.kind).toBe('start-uncovered');
  });
});
