// The pool task `scrabble`: one position and rack in, ranked moves out, all structured-clone data:
// plain move objects, or with `packed` the MoveList's records (MoveList.unpack reads them), which
// cost a few typed-array copies to send back however many plays there are.

import type { Engine } from '../engine.js';
import type { TaskHandlers } from '../pool/tasks.js';
import { errors } from '../errors.js';
import { loadRuleset, compileRuleset, parseRuleset, type Ruleset } from '../rules/index.js';
import { readCgp } from './position/index.js';
import { listMoves, type Move, movegenBoard, type MovegenOptions } from './movegen.js';
import type { PackedMoveList } from './moveList.js';

export interface ScrabbleTask {
  /** A built-in ruleset name ('english', 'spil-21') or a ruleset object. */
  ruleset: string | Ruleset;
  /** The board: rows*cols row-major tiles (0 empty, tile|0x80 blank), or a CGP line. */
  position: { rows: number; cols: number; board: Uint8Array | number[] } | { cgp: string };
  /** Rack tiles (0 = blank) or text ('?' = blank); defaults to the CGP's rack on turn. */
  rack?: string | number[];
  options?: MovegenOptions;
  /** Return the list packed (PackedMoveList) rather than as move objects. */
  packed?: boolean;
}

export function scrabbleTask(engine: Engine, task: ScrabbleTask): Move[] | PackedMoveList {
  const rules = typeof task.ruleset === 'string'
    ? loadRuleset(task.ruleset)
    : compileRuleset(parseRuleset(task.ruleset, 'task ruleset'));
  if (rules.alphabet.id !== engine.alphabet.id) {
    throw errors.badInput(`ruleset ${rules.ruleset.name} plays ${rules.alphabet.id} tiles, lexicon ${engine.lexicon.name} is ${engine.alphabet.id}`);
  }
  let board: Uint8Array;
  let rows: number, cols: number;
  let rack: string | ArrayLike<number> | undefined = task.rack;
  if ('cgp' in task.position) {
    const p = readCgp(task.position.cgp, rules.alphabet);
    ({ rows, cols, board } = p);
    rack ??= p.racks[p.onTurn];
  } else {
    ({ rows, cols } = task.position);
    board = Uint8Array.from(task.position.board);
  }
  if (rack === undefined) throw errors.badInput('the scrabble task names no rack');
  const list = listMoves(engine, movegenBoard(rules, { rows, cols, board }), rack, task.options);
  return task.packed ? list.pack() : list.toArray();
}

declare module '../pool/tasks.js' {
  interface TaskTypes {
    scrabble: { payload: ScrabbleTask; result: ReturnType<typeof scrabbleTask> };
  }
}

/** This domain's pool tasks (gathered by src/tasks/handlers.ts). */
export const scrabbleTaskHandlers: TaskHandlers<'scrabble'> = {
  scrabble: (engine, p) => scrabbleTask(engine, p),
};
