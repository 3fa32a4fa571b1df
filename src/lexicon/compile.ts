// Compiles tile strings into one flat array holding a minimal DAWG and a GADDAG that share
// nodes (layout in node.ts and docs/formats.md). The work is done in WebAssembly
// (assembly/lexiconBuild.ts, its own module and memory); this file says what it computes.
//
// Both graphs are built with Daciuk et al.'s incremental algorithm for sorted input: the states
// of the previous string that the next one does not share are final, so they are looked up in a
// register of finished sibling groups and either replaced by an equal group or stored. A group
// is identified by its packed entries (tile, accepts, isEnd, child group), so states that differ
// only in finality share a group: finality lives on the arcs that enter them.
//
// The GADDAG is not built from its n strings per word. After the separator, the GADDAG string
// rev(p)@s continues with exactly the completions s of the prefix p, which is the DAWG's state
// after p. So the GADDAG is the trie of reversed prefixes rev(p), each with a separator arc to
// that DAWG group and accepting where p is a word; the shared register minimises it. Same
// language and the same minimal graph as inserting every rotation, from ~4× fewer tiles
// (SOWPODS: 2.4 M rotations of 26 M tiles against 589,314 reversed prefixes). The reversed
// prefixes are never written out as strings: they are the nodes of the DAWG read as a trie.
//
// Finally a group equal to the tail of a longer group is stored inside it ([B C] as the end of
// [A B C]; −3.3% entries on SOWPODS).

import { existsSync, readFileSync } from 'node:fs';
import { errors } from '../errors.js';
import { lexiconBuildWasmPath } from '../paths.js';
import { ARC_INDEX_MASK, IS_END_BIT, MAX_ENTRIES } from './node.js';
import type { TileStrings } from './tiling.js';
import { MAX_WORD_TILES } from '../wasm/contract.js';

/** Longest tile string the compiler accepts (the core's constant). */
export { MAX_WORD_TILES };

export interface CompiledLexicon {
  /** The flat array: entries 0 and 1 point at the DAWG and GADDAG roots. */
  entries: Uint32Array;
  /** Distinct words (tile strings) in the DAWG. */
  wordCount: number;
  /** Sibling groups reachable from each root (shared groups count in both). */
  dawgNodes: number;
  gaddagNodes: number;
}

export interface CompileOptions {
  /** Build the GADDAG too (default true). */
  gaddag?: boolean;
  /** Called now and then with (done, total) steps for a progress bar. */
  progress?: (done: number, total: number) => void;
}

/** Functions exported by assembly/lexiconBuild.ts (offsets are byte offsets into its memory). */
interface BuilderExports {
  memory: WebAssembly.Memory;
  input(words: number, tiles: number): number;
  compile(withGaddag: number): number;
  resultEntries(): number;
  resultEntryCount(): number;
  resultWordCount(): number;
  resultDawgGroups(): number;
  resultGaddagGroups(): number;
}

/** compile() results. */
const TOO_MANY_ENTRIES = 1;

let builderModule: WebAssembly.Module | undefined;

/** A fresh compiler instance (one per compile: its memory goes when the compile is done). */
function newBuilder(progress: (permille: number) => void): BuilderExports {
  if (!builderModule) {
    if (!existsSync(lexiconBuildWasmPath)) {
      throw errors.missingFile(`${lexiconBuildWasmPath} (the lexicon compiler is built by npm install / npm run build:wasm)`);
    }
    builderModule = new WebAssembly.Module(readFileSync(lexiconBuildWasmPath));
  }
  const instance = new WebAssembly.Instance(builderModule, {
    env: {
      progress,
      abort: () => { throw errors.internal('the lexicon compiler aborted'); },
    },
  });
  return builderExports(instance.exports);
}

/** The compiler's exports, each checked for its kind and arity (a stale build says so, not a TypeError later). */
function builderExports(exports: WebAssembly.Exports): BuilderExports {
  const fn = <A extends number[]>(name: string, arity: A['length']): ((...args: A) => number) => {
    const f = exports[name];
    if (typeof f !== 'function' || f.length !== arity) {
      throw errors.staleCore(lexiconBuildWasmPath, [`no export ${name} of ${arity} arguments`]);
    }
    return f as (...args: A) => number;
  };
  const memory = exports.memory;
  if (!(memory instanceof WebAssembly.Memory)) throw errors.staleCore(lexiconBuildWasmPath, ['no exported memory']);
  return {
    memory,
    input: fn<[number, number]>('input', 2),
    compile: fn<[number]>('compile', 1),
    resultEntries: fn<[]>('resultEntries', 0),
    resultEntryCount: fn<[]>('resultEntryCount', 0),
    resultWordCount: fn<[]>('resultWordCount', 0),
    resultDawgGroups: fn<[]>('resultDawgGroups', 0),
    resultGaddagGroups: fn<[]>('resultGaddagGroups', 0),
  };
}

/** Compiles words given one array each, or as one flat buffer (tiling.ts: tileWordsFlat). */
export function compileLexicon(words: readonly Uint8Array[] | TileStrings, options: CompileOptions = {}): CompiledLexicon {
  const strings = Array.isArray(words) ? flatten(words) : checked(words as TileStrings);
  const report = options.progress;
  const builder = newBuilder(report ? (permille) => report(permille, 1000) : () => {});
  const { count, start, length, data } = strings;
  let tiles = 0;
  for (let i = 0; i < count; i++) tiles = Math.max(tiles, start[i]! + length[i]!);
  const at = builder.input(count, tiles);
  const memory = builder.memory.buffer;
  new Int32Array(memory, at, count).set(start.subarray(0, count));
  new Uint8Array(memory, at + 4 * count, count).set(length.subarray(0, count));
  new Uint8Array(memory, at + 5 * count, tiles).set(data.subarray(0, tiles));
  const status = builder.compile(options.gaddag ?? true ? 1 : 0);
  if (status === TOO_MANY_ENTRIES) throw errors.badInput(`the lexicon needs more than ${MAX_ENTRIES} entries`);
  if (status !== 0) throw errors.internal('unsorted input to the lexicon compiler');
  // The compile grew the memory: views are taken anew.
  const entries = new Uint32Array(builder.memory.buffer, builder.resultEntries(), builder.resultEntryCount()).slice();
  return {
    entries,
    wordCount: builder.resultWordCount(),
    dawgNodes: builder.resultDawgGroups(),
    gaddagNodes: builder.resultGaddagGroups(),
  };
}

function checked(s: TileStrings): TileStrings {
  for (let i = 0; i < s.count; i++) {
    if (s.length[i] === 0) throw errors.badInput('the word list holds an empty word');
  }
  return s;
}

function flatten(words: readonly Uint8Array[]): TileStrings {
  let bytes = 0;
  for (const w of words) {
    if (w.length === 0) throw errors.badInput('the word list holds an empty word');
    if (w.length > MAX_WORD_TILES) throw errors.badInput(`a word has ${w.length} tiles (max ${MAX_WORD_TILES})`);
    bytes += w.length;
  }
  const data = new Uint8Array(bytes);
  const start = new Int32Array(words.length);
  const length = new Uint8Array(words.length);
  let at = 0;
  words.forEach((w, i) => {
    data.set(w, at);
    start[i] = at;
    length[i] = w.length;
    at += w.length;
  });
  return { data, start, length, count: words.length };
}

/** Distinct sibling groups reachable from a root entry (what CompiledLexicon counts; for tests and tools). */
export function countGroups(entries: Uint32Array, rootEntry: number): number {
  const root = entries[rootEntry]! & ARC_INDEX_MASK;
  if (root === 0) return 0;
  const seen = new Uint8Array(entries.length);
  let stack = new Int32Array(1024);
  let top = 0, count = 0;
  stack[top++] = root;
  seen[root] = 1;
  while (top > 0) {
    const g = stack[--top]!;
    count++;
    for (let i = g; ; i++) {
      const e = entries[i]!, child = e & ARC_INDEX_MASK;
      if (child && !seen[child]) {
        seen[child] = 1;
        if (top === stack.length) {
          const bigger = new Int32Array(stack.length * 2);
          bigger.set(stack);
          stack = bigger;
        }
        stack[top++] = child;
      }
      if (e & IS_END_BIT) break;
    }
  }
  return count;
}
