// Debian's apertium analysers run by lt-proc, for the tests of word categories. Without them the
// tests skip, naming the packages to install; with CI set they fail instead (.ci/run installs them).

import { VerbivoreError } from '../../src/errors.js';
import { recipe } from '../../src/lexicon/sources.js';
import { checkAnalyser } from '../../src/party/categories.js';

/** What the category tests of a lexicon lack here ('' when they can run); throws under CI. */
export function analyserMissing(lexicon = 'catalan'): string {
  try {
    checkAnalyser(recipe(lexicon).analyser!);
    return '';
  } catch (e) {
    if (!(e instanceof VerbivoreError)) throw e;
    if (process.env.CI) throw e;
    console.warn(`skipping the word-category tests of ${lexicon}: ${e.message}`);
    return e.message;
  }
}
