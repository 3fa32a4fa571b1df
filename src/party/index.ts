// Party-game solvers (GAMES.md §3): letter-set, pattern and syllable games of seeds 000
// (Verbàlia), 001 (Enigmàrius) and 002 (Gramarios), each ranking answers by the game's score.

export { DEFAULT_LIMIT, type GameOptions, type PartyAnswer } from './answers.js';
export * from './arbreda.js';
export * from './enigmarius.js';
export * from './goodLetters.js';
export * from './gramarios.js';
export * from './hangman.js';
export * from './letterGames.js';
export {
  type Category, CATEGORIES, ensurePartOfSpeech, partOfSpeechOf, PartOfSpeechIndex, POS,
} from './partOfSpeech.js';
export * from './regions.js';
export * from './syllableGames.js';
export { partyTables } from './tables.js';
