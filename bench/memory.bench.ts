// Memory of a worker pool with SOWPODS: the process's resident set (RSS) with 1, 2 and 4
// workers, once the workers are up (their modules loaded, no lexicon yet), after a batch of Scrabble positions (top 20 each, as
// `verbivore moves --batch`) and after a batch of grid boards. Workers share the main thread's
// lexicon memory (src/pool/lexicons.ts), so a worker should add its JS heap and its contexts,
// not a lexicon and its layouts.
// Run: npm run bench -- memory   (each pool runs in a fresh child process)

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packBoards, scoreBatchPool } from '../src/grid/batch.js';
import { makeBoard } from '../src/grid/board.js';
import { cellSource } from '../src/grid/random.js';
import { Engine } from '../src/engine.js';
import { ensureLexicon, loadLexicon } from '../src/lexicon/store.js';
import { EnginePool } from '../src/pool/pool.js';
import { MEM_TOP, MEMORY_HEADER_AT } from '../src/wasm/contract.js';
import { seededRandom } from '../src/random.js';
import type { Analysis } from '../src/game/analyse.js';
import { benchPositions } from './scrabble.bench.js';

const POSITIONS = 1000;
const BOARDS = 40_000;

interface Sample { phase: string; rssMb: number; heapMb: number; lexiconMb: number; checksum: string }

const mb = (bytes: number) => bytes / 2 ** 20;

/** In a child process: one pool of `workers`, RSS after each phase, as JSON on stdout. */
async function child(workers: number, cgpFile: string): Promise<void> {
  const samples: Sample[] = [];
  const lexicon = loadLexicon('sowpods', 'threads');
  const note = (phase: string, checksum = '') => {
    const m = process.memoryUsage();
    // What the lexicon memory holds: the file, then everything allocated in it (layouts, contexts).
    const top = new Uint32Array(lexicon.memory.buffer)[(MEMORY_HEADER_AT + MEM_TOP) / 4]!;
    samples.push({ phase, rssMb: mb(m.rss), heapMb: mb(m.heapUsed), lexiconMb: mb(top), checksum });
  };
  const pool = new EnginePool(workers);
  // Every worker up with the task modules loaded (a task kind that does not exist fails at once).
  await Promise.all(Array.from({ length: workers * 8 }, () => pool.run('none' as 'anagram', 'sowpods', { letters: '' }).catch(() => undefined)));
  note('workers started, no task run');
  const payloads = readFileSync(cgpFile, 'utf8').split('\n').filter(Boolean).map((cgp) => ({ ruleset: 'english', cgp, top: 20, force: true }));
  let total = 0;
  for await (const r of pool.map('scrabbleAnalysis', 'sowpods', payloads, { batch: 16 })) total += r.value?.moves[0]?.score ?? 0;
  note(`after ${POSITIONS.toLocaleString('en')} Scrabble positions`, `Σbest ${total}`);
  const source = cellSource(lexicon.alphabet, 'uniform', 16);
  const random = seededRandom(3);
  const batch = packBoards(makeBoard(Array(16).fill('A'), 'king', { cols: 4 }), Array.from({ length: BOARDS }, () => source.board(random)));
  const scores = await scoreBatchPool(pool, 'sowpods', batch, {}, 4000);
  let sum = 0;
  for (let k = 0; k < scores.length; k += 2) sum += scores[k]!;
  note(`after ${BOARDS.toLocaleString('en')} grid boards`, `Σscore ${sum}`);
  await pool.close();
  process.stdout.write(JSON.stringify(samples));
}

export async function memoryBench(workerCounts = [1, 2, 4]): Promise<void> {
  const engine = new Engine(await ensureLexicon('sowpods'));
  const dir = mkdtempSync(join(tmpdir(), 'verbivore-memory-'));
  try {
    const cgpFile = join(dir, 'positions.cgp');
    writeFileSync(cgpFile, benchPositions(engine, POSITIONS).join('\n'));
    const runs = workerCounts.map((w) => ({
      workers: w,
      samples: JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', String(w), cgpFile], { encoding: 'utf8', maxBuffer: 1 << 20 })) as Sample[],
    }));
    console.log('\n### pool memory (sowpods): resident set of the whole process\n');
    console.log('| workers | after | RSS MB | main thread heap MB | lexicon memory in use MB | checksum |');
    console.log('|---:|---|---:|---:|---:|---|');
    for (const { workers, samples } of runs) {
      for (const s of samples) console.log(`| ${workers} | ${s.phase} | ${s.rssMb.toFixed(1)} | ${s.heapMb.toFixed(1)} | ${s.lexiconMb.toFixed(1)} | ${s.checksum} |`);
    }
    console.log(`\nNode ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
    const at = (w: number, i: number) => runs.find((r) => r.workers === w)!.samples.at(i)!;
    for (const w of workerCounts.slice(1)) {
      const extra = (i: number, key: 'rssMb' | 'lexiconMb') => ((at(w, i)[key] - at(1, i)[key]) / (w - 1)).toFixed(1);
      console.log(`per extra worker (${w} vs 1): RSS +${extra(0, 'rssMb')} MB started, +${extra(-1, 'rssMb')} MB after both batches, ` +
        `of which +${extra(-1, 'lexiconMb')} MB in the lexicon memory (its contexts and regions)`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--child');
  if (at > 0) await child(Number(process.argv[at + 1]), process.argv[at + 2]!);
  else await memoryBench();
}
