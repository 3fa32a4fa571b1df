// Inference of the opponent's kept tiles: on seeded games between static equity players, the true
// leave gets more probability after inference than before (the mean log-likelihood ratio is
// positive); the exact and the sampled methods agree; probabilities and expected counts add up;
// the CLI reads the play from a record or from a CGP and the play's coordinate.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor, type Engine } from '../../src/engine.js';
import { Game } from '../../src/game/game.js';
import { playGame } from '../../src/game/play.js';
import { equityPlayer } from '../../src/game/players.js';
import { gameCgp, gameGcg } from '../../src/game/record.js';
import { searcherFor } from '../../src/game/searcher.js';
import { inferLeave, lastPlayOfGcg } from '../../src/infer/index.js';
import { resolveLeaves } from '../../src/leaves/resolve.js';
import type { LeaveTable } from '../../src/leaves/table.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset, type CompiledRuleset } from '../../src/rules/index.js';
import { moveCoord, moveWord } from '../../src/scrabble/notation.js';
import { type GcgGame, readGcg, replayGcg } from '../../src/scrabble/position/index.js';
import { Playouts } from '../../src/sim/playout.js';
import { runCli, SOAK, tempDir } from '../helpers.js';

let engine: Engine;
let rules: CompiledRuleset;
let leaves: LeaveTable;
const games: { game: Game; record: GcgGame }[] = [];

beforeAll(async () => {
  await ensureLexicon('sowpods');
  engine = engineFor('sowpods');
  rules = loadRuleset('english');
  leaves = resolveLeaves('builtin', rules)!;
  for (let seed = 1; seed <= 2 * SOAK; seed++) {
    const game = new Game(rules, { seed });
    const p = equityPlayer(leaves);
    playGame(game, [p, p], searcherFor(engine, rules));
    games.push({ game, record: readGcg(gameGcg(game), rules.alphabet, rules.ruleset) });
  }
});

/** Turns t whose previous turn is the opponent's play keeping 1–`most` tiles, with a full rack in the bag. */
function inferable(most: number) {
  const out: { record: GcgGame; turn: number; kept: number[] }[] = [];
  for (const { game, record } of games) {
    for (let t = 1; t < game.turns.length; t++) {
      const prev = game.turns[t - 1]!;
      if (prev.move.kind !== 'place' || game.turns[t]!.player === prev.player) continue;
      const kept = prev.move.leave;
      if (kept.length === 0 || kept.length > most || game.turns[t - 1]!.bag < 2 * rules.ruleset.rackSize) continue;
      out.push({ record, turn: t, kept });
    }
  }
  return out;
}

describe('inference', () => {
  it('gives the true kept tiles more probability than the unseen tiles\' odds do (mean log-likelihood ratio > 0)', () => {
    const turns = inferable(2);
    expect(turns.length).toBeGreaterThanOrEqual(10);
    const ratios = turns.map(({ record, turn, kept }) => {
      const r = inferLeave(engine, rules, lastPlayOfGcg(engine, rules, record, turn), leaves);
      expect(r.method).toBe('exact');
      const key = [...kept].sort((a, b) => a - b).join(',');
      const l = r.leaves.find((x) => x.tiles.join(',') === key);
      expect(l, `turn ${turn}: the true leave is among those weighed`).toBeDefined();
      // Static equity players made these plays: the true leave makes each the best of its rack.
      expect(l!.behind).toBeCloseTo(0, 6);
      return Math.log(l!.probability / l!.prior);
    });
    const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
    const se = Math.sqrt(ratios.reduce((a, b) => a + (b - mean) ** 2, 0) / (ratios.length - 1) / ratios.length);
    expect(mean - 2 * se).toBeGreaterThan(0);
  });

  it('probabilities and expected counts add up; sampling agrees with weighing every leave', () => {
    const { record, turn } = inferable(2)[0]!;
    const play = lastPlayOfGcg(engine, rules, record, turn);
    const exact = inferLeave(engine, rules, play, leaves);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(exact.leaves.map((l) => l.probability))).toBeCloseTo(1, 9);
    expect(sum(exact.leaves.map((l) => l.prior))).toBeCloseTo(1, 9);
    expect(sum(exact.expected)).toBeCloseTo(exact.kept, 9);
    expect(sum(exact.expectedPrior)).toBeCloseTo(exact.kept, 9);
    // The prior expected count of a tile is its share of the unseen tiles.
    const blanks = exact.unseen.filter((t) => t === 0).length;
    expect(exact.expectedPrior[0]).toBeCloseTo((exact.kept * blanks) / exact.unseen.length, 9);
    const sampled = inferLeave(engine, rules, play, leaves, { maxExact: 0, samples: 4000, seed: 3 });
    expect(sampled.method).toBe('sampled');
    expect(sum(sampled.leaves.map((l) => l.probability))).toBeCloseTo(1, 9);
    for (let t = 0; t < rules.alphabet.size; t++) expect(Math.abs(sampled.expected[t]! - exact.expected[t]!)).toBeLessThan(0.15);
  });

  it('verbivore infer reads the play from a record or from a CGP, and names what is wrong', () => {
    const { record, turn } = inferable(2)[0]!;
    const game = games.find((g) => g.record === record)!.game;
    const dir = tempDir('verbivore-infer-');
    mkdirSync(dir, { recursive: true });
    const gcg = join(dir, 'game.gcg');
    writeFileSync(gcg, gameGcg(game));
    const fromGcg = runCli(['infer', '--gcg', gcg, '--turn', String(turn), '--json']);
    expect(fromGcg.err).toBe('');
    expect(fromGcg.code).toBe(0);
    const j = JSON.parse(fromGcg.out);
    const expected = inferLeave(engine, rules, lastPlayOfGcg(engine, rules, record, turn), leaves);
    expect(j.leaves[0].probability).toBeCloseTo(expected.leaves[0]!.probability, 9);
    const prev = game.turns[turn - 1]!.move;
    expect(j.play).toMatchObject({ coord: moveCoord(prev), score: prev.score });
    // The same from the CGP after the play and the play's coordinate and word.
    const cgp = gameCgp(game, turn);
    const fromCgp = runCli(['infer', '--cgp', cgp, '--last-play', `${moveCoord(prev)} ${moveWord(prev, rules.alphabet)}`, '--json']);
    expect(fromCgp.err).toBe('');
    expect(JSON.parse(fromCgp.out).leaves).toEqual(j.leaves);
    const text = runCli(['infer', '--gcg', gcg, '--turn', String(turn)]);
    expect(text.out).toMatch(/^infer: after /);
    expect(text.out).toMatch(/leave +posterior +prior +behind/);
    const missing = runCli(['infer', '--cgp', cgp]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/--last-play/);
    const first = runCli(['infer', '--gcg', gcg, '--turn', '0']);
    expect(first.code).toBe(2);
  });
});

describe('simulation with an inferred opponent', () => {
  it('deals the opponent an inferred leave in every iteration, the rest of the rack from the unseen tiles', () => {
    const { record, turn, kept } = inferable(2)[0]!;
    const position = replayGcg(record, rules, turn);
    const board = Array.from(position.board), rack = Array.from(position.racks[position.onTurn]);
    const sim = { board, rack, scores: [0, 0] as [number, number], zeroTurns: 0 };
    const leaves = [{ tiles: [...kept].sort((a, b) => a - b), probability: 0.75 }, { tiles: [], probability: 0.25 }];
    const playouts = new Playouts(rules, sim, resolveLeaves('builtin', rules)!, searcherFor(engine, rules), 1, 7, leaves);
    const plain = new Playouts(rules, sim, resolveLeaves('builtin', rules)!, searcherFor(engine, rules), 1, 7);
    let withLeave = 0;
    const holds = (rackTiles: number[], tiles: number[]) => tiles.every((t) => rackTiles.filter((x) => x === t).length >= tiles.filter((x) => x === t).length);
    for (let i = 0; i < 400; i++) {
      const deal = playouts.deal(i);
      expect(deal.opponent).toHaveLength(playouts.opponentRackSize);
      // Every tile dealt is unseen, no more often than it is unseen.
      expect(holds(playouts.unseen, deal.opponent)).toBe(true);
      if (holds(deal.opponent, leaves[0]!.tiles)) withLeave++;
      expect(playouts.deal(i)).toEqual(deal);
    }
    // The leave comes with 3 deals in 4 (and now and then by chance); without inference rarely.
    expect(withLeave / 400).toBeGreaterThan(0.7);
    let plainWith = 0;
    for (let i = 0; i < 400; i++) if (holds(plain.deal(i).opponent, leaves[0]!.tiles)) plainWith++;
    expect(plainWith / 400).toBeLessThan(0.5);
    expect(() => new Playouts(rules, sim, resolveLeaves('builtin', rules)!, searcherFor(engine, rules), 1, 7, [{ tiles: [...rack, ...rack], probability: 1 }]))
      .toThrow(/inferred leave .* is not among the tiles unseen/);
  });

  it('verbivore sim --infer simulates the position with the opponent\'s inferred leave', () => {
    const { record, turn } = inferable(2)[0]!;
    const game = games.find((g) => g.record === record)!.game;
    const dir = tempDir('verbivore-sim-infer-');
    const gcg = join(dir, 'game.gcg');
    writeFileSync(gcg, gameGcg(game));
    const r = runCli(['sim', '--gcg', gcg, '--turn', String(turn), '--infer', '--iterations', '50', '--candidates', '4', '--workers', '1', '--json']);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.inferred).toMatchObject({ kept: expect.any(Number), method: 'exact' });
    expect(j.candidates).toHaveLength(4);
    expect(runCli(['sim', '--gcg', gcg, '--turn', String(turn), '--last-play', '8D AB']).code).toBe(2);
  });
});
