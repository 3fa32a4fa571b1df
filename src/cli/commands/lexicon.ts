// verbivore lexicon build | info

import { existsSync } from 'node:fs';
import {
  availableLexicons, buildLexicon, lexiconPath, loadLexicon, readLexiconFile, type BuildResult, type RejectReport,
} from '../../lexicon/store.js';
import { recipe } from '../../lexicon/sources.js';
import { errors } from '../../errors.js';
import { type Command, printJson } from '../command.js';
import { progressBar } from '../progress.js';
import { ensureSyllableView, syllabifiedAlphabets, syllableIndexPath } from '../../syllables/lexiconView.js';

export const lexiconBuild: Command = {
  name: 'lexicon build',
  summary: 'build lexicons/NAME.lex from its recipe',
  help: `Usage: verbivore lexicon build NAME... [--if-missing] [--json]

Builds (or rebuilds) each named lexicon from its recipe in lexicons/recipes.json: reads the
word list from its npm package, tiles the words (reporting those that cannot be tiled), compiles
the DAWG+GADDAG and writes lexicons/NAME.lex. The same words always give the same file. For a
Catalan lexicon it also writes the syllable index (lexicons/cache/NAME.syllables) from the
spellings just read, unless the index on disk is current.

  --if-missing   skip lexicons whose file already exists
  --json         print the build reports as JSON`,
  options: { 'if-missing': { type: 'boolean' } },
  async run(values, names) {
    if (names.length === 0) throw errors.usage(`name a lexicon to build: ${availableLexicons().recipes.join(', ')}`);
    names.forEach((n) => recipe(n)); // fail early on unknown names
    const reports: BuildResult[] = [];
    for (const name of names) {
      if (values['if-missing'] && existsSync(lexiconPath(name))) continue;
      const bar = progressBar(`lexicon ${name}`);
      // A syllabified lexicon's index needs the source's spellings: reuse the ones just read.
      const syllabified = syllabifiedAlphabets.has(recipe(name).alphabet);
      const { words, ...r } = await buildLexicon(name, bar, undefined, { keepWords: syllabified });
      bar.done();
      reports.push(r);
      if (!values.json) process.stderr.write(describeBuild(r));
      if (words) await refreshSyllableIndex(r, words, values.json === true);
    }
    if (values.json) printJson(reports);
    return 0;
  },
};

/** Writes the syllable index of a just-built lexicon unless the one on disk is current for it. */
async function refreshSyllableIndex(r: BuildResult, words: readonly string[], quiet: boolean): Promise<void> {
  await ensureSyllableView(readLexiconFile(r.path, r.name), {
    words,
    onBuilt: (h) => {
      if (!quiet) process.stderr.write(`  wrote ${syllableIndexPath(r.name)}: ${h.keys.toLocaleString('en')} words with an accented spelling\n`);
    },
  });
}

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

export const lexiconInfo: Command = {
  name: 'lexicon info',
  summary: 'words, nodes, bytes and checksum of a built lexicon',
  help: `Usage: verbivore lexicon info NAME... [--json]

Prints, for each lexicon: words, alphabet, DAWG nodes (sibling groups), GADDAG nodes, total
entries, bytes and checksum. NAME may also be a path to a .lex file.`,
  options: {},
  run(values, names) {
    if (names.length === 0) names = availableLexicons().built;
    if (names.length === 0) throw errors.usage('no lexicon is built yet; run: verbivore lexicon build sowpods');
    const infos = names.map((name) => {
      const lex = loadLexicon(name);
      return {
        name: lex.name,
        path: lex.path,
        source: lex.meta.source,
        alphabet: lex.alphabet.id,
        tiles: lex.alphabet.size - 1,
        words: lex.wordCount,
        rejected: lex.meta.rejected,
        dawgNodes: lex.dawgNodes,
        gaddagNodes: lex.gaddagNodes,
        entries: lex.entries.length,
        bytes: lex.bytes,
        checksum: lex.checksum.toString(16).padStart(8, '0'),
      };
    });
    if (values.json) {
      printJson(infos);
      return 0;
    }
    for (const i of infos) {
      console.log(`${i.name}  (${i.path})
  source        ${i.source}
  alphabet      ${i.alphabet} (${i.tiles} tiles)
  words         ${i.words.toLocaleString('en')}${i.rejected ? ` (${i.rejected.toLocaleString('en')} source words could not be tiled)` : ''}
  DAWG nodes    ${i.dawgNodes.toLocaleString('en')}
  GADDAG nodes  ${i.gaddagNodes.toLocaleString('en')}
  entries       ${i.entries.toLocaleString('en')}
  bytes         ${i.bytes.toLocaleString('en')}
  checksum      ${i.checksum}`);
    }
    return 0;
  },
};
