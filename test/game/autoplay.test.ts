// Autoplay and leave training through the pool (runs from dist/: build first): the same seed
// gives the same games and the same table, with one worker or two.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSummary } from '../../src/game/autoplay.js';
import { runMatch, wilsonInterval } from '../../src/game/match.js';
import { trainLeaves } from '../../src/game/train.js';
import { encodeLeaves } from '../../src/leaves/format.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { engineFor } from '../../src/engine.js';
import { packageRoot } from '../../src/paths.js';
import { EnginePool } from '../../src/pool/pool.js';
import { loadRuleset } from '../../src/rules/index.js';
import { readCgp, validatePosition } from '../../src/scrabble/position/index.js';
import { runCli } from '../helpers.js';

beforeAll(async () => {
  await ensureLexicon('sowpods');
});

describe('wilsonInterval', () => {
  it('gives the textbook 95 % Wilson bounds, never a point at 0 or 1', () => {
    const [lo, hi] = wilsonInterval(10, 10);
    expect(lo).toBeCloseTo(0.7225, 4);
    expect(hi).toBe(1);
    const [lo5, hi5] = wilsonInterval(5, 10);
    expect(lo5).toBeCloseTo(0.2366, 4);
    expect(hi5).toBeCloseTo(0.7634, 4);
    expect(wilsonInterval(0, 10)[1]).toBeCloseTo(1 - 0.7225, 4);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe('autoplay\'s spread interval', () => {
  it('one game gives no interval (not a point); two give one', () => {
    const one = runCli(['autoplay', '--rules', 'english', '--games', '1', '--workers', '1']);
    expect(one.code, one.err).toBe(0);
    expect(one.out).toMatch(/^spread p1−p2 [+-]?\d+\.\d \(no interval from 1 game\), ties/m);
    const json = JSON.parse(runCli(['autoplay', '--rules', 'english', '--games', '1', '--workers', '1', '--json']).out);
    expect(json.spread.ci95).toBeNull();
    const two = JSON.parse(runCli(['autoplay', '--rules', 'english', '--games', '2', '--workers', '1', '--json']).out);
    expect(two.spread.ci95[0]).toBeLessThan(two.spread.ci95[1]);
  });
});

describe('autoplay through the pool', () => {
  const pools = [new EnginePool(1), new EnginePool(2)];
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it('100 seeded games: the same games and totals with 1 worker and with 2, in input order', async () => {
    const runs = [];
    for (const pool of pools) {
      const games: GameSummary[] = [];
      const stats = await runMatch(pool, {
        ruleset: 'english', lexicon: 'sowpods', players: [{ kind: 'score' }, { kind: 'top2' }], games: 100, seed: 42,
        chunk: pool.workers === 1 ? 4 : 7, onGame: (g) => games.push(g),
      });
      runs.push({ stats, games });
    }
    const [one, two] = runs as [typeof runs[0], typeof runs[0]];
    expect(one.games.map((g) => g.index)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(two.games).toEqual(one.games);
    expect(two.stats.totalScore).toBe(one.stats.totalScore);
    expect(one.stats.games).toBe(100);
    // The totals add up and look like Scrabble: 300–600 points a player on average.
    expect(one.stats.totalScore).toBe(one.games.reduce((n, g) => n + g.scores[0] + g.scores[1], 0));
    for (const p of one.stats.players) expect(p.meanScore).toBeGreaterThan(300);
    expect(one.stats.players[0].wins + one.stats.players[1].wins).toBe(100);
    expect(one.games.filter((g) => g.p1First)).toHaveLength(50);
    // Another seed, other games.
    const other = await runMatch(pools[0]!, { ruleset: 'english', lexicon: 'sowpods', players: [{ kind: 'score' }, { kind: 'top2' }], games: 10, seed: 43 });
    expect(other.totalScore).not.toBe(one.games.slice(0, 10).reduce((n, g) => n + g.scores[0] + g.scores[1], 0));
  });

  it('the mid-game corpus fixture is what its command makes: 272 valid positions from turns 4–20', async () => {
    const file = readFileSync(join(packageRoot, 'test', 'fixtures', 'scrabble', 'midgame-corpus.cgp'), 'utf8');
    const positions: string[] = [];
    await runMatch(pools[1]!, {
      ruleset: 'english', lexicon: 'sowpods', players: [{ kind: 'top3' }, { kind: 'top3' }], games: 16, seed: 2024,
      positions: [4, 20], onGame: (g) => positions.push(...g.positions!),
    });
    expect(positions.map((p) => `${p}\n`).join('')).toBe(file);
    expect(positions.length).toBeGreaterThanOrEqual(200);
    const rules = loadRuleset('english');
    const lexicon = engineFor('sowpods').lexicon;
    for (const line of positions) {
      const pos = readCgp(line, rules.alphabet);
      expect(validatePosition(pos, rules, lexicon), line).toEqual([]);
      expect(pos.racks[0]).toHaveLength(7);
    }
  });

  it('leave training gives the same table with 1 worker and with 2', async () => {
    const tables = [];
    for (const pool of pools) {
      const { table, rounds } = await trainLeaves(pool, {
        ruleset: 'english', lexicon: 'sowpods', games: 12, rounds: 2, seed: 3, smoothing: 25,
      });
      expect(rounds.map((r) => r.games)).toEqual([12, 12]);
      expect(rounds[0]!.samples).toBeGreaterThan(100);
      tables.push(encodeLeaves(table));
    }
    expect(Buffer.compare(tables[0]!, tables[1]!)).toBe(0);
  });
});
