// The games on the board of Verbàlia (the Verbàlia rulebook) that score a word by its region: Buscador
// (La Primera Visita) and XaVograma. The board's map is not printed in the rulebook, so regions are
// given as their letters, category (noun, adjective, verb) and multiplier.

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { candidates, DEFAULT_LIMIT, type GameOptions, type PartyAnswer, TopAnswers, unitsOf } from './answers.js';
import { type Category, CATEGORIES, categoriesOf } from './categories.js';
import { points, partyTables } from './tables.js';

export interface BuscadorOptions extends GameOptions {
  /** The letters in the region (with any the player adds from the easel or a neighbour). */
  letters: string;
  /** The region's category: a word of it counts as two letters longer. */
  category?: Category;
  /** The region's multiplier (1–4, default 1). */
  multiplier?: number;
  /** The first word closed in the region: +5 points (+10 in the maritime region). */
  first?: boolean;
  maritime?: boolean;
  /** Lengths of the player's earlier words (each word must have another length). */
  usedLengths?: readonly number[];
}

/**
 * Buscador: a word of 4+ letters from the region's letters scores by the table (4: 1 … 10+: 25),
 * counted two letters longer when its category is the region's; the first word of a region adds
 * 5 (10 in the maritime region); the region's multiplier applies to the whole. MODULES, a
 * 7-letter verb form in a verb region ×2, first word: (15 + 5) × 2 = 40.
 */
export function buscador(engine: Engine, options: BuscadorOptions): PartyAnswer[] {
  const units = unitsOf(engine, options);
  if (!options.letters?.trim()) throw errors.about({ option: 'letters' }, (n) => `${n} is required (the letters in the region)`);
  const multiplier = checkMultiplier(options.multiplier ?? 1);
  const cats = options.category ? categoriesOf(engine.lexicon) : undefined;
  const used = new Set(options.usedLengths ?? []);
  const c = candidates(engine, { unit: units.unit, from: options.letters, length: '4-' });
  const top = new TopAnswers<PartyAnswer>(options.limit ?? DEFAULT_LIMIT);
  const bonus = options.first ? (options.maritime ? 10 : 5) : 0;
  c.forEach((start, len, i) => {
    const tiles = c.tilesAt(start, len);
    const n = units.count(tiles);
    if (used.has(n)) return;
    const match = cats !== undefined && cats.inCategory(tiles, options.category!, false);
    const score = (points(partyTables.regions, n + (match ? 2 : 0)) + bonus) * multiplier;
    const note = `${n} letters${match ? ` +2 (${options.category})` : ''}${bonus ? ` +${bonus} first` : ''}${multiplier > 1 ? ` ×${multiplier}` : ''}`;
    c.offer(top, score, start, len, i, () => c.answer(start, len, score, note));
  });
  return top.sorted();
}

export interface Region {
  /** The letter drawn for the region. */
  letter: string;
  category?: Category;
  multiplier: number;
}

export interface XavogramaOptions extends GameOptions {
  /** The eight letters on the easel. */
  letters: string;
  regions: readonly Region[];
}

export interface RegionAnswer extends PartyAnswer {
  /** Index of the region in the options. */
  region: number;
}

/**
 * XaVograma: the best word from the easel's letters plus the letter of the region it is placed
 * in: the table (4: 1 … 10+: 25), +5 when the word is of the region's category, times the
 * region's multiplier. The best (word, region) pairs.
 */
export function xavograma(engine: Engine, options: XavogramaOptions): RegionAnswer[] {
  const units = unitsOf(engine, options);
  if (!options.letters?.trim()) throw errors.about({ option: 'letters' }, (n) => `${n} is required (the letters on your easel)`);
  if (!options.regions?.length) throw errors.badInput('give at least one region (LETTER:CATEGORY:MULTIPLIER)');
  const cats = categoriesOf(engine.lexicon);
  const top = new TopAnswers<RegionAnswer>(options.limit ?? DEFAULT_LIMIT);
  let order = 0;
  options.regions.forEach((region, r) => {
    const multiplier = checkMultiplier(region.multiplier);
    if (units.parse(region.letter, 'region letter').length !== 1) throw errors.badInput(`region ${r + 1}: give one letter, got "${region.letter}"`);
    const c = candidates(engine, { unit: units.unit, from: options.letters + region.letter, length: '4-' });
    c.forEach((start, len) => {
      const tiles = c.tilesAt(start, len);
      const n = units.count(tiles);
      const match = region.category !== undefined && cats !== undefined && cats.inCategory(tiles, region.category, false);
      const score = (points(partyTables.regions, n) + (match ? 5 : 0)) * multiplier;
      const note = `region ${r + 1} (${region.letter}${region.category ? ` ${region.category}` : ''} ×${multiplier}): ${n} letters${match ? ' +5' : ''}`;
      c.offer(top, score, start, len, order++, () => ({ ...c.answer(start, len, score, note), region: r }));
    });
  });
  return top.sorted();
}

/** "E:verb:2", "A:noun", "I" → a region. */
export function parseRegion(text: string): Region {
  const [letter, category, multiplier] = text.split(':').map((s) => s.trim());
  if (!letter) throw errors.badInput(`region "${text}": write LETTER[:CATEGORY[:MULTIPLIER]], e.g. E:verb:2`);
  if (category && !CATEGORIES.includes(category as Category)) {
    throw errors.badInput(`region "${text}": the category must be one of ${CATEGORIES.join(', ')}`);
  }
  return { letter, category: (category || undefined) as Category | undefined, multiplier: multiplier ? Number(multiplier) : 1 };
}

function checkMultiplier(m: number): number {
  if (!Number.isInteger(m) || m < 1 || m > 4) throw errors.badInput(`a region multiplier is 1, 2, 3 or 4, got ${m}`);
  return m;
}
