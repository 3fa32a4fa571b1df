// The pool tasks of the game domain: a position's analysis, whole or as one line of a batch file
// (self-play, whose players live above this folder, is src/champion/task.ts). Gathered with the
// other domains' by src/tasks/handlers.ts.

import type { TaskHandlers } from '../pool/tasks.js';
import { type Analysis, analysePosition, type AnalysisRequest, analysisLine, type BatchLineRequest } from './analyse.js';

declare module '../pool/tasks.js' {
  interface TaskTypes {
    scrabbleAnalysis: { payload: AnalysisRequest; result: Analysis };
    scrabbleAnalysisLine: { payload: BatchLineRequest; result: string };
  }
}

export const gameTaskHandlers: TaskHandlers<'scrabbleAnalysis' | 'scrabbleAnalysisLine'> = {
  scrabbleAnalysis: (engine, p) => analysePosition(engine, p),
  scrabbleAnalysisLine: (engine, p) => analysisLine(engine, p),
};
