// The browser platform (platform.ts): the core, the lexicons, leave tables and syllable indexes
// are fetched before an engine needs them, and then served from memory. Runs in a page or a Web
// Worker; uses only fetch.
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
  /** Ruleset name → URL of its shipped leave table (lexicons/leaves/NAME.leaves). */
  leaves?: Record<string, string | URL>;
  /** Lexicon name → URL of its syllable index (lexicons/cache/NAME.syllables; Catalan rule P). */
  syllables?: Record<string, string | URL>;
}

/**
 * What bytesPlatform serves. The records are read at each call, so a caller may add files
 * later (a Web Worker fetches a lexicon when a search first names it).
 */
export interface PlatformFiles {
  core: Uint8Array<ArrayBuffer>;
  build?: CoreBuild;
  lexicons: Record<string, Uint8Array>;
  texts?: Record<string, string>;
  /** Binary files by path (a leave table the user names). */
  bytes?: Record<string, Uint8Array>;
  leaves?: Record<string, Uint8Array>;
  /**
   * Syllable indexes by lexicon name, as the server sends them: a browser has no synchronous
   * SHA-256, so their body checksum is the server's to check (ensureSyllableView does). null:
   * the lexicon has no source spellings (its words are read as their tiles spell them).
   */
  syllables?: Record<string, Uint8Array | null>;
}

/**
 * A platform over bytes already in memory. Its lexicons are the files NAME.lex at its root (the
 * lexicon folder is ''), the other files are found by the paths they are given under.
 */
export function bytesPlatform(files: PlatformFiles): Platform {
  const build = files.build ?? 'plain';
  const lexicon = (path: string): Uint8Array | undefined =>
    files.lexicons[path] ?? (path.endsWith('.lex') ? files.lexicons[path.slice(0, -'.lex'.length)] : undefined);
  return {
    build,
    coreBytes(asked: CoreBuild): Uint8Array<ArrayBuffer> {
      if (asked !== build) throw errors.usage(`only the ${build} core was loaded, not the ${asked} one`);
      return files.core;
    },
    lexiconFolder: '',
    join: (folder: string, file: string) => (folder ? `${folder}/${file}` : file),
    exists: (path: string) => lexicon(path) !== undefined || files.bytes?.[path] !== undefined || files.texts?.[path] !== undefined,
    list(folder: string, suffix: string): string[] {
      if (folder !== '' || suffix !== '.lex') return [];
      return Object.keys(files.lexicons).map((k) => (k.endsWith(suffix) ? k.slice(0, -suffix.length) : k));
    },
    readInto(path: string, place: (bytes: number) => Uint8Array): number {
      const bytes = lexicon(path) ?? files.bytes?.[path];
      if (bytes === undefined) throw errors.missingFile(path);
      place(bytes.length).set(bytes);
      return bytes.length;
    },
    readText(path: string): string {
      const text = files.texts?.[path];
      if (text === undefined) throw errors.missingFile(path);
      return text;
    },
    readBytes(path: string): Uint8Array {
      const bytes = files.bytes?.[path];
      if (bytes === undefined) throw errors.missingFile(path);
      return bytes;
    },
    // Files written in a page live in its memory, beside the texts it was given.
    writeText(path: string, text: string, append = false): void {
      const texts = (files.texts ??= {});
      texts[path] = (append ? texts[path] ?? '' : '') + text;
    },
    builtinLeaveNames: () => Object.keys(files.leaves ?? {}).sort(),
    builtinLeaves: (ruleset: string) => files.leaves?.[ruleset],
    syllableIndexFile: (name: string) => ({ path: `${name}.syllables`, bytes: files.syllables?.[name] }),
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
  const leaves: Record<string, Uint8Array> = {};
  const syllables: Record<string, Uint8Array> = {};
  await Promise.all([
    ...Object.entries(files.lexicons).map(async ([name, url]) => { lexicons[name] = await bytes(url); }),
    ...Object.entries(files.texts ?? {}).map(async ([path, url]) => { texts[path] = await (await get(url)).text(); }),
    ...Object.entries(files.leaves ?? {}).map(async ([name, url]) => { leaves[name] = await bytes(url); }),
    ...Object.entries(files.syllables ?? {}).map(async ([name, url]) => { syllables[name] = await bytes(url); }),
  ]);
  return bytesPlatform({ core: await bytes(files.core), build: files.build, lexicons, texts, leaves, syllables });
}
