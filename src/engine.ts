// The engine facade: one lexicon loaded into one WASM core, with small reusable memory regions
// for the queries. Create one per lexicon per thread (`engineFor` caches them).

import type { Lexicon } from './lexicon/store.js';
import { loadLexicon } from './lexicon/store.js';
import { Core } from './wasm/core.js';

/** Lexicon memories already running an engine (a memory serves one instance). */
const claimed = new WeakSet<WebAssembly.Memory>();

/** Bytes for a word or rack passed in (tile strings are at most 63 tiles). */
const INPUT_BYTES = 256;

export class Engine {
  readonly core: Core;
  /** Scratch for one tile string or rack (u8 × 256). */
  readonly input: number;
  private outputAt = 0;
  private outputBytes = 0;
  private patternAt = 0;

  constructor(readonly lexicon: Lexicon, module?: WebAssembly.Module) {
    if (!claimed.has(lexicon.memory)) {
      // The first engine of a lexicon runs in the memory the file was read into: no copy.
      claimed.add(lexicon.memory);
      this.core = new Core(module, { memory: lexicon.memory, top: lexicon.entriesOffset + lexicon.entries.byteLength });
      this.core.exports.setLexicon(lexicon.entriesOffset);
    } else {
      this.core = new Core(module);
      this.core.loadLexicon(lexicon.entries);
    }
    this.input = this.core.reserve(INPUT_BYTES);
  }

  get alphabet() {
    return this.lexicon.alphabet;
  }

  /** An output region of at least `bytes`, reused across calls (grown when asked for more). */
  output(bytes: number): { at: number; bytes: number } {
    if (bytes > this.outputBytes) {
      this.outputBytes = Math.max(bytes, this.outputBytes * 2);
      this.outputAt = this.core.reserve(this.outputBytes);
    }
    return { at: this.outputAt, bytes: this.outputBytes };
  }

  /** Region for a pattern: one u64 tile set per position (63 positions). */
  patternArea(): number {
    this.patternAt ||= this.core.reserve(64 * 8, 8);
    return this.patternAt;
  }

  /** Copies tiles into the input region and returns their offset. */
  putTiles(tiles: ArrayLike<number>, at = this.input): number {
    this.core.u8().set(tiles as ArrayLike<number>, at);
    return at;
  }

  hasTiles(tiles: ArrayLike<number>): boolean {
    return this.core.exports.hasWord(this.putTiles(tiles), tiles.length) === 1;
  }

  hasWord(word: string): boolean {
    return this.hasTiles(this.alphabet.tokenize(word));
  }
}

/**
 * A companion an engine gets on first use (move generator, grid regions, bingo index): one
 * instance per engine, gone with it.
 */
export function perEngine<T>(make: (engine: Engine) => T): (engine: Engine) => T {
  const made = new WeakMap<Engine, T>();
  return (engine) => {
    let x = made.get(engine);
    if (x === undefined) made.set(engine, (x = make(engine)));
    return x;
  };
}

const engines = new Map<string, Engine>();

/** The engine for a lexicon name, created on first use in this thread. */
export function engineFor(name: string): Engine {
  let e = engines.get(name);
  if (!e) {
    e = new Engine(loadLexicon(name));
    engines.set(name, e);
  }
  return e;
}
