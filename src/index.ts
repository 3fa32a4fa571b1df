// verbivore's library API (`import { ... } from 'verbivore'`): what an app needs to find plays,
// grid words and query answers. An Engine is one lexicon in one WASM core, per thread
// (`engineFor` caches them); lexicons with a recipe are built on first use by `ensureLexicon`.
// Internals (the core's records, the task protocol of the worker pool, the lexicon compiler)
// stay behind this list; test/index.test.ts holds the list.
// Importing it installs the Node platform (src/platform/node.ts); a browser app imports the
// package's browser entry (src/browser.ts) instead, which shares src/api.ts.

import './platform/node.js';

export * from './api.js';

// Node: lexicons built from their recipes or word lists, leave tables as files, the party games
// (their word categories are a side file built on first use), the worker pool and Redis queue.
export {
  availableLexicons, buildLexicon, ensureLexicon, loadLexicon,
  type BuildOptions, type BuildResult, type Lexicon, type Progress, type RejectReport,
} from './lexicon/store.js';
export { buildUserLexicon, type UserLexiconOptions } from './lexicon/userLexicons.js';
export { readLeavesFile } from './leaves/resolve.js';
export { writeLeavesFile } from './leaves/store.js';
export { builtinWinTable, readWinTableFile } from './champion/builtinWinTable.js';
export { trainWinTable, type WinTrainOptions, type WinTrainResult } from './champion/winTrain.js';
export * as party from './party/index.js';
export { cgpGame, chooseGame, gcgGame, type GameChoice, type NamedGame } from './game/gameChoice.js';

// Batches: on this machine's threads, or on the workers of a Redis queue (docs/scale.md). The
// task table brings the domains' task kinds into TaskTypes, for the runners' types here too.
import './tasks/handlers.js';
export { EnginePool, type EnginePoolOptions } from './pool/pool.js';
export type { MapOptions, TaskOutcome, TaskRunner } from './pool/runner.js';
export type { Blobs } from './pool/blobs.js';
export { RedisRunner, type RedisRunnerOptions } from './pool/redisRunner.js';
export { QueueWorker, type QueueWorkerOptions, type QueueWorkerStats } from './pool/queueWorker.js';
