// Every command that takes --lexicon: a recipe that was never built is built on first use,
// with a progress bar; unknown names and paths fail with the list of what exists.

import { checkInputFile } from '../inputFile.js';
import { ensureLexicon, type Lexicon, lexiconPath } from '../lexicon/store.js';
import { progressBar } from './progress.js';
import { describeBuild } from './commands/lexicon.js';

export async function openLexiconFor(name: string): Promise<Lexicon> {
  checkLexiconPath(name);
  let bar: ReturnType<typeof progressBar> | undefined;
  const lex = await ensureLexicon(name, (phase, done, total) => {
    bar ??= progressBar(`building lexicon ${name} (first use)`);
    bar(phase, done, total);
  }, (r) => process.stderr.write(describeBuild(r)));
  bar?.done();
  return lex;
}

/** A lexicon named by path (it has a '/' or ends in .lex) must be a readable file, not a directory. */
export function checkLexiconPath(name: string, what = '--lexicon'): void {
  if (lexiconPath(name) === name) checkInputFile(name, what);
}
