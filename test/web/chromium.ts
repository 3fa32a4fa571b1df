// Debian's headless chromium driven by playwright-core, for the browser tests (never a browser
// downloaded by npm). Without chromium or playwright-core the tests skip, naming what is
// missing; with CI set they fail instead (.ci/run installs chromium).

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { tempDir } from '../helpers.js';

export const CHROMIUM = '/usr/bin/chromium';

function resolves(pkg: string): boolean {
  try {
    createRequire(import.meta.url).resolve(pkg);
    return true;
  } catch {
    return false;
  }
}

/** What the browser tests lack here (empty: they run); throws under CI. */
export function browserMissing(extra: (string | false)[] = []): string[] {
  const missing = [
    !existsSync(CHROMIUM) && `chromium (${CHROMIUM}: apt-get install chromium)`,
    !resolves('playwright-core') && 'the playwright-core package (npm install)',
    ...extra,
  ].filter((x): x is string => typeof x === 'string');
  if (missing.length) {
    const message = `browser tests need ${missing.join(' and ')}`;
    if (process.env.CI) throw new Error(message);
    console.warn(`skipping the browser tests: ${message}`);
  }
  return missing;
}

/** A headless chromium with a profile in a temporary folder (removed with the test file). */
export async function launchChromium(viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const { chromium } = await import('playwright-core');
  const profile = tempDir('verbivore-chromium-');
  return chromium.launchPersistentContext(join(profile, 'user-data'), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
    // Chromium's own temporary files stay in the profile folder, removed with it.
    env: { ...process.env, TMPDIR: profile, HOME: profile },
    viewport,
  });
}
