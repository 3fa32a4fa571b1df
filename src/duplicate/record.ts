// A master game written down and read back. GCG holds one player, the master, with each turn's
// rack, the master move, its score and the running total; a #note after a move says how many
// plays tied with it. A CSV has one row per turn for spreadsheets. Reading a master game back
// (any GCG of one player whose lines give the racks) gives the boards the players faced.

import { errors } from '../errors.js';
import type { CompiledRuleset } from '../rules/index.js';
import { moveCoord, moveWord, rackString } from '../scrabble/notation.js';
import {
  type GcgEvent, type GcgGame, type GcgPlace, type Notation, gcgTurns, replayGcg, writeGcg,
} from '../scrabble/position/index.js';
import type { MasterTurn, WrittenPlay } from './arbitrate.js';
import type { DuplicateGame, DuplicateTurn } from './game.js';
import { csvField } from './submissions.js';

const MASTER = { nick: 'master', name: 'Master' };

function tiesNote(t: DuplicateTurn): string {
  const n = t.ties.length;
  return `${n} other play${n === 1 ? '' : 's'} tie${n === 1 ? 's' : ''}${t.blankTieBreak ? '; fewer blanks decided' : ''}`;
}

/** The master game as a one-player GCG record. */
export function masterGcg(game: DuplicateGame, lexicon: string): string {
  const events: GcgEvent[] = game.turns.map((t) => {
    const m = t.master;
    const place: GcgPlace = {
      kind: 'place', player: 0, rack: Uint8Array.from(t.rack), score: m.score, total: t.total, row: m.row, col: m.col, dir: m.dir,
      word: Uint8Array.from(m.word), through: Uint8Array.from(m.tiles, (x) => (x === 0 ? 1 : 0)),
    };
    if (t.ties.length) place.notes = [{ name: 'note', value: tiesNote(t) }];
    return place;
  });
  const record: GcgGame = {
    players: [MASTER, { nick: '', name: '' }],
    lexicon,
    pragmas: [
      { name: 'character-encoding', value: 'UTF-8' },
      { name: 'description', value: `duplicate master game, ${game.rules.ruleset.name}, seed ${game.options.seed}` },
    ],
    events,
    finalRacks: [undefined, undefined],
  };
  return writeGcg(record, game.rules.alphabet);
}

const CSV_HEADER = 'turn,rack,coord,word,score,total,ties,blank_tie_break,redraws,bag';

/** One CSV row per turn (header first). */
export function masterCsv(game: DuplicateGame, notation: Notation = 'american'): string {
  const a = game.rules.alphabet;
  const rows = game.turns.map((t) => [
    t.turn, rackString(t.rack, a), moveCoord(t.master, notation), moveWord(t.master, a, notation), t.master.score, t.total,
    t.ties.length, t.blankTieBreak ? 1 : 0, t.redraws, t.bag,
  ].map((x) => csvField(String(x))).join(','));
  return `${[CSV_HEADER, ...rows].join('\n')}\n`;
}

/** The turns of a DuplicateGame, for arbitration. */
export function masterTurnsOf(game: DuplicateGame): MasterTurn[] {
  return game.turns.map((t) => ({ turn: t.turn, board: t.boardBefore, rack: t.rack, score: t.master.score }));
}

/** A recorded master game: each turn as the players faced it, and the play the record gives. */
export interface RecordedMaster {
  turns: MasterTurn[];
  plays: WrittenPlay[];
  /** GCG line of each turn, for messages. */
  lines: (number | undefined)[];
}

/**
 * Reads a master game from a GCG record: every turn a play of one player, with its rack. The
 * boards come from replaying the record (which checks placements against the board).
 */
export function readMasterGame(game: GcgGame, rules: CompiledRuleset): RecordedMaster {
  const events = gcgTurns(game);
  if (!events.length) throw errors.badInput('the master game has no moves (lines like ">master: RACK 8D WORD +24 24")');
  const out: RecordedMaster = { turns: [], plays: [], lines: [] };
  events.forEach((e, i) => {
    const where = e.line ? `GCG line ${e.line}` : `GCG turn ${i + 1}`;
    if (e.player !== events[0]!.player) throw errors.badInput(`${where}: a master game has one player, this line is ${game.players[e.player].nick}'s`);
    if (e.kind !== 'place') throw errors.badInput(`${where}: every turn of a master game is a play, this one is a ${e.kind}`);
    if (!e.rack?.length) throw errors.badInput(`${where}: the line gives no rack; a master game records each turn's rack`);
    const board = replayGcg(game, rules, i).board;
    out.turns.push({ turn: i + 1, board, rack: Array.from(e.rack).sort((a, b) => a - b), score: e.score });
    out.plays.push({ row: e.row, col: e.col, dir: e.dir, word: e.word });
    out.lines.push(e.line);
  });
  return out;
}
