// The pool task of the word queries: the anagrams of a set of letters. Gathered with the other
// domains' by src/tasks/handlers.ts.

import type { TaskHandlers } from '../pool/tasks.js';
import { anagrams, type AnagramOptions, type AnagramResult } from './anagram.js';

declare module '../pool/tasks.js' {
  interface TaskTypes {
    anagram: { payload: { letters: string; options?: AnagramOptions }; result: AnagramResult[] };
  }
}

export const queryTaskHandlers: TaskHandlers<'anagram'> = {
  anagram: (engine, p) => anagrams(engine, p.letters, p.options),
};
