// The endgame's killer plays (src/endgame/keptPlay.ts) against the move generator: a play that
// fits a changed board must be one of that board's plays for its tiles, with the same score.

import { beforeAll, describe, expect, it } from 'vitest';
import { BLANK, BLANK_BIT } from '../../src/alphabet/index.js';
import { Engine, engineFor } from '../../src/engine.js';
import { autoplayPositions } from '../../src/endgame/index.js';
import { KeptPlay } from '../../src/endgame/keptPlay.js';
import { searcherFor, type Searcher } from '../../src/game/searcher.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset } from '../../src/rules/index.js';
import type { PlaceMove } from '../../src/scrabble/move.js';
import type { Position } from '../../src/scrabble/position/index.js';

const rules = loadRuleset('english');
const { rows, cols } = rules.ruleset;
let engine: Engine;
let positions: Position[];

beforeAll(async () => {
  await ensureLexicon('sowpods');
  engine = engineFor('sowpods');
  positions = autoplayPositions(engine, rules, { seed: 31, count: 24, games: 40, accept: (g) => g.bagSize <= 40 });
});

const plays = (searcher: Searcher, rack: ArrayLike<number>) => {
  const list = searcher.byScore(rack);
  return Array.from({ length: list.length }, (_, i) => list.get(i)).filter((m): m is PlaceMove => m.kind === 'place');
};
const placed = (m: PlaceMove) => m.tiles.filter((t) => t).map((t) => (t & BLANK_BIT ? BLANK : t));
const squares = (m: PlaceMove) => m.tiles.flatMap((t, i) => (t ? [(m.row + (m.dir === 'down' ? i : 0)) * cols + m.col + (m.dir === 'across' ? i : 0)] : []));
const sameSquares = (a: PlaceMove, b: PlaceMove) => a.row === b.row && a.col === b.col && a.dir === b.dir &&
  a.tiles.length === b.tiles.length && a.tiles.every((t, i) => t === b.tiles[i]);

describe('KeptPlay.fits', () => {
  it('only on boards where the play is legal with the same score', () => {
    const searcher = searcherFor(engine, rules);
    let fits = 0, broken = 0, kept = 0, cases = 0;
    for (const p of positions) {
      searcher.load(p.board);
      const mine = plays(searcher, p.racks[p.onTurn]!), theirs = plays(searcher, p.racks[1 - p.onTurn]!);
      for (let k = 0; k < 6 && mine.length; k++) {
        const play = mine[Math.floor((k * mine.length) / 6)]!;
        const out = new KeptPlay(play, p.board, rows, cols);
        const rack = placed(play), counts = new Uint8Array(64);
        for (const t of rack) counts[t]!++;
        expect(out.fits(p.board, counts)).toBe(true);
        expect(out.tiles).toBe(rack.length);
        counts[rack[0]!]!--;
        expect(out.fits(p.board, counts)).toBe(false);
        counts[rack[0]!]!++;
        // The other side's plays near it (most change its words or take its squares), and some far away.
        const near = new Set(squares(play).flatMap((sq) => [sq, sq - 1, sq + 1, sq - cols, sq + cols, sq - 2, sq + 2, sq - 2 * cols, sq + 2 * cols]));
        const others = [...theirs.filter((q) => squares(q).some((sq) => near.has(sq))).slice(0, 10), ...theirs.filter((_, i) => i % 17 === 0).slice(0, 4)];
        for (const q of others) {
          const board = p.board.slice();
          q.tiles.forEach((t, i) => { if (t) board[(q.row + (q.dir === 'down' ? i : 0)) * cols + q.col + (q.dir === 'across' ? i : 0)] = t; });
          searcher.apply(q);
          const same = plays(searcher, rack).find((m) => sameSquares(m, play));
          searcher.undo();
          cases++;
          const legal = same !== undefined && same.score === play.score;
          if (out.fits(board, counts)) {
            expect(legal, `${JSON.stringify(play)} after ${JSON.stringify(q)}`).toBe(true);
            fits++;
          } else if (legal) kept++;
          else broken++;
        }
      }
    }
    // Both kinds of case were met: plays that still fit, and plays that the other side's play broke.
    expect(cases).toBeGreaterThan(500);
    expect(fits).toBeGreaterThan(cases / 4);
    expect(broken).toBeGreaterThan(cases / 10);
    // A board that changed outside the footprint never stops a play from fitting (kept: changed inside it, words the same).
    expect(kept).toBeLessThan(cases / 4);
  });
});
