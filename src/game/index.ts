export * from './autoplay.js';
export * from './bag.js';
export * from './game.js';
export * from './play.js';
export * from './players.js';
export * from './record.js';
export * from './samples.js';
export * from './searcher.js';
