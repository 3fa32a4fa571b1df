// Grid word games (docs/games.md, grid path games): boards, the word search, scoring tables,
// covering games, batches and the best-board search.

export * from './batch.js';
export * from './best.js';
export * from './board.js';
export * from './cover.js';
export { gridCoreOf, type PathRecord, type Totals, wordOfId } from './core.js';
export * from './layout.js';
export * from './parse.js';
export * from './random.js';
export * from './scoring.js';
export * from './search.js';
export { keepsSyllables } from './syllables.js';
export * from './task.js';
export * from './tiles.js';
