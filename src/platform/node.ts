// The Node platform (platform.ts): the core's and the package's files from the package folder,
// built lexicons and their cache/ from the lexicon folder (src/paths.ts: VERBIVORE_HOME), leave
// tables from lexicons/leaves/, and any path through the file system. It knows files, not what
// they hold: lexicon names are lexicon/names.ts's. Importing this module makes it the thread's
// platform; the Node entry points (src/index.ts, the CLI, pool workers, src/lexicon/store.ts) do.
//
// VERBIVORE_CORE=plain makes engines use the plain core build (the tests of both builds).

import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, fstatSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors } from '../errors.js';
import { checkInputFile, readInputFile, readInputText } from '../inputFile.js';
import { builtinLeavesDir, lexiconDir, wasmPaths } from '../paths.js';
import { type CoreBuild, type Platform, usePlatform } from './platform.js';

function list(folder: string, suffix: string): string[] {
  return existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(suffix)).map((f) => f.slice(0, -suffix.length)) : [];
}

export const nodePlatform: Platform = {
  build: process.env.VERBIVORE_CORE === 'plain' ? 'plain' : 'threads',

  coreBytes(build: CoreBuild): Uint8Array<ArrayBuffer> {
    const path = wasmPaths[build];
    if (!existsSync(path)) throw errors.missingFile(`${path} (the WASM core is built by npm install / npm run build:wasm)`);
    return readFileSync(path);
  },

  lexiconFolder: lexiconDir,
  join,
  exists: existsSync,
  list,

  readInto(path: string, place: (bytes: number) => Uint8Array, what: string): number {
    // A directory or an unreadable file: the clear missing-file error, not EISDIR from readSync.
    checkInputFile(path, what, Infinity);
    const fd = openSync(path, 'r');
    try {
      const size = fstatSync(fd).size;
      const view = place(size);
      let at = 0;
      while (at < size) {
        const n = readSync(fd, view, at, size - at, at);
        if (n === 0) break;
        at += n;
      }
      return at;
    } finally {
      closeSync(fd);
    }
  },

  readText(path: string, what = ''): string {
    return readInputText(path, what);
  },

  readBytes(path: string, what = ''): Uint8Array {
    return readInputFile(path, what);
  },

  writeText(path: string, text: string, append = false): void {
    if (append) appendFileSync(path, text);
    else writeFileSync(path, text);
  },

  builtinLeaveNames: () => list(builtinLeavesDir, '.leaves').sort(),

  builtinLeaves(ruleset: string): Uint8Array | undefined {
    const path = join(builtinLeavesDir, `${ruleset}.leaves`);
    return existsSync(path) ? readFileSync(path) : undefined;
  },

  syllableIndexFile(name: string) {
    const path = join(lexiconDir, 'cache', `${name}.syllables`);
    return { path, bytes: existsSync(path) ? readFileSync(path) : undefined };
  },

  sha256: (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex'),
};

usePlatform(nodePlatform);
