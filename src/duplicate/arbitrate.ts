// Arbitration of a duplicate game. A player's move is looked up among every play of that turn's
// rack on that turn's master board, so it is scored by the same move generator that chose the
// master move. A move that is not among them is explained, in this order: it cannot be read, it
// runs off the board or disagrees with the tiles there, it uses tiles the rack does not hold, it
// stops short of a tile it runs into, it does not touch the board (or the centre square, first),
// or words it forms are not in the lexicon.

import { BLANK_BIT } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { searcherFor } from '../game/searcher.js';
import { quote } from '../inputText.js';
import type { CompiledRuleset } from '../rules/index.js';
import { type PlaceMove, placementKey } from '../scrabble/move.js';
import { type Notation, parseCoord, readPlayWord, squareName, tileText } from '../scrabble/position/index.js';

/** One turn of the master game, as the players faced it. */
export interface MasterTurn {
  /** 1-based. */
  turn: number;
  /** The board before the master move (rows*cols). */
  board: Uint8Array;
  /** The rack everyone held. */
  rack: number[];
  /** The master move's score. */
  score: number;
}

/** A player's move of one turn, as the arbiter entered it. */
export interface Submission {
  player: string;
  turn: number;
  /** e.g. 8D (across) or D8 (down) in American notation. */
  coord: string;
  /** The word, board tiles included; lowercase for a blank, '.' or (…) for tiles on the board allowed. */
  word: string;
  /** The score the player announced. */
  claimed?: number;
  /** Points the arbiter takes off (late, for example). */
  penalty?: number;
  /** Where it was read, for messages (e.g. "line 4"). */
  where?: string;
}

export interface ArbitrationRules {
  /** A wrong claimed score: the play scores as played (with a warning), or 0. */
  wrongClaim: 'as played' | 'zero';
  /** Points for a player alone at the top of a turn. */
  soloBonus: number;
  /** A solo counts only when at least this many players entered a move that turn. */
  soloMinPlayers: number;
  /** Every this many warnings cost `warningPenalty` points (0: warnings cost nothing). */
  warningsPerPenalty: number;
  warningPenalty: number;
  notation: Notation;
}

export const DEFAULT_ARBITRATION_RULES: Readonly<ArbitrationRules> = {
  wrongClaim: 'as played', soloBonus: 10, soloMinPlayers: 2, warningsPerPenalty: 0, warningPenalty: 0, notation: 'american',
};

export type Verdict = 'ok' | 'wrong claim' | 'unreadable' | 'misplaced' | 'not on rack' | 'invalid word' | 'no move';

export interface JudgedMove {
  player: string;
  turn: number;
  coord: string;
  word: string;
  claimed?: number;
  verdict: Verdict;
  /** Why, for every verdict but ok. */
  reason?: string;
  /** The play's score on the master board (0 unless it is a legal play). */
  score: number;
  /** What the turn adds to the player's total: score (or 0 on a wrong claim by rule), solo bonus, less penalties. */
  points: number;
  /** Scored as much as the master move. */
  top: boolean;
  solo: boolean;
  warning: boolean;
  /** Penalty points taken off this turn (the arbiter's, and a warning's). */
  penalty: number;
}

export interface Standing {
  rank: number;
  player: string;
  total: number;
  /** total / master total × 100. */
  percent: number;
  tops: number;
  solos: number;
  warnings: number;
  penalties: number;
}

export interface Arbitration {
  masterTotal: number;
  /** Every player's move of every turn (a 'no move' entry where none was entered), by turn then player. */
  moves: JudgedMove[];
  ranking: Standing[];
}

/** One turn's legal plays by placement, listed when the turn is first asked about. */
export class TurnPlays {
  private plays?: Map<string, PlaceMove>;
  private best?: PlaceMove;

  constructor(private readonly engine: Engine, private readonly rules: CompiledRuleset, readonly master: MasterTurn) {}

  /** The play that places these tiles, if it is legal. */
  find(key: string): PlaceMove | undefined {
    return this.list().get(key);
  }

  /** A play of the best score (the first in the engine's ranking). */
  get top(): PlaceMove | undefined {
    this.list();
    return this.best;
  }

  private list(): Map<string, PlaceMove> {
    if (this.plays) return this.plays;
    this.plays = new Map();
    const searcher = searcherFor(this.engine, this.rules);
    searcher.load(this.master.board);
    const { cols } = this.rules.ruleset;
    for (const m of searcher.byScore(this.master.rack, { bothDirectionsOnEmpty: true })) {
      if (m.kind !== 'place') continue;
      this.best ??= m;
      this.plays.set(placementKey(m, cols), m);
    }
    return this.plays;
  }
}

export type PlayJudgement = { verdict: 'ok'; move: PlaceMove } | { verdict: Exclude<Verdict, 'ok' | 'wrong claim' | 'no move'>; reason: string };

/** A play as written: where it starts, which way, and its squares' tiles (0 = a board tile marked '.'). */
export interface WrittenPlay {
  row: number;
  col: number;
  dir: 'across' | 'down';
  word: Uint8Array;
}

/** Judges a play written as a coordinate and a word. */
function judgeText(engine: Engine, rules: CompiledRuleset, plays: TurnPlays, coordText: string, wordText: string, notation: Notation): PlayJudgement {
  const { rows, cols } = rules.ruleset;
  let play: WrittenPlay;
  try {
    const { row, col, dir } = parseCoord(coordText, notation, { rows, cols });
    play = { row, col, dir, word: readPlayWord(wordText.trim(), rules.alphabet, 'the word').word };
  } catch (e) {
    return { verdict: 'unreadable', reason: (e as Error).message };
  }
  return judgePlay(engine, rules, plays, play);
}

/** Judges one play on a master turn. */
export function judgePlay(engine: Engine, rules: CompiledRuleset, plays: TurnPlays, play: WrittenPlay): PlayJudgement {
  const { rows, cols } = rules.ruleset;
  const board = plays.master.board;
  const { row, col, dir, word } = play;
  const [dr, dc] = dir === 'across' ? [0, 1] : [1, 0];
  const at = (i: number) => (row + dr * i) * cols + col + dc * i;
  const inside = (r: number, c: number) => r >= 0 && c >= 0 && r < rows && c < cols;
  if (!inside(row + dr * (word.length - 1), col + dc * (word.length - 1))) {
    return { verdict: 'misplaced', reason: `the word runs off the ${rows}×${cols} board` };
  }
  const squares: number[] = [], tiles: number[] = [];
  for (let i = 0; i < word.length; i++) {
    const sq = at(i), onBoard = board[sq]!, named = word[i]!;
    const name = squareName(row + dr * i, col + dc * i);
    if (onBoard) {
      if (named && (named & ~BLANK_BIT) !== (onBoard & ~BLANK_BIT)) {
        return { verdict: 'misplaced', reason: `the word has ${tileText(rules.alphabet, named)} at ${name}, where the board has ${tileText(rules.alphabet, onBoard)}` };
      }
    } else {
      if (!named) return { verdict: 'misplaced', reason: `the word marks a board tile at ${name}, which is empty` };
      squares.push(sq);
      tiles.push(named);
    }
  }
  if (!tiles.length) return { verdict: 'misplaced', reason: 'the word places no tile of the rack' };
  const missing = notOnRack(tiles, plays.master.rack);
  if (missing.length) {
    const text = missing.map((t) => (t & BLANK_BIT ? `a blank for ${tileText(rules.alphabet, t)}` : tileText(rules.alphabet, t))).join(', ');
    return { verdict: 'not on rack', reason: `the rack has no ${text}` };
  }
  for (const [r, c] of [[row - dr, col - dc], [row + dr * word.length, col + dc * word.length]] as const) {
    if (inside(r, c) && board[r * cols + c]) {
      return { verdict: 'misplaced', reason: `the word runs on into the tile at ${squareName(r, c)}: give the whole word` };
    }
  }
  const move = plays.find(placementKey({ row, col, dir, tiles: Array.from(word, (t, i) => (board[at(i)] ? 0 : t)) }, cols));
  if (move) return { verdict: 'ok', move };
  if (!board.some((t) => t)) {
    const [sr, sc] = rules.ruleset.start;
    if (!squares.includes(sr * cols + sc)) return { verdict: 'misplaced', reason: `the first move must cover the centre square ${squareName(sr, sc)}` };
  } else if (squares.length === word.length && !squares.some((sq) => touches(board, sq, rows, cols))) {
    return { verdict: 'misplaced', reason: 'the word does not touch the tiles on the board' };
  }
  const bad = formedWords(board, rows, cols, row, col, dir, word).filter((w) => w.length > 1 && !engine.hasTiles(w.map((t) => t & ~BLANK_BIT)));
  if (bad.length) {
    const names = bad.map((w) => w.map((t) => tileText(rules.alphabet, t & ~BLANK_BIT)).join(''));
    return { verdict: 'invalid word', reason: `${names.map((w) => quote(w)).join(', ')} ${names.length > 1 ? 'are' : 'is'} not in ${engine.lexicon.name}` };
  }
  return { verdict: 'misplaced', reason: 'not a legal play' };
}

/** The tiles the rack cannot give (a blank's letter needs a blank). */
function notOnRack(tiles: readonly number[], rack: readonly number[]): number[] {
  const left = [...rack];
  const missing: number[] = [];
  for (const t of tiles) {
    const need = t & BLANK_BIT ? 0 : t;
    const i = left.indexOf(need);
    if (i < 0) missing.push(t);
    else left.splice(i, 1);
  }
  return missing;
}

function touches(board: Uint8Array, sq: number, rows: number, cols: number): boolean {
  const r = Math.floor(sq / cols), c = sq % cols;
  return (r > 0 && !!board[sq - cols]) || (r < rows - 1 && !!board[sq + cols]) || (c > 0 && !!board[sq - 1]) || (c < cols - 1 && !!board[sq + 1]);
}

/** The main word and the cross word of each new tile (tiles with their blank bits). */
function formedWords(board: Uint8Array, rows: number, cols: number, row: number, col: number, dir: 'across' | 'down', word: Uint8Array): number[][] {
  const [dr, dc] = dir === 'across' ? [0, 1] : [1, 0];
  const out: number[][] = [];
  const main: number[] = [];
  for (let i = 0; i < word.length; i++) {
    const r = row + dr * i, c = col + dc * i, sq = r * cols + c;
    main.push(board[sq] || word[i]!);
    if (board[sq]) continue;
    // The perpendicular line through the new tile.
    let r0 = r, c0 = c;
    while (r0 - dc >= 0 && c0 - dr >= 0 && board[(r0 - dc) * cols + c0 - dr]) { r0 -= dc; c0 -= dr; }
    const cross: number[] = [];
    for (let rr = r0, cc = c0; rr < rows && cc < cols; rr += dc, cc += dr) {
      const t = rr === r && cc === c ? word[i]! : board[rr * cols + cc]!;
      if (!t) break;
      cross.push(t);
    }
    out.push(cross);
  }
  out.unshift(main);
  return out;
}

/**
 * Judges every submission on its turn of the master game, and ranks the players. Each player has
 * one move per turn (a second is an error naming both); a turn a player left out scores 0.
 */
export function arbitrate(engine: Engine, rules: CompiledRuleset, master: readonly MasterTurn[], submissions: readonly Submission[], options: Partial<ArbitrationRules> = {}): Arbitration {
  return new Arbiter(engine, rules, master, options).judge(submissions);
}

/**
 * The arbiter of one master game: each turn's plays are listed once and kept, so an arbiter
 * entering moves one at a time (the page) judges them all again at no new search.
 */
export class Arbiter {
  private readonly turns: TurnPlays[];
  readonly rules: ArbitrationRules;

  constructor(readonly engine: Engine, readonly ruleset: CompiledRuleset, readonly master: readonly MasterTurn[], options: Partial<ArbitrationRules> = {}) {
    this.rules = { ...DEFAULT_ARBITRATION_RULES, ...options };
    this.turns = master.map((m) => new TurnPlays(engine, ruleset, m));
  }

  /** One written play judged on a turn, alone (no claim, no solo): what an entry form checks as it is typed. */
  check(turn: number, coord: string, word: string): PlayJudgement {
    const plays = this.turns[turn - 1];
    if (!plays) throw errors.badInput(`turn ${turn} is not in the master game (turns 1 to ${this.master.length})`);
    return judgeText(this.engine, this.ruleset, plays, coord, word, this.rules.notation);
  }

  judge(submissions: readonly Submission[]): Arbitration {
    const { engine, ruleset: rules, master, turns } = this;
    const r = this.rules;
    const players = [...new Set(submissions.map((s) => s.player))].sort();
    const byKey = new Map<string, Submission>();
    for (const s of submissions) {
      const where = s.where ? `${s.where}: ` : '';
      if (!s.player) throw errors.badInput(`${where}the move has no player`);
      if (!Number.isInteger(s.turn) || s.turn < 1 || s.turn > master.length) {
        throw errors.badInput(`${where}turn ${s.turn} is not in the master game (turns 1 to ${master.length})`);
      }
      const key = `${s.player}\u0000${s.turn}`;
      const earlier = byKey.get(key);
      if (earlier) throw errors.badInput(`${where}${quote(s.player)} has a second move for turn ${s.turn}${earlier.where ? ` (the first: ${earlier.where})` : ''}`);
      byKey.set(key, s);
    }
    const warnings = new Map(players.map((p) => [p, 0]));
    const moves: JudgedMove[] = [];
    for (const plays of turns) {
      const t = plays.master.turn;
      const judged: JudgedMove[] = players.map((player) => {
        const s = byKey.get(`${player}\u0000${t}`);
        if (!s) return { player, turn: t, coord: '', word: '', verdict: 'no move', reason: 'no move entered', score: 0, points: 0, top: false, solo: false, warning: false, penalty: 0 };
        const j = judgeText(engine, rules, plays, s.coord, s.word, r.notation);
        const base = { player, turn: t, coord: s.coord, word: s.word, ...(s.claimed !== undefined && { claimed: s.claimed }), solo: false, penalty: s.penalty ?? 0 };
        if (j.verdict !== 'ok') return { ...base, verdict: j.verdict, reason: j.reason, score: 0, points: 0, top: false, warning: false };
        const score = j.move.score;
        if (s.claimed !== undefined && s.claimed !== score) {
          const points = r.wrongClaim === 'zero' ? 0 : score;
          return { ...base, verdict: 'wrong claim', reason: `claimed ${s.claimed}, the play scores ${score}`, score, points, top: points === plays.master.score, warning: true };
        }
        return { ...base, verdict: 'ok', score, points: score, top: score === plays.master.score, warning: false };
      });
      const entered = judged.filter((j) => j.verdict !== 'no move').length;
      const tops = judged.filter((j) => j.top);
      if (tops.length === 1 && entered >= r.soloMinPlayers && r.soloBonus) {
        tops[0]!.solo = true;
        tops[0]!.points += r.soloBonus;
      }
      for (const j of judged) {
        if (j.warning) {
          const n = warnings.get(j.player)! + 1;
          warnings.set(j.player, n);
          if (r.warningsPerPenalty > 0 && n % r.warningsPerPenalty === 0) j.penalty += r.warningPenalty;
        }
        j.points -= j.penalty;
        moves.push(j);
      }
    }
    const masterTotal = master.reduce((sum, m) => sum + m.score, 0);
    const ranking: Standing[] = players.map((player) => {
      const own = moves.filter((m) => m.player === player);
      const total = own.reduce((sum, m) => sum + m.points, 0);
      return {
        rank: 0, player, total, percent: masterTotal ? (100 * total) / masterTotal : 0,
        tops: own.filter((m) => m.top).length, solos: own.filter((m) => m.solo).length,
        warnings: own.filter((m) => m.warning).length, penalties: own.reduce((sum, m) => sum + m.penalty, 0),
      };
    });
    ranking.sort((a, b) => b.total - a.total || b.tops - a.tops || (a.player < b.player ? -1 : 1));
    // Equal totals and tops share a rank.
    ranking.forEach((s, i) => {
      const prev = ranking[i - 1];
      s.rank = prev && prev.total === s.total && prev.tops === s.tops ? prev.rank : i + 1;
    });
    return { masterTotal, moves, ranking };
  }
}
