// Playouts in the core (src/game/corePlayout.ts, assembly/scrabble/playout.ts) against the
// TypeScript Game and equity player: each core playout replayed move by move through a Game
// (the equity player's choice at every ply, the Game's own draws, scores and end), and the
// playout values of the core and of the Game equal on hundreds of seeded deals and candidates,
// on English, Catalan (exchanges from one tile in the bag, going out by transfer) and Spanish,
// from positions early, mid-game, near the end and with the bag empty.

import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, engineFor } from '../../src/engine.js';
import { CorePlayouts, type CorePly, NO_LEAVES } from '../../src/game/corePlayout.js';
import { Game } from '../../src/game/game.js';
import { endgameValuation, equityPlayer } from '../../src/game/players.js';
import { searcherFor } from '../../src/game/searcher.js';
import { resolveLeaves } from '../../src/leaves/store.js';
import type { LeaveValuation } from '../../src/leaves/table.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset, type CompiledRuleset } from '../../src/rules/index.js';
import { moveKey } from '../../src/scrabble/move.js';
import type { Move } from '../../src/scrabble/movegen.js';
import { Playouts, type SimPosition } from '../../src/sim/playout.js';

const LANGUAGES = [
  { ruleset: 'english', lexicon: 'sowpods' },
  { ruleset: 'catalan', lexicon: 'catalan' },
  { ruleset: 'spanish', lexicon: 'spanish' },
] as const;

beforeAll(async () => {
  for (const l of LANGUAGES) await ensureLexicon(l.lexicon);
});

/** The position after `turns` turns of a seeded self-play game (equity players), the side on turn as seat 0. */
function selfPlayPosition(engine: Engine, rules: CompiledRuleset, leaves: LeaveValuation, seed: number, turns: number): SimPosition | undefined {
  const game = new Game(rules, { seed });
  const searcher = searcherFor(engine, rules);
  searcher.load(game.board);
  const player = equityPlayer(leaves);
  for (let t = 0; t < turns && !game.over; t++) {
    const p = game.onTurn;
    const move = player.choose({ game, player: p, rack: game.racks[p]!, searcher, random: Math.random });
    game.play(move);
    if (move.kind === 'place') searcher.apply(move);
  }
  if (game.over) return undefined;
  const s = game.onTurn;
  return { board: Array.from(game.board), rack: [...game.racks[s]!], scores: [game.scores[s]!, game.scores[1 - s]!], zeroTurns: game.zeroTurns };
}

/** A core ply as the Game plays it (its word and leave are not the Game's business). */
function asMove(ply: CorePly): Move {
  if (ply.kind === 'place') return { kind: 'place', row: ply.row, col: ply.col, dir: ply.dir, tiles: ply.tiles, word: [], score: ply.score, leave: [] };
  if (ply.kind === 'exchange') return { kind: 'exchange', tiles: ply.tiles, score: 0, leave: [] };
  return { kind: 'pass', score: 0, leave: [] };
}

const described = (m: Move | CorePly) => `${moveKey(asMoveLike(m))} ${m.score}`;
const asMoveLike = (m: Move | CorePly): Move => ('leaveValue' in m ? asMove(m) : m);

/** The candidates a simulation of the position would play: its best moves by static equity. */
function candidatesOf(engine: Engine, rules: CompiledRuleset, sim: SimPosition, leaves: LeaveValuation, playouts: Playouts, count: number): Move[] {
  const game = playouts.game(playouts.deal(0));
  const valuation = game.bagSize > 0 ? leaves : endgameValuation(game.tilesValue(playouts.unseen), rules.tileValue);
  const searcher = searcherFor(engine, rules);
  return searcher.byEquity(sim.rack, valuation, { top: count, exchangeLimit: game.exchangeLimit, pass: true }).moves.map((m) => m.move);
}

describe('core playouts replayed through the Game', () => {
  it.each(LANGUAGES)('$ruleset: every move is the equity player\'s, the Game draws the same tiles, the scores and the end agree', ({ ruleset, lexicon }) => {
    const engine = engineFor(lexicon);
    const rules = loadRuleset(ruleset);
    const table = resolveLeaves('builtin', rules)!;
    const searcher = searcherFor(engine, rules);
    const player = equityPlayer(table);
    let replayed = 0, plies = 0, ended = 0, exchanges = 0, passes = 0, emptyBag = 0;
    for (let seed = 1; seed <= 14; seed++) {
      const sim = selfPlayPosition(engine, rules, table, 100 * seed, (seed * 5) % 31);
      if (!sim) continue;
      const playouts = new Playouts(rules, sim, table, searcher, 6, seed);
      const core = CorePlayouts.for(searcher, table)!;
      expect(core).toBeDefined();
      for (const candidate of candidatesOf(engine, rules, sim, table, playouts, 3)) {
        for (let iteration = 0; iteration < 2; iteration++) {
          const deal = playouts.deal(iteration);
          const game = playouts.game(deal);
          const counts = new Uint8Array(rules.alphabet.size);
          for (const t of candidate.leave) counts[t]!++;
          const leave = Math.round(table.valueOfCounts(counts, candidate.leave.length) * 100);
          const r = core.run({
            racks: [game.racks[0]!, game.racks[1]!], bag: game.bagContents(), seed: deal.bagSeed,
            scores: [game.scores[0]!, game.scores[1]!], onTurn: 0, zeroTurns: game.zeroTurns,
          }, candidate, leave, 6)!;
          expect(r).toBeDefined();
          // The core took its plays back.
          expect(Array.from(searcher.board)).toEqual(sim.board);
          const moves = core.moves();
          expect(moves).toHaveLength(r.moves);
          expect(described(moves[0]!)).toBe(described(candidate));
          let applied = 0;
          try {
            for (let i = 0; i < moves.length; i++) {
              const ply = moves[i]!;
              if (i > 0) {
                if (game.bagSize === 0) emptyBag++;
                const chosen = player.choose({ game, player: game.onTurn, rack: game.racks[game.onTurn]!, searcher, random: Math.random });
                expect(described(ply), `seed ${seed}, ${ruleset}, ply ${i}`).toBe(described(chosen));
                plies++;
              }
              if (ply.kind === 'exchange') exchanges++;
              if (ply.kind === 'pass') passes++;
              const move = asMove(ply);
              game.play(move);
              if (move.kind === 'place') {
                searcher.apply(move);
                applied++;
              }
            }
          } finally {
            for (; applied > 0; applied--) searcher.undo();
          }
          expect(core.over()).toBe(game.over);
          if (!game.over) expect(moves).toHaveLength(7);
          else ended++;
          expect(core.scores()).toEqual(game.scores);
          expect({ value: r.value, over: r.over, mover: r.onTurn, moverUnseen: r.unseen }).toEqual(playouts.outcomeByGame(candidate, deal));
          replayed++;
        }
      }
    }
    expect(replayed).toBeGreaterThanOrEqual(40);
    expect(plies).toBeGreaterThan(200);
    // Endings, exchanges and empty bags were met, not only mid-game plays.
    expect(ended).toBeGreaterThan(0);
    expect(emptyBag).toBeGreaterThan(0);
    expect(exchanges + passes).toBeGreaterThan(0);
  });
});

describe('playout values: core == Game', () => {
  it.each(LANGUAGES)('$ruleset: the same value for every candidate and deal (≥ 200), leave table and none', ({ ruleset, lexicon }) => {
    const engine = engineFor(lexicon);
    const rules = loadRuleset(ruleset);
    const table = resolveLeaves('builtin', rules)!;
    const searcher = searcherFor(engine, rules);
    let compared = 0;
    for (const leaves of [table, NO_LEAVES]) {
      for (let seed = 1; seed <= 8; seed++) {
        const sim = selfPlayPosition(engine, rules, table, 7 * seed + 3, (seed * 7) % 29);
        if (!sim) continue;
        for (const plies of [2, 5]) {
          const core = new Playouts(rules, sim, leaves, searcher, plies, seed);
          const game = new Playouts(rules, sim, leaves, searcher, plies, seed, undefined, { core: false });
          expect(core.inCore).toBe(true);
          expect(game.inCore).toBe(false);
          const candidates = candidatesOf(engine, rules, sim, leaves, core, 4);
          for (let i = 0; i < 4; i++) {
            const deal = core.deal(i);
            for (const c of candidates) {
              expect(core.value(c, deal), `seed ${seed}, plies ${plies}, iteration ${i}`).toBe(game.value(c, deal));
              compared++;
            }
          }
          expect(core.searches).toBe(game.searches);
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(200);
  });
});
