// The position an endgame starts from: the bag empty, so both racks are known — the opponent
// holds every tile the side to move cannot see (the set less the board less its own rack). A
// position may give the opponent's rack or leave it empty; either way the Game built from it
// (src/game/game.ts) checks the tiles against the set and says what is left in the bag.

import { errors } from '../errors.js';
import { Game } from '../game/game.js';
import type { CompiledRuleset } from '../rules/index.js';
import type { Position } from '../scrabble/position/index.js';

/** The position with both racks, the opponent's derived when not given; throws unless the bag is empty. */
export function endgamePosition(rules: CompiledRuleset, position: Position): Position {
  const mover = position.onTurn, other = 1 - mover;
  const racks = position.racks;
  if (racks[mover].length === 0) throw errors.badInput('the side to move has no rack: an endgame needs the rack of the side on turn');
  const game = new Game(rules, { seed: 0, position });
  const unseen = game.bagContents();
  if (racks[other]!.length === 0) {
    const r = rules.ruleset;
    if (unseen.length > r.rackSize) {
      throw errors.badInput(`the bag is not empty: ${unseen.length} tiles are unseen, more than the opponent's rack of ${r.rackSize} holds (an endgame starts with the bag empty)`);
    }
    if (unseen.length === 0) throw errors.badInput('the opponent has no tiles: the game is over');
    const withRack: Position = { ...position, racks: [racks[0], racks[1]] };
    withRack.racks[other] = Uint8Array.from(unseen);
    return withRack;
  }
  if (unseen.length > 0) {
    throw errors.badInput(`the bag is not empty: with both racks given, ${unseen.length} tile${unseen.length === 1 ? '' : 's'} ` +
      `(${rules.alphabet.render(unseen)}) ${unseen.length === 1 ? 'is' : 'are'} still unseen (an endgame starts with the bag empty)`);
  }
  return position;
}
