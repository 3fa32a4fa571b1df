// verbivore lexicon build --if-missing and lexicon info over a lexicon folder of their own
// (VERBIVORE_HOME in a temporary folder), with a .lex file damaged on purpose.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';

const dir = tempDir('verbivore-lexicon-cli-');
const home = join(dir, 'home');
const run = (...args: string[]) => runCli(args, { env: { ...process.env, VERBIVORE_HOME: home } });

describe('a damaged .lex', () => {
  const alpha = join(home, 'alpha.lex');
  let sound: Buffer;
  beforeAll(() => {
    for (const [name, words] of [['alpha', 'cat\ndog\n'], ['beta', 'zebra\nqi\n']] as const) {
      writeFileSync(join(dir, `${name}.txt`), words);
      const r = run('lexicon', 'build', name, '--from', join(dir, `${name}.txt`), '--alphabet', 'english');
      expect(r.code, r.err).toBe(0);
    }
    sound = readFileSync(alpha);
  });
  /** The sound file with one byte of its entries flipped: the checksum no longer matches. */
  const damage = () => {
    const bytes = Buffer.from(sound);
    bytes[bytes.length - 5]! ^= 0xff;
    writeFileSync(alpha, bytes);
  };

  it('the checksum error names the lexicon to rebuild', () => {
    damage();
    const r = run('check', 'CAT', '--lexicon', 'alpha');
    expect(r.code).toBe(2);
    expect(r.err).toBe(`verbivore: lexicon file ${alpha} is corrupt: checksum mismatch. Rebuild it with: verbivore lexicon build alpha\n`);
  });

  it('lexicon info with no names lists the others, the damaged one marked (status 1)', () => {
    damage();
    const json = run('lexicon', 'info', '--json');
    expect(json.code, json.err).toBe(1);
    const infos = JSON.parse(json.out) as { name: string; words?: number; error?: string }[];
    expect(infos.find((i) => i.name === 'alpha')?.error).toMatch(/alpha\.lex is corrupt: checksum mismatch/);
    expect(infos.find((i) => i.name === 'beta')).toMatchObject({ words: 2 });
    const text = run('lexicon', 'info');
    expect(text.code).toBe(1);
    expect(text.out).toMatch(/^alpha {2}\(.*\)\n {2}error {9}lexicon file .* is corrupt/m);
    expect(text.out).toMatch(/^beta .*\n {2}source/m);
    // Named, it is the error it is.
    expect(run('lexicon', 'info', 'alpha').code).toBe(2);
  });

  it('lexicon build --if-missing rebuilds it, with a note; a sound one is skipped', () => {
    damage();
    const r = run('lexicon', 'build', 'alpha', 'beta', '--if-missing');
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/^note: lexicon file .*alpha\.lex is corrupt: checksum mismatch; rebuilding it$/m);
    expect(r.err).toMatch(/built .*alpha\.lex/);
    expect(r.err).not.toMatch(/beta/);
    expect(run('check', 'CAT', '--lexicon', 'alpha').code).toBe(0);
  });
});
