// Checking a master game someone else recorded: each turn's play must be legal, score what the
// record says, and be a top of its rack on its board; each rack must meet the draw minimums of
// its turn. A rack without the previous master move's leave was redrawn whole, which the rules
// allow whenever a completed rack fails; it is reported, not counted as a fault.

import type { Engine } from '../engine.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { PlaceMove } from '../scrabble/move.js';
import { moveCoord, moveWord, rackString } from '../scrabble/notation.js';
import type { Notation } from '../scrabble/position/index.js';
import { judgePlay, TurnPlays } from './arbitrate.js';
import { DEFAULT_DRAW_RULES, type DrawRules, meetsMinimums, minimumsAt, vowelTiles } from './draw.js';
import type { RecordedMaster } from './record.js';

export type TurnProblem = 'illegal' | 'wrong score' | 'not the top' | 'rack below minimums';

export interface CheckedTurn {
  turn: number;
  line?: number;
  /** The score the record gives. */
  score: number;
  /** The best score of the rack on the board. */
  best: number;
  /** The record's play, as the engine scores it (when it is legal). */
  played?: PlaceMove;
  /** A play that scores best (the record's own when it is a top). */
  top?: PlaceMove;
  /** The rack does not hold the previous leave: it was redrawn whole. */
  redrawn: boolean;
  problems: { kind: TurnProblem; reason: string }[];
}

/** Every turn checked; a turn with no problems is a true master move. */
export function checkMasterGame(engine: Engine, rules: CompiledRuleset, game: RecordedMaster, options: { draw?: Partial<DrawRules>; notation?: Notation } = {}): CheckedTurn[] {
  const draw = { ...DEFAULT_DRAW_RULES, ...options.draw };
  const notation = options.notation ?? 'american';
  const vowels = vowelTiles(rules);
  const a = rules.alphabet;
  let leave: number[] = [];
  return game.turns.map((turn, i) => {
    const plays = new TurnPlays(engine, rules, turn);
    const judged = judgePlay(engine, rules, plays, game.plays[i]!);
    const problems: CheckedTurn['problems'] = [];
    const left = [...turn.rack];
    const redrawn = !leave.every((t) => {
      const k = left.indexOf(t);
      return k >= 0 && left.splice(k, 1).length === 1;
    });
    const need = minimumsAt(draw, turn.turn);
    if (!meetsMinimums(turn.rack, vowels, need)) {
      problems.push({ kind: 'rack below minimums', reason: `the rack ${rackString(turn.rack, a)} has fewer than ${need.vowels} vowels and ${need.consonants} consonants (turn ${turn.turn})` });
    }
    const top = plays.top;
    if (judged.verdict !== 'ok') {
      problems.push({ kind: 'illegal', reason: judged.reason });
      leave = [];
    } else {
      leave = judged.move.leave;
      if (judged.move.score !== turn.score) problems.push({ kind: 'wrong score', reason: `the record gives ${turn.score}, the play scores ${judged.move.score}` });
      if (top && top.score > judged.move.score) {
        problems.push({ kind: 'not the top', reason: `${moveCoord(top, notation)} ${moveWord(top, a, notation)} scores ${top.score}` });
      }
    }
    const own = judged.verdict === 'ok' ? judged.move : undefined;
    const shown = own && top && own.score === top.score ? own : top;
    return {
      turn: turn.turn, ...(game.lines[i] !== undefined && { line: game.lines[i] }), score: turn.score, best: top?.score ?? 0,
      ...(own && { played: own }), ...(shown && { top: shown }), redrawn, problems,
    };
  });
}
