// The flags of the word queries (query, anagram, pattern, game): the letter constraints, --unit,
// and the syllable index a --syllable constraint needs, built on first use.

import { errors } from '../errors.js';
import type { Lexicon } from '../lexicon/store.js';
import { type ConstraintQuery, SORT_ORDERS, type SortOrder } from '../query/constraint.js';
import { UNITS, type Unit } from '../query/units.js';
import { ensureSyllableView } from '../syllables/lexiconView.js';
import { stringOption, type Values } from './command.js';
import { progressBar } from './progress.js';

/** The query flags of `verbivore query` as a ConstraintQuery. */
export function constraintFlags(values: Values): ConstraintQuery {
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  const unit = unitOption(values, 'letters');
  const sort = str('sort') ?? 'length';
  if (!SORT_ORDERS.includes(sort as SortOrder)) throw errors.usage(`--sort must be one of ${SORT_ORDERS.join(', ')}, got "${sort}"`);
  return {
    unit, sort: sort as SortOrder, length: str('length'), from: str('from'), with: str('with'), without: str('without'),
    exactly: countFlags(values, 'exactly'), atLeast: countFlags(values, 'at-least'), atMost: countFlags(values, 'at-most'),
    inOrder: str('in-order'), contains: str('contains'), syllable: str('syllable'), start: str('start'), end: str('end'),
    pattern: str('pattern'),
  };
}

export function unitOption(values: Values, fallback: Unit): Unit {
  const v = stringOption(values, 'unit', fallback);
  if (!UNITS.includes(v as Unit)) throw errors.usage(`--unit must be letters, tiles or cards, got "${v}"`);
  return v as Unit;
}

/** --exactly E=1 --exactly A=0,C=0 → { E: 1, A: 0, C: 0 } */
export function countFlags(values: Values, name: string): Record<string, number> | undefined {
  const v = values[name];
  if (v === undefined) return undefined;
  const out: Record<string, number> = {};
  for (const item of (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(','))) {
    const m = /^\s*([^=\s]+)\s*=\s*(\d+)\s*$/.exec(item);
    if (!m) throw errors.usage(`--${name} "${item}": write LETTER=COUNT, e.g. E=1`);
    out[m[1]!] = Number(m[2]);
  }
  return out;
}

/** The lexicon's syllable index, built on first use with a progress bar. */
export async function openSyllablesFor(lex: Lexicon): Promise<void> {
  let bar: ReturnType<typeof progressBar> | undefined;
  await ensureSyllableView(lex, {
    progress: (done, total) => {
      bar ??= progressBar(`syllable index of ${lex.name} (first use)`);
      bar('reading', done, total);
    },
  });
  bar?.done();
}
