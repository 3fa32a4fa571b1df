// Scoring tables of the grid games, as data (docs/games.md, grid path games).
//
// Length is counted in letters or in cells. Letters are the letters of the tiles' spellings:
// QU = 2, NY = 2, L·L = 2 (in Verbàlia two L tiles make an L·L, and accents,
// diaeresis and the middle dot do not count), Ç = 1; so a Boggle Qu cell is two letters, as in
// Boggle's own rules. Cells are the cells of the path: for syllable games, syllables.
// The last row of a table applies to every longer word (a 7-syllable word scores like 6).

import { errors } from '../errors.js';
import { ownEntry } from '../lookup.js';
import { quote } from '../inputText.js';

export type LengthUnit = 'letters' | 'cells';

export interface ScoringTable {
  readonly name: string;
  /** The points by length, and nothing else: a game's help quotes it as its own table. */
  readonly description: string;
  /** The games of the rulebooks that score by it (none for the party tables of one game). */
  readonly games?: readonly string[];
  readonly unit: LengthUnit;
  /** Shortest word that counts, in `unit`. */
  readonly min: number;
  /** [length, points] rows by increasing length: a word scores the row of the largest length ≤ its own. */
  readonly rows: readonly (readonly [number, number])[];
}

export const scoringTables: Readonly<Record<string, ScoringTable>> = {
  boggle: {
    name: 'boggle',
    description: '3–4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11',
    games: ['classic Boggle'],
    unit: 'letters',
    min: 3,
    rows: [[3, 1], [5, 2], [6, 3], [7, 5], [8, 11]],
  },
  verbalia: {
    name: 'verbalia',
    description: '5 letters 1, 6: 2, 7: 4, 8: 6, 9: 9, 10: 12, 11: 15, 12+: 20',
    games: ['Buguigrama', 'Vermigrama', 'CaValcagrama'],
    unit: 'letters',
    min: 5,
    rows: [[5, 1], [6, 2], [7, 4], [8, 6], [9, 9], [10, 12], [11, 15], [12, 20]],
  },
  'verbalia-syllables': {
    name: 'verbalia-syllables',
    description: '2 syllables 1, 3: 3, 4: 7, 5: 15, 6+: 25',
    games: ['Vermisíl·laB', 'Buguisíl·laB', 'ArBredasíl·laB'],
    unit: 'cells',
    min: 2,
    rows: [[2, 1], [3, 3], [4, 7], [5, 15], [6, 25]],
  },
  rusc: {
    name: 'rusc',
    description: '2 syllables 3, 3: 6, 4: 10, 5+: 15',
    games: ['Ruscosíl·laB', 'Lligosíl·laB'],
    unit: 'cells',
    min: 2,
    rows: [[2, 3], [3, 6], [4, 10], [5, 15]],
  },
};

export function scoringTable(name: string): ScoringTable {
  const t = ownEntry(scoringTables, name);
  if (!t) throw errors.usage(`unknown scoring ${quote(name)}; choose one of: ${Object.keys(scoringTables).join(', ')}`);
  return t;
}

/** Points for a word of `length` (in the table's unit), ignoring the minimum. */
export function pointsFor(table: ScoringTable, length: number): number {
  let points = 0;
  for (const [len, p] of table.rows) if (length >= len) points = p;
  return points;
}

/**
 * Points by length 0..63 as the core reads them (63 stands for longer): zero below `min`.
 * A word shorter than the table's first row but at least `min` (a lowered --min) scores 0.
 */
export function pointsByLength(table: ScoringTable, min = table.min): Uint32Array {
  const out = new Uint32Array(64);
  for (let len = Math.max(min, 0); len < 64; len++) out[len] = pointsFor(table, len);
  return out;
}

/** Letters in a tile's spelling: L·L → 2, QU → 2, Ç → 1 (marks and dots do not count). */
export function lettersIn(text: string): number {
  let n = 0;
  for (const ch of text.normalize('NFC')) if (/\p{L}/u.test(ch)) n++;
  return n;
}
