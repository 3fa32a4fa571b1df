// One lexicon per process: pool workers do not read lexicon files. The first time a worker
// needs a lexicon it asks the main thread, which loads it once (loadLexicon, cached per process)
// into a shared lexicon memory and answers with that memory; the worker instantiates the core
// on it (src/wasm/core.ts). Derived layouts (arc masks, grid layout, bingo index) are then built
// once in that memory by whichever thread needs them first (src/wasm/memory.ts: buildOnce).
//
// The ask is synchronous (a task runs synchronously in its worker): the worker posts on a
// BroadcastChannel and sleeps on a shared counter until the main thread's reply arrives, then
// takes it with receiveMessageOnPort. The main thread answers from its event loop, which runs
// while the pool's callers await their tasks.

import { BroadcastChannel, type MessagePort, receiveMessageOnPort, threadId } from 'node:worker_threads';
import { type ErrorCode, VerbivoreError } from '../errors.js';
import { attachLexicon, type Lexicon, loadLexicon } from '../lexicon/store.js';

export interface LexiconChannel {
  /** BroadcastChannel name of one pool. */
  name: string;
  /** Bumped (and notified) by the main thread after each reply. */
  replies: Int32Array;
}

type Request = { kind: 'lexicon-request'; id: string; name: string };
type Reply =
  | { kind: 'lexicon-reply'; id: string; ok: true; memory: WebAssembly.Memory; path: string; name: string }
  | { kind: 'lexicon-reply'; id: string; ok: false; code: ErrorCode; message: string };

let pools = 0;
/** Node takes a BroadcastChannel here too (since 15.12); its types say MessagePort only. */
const receive = receiveMessageOnPort as (port: MessagePort | BroadcastChannel) => { message: unknown } | undefined;
/** How long a worker waits for the main thread (it answers from its event loop, normally at once). */
const ANSWER_MS = 60_000;

/** Main thread: answers the lexicon requests of one pool's workers. Returns the channel for workerData and a closer. */
export function serveLexicons(): { channel: LexiconChannel; close: () => void } {
  const channel: LexiconChannel = { name: `verbivore-lexicons-${process.pid}-${threadId}-${++pools}`, replies: new Int32Array(new SharedArrayBuffer(4)) };
  const bc = new BroadcastChannel(channel.name);
  bc.onmessage = (event: unknown) => {
    const req = (event as { data?: Request }).data;
    if (req?.kind !== 'lexicon-request') return;
    let reply: Reply;
    try {
      const lex = loadLexicon(req.name, 'threads');
      reply = { kind: 'lexicon-reply', id: req.id, ok: true, memory: lex.memory, path: lex.path, name: lex.name };
    } catch (e) {
      const code = e instanceof VerbivoreError ? e.code : 'internal';
      reply = { kind: 'lexicon-reply', id: req.id, ok: false, code, message: (e as Error).message };
    }
    bc.postMessage(reply);
    Atomics.add(channel.replies, 0, 1);
    Atomics.notify(channel.replies, 0);
  };
  // The channel must not keep the process alive once the pool's work is done.
  bc.unref();
  return { channel, close: () => bc.close() };
}

/** Worker: the lexicon `name` from the main thread (blocks until it answers). */
export function requestLexicon(channel: LexiconChannel, name: string): Lexicon {
  const bc = new BroadcastChannel(channel.name);
  try {
    const id = `${threadId}:${name}:${Math.random()}`;
    let seen = Atomics.load(channel.replies, 0);
    bc.postMessage({ kind: 'lexicon-request', id, name } satisfies Request);
    const deadline = Date.now() + ANSWER_MS;
    for (;;) {
      if (Date.now() > deadline) throw new VerbivoreError('internal', `internal error: the pool's main thread did not hand over lexicon "${name}" within ${ANSWER_MS / 1000} s`);
      for (let m = receive(bc); m; m = receive(bc)) {
        const reply = m.message as Reply | Request;
        if (reply.kind !== 'lexicon-reply' || reply.id !== id) continue;
        if (!reply.ok) throw new VerbivoreError(reply.code, reply.message);
        return attachLexicon(reply.memory, reply.path, reply.name);
      }
      // Sleep until the main thread replies to someone (the reply may land just after the bump).
      Atomics.wait(channel.replies, 0, seen, 100);
      seen = Atomics.load(channel.replies, 0);
    }
  } finally {
    bc.close();
  }
}
