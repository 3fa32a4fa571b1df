// Best-board search: simulated annealing over square king-move boards, scored by the core's
// score-only search. A chain's moves are "swap two cells" and "change one cell" (a uniform
// letter, another face of the cell's die, or a tile exchanged with the rest of the bag), so a
// board stays drawable from its distribution. Across the pool, one chain per worker runs in time
// slices; between slices the driver reports progress and the weakest chain restarts from the
// best board so far.

import { seededRandom } from '../random.js';
import { Budget, type PartialInfo } from '../budget.js';
import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import type { TaskRunner } from '../pool/runner.js';
import { boardText, makeBoard } from './board.js';
import { gridCoreOf } from './core.js';
import { bagTiles, cellOfLetter, cellSource, type Distribution } from './random.js';
import { resolveQuery } from './search.js';
import { tileBoard, tileToken } from './tiles.js';

export interface AnnealOptions {
  /** Board side: size × size cells, king moves. */
  size: number;
  distribution: Distribution;
  scoring?: string;
  min?: number;
  seed: number;
  /** Milliseconds this call may run. */
  millis: number;
  /** Where in the whole search this call starts and ends (0..1), for the cooling schedule. */
  from?: number;
  to?: number;
  /** Temperature at the start and the end of the whole search, in points. */
  startTemperature?: number;
  endTemperature?: number;
  /** Continue from this chain state (cells, and dice per cell for the dice distribution). */
  state?: ChainState;
  /**
   * Most nodes of the core's search (cells entered, over every board scored) this call may
   * visit after scoring its first board (default no limit): it stops at the first board the
   * cap cuts short (`capped`).
   */
  nodes?: number;
}

export interface ChainState {
  cells: string[];
  /** Die index per cell (dice distribution). */
  dice?: number[];
}

export interface ScoredBoard {
  cells: string[];
  text: string;
  score: number;
}

export interface AnnealResult {
  best: ScoredBoard;
  /** The chain where it stopped, to continue from. */
  state: ChainState;
  score: number;
  evaluations: number;
  /** Nodes the core visited. */
  nodes: number;
  /** The node cap stopped the chain before its time was up. */
  capped: boolean;
}

/** Runs one annealing chain for `millis` on this thread's engine. */
export function anneal(engine: Engine, o: AnnealOptions): AnnealResult {
  if (!Number.isInteger(o.size) || o.size < 2 || o.size > 8) throw errors.about({ option: 'size' }, (n) => `${n} must be 2 to 8, got ${o.size}`);
  const cells = o.size * o.size;
  const random = seededRandom(o.seed);
  const source = cellSource(engine.alphabet, o.distribution, cells);
  const shape = makeBoard(Array(cells).fill(source.tokens[0]), 'king', { cols: o.size });
  // Token ids: the source's tokens; the core scores id boards with no strings built.
  const tokenIds = new Map(source.tokens.map((t, i) => [t, i]));
  const tokens = source.tokens.map((t) => tileToken(engine.alphabet, t, `cell "${t}"`));
  const template = tileBoard(shape, engine.alphabet);
  const { query } = resolveQuery(engine, template, { scoring: o.scoring ?? 'boggle', min: o.min });
  const core = gridCoreOf(engine);
  core.loadBoard(template);
  core.prepareBatch(query, tokens);

  // Chain state: token id per cell, and for dice the die per cell.
  const dice = o.distribution === 'dice' ? (o.state?.dice?.slice() ?? shuffledDice(source.dice!.length, random)) : undefined;
  const start = o.state?.cells ?? (dice ? dice.map((d) => cellOfLetter(source.dice![d]![Math.floor(random() * 6)]!)) : source.board(random));
  if (start.length !== cells) throw errors.badInput(`a chain state has ${start.length} cells, the board ${cells}`);
  const ids = Uint8Array.from(start, (t) => {
    const id = tokenIds.get(t);
    if (id === undefined) throw errors.badInput(`cell "${t}" cannot come from the ${o.distribution} distribution`);
    return id;
  });
  // For the bag: the tiles not on the board.
  const rest = o.distribution === 'bag' ? bagRemainder(engine, source.tokens, tokenIds, ids) : [];
  let nodes = 0, nodesLeft = o.nodes ?? Infinity, capped = false;
  /** The board's score, or undefined when the node cap cut its search short. */
  const evaluate = (cap = nodesLeft): number | undefined => {
    const r = core.scorePrepared(ids, 1, cap);
    nodes += r.nodes;
    nodesLeft -= r.nodes;
    return r.done === 1 ? r.scores[0]! : undefined;
  };
  let score = evaluate(Infinity)!;
  let best = { ids: ids.slice(), score, dice: dice?.slice() };
  const t0 = performance.now();
  const from = o.from ?? 0, to = o.to ?? 1;
  const hot = o.startTemperature ?? 150, cold = o.endTemperature ?? 3;
  let evaluations = 1, temperature = hot * Math.pow(cold / hot, from);
  for (;;) {
    if ((evaluations & 63) === 0) {
      const elapsed = performance.now() - t0;
      if (elapsed >= o.millis) break;
      temperature = hot * Math.pow(cold / hot, from + (to - from) * (elapsed / o.millis));
    }
    // Propose: swap two cells (40%) or change one (60%); undo if rejected.
    const a = Math.floor(random() * cells);
    const oldId = ids[a]!;
    let b = -1, restAt = -1;
    const bagEmpty = o.distribution === 'bag' && rest.length === 0;
    if (random() < 0.4 || bagEmpty) {
      b = Math.floor(random() * (cells - 1));
      if (b >= a) b++;
      [ids[a], ids[b]] = [ids[b]!, ids[a]!];
      if (dice) [dice[a], dice[b]] = [dice[b]!, dice[a]!];
    } else if (dice) {
      ids[a] = tokenIds.get(cellOfLetter(source.dice![dice[a]!]![Math.floor(random() * 6)]!))!;
    } else if (o.distribution === 'bag') {
      restAt = Math.floor(random() * rest.length);
      ids[a] = rest[restAt]!;
      rest[restAt] = oldId;
    } else {
      ids[a] = Math.floor(random() * tokens.length);
    }
    const next = evaluate();
    if (next === undefined) capped = true;
    else evaluations++;
    if (next !== undefined && (next >= score || random() < Math.exp((next - score) / temperature))) {
      score = next;
      if (score > best.score) best = { ids: ids.slice(), score, dice: dice?.slice() };
    } else if (b >= 0) {
      [ids[a], ids[b]] = [ids[b]!, ids[a]!];
      if (dice) [dice[a], dice[b]] = [dice[b]!, dice[a]!];
    } else {
      if (restAt >= 0) rest[restAt] = ids[a]!;
      ids[a] = oldId;
    }
    if (capped) break;
  }
  const bestCells = Array.from(best.ids, (id) => source.tokens[id]!);
  const board = { ...shape, cells: bestCells };
  return {
    best: { cells: bestCells, text: boardText(board, '/'), score: best.score },
    state: { cells: Array.from(ids, (id) => source.tokens[id]!), dice: dice?.slice() },
    score,
    evaluations,
    nodes,
    capped,
  };
}

function shuffledDice(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Token ids of the bag's tiles that are not on the board. */
function bagRemainder(engine: Engine, tokens: readonly string[], tokenIds: Map<string, number>, ids: Uint8Array): number[] {
  const counts = new Map<number, number>();
  for (const t of bagTiles(engine.alphabet)) counts.set(tokenIds.get(t)!, (counts.get(tokenIds.get(t)!) ?? 0) + 1);
  for (const id of ids) {
    const n = counts.get(id) ?? 0;
    if (n <= 0) throw errors.badInput(`the board holds more "${tokens[id]}" tiles than the bag`);
    counts.set(id, n - 1);
  }
  const rest: number[] = [];
  for (const [id, n] of counts) for (let i = 0; i < n; i++) rest.push(id);
  return rest;
}

export interface BestBoardOptions {
  size: number;
  distribution: Distribution;
  seconds: number;
  seed: number;
  scoring?: string;
  min?: number;
  /** Slice length in seconds between progress reports (default 2). */
  slice?: number;
  /** Stops the search early (Ctrl-C): the best board so far is returned, with `interrupted`. */
  signal?: AbortSignal;
  /** Chains run side by side (default: the runner's capacity, at least 1). */
  chains?: number;
  /**
   * Stops the search early, as partial: a deadline before `seconds`, and a cap on the core's
   * nodes over every board scored (shared among the chains slice by slice).
   */
  budget?: Budget;
}

export interface BestBoardProgress {
  elapsed: number;
  best: ScoredBoard;
  evaluations: number;
}

/** Anneals `chains` chains (default one per slot of the runner) for `seconds` (or until `signal`); the best board found. */
export async function searchBestBoard(
  runner: TaskRunner, lexicon: string, o: BestBoardOptions, onProgress?: (p: BestBoardProgress) => void,
): Promise<BestBoardProgress & { chains: number; interrupted: boolean; nodes: number; partial?: PartialInfo }> {
  if (!(o.seconds > 0)) throw errors.about({ option: 'seconds' }, (n) => `${n} must be more than 0, got ${o.seconds}`);
  const budget = o.budget ?? Budget.unlimited();
  const chains = o.chains ?? Math.max(1, await runner.capacity());
  const sliceMs = Math.min((o.slice ?? 2) * 1000, o.seconds * 1000);
  const totalMs = o.seconds * 1000;
  const states: (ChainState | undefined)[] = Array(chains).fill(undefined);
  const scores: number[] = Array(chains).fill(0);
  let best: ScoredBoard | undefined;
  let evaluations = 0, nodes = 0;
  const t0 = performance.now();
  let interrupted = false;
  for (let round = 0; ; round++) {
    const elapsed = performance.now() - t0;
    if (elapsed >= totalMs - 50 || (interrupted = o.signal?.aborted === true && best !== undefined)) break;
    if (best && (budget.expired() || budget.stopped)) break;
    const millis = Math.min(sliceMs, totalMs - elapsed, Math.max(1, budget.secondsLeft() * 1000));
    // Each chain may use its share of the nodes left (a chain's first board is always scored).
    const share = Math.floor(budget.grant() / chains);
    const slice = Promise.all(states.map((state, k) => runner.run<'grid', AnnealResult>('grid', lexicon, {
      op: 'anneal',
      options: {
        size: o.size, distribution: o.distribution, scoring: o.scoring, min: o.min,
        seed: (o.seed + k * 7919 + round * 104729) >>> 0, millis,
        from: elapsed / totalMs, to: Math.min(1, (elapsed + millis) / totalMs), state,
        ...(Number.isFinite(share) && { nodes: share }),
      } satisfies AnnealOptions,
    })));
    // Once there is a best board, an interrupt need not wait for the slice (before, it must).
    const results = best ? await unlessAborted(slice, o.signal) : await slice;
    if (!results) {
      slice.catch(() => {}); // the pool is closed under it
      interrupted = true;
      break;
    }
    results.forEach((r, k) => {
      states[k] = r.state;
      scores[k] = r.score;
      evaluations += r.evaluations;
      nodes += r.nodes;
      if (!best || r.best.score > best.score) best = r.best;
    });
    // The nodes spent; a chain the cap stopped ends the search.
    budget.spend(results.reduce((n, r) => n + r.nodes, 0));
    if (results.some((r) => r.capped)) budget.stopNow('nodes');
    // The weakest chain continues from the best board (dice: re-rolled from its own dice).
    if (chains > 1 && best && o.distribution !== 'dice') {
      const worst = scores.indexOf(Math.min(...scores));
      states[worst] = { cells: [...best.cells] };
    }
    onProgress?.({ elapsed: (performance.now() - t0) / 1000, best: best!, evaluations });
  }
  if (!best) throw errors.internal('the best-board search ran no slice');
  const out = { elapsed: (performance.now() - t0) / 1000, best, evaluations, chains, interrupted, nodes } as
    BestBoardProgress & { chains: number; interrupted: boolean; nodes: number; partial?: PartialInfo };
  const partial = budget.stopInfo();
  if (partial) out.partial = partial;
  return out;
}

/** The promise's value, or undefined as soon as the signal aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | undefined> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise<T | undefined>((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => { signal.removeEventListener('abort', onAbort); resolve(v); },
      (e) => { signal.removeEventListener('abort', onAbort); reject(e); },
    );
  });
}
