// The README's set-up: its first command answers at once in a checkout, and every dependency
// with an install script has its decision in package.json's allowScripts, explained in the README.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';

const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));

it('the first command after set-up is npm start -- anagram RETAINS, and it answers in seconds', () => {
  const setUp = readme.split(/^## /m).find((s) => s.startsWith('Set up'))!;
  const blocks = [...setUp.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
  expect(blocks[1]!.split('\n')[0]).toMatch(/^npm start -- anagram RETAINS\b/);
  expect(pkg.scripts.start).toBe('node dist/src/cli/main.js');
  const t0 = Date.now();
  const out = execFileSync('npm', ['start', '-s', '--', 'anagram', 'RETAINS', '--json'], {
    cwd: packageRoot, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  expect(Date.now() - t0).toBeLessThan(15_000);
  expect((JSON.parse(out) as { word: string }[]).map((w) => w.word)).toContain('STEARIN');
});

it('each dependency with an install script is allowed or denied in allowScripts, and the README says why', () => {
  const lock = JSON.parse(readFileSync(join(packageRoot, 'package-lock.json'), 'utf8'));
  const scripted = Object.entries(lock.packages as Record<string, { hasInstallScript?: boolean }>)
    .filter(([, p]) => p.hasInstallScript).map(([path]) => path.replace(/^.*node_modules\//, ''));
  expect(scripted.length).toBeGreaterThan(0);
  for (const name of scripted) {
    expect(typeof pkg.allowScripts?.[name], name).toBe('boolean');
    expect(readme, name).toContain(`\`${name}\``);
  }
});
