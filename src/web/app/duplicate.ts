// The duplicate view, for a club night: a projector screen (the rack in large tiles, a
// countdown, then the master move on the board and the ranking) and an arbiter screen (each
// player's move typed in, checked as it is typed, then judged with the others). Keyboard driven:
// Space starts and pauses the clock, Enter reveals, N and B go to the next and previous turn, P
// and A switch screens. The night (game, turn, moves entered) is kept in the browser's storage,
// so a reload loses nothing; the master game downloads as GCG and the moves as the CSV that
// `verbivore duplicate arbitrate` reads.

import type { Arbitration, JudgedMove, Submission } from '../../duplicate/index.js';
import { writeSubmissions } from '../../duplicate/submissions.js';
import { rulesetByName } from '../../rules/builtin.js';
import type { Ruleset } from '../../rules/ruleset.js';
import type { Catalog } from '../catalog.js';
import { buildSquares, showSquare, tileEl } from './board.js';
import type { SearchClient, Status } from './client.js';
import { debounce, field, fill, h, select } from './dom.js';
import type { Answers } from './protocol.js';

const STORE = 'verbivore-duplicate';

interface Night {
  ruleset: string;
  seed: number;
  turns?: number;
  minutes: number;
  current: number;
  revealed: boolean;
  entries: Submission[];
}

type Game = Answers['duplicateNew'];

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function download(name: string, text: string): void {
  const a = h('a', { href: URL.createObjectURL(new Blob([text], { type: 'text/plain' })), download: name });
  a.click();
  URL.revokeObjectURL(a.href);
}

export function duplicateView(catalog: Catalog, client: SearchClient, status: Status): HTMLElement {
  const english = catalog.rulesets.find((r) => r.name === 'english') ?? catalog.rulesets[0]!;
  let night: Night = { ruleset: english.name, seed: 1, minutes: 3, current: 0, revealed: false, entries: [] };
  let game: Game | undefined;
  let ruleset: Ruleset = rulesetByName(english.name);
  let result: Arbitration | undefined;
  let left = 180;
  let ticking: ReturnType<typeof setInterval> | undefined;
  let pane: 'projector' | 'arbiter' = 'projector';

  const rulesetSelect = select(catalog.rulesets.map((r) => [r.name, r.name]), night.ruleset, { 'aria-label': 'duplicate rules' });
  const seedInput = h('input', { type: 'number', min: '0', value: '1', class: 'short', 'aria-label': 'duplicate seed' });
  const turnsInput = h('input', { type: 'number', min: '1', placeholder: 'all', class: 'short', 'aria-label': 'number of moves' });
  const minutesInput = h('input', { type: 'number', min: '0.5', step: '0.5', value: '3', class: 'short', 'aria-label': 'minutes per move' });
  const newButton = h('button', { type: 'button', onclick: () => newGame() }, 'New game');
  const projectorTab = h('button', { type: 'button', class: 'pane-tab', onclick: () => showPane('projector') }, 'Projector (P)');
  const arbiterTab = h('button', { type: 'button', class: 'pane-tab', onclick: () => showPane('arbiter') }, 'Arbiter (A)');
  const saveGcg = h('button', { type: 'button', disabled: true, onclick: () => game && download(`duplicate-${game.ruleset}-${night.seed}.gcg`, game.gcg) }, 'Save master GCG');
  const saveCsv = h('button', { type: 'button', disabled: true, onclick: () => download(`duplicate-${night.ruleset}-${night.seed}-moves.csv`, writeSubmissions(night.entries)) }, 'Save moves CSV');

  // Projector.
  const boardEl = h('div', { class: 'board', role: 'grid', 'aria-label': 'duplicate board' });
  let squares: HTMLElement[][] = [];
  const turnLine = h('p', { class: 'dup-turn' }, 'Start a new game.');
  const rackEl = h('div', { class: 'dup-rack', 'aria-label': 'duplicate tiles' });
  const clockEl = h('p', { class: 'dup-clock', role: 'timer' }, clock(left));
  const masterEl = h('p', { class: 'dup-master', 'aria-live': 'polite' });
  const rankingEl = h('table', { class: 'dup-table dup-ranking' });
  const projector = h('div', { class: 'dup-projector' },
    h('div', { class: 'dup-board' }, boardEl),
    h('div', { class: 'dup-side' }, turnLine, rackEl, clockEl, masterEl, rankingEl));

  // Arbiter.
  const arbiterTurn = h('p', { class: 'dup-arbiter-turn' });
  const playerInput = h('input', { 'aria-label': 'player', placeholder: 'player', autocomplete: 'off', list: 'dup-players' });
  const players = h('datalist', { id: 'dup-players' });
  const coordInput = h('input', { class: 'short', 'aria-label': 'move coordinate', placeholder: '8D or D8', autocomplete: 'off', spellcheck: 'false' });
  const wordInput = h('input', { 'aria-label': 'move word', placeholder: 'e.g. QUIrE', autocomplete: 'off', spellcheck: 'false' });
  const claimInput = h('input', { type: 'number', min: '0', class: 'short', 'aria-label': 'claimed score', placeholder: 'score' });
  const checkLine = h('p', { class: 'dup-check', 'aria-live': 'polite' });
  const addButton = h('button', { type: 'submit' }, 'Add move (Enter)');
  const entriesEl = h('table', { class: 'dup-table dup-entries' });
  const fullRanking = h('table', { class: 'dup-table dup-ranking-full' });
  const arbiter = h('div', { class: 'dup-arbiter', hidden: true },
    arbiterTurn,
    h('form', { class: 'controls dup-entry', onsubmit: (e: Event) => { e.preventDefault(); addEntry(); } },
      field('Player', playerInput), players, field('Coordinate', coordInput), field('Word', wordInput), field('Claimed', claimInput), addButton),
    h('p', { class: 'hint' }, 'Write the whole word, board tiles included; lowercase for a blank. Enter adds the move; a player\'s second move of a turn replaces the first.'),
    checkLine,
    h('h2', {}, 'Moves of this turn'), entriesEl,
    h('h2', {}, 'Ranking'), fullRanking);

  function save(): void {
    try {
      localStorage.setItem(STORE, JSON.stringify(night));
    } catch {
      // Storage full or refused: the night still runs, it just is not kept.
    }
  }

  function turnView() {
    return game?.turns[night.current];
  }

  function showPane(which: 'projector' | 'arbiter'): void {
    pane = which;
    projector.hidden = which !== 'projector';
    arbiter.hidden = which !== 'arbiter';
    projectorTab.classList.toggle('active', which === 'projector');
    arbiterTab.classList.toggle('active', which === 'arbiter');
    if (which === 'arbiter') playerInput.focus();
  }

  function stopClock(): void {
    clearInterval(ticking);
    ticking = undefined;
  }

  function resetClock(): void {
    stopClock();
    left = Math.round(night.minutes * 60);
    renderClock();
  }

  function toggleClock(): void {
    if (!game || night.revealed) return;
    if (ticking) return stopClock();
    if (left <= 0) return;
    ticking = setInterval(() => {
      left = Math.max(0, left - 1);
      if (left === 0) stopClock();
      renderClock();
    }, 1000);
    renderClock();
  }

  function renderClock(): void {
    fill(clockEl, clock(left));
    clockEl.classList.toggle('running', ticking !== undefined);
    clockEl.classList.toggle('over', left === 0);
  }

  /** Master total of the turns revealed so far (the base of the projector's percentages). */
  function masterSoFar(): number {
    if (!game) return 0;
    const last = night.revealed ? night.current : night.current - 1;
    return last < 0 ? 0 : game.turns[last]!.total;
  }

  function renderProjector(): void {
    const t = turnView();
    if (!game || !t) return;
    const shown = night.revealed ? new Map(t.master.squares.map((s) => [`${s.row},${s.col}`, s.text])) : new Map<string, string>();
    for (let r = 0; r < ruleset.rows; r++) {
      for (let c = 0; c < ruleset.cols; c++) {
        const placed = shown.get(`${r},${c}`);
        showSquare(squares[r]![c]!, ruleset, r, c, placed ?? t.cells[r]![c]!, placed === undefined ? '' : 'played');
      }
    }
    fill(turnLine, `Turn ${t.turn} of ${game.turns.length}`);
    fill(rackEl, t.rack.map((x) => tileEl(ruleset, x === '?' ? '?' : x)));
    if (night.revealed) {
      const ties = t.ties ? ` · ${t.ties} other top${t.ties > 1 ? 's' : ''}${t.blankTieBreak ? ' (fewer blanks won)' : ''}` : '';
      fill(masterEl, h('span', { class: 'dup-move' }, `${t.master.coord} ${t.master.word}`), h('span', { class: 'dup-score' }, `${t.master.score}`),
        h('span', { class: 'dup-total' }, `master total ${t.total}${ties}`));
    } else fill(masterEl, h('span', { class: 'dup-hint' }, 'Space: clock · Enter: reveal'));
    fill(arbiterTurn, `Turn ${t.turn} of ${game.turns.length}: rack ${t.rack.join(' ')}${night.revealed ? ` · master ${t.master.coord} ${t.master.word} ${t.master.score}` : ''}`);
    renderRanking(rankingEl, 10);
  }

  function renderRanking(table: HTMLTableElement, limit: number): void {
    const base = masterSoFar();
    const rows = (result?.ranking ?? []).slice(0, limit).map((s) => h('tr', {},
      h('td', {}, s.rank), h('td', { class: 'player' }, s.player), h('td', { class: 'score' }, s.total),
      h('td', { class: 'score' }, base ? `${((100 * s.total) / base).toFixed(1)} %` : ''),
      h('td', { class: 'score' }, s.tops), h('td', { class: 'score' }, s.solos)));
    if (!rows.length) return fill(table, h('caption', {}, 'No moves entered yet: the arbiter screen (A) takes them.'));
    fill(table, h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, 'player'), h('th', {}, 'total'), h('th', {}, '% top'), h('th', {}, 'tops'), h('th', {}, 'solos'))),
      h('tbody', {}, rows));
  }

  function renderEntries(): void {
    const t = turnView();
    const judged = new Map((result?.moves ?? []).map((m) => [`${m.player}\u0000${m.turn}`, m]));
    const rows = night.entries.filter((e) => t && e.turn === t.turn).map((e) => {
      const j: JudgedMove | undefined = judged.get(`${e.player}\u0000${e.turn}`);
      return h('tr', { class: j && j.verdict !== 'ok' ? 'marked' : '' },
        h('td', { class: 'player' }, e.player), h('td', { class: 'word' }, `${e.coord} ${e.word}`), h('td', { class: 'score' }, e.claimed ?? ''),
        h('td', {}, j ? `${j.verdict}${j.reason ? `: ${j.reason}` : ''}${j.solo ? ' · solo' : ''}` : ''), h('td', { class: 'score' }, j?.points ?? ''),
        h('td', {}, h('button', { type: 'button', 'aria-label': `remove ${e.player}'s move`, onclick: () => removeEntry(e) }, '×')));
    });
    fill(entriesEl, h('thead', {}, h('tr', {}, h('th', {}, 'player'), h('th', {}, 'move'), h('th', {}, 'claimed'), h('th', {}, 'verdict'), h('th', {}, 'points'), h('th', {}, ''))),
      h('tbody', {}, rows));
    fill(players, [...new Set(night.entries.map((e) => e.player))].map((p) => h('option', { value: p })));
    renderRanking(fullRanking, Infinity);
  }

  async function judge(): Promise<void> {
    if (!game) return;
    const r = await client.ask('duplicate', { kind: 'duplicateJudge', game: game.game, submissions: night.entries });
    if (r) {
      result = r;
      status.done(`${night.entries.length} move${night.entries.length === 1 ? '' : 's'} judged in ${r.ms} ms`);
    }
    renderProjector();
    renderEntries();
  }

  const check = debounce(async () => {
    const t = turnView();
    const coord = coordInput.value.trim(), word = wordInput.value.trim();
    if (!game || !t || !coord || !word) return fill(checkLine);
    const c = await client.ask('duplicateCheck', { kind: 'duplicateCheck', game: game.game, turn: t.turn, coord, word });
    // The form may have moved on (the move added, another typed) while the worker answered.
    if (!c || coordInput.value.trim() !== coord || wordInput.value.trim() !== word) return;
    checkLine.className = `dup-check ${c.verdict === 'ok' ? 'ok' : 'bad'}`;
    const claim = claimInput.value.trim();
    const claimNote = c.verdict === 'ok' && claim && Number(claim) !== c.score ? ` — the claim ${claim} is wrong` : '';
    fill(checkLine, c.verdict === 'ok' ? `legal, ${c.score} points${c.score === t.master.score ? ' (a top)' : ''}${claimNote}` : `${c.verdict}: ${c.reason}`);
    status.done('move checked');
  }, 150);

  function addEntry(): void {
    const t = turnView();
    const player = playerInput.value.trim(), coord = coordInput.value.trim(), word = wordInput.value.trim(), claim = claimInput.value.trim();
    if (!t) return status.failed('start a new game first');
    if (!player || !coord || !word) return status.failed('a move needs the player, the coordinate and the word');
    if (claim && !/^\d+$/.test(claim)) return status.failed(`the claimed score must be a whole number, not "${claim}"`);
    night.entries = night.entries.filter((e) => !(e.player === player && e.turn === t.turn));
    night.entries.push({ player, turn: t.turn, coord, word, ...(claim && { claimed: Number(claim) }) });
    save();
    playerInput.value = coordInput.value = wordInput.value = claimInput.value = '';
    fill(checkLine);
    playerInput.focus();
    void judge();
  }

  function removeEntry(e: Submission): void {
    night.entries = night.entries.filter((x) => x !== e);
    save();
    void judge();
  }

  function goTo(turn: number): void {
    if (!game || turn < 0 || turn >= game.turns.length) return;
    // Moving on reveals the turn left behind: its master move is on the next board.
    night.current = turn;
    night.revealed = false;
    save();
    resetClock();
    renderProjector();
    renderEntries();
  }

  function reveal(): void {
    if (!game || night.revealed) return;
    stopClock();
    night.revealed = true;
    save();
    renderClock();
    renderProjector();
    if (night.current === game.turns.length - 1) status.done(`end of the game: master total ${game.total}`);
  }

  async function start(keepNight: boolean): Promise<void> {
    const entry = catalog.rulesets.find((r) => r.name === night.ruleset);
    if (!entry) return status.failed(`ruleset ${night.ruleset} is not offered here`);
    const g = await client.ask('duplicate', { kind: 'duplicateNew', ruleset: night.ruleset, lexicon: entry.lexicon, seed: night.seed, ...(night.turns && { turns: night.turns }) });
    if (!g) return;
    game = g;
    ruleset = rulesetByName(night.ruleset);
    squares = buildSquares(boardEl, ruleset);
    if (!keepNight) night = { ...night, current: 0, revealed: false, entries: [] };
    night.current = Math.min(night.current, g.turns.length - 1);
    save();
    saveGcg.disabled = saveCsv.disabled = false;
    resetClock();
    await judge();
    status.done(`master game of ${g.turns.length} turns, ${g.total} points (seed ${night.seed}, ${g.ruleset})`);
  }

  function newGame(): void {
    const seed = Number(seedInput.value), turns = turnsInput.value.trim() ? Number(turnsInput.value) : undefined, minutes = Number(minutesInput.value);
    if (!Number.isInteger(seed) || seed < 0) return status.failed(`the seed must be a whole number, 0 or more, not "${seedInput.value}"`);
    if (turns !== undefined && (!Number.isInteger(turns) || turns < 1)) return status.failed(`the number of turns must be a whole number, 1 or more, not "${turnsInput.value}"`);
    if (!(minutes > 0)) return status.failed(`the minutes per turn must be more than 0, not "${minutesInput.value}"`);
    if (night.entries.length && !confirm(`Start a new game? The ${night.entries.length} moves entered stay in the saved CSV only if you saved it.`)) return;
    night = { ruleset: rulesetSelect.value, seed, ...(turns !== undefined && { turns }), minutes, current: 0, revealed: false, entries: [] };
    void start(false);
  }

  for (const input of [coordInput, wordInput, claimInput]) input.addEventListener('input', () => check());

  const view = h('section', { class: 'view duplicate', id: 'duplicate' },
    h('div', { class: 'controls' },
      field('Ruleset', rulesetSelect), field('Seed', seedInput), field('Moves', turnsInput), field('Minutes a move', minutesInput), newButton,
      projectorTab, arbiterTab, saveGcg, saveCsv),
    projector, arbiter,
    h('p', { class: 'hint' }, 'Keys: Space starts or pauses the clock · Enter reveals the master move · N next turn · B previous · P projector · A arbiter.'));

  document.addEventListener('keydown', (e: KeyboardEvent) => {
    if (view.hidden || e.ctrlKey || e.metaKey || e.altKey) return;
    const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.target instanceof HTMLTextAreaElement;
    if (typing) {
      if (e.key === 'Escape') (e.target as HTMLElement).blur();
      return;
    }
    const keys: Record<string, () => void> = {
      ' ': toggleClock, Enter: reveal, n: () => goTo(night.current + 1), ArrowRight: () => goTo(night.current + 1),
      b: () => goTo(night.current - 1), ArrowLeft: () => goTo(night.current - 1), p: () => showPane('projector'), a: () => showPane('arbiter'),
    };
    const act = keys[e.key.length === 1 ? e.key.toLowerCase() : e.key];
    if (!act) return;
    e.preventDefault();
    act();
  });

  // A night saved in this browser comes back when the view is first shown.
  let restored = false;
  view.addEventListener('show', () => {
    if (restored) return;
    restored = true;
    let saved: Night | undefined;
    try {
      saved = JSON.parse(localStorage.getItem(STORE) ?? 'null') ?? undefined;
    } catch {
      saved = undefined;
    }
    if (!saved || !catalog.rulesets.some((r) => r.name === saved!.ruleset)) return;
    night = saved;
    rulesetSelect.value = night.ruleset;
    seedInput.value = String(night.seed);
    turnsInput.value = night.turns ? String(night.turns) : '';
    minutesInput.value = String(night.minutes);
    void start(true);
  });

  showPane(pane);
  renderClock();
  renderRanking(rankingEl, 10);
  return view;
}
