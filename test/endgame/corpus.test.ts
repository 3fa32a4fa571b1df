// Exact values on the committed endgame corpora (test/fixtures/endgame/) stay those the solver
// gave before its speed-ups (commit 2962ecd, bench/RESULTS.md): the move-ordering, bounded and
// best-first changes may change the work done, never a value. Small corpus: every line that
// solved within 30 s then (line 14 did not); large corpus: the three that solved in seconds,
// line 4 by an attempt to finish at once (its depth: MAX_PLIES), and two that the speed-ups of
// commit b17d4ed first solved (6, a stuck-tile endgame, and 9), which now take seconds.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor, type Engine } from '../../src/engine.js';
import { solveEndgame } from '../../src/endgame/index.js';
import { MAX_PLIES } from '../../src/endgame/solve.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { packageRoot } from '../../src/paths.js';
import { loadRuleset } from '../../src/rules/index.js';
import { readCgp } from '../../src/scrabble/position/index.js';

const rules = loadRuleset('english');
const lines = (name: string) => readFileSync(join(packageRoot, 'test', 'fixtures', 'endgame', `${name}.cgp`), 'utf8').trim().split('\n');
let engine: Engine;

beforeAll(async () => {
  await ensureLexicon('sowpods');
  engine = engineFor('sowpods');
});

/** Line (1-based) → exact value, from `node dist/bench/endgame.bench.js small large` at 2962ecd. */
const SMALL: Record<number, number> = {
  1: 14, 2: 18, 3: 12, 4: 36, 5: 27, 6: 1, 7: 17, 8: 30, 9: 15, 10: 4,
  11: 19, 12: 13, 13: -1, 15: 35, 16: 11, 17: 27, 18: 22, 19: 16, 20: 4,
};
const LARGE: Record<number, number> = { 3: 10, 4: 24, 5: 35, 6: 24, 9: 15 };

describe('exact values on the corpora are unchanged', () => {
  for (const [name, values] of [['small', SMALL], ['large', LARGE]] as const) {
    it(`${name}.cgp lines ${Object.keys(values).join(', ')}`, () => {
      const cgps = lines(name);
      for (const [line, value] of Object.entries(values)) {
        const r = solveEndgame(engine, rules, readCgp(cgps[Number(line) - 1]!, rules.alphabet), { maxSeconds: 120 });
        expect({ line, exact: r.exact, value: r.value }).toEqual({ line, exact: true, value });
        if (name === 'large' && line === '4') expect(r.depth).toBe(MAX_PLIES);
      }
    }, 600_000);
  }
});
