// The annotated tiny lexicon of docs/formats.md: compiling its words must give exactly the
// committed dump. Update it on purpose with UPDATE_GOLDEN=1 (then check the diff and the doc).

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { dumpLexicon } from '../../src/lexicon/dump.js';
import { packageRoot } from '../../src/paths.js';

const dir = join(packageRoot, 'test', 'fixtures', 'lexicon');

it('compiles the tiny word list to the committed, annotated dump', () => {
  const words = readFileSync(join(dir, 'tiny.words'), 'utf8').split('\n').filter(Boolean);
  const dump = dumpLexicon(compileLexicon(words.map((w) => english.tokenize(w))).entries, english);
  if (process.env.UPDATE_GOLDEN) writeFileSync(join(dir, 'tiny.dump'), dump);
  expect(dump).toBe(readFileSync(join(dir, 'tiny.dump'), 'utf8'));
});
