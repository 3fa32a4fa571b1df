// Game review (src/review/review.ts, verbivore review): a game between two static-equity players
// loses nothing by static equity; a game with one turn doctored (a low play for a bingo) shows
// that turn's loss and missed bingo, and its annotated GCG reads back with the notes; the
// simulated review gives a best at least as good as the played move; the CLI's --help, --json,
// --out, Ctrl-C and a bad --gcg path.

import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, engineFor } from '../../src/engine.js';
import { runAutoplay as autoplayTask } from '../../src/champion/players.js';
import { leaveRefFor } from '../../src/game/autoplay.js';
import { Game } from '../../src/game/game.js';
import { playGame } from '../../src/game/play.js';
import { equityPlayer, userPlayer } from '../../src/game/players.js';
import { gameGcg } from '../../src/game/record.js';
import { annotatedGcg, type GameReview, reviewGame } from '../../src/review/review.js';
import { searcherFor } from '../../src/game/searcher.js';
import { resolveLeaves } from '../../src/leaves/resolve.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset } from '../../src/rules/index.js';
import { type GcgGame, gcgTurns, readGcg, writeGcg } from '../../src/scrabble/position/index.js';
import { cliMain, runCli, tempDir } from '../helpers.js';

const rules = loadRuleset('english');
let engine: Engine;
/** A seeded game between two static-equity players, as GCG. */
let selfPlay: string;

beforeAll(async () => {
  await ensureLexicon('sowpods');
  engine = engineFor('sowpods');
  const equity = { kind: 'equity', leaves: leaveRefFor('builtin', rules).ref };
  selfPlay = autoplayTask(engine, { ruleset: 'english', lexicon: 'sowpods', players: [equity, equity], seed: 3, first: 0, count: 1, gcg: true }).games[0]!.gcg!;
});

const read = (gcg: string) => readGcg(gcg, rules.alphabet, rules.ruleset);

/** The record's first `turns` turns. */
function firstTurns(game: GcgGame, turns: number): GcgGame {
  const last = gcgTurns(game)[turns - 1]!;
  return { ...game, events: game.events.slice(0, game.events.indexOf(last) + 1) };
}

/**
 * A game of two static-equity players but for one turn: the first time p1's rack has a bingo,
 * it plays its lowest-scoring play instead. Returns the GCG and that turn (1-based).
 */
function doctoredGame(): { gcg: string; turn: number } {
  const leaves = resolveLeaves('builtin', rules)!;
  const equity = equityPlayer(leaves);
  for (let seed = 1; seed < 50; seed++) {
    let doctored: number | undefined;
    const p1 = userPlayer('doctored', (view) => {
      const plays = view.searcher.byScore(view.rack);
      const bingo = view.rack.length === rules.ruleset.rackSize && plays.length > 1 && Array.from({ length: plays.length }, (_, i) => plays.get(i))
        .some((m) => m.kind === 'place' && m.leave.length === 0);
      if (doctored === undefined && bingo) {
        doctored = view.game.turns.length + 1;
        return plays.get(plays.length - 1);
      }
      return equity.choose(view);
    });
    const game = new Game(rules, { seed, lexicon: 'sowpods' });
    playGame(game, [p1, equity], searcherFor(engine, rules));
    if (doctored !== undefined) return { gcg: gameGcg(game), turn: doctored };
  }
  throw new Error('no seed gave p1 a bingo');
}

describe('reviewGame', () => {
  it('by static equity, a game between static-equity players loses nothing on any turn', async () => {
    const game = read(selfPlay);
    const turns = gcgTurns(game).length;
    expect(turns).toBeGreaterThan(15);
    const r = await reviewGame(engine, rules, game, { static: true });
    expect(r.reviews).toHaveLength(turns);
    expect(r.stopped).toBeUndefined();
    for (const t of r.reviews) {
      expect(t.method, `turn ${t.turn}`).toBe('static');
      // The played move was found and valued: its static equity is the best's.
      expect(t.played.value, `turn ${t.turn}: ${t.note}`).toBeDefined();
      expect(t.lost, `turn ${t.turn}: ${t.note}`).toBe(0);
      expect(t.best!.value).toBe(t.played.value);
    }
    for (const p of r.players) expect(p).toMatchObject({ equityLost: 0, costliest: [] });
    expect(r.players[0].turns + r.players[1].turns).toBe(turns);
  });

  it('a low play instead of a bingo: the loss, the missed bingo, the summary; the annotated GCG reads back with the notes', async () => {
    const { gcg, turn } = doctoredGame();
    const game = read(gcg);
    const r = await reviewGame(engine, rules, game, { static: true });
    const bad = r.reviews[turn - 1]!;
    expect(bad).toMatchObject({ turn, player: 0, bingoMissed: true });
    expect(bad.bingo!.leave).toBe('');
    // At least the bingo's score over the lowest play's, less what the leaves can make up.
    expect(bad.lost!).toBeGreaterThan(30);
    expect(bad.lost).toBeCloseTo(bad.best!.value! - bad.played.value!, 2);
    expect(bad.note).toMatch(new RegExp(`^best: \\S+ \\S+ ${bad.best!.score}, lost ${bad.lost!.toFixed(1)}; .*bingo missed: `));
    // Every other turn is the static-equity player's own choice.
    for (const t of r.reviews) if (t.turn !== turn) expect(t.lost, `turn ${t.turn}`).toBe(0);
    expect(r.players[0]).toMatchObject({ equityLost: bad.lost, costliest: [{ turn, lost: bad.lost }] });
    expect(r.players[0].bingosMissed).toContain(turn);
    expect(r.players[1].equityLost).toBe(0);

    const back = read(writeGcg(annotatedGcg(game, r), rules.alphabet));
    const turns = gcgTurns(back);
    expect(turns).toHaveLength(r.reviews.length);
    turns.forEach((e, i) => expect(e.notes).toEqual([{ name: 'note', value: r.reviews[i]!.note }]));
    expect(turns[turn - 1]!.notes![0]!.value).toMatch(/lost [1-9]/);
    // The original record is left as it was.
    expect(gcgTurns(game).every((e) => e.notes === undefined)).toBe(true);
  });

  it('a play withdrawn counts as a pass; a turn whose record has no rack is not reviewed', async () => {
    const game = firstTurns(read(selfPlay), 2);
    const [first, second] = gcgTurns(game);
    expect(second!.kind).toBe('place');
    // The second play taken back, and the first recorded without its rack.
    game.events.push({ kind: 'withdrawn', player: second!.player, rack: second!.rack!, score: -second!.score, total: second!.total - second!.score });
    delete game.events[game.events.indexOf(first!)]!.rack;
    const r = await reviewGame(engine, rules, read(writeGcg(game, rules.alphabet)), { static: true });
    expect(r.reviews[0]).toMatchObject({ lost: null, note: 'no rack in the record: not reviewed' });
    const taken = r.reviews[1]!;
    expect(taken.note).toMatch(/withdrawn: counted as a pass/);
    expect(taken.played.score).toBe(second!.score);
    // What a pass was worth: the whole rack kept.
    expect(taken.played.value).toBeLessThan(30);
    expect(taken.lost!).toBeGreaterThan(second!.score - 30);
  });

  it('simulated: each turn\'s best is at least as good as the played move by its own measure', async () => {
    const game = firstTurns(read(selfPlay), 3);
    const r = await reviewGame(engine, rules, game, { secondsPerTurn: 0.3, candidates: 5 });
    expect(r.reviews).toHaveLength(3);
    for (const t of r.reviews) {
      expect(t.method).toBe('simulation');
      expect(t.played.value, t.note).toBeDefined();
      expect(t.best!.value!).toBeGreaterThanOrEqual(t.played.value!);
      expect(t.lost).toBeCloseTo(t.best!.value! - t.played.value!, 2);
    }
  });

  it('to the end: the pre-endgame with one tile in the bag, the endgame once it is empty, each with win chances', async () => {
    // Seed 9's game has one tile in the bag before turn 19.
    const equity = { kind: 'equity', leaves: leaveRefFor('builtin', rules).ref };
    const gcg = autoplayTask(engine, { ruleset: 'english', lexicon: 'sowpods', players: [equity, equity], seed: 9, first: 0, count: 1, gcg: true }).games[0]!.gcg!;
    const r: GameReview = await reviewGame(engine, rules, read(gcg), { secondsPerTurn: 0.1, candidates: 3 });
    expect(new Set(r.reviews.map((t) => t.method))).toEqual(new Set(['simulation', 'pre-endgame', 'endgame']));
    for (const t of r.reviews) {
      expect(t.played.value, `turn ${t.turn}: ${t.note}`).toBeDefined();
      expect(t.lost, `turn ${t.turn}`).toBeGreaterThanOrEqual(0);
      if (t.method === 'endgame') expect(t.bag).toBe(0);
      if (t.method === 'pre-endgame') expect(t.bag).toBe(1);
      if (t.method !== 'simulation') {
        for (const m of [t.best!, t.played]) {
          expect(m.win! >= 0 && m.win! <= 1, `turn ${t.turn}`).toBe(true);
          if (t.method === 'endgame') expect([0, 0.5, 1]).toContain(m.win);
        }
        expect(t.winLost ?? 0).toBeGreaterThanOrEqual(0);
      }
      if (t.method === 'endgame') expect(t.best!.value!).toBeGreaterThanOrEqual(t.played.value!);
    }
  });
});

describe('verbivore review', () => {
  const run = (...args: string[]) => runCli(['review', ...args]);

  it('--help; --json and --out on a short game; a bad --gcg path exits 2', () => {
    const help = run('--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: verbivore review --gcg FILE/);
    for (const flag of ['--seconds-per-turn', '--static', '--out']) expect(help.out).toContain(flag);

    const dir = tempDir('verbivore-review-');
    const gcg = join(dir, 'game.gcg'), out = join(dir, 'notes.gcg');
    writeFileSync(gcg, writeGcg(firstTurns(read(selfPlay), 4), rules.alphabet));
    const r = run('--gcg', gcg, '--static', '--json', '--out', out);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ ruleset: 'english', lexicon: 'sowpods', static: true, totalTurns: 4 });
    expect(j.reviews).toHaveLength(4);
    for (const k of ['turn', 'player', 'nick', 'rack', 'bag', 'method', 'played', 'best', 'lost', 'bingoMissed', 'note']) expect(j.reviews[0]).toHaveProperty(k);
    expect(j.players).toHaveLength(2);
    expect(r.err).toMatch(/review: turn 1 of 4\n[\s\S]*review: turn 4 of 4\n/);
    expect(gcgTurns(read(readFileSync(out, 'utf8'))).map((e) => e.notes![0]!.value)).toEqual(j.reviews.map((t: { note: string }) => t.note));

    const table = run('--gcg', gcg, '--static');
    expect(table.code, table.err).toBe(0);
    expect(table.out).toMatch(/^turn\s+player\s+rack\s+played\s+score\s+best\s+score\s+lost\s+note$/m);
    expect(table.out).toMatch(/^p1: 2 turns reviewed, equity lost 0\.0/m);

    const unwritable = run('--gcg', gcg, '--out', join(dir, 'no', 'such', 'folder.gcg'));
    expect(unwritable.code).toBe(2);
    expect(unwritable.err).toMatch(/--out .* cannot be written: its folder does not exist/);
    expect(unwritable.err).not.toMatch(/review: turn/);

    // A record whose last play is the opening again (no new tile) fails before any turn is reviewed.
    const bad = firstTurns(read(selfPlay), 4);
    const four = gcgTurns(bad);
    bad.events.push({ ...four[0]!, score: 0, total: four[2]!.total, line: undefined });
    writeFileSync(join(dir, 'bad.gcg'), writeGcg(bad, rules.alphabet));
    const replayed = run('--gcg', join(dir, 'bad.gcg'), '--static');
    expect(replayed.code, replayed.err).toBe(2);
    expect(replayed.err).toMatch(/GCG line \d+: the play places no new tile/);
    expect(replayed.err).not.toMatch(/review: turn/);

    const missing = run('--gcg', join(dir, 'nope.gcg'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/--gcg: file not found/);
    expect(run().code).toBe(2);
  });

  it('Ctrl-C prints the turns reviewed so far, exit 130', async () => {
    const dir = tempDir('verbivore-review-');
    const gcg = join(dir, 'game.gcg');
    writeFileSync(gcg, selfPlay);
    const child = spawn(process.execPath, [cliMain, 'review', '--gcg', gcg, '--seconds-per-turn', '2', '--workers', '1', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    child.stdout.on('data', (d) => (out += d));
    await new Promise<void>((resolve) => child.stderr.on('data', (d) => {
      err += d;
      if (/review: turn 2 of/.test(err)) resolve();
    }));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code, err).toBe(130);
    const j = JSON.parse(out);
    expect(j.stopped).toBe('interrupted');
    expect(j.reviews).toHaveLength(1);
  });
});
