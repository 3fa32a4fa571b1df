// An alphabet is the set of tiles of a game: index 0 is reserved (the GADDAG separator in a
// lexicon, the blank in a rack), tiles 1..n are letters or digraphs. Words become tile strings
// here, and only here: accents fold, digraphs become one tile.

import { errors, VerbivoreError } from '../errors.js';
import { characterAt, codePointColumn } from '../inputText.js';
import { BLANK_BIT } from '../wasm/contract.js';

/** A tile index with this bit set is a blank standing for that tile (boards, results): the core's constant. */
export { BLANK_BIT };
/** Tile index of the blank in a rack and of the separator in a GADDAG. */
export const BLANK = 0;
/** Most tiles an alphabet may have (the lexicon packs a tile into 6 bits). */
export const MAX_TILES = 63;

/** Why a word could not be tiled: the character, its column, and the reason. */
export interface TileError {
  /** The whole character (an emoji is one, never half of one). */
  readonly char: string;
  /** 0-based, in code points of the normalised word. */
  readonly column: number;
  readonly reason: string;
}

/** An alphabet as data: the JSON documents of src/alphabet/data (docs/formats.md, *Alphabet files*). */
export interface AlphabetSpec {
  readonly id: string;
  /** The language's name in English ('Catalan'), for listings. */
  readonly language?: string;
  /** Where the tiles and folds come from, in a sentence, for people reading the file. */
  readonly about?: string;
  /** Display strings of tiles 1..n in sort order, e.g. ['A', 'B', 'C', 'Ç', ...]. */
  readonly tiles: readonly string[];
  /** Characters folded before tiling (uppercase keys), e.g. À → A. */
  readonly fold?: Readonly<Record<string, string>>;
  /** Spellings that mean a tile, e.g. 'L.L' → 'L·L' (applied after folding, longest first). */
  readonly spellings?: Readonly<Record<string, string>>;
  /** Explanations for characters that are never tiles in this alphabet. */
  readonly forbidden?: Readonly<Record<string, string>>;
  /** The vowel tiles (duplicate draws, party games); every other tile is a consonant. */
  readonly vowels: readonly string[];
}

export class Alphabet {
  readonly id: string;
  /** tiles[0] is '' (separator/blank); tiles[1..n] are display strings. */
  readonly tiles: readonly string[];
  readonly size: number;
  /** The document it was made from. */
  readonly spec: AlphabetSpec;
  /** By tile index: whether the tile is a vowel ([0], the blank, is not). */
  readonly vowels: readonly boolean[];
  private readonly byText = new Map<string, number>();
  /** Spellings by first character, longest first, each with its tile. */
  private readonly matchers = new Map<string, { text: string; tile: number }[]>();
  /** By char code: the tile of a one-character spelling nothing longer starts with, else 0. */
  private readonly simple = new Uint8Array(65536);
  /** Marked letters and the tile letter each folds into (À: A). */
  readonly fold: Readonly<Record<string, string>>;
  private readonly forbidden: Readonly<Record<string, string>>;

  constructor(spec: AlphabetSpec) {
    if (spec.tiles.length > MAX_TILES) {
      throw errors.internal(`alphabet ${spec.id} has ${spec.tiles.length} tiles (max ${MAX_TILES})`);
    }
    this.id = spec.id;
    this.spec = spec;
    this.tiles = ['', ...spec.tiles];
    this.vowels = this.tiles.map((t, i) => i > 0 && spec.vowels.includes(t));
    this.size = this.tiles.length;
    this.fold = spec.fold ?? {};
    this.forbidden = spec.forbidden ?? {};
    const matchers: { text: string; tile: number }[] = [];
    spec.tiles.forEach((text, i) => {
      this.byText.set(text, i + 1);
      matchers.push({ text, tile: i + 1 });
    });
    for (const [text, tileText] of Object.entries(spec.spellings ?? {})) {
      const tile = this.byText.get(tileText);
      if (tile === undefined) throw errors.internal(`spelling ${text} names unknown tile ${tileText}`);
      matchers.push({ text, tile });
    }
    matchers.sort((a, b) => b.text.length - a.text.length);
    for (const m of matchers) {
      const list = this.matchers.get(m.text[0]!) ?? [];
      list.push(m);
      this.matchers.set(m.text[0]!, list);
    }
    for (const [first, list] of this.matchers) {
      if (list.length === 1 && list[0]!.text.length === 1) this.simple[first.charCodeAt(0)] = list[0]!.tile;
    }
  }

  /** Tile index of a display string ('NY' → its index), or undefined. */
  tileOf(text: string): number | undefined {
    return this.byText.get(text.toUpperCase());
  }

  /** Uppercases and folds accents; the result is what tiling reads. */
  normalize(word: string): string {
    const upper = word.toUpperCase();
    // Plain ASCII needs no Unicode normalisation or folding (most of every word list).
    if (/^[\x00-\x7f]*$/.test(upper)) return upper;
    let out = '';
    for (const ch of upper.normalize('NFC')) out += this.fold[ch] ?? ch;
    return out;
  }

  /** Word → tile indices, or the reason it cannot be tiled. Never throws. */
  tryTokenize(word: string): Uint8Array | TileError {
    // Room for one tile per character of the normalised word: upper-casing may lengthen it
    // (the ligature ﬃ is FFI), and no tile is shorter than one character.
    const text = this.normalize(word);
    const out = new Uint8Array(text.length);
    const n = this.tileNormalized(text, out, 0);
    return typeof n === 'number' ? out.slice(0, n) : n;
  }

  /**
   * Writes the word's tiles to out[at..] and returns how many, or the reason it cannot be tiled.
   * `out` needs room for as many tiles as the normalised word has characters. For word lists:
   * no allocation per word.
   */
  tokenizeInto(word: string, out: Uint8Array, at: number): number | TileError {
    return this.tileNormalized(this.normalize(word), out, at);
  }

  private tileNormalized(text: string, out: Uint8Array, at: number): number | TileError {
    let n = at, i = 0;
    outer: while (i < text.length) {
      const simple = this.simple[text.charCodeAt(i)]!;
      if (simple) {
        out[n++] = simple;
        i++;
        continue;
      }
      const ch = text[i]!;
      const candidates = this.matchers.get(ch);
      if (candidates) {
        for (const m of candidates) {
          if (m.text.length === 1 || text.startsWith(m.text, i)) {
            out[n++] = m.tile;
            i += m.text.length;
            continue outer;
          }
        }
      }
      const reason = this.forbidden[ch] ?? 'is not a tile:';
      return { char: characterAt(text, i), column: codePointColumn(text, i), reason };
    }
    return n - at;
  }

  /**
   * By byte 0..127: the tile an ASCII character of either case always is, or 0 where the
   * character is not a tile or may start a longer spelling (NY, L.L). A word all of whose
   * characters have a tile here tiles to exactly these (tokenizeInto gives the same); word-list
   * readers use it to tile plain lines from bytes, without a string per word.
   */
  asciiTiles(): Uint8Array {
    const out = new Uint8Array(128);
    for (let b = 0; b < 128; b++) out[b] = this.simple[String.fromCharCode(b).toUpperCase().charCodeAt(0)]!;
    return out;
  }

  /** Word → tile indices; a word that cannot be tiled is a clear error. */
  tokenize(word: string): Uint8Array {
    const r = this.tryTokenize(word);
    if (r instanceof Uint8Array) {
      if (r.length === 0) throw errors.badInput(`empty word`);
      return r;
    }
    throw errors.badTile(word, r.char, r.column, this.id, r.reason);
  }

  /**
   * A rack or letter set as typed by a user: '?' is a blank (tile 0), other characters tile as
   * words do ("JUNYEIXO" → J U NY E I X O).
   */
  parseRack(text: string): Uint8Array {
    const out: number[] = [];
    let at = 0;
    for (const part of text.split(/(\?)/)) {
      if (part === '?') out.push(BLANK);
      else if (part.length) {
        const r = this.tryTokenize(part);
        if (!(r instanceof Uint8Array)) {
          throw errors.badTile(text, r.char, codePointColumn(text, at) + r.column, this.id, r.reason);
        }
        out.push(...r);
      }
      at += part.length;
    }
    return Uint8Array.from(out);
  }

  /** Tile indices → text; tiles with BLANK_BIT print in lowercase; 0 prints as '?'. */
  render(tiles: ArrayLike<number>): string {
    let s = '';
    for (let i = 0; i < tiles.length; i++) {
      const t = tiles[i]!;
      if (t === BLANK) s += '?';
      else if (t & BLANK_BIT) s += (this.tiles[t & ~BLANK_BIT] ?? '�').toLowerCase();
      else s += this.tiles[t] ?? '�';
    }
    return s;
  }
}

export function isTileError(x: Uint8Array | TileError): x is TileError {
  return !(x instanceof Uint8Array);
}

export { VerbivoreError };
