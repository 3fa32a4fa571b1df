// The rulesets verbivore ships: English, Catalan, Spanish, French, German, Dutch, Polish,
// Norwegian, Swedish and Slovene Scrabble on the standard board, Super Scrabble on its 21×21
// board, and Spil (seed 003) on a plain board of any size.

import { errors } from '../errors.js';
import { ownEntry } from '../lookup.js';
import { MAX_BOARD_DIM, type Ruleset, type TileSpec } from './ruleset.js';

/**
 * The standard 15×15 board (seed 004: TW, DW, TL, DL; the centre star is a DW). Symmetric
 * under both mirrors and the diagonal, as the tests check.
 */
export const STANDARD_PREMIUMS: readonly string[] = [
  'T..d...T...d..T',
  '.D...t...t...D.',
  '..D...d.d...D..',
  'd..D...d...D..d',
  '....D.....D....',
  '.t...t...t...t.',
  '..d...d.d...d..',
  'T..d...D...d..T',
  '..d...d.d...d..',
  '.t...t...t...t.',
  '....D.....D....',
  'd..D...d...D..d',
  '..D...d.d...D..',
  '.D...t...t...D.',
  'T..d...T...d..T',
];

/**
 * The published Super Scrabble board (Winning Moves, 2004), 21×21 with quadruple word squares
 * in the corners and eight quadruple letter squares. Source: the board as implemented in two
 * independent open-source engines (wolges' `make_super_board_layout` and xanado's Super Scrabble
 * edition, which stores a quarter of it); the two agree square for square, and this table was
 * checked against both. Its middle 15×15 is exactly the standard board, which the tests check.
 */
export const SUPER_PREMIUMS: readonly string[] = [
  'Q..d...T..d..T...d..Q',
  '.D..t...D...D...t..D.',
  '..D..q...D.D...q..D..',
  'd..T..d...T...d..T..d',
  '.t..D...t...t...D..t.',
  '..q..D...d.d...D..q..',
  '...d..D...d...D..d...',
  'T......D.....D......T',
  '.D..t...t...t...t..D.',
  '..D..d...d.d...d..D..',
  'd..T..d...D...d..T..d',
  '..D..d...d.d...d..D..',
  '.D..t...t...t...t..D.',
  'T......D.....D......T',
  '...d..D...d...D..d...',
  '..q..D...d.d...D..q..',
  '.t..D...t...t...D..t.',
  'd..T..d...T...d..T..d',
  '..D..q...D.D...q..D..',
  '.D..t...D...D...t..D.',
  'Q..d...T..d..T...d..Q',
];

/** 'E13 A12 L·L1' at one value → tile specs (the count is the trailing number). */
function group(value: number, spec: string): TileSpec[] {
  return spec.split(/\s+/).map((item) => {
    const m = /^(.+?)(\d+)$/.exec(item);
    if (!m) throw errors.internal(`bad tile group item ${item}`);
    return { tile: m[1]!, count: Number(m[2]), value };
  });
}

/** Standard English: 100 tiles, 2 blanks, 187 points of letters. */
export const ENGLISH_TILES: readonly TileSpec[] = [
  ...group(0, '?2'),
  ...group(1, 'E12 A9 I9 O8 N6 R6 T6 L4 S4 U4'),
  ...group(2, 'D4 G3'),
  ...group(3, 'B2 C2 M2 P2'),
  ...group(4, 'F2 H2 V2 W2 Y2'),
  ...group(5, 'K1'),
  ...group(8, 'J1 X1'),
  ...group(10, 'Q1 Z1'),
];

/** Catalan (Scrabble in Catalan, docs/games.md). The Q tile is played as QU. */
export const CATALAN_TILES: readonly TileSpec[] = [
  ...group(0, '?2'),
  ...group(1, 'E13 A12 I8 R8 S8 N6 O5 T5 L4 U4'),
  ...group(2, 'C3 D3 M3'),
  ...group(3, 'B2 G2 P2'),
  ...group(4, 'F1 V1'),
  ...group(8, 'H1 J1 QU1 Z1'),
  ...group(10, 'Ç1 L·L1 NY1 X1'),
];

/** Spanish: the Spanish federation's set (docs/games.md). */
export const SPANISH_TILES: readonly TileSpec[] = [
  ...group(0, '?2'),
  ...group(1, 'A12 E12 O9 I6 S6 N5 R5 U5 L4 T4'),
  ...group(2, 'D5 G2'),
  ...group(3, 'C4 B2 M2 P2'),
  ...group(4, 'H2 F1 V1 Y1'),
  ...group(5, 'CH1 Q1'),
  ...group(8, 'J1 LL1 Ñ1 RR1 X1'),
  ...group(10, 'Z1'),
];

// The published sets of the other languages, each checked tile by tile against wolges'
// src/alphabets/LANGUAGE.txt (count and value per tile); the totals are in each comment and
// in test/rules/rulesets.test.ts. A tile of the alphabet not listed has no tile in the bag and
// is played with a blank (Norwegian Q X Z Ü Ä Ö, Swedish Q W Ü Æ, Slovene Q W X Y).

/** French (Mattel, FISF): 102 tiles, 2 blanks, 197 points of letters. */
export const FRENCH_TILES: readonly TileSpec[] = [
  ...group(0, '?2'),
  ...group(1, 'E15 A9 I8 N6 O6 R6 S6 T6 U6 L5'),
  ...group(2, 'D3 M3 G2'),
  ...group(3, 'B2 C2 P2'),
  ...group(4, 'F2 H2 V2'),
  ...group(8, 'J1 Q1'),
  ...group(10, 'K1 W1 X1 Y1 Z1'),
];

/** German (Mattel, Scrabble Deutschland): 102 tiles, 2 blanks, 202 points of letters. */
export const GERMAN_TILES: readonly TileSpec[] = [
  ...group(0, '?2'),
  ...group(1, 'E15 N9 S7 I6 R6 T6 U6 A5 D4'),
  ...group(2, 'H4 G3 L3 O3'),
  ...group(3, 'M4 B2 W1 Z1'),
  ...group(4, 'C2 F2 K2 P1'),
  ...group(6, 'Ä1 J1 Ü1 V1'),
  ...group(8, 'Ö1 X1'),
  ...group(10, 'Q1 Y1'),
];

/** Dutch (Mattel, NSB): 102 tiles, 2 blanks, 230 points of letters; IJ is played as I and J. */
export const DUTCH_TILES: readonly TileSpec[] = [
  ...group(0, '?2'),
  ...group(1, 'E18 N10 A6 O6 I4'),
  ...group(2, 'D5 R5 S5 T5'),
  ...group(3, 'G3 K3 L3 M3 B2 P2'),
  ...group(4, 'U3 F2 H2 J2 V2 Z2'),
  ...group(5, 'C2 W2'),
  ...group(8, 'X1 Y1'),
  ...group(10, 'Q1'),
];

/** Polish (Mattel, PFS): 100 tiles, 2 blanks, 190 points of letters. */
export const POLISH_TILES: readonly TileSpec[] = [
  ...group(0, '?2'),
  ...group(1, 'A9 I8 E7 O6 N5 Z5 R4 S4 W4'),
  ...group(2, 'Y4 C3 D3 K3 L3 M3 P3 T3'),
  ...group(3, 'B2 G2 H2 J2 Ł2 U2'),
  ...group(5, 'Ą1 Ę1 F1 Ó1 Ś1 Ż1'),
  ...group(6, 'Ć1'),
  ...group(7, 'Ń1'),
  ...group(9, 'Ź1'),
];

/** Norwegian (NSF): 100 tiles, 2 blanks, 202 points of letters. */
export const NORWEGIAN_TILES: readonly TileSpec[] = [
  ...group(0, '?2'),
  ...group(1, 'E9 A7 N6 R6 S6 T6 D5 I5 L5'),
  ...group(2, 'F4 G4 K4 O4 M3'),
  ...group(3, 'H3'),
  ...group(4, 'B3 U3 V3 J2 P2 Å2'),
  ...group(5, 'Ø2'),
  ...group(6, 'Y1 Æ1'),
  ...group(8, 'W1'),
  ...group(10, 'C1'),
];

/** Swedish (SSF): 100 tiles, 2 blanks, 194 points of letters. */
export const SWEDISH_TILES: readonly TileSpec[] = [
  ...group(0, '?2'),
  ...group(1, 'A8 R8 S8 T8 E7 N6 D5 I5 L5'),
  ...group(2, 'O5 G3 K3 M3 H2'),
  ...group(3, 'F2 V2 Ä2'),
  ...group(4, 'U3 B2 P2 Å2 Ö2'),
  ...group(7, 'J1 Y1'),
  ...group(8, 'C1 X1'),
  ...group(10, 'Z1'),
];

/** Slovene: 100 tiles, 2 blanks, 180 points of letters. */
export const SLOVENE_TILES: readonly TileSpec[] = [
  ...group(0, '?2'),
  ...group(1, 'E11 A10 I9 O8 N7 R6 S6 J4 L4 T4'),
  ...group(2, 'D4 V4'),
  ...group(3, 'K3 M2 P2 U2'),
  ...group(4, 'B2 G2 Z2'),
  ...group(5, 'Č1 H1'),
  ...group(6, 'Š1'),
  ...group(8, 'C1'),
  ...group(10, 'F1 Ž1'),
];

/**
 * Super Scrabble: 200 tiles with 4 blanks and the standard English values (the published set;
 * the same figures as wolges' `make_super_english_alphabet`). Not quite twice the English set.
 */
export const SUPER_TILES: readonly TileSpec[] = [
  ...group(0, '?4'),
  ...group(1, 'E24 A16 O15 T15 I13 N13 R13 S10 L7 U7'),
  ...group(2, 'D8 G5'),
  ...group(3, 'C6 M6 B4 P4'),
  ...group(4, 'H5 F4 W4 Y4 V3'),
  ...group(5, 'K2'),
  ...group(8, 'J2 X2'),
  ...group(10, 'Q2 Z2'),
];

function standardBoard(name: string, alphabet: Ruleset['alphabet'], lexicon: string, tiles: readonly TileSpec[]): Ruleset {
  return {
    name, alphabet, lexicon, rows: 15, cols: 15,
    premiums: [...STANDARD_PREMIUMS], start: [7, 7],
    tiles: tiles.map((t) => ({ ...t })), rackSize: 7, bingoBonus: 50, scoring: 'standard',
  };
}

export function englishRuleset(): Ruleset {
  return standardBoard('english', 'english', 'sowpods', ENGLISH_TILES);
}

/**
 * Seed 004: FISC championships allow an exchange while the bag holds any tile, and the player
 * who goes out takes the others' rack values, each of whom loses their own.
 */
export function catalanRuleset(): Ruleset {
  return { ...standardBoard('catalan', 'catalan', 'catalan', CATALAN_TILES), exchangeMinBag: 1, goingOut: 'transfer' };
}

export function spanishRuleset(): Ruleset {
  return standardBoard('spanish', 'spanish', 'spanish', SPANISH_TILES);
}

/**
 * The European editions end as their printed rules say: the player who goes out adds the
 * others' rack values, each of whom loses their own ('transfer'); the exchange needs a full
 * rack's worth of tiles in the bag (the default).
 */
function europeanRuleset(language: string, tiles: readonly TileSpec[]): Ruleset {
  return { ...standardBoard(language, language, language, tiles), goingOut: 'transfer' };
}

export const frenchRuleset = (): Ruleset => europeanRuleset('french', FRENCH_TILES);
export const germanRuleset = (): Ruleset => europeanRuleset('german', GERMAN_TILES);
export const dutchRuleset = (): Ruleset => europeanRuleset('dutch', DUTCH_TILES);
export const polishRuleset = (): Ruleset => europeanRuleset('polish', POLISH_TILES);
export const norwegianRuleset = (): Ruleset => europeanRuleset('norwegian', NORWEGIAN_TILES);
export const swedishRuleset = (): Ruleset => europeanRuleset('swedish', SWEDISH_TILES);
export const sloveneRuleset = (): Ruleset => europeanRuleset('slovene', SLOVENE_TILES);

export function superRuleset(): Ruleset {
  return {
    name: 'super', alphabet: 'english', lexicon: 'sowpods', rows: 21, cols: 21,
    premiums: [...SUPER_PREMIUMS], start: [10, 10],
    tiles: SUPER_TILES.map((t) => ({ ...t })), rackSize: 7, bingoBonus: 50, scoring: 'standard',
  };
}

/**
 * Spil (seed 003): no premium squares, score = words formed or extended × tiles laid, the first
 * word covers the centre. The rules name no rack size or bonus; we keep Scrabble's rack of 7,
 * give no bingo bonus, and use the English tiles (the game is played with an English
 * dictionary). On an even board the centre is the square just above and left of the middle.
 */
export function spilRuleset(size = 15): Ruleset {
  if (!Number.isInteger(size) || size < 2 || size > MAX_BOARD_DIM) {
    throw errors.badInput(`Spil board size ${size} must be a whole number from 2 to ${MAX_BOARD_DIM}`);
  }
  const centre = (size - 1) >> 1;
  return {
    name: size === 15 ? 'spil' : `spil-${size}`, alphabet: 'english', lexicon: 'sowpods',
    rows: size, cols: size, premiums: Array.from({ length: size }, () => '.'.repeat(size)),
    start: [centre, centre], tiles: ENGLISH_TILES.map((t) => ({ ...t })), rackSize: 7,
    bingoBonus: 0, scoring: 'spil',
  };
}

const BUILTIN: Readonly<Record<string, () => Ruleset>> = {
  english: englishRuleset,
  catalan: catalanRuleset,
  spanish: spanishRuleset,
  french: frenchRuleset,
  german: germanRuleset,
  dutch: dutchRuleset,
  polish: polishRuleset,
  norwegian: norwegianRuleset,
  swedish: swedishRuleset,
  slovene: sloveneRuleset,
  super: superRuleset,
  spil: () => spilRuleset(15),
};

/** Names rulesetByName accepts (plus 'spil-N' for a Spil board of size N). */
export const rulesetNames: readonly string[] = Object.keys(BUILTIN);

/** A fresh copy of a built-in ruleset (rulesetNames), or spil-N. */
export function rulesetByName(name: string): Ruleset {
  const make = ownEntry(BUILTIN, name.toLowerCase());
  if (make) return make();
  const spil = /^spil-(\d+)$/i.exec(name);
  if (spil) return spilRuleset(Number(spil[1]));
  throw errors.badInput(
    `no ruleset named "${name}". Built in: ${rulesetNames.join(', ')}, spil-N (Spil on an N×N board); ` +
      `or give the path of a ruleset JSON file`,
  );
}
