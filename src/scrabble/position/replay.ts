// Replaying a GCG record to the position a player faced. Placements are applied and checked
// against the board (a square marked as played through must hold a tile; a letter on a square
// that holds the same tile is played through, as writers spell those out; other letters are new
// tiles, which must be on the rack when the record gives it); scores are the record's own
// totals — computing them is the move generator's job.

import { BLANK_BIT } from '../../alphabet/index.js';
import { errors } from '../../errors.js';
import type { CompiledRuleset } from '../../rules/index.js';
import { formatCoord, squareName } from './coords.js';
import { checkFromRack, type GcgEvent, type GcgGame, type GcgPlace, isTurn } from './gcg.js';
import { emptyPosition, type Position } from './position.js';
import { tileText } from './tiles.js';

/** The events that are turns, in order; turn N of replayGcg is turns[N]. */
export function gcgTurns(game: GcgGame): GcgEvent[] {
  return game.events.filter(isTurn);
}

function where(e: GcgEvent): string {
  return e.line ? `GCG line ${e.line}` : 'GCG move';
}

/** Puts a play's new tiles on the board; returns the squares it filled. */
function place(board: Uint8Array, rows: number, cols: number, e: GcgPlace, rules: CompiledRuleset): number[] {
  const [dr, dc] = e.dir === 'across' ? [0, 1] : [1, 0];
  const endRow = e.row + dr * (e.word.length - 1), endCol = e.col + dc * (e.word.length - 1);
  if (e.row >= rows || e.col >= cols || endRow >= rows || endCol >= cols) {
    throw errors.badInput(`${where(e)}: ${formatCoord(e.row, e.col, e.dir)} runs off the ${rows}×${cols} board`);
  }
  const filled: number[] = [];
  for (let i = 0; i < e.word.length; i++) {
    const r = e.row + dr * i, c = e.col + dc * i, sq = r * cols + c;
    const onBoard = board[sq]!;
    const named = e.word[i]!;
    if (e.through[i] && !onBoard) {
      throw errors.badInput(`${where(e)}: square ${squareName(r, c)} is empty, but the word marks a tile already there`);
    }
    if (onBoard) {
      // Played through: marked, or spelled out as the same letter (a blank's letter in either case).
      if (named && (named & ~BLANK_BIT) !== (onBoard & ~BLANK_BIT)) {
        throw errors.badInput(`${where(e)}: the word names ${tileText(rules.alphabet, named)} at ${squareName(r, c)} ` +
          `but the board has ${tileText(rules.alphabet, onBoard)}`);
      }
    } else {
      board[sq] = named;
      filled.push(sq);
    }
  }
  if (filled.length === 0) throw errors.badInput(`${where(e)}: the play places no new tile`);
  checkFromRack(e.rack, filled.map((sq) => board[sq]!), rules.alphabet, where(e));
  return filled;
}

/**
 * The position before turn `turn` (0-based; turn 0 is the first move): the board after the
 * earlier turns, the totals so far, the rack of the player on turn (the other rack is unknown,
 * so empty). turn = number of turns gives the final position, with #rack1/#rack2 if given.
 */
export function replayGcg(game: GcgGame, rules: CompiledRuleset, turn: number): Position {
  const turnCount = gcgTurns(game).length;
  // A record of headers only is the empty board before the first move (turn 0), nothing later.
  if (turnCount === 0 && turn !== 0) {
    throw errors.badInput("the GCG record has no moves (lines like \">nick: RACK 8D WORD +24 24\")");
  }
  if (!Number.isInteger(turn) || turn < 0 || turn > turnCount) {
    throw errors.badInput(`turn ${turn} is not in this game: it has turns 0 to ${turnCount - 1} (and ${turnCount} for the end)`);
  }
  const { rows, cols } = rules.ruleset;
  const pos = emptyPosition(rows, cols);
  if (game.lexicon !== undefined) pos.lexicon = game.lexicon;
  let turnsSeen = 0, zeroBeforeLast = 0;
  let lastPlace: { event: GcgPlace; filled: number[] } | undefined;
  let lastPlayer: 0 | 1 | undefined;
  for (const e of game.events) {
    if (isTurn(e) && turnsSeen === turn) {
      pos.onTurn = e.player;
      if (e.rack) pos.racks[e.player] = e.rack.slice();
      return pos;
    }
    switch (e.kind) {
      case 'place':
        lastPlace = { event: e, filled: place(pos.board, rows, cols, e, rules) };
        zeroBeforeLast = pos.zeroTurns;
        pos.zeroTurns = e.score === 0 ? pos.zeroTurns + 1 : 0;
        break;
      case 'withdrawn':
        if (!lastPlace || lastPlace.event.player !== e.player) {
          throw errors.badInput(`${where(e)}: a withdrawn play ("--") must follow that player's play`);
        }
        for (const sq of lastPlace.filled) pos.board[sq] = 0;
        lastPlace = undefined;
        pos.zeroTurns = zeroBeforeLast + 1;
        break;
      case 'pass':
      case 'exchange':
        lastPlace = undefined;
        pos.zeroTurns++;
        break;
      case 'challengeBonus':
        if (e.score !== 0) pos.zeroTurns = 0;
        break;
      case 'endRack':
      case 'timePenalty':
        break;
    }
    pos.scores[e.player] = e.total;
    if (isTurn(e)) {
      turnsSeen++;
      lastPlayer = e.player;
    }
  }
  pos.onTurn = lastPlayer === undefined ? 0 : lastPlayer === 0 ? 1 : 0;
  game.finalRacks.forEach((r, i) => {
    if (r) pos.racks[i] = r.slice();
  });
  return pos;
}
