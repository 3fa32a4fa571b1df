// verbivore check WORD...

import { isTileError } from '../../alphabet/index.js';
import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import { escapeControls } from '../../inputText.js';
import { type Command, printJson, stringOption } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';

export const check: Command = {
  name: 'check',
  summary: 'say whether words are valid',
  help: `Usage: verbivore check WORD... [--lexicon NAME] [--json]

Prints VALID or INVALID for each word; exits with status 1 if any word is invalid. A word the
lexicon's alphabet cannot spell (CAFÉ in English) is INVALID, with the reason.

  --lexicon NAME   lexicon name or .lex path (default sowpods)`,
  options: { lexicon: { type: 'string', short: 'l' } },
  async run(values, words) {
    if (words.length === 0) throw errors.usage('name at least one word to check');
    const name = stringOption(values, 'lexicon', 'sowpods');
    await openLexiconFor(name);
    const engine = engineFor(name);
    const results = words.map((word): { word: string; valid: boolean; reason?: string } => {
      const tiles = engine.alphabet.tryTokenize(word);
      if (isTileError(tiles)) {
        return { word, valid: false, reason: `'${escapeControls(tiles.char)}' ${tiles.reason.replace(/:$/, '')} in the ${engine.alphabet.id} alphabet` };
      }
      if (tiles.length === 0) return { word, valid: false, reason: 'empty word' };
      return { word, valid: engine.hasTiles(tiles) };
    });
    if (values.json) printJson(results);
    else {
      for (const r of results) {
        console.log(`${r.valid ? 'VALID  ' : 'INVALID'}  ${r.word}${r.reason ? `  (${r.reason})` : ''}`);
      }
    }
    return results.every((r) => r.valid) ? 0 : 1;
  },
};
