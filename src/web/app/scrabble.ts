// The Scrabble view: a board editor (type on the squares: uppercase a tile, lowercase a blank,
// [NY] a multi-letter tile, '.' or space clears), the rack, ruleset and lexicon, CGP in and out,
// a GCG record with a turn slider, and the move list: hovering a play shows it on the board,
// clicking pins it there. Ranked by equity with the ruleset's shipped leave table, or by score.

import { rulesetByName } from '../../rules/builtin.js';
import { decodeGcg, gcgLexicon } from '../../scrabble/position/gcg.js';
import type { Ruleset } from '../../rules/ruleset.js';
import type { Catalog } from '../catalog.js';
import { SearchWorker, type SearchClient, type Status } from './client.js';
import { buildSquares, emptyCells, showSquare } from './board.js';
import { debounce, field, fill, h, plural, select } from './dom.js';
import type { AnalysisView, Cells, MoveShown, PlayedTurn, PositionView, Request as WorkerRequest } from './protocol.js';

const TOP = 100;

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
  // The game played on the board: both racks (the rack box edits the one on turn), scores, the
  // plays placed (for undo, redo and the GCG record).
  interface Snapshot { cells: Cells; racks: [string, string]; scores: [number, number]; onTurn: 0 | 1 }
  let racks: [string, string] = ['', ''];
  let scores: [number, number] = [0, 0];
  let onTurn: 0 | 1 = 0;
  let played: { before: Snapshot; turn: PlayedTurn }[] = [];
  /** A GCG record starts from an empty board: a game begun on a loaded position has none. */
  let fromEmpty = true;
  let undone: { before: Snapshot; turn: PlayedTurn }[] = [];

  const rulesetSelect = select(catalog.rulesets.map((r) => [r.name, r.name]), ruleset.name, { 'aria-label': 'ruleset' });
  const lexiconSelect = select(catalog.lexicons.map((l) => [l.name, l.name]), lexicon, { 'aria-label': 'lexicon' });
  const rackError = h('span', { class: 'field-error', role: 'alert' });
  const rackInput = h('input', { class: 'rack', 'aria-label': 'rack', placeholder: 'AEIRST?', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false' });
  const rankingSelect = select([['equity', 'equity'], ['score', 'score']], 'equity', { 'aria-label': 'ranking' });
  const cgpInput = h('input', { class: 'cgp', 'aria-label': 'CGP', placeholder: 'paste a CGP position', autocomplete: 'off', spellcheck: 'false' });
  const gcgInput = h('input', { type: 'file', accept: '.gcg,text/plain', 'aria-label': 'GCG file' });
  const turnSlider = h('input', { type: 'range', min: '0', max: '0', value: '0', 'aria-label': 'turn', disabled: true });
  const turnLabel = h('span', { class: 'turn-label' }, 'no game loaded');
  // The review of the loaded game, and the board of the turn the slider shows (the review's best
  // play is drawn only while the board is that one).
  let reviewed: AnalysisView['reviewed'];
  let gcgShown: { turn: number; cells: string } | undefined;
  const reviewLine = h('p', { class: 'review-line', 'aria-live': 'polite' });
  const reviewedTurn = () => (gcgShown && gcgShown.cells === JSON.stringify(cells) ? reviewed?.find((t) => t.turn === gcgShown!.turn + 1) : undefined);
  const boardEl = h('div', { class: 'board', role: 'grid', 'aria-label': 'board' });
  const keyInput = h('input', { class: 'board-input', 'aria-label': 'type on the board', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false' });
  const boardWrap = h('div', { class: 'board-wrap' }, boardEl, keyInput);
  const summary = h('p', { class: 'summary' });
  const problems = h('ul', { class: 'problems' });
  const moveTable = h('table', { class: 'moves' });
  const placeButton = h('button', { type: 'button', disabled: true, onclick: () => placePinned() }, 'Place on board');
  const clearButton = h('button', { type: 'button', onclick: () => { cells = emptyCells(ruleset); newGame([rackInput.value.trim(), ''], [0, 0], 0); changed(); } }, 'Clear board');
  const undoButton = h('button', { type: 'button', disabled: true, onclick: () => undo() }, 'Undo');
  const redoButton = h('button', { type: 'button', disabled: true, onclick: () => redo() }, 'Redo');
  const copyGcgButton = h('button', { type: 'button', disabled: true, onclick: () => copyGcg() }, 'Copy GCG');
  const scoreboard = h('p', { class: 'scoreboard', 'aria-live': 'polite' });
  let squares: HTMLElement[][] = [];

  const search = debounce(async () => {
    const rack = rackInput.value.trim();
    if (!rack) {
      fill(rackError);
      moves = [];
      pinned = hovered = undefined;
      fill(summary, 'Type a rack to see its plays.');
      fill(problems);
      renderMoves();
      renderBoard();
      return;
    }
    const ranking = rankingSelect.value as 'score' | 'equity';
    const a = await client.ask('moves', { kind: 'moves', ruleset: ruleset.name, lexicon, cells, rack, ranking, top: TOP }, (message) => {
      // The last rack's plays must not stay on screen as if they were this one's.
      moves = [];
      pinned = hovered = undefined;
      fill(rackError, message);
      fill(summary, 'No plays: the rack or the board has a problem (beside the rack).');
      fill(problems);
      renderMoves();
      renderBoard();
    });
    if (!a) return;
    fill(rackError);
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
    squares = buildSquares(boardEl, ruleset, clickSquare);
  }

  function renderBoard(): void {
    const shown = hovered ?? pinned;
    const overlay = new Map<string, string>();
    for (const s of shown === undefined ? [] : moves[shown]?.squares ?? []) overlay.set(`${s.row},${s.col}`, s.text);
    // A reviewed game: the engine's best for the turn about to be played, while the board shows that turn.
    const best = shown === undefined ? reviewedTurn()?.best ?? [] : [];
    for (const s of best) overlay.set(`${s.row},${s.col}`, s.text);
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
        else showSquare(sq, ruleset, r, c, text, placed === undefined ? '' : shown !== undefined && shown === pinned ? 'played' : 'preview');
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

  function snapshot(): Snapshot {
    return { cells, racks: [...racks], scores: [...scores], onTurn };
  }

  function restore(x: Snapshot): void {
    cells = x.cells;
    racks = [...x.racks];
    scores = [...x.scores];
    onTurn = x.onTurn;
    rackInput.value = racks[onTurn];
  }

  /** A position to play on from here: no plays behind it. */
  function newGame(r: [string, string], sc: [number, number], turn: 0 | 1): void {
    racks = r;
    scores = sc;
    onTurn = turn;
    played = [];
    undone = [];
    fromEmpty = cells.every((row) => row.every((c) => !c));
    renderGame();
  }

  function renderGame(): void {
    const seat = (i: 0 | 1) => h('span', { class: `seat ${i === onTurn ? 'on-turn' : ''}` }, `${i === onTurn ? '▶ ' : ''}Player ${i + 1}: ${scores[i]}`);
    fill(scoreboard, seat(0), ' · ', seat(1), played.length ? ` · ${played.length} play${played.length > 1 ? 's' : ''} placed` : '');
    undoButton.disabled = played.length === 0;
    redoButton.disabled = undone.length === 0;
    copyGcgButton.disabled = played.length === 0 || !fromEmpty;
    copyGcgButton.title = fromEmpty ? '' : 'this game began on a loaded position; a GCG record starts from an empty board (copy the CGP)';
  }

  /** Plays a move as a game would: its tiles, its score; the mover keeps the leave; the turn passes. */
  function play(move: MoveShown, before: Snapshot): void {
    cells = cells.map((row) => [...row]);
    for (const sq of move.squares) cells[sq.row]![sq.col] = sq.text;
    const turn: PlayedTurn = { player: onTurn, rack: rackInput.value.trim(), coord: move.coord, word: move.word, score: move.score };
    scores = onTurn === 0 ? [scores[0] + move.score, scores[1]] : [scores[0], scores[1] + move.score];
    racks = onTurn === 0 ? [move.leave, racks[1]] : [racks[0], move.leave];
    played.push({ before, turn });
    onTurn = onTurn === 0 ? 1 : 0;
    rackInput.value = racks[onTurn];
    status.done(`Player ${turn.player + 1} played ${move.coord} ${move.word} for ${move.score}; Player ${onTurn + 1} to play (type the tiles drawn into the rack)`);
  }

  function placePinned(): void {
    if (pinned === undefined) return;
    const move = moves[pinned]!;
    pinned = undefined;
    undone = [];
    play(move, snapshot());
    renderGame();
    changed();
  }

  function undo(): void {
    const last = played.pop();
    if (!last) return;
    const after = snapshot();
    restore(last.before);
    undone.push({ before: after, turn: last.turn });
    renderGame();
    changed();
  }

  function redo(): void {
    const next = undone.pop();
    if (!next) return;
    const before = snapshot();
    restore(next.before);
    played.push({ before, turn: next.turn });
    renderGame();
    changed();
  }

  // Simulation, endgame and pre-endgame take seconds: each runs in a worker of its own, shows its
  // table as it goes, and Stop ends it there, keeping the last table.
  const analysisSelect = select([['sim', 'Simulate (2 plies)'], ['endgame', 'Endgame (bag empty)'], ['peg', 'Pre-endgame (1–4 in the bag)'],
    ['review', 'Review the GCG game (seconds a turn)'], ['infer', "The opponent's leave (GCG turn)"]], 'sim', { 'aria-label': 'analysis' });
  const secondsInput = h('input', { type: 'number', min: '1', value: '10', class: 'short', 'aria-label': 'seconds to think' });
  const analyseButton = h('button', { type: 'button', onclick: () => startAnalysis() }, 'Analyse');
  const stopButton = h('button', { type: 'button', disabled: true, onclick: () => stopAnalysis() }, 'Stop');
  const analysisLine = h('p', { class: 'analysis-line', 'aria-live': 'polite' });
  const analysisTable = h('table', { class: 'dup-table analysis' });
  let job: SearchWorker | undefined;
  let lastView: AnalysisView | undefined;

  function showAnalysis(v: AnalysisView): void {
    lastView = v;
    fill(analysisTable, h('caption', {}, v.title), h('thead', {}, h('tr', {}, v.columns.map((c) => h('th', {}, c)))),
      h('tbody', {}, v.rows.map((r) => h('tr', {}, r.map((x) => h('td', { class: typeof x === 'number' ? 'score' : '' }, x))))));
  }

  async function startAnalysis(): Promise<void> {
    stopAnalysis();
    const seconds = Number(secondsInput.value);
    if (!(seconds > 0)) return status.failed(`the seconds to think must be more than 0, not "${secondsInput.value}"`);
    const what = analysisSelect.value as 'sim' | 'endgame' | 'peg' | 'review' | 'infer';
    const ofGame = what === 'review' || what === 'infer';
    if (ofGame && (!gcg || !gcgGame)) return status.failed('load a GCG file first: the review and the inference read a game record');
    const request: WorkerRequest = ofGame
      ? { kind: 'analyseGame', what, seconds, ...gcgGame!, gcg: gcg!, turn: Number(turnSlider.value) }
      : { kind: 'analyse', what, seconds, ruleset: ruleset.name, lexicon, cells, racks, scores, onTurn };
    const worker = new SearchWorker((text) => status.failed(text));
    job = worker;
    analyseButton.disabled = true;
    stopButton.disabled = false;
    lastView = undefined;
    fill(analysisTable);
    fill(analysisLine, 'starting…');
    const sent = worker.send(request, (text, partial) => {
      if (job !== worker) return;
      fill(analysisLine, text);
      if (partial) showAnalysis(partial);
    });
    try {
      const v = (await sent.answer) as AnalysisView;
      if (job !== worker) return;
      showAnalysis(v);
      fill(analysisLine, v.summary);
      if (v.reviewed) {
        reviewed = v.reviewed;
        showReviewedTurn();
      }
      status.done(`${v.title}: done`);
    } catch (e) {
      if (job !== worker) return;
      const message = (e as Error).message;
      if (message !== 'stopped') {
        fill(analysisLine, message);
        status.failed(message);
      }
    } finally {
      if (job === worker) endJob();
    }
  }

  function endJob(): void {
    job?.terminate();
    job = undefined;
    analyseButton.disabled = false;
    stopButton.disabled = true;
  }

  function stopAnalysis(): void {
    if (!job) return;
    endJob();
    fill(analysisLine, lastView ? `stopped · ${lastView.summary.replace(/ · stopped: .*$/, '')} (the table so far)` : 'stopped before a first result');
  }

  const copyGcg = async () => {
    const r = await client.ask('position', { kind: 'writeGcg', ruleset: ruleset.name, lexicon, turns: played.map((p) => p.turn) });
    if (!r) return;
    cgpInput.value = '';
    try {
      await navigator.clipboard.writeText(r.gcg);
      status.done(`GCG of ${played.length} play${played.length > 1 ? 's' : ''} copied to the clipboard`);
    } catch {
      status.done('the clipboard is not available here; the GCG is in the box below');
    }
    gcgText.value = r.gcg;
    gcgText.hidden = false;
  };
  const gcgText = h('textarea', { class: 'gcg-text', 'aria-label': 'GCG record', rows: 6, readonly: true, hidden: true });

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
    newGame([...p.racks], [...p.scores], p.onTurn);
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
  rackInput.addEventListener('input', () => {
    racks = onTurn === 0 ? [rackInput.value.trim(), racks[1]] : [racks[0], rackInput.value.trim()];
    search();
  });
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
    const r = await client.ask('position', { kind: 'writeCgp', ruleset: ruleset.name, lexicon, cells, racks, scores, onTurn });
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

  // Each GCG file is read on its own: the ruleset and lexicon it names, else English; settled on
  // the first read and kept for its turns. A lexicon this server lacks is offered a replacement.
  let gcgGame: { ruleset: string; lexicon: string; useLexicon?: string } | undefined;
  const showTurn = async (turn?: number) => {
    if (!gcg || !gcgGame) return;
    const p = await client.ask('position', { kind: 'readGcg', ...gcgGame, gcg, turn });
    if (!p) return;
    gcgGame = { ...gcgGame, ruleset: p.ruleset ?? gcgGame.ruleset, lexicon: p.lexicon ?? gcgGame.lexicon };
    turnSlider.max = String(p.turns);
    turnSlider.value = String(p.turn);
    turnSlider.disabled = false;
    const who = p.players.join(' vs ');
    fill(turnLabel, p.turn === p.turns ? `end of game (${who}), ${p.scores.join('–')}` : `before turn ${p.turn + 1} of ${p.turns} (${who}), ${p.scores.join('–')}`);
    showPosition(p);
    gcgShown = { turn: p.turn, cells: JSON.stringify(cells) };
    showReviewedTurn();
  };
  function showReviewedTurn(): void {
    fill(reviewLine, reviewedTurn()?.line ?? '');
    renderBoard();
  }
  const gcgOffer = h('div', { class: 'gcg-offer', hidden: true });
  gcgInput.addEventListener('change', async () => {
    const file = gcgInput.files?.[0];
    if (!file) return;
    gcg = new Uint8Array(await file.arrayBuffer());
    reviewed = undefined;
    const english = catalog.rulesets.find((r) => r.name === 'english') ?? catalog.rulesets[0]!;
    gcgGame = { ruleset: english.name, lexicon: english.lexicon };
    const named = gcgLexicon(decodeGcg(gcg));
    gcgOffer.hidden = true;
    if (named !== undefined && !catalog.lexicons.some((l) => l.name === named)) {
      const choice = select(catalog.lexicons.map((l) => [l.name, l.name]), english.lexicon, { 'aria-label': 'lexicon for this GCG' });
      fill(gcgOffer, `This game names lexicon ${named}, which this server does not have. Read it with `, choice, ' ',
        h('button', { type: 'button', onclick: () => { gcgGame = { ...gcgGame!, useLexicon: choice.value }; gcgOffer.hidden = true; void showTurn(0); } }, 'Read it'));
      gcgOffer.hidden = false;
      fill(turnLabel, 'choose a lexicon for this game');
      return;
    }
    await showTurn(0);
  });
  turnSlider.addEventListener('input', debounce(() => showTurn(Number(turnSlider.value)), 60));

  useRuleset(ruleset.name);
  renderGame();
  renderBoard();
  renderMoves();
  fill(summary, 'Type a rack to see its plays.');
  new ResizeObserver(() => placeKeyInput()).observe(boardEl);

  return h('section', { class: 'view scrabble', id: 'scrabble' },
    h('div', { class: 'controls' },
      field('Ruleset', rulesetSelect), field('Lexicon', lexiconSelect), field('Rack', rackInput), field('Rank by', rankingSelect), rackError),
    h('div', { class: 'scrabble-main' },
      h('div', { class: 'board-side' },
        boardWrap,
        h('p', { class: 'hint' }, 'Click a square and type: uppercase a tile, lowercase a blank, [NY] a multi-letter tile, . or space to clear; click again to turn down.'),
        scoreboard,
        h('div', { class: 'controls' }, placeButton, undoButton, redoButton, clearButton, copyGcgButton),
        gcgText,
        h('div', { class: 'controls cgp-row' }, cgpInput,
          h('button', { type: 'button', onclick: loadCgp }, 'Load CGP'), h('button', { type: 'button', onclick: copyCgp }, 'Copy CGP')),
        h('div', { class: 'controls gcg-row' }, field('GCG', gcgInput), turnSlider, turnLabel), gcgOffer, reviewLine),
      h('div', { class: 'moves-side' }, summary, problems, h('div', { class: 'moves-scroll' }, moveTable),
        h('div', { class: 'controls analysis-controls' }, field('Analysis', analysisSelect), field('Seconds', secondsInput), analyseButton, stopButton),
        analysisLine, analysisTable)));
}
