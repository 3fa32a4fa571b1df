// CLI conventions: --version, help COMMAND, group help, Catalan notation's parentheses.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';
import { runCli } from '../helpers.js';

const run = (...args: string[]) => runCli(args);

describe('verbivore CLI conventions', () => {
  it('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
    for (const flag of ['--version', '-V']) expect(run(flag)).toMatchObject({ code: 0, out: `verbivore ${version}\n` });
  });

  it('help COMMAND is COMMAND --help', () => {
    for (const cmd of [['moves'], ['lexicon', 'build'], ['grid', 'best']]) {
      const viaHelp = run('help', ...cmd);
      expect(viaHelp.code).toBe(0);
      expect(viaHelp.out).toBe(run(...cmd, '--help').out);
      expect(viaHelp.out).toMatch(new RegExp(`^Usage:\\s+verbivore ${cmd.join(' ')}`));
    }
  });

  it('a group lists its subcommands: lexicon --help, help lexicon; without one it is a usage error', () => {
    const help = run('lexicon', '--help');
    expect(help.code).toBe(0);
    for (const sub of ['build', 'info', 'bench', 'compare', 'stats']) expect(help.out).toMatch(new RegExp(`^  lexicon ${sub}\\s+\\S`, 'm'));
    expect(run('help', 'lexicon').out).toBe(help.out);
    const bare = run('lexicon');
    expect(bare.code).toBe(2);
    expect(bare.err).toMatch(/"lexicon" needs a subcommand[\s\S]*lexicon build/);
    const unknown = run('lexicon', 'frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown lexicon subcommand "frobnicate"/);
    // A command that heads a group shows its subcommands after its own help.
    expect(run('grid', '--help').out).toMatch(/Subcommands:\n  grid bench\s+.*\n  grid best\s+/);
    expect(run('help', 'frobnicate').err).toMatch(/unknown command "frobnicate"/);
  });

  it('Catalan notation keeps the parentheses of blanks, digraph blanks included', () => {
    const empty = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15';
    const r = run('moves', '--rules', 'catalan', '--cgp', `${empty} FA?AÇOS/ 0/0 0`, '--top', '1', '--notation', 'catalan');
    expect(r.code, r.err).toBe(0);
    // FAL·LAÇOS with the blank as L·L (0 points): Catalan style writes the blank in parentheses.
    expect(r.out).toMatch(/\bH8\s+FA\(L·L\)AÇOS\s+106\b/);
    const american = run('moves', '--rules', 'catalan', '--cgp', `${empty} FA?AÇOS/ 0/0 0`, '--top', '1');
    expect(american.out).toMatch(/FAl·lAÇOS/);
  });
});
