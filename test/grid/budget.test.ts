// Bounded grid searches: the core's node cap, resuming a search cut into
// calls, the split search run again, batches, and a Budget of time — against the reference,
// which counts nodes the core's way (src/reference/grid.ts ReferenceReach).

import { describe, expect, it } from 'vitest';
import { Budget } from '../../src/budget.js';
import { packBoards, scoreBatch, scoreBatchWithin } from '../../src/grid/batch.js';
import { type Board, makeBoard } from '../../src/grid/board.js';
import { FLAG_DEDUP, FLAG_RECORDS, GridCore } from '../../src/grid/core.js';
import { pointsByLength, scoringTable } from '../../src/grid/scoring.js';
import { findWords, type GridResult, resolveQuery, scoreBoard } from '../../src/grid/search.js';
import { gridTask } from '../../src/grid/task.js';
import { tileBoard, tileToken } from '../../src/grid/tiles.js';
import { Engine } from '../../src/engine.js';
import { type ReferenceLexicon, referenceWords, tileKey } from '../../src/reference/grid.js';
import { miniCatalanSetup, randomCells, rng, sowpodsSetup } from './helpers.js';

const RICH = 'AAEEEIIOOUSSTTRRNNLLDGPCM'.split('');

/** The reference's words within `maxNodes` nodes (boggle scoring), and the nodes it visited. */
function referenceWithin(engine: Engine, reference: ReferenceLexicon, board: Board, maxNodes = Infinity) {
  const tiled = tileBoard(board, engine.alphabet);
  const points = pointsByLength(scoringTable('boggle'));
  const reach = { maxNodes, nodes: 0 };
  const words = referenceWords(reference, { cells: tiled.tiles, letters: Array.from(tiled.letters), neighbours: board.neighbours },
    { unit: 'letters', minLetters: 3, minCells: 1, points: (len) => points[Math.min(len, 63)]! }, reach);
  return { keys: [...words.keys()].sort(), score: [...words.values()].reduce((s, w) => s + w.score, 0), nodes: reach.nodes };
}

const keysOf = (engine: Engine, words: { word: string }[]) => words.map((w) => tileKey(engine.alphabet.tokenize(w.word))).sort();

/** A board whose every cell neighbours every other (a complete graph: the worst case). */
function completeBoard(cells: string[]): Board {
  const n = cells.length;
  return makeBoard(cells, 'graph', { adjacency: Array.from({ length: n }, (_, c) => Array.from({ length: n }, (__, d) => d).filter((d) => d !== c)) });
}

describe('the grid core under a node cap', () => {
  const { engine, reference, lexicon } = sowpodsSetup();

  it('visits the nodes the reference visits, and stopped at N finds the words of the first N nodes', () => {
    const r = rng(31);
    for (let k = 0; k < 16; k++) {
      const board = k % 4 === 3 ? completeBoard(randomCells(r, 9, RICH)) : makeBoard(randomCells(r, 16, RICH), 'king', { cols: 4 });
      const full = findWords(engine, board);
      const whole = referenceWithin(engine, reference, board);
      expect(full.nodes, board.cells.join('')).toBe(whole.nodes);
      expect(full.partial).toBeUndefined();
      for (const cap of [1, 7, Math.floor(whole.nodes * r()), whole.nodes - 1]) {
        if (cap < 1) continue;
        const cut = findWords(engine, board, { budget: new Budget({ nodes: cap }) });
        const want = referenceWithin(engine, reference, board, cap);
        expect(cut.nodes).toBe(cap);
        expect(cut.partial).toMatchObject({ reason: 'nodes', nodes: cap, limit: cap });
        expect(keysOf(engine, cut.words), `${board.cells.join('')} within ${cap} nodes`).toEqual(want.keys);
        expect(cut.score).toBe(want.score);
      }
      // A cap of exactly the nodes the search needs is not a stop.
      expect(findWords(engine, board, { budget: new Budget({ nodes: whole.nodes }) }).partial).toBeUndefined();
    }
  });

  it('cut into calls of a few nodes, finds the same records in the same order as in one call', () => {
    const r = rng(32);
    const points = pointsByLength(scoringTable('boggle'));
    for (let k = 0; k < 12; k++) {
      const board = makeBoard(randomCells(r, 25, RICH), 'king', { cols: 5 });
      const core = new GridCore(engine);
      core.loadBoard(tileBoard(board, engine.alphabet));
      for (const flags of [FLAG_DEDUP | FLAG_RECORDS, FLAG_RECORDS, FLAG_DEDUP]) {
        const query = { flags, minLetters: 3, minCells: 1, covered: 0n, points };
        const once = core.solve(query);
        let calls = 0;
        const cut = core.solve(query, { chunk: 1 + (k * 37) % 500, progress: () => calls++ });
        expect(cut).toEqual(once);
        expect(calls).toBeGreaterThan(1);
      }
    }
  });

  it('resumes where a full output stopped it: every path of a board of 100 KB of records, in order', () => {
    const board = completeBoard('AEIRSTNLDOES'.split(''));
    const points = pointsByLength(scoringTable('boggle'));
    const query = { flags: FLAG_RECORDS, minLetters: 3, minCells: 1, covered: 0n, points };
    const core = new GridCore(new Engine(lexicon)); // a fresh engine: output of 64 KB at first
    core.loadBoard(tileBoard(board, engine.alphabet));
    let stops = 0;
    const paths = core.solve(query, { progress: () => stops++ });
    expect(paths.records.reduce((n, p) => n + 6 + p.path.length, 0)).toBeGreaterThan(100_000);
    expect(stops).toBeGreaterThan(0); // the nodes fit one call: only the output stopped it
    expect(core.solve(query)).toEqual(paths); // now in one call, with the output grown
    expect(paths.count).toBe(paths.records.length);
  });

  it('a Budget of time stops between calls; score-only stops too', () => {
    let now = 0;
    const board = completeBoard('AEIRSTNLDOES'.split(''));
    const core = new GridCore(engine);
    core.loadBoard(tileBoard(board, engine.alphabet));
    const query = { flags: FLAG_DEDUP | FLAG_RECORDS, minLetters: 3, minCells: 1, covered: 0n, points: pointsByLength(scoringTable('boggle')) };
    let calls = 0;
    const cut = core.solve(query, { budget: new Budget({ seconds: 1 }, () => now), chunk: 1000, progress: () => { if (++calls === 3) now = 2000; } });
    // The clock is read as the 4th call's nodes are spent.
    expect(cut.partial).toMatchObject({ reason: 'time', nodes: 4000, limit: 1 });
    expect(cut.nodes).toBe(4000);
    const counted = scoreBoard(engine, board, { budget: new Budget({ nodes: 5000 }) });
    expect(counted.partial).toMatchObject({ reason: 'nodes', nodes: 5000 });
    const listed = findWords(engine, board, { budget: new Budget({ nodes: 5000 }) });
    expect([counted.score, counted.count]).toEqual([listed.score, listed.count]);
  });

  it('a batch under a node cap: the boards scored whole, as without one, even when one board needs more than a call', () => {
    const r = rng(34);
    const shape = makeBoard(Array(16).fill('A'), 'king', { cols: 4 });
    const boards = Array.from({ length: 40 }, () => randomCells(r, 16, RICH));
    const batch = packBoards(shape, boards);
    const all = scoreBatch(engine, batch);
    const nodes = boards.map((cells) => findWords(engine, { ...shape, cells }).nodes);
    const total = nodes.reduce((a, b) => a + b, 0);
    const cap = Math.floor(total * 0.6);
    const cut = scoreBatchWithin(engine, batch, { budget: new Budget({ nodes: cap }) });
    let done = 0;
    for (let sum = 0; done < boards.length && sum + nodes[done]! <= cap; done++) sum += nodes[done]!;
    expect(cut.done).toBe(done);
    expect(cut.partial?.reason).toBe('nodes');
    expect(cut.scores.subarray(0, 2 * done)).toEqual(all.subarray(0, 2 * done));
    // Calls of fewer nodes than one board needs: each stopped board is scored again with more.
    const core = new GridCore(engine);
    const template = tileBoard({ ...shape, cells: boards[0]! }, engine.alphabet);
    core.loadBoard(template);
    core.prepareBatch(resolveQuery(engine, template, {}).query, batch.tokens.map((t) => tileToken(engine.alphabet, t, t)));
    const small = core.scorePreparedWithin(batch.ids, batch.count, Budget.unlimited(), undefined, 50);
    expect(small.scores).toEqual(all);
    expect(small.nodes).toBeGreaterThan(total);
  });
});

describe('a budget through a pool task', () => {
  it('travels as its limits: the worker starts the clock and returns the partial result', () => {
    const { engine } = sowpodsSetup();
    const board = completeBoard('AEIRSTNLDOES'.split(''));
    const r = gridTask(engine, { op: 'find', board, options: { limits: { nodes: 500 } } }) as GridResult;
    expect(r.partial).toMatchObject({ reason: 'nodes', nodes: 500 });
    expect(r.words.map((w) => w.word)).toEqual(findWords(engine, board, { budget: new Budget({ nodes: 500 }) }).words.map((w) => w.word));
    expect((gridTask(engine, { op: 'score', board }) as { partial?: unknown }).partial).toBeUndefined();
  });
});

describe('the split-digraph search under a node cap (run again, not resumed)', () => {
  const { engine } = miniCatalanSetup();
  const LETTERS = ['A', 'E', 'I', 'O', 'L', 'L', 'L', 'C', 'S', 'N', 'T', 'R', 'A', 'E'];

  it('stops at N nodes with a subset of the words; calls of a few nodes end with the whole result', () => {
    const r = rng(35);
    const points = pointsByLength(scoringTable('boggle'), 2);
    for (let k = 0; k < 12; k++) {
      const board = makeBoard(randomCells(r, 16, LETTERS), 'king', { cols: 4 });
      const tiled = tileBoard(board, engine.alphabet);
      const core = new GridCore(engine);
      core.loadBoard(tiled);
      const query = { flags: FLAG_DEDUP | FLAG_RECORDS, minLetters: 2, minCells: 1, covered: 0n, points };
      const once = core.solve(query);
      const ids = new Set(once.records.map((p) => p.id));
      const cap = Math.max(1, Math.floor(once.nodes / 3));
      const cut = core.solve(query, { budget: new Budget({ nodes: cap }) });
      if (once.nodes > cap) {
        expect(cut.partial?.reason).toBe('nodes');
        expect(cut.records.every((p) => ids.has(p.id))).toBe(true);
        expect(cut.count).toBeLessThanOrEqual(once.count);
      }
      // Runs again from the start, with twice the nodes each time, until it ends.
      expect(core.solve(query, { chunk: 5 })).toEqual(once);
    }
  });
});
