// Ctrl-C while a search command loads (before its lexicon, pool or search thread is ready): the
// search stops as soon as it starts, prints what it has, marked interrupted, and exits 130.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cliMain } from '../helpers.js';
import { packageRoot } from '../../src/paths.js';

const fixture = (name: string, line: number) => readFileSync(join(packageRoot, 'test', 'fixtures', 'endgame', `${name}.cgp`), 'utf8').trim().split('\n')[line]!;
const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15 ARTHOU?/ 0/0 0 lex sowpods;';
// The preload says when the process runs JS; the Ctrl-C comes 300 ms later, while the command loads.
const started = `data:text/javascript,${encodeURIComponent("process.stderr.write('started\\n')")}`;

const cases: [string, string[], RegExp][] = [
  ['sim', ['sim', '--cgp', BOXEN, '--seconds', '60', '--json'], /"interrupted": true/],
  ['endgame', ['endgame', '--cgp', fixture('large', 0), '--seconds', '60', '--json'], /"interrupted": true/],
  ['peg', ['peg', '--cgp', fixture('peg', 3), '--seconds', '60', '--json'], /"interrupted": true/],
];

for (const [name, args, printed] of cases) {
  it(`${name}: SIGINT while the command loads prints the result so far, marked interrupted, and exits 130`, async () => {
    const child = spawn(process.execPath, ['--import', started, cliMain, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => {
      if (!err) setTimeout(() => child.kill('SIGINT'), 300);
      err += d;
    });
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('close', (c, s) => resolve([c, s])));
    expect({ code, signal }, `${err}\n${out}`).toEqual({ code: 130, signal: null });
    expect(out).toMatch(printed);
  }, 60_000);
}
