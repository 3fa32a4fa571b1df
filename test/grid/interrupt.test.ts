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
