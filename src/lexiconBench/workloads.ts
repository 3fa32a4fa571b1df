// The fixed, seeded workloads of the lexicon bench, made per lexicon before any clock runs:
// lookup probes, anagram racks, Scrabble positions from a seeded greedy game, and grid boards.
// Racks, positions and boards draw from the bag of the lexicon's ruleset, so each language is
// measured on the letters its players hold.

import { BLANK, BLANK_BIT } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { compileRuleset, type CompiledRuleset, rulesetByName, rulesetNames } from '../rules/index.js';
import { generateMoves, movegenBoard, type MovegenBoard } from '../scrabble/movegen.js';
import { forEachWord, type OfficialTile } from '../lexicon/stats.js';
import type { Lexicon } from '../lexicon/store.js';

export const BENCH_SEED = 20251129;

/**
 * The built-in ruleset a lexicon is played with: the one naming it as its lexicon, else the
 * first on the same alphabet (english, catalan, spanish come first); undefined if none.
 */
export function rulesetFor(lexicon: Lexicon): CompiledRuleset | undefined {
  const all = rulesetNames.map((n) => rulesetByName(n));
  const r = all.find((x) => x.lexicon === lexicon.name && x.alphabet === lexicon.alphabet.id)
    ?? all.find((x) => x.alphabet === lexicon.alphabet.id);
  return r && compileRuleset(r);
}

/** The ruleset's count and value of every tile of its alphabet (0 = blank), for statistics. */
export function officialTiles(rules: CompiledRuleset): OfficialTile[] {
  return Array.from(rules.tileCount, (count, tile) => ({ tile, count, value: rules.tileValue[tile]! }));
}

/** The ruleset's bag as tile indices (0 = blank), in tile order. */
export function bagOf(rules: CompiledRuleset, blanks = true): number[] {
  const bag: number[] = [];
  rules.tileCount.forEach((n, t) => {
    if (t !== BLANK || blanks) for (let k = 0; k < n; k++) bag.push(t);
  });
  return bag;
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** `n` words chosen uniformly (reservoir sampling over one walk), in walk order. */
export function sampleWords(lexicon: Lexicon, n: number, random: () => number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let seen = 0;
  forEachWord(lexicon.graph, (tiles, length) => {
    if (out.length < n) out.push(tiles.slice(0, length));
    else {
      const j = Math.floor(random() * (seen + 1));
      if (j < n) out[j] = tiles.slice(0, length);
    }
    seen++;
  });
  return out;
}

/** Lookup probes: every other one a word, the rest the same words with one tile changed. */
export function lookupProbes(lexicon: Lexicon, n: number, random: () => number): Uint8Array[] {
  const words = sampleWords(lexicon, Math.max(1, Math.ceil(n / 2)), random);
  if (words.length === 0) return [];
  const probes: Uint8Array[] = [];
  for (let i = 0; i < n; i++) {
    const w = words[Math.floor(random() * words.length)]!.slice();
    if (i % 2) w[Math.floor(random() * w.length)] = 1 + Math.floor(random() * (lexicon.alphabet.size - 1));
    probes.push(w);
  }
  return probes;
}

/** Racks of `size` tiles drawn from the full bag (blanks included), as counts by tile. */
export function anagramRacks(rules: CompiledRuleset, count: number, size: number, random: () => number): Uint8Array[] {
  const bag = bagOf(rules);
  return Array.from({ length: count }, () => {
    const rack = new Uint8Array(64);
    for (const t of shuffle(bag.slice(), random).slice(0, size)) rack[t]!++;
    return rack;
  });
}

export interface ScrabblePosition {
  board: MovegenBoard;
  /** The rack of the player to move (tile indices, 0 = blank). */
  rack: number[];
}

/**
 * Positions from one seeded game in which both players always make the best-scoring play
 * (exchanging everything when they have none): the position before each turn, the empty board
 * first, until `count` are collected or the game ends.
 */
export function gamePositions(engine: Engine, rules: CompiledRuleset, count: number, random: () => number): ScrabblePosition[] {
  const r = rules.ruleset;
  const bag = shuffle(bagOf(rules), random);
  const board = new Uint8Array(r.rows * r.cols);
  const racks: number[][] = [[], []];
  const draw = (rack: number[]) => { while (rack.length < r.rackSize && bag.length) rack.push(bag.pop()!); };
  draw(racks[0]!);
  draw(racks[1]!);
  const out: ScrabblePosition[] = [];
  let scoreless = 0;
  for (let turn = 0; out.length < count && scoreless < 4; turn++) {
    const rack = racks[turn % 2]!;
    if (rack.length === 0) break;
    const state = movegenBoard(rules, { rows: r.rows, cols: r.cols, board: board.slice() });
    out.push({ board: state, rack: rack.slice() });
    const [best] = generateMoves(engine, state, rack, { mode: 'best' });
    if (!best || best.kind !== 'place') {
      scoreless++;
      if (bag.length >= r.rackSize) {
        bag.push(...rack.splice(0));
        shuffle(bag, random);
        draw(rack);
      }
      continue;
    }
    scoreless = 0;
    const [dr, dc] = best.dir === 'across' ? [0, 1] : [1, 0];
    best.tiles.forEach((t, i) => {
      if (t === 0) return;
      board[(best.row + i * dr) * r.cols + best.col + i * dc] = t;
      rack.splice(rack.indexOf(t & BLANK_BIT ? BLANK : t), 1);
    });
    draw(rack);
  }
  return out;
}

/** Random boards of `cells` cells, each cell a tile drawn from the bag without blanks. */
export function randomBoards(rules: CompiledRuleset, count: number, cells: number, random: () => number): string[][] {
  const bag = bagOf(rules, false);
  const text = rules.alphabet.tiles;
  return Array.from({ length: count }, () =>
    Array.from({ length: cells }, () => text[bag[Math.floor(random() * bag.length)]!]!));
}
