// The grid view: a Boggle-like board (4×4, 5×5, knight moves, a beehive), every word on it with
// the score total, and a word's path highlighted on the board when it is clicked.

import { rulesetByName } from '../../rules/builtin.js';
import type { Catalog } from '../catalog.js';
import type { SearchClient, Status } from './client.js';
import { debounce, field, fill, h, plural, select } from './dom.js';
import type { Answers } from './protocol.js';

type Moves = 'king' | 'knight' | 'hex';

/** Example boards to start from. */
const EXAMPLES: Record<string, { board: string; moves: Moves }> = {
  '4×4': { board: 'SERS/PATG/LINE/SERS', moves: 'king' },
  '5×5': { board: 'RSCLS/DEIAE/GNTRP/IAESO/LMIDC', moves: 'king' },
  knight: { board: 'CATS/ONER/AILS/TRED', moves: 'knight' },
  hex: { board: 'AB/CDE/FG', moves: 'hex' },
};

const SCORINGS: readonly (readonly [string, string])[] = [
  ['boggle', 'Boggle (3+ letters)'], ['verbalia', 'Verbàlia (5+ letters)'],
  ['verbalia-syllables', 'Verbàlia syllables (2+ cells)'], ['rusc', 'Rusc (2+ cells)'],
];

export function gridView(catalog: Catalog, client: SearchClient, status: Status): HTMLElement {
  const boardInput = h('textarea', { class: 'grid-board', rows: 5, 'aria-label': 'grid board', spellcheck: 'false', autocapitalize: 'characters' });
  boardInput.value = EXAMPLES['4×4']!.board.replaceAll('/', '\n');
  const movesSelect = select([['king', 'king (Boggle)'], ['knight', 'knight'], ['hex', 'hex (beehive)']], 'king', { 'aria-label': 'moves' });
  const scoringSelect = select(SCORINGS, 'boggle', { 'aria-label': 'scoring' });
  const lexiconSelect = select(catalog.lexicons.map((l) => [l.name, l.name]), 'sowpods', { 'aria-label': 'grid lexicon' });
  const summary = h('p', { class: 'summary grid-summary' });
  const boardEl = h('div', { class: 'grid-cells' });
  const wordList = h('ol', { class: 'grid-words' });
  let result: Answers['grid'] | undefined;
  let chosen: number | undefined;

  const search = debounce(async () => {
    const board = boardInput.value.trim();
    if (!board) return;
    const r = await client.ask('grid', {
      kind: 'grid', lexicon: lexiconSelect.value, board, moves: movesSelect.value as Moves, scoring: scoringSelect.value,
    });
    if (!r) return;
    result = r;
    chosen = undefined;
    fill(summary, h('span', { class: 'word-count' }, plural(r.count, 'word')), ' · ',
      h('span', { class: 'score-total' }, plural(r.score, 'point')), r.longest ? ` · longest ${r.longest} letters` : '');
    renderWords();
    renderBoard();
    status.done(`${plural(r.count, 'word')} found in ${r.ms} ms`);
  }, 150);

  function renderBoard(): void {
    if (!result) return;
    const path = chosen === undefined ? [] : result.words[chosen]!.path;
    const rows: HTMLElement[] = [];
    let at = 0;
    const widest = Math.max(...result.rowLengths);
    for (const len of result.rowLengths) {
      const cells: HTMLElement[] = [];
      for (let k = 0; k < len; k++, at++) {
        const step = path.indexOf(at);
        cells.push(h('div', { class: `cell ${step >= 0 ? 'on-path' : ''} ${step === 0 ? 'path-start' : ''} ${result.cells[at] ? '' : 'hole'}`, 'data-cell': at },
          h('span', {}, result.cells[at] || ''), step >= 0 && h('sub', { class: 'step' }, step + 1)));
      }
      rows.push(h('div', { class: 'cell-row' }, cells));
    }
    boardEl.style.setProperty('--cols', String(widest));
    boardEl.classList.toggle('hex', result.moves === 'hex');
    fill(boardEl, rows);
  }

  function renderWords(): void {
    if (!result) return;
    fill(wordList, result.words.map((w, i) => h('li', {
      class: `grid-word ${i === chosen ? 'chosen' : ''}`, tabindex: '0', 'data-index': i,
      onclick: () => choose(i),
      onkeydown: (e: KeyboardEvent) => { if (e.key === 'Enter') choose(i); },
    }, h('span', { class: 'w' }, w.word), h('span', { class: 'pts' }, w.score))));
  }

  function choose(i: number): void {
    chosen = chosen === i ? undefined : i;
    renderWords();
    renderBoard();
  }

  function randomBoard(size: number): void {
    const alphabet = catalog.lexicons.find((l) => l.name === lexiconSelect.value)?.alphabet ?? 'english';
    const bag = rulesetByName(alphabet).tiles.filter((t) => t.tile !== '?').flatMap((t) => Array<string>(t.count).fill(t.tile));
    const pick = () => {
      const t = bag[Math.floor(Math.random() * bag.length)]!;
      return t.length > 1 || t === 'Q' ? `[${t}]` : t;
    };
    boardInput.value = Array.from({ length: size }, () => Array.from({ length: size }, pick).join('')).join('\n');
    movesSelect.value = 'king';
    search();
  }

  for (const el of [boardInput, movesSelect, scoringSelect, lexiconSelect]) el.addEventListener('input', () => search());
  scoringSelect.addEventListener('change', () => {
    // The Verbàlia tables are Catalan games, Boggle English (as verbivore grid chooses).
    const want = scoringSelect.value === 'boggle' ? 'sowpods' : 'catalan';
    if (catalog.lexicons.some((l) => l.name === want)) lexiconSelect.value = want;
    search();
  });
  search();

  return h('section', { class: 'view grid', id: 'grid' },
    h('div', { class: 'controls' }, field('Moves', movesSelect), field('Scoring', scoringSelect), field('Lexicon', lexiconSelect)),
    h('div', { class: 'controls' },
      Object.entries(EXAMPLES).map(([name, ex]) => h('button', {
        type: 'button', onclick: () => { boardInput.value = ex.board.replaceAll('/', '\n'); movesSelect.value = ex.moves; search(); },
      }, name)),
      h('button', { type: 'button', onclick: () => randomBoard(4) }, 'random 4×4'),
      h('button', { type: 'button', onclick: () => randomBoard(5) }, 'random 5×5')),
    h('div', { class: 'grid-main' },
      h('div', {},
        field('Board (one row per line; [QU] a multi-letter cell)', boardInput, { class: 'field wide' }),
        summary, boardEl),
      h('div', { class: 'grid-words-side' }, wordList)));
}
