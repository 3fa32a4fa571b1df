// Leave tables in the core: a table read from a file (or sealed: format.ts) is copied once per
// process into its lexicon's memory (PlacedLeaves, src/wasm/spec.ts), where every search of
// every thread reads it: the core values a rack's sub-racks itself (assembly/scrabble/leaves.ts).
//
// A memory holds up to LEAVE_SLOTS tables, keyed by the file's checksum in the lexicon
// descriptor: a thread claims a free slot for a checksum with a compare-and-swap, then builds
// the table there once (buildOnce: the others wait for it). A table with no checksum (made in
// memory and still changing, as in training), or one more than the slots hold, is valued by the
// host instead: the same search, its ≤ 256 sub-rack values computed in TypeScript.

import type { Engine } from '../engine.js';
import type { LeaveSource } from '../scrabble/movegen.js';
import {
  LEAVE_SLOTS, LEX_LEAVE_CHECKSUMS, LEX_LEAVE_STATES, LEX_LEAVE_TABLES, LT_BYTES, LT_COUNTS, LT_KINDS, LT_MAX_LENGTH, LT_Q,
  LT_SIZE, LT_VALUES,
} from '../wasm/contract.js';
import { buildOnce } from '../wasm/memory.js';
import { LeaveTable, type LeaveValuation } from './table.js';

const placedByEngine = new WeakMap<Engine, Map<number, number | undefined>>();

/**
 * The address of `table` in the engine's memory (PlacedLeaves), placing it there if no thread
 * has; undefined when it cannot be placed (no checksum, or every slot holds another table).
 */
export function placedLeaves(engine: Engine, table: LeaveTable): number | undefined {
  const checksum = table.checksum;
  if (checksum === undefined || checksum === 0) return undefined;
  let placed = placedByEngine.get(engine);
  if (!placed) placedByEngine.set(engine, (placed = new Map()));
  if (placed.has(checksum)) return placed.get(checksum);
  const at = claim(engine, table, checksum);
  placed.set(checksum, at);
  return at;
}

/** How a search values leaves: from the placed copy of a table when it has one, else by asking the valuation. */
export function leaveSource(engine: Engine, valuation: LeaveValuation): LeaveSource {
  const at = valuation instanceof LeaveTable ? placedLeaves(engine, valuation) : undefined;
  return at === undefined ? valuation : { placed: at };
}

function claim(engine: Engine, table: LeaveTable, checksum: number): number | undefined {
  const memory = engine.core.memory;
  const d = engine.lexicon.descriptor;
  for (let slot = 0; slot < LEAVE_SLOTS; slot++) {
    const keyAt = (d + LEX_LEAVE_CHECKSUMS) / 4 + slot;
    const words = new Int32Array(memory.buffer);
    let key = Atomics.load(words, keyAt) >>> 0;
    if (key === 0) {
      // A free slot: ours, unless another thread took it first (for this table or another).
      const before = Atomics.compareExchange(words, keyAt, 0, checksum | 0) >>> 0;
      key = before === 0 ? checksum : before;
    }
    if (key !== checksum) continue;
    const at = buildOnce(memory, d + LEX_LEAVE_STATES + 4 * slot, d + LEX_LEAVE_TABLES + 4 * slot, () => place(engine, table), true);
    // The same checksum for another table (one chance in 2^32): value it on the host.
    return at !== undefined && fits(engine, at, table) ? at : undefined;
  }
  return undefined;
}

/** Copies a table into the memory: header, Q (u32) and values (i16). */
function place(engine: Engine, table: LeaveTable): number {
  const core = engine.core;
  const index = table.index;
  const qAt = core.reserve(index.q.length * 4, 64);
  const valuesAt = core.reserve(table.size * 2, 64);
  const at = core.reserve(LT_BYTES, 64);
  new Uint32Array(core.memory.buffer, qAt, index.q.length).set(index.q);
  new Int16Array(core.memory.buffer, valuesAt, table.size).set(table.values);
  const u32 = core.u32();
  u32[(at + LT_KINDS) / 4] = index.kinds;
  u32[(at + LT_MAX_LENGTH) / 4] = index.maxLength;
  u32[(at + LT_SIZE) / 4] = table.size;
  u32[(at + LT_VALUES) / 4] = valuesAt;
  u32[(at + LT_Q) / 4] = qAt;
  core.u8().set(index.counts, at + LT_COUNTS);
  return at;
}

function fits(engine: Engine, at: number, table: LeaveTable): boolean {
  const u32 = engine.core.u32();
  return u32[(at + LT_KINDS) / 4] === table.index.kinds && u32[(at + LT_MAX_LENGTH) / 4] === table.maxLength &&
    u32[(at + LT_SIZE) / 4] === table.size;
}
