// The GCG corpus: game records in the shapes other programs write (test/fixtures/gcg/README.md).
// Each is read from its bytes, its totals add up, it replays turn by turn, every play that stood
// scores what our move generator scores for it, and it writes back to a record that reads the same.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineFor } from '../../../src/engine.js';
import { loadRuleset } from '../../../src/rules/index.js';
import { generateMoves, type PlaceMove } from '../../../src/scrabble/movegen.js';
import {
  decodeGcg, type GcgEvent, type GcgGame, gcgTurns, readGcg, replayGcg, validatePosition, writeGcg,
} from '../../../src/scrabble/position/index.js';
import { boardFor } from '../helpers.js';

const dir = join(import.meta.dirname, '../../fixtures/gcg');
const files = readdirSync(dir).filter((f) => f.endsWith('.gcg')).sort();

/** What each record must show the reader saw (event kinds counted, and more). */
const shapes: Record<string, (g: GcgGame, bytes: Buffer) => void> = {
  'challenges-plus5-minus5.gcg': (g) => {
    expect(g.events.filter((e) => e.kind === 'challengeBonus').map((e) => [e.score, e.rack !== undefined])).toEqual([
      [-5, true], [5, false], [5, true],
    ]);
  },
  'phony-withdrawn.gcg': (g) => {
    const at = g.events.findIndex((e) => e.kind === 'withdrawn');
    expect(at).toBeGreaterThan(0);
    expect(g.events[at - 1]!.kind).toBe('place');
    expect(g.events[at]!.score).toBe(-g.events[at - 1]!.score);
  },
  'time-penalties.gcg': (g) => {
    expect(g.events.filter((e) => e.kind === 'timePenalty').map((e) => [e.score, e.rack !== undefined])).toEqual([[-10, false], [-20, true]]);
  },
  'six-zeros-end-rack-penalties.gcg': (g) => {
    const last = g.events.slice(-8);
    expect(last.slice(0, 6).map((e) => e.kind)).toEqual(Array(6).fill('pass'));
    expect(last.slice(6).map((e) => e.kind)).toEqual(['endRack', 'endRack']);
    for (const e of last.slice(6)) expect(e.score).toBeLessThan(0);
  },
  'out-play-end-rack-bonus.gcg': (g) => {
    const end = g.events.at(-1)!;
    expect(end.kind).toBe('endRack');
    expect(end.score).toBeGreaterThan(0);
  },
  'iso-8859-1-names.gcg': (g, bytes) => {
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(g.players).toEqual([{ nick: 'josé', name: 'José Núñez' }, { nick: 'zoë', name: 'Zoë Brontë' }]);
  },
  'crlf-line-ends.gcg': (g, bytes) => {
    expect(bytes.toString('latin1').split('\r\n').length).toBeGreaterThan(20);
    expect(g.players[0].name).toBe('Windows User');
  },
  'played-through-letters.gcg': (g) => {
    // Writers spell board tiles out: no square is marked, yet plays go through tiles.
    const places = g.events.filter((e) => e.kind === 'place');
    expect(places.every((e) => e.kind === 'place' && e.through.every((t) => t === 0))).toBe(true);
  },
  'played-through-dots.gcg': (g) => {
    expect(g.events.some((e) => e.kind === 'place' && e.word.includes(0))).toBe(true);
  },
  'notes-pragmas-incomplete.gcg': (g) => {
    expect(g.pragmas.map((p) => p.name)).toEqual(['character-encoding', 'title', 'description', 'id', 'tile-distribution', 'note']);
    expect(g.lexicon).toBe('CSW21');
    const notes = g.events.flatMap((e) => e.notes ?? []).map((n) => n.value);
    expect(notes).toEqual(['Opening: the centre star is covered.', 'A longer note that runs on\nover a second line, as annotators write them.']);
    expect(g.finalRacks.every((r) => r?.length === 7)).toBe(true);
  },
  'no-racks.gcg': (g) => {
    expect(g.events.filter((e) => e.rack === undefined).length).toBeGreaterThanOrEqual(2);
  },
  'catalan-digraphs.gcg': (g) => {
    expect(g.lexicon).toBe('catalan');
  },
};

/** Catalan records say so (#lexicon catalan); the others are English. */
function rulesFor(text: string) {
  return /^#lexicon catalan\b/m.test(text)
    ? { rules: loadRuleset('catalan'), lexicon: 'catalan' }
    : { rules: loadRuleset('english'), lexicon: 'sowpods' };
}

function withoutLines(g: GcgGame): unknown {
  return { ...g, events: g.events.map(({ line: _line, ...e }) => e) };
}

describe('GCG corpus: real-world shapes replay and add up', () => {
  it('every fixture has its shape check (and every check its fixture)', () => {
    expect(files.sort()).toEqual(Object.keys(shapes).sort());
  });

  for (const file of files) {
    it(file, () => {
      const bytes = readFileSync(join(dir, file));
      const text = decodeGcg(bytes);
      const { rules, lexicon } = rulesFor(text);
      // Reading checks that every line's total is the previous total plus its score.
      const game = readGcg(text, rules.alphabet, rules.ruleset);
      shapes[file]!(game, bytes);
      const engine = engineFor(lexicon);
      const turns = gcgTurns(game);
      expect(turns.length).toBeGreaterThan(5);

      // Every play that stood scores what the move generator scores for the same tiles.
      let checked = 0;
      game.events.forEach((e, k) => {
        if (e.kind !== 'place' || game.events[k + 1]?.kind === 'withdrawn') return;
        const before = replayGcg(game, rules, turns.indexOf(e));
        const placed = placedTiles(e, before.board, rules.ruleset.cols);
        const rack = e.rack ? Array.from(e.rack) : placed.filter((t) => t).map((t) => (t & 0x80 ? 0 : t));
        const moves = generateMoves(engine, boardFor(rules, before.board), rack) as PlaceMove[];
        const same = moves.find((m) => m.kind === 'place' && m.row === e.row && m.col === e.col && m.dir === e.dir &&
          m.tiles.join() === placed.join());
        expect(same, `${file} line ${e.line}: the play is not one the move generator finds`).toBeDefined();
        expect(same!.score, `${file} line ${e.line}`).toBe(e.score);
        checked++;
      });
      expect(checked).toBeGreaterThan(5);

      // The end: the totals are the replayed scores, and the board is a legal one.
      const end = replayGcg(game, rules, turns.length);
      const last = (p: 0 | 1) => game.events.filter((e) => e.player === p).at(-1)!.total;
      expect(end.scores).toEqual([last(0), last(1)]);
      expect(validatePosition(end, rules, engine.lexicon)).toEqual([]);

      // Written and read again: the same record, and the writer is a fixed point.
      const written = writeGcg(game, rules.alphabet);
      const again = readGcg(written, rules.alphabet);
      expect(withoutLines(again)).toEqual(withoutLines(game));
      expect(writeGcg(again, rules.alphabet)).toBe(written);
    });
  }
});

/** The play's tiles as the move generator lists them: 0 where the board already has a tile. */
function placedTiles(e: GcgEvent & { kind: 'place' }, board: Uint8Array, cols: number): number[] {
  return Array.from(e.word, (t, i) => {
    const sq = e.dir === 'across' ? e.row * cols + e.col + i : (e.row + i) * cols + e.col;
    return board[sq] ? 0 : t;
  });
}
