// verbivore lexicon build | info

import { existsSync } from 'node:fs';
import { Engine } from '../../engine.js';
import { bingoIndexFacts, WORD_MAP_MIN_LENGTH } from '../../scrabble/bingos.js';
import {
  availableLexicons, buildLexicon, type Lexicon, lexiconPath, loadLexicon, readLexiconFile, type BuildResult,
} from '../../lexicon/store.js';
import { localRecipesPath, recipe } from '../../lexicon/sources.js';
import { buildUserLexicon } from '../../lexicon/userLexicons.js';
import { errors, exitStatus, VerbivoreError } from '../../errors.js';
import { checkLexiconPath, describeBuild } from '../lexiconOption.js';
import { type Command, printJson, type Values } from '../command.js';
import { progressBar } from '../progress.js';
import { ensureSyllableView, syllabifiedAlphabets, syllableIndexPath } from '../../syllables/lexiconView.js';

export const lexiconBuild: Command = {
  name: 'lexicon build',
  summary: 'build a lexicon from its recipe, or your own from a word list (--from)',
  help: `Usage: verbivore lexicon build NAME... [--if-missing] [--json]
       verbivore lexicon build NAME --from FILE --alphabet NAME|FILE.json [--description TEXT] [--json]

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

  --if-missing         skip lexicons whose file already exists and passes its checks (a corrupt
                       or outdated one is rebuilt, with a note)
  --from FILE          your word list (UTF-8 text, one word per line)
  --alphabet NAME      the tiles of your list (with --from): english, catalan, spanish, french,
                       german, dutch, polish, norwegian, swedish, slovene, or the path of your
                       own alphabet JSON file (docs/formats.md, "Alphabet files")
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
      if (values['if-missing'] && existsSync(lexiconPath(name)) && usableLexicon(name)) continue;
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

/** Whether the built file of `name` loads; if not, says why it will be rebuilt. */
function usableLexicon(name: string): boolean {
  try {
    readLexiconFile(lexiconPath(name), name);
    return true;
  } catch (e) {
    if (!(e instanceof VerbivoreError) || !['corrupt-lexicon', 'lexicon-mismatch'].includes(e.code)) throw e;
    process.stderr.write(`note: ${e.message.replace(/\. Rebuild it with: .*$|; rebuild it$/, '')}; rebuilding it\n`);
    return false;
  }
}

async function buildFromFile(values: Values, names: string[]): Promise<number> {
  if (names.length !== 1) throw errors.usage('--from builds one lexicon: give one NAME');
  if (values['if-missing']) throw errors.usage('--if-missing does not go with --from (a build from your file always rebuilds)');
  if (values.alphabet === undefined) throw errors.usage('--from needs --alphabet NAME (english, french...) or --alphabet FILE.json');
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
entries, bytes and checksum; and the word map the Scrabble search builds beside it once per
process (the words of 2 to 15 tiles by their letters): its words, bytes and build time. NAME may also be a path to a .lex file. With no NAME, every built
lexicon: one that fails its checks is listed with the error (JSON: "error"), the others in
full, and the status is 1.`,
  options: {},
  run(values, names) {
    // Listing all: one bad file is marked, not the end of the list.
    const all = names.length === 0;
    if (all) names = availableLexicons().built;
    if (names.length === 0) throw errors.usage('no lexicon is built yet; run: verbivore lexicon build sowpods');
    const infos = names.map((name) => {
      if (!all) return lexiconFacts(name);
      try {
        return lexiconFacts(name);
      } catch (e) {
        if (!(e instanceof VerbivoreError) || e.exitCode !== exitStatus.error) throw e;
        return { name, path: lexiconPath(name), error: e.message };
      }
    });
    const status = infos.some((i) => 'error' in i) ? exitStatus.negative : exitStatus.ok;
    if (values.json) {
      printJson(infos);
      return status;
    }
    for (const i of infos) {
      if ('error' in i) {
        console.log(`${i.name}  (${i.path})\n  error         ${i.error}`);
        continue;
      }
      console.log(`${i.name}  (${i.path})
  source        ${i.source}
  alphabet      ${i.alphabet} (${i.tiles} tiles)
  words         ${i.words.toLocaleString('en')}${i.rejected ? ` (${i.rejected.toLocaleString('en')} source words could not be tiled)` : ''}
  DAWG nodes    ${i.dawgNodes.toLocaleString('en')}
  GADDAG nodes  ${i.gaddagNodes.toLocaleString('en')}
  entries       ${i.entries.toLocaleString('en')}
  bytes         ${i.bytes.toLocaleString('en')}
  checksum      ${i.checksum}
  word map      ${wordMapLine(i.wordMap)}`);
    }
    return status;
  },
};

/** What lexicon info shows of one lexicon. */
function lexiconFacts(name: string) {
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
    wordMap: wordMapFacts(lex),
  };
}

/** Word lengths the word map holds: two tiles to the standard board's side. */
const WORD_MAP_MAX_LENGTH = 15;

function wordMapFacts(lex: Lexicon) {
  const minLength = WORD_MAP_MIN_LENGTH, maxLength = WORD_MAP_MAX_LENGTH;
  const f = bingoIndexFacts(new Engine(lex), minLength, maxLength);
  return { minLength, maxLength, words: f.words, bytes: f.bytes, buildMs: Math.round(f.buildMs), unindexed: f.unindexed };
}

function wordMapLine(m: ReturnType<typeof wordMapFacts>): string {
  const left = m.unindexed.length ? `; lengths ${m.unindexed.join(', ')} left out (too many words)` : '';
  return `${m.words.toLocaleString('en')} words of ${m.minLength}–${m.maxLength} tiles, ${(m.bytes / 1e6).toFixed(2)} MB, built in ${m.buildMs} ms${left}`;
}
