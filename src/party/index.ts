// Party-game solvers (docs/games.md): letter-set, pattern and syllable games of rulebooks 000
// (Verbàlia), 001 (Enigmàrius) and 002 (Gramarios), each ranking answers by the game's score.
// Each game's solver, its options and answers, and the constants that name its inputs; the
// solvers' budgets and helpers stay inside.

export { DEFAULT_LIMIT, type GameOptions, type PartyAnswer } from './answers.js';
export { type ArbredaOptions, type ArbredaPlacement, arbredasillab, type ArbredaWord } from './arbreda.js';
export { type ByeByeAnswer, type ByeByeOptions, byebyegrama, type SvevoAnswer, type SvevoOptions, svevograma } from './cardGames.js';
export { CardModel, cardModel, WILD_CARD } from '../query/cards.js';
export {
  CARD_SIDES, type CardSide, crucigramarius, type CrucigramariusOptions, sayWord, type SayWordOptions,
} from './enigmarius.js';
export { type GoodBadOptions, tabugrama, type TabugramaOptions, votagrama } from './goodLetters.js';
export { type Card, gramarios, type GramariosAnswer, type GramariosOptions, parseCards } from './gramarios.js';
export { endevinagrama, type HangmanOptions, type HangmanResult, type LetterAdvice, type Reveal } from './hangman.js';
export {
  anagrams, BARREJAGRAMA_LETTERS, barrejagrama, blufigrama, brodasillab, type ChainGame, chainWord, doblograma, EXTEND_GAMES,
  extendWord, vocaligrama, zombigrama,
} from './letterGames.js';
export {
  type MapAnswer, type MapGame, MAP_GAME_LETTERS, type MapRegion, type MapWordOptions, mapWords, parseMap, type VerbaliaMap,
} from './mapGames.js';
export {
  CAT, type Category, CATEGORIES, categoriesOf, CategoryIndex, ensureCategories,
} from './categories.js';
export {
  buscador, type BuscadorOptions, parseRegion, type Region, type RegionAnswer, xavograma, type XavogramaOptions,
} from './regions.js';
export { type BaulaMove, baulasillab, type VeloOptions, type VeloRow, velosillab } from './syllableChains.js';
export {
  type BridgeGame, bridgeWords, type CombineGame, combineWords, lligosillab, type LligosillabResult, quadrisillab,
  type QuadrisillabResult, type SyllableWord,
} from './syllableGames.js';
export { partyTables } from './tables.js';
