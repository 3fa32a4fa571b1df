// A win-probability table: P(the side to move wins) by the tiles it cannot see (the bag and the
// opponent's rack) and its spread (its score − the opponent's). The champion values its
// simulations' playouts by it near the end of a game (champion.ts), where a spread of +10 and
// one of +60 are both nearly sure wins and a win is all that counts.
//
// The file is CSV, one row a number of unseen tiles (0, 1, … in order), one column a spread:
//   # comment lines (what trained it)
//   unseen,-250,-240,…,250
//   0,0.0000,…
//   1,0.0012,…
// Values are probabilities from 0 to 1, never decreasing along a row (more spread never wins
// less). Between columns the probability is interpolated linearly; beyond the first and the
// last it is the edge's value; beyond the last row, the last row's.
//
// Training (fitWinTable, from self-play: winTrain.ts): for each turn of each game, the mover's
// unseen count u, spread s and the game's final spread F from the mover's view. The spread still
// to come, R = F − s, hardly depends on s for a static player, so P(win | s, u) = P(R > −s | u)
// (ties half), the share of the turns near u whose R beats −s: an empirical distribution, never
// decreasing in s by construction. Rows with few turns pool their neighbours (u ± w, w growing
// until MIN_ROW_SAMPLES turns or MAX_WINDOW); row 0 (the opponent has no tiles: the game is over)
// is the final result itself.

import { errors } from '../errors.js';

/** The spreads of a trained table's columns: −250 to 250 by 10. */
export const WIN_TABLE_SPREADS = Array.from({ length: 51 }, (_, i) => -250 + 10 * i);
/** Turns a row of a trained table is estimated from, at least (neighbouring rows pooled). */
export const MIN_ROW_SAMPLES = 2000;
const MAX_WINDOW = 6;

export class WinTable {
  /**
   * spreads: the columns, increasing; rows[u][i]: P(win) with u tiles unseen and spread spreads[i].
   * `comments`: the lines of the file's header (what trained it), without '#'.
   */
  constructor(readonly spreads: readonly number[], readonly rows: readonly (readonly number[])[], readonly comments: readonly string[] = []) {
    if (spreads.length < 2) throw errors.badInput('a win table needs at least two spread columns');
    if (rows.length < 1) throw errors.badInput('a win table needs at least one row');
  }

  /** The largest unseen count with its own row. */
  get maxUnseen(): number {
    return this.rows.length - 1;
  }

  /** P(the side to move wins) with `unseen` tiles unseen and `spread` points ahead (negative: behind). */
  probability(spread: number, unseen: number): number {
    const row = this.rows[Math.max(0, Math.min(this.rows.length - 1, Math.round(unseen)))]!;
    const s = this.spreads;
    if (spread <= s[0]!) return row[0]!;
    if (spread >= s[s.length - 1]!) return row[row.length - 1]!;
    // Columns are few (~50): a binary search is not worth it.
    let i = 1;
    while (s[i]! < spread) i++;
    const t = (spread - s[i - 1]!) / (s[i]! - s[i - 1]!);
    return row[i - 1]! + t * (row[i]! - row[i - 1]!);
  }
}

/** Reads a win table's CSV text; `name` (a file name) heads every error, which names the line. */
export function readWinTable(text: string, name: string): WinTable {
  const comments: string[] = [];
  let spreads: number[] | undefined;
  const rows: number[][] = [];
  const lines = text.split(/\r?\n/);
  const fail = (line: number, what: string) => errors.badInput(`win table ${name}, line ${line}: ${what}`);
  lines.forEach((raw, i) => {
    const line = i + 1, text = raw.trim();
    if (text === '') return;
    if (text.startsWith('#')) {
      if (!spreads) comments.push(text.slice(1).trim());
      return;
    }
    const fields = text.split(',').map((f) => f.trim());
    if (!spreads) {
      if (fields[0] !== 'unseen') throw fail(line, `the header starts with "unseen", not "${fields[0]}"`);
      spreads = fields.slice(1).map((f, j) => {
        const v = Number(f);
        if (f === '' || !Number.isInteger(v)) throw fail(line, `column ${j + 2}: a spread is a whole number, not "${f}"`);
        return v;
      });
      if (spreads.length < 2) throw fail(line, `the header names ${spreads.length} spread column${spreads.length === 1 ? '' : 's'}, at least 2 are needed`);
      for (let j = 1; j < spreads.length; j++) {
        if (spreads[j]! <= spreads[j - 1]!) throw fail(line, `the spreads must increase: ${spreads[j - 1]} then ${spreads[j]}`);
      }
      return;
    }
    const unseen = Number(fields[0]);
    if (fields[0] !== String(rows.length) || unseen !== rows.length) {
      throw fail(line, `rows go by unseen tiles 0, 1, 2, … in order: expected ${rows.length}, got "${fields[0]}"`);
    }
    if (fields.length !== spreads.length + 1) throw fail(line, `${fields.length - 1} values for ${spreads.length} spread columns`);
    const row = fields.slice(1).map((f, j) => {
      const v = Number(f);
      if (f === '' || !(v >= 0 && v <= 1)) throw fail(line, `spread ${spreads![j]}: a probability from 0 to 1, not "${f}"`);
      return v;
    });
    for (let j = 1; j < row.length; j++) {
      if (row[j]! < row[j - 1]!) throw fail(line, `the probability falls from ${row[j - 1]} at spread ${spreads[j - 1]} to ${row[j]} at spread ${spreads[j]}: more spread never wins less`);
    }
    rows.push(row);
  });
  if (!spreads) throw errors.badInput(`win table ${name}: no header line ("unseen,SPREAD,SPREAD,…")`);
  if (rows.length === 0) throw errors.badInput(`win table ${name}: no rows after the header`);
  return new WinTable(spreads, rows, comments);
}

/** The table as CSV text (readWinTable reads it back). */
export function writeWinTable(table: WinTable): string {
  const lines = table.comments.map((c) => `# ${c}`);
  lines.push(['unseen', ...table.spreads].join(','));
  table.rows.forEach((row, u) => lines.push([u, ...row.map((p) => p.toFixed(4))].join(',')));
  return `${lines.join('\n')}\n`;
}

/** One turn of a self-play game: the mover's unseen tiles and spread, and the game's final spread from the mover's view. */
export interface WinSample {
  unseen: number;
  spread: number;
  final: number;
}

/** The table of turns played (see the top of this file); rows 0 … maxUnseen. */
export function fitWinTable(samples: readonly WinSample[], maxUnseen: number, comments: string[] = [], spreads = WIN_TABLE_SPREADS): WinTable {
  const byUnseen: number[][] = Array.from({ length: maxUnseen + 1 }, () => []);
  for (const s of samples) {
    if (s.unseen >= 1 && s.unseen <= maxUnseen) byUnseen[s.unseen]!.push(s.final - s.spread);
  }
  for (const r of byUnseen) r.sort((a, b) => a - b);
  const rows: number[][] = [spreads.map((x) => (x > 0 ? 1 : x === 0 ? 0.5 : 0))];
  for (let u = 1; u <= maxUnseen; u++) {
    const pooled: number[] = [...byUnseen[u]!];
    for (let w = 1; pooled.length < MIN_ROW_SAMPLES && w <= MAX_WINDOW; w++) {
      if (u - w >= 1) pooled.push(...byUnseen[u - w]!);
      if (u + w <= maxUnseen) pooled.push(...byUnseen[u + w]!);
    }
    pooled.sort((a, b) => a - b);
    if (pooled.length === 0) {
      rows.push([...rows[u - 1]!]);
      continue;
    }
    // P(R > −x) + ½ P(R = −x): from the sorted residuals, the counts below and at −x.
    rows.push(spreads.map((x) => {
      const below = lowerBound(pooled, -x), atOrBelow = lowerBound(pooled, -x + 1);
      const wins = pooled.length - atOrBelow, ties = atOrBelow - below;
      return (wins + ties / 2) / pooled.length;
    }));
  }
  return new WinTable(spreads, rows, comments);
}

/** The first index of `sorted` whose value is ≥ x (whole numbers). */
function lowerBound(sorted: readonly number[], x: number): number {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
