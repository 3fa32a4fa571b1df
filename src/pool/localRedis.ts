// A throwaway redis-server on a free loopback port, in a temporary folder it removes when
// stopped: for the queue's tests and benchmark, and for trying the queue on one machine. It
// never outlives this process (killed on exit).

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { errors } from '../errors.js';

export interface LocalRedis {
  url: string;
  port: number;
  /** The server's process id now (it changes on restart). */
  readonly pid: number | undefined;
  /** Stops the server (SIGKILL when `hard`, else a clean shutdown) and starts it again on the same port and data. */
  restart(options?: { hard?: boolean; downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

/** The redis-server binary on PATH (or in the usual Debian places), if installed. */
export function findRedisServer(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin', '/usr/local/bin'];
  return dirs.filter((d) => d.startsWith('/')).map((d) => join(d, 'redis-server')).find((p) => existsSync(p));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts redis-server. With `persistent`, every write is in its append-only file before Redis
 * acknowledges it (appendfsync always), so a restart — even after SIGKILL — keeps everything
 * acknowledged.
 */
export async function startLocalRedis(options: { persistent?: boolean } = {}): Promise<LocalRedis> {
  const binary = findRedisServer();
  if (!binary) throw errors.missingFile('redis-server (install it: apt-get install redis-server)');
  const dir = mkdtempSync(join(tmpdir(), 'verbivore-redis-'));
  const port = await freePort();
  const args = [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--daemonize', 'no', '--logfile', '',
    ...(options.persistent ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']),
  ];
  let child: ChildProcess | undefined;
  const killOnExit = () => child?.kill('SIGKILL');
  process.on('exit', killOnExit);

  const launch = () => new Promise<void>((resolve, reject) => {
    const c = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = c;
    let log = '';
    const timer = setTimeout(() => {
      c.kill('SIGKILL');
      reject(errors.internal(`redis-server did not start within 10 s:\n${log.slice(-2000)}`));
    }, 10_000);
    const onData = (b: Buffer) => {
      log += b.toString();
      if (/ready to accept connections/i.test(log)) {
        clearTimeout(timer);
        c.stdout!.off('data', onData);
        c.stdout!.resume();
        resolve();
      }
    };
    c.stdout!.on('data', onData);
    c.stderr!.on('data', (b: Buffer) => (log += b.toString()));
    c.once('exit', (code) => {
      clearTimeout(timer);
      reject(errors.internal(`redis-server exited with code ${code} while starting:\n${log.slice(-2000)}`));
    });
  });
  const halt = async (signal: NodeJS.Signals) => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((resolve) => c.once('exit', resolve));
    c.kill(signal);
    await exited;
  };

  try {
    await launch();
  } catch (e) {
    process.off('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    get pid() {
      return child?.pid;
    },
    async restart({ hard = false, downMs = 0 } = {}) {
      await halt(hard ? 'SIGKILL' : 'SIGTERM');
      if (downMs) await new Promise((r) => setTimeout(r, downMs));
      await launch();
    },
    async stop() {
      await halt('SIGTERM');
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
