// What submitters and workers of the queue agree on, without Redis: JSON checks, job ids,
// failure reasons, the default job size.

import { describe, expect, it } from 'vitest';
import { VerbivoreError } from '../../src/errors.js';
import { notJson, packReplies, unpackReplies } from '../../src/pool/json.js';
import { failureOf, failureReason, JOB_FORMAT, type JobData, jobId } from '../../src/pool/queue.js';
import { defaultJobSize, MAX_JOB_PAYLOADS } from '../../src/pool/redisRunner.js';

describe('notJson', () => {
  it('accepts plain data, undefined properties included', () => {
    expect(notJson({ a: [1, 'x', true, null, { b: -0.5 }], skipped: undefined })).toBeUndefined();
    expect(notJson('text')).toBeUndefined();
  });

  it('names the first value JSON would change, and where', () => {
    expect(notJson({ position: { board: new Uint8Array(4) } })).toBe('a Uint8Array at .position.board');
    expect(notJson({ moves: [{ equity: 1 }, { equity: NaN }] })).toBe('the number NaN at .moves[1].equity');
    expect(notJson([1, undefined])).toBe('undefined at [1]');
    expect(notJson({ when: new Date(0) })).toBe('a Date at .when');
    expect(notJson({ f: () => 1 })).toBe('a function at .f');
    expect(notJson(new Map())).toBe('a Map');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(notJson(cycle)).toMatch(/^nesting deeper than 100 levels \(a cycle\?\) at (\.self){12}…$/);
  });

  it('packReplies packs the replies, turning a non-JSON value into that reply\'s error', () => {
    const { packed, failed } = packReplies('grid', [
      { ok: true, value: { score: 3 } },
      { ok: true, value: new Uint32Array(2) },
      { ok: false, code: 'bad-input', message: 'no' },
    ]);
    expect(failed).toBe(2);
    expect(packed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const replies = unpackReplies(packed) as { ok: boolean; code?: string; message?: string }[];
    expect(replies[0]).toEqual({ ok: true, value: { score: 3 } });
    expect(replies[1]).toMatchObject({ ok: false, code: 'internal' });
    expect(replies[1]!.message).toMatch(/task grid returned a Uint32Array/);
    expect(replies[2]).toEqual({ ok: false, code: 'bad-input', message: 'no' });
  });
});

describe('queue jobs', () => {
  const data = (payloads: unknown[], lexicon = 'sowpods'): JobData => ({ v: JOB_FORMAT, kind: 'anagram', lexicon, checksum: 7, payloads });

  it('ids name the kind and keys, and change with any part of the work', () => {
    const id = jobId(data([{ letters: 'AB' }]), 'L3', 'L9');
    expect(id).toMatch(/^anagram\.L3-L9\.[0-9a-f]{16}$/);
    expect(jobId(data([{ letters: 'AB' }]), 'L3', 'L9')).toBe(id);
    expect(jobId(data([{ letters: 'AC' }]), 'L3', 'L9')).not.toBe(id);
    expect(jobId(data([{ letters: 'AB' }], 'catalan'), 'L3', 'L9')).not.toBe(id);
    expect(jobId(data([{ letters: 'AB' }]), 'seed:1', 'seed:1')).toMatch(/^anagram\.seed_1\./);
  });

  it('a failure reason carries the error code across', () => {
    const e = failureOf(failureReason(new VerbivoreError('lexicon-mismatch', 'checksums differ')));
    expect([e.code, e.message]).toEqual(['lexicon-mismatch', 'checksums differ']);
    expect(failureOf('job stalled more than allowable limit').code).toBe('task-crashed');
    expect(failureOf('something else').code).toBe('internal');
  });

  it('jobs hold about 8 per worker thread, at most MAX_JOB_PAYLOADS payloads each', () => {
    expect(defaultJobSize(10_000, 2)).toBe(MAX_JOB_PAYLOADS);
    expect(defaultJobSize(100, 2)).toBe(7);
    expect(defaultJobSize(3, 0)).toBe(1);
    expect(defaultJobSize(undefined, 4)).toBe(MAX_JOB_PAYLOADS);
  });
});
