// The web page's server (verbivore serve): plain node:http serving the page bundled by vite
// (dist/web), the plain core build, and the data files the page's Web Worker fetches — built
// lexicons (a recipe never built is built on the first request, as the CLI does), Catalan
// syllable indexes (built on first request, their checksum checked here, since a browser has no
// synchronous SHA-256) and the shipped leave tables. Every search runs in the browser; the
// server only hands out files.
//
//   GET /                               the page (dist/web/index.html), /assets/... its bundle
//   GET /api/catalog.json               lexicons, rulesets, leave tables: what the page offers
//   GET /files/core-plain.wasm          the plain core build
//   GET /files/lexicons/NAME.lex        a lexicon by recipe or built name (never a path)
//   GET /files/syllables/NAME.syllables a Catalan lexicon's syllable index
//   GET /files/leaves/NAME.leaves       a ruleset's shipped leave table

import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { errors, VerbivoreError } from '../errors.js';
import { quote } from '../inputText.js';
import { builtinLeaveNames, builtinLeavesPath } from '../leaves/store.js';
import { recipes } from '../lexicon/sources.js';
import { availableLexicons, ensureLexicon, type Lexicon, lexiconPath } from '../lexicon/store.js';
import { packageRoot, wasmPaths } from '../paths.js';
import { rulesetByName, rulesetNames } from '../rules/index.js';
import { ensureSyllableView, syllabifiedAlphabets, syllableIndexPath } from '../syllables/lexiconView.js';
import type { Catalog } from './catalog.js';

/** Where `npm run build:web` puts the page. */
export const webRoot = join(packageRoot, 'dist', 'web');

export interface ServeOptions {
  port?: number;
  host?: string;
  /** Folder of the built page (default dist/web). */
  root?: string;
  /** Called with each thing the server does that takes a while (a lexicon built on first use). */
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.wasm': 'application/wasm', '.txt': 'text/plain; charset=utf-8',
};

/** A lexicon, leave-table or ruleset name: letters, digits, '-' and '_' only (never a path). */
const NAME = /^[A-Za-z0-9_-]{1,64}$/;

export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const root = options.root ?? webRoot;
  if (!existsSync(join(root, 'index.html'))) {
    throw errors.missingFile(`${join(root, 'index.html')} (the web page is built by npm run build / npm run build:web)`);
  }
  const log = options.log ?? (() => {});
  const lexicons = new Map<string, Promise<Lexicon>>();
  // One build per lexicon at a time, however many requests ask for it.
  const lexicon = (name: string): Promise<Lexicon> => {
    let p = lexicons.get(name);
    if (!p) {
      if (!knownLexicons().includes(name)) throw errors.unknownLexicon(name, knownLexicons());
      if (!existsSync(lexiconPath(name))) log(`building lexicon ${name} (first use)`);
      p = ensureLexicon(name);
      lexicons.set(name, p);
      p.catch(() => lexicons.delete(name));
    }
    return p;
  };
  const syllables = new Map<string, Promise<unknown>>();
  const syllableIndex = async (name: string): Promise<string> => {
    const lex = await lexicon(name);
    if (!syllabifiedAlphabets.has(lex.alphabet.id) || !recipes().has(name)) {
      throw errors.badInput(`lexicon ${name} has no syllable index (only Catalan lexicons with a recipe have one)`);
    }
    let p = syllables.get(name);
    if (!p) {
      if (!existsSync(syllableIndexPath(name))) log(`building the syllable index of ${name} (first use)`);
      p = ensureSyllableView(lex);
      syllables.set(name, p);
      p.catch(() => syllables.delete(name));
    }
    await p;
    return syllableIndexPath(name);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'only GET and HEAD');
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return send(res, 400, 'the address is not valid percent-encoding');
    }
    if (path === '/api/catalog.json') return sendJson(res, catalog());
    if (path === '/files/core-plain.wasm') return sendFile(req, res, wasmPaths.plain);
    const file = /^\/files\/(lexicons|syllables|leaves)\/([^/]+)\.(lex|syllables|leaves)$/.exec(path);
    if (file) {
      const [, folder, name, ext] = file;
      if (!NAME.test(name!) || { lexicons: 'lex', syllables: 'syllables', leaves: 'leaves' }[folder!] !== ext) return send(res, 404, 'not found');
      if (folder === 'lexicons') {
        await lexicon(name!);
        return sendFile(req, res, lexiconPath(name!));
      }
      if (folder === 'syllables') return sendFile(req, res, await syllableIndex(name!));
      if (!builtinLeaveNames().includes(name!)) return send(res, 404, `no shipped leave table for ruleset ${name}`);
      return sendFile(req, res, builtinLeavesPath(name!));
    }
    // The page: a file of the bundle, else index.html (one page).
    const inRoot = normalize(join(root, path));
    if (!inRoot.startsWith(root + sep) && inRoot !== root) return send(res, 404, 'not found');
    if (path !== '/' && existsSync(inRoot) && statSync(inRoot).isFile()) return sendFile(req, res, inRoot);
    if (path.startsWith('/assets/') || path.startsWith('/files/') || path.startsWith('/api/')) return send(res, 404, 'not found');
    return sendFile(req, res, join(root, 'index.html'));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      const known = e instanceof VerbivoreError;
      const status = known && ['missing-lexicon', 'missing-file', 'unknown-lexicon'].includes(e.code) ? 404 : known ? 400 : 500;
      if (!known) log(`error serving ${req.url}: ${(e as Error)?.message ?? String(e)}`);
      if (!res.headersSent) send(res, status, known ? e.message : 'internal error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => reject(listenError(e, options.port ?? 8080, options.host ?? '127.0.0.1')));
    server.listen(options.port ?? 8080, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}/`,
    server,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

/** Lexicons the page may load: recipes (built on demand) and built files. */
function knownLexicons(): string[] {
  const { recipes: r, built } = availableLexicons();
  return [...new Set([...r, ...built])].filter((n) => NAME.test(n));
}

function catalog(): Catalog {
  const r = recipes();
  const { built } = availableLexicons();
  return {
    lexicons: knownLexicons().sort().map((name) => ({
      name,
      alphabet: r.get(name)?.alphabet ?? 'english',
      built: built.includes(name),
      syllables: r.has(name) && syllabifiedAlphabets.has(r.get(name)!.alphabet),
    })),
    rulesets: rulesetNames.map((name) => {
      const rs = rulesetByName(name);
      return { name, alphabet: rs.alphabet, lexicon: rs.lexicon };
    }),
    leaves: builtinLeaveNames(),
  };
}

function send(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function sendJson(res: ServerResponse, value: unknown): void {
  res.writeHead(200, { 'content-type': TYPES['.json']!, 'cache-control': 'no-cache' });
  res.end(JSON.stringify(value));
}

/** A file, with an ETag from its size and time so a reload fetches only what changed. */
function sendFile(req: IncomingMessage, res: ServerResponse, path: string): void {
  if (!existsSync(path)) return send(res, 404, 'not found');
  const st = statSync(path);
  const etag = `"${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}"`;
  const headers = {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    etag,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': st.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path).pipe(res);
}

/** Why the server could not listen, as the user can fix it (a bad host, a port taken); else the error. */
function listenError(e: NodeJS.ErrnoException, port: number, host: string): Error {
  const quoted = quote(host);
  switch (e.code) {
    case 'EADDRINUSE': return errors.about({ option: 'port' }, (n) => `port ${port} on ${host} is in use; choose another with ${n}`, 'bad-usage');
    case 'ENOTFOUND': case 'EAI_AGAIN': case 'EAI_FAIL': case 'EAI_NONAME':
      return errors.about({ option: 'host' }, (n) => `${n} ${quoted} is not an address nor a host name that resolves; give e.g. 127.0.0.1 or 0.0.0.0`, 'bad-usage');
    case 'EADDRNOTAVAIL':
      return errors.about({ option: 'host' }, (n) => `${n} ${quoted} is not an address of this machine; give one of its addresses, 127.0.0.1 or 0.0.0.0`, 'bad-usage');
    default: return e;
  }
}
