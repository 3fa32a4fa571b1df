// Exchanges and the pass, listed beside the plays when asked (no core needed: at most 2^7 of
// them). An exchange is allowed while the bag holds at least rackSize tiles (the standard rule).

import type { ExchangeMove, PassMove } from './move.js';

/**
 * Every distinct non-empty sub-multiset of the rack (counts by tile, [0] = blanks) as an
 * exchange, if bagSize ≥ rackSize, then the pass.
 */
export function exchangeMoves(counts: Uint8Array, rackSize: number, bagSize: number): (ExchangeMove | PassMove)[] {
  const leave = tilesOf(counts);
  const out: (ExchangeMove | PassMove)[] = [];
  if (bagSize >= rackSize) {
    const kinds: number[] = [];
    for (let t = 0; t < counts.length; t++) if (counts[t]) kinds.push(t);
    const take = new Uint8Array(counts.length);
    const visit = (k: number): void => {
      if (k === kinds.length) {
        const tiles: number[] = [];
        const kept: number[] = [];
        for (const t of kinds) {
          for (let n = 0; n < take[t]!; n++) tiles.push(t);
          for (let n = take[t]!; n < counts[t]!; n++) kept.push(t);
        }
        if (tiles.length) out.push({ kind: 'exchange', tiles, score: 0, leave: kept });
        return;
      }
      const t = kinds[k]!;
      for (let n = 0; n <= counts[t]!; n++) {
        take[t] = n;
        visit(k + 1);
      }
      take[t] = 0;
    };
    visit(0);
  }
  out.push({ kind: 'pass', score: 0, leave });
  return out;
}

function tilesOf(counts: Uint8Array): number[] {
  const out: number[] = [];
  for (let t = 0; t < counts.length; t++) for (let n = 0; n < counts[t]!; n++) out.push(t);
  return out;
}
