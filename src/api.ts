// The library API every platform shares: engines, queries, rulesets and positions, moves and
// their analysis, games, endgames, duplicate and grid games. Nothing here reaches a Node module,
// so the browser entry (browser.ts) exports it whole; the Node entry (index.ts) adds lexicon
// building, file-based leave tables, the party-game solvers, the worker pool and the Redis queue.

// Errors
export { VerbivoreError, type ErrorCode, type OptionNaming, type Subject } from './errors.js';

// Engines and lexicons
export { Engine, engineFor } from './engine.js';
export { type CoreBuild, type Platform, platform, usePlatform } from './platform/platform.js';
export {
  alphabetById, alphabetOfSpec, alphabets, catalan, dutch, english, french, german, norwegian, parseAlphabetSpec, polish,
  slovene, spanish, swedish, type Alphabet, type AlphabetSpec, type TileError,
} from './alphabet/index.js';
export type { LexiconMeta } from './lexicon/format.js';

// Queries
export { anagrams, type AnagramOptions, type AnagramResult } from './query/anagram.js';
export { matchPattern, parsePattern, type Pattern } from './query/pattern.js';
export { queryWords, type ConstraintQuery, type ConstraintWord, type SortOrder } from './query/constraint.js';
export { type PatternPosition, type Unit, type UnitAlphabet, unitAlphabet } from './query/units.js';
export {
  bridge, combine, type BridgedWord, type BridgeOptions, type CombinedWord, type CombineOptions,
} from './query/syllables.js';
export { syllabify, syllableBoundaries } from './syllables/catalan.js';

// Scrabble: rulesets, positions, moves
export {
  loadRuleset, compileRuleset, parseRuleset, rulesetByName, rulesetNames,
  type AlphabetId, type CompiledRuleset, type GoingOut, type Ruleset, type Scoring, type TileSpec,
} from './rules/index.js';
export {
  emptyPosition, formatCoord, parseCoord, readBoardText, readCgp, readGcg, replayGcg, validatePosition,
  writeBoardText, writeCgp, writeGcg,
  type BoardTextOptions, type CgpOpcode, type Coord, type Direction, type GcgEndRack, type GcgEvent, type GcgExchange,
  type GcgGame, type GcgPlace, type GcgPlayer, type GcgPragma, type GcgSimple,
  type Notation, type Position, type PositionProblem, type PositionProblemKind, type ReadGcgOptions, type ValidateOptions,
} from './scrabble/position/index.js';
// One path per task: the valued plays of a position (a CGP, its rules and leaves) are
// analysePosition's; the plays of a rack on a board, ranked, listMoves' (a MoveList: toArray
// decodes them all); a game's plays come from its searcher (MovegenSearcher, below). The move
// generator that keeps a position and plays moves on it is the library's own.
export {
  listMoves, movegenBoard,
  type ExchangeMove, type LeaveSource, type Move, type MovegenBoard, type MovegenOptions, type PassMove, type PlaceMove,
} from './scrabble/movegen.js';
export type { MoveList } from './scrabble/moveList.js';
export { analysePosition, type Analysis, type AnalysisRequest, type MoveView } from './game/analyse.js';
export { Budget, type BudgetLimits, type BudgetStop, type PartialInfo } from './budget.js';
export { formatMove, moveWord } from './scrabble/notation.js';
export { solveEndgame, type EndgameOptions, type EndgameResult, type EndgameStep } from './endgame/solve.js';
export { type Probe, TranspositionTable } from './endgame/table.js';
export { endgamePlayer } from './endgame/player.js';
export { DuplicateGame, type DuplicateEnd, type DuplicateOptions, type DuplicateTurn, DEFAULT_DRAW_RULES, type DrawRules } from './duplicate/index.js';
export {
  arbitrate, Arbiter, type Arbitration, type ArbitrationRules, type CheckedTurn, checkMasterGame, DEFAULT_ARBITRATION_RULES, type JudgedMove, type PlayJudgement,
  masterCsv, masterGcg, type MasterTurn, masterTurnsOf, readMasterGame, readSubmissions, type RecordedMaster, type Standing,
  type Submission, type TurnProblem, type Verdict, type WrittenPlay,
} from './duplicate/index.js';
export { preEndgame, type PegCandidate, type PegDraw, type PegOptions, type PegReport } from './endgame/peg.js';

// Grid games
export { makeBoard, type Board, type Moves } from './grid/board.js';
export { parseBoard, type ParseOptions } from './grid/parse.js';
export type { TiledBoard } from './grid/tiles.js';
export { findWords, longestWord, scoreBoard, type GridOptions, type GridResult, type GridWord } from './grid/search.js';
export { nextWord, planRound, type PlanOptions, type RoundPlan } from './grid/cover.js';
export { scoringTable, scoringTables, type LengthUnit, type ScoringTable } from './grid/scoring.js';
export type { Totals } from './grid/core.js';

// Leave tables and games (the browser-safe modules; index.ts adds the file-based ones)
export { LeaveTable, type LeaveTableMeta, type LeaveValuation, type LinearLeaves } from './leaves/table.js';
export { parseLeavesCsv, writeLeavesCsv } from './leaves/csv.js';
export { resolveLeaves } from './leaves/resolve.js';
export { Game, type EndAdjustment, type EndReason, type GameOptions, type GamePlayer, type Turn } from './game/game.js';
export { type EquityMove, type EquityOptions, type EquityResult, MovegenSearcher, type ScoreOptions, type Searcher } from './game/searcher.js';
export { equityPlayer, type Player, scorePlayer, topKPlayer, type TurnView, userPlayer } from './game/players.js';
export { playGame, type PlayOptions } from './game/play.js';
export { gameCgp, gameGcg } from './game/record.js';
export { simulate, type SimCandidateReport, type SimOptions, type SimReport, type SimStop } from './sim/simulate.js';
export type { OpponentLeave } from './sim/playout.js';
export { drawInferredLeave, findPlay, type Inference, inferLeave, type InferOptions, type InferredLeave, lastPlayOfGcg, type LastPlay, leaveLogRatio, unseenTiles } from './infer/index.js';
export {
  annotatedGcg, reviewGame, type GameReview, type PlayerReview, type ReviewedMove, type ReviewMethod, type ReviewOptions, type TurnReview,
} from './review/review.js';
export {
  championPlayer, type ChampionMove, type ChampionOptions, type ChampionPlayer, championPlies, DEFAULT_CHAMPION_SECONDS, PLIES_BY_UNSEEN,
} from './champion/champion.js';
export { fitWinTable, readWinTable, type WinSample, WinTable, writeWinTable } from './champion/winTable.js';
export { TopTwoSampler, type TopTwoOptions } from './sim/topTwo.js';
