// What a kept leave delivered, for leave training (src/game/train.ts). For each turn after
// which the player drew a full rack and whose next turn is not the game's last with tiles in
// the bag, the sample is that next turn's equity under the table played with:
//   score of the next move + value of the leave it kept   (TD(0): the table's own estimate
//   stands for the turns after).
// Samples are kept in hundredths of a point as sums per leave index, so adding runs in any order
// gives exactly the same totals: training is the same for any number of workers.

import type { LeaveTable } from '../leaves/table.js';
import type { Game } from './game.js';

/** Plain arrays, not typed ones: samples travel as JSON through a Redis queue. */
export interface LeaveSamples {
  /** Leave indices sampled, and for each the sum of targets (hundredths) and the count. */
  index: number[];
  sum: number[];
  count: number[];
}

export function leaveSamples(table: LeaveTable): { add(game: Game): void; result(): LeaveSamples } {
  const sums = new Map<number, [number, number]>();
  const indexOf = (leave: readonly number[]) => table.index.indexOfTiles(leave);
  return {
    add(game) {
      const turns = game.turns;
      const next = new Map<number, number>();
      // Walk backwards to know each turn's owner's next turn.
      const following: number[] = new Array(turns.length).fill(-1);
      for (let i = turns.length - 1; i >= 0; i--) {
        const p = turns[i]!.player;
        following[i] = next.get(p) ?? -1;
        next.set(p, i);
      }
      for (let i = 0; i < turns.length; i++) {
        const j = following[i]!;
        if (j < 0 || turns[j]!.bag === 0) continue;
        const leave = turns[i]!.move.leave;
        const at = leave.length <= table.maxLength ? indexOf(leave) : -1;
        if (at < 0) continue;
        const t = turns[j]!;
        // The next move's leave counts only if its owner then draws again (the bag is not empty after it).
        const after = turns[j + 1];
        const nextLeave = after && after.bag > 0 && t.move.leave.length <= table.maxLength ? indexOf(t.move.leave) : -1;
        const target = t.move.score * 100 + (nextLeave >= 0 ? table.values[nextLeave]! : 0);
        const s = sums.get(at);
        if (s) {
          s[0] += target;
          s[1]++;
        } else sums.set(at, [target, 1]);
      }
    },
    result() {
      const keys = [...sums.keys()].sort((a, b) => a - b);
      return { index: keys, sum: keys.map((k) => sums.get(k)![0]), count: keys.map((k) => sums.get(k)![1]) };
    },
  };
}
