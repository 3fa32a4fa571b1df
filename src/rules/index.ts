export * from './builtin.js';
export * from './parse.js';
export * from './ruleset.js';
