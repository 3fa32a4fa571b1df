// A ranked list of moves that keeps the core's packed play records (assembly/scrabble/output.ts)
// and their ranking order (assembly/scrabble/rank.ts), and decodes a play into an object only
// when asked: `get(i)`, iteration, `slice`. A position's 5,843 plays cost two typed-array copies
// instead of 5,843 objects: BOXEN ARTHOU? generated and ranked 1.06 ms as a list, 2.45 ms
// decoded into objects, where decoding and ranking them in TypeScript took 4.1 ms
// (bench/scrabble.bench.ts, before and after, same conditions).
//
// Exchanges and the pass (score 0, when asked) follow the plays: a play of score 0 still ranks
// before them (see the ranking at the top of movegen.ts).

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import { MR_BYTES as HEADER, MR_COL as COL, MR_DIR as DIR, MR_LEN as LEN, MR_ROW as ROW } from '../wasm/contract.js';
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
}

export class MoveList implements Iterable<Move> {
  /** Moves in the list: plays, then exchanges and the pass (cut to the `top` asked for). */
  readonly length: number;
  /** The rack's tiles, ascending (0 = blank): each leave is this less the tiles played. */
  private readonly rackTiles: number[];
  /** Plays in the list (the first `plays` moves). */
  readonly plays: number;

  /**
   * records: the core's records (a copy); order: byte offsets of the records in ranking order;
   * board: rows*cols row-major tiles; rack: counts by tile ([0] = blanks).
   */
  constructor(
    private readonly records: Uint8Array,
    private readonly order: Uint32Array,
    private readonly board: Uint8Array,
    private readonly cols: number,
    private readonly rack: Uint8Array,
    private readonly others: readonly (ExchangeMove | PassMove)[] = [],
    private readonly top = 0,
  ) {
    const total = order.length + others.length;
    this.length = top > 0 ? Math.min(top, total) : total;
    this.plays = Math.min(order.length, this.length);
    this.rackTiles = tilesOf(rack);
  }

  /** The list as structured-clone data: a few typed arrays however many plays it holds. */
  pack(): PackedMoveList {
    return {
      records: this.records, order: this.order, board: this.board, cols: this.cols, rack: this.rack,
      others: [...this.others], top: this.top,
    };
  }

  static unpack(p: PackedMoveList): MoveList {
    return new MoveList(p.records, p.order, p.board, p.cols, p.rack, p.others, p.top);
  }

  /** The score of move i, without decoding it. */
  score(i: number): number {
    this.check(i);
    if (i >= this.plays) return 0;
    const at = this.order[i]!, r = this.records;
    return r[at]! | (r[at + 1]! << 8) | (r[at + 2]! << 16) | (r[at + 3]! << 24);
  }

  /** Move i (0 = the best). */
  get(i: number): Move {
    this.check(i);
    if (i >= this.plays) return this.others[i - this.plays]!;
    return this.decode(this.order[i]!);
  }

  /** The rack tiles move i leaves, ascending (0 = blank). */
  leave(i: number): number[] {
    this.check(i);
    if (i >= this.plays) return this.others[i - this.plays]!.leave;
    const at = this.order[i]!, r = this.records;
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
    const score = r[at]! | (r[at + 1]! << 8) | (r[at + 2]! << 16) | (r[at + 3]! << 24);
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
