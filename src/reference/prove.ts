// Plain-TypeScript reference for the proof's bound (assembly/grid/prove.ts), used only by tests.
// It enumerates every path of the class with every choice of tokens (pruned by a Set of word
// prefixes), sorts each word's (cell, token) pairs by the cells' rank, and nests them in Maps:
// a sum node's points plus its choices' bounds, a choice's best token. Forcing a cell by merging
// builds a new tree of Maps. Slow and obvious.

import { type ReferenceLexicon, tileKey } from './grid.js';

export interface ReferenceClass {
  /** Tokens a cell may hold: tiles and letters each. */
  tokens: readonly { tiles: readonly number[]; letters: number }[];
  /** Token ids allowed in each cell. */
  cells: readonly (readonly number[])[];
  neighbours: readonly (readonly number[])[];
  /** Cells in the tree's order. */
  order: readonly number[];
  minLetters: number;
  points: (letters: number) => number;
}

interface SumNode {
  points: number;
  /** Choice by cell: token → sum node. */
  choices: Map<number, Map<number, SumNode>>;
}

const sumNode = (): SumNode => ({ points: 0, choices: new Map() });

/** The sum/choice tree of the class. */
export function referenceTree(lex: ReferenceLexicon, k: ReferenceClass): SumNode {
  const root = sumNode();
  const rank = new Map(k.order.map((c, i) => [c, i]));
  const cells: number[] = [], tokens: number[] = [], tiles: number[] = [];
  const visit = (cell: number, token: number) => {
    const t = k.tokens[token]!;
    tiles.push(...t.tiles);
    cells.push(cell);
    tokens.push(token);
    const key = tileKey(tiles);
    if (lex.prefixes.has(key)) {
      const letters = tokens.reduce((s, x) => s + k.tokens[x]!.letters, 0);
      if (lex.words.has(key) && letters >= k.minLetters && k.points(letters) > 0) {
        const pairs = cells.map((c, i) => [c, tokens[i]!] as const).sort((a, b) => rank.get(a[0])! - rank.get(b[0])!);
        let at = root;
        for (const [c, x] of pairs) {
          let choice = at.choices.get(c);
          if (!choice) at.choices.set(c, (choice = new Map()));
          let next = choice.get(x);
          if (!next) choice.set(x, (next = sumNode()));
          at = next;
        }
        at.points += k.points(letters);
      }
      for (const n of k.neighbours[cell]!) if (!cells.includes(n)) for (const x of k.cells[n]!) visit(n, x);
    }
    tiles.length -= t.tiles.length;
    cells.pop();
    tokens.pop();
  };
  k.cells.forEach((ids, c) => { for (const x of ids) visit(c, x); });
  return root;
}

/** The tree's bound, with `forced` cells (cell → token id) at their token. */
export function referenceBound(tree: SumNode, forced: ReadonlyMap<number, number> = new Map()): number {
  let b = tree.points;
  for (const [cell, choice] of tree.choices) {
    const f = forced.get(cell);
    if (f !== undefined) {
      const next = choice.get(f);
      if (next) b += referenceBound(next, forced);
    } else {
      let best = 0;
      for (const next of choice.values()) best = Math.max(best, referenceBound(next, forced));
      b += best;
    }
  }
  return b;
}

/** Two sum nodes as one: points added, choices of a cell merged token by token (new nodes). */
function mergeSums(a: SumNode, b: SumNode): SumNode {
  const out: SumNode = { points: a.points + b.points, choices: new Map() };
  for (const cell of new Set([...a.choices.keys(), ...b.choices.keys()])) {
    const x = a.choices.get(cell) ?? new Map<number, SumNode>(), y = b.choices.get(cell) ?? new Map<number, SumNode>();
    const choice = new Map<number, SumNode>();
    for (const t of new Set([...x.keys(), ...y.keys()])) choice.set(t, mergeSums(x.get(t) ?? sumNode(), y.get(t) ?? sumNode()));
    out.choices.set(cell, choice);
  }
  return out;
}

/**
 * The tree with `cell` forced to `token`, merged: the root's other choices merged with those of
 * the token's sum node. Only for the first unforced cell of the order (its choices hang from the
 * root alone), as the proof forces it.
 */
export function referenceForce(tree: SumNode, cell: number, token: number): SumNode {
  const rest: SumNode = { points: tree.points, choices: new Map([...tree.choices].filter(([c]) => c !== cell)) };
  return mergeSums(rest, tree.choices.get(cell)?.get(token) ?? sumNode());
}

/** Nodes of the tree (sum and choice nodes, the root included). */
export function referenceTreeNodes(tree: SumNode): number {
  let n = 1;
  for (const choice of tree.choices.values()) {
    n++;
    for (const next of choice.values()) n += referenceTreeNodes(next);
  }
  return n;
}
