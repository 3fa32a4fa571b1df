// GCG, the crossword game record: '#' pragma lines (#player1 nick Full Name, #lexicon, #note,
// #rack1...) and one '>' line per event:
//   >nick: RACK 8D WORD +score total    a play (8D across, D8 down; '.' or (XY) = tiles already
//                                       on the board, lowercase = blank)
//   >nick: RACK - +0 total              a pass        >nick: RACK -XYZ +0 total   an exchange
//   >nick: RACK -- -score total         the previous play withdrawn (phony)
//   >nick: RACK (challenge) +5 total    >nick: RACK (time) -10 total
//   >nick: (RACK) +score total          the opponent's rack at the end (or RACK (RACK) -score)
// Racks and words read digraphs greedily as words do; [XX] brackets are accepted and written.
// Writers also spell tiles already on the board as plain letters (MALTHA through an A on the
// board): which tiles are new is decided against the board when the record is replayed.
// Each line's total must be the player's previous total plus the line's score (checked on read).
// Lines end in LF, CRLF or CR; files are UTF-8 or ISO-8859-1 (decodeGcg).

import { type Alphabet, BLANK, BLANK_BIT } from '../../alphabet/index.js';
import { errors } from '../../errors.js';
import { quote } from '../../inputText.js';
import { type Direction, formatCoord, isCoord, parseCoord } from './coords.js';
import { joinForGreedy, rackText, readRack, readTile, tileText } from './tiles.js';

export interface GcgPlayer {
  nick: string;
  name: string;
}

export interface GcgPragma {
  name: string;
  value: string;
}

interface EventBase {
  player: 0 | 1;
  /** The rack before the event (tile indices, 0 = blank), when the line gives it. */
  rack?: Uint8Array;
  /** Points this line adds (negative for penalties and withdrawals). */
  score: number;
  /** The player's total after this line. */
  total: number;
  /** Pragma lines (#note ...) that followed this event. */
  notes?: GcgPragma[];
  /** Source line, for errors; not written. */
  line?: number;
}

export interface GcgPlace extends EventBase {
  kind: 'place';
  row: number;
  col: number;
  dir: Direction;
  /** One entry per square: the tile (|BLANK_BIT for a blank); 0 = a board tile written '.'. */
  word: Uint8Array;
  /**
   * One entry per square: 1 where the record marks the tile as already on the board ('.' or
   * parentheses). An unmarked square may still hold a board tile spelled out; replay decides.
   */
  through: Uint8Array;
}

export interface GcgExchange extends EventBase {
  kind: 'exchange';
  /** The tiles put back, when known. */
  tiles?: Uint8Array;
  count: number;
}

export interface GcgSimple extends EventBase {
  /** withdrawn: the previous play taken back; challengeBonus: points for a failed challenge. */
  kind: 'pass' | 'withdrawn' | 'challengeBonus' | 'timePenalty';
}

export interface GcgEndRack extends EventBase {
  kind: 'endRack';
  /** The rack whose points are counted. */
  tiles: Uint8Array;
}

export type GcgEvent = GcgPlace | GcgExchange | GcgSimple | GcgEndRack;

export interface GcgGame {
  players: [GcgPlayer, GcgPlayer];
  lexicon?: string;
  /** Header pragmas other than #player1, #player2 and #lexicon, in order. */
  pragmas: GcgPragma[];
  events: GcgEvent[];
  /** #rack1 / #rack2: racks left when the record stops. */
  finalRacks: [Uint8Array | undefined, Uint8Array | undefined];
}

/** Whether an event is a turn (a decision of the player on turn) rather than a score adjustment. */
export function isTurn(e: GcgEvent): boolean {
  return e.kind === 'place' || e.kind === 'exchange' || e.kind === 'pass';
}

/**
 * A play's word as GCG writes it: letters (lowercase for a blank's letter, digraphs read
 * greedily), with '.' or parentheses for tiles already on the board.
 */
export function readPlayWord(text: string, alphabet: Alphabet, where: string): { word: Uint8Array; through: Uint8Array } {
  const word: number[] = [], through: number[] = [];
  let inside = false;
  for (let i = 0; i < text.length;) {
    const ch = text[i]!;
    if (ch === '(' || ch === ')') {
      if ((ch === '(') === inside) throw errors.badInput(`${where}: unbalanced parentheses in ${quote(text)}`);
      inside = ch === '(';
      i++;
    } else if (ch === '.') {
      word.push(0);
      through.push(1);
      i++;
    } else {
      const t = readTile(text, i, alphabet, 'greedy', `${where}, square ${word.length + 1} of ${quote(text)}`);
      word.push(t.value);
      through.push(inside ? 1 : 0);
      i = t.end;
    }
  }
  if (inside) throw errors.badInput(`${where}: unbalanced parentheses in ${quote(text)}`);
  if (!word.length) throw errors.badInput(`${where}: empty word`);
  return { word: Uint8Array.from(word), through: Uint8Array.from(through) };
}

/** Throws unless every tile in `used` (blank-bit tiles use a '?') is on `rack`. */
export function checkFromRack(rack: Uint8Array | undefined, used: ArrayLike<number>, alphabet: Alphabet, where: string): void {
  if (!rack) return;
  const left = Array.from(rack);
  for (let i = 0; i < used.length; i++) {
    const need = used[i]! & BLANK_BIT ? BLANK : used[i]!;
    const k = left.indexOf(need);
    if (k < 0) {
      const name = need === BLANK ? 'a blank' : tileText(alphabet, need);
      throw errors.badInput(`${where}: the move needs ${name} that the rack ${rackText(alphabet, rack)} does not hold`);
    }
    left.splice(k, 1);
  }
}

function parseEvent(body: string, player: 0 | 1, alphabet: Alphabet, where: string, board: { rows: number; cols: number } | undefined): GcgEvent {
  const tokens = body.trim().split(/\s+/).filter(Boolean);
  const totalText = tokens.pop(), scoreText = tokens.pop();
  if (!scoreText || !/^[+-]\d+$/.test(scoreText) || !totalText || !/^-?\d+$/.test(totalText)) {
    throw errors.badInput(`${where}: a move line ends with the score and the total, e.g. "+24 130"`);
  }
  const base: EventBase = { player, score: scoreNumber(scoreText, 'score', where), total: scoreNumber(totalText, 'total', where) };
  // The rack comes first unless the line starts with the move itself.
  const first = tokens[0] ?? '';
  const hasRack = tokens.length >= 2 && !(tokens.length === 2 && isCoord(first));
  if (hasRack) base.rack = readRack(tokens.shift()!, alphabet, 'greedy', `${where}, rack`);
  const [move, wordText, ...extra] = tokens;
  if (move === undefined || extra.length || (wordText !== undefined && !isCoord(move))) {
    throw errors.badInput(`${where}: cannot read the move ${quote(body.trim())}`);
  }
  if (wordText !== undefined) {
    const c = parseCoord(move, 'american', board, where);
    const { word, through } = readPlayWord(wordText, alphabet, where);
    return { ...base, kind: 'place', row: c.row, col: c.col, dir: c.dir, word, through };
  }
  if (move === '-') return { ...base, kind: 'pass' };
  if (move === '--') return { ...base, kind: 'withdrawn' };
  if (move === '(challenge)') return { ...base, kind: 'challengeBonus' };
  if (move === '(time)') return { ...base, kind: 'timePenalty' };
  if (/^-\d+$/.test(move)) return { ...base, kind: 'exchange', count: Number(move.slice(1)) };
  if (move.startsWith('-')) {
    const tiles = readRack(move.slice(1), alphabet, 'greedy', `${where}, exchanged tiles`);
    checkFromRack(base.rack, tiles.map((t) => (t === BLANK ? BLANK_BIT : t)), alphabet, where);
    return { ...base, kind: 'exchange', tiles, count: tiles.length };
  }
  const endRack = /^\((.+)\)$/.exec(move);
  if (endRack) return { ...base, kind: 'endRack', tiles: readRack(endRack[1]!, alphabet, 'greedy', `${where}, end rack`) };
  throw errors.badInput(`${where}: cannot read the move ${quote(body.trim())}`);
}

/**
 * The text of a GCG file's bytes. The format's own rule: a `#character-encoding` pragma names the
 * encoding (UTF-8, ISO-8859-1, ...); without one, files are ISO-8859-1 — but most programs now
 * write UTF-8 without saying so, so bytes that are valid UTF-8 are read as UTF-8.
 */
export function decodeGcg(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  // The pragma is ASCII, so it can be found before decoding.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const pragma = /^[ \t]*#character-encoding[ \t]+(\S+)/m.exec(head);
  if (pragma) {
    const label = pragma[1]!.toLowerCase().replace(/^iso[-_]?8859[-_]?/, 'iso-8859-').replace(/^utf-?8$/, 'utf-8');
    let decoder: TextDecoder;
    try {
      decoder = new TextDecoder(label);
    } catch {
      throw errors.badInput(`GCG #character-encoding ${quote(pragma[1]!)} is not an encoding verbivore knows (UTF-8, ISO-8859-1, ...)`);
    }
    return decoder.decode(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

export interface ReadGcgOptions {
  /** Check that each line's total is the previous total plus its score (default true). */
  checkTotals?: boolean;
}

/** The #lexicon pragma of a GCG record's header, read before its alphabet is known. */
export function gcgLexicon(text: string): string | undefined {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('>')) return undefined;
    const m = /^#lexicon\s+(\S.*)$/.exec(line);
    if (m) return m[1]!.trim();
  }
  return undefined;
}

/**
 * Reads a GCG record. With `board`, coordinates are checked against its size; placements are
 * checked against the board (and the rack) only when replayed (replayGcg).
 */
export function readGcg(text: string, alphabet: Alphabet, board?: { rows: number; cols: number }, options: ReadGcgOptions = {}): GcgGame {
  if (!text.trim()) throw errors.badInput('the GCG record is empty: it needs #player lines and one >move line per turn');
  const game: GcgGame = {
    players: [{ nick: '', name: '' }, { nick: '', name: '' }], pragmas: [], events: [], finalRacks: [undefined, undefined],
  };
  let lastPragma: GcgPragma | undefined;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim(), where = `GCG line ${index + 1}`;
    if (!line) return;
    if (line.startsWith('#')) {
      const m = /^#(\S+)\s*(.*)$/.exec(line);
      if (!m) throw errors.badInput(`${where}: '#' must be followed by a pragma name, as in #note or #player1`);
      const name = m[1]!, value = m[2]!;
      const last = game.events[game.events.length - 1];
      lastPragma = undefined;
      if (name === 'player1' || name === 'player2') {
        const p = /^(\S+)\s*(.*)$/.exec(value);
        if (!p) throw errors.badInput(`${where}: #${name} needs a nickname`);
        if (p[1]!.includes(':')) throw errors.badInput(`${where}: the nickname ${quote(p[1]!)} has a ':', which ends the nickname on move lines`);
        game.players[name === 'player1' ? 0 : 1] = { nick: p[1]!, name: p[2]! };
      } else if (name === 'lexicon' && !last) game.lexicon = value;
      else if (name === 'rack1' || name === 'rack2') {
        game.finalRacks[name === 'rack1' ? 0 : 1] = readRack(value, alphabet, 'greedy', `${where}, #${name}`);
      } else {
        lastPragma = { name, value };
        if (last) (last.notes ??= []).push(lastPragma);
        else game.pragmas.push(lastPragma);
      }
      return;
    }
    if (line.startsWith('>')) {
      lastPragma = undefined;
      const m = /^>([^:\s]+):(.*)$/.exec(line);
      if (!m) throw errors.badInput(`${where}: a move line starts with ">nickname:"`);
      const e = parseEvent(m[2]!, playerOf(game, m[1]!, where), alphabet, where, board);
      e.line = index + 1;
      game.events.push(e);
      return;
    }
    // Notes may run on over several lines.
    if (lastPragma) lastPragma.value += `\n${line}`;
    else throw errors.badInput(`${where}: expected a #pragma or a >move line, got ${quote(line)}`);
  });
  if (options.checkTotals ?? true) {
    const problem = gcgTotalProblems(game)[0];
    if (problem) throw errors.badInput(`${problem}; the record does not add up`);
  }
  return game;
}

/**
 * Lines whose total is not the player's previous total plus the line's score, one message each
 * ("GCG line 7: bob's total 120 should be 95 + 24 = 119").
 */
export function gcgTotalProblems(game: GcgGame): string[] {
  const totals = [0, 0];
  const out: string[] = [];
  for (const e of game.events) {
    const expected = totals[e.player]! + e.score;
    if (e.total !== expected) {
      const where = e.line ? `GCG line ${e.line}` : 'GCG move';
      out.push(`${where}: ${game.players[e.player].nick || `player ${e.player + 1}`}'s total ${e.total} should be ` +
        `${totals[e.player]} ${e.score < 0 ? '-' : '+'} ${Math.abs(e.score)} = ${expected}`);
    }
    totals[e.player] = e.total;
  }
  return out;
}

function playerOf(game: GcgGame, nick: string, where: string): 0 | 1 {
  for (const i of [0, 1] as const) if (game.players[i].nick === nick) return i;
  for (const i of [0, 1] as const) {
    if (!game.players[i].nick) {
      game.players[i] = { nick, name: nick };
      return i;
    }
  }
  throw errors.badInput(`${where}: ${quote(nick)} is neither ${quote(game.players[0].nick)} nor ${quote(game.players[1].nick)}`);
}

/** Scores are whole numbers of at most 9 digits (so they stay exact and write back as read). */
function scoreNumber(text: string, what: string, where: string): number {
  if (text.replace(/^[+-]/, '').length > 9) throw errors.badInput(`${where}: the ${what} ${quote(text)} has more than 9 digits`);
  return Number(text);
}

function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

function wordText(e: GcgPlace, alphabet: Alphabet): string {
  const pieces: string[] = [], isTile: boolean[] = [];
  const mark = (text: string) => { pieces.push(text); isTile.push(false); };
  let open = false;
  for (let i = 0; i < e.word.length; i++) {
    const known = e.through[i] === 1 && e.word[i] !== 0;
    if (known !== open) mark(known ? '(' : ')');
    open = known;
    if (e.through[i] && !e.word[i]) mark('.');
    else {
      pieces.push(tileText(alphabet, e.word[i]!));
      isTile.push(true);
    }
  }
  if (open) mark(')');
  return joinForGreedy(pieces, isTile, alphabet);
}

function moveText(e: GcgEvent, alphabet: Alphabet): string {
  switch (e.kind) {
    case 'place': return `${formatCoord(e.row, e.col, e.dir)} ${wordText(e, alphabet)}`;
    case 'pass': return '-';
    case 'withdrawn': return '--';
    case 'challengeBonus': return '(challenge)';
    case 'timePenalty': return '(time)';
    case 'exchange': return e.tiles ? `-${rackText(alphabet, e.tiles, 'greedy')}` : `-${e.count}`;
    case 'endRack': return `(${rackText(alphabet, e.tiles, 'greedy')})`;
  }
}

export function writeGcg(game: GcgGame, alphabet: Alphabet): string {
  const lines: string[] = [];
  const pragma = (p: GcgPragma) => lines.push(p.value ? `#${p.name} ${p.value}` : `#${p.name}`);
  game.pragmas.filter((p) => p.name === 'character-encoding').forEach(pragma);
  game.players.forEach((p, i) => {
    if (!p.nick && !game.events.some((e) => e.player === i)) return; // a record of one player's moves
    if (!p.nick || /[\s:]/.test(p.nick)) throw errors.badInput(`player ${i + 1}'s nickname ${quote(p.nick)} must be one word without ':'`);
    lines.push(`#player${i + 1} ${p.nick} ${p.name}`.trimEnd());
  });
  if (game.lexicon !== undefined) lines.push(`#lexicon ${game.lexicon}`);
  game.pragmas.filter((p) => p.name !== 'character-encoding').forEach(pragma);
  for (const e of game.events) {
    // An empty rack is written as none (there is nothing to write), and reads back as none.
    const rack = e.rack?.length ? `${rackText(alphabet, e.rack, 'greedy')} ` : '';
    lines.push(`>${game.players[e.player].nick}: ${rack}${moveText(e, alphabet)} ${signed(e.score)} ${e.total}`);
    e.notes?.forEach(pragma);
  }
  game.finalRacks.forEach((r, i) => {
    if (r) lines.push(`#rack${i + 1} ${rackText(alphabet, r, 'greedy')}`.trimEnd());
  });
  return `${lines.join('\n')}\n`;
}
