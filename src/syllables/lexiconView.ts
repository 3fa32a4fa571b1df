// A syllabified view of a Catalan lexicon: the syllables of each word as its original
// spellings have them (PAIS is pa-ís; DONA is do-na, do-nà and dó-na), for rule P of the
// syllable games (seed 000): a syllable tile must stay a syllable of the word it helps make.
//
// Offsets are in letters, not tiles. A syllable boundary may fall inside the L·L tile
// (col·lecció = col-lec-ci-ó: tiles C O L·L E C C I O, syllables COL and LEC), so tile offsets
// cannot say where it is. Letters are what a syllable tile shows and what the grid counts:
// L·L, QU and NY are two letters, Ç one, and accents and the middle dot are no letters. The
// cells [COL][LEC][CI][O] start at letters 0, 3, 6, 8 — exactly col·lecció's syllable starts,
// so they keep rule P; [CO][L·LEC]... start at 0, 2 and do not. Letter offsets are the offsets
// into the lowercase spelling without the middle dot, as syllableBoundaries gives them.

import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Alphabet } from '../alphabet/index.js';
import { errors, VerbivoreError } from '../errors.js';
import { readSource, recipes } from '../lexicon/sources.js';
import type { Lexicon } from '../lexicon/store.js';
import { lexiconDir } from '../paths.js';
import { syllabify, syllableBoundaries } from './catalan.js';
import {
  collectMarkedSpellings, type MarkedSpellings, readSyllableIndex, spellingKey, type SyllableIndex,
  type SyllableIndexFigures, type SyllableIndexHeader, writeSyllableIndex,
} from './syllableIndex.js';

/** Alphabets whose words the syllabifier can split. */
export const syllabifiedAlphabets: ReadonlySet<string> = new Set(['catalan']);

/** One spelling of a word and its syllables. */
export interface Syllabification {
  /** As the source writes it, lowercase: col·lecció. */
  spelling: string;
  /** col, lec, ci, ó (the middle dot is the split and is dropped). */
  syllables: string[];
  /** Letter offset where each syllable starts: [0, 3, 6, 8]. */
  starts: number[];
}

/** A letter span [start, end) of a word. */
export type LetterSpan = readonly [number, number];

/** Letters in each tile's spelling, by tile: L·L, QU, NY → 2; Ç → 1; tile 0 → 0. */
export function tileLetterCounts(alphabet: Alphabet): Uint8Array {
  const out = new Uint8Array(alphabet.size);
  for (let t = 1; t < alphabet.size; t++) out[t] = [...alphabet.tiles[t]!].filter((ch) => /\p{L}/u.test(ch)).length;
  return out;
}

/** Where each cell starts, in letters, from the letters each cell holds: [3, 3, 2, 1] → [0, 3, 6, 8]. */
export function cellStarts(cellLetters: ArrayLike<number>): number[] {
  const out: number[] = [];
  let at = 0;
  for (let i = 0; i < cellLetters.length; i++) {
    out.push(at);
    at += cellLetters[i]!;
  }
  return out;
}

/** Most words whose syllables a view keeps computed (the grid asks again for every path). */
const MEMO_LIMIT = 1 << 14;

export class SyllableView {
  readonly lettersOf: Uint8Array;
  private readonly memo = new Map<string, Syllabification[]>();

  /**
   * `marked`: spellings of the keys that have an accented one (syllableIndex.ts); every other
   * word is spelled as its tiles render. `header` is undefined when no source spellings are
   * known (a lexicon without a recipe): then every word is read unaccented.
   */
  constructor(readonly alphabet: Alphabet, private readonly marked: MarkedSpellings, readonly header?: SyllableIndexHeader) {
    if (!syllabifiedAlphabets.has(alphabet.id)) {
      throw errors.badInput(`syllables are known only for Catalan; this lexicon's alphabet is ${alphabet.id}`);
    }
    this.lettersOf = tileLetterCounts(alphabet);
  }

  /** Whether the original (accented) spellings are known. */
  get accented(): boolean {
    return this.header !== undefined;
  }

  /** Keys with a marked spelling. */
  get markedCount(): number {
    return this.marked.size;
  }

  /** Letters in a tile string (COL·LECCIO → 9). */
  letterCount(tiles: ArrayLike<number>): number {
    let n = 0;
    for (let i = 0; i < tiles.length; i++) n += this.lettersOf[tiles[i]!]!;
    return n;
  }

  /** The word's original spellings, lowercase (PAIS → país; DONA → dona, donà, dóna). */
  spellings(tiles: ArrayLike<number>): readonly string[] {
    const key = spellingKey(this.alphabet, tiles);
    return this.marked.get(key) ?? [key];
  }

  /** Each spelling with its syllables (spellings without a vowel have none and are left out). */
  syllabifications(tiles: ArrayLike<number>): Syllabification[] {
    const key = spellingKey(this.alphabet, tiles);
    let out = this.memo.get(key);
    if (out) return out;
    out = [];
    for (const spelling of this.marked.get(key) ?? [key]) {
      try {
        out.push({ spelling, syllables: syllabify(spelling), starts: syllableBoundaries(spelling) });
      } catch {
        // no vowel: not a word of syllables
      }
    }
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(key, out);
    return out;
  }

  /** The distinct sets of syllable starts (letter offsets), one per distinct syllabification. */
  boundaries(tiles: ArrayLike<number>): number[][] {
    const seen = new Map<string, number[]>();
    for (const s of this.syllabifications(tiles)) seen.set(s.starts.join(','), s.starts);
    return [...seen.values()];
  }

  /**
   * Rule P for a word laid on cells: true when some spelling's syllables start exactly where the
   * cells start (`cellStarts` in letters, first 0, as cellStarts() computes them).
   */
  keepsSyllables(tiles: ArrayLike<number>, cellStarts: readonly number[]): boolean {
    return this.spellingsKeeping(tiles, cellStarts).length > 0;
  }

  /** The spellings whose syllables start exactly at `cellStarts`. */
  spellingsKeeping(tiles: ArrayLike<number>, cellStarts: readonly number[]): string[] {
    const out: string[] = [];
    for (const s of this.syllabifications(tiles)) {
      if (s.starts.length === cellStarts.length && s.starts.every((x, i) => x === cellStarts[i])) out.push(s.spelling);
    }
    return out;
  }

  /**
   * Rule P for pieces that do not cover the whole word (syllables with loose letters between):
   * the spellings in which every span is exactly one syllable.
   */
  spellingsKeepingSpans(tiles: ArrayLike<number>, spans: readonly LetterSpan[]): string[] {
    const length = this.letterCount(tiles);
    const out: string[] = [];
    for (const s of this.syllabifications(tiles)) {
      const ends = [...s.starts.slice(1), length];
      const ok = spans.every(([start, end]) => {
        const k = s.starts.indexOf(start);
        return k >= 0 && ends[k] === end;
      });
      if (ok) out.push(s.spelling);
    }
    return out;
  }
}

/** lexicons/cache/NAME.syllables */
export function syllableIndexPath(lexiconName: string): string {
  return join(lexiconDir, 'cache', `${lexiconName}.syllables`);
}

const views = new WeakMap<Lexicon, SyllableView>();

/**
 * The view of a loaded lexicon, synchronously: from memory or from its cache file. A lexicon
 * with a recipe whose index is missing or stale is an error saying how to build it (building
 * reads the source, which is asynchronous: see ensureSyllableView). A lexicon without a recipe
 * has no accented spellings, and its words are read as their tiles spell them.
 */
export function syllableViewOf(lexicon: Lexicon): SyllableView {
  const known = views.get(lexicon);
  if (known) return known;
  checkAlphabet(lexicon);
  const name = lexicon.meta.name;
  let view: SyllableView;
  if (!recipes().has(name)) {
    view = new SyllableView(lexicon.alphabet, new Map());
  } else {
    const cached = fromCache(lexicon);
    if (!cached) {
      throw errors.badInput(
        `rule P needs the accented spellings of lexicon ${name}, and its syllable index ${syllableIndexPath(name)} ` +
        `is missing or was built for another ${name}.lex. Build it with: verbivore syllables index --lexicon ${name} ` +
        `(or await ensureSyllableView first)`);
    }
    view = cached;
  }
  views.set(lexicon, view);
  return view;
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
  checkAlphabet(lexicon);
  const name = lexicon.meta.name;
  if (!recipes().has(name)) return syllableViewOf(lexicon);
  if (!options.rebuild) {
    const known = views.get(lexicon) ?? fromCacheOrDamaged(lexicon);
    if (known) return known;
  }
  const index = await buildSyllableIndex(lexicon, options.words, options.progress);
  options.onBuilt?.(index.header);
  const view = new SyllableView(lexicon.alphabet, index.marked, index.header);
  views.set(lexicon, view);
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
  views.set(lexicon, view);
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
  checkAlphabet(lexicon);
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

function checkAlphabet(lexicon: Lexicon): void {
  if (!syllabifiedAlphabets.has(lexicon.alphabet.id)) {
    throw errors.badInput(
      `syllables are known only for Catalan; lexicon ${lexicon.name} uses the ${lexicon.alphabet.id} alphabet`);
  }
}
