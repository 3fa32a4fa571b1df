// The browser platform (platform.ts): the core and the lexicons are fetched once, before any
// engine starts, and then served from memory. Runs in a page or a Web Worker; uses only fetch.
//
//   const p = await loadBrowserPlatform({ core: '/verbivore/core-plain.wasm', lexicons: { sowpods: '/lex/sowpods.lex' } });
//   usePlatform(p);
//   const engine = engineFor('sowpods');     // or: new Engine(openLexicon(bytes, 'sowpods.lex', 'sowpods', 'plain'))
//
// The plain build needs no cross-origin isolation. With it (self.crossOriginIsolated), pass
// build: 'threads' and the threads build's URL to share one lexicon memory between workers.

import { errors } from '../errors.js';
import type { CoreBuild, Platform } from './platform.js';

export interface BrowserFiles {
  /** URL of the core build (build/core-plain.wasm, or build/core.wasm with build: 'threads'). */
  core: string | URL;
  build?: CoreBuild;
  /** Lexicon name → URL of its .lex file. */
  lexicons: Record<string, string | URL>;
  /** Text files by the path the library will ask for (ruleset JSON, leaves CSV). */
  texts?: Record<string, string | URL>;
}

/** A platform over bytes already in memory. */
export function bytesPlatform(files: { core: Uint8Array<ArrayBuffer>; build?: CoreBuild; lexicons: Record<string, Uint8Array>; texts?: Record<string, string> }): Platform {
  const build = files.build ?? 'plain';
  return {
    build,
    coreBytes(asked: CoreBuild): Uint8Array<ArrayBuffer> {
      if (asked !== build) throw errors.usage(`only the ${build} core was loaded, not the ${asked} one`);
      return files.core;
    },
    readLexicon(name: string, place: (bytes: number) => Uint8Array) {
      const bytes = files.lexicons[name];
      if (!bytes) throw errors.unknownLexicon(name, Object.keys(files.lexicons));
      place(bytes.length).set(bytes);
      return { path: `${name}.lex`, name };
    },
    readText(path: string): string {
      const text = files.texts?.[path];
      if (text === undefined) throw errors.missingFile(path);
      return text;
    },
  };
}

/** Fetches the core, the lexicons and the texts, and returns a platform serving them. */
export async function loadBrowserPlatform(files: BrowserFiles): Promise<Platform> {
  const get = async (url: string | URL): Promise<Response> => {
    const r = await fetch(url);
    if (!r.ok) throw errors.missingFile(`${url} (HTTP ${r.status})`);
    return r;
  };
  const bytes = async (url: string | URL) => new Uint8Array(await (await get(url)).arrayBuffer());
  const lexicons: Record<string, Uint8Array> = {};
  const texts: Record<string, string> = {};
  await Promise.all([
    ...Object.entries(files.lexicons).map(async ([name, url]) => { lexicons[name] = await bytes(url); }),
    ...Object.entries(files.texts ?? {}).map(async ([path, url]) => { texts[path] = await (await get(url)).text(); }),
  ]);
  return bytesPlatform({ core: await bytes(files.core), build: files.build, lexicons, texts });
}
