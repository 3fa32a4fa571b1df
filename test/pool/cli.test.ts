// The queue's command-line edges that need no Redis: flags that do not go together, a Redis
// that does not answer (a clear error in seconds, never a hang or a stack trace).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';
import { runCli } from '../helpers.js';

const run = (...args: string[]) => runCli(args, { timeout: 30_000 });
const EMPTY = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15';

describe('--redis and verbivore worker on the command line', () => {
  let dir: string, batch: string, deadUrl: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'verbivore-queue-cli-'));
    batch = join(dir, 'batch.txt');
    writeFileSync(batch, `${EMPTY} RETAINS/ 0/0 0\n`);
    // A loopback port nothing listens on (taken, then released).
    const server = createServer();
    const port = await new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as { port: number }).port)));
    await new Promise((r) => server.close(r));
    deadUrl = `redis://127.0.0.1:${port}`;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a Redis that does not answer: exit 2 with what to do, from the worker and the submitter', () => {
    for (const args of [['worker', '--redis', deadUrl], ['moves', '--batch', batch, '--redis', deadUrl], ['grid', 'best', '--seconds', '1', '--redis', deadUrl]]) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain(`cannot reach Redis at ${deadUrl}`);
      expect(r.err).toMatch(/ECONNREFUSED/);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });

  it('a server that takes the connection but never answers: exit 2 in seconds, one line', async () => {
    const silent = createServer((socket) => socket.on('error', () => {}));
    const port = await new Promise<number>((r) => silent.listen(0, '127.0.0.1', () => r((silent.address() as { port: number }).port)));
    const url = `redis://127.0.0.1:${port}`;
    try {
      // The kernel completes the connections while runCli blocks this thread; nothing ever replies.
      for (const args of [['worker', '--redis', url], ['moves', '--batch', batch, '--redis', url]]) {
        const start = Date.now();
        const r = run(...args);
        expect(r.code, args.join(' ')).toBe(2);
        expect(r.err).toBe(`verbivore: cannot reach Redis at ${url}: it took the connection but did not answer within 5 s. Start redis-server there or fix --redis\n`);
        expect(Date.now() - start).toBeLessThan(15_000);
      }
    } finally {
      silent.close();
    }
  }, 60_000);

  it('flags that do not go together, and bad values, are usage errors', () => {
    const cases: [string[], RegExp][] = [
      [['worker'], /give the queue with --redis URL/],
      [['worker', '--redis', 'localhost:6379'], /redis:\/\/ or rediss:\/\/ URL/],
      [['worker', '--redis', deadUrl, '--concurrency', '0'], /--concurrency must be a whole number ≥ 1/],
      [['worker', '--redis', deadUrl, '--stall-seconds', 'soon'], /--stall-seconds must be a number ≥ 1/],
      [['moves', '--batch', batch, '--redis', deadUrl, '--workers', '2'], /--workers counts threads on this machine/],
      [['moves', '--batch', batch, '--job-size', '8'], /--job-size is for --redis/],
      [['moves', '--batch', batch, '--redis', deadUrl, '--leaves', batch], /--leaves names a file on this machine/],
      [['moves', '--batch', batch, '--redis', deadUrl, '--lexicon', join(packageRoot, 'lexicons', 'sowpods.lex')], /is a path/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(message);
    }
  });

  it('worker --help says how to run it', () => {
    const r = run('worker', '--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/verbivore worker --redis URL \[--concurrency K\]/);
    expect(run('--help').out).toMatch(/worker\s+run queued tasks/);
  });
});
