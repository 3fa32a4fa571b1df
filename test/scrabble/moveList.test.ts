// The packed move list: plays ranked in the core, decoded on demand, and the same moves as the
// object list; exchanges after the plays; a list outlives the next search; packing for workers.

import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { loadLexicon } from '../../src/lexicon/store.js';
import { compileRuleset, englishRuleset } from '../../src/rules/index.js';
import { compareMoves, generateMoves, listMoves, MoveGenerator, MoveList, type PlaceMove } from '../../src/scrabble/movegen.js';
import { readCgp } from '../../src/scrabble/position/index.js';
import { boardFor } from './helpers.js';

const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15';

let engine: Engine;
beforeAll(() => {
  engine = new Engine(loadLexicon('sowpods'));
});
const rules = compileRuleset(englishRuleset());
const boxen = () => boardFor(rules, readCgp(`${BOXEN} ARTHOU?/ 0/0 0`, english).board);

describe('MoveList', () => {
  it('holds every play in ranking order, each decoded as the object list has it', () => {
    for (const [board, rack] of [[boxen(), 'ARTHOU?'], [boardFor(rules), '?SATIRE'], [boxen(), 'EE??']] as const) {
      const list = listMoves(engine, board, rack);
      const objects = list.toArray();
      // Ranked by the core exactly as compareMoves ranks (ties by square, direction, word).
      expect(objects.slice().sort(compareMoves)).toEqual(objects);
      expect(objects.length).toBe(list.length);
      for (const i of [0, 1, list.length >> 1, list.length - 1]) {
        expect(list.get(i)).toEqual(objects[i]);
        expect(list.score(i)).toBe(objects[i]!.score);
        expect(list.leave(i)).toEqual(objects[i]!.leave);
      }
      expect(list.slice(3, 6)).toEqual(objects.slice(3, 6));
      expect([...list].length).toBe(list.length);
    }
    expect(() => listMoves(engine, boxen(), 'ARTHOU?').get(5843)).toThrow(RangeError);
  });

  it('ranks words tied on score and square tile by tile, a real tile before its blank', () => {
    // Many plays of ?SATIRE tie on score and square: their order comes from the words alone.
    const objects = generateMoves(engine, boardFor(rules), '?SATIRE') as PlaceMove[];
    let ties = 0;
    for (let i = 1; i < objects.length; i++) {
      const a = objects[i - 1]!, b = objects[i]!;
      if (a.score !== b.score || a.row !== b.row || a.col !== b.col || a.dir !== b.dir) continue;
      ties++;
      expect(compareMoves(a, b)).toBeLessThan(0);
    }
    expect(ties).toBeGreaterThan(1000);
  });

  it('puts exchanges and the pass after the plays, cut to top N', () => {
    const list = listMoves(engine, boxen(), 'AABBC??', { exchanges: true, bagSize: 7 });
    const plays = listMoves(engine, boxen(), 'AABBC??').length;
    expect(list.plays).toBe(plays);
    expect(list.length).toBe(plays + 54);
    expect(list.get(plays).kind).toBe('exchange');
    expect(list.get(list.length - 1).kind).toBe('pass');
    expect(list.score(plays)).toBe(0);
    const top = listMoves(engine, boxen(), 'AABBC??', { mode: 'top', top: 3, exchanges: true, bagSize: 7 });
    expect(top.length).toBe(3);
    expect(top.toArray()).toEqual(list.slice(0, 3));
  });

  it('keeps its plays after the next search, and packs into structured-clone data', () => {
    const first = listMoves(engine, boxen(), 'ARTHOU?');
    const before = first.slice(0, 20);
    listMoves(engine, boardFor(rules), '?SATIRE');
    expect(first.slice(0, 20)).toEqual(before);
    const copy = MoveList.unpack(structuredClone(first.pack()));
    expect(copy.length).toBe(5843);
    expect(copy.slice(0, 20)).toEqual(before);
  });
});

describe('arc layouts', () => {
  it('lists the same plays with masks scanned, in the narrow layout and in the wide one', () => {
    const generators = [
      new MoveGenerator(new Engine(loadLexicon('sowpods')), { layoutAfter: Infinity }),
      new MoveGenerator(new Engine(loadLexicon('sowpods')), { layoutAfter: 0 }),
      new MoveGenerator(new Engine(loadLexicon('sowpods')), { layoutAfter: 0, wideMasks: true }),
    ];
    for (const [board, rack] of [[boxen(), 'ARTHOU?'], [boardFor(rules), 'RETAINS'], [boxen(), 'QUIZ?ED']] as const) {
      const tiles = english.parseRack(rack);
      const lists = generators.map((g) => {
        g.setBoard(board);
        return [g.generate(tiles), g.generate(tiles, { mode: 'best' })];
      });
      expect(lists[0]![0]!.length).toBeGreaterThan(100);
      expect(lists[1]).toEqual(lists[0]);
      expect(lists[2]).toEqual(lists[0]);
    }
  });
});
