// The pool task `sim` (declared below, gathered by src/tasks/handlers.ts): a simulation's
// candidates, or a chunk of its playouts — iterations first..first+count−1 of the candidates
// given. Payloads and results are plain data: rulesets by name, leave tables as autoplay's
// LeaveRef (decoded once per thread).

import type { Engine } from '../engine.js';
import type { TaskHandlers } from '../pool/tasks.js';
import { errors } from '../errors.js';
import { type LeaveRef, leaveTable } from '../game/autoplay.js';
import { NO_LEAVES } from '../game/corePlayout.js';
import { endgameValuation } from '../game/players.js';
import { searcherFor } from '../game/searcher.js';
import type { LeaveValuation } from '../leaves/table.js';
import { loadRuleset, type CompiledRuleset } from '../rules/index.js';
import { moveKey } from '../scrabble/move.js';
import type { Move } from '../scrabble/movegen.js';
import { validatePosition } from '../scrabble/position/index.js';
import { type OpponentLeave, Playouts, type SimPosition } from './playout.js';

export interface SimSetup {
  ruleset: string;
  position: SimPosition;
  /** The leave table; none: every leave is worth 0 (candidates and players go by score). */
  leaves?: LeaveRef;
  /** Moves played after the candidate in each playout. */
  plies: number;
  seed: number;
  /** The opponent's leave as inferred from their last play (default: their rack drawn from the unseen tiles). */
  opponentLeaves?: OpponentLeave[];
}

export type SimTask =
  | { op: 'candidates'; setup: SimSetup; count: number; include?: Move[] }
  | { op: 'playouts'; setup: SimSetup; candidates: Move[]; first: number; count: number };

export interface SimCandidate {
  move: Move;
  /** Static equity: score + leave value (the endgame rule once the bag is empty), in points. */
  equity: number;
}

export interface CandidatesResult {
  /** The best moves by static equity, best first. */
  candidates: SimCandidate[];
  /** Moves considered. */
  moves: number;
  /** Tiles the side to move cannot see, and how many of them are in the bag. */
  unseen: number;
  bag: number;
}

export interface PlayoutsResult {
  /** values[j][i]: candidate j's value in iteration first + i, in hundredths of a point. */
  values: number[][];
  /** Plies simulated (searches by the static-equity player). */
  searches: number;
}

const noLeaves: LeaveValuation = NO_LEAVES;

function playoutsFor(engine: Engine, setup: SimSetup): Playouts {
  const rules = loadRuleset(setup.ruleset);
  if (rules.alphabet.id !== engine.alphabet.id) {
    throw errors.badInput(`ruleset ${rules.ruleset.name} plays ${rules.alphabet.id} tiles, lexicon ${engine.lexicon.name} is ${engine.alphabet.id}`);
  }
  const leaves = setup.leaves ? leaveTable(setup.leaves, rules) : noLeaves;
  return new Playouts(rules, setup.position, leaves, searcherFor(engine, rules), setup.plies, setup.seed, setup.opponentLeaves);
}

export function simTask(engine: Engine, task: SimTask): CandidatesResult | PlayoutsResult {
  switch (task.op) {
    case 'candidates': return candidates(engine, task.setup, task.count, task.include);
    case 'playouts': return playouts(engine, task);
    default: throw errors.internal(`unknown sim task "${(task as { op: string }).op}"`);
  }
}

function candidates(engine: Engine, setup: SimSetup, count: number, include: Move[] = []): CandidatesResult {
  const rules = loadRuleset(setup.ruleset);
  checkPosition(engine, rules, setup.position);
  const p = playoutsFor(engine, setup);
  // Any deal has the same sizes: what the bag allows (exchanges) is the game's rule.
  const game = p.game(p.deal(0));
  const valuation = game.bagSize > 0
    ? (setup.leaves ? leaveTable(setup.leaves, rules) : noLeaves)
    // The bag is empty: the opponent holds every unseen tile.
    : endgameValuation(game.tilesValue(p.unseen), rules.tileValue);
  const searcher = searcherFor(engine, rules);
  // Every move, once per simulation: the report counts them, and the K best are the candidates.
  const r = searcher.byEquity(setup.position.rack, valuation, { exchangeLimit: game.exchangeLimit, pass: true });
  const chosen = r.moves.slice(0, count);
  for (const move of include) {
    const key = moveKey(move);
    if (chosen.some((m) => moveKey(m.move) === key)) continue;
    const found = r.moves.find((m) => moveKey(m.move) === key);
    if (found) chosen.push(found);
  }
  return {
    candidates: chosen.map((m) => ({ move: m.move, equity: m.equity })),
    moves: r.count ?? r.moves.length,
    unseen: p.unseen.length,
    bag: p.bagSize,
  };
}

/** A position a simulation can start from: valid for the ruleset and lexicon, a rack to play. */
function checkPosition(engine: Engine, rules: CompiledRuleset, sim: SimPosition): void {
  const r = rules.ruleset;
  if (sim.board.length !== r.rows * r.cols) throw errors.badInput(`a board of ${sim.board.length} squares for the ${r.rows}×${r.cols} ${r.name} board`);
  if (sim.rack.length === 0) throw errors.badInput('the side to move has no rack: give one (the CGP\'s rack, or --rack)');
  const problems = validatePosition({
    rows: r.rows, cols: r.cols, board: Uint8Array.from(sim.board), racks: [Uint8Array.from(sim.rack), new Uint8Array(0)],
    scores: sim.scores, zeroTurns: sim.zeroTurns, onTurn: 0,
  }, rules, engine.lexicon);
  if (problems.length) throw errors.badInput(`the position has problems:\n  ${problems.map((x) => x.message).join('\n  ')}`);
}

function playouts(engine: Engine, task: Extract<SimTask, { op: 'playouts' }>): PlayoutsResult {
  const p = playoutsFor(engine, task.setup);
  const values = task.candidates.map(() => new Array<number>(task.count));
  for (let i = 0; i < task.count; i++) {
    const deal = p.deal(task.first + i);
    task.candidates.forEach((move, j) => { values[j]![i] = p.value(move, deal); });
  }
  return { values, searches: p.searches };
}

declare module '../pool/tasks.js' {
  interface TaskTypes {
    sim: { payload: SimTask; result: CandidatesResult | PlayoutsResult };
  }
}

/** This domain's pool tasks (gathered by src/tasks/handlers.ts). */
export const simTaskHandlers: TaskHandlers<'sim'> = {
  sim: (engine, p) => simTask(engine, p),
};
