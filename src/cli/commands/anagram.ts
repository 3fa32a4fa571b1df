// verbivore anagram LETTERS

import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import { anagrams } from '../../query/anagram.js';
import { type Command, intOption, printJson, stringOption } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { unitOption } from '../queryOptions.js';

export const anagram: Command = {
  name: 'anagram',
  summary: 'anagrams and sub-anagrams of a set of letters',
  help: `Usage: verbivore anagram LETTERS [--lexicon NAME] [--unit tiles|letters] [--min N] [--full] [--limit N] [--json]

Lists the words that can be made from LETTERS ('?' is a blank): full anagrams first, then
shorter words, longest first. Blanks show in lowercase in the played form.
In tiles (the default, as Scrabble counts) digraph tiles are typed as words: Catalan
"JUNYEIXO" is J U NY E I X O, and two Ls are not L·L. In letters (--unit letters, as the party
games count) every letter is one: two Ls make L·L, R and R make Spanish RR.

  --lexicon NAME   lexicon name or .lex path (default sowpods)
  --unit U         tiles (default) or letters: what the letters, --min and the lengths count
  --min N          shortest word to list (default 2)
  --full           only words that use every letter
  --limit N        print at most N words (default: all)`,
  options: {
    lexicon: { type: 'string', short: 'l' },
    min: { type: 'string' },
    full: { type: 'boolean' },
    limit: { type: 'string' },
    unit: { type: 'string' },
  },
  async run(values, positionals) {
    if (positionals.length !== 1) throw errors.usage('give the letters as one argument, e.g. verbivore anagram RETAINS');
    const name = stringOption(values, 'lexicon', 'sowpods');
    const unit = unitOption(values, 'tiles');
    await openLexiconFor(name);
    const min = intOption(values, 'min', 2, 1);
    const limit = intOption(values, 'limit', Number.MAX_SAFE_INTEGER, 1);
    const results = anagrams(engineFor(name), positionals[0]!, { min, fullOnly: values.full === true, unit }).slice(0, limit);
    if (values.json) {
      printJson(results);
      return 0;
    }
    let length = -1;
    const line: string[] = [];
    const flush = () => { if (line.length) console.log(line.join(' ')); line.length = 0; };
    for (const r of results) {
      if (r.length !== length) {
        flush();
        length = r.length;
        console.log(`${r.full ? 'full anagrams' : `${length} ${unit}`}:`);
      }
      line.push(r.played);
      if (line.length === 12) flush();
    }
    flush();
    if (results.length === 0) console.log('no words');
    return 0;
  },
};
