// Self-play in pool workers: the task `autoplay` plays a run of seeded games between two player
// specs and returns a summary of each (optionally its GCG and positions as CGP), and, for leave
// training, what each kept leave delivered on its owner's next turn. Payloads and results are
// JSON data, so they run on any TaskRunner (the pool, a Redis queue): rulesets by name, built-in
// tables by name and checksum, other leave tables by checksum, their bytes sent once per batch
// as a blob (src/pool/blobs.ts; each worker thread decodes a table once).

import { type Engine } from '../engine.js';
import { errors } from '../errors.js';
import { decodeLeaves, encodeLeaves } from '../leaves/format.js';
import { type Blobs, blobBytes } from '../pool/blobs.js';
import { resolveLeaves } from '../leaves/resolve.js';
import type { LeaveTable } from '../leaves/table.js';
import { loadRuleset, type CompiledRuleset } from '../rules/index.js';
import { type EndReason, type Game } from './game.js';
import { gameSeed, playerRandom, playNewGame } from './play.js';
import type { Player } from './players.js';
import { gameCgp, gameGcg } from './record.js';
import { searcherFor } from './searcher.js';
import { leaveSamples, type LeaveSamples } from './samples.js';

/**
 * A leave table sent to a worker: the built-in one of the ruleset (the worker's own copy, which
 * must have the same checksum), or any other by checksum, its bytes in the blob `blob`.
 */
export type LeaveRef = { builtin: true; checksum: number } | { checksum: number; name: string; blob: string };

/** A table's reference and the blobs that carry it (none for a built-in table). */
export interface SentLeaves {
  ref: LeaveRef;
  blobs: Blobs;
}

/** 'score', 'equity' (needs leaves), 'topK' (one of the K best by score at random), or 'champion' (needs leaves; src/champion). */
export interface PlayerSpec {
  kind: string;
  leaves?: LeaveRef;
  /** An equity player's endgame (bag empty): a search of at most this many nodes a turn (src/endgame/player.ts); absent: the static rule. */
  endgameNodes?: number;
  /** A champion's settings (src/champion/champion.ts). */
  champion?: ChampionSpec;
}

/** How a champion player plays: its time, or a playout budget; its win table. */
export interface ChampionSpec {
  /** Seconds a move (default 0.5). */
  secondsPerMove?: number;
  /** A game clock instead: seconds for all of its moves in a game. */
  gameSeconds?: number;
  /** Playouts a move instead of time: moves that depend on the seed alone. */
  playouts?: number;
  candidates?: number;
  /** 'builtin' (default: the ruleset's shipped table, none if it has none), 'none', or a table file on the worker's machine. */
  winTable?: string;
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

/** The checksum in a leave table file's header. */
const fileChecksum = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(12, true);
const checksums = new WeakMap<LeaveTable, number>();

/** The checksum of a table's file (its encoding), computed once per table. */
function checksumOf(table: LeaveTable): number {
  let c = checksums.get(table);
  if (c === undefined) {
    c = fileChecksum(encodeLeaves(table));
    checksums.set(table, c);
  }
  return c;
}

/** A table as a worker payload: its checksum and name, its bytes as the blob `leaves-CHECKSUM`. */
export function leaveRefOf(table: LeaveTable, name: string): SentLeaves {
  const bytes = encodeLeaves(table);
  const checksum = fileChecksum(bytes);
  const blob = `leaves-${checksum.toString(16).padStart(8, '0')}`;
  checksums.set(table, checksum);
  return { ref: { checksum, name, blob }, blobs: { [blob]: bytes } };
}

/** The table a --leaves value names, as a payload: 'builtin' by name and checksum, any other as a blob. */
export function leaveRefFor(spec: string, rules: CompiledRuleset): SentLeaves {
  const table = resolveLeaves(spec, rules);
  if (!table) throw errors.usage('an equity player needs a leave table, not --leaves none');
  return spec === 'builtin' ? { ref: { builtin: true, checksum: checksumOf(table) }, blobs: {} } : leaveRefOf(table, spec);
}

const tables = new Map<number, LeaveTable>();

export function leaveTable(ref: LeaveRef, rules: CompiledRuleset): LeaveTable {
  if ('builtin' in ref) {
    const builtin = resolveLeaves('builtin', rules)!;
    if (checksumOf(builtin) !== ref.checksum) {
      throw errors.lexiconMismatch(`the built-in ${rules.ruleset.name} leave table here has checksum ${hex(checksumOf(builtin))}, ` +
        `the task was sent for ${hex(ref.checksum)}: run the same verbivore version on every machine`);
    }
    return builtin;
  }
  let t = tables.get(ref.checksum);
  if (!t) {
    const bytes = blobBytes(ref.blob);
    if (bytes.byteLength < 16 || fileChecksum(bytes) !== ref.checksum) {
      throw errors.badInput(`leave table ${ref.name}: the bytes sent are not the table of checksum ${hex(ref.checksum)}`);
    }
    t = decodeLeaves(bytes, ref.name);
    t.checkFor(rules, ref.name);
    if (tables.size >= 4) tables.delete(tables.keys().next().value!);
    tables.set(ref.checksum, t);
  }
  return t;
}

const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/**
 * Makes the Player a spec names. The factory lives above the folders of the players it knows
 * (src/champion/players.ts: game, sim, endgame), so this folder imports none of them.
 */
export type PlayerFactory = (spec: PlayerSpec, engine: Engine, rules: CompiledRuleset) => Player;

/** Plays the task's games with the players `makePlayer` makes of its specs. */
export function autoplayTask(engine: Engine, task: AutoplayTask, makePlayer: PlayerFactory): AutoplayResult {
  const rules = loadRuleset(task.ruleset);
  const specs = task.players;
  const players = specs.map((s) => makePlayer(s, engine, rules));
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
    const positions: string[] = [];
    const [from, to] = task.positions ?? [0, -1];
    // Between two equity players of one table (no endgame search), the core plays the game.
    const game = playNewGame(rules, { seed, players: nicks, lexicon: task.lexicon }, seats.map((s) => players[s]!), searcher, {
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
