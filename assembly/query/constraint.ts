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
// fills (src/query/constraint.ts mirrors this layout); no module globals, so any number of
// contexts can run over one lexicon. The walk changes the budget and counts in place and
// restores them on its way back.
//
// Context layout (byte offsets from ctx, 8-aligned):
//   0    i32 × 16 header (H_*)
//   64   u8[64]       units per tile (0 for tiles that never occur)
//   128  u8[64 × 4]   the units of each tile, in reading order
//   384  u8[64]       budget: count of each unit still available (--from); blanks in the header
//   448  u8[64]       fewest of each unit a word must hold
//   512  u8[64]       most of each unit a word may hold (255 = no bound)
//   576  u8[64]       working: units of each kind in the word so far
//   640  u32[64]      tiles that hold each unit (bit t for tile t), for the pruning below
//   896  automata × 8, AUTOMATON_BYTES each (A_*), Shift-And over units:
//          state bit i = "pattern positions 0..i-1 matched"; bit n = accepted
//          A_STEP  u64[64]  bit i+1 set when position i is a single position allowing unit u
//          A_STAY  u64[64]  bit i set when position i is a `*` run allowing unit u
//          A_START u64      the start state (bit 0 and the stars it may skip)
//          A_ACCEPT u64     bit n
//          A_STARS u64      bit i set when position i is a `*` run (skipped without a unit)
//          A_MIN_REST u8[64] units still needed from state i (non-star positions from i on)
//          A_REQUIRED u64[64] units certainly still needed from state i (positions from i on
//                            that allow one unit only)
//   14208 u64[8 × 129]  working: each automaton's state after each unit of the word
//   22464 u8[128]      working: how each unit was paid for (1 budget, 2 blank, 0 no budget)
//   22592 u8[64]       working: the word's tiles
//   22656 end (CONSTRAINT_CONTEXT_BYTES)
//
// Pruning by what lies below (H_BELOW, optional, built once per lexicon by the host): one u32
// per lexicon entry, at each DAWG group's first entry the set of tiles on every path below
// (bit t for tile t; alphabets of up to 31 tiles). A walk needing units the group below cannot
// give — a count not reached yet, a letter a pattern still requires — does not enter it: "with
// B R N" on catalan visits 161k arcs instead of 1.33M. Beside it (H_DEPTH), one u8 per entry:
// the most tiles on a path from the group to the end of a word, so a walk for long words
// (a minimum length) does not enter groups too shallow to reach it.
//
// Records written to the output area: [length u8][tile u8 × length], as every query writes them
// (assembly/query/records.ts). That writer keeps its cursor in module globals, so this file has
// its own few lines of it with the cursor in the context. Past a full output area the walk goes
// on counting the bytes it would need (H_NEEDED), so the host grows the area once and asks again.

import { QC_LEXICON } from '../contract';
import { acceptsOf, childOf, dawgRoot, entry, isEndOf, tileOf, useLexicon } from '../lexicon';

// @ts-ignore: decorator
@inline const H_UNITS: usize = 0; // units in the unit alphabet (≤ 64)
// @ts-ignore: decorator
@inline const H_MIN_LENGTH: usize = 4; // shortest word, in units
// @ts-ignore: decorator
@inline const H_MAX_LENGTH: usize = 8; // longest word, in units (≤ MAX_UNITS)
// @ts-ignore: decorator
@inline const H_BLANKS: usize = 12; // blanks in the budget; -1 = no budget at all
// @ts-ignore: decorator
@inline const H_AUTOMATA: usize = 16; // patterns in use (≤ MAX_AUTOMATA)
// @ts-ignore: decorator
@inline const H_OUT_PTR: usize = 20; // output cursor: base of the output area
// @ts-ignore: decorator
@inline const H_OUT_CAP: usize = 24; //   its size in bytes
// @ts-ignore: decorator
@inline const H_OUT_LEN: usize = 28; //   bytes written
// @ts-ignore: decorator
@inline const H_WRITTEN: usize = 32; //   records written
// @ts-ignore: decorator
@inline const H_NEEDED: usize = 36; //   bytes all records need (goes on counting past a full area)
// @ts-ignore: decorator
@inline const H_DEFICIT: usize = 40; // Σ fewest counts (computed here at the start)
// @ts-ignore: decorator
@inline const H_BELOW: usize = 44; // address of the tiles-below layout, 0 = none
// @ts-ignore: decorator
@inline const H_DEPTH: usize = 48; // address of the depth-below layout, 0 = none
// @ts-ignore: decorator
@inline const H_TILE_UNITS_MAX: usize = 52; // most units one tile holds

// @ts-ignore: decorator
@inline const TILE_UNIT_COUNT: usize = 64;
// @ts-ignore: decorator
@inline const TILE_UNITS: usize = 128;
// @ts-ignore: decorator
@inline const BUDGET: usize = 384;
// @ts-ignore: decorator
@inline const MIN_COUNT: usize = 448;
// @ts-ignore: decorator
@inline const MAX_COUNT: usize = 512;
// @ts-ignore: decorator
@inline const USED: usize = 576;
// @ts-ignore: decorator
@inline const UNIT_TILES: usize = 640;
// @ts-ignore: decorator
@inline const AUTOMATA: usize = 896;
// @ts-ignore: decorator
@inline const A_STEP: usize = 0;
// @ts-ignore: decorator
@inline const A_STAY: usize = 512;
// @ts-ignore: decorator
@inline const A_START: usize = 1024;
// @ts-ignore: decorator
@inline const A_ACCEPT: usize = 1032;
// @ts-ignore: decorator
@inline const A_STARS: usize = 1040;
// @ts-ignore: decorator
@inline const A_MIN_REST: usize = 1048;
// @ts-ignore: decorator
@inline const A_REQUIRED: usize = 1120;
// @ts-ignore: decorator
@inline const AUTOMATON_BYTES: usize = 1664;
// @ts-ignore: decorator
@inline const MAX_AUTOMATA: i32 = 8;
// @ts-ignore: decorator
@inline const MAX_UNITS: i32 = 128;
// @ts-ignore: decorator
@inline const STATES: usize = 14208; // AUTOMATA + 8 × AUTOMATON_BYTES
// @ts-ignore: decorator
@inline const PAID: usize = 22464; // STATES + 8 × 129 × 8
// @ts-ignore: decorator
@inline const WORD: usize = 22592;
// @ts-ignore: decorator
@inline const CONTEXT_BYTES: usize = 22656;

// How a unit was paid for (PAID).
// @ts-ignore: decorator
@inline const PAID_NONE: u8 = 0;
// @ts-ignore: decorator
@inline const PAID_BUDGET: u8 = 1;
// @ts-ignore: decorator
@inline const PAID_BLANK: u8 = 2;

/** Bytes of a constraint context (the host checks its copy of the layout against this). */
export function constraintContextBytes(): i32 {
  return <i32>CONTEXT_BYTES;
}

/**
 * Writes every word meeting the constraints in the region at `ctx` to out[0..cap), in the lexicon
 * of the query context `query`. Returns the word count, or -1 when the area was too small: then
 * the i32 at ctx + 36 holds the bytes needed.
 */
export function constraintQuery(query: usize, ctx: usize, out: usize, cap: i32): i32 {
  useLexicon(<usize>load<u32>(query + QC_LEXICON));
  store<i32>(ctx + H_OUT_PTR, <i32>out);
  store<i32>(ctx + H_OUT_CAP, cap);
  store<i32>(ctx + H_OUT_LEN, 0);
  store<i32>(ctx + H_WRITTEN, 0);
  store<i32>(ctx + H_NEEDED, 0);
  const units = load<i32>(ctx + H_UNITS);
  let deficit: i32 = 0;
  let needs: u64 = 0;
  for (let u = 0; u < units; u++) {
    store<u8>(ctx + USED + <usize>u, 0);
    const fewest = <i32>load<u8>(ctx + MIN_COUNT + <usize>u);
    deficit += fewest;
    if (fewest > 0) needs |= (<u64>1) << <u64>u;
  }
  store<i32>(ctx + H_DEFICIT, deficit);
  const automata = load<i32>(ctx + H_AUTOMATA);
  for (let a = 0; a < automata; a++) {
    store<u64>(ctx + STATES + <usize>(a * (MAX_UNITS + 1)) * 8, load<u64>(automaton(ctx, a) + A_START));
  }
  const maxLength = load<i32>(ctx + H_MAX_LENGTH);
  if (maxLength > 0 && maxLength <= MAX_UNITS && deficit <= maxLength && fits(ctx, 0, deficit, automata, maxLength)
    && below(ctx, dawgRoot, needs, automata, 0) && deepEnough(ctx, dawgRoot, 0)) {
    walk(ctx, dawgRoot, 0, 0, deficit, needs, automata, maxLength);
  }
  const needed = load<i32>(ctx + H_NEEDED);
  return needed > load<i32>(ctx + H_OUT_CAP) ? -1 : load<i32>(ctx + H_WRITTEN);
}

// @ts-ignore: decorator
@inline function automaton(ctx: usize, a: i32): usize {
  return ctx + AUTOMATA + <usize>a * AUTOMATON_BYTES;
}

// @ts-ignore: decorator
@inline function stateAt(ctx: usize, a: i32, unitDepth: i32): usize {
  return ctx + STATES + (<usize>(a * (MAX_UNITS + 1) + unitDepth) << 3);
}

/** Whether a word of `unitDepth` units so far can still be completed within maxLength. */
function fits(ctx: usize, unitDepth: i32, deficit: i32, automata: i32, maxLength: i32): bool {
  let need = deficit;
  for (let a = 0; a < automata; a++) {
    const state = load<u64>(stateAt(ctx, a, unitDepth));
    // Units still needed fall as the state advances: the highest live position needs fewest.
    const highest = 63 - <i32>clz<u64>(state);
    const rest = <i32>load<u8>(automaton(ctx, a) + A_MIN_REST + <usize>highest);
    if (rest > need) need = rest;
  }
  return unitDepth + need <= maxLength;
}

/**
 * Whether the group below can give every unit still needed: the counts not reached (`needs`)
 * and the units the patterns still require (true when the host built no tiles-below layout).
 */
function below(ctx: usize, group: u32, needs: u64, automata: i32, unitDepth: i32): bool {
  const layout = <usize>load<i32>(ctx + H_BELOW);
  if (layout == 0) return true;
  let need = needs;
  for (let a = 0; a < automata; a++) {
    const state = load<u64>(stateAt(ctx, a, unitDepth));
    // What the highest live position still requires, every live position requires.
    need |= load<u64>(automaton(ctx, a) + A_REQUIRED + (<usize>(63 - <i32>clz<u64>(state)) << 3));
  }
  if (need == 0) return true;
  const tiles = load<u32>(layout + (<usize>group << 2));
  while (need != 0) {
    const u = <usize>ctz<u64>(need);
    if ((tiles & load<u32>(ctx + UNIT_TILES + (u << 2))) == 0) return false;
    need &= need - 1;
  }
  return true;
}

/** Whether words below the group can reach the shortest length (true without a depth layout). */
// @ts-ignore: decorator
@inline function deepEnough(ctx: usize, group: u32, unitDepth: i32): bool {
  const layout = <usize>load<i32>(ctx + H_DEPTH);
  return layout == 0
    || unitDepth + <i32>load<u8>(layout + <usize>group) * load<i32>(ctx + H_TILE_UNITS_MAX) >= load<i32>(ctx + H_MIN_LENGTH);
}

function walk(
  ctx: usize, group: u32, tileDepth: i32, unitDepth: i32, deficit: i32, needs: u64, automata: i32, maxLength: i32,
): void {
  if (tileDepth >= 63) return;
  const budgeted = load<i32>(ctx + H_BLANKS) >= 0;
  const minLength = load<i32>(ctx + H_MIN_LENGTH);
  let i = group;
  while (true) {
    const e = entry(i);
    const t = <usize>tileOf(e);
    const n = <i32>load<u8>(ctx + TILE_UNIT_COUNT + t);
    // Take the tile's units one by one; `taken` counts those to give back.
    let taken: i32 = 0;
    let d = deficit;
    let still = needs;
    let ok = n > 0 && unitDepth + n <= maxLength;
    while (ok && taken < n) {
      const u = <usize>load<u8>(ctx + TILE_UNITS + (t << 2) + <usize>taken);
      const at = unitDepth + taken;
      let paid = PAID_NONE;
      if (budgeted) {
        const have = load<u8>(ctx + BUDGET + u);
        if (have > 0) {
          store<u8>(ctx + BUDGET + u, have - 1);
          paid = PAID_BUDGET;
        } else {
          const blanks = load<i32>(ctx + H_BLANKS);
          if (blanks == 0) break;
          store<i32>(ctx + H_BLANKS, blanks - 1);
          paid = PAID_BLANK;
        }
      }
      store<u8>(ctx + PAID + <usize>at, paid);
      const used = load<u8>(ctx + USED + u);
      store<u8>(ctx + USED + u, used + 1);
      taken++;
      const fewest = load<u8>(ctx + MIN_COUNT + u);
      if (used < fewest) {
        d--;
        if (used + 1 == fewest) still &= ~((<u64>1) << <u64>u);
      }
      if (used + 1 > load<u8>(ctx + MAX_COUNT + u)) { ok = false; break; }
      for (let a = 0; a < automata; a++) {
        const next = step(automaton(ctx, a), load<u64>(stateAt(ctx, a, at)), u);
        store<u64>(stateAt(ctx, a, at + 1), next);
        if (next == 0) ok = false;
      }
    }
    if (ok && taken == n) {
      const len = unitDepth + n;
      store<u8>(ctx + WORD + <usize>tileDepth, <u8>t);
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
      const u = <usize>load<u8>(ctx + TILE_UNITS + (t << 2) + <usize>taken);
      store<u8>(ctx + USED + u, load<u8>(ctx + USED + u) - 1);
      const paid = load<u8>(ctx + PAID + <usize>(unitDepth + taken));
      if (paid == PAID_BUDGET) store<u8>(ctx + BUDGET + u, load<u8>(ctx + BUDGET + u) + 1);
      else if (paid == PAID_BLANK) store<i32>(ctx + H_BLANKS, load<i32>(ctx + H_BLANKS) + 1);
    }
    if (isEndOf(e)) break;
    i++;
  }
}

/** One Shift-And step on unit u, then the `*` runs skipped without a unit (chains of them too). */
// @ts-ignore: decorator
@inline function step(a: usize, state: u64, u: usize): u64 {
  let next = ((state << 1) & load<u64>(a + A_STEP + (u << 3))) | (state & load<u64>(a + A_STAY + (u << 3)));
  const stars = load<u64>(a + A_STARS);
  let skip = (next & stars) << 1;
  while ((skip & ~next) != 0) {
    next |= skip;
    skip = (next & stars) << 1;
  }
  return next;
}

function accepted(ctx: usize, automata: i32, unitDepth: i32): bool {
  for (let a = 0; a < automata; a++) {
    if ((load<u64>(stateAt(ctx, a, unitDepth)) & load<u64>(automaton(ctx, a) + A_ACCEPT)) == 0) return false;
  }
  return true;
}

function emit(ctx: usize, len: i32): void {
  const needed = load<i32>(ctx + H_NEEDED) + len + 1;
  store<i32>(ctx + H_NEEDED, needed);
  if (needed > load<i32>(ctx + H_OUT_CAP)) return;
  const at = <usize>load<i32>(ctx + H_OUT_PTR) + <usize>load<i32>(ctx + H_OUT_LEN);
  store<u8>(at, <u8>len);
  memory.copy(at + 1, ctx + WORD, <usize>len);
  store<i32>(ctx + H_OUT_LEN, needed);
  store<i32>(ctx + H_WRITTEN, load<i32>(ctx + H_WRITTEN) + 1);
}
