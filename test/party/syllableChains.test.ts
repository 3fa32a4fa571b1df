// Velosíl·laB and Baulasíl·laB: the rule's links ("each syllable forms a word with the previous
// one"; "so that a new word is formed" right of the run), against brute force whose word
// oracle is the syllable query's combine, not the solvers' join.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { baulasillab, joinedWords, velosillab } from '../../src/party/syllableChains.js';
import { parseSyllable } from '../../src/query/syllables.js';
import { referenceBaulaWords, referenceVeloRows } from '../../src/reference/party.js';
import { ensureSyllableView } from '../../src/syllables/lexiconView.js';

let ca: Engine;
beforeAll(async () => {
  const lex = await ensureLexicon('catalan');
  await ensureSyllableView(lex);
  ca = new Engine(lex);
}, 300_000);

const ALL = Number.POSITIVE_INFINITY;
const join = (...s: string[]) => joinedWords(ca, s.map((x) => parseSyllable(ca.alphabet, x)));

describe('joining syllables in order (rule P)', () => {
  it('CA + SA is CASA, SA + CA is SACA; PER + O is not PERÒ, CIM + ES not CIMES', () => {
    expect(join('CA', 'SA')).toEqual(['CASA']);
    expect(join('SA', 'CA')).toEqual(['SACA']);
    expect(join('PER', 'O')).toEqual([]);
    expect(join('CIM', 'ES')).toEqual([]);
  });

  it('two L tiles make L·L: COL + LEC + CI + O is COL·LECCIO', () => {
    expect(join('COL', 'LEC', 'CI', 'O')).toEqual(['COL·LECCIO']);
  });
});

describe('Velosíl·laB', () => {
  it('"each syllable forms a word with the previous one": every pair in a row is a word, one marker per syllable', () => {
    const rows = velosillab(ca, { hand: ['CA', 'SA', 'DA', 'MA', 'TA', 'RE'], limit: ALL });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.score).toBe(r.syllables.length);
      expect(r.words).toHaveLength(r.syllables.length - 1);
      r.words.forEach((w, i) => expect(join(r.syllables[i]!, r.syllables[i + 1]!)).toContain(w));
    }
  });

  it('a row begun: the first syllable placed makes a word with the last one on the board', () => {
    const rows = velosillab(ca, { hand: ['SA', 'DA', 'NA'], after: 'CA', limit: ALL });
    for (const r of rows) expect(join('CA', r.syllables[0]!)).toContain(r.words[0]);
    expect(rows[0]!.words[0]).toBeDefined();
  });

  for (const [hand, after] of [
    [['CA', 'SA', 'DA', 'MA', 'TA', 'RE'], undefined],
    [['PO', 'TA', 'LA', 'MA', 'RE', 'NA', 'DO'], undefined],
    [['TA', 'CA', 'RA', 'NA', 'SA'], 'MA'],
    [['RA', 'RA', 'TA', 'PA'], undefined],
  ] as [string[], string | undefined][]) {
    it(`the longest rows are those brute force finds: ${hand.join(' ')}${after ? ` after ${after}` : ''}`, () => {
      const got = velosillab(ca, { hand, after, limit: ALL }).map((r) => r.syllables.join('-')).sort();
      const want = referenceVeloRows(ca, hand, after).map((r) => r.join('-')).sort();
      expect(got).toEqual(want);
    }, 60_000);
  }

  it('errors name the option', () => {
    expect(() => velosillab(ca, { hand: [] })).toThrow(/syllables needs at least 1 syllable/);
  });
});

describe('Baulasíl·laB', () => {
  it('"so that a new word is formed": the placed syllable ends a word with the end of the run', () => {
    const moves = baulasillab(ca, { run: ['TA', 'CA'], hand: ['SA', 'DA', 'MA'] });
    for (const m of moves) {
      for (const w of m.words) {
        expect(w.syllables.at(-1)).toBe(m.syllable);
        expect(['TA', 'CA']).toEqual(expect.arrayContaining(w.syllables.slice(0, -1)));
      }
    }
    // CA + SA = CASA; TA + CA + DA = TACADA.
    expect(moves.find((m) => m.syllable === 'SA')!.words.map((w) => w.word)).toContain('CASA');
    expect(moves.find((m) => m.syllable === 'DA')!.words.map((w) => w.word)).toContain('TACADA');
  });

  for (const [run, hand] of [
    [['TA', 'CA'], ['SA', 'DA', 'MA']],
    [['PO', 'DA', 'RE'], ['MOS', 'LA', 'RA']],
    [['CA', 'MI', 'NA'], ['DA', 'RE', 'VA']],
  ] as [string[], string[]][]) {
    it(`the words are those brute force finds: run ${run.join(' ')}, hand ${hand.join(' ')}`, () => {
      const got = new Map(baulasillab(ca, { run, hand }).map((m) => [m.syllable, m.words.map((w) => w.word).sort()]));
      const want = referenceBaulaWords(ca, run, hand);
      expect(got).toEqual(new Map([...want].map(([s, w]) => [s, [...new Set(w)].sort()])));
    }, 60_000);
  }
});
