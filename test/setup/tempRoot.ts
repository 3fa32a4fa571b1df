// Global setup: every test run gets its own temporary root (TMPDIR), so a folder a test forgets
// to remove is found at the end and fails the run instead of piling up in /tmp.

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'verbivore-test-run-'));
  // Test workers and the CLIs they spawn inherit it: os.tmpdir() reads TMPDIR on every call.
  process.env.TMPDIR = root;
  return () => {
    const left = readdirSync(root);
    rmSync(root, { recursive: true, force: true });
    if (!left.length) return;
    process.exitCode = 1;
    throw new Error(`tests left temporary files or folders behind: ${left.join(', ')} (use tempDir() from test/helpers.ts)`);
  };
}
