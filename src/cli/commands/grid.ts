// verbivore grid | grid bench | grid best: words on a letter or syllable grid, the next word and
// the round plan of the covering games, board throughput, and the best-board search.

import { engineFor } from '../../engine.js';
import { Budget } from '../../budget.js';
import { errors, exitStatus } from '../../errors.js';
import { quote } from '../../inputText.js';
import { scoreBatch, scoreBatchWithin, packBoards, scoreBatchPool } from '../../grid/batch.js';
import { searchBestBoard } from '../../grid/best.js';
import { type Board, boardText, makeBoard } from '../../grid/board.js';
import { MAX_BEAM_WIDTH, planRound } from '../../grid/cover.js';
import { cellSource, parseDistribution } from '../../grid/random.js';
import { maxOf } from '../../maxOf.js';
import { seededRandom } from '../../random.js';
import { scoringTable, type ScoringTable } from '../../grid/scoring.js';
import { findWords, type GridOptions, type GridWord } from '../../grid/search.js';
import { syllabifiedAlphabets } from '../../grid/syllables.js';
import type { Lexicon } from '../../lexicon/store.js';
import { EnginePool } from '../../pool/pool.js';
import type { TaskRunner } from '../../pool/runner.js';
import { ensureSyllableView } from '../../syllables/lexiconView.js';
import { columnWidth, type Command, intOption, padEnd, plural, printJson, stringOption, type Values } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { budgetHelp, budgetLimits, budgetOptions, reportPartial, secondsOption, workersOption } from '../limits.js';
import { takeInterrupt } from '../interrupt.js';
import { openRunner } from '../runnerOption.js';
import { readBoard } from '../boardOption.js';
import { progressBar } from '../progress.js';

/**
 * Seconds a grid search may take by default (the word search, and --plan's round search after
 * it): boards of the games take milliseconds, the exact plan well under this on 4×4 and 5×5; a
 * dense adjacency (every cell next to every other) can take hours.
 */
const GRID_SECONDS = 60;

const LEXICON_HELP = '  --lexicon NAME     lexicon name or .lex path (default sowpods; catalan for the Verbàlia tables)';

/** The Verbàlia games are Catalan; Boggle is played in English. */
function defaultLexicon(scoring: string): string {
  return scoring === 'boggle' ? 'sowpods' : 'catalan';
}

export const grid: Command = {
  name: 'grid',
  summary: 'every word on a letter or syllable grid (Boggle, Buguigrama, Ruscosíl·laB...)',
  help: `Usage:
  verbivore grid --board TEXT|FILE [--moves king|knight|hex|FILE] [--scoring NAME] [--min N]
  verbivore grid --board TEXT --covered 0,5,6 --next
  verbivore grid --board TEXT [--covered ...] --plan

Lists the words on the board, longest first, with the count and the total score. A word reads
along a path of cells, each cell at most once; each distinct word counts once.

Board text: rows separated by '/' or newlines, or one string of N×N cells. Each character is a
cell; [QU] [L·L] [CA] are multi-letter cells; a lone q is the Qu cell ([Q] for a plain Q); '.'
is a hole. A row with spaces is read as space-separated cells: "CA SA DA". JSON boards:
{"rows": [...]} or {"cells": [...], "adjacency": [[...], ...]}. Cells are numbered row by row
from 0; paths use these numbers.

  --board TEXT|FILE  the board, or a file holding it
  --moves M          king (default: orthogonal and diagonal), knight (CaValcagrama),
                     hex (beehive of 7, 19 or 37 cells in rows 2-3-2, 3-4-5-4-3, 4-5-6-7-6-5-4),
                     or a JSON file of neighbour lists, one list of cell numbers per cell
  --scoring NAME     boggle (default; 3+ letters), verbalia (5+ letters), verbalia-syllables
                     (2+ cells), rusc (2+ cells)
  --min N            shortest word, in the table's unit (letters or cells; default the table's)
${LEXICON_HELP}
  --covered LIST     cells already covered (comma-separated), never used
  --next             only the longest word that fits (Buguigrama, CaValcagrama, Buguisíl·laB)
  --plan             a sequence of words covering the board for the most points: exact search
                     over covered cells when small, beam search otherwise (the method is shown);
                     progress on stderr when it takes more than a second
  --beam N           beam width for --plan (default 512, at most ${MAX_BEAM_WIDTH.toLocaleString('en')})
${budgetHelp({ seconds: GRID_SECONDS, nodes: 'nodes (a cell entered along a path; with --plan, then states and candidate rounds)', found: 'the words (or plan) found so far' })}
  --plain-syllables  syllable cells match as plain strings (rule P off)
  --paths            show each word's cells (text output)
  --limit N          show at most N words (text output; --json lists all)

Letters are counted as the tiles spell them: QU, NY and L·L are two letters. In Catalan two
adjacent L cells also read as L·L. With a table counted in cells and a Catalan lexicon, rule P
holds: each cell must stay a syllable of the word (PER + O does not make PERÒ); the first such
search builds the lexicon's syllable index. In --plan a word may be played again on other
cells, as the rules do not forbid it.`,
  options: {
    board: { type: 'string', short: 'b' }, moves: { type: 'string' }, scoring: { type: 'string' },
    min: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, covered: { type: 'string' },
    next: { type: 'boolean' }, plan: { type: 'boolean' }, beam: { type: 'string' }, ...budgetOptions,
    'plain-syllables': { type: 'boolean' }, paths: { type: 'boolean' }, limit: { type: 'string' },
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument ${quote(positionals[0]!)} (see verbivore grid --help)`);
    if (typeof values.board !== 'string') throw errors.usage('give the board: verbivore grid --board SERS/PATG/LINE/SERS');
    if (values.next && values.plan) throw errors.usage('choose one of --next and --plan');
    if (!values.plan && values.beam !== undefined) throw errors.usage('--beam applies to --plan');
    // Checked before any work; the clock starts with the search.
    const beamWidth = beamOption(values);
    const limits = budgetLimits(values, { seconds: GRID_SECONDS });
    const scoring = stringOption(values, 'scoring', 'boggle');
    const table = scoringTable(scoring);
    const name = stringOption(values, 'lexicon', defaultLexicon(scoring));
    const lexicon = await openLexiconFor(name);
    const board = readBoard(values.board, stringOption(values, 'moves', 'king'));
    const options: GridOptions = {
      scoring: table,
      min: values.min === undefined ? undefined : intOption(values, 'min', table.min, 1),
      covered: parseCovered(values.covered),
      syllableRule: values['plain-syllables'] ? false : undefined,
    };
    await prepareSyllables(lexicon, table, options);
    const engine = engineFor(name);
    const header = {
      board: boardText(board, '/'), cells: board.cells.length, moves: board.moves, lexicon: name,
      scoring: table.name, unit: table.unit, min: options.min ?? table.min, covered: options.covered ?? [],
    };
    // One budget for the whole command; progress (after a second) shows the time budget used.
    const budget = new Budget(limits);
    const bar = progressBar(values.plan ? 'grid --plan' : 'grid', process.stderr, { afterMs: 1000 });
    options.budget = budget;
    options.searchProgress = () => bar('words', budget.elapsedSeconds(), limits.seconds ?? 0);
    if (values.next) {
      const found = findWords(engine, board, options);
      bar.done();
      const w = found.words[0];
      const status = found.partial ? reportPartial(found.partial, 'the word search') : 0;
      if (values.json) printJson({ ...header, next: w ?? null, ...(found.partial && { partial: found.partial }) });
      else {
        const partial = found.partial ? ' (PARTIAL: the longest found before the budget ran out)' : '';
        console.log(w ? `next word: ${describeWord(w, table)}, cells ${w.path.join(',')}${partial}` : `no word fits on the uncovered cells${partial}`);
      }
      return status;
    }
    if (values.plan) {
      const plan = planRound(engine, board, {
        ...options, beamWidth, budget,
        progress: (phase, done, total) => bar(phase, done, total),
      });
      bar.done();
      const status = plan.partial ? reportPartial(plan.partial, 'the round plan') : 0;
      if (values.json) {
        printJson({ ...header, plan });
        return status;
      }
      const how = plan.method === 'exact'
        ? `exact search over ${plan.states.toLocaleString('en')} covered-cell states`
        : plan.method === 'greedy'
          ? 'always the longest word: the searches found nothing better before the budget ran out'
          : `beam search, width ${plan.beamWidth}, ${plan.states.toLocaleString('en')} states expanded (too many states for the exact search)`;
      const partial = plan.partial ? 'PARTIAL: the best found before the budget ran out; ' : '';
      console.log(`round plan (${partial}${how}; ${plural(plan.moveCount, 'word path')}): ${plural(plan.moves.length, 'word')}, ${plural(plan.total, 'point')}`);
      for (const w of plan.moves) console.log(`  ${describeWord(w, table)}  cells ${w.path.join(',')}`);
      console.log(`always the longest word: ${plural(plan.greedy.moves.length, 'word')}, ${plural(plan.greedy.total, 'point')}` +
        (plan.greedy.moves.length ? ` (${plan.greedy.moves.map((w) => w.word).join(', ')})` : ''));
      return status;
    }
    const limit = intOption(values, 'limit', Number.MAX_SAFE_INTEGER, 1);
    const result = findWords(engine, board, options);
    bar.done();
    const status = result.partial ? reportPartial(result.partial, 'the word search') : 0;
    if (values.json) {
      printJson({
        ...header, count: result.count, score: result.score, longest: result.longest, nodes: result.nodes,
        ...(result.partial && { partial: result.partial }), words: result.words,
      });
      return status;
    }
    printBoard(board);
    console.log(`${result.partial ? 'PARTIAL: found before the budget ran out: ' : ''}${plural(result.count, 'word')}, ${plural(result.score, 'point')}` +
      (result.count ? ` (longest ${result.longest} letters)` : '') + ` — ${name}, ${table.name} scoring`);
    printWords(result.words.slice(0, limit), table, values.paths === true);
    if (result.count > limit) console.log(`... ${result.count - limit} more (--limit)`);
    return status;
  },
};

export const gridBench: Command = {
  name: 'grid bench',
  summary: 'boards per second on random boards (score only)',
  help: `Usage: verbivore grid bench --size 4|5 --boards N [--seed S] [--distribution uniform|dice|bag]
                            [--workers K] [--scoring NAME] [--lexicon NAME]

Scores N random size×size king-move boards (seeded, so the total is a checksum) and prints
boards per second. Boards are generated before the clock starts.

  --size N           board side (default 4)
  --boards N         boards to score (default 100000)
  --seed S           generator seed (default 1)
  --distribution D   uniform (a–z, q as Qu; default), dice (classic Boggle: 16 dice for 4×4,
                     25 Big Boggle dice for 5×5) or bag (the language's Scrabble tiles)
  --workers K        score through a pool of K worker threads (default: this thread; at most
                     the cores)
  --scoring NAME     scoring table (default boggle)
${LEXICON_HELP}
${budgetHelp({ nodes: 'nodes (cells entered, over every board)', found: 'the figures of the boards scored so far', scope: 'on this thread, ' })}`,
  options: {
    size: { type: 'string' }, boards: { type: 'string' }, seed: { type: 'string' }, distribution: { type: 'string' },
    workers: { type: 'string' }, scoring: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, ...budgetOptions,
  },
  async run(values) {
    const limits = budgetLimits(values);
    if (values.workers !== undefined && (limits.seconds !== undefined || limits.nodes !== undefined)) {
      throw errors.usage('--max-seconds and --max-nodes apply to the bench on this thread (without --workers)');
    }
    const name = stringOption(values, 'lexicon', defaultLexicon(stringOption(values, 'scoring', 'boggle')));
    const lexicon = await openLexiconFor(name);
    const size = intOption(values, 'size', 4, 2);
    if (size > 8) throw errors.usage(`--size must be 2 to 8, got ${size}`);
    const count = intOption(values, 'boards', 100_000, 1);
    const seed = intOption(values, 'seed', 1, 0);
    const distribution = parseDistribution(stringOption(values, 'distribution', 'uniform'));
    const table = scoringTable(stringOption(values, 'scoring', 'boggle'));
    const shape = makeBoard(Array(size * size).fill('A'), 'king', { cols: size });
    const source = cellSource(lexicon.alphabet, distribution, size * size);
    const random = seededRandom(seed);
    const batch = packBoards(shape, Array.from({ length: count }, () => source.board(random)));
    let scores: Uint32Array;
    let workers = 0;
    if (values.workers !== undefined) {
      workers = workersOption(values, count, `${count} board${count === 1 ? '' : 's'}`);
      const pool = new EnginePool(workers);
      try {
        const warm = seededRandom(seed + 1);
        const warmBoards = Array.from({ length: 5000 * workers }, () => source.board(warm));
        await scoreBatchPool(pool, name, packBoards(shape, warmBoards), { scoring: table });
        const t1 = performance.now();
        scores = await scoreBatchPool(pool, name, batch, { scoring: table });
        report(values, { size, count, seed, distribution, workers, scoring: table.name, lexicon: name }, scores, performance.now() - t1);
      } finally {
        await pool.close();
      }
      return 0;
    }
    // Warm up first: the engine compiles the search's hot code in the background.
    const engine = engineFor(name);
    const warm = seededRandom(seed + 1);
    scoreBatch(engine, packBoards(shape, Array.from({ length: 5000 }, () => source.board(warm))), { scoring: table });
    const t1 = performance.now();
    const scored = scoreBatchWithin(engine, batch, { scoring: table, budget: new Budget(limits) });
    const ms = performance.now() - t1;
    const status = scored.partial ? reportPartial(scored.partial, 'the bench') : 0;
    report(values, { size, count: scored.done, seed, distribution, workers, scoring: table.name, lexicon: name,
      ...(scored.partial && { partial: scored.partial }) }, scored.scores, ms);
    return status;
  },
};

function report(values: Values, run: Record<string, unknown> & { count: number }, scores: Uint32Array, ms: number): void {
  let total = 0, words = 0;
  for (let k = 0; k < run.count; k++) {
    total += scores[2 * k]!;
    words += scores[2 * k + 1]!;
  }
  const out = {
    ...run, seconds: ms / 1000, boardsPerSecond: Math.round(run.count / (ms / 1000)),
    totalScore: total, totalWords: words, meanScore: total / run.count, meanWords: words / run.count,
  };
  if (values.json) printJson(out);
  else {
    console.log(`${run.count.toLocaleString('en')} random ${run.size}×${run.size} boards (${run.distribution}, seed ${run.seed}) ` +
      `in ${(ms / 1000).toFixed(2)} s: ${out.boardsPerSecond.toLocaleString('en')} boards/s` +
      (run.workers ? ` with ${run.workers} worker${run.workers === 1 ? '' : 's'}` : ' on this thread'));
    console.log(`checksum: total score ${total.toLocaleString('en')}, ${words.toLocaleString('en')} words ` +
      `(mean ${out.meanScore.toFixed(2)} points, ${out.meanWords.toFixed(1)} words per board)`);
  }
}

export const gridBest: Command = {
  name: 'grid best',
  summary: 'search for the highest-scoring board (simulated annealing on the pool)',
  help: `Usage: verbivore grid best --size 4 --seconds S [--workers K] [--distribution uniform|dice|bag]
                           [--seed S] [--scoring NAME] [--lexicon NAME] [--redis URL]

Simulated annealing over size×size king-move boards — change a cell, swap two cells — one chain
per worker, for S seconds; progress on stderr, the best board on stdout.
Ctrl-C stops early: the best board so far is printed on stdout as usual (with "interrupted";
--json: "interrupted": true) and the exit status is 130. A second Ctrl-C quits at once.
--max-seconds and --max-nodes stop it early too, as a partial result (exit status 4).

  --size N           board side (default 4)
  --seconds S        time budget (default 60)
  --workers K        chains / worker threads (default and most: the number of cores; with --redis,
                     the threads of the workers connected)
  --redis URL        run the chains on the workers of a Redis queue (verbivore worker --redis URL)
  --distribution D   uniform (default), dice (classic Boggle dice: boards a shake could give),
                     bag (tiles of the language's Scrabble bag)
  --seed S           seed (default 1)
  --scoring NAME     scoring table (default boggle)
${LEXICON_HELP}
${budgetHelp({ nodes: 'nodes of the word searches (cells entered, over every board scored)', found: 'the best board so far' })}`,
  options: {
    size: { type: 'string' }, seconds: { type: 'string' }, workers: { type: 'string' }, distribution: { type: 'string' },
    seed: { type: 'string' }, scoring: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, redis: { type: 'string' },
    ...budgetOptions,
  },
  async run(values) {
    // The first Ctrl-C ends the search with the best board so far; a second one, default handling.
    // Taken before anything else: a Ctrl-C while the lexicon loads or the pool starts (a second
    // or more on a busy machine) must still print a board.
    const interrupt = new AbortController();
    const release = takeInterrupt(() => interrupt.abort());
    let runner: TaskRunner | undefined;
    try {
      const name = stringOption(values, 'lexicon', defaultLexicon(stringOption(values, 'scoring', 'boggle')));
      await openLexiconFor(name);
      const size = intOption(values, 'size', 4, 2);
      if (size > 8) throw errors.usage(`--size must be 2 to 8, got ${size}`);
      const seconds = secondsOption(values, 'seconds', 60);
      const distribution = parseDistribution(stringOption(values, 'distribution', 'uniform'));
      const table = scoringTable(stringOption(values, 'scoring', 'boggle'));
      const seed = intOption(values, 'seed', 1, 0);
      const limits = budgetLimits(values);
      ({ runner } = await openRunner(values, name, { workersWithRedis: true, tasks: Infinity }));
      // Locally a chain per thread; on a queue, --workers says how many chains.
      const chains = values.redis !== undefined && values.workers !== undefined ? intOption(values, 'workers', 1, 1) : undefined;
      const options = { size, distribution, seconds, seed, scoring: table.name, chains, signal: interrupt.signal, budget: new Budget(limits) };
      const found = await searchBestBoard(runner, name, options, (p) => {
        process.stderr.write(`${p.elapsed.toFixed(1).padStart(6)} s  best ${p.best.score.toLocaleString('en').padStart(6)}  ` +
          `${p.best.text}  ${p.evaluations.toLocaleString('en')} boards (${Math.round(p.evaluations / p.elapsed).toLocaleString('en')}/s)\n`);
      });
      const board = makeBoard(found.best.cells, 'king', { cols: size });
      const words = findWords(engineFor(name), board, { scoring: table });
      // Ctrl-C wins over a budget that ran out too.
      const status = found.interrupted ? exitStatus.interrupted : found.partial ? reportPartial(found.partial, 'the best-board search') : 0;
      if (values.json) {
        printJson({
          board: found.best.text, cells: found.best.cells, score: found.best.score, count: words.count, longest: words.longest,
          seconds: found.elapsed, evaluations: found.evaluations, nodes: found.nodes, workers: found.chains, distribution, seed,
          lexicon: name, scoring: table.name, interrupted: found.interrupted, ...(found.partial && { partial: found.partial }),
        });
        return status;
      }
      printBoard(board);
      console.log(`${plural(found.best.score, 'point')}, ${plural(words.count, 'word')} (${table.name} scoring, ${name}) — ` +
        `found in ${found.elapsed.toFixed(1)} s over ${found.evaluations.toLocaleString('en')} boards by ${found.chains} chain${found.chains === 1 ? '' : 's'}` +
        (found.interrupted ? ' (interrupted)' : found.partial ? ' (PARTIAL: the budget ran out)' : ''));
      console.log(`longest: ${words.words.slice(0, 5).map((w) => w.word).join(', ')}`);
      return status;
    } finally {
      release();
      await runner?.close();
    }
  },
};

/** --beam N, capped at MAX_BEAM_WIDTH with a note (a beam of 100,000 took 2.25 GB and failed). */
function beamOption(values: Values): number | undefined {
  if (values.beam === undefined) return undefined;
  const width = intOption(values, 'beam', 512, 1);
  if (width <= MAX_BEAM_WIDTH) return width;
  process.stderr.write(`note: --beam ${width.toLocaleString('en')} capped at ${MAX_BEAM_WIDTH.toLocaleString('en')} (memory and time grow with the width)\n`);
  return MAX_BEAM_WIDTH;
}

function parseCovered(value: Values[string]): number[] | undefined {
  if (typeof value !== 'string') return undefined;
  return value.split(',').filter((x) => x.trim() !== '').map((x) => {
    const n = Number(x);
    if (!Number.isInteger(n) || n < 0) throw errors.usage(`--covered takes cell numbers like 0,5,6; ${quote(x)} is not one`);
    return n;
  });
}

/** Rule P needs the syllable view of a Catalan lexicon (built on first use). */
async function prepareSyllables(lexicon: Lexicon, table: ScoringTable, options: GridOptions): Promise<void> {
  if (options.syllableRule === false || table.unit !== 'cells' || !syllabifiedAlphabets.has(lexicon.alphabet.id)) return;
  let bar: ReturnType<typeof progressBar> | undefined;
  await ensureSyllableView(lexicon, {
    progress: (done, total) => {
      bar ??= progressBar(`syllable index of ${lexicon.name} (first use)`);
      bar('reading', done, total);
    },
  });
  bar?.done();
}

function printBoard(board: Board): void {
  const width = maxOf(board.cells, (c) => [...c].length || 1);
  const widest = maxOf(board.rowLengths, (n) => n);
  let at = 0;
  for (const len of board.rowLengths) {
    // Beehive rows are centred, as the rusc is drawn.
    const indent = board.moves === 'hex' ? ' '.repeat(((widest - len) * (width + 1)) / 2) : '';
    console.log('  ' + indent + board.cells.slice(at, at + len).map((c) => (c === '' ? '.' : c).padEnd(width)).join(' '));
    at += len;
  }
}

function describeWord(w: GridWord, table: ScoringTable): string {
  const length = table.unit === 'cells' ? `${w.cells} cells` : `${w.letters} letters`;
  return `${w.word} (${length}, ${plural(w.score, 'point')})`;
}

function printWords(words: GridWord[], table: ScoringTable, paths: boolean): void {
  const lengthOf = (w: GridWord) => (table.unit === 'cells' ? w.cells : w.letters);
  let i = 0;
  while (i < words.length) {
    const len = lengthOf(words[i]!);
    const group: GridWord[] = [];
    while (i < words.length && lengthOf(words[i]!) === len) group.push(words[i++]!);
    const points = [...new Set(group.map((w) => w.score))].join('/');
    console.log(`${len} ${table.unit} (${points} point${points === '1' ? '' : 's'} each):`);
    if (paths) {
      const width = columnWidth(group.map((x) => x.word), 16);
      for (const w of group) console.log(`  ${padEnd(w.word, width)} ${w.path.join(',')}`);
    }
    else for (let k = 0; k < group.length; k += 10) console.log('  ' + group.slice(k, k + 10).map((w) => w.word).join(' '));
  }
}
