// Scrabble move generation on the named positions (SOWPODS, English rules), and a
// batch of positions through the worker pool.
// Run: npm run bench -- scrabble   (or: npx tsc -p tsconfig.json && node dist/bench/scrabble.bench.js)
//
// Per position, each call loads the board (cross sets) and then:
//   "all, core"        generates every play into packed records (no ranking);
//   "all, sorted"      the library's list of every play, ranked (MoveList: records ranked in the
//                      core, decoded only when read) — what the "all moves sorted" target means;
//   "all, objects"     the same list decoded into one object per play (generateMoves);
//   "best only"        the pruned best-only search, its one move decoded.
// The corpus case runs the 272 mid-game positions of test/fixtures/scrabble/midgame-corpus.cgp
// (turns 4–20 of seeded top-3 self-play) through the game's Searcher, each call all of
// them (load the board, then search): every play sorted, best by score, best by equity with the
// built-in table (exchanges and the pass considered), and the same on the positions whose best
// play is a bingo. The pool case runs 1,000 seeded reachable positions (CGP) as
// `scrabbleAnalysis` tasks (the 20 best plays each) with 1 and 2 workers; the CLI case 10,000
// through `verbivore moves --batch` end to end (JSON out), 1 and 2 workers.

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { english } from '../src/alphabet/index.js';
import { Engine } from '../src/engine.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { EnginePool } from '../src/pool/pool.js';
import { loadRuleset, compileRuleset, englishRuleset } from '../src/rules/index.js';
import type { Analysis } from '../src/game/analyse.js';
import { MovegenSearcher } from '../src/game/searcher.js';
import { resolveLeaves } from '../src/leaves/store.js';
import { packageRoot } from '../src/paths.js';
import { bingoIndexReady, bingoWords, WORD_MAP_MIN_LENGTH } from '../src/scrabble/bingos.js';
import { listMoves, moveGenerator, type MovegenBoard, type PlaceMove, rackCounts } from '../src/scrabble/movegen.js';
import { emptyPosition, readCgp, writeCgp } from '../src/scrabble/position/index.js';
import { seededRandom as rng } from '../src/random.js';
import { type BenchCase, type BenchRow, printTable, runBench } from './report.js';

const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15';

/** The named positions, the corpus, then (unless `pool` is false) the pool and CLI batches. */
export async function scrabbleBench(options: { pool?: boolean } = {}): Promise<void> {
  console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (${availableParallelism()} cores)`);
  const engine = new Engine(await ensureLexicon('sowpods'));
  const rules = compileRuleset(englishRuleset());
  const board = (tiles: Uint8Array): MovegenBoard => ({
    rows: 15, cols: 15, board: tiles, premiumLetter: rules.premiumLetter, premiumWord: rules.premiumWord,
    tileValue: rules.tileValue, rackSize: 7, bingoBonus: 50, scoring: 'standard', start: [7, 7],
  });
  const boxen = board(readCgp(`${BOXEN} ARTHOU?/ 0/0 0`, english).board);
  const empty = board(new Uint8Array(225));
  const generator = moveGenerator(engine);
  // A process builds its word map (src/scrabble/bingos.ts) after its first ranked searches.
  const t0 = performance.now();
  while (!bingoIndexReady(engine, WORD_MAP_MIN_LENGTH, 15)) { /* counts ranked searches, then builds */ }
  let words = 0;
  for (let len = WORD_MAP_MIN_LENGTH; len <= 15; len++) words += bingoWords(engine, len)!.tiles.length / len;
  console.log(`word map of SOWPODS' words of ${WORD_MAP_MIN_LENGTH} to 15 tiles (once per process): ${words} words, built in ${(performance.now() - t0).toFixed(0)} ms`);

  const cases: BenchCase[] = [];
  const positions: [string, MovegenBoard, string][] = [
    ['BOXEN ARTHOU?', boxen, 'ARTHOU?'],
    ['BOXEN ARTHOUS', boxen, 'ARTHOUS'],
    ['empty ?SATIRE', empty, '?SATIRE'],
    ['empty RETAINS', empty, 'RETAINS'],
  ];
  for (const [name, b, rackText] of positions) {
    const rack = english.parseRack(rackText);
    const counts = rackCounts(rack, english.size);
    let moves = 0;
    cases.push({
      name: `${name}: all, core`,
      fn: () => {
        generator.setBoard(b);
        moves = generator.records(counts, b, 0).count;
      },
      checksum: () => `${moves} moves`,
    });
    let sorted = { length: 0, first: '', total: 0 };
    cases.push({
      name: `${name}: all, sorted`,
      fn: () => {
        generator.setBoard(b);
        const list = generator.list(rack);
        sorted = { length: list.length, first: '', total: 0 };
        return list;
      },
      checksum: () => {
        generator.setBoard(b);
        const list = generator.list(rack);
        let total = 0;
        for (let i = 0; i < list.length; i++) total += list.score(i);
        const m = list.get(0) as PlaceMove;
        return `${sorted.length} moves, Σscore ${total}, first ${m.row + 1},${m.col + 1} ${english.render(m.word)} ${m.score}`;
      },
    });
    let objects = 0;
    cases.push({
      name: `${name}: all, objects`,
      fn: () => {
        objects = listMoves(engine, b, rack).toArray().length;
      },
      checksum: () => `${objects} moves`,
    });
    let best = '';
    cases.push({
      name: `${name}: best only`,
      fn: () => {
        generator.setBoard(b);
        const m = generator.list(rack, { mode: 'best' }).get(0) as PlaceMove;
        best = `${english.render(m.word)} ${m.score}`;
      },
      checksum: () => `best ${best}`,
    });
  }
  await runBench('scrabble move generation (sowpods, english)', cases);
  await corpusBench(engine);
  if (options.pool ?? true) {
    await poolBench(engine);
    cliBatchBench(engine);
  }
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

/**
 * The mid-game corpus through the game's Searcher (load, then search), all positions per call;
 * then the positions whose best play is a bingo. Prints each case's mean per position and, on
 * the bingo positions, best-only over all plays.
 */
export async function corpusBench(engine: Engine): Promise<void> {
  const rules = loadRuleset('english');
  const searcher = new MovegenSearcher(engine, rules);
  const leaves = resolveLeaves('builtin', rules)!;
  const corpus = readFileSync(join(packageRoot, 'test', 'fixtures', 'scrabble', 'midgame-corpus.cgp'), 'utf8')
    .trim().split('\n').map((line) => readCgp(line, rules.alphabet));
  const bingos = corpus.filter((p) => {
    searcher.load(p.board);
    const best = searcher.byScore(p.racks[0], { top: 1 });
    return best.length > 0 && best.get(0).leave.length === 0 && p.racks[0].length === 7;
  });
  // The work, deterministically: squares the GADDAG walk read per position (ScrabbleContext.nodes).
  for (const [set, positions] of [['corpus', corpus], ['bingo positions', bingos]] as const) {
    const n = corpusNodes(searcher, leaves, positions);
    console.log(`${set}: nodes walked per position: best by score ${n.score.toFixed(1)}, best by equity ${n.equity.toFixed(1)}`);
  }
  const means: Record<string, number> = {};
  for (const [set, positions] of [['corpus', corpus], ['bingo positions', bingos]] as const) {
    let plays = 0, bestTotal = 0, equityTotal = 0;
    const rows = await runBench(`${set} (${positions.length} positions per call; items/s = positions/s)`, [
      {
        name: `${set}: every play, sorted`, items: positions.length,
        fn: () => {
          plays = 0;
          for (const p of positions) {
            searcher.load(p.board);
            plays += searcher.byScore(p.racks[0]).length;
          }
        },
        checksum: () => `${plays} plays`,
      },
      {
        name: `${set}: best by score`, items: positions.length,
        fn: () => {
          bestTotal = 0;
          for (const p of positions) {
            searcher.load(p.board);
            bestTotal += searcher.byScore(p.racks[0], { top: 1 }).score(0);
          }
        },
        checksum: () => `Σbest ${bestTotal}`,
      },
      {
        name: `${set}: best by equity (built-in leaves)`, items: positions.length,
        fn: () => {
          equityTotal = 0;
          for (const p of positions) {
            searcher.load(p.board);
            equityTotal += searcher.byEquity(p.racks[0], leaves, { top: 1, exchangeLimit: 7, pass: true }).moves[0]!.equity;
          }
        },
        checksum: () => `Σequity ${equityTotal.toFixed(2)}`,
      },
    ], { time: 3000, iterations: 5 });
    for (const r of rows) means[r.name] = r.medianUs / positions.length;
  }
  console.log('\nper position (mean): ' + Object.entries(means).map(([name, us]) => `${name} ${us.toFixed(1)} µs`).join('; '));
  const ratio = (kind: string) => means[`bingo positions: ${kind}`]! / means['bingo positions: every play, sorted']!;
  console.log(`bingo positions, best-only / every play sorted: by score ${ratio('best by score').toFixed(3)}, by equity ${ratio('best by equity (built-in leaves)').toFixed(3)}`);
}

/** Mean squares walked per position by best-only searches by score and by equity (as corpusBench searches). */
export function corpusNodes(searcher: MovegenSearcher, leaves: NonNullable<ReturnType<typeof resolveLeaves>>,
  positions: ReturnType<typeof readCgp>[]): { score: number; equity: number } {
  let score = 0, equity = 0;
  for (const p of positions) {
    searcher.load(p.board);
    searcher.byScore(p.racks[0], { top: 1 });
    score += searcher.nodesWalked;
    searcher.byEquity(p.racks[0], leaves, { top: 1, exchangeLimit: 7, pass: true });
    equity += searcher.nodesWalked;
  }
  return { score: score / positions.length, equity: equity / positions.length };
}

/**
 * `count` positions of seeded random games (each turn a random legal play of a full rack,
 * games restarting every 20 turns), as CGP lines with the rack of the player on turn.
 */
export function benchPositions(engine: Engine, count: number, seed = 7): string[] {
  const rules = compileRuleset(englishRuleset());
  const r = rng(seed);
  const out: string[] = [];
  let pos = emptyPosition(15, 15);
  let bag: number[] = [];
  let turns = 0;
  const draw = (n: number) => {
    const tiles: number[] = [];
    while (tiles.length < n && bag.length) tiles.push(bag.splice(Math.floor(r() * bag.length), 1)[0]!);
    return tiles;
  };
  while (out.length < count) {
    if (turns === 0) {
      pos = emptyPosition(15, 15);
      bag = [];
      rules.tileCount.forEach((n, t) => { for (let k = 0; k < n; k++) bag.push(t); });
    }
    const rack = draw(7);
    pos.racks = [Uint8Array.from(rack), new Uint8Array(0)];
    out.push(writeCgp(pos, english));
    const list = listMoves(engine, { ...benchBoard(rules), board: pos.board }, rack);
    if (list.length) {
      const m = list.get(Math.floor(r() * list.length)) as PlaceMove;
      m.tiles.forEach((t, i) => {
        if (t) pos.board[m.dir === 'across' ? m.row * 15 + m.col + i : (m.row + i) * 15 + m.col] = t;
      });
      for (const t of m.tiles) if (t) rack.splice(rack.indexOf(t & 0x80 ? 0 : t), 1);
    }
    bag.push(...rack);
    turns = (turns + 1) % 20;
    if (bag.length < 7) turns = 0;
  }
  return out;
}

function benchBoard(rules: ReturnType<typeof compileRuleset>): MovegenBoard {
  return {
    rows: 15, cols: 15, board: new Uint8Array(225), premiumLetter: rules.premiumLetter, premiumWord: rules.premiumWord,
    tileValue: rules.tileValue, rackSize: 7, bingoBonus: 50, scoring: 'standard', start: [7, 7],
  };
}

/**
 * 1,000 positions through the pool with 1 and 2 workers, one position per message and in
 * batches of BATCH: positions/s and the speed-up. Both pools stay up and their runs alternate,
 * so that a change in the machine's load falls on both; the speed-up is the median of the
 * ratios of neighbouring runs. The main thread only dispatches and collects.
 */
export async function poolBench(engine: Engine, rounds = 5): Promise<void> {
  const BATCH = 16;
  console.log(`\ncores the machine gives two busy threads now: ${(await coresAvailable(2)).toFixed(2)} (the speed-up of 2 workers cannot exceed it)`);
  const cgps = benchPositions(engine, 1000);
  const payloads = cgps.map((cgp) => ({ ruleset: 'english', cgp, top: 20, force: true }));
  const pools = [new EnginePool(1), new EnginePool(2)];
  try {
    // Warm-up: every worker loads the lexicon and, after 16 ranked searches, its bingo index.
    for (const pool of pools) for await (const _ of pool.map('scrabbleAnalysis', 'sowpods', payloads.slice(0, 40 * pool.workers))) void _;
    const runOnce = async (pool: EnginePool, batch: number) => {
      let total = 0, moves = 0, failed = 0;
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      for await (const r of pool.map('scrabbleAnalysis', 'sowpods', payloads, { batch })) {
        if (r.error) failed++;
        else {
          total += r.value!.moves[0]?.score ?? 0;
          moves += r.value!.moves.length;
        }
      }
      const ms = performance.now() - t0;
      // CPU time of every thread of this process (main and workers) over the wall time: the
      // cores the machine actually gave the run (it is shared; 2 workers need 2 free cores).
      const cpu = process.cpuUsage(cpu0);
      return { ms, cores: (cpu.user + cpu.system) / 1000 / ms, checksum: `${cgps.length} positions, ${failed} failed, ${moves} moves, Σbest ${total}` };
    };
    const rows: BenchRow[] = [];
    for (const batch of [1, BATCH]) {
      const runs: Awaited<ReturnType<typeof runOnce>>[][] = [[], []];
      const ratios: number[] = [];
      for (let round = 0; round < rounds; round++) {
        for (const w of round % 2 ? [1, 0] : [0, 1]) runs[w]!.push(await runOnce(pools[w]!, batch));
        ratios.push(runs[0]![round]!.ms / runs[1]![round]!.ms);
      }
      runs.forEach((r, w) => {
        const median = r.slice().sort((x, y) => x.ms - y.ms)[r.length >> 1]!;
        rows.push({
          name: `pool, ${w + 1} worker${w ? 's' : ''}, ${batch} per message: 1,000 positions, top 20`,
          medianUs: median.ms * 1000, callsPerSecond: 1000 / median.ms, itemsPerSecond: cgps.length / (median.ms / 1000),
          samples: r.length, checksum: `${median.checksum}; ${median.cores.toFixed(2)} cores used`,
        });
      });
      const sorted = ratios.slice().sort((x, y) => x - y);
      console.log(`${batch} per message: 2 workers / 1 worker = ${sorted[sorted.length >> 1]!.toFixed(2)}× (median of ${rounds} neighbouring pairs; range ${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)})`);
    }
    printTable('scrabble analysis batch through the pool (items/s = positions/s)', rows);
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
}

/**
 * 10,000 positions (benchPositions) through `verbivore moves --batch` end to end — a process
 * each run: start, lexicon, pool, the JSON lines written to a file — with 1 and 2 workers,
 * runs alternating; the speed-up is the median ratio of neighbouring runs.
 */
export function cliBatchBench(engine: Engine, rounds = 3): void {
  const file = join(tmpdir(), `verbivore-bench-batch-${process.pid}.cgp`);
  writeFileSync(file, benchPositions(engine, 10_000).join('\n') + '\n');
  const cli = join(packageRoot, 'dist', 'src', 'cli', 'main.js');
  const once = (workers: number) => {
    const t0 = performance.now();
    const out = execFileSync(process.execPath, [cli, 'moves', '--batch', file, '--workers', String(workers)], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
    let best = 0;
    for (const line of out.toString().trim().split('\n')) best += (JSON.parse(line) as { moves: { score: number }[] }).moves[0]?.score ?? 0;
    return { ms: performance.now() - t0, checksum: `Σbest ${best}` };
  };
  const runs: ReturnType<typeof once>[][] = [[], []];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const w of round % 2 ? [1, 0] : [0, 1]) runs[w]!.push(once(w + 1));
    ratios.push(runs[0]![round]!.ms / runs[1]![round]!.ms);
  }
  printTable('verbivore moves --batch, 10,000 positions, end to end (items/s = positions/s)', runs.map((r, w) => {
    const median = r.slice().sort((x, y) => x.ms - y.ms)[r.length >> 1]!;
    return {
      name: `moves --batch, ${w + 1} worker${w ? 's' : ''}`, medianUs: median.ms * 1000, callsPerSecond: 1000 / median.ms,
      itemsPerSecond: 10_000 / (median.ms / 1000), samples: r.length, checksum: median.checksum,
    };
  }));
  const sorted = ratios.slice().sort((x, y) => x - y);
  console.log(`moves --batch: 2 workers / 1 worker = ${sorted[sorted.length >> 1]!.toFixed(2)}× (median of ${rounds} neighbouring pairs; range ${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)})`);
}

/** CPU time over wall time of `threads` threads spinning for half a second: the cores free now. */
async function coresAvailable(threads: number): Promise<number> {
  const spin = `const end = Date.now() + 500; let x = 0; while (Date.now() < end) for (let i = 0; i < 1e5; i++) x += i;
    require('node:worker_threads').parentPort.postMessage(x);`;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: threads }, () => new Promise<void>((done) => {
    const w = new Worker(spin, { eval: true });
    w.once('message', () => void w.terminate().then(() => done()));
  })));
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / 1000 / (performance.now() - t0);
}

if (import.meta.url === `file://${process.argv[1]}`) await scrabbleBench();
