// The proof's bound (assembly/grid/prove.ts) against its reference (src/reference/prove.ts) on
// random small classes over SOWPODS: the same tree, the same bound with and without forced cells
// (forced by merging the tree or by walking it), and a bound never below the best board of the
// class, or of the part left by the forced cells, found by scoring every board. Then a whole proof
// (the task and the driver) against brute force on small boards.

import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packBoards, scoreBatch } from '../../src/grid/batch.js';
import { boardText, makeBoard } from '../../src/grid/board.js';
import { canonicalBoard, classDigits, symmetries } from '../../src/grid/prove/classes.js';
import { type ProofResult, proveBoards } from '../../src/grid/prove/driver.js';
import { cellOfLetter } from '../../src/grid/random.js';
import { EnginePool } from '../../src/pool/pool.js';
import { runCli, tempDir } from '../helpers.js';
import { proverOf } from '../../src/grid/prove/core.js';
import { scoreBoard } from '../../src/grid/search.js';
import { pointsByLength, scoringTable } from '../../src/grid/scoring.js';
import { tileToken } from '../../src/grid/tiles.js';
import { referenceBound, referenceForce, referenceTree, referenceTreeNodes } from '../../src/reference/prove.js';
import { rng, sowpodsSetup } from './helpers.js';

const LETTERS = ['A', 'E', 'I', 'O', 'S', 'T', 'R', 'N', 'L', 'D', 'P', 'QU', 'G', 'M'];

/** Every board of a class (token ids per cell). */
function* boardsOf(cells: readonly (readonly number[])[]): Generator<number[]> {
  const board = cells.map((c) => c[0]!);
  function* fill(c: number): Generator<number[]> {
    if (c === cells.length) {
      yield board.slice();
      return;
    }
    for (const t of cells[c]!) {
      board[c] = t;
      yield* fill(c + 1);
    }
  }
  yield* fill(0);
}

describe('grid proof bound', () => {
  const { engine, reference } = sowpodsSetup();
  const points = pointsByLength(scoringTable('boggle'));
  const tokens = LETTERS.map((t) => tileToken(engine.alphabet, t, 'test'));
  const prover = proverOf(engine);

  for (const [rows, cols, classes] of [[2, 2, 30], [2, 3, 20], [3, 3, 12]] as const) {
    it(`equals the reference and bounds every board: ${classes} random ${rows}×${cols} classes`, () => {
      const random = rng(rows * 100 + cols);
      const n = rows * cols;
      prover.setShape({ rows, cols, tokens: LETTERS, scoring: 'boggle' });
      const shape = makeBoard(Array(n).fill('A'), 'king', { cols });
      let nonTrivial = 0, tighter = 0;
      for (let k = 0; k < classes; k++) {
        // 1–3 tokens per cell (fewer on 3×3, so that every board can be scored).
        const most = n === 9 ? 2 : 3;
        const cells = Array.from({ length: n }, () => {
          const set = new Set<number>();
          const size = 1 + Math.floor(random() * most);
          while (set.size < size) set.add(Math.floor(random() * LETTERS.length));
          return [...set].sort((a, b) => a - b);
        });
        const order = Array.from({ length: n }, (_, i) => i).sort(() => random() - 0.5);
        prover.setClass(cells.map((c) => c.reduce((m, t) => m | (1 << t), 0)), order, 0);
        const bound = prover.bound();
        const tree = referenceTree(reference, {
          tokens: tokens.map((t) => ({ tiles: Array.from(t.tiles), letters: t.letters })), cells,
          neighbours: shape.neighbours, order, minLetters: 3, points: (l) => points[Math.min(l, 63)]!,
        });
        expect(bound).toBe(referenceBound(tree));
        expect(prover.proveNodes()).toBe(referenceTreeNodes(tree));
        if (bound > 0) nonTrivial++;
        /** The reference's bound with order[0..j) forced (merged up to `levels`, walked after). */
        const referenceAt = (forced: readonly (number | undefined)[], levels: number) => {
          let t = tree;
          for (let i = 0; i < levels; i++) t = referenceForce(t, order[i]!, forced[order[i]!]!);
          const walked = new Map<number, number>();
          forced.forEach((x, c) => { if (x !== undefined) walked.set(c, x); });
          return referenceBound(t, walked);
        };
        // Every board: its score ≤ the bound with all its cells forced (merged for some of them) ≤ the class's bound.
        const scores = new Map<string, number>();
        let best = 0;
        for (const ids of boardsOf(cells)) {
          const score = scoreBoard(engine, makeBoard(ids.map((t) => LETTERS[t]!), 'king', { cols })).score;
          scores.set(ids.join(), score);
          const levels = Math.floor(random() * (n + 1));
          const forced = prover.boundMerged(ids, levels);
          expect(forced).toBe(referenceAt(ids, levels));
          expect(score).toBeLessThanOrEqual(forced);
          best = Math.max(best, score);
        }
        expect(best).toBeLessThanOrEqual(bound);
        // The first cells of the order forced (as the proof forces them), some merged: the core and
        // the reference agree, the bound holds for every board of the part, and merging never loosens it.
        for (let trial = 0; trial < 6; trial++) {
          const j = Math.floor(random() * (n + 1));
          const first = new Set(order.slice(0, j));
          const forced: (number | undefined)[] = cells.map((c, i) => (first.has(i) ? c[Math.floor(random() * c.length)] : undefined));
          const walked = prover.boundMerged(forced, 0);
          expect(walked).toBe(referenceAt(forced, 0));
          const levels = Math.floor(random() * (j + 1));
          const merged = prover.boundMerged(forced, levels);
          expect(merged).toBe(referenceAt(forced, levels));
          expect(merged).toBeLessThanOrEqual(walked);
          if (merged < walked) tighter++;
          let partBest = 0;
          for (const [key, score] of scores) if (key.split(',').every((t, c) => forced[c] === undefined || Number(t) === forced[c])) partBest = Math.max(partBest, score);
          expect(partBest).toBeLessThanOrEqual(merged);
        }
      }
      expect(nonTrivial).toBeGreaterThan(classes / 2);
      // Merging makes a difference somewhere (else the merged path would go untested).
      if (n > 4) expect(tighter).toBeGreaterThan(0);
    }, 120_000);
  }
});

describe('grid proof', () => {
  const { engine } = sowpodsSetup();
  const pool = new EnginePool(1);
  afterAll(() => pool.close());

  /** Every board over `letters` scoring at least `threshold`, canonical, by brute force. */
  function bruteForce(rows: number, cols: number, letters: string[], threshold: number): string[] {
    const n = rows * cols;
    const shape = makeBoard(Array(n).fill('A'), 'king', { cols });
    const boards: string[][] = [];
    for (let k = 0; k < letters.length ** n; k++) boards.push(classDigits(k, n, letters.length).map((d) => cellOfLetter(letters[d]!)));
    const scores = scoreBatch(engine, packBoards(shape, boards));
    const syms = symmetries(rows, cols);
    const out = new Set<string>();
    boards.forEach((b, k) => {
      if (scores[2 * k]! >= threshold) out.add(`${scores[2 * k]} ${boardText(makeBoard(canonicalBoard(b, syms), 'king', { cols }), '/')}`);
    });
    return [...out].sort();
  }

  const proved = (r: ProofResult) => r.boards.map((b) => `${b.score} ${b.text}`).sort();

  it('finds on 2×2 boards (every letter) exactly the boards brute force finds', async () => {
    const all = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const expected = bruteForce(2, 2, all, 6);
    expect(expected.length).toBeGreaterThan(3);
    const r = await proveBoards(pool, 'sowpods', engine, { rows: 2, cols: 2, threshold: 6, buckets: ['AEIOU', 'LNRSY', 'CHKMPT', 'BDFGJQVWXZ'] });
    expect(proved(r)).toEqual(expected);
    expect(r.certificate.complete).toBe(true);
    expect(r.certificate.canonicalClasses).toBeLessThan(256 / 4);
    expect(r.certificate.discarded).toBeGreaterThan(0);
  }, 120_000);

  it('finds on 3×3 boards of three letters exactly the boards brute force finds, and resumes a stopped proof to the same result', async () => {
    // The threshold: the tenth best score (some boards above it, most below).
    const letters = ['A', 'E', 'T'];
    const scores = bruteForce(3, 3, letters, 1).map((line) => Number(line.split(' ')[0])).sort((a, b) => b - a);
    const threshold = scores[9]!;
    const expected = bruteForce(3, 3, letters, threshold);
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(scores.length / 10);
    const o = { rows: 3, cols: 3, threshold, buckets: ['AE', 'T'], classesPerTask: 8 };
    const whole = await proveBoards(pool, 'sowpods', engine, o);
    expect(proved(whole)).toEqual(expected);
    expect(whole.certificate.split).toBeGreaterThan(0);
    // Forcing by walking the tree instead of merging it: the same boards, and no fewer parts split (a looser bound).
    const walked = await proveBoards(pool, 'sowpods', engine, { ...o, mergeLevels: 0, mergeAbove: 2 ** 32 - 1 });
    expect(proved(walked)).toEqual(expected);
    expect(walked.certificate.split).toBeGreaterThanOrEqual(whole.certificate.split);
    // A sample (every 4th task): never complete, only boards of the whole proof.
    const sample = await proveBoards(pool, 'sowpods', engine, { ...o, every: 4 });
    expect(sample.certificate.tasksDone).toBe(Math.ceil(whole.certificate.tasks / 4));
    expect(sample.certificate.complete).toBe(false);
    expect(sample.certificate.canonicalClasses).toBeLessThan(whole.certificate.canonicalClasses);
    for (const b of proved(sample)) expect(expected).toContain(b);
    // Stopped after a few tasks, then resumed from the checkpoint.
    const file = join(tempDir('prove'), 'proof.jsonl');
    const stop = new AbortController();
    let seen = 0;
    const first = await proveBoards(pool, 'sowpods', engine, { ...o, checkpoint: file, signal: stop.signal }, () => { if (++seen === 5) stop.abort(); });
    expect(first.interrupted).toBe(true);
    expect(first.certificate.complete).toBe(false);
    // A kill mid-write leaves half a line: it is dropped and that task runs again.
    appendFileSync(file, '{"task": 63, "classes"');
    const again = await proveBoards(pool, 'sowpods', engine, { ...o, checkpoint: file });
    expect(again.resumed).toBe(first.certificate.tasksDone);
    expect(again.certificate).toEqual(whole.certificate);
    expect(proved(again)).toEqual(expected);
    // Another proof's checkpoint is refused, naming the option.
    await expect(proveBoards(pool, 'sowpods', engine, { ...o, threshold: threshold + 1, checkpoint: file })).rejects.toThrow(/threshold/);
  }, 120_000);
});

describe('grid prove (the command)', () => {
  it('proves 2×2 boards as JSON with the certificate, and names a bad flag', () => {
    const dir = tempDir('prove-cli');
    const file = join(dir, 'p.jsonl');
    const r = runCli(['grid', 'prove', '--size', '2x2', '--threshold', '7', '--workers', '1', '--resume', file, '--json']);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/tasks \d+\/\d+/);
    const out = JSON.parse(r.out) as { boards: { score: number; text: string }[]; certificate: { complete: boolean; threshold: number; lexiconChecksum: number } };
    expect(out.certificate.complete).toBe(true);
    expect(out.certificate.threshold).toBe(7);
    expect(out.boards.length).toBeGreaterThan(0);
    for (const b of out.boards) expect(b.score).toBeGreaterThanOrEqual(7);
    // The same file again: every task comes from the checkpoint, the same boards.
    const again = runCli(['grid', 'prove', '--size', '2x2', '--threshold', '7', '--workers', '1', '--resume', file, '--json']);
    expect(again.code, again.err).toBe(0);
    const out2 = JSON.parse(again.out) as typeof out & { resumedTasks: number };
    expect(out2.boards).toEqual(out.boards);
    expect(out2.resumedTasks).toBeGreaterThan(0);
    const bad = runCli(['grid', 'prove', '--size', '3by3', '--threshold', '7']);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/--size/);
    const help = runCli(['grid', 'prove', '--help']);
    expect(help.out).toMatch(/--resume FILE/);
  }, 120_000);
});
