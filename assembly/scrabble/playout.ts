// A playout in the core: a two-player game (PlayoutState) on a context's board, played by the
// static-equity player or the score player without leaving the core — the same moves, draws and
// end as the host's Game (src/game/game.ts) with that player (src/game/players.ts), move by move
// (test/sim/corePlayout.test.ts and test/game/corePlay.test.ts replay them through the Game).
//
// Each move of the player: the rack's sub-racks valued (the leave table while the bag holds
// tiles, else the endgame rule: keeping none is worth twice the other rack, keeping tiles
// −(2 × their value + 10)); the best exchange or pass by that value (exchanges while the bag
// holds exchangeMinBag tiles, of at most min(bag, rack size) tiles); then the best play by equity
// (scrabbleGenerate, top 1, from that floor) and scrabbleRank's first; the play wins ties. Ties
// among the others go as src/scrabble/move.ts ranks them: exchanges of fewer tiles first, then
// by their tiles, the pass last.
//
// The score player (PS_PLAYER = PLAYOUT_BY_SCORE, src/game/players.ts scorePlayer): the best
// play by score (scrabbleGenerate, top 1) and scrabbleRank's first; with none, the whole rack
// exchanged if an exchange of that many tiles is allowed, else a pass. No leave, no endgame rule.
//
// The bag draws as src/game/bag.ts does with src/random.ts's mulberry32: tile ⌊u × size / 2^32⌋
// (u the generator's next u32: the same number as ⌊random() × size⌋ in doubles), the last tile
// moved into its place; an exchange draws first, then puts its tiles back at the end.

import {
  APPLY_NO_ROOM, BINGO_SPANS, APPLY_OK, EQUITY_SCALE, FLAG_EQUITY, FLOOR_NONE, GAME_ON, GAME_OUT, GAME_SCORELESS, GOING_OUT_TRANSFER,
  MR_BYTES, MR_COL, MR_DIR, MR_LEAVE, MR_LEN, MR_ROW, MR_SCORE, PLAYOUT_BAD_MOVE, PLAYOUT_BIG_RACK, PLAYOUT_BY_SCORE, PLAYOUT_MAX_MOVES, PLAYOUT_NO_ROOM,
  PLAYOUT_UNRANKED, PLY_EXCHANGE, PLY_PASS, PLY_PLACE, PM_BYTES, PM_COL, PM_DIR, PM_KIND, PM_LEAVE, PM_LEN, PM_ROW, PM_SCORE,
  PM_TILES, PS_BAG, PS_BAG_SIZE, PS_BINGO_INDEX, PS_DEAL, PS_EXCHANGE_MIN_BAG, PS_FIRST_GIVEN, PS_GOING_OUT, PS_LAST_LEAVE, PS_LEAVES, PS_MOVE_COUNT,
  PS_MOVES, PS_ON_TURN, PS_OVER, PS_PLAYER, PS_RACKS, PS_RANDOM, PS_SCORELESS_LIMIT, PS_SCORES, PS_VALUE, PS_ZERO_TURNS, SC_BINGO_INDEX,
  SC_FLOOR, SC_LEAVE_STRIDES, SC_OUT_AT, SC_RACK, SC_RACK_LEAVES, SC_RACK_SIZE, SC_TILE_VALUES, BLANK_BIT, TILE_MASK,
} from '../contract';
import { scrabbleApplyMove, scrabbleUndoMove } from './apply';
import { scrabbleGenerate } from './index';
import { scrabbleSetLeaves } from './leaves';
import { scrabbleRank } from './rank';

/** mulberry32's next output (src/random.ts), the state advanced in the PlayoutState. */
function nextRandom(state: usize): u32 {
  const a = load<u32>(state + PS_RANDOM) + 0x6d2b79f5;
  store<u32>(state + PS_RANDOM, a);
  let t = (a ^ (a >> 15)) * (a | 1);
  t ^= t + (t ^ (t >> 7)) * (t | 61);
  return t ^ (t >> 14);
}

/** Draws up to n tiles from the bag onto rack (u8 [64] counts). */
function draw(state: usize, rack: usize, n: i32): void {
  const bag = state + PS_BAG;
  for (let k = 0; k < n; k++) {
    const size = load<u32>(state + PS_BAG_SIZE);
    if (size == 0) return;
    const i = <usize>((<u64>nextRandom(state) * <u64>size) >> 32);
    const t = <usize>load<u8>(bag + i);
    store<u8>(bag + i, load<u8>(bag + <usize>(size - 1)));
    store<u32>(state + PS_BAG_SIZE, size - 1);
    store<u8>(rack + t, load<u8>(rack + t) + 1);
  }
}

/** Sum of the values of a rack's tiles. */
function rackValue(ctx: usize, rack: usize): i32 {
  let v = 0;
  for (let t = 0; t < 64; t++) {
    const n = <i32>load<u8>(rack + <usize>t);
    if (n != 0) v += n * <i32>load<u8>(ctx + SC_TILE_VALUES + <usize>t);
  }
  return v;
}

/**
 * The endgame rule's sub-rack values (src/game/players.ts endgameValuation, as src/scrabble/
 * movegen.ts linearValues builds them) in rackLeaves, numbered as leaves.ts numbers them.
 */
function endgameValues(ctx: usize, rack: usize, othersValue: i32): void {
  const values = ctx + SC_RACK_LEAVES;
  store<i32>(values, 0);
  let stride = 1;
  for (let t = 0; t < 64; t++) {
    const n = <i32>load<u8>(rack + <usize>t);
    if (n == 0) continue;
    const step = -2 * <i32>load<u8>(ctx + SC_TILE_VALUES + <usize>t);
    for (let i = stride; i < stride * (n + 1); i++) store<i32>(values + (<usize>i << 2), load<i32>(values + (<usize>(i - stride) << 2)) + step);
    stride *= n + 1;
  }
  for (let i = 1; i < stride; i++) {
    const slot = values + (<usize>i << 2);
    store<i32>(slot, (load<i32>(slot) - 10) * EQUITY_SCALE);
  }
  store<i32>(values, 2 * othersValue * EQUITY_SCALE);
}

/** Tiles of tile t that sub-rack `index` keeps. */
// @ts-ignore: decorator
@inline function keptOf(ctx: usize, rack: usize, index: i32, t: usize): i32 {
  const stride = <i32>load<u16>(ctx + SC_LEAVE_STRIDES + (t << 1));
  return (index / stride) % (<i32>load<u8>(rack + t) + 1);
}

/** Tiles sub-rack `index` keeps. */
function keptTiles(ctx: usize, rack: usize, index: i32): i32 {
  let kept = 0;
  for (let t: usize = 0; t < 64; t++) if (load<u8>(rack + t) != 0) kept += keptOf(ctx, rack, index, t);
  return kept;
}

/**
 * Whether the exchange keeping sub-rack a ranks before the one keeping b of the same size: the
 * first tile (ascending) of which they put back different numbers — more of it comes first.
 */
function exchangeBefore(ctx: usize, rack: usize, a: i32, b: i32): bool {
  for (let t: usize = 0; t < 64; t++) {
    if (load<u8>(rack + t) == 0) continue;
    const ka = keptOf(ctx, rack, a, t);
    const kb = keptOf(ctx, rack, b, t);
    if (ka != kb) return ka < kb;
  }
  return false;
}

/** Address of the state's move m. */
// @ts-ignore: decorator
@inline function moveAt(state: usize, m: i32): usize {
  return state + PS_MOVES + <usize>m * PM_BYTES;
}

/** Writes the play of MoveRecord `record` as the move at `move`, its kept tiles worth `leave`: PLY_PLACE. */
function writePlay(move: usize, record: usize, leave: i32): i32 {
  const len = <usize>load<u8>(record + MR_LEN);
  store<i32>(move + PM_SCORE, load<i32>(record + MR_SCORE));
  store<i32>(move + PM_LEAVE, leave);
  store<u8>(move + PM_KIND, <u8>PLY_PLACE);
  store<u8>(move + PM_ROW, load<u8>(record + MR_ROW));
  store<u8>(move + PM_COL, load<u8>(record + MR_COL));
  store<u8>(move + PM_DIR, load<u8>(record + MR_DIR));
  store<u8>(move + PM_LEN, <u8>len);
  memory.copy(move + PM_TILES, record + MR_BYTES, len);
  return PLY_PLACE;
}

/** What a search of a rack of `tiles` reads from the word map: bingo spans for full racks only (ScrabbleContext.bingoIndex). */
function wordMapFlags(state: usize, tiles: i32, rackSize: i32): u32 {
  const flags = load<u32>(state + PS_BINGO_INDEX);
  return tiles == rackSize ? flags : flags & ~(<u32>BINGO_SPANS);
}

/**
 * The score player's move for the seat on turn, written as move m: PLY_PLACE, PLY_EXCHANGE or
 * PLY_PASS, or a PLAYOUT_* error.
 */
function chooseByScore(ctx: usize, state: usize, m: i32): i32 {
  const seat = <usize>load<u32>(state + PS_ON_TURN);
  const rack = state + PS_RACKS + (seat << 6);
  memory.copy(ctx + SC_RACK, rack, 64);
  let tiles = 0;
  for (let t: usize = 0; t < 64; t++) tiles += <i32>load<u8>(rack + t);
  const rackSize = <i32>load<u32>(ctx + SC_RACK_SIZE);
  store<u32>(ctx + SC_BINGO_INDEX, wordMapFlags(state, tiles, rackSize));
  // The host's last search may have left a floor.
  store<i32>(ctx + SC_FLOOR, FLOOR_NONE);
  const n = scrabbleGenerate(ctx, 0, 1);
  if (n < 0) return PLAYOUT_NO_ROOM;
  const move = moveAt(state, m);
  if (n > 0) {
    const order = scrabbleRank(ctx, n);
    if (order == 0) return PLAYOUT_UNRANKED;
    return writePlay(move, <usize>load<u32>(ctx + SC_OUT_AT) + <usize>load<u32>(order), 0);
  }
  store<i32>(move + PM_SCORE, 0);
  store<i32>(move + PM_LEAVE, 0);
  if (tiles == 0 || exchangeLimit(state, rackSize) < tiles) return writePass(move);
  store<u8>(move + PM_KIND, <u8>PLY_EXCHANGE);
  let len = 0;
  for (let t: usize = 0; t < 64; t++) {
    for (let k = <i32>load<u8>(rack + t); k > 0; k--) {
      store<u8>(move + PM_TILES + <usize>len, <u8>t);
      len++;
    }
  }
  store<u8>(move + PM_LEN, <u8>len);
  return PLY_EXCHANGE;
}

/** Game.exchangeLimit: none below exchangeMinBag, else at most min(bag, rack size) tiles. */
function exchangeLimit(state: usize, rackSize: i32): i32 {
  const bagSize = <i32>load<u32>(state + PS_BAG_SIZE);
  return bagSize >= <i32>load<u32>(state + PS_EXCHANGE_MIN_BAG) ? min(bagSize, rackSize) : 0;
}

/** Writes the pass as move `move` (its score and leave already written). */
function writePass(move: usize): i32 {
  store<u8>(move + PM_KIND, <u8>PLY_PASS);
  store<u8>(move + PM_LEN, 0);
  return PLY_PASS;
}

/**
 * The static-equity player's move for the seat on turn, written as move m: PLY_PLACE,
 * PLY_EXCHANGE or PLY_PASS, or a PLAYOUT_* error.
 */
function choose(ctx: usize, state: usize, m: i32): i32 {
  const seat = <usize>load<u32>(state + PS_ON_TURN);
  const rack = state + PS_RACKS + (seat << 6);
  const ctxRack = ctx + SC_RACK;
  memory.copy(ctxRack, rack, 64);
  const bagSize = <i32>load<u32>(state + PS_BAG_SIZE);
  let tiles = 0;
  for (let t: usize = 0; t < 64; t++) tiles += <i32>load<u8>(rack + t);
  let size: i32;
  if (bagSize > 0) {
    const table = <usize>load<u32>(state + PS_LEAVES);
    if (table == 0) memory.fill(ctx + SC_RACK_LEAVES, 0, 4 * 256);
    size = scrabbleSetLeaves(ctx, table);
  } else {
    endgameValues(ctx, rack, rackValue(ctx, state + PS_RACKS + ((1 - seat) << 6)));
    size = scrabbleSetLeaves(ctx, 0);
  }
  if (size < 0) return PLAYOUT_BIG_RACK;
  const values = ctx + SC_RACK_LEAVES;
  const full = size - 1;

  // The best exchange or pass (the pass: the whole rack kept).
  const rackSize = <i32>load<u32>(ctx + SC_RACK_SIZE);
  const limit = exchangeLimit(state, rackSize);
  const minKept = max(0, tiles - limit);
  let other = full;
  let otherValue = load<i32>(values + (<usize>full << 2));
  let otherKept = tiles;
  if (limit > 0) {
    for (let i = 0; i < full; i++) {
      const v = load<i32>(values + (<usize>i << 2));
      if (v < otherValue) continue;
      const kept = keptTiles(ctx, rack, i);
      if (kept < minKept) continue;
      // At equal value an exchange beats the pass, and one keeping more tiles (putting back
      // fewer) one keeping fewer, then by the tiles put back.
      if (v > otherValue || other == full || kept > otherKept || (kept == otherKept && exchangeBefore(ctx, rack, i, other))) {
        other = i;
        otherValue = v;
        otherKept = kept;
      }
    }
  }

  // The best play by equity from that floor.
  store<i32>(ctx + SC_FLOOR, otherValue);
  store<u32>(ctx + SC_BINGO_INDEX, wordMapFlags(state, tiles, rackSize));
  const n = scrabbleGenerate(ctx, FLAG_EQUITY, 1);
  store<i32>(ctx + SC_FLOOR, FLOOR_NONE);
  if (n < 0) return PLAYOUT_NO_ROOM;
  const move = moveAt(state, m);
  if (n > 0) {
    const order = scrabbleRank(ctx, n);
    if (order == 0) return PLAYOUT_UNRANKED;
    const record = <usize>load<u32>(ctx + SC_OUT_AT) + <usize>load<u32>(order);
    const score = load<i32>(record + MR_SCORE);
    const leave = load<i32>(values + (<usize>load<u8>(record + MR_LEAVE) << 2));
    if (score * EQUITY_SCALE + leave >= otherValue) return writePlay(move, record, leave);
  }
  store<i32>(move + PM_SCORE, 0);
  store<i32>(move + PM_LEAVE, otherValue);
  if (other == full) return writePass(move);
  store<u8>(move + PM_KIND, <u8>PLY_EXCHANGE);
  let len = 0;
  for (let t: usize = 0; t < 64; t++) {
    const c = <i32>load<u8>(rack + t);
    if (c == 0) continue;
    for (let k = keptOf(ctx, rack, other, t); k < c; k++) {
      store<u8>(move + PM_TILES + <usize>len, <u8>t);
      len++;
    }
  }
  store<u8>(move + PM_LEN, <u8>len);
  return PLY_EXCHANGE;
}

/**
 * Plays move m for the seat on turn (Game.play): the tiles, the draw, the score, the turn and
 * the end of the game. Returns APPLY_OK, or APPLY_NO_ROOM when the undo stack is full.
 */
function play(ctx: usize, state: usize, m: i32): i32 {
  const seat = <usize>load<u32>(state + PS_ON_TURN);
  const rack = state + PS_RACKS + (seat << 6);
  const move = moveAt(state, m);
  const kind = <i32>load<u8>(move + PM_KIND);
  const len = <i32>load<u8>(move + PM_LEN);
  const tiles = move + PM_TILES;
  const score = kind == PLY_PLACE ? load<i32>(move + PM_SCORE) : 0;
  if (kind == PLY_PLACE) {
    const r = scrabbleApplyMove(ctx, <i32>load<u8>(move + PM_ROW), <i32>load<u8>(move + PM_COL), <i32>load<u8>(move + PM_DIR), tiles, len);
    if (r != APPLY_OK) return r;
    let placed = 0;
    for (let i = 0; i < len; i++) {
      const t = <u32>load<u8>(tiles + <usize>i);
      if (t == 0) continue;
      const slot = rack + <usize>((t & BLANK_BIT) != 0 ? 0 : t & TILE_MASK);
      store<u8>(slot, load<u8>(slot) - 1);
      placed++;
    }
    draw(state, rack, placed);
  } else if (kind == PLY_EXCHANGE) {
    for (let i = 0; i < len; i++) {
      const slot = rack + <usize>load<u8>(tiles + <usize>i);
      store<u8>(slot, load<u8>(slot) - 1);
    }
    draw(state, rack, len);
    const bag = state + PS_BAG;
    let size = load<u32>(state + PS_BAG_SIZE);
    for (let i = 0; i < len; i++) {
      store<u8>(bag + <usize>size, load<u8>(tiles + <usize>i));
      size++;
    }
    store<u32>(state + PS_BAG_SIZE, size);
  }
  const scores = state + PS_SCORES;
  store<i32>(scores + (seat << 2), load<i32>(scores + (seat << 2)) + score);
  store<i32>(state + PS_LAST_LEAVE + (seat << 2), load<i32>(move + PM_LEAVE));
  const zeroTurns = score == 0 ? load<u32>(state + PS_ZERO_TURNS) + 1 : 0;
  store<u32>(state + PS_ZERO_TURNS, zeroTurns);
  let left = 0;
  for (let t: usize = 0; t < 64; t++) left += <i32>load<u8>(rack + t);
  const other: usize = 1 - seat;
  const mine = rackValue(ctx, rack);
  const theirs = rackValue(ctx, state + PS_RACKS + (other << 6));
  if (left == 0 && load<u32>(state + PS_BAG_SIZE) == 0) {
    store<u32>(state + PS_OVER, GAME_OUT);
    const transfer = load<u32>(state + PS_GOING_OUT) == GOING_OUT_TRANSFER;
    store<i32>(scores + (seat << 2), load<i32>(scores + (seat << 2)) + (transfer ? theirs : 2 * theirs));
    if (transfer) store<i32>(scores + (other << 2), load<i32>(scores + (other << 2)) - theirs);
  } else if (zeroTurns >= load<u32>(state + PS_SCORELESS_LIMIT)) {
    store<u32>(state + PS_OVER, GAME_SCORELESS);
    store<i32>(scores + (seat << 2), load<i32>(scores + (seat << 2)) - mine);
    store<i32>(scores + (other << 2), load<i32>(scores + (other << 2)) - theirs);
  }
  store<u32>(state + PS_ON_TURN, <u32>other);
  return APPLY_OK;
}

/**
 * Deals both racks if the state asks (deal), plays the state's first move (moves[0], written by
 * the host) if given (firstGiven), then up to `plies` moves of its player (PS_PLAYER) while
 * the game goes on (plies + 1 in all without a first move), writing each in moves; then takes the plays
 * back off the context's board. Returns the moves played, or PLAYOUT_NO_ROOM (a region of the
 * context too small: outBytes, moveCount or undoNeed), PLAYOUT_UNRANKED or PLAYOUT_BIG_RACK; the
 * board is as it was in every case, the state not (the host writes it again).
 */
export function scrabblePlayout(ctx: usize, state: usize, plies: i32): i32 {
  const s0 = load<i32>(state + PS_SCORES);
  const s1 = load<i32>(state + PS_SCORES + 4);
  store<i32>(state + PS_LAST_LEAVE, 0);
  store<i32>(state + PS_LAST_LEAVE + 4, 0);
  store<u32>(state + PS_OVER, GAME_ON);
  if (load<u32>(state + PS_DEAL) != 0) {
    const rackSize = <i32>load<u32>(ctx + SC_RACK_SIZE);
    draw(state, state + PS_RACKS, rackSize);
    draw(state, state + PS_RACKS + 64, rackSize);
    store<u32>(state + PS_DEAL, 0);
  }
  const firstGiven = load<u32>(state + PS_FIRST_GIVEN) != 0;
  const byScore = load<u32>(state + PS_PLAYER) == PLAYOUT_BY_SCORE;
  let applied = 0;
  let result = 0;
  let m = 0;
  for (; m <= plies && m < PLAYOUT_MAX_MOVES && load<u32>(state + PS_OVER) == GAME_ON; m++) {
    if (m > 0 || !firstGiven) {
      const kind = byScore ? chooseByScore(ctx, state, m) : choose(ctx, state, m);
      if (kind < 0) {
        result = kind;
        break;
      }
    }
    const r = play(ctx, state, m);
    if (r != APPLY_OK) {
      result = r == APPLY_NO_ROOM ? PLAYOUT_NO_ROOM : PLAYOUT_BAD_MOVE;
      break;
    }
    if (load<u8>(moveAt(state, m) + PM_KIND) == PLY_PLACE) applied++;
  }
  for (; applied > 0; applied--) scrabbleUndoMove(ctx);
  if (result < 0) return result;
  store<u32>(state + PS_MOVE_COUNT, <u32>m);
  let value = EQUITY_SCALE * (load<i32>(state + PS_SCORES) - load<i32>(state + PS_SCORES + 4) - (s0 - s1));
  if (load<u32>(state + PS_OVER) == GAME_ON && load<u32>(state + PS_BAG_SIZE) > 0) {
    value += load<i32>(state + PS_LAST_LEAVE) - load<i32>(state + PS_LAST_LEAVE + 4);
  }
  store<i32>(state + PS_VALUE, value);
  return m;
}
