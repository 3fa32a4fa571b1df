// Exchanges and the pass, listed beside the plays when asked (no core needed: at most 2^7 of
// them), made in ranking order (move.ts: fewer tiles first, then by tiles) so that no sort is
// needed, and only when a list reads one (OtherMoves): a list whose exchanges are only counted
// (a search that wants the plays) does not make 127 of them.

import type { ExchangeMove, PassMove } from './move.js';

/**
 * Every distinct exchange of 1..limit tiles of the rack (counts by tile, [0] = blanks), then
 * the pass if `pass`, in ranking order.
 */
export function exchangeMoves(counts: Uint8Array, limit: number, pass: boolean): (ExchangeMove | PassMove)[] {
  const kinds: number[] = [];
  for (let t = 0; t < counts.length; t++) if (counts[t]) kinds.push(t);
  // By number of tiles exchanged. Taking more of the lower tiles first makes each bucket's
  // words ascending: of two exchanges of as many tiles, the one with more of the lowest tile
  // where they differ is the lower word.
  const bySize: ExchangeMove[][] = [];
  const take = new Uint8Array(kinds.length);
  const visit = (k: number, size: number): void => {
    if (k === kinds.length) {
      if (size === 0 || size > limit) return;
      const tiles: number[] = [], leave: number[] = [];
      for (let i = 0; i < kinds.length; i++) {
        const t = kinds[i]!, n = take[i]!;
        for (let j = 0; j < n; j++) tiles.push(t);
        for (let j = n; j < counts[t]!; j++) leave.push(t);
      }
      (bySize[size] ??= []).push({ kind: 'exchange', tiles, score: 0, leave });
      return;
    }
    for (let n = counts[kinds[k]!]!; n >= 0; n--) {
      take[k] = n;
      visit(k + 1, size + n);
    }
  };
  if (limit > 0) visit(0, 0);
  const out: (ExchangeMove | PassMove)[] = [];
  for (const moves of bySize) if (moves) for (const m of moves) out.push(m);
  if (pass) out.push({ kind: 'pass', score: 0, leave: kinds.flatMap((t) => new Array<number>(counts[t]!).fill(t)) });
  return out;
}

/** Exchanges and the pass of a list, counted now and made when first read. */
export interface OtherMoves {
  readonly length: number;
  make(): (ExchangeMove | PassMove)[];
}

/** exchangeMoves(counts, limit, pass), counted now and made when asked. */
export function lazyExchangeMoves(counts: Uint8Array, limit: number, pass: boolean): OtherMoves {
  // Exchanges by number of tiles: the product over tiles of (1 + x + … + x^count).
  let bySize = [1];
  for (let t = 0; t < counts.length; t++) {
    const c = counts[t]!;
    if (!c) continue;
    const next = new Array<number>(bySize.length + c).fill(0);
    for (let s = 0; s < bySize.length; s++) for (let n = 0; n <= c; n++) next[s + n]! += bySize[s]!;
    bySize = next;
  }
  let length = pass ? 1 : 0;
  for (let s = 1; s < bySize.length && s <= limit; s++) length += bySize[s]!;
  return { length, make: () => exchangeMoves(counts, limit, pass) };
}
