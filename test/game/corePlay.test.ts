// Whole games in the core (src/game/play.ts playNewGame, src/game/corePlayout.ts): between two
// static-equity players, or two score players, the core plays the game and the Game replays it;
// every game must be the one the TypeScript path (playGame, the players choosing each move) plays from the same seed —
// turn by turn (racks, moves with their words and leaves, totals, bag sizes), the end's rack
// adjustments, the scores, and the positions a beforeTurn hook sees — on English, Catalan and
// Spanish (going out by transfer, Catalan exchanges down to one tile in the bag). The same for
// two score players: every move, tie-break and no-play exchange or pass, and the final scores.

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { engineFor } from '../../src/engine.js';
import { Game } from '../../src/game/game.js';
import { gameSeed, playGame, playNewGame } from '../../src/game/play.js';
import { equityPlayer, type Player, scorePlayer } from '../../src/game/players.js';
import { gameCgp } from '../../src/game/record.js';
import { MovegenSearcher, searcherFor } from '../../src/game/searcher.js';
import { resolveLeaves } from '../../src/leaves/store.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset } from '../../src/rules/index.js';

const LANGUAGES = [
  { ruleset: 'english', lexicon: 'sowpods', games: 12 },
  { ruleset: 'catalan', lexicon: 'catalan', games: 6 },
  { ruleset: 'spanish', lexicon: 'spanish', games: 6 },
] as const;

beforeAll(async () => {
  for (const l of LANGUAGES) await ensureLexicon(l.lexicon);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('games between equity players in the core', () => {
  it.each(LANGUAGES)('$ruleset: game by game the same as the players choosing in TypeScript', ({ ruleset, lexicon, games }) => {
    const engine = engineFor(lexicon);
    const rules = loadRuleset(ruleset);
    const table = resolveLeaves('builtin', rules)!;
    const searcher = searcherFor(engine, rules);
    const player = equityPlayer(table);
    // The same player without its mark: playNewGame cannot hand it to the core.
    const plain: Player = { name: player.name, trusted: true, choose: (view) => player.choose(view) };
    const spy = vi.spyOn(MovegenSearcher.prototype, 'playout');
    let exchanges = 0, outs = 0;
    for (let i = 0; i < games; i++) {
      const seed = gameSeed(17, i);
      const seen: string[] = [], expected: string[] = [];
      const calls = spy.mock.calls.length;
      const core = playNewGame(rules, { seed }, [player, player], searcher, { beforeTurn: (g) => seen.push(gameCgp(g)) });
      expect(spy.mock.calls.length).toBeGreaterThan(calls);
      const reference = new Game(rules, { seed });
      playGame(reference, [plain, plain], searcher, { beforeTurn: (g) => expected.push(gameCgp(g)) });
      expect(core.turns, `${ruleset} game ${i}`).toEqual(reference.turns);
      expect(core.ends).toEqual(reference.ends);
      expect(core.scores).toEqual(reference.scores);
      expect(core.over).toBe(reference.over);
      expect(seen).toEqual(expected);
      exchanges += core.turns.filter((t) => t.move.kind === 'exchange').length;
      if (core.over === 'out') outs++;
    }
    expect(outs).toBeGreaterThan(0);
    if (ruleset === 'english') expect(exchanges).toBeGreaterThan(0);
  });

  it('players of different tables, or not both equity players, are played in TypeScript', () => {
    const engine = engineFor('sowpods');
    const rules = loadRuleset('english');
    const searcher = searcherFor(engine, rules);
    const a = equityPlayer(resolveLeaves('builtin', rules)!);
    const b = equityPlayer({ valueOfCounts: () => 0 });
    const spy = vi.spyOn(MovegenSearcher.prototype, 'playout');
    const game = playNewGame(rules, { seed: 5 }, [a, b], searcher);
    expect(game.over).toBeDefined();
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('games between score players in the core', () => {
  // Seeded: these games meet the score player's no-play rule (a pass; a Catalan exchange).
  const SCORE_GAMES = [
    { ruleset: 'english', lexicon: 'sowpods', games: 40, exchanges: false },
    { ruleset: 'catalan', lexicon: 'catalan', games: 16, exchanges: true },
    { ruleset: 'spanish', lexicon: 'spanish', games: 16, exchanges: false },
  ] as const;

  it.each(SCORE_GAMES)('$ruleset: game by game the same as the score player choosing in TypeScript', ({ ruleset, lexicon, games, exchanges }) => {
    const engine = engineFor(lexicon);
    const rules = loadRuleset(ruleset);
    const searcher = searcherFor(engine, rules);
    const player = scorePlayer();
    // The same player without its mark: playNewGame cannot hand it to the core.
    const plain: Player = { name: player.name, trusted: true, choose: (view) => player.choose(view) };
    const spy = vi.spyOn(MovegenSearcher.prototype, 'playout');
    let exchanged = 0, passes = 0, outs = 0;
    for (let i = 0; i < games; i++) {
      const seed = gameSeed(23, i);
      const calls = spy.mock.calls.length;
      const core = playNewGame(rules, { seed }, [player, player], searcher);
      // The core played every move (a call that found no room is tried again, after growing).
      const played = spy.mock.results.slice(calls).reduce((sum, r) => sum + Math.max(0, r.value as number), 0);
      expect(played).toBe(core.turns.length);
      const reference = new Game(rules, { seed });
      playGame(reference, [plain, plain], searcher);
      expect(core.turns, `${ruleset} game ${i}`).toEqual(reference.turns);
      expect(core.ends).toEqual(reference.ends);
      expect(core.scores).toEqual(reference.scores);
      expect(core.over).toBe(reference.over);
      exchanged += core.turns.filter((t) => t.move.kind === 'exchange').length;
      passes += core.turns.filter((t) => t.move.kind === 'pass').length;
      if (core.over === 'out') outs++;
    }
    expect(outs).toBeGreaterThan(0);
    expect(passes).toBeGreaterThan(0);
    if (exchanges) expect(exchanged).toBeGreaterThan(0);
  });

  it('a score player against an equity player is played in TypeScript', () => {
    const engine = engineFor('sowpods');
    const rules = loadRuleset('english');
    const searcher = searcherFor(engine, rules);
    const spy = vi.spyOn(MovegenSearcher.prototype, 'playout');
    const game = playNewGame(rules, { seed: 5 }, [scorePlayer(), equityPlayer(resolveLeaves('builtin', rules)!)], searcher);
    expect(game.over).toBeDefined();
    expect(spy).not.toHaveBeenCalled();
  });
});
