export * from './draw.js';
export * from './game.js';
