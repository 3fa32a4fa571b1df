// The local pool as a TaskRunner (runs from dist/: build first), and the map loop all runners share.

import { afterAll, describe, expect, it } from 'vitest';
import { EnginePool } from '../../src/pool/pool.js';
import { mapChunks, type TaskOutcome } from '../../src/pool/runner.js';
import { collect, runnerContract } from './helpers.js';

describe('EnginePool keeps the TaskRunner contract', () => {
  const pool = new EnginePool(2);
  afterAll(() => pool.close());
  runnerContract(() => pool);
});

describe('mapChunks', () => {
  /** A sender that answers chunk n after delays[n] ms and records how many chunks were out at once. */
  function sender(delays: number[]) {
    let out = 0;
    const seen = { maxOut: 0, chunks: [] as unknown[][] };
    const send = async (chunk: unknown[], first: number): Promise<TaskOutcome<number>[]> => {
      const n = seen.chunks.push(chunk) - 1;
      seen.maxOut = Math.max(seen.maxOut, ++out);
      await new Promise((r) => setTimeout(r, delays[n % delays.length]));
      out--;
      return chunk.map((p, i) => ({ index: first + i, value: (p as number) * 10 }));
    };
    return { send, seen };
  }

  it('cuts payloads into chunks, keeps at most the window out, and yields in input order', async () => {
    const { send, seen } = sender([30, 1, 15, 2]);
    const payloads = Array.from({ length: 23 }, (_, i) => i);
    const out = await collect(mapChunks<number, number>(payloads, 4, () => 3, send));
    expect(out.map((o) => o.index)).toEqual(payloads);
    expect(out.map((o) => o.value)).toEqual(payloads.map((p) => p * 10));
    expect(seen.chunks.map((c) => c.length)).toEqual([4, 4, 4, 4, 4, 3]);
    expect(seen.maxOut).toBe(3);
  });

  it('yields as chunks complete in arrival order, reading the input lazily', async () => {
    const { send, seen } = sender([40, 1, 1, 1]);
    let read = 0;
    function* payloads() {
      for (let i = 0; i < 12; i++) {
        read++;
        yield i;
      }
    }
    const it = mapChunks<number, number>(payloads(), 2, () => 2, send, 'arrival');
    const first = await it.next();
    // The fast second chunk overtakes the slow first one; only the window's chunks were read.
    expect(first.value!.index).toBe(2);
    expect(read).toBeLessThanOrEqual(6);
    const rest = await collect({ [Symbol.asyncIterator]: () => it });
    expect([first.value!, ...rest].map((o) => o.index).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(seen.maxOut).toBe(2);
  });

  it('yields nothing for no payloads and refuses a batch size below 1', async () => {
    expect(await collect(mapChunks<number, number>([], 3, () => 2, sender([1]).send))).toEqual([]);
    await expect(collect(mapChunks<number, number>([1], 0, () => 2, sender([1]).send))).rejects.toThrow(/batch must be ≥ 1/);
  });
});
