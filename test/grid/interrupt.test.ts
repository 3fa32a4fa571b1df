// Ctrl-C in `grid best`: the best board so far on stdout, exit status 130, long before --seconds.

import { spawn, spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { cliMain } from '../helpers.js';


it('SIGINT after the first progress line prints the best board so far and exits 130', async () => {
  const child = spawn(process.execPath, [cliMain, 'grid', 'best', '--seconds', '120', '--workers', '1', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '', err = '';
  child.stdout.on('data', (d) => (out += d));
  const t0 = Date.now();
  const interruptedAt = await new Promise<number>((resolve) => {
    child.stderr.on('data', (d) => {
      err += d;
      // One progress line: a slice finished, so there is a best board.
      if (/best\s+[\d,]+\s+\S+\/\S+/.test(err) && !child.killed) {
        child.kill('SIGINT');
        resolve(Date.now());
      }
    });
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  expect(code, err).toBe(130);
  expect(Date.now() - interruptedAt).toBeLessThan(20_000);
  const found = JSON.parse(out);
  expect(found).toMatchObject({ interrupted: true, workers: 1 });
  expect(found.seconds).toBeLessThan(60);
  expect(Date.now() - t0).toBeLessThan(60_000);
  // The board printed is scored as printed: the grid command finds the same total.
  const check = spawnSync(process.execPath, [cliMain, 'grid', '--board', found.board, '--json'], { encoding: 'utf8' });
  expect(JSON.parse(check.stdout)).toMatchObject({ score: found.score, count: found.count });
});

it('SIGINT at any moment, even while the command loads, prints the best board and exits 130 (five runs)', async () => {
  // The preload says when the process runs JS; Ctrl-C then comes before the lexicon and the pool
  // are ready (the command's module alone takes a second to load on a busy machine), or at 2 s.
  const started = `data:text/javascript,${encodeURIComponent("process.stderr.write('started\\n')")}`;
  for (const delay of [300, 300, 300, 2000, 2000]) {
    const child = spawn(process.execPath, ['--import', started, cliMain, 'grid', 'best', '--size', '4', '--seconds', '30'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => {
      if (!err) setTimeout(() => child.kill('SIGINT'), delay);
      err += d;
    });
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('close', (c, s) => resolve([c, s])));
    expect({ code, signal }, `SIGINT ${delay} ms after start: ${err} ${out}`).toEqual({ code: 130, signal: null });
    expect(out).toMatch(/^(  \S+( +\S+){3} *\n){4}[\d,]+ points, [\d,]+ words .* \(interrupted\)\nlongest: /);
  }
}, 120_000);
