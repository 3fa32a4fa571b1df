// The points-by-length tables of the letter and syllable games of the Verbàlia rulebook, as data. The grid
// games' tables (src/grid/scoring.ts) have the same shape; the syllable tables are shared.

import { pointsFor, type ScoringTable, scoringTables } from '../grid/scoring.js';

export type { ScoringTable };
export { pointsFor };

const table = (name: string, description: string, rows: [number, number][]): ScoringTable =>
  ({ name, description, unit: 'letters', min: rows[0]![0], rows });

export const partyTables = {
  /** Buscador, XaVograma, TaBugrama, Baixagrama, Vestengrama. */
  regions: table('regions', '4 letters 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, 10+: 25',
    [[4, 1], [5, 2], [6, 4], [7, 7], [8, 10], [9, 15], [10, 25]]),
  /** Vistagrama, ReVoltagrama. */
  vistagrama: table('vistagrama', '4 letters 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, 10: 25, 11: 35, 12: 50, 13: 65, 14: 80, 15+: 100',
    [[4, 1], [5, 2], [6, 4], [7, 7], [8, 10], [9, 15], [10, 25], [11, 35], [12, 50], [13, 65], [14, 80], [15, 100]]),
  /** ABraçagrama, EsBartigrama. */
  abracagrama: table('abracagrama', '4 letters 1, 5: 2, 6: 4, 7: 6, 8: 9, 9: 12, 10: 15, 11: 20, 12: 30, 13: 45, 14: 65, 15+: 90',
    [[4, 1], [5, 2], [6, 4], [7, 6], [8, 9], [9, 12], [10, 15], [11, 20], [12, 30], [13, 45], [14, 65], [15, 90]]),
  vocaligrama: table('vocaligrama', '6 letters 4, 7: 7, 8: 10, 9: 15, 10: 25, 11: 35, 12: 50, 13: 65, 14: 80, 15+: 100',
    [[6, 4], [7, 7], [8, 10], [9, 15], [10, 25], [11, 35], [12, 50], [13, 65], [14, 80], [15, 100]]),
  /** ArBredasíl·laB, Vermisíl·laB, Buguisíl·laB (in syllables). */
  arbreda: scoringTables['verbalia-syllables']!,
  /** Lligosíl·laB (the same points as Ruscosíl·laB, in syllables). */
  lligosillab: scoringTables.rusc!,
} as const;

/** Points for a length, 0 below the table's first row. */
export function points(t: ScoringTable, length: number): number {
  return length < t.min ? 0 : pointsFor(t, length);
}
