export * from './corpus.js';
export * from './peg.js';
export * from './position.js';
export * from './solve.js';
export * from './player.js';
