// Incremental board: MoveGenerator.applyMove / undoMove (assembly/scrabble/apply.ts) against a
// fresh setBoard. Seeded games of every ruleset are played forward, then taken back move by
// move; after every step the whole context (tiles, premiums, cross sets, cross-scores, cross
// flags and anchors of both layouts, the tile count) must equal that of a generator given the
// same board from scratch, and so must the plays of the next rack.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { VerbivoreError } from '../../src/errors.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import {
  catalanRuleset, compileRuleset, englishRuleset, type Ruleset, spanishRuleset, spilRuleset, superRuleset,
} from '../../src/rules/index.js';
import { MoveGenerator, type PlaceMove } from '../../src/scrabble/movegen.js';
import { randomInt, rng } from '../helpers.js';
import { boardFor, moveKey } from './helpers.js';

const engines = new Map<string, Engine>();
beforeAll(async () => {
  for (const name of ['sowpods', 'catalan', 'spanish']) engines.set(name, new Engine(await ensureLexicon(name)));
}, 600_000);

const games: [string, () => Ruleset, string][] = [
  ['english', englishRuleset, 'sowpods'],
  ['catalan', catalanRuleset, 'catalan'],
  ['spanish', spanishRuleset, 'spanish'],
  ['super', superRuleset, 'sowpods'],
  ['spil', () => spilRuleset(15), 'sowpods'],
];

/** Plays a seeded game on `gen` with applyMove, checking each step against a fresh generator; returns the boards before each move. */
function playForward(gen: MoveGenerator, fresh: MoveGenerator, ruleset: Ruleset, seed: number, turns: number) {
  const rules = compileRuleset(ruleset);
  const r = rng(seed);
  const bag: number[] = [];
  rules.tileCount.forEach((n, t) => { for (let k = 0; k < n; k++) bag.push(t); });
  const draw = (n: number) => Array.from({ length: Math.min(n, bag.length) }, () => bag.splice(randomInt(r, bag.length), 1)[0]!);
  let board = boardFor(rules);
  gen.setBoard(board);
  const boards = [board];
  let played = 0;
  for (let turn = 0; turn < turns && bag.length > 0; turn++) {
    const rack = draw(ruleset.rackSize);
    const plays = gen.list(rack);
    bag.push(...rack);
    if (plays.plays === 0) continue;
    // Mostly one of the best plays (long games), sometimes any.
    const pick = r() < 0.7 ? randomInt(r, Math.min(5, plays.plays)) : randomInt(r, plays.plays);
    const move = plays.get(pick) as PlaceMove;
    gen.applyMove(move);
    played++;
    const tiles = board.board.slice();
    move.tiles.forEach((t, i) => {
      if (t) tiles[move.dir === 'down' ? (move.row + i) * ruleset.cols + move.col : move.row * ruleset.cols + move.col + i] = t;
    });
    board = boardFor(rules, tiles);
    boards.push(board);
    fresh.setBoard(board);
    expect(gen.context.state(), `after move ${played}`).toEqual(fresh.context.state());
    expect(gen.boardTiles()).toEqual(tiles);
    const next = draw(ruleset.rackSize);
    bag.push(...next);
    expect(gen.generate(next).map((m) => `${moveKey(m as PlaceMove)} ${m.score}`), `plays after move ${played}`)
      .toEqual(fresh.generate(next).map((m) => `${moveKey(m as PlaceMove)} ${m.score}`));
  }
  return boards;
}

describe('applyMove and undoMove', () => {
  for (const [name, ruleset, lexicon] of games) {
    it(`${name}: seeded games forward and back equal a fresh setBoard at every step`, () => {
      const engine = engines.get(lexicon)!;
      const gen = new MoveGenerator(engine);
      const fresh = new MoveGenerator(engine);
      for (const seed of [1, 2]) {
        const boards = playForward(gen, fresh, ruleset(), seed * 1000 + name.length, 40);
        expect(boards.length).toBeGreaterThan(10);
        expect(gen.appliedMoves).toBe(boards.length - 1);
        for (let k = boards.length - 2; k >= 0; k--) {
          gen.undoMove();
          fresh.setBoard(boards[k]!);
          expect(gen.context.state(), `after taking back move ${k + 1}`).toEqual(fresh.context.state());
          expect(gen.boardTiles()).toEqual(boards[k]!.board);
        }
        expect(gen.appliedMoves).toBe(0);
      }
    });
  }

  it('refuses a move that does not fit the board, changing nothing, and an undo with nothing to undo', () => {
    const engine = engines.get('sowpods')!;
    const rules = compileRuleset(englishRuleset());
    const gen = new MoveGenerator(engine);
    gen.setBoard(boardFor(rules));
    const [first] = gen.generate([1, 5, 18, 19, 20, 9, 14], { mode: 'best' }) as PlaceMove[];
    gen.applyMove(first!);
    const before = gen.context.state();
    const refused = (move: Pick<PlaceMove, 'row' | 'col' | 'dir' | 'tiles'>, why: RegExp) => {
      let error: unknown;
      try {
        gen.applyMove(move);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(VerbivoreError);
      expect((error as Error).message).toMatch(why);
      expect(gen.context.state()).toEqual(before);
      expect(gen.appliedMoves).toBe(1);
    };
    refused({ ...first!, tiles: first!.tiles }, /holds one/);
    refused({ row: 14, col: 12, dir: 'across', tiles: [1, 2, 3, 4] }, /leaves the 15×15 board/);
    refused({ row: 0, col: 0, dir: 'down', tiles: [0, 1] }, /no tile for the empty square at row 1, column 1/);
    refused({ row: 0, col: 0, dir: 'down', tiles: [1, 40] }, /tile 40 \(square 2\) is not a tile of the alphabet/);
    refused({ row: 0, col: 0, dir: 'down', tiles: [1, 0x80] }, /places tile 128 at row 2, column 1, not a tile/);
    gen.undoMove();
    expect(() => gen.undoMove()).toThrow(/no move to undo/);
  });
});
