// Arbitration of duplicate moves: hand-made submissions (tops, solos, invalid words, misplaced
// tiles, tiles not on the rack, wrong claims, missing moves) score as the rules say; random
// written plays are judged legal exactly when the plain-TypeScript move generator lists them,
// with its score; a recorded master game checks out, and a doctored one does not.

import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor, type Engine } from '../../src/engine.js';
import {
  arbitrate, Arbiter, checkMasterGame, DuplicateGame, type MasterTurn, masterGcg, masterTurnsOf, readMasterGame, readSubmissions, type Submission, writeSubmissions,
} from '../../src/duplicate/index.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { loadRuleset, type CompiledRuleset } from '../../src/rules/index.js';
import { referenceMoves, ReferenceLexicon } from '../../src/reference/scrabble.js';
import { searcherFor } from '../../src/game/searcher.js';
import type { PlaceMove } from '../../src/scrabble/move.js';
import { moveCoord, moveWord } from '../../src/scrabble/notation.js';
import { formatCoord, readGcg, tileText } from '../../src/scrabble/position/index.js';
import { boardFor } from '../scrabble/helpers.js';
import { randomInt, rng, SOAK, sowpodsTiles } from '../helpers.js';

let engine: Engine;
let rules: CompiledRuleset;
let game: DuplicateGame;
let turns: MasterTurn[];

beforeAll(async () => {
  await ensureLexicon('sowpods');
  engine = engineFor('sowpods');
  rules = loadRuleset('english');
  game = new DuplicateGame(engine, rules, { seed: 11, turns: 8 });
  game.play();
  turns = masterTurnsOf(game);
});

const text = (m: PlaceMove) => ({ coord: moveCoord(m), word: moveWord(m, rules.alphabet) });

/** A play of turn `t` other than the master's, scoring less. */
function lowerPlay(t: number): PlaceMove {
  const s = searcherFor(engine, rules);
  s.load(turns[t - 1]!.board);
  for (const m of s.byScore(turns[t - 1]!.rack)) if (m.kind === 'place' && m.score < turns[t - 1]!.score) return m;
  throw new Error('no lower play');
}

describe('duplicate arbitration', () => {
  it('scores tops, solos, wrong claims and missing moves as the rules say', () => {
    const master1 = game.turns[0]!.master, master2 = game.turns[1]!.master;
    const low2 = lowerPlay(2);
    const subs: Submission[] = [
      { player: 'ann', turn: 1, ...text(master1), claimed: master1.score },
      { player: 'bob', turn: 1, ...text(master1) },
      { player: 'cat', turn: 1, ...text(lowerPlay(1)) },
      { player: 'ann', turn: 2, ...text(master2), claimed: master2.score + 1 },
      { player: 'bob', turn: 2, ...text(low2) },
      { player: 'cat', turn: 2, ...text(low2), penalty: 5 },
    ];
    const r = arbitrate(engine, rules, turns, subs);
    const move = (p: string, t: number) => r.moves.find((m) => m.player === p && m.turn === t)!;
    expect(move('ann', 1)).toMatchObject({ verdict: 'ok', top: true, solo: false, points: master1.score });
    expect(move('bob', 1)).toMatchObject({ verdict: 'ok', top: true, solo: false });
    expect(move('cat', 1)).toMatchObject({ verdict: 'ok', top: false, points: lowerPlay(1).score });
    // Alone at the top of turn 2, with a wrong claim: scored as played, a warning, and the solo bonus.
    expect(move('ann', 2)).toMatchObject({ verdict: 'wrong claim', warning: true, top: true, solo: true, points: master2.score + 10 });
    expect(move('cat', 2)).toMatchObject({ verdict: 'ok', penalty: 5, points: low2.score - 5 });
    expect(move('ann', 3)).toMatchObject({ verdict: 'no move', points: 0 });
    expect(r.moves).toHaveLength(3 * turns.length);
    expect(r.masterTotal).toBe(game.total);
    const ann = r.ranking.find((s) => s.player === 'ann')!;
    expect(ann).toMatchObject({ rank: 1, total: master1.score + master2.score + 10, tops: 2, solos: 1, warnings: 1 });
    expect(ann.percent).toBeCloseTo((100 * ann.total) / game.total, 9);
    for (const s of r.ranking) expect(s.total).toBe(r.moves.filter((m) => m.player === s.player).reduce((a, m) => a + m.points, 0));

    const zero = arbitrate(engine, rules, turns, subs, { wrongClaim: 'zero', soloBonus: 0 });
    expect(zero.moves.find((m) => m.player === 'ann' && m.turn === 2)).toMatchObject({ verdict: 'wrong claim', points: 0, top: false, solo: false });
    // A solo needs enough players entering a move that turn.
    const few = arbitrate(engine, rules, turns, subs, { soloMinPlayers: 4 });
    expect(few.moves.some((m) => m.solo)).toBe(false);
    const warned = arbitrate(engine, rules, turns, subs, { warningsPerPenalty: 1, warningPenalty: 3 });
    expect(warned.moves.find((m) => m.player === 'ann' && m.turn === 2)).toMatchObject({ penalty: 3, points: master2.score + 10 - 3 });
  });

  it('marks invalid words, misplaced plays and tiles not on the rack with their reasons', () => {
    const a = rules.alphabet;
    const t1 = turns[0]!;
    const rackText = t1.rack.map((t) => (t === 0 ? 'e' : tileText(a, t)));
    // Two rack tiles that make no word, across through the centre.
    let bogus = '';
    for (let i = 0; i < t1.rack.length && !bogus; i++) {
      for (let j = 0; j < t1.rack.length && !bogus; j++) {
        if (i === j || t1.rack[i] === 0 || t1.rack[j] === 0) continue;
        if (!engine.hasTiles([t1.rack[i]!, t1.rack[j]!])) bogus = rackText[i]! + rackText[j]!;
      }
    }
    expect(bogus).not.toBe('');
    const missing = a.tiles.findIndex((t, i) => i > 0 && !t1.rack.includes(i));
    const m2 = game.turns[1]!.master;
    const firstTile = game.turns[0]!.master;
    const onBoard = text(firstTile);
    const subs: Submission[] = [
      { player: 'p1', turn: 1, coord: '8H', word: bogus },
      { player: 'p2', turn: 1, coord: '1A', word: bogus },
      { player: 'p3', turn: 1, coord: '8H', word: tileText(a, missing) + rackText[0] },
      { player: 'p4', turn: 1, coord: '8N', word: 'ABCDEF' },
      { player: 'p5', turn: 1, coord: 'Z9', word: 'AB' },
      // Turn 2: over the master move of turn 1 with other letters; far from the tiles; short of a tile.
      { player: 'p1', turn: 2, coord: onBoard.coord, word: 'Q'.repeat(firstTile.word.length) },
      { player: 'p2', turn: 2, coord: '1A', word: text(m2).word.replace(/[()]/g, '') },
      { player: 'p3', turn: 2, ...text(m2) },
    ];
    const r = arbitrate(engine, rules, turns, subs);
    const move = (p: string, t: number) => r.moves.find((m) => m.player === p && m.turn === t)!;
    expect(move('p1', 1)).toMatchObject({ verdict: 'invalid word', points: 0 });
    expect(move('p1', 1).reason).toContain(bogus.toUpperCase());
    expect(move('p2', 1)).toMatchObject({ verdict: 'misplaced', reason: expect.stringContaining('centre square 8H') });
    expect(move('p3', 1)).toMatchObject({ verdict: 'not on rack', reason: expect.stringContaining(tileText(a, missing)) });
    expect(move('p4', 1)).toMatchObject({ verdict: 'misplaced', reason: expect.stringContaining('runs off') });
    expect(move('p5', 1)).toMatchObject({ verdict: 'unreadable' });
    expect(move('p1', 2)).toMatchObject({ verdict: 'misplaced' });
    expect(move('p2', 2).verdict).toMatch(/misplaced|not on rack/);
    expect(move('p3', 2)).toMatchObject({ verdict: 'ok', top: true });
    // The entry form's check of one play agrees with the whole arbitration.
    const arbiter = new Arbiter(engine, rules, turns);
    for (const s of subs) expect(arbiter.check(s.turn, s.coord, s.word).verdict).toBe(move(s.player, s.turn).verdict);
    expect(arbiter.judge(subs)).toEqual(r);
  });

  it('a word stopping short of a board tile is misplaced', () => {
    // Find a turn-2 play that runs through a board tile at its end, and drop that last square.
    const s = searcherFor(engine, rules);
    s.load(turns[1]!.board);
    for (const m of s.byScore(turns[1]!.rack)) {
      if (m.kind !== 'place' || m.tiles[m.tiles.length - 1] !== 0 || m.tiles[m.tiles.length - 2] === 0) continue;
      const short = { ...m, tiles: m.tiles.slice(0, -1), word: m.word.slice(0, -1) };
      const r = arbitrate(engine, rules, turns, [{ player: 'x', turn: 2, ...text(short) }]);
      const end = m.dir === 'across' ? [m.row, m.col + m.word.length - 1] : [m.row + m.word.length - 1, m.col];
      expect(r.moves[1]).toMatchObject({ verdict: 'misplaced', reason: expect.stringContaining(`runs on into the tile at ${end[0]! + 1}${String.fromCharCode(65 + end[1]!)}`) });
      return;
    }
    throw new Error('no play ending on a board tile');
  });

  it('refuses a second move of a player for one turn, and turns outside the game', () => {
    const m = text(game.turns[0]!.master);
    expect(() => arbitrate(engine, rules, turns, [{ player: 'a', turn: 1, ...m, where: 'line 2' }, { player: 'a', turn: 1, ...m, where: 'line 3' }]))
      .toThrow(/line 3: "a" has a second move for turn 1 \(the first: line 2\)/);
    expect(() => arbitrate(engine, rules, turns, [{ player: 'a', turn: 9, ...m }])).toThrow(/turn 9 is not in the master game \(turns 1 to 8\)/);
  });

  it('judges random written plays legal exactly when the reference move generator lists them, with its score', () => {
    const lex = new ReferenceLexicon(sowpodsTiles());
    const r = rng(5);
    const a = rules.alphabet;
    const { rows, cols } = rules.ruleset;
    let legal = 0, illegal = 0;
    for (const t of turns) {
      const ref = referenceMoves(lex, boardFor(rules, t.board), t.rack, a.size, { bothDirectionsOnEmpty: true });
      const byPlacement = new Map<string, number>();
      for (const m of ref) {
        const key: string[] = [];
        m.tiles.forEach((x, i) => { if (x) key.push(`${m.dir === 'across' ? m.row * cols + m.col + i : (m.row + i) * cols + m.col}:${x}`); });
        byPlacement.set(key.join(','), m.score);
      }
      const subs: Submission[] = [];
      const expected: (number | undefined)[] = [];
      for (let k = 0; k < 60 * SOAK; k++) {
        let row: number, col: number, dir: 'across' | 'down', squares: number[];
        const pieces: string[] = [];
        const key: string[] = [];
        if (k % 2 === 0 && ref.length) {
          const m = ref[randomInt(r, ref.length)]!;
          ({ row, col, dir } = m);
          squares = m.tiles.map((_, i) => (dir === 'across' ? row * cols + col + i : (row + i) * cols + col));
          m.tiles.forEach((x, i) => pieces.push(x ? tileText(a, x) : tileText(a, t.board[squares[i]!]! & 0x7f)));
        } else {
          dir = r() < 0.5 ? 'across' : 'down';
          const len = 2 + randomInt(r, 5);
          row = randomInt(r, dir === 'down' ? rows - len + 1 : rows);
          col = randomInt(r, dir === 'across' ? cols - len + 1 : cols);
          squares = Array.from({ length: len }, (_, i) => (dir === 'across' ? row * cols + col + i : (row + i) * cols + col));
          const left = [...t.rack];
          for (const sq of squares) {
            if (t.board[sq]) pieces.push(tileText(a, t.board[sq]! & 0x7f));
            else if (left.length) {
              const tile = left.splice(randomInt(r, left.length), 1)[0]!;
              pieces.push(tile === 0 ? tileText(a, (1 + randomInt(r, a.size - 1)) | 0x80) : tileText(a, tile));
            } else pieces.push(tileText(a, 1 + randomInt(r, a.size - 1)));
          }
        }
        pieces.forEach((p, i) => {
          if (t.board[squares[i]!]) return;
          const tile = a.tileOf(p.toUpperCase())! | (p === p.toLowerCase() ? 0x80 : 0);
          key.push(`${squares[i]}:${tile}`);
        });
        subs.push({ player: `p${k}`, turn: t.turn, coord: formatCoord(row, col, dir), word: pieces.join('') });
        expected.push(byPlacement.get(key.join(',')));
      }
      const judged = arbitrate(engine, rules, turns, subs, { soloBonus: 0 }).moves.filter((m) => m.turn === t.turn);
      subs.forEach((s, i) => {
        const j = judged.find((m) => m.player === s.player)!;
        const want = expected[i];
        if (want === undefined) {
          illegal++;
          expect(j.verdict, `${s.coord} ${s.word} on turn ${t.turn}`).not.toBe('ok');
        } else {
          legal++;
          expect(j, `${s.coord} ${s.word} on turn ${t.turn}`).toMatchObject({ verdict: 'ok', score: want });
        }
        if (j.verdict === 'invalid word') expect(j.reason).toMatch(/not in sowpods/);
      });
    }
    expect(legal).toBeGreaterThan(100);
    expect(illegal).toBeGreaterThan(100);
  });
});

describe('duplicate master records', () => {
  it('reads submissions from CSV and JSON, with errors naming the line', () => {
    const csv = 'player,turn,coord,word,claimed\nann,1,8H,"CAT",10\n\nbob,2,H8,dog,\n';
    expect(readSubmissions(csv, 'moves.csv')).toEqual([
      { player: 'ann', turn: 1, coord: '8H', word: 'CAT', claimed: 10, where: 'moves.csv line 2' },
      { player: 'bob', turn: 2, coord: 'H8', word: 'dog', where: 'moves.csv line 4' },
    ]);
    expect(readSubmissions('[{"player":"ann","turn":1,"coord":"8H","word":"CAT"}]', 'm.json')).toEqual([
      { player: 'ann', turn: 1, coord: '8H', word: 'CAT', where: 'm.json move 1' },
    ]);
    // What the page downloads reads back as entered (a comma and a quote in a name included).
    const entered: Submission[] = [{ player: 'Ann "A", B', turn: 3, coord: 'H8', word: 'QUIrE', claimed: 40 }, { player: 'bob', turn: 3, coord: '8H', word: 'X', penalty: 5 }];
    expect(readSubmissions(writeSubmissions(entered), 'm.csv').map(({ where: _, ...s }) => s)).toEqual(entered);
    expect(() => readSubmissions('player,turn,coord\nann,1,8H\n', 'm.csv')).toThrow(/m.csv line 1: the header has no word column/);
    expect(() => readSubmissions('player,turn,coord,word\nann,x,8H,CAT\n', 'm.csv')).toThrow(/m.csv line 2: the turn must be a whole number ≥ 1, got "x"/);
    expect(() => readSubmissions('[{"player":"a","turn":1,"coord":"8H","word":"A","colour":1}]', 'm.json')).toThrow(/m.json move 1: unknown field "colour"/);
  });

  it('a written master game reads back to the same turns and checks out; a doctored one fails', () => {
    const record = readGcg(masterGcg(game, 'sowpods'), rules.alphabet, rules.ruleset);
    const master = readMasterGame(record, rules);
    expect(master.turns.map((t) => [t.turn, t.rack, t.score])).toEqual(turns.map((t) => [t.turn, t.rack, t.score]));
    master.turns.forEach((t, i) => expect(Array.from(t.board)).toEqual(Array.from(turns[i]!.board)));
    const checked = checkMasterGame(engine, rules, master);
    expect(checked.flatMap((t) => t.problems)).toEqual([]);
    // Turn 2 replaced by a lower play, recorded with its own score.
    const low = lowerPlay(2);
    const doctored = {
      ...master,
      turns: master.turns.map((t) => (t.turn === 2 ? { ...t, score: low.score } : t)),
      plays: master.plays.map((p, i) => (i === 1 ? { row: low.row, col: low.col, dir: low.dir, word: Uint8Array.from(low.word) } : p)),
    };
    const bad = checkMasterGame(engine, rules, doctored);
    expect(bad[1]!.problems.map((p) => p.kind)).toEqual(['not the top']);
    expect(bad[1]!.problems[0]!.reason).toContain(`scores ${turns[1]!.score}`);
    // A recorded score that is not the play's.
    const wrong = { ...master, turns: master.turns.map((t) => (t.turn === 3 ? { ...t, score: t.score + 2 } : t)) };
    expect(checkMasterGame(engine, rules, wrong)[2]!.problems.map((p) => p.kind)).toEqual(['wrong score']);
    // Stricter minimums than the game was drawn with.
    const strict = checkMasterGame(engine, rules, master, { draw: { earlyVowels: 5, earlyConsonants: 2 } });
    expect(strict.some((t) => t.problems.some((p) => p.kind === 'rack below minimums'))).toBe(true);
  });
});
