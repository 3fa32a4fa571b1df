// The page's search worker: the engine on the plain core build (build/core-plain.wasm), in a
// Web Worker so that the page never waits on a search. Files come from the server (server.ts)
// the first time a request needs them — the core once, a lexicon when first named, a Catalan
// lexicon's syllable index when rule P or a syllable query needs it, a ruleset's leave table
// when ranking by equity — and are then kept, through the browser platform (bytesPlatform).
// Requests run one at a time, in order.

import { engineFor, type Engine } from '../../engine.js';
import { errors, VerbivoreError } from '../../errors.js';
import { Arbiter, DuplicateGame, masterGcg, masterTurnsOf } from '../../duplicate/index.js';
import { analysePosition } from '../../game/analyse.js';
import { preEndgame, type PegReport } from '../../endgame/peg.js';
import type { MoveView } from '../../game/analyse.js';
import { type Inference, inferLeave, lastPlayOfGcg } from '../../infer/index.js';
import { resolveLeaves } from '../../leaves/resolve.js';
import { type GameReview, reviewGame, type TurnReview } from '../../review/review.js';
import { type EndgameResult, solveEndgame } from '../../endgame/solve.js';
import { simulate, type SimReport } from '../../sim/simulate.js';
import type { Move } from '../../scrabble/move.js';
import { parseBoard } from '../../grid/parse.js';
import { scoringTable } from '../../grid/scoring.js';
import { findWords } from '../../grid/search.js';
import { bytesPlatform, type PlatformFiles } from '../../platform/browser.js';
import { usePlatform } from '../../platform/platform.js';
import { anagrams } from '../../query/anagram.js';
import { queryWords } from '../../query/constraint.js';
import { matchPattern, parsePattern } from '../../query/pattern.js';
import { loadRuleset, rulesetByName, rulesetNames } from '../../rules/index.js';
import type { Alphabet } from '../../alphabet/index.js';
import { BLANK_BIT } from '../../alphabet/index.js';
import {
  cgpOpcodes, decodeGcg, emptyPosition, gcgLexicon, gcgTurns, type Position, readBoardText, readCgp, readGcg, readRack, readTile,
  replayGcg, writeCgp,
} from '../../scrabble/position/index.js';
import { moveCoord, moveWord } from '../../scrabble/notation.js';
import type { AnalysisView, Answers, BoardPosition, Cells, DuplicateTurnView, MoveShown, PositionView, Reply, Request } from './protocol.js';

const files: PlatformFiles = { core: new Uint8Array(0), lexicons: {}, leaves: {}, syllables: {} };
let coreLoaded: Promise<void> | undefined;
/** Duplicate master games played here, by the number the page names them with. */
const arbiters = new Map<number, Arbiter>();

const post = (reply: Reply) => (self as unknown as { postMessage(m: Reply): void }).postMessage(reply);

async function fetchBytes(path: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const r = await fetch(new URL(path, self.location.origin));
  if (r.status === 404 || r.status === 400) return undefined;
  if (!r.ok) throw errors.missingFile(`${path} (HTTP ${r.status}: ${await r.text()})`);
  return new Uint8Array(await r.arrayBuffer());
}

async function engine(name: string, progress: (s: string) => void): Promise<Engine> {
  coreLoaded ??= (async () => {
    const core = await fetchBytes('/files/core-plain.wasm');
    if (!core) throw errors.missingFile('/files/core-plain.wasm');
    files.core = core;
    usePlatform(bytesPlatform(files));
  })();
  await coreLoaded;
  if (!files.lexicons[name]) {
    progress(`loading lexicon ${name}…`);
    const bytes = await fetchBytes(`/files/lexicons/${encodeURIComponent(name)}.lex`);
    if (!bytes) throw errors.badInput(`the server has no lexicon named "${name}"`);
    files.lexicons[name] = bytes;
  }
  return engineFor(name);
}

/** A Catalan lexicon's syllable index, fetched once (null: the lexicon has none). */
async function syllables(e: Engine, progress: (s: string) => void): Promise<void> {
  const name = e.lexicon.name;
  if (e.alphabet.id !== 'catalan' || files.syllables![name] !== undefined) return;
  progress(`loading the syllable index of ${name}…`);
  files.syllables![name] = (await fetchBytes(`/files/syllables/${encodeURIComponent(name)}.syllables`)) ?? null;
}

async function leaves(ruleset: string): Promise<boolean> {
  if (!(ruleset in files.leaves!)) {
    const bytes = await fetchBytes(`/files/leaves/${encodeURIComponent(ruleset)}.leaves`);
    if (bytes) files.leaves![ruleset] = bytes;
    else return false;
  }
  return true;
}

/**
 * The ruleset to read a position with: the letter distribution it names (CGP ld), else the
 * page's ruleset if it plays the lexicon's tiles, else the built-in ruleset of that alphabet.
 */
function rulesetFor(asked: string, e: Engine, ld?: string): string {
  if (ld !== undefined) {
    if (!rulesetNames.includes(ld)) throw errors.badInput(`the CGP names letter distribution "${ld}", which is none of ${rulesetNames.join(', ')}`);
    return ld;
  }
  if (rulesetByName(asked).alphabet === e.alphabet.id) return asked;
  return rulesetNames.includes(e.alphabet.id) ? e.alphabet.id : asked;
}

/** The board as board text: '.' empty, lowercase blank, multi-letter tiles in brackets. */
function boardText(cells: Cells): string {
  return cells.map((row) => row.map((c) => (c === '' ? '.' : [...c].length > 1 ? `[${c}]` : c)).join('')).join('\n');
}

/** The editor's cells of a position: each tile's text, lowercase for a blank. */
function cellsOf(p: Position, alphabet: Alphabet): Cells {
  const out: Cells = [];
  for (let r = 0; r < p.rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < p.cols; c++) row.push(tileString(p.board[r * p.cols + c]!, alphabet));
    out.push(row);
  }
  return out;
}

function positionView(p: Position, alphabet: Alphabet, lexicon: string, ruleset: string): PositionView {
  return {
    cells: cellsOf(p, alphabet), rack: rackOf(p.racks[p.onTurn], alphabet), lexicon, ruleset, scores: p.scores,
    racks: [rackOf(p.racks[0], alphabet), rackOf(p.racks[1], alphabet)], onTurn: p.onTurn,
  };
}

function tileString(t: number, alphabet: Alphabet): string {
  if (t === 0) return '';
  const text = alphabet.tiles[t & ~BLANK_BIT]!;
  return t & BLANK_BIT ? text.toLowerCase() : text;
}

function rackOf(tiles: ArrayLike<number>, alphabet: Alphabet): string {
  return Array.from(tiles, (t) => (t === 0 ? '?' : alphabet.tiles[t]!.length > 1 ? `[${alphabet.tiles[t]}]` : alphabet.tiles[t]!)).join('');
}

/** The squares a play's new tiles take, read back from its word (board tiles in parentheses). */
function squaresOf(m: Pick<MoveShown, 'row' | 'col' | 'dir' | 'word'>, alphabet: Alphabet): MoveShown['squares'] {
  if (m.row === undefined || m.col === undefined) return [];
  const [dr, dc] = m.dir === 'down' ? [1, 0] : [0, 1];
  const out: MoveShown['squares'] = [];
  let through = false;
  for (let i = 0, k = 0; i < m.word.length;) {
    if (m.word[i] === '(' || m.word[i] === ')') {
      through = m.word[i++] === '(';
      continue;
    }
    const t = readTile(m.word, i, alphabet, 'greedy', `move ${m.word}`);
    if (!through) out.push({ row: m.row + dr * k, col: m.col + dc * k, text: tileString(t.value, alphabet) });
    k++;
    i = t.end;
  }
  return out;
}

async function answer(req: Request, progress: (s: string, partial?: AnalysisView) => void): Promise<Answers[Request['kind']]> {
  switch (req.kind) {
    case 'readCgp': {
      const ops = cgpOpcodes(req.cgp);
      const lexicon = ops.find((o) => o.name === 'lex')?.value || req.lexicon;
      const e = await engine(lexicon, progress);
      const ruleset = rulesetFor(req.ruleset, e, ops.find((o) => o.name === 'ld')?.value || undefined);
      const rules = loadRuleset(ruleset);
      const p = readCgp(req.cgp, rules.alphabet);
      if (p.rows !== rules.ruleset.rows || p.cols !== rules.ruleset.cols) {
        throw errors.badInput(`the CGP board is ${p.rows}×${p.cols}; ruleset ${ruleset} plays on ${rules.ruleset.rows}×${rules.ruleset.cols}`);
      }
      return positionView(p, rules.alphabet, lexicon, ruleset);
    }
    case 'writeCgp': {
      const rules = loadRuleset(req.ruleset);
      const p = readBoardText(boardText(req.cells), rules.alphabet, { rows: rules.ruleset.rows, cols: rules.ruleset.cols });
      p.racks = [readRack(req.racks[0], rules.alphabet, 'greedy', "player 1's rack"), readRack(req.racks[1], rules.alphabet, 'greedy', "player 2's rack")];
      p.scores = [...req.scores];
      p.onTurn = req.onTurn;
      p.lexicon = req.lexicon;
      return { cgp: writeCgp(p, rules.alphabet) };
    }
    case 'writeGcg': {
      // Written as text, then read back so the record is one the GCG reader accepts.
      const rules = loadRuleset(req.ruleset);
      const totals = [0, 0];
      const lines = ['#character-encoding UTF-8', '#player1 player1 Player 1', '#player2 player2 Player 2', `#lexicon ${req.lexicon}`];
      for (const t of req.turns) {
        totals[t.player]! += t.score;
        const rack = rackOf(readRack(t.rack, rules.alphabet, 'greedy', 'a rack'), rules.alphabet);
        lines.push(`>player${t.player + 1}: ${rack} ${t.coord} ${t.word} +${t.score} ${totals[t.player]}`);
      }
      const gcg = `${lines.join('\n')}\n`;
      readGcg(gcg, rules.alphabet, rules.ruleset);
      return { gcg };
    }
    case 'readGcg': {
      const { lexicon, ruleset, rules, game } = await openGcg(req, progress);
      const turns = gcgTurns(game).length;
      const turn = Math.max(0, Math.min(req.turn ?? turns, turns));
      const p = replayGcg(game, rules, turn);
      return { ...positionView(p, rules.alphabet, lexicon, ruleset), turns, turn, players: game.players.map((pl) => pl.name || pl.nick) };
    }
    case 'moves': {
      const e = await engine(req.lexicon, progress);
      const rules = loadRuleset(req.ruleset);
      if (req.ranking === 'equity' && !(await leaves(req.ruleset))) {
        throw errors.badInput(`ruleset ${req.ruleset} has no shipped leave table; rank by score`);
      }
      const position = readBoardText(boardText(req.cells), rules.alphabet, { rows: rules.ruleset.rows, cols: rules.ruleset.cols });
      position.racks[0] = readRack(req.rack, rules.alphabet, 'greedy', 'the rack');
      // The editor's board is often half made: analyse it anyway and show its problems.
      const a = analysePosition(e, {
        ruleset: req.ruleset, position, top: req.top, force: true, leaves: req.ranking === 'equity' ? 'builtin' : 'none',
      });
      return {
        moves: a.moves.map((m) => ({ ...m, squares: squaresOf(m, rules.alphabet) })),
        count: a.count, equity: a.equity, rack: a.rack, problems: a.problems.map((p) => p.message),
      };
    }
    case 'grid': {
      const e = await engine(req.lexicon, progress);
      const table = scoringTable(req.scoring);
      if (table.unit === 'cells') await syllables(e, progress);
      const board = parseBoard(req.board, { moves: req.moves });
      const r = findWords(e, board, { scoring: table });
      return { ...r, cells: [...board.cells], rowLengths: [...board.rowLengths], moves: board.moves };
    }
    case 'anagram': {
      const e = await engine(req.lexicon, progress);
      return { words: anagrams(e, req.letters).map((a) => ({ word: a.word, played: a.played, full: a.full })) };
    }
    case 'pattern': {
      const e = await engine(req.lexicon, progress);
      return { words: matchPattern(e, parsePattern(req.pattern, e.alphabet)).map((w) => e.alphabet.render(w)) };
    }
    case 'query': {
      const e = await engine(req.lexicon, progress);
      if (req.query.syllable) await syllables(e, progress);
      return { words: queryWords(e, req.query).map((w) => ({ word: w.word, letters: w.letters })) };
    }
    case 'analyse': {
      const e = await engine(req.lexicon, progress);
      const rules = loadRuleset(req.ruleset);
      if (req.what === 'sim' && !(await leaves(req.ruleset))) throw errors.badInput(`ruleset ${req.ruleset} has no shipped leave table to simulate with`);
      const position = boardPosition(req, rules.alphabet);
      const a = rules.alphabet;
      if (req.what === 'sim') {
        progress('simulating…');
        const r = await simulate(position, { ruleset: req.ruleset, lexicon: req.lexicon, seconds: req.seconds, candidates: 15, plies: 2 },
          (report) => progress(`simulating: ${report.iterations.toLocaleString('en')} iterations`, simView(report, a)));
        return simView(r, a);
      }
      if (req.what === 'endgame') {
        const r = solveEndgame(e, rules, position, { maxSeconds: req.seconds, onDepth: (d) => progress(`endgame: depth ${d.depth}`, endgameView(d, a)) });
        return endgameView(r, a);
      }
      const r = preEndgame(e, rules, position, { seconds: req.seconds, onRound: (report) => progress(`pre-endgame: round ${report.rounds}`, pegView(report, a)) });
      return pegView(r, a);
    }
    case 'analyseGame': {
      const { e, rules, game } = await openGcg(req, progress);
      if (!(await leaves(rules.ruleset.name))) throw errors.badInput(`ruleset ${rules.ruleset.name} has no shipped leave table to judge plays with`);
      if (req.what === 'infer') {
        const table = resolveLeaves('builtin', rules)!;
        progress('inferring…');
        return inferView(inferLeave(e, rules, lastPlayOfGcg(e, rules, game, req.turn), table), rules.alphabet);
      }
      const r = await reviewGame(e, rules, game, {
        secondsPerTurn: req.seconds, onTurn: (turn, total) => progress(`reviewing turn ${turn} of ${total}…`),
      });
      return reviewView(r, rules.alphabet);
    }
    case 'duplicateNew': {
      const e = await engine(req.lexicon, progress);
      const rules = loadRuleset(req.ruleset);
      const game = new DuplicateGame(e, rules, { seed: req.seed, ...(req.turns !== undefined && { turns: req.turns }) });
      progress('playing the master game…');
      game.play();
      const id = arbiters.size + 1;
      arbiters.set(id, new Arbiter(e, rules, masterTurnsOf(game)));
      const a = rules.alphabet;
      const turns: DuplicateTurnView[] = game.turns.map((t) => {
        const word = moveWord(t.master, a);
        return {
          turn: t.turn, rack: t.rack.map((x) => (x === 0 ? '?' : a.tiles[x]!)),
          cells: cellsOf({ ...emptyPosition(rules.ruleset.rows, rules.ruleset.cols), board: t.boardBefore }, a),
          master: { coord: moveCoord(t.master), word, score: t.master.score, squares: squaresOf({ row: t.master.row, col: t.master.col, dir: t.master.dir, word }, a) },
          total: t.total, ties: t.ties.length, blankTieBreak: t.blankTieBreak,
        };
      });
      return { game: id, ruleset: req.ruleset, lexicon: req.lexicon, turns, total: game.total, end: game.over ?? '', gcg: masterGcg(game, req.lexicon) };
    }
    case 'duplicateCheck': {
      const j = duplicateArbiter(req.game).check(req.turn, req.coord, req.word);
      return j.verdict === 'ok' ? { verdict: 'ok', score: j.move.score } : { verdict: j.verdict, reason: j.reason };
    }
    case 'duplicateJudge':
      return duplicateArbiter(req.game).judge(req.submissions);
  }
}

/** The page's board as a position: its cells, both racks (the unknown one empty), scores, the side on turn. */
function boardPosition(b: BoardPosition, alphabet: Alphabet): Position {
  const rules = loadRuleset(b.ruleset);
  const p = readBoardText(boardText(b.cells), alphabet, { rows: rules.ruleset.rows, cols: rules.ruleset.cols });
  p.racks = [readRack(b.racks[0], alphabet, 'greedy', "player 1's rack"), readRack(b.racks[1], alphabet, 'greedy', "player 2's rack")];
  p.scores = [...b.scores];
  p.onTurn = b.onTurn;
  return p;
}

const play = (m: Move, a: Alphabet) => `${moveCoord(m)} ${moveWord(m, a)}`;
const signed = (x: number) => (x > 0 ? `+${x}` : String(x));

function simView(r: SimReport, a: Alphabet): AnalysisView {
  return {
    title: 'Simulation (2 plies, 15 candidates)',
    columns: ['play', 'score', 'equity', 'mean', '± se', r.nearEnd ? 'win %' : 'win % (far from the end)', 'iterations'],
    rows: r.candidates.map((c) => [play(c.move, a), c.move.score, c.equity.toFixed(1), c.mean.toFixed(1), c.stderr.toFixed(2),
      (100 * c.winRate).toFixed(1), c.prunedAt === undefined ? c.iterations : `${c.prunedAt} (pruned)`]),
    summary: `${r.iterations.toLocaleString('en')} iterations, ${r.simulatedPlies.toLocaleString('en')} plies in ${r.seconds.toFixed(1)} s` +
      `${r.stopped ? ` · stopped: ${r.stopped}` : ''}`,
  };
}

function endgameView(r: EndgameResult, a: Alphabet): AnalysisView {
  return {
    title: 'Endgame',
    columns: ['player', 'play', 'score', 'spread after'],
    rows: r.pv.map((s) => [`Player ${s.player + 1}`, play(s.move, a), s.move.score, signed(s.spread)]),
    summary: `value ${signed(r.value)}, final spread ${signed(r.spread)} (${r.exact ? 'exact' : `estimated at ${r.depth} plies`}); ` +
      `${r.nodes.toLocaleString('en')} nodes in ${r.seconds.toFixed(1)} s${r.stopped ? ` · stopped: ${r.stopped}` : ''}`,
  };
}

/** A game record as the page sends it: read with the lexicon it names (else the page's, unless `useLexicon`), and its ruleset. */
async function openGcg(req: { gcg: Uint8Array; ruleset: string; lexicon: string; useLexicon?: string }, progress: (s: string) => void) {
  const text = decodeGcg(req.gcg);
  const lexicon = req.useLexicon ?? gcgLexicon(text) ?? req.lexicon;
  const e = await engine(lexicon, progress);
  const ruleset = rulesetFor(req.ruleset, e);
  const rules = loadRuleset(ruleset);
  return { e, lexicon, ruleset, rules, game: readGcg(text, rules.alphabet, rules.ruleset, { checkTotals: false }) };
}

function reviewView(r: GameReview, a: Alphabet): AnalysisView {
  const shown = (m: MoveView | undefined) => (m ? `${m.coord} ${m.word} ${m.score}` : '—');
  const line = (t: TurnReview) => `Turn ${t.turn}, ${t.nick}: played ${shown(t.played)}; best ${shown(t.best)}` +
    `${t.lost === null ? '' : `; lost ${t.lost.toFixed(1)}`} (${t.method})${t.bingoMissed ? ' · bingo missed' : ''}`;
  return {
    title: 'Game review',
    columns: ['turn', 'player', 'played', 'best', 'lost', 'method'],
    rows: r.reviews.map((t) => [t.turn, t.nick, shown(t.played), shown(t.best), t.lost === null ? '—' : t.lost.toFixed(1), t.method]),
    summary: r.players.map((p) => `${p.nick}: ${p.equityLost.toFixed(1)} lost over ${p.turns} turns` +
      `${p.bingosMissed.length ? `, bingos missed on turn${p.bingosMissed.length > 1 ? 's' : ''} ${p.bingosMissed.join(', ')}` : ''}`).join(' · ') + ` (${r.seconds.toFixed(1)} s)`,
    reviewed: r.reviews.map((t) => ({ turn: t.turn, best: t.best ? squaresOf(t.best, a) : [], line: line(t) })),
  };
}

function inferView(r: Inference, a: Alphabet): AnalysisView {
  const top = r.leaves.slice(0, 10);
  return {
    title: `The opponent's leave (${r.kept} tile${r.kept === 1 ? '' : 's'} kept)`,
    columns: ['leave', 'probability', 'odds before', 'behind the best'],
    rows: top.map((l) => [rackOf(l.tiles, a), `${(100 * l.probability).toFixed(1)} %`, `${(100 * l.prior).toFixed(1)} %`, l.behind.toFixed(1)]),
    summary: `${r.method === 'exact' ? 'every leave weighed' : 'leaves sampled'}: ${r.leaves.length.toLocaleString('en')} leaves, ${r.searches.toLocaleString('en')} racks searched`,
  };
}

function pegView(r: PegReport, a: Alphabet): AnalysisView {
  return {
    title: `Pre-endgame (${r.inBag} in the bag)`,
    columns: ['play', 'score', 'win %', 'mean spread', 'scenarios solved exactly', 'round'],
    rows: r.candidates.map((c) => [play(c.move, a), c.move.score, (100 * c.winProbability).toFixed(1), c.meanSpread.toFixed(1),
      `${c.exactDraws} of ${c.draws.length}`, c.round]),
    summary: `${r.solves.toLocaleString('en')} endgames solved (${r.exactSolves.toLocaleString('en')} to the end) in ${r.seconds.toFixed(1)} s` +
      `${r.stopped ? ` · stopped: ${r.stopped}` : ''}`,
  };
}

function duplicateArbiter(id: number): Arbiter {
  const a = arbiters.get(id);
  if (!a) throw errors.badInput(`no duplicate game ${id} here: start a new game`);
  return a;
}

// One request at a time, in the order sent.
let queue: Promise<void> = Promise.resolve();

self.onmessage = (event: MessageEvent<{ id: number; request: Request }>) => {
  const { id, request } = event.data;
  queue = queue.then(async () => {
    const t0 = performance.now();
    try {
      const value = await answer(request, (progress, partial) => post({ id, progress, ...(partial && { partial }) }));
      post({ id, ok: true, value, ms: Math.round(performance.now() - t0) });
    } catch (e) {
      const known = e instanceof VerbivoreError;
      post({ id, ok: false, error: { code: known ? e.code : 'internal', message: known ? e.message : String((e as Error)?.message ?? e) } });
    }
  });
};
