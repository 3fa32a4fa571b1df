// Round trips on generated valid values: a random position, record or ruleset is written, read
// back equal, and written again identically — in every alphabet (Spanish has tiles that run into
// each other: C H is not CH).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Alphabet, BLANK_BIT, catalan, english, spanish } from '../../src/alphabet/index.js';
import { parseJsonText, parseRuleset, PREMIUM_CHARS, rulesetByName, type Ruleset } from '../../src/rules/index.js';
import {
  type GcgEvent, type GcgGame, type Position, readBoardText, readCgp, readGcg, writeBoardText, writeCgp, writeGcg,
} from '../../src/scrabble/position/index.js';
import { fuzzParameters } from './harness.js';

const alphabets = [english, catalan, spanish] as const;

const tile = (a: Alphabet) => fc.integer({ min: 1, max: a.size - 1 });
const boardTile = (a: Alphabet) => fc.tuple(tile(a), fc.boolean()).map(([t, blank]) => (blank ? t | BLANK_BIT : t));
const rack = (a: Alphabet, max = 7) => fc.array(fc.integer({ min: 0, max: a.size - 1 }), { maxLength: max }).map((r) => Uint8Array.from(r));
const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);

function position(a: Alphabet): fc.Arbitrary<Position> {
  return fc.record({ rows: fc.integer({ min: 1, max: 15 }), cols: fc.integer({ min: 1, max: 15 }) }).chain(({ rows, cols }) => fc.record({
    board: fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: boardTile(a) }),
      { minLength: rows * cols, maxLength: rows * cols }).map((b) => Uint8Array.from(b)),
    racks: fc.tuple(rack(a), rack(a)),
    scores: fc.tuple(fc.integer({ min: -999, max: 9999 }), fc.integer({ min: -999, max: 9999 })),
    zeroTurns: fc.integer({ min: 0, max: 6 }),
    lexicon: fc.option(name, { nil: undefined }),
  }).map((p) => {
    const pos: Position = { rows, cols, board: p.board, racks: p.racks, scores: p.scores, zeroTurns: p.zeroTurns, onTurn: 0 };
    if (p.lexicon !== undefined) pos.lexicon = p.lexicon;
    return pos;
  }));
}

/** A record whose totals add up: plays, exchanges, passes, withdrawals and adjustments, with or without racks. */
function record(a: Alphabet): fc.Arbitrary<GcgGame> {
  const word = fc.array(fc.tuple(boardTile(a), fc.integer({ min: 0, max: 3 })), { minLength: 1, maxLength: 9 })
    .map((squares) => ({
      // through 1 with tile 0 is a '.', through 1 with a tile a letter in parentheses.
      word: Uint8Array.from(squares, ([t, k]) => (k === 0 ? 0 : t)),
      through: Uint8Array.from(squares, ([, k]) => (k <= 1 ? 1 : 0)),
    }))
    .filter((w) => w.through.some((x) => x === 0));
  const event = fc.oneof(
    fc.record({ kind: fc.constant('place' as const), row: fc.nat({ max: 14 }), col: fc.nat({ max: 14 }),
      dir: fc.constantFrom('across' as const, 'down' as const), w: word, score: fc.nat({ max: 200 }) }),
    fc.record({ kind: fc.constant('pass' as const), score: fc.constant(0) }),
    fc.record({ kind: fc.constant('exchange' as const), count: fc.integer({ min: 1, max: 7 }), score: fc.constant(0) }),
    fc.record({ kind: fc.constantFrom('withdrawn' as const, 'challengeBonus' as const, 'timePenalty' as const), score: fc.integer({ min: -99, max: 99 }) }),
    fc.record({ kind: fc.constant('endRack' as const), tiles: rack(a).filter((r) => r.length > 0), score: fc.integer({ min: -50, max: 50 }) }),
  );
  return fc.record({
    nicks: fc.uniqueArray(name, { minLength: 2, maxLength: 2 }),
    events: fc.array(fc.record({ player: fc.constantFrom(0 as const, 1 as const), e: event, rack: fc.option(rack(a), { nil: undefined }),
      note: fc.option(fc.stringMatching(/^[A-Za-z][ A-Za-z0-9,.!]{0,30}$/), { nil: undefined }) }), { minLength: 1, maxLength: 20 }),
    lexicon: fc.option(name, { nil: undefined }),
    finalRack: fc.option(rack(a), { nil: undefined }),
  }).map((g) => {
    const totals = [0, 0];
    const events = g.events.map(({ player, e, rack: r, note }): GcgEvent => {
      totals[player]! += e.score;
      const base = { player, score: e.score, total: totals[player]! };
      let out: GcgEvent;
      if (e.kind === 'place') out = { ...base, kind: 'place', row: e.row, col: e.col, dir: e.dir, word: e.w.word, through: e.w.through };
      else if (e.kind === 'exchange') out = { ...base, kind: 'exchange', count: e.count };
      else if (e.kind === 'endRack') out = { ...base, kind: 'endRack', tiles: e.tiles };
      else out = { ...base, kind: e.kind };
      if (r?.length) out.rack = r;
      if (note) out.notes = [{ name: 'note', value: note.trim() }];
      return out;
    });
    const game: GcgGame = {
      players: [{ nick: g.nicks[0]!, name: `${g.nicks[0]} Full` }, { nick: g.nicks[1]!, name: g.nicks[1]! }],
      pragmas: [{ name: 'title', value: 'a generated game' }], events, finalRacks: [g.finalRack, undefined],
    };
    if (g.lexicon !== undefined) game.lexicon = g.lexicon;
    return game;
  });
}

function ruleset(): fc.Arbitrary<Ruleset> {
  return fc.record({
    base: fc.constantFrom('english', 'catalan', 'spanish'),
    rows: fc.integer({ min: 1, max: 21 }), cols: fc.integer({ min: 1, max: 21 }),
    rackSize: fc.integer({ min: 1, max: 12 }), bingoBonus: fc.nat({ max: 100 }), name,
    counts: fc.array(fc.nat({ max: 30 }), { minLength: 40, maxLength: 40 }), values: fc.array(fc.nat({ max: 20 }), { minLength: 40, maxLength: 40 }),
    premiums: fc.array(fc.constantFrom(...Object.keys(PREMIUM_CHARS)), { minLength: 441, maxLength: 441 }),
  }).map((x) => {
    const r = rulesetByName(x.base);
    return {
      ...r, name: x.name, rows: x.rows, cols: x.cols, rackSize: x.rackSize, bingoBonus: x.bingoBonus,
      premiums: Array.from({ length: x.rows }, (_, i) => x.premiums.slice(i * 21, i * 21 + x.cols).join('')),
      start: [x.rows >> 1, x.cols >> 1],
      tiles: r.tiles.map((t, i) => ({ tile: t.tile, count: x.counts[i]!, value: x.values[i]! })),
    };
  });
}

const withoutLines = (g: GcgGame) => ({ ...g, events: g.events.map(({ line: _line, ...e }) => e) });

describe('round trips of generated values', () => {
  for (const a of alphabets) {
    it(`CGP (${a.id}): write, read back equal, write again the same`, () => {
      fc.assert(fc.property(position(a), (p) => {
        const text = writeCgp(p, a);
        const back = readCgp(text, a);
        expect({ ...back, opcodes: undefined }).toEqual({ ...p, opcodes: undefined });
        expect(writeCgp(back, a)).toBe(text);
      }), fuzzParameters());
    });

    it(`text board (${a.id}, plain and spaced): write, read back equal, write again the same`, () => {
      fc.assert(fc.property(position(a), fc.boolean(), (p, spaced) => {
        const text = writeBoardText(p, a, { spaced });
        const back = readBoardText(text, a);
        expect(back.board).toEqual(p.board);
        expect([back.rows, back.cols]).toEqual([p.rows, p.cols]);
        expect(writeBoardText(back, a, { spaced })).toBe(text);
      }), fuzzParameters());
    });

    it(`GCG (${a.id}): write, read back equal, write again the same`, () => {
      fc.assert(fc.property(record(a), (g) => {
        const text = writeGcg(g, a);
        const back = readGcg(text, a);
        expect(withoutLines(back)).toEqual(withoutLines(g));
        expect(writeGcg(back, a)).toBe(text);
      }), fuzzParameters());
    });
  }

  it('ruleset JSON: write, read back equal, write again the same', () => {
    fc.assert(fc.property(ruleset(), (r) => {
      const text = JSON.stringify(r);
      const back = parseRuleset(parseJsonText(text, 'r.json'), 'r.json');
      expect(back).toEqual(r);
      expect(JSON.stringify(back)).toBe(text);
    }), fuzzParameters());
  });
});
