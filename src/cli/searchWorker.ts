// The thread an endgame or pre-endgame search runs on (searchThread.ts starts it): the search is
// one long synchronous call, so it runs here and the main thread stays free to take Ctrl-C, which
// it passes on through a shared flag the search polls. Progress and the result come back as messages.

import { parentPort, workerData } from 'node:worker_threads';
import '../platform/node.js';
import { Engine, engineFor } from '../engine.js';
import { attachLexicon } from '../lexicon/store.js';
import { preEndgame } from '../endgame/peg.js';
import { solveEndgame } from '../endgame/solve.js';
import { TranspositionTable } from '../endgame/table.js';
import { VerbivoreError } from '../errors.js';
import { loadRuleset } from '../rules/index.js';
import type { SearchMessage, SearchThreadData } from './searchThread.js';

const { job, stop, done, table, thread, lexicon } = workerData as SearchThreadData;
const flag = new Int32Array(stop), answered = done && new Int32Array(done);
const shouldStop = () => Atomics.load(flag, 0) !== 0 || (answered !== undefined && Atomics.load(answered, 0) !== 0);
const send = (m: SearchMessage) => parentPort!.postMessage(m);

try {
  const engine = lexicon ? new Engine(attachLexicon(lexicon.memory, lexicon.path, lexicon.name)) : engineFor(job.lexicon);
  const rules = loadRuleset(job.ruleset);
  const result = job.op === 'endgame'
    ? solveEndgame(engine, rules, job.position, {
      ...job.options, shouldStop, onDepth: (r) => send({ kind: 'depth', result: r }),
      ...(table && { table: new TranspositionTable(table), thread }),
    })
    : preEndgame(engine, rules, job.position, {
      ...job.options, shouldStop, onRound: (report) => send({ kind: 'round', report }),
      onProgress: (round, done, total) => send({ kind: 'solve', round, done, total }),
    });
  send({ kind: 'done', result });
} catch (e) {
  const error = e instanceof VerbivoreError ? { code: e.code, message: e.message, exitCode: e.exitCode } : { message: String((e as Error)?.stack ?? e) };
  send({ kind: 'error', error });
}
