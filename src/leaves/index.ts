export * from './csv.js';
export * from './format.js';
export * from './leaveIndex.js';
export * from './store.js';
export * from './table.js';
export * from './estimate.js';
export * from './placed.js';
