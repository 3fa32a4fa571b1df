// A game written down: GCG for the whole game (racks, #lexicon, end-of-game rack lines), read
// back by src/scrabble/position/gcg.ts to the same totals, and CGP for the position before any
// turn. Both formats are for two players.

import { errors } from '../errors.js';
import {
  type GcgEvent, type GcgGame, type Position, writeCgp, writeGcg,
} from '../scrabble/position/index.js';
import type { Game } from './game.js';

function twoPlayers(game: Game, what: string): void {
  if (game.players.length !== 2) throw errors.badInput(`${what} records two-player games; this one has ${game.players.length} players`);
}

/** The game as a GcgGame record (events in order, then the end-of-game rack lines). */
export function gameRecord(game: Game): GcgGame {
  twoPlayers(game, 'GCG');
  const events: GcgEvent[] = game.turns.map((t) => {
    const player = t.player as 0 | 1;
    const rack = Uint8Array.from(t.rack);
    const m = t.move;
    if (m.kind === 'place') {
      return {
        kind: 'place', player, rack, score: m.score, total: t.total, row: m.row, col: m.col, dir: m.dir,
        word: Uint8Array.from(m.word), through: Uint8Array.from(m.tiles, (x) => (x === 0 ? 1 : 0)),
      };
    }
    if (m.kind === 'exchange') {
      return { kind: 'exchange', player, rack, score: 0, total: t.total, tiles: Uint8Array.from(m.tiles), count: m.tiles.length };
    }
    return { kind: 'pass', player, rack, score: 0, total: t.total };
  });
  for (const e of game.ends) {
    events.push({
      kind: 'endRack', player: e.player as 0 | 1, score: e.score, total: e.total, tiles: Uint8Array.from(e.tiles),
      ...(e.rack && { rack: Uint8Array.from(e.rack) }),
    });
  }
  const record: GcgGame = {
    players: [{ ...game.players[0]! }, { ...game.players[1]! }],
    pragmas: [{ name: 'character-encoding', value: 'UTF-8' }],
    events,
    finalRacks: [undefined, undefined],
  };
  if (game.lexicon !== undefined) record.lexicon = game.lexicon;
  return record;
}

export function gameGcg(game: Game): string {
  return writeGcg(gameRecord(game), game.rules.alphabet);
}

/**
 * The position before turn `turn` (0-based; default: now), as read from the turn records: the
 * board, both racks, the scores and the scoreless turns in a row.
 */
export function gamePosition(game: Game, turn = game.turns.length): Position {
  twoPlayers(game, 'CGP');
  if (!Number.isInteger(turn) || turn < 0 || turn > game.turns.length) {
    throw errors.badInput(`turn ${turn} is not in this game (0 to ${game.turns.length})`);
  }
  const { rows, cols } = game.rules.ruleset;
  if (turn === game.turns.length) {
    return {
      rows, cols, board: game.board.slice(), racks: [Uint8Array.from(game.racks[0]!), Uint8Array.from(game.racks[1]!)],
      scores: [game.scores[0]!, game.scores[1]!], zeroTurns: game.zeroTurns, onTurn: game.onTurn as 0 | 1,
      ...(game.lexicon !== undefined && { lexicon: game.lexicon }),
    };
  }
  // Replay the board and scores up to the turn; a rack is known at its owner's next turn.
  const board = new Uint8Array(rows * cols);
  const scores = [0, 0], racks: Uint8Array[] = [new Uint8Array(0), new Uint8Array(0)];
  let zeroTurns = 0;
  for (let i = 0; i < turn; i++) {
    const t = game.turns[i]!;
    const m = t.move;
    if (m.kind === 'place') {
      m.tiles.forEach((x, k) => {
        if (x) board[m.dir === 'across' ? m.row * cols + m.col + k : (m.row + k) * cols + m.col] = x;
      });
    }
    scores[t.player] = t.total;
    zeroTurns = m.score === 0 ? zeroTurns + 1 : 0;
  }
  const next = game.turns[turn]!;
  racks[next.player] = Uint8Array.from(next.rack);
  const other = 1 - next.player;
  const later = game.turns.slice(turn).find((t) => t.player === other);
  racks[other] = Uint8Array.from(later ? later.rack : game.racks[other]!);
  return {
    rows, cols, board, racks: racks as [Uint8Array, Uint8Array], scores: scores as [number, number], zeroTurns,
    onTurn: next.player as 0 | 1, ...(game.lexicon !== undefined && { lexicon: game.lexicon }),
  };
}

export function gameCgp(game: Game, turn?: number): string {
  return writeCgp(gamePosition(game, turn), game.rules.alphabet);
}
