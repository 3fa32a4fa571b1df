// Notation, and the whole analysis of named positions, by score and by equity.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { catalan, english } from '../../src/alphabet/index.js';
import { engineFor } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { analysePosition } from '../../src/game/analyse.js';
import type { Move, PlaceMove } from '../../src/scrabble/movegen.js';
import { formatMove, moveWord } from '../../src/scrabble/notation.js';
import { loadRuleset } from '../../src/rules/index.js';
import { Game } from '../../src/game/game.js';
import { playGame } from '../../src/game/play.js';
import { equityPlayer } from '../../src/game/players.js';
import { gamePosition } from '../../src/game/record.js';
import { searcherFor } from '../../src/game/searcher.js';
import { resolveLeaves } from '../../src/leaves/resolve.js';
import type { Position } from '../../src/scrabble/position/index.js';

const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15 ARTHOU?/ 0/0 0 lex sowpods;';
const EMPTY = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0';

beforeAll(async () => {
  await ensureLexicon('sowpods');
});

const tiles = (a: typeof english, s: string) => Array.from(a.tokenize(s));

describe('notation', () => {
  // OUTHANDLES at 8A: O U T placed (t as a blank), HANDLES already on the board.
  const word = tiles(english, 'OUTHANDLES');
  word[2] = word[2]! | 0x80;
  const move: PlaceMove = {
    kind: 'place', row: 7, col: 0, dir: 'across', word,
    tiles: word.map((t, i) => (i < 3 ? t : 0)), score: 39, leave: [],
  };
  it('writes American notation with board tiles in parentheses and blanks in lowercase', () => {
    expect(moveWord(move, english)).toBe('OUt(HANDLES)');
    expect(formatMove(move, english)).toBe('8A OUt(HANDLES) 39');
    expect(formatMove({ ...move, dir: 'down', row: 2, col: 3 }, english)).toBe('D3 OUt(HANDLES) 39');
  });
  it('writes the Catalan style: blanks in parentheses, board tiles plain, rows as letters', () => {
    expect(formatMove(move, english, 'catalan')).toBe('OU(T)HANDLES H1 39');
    const addicional = tiles(catalan, 'ADDICIONAL');
    addicional[5] = addicional[5]! | 0x80;
    const play: PlaceMove = { kind: 'place', row: 3, col: 2, dir: 'down', word: addicional, tiles: addicional, score: 74, leave: [] };
    expect(formatMove(play, catalan, 'catalan')).toBe('ADDIC(I)ONAL 3D 74');
  });
  it('writes exchanges and the pass', () => {
    const ex: Move = { kind: 'exchange', tiles: [0, 1], score: 0, leave: [5] };
    expect(formatMove(ex, english)).toBe('-A? 0');
    expect(formatMove({ kind: 'pass', score: 0, leave: [] }, english)).toBe('- 0');
  });
});

describe('analysePosition', () => {
  it('BOXEN with ARTHOU?: 5,843 plays, best 3K HOsTA 46', () => {
    const a = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: BOXEN });
    expect(a.count).toBe(5843);
    expect(a.moves[0]).toMatchObject({ coord: '3K', dir: 'across', word: 'HOsTA', score: 46, leave: 'RU' });
    const best = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: BOXEN, best: true });
    expect(best.moves).toEqual([a.moves[0]]);
  });
  it('BOXEN with ARTHOUS: 1,144 plays, best 3K HOSTA 50', () => {
    const a = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: BOXEN, rack: 'ARTHOUS' });
    expect(a.count).toBe(1144);
    expect(a.moves[0]).toMatchObject({ coord: '3K', word: 'HOSTA', score: 50 });
  });
  it('empty board: ?SATIRE 15,822 across plays best 64; RETAINS 1,458 best 66', () => {
    const blank = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: EMPTY, rack: '?SATIRE' });
    expect(blank.count).toBe(15822);
    expect(blank.moves[0]!.score).toBe(64);
    const plain = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: EMPTY, rack: 'RETAINS' });
    expect(plain.count).toBe(1458);
    expect(plain.moves[0]!.score).toBe(66);
  });
  it('by equity with a CSV table: equity = score + leave value, best first, exchanges within the bag', () => {
    const csv = join(tempDir('verbivore-analyse-'), 'leaves.csv');
    writeFileSync(csv, 'RU,-20\nAHR?,30\nU,-5\n');
    const a = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: BOXEN, leaves: csv, top: 5, exchanges: true });
    expect(a.equity).toBe(true);
    // A pruned search (top 5) does not count the moves; all of them: every play, the 2^7 − 1
    // exchanges of seven distinct tiles, the pass.
    expect(a.count).toBeUndefined();
    const every = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: BOXEN, leaves: csv, exchanges: true });
    expect(every.count).toBe(5843 + 127 + 1);
    expect(every.moves.slice(0, 5)).toEqual(a.moves);
    expect(a.moves[0]).toMatchObject({ word: 'OUT(HANDLES)', score: 42, leave: 'AHR?', leaveValue: 30, equity: 72 });
    for (const m of a.moves) expect(m.equity).toBeCloseTo(m.score + m.leaveValue, 6);
    const hosta = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: BOXEN, leaves: csv, top: 200 }).moves
      .find((m) => m.word === 'HOsTA')!;
    expect(hosta).toMatchObject({ score: 46, leave: 'RU', leaveValue: -20, equity: 26 });
    const none = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: BOXEN, leaves: 'none', top: 1 });
    expect(none).toMatchObject({ equity: false });
    expect(none.moves[0]).toMatchObject({ word: 'HOsTA', leaveValue: 0, equity: 46 });
  });

  it('refuses a position with problems unless forced, and lists them', () => {
    const bad = '15/15/15/15/15/15/15/7QZX5/15/15/15/15/15/15/15 AB/ 0/0 0';
    expect(() => analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: bad })).toThrow(/QZX.*--force|--force[\s\S]*QZX/);
    const forced = analysePosition(engineFor('sowpods'), { ruleset: 'english', cgp: bad, force: true });
    expect(forced.problems.some((p) => p.kind === 'invalid-word')).toBe(true);
  });
});

describe('an opponent rack not given', () => {
  // Seeded self-play to its end: the positions of the last turns, both racks known.
  const late = () => {
    const rules = loadRuleset('english');
    const engine = engineFor('sowpods');
    const positions: { position: Position; bag: number }[] = [];
    const game = new Game(rules, { seed: 7 });
    playGame(game, [equityPlayer(resolveLeaves('builtin', rules)!), equityPlayer(resolveLeaves('builtin', rules)!)], searcherFor(engine, rules), {
      beforeTurn: (g) => positions.push({ position: gamePosition(g), bag: g.bagSize }),
    });
    return { engine, positions };
  };
  const hidden = (p: Position): Position => ({ ...p, racks: p.onTurn === 0 ? [p.racks[0], new Uint8Array(0)] : [new Uint8Array(0), p.racks[1]] });

  it('is a full rack while the bag has tiles: no exchange the bag cannot pay for', () => {
    const { engine, positions } = late();
    const small = positions.find((p) => p.bag > 0 && p.bag < 7)!;
    expect(small).toBeDefined();
    const a = analysePosition(engine, { ruleset: 'english', position: hidden(small.position), leaves: 'builtin', exchanges: true, force: true });
    expect(a.moves.some((m) => m.dir === 'exchange')).toBe(false);
    expect(a.moves.some((m) => m.dir === 'pass')).toBe(true);
  });

  it('is every unseen tile once the bag is empty: ranked by the endgame rule as with the rack given', () => {
    const { engine, positions } = late();
    const empty = positions.find((p) => p.bag === 0)!;
    expect(empty).toBeDefined();
    const known = analysePosition(engine, { ruleset: 'english', position: empty.position, leaves: 'builtin', exchanges: true, force: true });
    const unseen = analysePosition(engine, { ruleset: 'english', position: hidden(empty.position), leaves: 'builtin', exchanges: true, force: true });
    expect(unseen.moves).toEqual(known.moves);
  });
});
