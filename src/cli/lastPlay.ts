// The opponent's last play, as infer and sim --infer take it: from a record (--gcg FILE --turn N,
// seen by the player of turn N) or from the position after it (--cgp) and the play itself
// (--last-play "8D WO(R)D", the tiles played through in parentheses).

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { findPlay, type LastPlay, lastPlayOfGcg, unseenTiles } from '../infer/index.js';
import { readInputFile } from '../inputFile.js';
import { quote } from '../inputText.js';
import type { CompiledRuleset } from '../rules/index.js';
import { decodeGcg, parseCoord, readCgp, readGcg, readPlayWord, squareName } from '../scrabble/position/index.js';
import { intOption, type Values } from './command.js';

export function lastPlay(values: Values, rules: CompiledRuleset, engine: Engine): LastPlay {
  const sources = ['cgp', 'gcg'].filter((k) => values[k] !== undefined);
  if (sources.length !== 1) throw errors.usage('give one of --gcg FILE --turn N or --cgp "CGP" --last-play "COORD WORD"');
  if (values.gcg !== undefined) {
    if (values.turn === undefined) throw errors.usage('--gcg needs --turn N');
    if (values['last-play'] !== undefined) throw errors.usage('--last-play goes with --cgp; a record gives its plays');
    const game = readGcg(decodeGcg(readInputFile(String(values.gcg), '--gcg')), rules.alphabet, rules.ruleset);
    return lastPlayOfGcg(engine, rules, game, intOption(values, 'turn', 1, 1));
  }
  if (values['last-play'] === undefined) throw errors.usage('--cgp needs --last-play "COORD WORD": the opponent\'s play that made the position');
  const p = readCgp(String(values.cgp), rules.alphabet);
  const { rows, cols } = rules.ruleset;
  if (p.rows !== rows || p.cols !== cols) throw errors.badInput(`the CGP board is ${p.rows}×${p.cols}; ruleset ${rules.ruleset.name} plays on ${rows}×${cols}`);
  const text = String(values['last-play']).trim();
  const space = text.search(/\s/);
  if (space < 0) throw errors.usage(`--last-play ${quote(text)}: give a coordinate and a word, e.g. "8D WO(R)D"`);
  const { row, col, dir } = parseCoord(text.slice(0, space), 'american', { rows, cols });
  const { word, through } = readPlayWord(text.slice(space + 1).trim(), rules.alphabet, '--last-play');
  const before = p.board.slice();
  const tiles: number[] = [];
  for (let i = 0; i < word.length; i++) {
    const r = dir === 'across' ? row : row + i, c = dir === 'across' ? col + i : col;
    if (r >= rows || c >= cols) throw errors.badInput(`--last-play ${quote(text)} runs off the board`);
    const onBoard = p.board[r * cols + c]!;
    if (!onBoard) throw errors.badInput(`--last-play ${quote(text)}: square ${squareName(r, c)} is empty on the CGP board, so the play is not on it`);
    if (word[i] && (word[i]! & 0x7f) !== (onBoard & 0x7f)) throw errors.badInput(`--last-play ${quote(text)}: the board has another tile at ${squareName(r, c)}`);
    if (through[i]) tiles.push(0);
    else {
      tiles.push(onBoard);
      before[r * cols + c] = 0;
    }
  }
  const move = findPlay(engine, rules, before, { row, col, dir, tiles });
  return { board: before, move, unseen: unseenTiles(rules, p.board, p.racks[p.onTurn]) };
}
