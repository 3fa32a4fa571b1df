// Move generation: the named positions (BOXEN and the empty board, their play counts and best
// plays), and a differential test of the WASM generator against the plain-TypeScript reference
// (src/reference/scrabble.ts) on random reachable positions of each ruleset played with SOWPODS.

import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { loadLexicon } from '../../src/lexicon/store.js';
import { ReferenceLexicon, referenceMoves } from '../../src/reference/scrabble.js';
import { compileRuleset, englishRuleset, type Ruleset, spilRuleset, superRuleset } from '../../src/rules/index.js';
import { compareMoves, generateMoves, listMoves, type PlaceMove } from '../../src/scrabble/movegen.js';
import { readCgp } from '../../src/scrabble/position/index.js';
import { sowpodsTiles } from '../helpers.js';
import { boardFor, type Case, checkCase, croppedRuleset, moveSetDiff, reachableCases } from './helpers.js';

const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15';

let engine: Engine;
let lex: ReferenceLexicon;
beforeAll(() => {
  engine = new Engine(loadLexicon('sowpods'));
  lex = new ReferenceLexicon(sowpodsTiles());
});

const englishRules = compileRuleset(englishRuleset());
const boxen = () => boardFor(englishRules, readCgp(`${BOXEN} ARTHOU?/ 0/0 0`, english).board);
const emptyBoard = () => boardFor(englishRules);

describe('named positions (sowpods)', () => {
  // `reference`: the reference confirms the figures too (skipped for ?SATIRE, ~5 s on its own).
  const table: { name: string; board: () => ReturnType<typeof boardFor>; rack: string; moves: number; best: number; top?: string; reference: boolean }[] = [
    { name: 'BOXEN', board: boxen, rack: 'ARTHOU?', moves: 5843, best: 46, top: '3K HOsTA', reference: true },
    { name: 'BOXEN', board: boxen, rack: 'ARTHOUS', moves: 1144, best: 50, reference: true },
    { name: 'empty board', board: emptyBoard, rack: '?SATIRE', moves: 15822, best: 64, reference: false },
    { name: 'empty board', board: emptyBoard, rack: 'RETAINS', moves: 1458, best: 66, reference: true },
  ];
  for (const t of table) {
    it(`${t.name} ${t.rack}: ${t.moves} plays, best ${t.best}`, () => {
      const all = generateMoves(engine, t.board(), t.rack) as PlaceMove[];
      expect(all.length).toBe(t.moves);
      expect(all[0]!.score).toBe(t.best);
      const best = generateMoves(engine, t.board(), t.rack, { mode: 'best' });
      expect(best).toEqual([all[0]]);
      if (t.top) {
        const m = all[0]!;
        expect(m.dir).toBe('across');
        expect(`${m.row + 1}${String.fromCharCode(65 + m.col)} ${english.render(m.word)}`).toBe(t.top);
      }
      if (!t.reference) return;
      const ref = referenceMoves(lex, t.board(), english.parseRack(t.rack), english.size);
      expect(ref.length).toBe(t.moves);
      expect(Math.max(...ref.map((m) => m.score))).toBe(t.best);
    });
  }

  it('lists down plays on an empty board when asked, mirroring the across ones', () => {
    const across = generateMoves(engine, emptyBoard(), 'RETAINS') as PlaceMove[];
    const both = generateMoves(engine, emptyBoard(), 'RETAINS', { bothDirectionsOnEmpty: true }) as PlaceMove[];
    expect(both.length).toBe(2 * across.length);
    const mirrored = new Set(across.map((m) => `${m.col},${m.row},${english.render(m.word)},${m.score}`));
    for (const m of both.filter((x) => x.dir === 'down')) expect(mirrored.has(`${m.row},${m.col},${english.render(m.word)},${m.score}`)).toBe(true);
  });

  it('ranks ties by square, direction, then word; top N is the head of all plays', () => {
    const all = generateMoves(engine, boxen(), 'ARTHOUS') as PlaceMove[];
    for (let i = 1; i < all.length; i++) {
      const a = all[i - 1]!, b = all[i]!;
      expect(a.score > b.score || (a.score === b.score && (a.row < b.row || (a.row === b.row &&
        (a.col < b.col || (a.col === b.col && (a.dir <= b.dir))))))).toBe(true);
    }
    const top = generateMoves(engine, boxen(), 'ARTHOUS', { mode: 'top', top: 25 });
    expect(top).toEqual(all.slice(0, 25));
  });

  it('gives each play its leave and word', () => {
    const [m] = generateMoves(engine, boxen(), 'ARTHOU?', { mode: 'best' }) as PlaceMove[];
    expect(english.render(m!.leave)).toBe('RU');
    expect(m!.tiles.every((t) => t !== 0)).toBe(true);
    // Tiles played through are 0 in `tiles` and the board's tile in `word`.
    const b = boxen();
    const all = generateMoves(engine, b, 'ARTHOU?') as PlaceMove[];
    let through = 0;
    for (const x of all) {
      x.tiles.forEach((t, i) => {
        const sq = x.dir === 'across' ? x.row * 15 + x.col + i : (x.row + i) * 15 + x.col;
        expect(t === 0 ? b.board[sq] : t).toBe(x.word[i]);
        expect(t === 0).toBe(b.board[sq] !== 0);
        if (t === 0) through++;
      });
    }
    expect(through).toBeGreaterThan(1000);
  });

  it('lists exchanges when the bag allows, and the pass', () => {
    const moves = generateMoves(engine, boxen(), 'AABBC??', { exchanges: true, bagSize: 7 });
    const exchanges = moves.filter((m) => m.kind === 'exchange');
    // Distinct non-empty sub-multisets of AABBC??: 3·3·2·3 − 1.
    expect(exchanges.length).toBe(53);
    expect(moves.filter((m) => m.kind === 'pass').length).toBe(1);
    expect(moves.at(-1)!.kind).toBe('pass');
    const few = generateMoves(engine, boxen(), 'AABBC??', { exchanges: true, bagSize: 6 });
    expect(few.some((m) => m.kind === 'exchange')).toBe(false);
  });

  it('makes the exchanges in ranking order, up to the limit, and counts them before making them', () => {
    const list = listMoves(engine, boxen(), 'AABBC??', { exchangeLimit: 3, pass: true });
    const others = list.slice(list.plays);
    // Sub-multisets of 1 to 3 tiles of AABBC??: 4 + 9 + 13.
    expect(others.length).toBe(4 + 9 + 13 + 1);
    expect(others.every((m) => m.kind === 'pass' || m.tiles.length <= 3)).toBe(true);
    expect(others).toEqual([...others].sort(compareMoves));
    expect(listMoves(engine, boxen(), 'AABBC??', { exchangeLimit: 2 }).toArray().some((m) => m.kind === 'pass')).toBe(false);
  });

  it('lists a one-tile play once, across when it makes an across word', () => {
    // A at 8H and B at 9I. An A at 8I makes AA across and AB down, an A at 9H AB across and AA
    // down: each is one play, listed across. An A at 7H or 10I makes only a down word.
    const b = emptyBoard();
    b.board[7 * 15 + 7] = english.tileOf('A')!;
    b.board[8 * 15 + 8] = english.tileOf('B')!;
    const moves = generateMoves(engine, b, 'A') as PlaceMove[];
    const keys = moves.map((m) => `${m.dir} ${m.row},${m.col} ${english.render(m.word)} ${m.score}`).sort();
    expect(keys).toEqual([
      'across 7,6 AA 2', 'across 7,7 AA 6', 'across 8,7 AB 6', 'across 8,8 BA 4', 'down 6,7 AA 2', 'down 8,8 BA 4',
    ]);
    const ref = referenceMoves(lex, b, [english.tileOf('A')!], english.size);
    expect(moveSetDiff(moves, ref)).toEqual([]);
  });
});

/** One differential run: `count` cases, every one must agree. */
function differential(name: string, ruleset: Ruleset, seed: number, count: number, rackSize: (r: () => number) => number, maxTurns = 24) {
  it(`${name}: ${count} reachable positions agree with the reference`, () => {
    const cases: Case[] = reachableCases(engine, ruleset, seed, count, { maxTurns, rackSize });
    const failures: string[] = [];
    let plays = 0;
    for (const [i, c] of cases.entries()) {
      const problems = checkCase(engine, lex, c);
      plays += generateMoves(engine, c.board, c.rack, { bothDirectionsOnEmpty: c.both }).length;
      if (problems.length) failures.push(`case ${i} rack ${english.render(c.rack)}: ${problems.join('; ')}`);
      if (failures.length >= 5) break;
    }
    expect(failures).toEqual([]);
    expect(plays).toBeGreaterThan(count); // the cases are not trivial
  });
}

/** Mostly small racks (the reference is slow with many tiles and blanks), some full ones. */
const smallRacks = (r: () => number) => (r() < 0.25 ? 7 : 2 + Math.floor(r() * 4));

describe('differential: WASM generator vs reference (sowpods)', () => {
  differential('english 9×9 middle', croppedRuleset(englishRuleset(), 9), 101, 400, smallRacks, 12);
  differential('english 15×15', englishRuleset(), 102, 100, smallRacks);
  differential('super 9×9 corner (QW, QL)', croppedRuleset(superRuleset(), 9, [0, 0]), 103, 400, smallRacks, 12);
  differential('super 21×21', superRuleset(), 104, 100, smallRacks, 40);
  differential('spil 9×9', spilRuleset(9), 105, 400, smallRacks, 12);
  differential('spil 15×15', spilRuleset(15), 106, 100, smallRacks);
});
