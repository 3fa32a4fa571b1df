// verbivore's library API (`import { ... } from 'verbivore'`): what an app needs to find plays,
// grid words and query answers. An Engine is one lexicon in one WASM core, per thread
// (`engineFor` caches them); lexicons with a recipe are built on first use by `ensureLexicon`.
// Internals (the core's records, the task protocol of the worker pool, the lexicon compiler)
// stay behind this list; test/index.test.ts holds the list.
// Importing it installs the Node platform (src/platform/node.ts); a browser Web Worker imports
// src/engine.ts and src/platform/browser.ts instead (README "Web").

import './platform/node.js';

// Errors
export { VerbivoreError, type ErrorCode } from './errors.js';

// Engines and lexicons
export { Engine, engineFor } from './engine.js';
export { type CoreBuild, type Platform, platform, usePlatform } from './platform/platform.js';
export {
  availableLexicons, buildLexicon, ensureLexicon, loadLexicon,
  type BuildOptions, type BuildResult, type Lexicon, type Progress, type RejectReport,
} from './lexicon/store.js';
export { buildUserLexicon, type UserLexiconOptions } from './lexicon/userLexicons.js';
export { alphabetById, catalan, english, spanish, type Alphabet, type TileError } from './alphabet/index.js';
export type { LexiconMeta } from './lexicon/format.js';

// Queries
export { anagrams, type AnagramOptions, type AnagramResult } from './query/anagram.js';
export { matchPattern, parsePattern, type Pattern } from './query/pattern.js';
export { queryWords, type ConstraintQuery, type ConstraintWord, type SortOrder } from './query/constraint.js';
export { type PatternPosition, type Unit, type UnitAlphabet, unitAlphabet } from './query/units.js';
export * as party from './party/index.js';
export {
  bridge, combine, type BridgedWord, type BridgeOptions, type CombinedWord, type CombineOptions,
} from './query/syllables.js';
export { syllabify, syllableBoundaries } from './syllables/catalan.js';

// Scrabble: rulesets, positions, moves
export {
  compiledRuleset, compileRuleset, parseRuleset, rulesetByName, rulesetNames,
  type AlphabetId, type CompiledRuleset, type GoingOut, type Ruleset, type Scoring, type TileSpec,
} from './rules/index.js';
export {
  emptyPosition, formatCoord, parseCoord, readBoardText, readCgp, readGcg, replayGcg, validatePosition,
  writeBoardText, writeCgp, writeGcg,
  type BoardTextOptions, type CgpOpcode, type Coord, type Direction, type GcgEndRack, type GcgEvent, type GcgExchange,
  type GcgGame, type GcgPlace, type GcgPlayer, type GcgPragma, type GcgSimple,
  type Notation, type Position, type PositionProblem, type PositionProblemKind, type ReadGcgOptions, type ValidateOptions,
} from './scrabble/position/index.js';
export { cgpGame, chooseGame, gcgGame, type GameChoice, type NamedGame } from './game/gameChoice.js';
export {
  generateMoves, listMoves, movegenBoard,
  type ExchangeMove, type LeaveSource, type Move, type MovegenBoard, type MovegenOptions, type PassMove, type PlaceMove,
} from './scrabble/movegen.js';
export { MoveGenerator } from './scrabble/movegen.js';
export type { MoveList } from './scrabble/moveList.js';
export { analysePosition, type Analysis, type AnalysisRequest, type MoveView } from './game/analyse.js';
export { LeaveTable, type LeaveTableMeta, type LeaveValuation, type LinearLeaves, parseLeavesCsv, readLeavesFile, resolveLeaves, writeLeavesCsv, writeLeavesFile } from './leaves/index.js';
export {
  Game, type EndAdjustment, type EndReason, type EquityMove, type EquityOptions, type EquityResult, type GameOptions, type GamePlayer,
  type Player, type PlayOptions, type ScoreOptions, type Searcher, type Turn, type TurnView, equityPlayer, gameCgp, gameGcg,
  MovegenSearcher, playGame, scorePlayer, topKPlayer, userPlayer,
} from './game/index.js';
export type { BudgetStop, PartialInfo } from './budget.js';
export { formatMove, moveWord } from './scrabble/notation.js';
export { simulate, type SimCandidateReport, type SimOptions, type SimReport, type SimStop } from './sim/simulate.js';
export { solveEndgame, type EndgameOptions, type EndgameResult, type EndgameStep } from './endgame/solve.js';
export { endgamePlayer } from './endgame/player.js';
export { DuplicateGame, type DuplicateEnd, type DuplicateOptions, type DuplicateTurn, DEFAULT_DRAW_RULES, type DrawRules } from './duplicate/index.js';
export { preEndgame, type PegCandidate, type PegDraw, type PegOptions, type PegReport } from './endgame/peg.js';

// Grid games
export { makeBoard, type Board, type Moves } from './grid/board.js';
export { parseBoard, type ParseOptions } from './grid/parse.js';
export type { TiledBoard } from './grid/tiles.js';
export { findWords, longestWord, scoreBoard, type GridOptions, type GridResult, type GridWord } from './grid/search.js';
export { nextWord, planRound, type PlanOptions, type RoundPlan } from './grid/cover.js';
export { scoringTable, scoringTables, type LengthUnit, type ScoringTable } from './grid/scoring.js';
export type { Totals } from './grid/core.js';

// Batches: on this machine's threads, or on the workers of a Redis queue (docs/scale.md)
export { EnginePool, type EnginePoolOptions } from './pool/pool.js';
export type { MapOptions, TaskOutcome, TaskRunner } from './pool/runner.js';
export type { Blobs } from './pool/blobs.js';
export { RedisRunner, type RedisRunnerOptions } from './pool/redisRunner.js';
export { QueueWorker, type QueueWorkerOptions, type QueueWorkerStats } from './pool/queueWorker.js';
