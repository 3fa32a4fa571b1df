// Branch and bound over a class of boards (ProveContext, assembly/contract.ts): each cell of the
// class may hold any token of a set, and the proof finds every board of the class scoring at
// least a threshold, without scoring most of them.
//
// The bound is a sum/choice tree. Every word that some board of the class holds, along some
// path, is a list of (cell, token) pairs; sorted by the cells' rank in a fixed order, the lists
// are inserted into a tree whose levels alternate: a sum node (the root, then one per token of a
// choice) holds the points of the words whose list ends there, and a choice node (one cell)
// holds one sum node per token of that cell. bound(sum) = its points + the bounds of its
// choices; bound(choice) = the best bound of its tokens. For any one board of the class, the
// words it holds are the lists whose every pair it agrees with: a subtree taking one token at
// every choice, whose points add up to at most the bound (paths, not words, are counted there,
// so a word on two paths counts twice: never less than the board's score).
//
// The split: cells are forced one by one in the tree's order: by merging near the top (the first
// mergeLevels cells, and any part whose bound is at least mergeAbove), by walking below. The tree
// is sorted by rank, so once the cells before c are merged away, c's choice nodes hang from the
// root only: forcing c to token t takes the root's other choices and merges them with the
// choices of t's sum node (choices of one cell merge token by token, sum nodes add their points
// and merge their choices). The merged tree holds only later cells; its bound counts a word list
// once under the best token of a cell where the unmerged tree counted the best of each list
// apart, so it is tighter, and the part's own forcing starts from a smaller tree. Merged nodes
// are new only where both sides have one; elsewhere they point into the tree (it is never
// changed), and a part's nodes are taken above the tree and given back when the part is done.
// Walking instead: at each of the cell's choice nodes the forced token replaces the best one, a
// choice node of a cell not yet forced keeping its built bound, so bounding a part walks only
// the sum nodes reached through forced cells. A part whose bound falls below the threshold is
// discarded; a part of at most leafSize boards is scored board by board by the exact search
// (score.ts), and the boards at or above the threshold are written out.
//
// The tree lives in a region of u32 words the host reserves once (treeAt, treeCap words) and is
// rebuilt in place for each class: nothing is allocated per class. A node keeps a mask of the
// children it has (a sum node: by the rank of their cell; a choice node: by token) and an array
// of them in mask order, so a child is one popcount and one load away, and a node takes words
// only for the children it has (a slot per cell or per token of the cell took twice the memory,
// too much for coarse classes). While the tree is built, arrays grow by
// doubling (the old array is left behind: less than the final one in all).

import {
  GC_NB_MASK, GC_SCORES, GC_TOKENS, GP_MIN_LETTERS, GP_NODE_CAP, PN_BOUND, PN_MASK, PN_POINTS, PN_SLOTS,
  PROVE_BAD_TOKENS, PROVE_FREE, PROVE_OK, PROVE_OUT_FULL, PROVE_TREE_FULL, PV_BOARD, PV_CELL_TILES, PV_PREFIX_NODES, PV_TILE_TOKEN, PV_BOUND, PV_CELLS, PV_DISCARDED, PV_FORCED, PV_FOUND,
  PV_GRID, PV_LEAF_SIZE, PV_MASKS, PV_MERGE_ABOVE, PV_MERGE_LEVELS, PV_ORDER, PV_OUT_AT, PV_OUT_CAP, PV_PATH_CELLS, PV_PATH_TOKENS, PV_RANK, PV_RESULT,
  PV_SCORED, PV_SORTED, PV_SPLIT, PV_STATUS, PV_THRESHOLD, PV_TREE_AT, PV_TREE_CAP, PV_TREE_NODES, PV_TREE_WORDS,
} from '../contract';
import { childRecord, walk, walkBase, walkMask } from './board';
import { arcsBase, param, setParam, useGrid } from './layout';
import { scoreOne } from './score';

// One call's working registers (loaded by setUp).
let pv: usize = 0;
let grid: usize = 0;
let cells: i32 = 0;
let tree: usize = 0;
let treeCap: u32 = 0;
let treeUsed: u32 = 0;
let treeNodes: u32 = 0;
let treeFull = false;
let minLetters: i32 = 0;
let threshold: u32 = 0;
let leafSize: f64 = 1;
let mergeLevels: i32 = 0;
let mergeAbove: u32 = 0;
let split: u32 = 0;
let discarded: u32 = 0;
let scored: u32 = 0;
let kept: u32 = 0;
let outFull = false;
/** PV_PREFIX_NODES[0..=valid] are the nodes reached by the sorted pairs as they are now. */
let valid: i32 = 0;

/** Loads the registers; false when two tokens of the class start with the same tile. */
function setUp(ctx: usize): bool {
  pv = ctx;
  grid = <usize>load<u32>(ctx + PV_GRID);
  useGrid(grid);
  cells = <i32>load<u32>(ctx + PV_CELLS);
  tree = <usize>load<u32>(ctx + PV_TREE_AT);
  treeCap = load<u32>(ctx + PV_TREE_CAP);
  minLetters = <i32>param(GP_MIN_LETTERS);
  threshold = load<u32>(ctx + PV_THRESHOLD);
  leafSize = <f64>max<u32>(1, load<u32>(ctx + PV_LEAF_SIZE));
  mergeLevels = <i32>load<u32>(ctx + PV_MERGE_LEVELS);
  mergeAbove = load<u32>(ctx + PV_MERGE_ABOVE);
  memory.fill(ctx + PV_TILE_TOKEN, <u8>PROVE_FREE, 64);
  const tokens = grid + GC_TOKENS;
  for (let c = 0; c < cells; c++) {
    store<u8>(ctx + PV_RANK + <usize>load<u8>(ctx + PV_ORDER + c), <u8>c);
    let tiles: u64 = 0;
    for (let tm = load<u32>(ctx + PV_MASKS + (<usize>c << 2)); tm != 0; tm &= tm - 1) {
      const t = ctz<u32>(tm);
      const tile = <usize>load<u8>(tokens + (<usize>t << 3));
      const was = <u32>load<u8>(ctx + PV_TILE_TOKEN + tile);
      if (was != <u32>PROVE_FREE && was != t) return false;
      store<u8>(ctx + PV_TILE_TOKEN + tile, <u8>t);
      tiles |= (<u64>1) << tile;
    }
    store<u64>(ctx + PV_CELL_TILES + (<usize>c << 3), tiles);
  }
  return true;
}

/** Address of the tree word `w`. */
// @ts-ignore: decorator
@inline function word(w: u32): usize {
  return tree + ((<usize>w) << 2);
}

/** Place of the child for mask bit `bit` in the node's array. */
// @ts-ignore: decorator
@inline function place(mask: u32, bit: u32): u32 {
  return <u32>popcnt<u32>(mask & (bit - 1));
}

/** Child of node `n` for mask bit `bit`, 0 = none. */
// @ts-ignore: decorator
@inline function childOf(n: u32, bit: u32): u32 {
  const mask = load<u32>(word(n) + PN_MASK);
  return (mask & bit) == 0 ? 0 : load<u32>(word(load<u32>(word(n) + PN_SLOTS) + place(mask, bit)));
}

/** `words` zeroed words of the region; 0 when it is full. */
function take(words: u32): u32 {
  if (treeUsed + words > treeCap) {
    treeFull = true;
    return 0;
  }
  const w = treeUsed;
  treeUsed += words;
  for (let i: u32 = 0; i < words; i++) store<u32>(word(w + i), 0);
  return w;
}

/** Adds child `child` (mask bit `bit`, not there yet) to node `n`; false when the region is full. */
function addChild(n: u32, bit: u32, child: u32): bool {
  const mask = load<u32>(word(n) + PN_MASK);
  const count = <u32>popcnt<u32>(mask);
  const at = place(mask, bit);
  let slots = load<u32>(word(n) + PN_SLOTS);
  if ((count & (count - 1)) == 0) {
    // Full (a built node's array holds a power of two): a new one twice as long.
    const grown = take(count == 0 ? 1 : count << 1);
    if (grown == 0) return false;
    // Arrays are short: plain loads and stores beat memory.copy's call.
    for (let i: u32 = 0; i < at; i++) store<u32>(word(grown + i), load<u32>(word(slots + i)));
    for (let i = count; i > at; i--) store<u32>(word(grown + i), load<u32>(word(slots + i - 1)));
    slots = grown;
    store<u32>(word(n) + PN_SLOTS, slots);
  } else for (let i = count; i > at; i--) store<u32>(word(slots + i), load<u32>(word(slots + i - 1)));
  store<u32>(word(slots + at), child);
  store<u32>(word(n) + PN_MASK, mask | bit);
  return true;
}

/** The word (PV_SORTED[0..len)) on the current path, worth `points`, into the tree. */
function insert(len: i32, points: u32): void {
  if (treeFull) return;
  const keys = pv + PV_SORTED;
  const prefix = pv + PV_PREFIX_NODES;
  // Words share their first pairs with the word before: start where the pairs changed.
  let from = min(valid, len);
  let at = load<u32>(prefix + (<usize>from << 2));
  for (let i = from; i < len; i++) {
    const key = <u32>load<u16>(keys + (<usize>i << 1));
    const rankBit = (<u32>1) << (key >> 8);
    const tokenBit = (<u32>1) << (key & 0xff);
    let c = childOf(at, rankBit);
    if (c == 0) {
      c = take(4);
      if (c == 0 || !addChild(at, rankBit, c)) return;
      treeNodes++;
      store<u32>(word(c) + PN_POINTS, <u32>load<u8>(pv + PV_ORDER + <usize>(key >> 8)));
    }
    let s = childOf(c, tokenBit);
    if (s == 0) {
      s = take(4);
      if (s == 0 || !addChild(c, tokenBit, s)) return;
      treeNodes++;
    }
    at = s;
    store<u32>(prefix + (<usize>(i + 1) << 2), s);
  }
  valid = len;
  store<u32>(word(at) + PN_POINTS, load<u32>(word(at) + PN_POINTS) + points);
}

/**
 * Every path of the class from `cell` (depth cells so far, word graph node mask/base): its words
 * into the tree. PV_SORTED holds the path's (rank, token) pairs sorted.
 */
function extend(cell: i32, mask: u64, base: u32, depth: i32, letters: i32, used: u64): void {
  const all: u64 = cells == 64 ? <u64>-1 : ((<u64>1) << cells) - 1;
  let free = (depth == 0 ? all : load<u64>(grid + GC_NB_MASK + (<usize>cell << 3))) & ~used;
  const tokens = grid + GC_TOKENS;
  const keys = pv + PV_SORTED;
  while (free != 0) {
    const n = <i32>ctz<u64>(free);
    free &= free - 1;
    // Make room for cell n's pair at its rank's place.
    const rank = <u32>load<u8>(pv + PV_RANK + n) << 8;
    let pos = depth;
    while (pos > 0 && <u32>load<u16>(keys + (<usize>(pos - 1) << 1)) > rank) {
      store<u16>(keys + (<usize>pos << 1), load<u16>(keys + (<usize>(pos - 1) << 1)));
      pos--;
    }
    const slot = keys + (<usize>pos << 1);
    if (pos < valid) valid = pos;
    // The tiles the node continues with that start a token of cell n.
    for (let tiles = mask & load<u64>(pv + PV_CELL_TILES + (<usize>n << 3)); tiles != 0; tiles &= tiles - 1) {
      const tile = ctz<u64>(tiles);
      const t = <u32>load<u8>(pv + PV_TILE_TOKEN + <usize>tile);
      const tok = tokens + (<usize>t << 3);
      const bit = (<u64>1) << tile;
      const rec = childRecord(arcsBase, mask, base, bit);
      let m = load<u64>(rec);
      let b = load<u32>(rec, 8);
      const len = <i32>load<u8>(tok, 6);
      if (len > 1) {
        if (!walk(tok, 1, len, m, b, 0)) continue;
        m = walkMask;
        b = walkBase;
      }
      store<u16>(slot, <u16>(rank | t));
      if (pos < valid) valid = pos;
      const nl = letters + <i32>load<u8>(tok, 7);
      if ((m & 1) != 0 && nl >= minLetters) {
        const points = load<u32>(grid + GC_SCORES + (<usize>min(nl, 63) << 2));
        if (points != 0) insert(depth + 1, points);
      }
      if ((m >> 1) != 0) extend(n, m, b, depth + 1, nl, used | ((<u64>1) << n));
    }
    // Take the pair out again.
    for (let i = pos; i < depth; i++) store<u16>(keys + (<usize>i << 1), load<u16>(keys + (<usize>(i + 1) << 1)));
    if (pos < valid) valid = pos;
  }
}

/** Computes the bound of sum node `w` and of its subtree (no cell forced). */
function boundOf(w: u32): u32 {
  const at = word(w);
  const slots = load<u32>(at + PN_SLOTS);
  let b = load<u32>(at + PN_POINTS);
  const n = <u32>popcnt<u32>(load<u32>(at + PN_MASK));
  for (let i: u32 = 0; i < n; i++) {
    const ch = load<u32>(word(slots + i));
    const cs = load<u32>(word(ch) + PN_SLOTS);
    const m = <u32>popcnt<u32>(load<u32>(word(ch) + PN_MASK));
    let best: u32 = 0;
    for (let j: u32 = 0; j < m; j++) best = max(best, boundOf(load<u32>(word(cs + j))));
    store<u32>(word(ch) + PN_BOUND, best);
    b += best;
  }
  store<u32>(at + PN_BOUND, b);
  return b;
}

/** Builds the tree of the class and every node's bound; false when the region is too small. */
function build(): bool {
  treeUsed = 0;
  treeNodes = 0;
  treeFull = false;
  valid = 0;
  store<u32>(pv + PV_PREFIX_NODES, 0);
  take(4); // the root, at word 0
  if (treeFull) return false;
  treeNodes = 1;
  extend(0, load<u64>(arcsBase), load<u32>(arcsBase, 8), 0, 0, 0);
  store<u32>(pv + PV_TREE_NODES, treeNodes);
  store<u32>(pv + PV_TREE_WORDS, treeUsed);
  if (treeFull) return false;
  store<u32>(pv + PV_BOUND, boundOf(0));
  return true;
}

/** The bound of sum node `s` with the forced cells (PV_FORCED) at their tokens. */
function evalSum(s: u32): u32 {
  const at = word(s);
  let b = load<u32>(at + PN_POINTS);
  const slots = load<u32>(at + PN_SLOTS);
  let i: u32 = 0;
  for (let mask = load<u32>(at + PN_MASK); mask != 0; mask &= mask - 1) {
    const ch = load<u32>(word(slots + i++));
    const f = <u32>load<u8>(pv + PV_FORCED + <usize>load<u32>(word(ch) + PN_POINTS));
    if (f == <u32>PROVE_FREE) b += load<u32>(word(ch) + PN_BOUND);
    else {
      const t = childOf(ch, (<u32>1) << f);
      if (t != 0) b += evalSum(t);
    }
  }
  return b;
}

/** Sum nodes `a` and `b` (0 = none) merged: their points added, their choices merged by cell. */
function mergeSum(a: u32, b: u32): u32 {
  if (a == 0) return b;
  if (b == 0) return a;
  const am = load<u32>(word(a) + PN_MASK), bm = load<u32>(word(b) + PN_MASK);
  const m = take(4);
  if (m == 0) return 0;
  const points = load<u32>(word(a) + PN_POINTS) + load<u32>(word(b) + PN_POINTS);
  store<u32>(word(m) + PN_POINTS, points);
  if (am == 0 || bm == 0) {
    // One side has no choices: share the other's (arrays are never written once built).
    store<u32>(word(m) + PN_MASK, am | bm);
    store<u32>(word(m) + PN_SLOTS, load<u32>(word(am == 0 ? b : a) + PN_SLOTS));
    store<u32>(word(m) + PN_BOUND, load<u32>(word(a) + PN_BOUND) + load<u32>(word(b) + PN_BOUND));
    return m;
  }
  const bound = mergeChildren(m, points, am, load<u32>(word(a) + PN_SLOTS), bm, load<u32>(word(b) + PN_SLOTS), false);
  store<u32>(word(m) + PN_BOUND, bound);
  return m;
}

/** Choice nodes `a` and `b` of one cell (0 = none) merged token by token. */
function mergeChoice(a: u32, b: u32): u32 {
  if (a == 0) return b;
  if (b == 0) return a;
  const m = take(4);
  if (m == 0) return 0;
  store<u32>(word(m) + PN_POINTS, load<u32>(word(a) + PN_POINTS));
  const bound = mergeChildren(m, 0, load<u32>(word(a) + PN_MASK), load<u32>(word(a) + PN_SLOTS),
    load<u32>(word(b) + PN_MASK), load<u32>(word(b) + PN_SLOTS), true);
  store<u32>(word(m) + PN_BOUND, bound);
  return m;
}

/**
 * Gives node `m` the children of two nodes merged (masks am, bm over arrays as, bs): of choices
 * (sum nodes, added to `base`) or of sum nodes (`best`: choices, the best kept). The bound; 0 when
 * the region is full.
 */
function mergeChildren(m: u32, base: u32, am: u32, as: u32, bm: u32, bs: u32, best: bool): u32 {
  const all = am | bm;
  const slots = take(<u32>popcnt<u32>(all));
  if (slots == 0) return 0;
  store<u32>(word(m) + PN_SLOTS, slots);
  store<u32>(word(m) + PN_MASK, all);
  let bound = base, i: u32 = 0;
  for (let rest = all; rest != 0; rest &= rest - 1) {
    const bit = rest & (0 - rest);
    const x = (am & bit) == 0 ? 0 : load<u32>(word(as + place(am, bit)));
    const y = (bm & bit) == 0 ? 0 : load<u32>(word(bs + place(bm, bit)));
    const ch = best ? mergeSum(x, y) : mergeChoice(x, y);
    if (treeFull) return 0;
    store<u32>(word(slots + i++), ch);
    const cb = load<u32>(word(ch) + PN_BOUND);
    bound = best ? max(bound, cb) : bound + cb;
  }
  return bound;
}

/**
 * The tree `root` (cells before c forced, so that c's choices hang from the root only) with cell
 * c (rank k) forced to token t, merged: a new root above the tree, or `root` when it has no choice
 * of c; 0 when the region is full.
 */
function force(root: u32, k: i32, t: u32): u32 {
  const rankBit = (<u32>1) << k;
  const ch = childOf(root, rankBit);
  if (ch == 0) return root;
  const s = childOf(ch, (<u32>1) << t);
  const m = take(4);
  if (m == 0) return 0;
  const rm = load<u32>(word(root) + PN_MASK) & ~rankBit;
  const rs = load<u32>(word(root) + PN_SLOTS);
  // The root's array without c's choice (the first: c has the least rank left).
  const points = load<u32>(word(root) + PN_POINTS) + (s == 0 ? 0 : load<u32>(word(s) + PN_POINTS));
  store<u32>(word(m) + PN_POINTS, points);
  const bound = s == 0
    ? mergeChildren(m, points, rm, rs + 1, 0, 0, false)
    : mergeChildren(m, points, rm, rs + 1, load<u32>(word(s) + PN_MASK), load<u32>(word(s) + PN_SLOTS), false);
  if (treeFull) return 0;
  store<u32>(word(m) + PN_BOUND, bound);
  return m;
}

/** Boards of the class with cells order[k..) free. */
function boardsFrom(k: i32): f64 {
  let n: f64 = 1;
  for (let j = k; j < cells; j++) n *= <f64>popcnt<u32>(load<u32>(pv + PV_MASKS + (<usize>load<u8>(pv + PV_ORDER + j) << 2)));
  return n;
}

/** Scores every board of the subclass with cells order[0..k) forced. */
function scoreAll(k: i32): void {
  if (k == cells) {
    const board = pv + PV_BOARD;
    for (let c = 0; c < cells; c++) store<u8>(board + c, load<u8>(pv + PV_FORCED + c));
    setParam(GP_NODE_CAP, 0xffffffff);
    scoreOne(grid, board, cells, pv + PV_RESULT);
    scored++;
    const score = load<u32>(pv + PV_RESULT);
    if (score >= threshold) {
      if (kept < load<u32>(pv + PV_OUT_CAP)) {
        const at = <usize>load<u32>(pv + PV_OUT_AT) + <usize>kept * <usize>(cells + 4);
        memory.copy(at, board, cells);
        store<u32>(at + cells, score);
      } else outFull = true;
      kept++;
    }
    return;
  }
  const c = <usize>load<u8>(pv + PV_ORDER + k);
  for (let tm = load<u32>(pv + PV_MASKS + (c << 2)); tm != 0; tm &= tm - 1) {
    store<u8>(pv + PV_FORCED + c, <u8>ctz<u32>(tm));
    scoreAll(k + 1);
  }
  store<u8>(pv + PV_FORCED + c, <u8>PROVE_FREE);
}

/**
 * The part with cells order[0..k) forced: `root` is the tree with the first of them merged away
 * (all of them when `merged`), `bound` the part's bound.
 */
function prove(k: i32, root: u32, bound: u32, merged: bool): void {
  if (bound < threshold) {
    discarded++;
    return;
  }
  if (k == cells || boardsFrom(k) <= leafSize) {
    scoreAll(k);
    return;
  }
  split++;
  const c = <usize>load<u8>(pv + PV_ORDER + k);
  // Merging pays where the part will be split much further: near the top, or a high bound. Once
  // a cell is walked, later ones are walked too (a merge needs every cell before it merged).
  const merge = merged && (k < mergeLevels || bound >= mergeAbove);
  for (let tm = load<u32>(pv + PV_MASKS + (c << 2)); tm != 0; tm &= tm - 1) {
    const t = <u32>ctz<u32>(tm);
    store<u8>(pv + PV_FORCED + c, <u8>t);
    if (merge) {
      const mark = treeUsed;
      const r = force(root, k, t);
      if (treeFull) return;
      prove(k + 1, r, load<u32>(word(r) + PN_BOUND), true);
      treeUsed = mark;
    } else prove(k + 1, root, evalSum(root), false);
    if (treeFull) return;
  }
  store<u8>(pv + PV_FORCED + c, <u8>PROVE_FREE);
}

export function gridBoundTree(ctx: usize): i32 {
  if (!setUp(ctx)) return -2;
  return build() ? <i32>load<u32>(word(0) + PN_BOUND) : -1;
}

export function gridBoundMerged(ctx: usize, levels: i32): i32 {
  setUp(ctx);
  treeFull = false;
  treeUsed = load<u32>(ctx + PV_TREE_WORDS);
  let root: u32 = 0;
  for (let k = 0; k < levels; k++) {
    const c = <usize>load<u8>(ctx + PV_ORDER + k);
    root = force(root, k, <u32>load<u8>(ctx + PV_FORCED + c));
    if (treeFull) return -1;
  }
  return <i32>evalSum(root);
}

export function gridProveClass(ctx: usize): i32 {
  const ok = setUp(ctx);
  split = 0;
  discarded = 0;
  scored = 0;
  kept = 0;
  outFull = false;
  let status = PROVE_OK;
  if (!ok) status = PROVE_BAD_TOKENS;
  else if (!build()) status = PROVE_TREE_FULL;
  else {
    memory.fill(ctx + PV_FORCED, <u8>PROVE_FREE, 64);
    prove(0, 0, load<u32>(word(0) + PN_BOUND), true);
    if (treeFull) status = PROVE_TREE_FULL;
    else if (outFull) status = PROVE_OUT_FULL;
  }
  store<u32>(ctx + PV_SPLIT, split);
  store<u32>(ctx + PV_DISCARDED, discarded);
  store<u32>(ctx + PV_SCORED, scored);
  store<u32>(ctx + PV_FOUND, kept);
  store<u32>(ctx + PV_STATUS, <u32>status);
  return status;
}
