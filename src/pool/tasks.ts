// The jobs a pool worker can run, by kind. Each handler gets this thread's engine for the
// task's lexicon and a structured-clone payload, and returns a structured-clone result.
// Capabilities register here (a line in TaskTypes and one in taskHandlers), so the pool stays
// generic.

import type { Engine } from '../engine.js';
import { autoplayTask, type AutoplayResult, type AutoplayTask } from '../game/autoplay.js';
import { gridTask, type GridTask } from '../grid/task.js';
import { anagrams, type AnagramOptions, type AnagramResult } from '../query/anagram.js';
import { type Analysis, analysePosition, type AnalysisRequest, analysisLine, type BatchLineRequest } from '../game/analyse.js';
import { scrabbleTask, type ScrabbleTask } from '../scrabble/task.js';
import { type CandidatesResult, type PlayoutsResult, simTask, type SimTask } from '../sim/task.js';

/**
 * Every task kind with its payload and result types. TaskRunner.run and map check a caller's
 * kind and payloads against it (a wrong payload is a type error on every runner), and each
 * handler below must take and return exactly these. The result of a kind with several ops
 * (grid, sim, scrabble) is the union of its ops' results; a caller that knows the op narrows it
 * with run's or map's second type argument.
 */
export interface TaskTypes {
  anagram: { payload: { letters: string; options?: AnagramOptions }; result: AnagramResult[] };
  scrabbleAnalysis: { payload: AnalysisRequest; result: Analysis };
  scrabbleAnalysisLine: { payload: BatchLineRequest; result: string };
  scrabble: { payload: ScrabbleTask; result: ReturnType<typeof scrabbleTask> };
  grid: { payload: GridTask; result: ReturnType<typeof gridTask> };
  autoplay: { payload: AutoplayTask; result: AutoplayResult };
  sim: { payload: SimTask; result: CandidatesResult | PlayoutsResult };
}

export type TaskKind = keyof TaskTypes;
export type TaskPayload<K extends TaskKind> = TaskTypes[K]['payload'];
export type TaskResult<K extends TaskKind> = TaskTypes[K]['result'];

/** A handler as the worker calls it, for a kind that arrives as text. */
export type TaskHandler = (engine: Engine, payload: any) => unknown;

export const taskHandlers: { [K in TaskKind]: (engine: Engine, payload: TaskPayload<K>) => TaskResult<K> } = {
  anagram: (engine, p) => anagrams(engine, p.letters, p.options),
  scrabbleAnalysis: (engine, p) => analysePosition(engine, p),
  scrabbleAnalysisLine: (engine, p) => analysisLine(engine, p),
  scrabble: (engine, p) => scrabbleTask(engine, p),
  grid: (engine, p) => gridTask(engine, p),
  autoplay: (engine, p) => autoplayTask(engine, p),
  sim: (engine, p) => simTask(engine, p),
};
