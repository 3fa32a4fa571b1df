// The Scrabble view: a board editor (type on the squares: uppercase a tile, lowercase a blank,
// [NY] a multi-letter tile, '.' or space clears), the rack, ruleset and lexicon, CGP in and out,
// a GCG record with a turn slider, and the move list: hovering a play shows it on the board,
// clicking pins it there. Ranked by equity with the ruleset's shipped leave table, or by score.

import { rulesetByName } from '../../rules/builtin.js';
import type { Ruleset } from '../../rules/ruleset.js';
import type { Catalog } from '../catalog.js';
import type { SearchClient, Status } from './client.js';
import { debounce, field, fill, h, plural, select } from './dom.js';
import type { Cells, MoveShown, PositionView } from './protocol.js';

const TOP = 100;

/** Premium characters of a ruleset (rules/ruleset.ts) → class and label. */
const PREMIUMS: Record<string, [string, string]> = {
  d: ['dl', '2L'], t: ['tl', '3L'], q: ['ql', '4L'], D: ['dw', '2W'], T: ['tw', '3W'], Q: ['qw', '4W'],
};

interface Cursor { row: number; col: number; dir: 'across' | 'down' }

export function scrabbleView(catalog: Catalog, client: SearchClient, status: Status): HTMLElement {
  const first = catalog.rulesets.find((r) => r.name === 'english') ?? catalog.rulesets[0]!;
  let ruleset: Ruleset = rulesetByName(first.name);
  let lexicon = first.lexicon;
  let cells: Cells = emptyCells(ruleset);
  let moves: MoveShown[] = [];
  let equity = false;
  let pinned: number | undefined;
  let hovered: number | undefined;
  let cursor: Cursor | undefined;
  let digraph: string | undefined;
  let gcg: Uint8Array | undefined;

  const rulesetSelect = select(catalog.rulesets.map((r) => [r.name, r.name]), ruleset.name, { 'aria-label': 'ruleset' });
  const lexiconSelect = select(catalog.lexicons.map((l) => [l.name, l.name]), lexicon, { 'aria-label': 'lexicon' });
  const rackInput = h('input', { class: 'rack', 'aria-label': 'rack', placeholder: 'rack, ? = blank', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false' });
  const rankingSelect = select([['equity', 'equity'], ['score', 'score']], 'equity', { 'aria-label': 'ranking' });
  const cgpInput = h('input', { class: 'cgp', 'aria-label': 'CGP', placeholder: 'paste a CGP position', autocomplete: 'off', spellcheck: 'false' });
  const gcgInput = h('input', { type: 'file', accept: '.gcg,text/plain', 'aria-label': 'GCG file' });
  const turnSlider = h('input', { type: 'range', min: '0', max: '0', value: '0', 'aria-label': 'turn', disabled: true });
  const turnLabel = h('span', { class: 'turn-label' }, 'no game loaded');
  const boardEl = h('div', { class: 'board', role: 'grid', 'aria-label': 'board' });
  const keyInput = h('input', { class: 'board-input', 'aria-label': 'type on the board', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false' });
  const boardWrap = h('div', { class: 'board-wrap' }, boardEl, keyInput);
  const summary = h('p', { class: 'summary' });
  const problems = h('ul', { class: 'problems' });
  const moveTable = h('table', { class: 'moves' });
  const placeButton = h('button', { type: 'button', disabled: true, onclick: () => placePinned() }, 'Place on board');
  const clearButton = h('button', { type: 'button', onclick: () => { cells = emptyCells(ruleset); changed(); } }, 'Clear board');
  let squares: HTMLElement[][] = [];

  const search = debounce(async () => {
    const rack = rackInput.value.trim();
    if (!rack) {
      moves = [];
      pinned = hovered = undefined;
      fill(summary, 'Type a rack to see its plays.');
      fill(problems);
      renderMoves();
      renderBoard();
      return;
    }
    const ranking = rankingSelect.value as 'score' | 'equity';
    const a = await client.ask('moves', { kind: 'moves', ruleset: ruleset.name, lexicon, cells, rack, ranking, top: TOP });
    if (!a) return;
    moves = a.moves;
    equity = a.equity;
    pinned = hovered = undefined;
    const count = a.count === undefined ? `best ${moves.length}` : plural(a.count, 'play');
    fill(summary, `${a.rack} · ${count} · ranked by ${a.equity ? 'equity' : 'score'}`);
    fill(problems, a.problems.map((p) => h('li', {}, p)));
    renderMoves();
    renderBoard();
    status.done(`${plural(moves.length, 'play')} shown, searched in ${a.ms} ms`);
  }, 120);

  function changed(): void {
    renderBoard();
    search();
  }

  function buildBoard(): void {
    boardEl.style.setProperty('--cols', String(ruleset.cols));
    squares = [];
    const els: HTMLElement[] = [];
    for (let r = 0; r < ruleset.rows; r++) {
      const row: HTMLElement[] = [];
      for (let c = 0; c < ruleset.cols; c++) {
        const p = PREMIUMS[ruleset.premiums[r]![c]!];
        const start = ruleset.start[0] === r && ruleset.start[1] === c;
        const sq = h('div', {
          class: `square ${p ? p[0] : ''} ${start ? 'start' : ''}`, role: 'gridcell', 'data-row': r, 'data-col': c,
          onmousedown: (e: Event) => { e.preventDefault(); clickSquare(r, c); },
        });
        row.push(sq);
        els.push(sq);
      }
      squares.push(row);
    }
    fill(boardEl, els);
  }

  function tileValue(text: string): number {
    if (text !== text.toUpperCase()) return 0;
    return ruleset.tiles.find((t) => t.tile === text)?.value ?? 0;
  }

  function renderBoard(): void {
    const shown = hovered ?? pinned;
    const overlay = new Map<string, string>();
    for (const s of shown === undefined ? [] : moves[shown]?.squares ?? []) overlay.set(`${s.row},${s.col}`, s.text);
    for (let r = 0; r < ruleset.rows; r++) {
      for (let c = 0; c < ruleset.cols; c++) {
        const sq = squares[r]![c]!;
        const placed = overlay.get(`${r},${c}`);
        const text = placed ?? cells[r]![c]!;
        const isCursor = cursor?.row === r && cursor.col === c;
        sq.classList.toggle('cursor', isCursor);
        sq.classList.toggle('across', isCursor && cursor!.dir === 'across');
        sq.classList.toggle('down', isCursor && cursor!.dir === 'down');
        const pending = isCursor && digraph !== undefined ? `[${digraph}` : undefined;
        if (pending !== undefined) fill(sq, h('span', { class: 'tile pending' }, pending));
        else if (text) {
          const kind = placed === undefined ? '' : shown === pinned ? 'played' : 'preview';
          const blank = text !== text.toUpperCase();
          fill(sq, h('span', { class: `tile ${kind} ${blank ? 'blank' : ''}` }, text, h('sub', {}, blank ? '' : tileValue(text))));
        } else {
          const p = PREMIUMS[ruleset.premiums[r]![c]!];
          fill(sq, ruleset.start[0] === r && ruleset.start[1] === c ? '★' : p ? p[1] : '');
        }
      }
    }
    placeKeyInput();
  }

  function renderMoves(): void {
    const head = h('tr', {}, h('th', {}, '#'), h('th', {}, 'coord'), h('th', {}, 'word'), h('th', {}, 'score'), h('th', {}, 'leave'),
      equity && h('th', {}, 'value'), equity && h('th', {}, 'equity'));
    const rows = moves.map((m, i) => h('tr', {
      class: `move ${i === pinned ? 'pinned' : ''}`, tabindex: '0', 'data-index': i,
      onmouseenter: () => { hovered = i; renderBoard(); },
      onmouseleave: () => { hovered = undefined; renderBoard(); },
      onclick: () => pin(i),
      onkeydown: (e: KeyboardEvent) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); pin(i); } },
    },
    h('td', {}, i + 1), h('td', { class: 'coord' }, m.row === undefined ? '' : m.coord), h('td', { class: 'word' }, m.word),
    h('td', { class: 'score' }, m.score), h('td', { class: 'leave' }, m.leave),
    equity && h('td', { class: 'value' }, m.leaveValue.toFixed(2)), equity && h('td', { class: 'equity' }, m.equity.toFixed(2))));
    fill(moveTable, h('thead', {}, head), h('tbody', {}, rows));
    placeButton.disabled = pinned === undefined || moves[pinned]!.squares.length === 0;
  }

  function pin(i: number): void {
    pinned = pinned === i ? undefined : i;
    hovered = undefined;
    renderMoves();
    renderBoard();
    // One column (a phone): the board is above the list, out of sight.
    if (pinned !== undefined && boardEl.getBoundingClientRect().bottom < 0) boardEl.scrollIntoView({ block: 'start' });
  }

  function placePinned(): void {
    if (pinned === undefined) return;
    cells = cells.map((row) => [...row]);
    for (const s of moves[pinned]!.squares) cells[s.row]![s.col] = s.text;
    pinned = undefined;
    changed();
  }

  // Typing on the board goes through one input over the cursor square (a phone then shows its
  // keyboard); keys move the cursor, characters fill squares.
  function clickSquare(row: number, col: number): void {
    if (cursor && cursor.row === row && cursor.col === col) cursor.dir = cursor.dir === 'across' ? 'down' : 'across';
    else cursor = { row, col, dir: cursor?.dir ?? 'across' };
    digraph = undefined;
    renderBoard();
    keyInput.focus();
  }

  function placeKeyInput(): void {
    if (!cursor) return;
    const sq = squares[cursor.row]![cursor.col]!;
    keyInput.style.left = `${sq.offsetLeft}px`;
    keyInput.style.top = `${sq.offsetTop}px`;
    keyInput.style.width = `${sq.offsetWidth}px`;
    keyInput.style.height = `${sq.offsetHeight}px`;
  }

  function step(by: number): void {
    if (!cursor) return;
    const row = cursor.row + (cursor.dir === 'down' ? by : 0), col = cursor.col + (cursor.dir === 'across' ? by : 0);
    if (row >= 0 && row < ruleset.rows && col >= 0 && col < ruleset.cols) cursor = { ...cursor, row, col };
  }

  function setCell(text: string): void {
    if (!cursor) return;
    cells = cells.map((row) => [...row]);
    cells[cursor.row]![cursor.col] = text;
  }

  function isTile(text: string): boolean {
    const upper = text.toUpperCase();
    return upper !== '?' && ruleset.tiles.some((t) => t.tile === upper);
  }

  function typed(ch: string): void {
    if (!cursor) return;
    if (digraph !== undefined) {
      if (ch !== ']') {
        digraph += ch;
        return;
      }
      const text = digraph;
      digraph = undefined;
      if (!isTile(text)) return status.failed(`[${text}] is not a tile of ruleset ${ruleset.name}`);
      setCell(text);
      step(1);
      return;
    }
    if (ch === '[') digraph = '';
    else if (ch === '.' || ch === ' ') {
      setCell('');
      step(1);
    } else if (isTile(ch)) {
      setCell(ch);
      step(1);
    } else status.failed(`"${ch}" is not a tile of ruleset ${ruleset.name}; write multi-letter tiles in brackets: [NY]`);
  }

  keyInput.addEventListener('input', () => {
    const text = keyInput.value;
    keyInput.value = '';
    const before = cells;
    for (const ch of text) typed(ch);
    if (cells !== before) changed();
    else renderBoard();
  });
  keyInput.addEventListener('keydown', (e: KeyboardEvent) => {
    if (!cursor) return;
    const moveTo = (dr: number, dc: number, dir: Cursor['dir']) => {
      const row = cursor!.row + dr, col = cursor!.col + dc;
      if (row >= 0 && row < ruleset.rows && col >= 0 && col < ruleset.cols) cursor = { row, col, dir };
    };
    switch (e.key) {
      case 'ArrowLeft': moveTo(0, -1, 'across'); break;
      case 'ArrowRight': moveTo(0, 1, 'across'); break;
      case 'ArrowUp': moveTo(-1, 0, 'down'); break;
      case 'ArrowDown': moveTo(1, 0, 'down'); break;
      case 'Backspace':
        if (digraph !== undefined) digraph = digraph.length ? digraph.slice(0, -1) : undefined;
        else {
          if (!cells[cursor.row]![cursor.col]) step(-1);
          setCell('');
          changed();
        }
        break;
      case 'Delete':
        setCell('');
        changed();
        break;
      case 'Escape':
        cursor = undefined;
        digraph = undefined;
        keyInput.blur();
        break;
      default:
        return;
    }
    e.preventDefault();
    renderBoard();
  });
  keyInput.addEventListener('blur', () => {
    digraph = undefined;
  });

  function useRuleset(name: string, keepCells = false): void {
    const next = rulesetByName(name);
    if (!keepCells && (next.rows !== ruleset.rows || next.cols !== ruleset.cols || next.alphabet !== ruleset.alphabet)) {
      cells = emptyCells(next);
    }
    ruleset = next;
    rulesetSelect.value = name;
    const leaves = catalog.leaves.includes(name);
    (rankingSelect.options[0] as HTMLOptionElement).disabled = !leaves;
    if (!leaves) rankingSelect.value = 'score';
    cursor = undefined;
    buildBoard();
  }

  function useLexicon(name: string): void {
    lexicon = name;
    lexiconSelect.value = name;
  }

  function showPosition(p: PositionView): void {
    if (p.ruleset) useRuleset(p.ruleset, true);
    if (p.lexicon) useLexicon(p.lexicon);
    cells = p.cells;
    rackInput.value = p.rack;
    changed();
  }

  rulesetSelect.addEventListener('change', () => {
    useRuleset(rulesetSelect.value);
    const lexAlphabet = catalog.lexicons.find((l) => l.name === lexicon)?.alphabet;
    if (lexAlphabet !== ruleset.alphabet) useLexicon(ruleset.lexicon);
    changed();
  });
  lexiconSelect.addEventListener('change', () => {
    useLexicon(lexiconSelect.value);
    const alphabet = catalog.lexicons.find((l) => l.name === lexicon)?.alphabet;
    if (alphabet && alphabet !== ruleset.alphabet && catalog.rulesets.some((r) => r.name === alphabet)) useRuleset(alphabet);
    changed();
  });
  rackInput.addEventListener('input', () => search());
  rankingSelect.addEventListener('change', () => search());

  const loadCgp = async () => {
    const cgp = cgpInput.value.trim();
    if (!cgp) return;
    const p = await client.ask('position', { kind: 'readCgp', ruleset: ruleset.name, lexicon, cgp });
    if (p) {
      showPosition(p);
      status.done(`CGP loaded (${p.ruleset}, ${p.lexicon})`);
    }
  };
  const copyCgp = async () => {
    const r = await client.ask('position', { kind: 'writeCgp', ruleset: ruleset.name, lexicon, cells, rack: rackInput.value.trim() });
    if (!r) return;
    cgpInput.value = r.cgp;
    try {
      await navigator.clipboard.writeText(r.cgp);
      status.done('CGP copied to the clipboard');
    } catch {
      cgpInput.select();
      status.done('CGP written in the box (the clipboard is not available here)');
    }
  };
  cgpInput.addEventListener('keydown', (e) => { if (e.key === 'Enter') loadCgp(); });

  const showTurn = async (turn?: number) => {
    if (!gcg) return;
    const p = await client.ask('position', { kind: 'readGcg', ruleset: ruleset.name, lexicon, gcg, turn });
    if (!p) return;
    turnSlider.max = String(p.turns);
    turnSlider.value = String(p.turn);
    turnSlider.disabled = false;
    const who = p.players.join(' vs ');
    fill(turnLabel, p.turn === p.turns ? `end of game (${who}), ${p.scores.join('–')}` : `before turn ${p.turn + 1} of ${p.turns} (${who}), ${p.scores.join('–')}`);
    showPosition(p);
  };
  gcgInput.addEventListener('change', async () => {
    const file = gcgInput.files?.[0];
    if (!file) return;
    gcg = new Uint8Array(await file.arrayBuffer());
    await showTurn(0);
  });
  turnSlider.addEventListener('input', debounce(() => showTurn(Number(turnSlider.value)), 60));

  useRuleset(ruleset.name);
  renderBoard();
  renderMoves();
  fill(summary, 'Type a rack to see its plays.');
  new ResizeObserver(() => placeKeyInput()).observe(boardEl);

  return h('section', { class: 'view scrabble', id: 'scrabble' },
    h('div', { class: 'controls' },
      field('Ruleset', rulesetSelect), field('Lexicon', lexiconSelect), field('Rack', rackInput), field('Rank by', rankingSelect)),
    h('div', { class: 'scrabble-main' },
      h('div', { class: 'board-side' },
        boardWrap,
        h('p', { class: 'hint' }, 'Click a square and type: uppercase a tile, lowercase a blank, [NY] a multi-letter tile, . or space to clear; click again to turn down.'),
        h('div', { class: 'controls' }, placeButton, clearButton),
        h('div', { class: 'controls cgp-row' }, cgpInput,
          h('button', { type: 'button', onclick: loadCgp }, 'Load CGP'), h('button', { type: 'button', onclick: copyCgp }, 'Copy CGP')),
        h('div', { class: 'controls gcg-row' }, field('GCG', gcgInput), turnSlider, turnLabel)),
      h('div', { class: 'moves-side' }, summary, problems, h('div', { class: 'moves-scroll' }, moveTable))));
}

function emptyCells(r: Ruleset): Cells {
  return Array.from({ length: r.rows }, () => Array<string>(r.cols).fill(''));
}
