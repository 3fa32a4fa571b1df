export * from './playout.js';
export * from './simulate.js';
export * from './stats.js';
export * from './task.js';
export * from './topTwo.js';
