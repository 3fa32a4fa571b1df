// A duplicate game: one rack for everyone each turn, and the board takes the master move, the
// top-scoring play. Ties for the top score are broken as the federations do, fewer blanks played
// first, then by the engine's stable ranking of plays (row, column, across before down, word);
// a turn says when a tie was broken. The game ends when no valid rack can be drawn, when the bag
// and the rack are empty, or when a rack has no play and no valid rack replaces it.

import { BLANK_BIT } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { searcherFor, type Searcher } from '../game/searcher.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { PlaceMove } from '../scrabble/move.js';
import { DEFAULT_DRAW_RULES, type DrawRules, RackDrawer } from './draw.js';

export interface DuplicateOptions {
  seed: number;
  /** The club's minimums (default: 2 vowels and 2 consonants up to turn 15, then 1 and 1). */
  draw?: Partial<DrawRules>;
  /** Stop after this many turns (default: play to the end). */
  turns?: number;
}

export interface DuplicateTurn {
  /** 1-based. */
  turn: number;
  /** The rack everyone holds, ascending (0 = blank). */
  rack: number[];
  /** Whole racks put back before this one was valid. */
  redraws: number;
  master: PlaceMove;
  /** The master total after this turn. */
  total: number;
  /** The other plays that score as much as the master move, in tie-break order. */
  ties: PlaceMove[];
  /** Whether the master move won a tie on fewer blanks (not only on the stable order). */
  blankTieBreak: boolean;
  /** Tiles in the bag before the rack was completed. */
  bag: number;
  /** The board the rack was played on (before the master move). */
  boardBefore: Uint8Array;
}

export type DuplicateEnd = 'no valid rack' | 'tiles out' | 'no play' | 'turns';

/** Blanks a play puts on the board. */
export function blanksPlayed(move: PlaceMove): number {
  let n = 0;
  for (const t of move.tiles) if (t & BLANK_BIT) n++;
  return n;
}

export class DuplicateGame {
  readonly board: Uint8Array;
  readonly turns: DuplicateTurn[] = [];
  readonly drawRules: DrawRules;
  total = 0;
  over: DuplicateEnd | undefined;
  private readonly drawer: RackDrawer;
  private readonly searcher: Searcher;
  private leave: number[] = [];

  constructor(readonly engine: Engine, readonly rules: CompiledRuleset, readonly options: DuplicateOptions) {
    if (!Number.isInteger(options.seed)) throw errors.badInput(`seed ${options.seed} must be a whole number`);
    this.drawRules = { ...DEFAULT_DRAW_RULES, ...options.draw };
    for (const [k, v] of Object.entries(this.drawRules)) {
      if (!Number.isInteger(v) || v < 0) throw errors.badInput(`draw rule ${k} is ${v}: it must be a whole number, 0 or more`);
    }
    const size = rules.ruleset.rackSize;
    const d = this.drawRules;
    if (d.earlyVowels + d.earlyConsonants > size || d.lateVowels + d.lateConsonants > size) {
      throw errors.badInput(`draw minimums of ${d.earlyVowels}+${d.earlyConsonants} (early) and ${d.lateVowels}+${d.lateConsonants} (late) do not fit a rack of ${size}`);
    }
    this.drawer = new RackDrawer(rules, this.drawRules, options.seed);
    // The thread's searcher, loaded with this game's board each turn.
    this.searcher = searcherFor(engine, rules);
    this.board = new Uint8Array(rules.ruleset.rows * rules.ruleset.cols);
  }

  /** Plays the next turn; undefined once the game is over. */
  next(): DuplicateTurn | undefined {
    if (this.over) return undefined;
    const number = this.turns.length + 1;
    if (this.options.turns !== undefined && number > this.options.turns) return this.end('turns');
    const bag = this.drawer.bagSize;
    if (bag === 0 && this.leave.length === 0) return this.end('tiles out');
    const drawn = this.drawer.draw(this.leave, number);
    if (!drawn) return this.end('no valid rack');
    // The shared searcher may have served someone else since the last turn.
    this.searcher.load(this.board);
    const list = this.searcher.byScore(drawn.rack);
    if (list.length === 0 || list.get(0).kind !== 'place') return this.end('no play');
    const top = list.get(0).score;
    const tied: PlaceMove[] = [];
    for (let i = 0; i < list.length; i++) {
      const m = list.get(i);
      if (m.score !== top || m.kind !== 'place') break;
      tied.push(m);
    }
    // Stable: among equal blank counts the ranking's order stands.
    const ordered = tied.map((m, i) => ({ m, i, blanks: blanksPlayed(m) })).sort((a, b) => a.blanks - b.blanks || a.i - b.i);
    const master = ordered[0]!.m;
    const blankTieBreak = ordered.some((o) => o.blanks > ordered[0]!.blanks);
    const boardBefore = this.board.slice();
    this.searcher.apply(master);
    this.board.set(this.searcher.board);
    this.total += master.score;
    this.leave = master.leave;
    const turn: DuplicateTurn = {
      turn: number, rack: drawn.rack, redraws: drawn.redraws, master, total: this.total,
      ties: ordered.slice(1).map((o) => o.m), blankTieBreak, bag, boardBefore,
    };
    this.turns.push(turn);
    return turn;
  }

  /** Plays every turn to the end. */
  play(): DuplicateTurn[] {
    while (this.next());
    return this.turns;
  }

  private end(reason: DuplicateEnd): undefined {
    this.over = reason;
    return undefined;
  }
}
