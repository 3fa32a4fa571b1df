// Building the syllable index of a Catalan lexicon in Node (the spellings read from its
// recipe's source, written to lexicons/cache/NAME.syllables). Reading it back, through the
// platform, and the view itself, browser-safe, are in view.ts.

import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { errors, VerbivoreError } from '../errors.js';
import { readSource, recipes } from '../lexicon/sources.js';
import type { Lexicon } from '../lexicon/store.js';
import { lexiconDir } from '../paths.js';
import {
  collectMarkedSpellings, readSyllableIndex, type SyllableIndex, type SyllableIndexFigures, type SyllableIndexHeader,
  writeSyllableIndex,
} from './syllableIndex.js';
import { checkSyllabified, keepSyllableView, knownSyllableView, SyllableView, syllableViewOf } from './view.js';

export * from './view.js';

/** lexicons/cache/NAME.syllables */
export function syllableIndexPath(lexiconName: string): string {
  return join(lexiconDir, 'cache', `${lexiconName}.syllables`);
}

export interface EnsureOptions {
  /** Rebuild even if the cache is current. */
  rebuild?: boolean;
  /** Progress of reading the source (done, total). */
  progress?: (done: number, total: number) => void;
  /** Called after a build with its header. */
  onBuilt?: (header: SyllableIndexHeader) => void;
  /** The source's words, if the caller has just read them (a build then skips reading them again). */
  words?: readonly string[];
}

/** The view of a lexicon, building its syllable index first if missing or stale (or asked to). */
export async function ensureSyllableView(lexicon: Lexicon, options: EnsureOptions = {}): Promise<SyllableView> {
  checkSyllabified(lexicon);
  const name = lexicon.meta.name;
  if (!recipes().has(name)) return syllableViewOf(lexicon);
  if (!options.rebuild) {
    const known = knownSyllableView(lexicon) ?? fromCacheOrDamaged(lexicon);
    if (known) return known;
  }
  const index = await buildSyllableIndex(lexicon, options.words, options.progress);
  options.onBuilt?.(index.header);
  const view = new SyllableView(lexicon.alphabet, index.marked, index.header);
  keepSyllableView(lexicon, view);
  return view;
}

/** fromCache, where a damaged index counts as missing (it is rebuilt). */
function fromCacheOrDamaged(lexicon: Lexicon): SyllableView | undefined {
  try {
    return fromCache(lexicon);
  } catch (e) {
    if (e instanceof VerbivoreError && e.code === 'corrupt-syllable-index') return undefined;
    throw e;
  }
}

function fromCache(lexicon: Lexicon): SyllableView | undefined {
  const name = lexicon.meta.name;
  const index = readSyllableIndex(syllableIndexPath(name), name, lexicon.checksum, lexicon.alphabet);
  if (!index) return undefined;
  const view = new SyllableView(lexicon.alphabet, index.marked, index.header);
  keepSyllableView(lexicon, view);
  return view;
}

/**
 * Builds and writes the syllable index of a lexicon from its recipe's source (`words`, if the
 * caller has just read them, saves reading them again: the Catalan hunspell expansion takes
 * seconds).
 */
export async function buildSyllableIndex(
  lexicon: Lexicon, words?: readonly string[], progress?: (done: number, total: number) => void,
): Promise<SyllableIndex> {
  checkSyllabified(lexicon);
  const name = lexicon.meta.name;
  const r = recipes().get(name);
  if (!r) throw errors.badInput(`lexicon ${name} has no recipe, so no source spellings to index`);
  const t0 = performance.now();
  const source = words ? { words, origin: lexicon.meta.source } : await readSource(r.source, progress);
  const marked = collectMarkedSpellings(source.words, lexicon.alphabet);
  const figures: SyllableIndexFigures = {
    lexicon: name, checksum: lexicon.checksum, source: source.origin, sourceForms: source.words.length,
    keys: marked.size, buildMs: Math.round(performance.now() - t0),
  };
  const header = writeSyllableIndex(syllableIndexPath(name), { header: figures, marked });
  return { header, marked };
}
