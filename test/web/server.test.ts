// The page's server (src/web/server.ts) over plain HTTP, no browser: the catalog, the files the
// worker fetches (byte for byte what is on disk), names that are paths refused, one page for
// every other address; and `verbivore serve`'s flags.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinLeavesPath } from '../../src/leaves/store.js';
import { lexiconPath } from '../../src/lexicon/store.js';
import { wasmPaths } from '../../src/paths.js';
import { type RunningServer, startServer } from '../../src/web/server.js';
import type { Catalog } from '../../src/web/catalog.js';
import { cliMain, tempDir } from '../helpers.js';

let running: RunningServer;
const page = '<!doctype html><title>the page</title>';

beforeAll(async () => {
  const root = tempDir('verbivore-web-');
  writeFileSync(join(root, 'index.html'), page);
  writeFileSync(join(root, 'app.js'), 'console.log(1)');
  running = await startServer({ port: 0, root });
});
afterAll(() => running?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, running.url), { headers });
const bytes = async (path: string) => new Uint8Array(await (await get(path)).arrayBuffer());
/** A digest to compare megabytes by (toEqual on them takes seconds). */
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('the web server', () => {
  it('listens on 127.0.0.1 and lists lexicons, rulesets and shipped leave tables', async () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const r = await get('/api/catalog.json');
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    const catalog = (await r.json()) as Catalog;
    expect(catalog.lexicons).toEqual(expect.arrayContaining([
      { name: 'sowpods', alphabet: 'english', built: true, syllables: false },
      { name: 'catalan', alphabet: 'catalan', built: true, syllables: true },
    ]));
    expect(catalog.rulesets.map((x) => x.name)).toEqual(expect.arrayContaining(['english', 'catalan', 'spanish', 'super']));
    expect(catalog.rulesets.find((x) => x.name === 'english')).toEqual({ name: 'english', alphabet: 'english', lexicon: 'sowpods' });
    expect(catalog.leaves).toEqual(['catalan', 'dutch', 'english', 'french', 'german', 'norwegian', 'polish', 'slovene', 'spanish', 'swedish']);
  });

  it('serves the plain core, lexicons and leave tables as they are on disk', async () => {
    const core = await get('/files/core-plain.wasm');
    expect(core.headers.get('content-type')).toBe('application/wasm');
    expect(sha256(new Uint8Array(await core.arrayBuffer()))).toBe(sha256(readFileSync(wasmPaths.plain)));
    expect(sha256(await bytes('/files/lexicons/sowpods.lex'))).toBe(sha256(readFileSync(lexiconPath('sowpods'))));
    expect(sha256(await bytes('/files/leaves/english.leaves'))).toBe(sha256(readFileSync(builtinLeavesPath('english'))));
    // A reload asks with the ETag and gets 304.
    const etag = (await get('/files/lexicons/sowpods.lex')).headers.get('etag')!;
    expect((await get('/files/lexicons/sowpods.lex', { 'if-none-match': etag })).status).toBe(304);
  });

  it('serves a Catalan syllable index; other lexicons have none', async () => {
    const index = await bytes('/files/syllables/catalan.syllables');
    expect(new TextDecoder().decode(index.subarray(0, 22))).toBe('verbivore-syllables 2\n');
    const none = await get('/files/syllables/sowpods.syllables');
    expect(none.status).toBe(400);
    expect(await none.text()).toMatch(/sowpods has no syllable index/);
  });

  it('refuses unknown names and anything that is a path', async () => {
    const unknown = await get('/files/lexicons/nosuch.lex');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/no lexicon recipe named "nosuch"/);
    for (const path of ['/files/lexicons/..%2F..%2Fpackage.json.lex', '/files/lexicons/%2Fetc%2Fpasswd.lex', '/files/leaves/nosuch.leaves',
      '/files/lexicons/sowpods.leaves', '/files/other/x.lex', '/assets/missing.js', '/api/other']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await fetch(new URL('/', running.url), { method: 'POST' })).status).toBe(405);
    expect((await get('/files/lexicons/%E0%A4%A.lex')).status).toBe(400);
  });

  it('serves the page\'s files, and the page for every other address', async () => {
    expect(await (await get('/app.js')).text()).toBe('console.log(1)');
    expect((await get('/app.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    for (const path of ['/', '/grid', '/index.html']) expect(await (await get(path)).text(), path).toBe(page);
  });
});

describe('verbivore serve', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [cliMain, 'serve', ...args], { encoding: 'utf8', timeout: 20_000 });

  it('checks its flags', () => {
    expect(run('--help').stdout).toMatch(/Usage: verbivore serve \[--port 8080\] \[--host 127\.0\.0\.1\]/);
    for (const [args, message] of [
      [['--port', 'x'], /--port must be a whole number ≥ 0, got "x"/],
      [['--port', '70000'], /--port must be at most 65535, got 70000/],
      [['extra'], /unexpected argument "extra"/],
      [['--host', '999.1.1.1', '--port', '0'], /^verbivore: --host "999\.1\.1\.1" is not an address nor a host name that resolves; give e\.g\. 127\.0\.0\.1 or 0\.0\.0\.0\n$/],
    ] as const) {
      const r = run(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });

  it('says when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const r = run('--port', String((blocker.address() as AddressInfo).port));
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/port \d+ on 127\.0\.0\.1 is in use; choose another with --port/);
    } finally {
      blocker.close();
    }
  });
});
