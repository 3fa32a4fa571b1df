import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRuleset, loadRulesetFile, parseRuleset, resolveRuleset, rulesetByName } from '../../src/rules/index.js';
import { tempDir } from '../helpers.js';

const dir = tempDir('verbivore-rules-');

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

/** The English ruleset with some fields replaced, as a user's file would hold it. */
function english(changes: Record<string, unknown>): Record<string, unknown> {
  return { ...rulesetByName('english'), ...changes };
}

function problemOf(json: unknown): string {
  try {
    parseRuleset(json, 'my.json');
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected the ruleset to be refused');
}

describe('ruleset files', () => {
  it('a built-in ruleset written to JSON reads back equal and compiles', () => {
    for (const name of ['english', 'catalan', 'spanish', 'french', 'polish', 'super', 'spil-9']) {
      const path = file(`${name}.json`, rulesetByName(name));
      const r = loadRulesetFile(path);
      expect(r).toEqual(rulesetByName(name));
      expect(resolveRuleset(path)).toEqual(r);
      expect(compileRuleset(r).premiumWord.length).toBe(r.rows * r.cols);
    }
  });

  it("takes a user's alphabet: a file beside it, or an object, carried with the ruleset", () => {
    const alphabet = { id: 'abc-test', tiles: ['A', 'B', 'CH'], vowels: ['A'], forbidden: { Q: 'no Q here:' } };
    file('abc.json', alphabet);
    const tiles = [{ tile: '?', count: 1, value: 0 }, { tile: 'A', count: 5, value: 1 }, { tile: 'CH', count: 2, value: 4 }];
    const fromFile = loadRulesetFile(file('abc-rules.json', { extends: 'english', name: 'abc', alphabet: 'abc.json', tiles }));
    expect(fromFile.alphabet).toBe('abc-test');
    expect(fromFile.alphabetSpec).toEqual(alphabet);
    const c = compileRuleset(fromFile);
    expect(c.alphabet.tiles).toEqual(['', 'A', 'B', 'CH']);
    expect(Array.from(c.tileCount)).toEqual([1, 5, 0, 2]);
    // A parsed ruleset written back to JSON reads back equal (the alphabet travels inside it).
    expect(loadRulesetFile(file('abc-again.json', fromFile))).toEqual(fromFile);
    expect(parseRuleset({ extends: 'english', name: 'abc', alphabet, tiles }).alphabetSpec).toEqual(alphabet);
    expect(problemOf({ extends: 'english', alphabet: { ...alphabet, tiles: ['A', 'A'] }, tiles }))
      .toMatch(/alphabet: the alphabet object is not a valid alphabet:\n {2}tiles\[1\]: "A" is listed twice/);
    expect(problemOf({ extends: 'english', alphabet: 'missing-alphabet.json' })).toMatch(/alphabet: .*missing-alphabet\.json/);
    expect(problemOf({ extends: 'english', tiles: [{ tile: 'CH', count: 1, value: 1 }], alphabet: 'polish' }))
      .toMatch(/tiles\[0\] \("CH"\): not a tile of the polish alphabet/);
  });

  it('extends takes the missing fields from a built-in', () => {
    const r = parseRuleset({ extends: 'english', name: 'english-8', rackSize: 8 });
    expect([r.name, r.rackSize, r.rows, r.tiles.length]).toEqual(['english-8', 8, 15, 27]);
    expect(problemOf({ extends: 'nope' })).toMatch(/extends: no ruleset named "nope"/);
  });

  it('each problem names its field', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [english({ alphabet: 'klingon' }), /alphabet: unknown alphabet "klingon"/],
      [english({ premiums: rulesetByName('english').premiums.slice(1) }), /premiums: has 14 rows, the board has 15/],
      [english({ premiums: ['T..d', ...rulesetByName('english').premiums.slice(1)] }), /premiums\[0\] \(row 1\): has 4 squares, the board has 15 columns/],
      [english({ premiums: ['T..x...T...d..T', ...rulesetByName('english').premiums.slice(1)] }), /premiums\[0\] \(row 1, column 4\): unknown square 'x'/],
      [english({ start: [7, 15] }), /start: \[7, 15\] is off the 15×15 board/],
      [english({ start: [-1, 3] }), /start: \[-1, 3\] is off/],
      [english({ tiles: [{ tile: 'Ç', count: 1, value: 10 }] }), /tiles\[0\] \("Ç"\): not a tile of the english alphabet/],
      [english({ tiles: [{ tile: 'A', count: -2, value: 1 }] }), /tiles\[0\] \("A"\)\.count: -2 is negative/],
      [english({ tiles: [{ tile: 'A', count: 2, value: 300 }] }), /tiles\[0\] \("A"\)\.value: 300 is more than 255/],
      [english({ tiles: [{ tile: 'A', count: 2, value: 1 }, { tile: 'a', count: 1, value: 1 }] }), /tiles\[1\] \("a"\): duplicate of "A"/],
      [english({ tiles: [{ tile: 'A', count: 2 }] }), /tiles\[0\]\.value: must be a whole number, got nothing/],
      [english({ tiles: [{ tile: 'A', count: 2, value: 1, colour: 'red' }] }), /tiles\[0\]: unknown field "colour"/],
      [english({ rackSize: 0 }), /rackSize: 0 must be a whole number from 1/],
      [english({ rackSize: 7.5 }), /rackSize: must be a whole number, got 7.5/],
      [english({ bingoBonus: -50 }), /bingoBonus: -50 must be a whole number ≥ 0/],
      [english({ scoring: 'double' }), /scoring: unknown scoring "double"/],
      [english({ rows: 100, cols: 100 }), /rows: 100 must be a whole number from 1 to 64/],
      [english({ premium: [] }), /unknown field "premium"/],
      [english({ name: 7 }), /name: must be a string, got 7/],
      [{ name: 'x' }, /alphabet: missing/],
    ];
    for (const [json, expected] of cases) expect(problemOf(json)).toMatch(expected);
  });

  it('lists every problem at once, under the file name', () => {
    const message = problemOf(english({ rackSize: 0, bingoBonus: -1 }));
    expect(message).toMatch(/^my\.json is not a valid ruleset:/);
    expect(message).toMatch(/rackSize/);
    expect(message).toMatch(/bingoBonus/);
  });

  it('Catalan tiles may be spelled with a plain dot', () => {
    const r = parseRuleset({ ...rulesetByName('catalan'), tiles: [{ tile: 'L.L', count: 1, value: 10 }] });
    const c = compileRuleset(r);
    expect(c.tileCount[c.alphabet.tileOf('L·L')!]).toBe(1);
    expect(problemOf({ ...rulesetByName('catalan'), tiles: [{ tile: 'Q', count: 1, value: 8 }] }))
      .toMatch(/tiles\[0\] \("Q"\): not a tile of the catalan alphabet/);
  });

  it('a file that is not JSON says where', () => {
    const path = file('broken.json', '{\n  "name": "x",\n  "rows": 15,,\n}');
    expect(() => loadRulesetFile(path)).toThrow(/broken\.json: not valid JSON: .*line 3/);
    expect(() => loadRulesetFile(join(dir, 'missing.json'))).toThrow(/file not found/);
    expect(() => parseRuleset([1, 2], 'list.json')).toThrow(/list\.json: a ruleset must be a JSON object/);
  });

  it('compileRuleset refuses a bad ruleset built in code', () => {
    const r = rulesetByName('english');
    r.start = [15, 15];
    expect(() => compileRuleset(r)).toThrow(/start: \[15, 15\] is off the 15×15 board/);
  });
});
