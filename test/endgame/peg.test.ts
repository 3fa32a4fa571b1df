// The pre-endgame (src/endgame/peg.ts): each draw's value is the endgame after the candidate
// and the draw solved on its own, the figures follow from the draws, the ranking rules; bad
// input; the CLI (JSON fields, Ctrl-C, a budget too short, bag not empty).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor, type Engine } from '../../src/engine.js';
import { type PegReport, preEndgame, solveEndgame } from '../../src/endgame/index.js';
import { Game } from '../../src/game/game.js';
import { gamePosition } from '../../src/game/record.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { packageRoot } from '../../src/paths.js';
import { loadRuleset } from '../../src/rules/index.js';
import type { PlaceMove } from '../../src/scrabble/movegen.js';
import { moveKey } from '../../src/scrabble/move.js';
import { searcherFor } from '../../src/game/searcher.js';
import { type Position, readCgp } from '../../src/scrabble/position/index.js';
import { interruptCli, runCli } from '../helpers.js';

const rules = loadRuleset('english');
const lines = (name: string) => readFileSync(join(packageRoot, 'test', 'fixtures', 'endgame', `${name}.cgp`), 'utf8').trim().split('\n');
const PEG = lines('peg');
let engine: Engine;

beforeAll(async () => {
  await ensureLexicon('sowpods');
  engine = engineFor('sowpods');
});

/** The endgame after `move` with `tile` in the bag (the opponent holding the other unseen tiles), solved on its own. */
function directly(p: Position, unseen: number[], move: PlaceMove, tile: number, plies: number): { spread: number; exact: boolean } {
  const me = p.onTurn;
  const opponent = unseen.slice();
  opponent.splice(opponent.indexOf(tile), 1);
  const racks: [Uint8Array, Uint8Array] = [p.racks[0], p.racks[1]];
  racks[1 - me] = Uint8Array.from(opponent);
  const game = new Game(rules, { seed: 0, position: { ...p, racks } });
  game.play(move);
  expect(game.bagSize).toBe(0);
  const r = solveEndgame(engine, rules, gamePosition(game), { plies, tableBits: 18 });
  return { spread: -r.spread, exact: r.exact };
}

describe('preEndgame', () => {
  let p: Position;
  let report: PegReport;
  beforeAll(() => {
    p = readCgp(PEG[3]!, rules.alphabet);
    report = preEndgame(engine, rules, p, { candidates: 4, seconds: 4, tableBits: 18 });
  });

  it('every draw: the value of its endgame solved on its own, at the depth the cascade reached', () => {
    expect(report.unseen).toHaveLength(8);
    expect(report.rounds).toBe(3);
    for (const c of report.candidates) {
      expect(c.draws.reduce((n, d) => n + d.count, 0)).toBe(8);
      for (const d of c.draws) {
        const r = directly(p, report.unseen, c.move as PlaceMove, d.tile, d.exact ? 60 : d.depth);
        expect(r.spread, `${c.move.score} ${d.tile}`).toBe(d.spread);
        if (d.exact) expect(r.exact).toBe(true);
      }
    }
  });

  it('figures from the draws; ranked by round reached, win probability, then mean spread', () => {
    for (const c of report.candidates) {
      const w = c.draws.reduce((n, d) => n + d.count, 0);
      expect(c.winProbability).toBeCloseTo(c.draws.reduce((n, d) => n + d.count * (d.spread > 0 ? 1 : d.spread === 0 ? 0.5 : 0), 0) / w, 12);
      expect(c.meanSpread).toBeCloseTo(c.draws.reduce((n, d) => n + d.count * d.spread, 0) / w, 12);
      expect(c.exactDraws).toBe(c.draws.filter((d) => d.exact).length);
    }
    const cs = report.candidates;
    for (let i = 1; i < cs.length; i++) {
      const a = cs[i - 1]!, b = cs[i]!;
      expect(a.round > b.round || (a.round === b.round && (a.winProbability > b.winProbability ||
        (a.winProbability === b.winProbability && a.meanSpread >= b.meanSpread)))).toBe(true);
    }
    // The cascade keeps the better half: 4 → 2 → 2.
    expect(cs.map((c) => c.round)).toEqual([3, 3, 1, 1]);
  });

  it('with the opponent\'s rack given, the one tile left is the bag: one draw', () => {
    const q = readCgp(PEG[3]!, rules.alphabet);
    const unseen = preEndgame(engine, rules, q, { candidates: 1, seconds: 1, tableBits: 12 }).unseen;
    q.racks[1 - q.onTurn] = Uint8Array.from(unseen.slice(1));
    const r = preEndgame(engine, rules, q, { candidates: 1, seconds: 1, tableBits: 12 });
    expect(r.candidates[0]!.draws).toEqual([expect.objectContaining({ tile: unseen[0], count: 1 })]);
  });

  it('include: a play outside the K best is ranked too; one that is not a play is left out', () => {
    const q = readCgp(PEG[3]!, rules.alphabet);
    const searcher = searcherFor(engine, rules);
    searcher.load(q.board);
    const plays = searcher.byScore(q.racks[q.onTurn]);
    const worst = plays.get(plays.length - 1) as PlaceMove;
    const phony: PlaceMove = { ...worst, col: worst.col === 0 ? 1 : 0 };
    const r = preEndgame(engine, rules, q, { candidates: 2, seconds: 2, tableBits: 12, include: [worst, phony] });
    expect(r.candidates).toHaveLength(3);
    expect(r.candidates.map((c) => moveKey(c.move))).toContain(moveKey(worst));
  });

  it('bad input: no tile or more than four in the bag', () => {
    const empty = readCgp(lines('small')[0]!, rules.alphabet);
    expect(() => preEndgame(engine, rules, empty)).toThrow(/1 to 4 tiles in the bag; this position has 0/);
    const start = readCgp('15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINRST/ 0/0 0', rules.alphabet);
    expect(() => preEndgame(engine, rules, start)).toThrow(/1 to 4 tiles in the bag; this position has 86/);
  });
});

describe('verbivore peg', () => {
  const run = (...args: string[]) => runCli(['peg', ...args]);

  it('--json: the documented fields', () => {
    const r = run('--cgp', PEG[3]!, '--candidates', '3', '--seconds', '3', '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ ruleset: 'english', lexicon: 'sowpods', rounds: 3 });
    for (const k of ['rack', 'unseen', 'solves', 'exactSolves', 'seconds', 'candidates']) expect(j).toHaveProperty(k);
    expect(j.candidates).toHaveLength(3);
    j.candidates.forEach((c: Record<string, unknown>, i: number) => {
      expect(c.rank).toBe(i + 1);
      for (const k of ['coord', 'word', 'score', 'equity', 'winProbability', 'meanSpread', 'exact', 'exactDraws', 'round', 'draws']) expect(c).toHaveProperty(k);
      for (const d of c.draws as Record<string, unknown>[]) for (const k of ['tile', 'count', 'spread', 'exact', 'depth']) expect(d).toHaveProperty(k);
    });
    expect(r.err).toMatch(/peg \S+ round 1/);
  });

  it('a budget too short for the shallow rounds: the ranking so far, partial, exit 4; Ctrl-C: exit 130', async () => {
    const r = run('--cgp', PEG[0]!, '--seconds', '0.001', '--json');
    expect(r.code, r.err).toBe(4);
    expect(JSON.parse(r.out).partial).toMatchObject({ reason: 'time' });
    expect(r.err).toMatch(/partial result: the pre-endgame search stopped at its time budget/);

    const { code, out } = await interruptCli(['peg', '--cgp', PEG[0]!, '--seconds', '120'], /round 2/);
    expect(code).toBe(130);
    expect(out).toMatch(/ — interrupted$/m);
    expect(out).toMatch(/^\s+1\s+\S+/m);
  });

  it('bad input: the bag empty, one clear line and exit 2', () => {
    const r = run('--cgp', lines('small')[0]!);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^verbivore: a pre-endgame has 1 to 4 tiles in the bag; this position has 0/);
    expect(r.out).toBe('');
  });
});
