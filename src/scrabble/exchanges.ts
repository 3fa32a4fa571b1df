// Exchanges and the pass, listed beside the plays when asked (no core needed: at most 2^7 of
// them), made in ranking order (move.ts: fewer tiles first, then by tiles) so that no sort is
// needed.

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
