// Board classes of a proof: each cell takes one bucket of letters, so a board of R×C cells and B
// buckets has B^(R·C) classes, numbered in base B (cell 0 the most significant digit). Rotations
// and reflections map classes onto classes: only the canonical one of each orbit (the smallest
// number among its images) is proved, and the boards found are reported in their canonical
// orientation (the smallest cell string among their images).

import { errors } from '../../errors.js';
import { cellOfLetter } from '../random.js';

/**
 * The letter buckets a proof uses by default: vowels, the common consonants, the others. Three
 * buckets halve the CPU time of a 3×3 proof against four (AEIOU LNRSY CHKMPT BDFGJQVWXZ): a
 * tenth as many classes, each tree five times larger (measured on a sample of classes).
 */
export function defaultBuckets(rows: number, cols: number): string[] {
  // Up to 3×4 three buckets: with merging, a 3×4 proof takes a third of the CPU time of four
  // (measured on samples). Larger boards four, as the trees of three-bucket classes outgrow the memory.
  return rows * cols <= 12 ? ['AEIOU', 'DLNRSTY', 'BCFGHJKMPQVWXZ'] : ['AEIOU', 'LNRST', 'CDGHMPY', 'BFJKQVWXZ'];
}

/**
 * How many of the first cells of the split order a proof forces by merging its tree (beyond them,
 * only parts bounded at 1.5× the threshold or more). Measured against walking: on 3×3 classes
 * (trees of about a million nodes) merging the first cells costs more than the walks it saves;
 * on 3×4 classes (several million) merging the first 3 takes a quarter less time.
 */
export function defaultMergeLevels(rows: number, cols: number): number {
  return rows * cols <= 9 ? 0 : 3;
}

/** The bound from which a part is forced by merging at any level: such a part will be split much further. */
export function defaultMergeAbove(threshold: number): number {
  return Math.ceil(1.5 * threshold);
}

/** The cell tokens of the buckets (Q is the Qu cell), in bucket order, and each bucket's token mask. */
export function bucketTokens(buckets: readonly string[]): { tokens: string[]; masks: number[] } {
  const tokens: string[] = [];
  const masks = buckets.map((b, k) => {
    let mask = 0;
    for (const letter of b.toUpperCase()) {
      if (!/^\p{L}$/u.test(letter)) throw errors.about({ option: 'buckets' }, (n) => `${n}: "${letter}" in bucket ${k + 1} is not a letter`);
      const token = cellOfLetter(letter);
      if (tokens.includes(token)) throw errors.about({ option: 'buckets' }, (n) => `${n}: the letter ${letter} is in two buckets`);
      mask |= 1 << tokens.length;
      tokens.push(token);
    }
    if (mask === 0) throw errors.about({ option: 'buckets' }, (n) => `${n}: bucket ${k + 1} is empty`);
    return mask >>> 0;
  });
  if (tokens.length > 32) throw errors.about({ option: 'buckets' }, (n) => `${n} hold at most 32 letters, got ${tokens.length}`);
  return { tokens, masks };
}

/** The cell permutations of the board's symmetries (identity first): image[perm[c]] = board[c]. */
export function symmetries(rows: number, cols: number): number[][] {
  const maps: ((r: number, c: number) => [number, number])[] = [
    (r, c) => [r, c], (r, c) => [rows - 1 - r, c], (r, c) => [r, cols - 1 - c], (r, c) => [rows - 1 - r, cols - 1 - c],
  ];
  if (rows === cols) maps.push((r, c) => [c, r], (r, c) => [cols - 1 - c, r], (r, c) => [c, rows - 1 - r], (r, c) => [cols - 1 - c, rows - 1 - r]);
  return maps.map((f) => Array.from({ length: rows * cols }, (_, i) => {
    const [r, c] = f(Math.floor(i / cols), i % cols);
    return r * cols + c;
  }));
}

/** The class's bucket per cell. */
export function classDigits(index: number, cells: number, buckets: number): number[] {
  const d = Array<number>(cells);
  for (let c = cells - 1; c >= 0; c--) {
    d[c] = index % buckets;
    index = Math.floor(index / buckets);
  }
  return d;
}

/** True when no symmetry maps the class to a smaller number. */
export function isCanonicalClass(digits: readonly number[], syms: readonly number[][]): boolean {
  const image = Array<number>(digits.length);
  for (let s = 1; s < syms.length; s++) {
    const perm = syms[s]!;
    for (let c = 0; c < digits.length; c++) image[perm[c]!] = digits[c]!;
    for (let c = 0; c < digits.length; c++) {
      if (image[c]! < digits[c]!) return false;
      if (image[c]! > digits[c]!) break;
    }
  }
  return true;
}

/** The board's canonical orientation: the image whose cells, joined, sort first. */
export function canonicalBoard(cells: readonly string[], syms: readonly number[][]): string[] {
  let best: string[] | undefined, bestKey = '';
  for (const perm of syms) {
    const image = Array<string>(cells.length);
    cells.forEach((t, c) => { image[perm[c]!] = t; });
    const key = image.join('\u0000');
    if (!best || key < bestKey) [best, bestKey] = [image, key];
  }
  return best!;
}

/** Cells by neighbours (most first), then by number: the order the tree nests and the proof splits cells. */
export function splitOrder(rows: number, cols: number): number[] {
  const degree = (i: number) => {
    const r = Math.floor(i / cols), c = i % cols;
    return (Math.min(r + 1, rows - 1) - Math.max(r - 1, 0) + 1) * (Math.min(c + 1, cols - 1) - Math.max(c - 1, 0) + 1) - 1;
  };
  return Array.from({ length: rows * cols }, (_, i) => i).sort((a, b) => degree(b) - degree(a) || a - b);
}

/** Parses "3x3" (rows × cols; 3×4 is 3 rows of 4). */
export function parseSize(text: string): { rows: number; cols: number } {
  const m = /^(\d+)x(\d+)$/i.exec(text.trim());
  const rows = m ? Number(m[1]) : NaN, cols = m ? Number(m[2]) : NaN;
  if (!m || rows < 2 || cols < 2 || rows * cols > 25) throw errors.about({ option: 'size' }, (n) => `${n} must be RxC (2x2 to 5x5), such as 3x3, 3x4 or 4x4, got "${text}"`);
  return { rows, cols };
}
