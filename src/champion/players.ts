// The player-spec → Player factory of self-play (autoplay tasks): it sits above the folders of
// the players it makes — src/game (score, equity, topK), src/endgame (an equity player's endgame
// search) and this folder (the champion: sim and endgame) — so none of them imports another through it.

import type { Engine } from '../engine.js';
import { endgamePlayer } from '../endgame/player.js';
import { errors } from '../errors.js';
import { autoplayTask, type AutoplayResult, type AutoplayTask, leaveTable, type PlayerSpec } from '../game/autoplay.js';
import { equityPlayer, type Player, scorePlayer, topKPlayer } from '../game/players.js';
import type { CompiledRuleset } from '../rules/index.js';
import { builtinWinTable, readWinTableFile } from './builtinWinTable.js';
import { championPlayer } from './champion.js';

/** Parses a player spec's kind; throws a clear error for an unknown one. */
export function checkPlayerKind(kind: string): void {
  if (kind === 'score' || kind === 'equity' || kind === 'champion' || /^top[1-9]\d*$/.test(kind)) return;
  throw errors.usage(`unknown player "${kind}" (players: score, equity, champion, topK e.g. top3)`);
}

/** The Player a spec names. */
export function makePlayer(spec: PlayerSpec, engine: Engine, rules: CompiledRuleset): Player {
  checkPlayerKind(spec.kind);
  if (spec.kind === 'score') return scorePlayer();
  if (spec.kind === 'equity') {
    if (!spec.leaves) throw errors.badInput('an equity player needs a leave table');
    const player = equityPlayer(leaveTable(spec.leaves, rules));
    return spec.endgameNodes ? endgamePlayer(player, engine, rules, spec.endgameNodes) : player;
  }
  if (spec.kind === 'champion') {
    if (!spec.leaves) throw errors.badInput('a champion player needs a leave table');
    const c = spec.champion ?? {};
    const winTable = c.winTable === undefined || c.winTable === 'builtin' ? builtinWinTable(rules.ruleset.name)
      : c.winTable === 'none' ? undefined : readWinTableFile(c.winTable);
    return championPlayer(engine, rules, {
      leaves: leaveTable(spec.leaves, rules), ...(winTable && { winTable }),
      ...(c.secondsPerMove !== undefined && { secondsPerMove: c.secondsPerMove }),
      ...(c.gameSeconds !== undefined && { gameSeconds: c.gameSeconds }),
      ...(c.playouts !== undefined && { playouts: c.playouts }),
      ...(c.candidates !== undefined && { candidates: c.candidates }),
    });
  }
  return topKPlayer(Number(spec.kind.slice(3)));
}

/** The pool task `autoplay`: the task's games with the players of this factory. */
export function runAutoplay(engine: Engine, task: AutoplayTask): AutoplayResult {
  return autoplayTask(engine, task, makePlayer);
}
