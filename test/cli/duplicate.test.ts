// verbivore duplicate new | arbitrate | replay: the master game printed and written as GCG and CSV
// (the same seed, the same files), the players' moves judged from a CSV, and a recorded game
// checked, failing with exit 1 when a move is not the top.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';

describe('verbivore duplicate', () => {
  const dir = tempDir('verbivore-duplicate-');
  const gcg = join(dir, 'night.gcg'), csv = join(dir, 'night.csv');

  it('new prints the master game and writes its GCG and CSV; the same seed gives the same files', () => {
    const r = runCli(['duplicate', 'new', '--rules', 'catalan', '--seed', '7', '--turns', '20', '--gcg', gcg, '--csv', csv]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^duplicate catalan · catalan · seed 7/);
    expect(r.out).toMatch(/turn {2}rack +master move +score {2}total {2}ties/);
    const rows = readFileSync(csv, 'utf8').trim().split('\n');
    expect(rows[0]).toBe('turn,rack,coord,word,score,total,ties,blank_tie_break,redraws,bag');
    let total = 0;
    for (const row of rows.slice(1)) {
      const f = row.split(',');
      total += Number(f[4]);
      expect(Number(f[5])).toBe(total);
    }
    expect(r.out).toContain(`master total ${total.toLocaleString('en')} in ${rows.length - 1} turns`);
    const first = readFileSync(gcg, 'utf8');
    expect(first).toMatch(/#player1 master Master\n#lexicon catalan\n/);
    const again = runCli(['duplicate', 'new', '--rules', 'catalan', '--seed', '7', '--turns', '20', '--gcg', gcg, '--csv', csv, '--json']);
    expect(again.code).toBe(0);
    expect(readFileSync(gcg, 'utf8')).toBe(first);
    const j = JSON.parse(again.out);
    expect(j).toMatchObject({ ruleset: 'catalan', seed: 7, total });
    expect(j.turns[0]).toEqual(expect.objectContaining({ turn: 1, rack: expect.any(String), coord: expect.any(String), ties: expect.any(Array) }));
  });

  it('replay checks the recorded game, and fails when a move is not the top', () => {
    const ok = runCli(['duplicate', 'replay', gcg]);
    expect(ok.err).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/all \d+ turns are master moves/);
    // The last turn replaced by a play of its rack scoring less, its total adjusted.
    const lines = readFileSync(gcg, 'utf8').trimEnd().split('\n');
    const at = lines.map((l) => l.startsWith('>')).lastIndexOf(true);
    const last = lines.filter((l) => l.startsWith('>')).length - 1;
    const moves = runCli(['moves', '--rules', 'catalan', '--gcg', gcg, '--turn', String(last), '--leaves', 'none', '--top', '50', '--json']);
    expect(moves.code).toBe(0);
    const plays = JSON.parse(moves.out) as { coord: string; word: string; score: number }[];
    const low = plays.find((p) => p.score < plays[0]!.score)!;
    const [, rack, , , score, total] = lines[at]!.split(' ');
    const doctored = [...lines];
    doctored[at] = `>master: ${rack} ${low.coord} ${low.word} +${low.score} ${Number(total) - Number(score) + low.score}`;
    const bad = join(dir, 'bad.gcg');
    writeFileSync(bad, doctored.join('\n'));
    const r = runCli(['duplicate', 'replay', bad, '--json']);
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out);
    expect(j.ok).toBe(false);
    expect(j.turns[last].problems).toEqual([expect.objectContaining({ kind: 'not the top' })]);
    expect(j.turns[last].best).toBe(plays[0]!.score);
    expect(j.turns.slice(0, last).every((t: { problems: unknown[] }) => t.problems.length === 0)).toBe(true);
  });

  it('arbitrate judges a CSV of moves and ranks the players', () => {
    const lines = readFileSync(csv, 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
    const moves = join(dir, 'moves.csv');
    writeFileSync(moves, [
      'player,turn,coord,word,claimed',
      `ann,1,${lines[0]![2]},${lines[0]![3]},${lines[0]![4]}`,
      `ann,2,${lines[1]![2]},${lines[1]![3]},${Number(lines[1]![4]) + 1}`,
      `bob,1,${lines[0]![2]},${lines[0]![3]},`,
      'bob,2,1A,XXXX,',
    ].join('\n'));
    const r = runCli(['duplicate', 'arbitrate', gcg, '--moves', moves]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/turn {2}2 {2}ann .*wrong claim, claimed \d+, the play scores/);
    expect(r.out).toMatch(/turn {2}2 {2}bob {2}1A XXXX: /);
    const total = Number(lines[0]![4]) + Number(lines[1]![4]) + 10;
    expect(r.out).toMatch(new RegExp(`\\n +1 {2}ann +${total.toLocaleString('en')} `));
    const j = JSON.parse(runCli(['duplicate', 'arbitrate', gcg, '--moves', moves, '--json', '--solo-bonus', '0']).out);
    expect(j.ranking[0]).toMatchObject({ player: 'ann', total: total - 10, tops: 2, solos: 0, warnings: 1 });
  });

  it('bad input is exit 2 with one clear line', () => {
    const noMoves = runCli(['duplicate', 'arbitrate', gcg]);
    expect(noMoves.code).toBe(2);
    expect(noMoves.err).toMatch(/--moves FILE/);
    const missing = runCli(['duplicate', 'replay', join(dir, 'nope.gcg')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/nope\.gcg/);
    const claim = runCli(['duplicate', 'arbitrate', gcg, '--moves', csv, '--wrong-claim', 'half']);
    expect(claim.code).toBe(2);
    expect(claim.err).toMatch(/--wrong-claim is played or zero/);
    const header = runCli(['duplicate', 'arbitrate', gcg, '--moves', csv]);
    expect(header.code).toBe(2);
    expect(header.err).toMatch(/unknown column "rack"/);
  });
});
