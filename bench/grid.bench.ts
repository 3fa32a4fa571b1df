// Grid search benchmarks on SOWPODS: boards/s for random 4×4 and 5×5 boards (uniform a–z with
// q as Qu, and the classic dice), classic Boggle scoring, score-only and word listing, the DAWG
// layout against an unshared trie, the pool with 1 and 2 workers, and the best-board search.
// Run: npx tsc -p tsconfig.json && node dist/bench/grid.bench.js [--best-seconds S]
//
// The proof sample (docs/proof.md): node dist/bench/grid.bench.js --prove-sample 4x4 --threshold T
// [--classes N] [--seed S] proves N random canonical classes of the default buckets one after the
// other on this thread and extrapolates the CPU time of the whole proof (canonical classes ≈
// classes / symmetries).
//
// Boards are generated before timing with a fixed seed; each row's checksum is the total score
// of the boards it scored, identical across runs and machines.

import { seededRandom } from '../src/random.js';
import { availableParallelism, loadavg } from 'node:os';
import { Engine } from '../src/engine.js';
import { errors, VerbivoreError } from '../src/errors.js';
import { packBoards, scoreBatch, scoreBatchPool, type BoardBatch } from '../src/grid/batch.js';
import { searchBestBoard } from '../src/grid/best.js';
import { makeBoard } from '../src/grid/board.js';
import { bucketTokens, classDigits, defaultBuckets, defaultMergeAbove, defaultMergeLevels, isCanonicalClass, parseSize, splitOrder, symmetries } from '../src/grid/prove/classes.js';
import { proverOf } from '../src/grid/prove/core.js';
import { FLAG_DEDUP, GridCore } from '../src/grid/core.js';
import { buildGridLayout, gridLayoutOf } from '../src/grid/layout.js';
import { cellSource, type Distribution } from '../src/grid/random.js';
import { pointsByLength, scoringTable } from '../src/grid/scoring.js';
import { findWords, scoreBoard } from '../src/grid/search.js';
import { tileBoard, tileToken } from '../src/grid/tiles.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { EnginePool } from '../src/pool/pool.js';
import { type BenchCase, type BenchRow, printTable, runBench } from './report.js';

const LEXICON = 'sowpods';
const BATCH = 4000;

function batchOf(engine: Engine, size: number, distribution: Distribution, count: number, seed: number): BoardBatch {
  const shape = makeBoard(Array(size * size).fill('A'), 'king', { cols: size });
  const source = cellSource(engine.alphabet, distribution, size * size);
  const random = seededRandom(seed);
  return packBoards(shape, Array.from({ length: count }, () => source.board(random)));
}

function total(scores: Uint32Array): number {
  let t = 0;
  for (let k = 0; k < scores.length; k += 2) t += scores[k]!;
  return t;
}

export async function gridBench(bestSeconds = 60): Promise<void> {
  const lexicon = await ensureLexicon(LEXICON);
  const engine = new Engine(lexicon);
  const layout = gridLayoutOf(lexicon);
  const trie = buildGridLayout(lexicon.entries, { shared: false });
  // This machine is shared: say how loaded it was, since that moves every figure below.
  console.log(`\nload average at start: ${loadavg().map((x) => x.toFixed(2)).join(' ')} on ${availableParallelism()} cores`);
  console.log(`grid layout of ${LEXICON}: DAWG ${layout.recordCount.toLocaleString('en')} records × 16 B = ` +
    `${(layout.records.byteLength / 1e6).toFixed(2)} MB (+ ${(layout.wordCount / 1e6).toFixed(2)} MB u8 stamps), built in ` +
    `${layout.buildMs.toFixed(0)} ms; unshared trie ${trie.recordCount.toLocaleString('en')} records = ${(trie.records.byteLength / 1e6).toFixed(2)} MB`);

  // Score only: one call scores BATCH boards inside the core.
  const cases: BenchCase[] = [];
  for (const [size, distribution] of [[4, 'uniform'], [4, 'dice'], [5, 'uniform'], [5, 'dice']] as const) {
    const batch = batchOf(engine, size, distribution, BATCH, 1);
    let sum = 0;
    cases.push({
      name: `${size}×${size} ${distribution}, score only (${BATCH} boards per call)`,
      items: BATCH,
      fn: () => { sum = total(scoreBatch(engine, batch)); },
      checksum: () => `Σscore ${sum}`,
    });
  }
  // The same 4×4 uniform boards on the unshared trie (same kernel, same records, 3× the bytes).
  {
    const trieEngine = new Engine(lexicon);
    const core = new GridCore(trieEngine, trie);
    const batch = batchOf(engine, 4, 'uniform', BATCH, 1);
    core.loadBoard(tileBoard(batch.shape, engine.alphabet));
    const query = { flags: FLAG_DEDUP, minLetters: 3, minCells: 1, covered: 0n, points: pointsByLength(scoringTable('boggle')) };
    const tokens = batch.tokens.map((t) => tileToken(engine.alphabet, t, t));
    let sum = 0;
    cases.push({
      name: `4×4 uniform, score only, unshared trie layout`,
      items: BATCH,
      fn: () => {
        core.prepareBatch(query, tokens);
        sum = total(core.scorePrepared(batch.ids, batch.count).scores);
      },
      checksum: () => `Σscore ${sum}`,
    });
  }
  // Listing: every word with its path, as strings, board by board.
  for (const [size, distribution] of [[4, 'uniform'], [4, 'dice'], [5, 'dice']] as const) {
    const n = 200;
    const batch = batchOf(engine, size, distribution, n, 2);
    const boards = Array.from({ length: n }, (_, k) => ({ ...batch.shape, cells: Array.from(batch.ids.subarray(k * size * size, (k + 1) * size * size), (id) => batch.tokens[id]!) }));
    let words = 0, sum = 0;
    cases.push({
      name: `${size}×${size} ${distribution}, list all words (${n} boards per call)`,
      items: n,
      fn: () => {
        words = 0;
        sum = 0;
        for (const b of boards) {
          const r = findWords(engine, b);
          words += r.count;
          sum += r.score;
        }
      },
      checksum: () => `${words} words, Σscore ${sum}`,
    });
  }
  // A "good" board, the worst case: the best 4×4 board the annealer finds on SOWPODS.
  {
    const good = makeBoard('SERSPATGLINESERS'.split(''), 'king', { cols: 4 });
    let score = 0, words = 0;
    cases.push({
      name: 'SERS/PATG/LINE/SERS (a best board), score only',
      fn: () => { score = scoreBoard(engine, good).score; },
      checksum: () => `score ${score}`,
    });
    cases.push({
      name: 'SERS/PATG/LINE/SERS, list all words',
      fn: () => { words = findWords(engine, good).count; },
      checksum: () => `${words} words`,
    });
  }
  await runBench(`grid search (${LEXICON}, boggle scoring, king moves)`, cases);

  // The pool: 40,000 4×4 uniform boards per call, in chunks of 4,000. The 1- and 2-worker
  // pools run alternately, best of 8 each, so a burst of load from other processes on this
  // shared machine does not land on one side only.
  const pools = [new EnginePool(1), new EnginePool(2)];
  const big = batchOf(engine, 4, 'uniform', 40_000, 3);
  for (const pool of pools) await scoreBatchPool(pool, LEXICON, batchOf(engine, 4, 'uniform', 10_000 * pool.workers, 4), {}, 2000);
  const bestMs = [Infinity, Infinity];
  let poolSum = 0;
  for (let round = 0; round < 8; round++) {
    for (const [i, pool] of pools.entries()) {
      const t0 = performance.now();
      poolSum = total(await scoreBatchPool(pool, LEXICON, big, {}, 4000));
      bestMs[i] = Math.min(bestMs[i]!, performance.now() - t0);
    }
  }
  for (const p of pools) await p.close();
  printTable('grid search through the pool (best of 8 alternating runs)', pools.map((pool, i): BenchRow => ({
    name: `pool, ${pool.workers} worker${pool.workers > 1 ? 's' : ''}: 4×4 uniform, score only (40,000 boards per call)`,
    medianUs: bestMs[i]! * 1000, callsPerSecond: 1000 / bestMs[i]!, itemsPerSecond: (big.count * 1000) / bestMs[i]!,
    samples: 8, checksum: `Σscore ${poolSum}`,
  })));
  console.log(`\n2 workers / 1 worker: ${(bestMs[0]! / bestMs[1]!).toFixed(2)}×`);

  // Best-board search: simulated annealing on 2 workers, uniform letters, classic scoring.
  if (bestSeconds > 0) {
    const pool = new EnginePool(2);
    let firstOver4000: number | undefined;
    const found = await searchBestBoard(pool, LEXICON, { size: 4, distribution: 'uniform', seconds: bestSeconds, seed: 1 }, (p) => {
      if (firstOver4000 === undefined && p.best.score > 4000) firstOver4000 = p.elapsed;
    });
    await pool.close();
    console.log(`\n### best-board search (4×4, uniform, boggle scoring, 2 workers, ${bestSeconds} s)\n`);
    console.log(`best ${found.best.score} points: ${found.best.text} after ${found.evaluations.toLocaleString('en')} boards; ` +
      `first board over 4,000 points after ${firstOver4000 === undefined ? 'never' : `${firstOver4000.toFixed(1)} s`}`);
  }
}

/** CPU seconds per canonical class of a proof, on a seeded sample, and the whole proof extrapolated. */
export async function proveSample(size: string, threshold: number, classes = 20, seed = 1): Promise<void> {
  const engine = new Engine(await ensureLexicon(LEXICON));
  const { rows, cols } = parseSize(size);
  const cells = rows * cols;
  const buckets = defaultBuckets(rows, cols);
  const { tokens, masks } = bucketTokens(buckets);
  const prover = proverOf(engine);
  prover.setShape({ rows, cols, tokens, scoring: 'boggle' });
  const syms = symmetries(rows, cols), order = splitOrder(rows, cols);
  const total = buckets.length ** cells;
  const random = seededRandom(seed);
  console.log(`\nload average at start: ${loadavg().map((x) => x.toFixed(2)).join(' ')} on ${availableParallelism()} cores`);
  let cpu = 0, nodes = 0, maxNodes = 0, split = 0, discarded = 0, scored = 0, done = 0;
  while (done < classes) {
    const digits = classDigits(Math.floor(random() * total), cells, buckets.length);
    if (!isCanonicalClass(digits, syms)) continue;
    // The driver's defaults: the first cells merged, and parts bounded at 1.5× the threshold or more.
    prover.setClass(digits.map((d) => masks[d]!), order, threshold, 1, defaultMergeLevels(rows, cols), defaultMergeAbove(threshold));
    const c0 = process.cpuUsage();
    const r = prover.prove();
    const c = process.cpuUsage(c0);
    cpu += (c.user + c.system) / 1e6;
    nodes += r.treeNodes;
    maxNodes = Math.max(maxNodes, r.treeNodes);
    split += r.split;
    discarded += r.discarded;
    scored += r.scored;
    done++;
  }
  const canonical = total / syms.length;
  console.log(`${size} sowpods, threshold ${threshold}, buckets ${buckets.join(' ')}: ${done} random canonical classes (seed ${seed}), ` +
    `${(cpu / done).toFixed(3)} CPU s per class, tree ${Math.round(nodes / done).toLocaleString('en')} nodes on average ` +
    `(largest ${maxNodes.toLocaleString('en')}), ${split.toLocaleString('en')} split, ${discarded.toLocaleString('en')} discarded, ${scored.toLocaleString('en')} scored`);
  console.log(`whole proof: ≈ ${Math.round(canonical).toLocaleString('en')} canonical classes × ${(cpu / done).toFixed(3)} s = ` +
    `${((canonical * cpu) / done / 3600).toLocaleString('en', { maximumFractionDigits: 1 })} CPU-hours`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => { const at = process.argv.indexOf(name); return at > 0 ? process.argv[at + 1] : undefined; };
  /** A whole-number flag, or one clear line and exit status 2 (no stack trace). */
  const whole = (name: string, fallback: number, least: number): number => {
    const text = arg(name);
    const n = text === undefined ? fallback : Number(text);
    if (!Number.isInteger(n) || n < least) throw errors.usage(`${name} must be a whole number ≥ ${least}, got "${text}"`);
    return n;
  };
  try {
    const sample = arg('--prove-sample');
    if (sample) await proveSample(sample, whole('--threshold', 1, 1), whole('--classes', 20, 1), whole('--seed', 1, 0));
    else await gridBench(whole('--best-seconds', 60, 1));
  } catch (e) {
    if (!(e instanceof VerbivoreError)) throw e;
    console.error(`grid bench: ${e.message}`);
    process.exitCode = e.exitCode;
  }
}
