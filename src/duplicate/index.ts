export * from './arbitrate.js';
export * from './check.js';
export * from './draw.js';
export * from './game.js';
export * from './record.js';
export * from './submissions.js';
