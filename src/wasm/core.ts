// Loading the AssemblyScript core and running it on a lexicon memory (memory.ts).
//
// The module is compiled once per thread and build (or handed to pool workers ready compiled);
// it is instantiated once per memory per thread (Core.for). The core keeps no state between
// calls: everything lives in contexts the host allocates in the memory (assembly/contract.ts),
// so any number of engines, generators and grid searches share one instance, and any number of
// threads share one memory.
//
// Loading checks the instance against the contract (src/wasm/contract.ts): a build/core.wasm
// older or newer than this TypeScript fails with a clear error instead of a wrong answer.

import { errors } from '../errors.js';
import { type CoreBuild, platform } from '../platform/platform.js';
import { bindExports, type CoreExports, STATIC_LIMIT } from './contract.js';
import { allocate, isShared, release } from './memory.js';

export type { CoreBuild } from '../platform/platform.js';
export type { CoreExports } from './contract.js';

const compiled = new Map<CoreBuild, WebAssembly.Module>();

/** The compiled core of a build (compiled once per thread; pass it to workers). */
export function coreModule(build: CoreBuild = platform().build): WebAssembly.Module {
  let module = compiled.get(build);
  if (!module) {
    module = new WebAssembly.Module(platform().coreBytes(build));
    compiled.set(build, module);
  }
  return module;
}

/** The build a memory needs: shared memories run the threads build, plain ones the plain build. */
export function buildFor(memory: WebAssembly.Memory): CoreBuild {
  return isShared(memory) ? 'threads' : 'plain';
}

const instances = new WeakMap<WebAssembly.Memory, Core>();

export class Core {
  readonly exports: CoreExports;
  private buffer: ArrayBufferLike | undefined;
  private views: { u8: Uint8Array; u32: Uint32Array; i32: Int32Array; u64: BigUint64Array } | undefined;

  private constructor(readonly memory: WebAssembly.Memory, module: WebAssembly.Module) {
    let instance: WebAssembly.Instance;
    try {
      instance = new WebAssembly.Instance(module, {
        env: {
          memory,
          abort: (_msg: number, _file: number, line: number, col: number) => {
            throw errors.internal(`WASM core aborted at ${line}:${col}`);
          },
        },
      });
    } catch (e) {
      throw errors.staleCore(`the ${buildFor(memory)} core`, [`it does not link with this memory (${(e as Error).message})`]);
    }
    const { bound, problems } = bindExports(instance.exports);
    if (problems.length) throw errors.staleCore(`the ${buildFor(memory)} core`, problems);
    if (bound.heapBase() > STATIC_LIMIT) throw errors.staleCore(`the ${buildFor(memory)} core`, [`its static data ends at ${bound.heapBase()}, past ${STATIC_LIMIT}`]);
    this.exports = bound;
  }

  /** The core on `memory` in this thread (instantiated on first use; `module` must suit the memory). */
  static for(memory: WebAssembly.Memory, module: WebAssembly.Module = coreModule(buildFor(memory))): Core {
    let core = instances.get(memory);
    if (!core) {
      core = new Core(memory, module);
      instances.set(memory, core);
    }
    return core;
  }

  /** Reserves `bytes` of the memory for good (shared by every thread) and returns its address. */
  reserve(bytes: number, alignment = 16): number {
    return allocate(this.memory, bytes, alignment);
  }

  /** Gives back scratch from reserve when it is still the last reservation (see release). */
  release(at: number, bytes: number): void {
    release(this.memory, at, bytes);
  }

  private current() {
    const b = this.memory.buffer;
    if (b !== this.buffer || !this.views) {
      this.buffer = b;
      this.views = { u8: new Uint8Array(b), u32: new Uint32Array(b), i32: new Int32Array(b), u64: new BigUint64Array(b) };
    }
    return this.views;
  }

  /** Views of the whole memory as it is now (take them again after allocating). */
  u8(): Uint8Array {
    return this.current().u8;
  }

  u32(): Uint32Array {
    return this.current().u32;
  }

  i32(): Int32Array {
    return this.current().i32;
  }

  u64(): BigUint64Array {
    return this.current().u64;
  }
}
