// A game as data: the ruleset, the seeded bag, each player's rack and score, the board and the
// list of turns. Moves come from players (players.ts); `play` checks that a move fits the
// rack, the board and the rules (a play's words and score are the searcher's business), draws,
// and ends the game:
//   - a player plays out their rack with the bag empty: the ruleset's goingOut rule (default
//     'double': twice the value of the other racks; seed 004's 'transfer': once, and each other
//     player loses their own);
//   - three rounds of scoreless turns in a row (six turns for two players; passes, exchanges
//     and plays worth 0 alike): each player loses their own rack's value (seed 004).
// An exchange needs at least the ruleset's exchangeMinBag tiles in the bag (default rackSize).

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { type CompiledRuleset, type GoingOut, tilesValue } from '../rules/index.js';
import type { Move } from '../scrabble/movegen.js';
import { type Position, squareName } from '../scrabble/position/index.js';
import { Bag } from './bag.js';

export interface GamePlayer {
  /** One word, no ':' (GCG). */
  nick: string;
  name: string;
}

export interface GameOptions {
  /** Seeds the bag. */
  seed: number;
  /** Start from this position (two players): board, racks, scores, player on turn; the bag holds the other tiles. */
  position?: Position;
  /** The players in turn order (default two: p1, p2). */
  players?: GamePlayer[];
  /** Lexicon name, written to GCG and CGP. */
  lexicon?: string;
}

export interface Turn {
  player: number;
  /** The rack before the turn, ascending (0 = blank). */
  rack: number[];
  move: Move;
  /** The player's total after the turn. */
  total: number;
  /** Tiles in the bag before the turn. */
  bag: number;
}

/** Points added or taken at the end for racks (GCG end-rack lines). */
export interface EndAdjustment {
  player: number;
  /** The rack whose value is counted: the player's own (a penalty) or the others' (going out). */
  tiles: number[];
  /** The player's own rack, when the line is a penalty. */
  rack?: number[];
  score: number;
  total: number;
}

export type EndReason = 'out' | 'scoreless';

export class Game {
  readonly board: Uint8Array;
  readonly racks: number[][];
  readonly scores: number[];
  readonly turns: Turn[] = [];
  readonly ends: EndAdjustment[] = [];
  readonly players: GamePlayer[];
  readonly lexicon?: string;
  readonly exchangeMinBag: number;
  readonly goingOut: GoingOut;
  /** Scoreless turns in a row that end the game: three rounds. */
  readonly scorelessLimit: number;
  onTurn = 0;
  /** Scoreless turns in a row so far. */
  zeroTurns = 0;
  over: EndReason | undefined;
  private readonly bag: Bag;

  constructor(readonly rules: CompiledRuleset, options: GameOptions) {
    const r = rules.ruleset;
    this.players = options.players ?? [{ nick: 'p1', name: 'p1' }, { nick: 'p2', name: 'p2' }];
    if (this.players.length < 2) throw errors.badInput(`a game needs two or more players, got ${this.players.length}`);
    if (options.lexicon !== undefined) this.lexicon = options.lexicon;
    this.exchangeMinBag = r.exchangeMinBag ?? r.rackSize;
    this.goingOut = r.goingOut ?? 'double';
    this.scorelessLimit = 3 * this.players.length;
    const pos = options.position;
    if (!pos) {
      this.board = new Uint8Array(r.rows * r.cols);
      this.bag = new Bag(rules.tileCount, options.seed);
      this.racks = this.players.map(() => sorted(this.bag.draw(r.rackSize)));
      this.scores = this.players.map(() => 0);
      return;
    }
    if (this.players.length !== 2) throw errors.badInput('a game from a position has two players');
    if (pos.rows !== r.rows || pos.cols !== r.cols) throw errors.badInput(`the position is ${pos.rows}×${pos.cols}, ruleset ${r.name} plays on ${r.rows}×${r.cols}`);
    this.board = pos.board.slice();
    this.racks = pos.racks.map((rack) => sorted(Array.from(rack)));
    this.scores = [...pos.scores];
    this.onTurn = pos.onTurn;
    this.zeroTurns = pos.zeroTurns;
    // The bag: the set less the tiles on the board and on the racks.
    const left = Array.from(rules.tileCount);
    const use = (t: number, where: string) => {
      if (!(t < left.length) || left[t]! <= 0) throw errors.badInput(`${where}: more ${t === BLANK ? 'blanks' : rules.alphabet.tiles[t]} than the ${r.name} set holds`);
      left[t]!--;
    };
    for (const t of this.board) if (t) use(t & BLANK_BIT ? BLANK : t, 'the board');
    this.racks.forEach((rack, i) => rack.forEach((t) => use(t, `rack ${i + 1}`)));
    this.bag = new Bag(left, options.seed);
  }

  get bagSize(): number {
    return this.bag.size;
  }

  /** The tiles still in the bag, ascending. */
  bagContents(): number[] {
    return this.bag.contents();
  }

  get canExchange(): boolean {
    return this.bag.size >= this.exchangeMinBag;
  }

  /** Most tiles an exchange may put back now: 0 when the bag is too small for one. */
  get exchangeLimit(): number {
    return this.canExchange ? Math.min(this.bag.size, this.rules.ruleset.rackSize) : 0;
  }

  /** Sum of the values of a list of tiles. */
  tilesValue(tiles: readonly number[]): number {
    return tilesValue(tiles, this.rules);
  }

  /** Plays a move for the player on turn; throws a clear error if it does not fit. */
  play(move: Move): void {
    if (this.over) throw errors.badInput('the game is over');
    const p = this.onTurn;
    const rack = this.racks[p]!;
    const before = rack.slice(), bagBefore = this.bag.size;
    if (move.kind === 'place') this.place(move, rack);
    else if (move.kind === 'exchange') {
      if (!this.canExchange) throw errors.badInput(`exchange with ${this.bag.size} tiles in the bag; the rules need at least ${this.exchangeMinBag}`);
      if (move.tiles.length === 0) throw errors.badInput('an exchange of no tiles (pass instead)');
      if (move.tiles.length > this.bag.size) throw errors.badInput(`an exchange of ${move.tiles.length} tiles with ${this.bag.size} in the bag`);
      take(rack, move.tiles, 'exchange', this);
      // Draw first, then return the tiles, so none comes straight back.
      rack.push(...this.bag.draw(move.tiles.length));
      this.bag.putBack(move.tiles);
    }
    const score = move.kind === 'place' ? move.score : 0;
    this.scores[p]! += score;
    rack.sort((a, b) => a - b);
    this.turns.push({ player: p, rack: before, move, total: this.scores[p]!, bag: bagBefore });
    this.zeroTurns = score === 0 ? this.zeroTurns + 1 : 0;
    if (rack.length === 0 && this.bag.size === 0) this.endOut(p);
    else if (this.zeroTurns >= this.scorelessLimit) this.endScoreless();
    this.onTurn = (p + 1) % this.players.length;
  }

  private place(move: Extract<Move, { kind: 'place' }>, rack: number[]): void {
    const { rows, cols } = this.rules.ruleset;
    const [dr, dc] = move.dir === 'across' ? [0, 1] : [1, 0];
    const squares: number[] = [], placed: number[] = [];
    move.tiles.forEach((t, i) => {
      if (t === 0) return;
      const r = move.row + dr * i, c = move.col + dc * i;
      if (r < 0 || c < 0 || r >= rows || c >= cols) throw errors.badInput(`the play runs off the ${rows}×${cols} board`);
      if (this.board[r * cols + c]) throw errors.badInput(`square ${squareName(r, c)} is taken`);
      squares.push(r * cols + c);
      placed.push(t);
    });
    if (!placed.length) throw errors.badInput('a play must place a tile');
    take(rack, placed.map((t) => (t & BLANK_BIT ? BLANK : t)), 'play', this);
    squares.forEach((sq, i) => { this.board[sq] = placed[i]!; });
    rack.push(...this.bag.draw(placed.length));
  }

  private endOut(out: number): void {
    this.over = 'out';
    const others = this.players.map((_, i) => i).filter((i) => i !== out);
    const points = endPoints(this.goingOut, this.racks.map((r) => this.tilesValue(r)), out);
    const tiles = others.flatMap((i) => this.racks[i]!);
    this.scores[out]! += points[out]!;
    this.ends.push({ player: out, tiles, score: points[out]!, total: this.scores[out]! });
    if (this.goingOut === 'transfer') for (const i of others) this.penalise(i, points[i]!);
  }

  private endScoreless(): void {
    this.over = 'scoreless';
    const points = endPoints(this.goingOut, this.racks.map((r) => this.tilesValue(r)));
    for (let i = 0; i < this.players.length; i++) this.penalise(i, points[i]!);
  }

  private penalise(i: number, points: number): void {
    const rack = this.racks[i]!;
    this.scores[i]! += points;
    this.ends.push({ player: i, tiles: rack.slice(), rack: rack.slice(), score: points, total: this.scores[i]! });
  }
}

/**
 * What each player's score changes by at the end, given the values of the racks left: player
 * `out` went out (the goingOut rule), or, with `out` undefined, the scoreless turns ended the
 * game (each loses their own rack's value). The endgame solver values its ends by this too.
 */
export function endPoints(goingOut: GoingOut, rackValues: readonly number[], out?: number): number[] {
  if (out === undefined) return rackValues.map((v) => -v);
  let others = 0;
  rackValues.forEach((v, i) => { if (i !== out) others += v; });
  return rackValues.map((v, i) => (i === out ? (goingOut === 'double' ? 2 * others : others) : goingOut === 'transfer' ? -v : 0));
}

/** Removes `tiles` from `rack` (0 = blank), or throws naming the missing tile. */
function take(rack: number[], tiles: readonly number[], what: string, game: Game): void {
  const left = rack.slice();
  for (const t of tiles) {
    const i = left.indexOf(t);
    if (i < 0) {
      const name = t === BLANK ? 'a blank' : game.rules.alphabet.tiles[t] ?? `tile ${t}`;
      throw errors.badInput(`the ${what} needs ${name}, which the rack ${game.rules.alphabet.render(rack)} does not hold`);
    }
    left.splice(i, 1);
  }
  rack.length = 0;
  rack.push(...left);
}

function sorted(tiles: number[]): number[] {
  return tiles.sort((a, b) => a - b);
}
