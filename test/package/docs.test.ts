// `npm run docs`: TypeDoc over the public API (src/index.ts) with warnings as errors
// (typedoc.json), so every type a public signature names is documented or deliberately left out.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { packageRoot } from '../../src/paths.js';

describe('API reference', () => {
  it('TypeDoc writes it without a warning, with a page per exported function and class', () => {
    const out = join(tempDir('verbivore-docs-'), 'api');
    const r = spawnSync(process.execPath, [join(packageRoot, 'node_modules/typedoc/bin/typedoc'), '--out', out], {
      cwd: packageRoot, encoding: 'utf8',
    });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(/\[warning\]/);
    for (const page of ['functions/analysePosition.html', 'functions/endgamePlayer.html', 'classes/Engine.html', 'interfaces/Position.html']) {
      expect(existsSync(join(out, page)), page).toBe(true);
    }
    expect(readFileSync(join(out, 'functions/analysePosition.html'), 'utf8')).toMatch(/AnalysisRequest/);
  }, 240_000);
});
