// Names a user types are looked up among own keys only: Object.prototype's names are unknown
// names with the usual error, never an internal error.

import { join } from 'node:path';
import { expect, it } from 'vitest';
import { alphabetById } from '../src/alphabet/index.js';
import { VerbivoreError } from '../src/errors.js';
import { scoringTable } from '../src/grid/scoring.js';
import { recipe } from '../src/lexicon/sources.js';
import { rulesetByName } from '../src/rules/index.js';
import { runCli } from './helpers.js';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

it('recipes, rulesets, scoring tables and alphabets know none of the prototype names', () => {
  for (const name of PROTOTYPE_NAMES) {
    for (const lookup of [() => recipe(name), () => rulesetByName(name), () => scoringTable(name)]) {
      expect(lookup, name).toThrow(VerbivoreError);
      try {
        lookup();
      } catch (e) {
        expect((e as VerbivoreError).code).not.toBe('internal');
        expect((e as VerbivoreError).message).toContain(name);
      }
    }
    expect(alphabetById(name)).toBeUndefined();
  }
});

it('the CLI answers them as unknown names', () => {
    const empty = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 RETAINS/ 0/0 0';
  for (const name of ['constructor', '__proto__', 'toString']) {
    const cases: [string[], RegExp][] = [
      [['check', 'QI', '--lexicon', name], /no lexicon recipe named/],
      [['lexicon', 'build', name], /no lexicon recipe named/],
      [['moves', '--rules', name, '--cgp', empty], /no ruleset named/],
      [['grid', '--board', 'ABCDEFGHIJKLMNOP', '--scoring', name], /unknown scoring/],
    ];
    for (const [args, message] of cases) {
      const r = runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(message);
    }
  }
});
