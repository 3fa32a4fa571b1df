// Game rules on hand-made positions (going out, six scoreless turns, the exchange limit, rack
// penalties), players and their checks, and whole games written as GCG and CGP that read back
// to the same scores and positions.

import { beforeAll, describe, expect, it } from 'vitest';
import { english, spanish } from '../../src/alphabet/index.js';
import { engineFor } from '../../src/engine.js';
import { rescoreGcg } from '../helpers.js';
import {
  equityPlayer, Game, gameCgp, gameGcg, gamePosition, MovegenSearcher, playGame, playerRandom, scorePlayer, topKPlayer, userPlayer,
} from '../../src/game/index.js';
import { LeaveTable } from '../../src/leaves/table.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { type CompiledRuleset, loadRuleset, compileRuleset, englishRuleset, type Ruleset } from '../../src/rules/index.js';
import type { PlaceMove } from '../../src/scrabble/movegen.js';
import { rackString } from '../../src/scrabble/notation.js';
import { emptyPosition, gcgTurns, readCgp, readGcg, replayGcg } from '../../src/scrabble/position/index.js';

beforeAll(async () => {
  await ensureLexicon('sowpods');
  await ensureLexicon('catalan');
});

const tile = (s: string) => english.tileOf(s)!;
const tiles = (s: string) => [...s].map((ch) => (ch === '?' ? 0 : tile(ch))).sort((a, b) => a - b);

/** The English board with a small tile set (and no bingo bonus): hand-made endgames. */
function tinyRules(spec: string, extra: Partial<Ruleset> = {}): CompiledRuleset {
  const counts = new Map<string, number>();
  for (const ch of spec) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const values = new Map(englishRuleset().tiles.map((t) => [t.tile, t.value]));
  return compileRuleset({
    ...englishRuleset(), name: 'tiny', rackSize: 3, bingoBonus: 0,
    tiles: [...counts].map(([t, count]) => ({ tile: t, count, value: values.get(t)! })), ...extra,
  });
}

function startAt(rules: CompiledRuleset, racks: [string, string], scores: [number, number] = [0, 0]): Game {
  const pos = emptyPosition(15, 15);
  pos.racks = [Uint8Array.from(tiles(racks[0])), Uint8Array.from(tiles(racks[1]))];
  pos.scores = scores;
  return new Game(rules, { seed: 1, position: pos, lexicon: 'sowpods' });
}

const searcherFor = (rules: CompiledRuleset) => new MovegenSearcher(engineFor('sowpods'), rules);

describe('end of the game', () => {
  it('going out with the bag empty: twice the other rack (default rule), one GCG end line', () => {
    const rules = tinyRules('CATDOG');
    const game = startAt(rules, ['CAT', 'DOG']);
    expect(game.bagSize).toBe(0);
    playGame(game, [scorePlayer(), scorePlayer()], searcherFor(rules));
    // CAT or ACT through the centre double word: (3+1+1)×2 = 10; DOG is worth 2+1+2 = 5.
    expect(game.over).toBe('out');
    expect(game.turns).toHaveLength(1);
    expect(game.scores).toEqual([10 + 10, 0]);
    expect(game.ends).toEqual([{ player: 0, tiles: tiles('DOG'), score: 10, total: 20 }]);
    expect(gameGcg(game).trim().split('\n').at(-1)).toBe('>p1: (DGO) +10 20');
  });

  it("going out under seed 004's rule: the rack values move from the others to the player", () => {
    const rules = tinyRules('CATDOG', { goingOut: 'transfer' });
    const game = startAt(rules, ['CAT', 'DOG'], [30, 40]);
    playGame(game, [scorePlayer(), scorePlayer()], searcherFor(rules));
    expect(game.scores).toEqual([30 + 10 + 5, 40 - 5]);
    const gcg = gameGcg(game).trim().split('\n');
    expect(gcg.slice(-2)).toEqual(['>p1: (DGO) +5 45', '>p2: DGO (DGO) -5 35']);
  });

  it('six scoreless turns in a row: each player loses their own rack', () => {
    const rules = tinyRules('QZXJKV');
    const game = startAt(rules, ['QZX', 'JKV'], [100, 90]);
    const zeros: number[] = [];
    playGame(game, [scorePlayer(), scorePlayer()], searcherFor(rules), { beforeTurn: (g) => zeros.push(g.zeroTurns) });
    expect(zeros).toEqual([0, 1, 2, 3, 4, 5]);
    expect(game.turns.map((t) => t.move.kind)).toEqual(['pass', 'pass', 'pass', 'pass', 'pass', 'pass']);
    expect(game.over).toBe('scoreless');
    expect(game.scores).toEqual([100 - 28, 90 - 17]);
    const gcg = gameGcg(game).trim().split('\n');
    expect(gcg.slice(-2)).toEqual(['>p1: QXZ (QXZ) -28 72', '>p2: JKV (JKV) -17 73']);
  });

  it('a play scoring 0 counts as scoreless; a scoring play starts the count again', () => {
    const rules = tinyRules('??AAQZ');
    const game = startAt(rules, ['??A', 'AQZ']);
    game.zeroTurns = 3;
    const s = searcherFor(rules);
    s.load(game.board);
    // Two blanks as a word through the centre score 0.
    const zero = s.byScore(game.racks[0]!).toArray().find((m) => m.kind === 'place' && m.score === 0 && m.tiles.length === 2) as PlaceMove;
    expect(zero).toBeDefined();
    game.play(zero);
    expect(game.zeroTurns).toBe(4);
    s.apply(zero);
    game.play(s.byScore(game.racks[1]!, { top: 1 }).get(0));
    expect(game.zeroTurns).toBe(0);
  });
});

describe('exchanges', () => {
  it('need rackSize tiles in the bag by default; the ruleset can lower it; never more tiles than the bag holds', () => {
    const strict = startAt(tinyRules('ABCDEFGH'), ['ABC', 'DEF']);
    expect(strict.bagSize).toBe(2);
    expect(strict.exchangeLimit).toBe(0);
    expect(() => strict.play({ kind: 'exchange', tiles: [tile('A')], score: 0, leave: [] }))
      .toThrow(/exchange with 2 tiles in the bag; the rules need at least 3/);

    const loose = startAt(tinyRules('ABCDEFGH', { exchangeMinBag: 1 }), ['ABC', 'DEF']);
    expect(loose.exchangeLimit).toBe(2);
    expect(() => loose.play({ kind: 'exchange', tiles: tiles('ABC'), score: 0, leave: [] }))
      .toThrow(/an exchange of 3 tiles with 2 in the bag/);
    expect(() => loose.play({ kind: 'exchange', tiles: tiles('AZ'), score: 0, leave: [] })).toThrow(/needs Z, which the rack ABC does not hold/);
    loose.play({ kind: 'exchange', tiles: tiles('AB'), score: 0, leave: tiles('C') });
    // Drawn first, then put back: the rack holds C and the bag's G and H; A and B are in the bag.
    expect(loose.racks[0]).toEqual(tiles('CGH'));
    expect(loose.bagContents()).toEqual(tiles('AB'));
    expect(loose.zeroTurns).toBe(1);
    expect(loose.onTurn).toBe(1);
    expect(gameGcg(loose)).toMatch(/^>p1: ABC -AB \+0 0$/m);
  });

  it('Catalan rules (seed 004): an exchange while the bag holds any tile, going out transfers', () => {
    const r = loadRuleset('catalan').ruleset;
    expect([r.exchangeMinBag, r.goingOut]).toEqual([1, 'transfer']);
    expect(loadRuleset('english').ruleset.exchangeMinBag).toBeUndefined();
  });
});

describe('moves that do not fit', () => {
  it('are refused with a clear message, leaving the game as it was', () => {
    const rules = tinyRules('CATDOGSE');
    const game = startAt(rules, ['CAT', 'DOG']);
    const s = searcherFor(rules);
    s.load(game.board);
    const cat = s.byScore(game.racks[0]!).toArray().find((m) => m.kind === 'place') as PlaceMove;
    const stolen = { ...cat, tiles: cat.tiles.map(() => tile('S')) };
    expect(() => game.play(stolen)).toThrow(/needs S, which the rack ACT does not hold/);
    expect(game.turns).toHaveLength(0);
    game.play(cat);
    expect(() => game.play({ ...cat })).toThrow(/square \d+[A-O] is taken/);
    expect(game.racks[1]).toEqual(tiles('DGO'));
  });

  it('a user player: its play is checked and scored by the engine; an illegal one is refused', () => {
    const rules = tinyRules('CATDOG');
    const s = searcherFor(rules);
    const honest = userPlayer('me', (view) => ({ ...(view.searcher.byScore(view.rack).get(0) as PlaceMove), score: 999 }));
    const game = playGame(startAt(rules, ['CAT', 'DOG']), [honest, scorePlayer()], s);
    expect(game.turns[0]!.move.score).toBe(10);
    const cta = [tile('C'), tile('T'), tile('A')];
    const cheat = userPlayer('cheat', () => ({ kind: 'place', row: 7, col: 7, dir: 'across', tiles: cta, word: cta, score: 50, leave: [] }));
    expect(() => playGame(startAt(rules, ['CAT', 'DOG']), [cheat, scorePlayer()], s)).toThrow(/player p1: the play at row 8, column 8 \(across\) is not a legal play for the rack ACT/);
  });
});

describe('whole games written down', () => {
  /** Plays every place event of a record again through the move generator: same scores, same totals. */
  for (const [name, lexicon] of [['english', 'sowpods'], ['catalan', 'catalan']] as const) {
    it(`${name}: autoplayed games replay from their GCG to the same scores; every CGP reads back`, () => {
      const rules = loadRuleset(name);
      const searcher = new MovegenSearcher(engineFor(lexicon), rules);
      const table = LeaveTable.empty(rules);
      for (let g = 0; g < 3; g++) {
        const game = new Game(rules, { seed: 100 + g, lexicon });
        playGame(game, [equityPlayer(table), topKPlayer(3)], searcher, { randoms: [playerRandom(g, 0), playerRandom(g, 1)] });
        const gcg = gameGcg(game);
        expect(rescoreGcg(gcg, rules, lexicon)).toEqual(game.scores);
        const record = readGcg(gcg, rules.alphabet, rules.ruleset);
        expect(record.lexicon).toBe(lexicon);
        const turns = gcgTurns(record).length;
        expect(turns).toBe(game.turns.length);
        expect(replayGcg(record, rules, turns).scores).toEqual(game.scores);
        for (const turn of [0, 5, Math.floor(turns / 2), turns]) {
          const read = readCgp(gameCgp(game, turn), rules.alphabet);
          const want = gamePosition(game, turn);
          const replayed = replayGcg(record, rules, turn);
          expect(Array.from(read.board)).toEqual(Array.from(replayed.board));
          expect(read.scores).toEqual([want.scores[want.onTurn], want.scores[1 - want.onTurn]]);
          expect(Array.from(read.racks[0])).toEqual(Array.from(want.racks[want.onTurn]));
          if (turn < turns) expect(Array.from(read.racks[0])).toEqual(game.turns[turn]!.rack);
        }
      }
    });
  }

  it('the same seed plays the same game; another seed another', () => {
    const rules = loadRuleset('english');
    const s = searcherFor(rules);
    const play = (seed: number) => gameGcg(playGame(new Game(rules, { seed }), [scorePlayer(), scorePlayer()], s));
    expect(play(7)).toBe(play(7));
    expect(play(7)).not.toBe(play(8));
  });
});

describe('rack text', () => {
  it('brackets multi-letter tiles and separates tiles that would read as one', () => {
    const sp = (x: string) => spanish.tileOf(x)!;
    expect(rackString([sp('R'), sp('R'), sp('RR'), 0], spanish)).toBe('R R[RR]?');
    expect(rackString([sp('C'), sp('H'), sp('CH')], spanish)).toBe('C H[CH]');
    // Without the space the two Rs would read back as the RR tile.
    expect(Array.from(spanish.parseRack('RR'))).toEqual([sp('RR')]);
  });
});
