// Pool faults: a task that takes its worker thread down — process.exit, a JS
// heap past the limit, an exception thrown from its callback, process.abort — fails alone; the
// pool replaces the thread and every other payload of the batch comes back correct. The fault
// kinds live in test/pool/faultWorker.mjs, a worker only tests load.

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnginePool } from '../../src/pool/pool.js';
import type { Analysis } from '../../src/game/analyse.js';
import { analysis, cgpLines, collect, expected, untyped } from './helpers.js';

const workerFile = join(import.meta.dirname, 'faultWorker.mjs');

describe('the pool survives tasks that crash their thread', () => {
  const pool = new EnginePool(2, { workerFile, maxHeapMb: 64 });
  afterAll(() => pool.close());
  const good = cgpLines(30, 5).map(analysis);
  let want: Analysis[];
  beforeAll(() => {
    want = good.map(expected);
  });

  /** The good payloads with `fault` inserted at the positions `at`. */
  const withFaults = (fault: string, at = [3, 11, 25]) => {
    const payloads: unknown[] = [...good];
    for (const k of at) payloads.splice(k, 0, { fault });
    return payloads;
  };
  const faultAt = new Set([3, 11, 25]);

  // Out of memory is slow to reach (V8 collects hard near the limit): one payload, batched.
  for (const { fault, at, batches } of [{ fault: 'exit', at: [3, 11, 25], batches: [1, 4] }, { fault: 'oom', at: [11], batches: [4] }]) {
    it(`${fault}: only the crashing payloads fail (task-crashed); the rest of the batch is correct`, async () => {
      const before = pool.replacedThreads;
      const payloads = withFaults(fault, at);
      for (const batch of batches) {
        const out = await collect(untyped(pool).map<Analysis>('faulty', 'sowpods', payloads, { batch }));
        expect(out.map((o) => o.index)).toEqual(payloads.map((_, i) => i));
        for (const k of at) {
          expect(out[k]!.error?.code).toBe('task-crashed');
          expect(out[k]!.error?.message).toMatch(/crashed its worker thread/);
        }
        const rest = out.filter((_, i) => !at.includes(i));
        expect(rest.every((o) => !o.error)).toBe(true);
        expect(rest.map((o) => JSON.parse(JSON.stringify(o.value)))).toEqual(want);
      }
      // Each crashing payload ran twice (in its batch or first try, then alone), each time
      // costing a thread, and each thread was replaced.
      await waitFor(() => pool.replacedThreads - before === 2 * at.length * batches.length);
      expect(await pool.capacity()).toBe(2);
    });
  }

  it('uncaught exception from a task callback: the task keeps its result, the thread is replaced', async () => {
    const before = pool.replacedThreads;
    const out = await collect(untyped(pool).map<Analysis>('faulty', 'sowpods', withFaults('uncaught'), { batch: 4 }));
    for (const at of faultAt) expect(out[at]!.value).toBe('returned before the throw');
    expect(out.filter((_, i) => !faultAt.has(i)).map((o) => JSON.parse(JSON.stringify(o.value)))).toEqual(want);
    await waitFor(() => pool.replacedThreads - before >= 1);
  });

  it('process.abort (refused in threads) fails its task like any throwing task', async () => {
    const out = await collect(untyped(pool).map<Analysis>('faulty', 'sowpods', withFaults('abort'), { batch: 4 }));
    for (const at of faultAt) expect(out[at]!.error?.message).toMatch(/process.abort\(\) is not supported in workers/);
    expect(out.filter((_, i) => !faultAt.has(i)).map((o) => JSON.parse(JSON.stringify(o.value)))).toEqual(want);
  });

  it('after all that, the pool still answers in input order', async () => {
    const out = await collect(pool.map('scrabbleAnalysis', 'sowpods', good, { batch: 8 }));
    expect(out.map((o) => JSON.parse(JSON.stringify(o.value)))).toEqual(want);
  });
});

/** Polls `ok` every 20 ms for up to 5 s. */
async function waitFor(ok: () => boolean): Promise<void> {
  for (let t = 0; t < 250 && !ok(); t++) await new Promise((r) => setTimeout(r, 20));
  expect(ok()).toBe(true);
}
