// The ruleset and lexicon of a position: flags first, then CGP lex/ld and GCG #lexicon, then
// defaults that fit each other; an unknown lexicon named by a position is an error.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';
import { VerbivoreError } from '../../src/errors.js';
import { cgpGame, chooseGame, gcgGame } from '../../src/game/gameChoice.js';

const EMPTY = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15';

describe('chooseGame', () => {
  it('flags win over the position, the position over the defaults', () => {
    const named = cgpGame(`${EMPTY} AB/ 0/0 0 lex catalan; ld catalan;`);
    expect(named).toMatchObject({ lexicon: 'catalan', letterDistribution: 'catalan' });
    expect(chooseGame({}, named)).toEqual({ ruleset: 'catalan', lexicon: 'catalan' });
    expect(chooseGame({ lexicon: 'sowpods', rules: 'english' }, named)).toEqual({ ruleset: 'english', lexicon: 'sowpods' });
    expect(chooseGame({ rules: 'super' }, named)).toEqual({ ruleset: 'super', lexicon: 'catalan' });
  });

  it('defaults fit each other: the lexicon picks the ruleset of its alphabet, the ruleset its lexicon', () => {
    expect(chooseGame({})).toEqual({ ruleset: 'english', lexicon: 'sowpods' });
    expect(chooseGame({ lexicon: 'spanish' })).toEqual({ ruleset: 'spanish', lexicon: 'spanish' });
    expect(chooseGame({ lexicon: 'wordlist' })).toEqual({ ruleset: 'english', lexicon: 'wordlist' });
    expect(chooseGame({ rules: 'catalan' })).toEqual({ ruleset: 'catalan', lexicon: 'catalan' });
    expect(chooseGame({}, cgpGame(`${EMPTY} AB/ 0/0 0 ld Spanish;`))).toEqual({ ruleset: 'spanish', lexicon: 'spanish' });
  });

  it('GCG #lexicon in the header names the lexicon', () => {
    const gcg = '#character-encoding UTF-8\n#player1 a A\n#player2 b B\n#lexicon wordlist\n>a: RETAINS 8D RETAINS +66 66\n';
    expect(gcgGame(gcg)).toMatchObject({ lexicon: 'wordlist' });
    expect(chooseGame({}, gcgGame(gcg))).toEqual({ ruleset: 'english', lexicon: 'wordlist' });
    expect(gcgGame('#player1 a A\n>a: RETAINS 8D RETAINS +66 66\n#lexicon late\n')).toEqual({});
  });

  it('an unknown lexicon or letter distribution is an error naming where it came from, never a fallback', () => {
    const unknown = () => chooseGame({}, cgpGame(`${EMPTY} AB/ 0/0 0 lex CSW21;`));
    expect(unknown).toThrow(VerbivoreError);
    expect(unknown).toThrow(/no lexicon recipe named "CSW21". Available: sowpods.*The CGP \("lex CSW21;"\) names it/);
    expect(() => chooseGame({}, gcgGame('#lexicon TWL06\n'))).toThrow(/"TWL06".*#lexicon TWL06/);
    expect(() => chooseGame({}, cgpGame(`${EMPTY} AB/ 0/0 0 ld klingon;`))).toThrow(/letter distribution "klingon"/);
    // A flag overrides what the position names, so an unknown name there is no obstacle.
    expect(chooseGame({ lexicon: 'sowpods' }, cgpGame(`${EMPTY} AB/ 0/0 0 lex CSW21;`)).lexicon).toBe('sowpods');
  });
});

describe('verbivore moves picks the game from the position', () => {
    const dir = tempDir('verbivore-game-');
  const moves = (...args: string[]) => runCli(['moves', ...args]);

  it('CGP lex catalan; plays Catalan without --rules: JUNYEIXO 134', () => {
    const r = moves('--cgp', `${EMPTY} JU[NY]EIXO/ 0/0 0 lex catalan;`, '--best');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^catalan · catalan ·/);
    expect(r.out).toMatch(/JUNYEIXO\s+134/);
  });

  it('GCG #lexicon and batch lines choose the lexicon; an unknown one fails', () => {
    const gcg = join(dir, 'game.gcg');
    writeFileSync(gcg, '#player1 a A\n#player2 b B\n#lexicon spanish\n');
    const spanish = moves('--gcg', gcg, '--turn', '0', '--rack', 'CHORROS', '--best');
    expect(spanish.code, spanish.err).toBe(0);
    // CH O RR O S: five Spanish tiles, CH on the double letter square 8D: (10+1+8+1+1)×2.
    expect(spanish.out).toMatch(/^spanish · spanish · rack \[CH\]O\[RR\]OS/);
    expect(spanish.out).toMatch(/8D\s+CHORROS\s+42/);
    const bad = join(dir, 'bad.gcg');
    writeFileSync(bad, '#player1 a A\n#player2 b B\n#lexicon TWL06\n>a: AEINRST 8D RETAINS +66 66\n');
    const r = moves('--gcg', bad, '--turn', '1');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no lexicon recipe named "TWL06".*#lexicon TWL06/);

    const batch = join(dir, 'batch.txt');
    writeFileSync(batch, `${EMPTY} JU[NY]EIXO/ 0/0 0 lex catalan;\n${EMPTY} AIXO/ 0/0 0 lex catalan;\n`);
    const b = moves('--batch', batch, '--best', '--workers', '1');
    expect(b.code, b.err).toBe(0);
    expect(b.out.trim().split('\n').map((l) => JSON.parse(l).moves[0].score)[0]).toBe(134);
    writeFileSync(batch, `${EMPTY} RETAINS/ 0/0 0 lex sowpods;\n${EMPTY} AIXO/ 0/0 0 lex catalan;\n`);
    const mixed = moves('--batch', batch, '--best');
    expect(mixed.code).toBe(2);
    expect(mixed.err).toMatch(/different games \(line 1: .*lex sowpods;.*line 2: .*lex catalan;/);
  });
});
