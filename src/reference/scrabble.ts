// A plain-TypeScript Scrabble move generator for tests only: slow, obvious, and independent of
// the WASM core (no lexicon graph, no shared scoring code). It tries, for every line (row or
// column) and every start square, every way of filling empty squares rightwards with rack
// tiles (each blank as every tile), checks the main word and every cross-word against a set of
// words, and scores from first principles. The only pruning is a set of word prefixes: a
// partial word that starts no word is not extended.
//
// It follows the engine's listing conventions: a one-tile play is listed across when it forms an
// across word of two or more tiles, otherwise down; on an empty board only across plays are
// listed unless both directions are asked for; each blank designation is its own play.

const BLANK_BIT = 0x80;

/** Words as tile strings, and all their prefixes. */
export class ReferenceLexicon {
  readonly words = new Set<string>();
  readonly prefixes = new Set<string>();
  constructor(words: Iterable<ArrayLike<number>>) {
    for (const w of words) {
      let key = '';
      for (let i = 0; i < w.length; i++) {
        key += String.fromCharCode(64 + w[i]!);
        this.prefixes.add(key);
      }
      this.words.add(key);
    }
  }
}

export interface ReferenceBoard {
  rows: number;
  cols: number;
  /** rows*cols row-major: 0 empty, tile, tile | 0x80 blank. */
  board: Uint8Array;
  /** rows*cols: letter multiplier 1..4 and word multiplier 1..4. */
  premiumLetter: Uint8Array;
  premiumWord: Uint8Array;
  /** By tile; [0] = blank. */
  tileValue: Uint8Array;
  rackSize: number;
  bingoBonus: number;
  scoring: 'standard' | 'spil';
  start: readonly [number, number];
}

export interface ReferenceMove {
  row: number;
  col: number;
  dir: 'across' | 'down';
  /** Per square of the word: 0 = on the board already, else the placed tile (| 0x80 blank). */
  tiles: number[];
  score: number;
}

/**
 * Every legal play of `rack` (tile indices, 0 = blank) on the board. `alphabetSize` bounds the
 * tiles a blank may stand for (1..alphabetSize-1).
 */
export function referenceMoves(
  lex: ReferenceLexicon, b: ReferenceBoard, rack: ArrayLike<number>, alphabetSize: number,
  options: { bothDirectionsOnEmpty?: boolean } = {},
): ReferenceMove[] {
  const empty = b.board.every((t) => t === 0);
  const counts = new Array<number>(alphabetSize).fill(0);
  for (let i = 0; i < rack.length; i++) counts[rack[i]!]!++;
  const out: ReferenceMove[] = [];
  const dirs: ('across' | 'down')[] = empty && !options.bothDirectionsOnEmpty ? ['across'] : ['across', 'down'];
  for (const dir of dirs) {
    // A line is a row (across) or a column (down); (line, i) names a square along it.
    const lines = dir === 'across' ? b.rows : b.cols;
    const length = dir === 'across' ? b.cols : b.rows;
    const rowOf = (line: number, i: number) => (dir === 'across' ? line : i);
    const colOf = (line: number, i: number) => (dir === 'across' ? i : line);
    const at = (r: number, c: number) => (r < 0 || c < 0 || r >= b.rows || c >= b.cols ? 0 : b.board[r * b.cols + c]!);
    const value = (t: number) => b.tileValue[t & BLANK_BIT ? 0 : t]!;
    const key = (t: number) => String.fromCharCode(64 + (t & 0x3f));
    // Perpendicular neighbours: across plays' cross-words run down, and the other way round.
    const [dr, dc] = dir === 'across' ? [1, 0] : [0, 1];

    /** The cross-word through (r, c) with tile t, or null when there is none. */
    const crossWord = (r: number, c: number, t: number): { text: string; score: number } | null => {
      let r0 = r, c0 = c;
      while (at(r0 - dr, c0 - dc)) { r0 -= dr; c0 -= dc; }
      let r1 = r, c1 = c;
      while (at(r1 + dr, c1 + dc)) { r1 += dr; c1 += dc; }
      if (r0 === r && c0 === c && r1 === r && c1 === c) return null;
      let text = '', sum = 0;
      for (let rr = r0, cc = c0; rr <= r1 && cc <= c1; rr += dr, cc += dc) {
        const tile = rr === r && cc === c ? t : at(rr, cc);
        text += key(tile);
        sum += rr === r && cc === c ? value(t) * b.premiumLetter[r * b.cols + c]! : value(tile);
      }
      return { text, score: sum * b.premiumWord[r * b.cols + c]! };
    };

    for (let line = 0; line < lines; line++) {
      for (let s = 0; s < length; s++) {
        if (s > 0 && at(rowOf(line, s - 1), colOf(line, s - 1))) continue; // a word starts after a free square
        const tiles: number[] = [];
        const crossScores: number[] = [];
        let text = '';
        let placedCount = 0;
        const extend = (i: number): void => {
          if (i === length) return;
          const r = rowOf(line, i), c = colOf(line, i);
          const here = at(r, c);
          const choices: number[] = [];
          if (here) choices.push(0);
          else {
            for (let t = 1; t < alphabetSize; t++) if (counts[t]) choices.push(t);
            if (counts[0]) for (let t = 1; t < alphabetSize; t++) choices.push(t | BLANK_BIT);
          }
          for (const choice of choices) {
            const tile = choice === 0 ? here : choice;
            const saved = text;
            text += key(tile);
            if (!lex.prefixes.has(text)) { text = saved; continue; }
            let cross: { text: string; score: number } | null = null;
            if (choice !== 0) {
              cross = crossWord(r, c, choice);
              if (cross && !lex.words.has(cross.text)) { text = saved; continue; }
            }
            const rackTile = choice & BLANK_BIT ? 0 : choice;
            if (choice !== 0) counts[rackTile]!--;
            tiles.push(choice);
            crossScores.push(cross ? cross.score : -1);
            const next = at(rowOf(line, i + 1), colOf(line, i + 1));
            if ((i + 1 === length || !next) && lex.words.has(text)) consider(line, s, tiles, crossScores);
            if (choice !== 0) placedCount++;
            // Go on while the next square holds a tile or the rack still has one to place.
            if (i + 1 < length && (next || placedCount < rack.length)) extend(i + 1);
            if (choice !== 0) placedCount--;
            tiles.pop();
            crossScores.pop();
            if (choice !== 0) counts[rackTile]!++;
            text = saved;
          }
        };
        const consider = (ln: number, start: number, ts: number[], crosses: number[]): void => {
          const placed = ts.filter((x) => x !== 0).length;
          if (placed === 0 || ts.length < 2) return;
          const squares = ts.map((_, k) => [rowOf(ln, start + k), colOf(ln, start + k)] as const);
          if (empty) {
            if (!squares.some(([r, c]) => r === b.start[0] && c === b.start[1])) return;
          } else {
            const touches = ts.some((x, k) => {
              if (x === 0) return true;
              const [r, c] = squares[k]!;
              return at(r - 1, c) || at(r + 1, c) || at(r, c - 1) || at(r, c + 1);
            });
            if (!touches) return;
          }
          if (dir === 'down' && placed === 1) {
            const [r, c] = squares[ts.findIndex((x) => x !== 0)]!;
            if (at(r, c - 1) || at(r, c + 1)) return; // listed across
          }
          out.push({
            row: squares[0]![0], col: squares[0]![1], dir, tiles: ts.slice(),
            score: scorePlay(b, ts, squares, crosses),
          });
        };
        extend(s);
      }
    }
  }
  return out;
}

function scorePlay(b: ReferenceBoard, ts: number[], squares: (readonly [number, number])[], crosses: number[]): number {
  const placed = ts.filter((x) => x !== 0).length;
  if (b.scoring === 'spil') {
    const words = 1 + crosses.filter((x) => x >= 0).length;
    return words * placed;
  }
  let sum = 0, mult = 1, crossTotal = 0;
  ts.forEach((x, k) => {
    const [r, c] = squares[k]!;
    const sq = r * b.cols + c;
    if (x === 0) {
      const t = b.board[sq]!;
      sum += b.tileValue[t & BLANK_BIT ? 0 : t]!;
    } else {
      sum += b.tileValue[x & BLANK_BIT ? 0 : x]! * b.premiumLetter[sq]!;
      mult *= b.premiumWord[sq]!;
      if (crosses[k]! >= 0) crossTotal += crosses[k]!;
    }
  });
  return sum * mult + crossTotal + (placed === b.rackSize ? b.bingoBonus : 0);
}
