export * from './alphabet.js';
export * from './languages.js';
export * from './spec.js';
