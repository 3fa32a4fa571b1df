export * from './infer.js';
