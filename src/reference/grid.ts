// Plain-TypeScript reference for the grid search, used only by tests. It shares nothing with
// the fast path but the board's tiles: it enumerates simple paths (pruned by a Set of every
// word prefix), spells each path every way the split digraph allows, and looks the spellings up
// in a Set of words. Slow and obvious on purpose.

/** A tile string as a Set key. */
export const tileKey = (tiles: ArrayLike<number>): string => String.fromCharCode(...Array.from(tiles));

export interface ReferenceLexicon {
  words: Set<string>;
  /** Every prefix of every word, with the split digraph written as two halves. */
  prefixes: Set<string>;
  split?: { tile: number; half: number };
}

export function referenceLexicon(words: Iterable<ArrayLike<number>>, split?: { tile: number; half: number }): ReferenceLexicon {
  const set = new Set<string>();
  const prefixes = new Set<string>();
  for (const w of words) {
    set.add(tileKey(w));
    const expanded: number[] = [];
    for (const t of Array.from(w)) {
      if (split && t === split.tile) {
        expanded.push(split.half);
        prefixes.add(tileKey(expanded));
      }
      expanded.push(split && t === split.tile ? split.half : t);
      prefixes.add(tileKey(expanded));
    }
  }
  return { words: set, prefixes, split };
}

export interface ReferenceBoard {
  /** Tiles of each cell; empty = a hole. */
  cells: readonly ArrayLike<number>[];
  /** Letters of each cell. */
  letters: readonly number[];
  neighbours: readonly (readonly number[])[];
  covered?: ReadonlySet<number>;
}

export interface ReferencePath {
  /** The word's tiles as a key (tileKey). */
  key: string;
  path: number[];
  letters: number;
}

/**
 * How far a search goes: a node is a cell entered along a path — a free cell whose first tile
 * continues a word prefix — taken in the core's order (cells and neighbours by ascending number).
 * `maxNodes` stops the search before the node after that many; `nodes` is set to those visited.
 * (The split-digraph search counts its own way: boards without split cells only.)
 */
export interface ReferenceReach {
  maxNodes?: number;
  nodes?: number;
}

/** Every (word, path) on the board, with every spelling of the path that is a word. */
export function referencePaths(lex: ReferenceLexicon, board: ReferenceBoard, reach: ReferenceReach = {}): ReferencePath[] {
  const out: ReferencePath[] = [];
  const path: number[] = [];
  const onPath = new Set<number>();
  const maxNodes = reach.maxNodes ?? Infinity;
  let nodes = 0;
  const expandedKey = (cells: number[]) => {
    const tiles: number[] = [];
    for (const c of cells) for (const t of Array.from(board.cells[c]!)) {
      if (lex.split && t === lex.split.tile) tiles.push(lex.split.half, lex.split.half);
      else tiles.push(t);
    }
    return tileKey(tiles);
  };
  const visit = (cell: number) => {
    if (onPath.has(cell) || board.covered?.has(cell) || board.cells[cell]!.length === 0 || nodes > maxNodes) return;
    const entered = expandedKey(path) + expandedKey([cell]).slice(0, 1);
    if (!lex.prefixes.has(entered)) return;
    if (++nodes > maxNodes) return;
    path.push(cell);
    onPath.add(cell);
    if (lex.prefixes.has(expandedKey(path))) {
      const letters = path.reduce((s, c) => s + board.letters[c]!, 0);
      for (const key of spellings(lex, board, path)) if (lex.words.has(key)) out.push({ key, path: [...path], letters });
      for (const n of [...board.neighbours[cell]!].sort((a, b) => a - b)) visit(n);
    }
    path.pop();
    onPath.delete(cell);
  };
  board.cells.forEach((_, c) => visit(c));
  reach.nodes = Math.min(nodes, maxNodes);
  return out;
}

/**
 * Tile strings a path spells: its cells' tiles in order, where a cell ending with the split
 * digraph's half followed by a cell starting with it may also read as the digraph (each tile
 * joins at most one digraph).
 */
function spellings(lex: ReferenceLexicon, board: ReferenceBoard, path: number[]): Set<string> {
  const tiles: number[] = [];
  const joins: number[] = []; // index in `tiles` of a half that may join the next tile
  path.forEach((c, k) => {
    const t = Array.from(board.cells[c]!);
    tiles.push(...t);
    const next = path[k + 1];
    if (lex.split && next !== undefined && t[t.length - 1] === lex.split.half && board.cells[next]![0] === lex.split.half) {
      joins.push(tiles.length - 1);
    }
  });
  const out = new Set<string>();
  const choose = (j: number, joined: Set<number>) => {
    if (j === joins.length) {
      const word: number[] = [];
      for (let i = 0; i < tiles.length; i++) {
        if (joined.has(i)) {
          word.push(lex.split!.tile);
          i++;
        } else word.push(tiles[i]!);
      }
      out.add(tileKey(word));
      return;
    }
    choose(j + 1, joined);
    const at = joins[j]!;
    if (!joined.has(at - 1)) {
      joined.add(at);
      choose(j + 1, joined);
      joined.delete(at);
    }
  };
  choose(0, new Set());
  return out;
}

export interface ReferenceScoring {
  unit: 'letters' | 'cells';
  minLetters: number;
  minCells: number;
  points: (length: number) => number;
  /** Extra check on each path (rule P). */
  keep?: (key: string, path: number[]) => boolean;
}

/** Each word once, scored by its best valid path: word key → score, letters and that path. */
export function referenceWords(
  lex: ReferenceLexicon, board: ReferenceBoard, scoring: ReferenceScoring, reach: ReferenceReach = {},
): Map<string, { score: number; letters: number; path: number[] }> {
  const out = new Map<string, { score: number; letters: number; path: number[] }>();
  for (const p of referencePaths(lex, board, reach)) {
    if (p.letters < scoring.minLetters || p.path.length < scoring.minCells) continue;
    if (scoring.keep && !scoring.keep(p.key, p.path)) continue;
    const score = scoring.points(scoring.unit === 'cells' ? p.path.length : p.letters);
    const seen = out.get(p.key);
    if (!seen || score > seen.score) out.set(p.key, { score, letters: p.letters, path: p.path });
  }
  return out;
}

/**
 * The best total of a covering round by exhaustive search: repeatedly play any word path on
 * uncovered cells (its cells become covered) or stop. `moves` are all word paths of the board
 * with their points. Exponential; for boards of a dozen cells.
 */
export function referenceBestRound(moves: readonly { path: readonly number[]; score: number }[]): number {
  const best = (covered: Set<number>): number => {
    let top = 0;
    for (const m of moves) {
      if (m.score <= 0 || m.path.some((c) => covered.has(c))) continue;
      for (const c of m.path) covered.add(c);
      top = Math.max(top, m.score + best(covered));
      for (const c of m.path) covered.delete(c);
    }
    return top;
  };
  return best(new Set());
}
