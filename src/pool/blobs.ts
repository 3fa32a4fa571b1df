// Blobs: bytes that many tasks of a batch share (a leave table of a few MB), named by a key the
// payloads carry, so payloads stay small JSON. A runner carries them once per batch, not once
// per payload (MapOptions.blobs): the pool in a SharedArrayBuffer that every message shares, the
// queue as one Redis value that each worker machine reads once. A task reads them by key from
// the blobs of its thread (blobBytes), which the runner installed before running it.

import { errors } from '../errors.js';

/** Bytes by key: a blob's key names its content (e.g. a checksum), so a key never changes meaning. */
export type Blobs = Record<string, Uint8Array>;

/** Blobs a thread holds; the oldest go first past this many. */
const KEPT = 8;
const held = new Map<string, Uint8Array>();

/** Installs blobs for the tasks this thread runs next. */
export function holdBlobs(blobs: Blobs | undefined): void {
  for (const [key, bytes] of Object.entries(blobs ?? {})) {
    if (held.has(key)) continue;
    if (held.size >= KEPT) held.delete(held.keys().next().value!);
    held.set(key, bytes);
  }
}

/** The blob `key` a task refers to; a clear error when its runner did not send it. */
export function blobBytes(key: string): Uint8Array {
  const bytes = held.get(key);
  if (!bytes) throw errors.badInput(`a task refers to data "${key}" that was not sent with it (the runner's blobs)`);
  return bytes;
}

/** The blobs in shared memory, so that every message to a pool thread shares them instead of copying. */
export function sharedBlobs(blobs: Blobs): Blobs {
  const out: Blobs = {};
  for (const [key, bytes] of Object.entries(blobs)) {
    const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
    shared.set(bytes);
    out[key] = shared;
  }
  return out;
}

/** Keys are written into Redis keys and job ids: letters, digits, '-', '_' and '.'. */
export function checkBlobKey(key: string): string {
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(key)) throw errors.internal(`blob key "${key}" is not [A-Za-z0-9._-]{1,100}`);
  return key;
}
