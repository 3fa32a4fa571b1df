// Payloads and results that cross machines travel as JSON, where a typed array silently becomes
// an object of numbered keys and NaN becomes null. This finds such values before they travel.

import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { TaskReply } from './runner.js';

/** The replies of a queue job, packed (see packReplies), and how many of them are errors. */
export interface PackedReplies {
  packed: string;
  failed: number;
}

/**
 * Checks each reply's value, writes them all as JSON text (a value that is not JSON becomes that
 * payload's error) and deflates it into base64: a job's results are ~6× smaller that way (top-20
 * move lists: 2,060 → 350 bytes a position), and a base64 string crosses threads, BullMQ's JSON
 * and Redis with nothing to escape. Done in the thread that ran the tasks.
 */
export function packReplies(kind: string, replies: Iterable<TaskReply>): PackedReplies {
  // Each reply becomes text as soon as it is made, so a big job's result objects die young
  // instead of piling up in the thread's heap until the job ends.
  let failed = 0;
  const texts: string[] = [];
  for (let r of replies) {
    const bad = r.ok ? notJson(r.value) : undefined;
    if (bad) r = { ok: false, code: 'internal', message: `internal error: task ${kind} returned ${bad}; results sent through Redis must be JSON data` };
    if (!r.ok) failed++;
    texts.push(JSON.stringify(r));
  }
  return { packed: deflateRawSync(`[${texts.join(',')}]`, { level: 1 }).toString('base64'), failed };
}

/** The replies packReplies packed. */
export function unpackReplies(packed: string): unknown {
  return JSON.parse(inflateRawSync(Buffer.from(packed, 'base64')).toString('utf8'));
}

/** Where `value` stops being plain JSON data, as "a Uint8Array at .position.board"; undefined if it is. */
export function notJson(value: unknown): string | undefined {
  const found = find(value, 0);
  if (!found) return undefined;
  const [what, ...path] = found;
  const at = path.reverse();
  return at.length ? `${what} at ${at.slice(0, 12).join('')}${at.length > 12 ? '…' : ''}` : what;
}

/** The first non-JSON value as [what, ...path segments innermost first]; paths are built only on failure. */
function find(value: unknown, depth: number): string[] | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : [`the number ${value}`];
    case 'object': {
      if (value === null) return undefined;
      // JSON data is a tree; this deep, it is a cycle or not data at all.
      if (depth > 100) return ['nesting deeper than 100 levels (a cycle?)'];
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const v: unknown = value[i];
          const bad = v === undefined ? ['undefined'] : find(v, depth + 1);
          if (bad) return (bad.push(`[${i}]`), bad);
        }
        return undefined;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return [`a ${proto?.constructor?.name ?? 'class instance'}`];
      for (const k in value) {
        const v = (value as Record<string, unknown>)[k];
        // JSON drops an undefined property, as an absent option would be.
        if (v === undefined) continue;
        const bad = find(v, depth + 1);
        if (bad) return (bad.push(`.${k}`), bad);
      }
      return undefined;
    }
    default:
      return [`a ${typeof value}`];
  }
}
