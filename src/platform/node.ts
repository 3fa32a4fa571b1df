// The Node platform (platform.ts): core and lexicon bytes from the package's files, lexicons by
// recipe name from the lexicon folder (src/paths.ts: VERBIVORE_HOME) or by path, syllable
// indexes from its cache/, leave tables from lexicons/leaves/. Importing this module makes it
// the thread's platform; the Node entry points (src/index.ts, the CLI, pool workers,
// src/lexicon/store.ts) do.
//
// VERBIVORE_CORE=plain makes engines use the plain core build (the tests of both builds).

import { closeSync, existsSync, fstatSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { basename, join } from 'node:path';
import { errors } from '../errors.js';
import { readInputFile, readInputText } from '../inputFile.js';
import { builtinLeaveNames, builtinLeavesPath } from '../leaves/builtin.js';
import { recipes } from '../lexicon/sources.js';
import { lexiconDir, wasmPaths } from '../paths.js';
import { cachedSyllableIndex } from '../syllables/lexiconView.js';
import { type CoreBuild, type Platform, usePlatform } from './platform.js';

/** The file of a lexicon name, or the name itself when it is a path. */
export function lexiconPath(name: string): string {
  return isPathName(name) ? name : join(lexiconDir, `${name}.lex`);
}

/** A name that is the path of a .lex file rather than a recipe name. */
export function isPathName(name: string): boolean {
  return name.includes('/') || name.endsWith('.lex');
}

/** Names with a recipe, and names with a built file. */
export function availableLexicons(): { recipes: string[]; built: string[] } {
  const built = existsSync(lexiconDir)
    ? readdirSync(lexiconDir).filter((f) => f.endsWith('.lex')).map((f) => f.slice(0, -4))
    : [];
  return { recipes: [...recipes().keys()], built };
}

export const nodePlatform: Platform = {
  build: process.env.VERBIVORE_CORE === 'plain' ? 'plain' : 'threads',

  coreBytes(build: CoreBuild): Uint8Array<ArrayBuffer> {
    const path = wasmPaths[build];
    if (!existsSync(path)) throw errors.missingFile(`${path} (the WASM core is built by npm install / npm run build:wasm)`);
    return readFileSync(path);
  },

  readLexicon(name: string, place: (bytes: number) => Uint8Array): { path: string; name: string } {
    const path = lexiconPath(name);
    if (!existsSync(path)) {
      if (isPathName(name)) throw errors.missingFile(path);
      const { recipes: names } = availableLexicons();
      if (!names.includes(name)) throw errors.unknownLexicon(name, names);
      throw errors.missingLexicon(name, names, path);
    }
    const fd = openSync(path, 'r');
    try {
      const size = fstatSync(fd).size;
      const view = place(size);
      for (let at = 0; at < size;) {
        const n = readSync(fd, view, at, size - at, at);
        if (n === 0) throw errors.corruptLexicon(path, 'file shrank while reading');
        at += n;
      }
    } finally {
      closeSync(fd);
    }
    return { path, name: isPathName(name) ? basename(path, '.lex') : name };
  },

  readText(path: string, what = ''): string {
    return readInputText(path, what);
  },

  readBytes(path: string, what = ''): Uint8Array {
    return readInputFile(path, what);
  },

  builtinLeaveNames,

  builtinLeaves(ruleset: string): Uint8Array | undefined {
    const path = builtinLeavesPath(ruleset);
    return existsSync(path) ? readFileSync(path) : undefined;
  },

  syllableIndex: cachedSyllableIndex,
};

usePlatform(nodePlatform);
