export * from './cgp.js';
export * from './coords.js';
export * from './gcg.js';
export * from './position.js';
export * from './replay.js';
export * from './text.js';
export * from './tiles.js';
export * from './validate.js';
