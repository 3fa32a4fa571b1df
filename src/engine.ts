// The engine facade: one lexicon and the WASM core running on its memory, with a query context
// and small reusable regions for the word queries. The move generator, the grid search and the
// bingo index attach to an engine (perEngine), each with contexts of its own.
//
// Engines are per thread; any number may share a lexicon (and its memory). `engineFor` caches
// one per lexicon name. In a browser or Web Worker:
//
//   usePlatform(await loadBrowserPlatform({ core: 'core-plain.wasm', lexicons: { sowpods: 'sowpods.lex' } }));
//   const engine = engineFor('sowpods');
//
// or, with bytes in hand, Engine.fromBytes({ core, lexicon, name }).

import type { Lexicon } from './lexicon/load.js';
import { loadLexicon, openLexicon } from './lexicon/load.js';
import type { CoreBuild } from './platform/platform.js';
import { QC_BYTES, QC_LEXICON } from './wasm/contract.js';
import { buildFor, Core } from './wasm/core.js';

/** Bytes for a word or rack passed in (tile strings are at most 63 tiles). */
const INPUT_BYTES = 256;

export class Engine {
  readonly core: Core;
  /** The QueryContext of this engine's word queries (assembly/contract.ts). */
  readonly query: number;
  /** Scratch for one tile string or rack (u8 × 256). */
  readonly input: number;
  private outputAt = 0;
  private outputBytes = 0;
  private patternAt = 0;

  /** An engine on a lexicon's memory; `module` is the core build that memory needs (the default). */
  constructor(readonly lexicon: Lexicon, module?: WebAssembly.Module) {
    this.core = Core.for(lexicon.memory, module);
    this.query = this.core.reserve(QC_BYTES);
    this.core.u32()[(this.query + QC_LEXICON) / 4] = lexicon.descriptor;
    this.input = this.core.reserve(INPUT_BYTES, 16);
  }

  /**
   * An engine from the bytes of a .lex file and of a core build (or its compiled module): what
   * a Web Worker does after fetching both. The build must suit `build` (default plain).
   */
  static fromBytes(files: { lexicon: Uint8Array; name: string; core: Uint8Array<ArrayBuffer> | WebAssembly.Module; build?: CoreBuild }): Engine {
    const build = files.build ?? 'plain';
    const lexicon = openLexicon(files.lexicon, `${files.name}.lex`, files.name, build);
    const module = files.core instanceof WebAssembly.Module ? files.core : new WebAssembly.Module(files.core);
    return new Engine(lexicon, module);
  }

  get alphabet() {
    return this.lexicon.alphabet;
  }

  /** The core build this engine runs. */
  get build(): CoreBuild {
    return buildFor(this.lexicon.memory);
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
    return this.core.exports.hasWord(this.query, this.putTiles(tiles), tiles.length) === 1;
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
