// Training a win-probability table (winTable.ts) by self-play: seeded games between two
// static-equity players (built-in leaves), in this thread; every turn gives one sample (the
// mover's unseen tiles and spread, and how the game ended for the mover).

import { engineFor } from '../engine.js';
import { errors } from '../errors.js';
import { Game } from '../game/game.js';
import { gameSeed, playGame } from '../game/play.js';
import { equityPlayer } from '../game/players.js';
import { searcherFor } from '../game/searcher.js';
import { resolveLeaves } from '../leaves/resolve.js';
import { loadRuleset, tileTotal } from '../rules/index.js';
import { nextTurnOfEvents } from '../sim/simulate.js';
import { fitWinTable, type WinSample, type WinTable } from './winTable.js';

export interface WinTrainOptions {
  ruleset: string;
  lexicon: string;
  games: number;
  seed?: number;
  /** Called after each game: games done, games asked. */
  onProgress?: (done: number, total: number) => void;
  /** Polled between games (Ctrl-C): the table is fitted on the games played. */
  shouldStop?: () => boolean;
}

export interface WinTrainResult {
  table: WinTable;
  games: number;
  samples: number;
  seconds: number;
  stopped?: 'interrupted';
}

/** Plays the games and fits the table on their turns. */
export async function trainWinTable(options: WinTrainOptions): Promise<WinTrainResult> {
  const start = performance.now();
  if (!Number.isInteger(options.games) || options.games < 1) throw errors.about({ option: 'games' }, (n) => `${n} must be a whole number ≥ 1, got ${options.games}`, 'bad-usage');
  const seed = options.seed ?? 1;
  const rules = loadRuleset(options.ruleset);
  const leaves = resolveLeaves('builtin', rules);
  if (!leaves) throw errors.badInput(`ruleset ${rules.ruleset.name} has no built-in leave table to train a win table with`);
  const engine = engineFor(options.lexicon);
  const searcher = searcherFor(engine, rules);
  const players = [equityPlayer(leaves), equityPlayer(leaves)];
  const samples: WinSample[] = [];
  let games = 0, stopped: WinTrainResult['stopped'];
  for (; games < options.games; games++) {
    // Let events in (Ctrl-C) every few games.
    if (games % 8 === 0) await nextTurnOfEvents();
    if (options.shouldStop?.()) {
      stopped = 'interrupted';
      break;
    }
    const game = new Game(rules, { seed: gameSeed(seed, games), lexicon: options.lexicon });
    const turns: { player: number; unseen: number; spread: number }[] = [];
    playGame(game, players, searcher, {
      beforeTurn: (g) => {
        const p = g.onTurn, other = 1 - p;
        turns.push({ player: p, unseen: g.bagSize + g.racks[other]!.length, spread: g.scores[p]! - g.scores[other]! });
      },
    });
    for (const t of turns) samples.push({ unseen: t.unseen, spread: t.spread, final: game.scores[t.player]! - game.scores[1 - t.player]! });
    options.onProgress?.(games + 1, options.games);
  }
  if (games === 0) throw errors.badInput('no game was played: a win table needs at least one');
  const maxUnseen = tileTotal(rules.ruleset) - rules.ruleset.rackSize;
  const comments = [
    `verbivore win-probability table: P(the side to move wins) by tiles unseen (rows) and spread (columns)`,
    `ruleset ${rules.ruleset.name}, lexicon ${options.lexicon}: ${games} self-play games of two static-equity players (built-in leaves), seed ${seed}, ${samples.length} turns`,
  ];
  return { table: fitWinTable(samples, maxUnseen, comments), games, samples: samples.length, seconds: (performance.now() - start) / 1000, ...(stopped && { stopped }) };
}
