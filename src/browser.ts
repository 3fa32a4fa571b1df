// verbivore in a browser app (the package's `browser` condition, or `verbivore/browser`): the
// shared library API (api.ts) on the browser platform. Fetch the plain core and the lexicons
// first, then make engines as in Node:
//
//   import { engineFor, loadBrowserPlatform, usePlatform } from 'verbivore';
//   usePlatform(await loadBrowserPlatform({ core: coreUrl, lexicons: { sowpods: lexUrl } }));
//   const engine = engineFor('sowpods');

export * from './api.js';
export { bytesPlatform, loadBrowserPlatform, type BrowserFiles, type PlatformFiles } from './platform/browser.js';
export { openLexicon } from './lexicon/load.js';
export type { Lexicon } from './lexicon/load.js';
