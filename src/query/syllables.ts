// Syllable-tile queries (the Verbàlia syllable games, docs/games.md):
//   combine  words made by joining 2–3 (or more) of the given syllables, each tile used once —
//            Cleptosíl·laB, Memosíl·laB, Vailetosíl·laB, Quadrisíl·laB;
//   bridge   syllable + one letter + syllable, either syllable first — Oscíl·laB, Grafosíl·laB
//            (extra 0, the syllables need not stay syllables); with one more letter anywhere
//            outside the syllables — Aparellasíl·laB, Bigrafosíl·laB (extra 1, rule P applies).
//
// Rule P ("syllabic"): each syllable tile is exactly one syllable of the word in some original
// spelling (PER+O does not make PERÒ, pe-rò). Pieces are placed in letters, as the syllable
// tiles show them; where a piece ending in L meets one starting with L the two Ls may also be
// the L·L tile ("to write L·L you must join two L tiles", the Verbàlia rulebook), so COL + LEC + CI + O makes
// COL·LECCIO. Accents do not count (the Verbàlia rulebook, rule N): DA + RE makes DARÉ.

import type { Alphabet } from '../alphabet/index.js';
import type { Budget } from '../budget.js';
import type { Engine } from '../engine.js';
import { quote } from '../inputText.js';
import { errors } from '../errors.js';
import { ACCEPTS_BIT, ARC_INDEX_MASK } from '../lexicon/node.js';
import { type LetterSpan, type SyllableView, syllableViewOf } from '../syllables/view.js';
import { anyTile, matchPattern, type Pattern } from './pattern.js';

/** A syllable as given: its display text (tiles, uppercase, accents folded) and tiles. */
export interface SyllablePiece {
  text: string;
  tiles: Uint8Array;
}

export interface CombinedWord {
  /** The word as its tiles spell it (COL·LECCIO). */
  word: string;
  /** The given syllables in the word's order. */
  syllables: string[];
  /** Original spellings read with these syllables (all spellings when rule P is off). */
  spellings: string[];
}

export interface CombineOptions {
  /** Fewest syllables joined (default 2; 1 lists syllables that are words themselves). */
  min?: number;
  /** Most syllables joined (default 3, at most 8). */
  max?: number;
  /** Apply rule P (default true). */
  syllabic?: boolean;
  /**
   * Spent per prefix tried; when it runs out the words found so far are returned (a long list of
   * syllables joined 8 at a time can take hours whole). Default: no limit.
   */
  budget?: Budget;
}

export interface BridgedWord {
  word: string;
  /** Each way to read the word as the pieces: ["CA", "R", "SA"]. */
  readings: string[][];
  /** Original spellings (with rule P, those in which both syllables are syllables). */
  spellings: string[];
}

export interface BridgeOptions {
  /** Letters placed anywhere outside the syllables besides the one between them (0 or 1). */
  extra?: 0 | 1;
  /** Apply rule P to the two syllables (default false, as in Oscíl·laB and Grafosíl·laB). */
  syllabic?: boolean;
}

const MAX_JOINED = 8;

/** Reads a syllable tile as typed: Catalan tiles with a vowel ("DA", "col", "QUI", "NYA"). */
export function parseSyllable(alphabet: Alphabet, text: string): SyllablePiece {
  const tiles = alphabet.tokenize(text.trim());
  if (tiles.includes(alphabet.tileOf('L·L') ?? -1)) {
    throw errors.badInput(`${quote(text)}: L·L is split between two syllables (COL + LEC), so no syllable holds it`);
  }
  // Every syllable has a vowel (y is one outside NY, as in the syllabifier).
  if (!/[AEIOU]|(?<!N)Y/.test(alphabet.normalize(text))) throw errors.badInput(`${quote(text)} has no vowel, so it is not a syllable`);
  return { text: alphabet.render(tiles), tiles };
}

/** Words made by joining `min`..`max` of the given syllables, each given tile at most once. */
export function combine(engine: Engine, syllables: readonly string[], options: CombineOptions = {}): CombinedWord[] {
  const alphabet = engine.alphabet;
  const min = options.min ?? 2, max = options.max ?? 3;
  if (!Number.isInteger(min) || min < 1) throw errors.badInput(`min must be a whole number ≥ 1, got ${min}`);
  if (!Number.isInteger(max) || max < min || max > MAX_JOINED) {
    throw errors.badInput(`max must be a whole number from ${min} to ${MAX_JOINED}, got ${max}`);
  }
  const view = syllableViewOf(engine.lexicon);
  const pieces = syllables.map((s) => parseSyllable(alphabet, s));
  if (pieces.length === 0) throw errors.badInput('give at least one syllable');
  const syllabic = options.syllabic ?? true;
  const joins = junctions(alphabet);
  const used = new Uint8Array(pieces.length);
  // Identical tiles are interchangeable: each is taken only once the one before it is (so the
  // used ones of a kind are always the first), which the previous identical tile tells.
  const lastOf = new Map<string, number>();
  const previousSame = pieces.map((p, i) => {
    const before = lastOf.get(p.text) ?? -1;
    lastOf.set(p.text, i);
    return before;
  });
  const order: number[] = [];
  const found = new Map<string, CombinedWord & { tiles: Uint8Array }>();

  const budget = options.budget;
  const visit = (tiles: Uint8Array) => {
    if (budget?.spend()) return;
    const entry = walk(engine, tiles);
    if (entry < 0) return; // no word starts with these tiles
    if (order.length >= min && (engine.lexicon.graph.entries[entry]! & ACCEPTS_BIT) !== 0) {
      const parts = order.map((i) => pieces[i]!);
      const starts: number[] = [];
      let at = 0;
      for (const p of parts) {
        starts.push(at);
        at += view.letterCount(p.tiles);
      }
      const spellings = syllabic ? view.spellingsKeeping(tiles, starts) : [...view.spellings(tiles)];
      const names = parts.map((p) => p.text);
      const key = `${tiles.join(',')}|${names.join('+')}`;
      if (spellings.length > 0 && !found.has(key)) {
        found.set(key, { word: alphabet.render(tiles), syllables: names, spellings, tiles });
      }
    }
    if (order.length === max) return;
    for (let i = 0; i < pieces.length; i++) {
      if (used[i] || (previousSame[i]! >= 0 && !used[previousSame[i]!])) continue;
      used[i] = 1;
      order.push(i);
      for (const next of joins(tiles, pieces[i]!.tiles)) visit(next);
      order.pop();
      used[i] = 0;
    }
  };
  visit(new Uint8Array(0));

  return [...found.values()]
    .sort((a, b) => b.syllables.length - a.syllables.length || compareTiles(a.tiles, b.tiles)
      || a.syllables.join('+').localeCompare(b.syllables.join('+')))
    .map(({ word, syllables: s, spellings }) => ({ word, syllables: s, spellings }));
}

/** Words of the shape syllable + letter + syllable (either syllable first), with `extra` more letters. */
export function bridge(engine: Engine, first: string, second: string, options: BridgeOptions = {}): BridgedWord[] {
  const alphabet = engine.alphabet;
  const extra = options.extra ?? 0;
  if (extra !== 0 && extra !== 1) throw errors.badInput(`extra must be 0 or 1, got ${String(extra)}`);
  const view = syllableViewOf(engine.lexicon);
  const a = parseSyllable(alphabet, first), b = parseSyllable(alphabet, second);
  const shapes: Shape[] = [];
  for (const [x, y] of a.text === b.text ? [[a, b]] : [[a, b], [b, a]]) {
    if (extra === 0) shapes.push([x!, LETTER, y!]);
    else shapes.push([LETTER, x!, LETTER, y!], [x!, LETTER, LETTER, y!], [x!, LETTER, y!, LETTER]);
  }
  const found = new Map<string, BridgedWord & { tiles: Uint8Array; seen: Set<string> }>();
  const seenPatterns = new Set<string>();
  for (const shape of shapes) {
    for (const layout of layouts(alphabet, shape)) {
      const key = layout.pattern.join(',');
      if (seenPatterns.has(key)) continue;
      seenPatterns.add(key);
      for (const tiles of matchPattern(engine, layout.pattern)) {
        const { reading, spans } = readPieces(alphabet, view, shape, layout, tiles);
        const spellings = options.syllabic
          ? view.spellingsKeepingSpans(tiles, spans.filter((_, k) => shape[k] !== LETTER))
          : [...view.spellings(tiles)];
        if (spellings.length === 0) continue;
        const wordKey = tiles.join(',');
        let w = found.get(wordKey);
        if (!w) found.set(wordKey, (w = { word: alphabet.render(tiles), readings: [], spellings: [], tiles, seen: new Set() }));
        const readingKey = reading.join('+');
        if (!w.seen.has(readingKey)) {
          w.seen.add(readingKey);
          w.readings.push(reading);
        }
        for (const s of spellings) if (!w.spellings.includes(s)) w.spellings.push(s);
      }
    }
  }
  const order = (s: string) => view.spellings(found.get(s)!.tiles);
  return [...found.entries()]
    .sort(([, x], [, y]) => compareTiles(x.tiles, y.tiles))
    .map(([k, { word, readings, spellings }]) => ({
      word, readings, spellings: order(k).filter((s) => spellings.includes(s)),
    }));
}

/** A bridge's pieces in order: syllables and free letters. */
type Shape = (SyllablePiece | typeof LETTER)[];
const LETTER = 'letter' as const;

/** One tile pattern for a shape: which pieces each position's tile belongs to. */
interface Layout {
  pattern: Pattern;
  /** For each position, the pieces sharing its tile: one, or two for an L·L made at a junction. */
  owners: number[][];
}

/**
 * The tile patterns of a shape: every piece's tiles in order (a free letter is any tile but
 * L·L), and, at each junction where both sides may be L, a variant with the two Ls as one L·L.
 */
function layouts(alphabet: Alphabet, shape: Shape): Layout[] {
  const l = alphabet.tileOf('L'), ll = alphabet.tileOf('L·L');
  const any = ll === undefined ? anyTile(alphabet) : anyTile(alphabet) & ~(1n << BigInt(ll));
  const items: { set: bigint; piece: number; canBeL: boolean }[] = [];
  shape.forEach((piece, k) => {
    if (piece === LETTER) items.push({ set: any, piece: k, canBeL: true });
    else for (const t of piece.tiles) items.push({ set: 1n << BigInt(t), piece: k, canBeL: t === l });
  });
  // Junctions: the item index just before a change of piece.
  const junctions: number[] = [];
  for (let i = 0; i + 1 < items.length; i++) {
    if (items[i]!.piece !== items[i + 1]!.piece && items[i]!.canBeL && items[i + 1]!.canBeL) junctions.push(i);
  }
  const out: Layout[] = [];
  for (let mask = 0; mask < 1 << junctions.length; mask++) {
    const merged = junctions.filter((_, j) => (mask >> j) & 1);
    if (ll === undefined && merged.length > 0) continue;
    if (merged.some((i, j) => j > 0 && merged[j - 1] === i - 1)) continue; // one item in two merges
    const pattern: Pattern = [];
    const owners: number[][] = [];
    for (let i = 0; i < items.length; i++) {
      if (merged.includes(i)) {
        pattern.push(1n << BigInt(ll!));
        owners.push([items[i]!.piece, items[i + 1]!.piece]);
        i++;
      } else {
        pattern.push(items[i]!.set);
        owners.push([items[i]!.piece]);
      }
    }
    if (pattern.length <= 63) out.push({ pattern, owners });
  }
  return out;
}

/** The letter span of each piece in a matched word, and the pieces as read (free letters filled in). */
function readPieces(alphabet: Alphabet, view: SyllableView, shape: Shape, layout: Layout, tiles: Uint8Array) {
  const spans: [number, number][] = shape.map(() => [-1, -1]);
  const letters = shape.map((piece) => (piece === LETTER ? '' : piece.text));
  let at = 0;
  layout.owners.forEach((owners, pos) => {
    const tile = tiles[pos]!;
    // An L·L made at a junction gives one L to each side.
    const share = owners.length === 2 ? 1 : view.lettersOf[tile]!;
    for (const k of owners) {
      if (spans[k]![0] < 0) spans[k]![0] = at;
      at += share;
      spans[k]![1] = at;
      if (shape[k] === LETTER) letters[k] = owners.length === 2 ? 'L' : alphabet.tiles[tile]!;
    }
  });
  return { reading: letters, spans: spans as LetterSpan[] };
}

/** Ways to append a syllable's tiles: as they are, and with an L + L junction as the L·L tile. */
function junctions(alphabet: Alphabet): (tiles: Uint8Array, next: Uint8Array) => Uint8Array[] {
  const l = alphabet.tileOf('L'), ll = alphabet.tileOf('L·L');
  return (tiles, next) => {
    const plain = new Uint8Array(tiles.length + next.length);
    plain.set(tiles);
    plain.set(next, tiles.length);
    if (ll === undefined || tiles.length === 0 || tiles[tiles.length - 1] !== l || next[0] !== l) return [plain];
    const merged = plain.slice(0, plain.length - 1);
    merged[tiles.length - 1] = ll;
    merged.set(next.subarray(1), tiles.length);
    return [plain, merged];
  };
}

/** DAWG entry of the last tile, or -1 if no word starts with the tiles (0 for no tiles). */
function walk(engine: Engine, tiles: ArrayLike<number>): number {
  const graph = engine.lexicon.graph;
  let group = graph.dawgRoot, entry = 0;
  for (let i = 0; i < tiles.length; i++) {
    entry = graph.arc(group, tiles[i]!);
    if (entry < 0) return -1;
    group = graph.entries[entry]! & ARC_INDEX_MASK;
  }
  return entry;
}

function compareTiles(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
