// A game reviewed turn by turn: for each turn of a GCG record, from the mover's point of view
// (the position before it, the mover's rack from the record, the other rack unseen), the move
// played against the engine's best, and what it cost.
//
// How a turn is valued, by the tiles the mover cannot see (the opponent holds a full rack while
// they fill one, the bag the rest):
//   - static (options.static): static equity, every move listed (analysePosition);
//   - the bag empty: the exact endgame (solveEndgame) — the best line's value against the value
//     of the played move followed by the opponent's best line;
//   - 1 to 4 tiles in the bag, when the turn's time allows (pegFits): the pre-endgame
//     (preEndgame), its mean final spread and win chance;
//   - otherwise a short simulation (simulate), its mean value and, near the end, win rate.
// The played move is always among the candidates (added when not among the K best); when it
// comes out ahead of the leader by the measure (noise, an estimate), it is the best and cost 0.
// The static listing of every move also says whether a bingo (a play of a full rack) was there.

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import { pegFits, preEndgame } from '../endgame/peg.js';
import { endgamePosition } from '../endgame/position.js';
import { DEFAULT_TABLE_BITS, solveEndgame } from '../endgame/solve.js';
import { TranspositionTable } from '../endgame/table.js';
import type { Engine } from '../engine.js';
import { errors, VerbivoreError } from '../errors.js';
import { defaultLeaves } from '../leaves/resolve.js';
import type { TaskRunner } from '../pool/runner.js';
import { type CompiledRuleset, tileTotal } from '../rules/index.js';
import { type Move, moveKey } from '../scrabble/move.js';
import { rackString } from '../scrabble/notation.js';
import { type GcgEvent, type GcgGame, gcgTurns, type Notation, type Position, replayGcg } from '../scrabble/position/index.js';
import { nextTurnOfEvents, simulate } from '../sim/simulate.js';
import { analysePosition, moveView, type MoveView } from '../game/analyse.js';
import { Game } from '../game/game.js';
import { gamePosition } from '../game/record.js';

export const DEFAULT_REVIEW_SECONDS = 2;
/** Candidates simulated or pre-endgame ranked per turn (the played move is added when not among them). */
export const DEFAULT_REVIEW_CANDIDATES = 10;

export interface ReviewOptions {
  /** Rank by static equity only (fast). */
  static?: boolean;
  /** Seconds of analysis per turn (default 2): the simulation's, the endgame's, the pre-endgame's. */
  secondsPerTurn?: number;
  /** Built-in ruleset name or ruleset file, as the simulation's tasks take it (default: the rules' name). */
  ruleset?: string;
  /** Candidates simulated (default 10). */
  candidates?: number;
  /** Plies of each playout (default 2). */
  plies?: number;
  seed?: number;
  /** Where the simulations run (an EnginePool); default this thread. */
  runner?: TaskRunner;
  /** Stops between turns and inside simulations: the turns reviewed so far are returned, `stopped: 'interrupted'`. */
  signal?: AbortSignal;
  notation?: Notation;
  /** Called before each turn is reviewed: its number (1-based) and the turns in all. */
  onTurn?: (turn: number, total: number) => void;
}

export type ReviewMethod = 'static' | 'simulation' | 'endgame' | 'pre-endgame';

/** A move with what the turn's method says it is worth. */
export interface ReviewedMove extends MoveView {
  /** In the method's measure, points: static equity, simulated mean, endgame value, pre-endgame mean final spread. */
  value?: number;
  /** Win chance (0 to 1), where the method gives one. */
  win?: number;
}

export interface TurnReview {
  /** 1-based, over the turns of both players. */
  turn: number;
  player: 0 | 1;
  nick: string;
  rack: string;
  /** Tiles in the bag before the turn, as the mover sees it. */
  bag: number;
  method: ReviewMethod;
  /** The move as recorded, with the record's score. */
  played: ReviewedMove;
  best?: ReviewedMove;
  /** best.value − played.value (≥ 0); null when the played move could not be valued. */
  lost: number | null;
  /** best.win − played.win, where the method gives win chances. */
  winLost?: number;
  /** The best-scoring bingo the rack had (a play of a full rack). */
  bingo?: MoveView;
  bingoMissed: boolean;
  /** Whether an endgame's values are proven (false: estimated at the depth reached in the time). */
  exact?: boolean;
  note: string;
}

export interface PlayerReview {
  player: 0 | 1;
  nick: string;
  /** Turns reviewed, and the equity they lost in all. */
  turns: number;
  equityLost: number;
  /** The turns that cost most, worst first (at most 3, only those that cost something). */
  costliest: { turn: number; lost: number; played: string; best: string }[];
  /** Turns where a bingo was there and not played. */
  bingosMissed: number[];
}

export interface GameReview {
  ruleset: string;
  lexicon: string;
  static: boolean;
  secondsPerTurn: number;
  /** Turns in the record; `reviews` holds those reviewed (all unless stopped). */
  totalTurns: number;
  reviews: TurnReview[];
  players: [PlayerReview, PlayerReview];
  seconds: number;
  stopped?: 'interrupted';
}

/** Reviews every turn of a game record (see the top of this file). */
export async function reviewGame(engine: Engine, rules: CompiledRuleset, game: GcgGame, options: ReviewOptions = {}): Promise<GameReview> {
  const start = performance.now();
  const seconds = options.secondsPerTurn ?? DEFAULT_REVIEW_SECONDS;
  if (!(Number.isFinite(seconds) && seconds > 0)) throw errors.usage(`secondsPerTurn must be a number of seconds > 0, got ${seconds}`);
  const turns = gcgTurns(game);
  // The whole record replayed first: a bad line fails before any turn's analysis.
  replayGcg(game, rules, turns.length);
  const reviews: TurnReview[] = [];
  let table: TranspositionTable | undefined;
  const context: TurnContext = {
    engine, rules, game, options, seconds, ruleset: options.ruleset ?? rules.ruleset.name,
    leaves: defaultLeaves(rules), notation: options.notation ?? 'american',
    table: () => (table ??= new TranspositionTable(DEFAULT_TABLE_BITS)),
  };
  let stopped: GameReview['stopped'];
  for (let i = 0; i < turns.length; i++) {
    // Lets a Ctrl-C in between turns (endgames and pre-endgames run in this thread).
    await nextTurnOfEvents();
    if (options.signal?.aborted) {
      stopped = 'interrupted';
      break;
    }
    options.onTurn?.(i + 1, turns.length);
    const review = await reviewTurn(context, turns[i]!, i);
    if (!review) {
      stopped = 'interrupted';
      break;
    }
    reviews.push(review);
  }
  return {
    ruleset: rules.ruleset.name, lexicon: engine.lexicon.name, static: options.static ?? false, secondsPerTurn: seconds,
    totalTurns: turns.length, reviews, players: [summary(reviews, game, 0), summary(reviews, game, 1)],
    seconds: (performance.now() - start) / 1000, ...(stopped && { stopped }),
  };
}

interface TurnContext {
  engine: Engine;
  rules: CompiledRuleset;
  game: GcgGame;
  options: ReviewOptions;
  seconds: number;
  ruleset: string;
  leaves: 'builtin' | 'none';
  notation: Notation;
  table: () => TranspositionTable;
}

/** What the deeper method found: the best and the played move valued, or why the played move could not be. */
type Valued = { method: ReviewMethod; best: ReviewedMove; played?: ReviewedMove; exact?: boolean; why?: string } | 'interrupted';

/** One turn reviewed; undefined when interrupted. */
async function reviewTurn(c: TurnContext, e: GcgEvent, index: number): Promise<TurnReview | undefined> {
  const { rules, game, notation } = c;
  const nick = game.players[e.player].nick;
  const base = { turn: index + 1, player: e.player, nick, rack: e.rack ? rackString(Array.from(e.rack), rules.alphabet) : '' };
  const position = replayGcg(game, rules, index);
  const rack = position.racks[position.onTurn];
  const r = rules.ruleset;
  const unseen = tileTotal(r) - position.board.reduce((n, t) => n + (t ? 1 : 0), 0) - rack.length;
  const bag = unseen - Math.min(r.rackSize, unseen);
  const withdrawn = followedByWithdrawal(game, e);
  const recorded = playedMove(e, position);
  // A play taken back (a phony challenged off) came to a pass.
  const played = withdrawn ? { kind: 'pass', score: 0, leave: sorted(Array.from(rack)) } satisfies Move : recorded;
  const shown: ReviewedMove = recorded
    ? moveView({ move: recorded, equity: recorded.score, leaveValue: 0 }, rules, notation)
    : { coord: 'exchange', dir: 'exchange', word: `-${e.kind === 'exchange' ? e.count : '?'}`, score: 0, leave: '', leaveValue: 0, equity: 0 };
  const unreviewed = (why: string): TurnReview => ({ ...base, bag, method: 'static', played: shown, lost: null, bingoMissed: false, note: why });
  if (rack.length === 0) return unreviewed('no rack in the record: not reviewed');
  if (!played) return unreviewed('an exchange of tiles the record does not name: not reviewed');

  let analysis;
  try {
    analysis = analysePosition(c.engine, { ruleset: c.ruleset, position, leaves: c.leaves, exchanges: true, force: true, notation });
  } catch (err) {
    if (err instanceof VerbivoreError) return unreviewed(`not reviewed: ${err.message}`);
    throw err;
  }
  const views = analysis.moves;
  // The board is symmetric: an opening played down is listed as its mirror across.
  const key = viewKey(moveView({ move: mirrored(played, position), equity: 0, leaveValue: 0 }, rules, notation));
  const listed = views.find((v) => viewKey(v) === key);
  const bingos = rack.length === r.rackSize ? views.filter((v) => v.row !== undefined && v.leave === '') : [];
  const bingo = bingos.reduce<MoveView | undefined>((b, v) => (!b || v.score > b.score ? v : b), undefined);
  const bingoPlayed = played.kind === 'place' && played.tiles.filter((t) => t !== 0).length === r.rackSize;
  const bingoMissed = bingo !== undefined && !bingoPlayed;

  const byStatic: Exclude<Valued, 'interrupted'> = { method: 'static', best: { ...views[0]!, value: views[0]!.equity }, ...(listed && { played: { ...listed, value: listed.equity } }) };
  let valued: Valued = byStatic;
  if (!listed) valued = { ...byStatic, why: withdrawn ? 'withdrawn, and no pass listed' : 'not a legal play (a phony?)' };
  else if (!c.options.static) {
    const move = { ...mirrored(played, position), score: listed.score } as Move;
    try {
      valued = await deeper(c, position, bag, move, key);
    } catch (err) {
      if (!(err instanceof VerbivoreError)) throw err;
      valued = { ...byStatic, why: `${err.message}; by static equity` };
    }
    if (valued === 'interrupted') return undefined;
  }

  const method = valued.method;
  let best = valued.best, lost: number | null = null, winLost: number | undefined;
  // The move as recorded (its coordinates, the record's score), with what the listing and the method say of it.
  const playedValue = valued.played && {
    ...shown, equity: valued.played.equity, leaveValue: valued.played.leaveValue, value: valued.played.value,
    ...(valued.played.win !== undefined && { win: valued.played.win }),
  };
  if (playedValue) {
    // The played move as good as the leader by the measure is the best (the pre-endgame ranks by
    // win chance first: there, only when it leads).
    const ahead = method === 'pre-endgame' ? valued.played === valued.best : playedValue.value! >= best.value!;
    if (ahead) best = playedValue;
    // What the played move gave up, never a gain (a leader by win chance may have the lower spread).
    lost = round2(Math.max(0, best.value! - playedValue.value!));
    if (best.win !== undefined && playedValue.win !== undefined) winLost = round4(Math.max(0, best.win - playedValue.win));
  }
  const notes = [
    `best: ${describe(best)}, ${lost === null ? `not valued: ${valued.why ?? 'the played move is not among the candidates'}` : `lost ${lost.toFixed(1)}`}`,
    ...(winLost ? [`win chance lost ${(100 * winLost).toFixed(1)} %`] : []),
    ...(valued.why && lost !== null ? [valued.why] : []),
    ...(withdrawn ? ['withdrawn: counted as a pass'] : []),
    ...(bingoMissed ? [`bingo missed: ${describe(bingo!)}`] : []),
    ...(valued.exact === false ? ['estimated (the endgame was not solved to the end in the time)'] : []),
  ];
  return {
    ...base, bag, method, played: playedValue ?? shown, best, lost, ...(winLost !== undefined && { winLost }),
    ...(bingo && { bingo }), bingoMissed, ...(valued.exact !== undefined && { exact: valued.exact }), note: notes.join('; '),
  };
}

/** The turn valued by simulation, endgame or pre-endgame (by the tiles in the bag). */
async function deeper(c: TurnContext, position: Position, bag: number, played: Move, key: string): Promise<Valued> {
  const { engine, rules, notation, seconds } = c;
  // `equity` stays static equity (the endgame's: the score); `value` is the method's.
  const view = (m: Move, value: number, win?: number, equity = m.score): ReviewedMove =>
    ({ ...moveView({ move: m, equity, leaveValue: equity - m.score }, rules, notation), value: round2(value), ...(win !== undefined && { win: round4(win) }) });
  const same = (m: Move) => viewKey(moveView({ move: m, equity: 0, leaveValue: 0 }, rules, notation)) === key;
  const shouldStop = () => c.options.signal?.aborted ?? false;

  if (bag === 0) {
    const me = position.onTurn, them = 1 - me;
    const full = endgamePosition(rules, position);
    const spreadNow = full.scores[me] - full.scores[them]!;
    const table = c.table();
    const solved = solveEndgame(engine, rules, full, { maxSeconds: seconds / 2, table, shouldStop });
    if (solved.stopped === 'interrupted') return 'interrupted';
    const first = solved.pv[0];
    if (!first) throw errors.badInput('the endgame found no line in the time');
    const outcome = (value: number) => Math.sign(spreadNow + value) / 2 + 0.5;
    const best = view(first.move, solved.value, outcome(solved.value));
    if (same(first.move)) return { method: 'endgame', best, played: best, exact: solved.exact };
    // The played move, then the opponent's best line from there.
    const after = new Game(rules, { seed: 0, position: full });
    after.play(played);
    let value = after.scores[me]! - after.scores[them]! - spreadNow, exact = solved.exact;
    if (!after.over) {
      const reply = solveEndgame(engine, rules, gamePosition(after), { maxSeconds: seconds / 2, table, shouldStop });
      if (reply.stopped === 'interrupted') return 'interrupted';
      value -= reply.value;
      exact &&= reply.exact;
    }
    return { method: 'endgame', best, played: view(played, value, outcome(value)), exact };
  }

  if (pegFits(bag, seconds)) {
    const report = preEndgame(engine, rules, position, { candidates: c.options.candidates ?? DEFAULT_REVIEW_CANDIDATES, seconds, include: [played], shouldStop });
    if (report.stopped === 'interrupted') return 'interrupted';
    const top = report.candidates[0]!;
    const mine = report.candidates.find((x) => same(x.move));
    const best = view(top.move, top.meanSpread, top.winProbability, top.equity);
    if (!mine) throw errors.badInput('the pre-endgame ranks plays only');
    return { method: 'pre-endgame', best, played: mine === top ? best : view(played, mine.meanSpread, mine.winProbability, mine.equity) };
  }

  const report = await simulate(position, {
    ruleset: c.ruleset, lexicon: engine.lexicon.name, leaves: c.leaves, candidates: c.options.candidates ?? DEFAULT_REVIEW_CANDIDATES,
    plies: c.options.plies ?? 2, seconds, seed: c.options.seed ?? 1, include: [played], runner: c.options.runner, signal: c.options.signal,
  });
  if (report.stopped === 'interrupted') return 'interrupted';
  const win = (x: { winRate: number }) => (report.nearEnd ? x.winRate : undefined);
  const top = report.candidates[0]!;
  const mine = report.candidates.find((x) => same(x.move));
  const best = view(top.move, top.mean, win(top), top.equity);
  return { method: 'simulation', best, ...(mine && { played: view(mine.move, mine.mean, win(mine), mine.equity) }) };
}

/** The move a turn's record describes, on the board before it; undefined for an exchange of tiles it does not name. */
function playedMove(e: GcgEvent, position: Position): Move | undefined {
  const rack = Array.from(position.racks[position.onTurn]);
  if (e.kind === 'pass') return { kind: 'pass', score: 0, leave: sorted(rack) };
  if (e.kind === 'exchange') {
    const tiles = e.tiles ? Array.from(e.tiles) : e.count === rack.length ? rack : undefined;
    return tiles && { kind: 'exchange', tiles: sorted(tiles), score: 0, leave: without(rack, tiles) };
  }
  if (e.kind !== 'place') return undefined;
  const tiles: number[] = [], word: number[] = [];
  e.word.forEach((named, i) => {
    const sq = e.dir === 'across' ? e.row * position.cols + e.col + i : (e.row + i) * position.cols + e.col;
    const onBoard = position.board[sq]!;
    tiles.push(onBoard ? 0 : named);
    word.push(onBoard || named);
  });
  const placed = tiles.filter((t) => t !== 0).map((t) => (t & BLANK_BIT ? BLANK : t));
  return { kind: 'place', row: e.row, col: e.col, dir: e.dir, tiles, word, score: e.score, leave: without(rack, placed) };
}

/** An opening play down as its mirror across (the way the move lists give openings). */
function mirrored(m: Move, position: Position): Move {
  if (m.kind !== 'place' || m.dir === 'across' || position.board.some((t) => t !== 0)) return m;
  return { ...m, row: m.col, col: m.row, dir: 'across' };
}

function followedByWithdrawal(game: GcgGame, e: GcgEvent): boolean {
  const next = game.events[game.events.indexOf(e) + 1];
  return e.kind === 'place' && next?.kind === 'withdrawn' && next.player === e.player;
}

const viewKey = (v: MoveView) => `${v.coord} ${v.word}`;
const describe = (v: MoveView) => (v.row === undefined ? `${v.word === '-' ? 'pass' : v.word} ${v.score}` : `${v.coord} ${v.word} ${v.score}`);
const sorted = (tiles: number[]) => tiles.slice().sort((a, b) => a - b);
const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10000) / 10000;

function without(rack: number[], tiles: number[]): number[] {
  const left = rack.slice();
  for (const t of tiles) {
    const i = left.indexOf(t);
    if (i >= 0) left.splice(i, 1);
  }
  return sorted(left);
}

function summary(reviews: TurnReview[], game: GcgGame, player: 0 | 1): PlayerReview {
  const mine = reviews.filter((t) => t.player === player);
  const costliest = mine.filter((t) => t.lost !== null && t.lost > 0).sort((a, b) => b.lost! - a.lost! || a.turn - b.turn).slice(0, 3)
    .map((t) => ({ turn: t.turn, lost: t.lost!, played: describe(t.played), best: describe(t.best!) }));
  return {
    player, nick: game.players[player].nick, turns: mine.length,
    equityLost: round2(mine.reduce((n, t) => n + (t.lost ?? 0), 0)),
    costliest, bingosMissed: mine.filter((t) => t.bingoMissed).map((t) => t.turn),
  };
}

/** The record with a #note after each reviewed turn ("best: 8D WORD 72, lost 12.3"); the game given is not changed. */
export function annotatedGcg(game: GcgGame, review: GameReview): GcgGame {
  const turns = gcgTurns(game);
  const notes = new Map<GcgEvent, string>();
  for (const t of review.reviews) notes.set(turns[t.turn - 1]!, t.note);
  return {
    ...game,
    events: game.events.map((e) => {
      const note = notes.get(e);
      return note === undefined ? e : { ...e, notes: [...(e.notes ?? []), { name: 'note', value: note }] };
    }),
  };
}
