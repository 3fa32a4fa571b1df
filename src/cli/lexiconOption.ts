// Every command that takes --lexicon: a recipe that was never built is built on first use,
// with a progress bar; unknown names and paths fail with the list of what exists.

import { checkInputFile } from '../inputFile.js';
import { type BuildResult, ensureLexicon, type Lexicon, lexiconPath, type RejectReport } from '../lexicon/store.js';
import { progressBar } from './progress.js';

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

/** What a lexicon build made and dropped, for stderr. */
export function describeBuild(r: BuildResult): string {
  const lines = [
    `built ${r.path}: ${r.wordCount.toLocaleString('en')} words from ${r.sourceWords.toLocaleString('en')} source words, ` +
      `${(r.bytes / 1e6).toFixed(2)} MB, read+tile ${(r.readMs / 1000).toFixed(2)} s, compile ${(r.compileMs / 1000).toFixed(2)} s`,
  ];
  const report = (title: string, rep: RejectReport) => {
    if (!rep.total) return;
    lines.push(`  ${title}: ${rep.total.toLocaleString('en')}`);
    for (const [reason, { count, examples }] of Object.entries(rep.byReason)) {
      lines.push(`    ${count.toLocaleString('en').padStart(8)}  ${reason} (e.g. ${examples.join(', ')})`);
    }
  };
  report('removed by the source filters', r.filtered);
  report('dropped as they cannot be tiled', r.rejected);
  return lines.join('\n') + '\n';
}
