// Two builds of verbivore side by side in one process, on the mid-game corpus: best by score and
// best by equity (built-in leaves, exchanges and the pass), each build's pass in turn, CPU time,
// the best pass kept. On a shared machine only such ratios, measured seconds apart, say whether
// a change made the search faster.
// Run: BUILDS=OLD_DIR,NEW_DIR npm run bench -- builds   (each DIR holds dist/ and build/ of one
// build, e.g. a copy taken before the change, with lexicons/ and node_modules/ beside them)

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packageRoot } from '../src/paths.js';

interface Build {
  dir: string;
  search: (kind: 'score' | 'equity') => number;
  nodes: number;
  equity: number;
  best: { score: number; equity: number };
}

export async function buildsBench(dirs = (process.env.BUILDS ?? '').split(',').filter(Boolean), passes = 15): Promise<void> {
  if (dirs.length !== 2) {
    console.log('builds: set BUILDS=OLD_DIR,NEW_DIR (two builds, each a folder with dist/ and build/)');
    return;
  }
  const lines = readFileSync(join(packageRoot, 'test', 'fixtures', 'scrabble', 'midgame-corpus.cgp'), 'utf8').trim().split('\n');
  const builds: Build[] = [];
  for (const dir of dirs.map((d) => resolve(d))) builds.push(await load(dir, lines));
  const cpu = () => {
    const u = process.cpuUsage();
    return u.user + u.system;
  };
  for (let r = 0; r < passes; r++) {
    for (const b of r % 2 ? [...builds].reverse() : builds) {
      for (const kind of ['score', 'equity'] as const) {
        const t0 = cpu();
        b.search(kind);
        b.best[kind] = Math.min(b.best[kind], (cpu() - t0) / lines.length);
      }
    }
  }
  for (const b of builds) {
    console.log(`${b.dir}: best by score ${b.best.score.toFixed(1)} µs, by equity ${b.best.equity.toFixed(1)} µs a position (load + search, CPU); ` +
      `equity nodes ${b.nodes.toFixed(0)}, Σ best equity ${b.equity.toFixed(2)}`);
  }
  const [a, b] = builds as [Build, Build];
  console.log(`ratio second / first: by score ${(b.best.score / a.best.score).toFixed(3)}, by equity ${(b.best.equity / a.best.equity).toFixed(3)}`);
  if (a.equity.toFixed(2) !== b.equity.toFixed(2)) console.log('MISMATCH: the builds find different best plays');
}

/** One build's modules (its own copy of every module, its own core) and its corpus searches. */
async function load(dir: string, lines: string[]): Promise<Build> {
  const from = (path: string) => import(join(dir, 'dist', 'src', path));
  await from('platform/node.js');
  const { Engine } = await from('engine.js');
  const { MovegenSearcher } = await from('game/index.js');
  const { resolveLeaves } = await from('leaves/store.js');
  const { ensureLexicon } = await from('lexicon/store.js');
  const { loadRuleset } = await from('rules/index.js');
  const { readCgp } = await from('scrabble/position/index.js');
  const rules = loadRuleset('english');
  const searcher = new MovegenSearcher(new Engine(await ensureLexicon('sowpods')), rules);
  const leaves = resolveLeaves('builtin', rules);
  const corpus = lines.map((l) => readCgp(l, rules.alphabet));
  const equityOptions = { top: 1, exchangeLimit: 7, pass: true };
  const search = (kind: 'score' | 'equity') => {
    let total = 0;
    for (const p of corpus) {
      searcher.load(p.board);
      total += kind === 'score' ? searcher.byScore(p.racks[0], { top: 1 }).score(0) : searcher.byEquity(p.racks[0], leaves, equityOptions).moves[0].equity;
    }
    return total;
  };
  // Warm up past the searches after which the arc layout and the bingo index are built.
  for (let k = 0; k < 3; k++) search('score');
  let nodes = 0;
  for (const p of corpus) {
    searcher.load(p.board);
    searcher.byEquity(p.racks[0], leaves, equityOptions);
    nodes += searcher.nodesWalked;
  }
  return { dir, search, nodes: nodes / corpus.length, equity: search('equity'), best: { score: Infinity, equity: Infinity } };
}
