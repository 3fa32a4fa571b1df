// Self-play in pool workers: the task `autoplay` plays a run of seeded games between two player
// specs and returns a summary of each (optionally its GCG and positions as CGP), and, for leave
// training, what each kept leave delivered on its owner's next turn. Payloads are structured-clone
// data: rulesets and built-in tables by name, other leave tables as bytes with their checksum
// (each worker decodes a table once).

import { type Engine } from '../engine.js';
import { errors } from '../errors.js';
import { decodeLeaves, encodeLeaves } from '../leaves/format.js';
import { resolveLeaves } from '../leaves/store.js';
import type { LeaveTable } from '../leaves/table.js';
import { compiledRuleset, type CompiledRuleset } from '../rules/index.js';
import { type EndReason, Game } from './game.js';
import { gameSeed, playerRandom, playGame } from './play.js';
import { equityPlayer, type Player, scorePlayer, topKPlayer } from './players.js';
import { gameCgp, gameGcg } from './record.js';
import { searcherFor } from './searcher.js';
import { leaveSamples, type LeaveSamples } from './samples.js';

/** A leave table sent to a worker: the built-in one of the ruleset, or a file's bytes. */
export type LeaveRef = { builtin: true } | { checksum: number; bytes: Uint8Array; name: string };

/** 'score', 'equity' (needs leaves), or 'topK' (one of the K best by score at random). */
export interface PlayerSpec {
  kind: string;
  leaves?: LeaveRef;
}

export interface AutoplayTask {
  ruleset: string;
  lexicon: string;
  /** The two players, p1 and p2; p1 moves first in even games, p2 in odd ones. */
  players: [PlayerSpec, PlayerSpec];
  seed: number;
  /** Games first .. first+count−1 of the run. */
  first: number;
  count: number;
  gcg?: boolean;
  /** CGP of the positions before turns from..to (1-based turn numbers). */
  positions?: [number, number];
  /** Collect leave-training samples, valued with p1's table. */
  samples?: boolean;
}

export interface GameSummary {
  index: number;
  /** Final scores of p1 and p2. */
  scores: [number, number];
  p1First: boolean;
  turns: number;
  /** By p1, p2: plays using the whole rack, points scored by moves, turns taken. */
  bingos: [number, number];
  movePoints: [number, number];
  moves: [number, number];
  end: EndReason;
  gcg?: string;
  positions?: string[];
}

export interface AutoplayResult {
  games: GameSummary[];
  samples?: LeaveSamples;
}

/** Parses a player spec's kind; throws a clear error for an unknown one. */
export function checkPlayerKind(kind: string): void {
  if (kind === 'score' || kind === 'equity' || /^top[1-9]\d*$/.test(kind)) return;
  throw errors.usage(`unknown player "${kind}" (players: score, equity, topK e.g. top3)`);
}

/** A table as a worker payload: bytes and checksum (a worker decodes each table once). */
export function leaveRefOf(table: LeaveTable, name: string): LeaveRef {
  const bytes = encodeLeaves(table);
  return { checksum: new DataView(bytes.buffer).getUint32(12, true), bytes, name };
}

/** The table a --leaves value names, as a payload: 'builtin' by name, any other as bytes. */
export function leaveRefFor(spec: string, rules: CompiledRuleset): LeaveRef {
  const table = resolveLeaves(spec, rules);
  if (!table) throw errors.usage('an equity player needs a leave table, not --leaves none');
  return spec === 'builtin' ? { builtin: true } : leaveRefOf(table, spec);
}

const tables = new Map<number, LeaveTable>();

/** A payload's table in this thread (decoded once per checksum). */
export function leaveTable(ref: LeaveRef, rules: CompiledRuleset): LeaveTable {
  if ('builtin' in ref) return resolveLeaves('builtin', rules)!;
  let t = tables.get(ref.checksum);
  if (!t) {
    t = decodeLeaves(ref.bytes, ref.name);
    t.checkFor(rules, ref.name);
    if (tables.size >= 4) tables.delete(tables.keys().next().value!);
    tables.set(ref.checksum, t);
  }
  return t;
}

function makePlayer(spec: PlayerSpec, rules: CompiledRuleset): Player {
  checkPlayerKind(spec.kind);
  if (spec.kind === 'score') return scorePlayer();
  if (spec.kind === 'equity') {
    if (!spec.leaves) throw errors.badInput('an equity player needs a leave table');
    return equityPlayer(leaveTable(spec.leaves, rules));
  }
  return topKPlayer(Number(spec.kind.slice(3)));
}

export function autoplayTask(engine: Engine, task: AutoplayTask): AutoplayResult {
  const rules = compiledRuleset(task.ruleset);
  const specs = task.players;
  const players = specs.map((s) => makePlayer(s, rules));
  const searcher = searcherFor(engine, rules);
  const table = task.samples ? (specs[0].leaves ? leaveTable(specs[0].leaves, rules) : undefined) : undefined;
  if (task.samples && !table) throw errors.badInput('leave samples need p1 to have a leave table');
  const samples = table ? leaveSamples(table) : undefined;
  const games: GameSummary[] = [];
  for (let index = task.first; index < task.first + task.count; index++) {
    const seed = gameSeed(task.seed, index);
    const p1First = index % 2 === 0;
    const seats = p1First ? [0, 1] : [1, 0];
    const nicks = seats.map((s) => ({ nick: `p${s + 1}`, name: `p${s + 1} ${specs[s]!.kind}` }));
    const game = new Game(rules, { seed, players: nicks, lexicon: task.lexicon });
    const positions: string[] = [];
    const [from, to] = task.positions ?? [0, -1];
    playGame(game, seats.map((s) => players[s]!), searcher, {
      randoms: seats.map((_, seat) => playerRandom(seed, seat)),
      beforeTurn: task.positions && ((g) => {
        const turn = g.turns.length + 1;
        if (turn >= from && turn <= to) positions.push(gameCgp(g));
      }),
    });
    samples?.add(game);
    games.push(summarise(game, index, seats, task, positions));
  }
  return samples ? { games, samples: samples.result() } : { games };
}

function summarise(game: Game, index: number, seats: number[], task: AutoplayTask, positions: string[]): GameSummary {
  const bySpec = <T>(f: (seat: number) => T): [T, T] => {
    const seatOf = [seats.indexOf(0), seats.indexOf(1)];
    return [f(seatOf[0]!), f(seatOf[1]!)];
  };
  const rackSize = game.rules.ruleset.rackSize;
  const turnsOf = (seat: number) => game.turns.filter((t) => t.player === seat);
  const summary: GameSummary = {
    index,
    scores: bySpec((s) => game.scores[s]!),
    p1First: seats[0] === 0,
    turns: game.turns.length,
    bingos: bySpec((s) => turnsOf(s).filter((t) => t.move.kind === 'place' && t.move.tiles.filter((x) => x !== 0).length === rackSize).length),
    movePoints: bySpec((s) => turnsOf(s).reduce((n, t) => n + t.move.score, 0)),
    moves: bySpec((s) => turnsOf(s).length),
    end: game.over!,
  };
  if (task.gcg) summary.gcg = gameGcg(game);
  if (task.positions) summary.positions = positions;
  return summary;
}
