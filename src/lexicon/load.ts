// Loading a built lexicon into a lexicon memory (src/wasm/memory.ts): the .lex file goes
// straight into the memory the WASM core will run in, and its LexiconDescriptor is filled.
// Bytes come through the platform (src/platform/), names mean what names.ts says, so this runs
// in Node and in browsers; building lexicons from recipes is Node-only (store.ts).
//
// One memory per lexicon per process: pool workers attach to the memory the main thread loaded
// (src/pool/lexicons.ts installs a lexicon source that asks it), so the file and its derived
// layouts exist once however many workers run.

import { type Alphabet, alphabetById, alphabetOfSpec, parseAlphabetSpec } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { quote } from '../inputText.js';
import { type CoreBuild, platform } from '../platform/platform.js';
import {
  LEX_ALPHABET_SIZE, LEX_DAWG_ROOT, LEX_ENTRIES, LEX_ENTRY_COUNT, LEX_GADDAG_ROOT, LEX_WORD_COUNT,
  LEXICON_DESCRIPTOR_AT, LEXICON_FILE_AT,
} from '../wasm/contract.js';
import { checkLexiconMemory, isShared, newLexiconMemory } from '../wasm/memory.js';
import { decodeLexicon, type LexiconFile } from './format.js';
import { LexiconGraph } from './graph.js';
import { readLexiconInto } from './names.js';
import { ARC_INDEX_MASK, DAWG_ROOT_ENTRY, GADDAG_ROOT_ENTRY } from './node.js';

export interface Lexicon extends LexiconFile {
  name: string;
  path: string;
  alphabet: Alphabet;
  graph: LexiconGraph;
  /**
   * The lexicon memory holding the file at LEXICON_FILE_AT. Shared (threads build) or plain.
   * With a shared memory `entries` is a view of it; with a plain one, a copy (growth would
   * detach a view).
   */
  memory: WebAssembly.Memory;
  /** Byte offset of entry 0 in `memory`. */
  entriesOffset: number;
  /** Address of the LexiconDescriptor in `memory`. */
  descriptor: number;
}

const loaded = new Map<string, Lexicon>();
let source: ((name: string) => Lexicon) | undefined;

/**
 * Where loadLexicon gets lexicons in this thread, instead of reading them: pool workers ask the
 * main thread for its memory (src/pool/lexicons.ts).
 */
export function useLexiconSource(get: (name: string) => Lexicon): void {
  source = get;
}

/**
 * A built lexicon by name (or path), in this process's memory for it: read once per process
 * (pool workers share the main thread's), cached per thread. `build`: the core build it will
 * run on (default the platform's).
 */
export function loadLexicon(name: string, build: CoreBuild = platform().build): Lexicon {
  const key = `${build}:${name}`;
  let lex = loaded.get(key);
  if (!lex) {
    if (source && build === 'threads') lex = source(name);
    else {
      let memory: WebAssembly.Memory | undefined;
      const where = readLexiconInto(name, (bytes) => {
        memory = newLexiconMemory(bytes, build === 'threads');
        return new Uint8Array(memory.buffer, LEXICON_FILE_AT, bytes);
      });
      lex = wrapLexicon(memory!, where.path, where.name);
    }
    loaded.set(key, lex);
  }
  return lex;
}

/** Reads a lexicon file into a new lexicon memory, bypassing the cache (the load benchmark). */
export function readLexiconFile(path: string, name: string, build: CoreBuild = platform().build): Lexicon {
  let memory: WebAssembly.Memory | undefined;
  const where = readLexiconInto(path, (bytes) => {
    memory = newLexiconMemory(bytes, build === 'threads');
    return new Uint8Array(memory.buffer, LEXICON_FILE_AT, bytes);
  });
  return wrapLexicon(memory!, where.path, name);
}

/** A lexicon from the bytes of a .lex file, in a new lexicon memory (not cached). */
export function openLexicon(bytes: Uint8Array, path: string, name: string, build: CoreBuild = platform().build): Lexicon {
  const memory = newLexiconMemory(bytes.length, build === 'threads');
  new Uint8Array(memory.buffer, LEXICON_FILE_AT, bytes.length).set(bytes);
  return wrapLexicon(memory, path, name);
}

/** A lexicon another thread loaded into `memory` (its descriptor is filled already). */
export function attachLexicon(memory: WebAssembly.Memory, path: string, name: string): Lexicon {
  return wrapLexicon(memory, path, name, false);
}

function wrapLexicon(memory: WebAssembly.Memory, path: string, name: string, describe = true): Lexicon {
  const fileBytes = checkLexiconMemory(memory);
  const file = decodeLexicon(new Uint8Array(memory.buffer, LEXICON_FILE_AT, fileBytes), path);
  // The checksum guards the bytes; the metadata's shape is checked too, as it is JSON.
  const meta = file.meta as Partial<Record<keyof typeof file.meta, unknown>> | null;
  if (typeof meta !== 'object' || meta === null || typeof meta.alphabet !== 'string' ||
    !Array.isArray(meta.tiles) || !meta.tiles.every((t) => typeof t === 'string')) {
    throw errors.corruptLexicon(path, 'its metadata lacks the alphabet or the tile table');
  }
  const alphabet = file.meta.alphabetSpec
    ? alphabetOfSpec(parseAlphabetSpec(file.meta.alphabetSpec, `${path}: its alphabet`), `${path}: its alphabet`)
    : alphabetById(file.meta.alphabet);
  if (!alphabet) throw errors.lexiconMismatch(`${path}: unknown alphabet ${quote(file.meta.alphabet)}`);
  if (file.meta.tiles.join(' ') !== alphabet.tiles.slice(1).join(' ')) {
    throw errors.lexiconMismatch(`${path} was built with another ${alphabet.id} tile table; rebuild it`);
  }
  const entriesOffset = file.entries.byteOffset;
  if (describe) {
    const d = new Uint32Array(memory.buffer, LEXICON_DESCRIPTOR_AT, 16);
    d[LEX_ENTRIES / 4] = entriesOffset;
    d[LEX_ENTRY_COUNT / 4] = file.entries.length;
    d[LEX_DAWG_ROOT / 4] = file.entries[DAWG_ROOT_ENTRY]! & ARC_INDEX_MASK;
    d[LEX_GADDAG_ROOT / 4] = file.entries[GADDAG_ROOT_ENTRY]! & ARC_INDEX_MASK;
    d[LEX_ALPHABET_SIZE / 4] = alphabet.size;
    d[LEX_WORD_COUNT / 4] = file.wordCount;
  }
  const entries = isShared(memory) ? file.entries : file.entries.slice();
  return {
    ...file, entries, name, path, alphabet, graph: new LexiconGraph(entries), memory, entriesOffset,
    descriptor: LEXICON_DESCRIPTOR_AT,
  };
}
