export * from './compile.js';
export * from './format.js';
export * from './graph.js';
export * from './node.js';
export * from './sources.js';
export * from './store.js';
export * from './userLexicons.js';
