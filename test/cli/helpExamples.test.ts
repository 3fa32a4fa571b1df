// The examples in the help of pattern and query are true: each is run as written, and the words
// it promises (in capitals, before any parenthesis) are among the answers.

import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/cli/command.js';
import { pattern } from '../../src/cli/commands/pattern.js';
import { query } from '../../src/cli/commands/query.js';
import { runCli, shellWords } from '../helpers.js';

/** The "Examples:" of a help text: the command line and what it shows (the rest of the line, or the next). */
function helpExamples(help: string): { line: string; shows: string }[] {
  const lines = help.slice(help.indexOf('\nExamples:')).split('\n');
  const out: { line: string; shows: string }[] = [];
  lines.forEach((l, i) => {
    const m = /^ {2}(verbivore .*?)(?: {2,}(.*))?$/.exec(l);
    if (m) out.push({ line: m[1]!, shows: m[2] ?? lines[i + 1]!.trim() });
  });
  return out;
}

describe('help examples', () => {
  for (const cmd of [pattern, query] as Command[]) {
    const examples = helpExamples(cmd.help);
    it(`${cmd.name} has examples`, () => expect(examples.length).toBeGreaterThan(0));
    for (const { line, shows } of examples) {
      it(line, () => {
        const r = runCli([...shellWords(line).slice(1), '--json']);
        expect(r.code, r.err).toBe(0);
        const words = (JSON.parse(r.out) as { word: string }[]).map((w) => w.word);
        for (const w of shows.replace(/\(.*/, '').match(/\b[A-Z]{4,}\b/g) ?? []) expect(words, w).toContain(w);
      });
    }
  }
});
