// Rule P of the syllable games (the Verbàlia rulebook): "the tiles must remain syllables in the words
// formed" — PER + O does not make PERÒ, CIM + ES does not make CIMES. A word read across
// syllable cells counts only if the cells start exactly where the word's syllables start.
//
// This file is the one hook between the grid search and the Catalan syllabifier
// (src/syllables/). With `syllableRule: false` (or another alphabet) syllable cells match as
// plain strings.
//
// The lexicon folds accents (PERÒ is stored as PERO); the syllable view reads each word in its
// original spellings (pa-ís for PAIS), from the lexicon's syllable index, which the platform
// gives (src/syllables/view.ts): in Node the cache file lexicons/cache/NAME.syllables, built from
// the lexicon's source by `await ensureSyllableView(lexicon)` before a search (a grid CLI command
// does; without it the search fails saying how to build it); in a browser the fetched file.

import type { Lexicon } from '../lexicon/load.js';
import { cellStarts, syllableViewOf } from '../syllables/view.js';

export { syllabifiedAlphabets } from '../syllables/view.js';

/**
 * Whether a word read over cells with these letter counts keeps each cell a syllable, in some
 * original spelling. `tiles` is the word in the lexicon's tiles (C O L·L E C C I O);
 * `cellLetters` the letters of each cell on the path, in order (cells [COL][LEC][CI][O]: 3, 3, 2, 1).
 */
export function keepsSyllables(lexicon: Lexicon, tiles: ArrayLike<number>, cellLetters: readonly number[]): boolean {
  return syllableViewOf(lexicon).keepsSyllables(tiles, cellStarts(cellLetters));
}
