// verbivore query: the letter-constraint query, the primitive under the party games.

import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import { queryWords } from '../../query/constraint.js';
import { UNIT_HELP } from '../../query/units.js';
import { type Command, intOption, printJson, stringOption } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { constraintFlags, openSyllablesFor } from '../queryOptions.js';

export const query: Command = {
  name: 'query',
  summary: 'words meeting letter constraints: letters to use, counts, order, substrings, patterns with *',
  help: `Usage: verbivore query [--lexicon L] [--unit letters|tiles] [--length N|MIN-MAX] [--from LETTERS]
         [--with LETTERS] [--without LETTERS] [--exactly X=K ...] [--at-least X=K ...]
         [--at-most X=K ...] [--in-order LETTERS] [--contains TEXT] [--syllable SYL] [--start X]
         [--end X] [--pattern P] [--sort length|alpha|score] [--limit N] [--json]

Every word of the lexicon meeting all the constraints given, found by one pruned walk of the
lexicon in the WASM core. Lengths and counts are in the chosen unit.

  --length N|MIN-MAX  length (also MIN- or -MAX; default 2 or more)
  --from LETTERS      only these letters, each as often as given; ? is any one letter (a blank)
  --with LETTERS      each letter at least once (a letter given twice: at least twice)
  --without LETTERS   none of these letters
  --exactly X=K       exactly K of letter X (repeat the flag, or X=K,Y=J)
  --at-least X=K      at least K of X            --at-most X=K   at most K of X
  --in-order LETTERS  the letters in this order, not necessarily together (Barrinagrama)
  --contains TEXT     an unbroken run of letters
  --syllable SYL      SYL is one whole syllable of the word (Catalan; uses the syllable index)
  --start X / --end X the word starts / ends with X
  --pattern P         letters, ? or . for any letter, {ABC} one of, {^ABC} none of, * any run
                      (the syntax of verbivore pattern, plus *): 'DES*CIO', '?A*S'
  --sort S            length (longest first; default), alpha, or score (Scrabble tile points)
  --lexicon NAME      lexicon name or .lex path (default sowpods)
  --limit N           print at most N words (default: all)
  --json              [{"word", "letters", "tiles"}, ...]

${UNIT_HELP}

Examples:
  verbivore query --lexicon catalan --from AAEELLMRV --length 9        MERAVELLA (Barrejagrama)
  verbivore query --lexicon spanish --length 7 --without AC            REPITEN, PERRITO (Enigmàrius)
  verbivore query --lexicon spanish --length 9 --exactly E=1           Enigmàrius "one E"
  verbivore query --lexicon catalan --in-order BRN --sort alpha        Barrinagrama`,
  options: {
    lexicon: { type: 'string', short: 'l' }, unit: { type: 'string' }, length: { type: 'string' },
    from: { type: 'string' }, with: { type: 'string' }, without: { type: 'string' },
    exactly: { type: 'string', multiple: true }, 'at-least': { type: 'string', multiple: true },
    'at-most': { type: 'string', multiple: true }, 'in-order': { type: 'string' }, contains: { type: 'string' },
    syllable: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, pattern: { type: 'string' },
    sort: { type: 'string' }, limit: { type: 'string' },
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument "${positionals[0]}": give constraints as flags (see verbivore query --help)`);
    const name = stringOption(values, 'lexicon', 'sowpods');
    const lex = await openLexiconFor(name);
    const q = constraintFlags(values);
    if (q.syllable !== undefined) await openSyllablesFor(lex);
    const limit = intOption(values, 'limit', Number.MAX_SAFE_INTEGER, 1);
    const words = queryWords(engineFor(name), q).slice(0, limit);
    if (values.json) printJson(words);
    else console.log(words.length ? words.map((w) => w.word).join('\n') : 'no words');
    return 0;
  },
};

