// verbivore pattern PATTERN

import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import { matchPattern, parsePattern } from '../../query/pattern.js';
import { type Command, printJson, stringOption } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';

export const pattern: Command = {
  name: 'pattern',
  summary: 'words matching a pattern of letters, wildcards and letter sets',
  help: `Usage: verbivore pattern PATTERN [--lexicon NAME] [--json]

Lists the words with one tile per pattern position, in alphabetical (tile) order:
  letters   themselves ("NY" in Catalan is one position)
  ? or .    any tile
  {ABC}     one of these tiles        {^ABC}  any tile but these
Example: verbivore pattern 'D?SP?R?S' --lexicon spanish   (Enigmàrius: 8 letters, D S P R S)

  --lexicon NAME   lexicon name or .lex path (default sowpods)`,
  options: { lexicon: { type: 'string', short: 'l' } },
  async run(values, positionals) {
    if (positionals.length !== 1) throw errors.usage('give one pattern, e.g. verbivore pattern "D?SP?R?S"');
    const name = stringOption(values, 'lexicon', 'sowpods');
    const lex = await openLexiconFor(name);
    const words = matchPattern(engineFor(name), parsePattern(positionals[0]!, lex.alphabet))
      .map((w) => lex.alphabet.render(w));
    if (values.json) printJson(words.map((word) => ({ word })));
    else console.log(words.length ? words.join('\n') : 'no words');
    return 0;
  },
};
