// Party-game solvers (docs/games.md): letter-set, pattern and syllable games of rulebooks 000
// (Verbàlia), 001 (Enigmàrius) and 002 (Gramarios), each ranking answers by the game's score.

export { DEFAULT_LIMIT, type GameOptions, type PartyAnswer } from './answers.js';
export * from './arbreda.js';
export * from './cardGames.js';
export { CardModel, cardModel, WILD_CARD } from '../query/cards.js';
export * from './enigmarius.js';
export * from './goodLetters.js';
export * from './gramarios.js';
export * from './hangman.js';
export * from './letterGames.js';
export * from './mapGames.js';
export {
  CAT, type Category, CATEGORIES, categoriesOf, CategoryIndex, ensureCategories,
} from './categories.js';
export * from './regions.js';
export { type BaulaMove, baulasillab, type VeloOptions, type VeloRow, velosillab } from './syllableChains.js';
export * from './syllableGames.js';
export { partyTables } from './tables.js';
