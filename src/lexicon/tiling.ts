// Word lists → tile strings for the compiler, in one flat buffer (TileStrings), dropping and
// reporting the words the alphabet cannot tile.

import { Buffer } from 'node:buffer';
import type { Alphabet } from '../alphabet/index.js';
import { MAX_WORD_TILES } from '../wasm/contract.js';
import { emptyRejectReport, noteRejected, type RejectReport } from './rejects.js';

/** Strings in `data`, string s at data[start[s] .. start[s]+length[s]). */
export interface TileStrings {
  data: Uint8Array;
  start: Int32Array;
  length: Uint8Array;
  count: number;
}

export interface TiledWords {
  strings: TileStrings;
  /** Words read (non-empty lines, or items of the list), tiled or not. */
  sourceWords: number;
  /** What the alphabet could not tile. */
  rejected: RejectReport;
}

/** Tiles a list of words into one flat buffer. */
export function tileWordsFlat(
  words: readonly string[], alphabet: Alphabet, where?: (index: number) => string,
): TiledWords {
  let chars = 0;
  for (const w of words) chars += w.length;
  const out = new TileWriter(words.length, chars + 64, alphabet);
  words.forEach((w, i) => out.addWord(w, where ? `${where(i)}: "${w}"` : w));
  return out.done(words.length);
}

/** Tiles a list of words, one array per word (for tests and small lists). */
export function tileWords(words: readonly string[], alphabet: Alphabet): { tiles: Uint8Array[]; rejected: RejectReport } {
  const { strings, rejected } = tileWordsFlat(words, alphabet);
  const tiles: Uint8Array[] = [];
  for (let i = 0; i < strings.count; i++) {
    tiles.push(strings.data.slice(strings.start[i]!, strings.start[i]! + strings.length[i]!));
  }
  return { tiles, rejected };
}

/**
 * Tiles a UTF-8 text of one word per line (lines trimmed, empty ones skipped), as
 * `tileWordsFlat(text.split(/\r?\n/).map(trim).filter(nonEmpty))` would. A plain ASCII line
 * whose characters are all tiles is tiled from its bytes; only other lines become strings. For
 * SOWPODS that is every line, and reading costs no string per word (less time, ~60 MB less peak
 * memory).
 */
export function tileLines(bytes: Uint8Array, alphabet: Alphabet): TiledWords {
  const n = bytes.length;
  let lines = 1;
  for (let i = 0; i < n; i++) if (bytes[i] === NEWLINE) lines++;
  const out = new TileWriter(lines, n + 64, alphabet);
  const ascii = alphabet.asciiTiles();
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, n);
  let words = 0;
  for (let lineStart = 0; lineStart <= n;) {
    let lineEnd = lineStart;
    while (lineEnd < n && bytes[lineEnd] !== NEWLINE) lineEnd++;
    let s = lineStart, e = lineEnd;
    while (s < e && isAsciiSpace(bytes[s]!)) s++;
    while (e > s && isAsciiSpace(bytes[e - 1]!)) e--;
    if (s < e) {
      if (!out.addAsciiTiles(bytes, s, e, ascii)) {
        // Not plain: as a string, trimmed the way String.trim does (Unicode spaces too).
        const word = text.toString('utf8', lineStart, lineEnd).trim();
        if (word.length > 0) out.addWord(word);
        else words--;
      }
      words++;
    }
    lineStart = lineEnd + 1;
  }
  return out.done(words);
}

const NEWLINE = 0x0a;

/** The ASCII characters String.trim removes: tab, LF, VT, FF, CR, space. */
function isAsciiSpace(b: number): boolean {
  return b === 0x20 || (b >= 0x09 && b <= 0x0d);
}

/** Appends tile strings to growing flat arrays. */
class TileWriter {
  private data: Uint8Array;
  private readonly start: Int32Array;
  private readonly length: Uint8Array;
  private count = 0;
  private at = 0;
  private readonly rejected = emptyRejectReport();

  /** `maxWords`: most words that will be added; `tiles`: a first guess of the tile total. */
  constructor(maxWords: number, tiles: number, private readonly alphabet: Alphabet) {
    this.data = new Uint8Array(tiles);
    this.start = new Int32Array(maxWords);
    this.length = new Uint8Array(maxWords);
  }

  private room(tiles: number): void {
    if (this.at + tiles <= this.data.length) return;
    const bigger = new Uint8Array(Math.max(this.data.length * 2, this.at + tiles));
    bigger.set(this.data.subarray(0, this.at));
    this.data = bigger;
  }

  private push(tiles: number, word: () => string): void {
    if (tiles > MAX_WORD_TILES) {
      noteRejected(this.rejected, `longer than ${MAX_WORD_TILES} tiles`, word());
      return;
    }
    this.start[this.count] = this.at;
    this.length[this.count] = tiles;
    this.count++;
    this.at += tiles;
  }

  /** Tiles a word given as text, or notes why it cannot be tiled (`example`: how a report names it). */
  addWord(word: string, example = word): void {
    // Upper-casing makes at most three characters of one (ﬃ → FFI).
    this.room(word.length * 3);
    const n = this.alphabet.tokenizeInto(word, this.data, this.at);
    if (typeof n !== 'number') {
      noteRejected(this.rejected, `${n.reason} ${n.char}`.replace(/:\s/, ' '), example);
    } else if (n > 0) {
      this.push(n, () => example);
    }
  }

  /** Tiles bytes[s..e) through the ASCII table; false (nothing added) if a byte has no tile there. */
  addAsciiTiles(bytes: Uint8Array, s: number, e: number, ascii: Uint8Array): boolean {
    this.room(e - s);
    const data = this.data, at = this.at;
    for (let i = s; i < e; i++) {
      const b = bytes[i]!;
      const tile = b < 128 ? ascii[b]! : 0;
      if (tile === 0) return false;
      data[at + i - s] = tile;
    }
    this.push(e - s, () => Buffer.from(bytes.buffer, bytes.byteOffset + s, e - s).toString('latin1'));
    return true;
  }

  done(sourceWords: number): TiledWords {
    return {
      strings: { data: this.data, start: this.start, length: this.length, count: this.count },
      sourceWords,
      rejected: this.rejected,
    };
  }
}
