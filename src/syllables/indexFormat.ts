// The accented spellings of a lexicon's words, for syllabification. The lexicon folds accents
// (PAÍS and PAIS are both the tiles P A I S), but the syllables depend on them: pa-ís, pais.
// Most words carry no mark, and their lowercase tile rendering (l·l, ny, qu, ç kept) is their
// spelling, so only the words with an accent or diaeresis are stored, keyed by that rendering.
//
// Cache file lexicons/cache/NAME.syllables (git-ignored), UTF-8 text:
//   line 1   "verbivore-syllables 2"            magic and format version
//   line 2   JSON SyllableIndexHeader           which .lex it was built for (checksum), figures,
//                                              and the SHA-256 of the body (bodySha256)
//   then     SPELLING[ SPELLING...]             the body: one line per key with a marked spelling,
//                                              sorted by key; the key is what every spelling folds
//                                              to, and is itself listed when the unmarked form is
//                                              a word too
// e.g. "país" (key pais), "dona donà dóna" (key dona). A file for another checksum is stale (and
// rebuilt); a body that does not match its SHA-256 (edited, damaged) is refused with an error
// saying how to rebuild it (ensureSyllableView rebuilds it). Version 1 files had no body
// checksum; they count as stale.
//
// This module reads the format and is browser-safe (the grid search and the queries reach it
// through the platform: src/syllables/view.ts); syllableIndex.ts writes and reads the cache file
// in Node.

import type { Alphabet } from '../alphabet/index.js';
import { isTileError } from '../alphabet/index.js';
import { errors } from '../errors.js';

export const SYLLABLE_INDEX_MAGIC = 'verbivore-syllables';
export const SYLLABLE_INDEX_VERSION = 2;

export interface SyllableIndexHeader {
  /** Lexicon name (its recipe). */
  lexicon: string;
  /** Checksum of the .lex the index was built for (LexiconFile.checksum). */
  checksum: number;
  /** Where the spellings came from (the recipe's source and version). */
  source: string;
  /** Forms read from the source. */
  sourceForms: number;
  /** Keys stored (words with an accented or diaeresis spelling). */
  keys: number;
  buildMs: number;
  /** SHA-256 of the body (the lines after the header), hex. */
  bodySha256: string;
}

/** What the writer is given: the body checksum is computed as it encodes. */
export type SyllableIndexFigures = Omit<SyllableIndexHeader, 'bodySha256'>;

/** Key (lowercase tile rendering) → its spellings, for the keys that have a marked spelling. */
export interface MarkedSpellings {
  get(key: string): readonly string[] | undefined;
  readonly size: number;
}

export interface SyllableIndex {
  header: SyllableIndexHeader;
  marked: MarkedSpellings & Iterable<[string, readonly string[]]>;
}

/** The key of a tile string: its rendering in lowercase (COL·LECCIO → col·leccio). */
export function spellingKey(alphabet: Alphabet, tiles: ArrayLike<number>): string {
  return alphabet.render(tiles).toLowerCase();
}

/** What a spelling folds to: accents off, lowercase (país → pais; col·lecció → col·leccio). */
export function foldSpelling(alphabet: Alphabet, spelling: string): string {
  return alphabet.normalize(spelling).toLowerCase();
}

/** Groups the source's forms by key, keeping the keys that have a marked spelling. */
export function collectMarkedSpellings(words: Iterable<string>, alphabet: Alphabet): Map<string, readonly string[]> {
  const byKey = new Map<string, Set<string>>();
  const plain = new Set<string>();
  for (const raw of words) {
    const word = raw.normalize('NFC').toLowerCase();
    const tiles = alphabet.tryTokenize(word);
    if (isTileError(tiles) || tiles.length === 0) continue; // the lexicon dropped it too
    const key = spellingKey(alphabet, tiles);
    // The file stores no keys, so a spelling must fold to its key (a source writing l.l does not).
    if (foldSpelling(alphabet, word) !== key) continue;
    if (key === word) {
      plain.add(key);
      continue;
    }
    let set = byKey.get(key);
    if (!set) byKey.set(key, (set = new Set()));
    set.add(word);
  }
  const out = new Map<string, readonly string[]>();
  for (const key of [...byKey.keys()].sort()) {
    const spellings = [...byKey.get(key)!].sort();
    out.set(key, plain.has(key) ? [key, ...spellings] : spellings);
  }
  return out;
}

/** Just the header, or undefined when the file is not an index of this version. */
export function readSyllableIndexHeader(text: string): SyllableIndexHeader | undefined {
  const first = text.indexOf('\n');
  const second = text.indexOf('\n', first + 1);
  if (first < 0 || second < 0 || text.slice(0, first) !== `${SYLLABLE_INDEX_MAGIC} ${SYLLABLE_INDEX_VERSION}`) {
    return undefined;
  }
  try {
    return JSON.parse(text.slice(first + 1, second)) as SyllableIndexHeader;
  } catch {
    return undefined;
  }
}

/**
 * Parses an index file; `path` names it in errors. The lines stay as bytes and are found by
 * binary search over byte positions (they are sorted by key), so loading is reading the file
 * (~15 ms for Catalan's 4.5 MB); building a Map of its 300,000 keys took 320–450 ms per load.
 * `sha256` (hex digest of bytes) checks the lines against the header: Node passes its own
 * (~3 ms for Catalan's 4.5 MB); a browser has no synchronous digest and takes the bytes as the
 * server sent them, after the server's own check (src/web/server.ts).
 */
export function decodeSyllableIndex(bytes: Uint8Array, path: string, alphabet: Alphabet, sha256?: (bytes: Uint8Array) => string): SyllableIndex {
  const header = readSyllableIndexHeader(utf8.decode(bytes.subarray(0, Math.min(bytes.length, 4096))));
  if (!header) throw errors.badInput(`${path} is not a verbivore syllable index (version ${SYLLABLE_INDEX_VERSION}); delete it to rebuild`);
  const body = bytes.indexOf(NEWLINE, bytes.indexOf(NEWLINE) + 1) + 1;
  if (body === 0 || bytes[bytes.length - 1] !== NEWLINE) {
    throw errors.corruptSyllableIndex(path, 'it is truncated', header.lexicon);
  }
  if (sha256 && sha256(bytes.subarray(body)) !== header.bodySha256) {
    throw errors.corruptSyllableIndex(path, 'its lines do not match the checksum in its header (edited or damaged)', header.lexicon);
  }
  return { header, marked: new SortedLines(bytes, body, header.keys, alphabet) };
}

const NEWLINE = 0x0a;
const SPACE = 0x20;
const utf8 = new TextDecoder();

/** The SPELLING[ SPELLING...] lines of an index file, found by binary search on their key. */
class SortedLines implements MarkedSpellings {
  constructor(
    private readonly bytes: Uint8Array,
    private readonly body: number,
    readonly size: number,
    private readonly alphabet: Alphabet,
  ) {}

  get(key: string): readonly string[] | undefined {
    // [lo, hi) is a byte range of whole lines that holds the key if any line does.
    let lo = this.body, hi = this.bytes.length;
    while (lo < hi) {
      let start = (lo + hi) >>> 1;
      while (start > lo && this.bytes[start - 1] !== NEWLINE) start--;
      const end = this.bytes.indexOf(NEWLINE, start);
      const k = this.keyAt(start, end);
      if (k === key) return this.text(start, end).split(' ');
      if (k < key) lo = end + 1;
      else hi = start;
    }
    return undefined;
  }

  *[Symbol.iterator](): Iterator<[string, readonly string[]]> {
    for (let start = this.body; start < this.bytes.length;) {
      const end = this.bytes.indexOf(NEWLINE, start);
      yield [this.keyAt(start, end), this.text(start, end).split(' ')];
      start = end + 1;
    }
  }

  private text(start: number, end: number): string {
    return utf8.decode(this.bytes.subarray(start, end));
  }

  /** The key of the line at [start, end): what its first spelling folds to. */
  private keyAt(start: number, end: number): string {
    let first = start;
    while (first < end && this.bytes[first] !== SPACE) first++;
    return foldSpelling(this.alphabet, this.text(start, first));
  }
}
