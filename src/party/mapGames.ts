// The games on the map of Verbàlia that walk its regions (the Verbàlia rulebook): Vestengrama and
// Baixagrama. Letters lie face up in every region but the maritime one, which holds a wildcard
// worth any letter; the longest word that ends in the maritime region wins. "Words must have at
// least four letters, may start in any region, and must be formed by letters from adjacent
// regions. To form a word, a player may enter the same region more than once, but may not take
// the same letter more than once."
//
// So each letter of a word is a card of some region, each card is taken once, two letters in a
// row come from adjacent regions (entering a region again means leaving it first: two letters
// in a row from one region only with `sameRegion`, for players who read the rule so), and the
// word ends on the wildcard, in the sea, next to the region of the letter before it.
//
// The rulebook does not print the map: the user gives it as data (parseMap), regions with their
// letters and their neighbours. A region's letters are interchangeable for the walk, so the walk
// runs over regions with counts of the cards left in each, not over the single cards; the
// candidates come from the constraint query (every word made of the board's letters and the
// wildcard). The reference (src/reference/party.ts) walks single cards instead.

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { parseJsonText } from '../inputJson.js';
import { quote } from '../inputText.js';
import { type GameOptions, type PartyAnswer, rankByLength, TopAnswers, DEFAULT_LIMIT } from './answers.js';
import { unitAlphabet } from '../query/units.js';
import { cardModel } from '../query/cards.js';
import { points, partyTables } from './tables.js';

export interface MapRegion {
  name: string;
  /** The letters face up in the region, as typed ("EIRST", "NY A U"); the sea's are none. */
  letters: string;
  /** Names of the regions it borders (the relation is made symmetric). */
  next: readonly string[];
}

export interface VerbaliaMap {
  regions: readonly MapRegion[];
  /** The maritime region (its wildcard ends every word). */
  sea: string;
}

export type MapGame = 'vestengrama' | 'baixagrama';

/** How many letters each land region holds when a round begins (at most: plays remove them). */
export const MAP_GAME_LETTERS: Record<MapGame, number> = { vestengrama: 5, baixagrama: 7 };

export interface MapWordOptions extends GameOptions {
  map: VerbaliaMap;
  /** Two letters in a row may come from the same region (the rule: from adjacent regions). */
  sameRegion?: boolean;
}

export interface MapAnswer extends PartyAnswer {
  /** The region of each letter card in order; the last is the sea (the wildcard). */
  regions: string[];
  /** What the wildcard stands for. */
  wildcard: string;
}

/**
 * A map from JSON text: { "sea": "MAR", "regions": { "MAR": { "next": ["A"] }, "A": { "letters":
 * "EIRST", "next": ["B", "MAR"] }, ... } } (the sea's letters, if any, are ignored: it holds the
 * wildcard). Also [ { "name", "letters", "next" }, ... ] under "regions".
 */
export function parseMap(text: string, source = 'the map'): VerbaliaMap {
  const json = parseJsonText(text, source);
  const bad = (why: string) => errors.badInput(`${source}: ${why}`);
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw bad('give an object { "sea": NAME, "regions": { NAME: { "letters": "...", "next": [NAME, ...] } } }');
  const o = json as { sea?: unknown; regions?: unknown };
  if (typeof o.sea !== 'string') throw bad('"sea" must name the maritime region');
  const list: unknown[] = Array.isArray(o.regions) ? o.regions
    : o.regions && typeof o.regions === 'object' ? Object.entries(o.regions).map(([name, r]) => ({ name, ...(r as object) })) : [];
  if (list.length === 0) throw bad('"regions" must list the regions');
  const regions = list.map((r, i): MapRegion => {
    const x = r as { name?: unknown; letters?: unknown; next?: unknown };
    if (typeof x.name !== 'string' || !x.name) throw bad(`region ${i + 1} has no name`);
    if (x.letters !== undefined && typeof x.letters !== 'string') throw bad(`region ${quote(x.name)}: "letters" must be a string`);
    if (!Array.isArray(x.next) || !x.next.every((n) => typeof n === 'string')) throw bad(`region ${quote(x.name)}: "next" must be a list of region names`);
    return { name: x.name, letters: (x.letters as string | undefined) ?? '', next: x.next as string[] };
  });
  return { regions, sea: o.sea };
}

/** A map checked and read into cards and a symmetric adjacency. */
interface ResolvedMap {
  names: string[];
  sea: number;
  /** Cards of each region (none for the sea). */
  cards: number[][];
  adjacent: boolean[][];
}

function resolveMap(engine: Engine, map: VerbaliaMap, game: MapGame): ResolvedMap {
  const cards = cardModel(engine.alphabet);
  const names = map.regions.map((r) => r.name);
  const index = new Map<string, number>();
  names.forEach((n, i) => {
    if (index.has(n)) throw errors.about({ option: 'map' }, (o) => `${o}: region ${quote(n)} is given twice`);
    index.set(n, i);
  });
  const sea = index.get(map.sea);
  if (sea === undefined) throw errors.about({ option: 'map' }, (o) => `${o}: the sea ${quote(map.sea)} is not one of the regions (${names.join(', ')})`);
  const n = names.length;
  const adjacent = names.map(() => new Array<boolean>(n).fill(false));
  map.regions.forEach((r, i) => {
    for (const m of r.next) {
      const j = index.get(m);
      if (j === undefined) throw errors.about({ option: 'map' }, (o) => `${o}: region ${quote(r.name)} borders ${quote(m)}, which is not one of the regions`);
      if (j === i) continue;
      adjacent[i]![j] = adjacent[j]![i] = true;
    }
  });
  const most = MAP_GAME_LETTERS[game];
  const regionCards = map.regions.map((r, i) => {
    if (i === sea) return [];
    const c = cards.parse(r.letters, `region ${quote(r.name)}`);
    if (c.length > most) {
      throw errors.about({ option: 'map' }, (o) => `${o}: region ${quote(r.name)} holds ${c.length} letters; ${game === 'vestengrama' ? 'Vestengrama' : 'Baixagrama'} lays ${most} in each region`);
    }
    return c;
  });
  if (!adjacent[sea]!.some(Boolean)) throw errors.about({ option: 'map' }, (o) => `${o}: the sea ${quote(map.sea)} borders no region`);
  return { names, sea, cards: regionCards, adjacent };
}

/**
 * The walk of a word's cards over the regions: the region of each card but the last, which is
 * the sea's wildcard; undefined when there is none. Depth-first over regions holding each card
 * with a copy left (at most one step per region, so the cost is the number of walks that spell
 * the word's prefixes, small for any word of a real map).
 */
function walkOf(m: ResolvedMap, word: readonly number[], sameRegion: boolean): number[] | undefined {
  const left = m.cards.map((cs) => {
    const count = new Map<number, number>();
    for (const c of cs) count.set(c, (count.get(c) ?? 0) + 1);
    return count;
  });
  const path: number[] = [];
  const last = word.length - 1;
  const go = (i: number, prev: number): boolean => {
    if (i === last) return m.adjacent[prev]![m.sea]!;
    for (let r = 0; r < m.names.length; r++) {
      if (r === m.sea || (i > 0 && !m.adjacent[prev]![r] && !(sameRegion && r === prev))) continue;
      const k = left[r]!.get(word[i]!) ?? 0;
      if (k === 0) continue;
      left[r]!.set(word[i]!, k - 1);
      path.push(r);
      if (go(i + 1, r)) return true;
      path.pop();
      left[r]!.set(word[i]!, k);
    }
    return false;
  };
  return last >= 1 && go(0, -1) ? [...path, m.sea] : undefined;
}

/** Fewest letters of a word (both games). */
export const MAP_GAME_MIN_LETTERS = 4;

/**
 * Vestengrama and Baixagrama: the words that end on the sea's wildcard, walking adjacent regions
 * and taking each card once, of four letters or more; longest first, ties in alphabetical order
 * (the rule's tie-break), scored by the table 4: 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, 10+: 25.
 */
export function mapWords(engine: Engine, game: MapGame, options: MapWordOptions): MapAnswer[] {
  if (!options.map) throw errors.about({ option: 'map' }, (n) => `${n} is required (the regions, their letters and neighbours)`);
  const m = resolveMap(engine, options.map, game);
  const model = cardModel(engine.alphabet);
  // Every word made of the board's letters and the wildcard (two blanks: the wildcard may be a
  // two-letter card, NY or QU); the walk decides.
  const from = m.cards.flat().map((c) => model.name(c)).join('') + '??';
  const top = new TopAnswers<MapAnswer>(options.limit ?? DEFAULT_LIMIT);
  const sameRegion = options.sameRegion === true;
  const letters = unitAlphabet(engine.alphabet, 'letters');
  // The length bands must stop at what the board can spell (a band past it is no query).
  const most = letters.count(m.cards.flat()) + 2;
  if (most < MAP_GAME_MIN_LETTERS) return [];
  rankByLength(engine, { unit: 'letters', from, length: { min: MAP_GAME_MIN_LETTERS, max: most } }, 'longest', top, (c, start, len, i) => {
    const n = c.unitCount(letters, start, len);
    let path: number[] | undefined;
    const check = () => (path = walkOf(m, model.cardsOf(c.tilesAt(start, len)), sameRegion)) !== undefined;
    const score = points(partyTables.regions, n);
    c.offer(top, n, start, len, i, () => {
      const word = model.cardsOf(c.tilesAt(start, len));
      const regions = path!.map((r) => m.names[r]!);
      return {
        ...c.answer(start, len, score, `${n} letters: ${regions.join(' ')} (? = ${model.name(word[word.length - 1]!)})`),
        regions, wildcard: model.name(word[word.length - 1]!),
      };
    }, check);
  });
  return top.sorted();
}
