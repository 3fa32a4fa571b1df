// A whole proof: the classes cut into tasks of consecutive class numbers, run on a TaskRunner
// (the pool, or the workers of a Redis queue), each finished task appended to a checkpoint so
// that a killed run resumes and repeats only the tasks that were in flight. The result: every
// board at or above the threshold (rescored here by the exact search), and the certificate.
//
// Checkpoint (JSON lines): a header {"checkpoint": "verbivore grid proof", "version": 2, ...the
// proof's parameters and the lexicon's checksum}, then one line per finished task {"task": k,
// ...its ProveTaskResult}. A last line cut short by a kill is ignored (the task runs again).

import type { Engine } from '../../engine.js';
import { errors } from '../../errors.js';
import { platform } from '../../platform/platform.js';
import type { TaskRunner } from '../../pool/runner.js';
import { boardText, makeBoard } from '../board.js';
import { scoreBoard } from '../search.js';
import { bucketTokens, defaultBuckets, defaultMergeAbove, defaultMergeLevels, splitOrder } from './classes.js';
import type { ProvedBoard, ProveTask, ProveTaskResult } from './task.js';

export interface ProofOptions {
  rows: number;
  cols: number;
  threshold: number;
  /** Letter buckets (default defaultBuckets): the classes put one bucket in each cell. */
  buckets?: string[];
  scoring?: string;
  /** A class of at most this many boards is scored board by board (default 1). */
  leafSize?: number;
  /**
   * The first cells of the split order forced by merging the tree, the others by walking it
   * (default defaultMergeLevels), unless a part's bound is at least mergeAbove (default
   * defaultMergeAbove: 1.5 × the threshold). Merging pays where a part will be split much further.
   */
  mergeLevels?: number;
  mergeAbove?: number;
  /** Only every Nth task (default 1: all): a sample of the proof, to time it; never complete. */
  every?: number;
  /** Class numbers per task (default: about 512 tasks). */
  classesPerTask?: number;
  /** The checkpoint file: created, or resumed when it exists. */
  checkpoint?: string;
  /** Stops the proof (Ctrl-C): the tasks finished so far stay in the checkpoint. */
  signal?: AbortSignal;
  /** Tasks per pool message or queue job. */
  jobSize?: number;
}

/** What a proof did, enough to rerun and check it. */
export interface ProofCertificate {
  size: string;
  lexicon: string;
  /** The lexicon file's checksum (checksum32 of its words). */
  lexiconChecksum: number;
  scoring: string;
  threshold: number;
  buckets: string[];
  /** The order cells are nested and split in. */
  order: number[];
  leafSize: number;
  mergeLevels: number;
  mergeAbove: number;
  /** Classes numbered (buckets ^ cells), and the canonical ones proved. */
  classes: number;
  canonicalClasses: number;
  /** Subclasses split, discarded (bound below the threshold), and boards scored by the exact search. */
  split: number;
  discarded: number;
  scored: number;
  /** Nodes of the largest sum/choice tree built. */
  maxTree: number;
  /** Tasks of the proof (every `every`th of them run: a sample when more than 1), and those done. */
  tasks: number;
  every: number;
  tasksDone: number;
  /** Every task finished: no board at or above the threshold is missing. */
  complete: boolean;
}

export interface ProofResult {
  /** Every board scoring at least the threshold (one per symmetry class), best first. */
  boards: (ProvedBoard & { text: string })[];
  certificate: ProofCertificate;
  /** Wall seconds of this run, and CPU seconds of the tasks (this run's and the checkpoint's). */
  seconds: number;
  taskSeconds: number;
  /** Tasks read back from the checkpoint. */
  resumed: number;
  interrupted: boolean;
}

export interface ProofProgress {
  tasksDone: number;
  tasks: number;
  boards: number;
  elapsed: number;
  /** Seconds left at this run's pace (undefined until a task has finished). */
  eta?: number;
}

interface Header {
  checkpoint: 'verbivore grid proof';
  version: 2;
  size: string;
  lexicon: string;
  lexiconChecksum: number;
  scoring: string;
  threshold: number;
  buckets: string[];
  leafSize: number;
  mergeLevels: number;
  mergeAbove: number;
  classesPerTask: number;
  every: number;
}

/** Proves the boards of `o` on `runner` with the lexicon `lexicon` (engine: this thread's, to rescore). */
export async function proveBoards(
  runner: TaskRunner, lexicon: string, engine: Engine, o: ProofOptions, onProgress?: (p: ProofProgress) => void,
): Promise<ProofResult> {
  const t0 = performance.now();
  const { rows, cols } = o;
  const cells = rows * cols;
  const buckets = o.buckets ?? defaultBuckets(rows, cols);
  bucketTokens(buckets); // checks them
  if (!Number.isInteger(o.threshold) || o.threshold < 1) throw errors.about({ option: 'threshold' }, (n) => `${n} must be a whole number ≥ 1, got ${o.threshold}`);
  const scoring = o.scoring ?? 'boggle';
  const leafSize = o.leafSize ?? 1;
  if (!Number.isInteger(leafSize) || leafSize < 1) throw errors.about({ option: 'leafSize' }, (n) => `${n} must be a whole number ≥ 1, got ${leafSize}`);
  const mergeLevels = o.mergeLevels ?? defaultMergeLevels(rows, cols);
  if (!Number.isInteger(mergeLevels) || mergeLevels < 0 || mergeLevels > cells) throw errors.about({ option: 'mergeLevels' }, (n) => `${n} must be a whole number from 0 to ${cells}, got ${mergeLevels}`);
  const mergeAbove = o.mergeAbove ?? defaultMergeAbove(o.threshold);
  if (!Number.isInteger(mergeAbove) || mergeAbove < 0) throw errors.about({ option: 'mergeAbove' }, (n) => `${n} must be a whole number ≥ 0, got ${mergeAbove}`);
  const classes = buckets.length ** cells;
  if (!Number.isSafeInteger(classes)) throw errors.about({ option: 'buckets' }, (n) => `${n}: ${buckets.length}^${cells} classes are too many`);
  const perTask = o.classesPerTask ?? Math.max(1, Math.ceil(classes / 512));
  if (!Number.isInteger(perTask) || perTask < 1) throw errors.about({ option: 'classesPerTask' }, (n) => `${n} must be a whole number ≥ 1, got ${perTask}`);
  const tasks = Math.ceil(classes / perTask);
  const every = o.every ?? 1;
  if (!Number.isInteger(every) || every < 1) throw errors.about({ option: 'every' }, (n) => `${n} must be a whole number ≥ 1, got ${every}`);
  const sampled = Math.ceil(tasks / every);
  const header: Header = {
    checkpoint: 'verbivore grid proof', version: 2, size: `${rows}x${cols}`, lexicon, lexiconChecksum: engine.lexicon.checksum,
    scoring, threshold: o.threshold, buckets, leafSize, mergeLevels, mergeAbove, classesPerTask: perTask, every,
  };
  const done = new Map<number, ProveTaskResult>();
  if (o.checkpoint) {
    if (platform().exists(o.checkpoint)) for (const [k, r] of readCheckpoint(o.checkpoint, header)) done.set(k, r);
    else platform().writeText(o.checkpoint, JSON.stringify(header) + '\n');
  }
  const resumed = done.size;
  const payloads: ProveTask[] = [];
  for (let k = 0; k < tasks; k += every) {
    if (done.has(k)) continue;
    payloads.push({ rows, cols, buckets, scoring, threshold: o.threshold, leafSize, mergeLevels, mergeAbove, from: k * perTask, to: Math.min(classes, (k + 1) * perTask) });
  }
  const runKey = `prove:${every}:${header.size}:${lexicon}:${scoring}:${o.threshold}:${leafSize}:${mergeLevels}:${mergeAbove}:${buckets.join(',')}:${perTask}`;
  let interrupted = false, doneHere = 0;
  const tStart = performance.now();
  const report = () => onProgress?.({
    tasksDone: done.size, tasks: sampled, boards: [...done.values()].reduce((n, r) => n + r.boards.length, 0),
    elapsed: (performance.now() - t0) / 1000,
    eta: doneHere ? ((performance.now() - tStart) / 1000 / doneHere) * (sampled - done.size) : undefined,
  });
  if (payloads.length && !o.signal?.aborted) {
    const outcomes = runner.map<'gridProve', ProveTaskResult>('gridProve', lexicon, payloads, {
      order: 'arrival', batch: o.jobSize, key: (p) => `${runKey}:${p.from}`,
    });
    const onAbort = () => { interrupted = true; };
    o.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      for await (const outcome of outcomes) {
        if (outcome.error) throw outcome.error;
        const k = payloads[outcome.index]!.from / perTask;
        done.set(k, outcome.value!);
        doneHere++;
        if (o.checkpoint) platform().writeText(o.checkpoint, JSON.stringify({ task: k, ...outcome.value! }) + '\n', true);
        report();
        if (interrupted) break;
      }
    } finally {
      o.signal?.removeEventListener('abort', onAbort);
    }
  }
  interrupted ||= o.signal?.aborted === true && done.size < sampled;
  // The boards, once per orientation class, rescored here.
  const boards = new Map<string, ProvedBoard & { text: string }>();
  let split = 0, discarded = 0, scored = 0, canonical = 0, maxTree = 0, taskMillis = 0;
  for (const r of done.values()) {
    split += r.split;
    discarded += r.discarded;
    scored += r.scored;
    canonical += r.classes;
    maxTree = Math.max(maxTree, r.maxTree);
    taskMillis += r.millis;
    for (const b of r.boards) {
      const board = makeBoard(b.cells, 'king', { cols });
      const text = boardText(board, '/');
      if (boards.has(text)) continue;
      const score = scoreBoard(engine, board, { scoring }).score;
      if (score !== b.score) throw errors.internal(`board ${text} scored ${b.score} in its task and ${score} here`);
      boards.set(text, { ...b, text });
    }
  }
  const certificate: ProofCertificate = {
    size: header.size, lexicon, lexiconChecksum: header.lexiconChecksum, scoring, threshold: o.threshold, buckets,
    order: splitOrder(rows, cols), leafSize, mergeLevels, mergeAbove, classes, canonicalClasses: canonical, split, discarded, scored, maxTree,
    tasks, every, tasksDone: done.size, complete: every === 1 && done.size === tasks,
  };
  return {
    boards: [...boards.values()].sort((a, b) => b.score - a.score || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0)),
    certificate, seconds: (performance.now() - t0) / 1000, taskSeconds: taskMillis / 1000, resumed, interrupted,
  };
}

/** The finished tasks of a checkpoint whose header matches the proof's. */
function readCheckpoint(path: string, header: Header): Map<number, ProveTaskResult> {
  const lines = platform().readText(path, 'proof checkpoint').split('\n');
  let first: Partial<Header>;
  try {
    first = JSON.parse(lines[0]!) as Partial<Header>;
  } catch {
    throw errors.about({ option: 'resume' }, (n) => `${n}: ${path} is not a proof checkpoint (its first line is not JSON)`);
  }
  if (first.checkpoint !== header.checkpoint || first.version !== header.version) {
    throw errors.about({ option: 'resume' }, (n) => `${n}: ${path} is not a version ${header.version} proof checkpoint`);
  }
  for (const key of Object.keys(header) as (keyof Header)[]) {
    if (JSON.stringify(first[key]) !== JSON.stringify(header[key])) {
      throw errors.about({ option: 'resume' }, (n) => `${n}: ${path} is the checkpoint of another proof (its ${key} is ${JSON.stringify(first[key])}, this proof's ${JSON.stringify(header[key])})`);
    }
  }
  const out = new Map<number, ProveTaskResult>();
  const body = lines.slice(1);
  let cut = false;
  body.forEach((line, i) => {
    if (!line.trim()) return;
    let r: ProveTaskResult & { task: number };
    try {
      r = JSON.parse(line) as ProveTaskResult & { task: number };
    } catch {
      if (i === body.length - 1) {
        cut = true; // cut short by a kill: that task runs again
        return;
      }
      throw errors.about({ option: 'resume' }, (n) => `${n}: line ${i + 2} of ${path} is not JSON`);
    }
    const { task, ...rest } = r;
    out.set(task, rest);
  });
  // Drop a cut last line, so that the next line appends whole.
  if (cut) platform().writeText(path, lines.slice(0, -1).join('\n') + '\n');
  return out;
}
