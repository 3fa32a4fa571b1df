// Plain-TypeScript references for party games whose rule is a walk, used only by tests: a scan
// of every word of the lexicon, each checked by brute force over single cards (where the
// solvers walk regions with counts, or join syllables through the core's word graph).

import type { Alphabet } from '../alphabet/index.js';
import type { Engine } from '../engine.js';
import { cardModel } from '../query/cards.js';
import type { VerbaliaMap } from '../party/mapGames.js';
import { combine } from '../query/syllables.js';
import { unitAlphabet } from '../query/units.js';

export interface ReferenceMapWord {
  word: string;
  letters: number;
}

/**
 * Vestengrama / Baixagrama: every word of 4+ letters whose cards but the last lie on a simple
 * path of single cards, each card in a region next to the one before (or the same region, with
 * sameRegion), the last card's region next to the sea, which gives the last card (any).
 * Longest first, then alphabetical.
 */
export function referenceMapWords(
  words: readonly Uint8Array[], alphabet: Alphabet, map: VerbaliaMap, sameRegion = false,
): ReferenceMapWord[] {
  const model = cardModel(alphabet);
  const letters = unitAlphabet(alphabet, 'letters');
  const borders = (a: string, b: string) => map.regions.some((r) => (r.name === a && r.next.includes(b)) || (r.name === b && r.next.includes(a)));
  const cells: { card: number; region: string }[] = [];
  for (const r of map.regions) {
    if (r.name === map.sea) continue;
    for (const card of model.parse(r.letters, r.name)) cells.push({ card, region: r.name });
  }
  const step = (a: string, b: string) => (a === b ? sameRegion : borders(a, b));
  const out: ReferenceMapWord[] = [];
  for (const tiles of words) {
    const n = letters.count(tiles);
    if (n < 4) continue;
    const w = model.cardsOf(tiles);
    const used = new Array<boolean>(cells.length).fill(false);
    const path = (i: number, prev: string | undefined): boolean => {
      if (i === w.length - 1) return prev !== undefined && borders(prev, map.sea);
      return cells.some((c, k) => {
        if (used[k] || c.card !== w[i] || (prev !== undefined && !step(prev, c.region))) return false;
        used[k] = true;
        const ok = path(i + 1, c.region);
        used[k] = false;
        return ok;
      });
    };
    if (w.length >= 2 && path(0, undefined)) out.push({ word: alphabet.render(tiles), letters: n });
  }
  return out.sort((a, b) => b.letters - a.letters || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

/**
 * Velosíl·laB by brute force: every ordered row of distinct hand tiles (after `after`, when
 * given) in which each syllable and the one before make a word, the pairs judged by the
 * syllable query's `combine` (not the solver's join). The longest rows, as syllable lists.
 */
export function referenceVeloRows(engine: Engine, hand: readonly string[], after?: string): string[][] {
  const makes = (a: string, b: string) => combine(engine, [a, b], { min: 2, max: 2 }).some((w) => w.syllables[0] === a && w.syllables[1] === b);
  const pairs = new Map<string, boolean>();
  const ok = (a: string, b: string) => {
    const key = `${a}|${b}`;
    if (!pairs.has(key)) pairs.set(key, makes(a, b));
    return pairs.get(key)!;
  };
  let best: string[][] = [];
  const visit = (row: number[]) => {
    const names = row.map((k) => hand[k]!);
    if (row.length > 0 && (best.length === 0 || row.length > best[0]!.length)) best = [names];
    else if (row.length > 0 && row.length === best[0]!.length) best.push(names);
    for (let k = 0; k < hand.length; k++) {
      if (row.includes(k)) continue;
      const prev = row.length ? hand[row.at(-1)!]! : after;
      if (prev !== undefined && !ok(prev, hand[k]!)) continue;
      visit([...row, k]);
    }
  };
  visit([]);
  const key = (r: string[]) => r.join('-');
  return [...new Map(best.map((r) => [key(r), r])).values()];
}

/**
 * Baulasíl·laB by brute force: for each hand syllable and each end of the run, the words the
 * syllable query's `combine` makes of those syllables in exactly that order.
 */
export function referenceBaulaWords(engine: Engine, run: readonly string[], hand: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const s of new Set(hand)) {
    const words: string[] = [];
    for (let k = 1; k <= run.length; k++) {
      const pieces = [...run.slice(run.length - k), s];
      for (const w of combine(engine, pieces, { min: pieces.length, max: pieces.length })) {
        if (w.syllables.join('|') === pieces.join('|')) words.push(w.word);
      }
    }
    if (words.length) out.set(s, words);
  }
  return out;
}

/**
 * ByeByegrama by brute force: every word of the lexicon that splits into the given syllables
 * (whole, each once, matched as text) and letters (each once), at least one of each. Words as
 * rendered, with their letters.
 */
export function referenceByeByeWords(words: readonly Uint8Array[], alphabet: Alphabet, syllables: readonly string[], letters: string): ReferenceMapWord[] {
  const units = unitAlphabet(alphabet, 'letters');
  const spell = (tiles: ArrayLike<number>) => units.render(units.unitsOf(tiles));
  const sylText = syllables.map((s) => spell(alphabet.tokenize(s)));
  // NY and QU are one card each: a letter piece is a card's text.
  const cardTexts = [...alphabet.tokenize(letters)].map((t) => spell([t]));
  const out: ReferenceMapWord[] = [];
  for (const tiles of words) {
    const w = spell(tiles);
    if (w.length < 3) continue;
    const usedS = sylText.map(() => false), usedL = cardTexts.map(() => false);
    const go = (i: number, s: number, l: number): boolean => {
      if (i === w.length) return s > 0 && l > 0;
      for (let k = 0; k < cardTexts.length; k++) {
        if (usedL[k] || !w.startsWith(cardTexts[k]!, i)) continue;
        usedL[k] = true;
        if (go(i + cardTexts[k]!.length, s, l + 1)) return true;
        usedL[k] = false;
      }
      for (let k = 0; k < sylText.length; k++) {
        if (usedS[k] || !w.startsWith(sylText[k]!, i)) continue;
        usedS[k] = true;
        if (go(i + sylText[k]!.length, s + 1, l)) return true;
        usedS[k] = false;
      }
      return false;
    };
    if (go(0, 0, 0)) out.push({ word: alphabet.render(tiles), letters: w.length });
  }
  return out;
}

/**
 * SVeVograma by brute force: every word whose cards are exactly the region's plus one consonant
 * card (of the pool, when given), compared as sorted card names.
 */
export function referenceSvevoWords(words: readonly Uint8Array[], alphabet: Alphabet, region: string, pool?: string): ReferenceMapWord[] {
  const model = cardModel(alphabet);
  const letters = unitAlphabet(alphabet, 'letters');
  const names = (cards: number[]) => cards.map((c) => model.name(c)).sort();
  const base = names(model.parse(region, 'region'));
  const consonants = alphabet.tiles.filter((t, i) => model.isCard(i) && !'AEIOU'.includes(t));
  const allowed = pool === undefined ? consonants : model.parse(pool, 'pool').map((c) => model.name(c));
  const out: ReferenceMapWord[] = [];
  for (const tiles of words) {
    const w = names(model.cardsOf(tiles));
    if (w.length !== base.length + 1) continue;
    if (allowed.some((x) => JSON.stringify([...base, x].sort()) === JSON.stringify(w))) out.push({ word: alphabet.render(tiles), letters: letters.count(tiles) });
  }
  return out;
}
