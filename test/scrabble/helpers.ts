// Shared helpers for the move generation tests: reachable random positions, cropped rulesets,
// and comparison of the engine's plays with the reference's.

import type { Engine } from '../../src/engine.js';
import { compileRuleset, type CompiledRuleset, type Ruleset } from '../../src/rules/index.js';
import { generateMoves, type MovegenBoard, type PlaceMove } from '../../src/scrabble/movegen.js';
import { type ReferenceLexicon, type ReferenceMove, referenceMoves } from '../../src/reference/scrabble.js';
import { randomInt, rng, SOAK } from '../helpers.js';

/**
 * The ruleset on a size×size part of its board, by default the middle (the start square stays
 * where it was); with `at`, the part whose top-left square is `at`, starting in its middle.
 */
export function croppedRuleset(r: Ruleset, size: number, at?: [number, number]): Ruleset {
  const [top, left] = at ?? [(r.rows - size) >> 1, (r.cols - size) >> 1];
  return {
    ...r, name: `${r.name}-${size}`, rows: size, cols: size,
    premiums: r.premiums.slice(top, top + size).map((row) => [...row].slice(left, left + size).join('')),
    start: at ? [size >> 1, size >> 1] : [r.start[0] - top, r.start[1] - left],
  };
}

export function boardFor(rules: CompiledRuleset, board?: Uint8Array): MovegenBoard {
  const r = rules.ruleset;
  return {
    rows: r.rows, cols: r.cols, board: board ?? new Uint8Array(r.rows * r.cols),
    premiumLetter: rules.premiumLetter, premiumWord: rules.premiumWord, tileValue: rules.tileValue,
    rackSize: r.rackSize, bingoBonus: r.bingoBonus, scoring: r.scoring, start: r.start,
  };
}

export interface Case {
  board: MovegenBoard;
  rack: number[];
  /** On an empty board, whether down plays are listed too. */
  both: boolean;
}

/**
 * `count` positions reached by playing random legal plays (the engine's) from an empty board,
 * racks drawn from the bag; each case gets a fresh rack of `rackSize(r)` tiles (at most the
 * ruleset's) drawn from the tiles not on the board. Games restart after `maxTurns` turns.
 */
export function reachableCases(engine: Engine, ruleset: Ruleset, seed: number, count: number,
  options: { maxTurns: number; rackSize: (r: () => number) => number }): Case[] {
  const rules = compileRuleset(ruleset);
  const r = rng(seed);
  const cases: Case[] = [];
  let board = new Uint8Array(ruleset.rows * ruleset.cols);
  let bag: number[] = [];
  let turns = 0;
  const newGame = () => {
    board = new Uint8Array(ruleset.rows * ruleset.cols);
    bag = [];
    rules.tileCount.forEach((n, t) => { for (let k = 0; k < n; k++) bag.push(t); });
    turns = 0;
  };
  const draw = (n: number) => {
    const out: number[] = [];
    while (out.length < n && bag.length) out.push(bag.splice(randomInt(r, bag.length), 1)[0]!);
    return out;
  };
  newGame();
  while (cases.length < count * SOAK) {
    if (turns >= options.maxTurns || bag.length < 2) newGame();
    const rack = draw(Math.min(options.rackSize(r), ruleset.rackSize));
    cases.push({ board: boardFor(rules, board.slice()), rack, both: r() < 0.3 });
    bag.push(...rack);
    // Advance the game with a random play of a full rack.
    const full = draw(ruleset.rackSize);
    const plays = generateMoves(engine, boardFor(rules, board), full) as PlaceMove[];
    if (plays.length) {
      const play = plays[randomInt(r, plays.length)]!;
      board = board.slice();
      play.tiles.forEach((t, i) => {
        if (t === 0) return;
        const sq = play.dir === 'across' ? play.row * ruleset.cols + play.col + i : (play.row + i) * ruleset.cols + play.col;
        board[sq] = t;
      });
      const used = play.tiles.filter((t) => t !== 0).map((t) => (t & 0x80 ? 0 : t));
      for (const t of used) full.splice(full.indexOf(t), 1);
    }
    bag.push(...full);
    turns++;
  }
  return cases;
}

export const moveKey = (m: { row: number; col: number; dir: string; tiles: number[] }) =>
  `${m.row},${m.col},${m.dir},${m.tiles.join('.')}`;

/** Differences between two move lists as "key score" lines (empty when equal as sets). */
export function moveSetDiff(engine: { row: number; col: number; dir: string; tiles: number[]; score: number }[],
  reference: ReferenceMove[], limit = 10): string[] {
  const a = new Map(engine.map((m) => [moveKey(m), m.score]));
  const b = new Map(reference.map((m) => [moveKey(m), m.score]));
  const out: string[] = [];
  if (a.size !== engine.length) out.push(`engine lists ${engine.length - a.size} plays twice`);
  if (b.size !== reference.length) out.push(`reference lists ${reference.length - b.size} plays twice`);
  for (const [k, s] of a) {
    if (!b.has(k)) out.push(`engine only: ${k} ${s}`);
    else if (b.get(k) !== s) out.push(`score differs: ${k} engine ${s} reference ${b.get(k)}`);
  }
  for (const [k, s] of b) if (!a.has(k)) out.push(`reference only: ${k} ${s}`);
  return out.slice(0, limit);
}

/** Runs one case through engine (all and best modes) and reference; returns the problems. */
export function checkCase(engine: Engine, lex: ReferenceLexicon, c: Case): string[] {
  const all = generateMoves(engine, c.board, c.rack, { bothDirectionsOnEmpty: c.both }) as PlaceMove[];
  const ref = referenceMoves(lex, c.board, c.rack, engine.alphabet.size, { bothDirectionsOnEmpty: c.both });
  const problems = moveSetDiff(all, ref);
  const best = generateMoves(engine, c.board, c.rack, { mode: 'best', bothDirectionsOnEmpty: c.both });
  const top = generateMoves(engine, c.board, c.rack, { mode: 'top', top: 5, bothDirectionsOnEmpty: c.both });
  const bestScore = all.length ? all[0]!.score : undefined;
  if (best[0]?.score !== bestScore) problems.push(`best-only ${best[0]?.score} vs all ${bestScore}`);
  else if (best.length && moveKey(best[0] as PlaceMove) !== moveKey(all[0]!)) problems.push(`best-only picks another tied play`);
  const top5 = all.slice(0, 5).map(moveKey).join(' ');
  if (top.map((m) => moveKey(m as PlaceMove)).join(' ') !== top5) problems.push(`top 5 differs from the first 5 of all`);
  return problems;
}
