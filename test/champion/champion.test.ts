// The championship player (src/champion/champion.ts): a legal move within its time, the same
// moves for a seed under a playout budget, the clearly best move of a position, the pre-endgame
// with one or two tiles in the bag and the exact endgame's best once it is empty; as an autoplay player.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { championPlayer, championPlies, type ChampionPlayer } from '../../src/champion/champion.js';
import { PEG_MIN_SECONDS } from '../../src/endgame/peg.js';
import { runAutoplay } from '../../src/champion/players.js';
import { fitWinTable } from '../../src/champion/winTable.js';
import { type Engine, engineFor } from '../../src/engine.js';
import { autoplayPositions } from '../../src/endgame/corpus.js';
import { solveEndgame } from '../../src/endgame/solve.js';
import { leaveRefFor } from '../../src/game/autoplay.js';
import { Game } from '../../src/game/game.js';
import { playerRandom, playGame } from '../../src/game/play.js';
import { checkedMove, equityPlayer, type TurnView } from '../../src/game/players.js';
import { gamePosition } from '../../src/game/record.js';
import { searcherFor } from '../../src/game/searcher.js';
import { resolveLeaves } from '../../src/leaves/resolve.js';
import type { LeaveTable } from '../../src/leaves/table.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { packageRoot } from '../../src/paths.js';
import { loadRuleset } from '../../src/rules/index.js';
import { moveKey } from '../../src/scrabble/move.js';
import type { Move } from '../../src/scrabble/movegen.js';
import { type Position, readCgp } from '../../src/scrabble/position/index.js';
import { MAX_PLIES } from '../../src/sim/simulate.js';

const rules = loadRuleset('english');
const corpus = readFileSync(join(packageRoot, 'test', 'fixtures', 'scrabble', 'midgame-corpus.cgp'), 'utf8').trim().split('\n');
let engine: Engine;
let leaves: LeaveTable;

beforeAll(async () => {
  await ensureLexicon('sowpods');
  engine = engineFor('sowpods');
  leaves = resolveLeaves('builtin', rules)!;
});

/** The view of the side on turn of a position (its rack as given, the other rack dealt from the bag when absent). */
function viewOf(position: Position, seed = 1): TurnView {
  const game = new Game(rules, { seed, position });
  const searcher = searcherFor(engine, rules);
  searcher.load(game.board);
  return { game, player: game.onTurn, rack: game.racks[game.onTurn]!, searcher, random: playerRandom(seed, game.onTurn) };
}

const key = (m: Move) => (m.kind === 'place' ? moveKey(m) : `${m.kind} ${[...(m.kind === 'exchange' ? m.tiles : [])].join(',')}`);

describe('champion player', () => {
  it('plies deepen as the tiles unseen fall, to the end with a rack or less in the bag', () => {
    expect(championPlies(93)).toBe(2);
    expect(championPlies(30)).toBe(3);
    expect(championPlies(18)).toBe(4);
    expect(championPlies(14)).toBe(MAX_PLIES);
  });

  it('plays a legal move within its time (and a tolerance for a busy machine)', () => {
    const champion = championPlayer(engine, rules, { leaves, secondsPerMove: 0.2 });
    champion.choose(viewOf(readCgp(corpus[3]!, rules.alphabet))); // warm-up: code and tables loaded once
    for (const line of [10, 137]) {
      const view = viewOf(readCgp(corpus[line]!, rules.alphabet));
      const start = performance.now();
      const move = champion.choose(view);
      const seconds = (performance.now() - start) / 1000;
      expect(seconds).toBeLessThan(0.2 + 0.5);
      expect(champion.last).toMatchObject({ method: 'sim' });
      expect(champion.last!.playouts).toBeGreaterThan(0);
      expect(() => checkedMove(view, move)).not.toThrow();
    }
  });

  it('gives the same moves for a seed under a playout budget, whatever ran before', () => {
    const a = championPlayer(engine, rules, { leaves, playouts: 120 });
    const b = championPlayer(engine, rules, { leaves, playouts: 120 });
    b.choose(viewOf(readCgp(corpus[50]!, rules.alphabet), 9)); // b has played something else first
    for (const line of [20, 75, 200]) {
      const ma = a.choose(viewOf(readCgp(corpus[line]!, rules.alphabet), 4));
      const la = a.last!;
      const mb = b.choose(viewOf(readCgp(corpus[line]!, rules.alphabet), 4));
      expect(key(mb)).toBe(key(ma));
      expect(b.last!.playouts).toBe(la.playouts);
      expect(b.last!.probabilityBest).toBe(la.probabilityBest);
      expect(la.playouts).toBeLessThanOrEqual(120);
    }
  });

  it('plays the clearly best move: a bingo far ahead of the rest by static equity', () => {
    // The first corpus position whose best by equity is a bingo 30 points ahead of the second.
    let found: { position: Position; best: Move } | undefined;
    for (const line of corpus) {
      const position = readCgp(line, rules.alphabet);
      const view = viewOf(position);
      const top = view.searcher.byEquity(view.rack, leaves, { top: 2 }).moves;
      const best = top[0]!.move;
      if (best.kind === 'place' && best.tiles.length === 7 && top[0]!.equity - top[1]!.equity > 30) {
        found = { position, best };
        break;
      }
    }
    expect(found, 'a corpus position with a clear bingo').toBeDefined();
    const champion = championPlayer(engine, rules, { leaves, playouts: 300 });
    expect(key(champion.choose(viewOf(found!.position)))).toBe(key(found!.best));
  });

  it('bag empty: the endgame search, a move of the exact best value', () => {
    const positions = autoplayPositions(engine, rules, {
      seed: 31, count: 3, games: 40,
      accept: (g) => g.bagSize === 0 && g.racks[0]!.length + g.racks[1]!.length <= 8 && g.racks.every((r) => r.length >= 2),
    });
    expect(positions.length).toBe(3);
    const champion = championPlayer(engine, rules, { leaves, secondsPerMove: 2 });
    for (const position of positions) {
      const view = viewOf(position);
      const move = champion.choose(view);
      expect(champion.last!.method).toBe('endgame');
      const best = solveEndgame(engine, rules, position);
      expect(best.exact).toBe(true);
      // The value of the champion's move: its score (and end points) and then the opponent's best line.
      const game = new Game(rules, { seed: 0, position });
      const me = position.onTurn;
      game.play(move);
      const spread = game.over ? game.scores[me]! - game.scores[1 - me]!
        : -solveEndgame(engine, rules, gamePosition(game)).spread;
      expect(spread).toBe(best.spread);
    }
  });

  it('one tile in the bag: the pre-endgame, the opponent\'s rack unseen', () => {
    const [position] = autoplayPositions(engine, rules, { seed: 8, count: 1, games: 20, accept: (g) => g.bagSize === 1 });
    expect(position).toBeDefined();
    const champion = championPlayer(engine, rules, { leaves, secondsPerMove: 0.5 });
    const view = viewOf(position!);
    const move = champion.choose(view);
    expect(['peg', 'static']).toContain(champion.last!.method);
    expect(() => checkedMove(view, move)).not.toThrow();
  });

  it('two tiles in the bag: the pre-endgame when the move has PEG_MIN_SECONDS, else the simulation', () => {
    const [position] = autoplayPositions(engine, rules, { seed: 1, count: 1, games: 10, accept: (g) => g.bagSize === 2 });
    const view = viewOf(position!);
    const patient = championPlayer(engine, rules, { leaves, secondsPerMove: PEG_MIN_SECONDS[2]! });
    const move = patient.choose(view);
    expect(patient.last!.method).toBe('peg');
    expect(patient.last!.seconds).toBeLessThan(PEG_MIN_SECONDS[2]! + 2);
    expect(() => checkedMove(view, move)).not.toThrow();
    const hurried = championPlayer(engine, rules, { leaves, secondsPerMove: PEG_MIN_SECONDS[2]! / 4 });
    hurried.choose(viewOf(position!));
    expect(hurried.last!.method).toBe('sim');
  });

  it('values playouts by win chance near the end when it has a win table', () => {
    // A table where only the spread's sign counts: near the end the champion plays for the win.
    const table = fitWinTable([{ unseen: 20, spread: 0, final: 1 }], 93);
    const champion: ChampionPlayer = championPlayer(engine, rules, { leaves, winTable: table, playouts: 60 });
    const [position] = autoplayPositions(engine, rules, { seed: 5, count: 1, games: 20, accept: (g) => g.bagSize > 6 && g.bagSize + 7 <= 30 });
    champion.choose(viewOf(position!));
    expect(champion.last).toMatchObject({ method: 'sim', byWinChance: true });
    champion.choose(viewOf(readCgp(corpus[0]!, rules.alphabet)));
    expect(champion.last).toMatchObject({ method: 'sim', byWinChance: false });
  });

  it('in autoplay: whole games against the static player', () => {
    const ref = leaveRefFor('builtin', rules).ref;
    const task = {
      ruleset: 'english', lexicon: 'sowpods', seed: 3, first: 0, count: 1,
      players: [{ kind: 'champion', leaves: ref, champion: { playouts: 40, secondsPerMove: 0.2 } }, { kind: 'equity', leaves: ref }],
    } as const;
    const games = runAutoplay(engine, { ...task, count: 2, players: [...task.players] }).games;
    for (const g of games) {
      expect(['out', 'scoreless']).toContain(g.end);
      expect(g.moves[0]).toBeGreaterThan(3);
    }
    expect(games.map((g) => g.p1First)).toEqual([true, false]);
  });

  it('a game clock: its moves together take about the clock', () => {
    const champion = championPlayer(engine, rules, { leaves, gameSeconds: 3 });
    // Warm-up (the first search of a thread compiles and loads what it needs): a move of another game.
    champion.choose(viewOf(readCgp(corpus[3]!, rules.alphabet)));
    const seed = 77;
    const game = new Game(rules, { seed });
    let used = 0, moves = 0;
    const timed = { ...champion, choose: (view: TurnView) => { const m = champion.choose(view); used += champion.last!.seconds; moves++; return m; } };
    playGame(game, [timed, equityPlayer(leaves)], searcherFor(engine, rules), { randoms: [playerRandom(seed, 0), playerRandom(seed, 1)] });
    expect(moves).toBeGreaterThan(5);
    // The last moves get what is left (20 ms at least), and a search step can overrun a little.
    expect(used).toBeLessThan(3 + 1);
    expect(used).toBeGreaterThan(1);
  });

  it('refuses bad options by name', () => {
    expect(() => championPlayer(engine, rules, { leaves, secondsPerMove: 0 })).toThrow(/secondsPerMove must be a number of seconds > 0/);
    expect(() => championPlayer(engine, rules, { leaves, playouts: 1.5 })).toThrow(/playouts must be a whole number/);
  });
});
