// verbivore autoplay and verbivore leaves as a user runs them (the compiled dist/).

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';
import { decodeLeaves } from '../../src/leaves/format.js';
import { loadRuleset } from '../../src/rules/index.js';
import { readCgp, readGcg } from '../../src/scrabble/position/index.js';

const run = (...args: string[]) => runCli(args);
const dir = tempDir('verbivore-autoplay-');

describe('verbivore autoplay', () => {
  it('prints the figures; --json has them all; --gcg writes every game; --positions the CGP of turns A-B', () => {
    const gcg = join(dir, 'games'), cgp = join(dir, 'positions.cgp');
    const r = run('autoplay', '--games', '6', '--workers', '1', '--p1', 'top3', '--p2', 'score', '--seed', '5', '--json',
      '--gcg', gcg, '--positions', cgp, '--turns', '4-6');
    expect(r.code, r.err).toBe(0);
    const stats = JSON.parse(r.out);
    expect(stats).toMatchObject({ ruleset: 'english', lexicon: 'sowpods', seed: 5, workers: 1, games: 6 });
    expect(stats.players.map((p: { kind: string }) => p.kind)).toEqual(['top3', 'score']);
    for (const k of ['meanScore', 'winRate', 'bingosPerGame', 'pointsPerMove']) expect(typeof stats.players[0][k]).toBe('number');
    expect(stats.players[0].winRateCi95).toHaveLength(2);
    expect(stats.gamesPerSecond).toBeGreaterThan(0);
    const files = readdirSync(gcg).sort();
    expect(files).toEqual(['game-000001.gcg', 'game-000002.gcg', 'game-000003.gcg', 'game-000004.gcg', 'game-000005.gcg', 'game-000006.gcg']);
    const rules = loadRuleset('english');
    let total = 0;
    for (const f of files) {
      const game = readGcg(readFileSync(join(gcg, f), 'utf8'), rules.alphabet, rules.ruleset);
      const last = [0, 1].map((p) => game.events.filter((e) => e.player === p).at(-1)!.total);
      total += last[0]! + last[1]!;
    }
    expect(total).toBe(stats.totalScore);
    const lines = readFileSync(cgp, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(18);
    expect(stats.positionsWritten).toBe(18);
    for (const line of lines) expect(readCgp(line, rules.alphabet).racks[0].length).toBe(7);

    const text = run('autoplay', '--games', '2', '--workers', '1', '--seed', '5');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/games\/s/);
    expect(text.out).toMatch(/^wins\s+\S+ % \(/m);
    expect(text.out).toMatch(/spread p1−p2/);
  });

  it('one game: "1 game", and a win interval that is not a point', () => {
    const r = run('autoplay', '--games', '1', '--workers', '1', '--seed', '5');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/ · 1 game · /);
    const wins = /^wins\s+(.*)$/m.exec(r.out)![1]!;
    const [rate, lo, hi] = [...wins.matchAll(/([\d.]+) %/g)].map((m) => Number(m[1]));
    expect(lo).toBeLessThan(rate!);
    expect(lo).toBeGreaterThan(0);
    expect(hi).toBeLessThanOrEqual(100);
  });

  it('--endgame-nodes: equity players search the endgame, and say so', () => {
    const r = run('autoplay', '--games', '4', '--workers', '1', '--p1', 'equity', '--p2', 'score', '--seed', '3', '--endgame-nodes', '200', '--json');
    expect(r.code, r.err).toBe(0);
    const stats = JSON.parse(r.out);
    expect(stats.players[0].description).toBe('equity (built-in leaves, endgame search ≤ 200 nodes)');
    expect(stats.players[1].description).toBe('score');
    const plain = JSON.parse(run('autoplay', '--games', '4', '--workers', '1', '--p1', 'equity', '--p2', 'score', '--seed', '3', '--json').out);
    expect(plain.players[0].description).toBe('equity (built-in leaves)');
  });

  it('bad input: one clear line, non-zero exit', () => {
    const cases: [string[], RegExp][] = [
      [['autoplay', '--p1', 'genius'], /unknown player "genius" \(players: score, equity, champion, topK/],
      [['autoplay', '--games', '0'], /--games must be a whole number ≥ 1/],
      [['autoplay', '--positions', join(dir, 'x'), '--turns', '9-3'], /--turns is A-B/],
      [['autoplay', '--p1', 'equity', '--leaves', 'none'], /needs a leave table/],
      [['autoplay', '--rules', 'super', '--p1', 'equity'], /super has no built-in leave table/],
      [['autoplay', '--p1', 'equity', '--endgame-nodes', 'many'], /--endgame-nodes must be a whole number ≥ 0, got "many"/],
      [['leaves', 'train', '--out', join(dir, 'x')], /needs --games/],
      [['leaves', 'info', join(dir, 'nothing.leaves')], /file not found/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.err, args.join(' ')).toMatch(message);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });
});

describe('verbivore leaves', () => {
  it('train writes a table that info describes, convert turns into CSV and back, equity players use it', () => {
    // A rack of 5 keeps the table small (leaves of up to 4 tiles) and the test quick.
    const rules = join(dir, 'english-5.json');
    writeFileSync(rules, JSON.stringify({ extends: 'english', name: 'english-5', rackSize: 5 }));
    const table = join(dir, 'small.leaves');
    const r = run('leaves', 'train', '--rules', rules, '--games', '8', '--rounds', '1', '--workers', '1', '--out', table, '--json');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out).rounds[0]).toMatchObject({ round: 1, games: 8 });
    expect(r.err).toMatch(/round 1: 8 games/);
    const info = JSON.parse(run('leaves', 'info', table, '--json', '--top', '3').out);
    expect(info).toMatchObject({ alphabet: 'english', ruleset: 'english-5', maxLength: 4 });
    expect(info.leaves).toBeGreaterThan(10000);
    expect(info.source.command).toBe(`verbivore leaves train --rules ${rules} --games 8 --rounds 1 --seed 1 --smoothing 100`);
    expect(info.best).toHaveLength(3);
    expect(info.best[0].value).toBeGreaterThanOrEqual(info.worst[0].value);

    const csv = join(dir, 'small.csv'), back = join(dir, 'back.leaves');
    expect(run('leaves', 'convert', table, csv).code).toBe(0);
    expect(readFileSync(csv, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'))).toHaveLength(info.leaves - 1);
    expect(run('leaves', 'convert', csv, back, '--rules', rules).code).toBe(0);
    const [a, b] = [back, table].map((f) => decodeLeaves(readFileSync(f), f).values);
    expect(Buffer.compare(Buffer.from(a!.buffer), Buffer.from(b!.buffer))).toBe(0);

    const play = run('autoplay', '--rules', rules, '--games', '2', '--workers', '1', '--p1', `equity:${table}`, '--json');
    expect(play.code, play.err).toBe(0);
    expect(JSON.parse(play.out).players[0].description).toBe(`equity (${table})`);
  });

  it('a corrupt table is refused with a clear message', () => {
    const bad = join(dir, 'bad.leaves');
    writeFileSync(bad, 'not a table at all');
    const r = run('leaves', 'info', bad);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/leave table .*bad\.leaves is corrupt/);
  });
});
