// verbivore syllables WORD... | syllables combine | syllables bridge | syllables index

import { performance } from 'node:perf_hooks';
import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import type { Lexicon } from '../../lexicon/store.js';
import { maxOf } from '../../maxOf.js';
import { bridge, combine } from '../../query/syllables.js';
import { syllabify } from '../../syllables/catalan.js';
import { ensureSyllableView, syllableIndexPath } from '../../syllables/lexiconView.js';
import type { SyllableIndexHeader } from '../../syllables/syllableIndex.js';
import { type Command, intOption, printJson, stringOption, type Values } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { progressBar } from '../progress.js';

const LEXICON_HELP = `  --lexicon NAME   a Catalan lexicon name or .lex path (default catalan)`;

export const syllables: Command = {
  name: 'syllables',
  summary: 'split Catalan words into syllables (col·lecció → col-lec-ci-ó)',
  help: `Usage: verbivore syllables WORD... [--json]

Splits each word into its syllables by the rules of Catalan syllabic division (rule P of the
syllable games), one line per word: accents and case are kept, and the middle dot of l·l is the
split (col·lecció → col-lec-ci-ó, país → pa-ís, PAIS → PAIS).

A word spelled like a subcommand (combine, bridge, index) is split when written in capitals or
after --:  verbivore syllables -- combine

See also: verbivore syllables combine | bridge | index --help`,
  options: {},
  run(values, words) {
    if (words.length === 0) {
      throw errors.usage('give one or more words, e.g. verbivore syllables col·lecció (or: syllables combine | bridge | index)');
    }
    const rows = words.map((word) => ({ word, syllables: syllabify(word) })); // all checked before printing
    if (values.json) printJson(rows);
    else for (const r of rows) console.log(r.syllables.join('-'));
    return 0;
  },
};

export const syllablesCombine: Command = {
  name: 'syllables combine',
  summary: 'words made by joining 2–3 of the given syllables (Cleptosíl·laB, Quadrisíl·laB)',
  help: `Usage: verbivore syllables combine SYL SYL [SYL...] [--min N] [--max N] [--loose] [--lexicon NAME] [--json]

Lists the words made by joining some of the given syllables in any order, each given syllable
at most once (give RA twice to allow RARA), longest first. By rule P each syllable must be one
syllable of the word: PER + O does not make PERÒ (pe-rò). An L ending one syllable and an L
starting the next may make L·L: COL + LEC + CI + O → COL·LECCIÓ. Accents do not count.
Cleptosíl·laB, Memosíl·laB, Vailetosíl·laB, Quadrisíl·laB (--min 3 --max 3).

  --min N          fewest syllables joined (default 2; 1 also lists syllables that are words)
  --max N          most syllables joined (default 3, at most 8)
  --loose          do not apply rule P (when the players agree to)
${LEXICON_HELP}`,
  options: { lexicon: { type: 'string', short: 'l' }, min: { type: 'string' }, max: { type: 'string' }, loose: { type: 'boolean' } },
  async run(values, positionals) {
    if (positionals.length < 1) throw errors.usage('give the syllables, e.g. verbivore syllables combine DA VEN RE');
    const min = intOption(values, 'min', 2, 1);
    const max = intOption(values, 'max', Math.max(3, min), 1);
    const { name } = await openView(values);
    const words = combine(engineFor(name), positionals, { min, max, syllabic: !values.loose });
    if (values.json) {
      printJson(words);
      return 0;
    }
    printTable(words.map((w) => [w.word, w.syllables.join(' + '), splitSpellings(w.spellings)]));
    return 0;
  },
};

export const syllablesBridge: Command = {
  name: 'syllables bridge',
  summary: 'words of a syllable, a letter and a syllable (Oscíl·laB, Aparellasíl·laB)',
  help: `Usage: verbivore syllables bridge SYL SYL [--extra 0|1] [--syllabic] [--lexicon NAME] [--json]

Lists the words made of one syllable, one letter, and the other syllable, either syllable first
(CA + R + SA). With --extra 1 a second letter of choice goes before, between or after the
syllables (never inside one). A letter is one tile: NY and QU count, and an L next to an L may
make L·L. With --syllabic both syllables must stay syllables of the word (rule P).
  Oscíl·laB, Grafosíl·laB           verbivore syllables bridge CA SA
  Aparellasíl·laB, Bigrafosíl·laB   verbivore syllables bridge CA SA --extra 1 --syllabic

  --extra N        letters besides the one between the syllables: 0 (default) or 1
  --syllabic       apply rule P to the two syllables
${LEXICON_HELP}`,
  options: { lexicon: { type: 'string', short: 'l' }, extra: { type: 'string' }, syllabic: { type: 'boolean' } },
  async run(values, positionals) {
    if (positionals.length !== 2) throw errors.usage('give two syllables, e.g. verbivore syllables bridge CA SA');
    const extra = intOption(values, 'extra', 0, 0);
    if (extra > 1) throw errors.usage(`--extra must be 0 or 1, got ${extra}`);
    const { name } = await openView(values);
    const words = bridge(engineFor(name), positionals[0]!, positionals[1]!, { extra: extra as 0 | 1, syllabic: values.syllabic === true });
    if (values.json) {
      printJson(words);
      return 0;
    }
    printTable(words.map((w) => [w.word, w.readings.map((r) => r.join(' + ')).join(' | '), splitSpellings(w.spellings)]));
    return 0;
  },
};

export const syllablesIndex: Command = {
  name: 'syllables index',
  summary: 'build or check the syllable index (accented spellings) of a Catalan lexicon',
  help: `Usage: verbivore syllables index [--rebuild] [--lexicon NAME] [--json]

The lexicon folds accents (PAÍS is stored as PAIS), but syllables depend on them (pa-ís). The
syllable index holds the original spellings of the words that have an accent or diaeresis, read
from the lexicon's source, in lexicons/cache/NAME.syllables. It is built on first use and again
whenever the lexicon changes; this command builds it now and prints its figures.

  --rebuild        build it even if it is current
${LEXICON_HELP}`,
  options: { lexicon: { type: 'string', short: 'l' }, rebuild: { type: 'boolean' } },
  async run(values, positionals) {
    if (positionals.length > 0) throw errors.usage(`syllables index takes no words (got "${positionals[0]}")`);
    const { lex, view, built, viewMs } = await openView(values, values.rebuild === true);
    const h = view.header;
    if (values.json) {
      printJson(h ? { path: syllableIndexPath(lex.meta.name), built, loadMs: built ? null : viewMs, ...h }
        : { path: null, built: false, lexicon: lex.name, keys: 0 });
    } else if (!h) {
      console.log(`${lex.name}: no recipe, so no accented spellings are known; words are read as their tiles spell them`);
    } else {
      console.log(`${syllableIndexPath(lex.meta.name)}: ${h.keys.toLocaleString('en')} words with an accented spelling, from ` +
        `${h.sourceForms.toLocaleString('en')} forms of ${h.source}; ` +
        (built ? `built in ${(h.buildMs / 1000).toFixed(1)} s` : `current, loaded in ${viewMs} ms`));
    }
    return 0;
  },
};

/** The lexicon and its syllable view, building the index (with a progress bar) when needed. */
async function openView(values: Values, rebuild = false) {
  const name = stringOption(values, 'lexicon', 'catalan');
  const lex: Lexicon = await openLexiconFor(name);
  const t0 = performance.now();
  let bar: ReturnType<typeof progressBar> | undefined;
  let header: SyllableIndexHeader | undefined;
  const view = await ensureSyllableView(lex, {
    rebuild,
    progress: (done, total) => {
      bar ??= progressBar(`building the syllable index of ${lex.meta.name}`);
      bar('reading', done, total);
    },
    onBuilt: (h) => { header = h; },
  });
  bar?.done();
  if (header) {
    process.stderr.write(`built ${syllableIndexPath(lex.meta.name)}: ${header.keys.toLocaleString('en')} words with an accented ` +
      `spelling, in ${(header.buildMs / 1000).toFixed(1)} s\n`);
  }
  return { name, lex, view, built: header !== undefined, viewMs: Math.round(performance.now() - t0) };
}

/** Spellings split into syllables: "ven-da, vén-da". */
function splitSpellings(spellings: readonly string[]): string {
  return spellings.map((s) => syllabify(s).join('-')).join(', ');
}

function printTable(rows: string[][]): void {
  if (rows.length === 0) {
    console.log('no words');
    return;
  }
  const widths = rows[0]!.map((_, k) => maxOf(rows, (r) => r[k]!.length));
  for (const r of rows) console.log(r.map((cell, k) => (k < r.length - 1 ? cell.padEnd(widths[k]!) : cell)).join('   ').trimEnd());
}
