// verbivore moves: the ruleset and lexicon of the positions given, from the flags and from what
// the CGP (lex, ld), the GCG (#lexicon) or the batch's CGP lines name (src/game/gameChoice.ts).

import { existsSync, readFileSync, statSync } from 'node:fs';
import { errors } from '../errors.js';
import { cgpGame, chooseGame, type GameChoice, gcgGame, type NamedGame } from '../game/gameChoice.js';
import { readInputFile } from '../inputFile.js';
import type { CompiledRuleset } from '../rules/index.js';
import { decodeGcg, type Notation, type Position, readCgp, readGcg, replayGcg } from '../scrabble/position/index.js';
import { quote } from '../inputText.js';
import { intOption, stringOption, type Values } from './command.js';

export function movesGame(values: Values): GameChoice {
  const flag = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const given = { rules: flag('rules'), lexicon: flag('lexicon') };
  const cgp = flag('cgp'), gcg = flag('gcg'), batch = flag('batch');
  let named: NamedGame = {};
  if (cgp !== undefined) named = cgpGame(cgp);
  else if (gcg !== undefined && isFile(gcg)) named = gcgGame(readFileSync(gcg, 'utf8'));
  else if (batch !== undefined && isFile(batch)) named = batchGame(readFileSync(batch, 'utf8'), given);
  return chooseGame(given, named);
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** What the batch's lines name, when they agree on what the flags leave open. */
function batchGame(text: string, given: { rules?: string; lexicon?: string }): NamedGame {
  let first: { game: NamedGame; line: number } | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const game = cgpGame(line);
    if (game.where === undefined) return;
    if (!first) {
      first = { game, line: i + 1 };
      return;
    }
    const differs = (given.lexicon === undefined && game.lexicon !== first.game.lexicon) ||
      (given.rules === undefined && game.letterDistribution !== first.game.letterDistribution);
    if (differs) {
      throw errors.usage(`the batch's positions name different games (line ${first.line}: ${first.game.where}; ` +
        `line ${i + 1}: ${game.where}): run one batch per lexicon, or give --lexicon and --rules`);
    }
  });
  return first ? { ...first.game, where: `line ${first.line} of the batch: ${first.game.where}` } : {};
}

/**
 * The position of --cgp "CGP" or --gcg FILE --turn N (the position before turn N, 0-based; the
 * record's totals must add up), with --rack replacing the rack of the side on turn.
 */
export function flagPosition(values: Values, rules: CompiledRuleset, command: string): Position {
  const sources = ['cgp', 'gcg'].filter((k) => values[k] !== undefined);
  if (sources.length !== 1) throw errors.usage(`give one of --cgp or --gcg (with --turn) (see verbivore ${command} --help)`);
  let position: Position;
  if (values.cgp !== undefined) {
    if (values.turn !== undefined) throw errors.usage('--turn goes with --gcg');
    position = readCgp(String(values.cgp), rules.alphabet);
  } else {
    if (values.turn === undefined) throw errors.usage('--gcg needs --turn N');
    const game = readGcg(decodeGcg(readInputFile(String(values.gcg), '--gcg')), rules.alphabet, rules.ruleset);
    position = replayGcg(game, rules, intOption(values, 'turn', 0, 0));
  }
  if (values.rack !== undefined) {
    const rack = rules.alphabet.parseRack(String(values.rack));
    position.racks = position.onTurn === 0 ? [rack, position.racks[1]] : [position.racks[0], rack];
  }
  return position;
}

/** --notation: how moves are written (american, catalan). */
export function notationOption(values: Values): Notation {
  const notation = stringOption(values, 'notation', 'american');
  if (notation !== 'american' && notation !== 'catalan') throw errors.usage(`--notation is american or catalan, not ${quote(notation)}`);
  return notation;
}
