import { describe, expect, it } from 'vitest';
import { english } from '../src/alphabet/index.js';
import { VerbivoreError } from '../src/errors.js';
import {
  characterAt, codePointColumn, escapeControls, indexOfColumn, limitMessage, MAX_MESSAGE, quote, quoteValue,
} from '../src/inputText.js';
import { readCgp, readGcg } from '../src/scrabble/position/index.js';
import { parseLeavesCsv } from '../src/leaves/index.js';
import { loadRuleset } from '../src/rules/index.js';

const messageOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(VerbivoreError);
    return (e as Error).message;
  }
  throw new Error('expected an error');
};

describe('quoting user input in messages', () => {
  it('short text is quoted whole; control characters are escaped', () => {
    expect(quote('CAFÉ')).toBe('"CAFÉ"');
    expect(quote('A\u001b[2JB\n')).toBe('"A\\u001b[2JB\\n"');
    expect(escapeControls('x\u202ey')).toBe('x\\u202ey');
  });

  it('long text is cut around the column, with ellipses and the length in characters', () => {
    const text = `${'A'.repeat(500_000)}1${'B'.repeat(500_000)}`;
    const q = quote(text, 500_000);
    expect(q).toMatch(/^"…A+1B+…" \(1,000,001 characters\)$/);
    expect(q.length).toBeLessThan(100);
    expect(quote(text)).toMatch(/^"A+…" \(1,000,001 characters\)$/);
    expect(quote(text, 1_000_000)).toMatch(/^"…B+" \(1,000,001 characters\)$/);
  });

  it('never cuts inside an emoji, and counts columns in code points', () => {
    const text = '😀'.repeat(100);
    expect(codePointColumn(text, 10)).toBe(5);
    expect(indexOfColumn(text, 5)).toBe(10);
    const q = quote(text, 50);
    expect(q).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect(q).toMatch(/^"…(😀)+…" \(100 characters\)$/);
    // A family is one grapheme of five code points: shown whole or not at all.
    const family = '👩‍👩‍👧';
    expect(characterAt(`x${family}y`, 1)).toBe(family);
    const families = quote(family.repeat(30), 40);
    expect(families.replaceAll(family, '')).toMatch(/^"……" \(150 characters\)$/);
  });

  it('JSON values are shown as JSON, cut alike', () => {
    expect(quoteValue(12)).toBe('12');
    expect(quoteValue(null)).toBe('null');
    expect(quoteValue(undefined)).toBe('undefined');
    expect(quoteValue([1, 2])).toBe('[1,2]');
    expect(quoteValue(Array(10_000).fill(7))).toMatch(/^\[7,7,.*… \(20,001 characters\)$/);
  });

  it('any message is cut as a safety net, between characters', () => {
    const long = `x${'😀'.repeat(MAX_MESSAGE)}`;
    const cut = limitMessage(long);
    expect(cut.length).toBeLessThanOrEqual(MAX_MESSAGE + 40);
    expect(cut).toMatch(/… \(message cut: 4,001 characters\)$/);
    expect(new VerbivoreError('bad-input', long).message).toBe(cut);
  });
});

describe('errors quote input by characters and cut it', () => {
  it('an emoji is named whole, at its column in characters', () => {
    expect(messageOf(() => english.tokenize('AB😀C'))).toBe(`"AB😀C": is not a tile: '😀' at column 3 (alphabet english)`);
    expect(messageOf(() => english.parseRack('😀?😀X1'))).toMatch(/'😀' at column 1/);
    expect(messageOf(() => english.parseRack('AB?C1'))).toMatch(/'1' at column 5/);
  });

  it('a 1 MB line is not echoed whole', () => {
    const line = 'A'.repeat(1_000_000);
    for (const f of [
      () => english.tokenize(`${line}1`),
      () => readCgp(`${line}! A/B 0/0 0`, english),
      () => readCgp(`15/15 ${line}1/ 0/0 0`, english),
      () => readGcg(`#player1 a A\n${line}`, english),
      () => readGcg(`#player1 a A\n>a: ${line}1 8D A +1 1`, english),
      () => parseLeavesCsv(`${line}1,1`, loadRuleset('english')),
      () => parseLeavesCsv(`A,${line}`, loadRuleset('english')),
    ]) {
      const message = messageOf(f);
      expect(message.length).toBeLessThan(300);
      expect(message).not.toMatch(/A{100}/);
    }
  });
});
