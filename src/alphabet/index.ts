export * from './alphabet.js';
export * from './languages.js';
