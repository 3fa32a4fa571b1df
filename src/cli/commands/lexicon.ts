// verbivore lexicon build | info

import { existsSync } from 'node:fs';
import {
  availableLexicons, buildLexicon, lexiconPath, loadLexicon, readLexiconFile, type BuildResult,
} from '../../lexicon/store.js';
import { localRecipesPath, recipe } from '../../lexicon/sources.js';
import { buildUserLexicon } from '../../lexicon/userLexicons.js';
import { errors } from '../../errors.js';
import { checkLexiconPath, describeBuild } from '../lexiconOption.js';
import { type Command, printJson, type Values } from '../command.js';
import { progressBar } from '../progress.js';
import { ensureSyllableView, syllabifiedAlphabets, syllableIndexPath } from '../../syllables/lexiconView.js';

export const lexiconBuild: Command = {
  name: 'lexicon build',
  summary: 'build a lexicon from its recipe, or your own from a word list (--from)',
  help: `Usage: verbivore lexicon build NAME... [--if-missing] [--json]
       verbivore lexicon build NAME --from FILE --alphabet english|catalan|spanish [--description TEXT] [--json]

Builds (or rebuilds) each named lexicon from its recipe: reads the word list (from its npm
package, or your file), tiles the words (reporting those that cannot be tiled), compiles the
DAWG+GADDAG and writes NAME.lex in the lexicon folder: lexicons/ in a source checkout, else
$VERBIVORE_HOME or a per-user data folder (~/.local/share/verbivore; see README "Lexicons").
The same words always give the same file. For a Catalan lexicon it also writes the syllable
index (cache/NAME.syllables) from the spellings just read, unless the index on disk is current.

With --from, builds your own lexicon from FILE, one word per line, and registers it as a local
recipe (local-recipes.json beside the built lexicons), so --lexicon NAME, CGP "lex NAME;" and GCG
"#lexicon NAME" find it. Lines with more than one word, repeated words and words the alphabet
cannot tile are dropped and reported with their line numbers.

  --if-missing         skip lexicons whose file already exists
  --from FILE          your word list (UTF-8 text, one word per line)
  --alphabet NAME      the tiles of your list: english, catalan or spanish (with --from)
  --description TEXT   what the list is (with --from; shown by lexicon info)
  --json               print the build reports as JSON`,
  options: {
    'if-missing': { type: 'boolean' }, from: { type: 'string' }, alphabet: { type: 'string' }, description: { type: 'string' },
  },
  async run(values, names) {
    if (names.length === 0) throw errors.usage(`name a lexicon to build: ${availableLexicons().recipes.join(', ')}`);
    if (values.from !== undefined) return buildFromFile(values, names);
    for (const flag of ['alphabet', 'description']) {
      if (values[flag] !== undefined) throw errors.usage(`--${flag} goes with --from FILE`);
    }
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

async function buildFromFile(values: Values, names: string[]): Promise<number> {
  if (names.length !== 1) throw errors.usage('--from builds one lexicon: give one NAME');
  if (values['if-missing']) throw errors.usage('--if-missing does not go with --from (a build from your file always rebuilds)');
  if (values.alphabet === undefined) throw errors.usage('--from needs --alphabet english, catalan or spanish');
  const name = names[0]!;
  const bar = progressBar(`lexicon ${name}`);
  const r = await buildUserLexicon(name, {
    from: String(values.from), alphabet: String(values.alphabet),
    description: values.description === undefined ? undefined : String(values.description),
  }, bar);
  bar.done();
  if (values.json) printJson([r]);
  else process.stderr.write(describeBuild(r) + `registered lexicon ${name} in ${localRecipesPath()}\n`);
  return 0;
}

/** Writes the syllable index of a just-built lexicon unless the one on disk is current for it. */
async function refreshSyllableIndex(r: BuildResult, words: readonly string[], quiet: boolean): Promise<void> {
  await ensureSyllableView(readLexiconFile(r.path, r.name), {
    words,
    onBuilt: (h) => {
      if (!quiet) process.stderr.write(`  wrote ${syllableIndexPath(r.name)}: ${h.keys.toLocaleString('en')} words with an accented spelling\n`);
    },
  });
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
      checkLexiconPath(name, 'lexicon');
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
