// Comparing two word lists: words only in A, only in B, in both, by length, with samples.
//
// Lexicons on the same alphabet compare tile strings exactly (lengths in tiles). Lexicons on
// different alphabets have no common tile numbering, so both are spelled out as letters first:
// digraph tiles become their letters (L·L → LL, NY, QU, CH, RR), and a letter that is not in
// both alphabets loses its marks (Ç → C, Ñ → N); lengths are then in letters. Folding can make
// two words of one list the same string (Spanish AÑO and ANO); those merges are counted.

import type { Alphabet } from '../alphabet/index.js';
import { forEachWord } from './stats.js';
import type { Lexicon } from './store.js';

export interface WordSide {
  name: string;
  alphabet: Alphabet;
  /** Calls back with each word's tiles (a reused buffer is fine). */
  forEach(visit: (tiles: Uint8Array, length: number) => void): void;
}

export interface LengthRow {
  length: number;
  onlyA: number;
  onlyB: number;
  both: number;
  /** A few words of this length only in A / only in B, spread over the alphabet. */
  samplesA: string[];
  samplesB: string[];
}

export interface Comparison {
  a: { name: string; alphabet: string; words: number; distinct: number };
  b: { name: string; alphabet: string; words: number; distinct: number };
  /** Whether the lists were spelled out as letters (different alphabets). */
  folded: boolean;
  /** How they were folded, in words ('' when not folded). */
  folding: string;
  unit: 'tiles' | 'letters';
  onlyA: number;
  onlyB: number;
  both: number;
  /** both / (words in either): 1 for the same list. */
  jaccard: number;
  byLength: LengthRow[];
}

export interface CompareOptions {
  /** Samples per length and side (default 5). */
  samples?: number;
}

/** A side made from a built lexicon (walks its DAWG). */
export function lexiconSide(lexicon: Lexicon): WordSide {
  return {
    name: lexicon.name,
    alphabet: lexicon.alphabet,
    forEach: (visit) => forEachWord(lexicon.graph, visit),
  };
}

/** A side made from tile strings (tests, tools). */
export function listSide(name: string, alphabet: Alphabet, words: readonly Uint8Array[]): WordSide {
  return { name, alphabet, forEach: (visit) => words.forEach((w) => visit(w, w.length)) };
}

/** Letters that appear in the alphabet's tile spellings. */
function lettersOf(alphabet: Alphabet): Set<string> {
  const out = new Set<string>();
  for (const t of alphabet.tiles) for (const ch of t) if (/\p{L}/u.test(ch)) out.add(ch);
  return out;
}

/** Each tile's spelling in letters common to both alphabets (marks dropped where needed). */
function foldedSpellings(alphabet: Alphabet, common: Set<string>): string[] {
  return alphabet.tiles.map((text) => {
    let out = '';
    for (const ch of text) {
      if (common.has(ch)) out += ch;
      else {
        const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
        if (/^\p{L}+$/u.test(bare)) out += bare;
      }
    }
    return out;
  });
}

function describeFolding(alphabet: Alphabet, spellings: string[]): string {
  const changes: string[] = [];
  alphabet.tiles.forEach((text, t) => {
    if (t > 0 && (text !== spellings[t] || text.length > 1)) {
      changes.push(text === spellings[t] ? text : `${text} → ${spellings[t]}`);
    }
  });
  return `${alphabet.id}: ${changes.length ? changes.join(', ') : 'as is'}`;
}

interface Keyed {
  /** key → display string */
  words: Map<string, string>;
  count: number;
}

/** Keys of a side: tile codes as characters (same alphabet), or folded letters. */
function keyed(side: WordSide, spellings: string[] | undefined): Keyed {
  const words = new Map<string, string>();
  let count = 0;
  side.forEach((tiles, length) => {
    count++;
    let key = '';
    if (spellings) for (let i = 0; i < length; i++) key += spellings[tiles[i]!]!;
    else key = String.fromCharCode(...tiles.subarray(0, length));
    if (!words.has(key)) words.set(key, spellings ? key : side.alphabet.render(tiles.subarray(0, length)));
  });
  return { words, count };
}

/** Evenly spaced picks from a sorted list, so samples are not all from the start of the alphabet. */
function spread<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  const out: T[] = [];
  for (let k = 0; k < n; k++) out.push(list[Math.floor(((k + 0.5) * list.length) / n)]!);
  return out;
}

export function compareWords(a: WordSide, b: WordSide, options: CompareOptions = {}): Comparison {
  const sampleCount = options.samples ?? 5;
  const folded = a.alphabet.id !== b.alphabet.id;
  let spellA: string[] | undefined, spellB: string[] | undefined, folding = '';
  if (folded) {
    const la = lettersOf(a.alphabet), lb = lettersOf(b.alphabet);
    const common = new Set([...la].filter((ch) => lb.has(ch)));
    spellA = foldedSpellings(a.alphabet, common);
    spellB = foldedSpellings(b.alphabet, common);
    folding = `alphabets differ (${a.alphabet.id}, ${b.alphabet.id}): compared as letters — ` +
      `${describeFolding(a.alphabet, spellA)}; ${describeFolding(b.alphabet, spellB)}`;
  }
  const ka = keyed(a, spellA), kb = keyed(b, spellB);
  const lengthOf = (key: string) => (folded ? [...key].length : key.length);
  const rows = new Map<number, { onlyA: string[]; onlyB: string[]; both: number }>();
  const row = (len: number) => {
    let r = rows.get(len);
    if (!r) rows.set(len, (r = { onlyA: [], onlyB: [], both: 0 }));
    return r;
  };
  let onlyA = 0, onlyB = 0, both = 0;
  for (const key of ka.words.keys()) {
    if (kb.words.has(key)) {
      both++;
      row(lengthOf(key)).both++;
    } else {
      onlyA++;
      row(lengthOf(key)).onlyA.push(key);
    }
  }
  for (const key of kb.words.keys()) {
    if (!ka.words.has(key)) {
      onlyB++;
      row(lengthOf(key)).onlyB.push(key);
    }
  }
  const byLength: LengthRow[] = [...rows.entries()]
    .sort(([x], [y]) => x - y)
    .map(([length, r]) => ({
      length,
      onlyA: r.onlyA.length,
      onlyB: r.onlyB.length,
      both: r.both,
      samplesA: spread(r.onlyA.sort(byCodeUnits), sampleCount).map((k) => ka.words.get(k)!),
      samplesB: spread(r.onlyB.sort(byCodeUnits), sampleCount).map((k) => kb.words.get(k)!),
    }));
  const union = onlyA + onlyB + both;
  return {
    a: { name: a.name, alphabet: a.alphabet.id, words: ka.count, distinct: ka.words.size },
    b: { name: b.name, alphabet: b.alphabet.id, words: kb.count, distinct: kb.words.size },
    folded, folding, unit: folded ? 'letters' : 'tiles',
    onlyA, onlyB, both, jaccard: union ? both / union : 1, byLength,
  };
}

/** Code-unit order: tile order for tile keys, A–Z for folded letters. */
const byCodeUnits = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

export function compareLexicons(a: Lexicon, b: Lexicon, options: CompareOptions = {}): Comparison {
  return compareWords(lexiconSide(a), lexiconSide(b), options);
}
