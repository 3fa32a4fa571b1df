// Search contexts: any number of them on one memory, used in turn, each give exactly what they
// give alone — Scrabble generators (two engines on one lexicon memory, moves applied and taken
// back meanwhile), grid searches and word queries — on the threads build's shared memory and
// on the plain build's.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { makeBoard } from '../../src/grid/board.js';
import { FLAG_DEDUP, FLAG_RECORDS, GridCore, type Query } from '../../src/grid/core.js';
import { cellSource } from '../../src/grid/random.js';
import { pointsByLength, scoringTable } from '../../src/grid/scoring.js';
import { tileBoard, tileToken } from '../../src/grid/tiles.js';
import { loadLexicon } from '../../src/lexicon/store.js';
import { anagrams } from '../../src/query/anagram.js';
import { englishRuleset, superRuleset } from '../../src/rules/index.js';
import { MoveGenerator, type MovegenBoard, type PlaceMove } from '../../src/scrabble/movegen.js';
import { STATIC_LIMIT } from '../../src/wasm/contract.js';
import { randomInt, rng } from '../helpers.js';
import { moveKey, reachableCases } from '../scrabble/helpers.js';

const keys = (moves: readonly unknown[]) => (moves as PlaceMove[]).map((m) => `${moveKey(m)} ${m.score}`);

describe.each(['threads', 'plain'] as const)('contexts on one %s memory', (build) => {
  let engine: Engine;
  let other: Engine;
  beforeAll(() => {
    const lexicon = loadLexicon('sowpods', build);
    engine = new Engine(lexicon);
    other = new Engine(lexicon);
  });

  it('two engines on one lexicon share its memory and the core instance', () => {
    expect(other.lexicon.memory).toBe(engine.lexicon.memory);
    expect(other.core).toBe(engine.core);
    expect(engine.build).toBe(build);
  });

  it('Scrabble: interleaved searches on ten contexts give what each gives alone', () => {
    const r = rng(4242);
    const positions: { board: MovegenBoard; racks: number[][] }[] = [
      ...reachableCases(engine, englishRuleset(), 77, 6, { maxTurns: 20, rackSize: () => 7 }),
      ...reachableCases(engine, superRuleset(), 78, 4, { maxTurns: 30, rackSize: () => 7 }),
    ].map((c) => ({ board: c.board, racks: [c.rack, Array.from({ length: 7 }, () => randomInt(r, 27))] }));
    const options = [{}, { mode: 'best' as const }, { mode: 'top' as const, top: 5 }];
    // Alone: one generator, one position at a time.
    const alone = positions.map((p) => {
      const g = new MoveGenerator(engine);
      g.setBoard(p.board);
      return p.racks.map((rack) => options.map((o) => keys(g.generate(rack, o))));
    });
    // Together: a generator per position, half on each engine, all loaded first, then used in turn.
    const gens = positions.map((p, i) => {
      const g = new MoveGenerator(i % 2 ? other : engine);
      g.setBoard(p.board);
      return g;
    });
    for (let rack = 0; rack < 2; rack++) {
      for (let o = 0; o < options.length; o++) {
        gens.forEach((g, i) => {
          // Meanwhile the first generator plays a move and takes it back.
          if (i === 3) {
            const [best] = gens[0]!.generate(positions[0]!.racks[1]!, { mode: 'best' }) as PlaceMove[];
            if (best) gens[0]!.applyMove(best);
          }
          expect(keys(g.generate(positions[i]!.racks[rack]!, options[o]!)), `position ${i}, rack ${rack}, ${JSON.stringify(options[o])}`)
            .toEqual(alone[i]![rack]![o]);
          if (i === 5 && gens[0]!.appliedMoves) gens[0]!.undoMove();
        });
      }
    }
    expect(alone.flat(2).reduce((n, list) => n + list.length, 0)).toBeGreaterThan(1000);
  });

  it('grid: interleaved boards on three grid contexts give what each gives alone', () => {
    const query: Query = { flags: FLAG_DEDUP | FLAG_RECORDS, minLetters: 3, minCells: 1, covered: 0n, points: pointsByLength(scoringTable('boggle')) };
    const random = rng(99);
    const boards = [4, 5, 4, 6, 5, 4].map((size) => {
      const source = cellSource(engine.alphabet, size === 6 ? 'uniform' : 'dice', size * size);
      return tileBoard(makeBoard(source.board(random), 'king', { cols: size }), engine.alphabet);
    });
    const solo = new GridCore(engine);
    const alone = boards.map((b) => {
      solo.loadBoard(b);
      return solo.solve(query);
    });
    const cores = [new GridCore(engine), new GridCore(other), new GridCore(engine)];
    for (let round = 0; round < 2; round++) {
      for (let k = 0; k < boards.length; k += cores.length) {
        cores.forEach((c, j) => c.loadBoard(boards[k + j]!));
        cores.forEach((c, j) => expect(c.solve(query), `board ${k + j}`).toEqual(alone[k + j]));
      }
    }
    expect(alone.reduce((n, a) => n + a.count, 0)).toBeGreaterThan(100);
    // Batch scoring: two contexts with their own token tables, in turn.
    const a = new GridCore(engine), b = new GridCore(other);
    const shape = tileBoard(makeBoard(Array(16).fill('A'), 'king', { cols: 4 }), engine.alphabet);
    a.loadBoard(shape);
    b.loadBoard(shape);
    const letters = (text: string) => Array.from(text, (ch) => tileToken(engine.alphabet, ch, ch));
    a.prepareBatch({ ...query, flags: FLAG_DEDUP }, letters('AEST'));
    b.prepareBatch({ ...query, flags: FLAG_DEDUP }, letters('ROTE'));
    const ids = Uint8Array.from({ length: 16 * 50 }, () => randomInt(random, 4));
    const scoredA = a.scorePrepared(ids, 50).scores.slice();
    const scoredB = b.scorePrepared(ids, 50).scores.slice();
    expect(a.scorePrepared(ids, 50).scores).toEqual(scoredA);
    const fresh = new GridCore(engine);
    fresh.loadBoard(shape);
    expect(fresh.scoreBoards({ ...query, flags: FLAG_DEDUP }, letters('ROTE'), ids, 50)).toEqual(scoredB);
    expect(scoredA).not.toEqual(scoredB);
  });

  it('the core writes nothing below the memory header: no static data, no allocation of its own', () => {
    const low = new Uint8Array(engine.lexicon.memory.buffer, 0, STATIC_LIMIT);
    low.fill(0xa5);
    const [c] = reachableCases(engine, englishRuleset(), 9, 1, { maxTurns: 12, rackSize: () => 7 });
    const g = new MoveGenerator(engine);
    g.setBoard(c!.board);
    const [best] = g.generate([0, 5, 18, 19, 20, 9, 14], { mode: 'best' }) as PlaceMove[];
    g.generate([0, 5, 18, 19, 20, 9, 14]);
    g.applyMove(best!);
    g.undoMove();
    const grid = new GridCore(engine);
    grid.loadBoard(tileBoard(makeBoard('SERSPATGLINESERS'.split(''), 'king', { cols: 4 }), engine.alphabet));
    grid.solve({ flags: FLAG_DEDUP | FLAG_RECORDS, minLetters: 3, minCells: 1, covered: 0n, points: pointsByLength(scoringTable('boggle')) });
    anagrams(engine, 'RETAINS??');
    expect(new Uint8Array(engine.lexicon.memory.buffer, 0, STATIC_LIMIT).every((b) => b === 0xa5)).toBe(true);
  });

  it('queries between searches give what they give alone', () => {
    const alone = anagrams(engine, 'RETAINS?').map((x) => x.played);
    const g = new MoveGenerator(other);
    g.setBoard({ ...positionsOf(engine)[0]! });
    const plays = keys(g.generate([1, 5, 18, 19, 20, 9, 14]));
    expect(anagrams(other, 'RETAINS?').map((x) => x.played)).toEqual(alone);
    expect(keys(g.generate([1, 5, 18, 19, 20, 9, 14]))).toEqual(plays);
    expect(engine.hasWord('RETAINS') && other.hasWord('NASTIER') && !engine.hasWord('RETAINX')).toBe(true);
  });
});

function positionsOf(engine: Engine): MovegenBoard[] {
  return reachableCases(engine, englishRuleset(), 5, 1, { maxTurns: 10, rackSize: () => 7 }).map((c) => c.board);
}
