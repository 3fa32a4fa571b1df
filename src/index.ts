// verbivore's library API: what the CLI uses, for app builders. Engines are per thread; batches
// go through EnginePool. Importing it installs the Node platform (src/platform/node.ts).

import './platform/node.js';

export * from './alphabet/index.js';
export { VerbivoreError, errors, type ErrorCode } from './errors.js';
export { Engine, engineFor } from './engine.js';
export { type CoreBuild, type Platform, platform, usePlatform } from './platform/platform.js';
export {
  availableLexicons, buildLexicon, ensureLexicon, loadLexicon, openLexicon, tileWords,
  type BuildResult, type Lexicon, type RejectReport,
} from './lexicon/store.js';
export { compileLexicon, type CompiledLexicon } from './lexicon/compile.js';
export { LexiconGraph } from './lexicon/graph.js';
export { anagrams, type AnagramOptions, type AnagramResult } from './query/anagram.js';
export { matchPattern, parsePattern, type Pattern } from './query/pattern.js';
export * from './query/syllables.js';
export { syllabify, syllableBoundaries } from './syllables/catalan.js';
export * from './rules/index.js';
export * from './scrabble/position/index.js';
export {
  generateMoves, listMoves, movegenBoard, type Move, type MovegenBoard, type MovegenOptions, type PlaceMove,
} from './scrabble/movegen.js';
export { MoveGenerator } from './scrabble/movegen.js';
export { MoveList } from './scrabble/moveList.js';
export { analysePosition, type Analysis, type AnalysisRequest, type MoveView } from './scrabble/analyse.js';
export { LeaveTable, rankByEquity } from './scrabble/leaves.js';
export { formatMove, moveWord } from './scrabble/notation.js';
export * as grid from './grid/index.js';
export { EnginePool } from './pool/pool.js';
export { seededRandom } from './random.js';
