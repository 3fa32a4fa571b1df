// Inference: which tiles did the opponent keep after their last play? Before the play their rack
// was the tiles they placed plus k tiles drawn from what we cannot see now (the unseen tiles:
// the bag and their rack), so a priori every k-tile multiset K is as likely as the number of ways
// the unseen tiles give it (the hypergeometric weight). A player who chooses by static equity
// makes the play they made only with some racks: K is weighted by how close the play's equity,
// with K as its leave, comes to the best equity of the whole rack,
//
//   likelihood(K) = exp(−(best(T + K) − equity(play | K)) / temperature),
//
// 1 when the play was the rack's best, falling by e for each `temperature` points it was behind.
// Up to `maxExact` multisets are all weighed; past that, `samples` draws from the prior are.
// The result gives the leaves by posterior probability and, per tile, the expected count kept.

import { BLANK } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { searcherFor } from '../game/searcher.js';
import type { LeaveValuation } from '../leaves/table.js';
import { seededRandom } from '../random.js';
import type { CompiledRuleset } from '../rules/index.js';
import { type PlaceMove, placementKey } from '../scrabble/move.js';
import { type GcgGame, gcgTurns, replayGcg } from '../scrabble/position/index.js';

export interface InferOptions {
  /** Points of equity behind the best by which a rack's likelihood falls by e (default 4). */
  temperature?: number;
  /** Weigh every leave when there are at most this many (default 4,000); else sample. */
  maxExact?: number;
  /** Draws from the prior when sampling (default 2,000). */
  samples?: number;
  seed?: number;
  /** Exchanges the opponent could have made (the bag held a rack): default true. */
  exchanges?: boolean;
}

export interface InferredLeave {
  /** The kept tiles, ascending (0 = blank). */
  tiles: number[];
  /** Posterior probability. */
  probability: number;
  /** Prior probability (the unseen tiles' odds alone). */
  prior: number;
  /** How far the play was behind the best equity of that rack, points (0: it was the best). */
  behind: number;
}

export interface Inference {
  /** Tiles the opponent kept (the leave's size). */
  kept: number;
  /** The unseen tiles the leave is drawn from, ascending. */
  unseen: number[];
  /** Leaves by posterior probability, highest first (every leave weighed, or every one sampled). */
  leaves: InferredLeave[];
  /** Per tile index: expected count kept, after and before inference. */
  expected: number[];
  expectedPrior: number[];
  /** 'exact': every leave weighed; 'sampled': `samples` draws. */
  method: 'exact' | 'sampled';
  /** Racks searched. */
  searches: number;
  /**
   * Likelihood mass behind the posterior: near 0 means no leave makes the play look like an
   * equity player's choice (a weak or tricky play), and the posterior is close to the prior.
   */
  evidence: number;
}

/** What inference needs to know of the opponent's last play. */
export interface LastPlay {
  /** The board before the play (rows*cols). */
  board: Uint8Array;
  /** The play (as the move generator lists it for the tiles placed). */
  move: PlaceMove;
  /** Tiles unseen by the side inferring, after the play (the bag and the opponent's rack). */
  unseen: number[];
}

const counts = (tiles: readonly number[], size: number) => {
  const c = new Uint8Array(size);
  for (const t of tiles) c[t]!++;
  return c;
};

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** Every multiset of `k` tiles the pool's counts allow, with its number of ways. */
function* multisets(pool: Uint8Array, k: number): Generator<{ tiles: number[]; ways: number }> {
  const kinds = [...pool.keys()].filter((t) => pool[t]! > 0);
  const tiles: number[] = [];
  function* go(i: number, left: number, ways: number): Generator<{ tiles: number[]; ways: number }> {
    if (left === 0) {
      yield { tiles: [...tiles], ways };
      return;
    }
    if (i === kinds.length) return;
    const t = kinds[i]!;
    for (let n = Math.min(left, pool[t]!); n >= 0; n--) {
      for (let j = 0; j < n; j++) tiles.push(t);
      yield* go(i + 1, left - n, ways * binomial(pool[t]!, n));
      tiles.length -= n;
    }
  }
  yield* go(0, k, 1);
}

/** Multisets of k tiles from the pool, counted (stops past `limit`). */
function countMultisets(pool: Uint8Array, k: number, limit: number): number {
  // Coefficients of Π (1 + x + ... + x^count) up to x^k, capped.
  let poly = [1];
  for (const c of pool) {
    if (!c) continue;
    const next = new Array<number>(k + 1).fill(0);
    for (let i = 0; i < poly.length; i++) for (let j = 0; j <= c && i + j <= k; j++) next[i + j] = Math.min(limit + 1, next[i + j]! + poly[i]!);
    poly = next;
  }
  return poly[k] ?? 0;
}

/**
 * The opponent's kept tiles after `play`, from the side to move's view. `leaves` values a leave
 * as the opponent's static player would (the ruleset's table).
 */
export function inferLeave(engine: Engine, rules: CompiledRuleset, play: LastPlay, leaves: LeaveValuation, options: InferOptions = {}): Inference {
  const temperature = options.temperature ?? 4;
  if (!(temperature > 0)) throw errors.badInput(`temperature must be more than 0, got ${temperature}`);
  const maxExact = options.maxExact ?? 4000;
  const samples = options.samples ?? 2000;
  if (!Number.isInteger(samples) || samples < 1) throw errors.badInput(`samples must be a whole number ≥ 1, got ${samples}`);
  const size = rules.alphabet.size;
  const { k, behind: judge } = judgeLeaves(engine, rules, play, leaves, options);
  const pool = counts(play.unseen, size);
  let searches = 0;
  const judged = (tiles: number[]) => {
    searches++;
    return judge(tiles);
  };
  const total = binomial(play.unseen.length, k);
  const found = new Map<string, InferredLeave & { weight: number }>();
  let method: Inference['method'] = 'exact';
  if (countMultisets(pool, k, maxExact) <= maxExact) {
    for (const m of multisets(pool, k)) {
      const behind = judged(m.tiles);
      const prior = m.ways / total;
      found.set(m.tiles.join(','), { tiles: m.tiles, prior, behind, probability: 0, weight: prior * Math.exp(-behind / temperature) });
    }
  } else {
    method = 'sampled';
    const random = seededRandom(options.seed ?? 1);
    for (let s = 0; s < samples; s++) {
      const left = [...play.unseen], tiles: number[] = [];
      for (let i = 0; i < k; i++) tiles.push(left.splice(Math.floor(random() * left.length), 1)[0]!);
      tiles.sort((a, b) => a - b);
      const key = tiles.join(',');
      const seen = found.get(key);
      // Each draw counts once for the prior; a leave drawn again is not searched again.
      if (seen) {
        seen.weight += Math.exp(-seen.behind / temperature) / samples;
        seen.prior += 1 / samples;
        continue;
      }
      const behind = judged(tiles);
      found.set(key, { tiles, prior: 1 / samples, behind, probability: 0, weight: Math.exp(-behind / temperature) / samples });
    }
  }
  let mass = 0;
  for (const l of found.values()) mass += l.weight;
  const expected = new Array<number>(size).fill(0), expectedPrior = new Array<number>(size).fill(0);
  const list: InferredLeave[] = [...found.values()].map((l) => {
    const probability = mass > 0 ? l.weight / mass : l.prior;
    for (const t of l.tiles) {
      expected[t]! += probability;
      expectedPrior[t]! += l.prior;
    }
    return { tiles: l.tiles, probability, prior: l.prior, behind: l.behind };
  });
  list.sort((a, b) => b.probability - a.probability || a.tiles.join(',').localeCompare(b.tiles.join(',')));
  return { kept: k, unseen: [...play.unseen].sort((a, b) => a - b), leaves: list, expected, expectedPrior, method, searches, evidence: mass };
}

/**
 * How a play judges the leaves it could have kept: the leave's size, and for a leave how many
 * points of equity the play was behind the best of the rack it implies.
 */
function judgeLeaves(engine: Engine, rules: CompiledRuleset, play: LastPlay, leaves: LeaveValuation, options: InferOptions) {
  const size = rules.alphabet.size;
  const rackSize = rules.ruleset.rackSize;
  const placed = play.move.tiles.filter((t) => t !== 0).map((t) => (t & 0x80 ? BLANK : t));
  const k = Math.min(rackSize - placed.length, play.unseen.length);
  const searcher = searcherFor(engine, rules);
  searcher.load(play.board);
  const bagBefore = play.unseen.length - k;
  const exchangeLimit = options.exchanges === false || bagBefore < (rules.ruleset.exchangeMinBag ?? rackSize) ? 0 : rackSize;
  const behind = (tiles: number[]) => {
    const best = searcher.byEquity([...placed, ...tiles], leaves, { top: 1, exchangeLimit, pass: true }).moves[0]!.equity;
    const equity = play.move.score + leaves.valueOfCounts(counts(tiles, size), tiles.length);
    return Math.max(0, best - equity);
  };
  return { k, behind };
}

/**
 * log(posterior / prior) of one leave under an inference: log(likelihood / evidence). How much
 * inference favours it, whichever method weighed the leaves (the leave need not be among them).
 */
export function leaveLogRatio(engine: Engine, rules: CompiledRuleset, play: LastPlay, leaves: LeaveValuation, inference: Inference, kept: readonly number[], options: InferOptions = {}): number {
  const behind = judgeLeaves(engine, rules, play, leaves, options).behind([...kept].sort((a, b) => a - b));
  return -behind / (options.temperature ?? 4) - Math.log(inference.evidence);
}

/** A kept leave drawn from an inference (by posterior probability). */
export function drawInferredLeave(inference: Inference, random: () => number): number[] {
  let x = random();
  for (const l of inference.leaves) {
    x -= l.probability;
    if (x < 0) return l.tiles;
  }
  return inference.leaves[inference.leaves.length - 1]?.tiles ?? [];
}

/** The legal play that puts these tiles where the record says (its score the engine's). */
export function findPlay(engine: Engine, rules: CompiledRuleset, board: Uint8Array, play: Pick<PlaceMove, 'row' | 'col' | 'dir' | 'tiles'>): PlaceMove {
  const searcher = searcherFor(engine, rules);
  searcher.load(board);
  const cols = rules.ruleset.cols;
  const key = placementKey(play, cols);
  const placed = play.tiles.filter((t) => t !== 0).map((t) => (t & 0x80 ? BLANK : t));
  for (const m of searcher.byScore(placed, { bothDirectionsOnEmpty: true })) if (m.kind === 'place' && placementKey(m, cols) === key) return m;
  throw errors.badInput(`the last play (row ${play.row + 1}, column ${play.col + 1}, ${play.dir}) is not a legal play on that board`);
}

/**
 * The opponent's last play of a game record: turn `turn` − 1 (0-based), seen by the player of
 * turn `turn`, whose rack the record gives on that line.
 */
export function lastPlayOfGcg(engine: Engine, rules: CompiledRuleset, game: GcgGame, turn: number): LastPlay {
  const turns = gcgTurns(game);
  if (!Number.isInteger(turn) || turn < 1 || turn >= turns.length) {
    throw errors.badInput(`turn ${turn}: inference needs the opponent's play before it and the rack of its own line (turns 1 to ${turns.length - 1})`);
  }
  const e = turns[turn - 1]!, mine = turns[turn]!;
  if (e.kind !== 'place') throw errors.badInput(`turn ${turn - 1} is a ${e.kind}, not a play: there is nothing to infer from`);
  if (mine.player === e.player) throw errors.badInput(`turns ${turn - 1} and ${turn} are the same player's`);
  if (!mine.rack?.length) throw errors.badInput(`the line of turn ${turn} gives no rack: the tiles unseen by its player are not known`);
  const before = replayGcg(game, rules, turn - 1).board;
  const tiles = Array.from(e.word, (t, i) => (before[e.dir === 'across' ? e.row * rules.ruleset.cols + e.col + i : (e.row + i) * rules.ruleset.cols + e.col] ? 0 : t));
  const move = findPlay(engine, rules, before, { row: e.row, col: e.col, dir: e.dir, tiles });
  const after = replayGcg(game, rules, turn).board;
  return { board: before, move, unseen: unseenTiles(rules, after, mine.rack) };
}

/** The tiles not on the board and not on `rack` (blanks on the board count as blanks). */
export function unseenTiles(rules: CompiledRuleset, board: ArrayLike<number>, rack: ArrayLike<number>): number[] {
  const left = Array.from(rules.tileCount);
  const take = (t: number, where: string) => {
    if (!left[t]) throw errors.badInput(`${where} holds more ${rules.alphabet.tiles[t] ?? 'blanks'} than the ${rules.ruleset.name} set has`);
    left[t]!--;
  };
  for (let i = 0; i < board.length; i++) if (board[i]) take(board[i]! & 0x80 ? BLANK : board[i]!, 'the board');
  for (let i = 0; i < rack.length; i++) take(rack[i]!, 'the rack');
  return left.flatMap((n, t) => Array<number>(n).fill(t));
}
