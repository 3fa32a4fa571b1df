// Duplicate: racks meet the vowel and consonant minimums over many seeded draws, each master
// move is the top score of a best-only search, ties go to fewer blanks, and a seed gives its game.

import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine.js';
import { DEFAULT_DRAW_RULES, DuplicateGame, meetsMinimums, minimumsAt, RackDrawer, rackKinds, vowelTiles } from '../../src/duplicate/index.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset } from '../../src/rules/index.js';
import { seededRandom } from '../../src/random.js';
import { searcherFor } from '../../src/game/searcher.js';
import { SOAK } from '../helpers.js';

const RULESETS = ['english', 'catalan', 'spanish'] as const;

beforeAll(async () => {
  for (const r of RULESETS) await ensureLexicon(loadRuleset(r).ruleset.lexicon);
});

describe('duplicate racks', () => {
  it('counts a blank as the kind the rack lacks, each blank once', () => {
    const rules = loadRuleset('english');
    const v = vowelTiles(rules);
    const t = (s: string) => [...s].map((c) => (c === '?' ? 0 : rules.alphabet.tileOf(c)!));
    const two = { vowels: 2, consonants: 2 };
    expect(meetsMinimums(t('AEBCDFG'), v, two)).toBe(true);
    expect(meetsMinimums(t('ABCDFGH'), v, two)).toBe(false);
    expect(meetsMinimums(t('A?CDFGH'), v, two)).toBe(true);
    expect(meetsMinimums(t('??BCDFG'), v, two)).toBe(true);
    expect(meetsMinimums(t('?BCDFGH'), v, two)).toBe(false);
    expect(meetsMinimums(t('AEIOU?B'), v, two)).toBe(true);
    expect(meetsMinimums(t('AEIOUEB'), v, two)).toBe(false);
    expect(rackKinds(t('AY?'), v)).toEqual({ vowels: 1, consonants: 1, blanks: 1 });
  });

  it('digraph tiles are consonants', () => {
    const cat = loadRuleset('catalan');
    const v = vowelTiles(cat);
    for (const d of ['L·L', 'NY', 'QU', 'Ç']) expect(v[cat.alphabet.tileOf(d)!]).toBe(false);
    const spa = loadRuleset('spanish');
    const sv = vowelTiles(spa);
    for (const d of ['CH', 'LL', 'RR', 'Ñ']) expect(sv[spa.alphabet.tileOf(d)!]).toBe(false);
    expect(sv[spa.alphabet.tileOf('E')!]).toBe(true);
  });

  // Random leaves of random sizes stand for the master moves: 1,000 seeded games a ruleset.
  it.each(RULESETS)('%s: every rack of 1,000 seeded games meets the minimums of its turn', (name) => {
    const rules = loadRuleset(name);
    const v = vowelTiles(rules);
    const size = rules.ruleset.rackSize;
    let racks = 0;
    for (let seed = 1; seed <= 1000 * SOAK; seed++) {
      const drawer = new RackDrawer(rules, DEFAULT_DRAW_RULES, seed);
      const r = seededRandom(seed ^ 0x5bd1e995);
      let leave: number[] = [];
      for (let turn = 1; ; turn++) {
        const drawn = drawer.draw(leave, turn);
        if (!drawn) break;
        racks++;
        expect(meetsMinimums(drawn.rack, v, minimumsAt(DEFAULT_DRAW_RULES, turn))).toBe(true);
        expect(drawn.rack.length).toBe(Math.min(size, drawn.rack.length + drawer.bagSize));
        if (drawer.bagSize === 0) break;
        // Play 1..7 tiles: the leave is a random part of the rack.
        const shuffled = [...drawn.rack].sort(() => r() - 0.5);
        leave = shuffled.slice(0, Math.floor(r() * size)).sort((a, b) => a - b);
      }
    }
    expect(racks).toBeGreaterThan(10_000);
  });
});

describe('duplicate games', () => {
  it.each(RULESETS)('%s: each master move is the top score of a best-only search, ties by fewer blanks', (name) => {
    const rules = loadRuleset(name);
    const engine = engineFor(rules.ruleset.lexicon);
    for (let seed = 1; seed <= 3 * SOAK; seed++) {
      const game = new DuplicateGame(engine, rules, { seed, turns: 20 });
      const board = new Uint8Array(game.board.length);
      let total = 0;
      for (let t = game.next(); t; t = game.next()) {
        const s = searcherFor(engine, rules);
        s.load(board);
        const best = s.byScore(t.rack, { top: 1 });
        expect(t.master.score).toBe(best.get(0).score);
        const blanks = (m: typeof t.master) => m.tiles.filter((x) => x & 0x80).length;
        for (const tie of t.ties) {
          expect(tie.score).toBe(t.master.score);
          expect(blanks(tie)).toBeGreaterThanOrEqual(blanks(t.master));
        }
        expect(t.blankTieBreak).toBe(t.ties.some((m) => blanks(m) > blanks(t.master)));
        total += t.master.score;
        expect(t.total).toBe(total);
        const cols = rules.ruleset.cols;
        t.master.tiles.forEach((x, i) => {
          if (x) board[t.master.dir === 'across' ? t.master.row * cols + t.master.col + i : (t.master.row + i) * cols + t.master.col] = x;
        });
      }
      // 20 turns, or an end the rules give earlier.
      if (game.turns.length < 20) expect(['tiles out', 'no valid rack', 'no play']).toContain(game.over);
      else expect(game.over).toBe('turns');
      expect(Array.from(game.board)).toEqual(Array.from(board));
    }
  });

  it('the same seed gives the same game, another seed another', () => {
    const rules = loadRuleset('catalan');
    const engine = engineFor(rules.ruleset.lexicon);
    const moves = (seed: number) => new DuplicateGame(engine, rules, { seed, turns: 8 }).play().map((t) => [t.rack.join(','), t.master.row, t.master.col, t.master.dir, t.master.score]);
    expect(moves(7)).toEqual(moves(7));
    expect(moves(7)).not.toEqual(moves(8));
  });

  it('a whole game ends with the tiles out or no valid rack', () => {
    const rules = loadRuleset('english');
    const game = new DuplicateGame(engineFor('sowpods'), rules, { seed: 3 });
    game.play();
    expect(['tiles out', 'no valid rack', 'no play']).toContain(game.over);
    expect(game.turns.length).toBeGreaterThan(10);
  });

  it('refuses minimums that do not fit the rack', () => {
    const rules = loadRuleset('english');
    expect(() => new DuplicateGame(engineFor('sowpods'), rules, { seed: 1, draw: { earlyVowels: 5, earlyConsonants: 3 } })).toThrow(/do not fit a rack of 7/);
  });
});
