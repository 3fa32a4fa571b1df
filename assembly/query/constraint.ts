// The letter-constraint query of the party games: one DAWG walk pruned by every constraint at
// once — a letter budget with blanks (--from), length, per-unit count bounds (--with, --without,
// --exactly, --at-least, --at-most) and up to 8 patterns with `*` runs (--pattern, --start,
// --end, --contains, --in-order all compile to patterns in src/query/constraint.ts).
//
// Units. Constraints count units, not tiles: the host maps each tile to 1..4 units. In the
// "letters" unit Catalan L·L is L,L, NY is N,Y, QU is Q,U, Spanish CH is C,H; in the "tiles" unit
// every tile is one unit (itself). A tile consumes its units one by one from the budget, the
// counts and the patterns.
//
// Context-style: every piece of state lives in the region at `ctx` that the host reserves and
// fills (src/query/constraint.ts); no module globals, so any number of
// contexts can run over one lexicon. The walk changes the budget and counts in place and
// restores them on its way back.
//
// Context layout: ConstraintContext and ConstraintAutomaton in src/wasm/spec.ts (CQ_*, CA_*).
//
// Pruning by what lies below (CQ_BELOW, optional, built once per lexicon by the host): one u32
// per lexicon entry, at each DAWG group's first entry the set of tiles on every path below
// (bit t for tile t; alphabets of up to 31 tiles). A walk needing units the group below cannot
// give — a count not reached yet, a letter a pattern still requires — does not enter it: "with
// B R N" on catalan visits 161k arcs instead of 1.33M. Beside it (CQ_DEPTH), one u8 per entry:
// the most tiles on a path from the group to the end of a word, so a walk for long words
// (a minimum length) does not enter groups too shallow to reach it.
//
// Records written to the output area: [length u8][tile u8 × length], as every query writes them
// (assembly/query/records.ts). That writer keeps its cursor in module globals, so this file has
// its own few lines of it with the cursor in the context. Past a full output area the walk goes
// on counting the bytes it would need (CQ_NEEDED), so the host grows the area once and asks again.

import {
  CA_ACCEPT, CA_BYTES, CA_MIN_REST, CA_REQUIRED, CA_STARS, CA_START, CA_STAY, CA_STEP, CONSTRAINT_MAX_UNITS, CQ_AUTOMATA, CQ_AUTOMATON, CQ_BELOW, CQ_BLANKS, CQ_BUDGET, CQ_DEFICIT, CQ_DEPTH, CQ_MAX_COUNT, CQ_MAX_LENGTH, CQ_MIN_COUNT, CQ_MIN_LENGTH, CQ_NEEDED, CQ_OUT_CAP, CQ_OUT_LEN, CQ_OUT_PTR, CQ_PAID, CQ_STATES, CQ_TILE_UNITS, CQ_TILE_UNITS_MAX, CQ_TILE_UNIT_COUNT, CQ_UNITS, CQ_UNIT_TILES, CQ_USED, CQ_WORD, CQ_WRITTEN, QC_LEXICON,
} from '../contract';
import { acceptsOf, childOf, dawgRoot, entry, isEndOf, tileOf, useLexicon } from '../lexicon';



// How a unit was paid for (CQ_PAID).
// @ts-ignore: decorator
@inline const PAID_NONE: u8 = 0;
// @ts-ignore: decorator
@inline const PAID_BUDGET: u8 = 1;
// @ts-ignore: decorator
@inline const PAID_BLANK: u8 = 2;

/**
 * Writes every word meeting the constraints in the region at `ctx` to out[0..cap), in the lexicon
 * of the query context `query`. Returns the word count, or -1 when the area was too small: then
 * the u32 at ctx + CQ_NEEDED holds the bytes needed.
 */
export function constraintQuery(query: usize, ctx: usize, out: usize, cap: i32): i32 {
  useLexicon(<usize>load<u32>(query + QC_LEXICON));
  store<i32>(ctx + CQ_OUT_PTR, <i32>out);
  store<i32>(ctx + CQ_OUT_CAP, cap);
  store<i32>(ctx + CQ_OUT_LEN, 0);
  store<i32>(ctx + CQ_WRITTEN, 0);
  store<i32>(ctx + CQ_NEEDED, 0);
  const units = load<i32>(ctx + CQ_UNITS);
  let deficit: i32 = 0;
  let needs: u64 = 0;
  for (let u = 0; u < units; u++) {
    store<u8>(ctx + CQ_USED + <usize>u, 0);
    const fewest = <i32>load<u8>(ctx + CQ_MIN_COUNT + <usize>u);
    deficit += fewest;
    if (fewest > 0) needs |= (<u64>1) << <u64>u;
  }
  store<i32>(ctx + CQ_DEFICIT, deficit);
  const automata = load<i32>(ctx + CQ_AUTOMATA);
  for (let a = 0; a < automata; a++) {
    store<u64>(ctx + CQ_STATES + <usize>(a * (CONSTRAINT_MAX_UNITS + 1)) * 8, load<u64>(automaton(ctx, a) + CA_START));
  }
  const maxLength = load<i32>(ctx + CQ_MAX_LENGTH);
  if (maxLength > 0 && maxLength <= CONSTRAINT_MAX_UNITS && deficit <= maxLength && fits(ctx, 0, deficit, automata, maxLength)
    && below(ctx, dawgRoot, needs, automata, 0) && deepEnough(ctx, dawgRoot, 0)) {
    walk(ctx, dawgRoot, 0, 0, deficit, needs, automata, maxLength);
  }
  const needed = load<i32>(ctx + CQ_NEEDED);
  return needed > load<i32>(ctx + CQ_OUT_CAP) ? -1 : load<i32>(ctx + CQ_WRITTEN);
}

// @ts-ignore: decorator
@inline function automaton(ctx: usize, a: i32): usize {
  return ctx + CQ_AUTOMATON + <usize>a * CA_BYTES;
}

// @ts-ignore: decorator
@inline function stateAt(ctx: usize, a: i32, unitDepth: i32): usize {
  return ctx + CQ_STATES + (<usize>(a * (CONSTRAINT_MAX_UNITS + 1) + unitDepth) << 3);
}

/** Whether a word of `unitDepth` units so far can still be completed within maxLength. */
function fits(ctx: usize, unitDepth: i32, deficit: i32, automata: i32, maxLength: i32): bool {
  let need = deficit;
  for (let a = 0; a < automata; a++) {
    const state = load<u64>(stateAt(ctx, a, unitDepth));
    // Units still needed fall as the state advances: the highest live position needs fewest.
    const highest = 63 - <i32>clz<u64>(state);
    const rest = <i32>load<u8>(automaton(ctx, a) + CA_MIN_REST + <usize>highest);
    if (rest > need) need = rest;
  }
  return unitDepth + need <= maxLength;
}

/**
 * Whether the group below can give every unit still needed: the counts not reached (`needs`)
 * and the units the patterns still require (true when the host built no tiles-below layout).
 */
function below(ctx: usize, group: u32, needs: u64, automata: i32, unitDepth: i32): bool {
  const layout = <usize>load<i32>(ctx + CQ_BELOW);
  if (layout == 0) return true;
  let need = needs;
  for (let a = 0; a < automata; a++) {
    const state = load<u64>(stateAt(ctx, a, unitDepth));
    // What the highest live position still requires, every live position requires.
    need |= load<u64>(automaton(ctx, a) + CA_REQUIRED + (<usize>(63 - <i32>clz<u64>(state)) << 3));
  }
  if (need == 0) return true;
  const tiles = load<u32>(layout + (<usize>group << 2));
  while (need != 0) {
    const u = <usize>ctz<u64>(need);
    if ((tiles & load<u32>(ctx + CQ_UNIT_TILES + (u << 2))) == 0) return false;
    need &= need - 1;
  }
  return true;
}

/** Whether words below the group can reach the shortest length (true without a depth layout). */
// @ts-ignore: decorator
@inline function deepEnough(ctx: usize, group: u32, unitDepth: i32): bool {
  const layout = <usize>load<i32>(ctx + CQ_DEPTH);
  return layout == 0
    || unitDepth + <i32>load<u8>(layout + <usize>group) * load<i32>(ctx + CQ_TILE_UNITS_MAX) >= load<i32>(ctx + CQ_MIN_LENGTH);
}

function walk(
  ctx: usize, group: u32, tileDepth: i32, unitDepth: i32, deficit: i32, needs: u64, automata: i32, maxLength: i32,
): void {
  if (tileDepth >= 63) return;
  const budgeted = load<i32>(ctx + CQ_BLANKS) >= 0;
  const minLength = load<i32>(ctx + CQ_MIN_LENGTH);
  let i = group;
  while (true) {
    const e = entry(i);
    const t = <usize>tileOf(e);
    const n = <i32>load<u8>(ctx + CQ_TILE_UNIT_COUNT + t);
    // Take the tile's units one by one; `taken` counts those to give back.
    let taken: i32 = 0;
    let d = deficit;
    let still = needs;
    let ok = n > 0 && unitDepth + n <= maxLength;
    while (ok && taken < n) {
      const u = <usize>load<u8>(ctx + CQ_TILE_UNITS + (t << 2) + <usize>taken);
      const at = unitDepth + taken;
      let paid = PAID_NONE;
      if (budgeted) {
        const have = load<u8>(ctx + CQ_BUDGET + u);
        if (have > 0) {
          store<u8>(ctx + CQ_BUDGET + u, have - 1);
          paid = PAID_BUDGET;
        } else {
          const blanks = load<i32>(ctx + CQ_BLANKS);
          if (blanks == 0) break;
          store<i32>(ctx + CQ_BLANKS, blanks - 1);
          paid = PAID_BLANK;
        }
      }
      store<u8>(ctx + CQ_PAID + <usize>at, paid);
      const used = load<u8>(ctx + CQ_USED + u);
      store<u8>(ctx + CQ_USED + u, used + 1);
      taken++;
      const fewest = load<u8>(ctx + CQ_MIN_COUNT + u);
      if (used < fewest) {
        d--;
        if (used + 1 == fewest) still &= ~((<u64>1) << <u64>u);
      }
      if (used + 1 > load<u8>(ctx + CQ_MAX_COUNT + u)) { ok = false; break; }
      for (let a = 0; a < automata; a++) {
        const next = step(automaton(ctx, a), load<u64>(stateAt(ctx, a, at)), u);
        store<u64>(stateAt(ctx, a, at + 1), next);
        if (next == 0) ok = false;
      }
    }
    if (ok && taken == n) {
      const len = unitDepth + n;
      store<u8>(ctx + CQ_WORD + <usize>tileDepth, <u8>t);
      if (acceptsOf(e) && d == 0 && len >= minLength && accepted(ctx, automata, len)) emit(ctx, tileDepth + 1);
      const child = childOf(e);
      if (child != 0 && len < maxLength && fits(ctx, len, d, automata, maxLength) && deepEnough(ctx, child, len)
        && below(ctx, child, still, automata, len)) {
        walk(ctx, child, tileDepth + 1, len, d, still, automata, maxLength);
      }
    }
    // Give the units back, last first.
    while (taken > 0) {
      taken--;
      const u = <usize>load<u8>(ctx + CQ_TILE_UNITS + (t << 2) + <usize>taken);
      store<u8>(ctx + CQ_USED + u, load<u8>(ctx + CQ_USED + u) - 1);
      const paid = load<u8>(ctx + CQ_PAID + <usize>(unitDepth + taken));
      if (paid == PAID_BUDGET) store<u8>(ctx + CQ_BUDGET + u, load<u8>(ctx + CQ_BUDGET + u) + 1);
      else if (paid == PAID_BLANK) store<i32>(ctx + CQ_BLANKS, load<i32>(ctx + CQ_BLANKS) + 1);
    }
    if (isEndOf(e)) break;
    i++;
  }
}

/** One Shift-And step on unit u, then the `*` runs skipped without a unit (chains of them too). */
// @ts-ignore: decorator
@inline function step(a: usize, state: u64, u: usize): u64 {
  let next = ((state << 1) & load<u64>(a + CA_STEP + (u << 3))) | (state & load<u64>(a + CA_STAY + (u << 3)));
  const stars = load<u64>(a + CA_STARS);
  let skip = (next & stars) << 1;
  while ((skip & ~next) != 0) {
    next |= skip;
    skip = (next & stars) << 1;
  }
  return next;
}

function accepted(ctx: usize, automata: i32, unitDepth: i32): bool {
  for (let a = 0; a < automata; a++) {
    if ((load<u64>(stateAt(ctx, a, unitDepth)) & load<u64>(automaton(ctx, a) + CA_ACCEPT)) == 0) return false;
  }
  return true;
}

function emit(ctx: usize, len: i32): void {
  const needed = load<i32>(ctx + CQ_NEEDED) + len + 1;
  store<i32>(ctx + CQ_NEEDED, needed);
  if (needed > load<i32>(ctx + CQ_OUT_CAP)) return;
  const at = <usize>load<i32>(ctx + CQ_OUT_PTR) + <usize>load<i32>(ctx + CQ_OUT_LEN);
  store<u8>(at, <u8>len);
  memory.copy(at + 1, ctx + CQ_WORD, <usize>len);
  store<i32>(ctx + CQ_OUT_LEN, needed);
  store<i32>(ctx + CQ_WRITTEN, load<i32>(ctx + CQ_WRITTEN) + 1);
}
