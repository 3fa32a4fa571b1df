// The queries view: anagrams of some letters, words matching a pattern, and the party games'
// letter-constraint query (src/query/constraint.ts: length, letters to use, with/without,
// counts, order, substrings, start/end, patterns with *, a Catalan syllable).

import type { ConstraintQuery } from '../../query/constraint.js';
import type { Catalog } from '../catalog.js';
import type { SearchClient, Status } from './client.js';
import { debounce, field, fill, h, plural, select } from './dom.js';

/** Most words listed; the count is always the whole. */
const SHOWN = 500;

function text(attrs: Record<string, unknown>): HTMLInputElement {
  return h('input', { autocomplete: 'off', spellcheck: 'false', autocapitalize: 'characters', ...attrs });
}

/** "E=1, A=0" → { E: 1, A: 0 }; undefined when empty. */
export function counts(value: string): Record<string, number> | undefined {
  const out: Record<string, number> = {};
  for (const item of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([^=\s]+)\s*=\s*(\d+)$/.exec(item);
    if (!m) throw new Error(`"${item}": write LETTER=COUNT, e.g. E=1`);
    out[m[1]!] = Number(m[2]);
  }
  return Object.keys(out).length ? out : undefined;
}

function wordList(words: readonly string[], total: number): HTMLElement[] {
  return [
    h('p', { class: 'summary' }, plural(total, 'word'), total > SHOWN ? ` (first ${SHOWN} shown)` : ''),
    h('ol', { class: 'word-list' }, words.slice(0, SHOWN).map((w) => h('li', {}, w))),
  ];
}

export function queriesView(catalog: Catalog, client: SearchClient, status: Status): HTMLElement {
  const lexiconSelect = select(catalog.lexicons.map((l) => [l.name, l.name]), 'sowpods', { 'aria-label': 'query lexicon' });
  const lexicon = () => lexiconSelect.value;

  const anagramInput = text({ 'aria-label': 'anagram letters', placeholder: 'letters, ? = blank' });
  const anagramOut = h('div', { class: 'results anagram-results' });
  const anagram = debounce(async () => {
    const letters = anagramInput.value.trim();
    if (!letters) return fill(anagramOut);
    const r = await client.ask('anagram', { kind: 'anagram', lexicon: lexicon(), letters });
    if (!r) return;
    fill(anagramOut, wordList(r.words.map((w) => (w.full ? `${w.played} ★` : w.played)), r.words.length));
    status.done(`${plural(r.words.length, 'word')} in ${r.ms} ms`);
  }, 150);
  anagramInput.addEventListener('input', anagram);

  const patternInput = text({ 'aria-label': 'pattern', placeholder: 'e.g. D?SP?R?S or {AEIOU}??' });
  const patternOut = h('div', { class: 'results pattern-results' });
  const pattern = debounce(async () => {
    const p = patternInput.value.trim();
    if (!p) return fill(patternOut);
    const r = await client.ask('pattern', { kind: 'pattern', lexicon: lexicon(), pattern: p });
    if (!r) return;
    fill(patternOut, wordList(r.words, r.words.length));
    status.done(`${plural(r.words.length, 'word')} in ${r.ms} ms`);
  }, 150);
  patternInput.addEventListener('input', pattern);

  // The party-game query: every box is one constraint, all of them hold.
  const q = {
    length: text({ 'aria-label': 'length', placeholder: '7 or 5-8' }),
    from: text({ 'aria-label': 'from letters', placeholder: 'only these' }),
    with: text({ 'aria-label': 'with letters', placeholder: 'at least once' }),
    without: text({ 'aria-label': 'without letters', placeholder: 'none of these' }),
    exactly: text({ 'aria-label': 'exactly', placeholder: 'E=1, A=0' }),
    atLeast: text({ 'aria-label': 'at least', placeholder: 'S=2' }),
    atMost: text({ 'aria-label': 'at most', placeholder: 'E=1' }),
    inOrder: text({ 'aria-label': 'in order', placeholder: 'BRN' }),
    contains: text({ 'aria-label': 'contains', placeholder: 'unbroken run' }),
    start: text({ 'aria-label': 'starts with' }),
    end: text({ 'aria-label': 'ends with' }),
    pattern: text({ 'aria-label': 'query pattern', placeholder: 'DES*CIO' }),
    syllable: text({ 'aria-label': 'syllable', placeholder: 'e.g. TA' }),
  };
  const unitSelect = select([['letters', 'letters'], ['tiles', 'tiles']], 'letters', { 'aria-label': 'unit' });
  const sortSelect = select([['length', 'longest first'], ['alpha', 'alphabetical'], ['score', 'tile points']], 'length', { 'aria-label': 'sort' });
  const queryOut = h('div', { class: 'results query-results' });
  const query = debounce(async () => {
    const value = (el: HTMLInputElement) => el.value.trim() || undefined;
    let built: ConstraintQuery;
    try {
      built = {
        unit: unitSelect.value as 'letters' | 'tiles', sort: sortSelect.value as 'length' | 'alpha' | 'score',
        length: value(q.length), from: value(q.from), with: value(q.with), without: value(q.without),
        exactly: counts(q.exactly.value), atLeast: counts(q.atLeast.value), atMost: counts(q.atMost.value),
        inOrder: value(q.inOrder), contains: value(q.contains), start: value(q.start), end: value(q.end),
        pattern: value(q.pattern), syllable: value(q.syllable),
      };
    } catch (e) {
      return status.failed((e as Error).message);
    }
    const given = Object.entries(built).filter(([k, v]) => v !== undefined && k !== 'unit' && k !== 'sort');
    if (!given.length) return fill(queryOut, h('p', { class: 'summary' }, 'Fill in a constraint or more.'));
    const r = await client.ask('query', { kind: 'query', lexicon: lexicon(), query: built });
    if (!r) return;
    fill(queryOut, wordList(r.words.map((w) => w.word), r.words.length));
    status.done(`${plural(r.words.length, 'word')} in ${r.ms} ms`);
  }, 200);
  for (const el of [...Object.values(q), unitSelect, sortSelect]) el.addEventListener('input', query);
  lexiconSelect.addEventListener('input', () => {
    anagram();
    pattern();
    query();
  });
  fill(queryOut, h('p', { class: 'summary' }, 'Fill in a constraint or more.'));

  return h('section', { class: 'view queries', id: 'queries' },
    h('div', { class: 'controls' }, field('Lexicon', lexiconSelect)),
    h('div', { class: 'query-columns' },
      h('div', { class: 'panel' }, h('h2', {}, 'Anagrams'), anagramInput, anagramOut),
      h('div', { class: 'panel' }, h('h2', {}, 'Pattern'),
        patternInput, h('p', { class: 'hint' }, '? any tile, {ABC} one of, {^ABC} none of'), patternOut),
      h('div', { class: 'panel party' }, h('h2', {}, 'Party-game query'),
        h('div', { class: 'query-form' },
          field('Length', q.length), field('From', q.from), field('With', q.with), field('Without', q.without),
          field('Exactly', q.exactly), field('At least', q.atLeast), field('At most', q.atMost), field('In order', q.inOrder),
          field('Contains', q.contains), field('Starts', q.start), field('Ends', q.end), field('Pattern (*)', q.pattern),
          field('Syllable', q.syllable), field('Unit', unitSelect), field('Sort', sortSelect)),
        queryOut)));
}
