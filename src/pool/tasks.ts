// The jobs a pool worker can run, by kind. Each handler gets this thread's engine for the
// task's lexicon and a structured-clone payload, and returns a structured-clone result.
// Capabilities register here (one line each), so the pool stays generic.

import type { Engine } from '../engine.js';
import { autoplayTask, type AutoplayTask } from '../game/autoplay.js';
import { gridTask, type GridTask } from '../grid/task.js';
import { anagrams, type AnagramOptions } from '../query/anagram.js';
import { analysePosition, type AnalysisRequest, analysisLine, type BatchLineRequest } from '../game/analyse.js';
import { scrabbleTask, type ScrabbleTask } from '../scrabble/task.js';
import { simTask, type SimTask } from '../sim/task.js';

export type TaskHandler = (engine: Engine, payload: any) => unknown;

export const taskHandlers: Record<string, TaskHandler> = {
  anagram: (engine, p: { letters: string; options?: AnagramOptions }) => anagrams(engine, p.letters, p.options),
  scrabbleAnalysis: (engine, p: AnalysisRequest) => analysePosition(engine, p),
  scrabbleAnalysisLine: (engine, p: BatchLineRequest) => analysisLine(engine, p),
  scrabble: (engine, p: ScrabbleTask) => scrabbleTask(engine, p),
  grid: (engine, p: GridTask) => gridTask(engine, p),
  autoplay: (engine, p: AutoplayTask) => autoplayTask(engine, p),
  sim: (engine, p: SimTask) => simTask(engine, p),
};
