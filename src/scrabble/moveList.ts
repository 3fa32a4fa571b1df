// A ranked list of moves that keeps the core's packed play records (assembly/scrabble/output.ts)
// and their ranking order (assembly/scrabble/rank.ts), and decodes a play into an object only
// when asked: `get(i)`, iteration, `slice`. A position's 5,843 plays cost two typed-array copies
// instead of 5,843 objects: BOXEN ARTHOU? generated and ranked 1.06 ms as a list, 2.45 ms
// decoded into objects, where decoding and ranking them in TypeScript took 4.1 ms
// (bench/scrabble.bench.ts, before and after, same conditions).
//
// Exchanges and the pass (score 0, when asked) follow the plays: a play of score 0 still ranks
// before them (see the ranking at the top of movegen.ts). A list ranked by equity (the core ranks
// its plays so) carries the value of each sub-rack the plays keep (subRacks.ts) and of each
// exchange and the pass, which it merges into the plays: at equal equity a play comes first.

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import {
  EQUITY_SCALE, MR_BYTES as HEADER, MR_COL as COL, MR_DIR as DIR, MR_LEAVE as LEAVE, MR_LEN as LEN, MR_ROW as ROW,
} from '../wasm/contract.js';
import type { OtherMoves } from './exchanges.js';
import type { ExchangeMove, Move, PassMove, PlaceMove } from './move.js';

/** A MoveList as structured-clone data (typed arrays and plain objects), e.g. from a pool worker. */
export interface PackedMoveList {
  records: Uint8Array;
  order: Uint32Array;
  board: Uint8Array;
  cols: number;
  rack: Uint8Array;
  others: (ExchangeMove | PassMove)[];
  top: number;
  equity?: ListEquity;
}

/** The values (hundredths of a point) a list ranked by equity adds to its moves' scores. */
export interface ListEquity {
  /** By sub-rack: what a play keeping it adds (its records' leave field). */
  leaveValues: Int32Array;
  /** Per exchange or pass of the list (in its order: value, highest first, then compareMoves). */
  otherValues: Int32Array;
}

export class MoveList implements Iterable<Move> {
  /** Moves in the list: plays, then exchanges and the pass (cut to the `top` asked for). */
  readonly length: number;
  /** The rack's tiles, ascending (0 = blank): each leave is this less the tiles played. */
  private readonly rackTiles: number[];
  /** Plays in the list. */
  readonly plays: number;
  /**
   * By equity: per move of the list, the rank of a play among the plays (≥ 0) or −1 − the index
   * of an exchange or the pass. Undefined by score: the plays, then the others.
   */
  private readonly merged: Int32Array | undefined;
  /** The exchanges and the pass, once made (see `others`). */
  private othersMade: readonly (ExchangeMove | PassMove)[] | undefined;

  /**
   * records: the core's records (a copy); order: byte offsets of the records in ranking order;
   * board: rows*cols row-major tiles; rack: counts by tile ([0] = blanks); others: the exchanges
   * and the pass, or their count and how to make them when first read; `equity` for a list
   * ranked by equity.
   */
  constructor(
    private readonly records: Uint8Array,
    private readonly order: Uint32Array,
    private readonly board: Uint8Array,
    private readonly cols: number,
    private readonly rack: Uint8Array,
    private readonly others: readonly (ExchangeMove | PassMove)[] | OtherMoves = [],
    private readonly top = 0,
    private readonly equity?: ListEquity,
  ) {
    const total = order.length + others.length;
    this.length = top > 0 ? Math.min(top, total) : total;
    this.rackTiles = tilesOf(rack);
    if (!equity) {
      this.plays = Math.min(order.length, this.length);
      return;
    }
    const merged = new Int32Array(this.length);
    let p = 0, o = 0;
    for (let i = 0; i < this.length; i++) {
      const playFirst = o >= others.length || (p < order.length && this.playValue(order[p]!) >= equity.otherValues[o]!);
      merged[i] = playFirst ? p++ : -1 - o++;
    }
    this.merged = merged;
    this.plays = p;
  }

  private otherMoves(): readonly (ExchangeMove | PassMove)[] {
    const o = this.others;
    return (this.othersMade ??= 'make' in o ? o.make() : o);
  }

  /** The list as structured-clone data: a few typed arrays however many plays it holds. */
  pack(): PackedMoveList {
    return {
      records: this.records, order: this.order, board: this.board, cols: this.cols, rack: this.rack,
      others: [...this.otherMoves()], top: this.top, ...(this.equity && { equity: this.equity }),
    };
  }

  static unpack(p: PackedMoveList): MoveList {
    return new MoveList(p.records, p.order, p.board, p.cols, p.rack, p.others, p.top, p.equity);
  }

  /** Whether the list is ranked by equity. */
  get byEquity(): boolean {
    return this.equity !== undefined;
  }

  /** Record offset of move i, or −1 − the index of an exchange or the pass. */
  private at(i: number): number {
    this.check(i);
    if (this.merged) {
      const m = this.merged[i]!;
      return m >= 0 ? this.order[m]! : m;
    }
    return i < this.plays ? this.order[i]! : -1 - (i - this.plays);
  }

  private recordScore(at: number): number {
    const r = this.records;
    return r[at]! | (r[at + 1]! << 8) | (r[at + 2]! << 16) | (r[at + 3]! << 24);
  }

  /** Equity of the play at record offset `at`, hundredths. */
  private playValue(at: number): number {
    return this.recordScore(at) * EQUITY_SCALE + this.equity!.leaveValues[this.records[at + LEAVE]!]!;
  }

  /** The score of move i, without decoding it. */
  score(i: number): number {
    const at = this.at(i);
    return at < 0 ? 0 : this.recordScore(at);
  }

  /** What move i's leave is worth, points (0 in a list by score). */
  leaveValue(i: number): number {
    const at = this.at(i);
    if (!this.equity) return 0;
    return (at < 0 ? this.equity.otherValues[-1 - at]! : this.equity.leaveValues[this.records[at + LEAVE]!]!) / EQUITY_SCALE;
  }

  /** Equity of move i = score + leave value, points (the score in a list by score). */
  equityOf(i: number): number {
    const at = this.at(i);
    if (!this.equity) return at < 0 ? 0 : this.recordScore(at);
    return (at < 0 ? this.equity.otherValues[-1 - at]! : this.playValue(at)) / EQUITY_SCALE;
  }

  /** Move i (0 = the best). */
  get(i: number): Move {
    const at = this.at(i);
    return at < 0 ? this.otherMoves()[-1 - at]! : this.decode(at);
  }

  /** The rack tiles move i leaves, ascending (0 = blank). */
  leave(i: number): number[] {
    const at = this.at(i);
    if (at < 0) return this.otherMoves()[-1 - at]!.leave;
    const r = this.records;
    const left = this.rackTiles.slice();
    for (let k = 0, len = r[at + LEN]!; k < len; k++) {
      const t = r[at + HEADER + k]!;
      if (t !== 0) left.splice(left.indexOf(t & BLANK_BIT ? BLANK : t), 1);
    }
    return left;
  }

  /** Moves start..end−1, decoded. */
  slice(start = 0, end = this.length): Move[] {
    const from = Math.max(0, start), to = Math.min(end, this.length);
    const out: Move[] = [];
    for (let i = from; i < to; i++) out.push(this.get(i));
    return out;
  }

  /** Every move, decoded (what generateMoves returns). */
  toArray(): Move[] {
    return this.slice();
  }

  *[Symbol.iterator](): Iterator<Move> {
    for (let i = 0; i < this.length; i++) yield this.get(i);
  }

  private check(i: number): void {
    if (!(Number.isInteger(i) && i >= 0 && i < this.length)) throw new RangeError(`move ${i} is not in 0..${this.length - 1}`);
  }

  private decode(at: number): PlaceMove {
    const r = this.records;
    const score = this.recordScore(at);
    const row = r[at + ROW]!, col = r[at + COL]!, down = r[at + DIR] === 1, len = r[at + LEN]!;
    const tiles: number[] = new Array(len);
    const word: number[] = new Array(len);
    const leave = this.rackTiles.slice();
    for (let k = 0; k < len; k++) {
      const t = r[at + HEADER + k]!;
      tiles[k] = t;
      if (t === 0) word[k] = this.board[down ? (row + k) * this.cols + col : row * this.cols + col + k]!;
      else {
        word[k] = t;
        leave.splice(leave.indexOf(t & BLANK_BIT ? BLANK : t), 1);
      }
    }
    return { kind: 'place', row, col, dir: down ? 'down' : 'across', tiles, word, score, leave };
  }
}

function tilesOf(counts: Uint8Array): number[] {
  const out: number[] = [];
  for (let t = 0; t < counts.length; t++) for (let n = counts[t]!; n > 0; n--) out.push(t);
  return out;
}
