// A syllabified view of a Catalan lexicon: the syllables of each word as its original
// spellings have them (PAIS is pa-ís; DONA is do-na, do-nà and dó-na), for rule P of the
// syllable games (the Verbàlia rulebook): a syllable tile must stay a syllable of the word it helps make.
//
// Offsets are in letters, not tiles. A syllable boundary may fall inside the L·L tile
// (col·lecció = col-lec-ci-ó: tiles C O L·L E C C I O, syllables COL and LEC), so tile offsets
// cannot say where it is. Letters are what a syllable tile shows and what the grid counts:
// L·L, QU and NY are two letters, Ç one, and accents and the middle dot are no letters. The
// cells [COL][LEC][CI][O] start at letters 0, 3, 6, 8 — exactly col·lecció's syllable starts,
// so they keep rule P; [CO][L·LEC]... start at 0, 2 and do not. Letter offsets are the offsets
// into the lowercase spelling without the middle dot, as syllableBoundaries gives them.
//
// This module is browser-safe: the grid search and the queries get a lexicon's view here
// (syllableViewOf), and its spellings come through the platform (Platform.syllableIndexFile: the
// cache file in Node, fetched bytes in a browser). lexiconView.ts builds the index in Node.

import type { Alphabet } from '../alphabet/index.js';
import { errors } from '../errors.js';
import type { Lexicon } from '../lexicon/load.js';
import { knownRecipes } from '../lexicon/names.js';
import { platform } from '../platform/platform.js';
import { syllabify, syllableBoundaries } from './catalan.js';
import {
  decodeSyllableIndex, type MarkedSpellings, readSyllableIndexHeader, spellingKey, type SyllableIndex, type SyllableIndexHeader,
} from './indexFormat.js';

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

const views = new WeakMap<Lexicon, SyllableView>();

/**
 * The view of a loaded lexicon, synchronously: from memory, else from the spellings the platform
 * has for it (syllableIndexOf), which throws saying how to build a missing index. A lexicon
 * without source spellings (no recipe) has its words read as their tiles spell them.
 */
export function syllableViewOf(lexicon: Lexicon): SyllableView {
  let view = views.get(lexicon);
  if (view) return view;
  checkSyllabified(lexicon);
  const index = syllableIndexOf(lexicon);
  view = new SyllableView(lexicon.alphabet, index?.marked ?? new Map(), index?.header);
  views.set(lexicon, view);
  return view;
}

/**
 * The accented spellings of a Catalan lexicon's words (its syllable index), or undefined when
 * the lexicon has no source to take them from. Where lexicons are built from recipes (Node), a
 * lexicon with a recipe has its index in the cache beside the lexicons, checked against its
 * SHA-256, and a missing or stale one is an error saying how to build it; elsewhere (a
 * browser), the index is the one the platform was given for the lexicon, if any.
 */
function syllableIndexOf(lexicon: Lexicon): SyllableIndex | undefined {
  const p = platform();
  const recipes = knownRecipes();
  if (recipes) {
    const name = lexicon.meta.name;
    if (!recipes.includes(name)) return undefined;
    const { path, bytes } = p.syllableIndexFile(name);
    const header = bytes ? readSyllableIndexHeader(utf8.decode(bytes.subarray(0, Math.min(bytes.length, 4096)))) : undefined;
    if (!bytes || !header || header.lexicon !== name || header.checksum !== lexicon.checksum) {
      throw errors.badInput(
        `rule P needs the accented spellings of lexicon ${name}, and its syllable index ${path} ` +
        `is missing or was built for another ${name}.lex. Build it with: verbivore syllables index --lexicon ${name} ` +
        `(or await ensureSyllableView first)`);
    }
    return decodeSyllableIndex(bytes, path, lexicon.alphabet, p.sha256);
  }
  const name = lexicon.name;
  const { path, bytes } = p.syllableIndexFile(name);
  if (bytes === null) return undefined;
  if (!bytes) {
    throw errors.badInput(`rule P needs the accented spellings of lexicon ${name}: load its syllable index (lexicons/cache/${name}.syllables) with the platform's files`);
  }
  const index = decodeSyllableIndex(bytes, path, lexicon.alphabet, p.sha256);
  if (index.header.checksum !== lexicon.checksum) {
    throw errors.badInput(`the syllable index loaded for ${name} was built for another ${name}.lex (checksum ${index.header.checksum}, not ${lexicon.checksum})`);
  }
  return index;
}

const utf8 = new TextDecoder();

/** Makes `view` the lexicon's (a view just built from its source: lexiconView.ts). */
export function keepSyllableView(lexicon: Lexicon, view: SyllableView): void {
  views.set(lexicon, view);
}

/** The lexicon's view if one is already made. */
export function knownSyllableView(lexicon: Lexicon): SyllableView | undefined {
  return views.get(lexicon);
}

export function checkSyllabified(lexicon: Lexicon): void {
  if (!syllabifiedAlphabets.has(lexicon.alphabet.id)) {
    throw errors.badInput(
      `syllables are known only for Catalan; lexicon ${lexicon.name} uses the ${lexicon.alphabet.id} alphabet`);
  }
}
