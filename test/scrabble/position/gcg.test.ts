import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalan, english } from '../../../src/alphabet/index.js';
import { compileRuleset, rulesetByName } from '../../../src/rules/index.js';
import {
  decodeGcg, type GcgGame, gcgTotalProblems, gcgTurns, readGcg, replayGcg, writeCgp, writeGcg,
} from '../../../src/scrabble/position/index.js';

const rules = compileRuleset(rulesetByName('english'));
const text = readFileSync(join(import.meta.dirname, '../../fixtures/scrabble/handmade-exchange.gcg'), 'utf8');
const E = '15';

/** The game without source line numbers (which a written-and-read copy does not share). */
function withoutLines(g: GcgGame): unknown {
  return { ...g, events: g.events.map(({ line: _line, ...e }) => e) };
}

/** CGP of the position before each turn, derived by hand from the record. */
const expected = [
  `${E}/${E}/${E}/${E}/${E}/${E}/${E}/${E}/${E}/${E}/${E}/${E}/${E}/${E}/${E} ACDEFIT/ 0/0 0 lex sowpods;`,
  `${E}/${E}/${E}/${E}/${E}/${E}/${E}/3FACED7/${E}/${E}/${E}/${E}/${E}/${E}/${E} IIQUVVW/ 0/30 0 lex sowpods;`,
  `${E}/${E}/${E}/${E}/${E}/${E}/${E}/3FACED7/${E}/${E}/${E}/${E}/${E}/${E}/${E} EHIOTTU/ 30/0 1 lex sowpods;`,
  `${E}/${E}/${E}/${E}/${E}/5E9/5T9/3FACED7/5H9/${E}/${E}/${E}/${E}/${E}/${E} ?AIINSU/ 0/41 0 lex sowpods;`,
  `${E}/${E}/${E}/${E}/${E}/5E9/5T9/3FACED7/5H1A7/7I7/7s7/${E}/${E}/${E}/${E} IOTTUXY/ 41/4 0 lex sowpods;`,
];

describe('GCG', () => {
  const game = readGcg(text, english, { rows: 15, cols: 15 });

  it('reads players, pragmas, events and notes', () => {
    expect(game.players).toEqual([{ nick: 'alice', name: 'Alice Adams' }, { nick: 'bob', name: 'Bob Brown' }]);
    expect(game.lexicon).toBe('sowpods');
    expect(game.pragmas).toEqual([
      { name: 'character-encoding', value: 'UTF-8' }, { name: 'title', value: 'A short hand-written game' },
    ]);
    expect(game.events.map((e) => [e.kind, e.player, e.score, e.total])).toEqual([
      ['place', 0, 30, 30], ['exchange', 1, 0, 0], ['place', 0, 11, 41], ['place', 1, 4, 4],
    ]);
    expect(game.events[0]!.notes).toEqual([{ name: 'note', value: 'F on the double letter, D on the centre star' }]);
    const etch = game.events[2]!;
    expect(etch.kind === 'place' && [etch.row, etch.col, etch.dir, Array.from(etch.through)]).toEqual([5, 5, 'down', [0, 0, 1, 0]]);
    const exchange = game.events[1]!;
    expect(exchange.kind === 'exchange' && english.render(exchange.tiles!)).toBe('QVVW');
    expect(english.render(game.finalRacks[0]!)).toBe('IOTTUXY');
    expect(gcgTurns(game).length).toBe(4);
  });

  it('replays to the position before each turn, and to the end', () => {
    expected.forEach((cgp, turn) => expect([turn, writeCgp(replayGcg(game, rules, turn), english)]).toEqual([turn, cgp]));
    expect(replayGcg(game, rules, 2).onTurn).toBe(0);
    expect(replayGcg(game, rules, 3).onTurn).toBe(1);
    expect(() => replayGcg(game, rules, 5)).toThrow(/turn 5 is not in this game: it has turns 0 to 3 \(and 4 for the end\)/);
  });

  it('writes a record that reads back the same', () => {
    const written = writeGcg(game, english);
    const again = readGcg(written, english);
    expect(withoutLines(again)).toEqual(withoutLines(game));
    expect(writeGcg(again, english)).toBe(written);
    expect(written).toContain('>alice: EHIOTTU F6 ET(C)H +11 41');
    expect(written).toContain('>bob: ?AIINSU H8 .AIs +4 4');
    expect(written.split('\n')[0]).toBe('#character-encoding UTF-8');
  });

  it('handles a withdrawn phony, a challenge bonus, time and end-of-game racks', () => {
    const record = [
      '#player1 ann Ann',
      '#player2 ben Ben',
      '>ann: AEGINRT 8B TEARING +64 64',
      '>ben: ?ADEORW 9A WOADER +40 40',
      '>ben: ?ADEORW -- -40 0',
      '>ann: EFHIKOU C8 (E)H +10 74',
      '>ann: EFHIKOU (challenge) +5 79',
      '>ben: ?ADEORW 7F hOARD +30 30',
      '>ann: EFIKOU - +0 79',
      '>ben: E (time) -10 20',
      '>ann: (E) +2 81',
      '>ben: E (E) -1 19',
    ].join('\n');
    const g = readGcg(record, english);
    expect(g.events.map((e) => e.kind)).toEqual([
      'place', 'place', 'withdrawn', 'place', 'challengeBonus', 'place', 'pass', 'timePenalty', 'endRack', 'endRack',
    ]);
    expect(gcgTurns(g).length).toBe(5);
    // Before ann's second turn WOADER is gone; ben's score is back to 0; one scoreless turn.
    const beforeEh = replayGcg(g, rules, 2);
    expect(writeCgp(beforeEh, english).split(' ').slice(0, 4).join(' '))
      .toBe(`${E}/${E}/${E}/${E}/${E}/${E}/${E}/1TEARING7/${E}/${E}/${E}/${E}/${E}/${E}/${E} EFHIKOU/ 64/0 1`);
    const end = replayGcg(g, rules, 5);
    expect(end.scores).toEqual([81, 19]);
    expect(end.board[6 * 15 + 5]).toBe(english.tileOf('H')! | 0x80);
    expect(withoutLines(readGcg(writeGcg(g, english), english))).toEqual(withoutLines(g));
  });

  it('Catalan records: digraphs typed plainly or in brackets, blanks in lowercase', () => {
    const cat = compileRuleset(rulesetByName('catalan'));
    const record = [
      '#player1 pere Pere',
      '#player2 rosa Rosa',
      '#lexicon catalan',
      '>pere: FAL·LAÇOS 8D FAL·LAÇOS +126 126',
      '>rosa: JUNYEI? E7 J(A)[ny] +25 25',
      '>pere: QUEIXAL G4 QUEIX(A) +40 166',
    ].join('\n');
    const g = readGcg(record, catalan);
    const place = g.events[0]!;
    expect(place.kind === 'place' && place.word.length).toBe(7);
    const second = g.events[1]!;
    expect(second.kind === 'place' && catalan.render(second.word)).toBe('JAny');
    const end = replayGcg(g, cat, 3);
    expect(writeCgp(end, catalan)).toBe(
      '15/15/15/6[QU]8/6E8/6I8/4J1X8/3FA[L·L]AÇOS5/4[ny]10/15/15/15/15/15/15 / 25/166 0 lex catalan;',
    );
    const written = writeGcg(g, catalan);
    expect(written).toContain('>pere: FA[L·L]AÇOS 8D FA[L·L]AÇOS +126 126');
    expect(withoutLines(readGcg(written, catalan))).toEqual(withoutLines(g));
  });

  it('refuses records that do not replay, naming the line', () => {
    const head = '#player1 a A\n#player2 b B\n';
    const replay = (body: string, turn: number) => replayGcg(readGcg(head + body, english), rules, turn);
    expect(() => replay('>a: AEGINRT 8D TEA(R) +6 6\n>b: A - +0 0', 1)).toThrow(/GCG line 3: square 8G is empty/);
    expect(() => replay('>a: AEGINRT 8D TEA +6 6\n>b: AEI 8D AE +4 4\n>a: A - +0 6', 2))
      .toThrow(/GCG line 4: the word names A at 8D but the board has T/);
    expect(() => replay('>a: AEGINRT 8D TEA +6 6\n>b: AEI 8D TE +4 4\n>a: A - +0 6', 2))
      .toThrow(/GCG line 4: the play places no new tile/);
    expect(() => replay('>a: AEGINRT 8D TEA +6 6\n>b: AEI D7 A(E) +4 4\n>a: A - +0 6', 2))
      .toThrow(/GCG line 4: the word names E at 8D but the board has T/);
    expect(() => replay('>a: AEGINRT 8M TEARING +6 6\n>b: A - +0 0', 1)).toThrow(/8M runs off the 15×15 board/);
    expect(() => replay('>b: A - +0 0\n>a: AB -- -5 -5\n>b: A - +0 0', 2)).toThrow(/withdrawn play/);
    expect(() => replay('>a: AEGINRT 8D TEAZ +6 6\n>b: A - +0 0', 1)).toThrow(/line 3: the move needs Z that the rack AEGINRT/);
    expect(() => replay('>a: AEGINRT 8D TEAs +6 6\n>b: A - +0 0', 1)).toThrow(/needs a blank/);
    expect(() => readGcg(`${head}>a: AEGINRT -XY +0 0`, english)).toThrow(/needs X that/);
    expect(() => readGcg(`${head}>a: AEGINRT 8D TEA`, english)).toThrow(/line 3: a move line ends with the score and the total/);
    expect(() => readGcg(`${head}>c: A - +0 0`, english)).toThrow(/"c" is neither "a" nor "b"/);
    expect(() => readGcg(`${head}hello`, english)).toThrow(/line 3: expected a #pragma or a >move line/);
    // Found by the fuzzer: a bare '#', and a nickname no move line could name.
    expect(() => readGcg(`${head}#`, english)).toThrow(/line 3: '#' must be followed by a pragma name/);
    expect(() => readGcg('#player1 a A\n#player2 >a: B', english)).toThrow(/line 2: the nickname ">a:" has a ':'/);
    expect(() => readGcg(`${head}>a: AEGINRT 8D T(EA +6 6`, english)).toThrow(/unbalanced parentheses/);
    expect(() => readGcg(`${head}>a: AEGINRT 16D TEA +6 6`, english, { rows: 15, cols: 15 })).toThrow(/"16D" is off the 15×15 board/);
    expect(() => readGcg(`${head}>a: AEGINRT 8D TEA +6 1234567890`, english)).toThrow(/the total "1234567890" has more than 9 digits/);
  });

  // What other programs write, and records that do not add up.
  it('a play may spell out the tiles it plays through; replay decides which are new', () => {
    const record = [
      '#player1 Player_1 Player 1', '#player2 Player_2 Player 2',
      '>Player_1: AEGINRT 8D TEARING +66 66',
      // MALTHA down from 3F ends on the A of TEARING (8F), spelled out instead of written (A) or '.'.
      '>Player_2: AHLMT F3 MALTHA +25 25',
      '>Player_1: DEOSUXZ 9E ZO +31 97',
    ].join('\n');
    const g = readGcg(record, english, { rows: 15, cols: 15 });
    const end = replayGcg(g, rules, 3);
    expect(english.render(Array.from({ length: 6 }, (_, i) => end.board[(2 + i) * 15 + 5]!))).toBe('MALTHA');
    expect(end.scores).toEqual([97, 25]);
    // The rack is checked against the new tiles only: AHLMT has no second A, and needs none.
    expect(writeGcg(g, english)).toContain('>Player_2: AHLMT F3 MALTHA +25 25');
    // A letter on an occupied square that is not the board's tile is still an error.
    expect(() => replayGcg(readGcg(record.replace('F3 MALTHA', 'F3 MALTHE'), english), rules, 3))
      .toThrow(/GCG line 4: the word names E at 8F but the board has A/);
    // Rack AHLMT cannot play a new A at 8H on an empty board: TEARING is not there.
    expect(() => replayGcg(readGcg(record.replace('>Player_1: AEGINRT 8D TEARING +66 66', '>Player_1: AEGINRT - +0 0')
      .replace('+31 97', '+31 31'), english), rules, 2)).toThrow(/GCG line 4: the move needs A that the rack AHLMT does not hold/);
  });

  it('a total that does not match the moves is reported with its line', () => {
    const head = '#player1 a A\n#player2 b B\n';
    expect(() => readGcg(`${head}>a: AEGINRT 8D TEA +6 6\n>b: AEI D7 A(E) +4 4\n>a: A - +0 7`, english))
      .toThrow(/^GCG line 5: a's total 7 should be 6 \+ 0 = 6; the record does not add up$/);
    expect(() => readGcg(`${head}>a: AEGINRT 8D TEA +6 6\n>a: AEGINRT -- -6 1`, english)).toThrow(/line 4: a's total 1 should be 6 - 6 = 0/);
    expect(() => readGcg(`${head}>a: AEGINRT 8D TEA +6 5`, english)).toThrow(/line 3: a's total 5 should be 0 \+ 6 = 6/);
    // Reading without the check, the problems can be listed.
    const g = readGcg(`${head}>a: AEGINRT 8D TEA +6 5\n>b: AEI D7 A(E) +4 9`, english, undefined, { checkTotals: false });
    expect(gcgTotalProblems(g)).toEqual(["GCG line 3: a's total 5 should be 0 + 6 = 6", "GCG line 4: b's total 9 should be 0 + 4 = 4"]);
  });

  it('an empty record says so; one of headers only is the empty board of turn 0 and nothing later', () => {
    for (const empty of ['', '\n\r\n  \n']) expect(() => readGcg(empty, english)).toThrow(/^the GCG record is empty/);
    const headers = readGcg('#player1 a A\n#player2 b B\n', english);
    expect(replayGcg(headers, rules, 0).board.every((t) => t === 0)).toBe(true);
    expect(() => replayGcg(headers, rules, 1)).toThrow(/the GCG record has no moves/);
  });

  it('reads CRLF, CR and ISO-8859-1 files', () => {
    const lines = ['#player1 cesar César Ñúñez', '#player2 b B', '>cesar: AEGINRT 8D TEA +6 6', '>b: AEI D7 A(E) +4 4'];
    for (const eol of ['\r\n', '\r', '\n']) {
      const g = readGcg(lines.join(eol), english);
      expect(g.events.map((e) => e.line)).toEqual([3, 4]);
      expect(g.players[0].name).toBe('César Ñúñez');
    }
    const latin1 = Buffer.from(lines.join('\n'), 'latin1');
    expect(latin1.includes(0xe9)).toBe(true); // é as one byte: not UTF-8
    expect(readGcg(decodeGcg(latin1), english).players[0].name).toBe('César Ñúñez');
    const utf8 = Buffer.from(lines.join('\n'), 'utf8');
    expect(readGcg(decodeGcg(utf8), english).players[0].name).toBe('César Ñúñez');
    const declared = Buffer.from(`#character-encoding ISO-8859-1\n${lines.join('\n')}`, 'latin1');
    expect(readGcg(decodeGcg(declared), english).players[0].name).toBe('César Ñúñez');
    expect(() => decodeGcg(Buffer.from('#character-encoding KLINGON-8\n'))).toThrow(/#character-encoding "KLINGON-8" is not an encoding/);
  });
});
