// verbivore pattern PATTERN

import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import { patternWords } from '../../query/pattern.js';
import { type Command, printJson, stringOption } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { unitOption } from '../queryOptions.js';

export const pattern: Command = {
  name: 'pattern',
  summary: 'words matching a pattern of letters, wildcards and letter sets',
  help: `Usage: verbivore pattern PATTERN [--lexicon NAME] [--unit tiles|letters] [--json]

Lists the words with one tile per pattern position (one letter with --unit letters), in
alphabetical (tile) order:
  A, NY, ...  a tile as it is written: Catalan "NY" and Spanish "RR" are one position
              (with --unit letters, two: N then Y, R then R)
  ? or .      any tile (any letter)
  {ABC}       one of these tiles (letters)      {^ABC}  any but these
Examples:
  verbivore pattern 'D?SP?R?S' --lexicon spanish             8 tiles: DISPARAS, DISPARES, DISPAROS
  verbivore pattern '???????' --lexicon spanish --unit letters
                                   Enigmàrius counts letters: PERRITO, LLOVIDO (7 letters, 6 tiles)

  --lexicon NAME   lexicon name or .lex path (default sowpods)
  --unit U         tiles (default: as Scrabble counts) or letters (as the party games count,
                   the unit of verbivore query)
  --json           [{"word"}, ...]`,
  options: { lexicon: { type: 'string', short: 'l' }, unit: { type: 'string' } },
  async run(values, positionals) {
    if (positionals.length !== 1) throw errors.usage('give one pattern, e.g. verbivore pattern "D?SP?R?S"');
    const name = stringOption(values, 'lexicon', 'sowpods');
    const unit = unitOption(values, 'tiles');
    const lex = await openLexiconFor(name);
    const words = patternWords(engineFor(name), positionals[0]!, unit).map((w) => lex.alphabet.render(w));
    if (values.json) printJson(words.map((word) => ({ word })));
    else console.log(words.length ? words.join('\n') : 'no words');
    return 0;
  },
};
