import { describe, expect, it } from 'vitest';
import { catalan, english, spanish } from '../../src/alphabet/index.js';
import {
  compileRuleset, type Ruleset, rulesetByName, rulesetNames, spilRuleset, STANDARD_PREMIUMS, tileTotal,
} from '../../src/rules/index.js';

/** Tile → [count, value], read from a distribution line: "1 pt E×13 A×12; 2 pt C×3". */
function fromDistribution(text: string): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  for (const group of text.split(';')) {
    const m = /^\s*(\d+) pt (.*)$/.exec(group)!;
    for (const item of m[2]!.trim().split(/\s+/)) {
      const [tile, count] = item.split('×');
      out.set(tile!, [Number(count), Number(m[1])]);
    }
  }
  return out;
}

function checkDistribution(r: Ruleset, expected: Map<string, [number, number]>, blanks: number) {
  const c = compileRuleset(r);
  expect(c.tileCount[0]).toBe(blanks);
  expect(c.tileValue[0]).toBe(0);
  for (const [tile, [count, value]] of expected) {
    const t = c.alphabet.tileOf(tile)!;
    expect(t, tile).toBeGreaterThan(0);
    expect([tile, c.tileCount[t], c.tileValue[t]]).toEqual([tile, count, value]);
  }
  // Nothing beyond what is listed.
  const listed = [...expected.values()].reduce((s, [n]) => s + n, 0);
  expect(tileTotal(r)).toBe(listed + blanks);
}

function premiumCounts(rows: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const ch of rows.join('')) out[ch] = (out[ch] ?? 0) + 1;
  return out;
}

describe('built-in rulesets', () => {
  it('English: 100 tiles, 2 blanks, 187 points of letters, standard values', () => {
    const r = rulesetByName('english');
    const c = compileRuleset(r);
    expect(tileTotal(r)).toBe(100);
    expect(c.tileCount[0]).toBe(2);
    let points = 0;
    for (let t = 1; t < english.size; t++) points += c.tileCount[t]! * c.tileValue[t]!;
    expect(points).toBe(187);
    const value = (s: string) => c.tileValue[english.tileOf(s)!];
    expect([value('Q'), value('Z'), value('K'), value('J'), value('X'), value('E')]).toEqual([10, 10, 5, 8, 8, 1]);
    expect(c.tileCount[english.tileOf('E')!]).toBe(12);
    expect([r.rackSize, r.bingoBonus, r.lexicon, r.scoring]).toEqual([7, 50, 'sowpods', 'standard']);
  });

  it('Catalan: the published Catalan distribution, QU as the Q tile, no K W Y', () => {
    const r = rulesetByName('catalan');
    checkDistribution(r, fromDistribution(
      '1 pt E×13 A×12 I×8 R×8 S×8 N×6 O×5 T×5 L×4 U×4; 2 pt C×3 D×3 M×3; 3 pt B×2 G×2 P×2;' +
        '4 pt F×1 V×1; 8 pt H×1 J×1 QU×1 Z×1; 10 pt Ç×1 L·L×1 NY×1 X×1',
    ), 2);
    expect(tileTotal(r)).toBe(100);
    expect(r.lexicon).toBe('catalan');
    expect(catalan.tileOf('K')).toBeUndefined();
  });

  it('Spanish: the Spanish federation distribution with CH, LL, RR, Ñ', () => {
    const r = rulesetByName('spanish');
    checkDistribution(r, fromDistribution(
      '1 pt A×12 E×12 O×9 I×6 S×6 N×5 R×5 U×5 L×4 T×4; 2 pt D×5 G×2; 3 pt C×4 B×2 M×2 P×2;' +
        '4 pt H×2 F×1 V×1 Y×1; 5 pt CH×1 Q×1; 8 pt J×1 LL×1 Ñ×1 RR×1 X×1; 10 pt Z×1',
    ), 2);
    expect(tileTotal(r)).toBe(100);
    expect(spanish.size - 1).toBe(28); // every Spanish tile is in the bag
  });

  // The published sets, tile by tile as wolges' src/alphabets/LANGUAGE.txt lists them (column 3
  // the count, column 4 the value), with each edition's totals: French, German and Dutch 102
  // tiles, the others 100, always 2 blanks.
  const EDITIONS: [name: string, tiles: number, points: number, distribution: string][] = [
    ['french', 102, 197, '1 pt E×15 A×9 I×8 N×6 O×6 R×6 S×6 T×6 U×6 L×5; 2 pt D×3 M×3 G×2; 3 pt B×2 C×2 P×2; ' +
      '4 pt F×2 H×2 V×2; 8 pt J×1 Q×1; 10 pt K×1 W×1 X×1 Y×1 Z×1'],
    ['german', 102, 202, '1 pt E×15 N×9 S×7 I×6 R×6 T×6 U×6 A×5 D×4; 2 pt H×4 G×3 L×3 O×3; 3 pt M×4 B×2 W×1 Z×1; ' +
      '4 pt C×2 F×2 K×2 P×1; 6 pt Ä×1 J×1 Ü×1 V×1; 8 pt Ö×1 X×1; 10 pt Q×1 Y×1'],
    ['dutch', 102, 230, '1 pt E×18 N×10 A×6 O×6 I×4; 2 pt D×5 R×5 S×5 T×5; 3 pt G×3 K×3 L×3 M×3 B×2 P×2; ' +
      '4 pt U×3 F×2 H×2 J×2 V×2 Z×2; 5 pt C×2 W×2; 8 pt X×1 Y×1; 10 pt Q×1'],
    ['polish', 100, 190, '1 pt A×9 I×8 E×7 O×6 N×5 Z×5 R×4 S×4 W×4; 2 pt Y×4 C×3 D×3 K×3 L×3 M×3 P×3 T×3; ' +
      '3 pt B×2 G×2 H×2 J×2 Ł×2 U×2; 5 pt Ą×1 Ę×1 F×1 Ó×1 Ś×1 Ż×1; 6 pt Ć×1; 7 pt Ń×1; 9 pt Ź×1'],
    ['norwegian', 100, 202, '1 pt E×9 A×7 N×6 R×6 S×6 T×6 D×5 I×5 L×5; 2 pt F×4 G×4 K×4 O×4 M×3; 3 pt H×3; ' +
      '4 pt B×3 U×3 V×3 J×2 P×2 Å×2; 5 pt Ø×2; 6 pt Y×1 Æ×1; 8 pt W×1; 10 pt C×1'],
    ['swedish', 100, 194, '1 pt A×8 R×8 S×8 T×8 E×7 N×6 D×5 I×5 L×5; 2 pt O×5 G×3 K×3 M×3 H×2; 3 pt F×2 V×2 Ä×2; ' +
      '4 pt U×3 B×2 P×2 Å×2 Ö×2; 7 pt J×1 Y×1; 8 pt C×1 X×1; 10 pt Z×1'],
    ['slovene', 100, 180, '1 pt E×11 A×10 I×9 O×8 N×7 R×6 S×6 J×4 L×4 T×4; 2 pt D×4 V×4; 3 pt K×3 M×2 P×2 U×2; ' +
      '4 pt B×2 G×2 Z×2; 5 pt Č×1 H×1; 6 pt Š×1; 8 pt C×1; 10 pt F×1 Ž×1'],
  ];

  for (const [name, tiles, points, distribution] of EDITIONS) {
    it(`${name}: ${tiles} tiles, ${points} points of letters, the standard board, rack 7, bingo 50, going out transfers`, () => {
      const r = rulesetByName(name);
      checkDistribution(r, fromDistribution(distribution), 2);
      const c = compileRuleset(r);
      expect(tileTotal(r)).toBe(tiles);
      let sum = 0;
      for (let t = 1; t < c.alphabet.size; t++) sum += c.tileCount[t]! * c.tileValue[t]!;
      expect(sum).toBe(points);
      expect([r.alphabet, r.lexicon, r.rows, r.cols, r.rackSize, r.bingoBonus, r.goingOut, r.exchangeMinBag])
        .toEqual([name, name, 15, 15, 7, 50, 'transfer', undefined]);
      expect(r.premiums).toEqual(STANDARD_PREMIUMS);
    });
  }

  it('the standard board: 8 TW, 17 DW, 12 TL, 24 DL, centre star DW', () => {
    expect(premiumCounts(STANDARD_PREMIUMS)).toEqual({ T: 8, D: 17, t: 12, d: 24, '.': 164 });
    const c = compileRuleset(rulesetByName('english'));
    const at = (row: number, col: number) => [c.premiumLetter[row * 15 + col], c.premiumWord[row * 15 + col]];
    expect(at(7, 7)).toEqual([1, 2]);
    expect(at(0, 0)).toEqual([1, 3]);
    expect(at(0, 3)).toEqual([2, 1]);
    expect(at(1, 5)).toEqual([3, 1]);
    expect(at(0, 1)).toEqual([1, 1]);
    expect(rulesetByName('english').start).toEqual([7, 7]);
  });

  it('Super Scrabble: 21×21, 200 tiles with 4 blanks, English values, quadruple squares', () => {
    const r = rulesetByName('super');
    const c = compileRuleset(r);
    const e = compileRuleset(rulesetByName('english'));
    expect([r.rows, r.cols, r.start]).toEqual([21, 21, [10, 10]]);
    expect(tileTotal(r)).toBe(200);
    expect(c.tileCount[0]).toBe(4);
    expect(Array.from(c.tileValue)).toEqual(Array.from(e.tileValue));
    // Never fewer of a letter than the standard set (it is not simply doubled: 6 Cs, 24 Es).
    for (let t = 1; t < english.size; t++) expect(c.tileCount[t]).toBeGreaterThanOrEqual(e.tileCount[t]!);
    expect([c.tileCount[english.tileOf('C')!], c.tileCount[english.tileOf('E')!]]).toEqual([6, 24]);
    const counts = premiumCounts(r.premiums);
    expect([counts.Q, counts.q]).toEqual([4, 8]);
    expect(c.premiumWord[0]).toBe(4);
    expect(c.premiumLetter[2 * 21 + 5]).toBe(4);
    expect(c.premiumWord[10 * 21 + 10]).toBe(2);
    // The middle 15×15 of the Super board is the standard board.
    for (let row = 0; row < 15; row++) expect(r.premiums[row + 3]!.slice(3, 18)).toBe(STANDARD_PREMIUMS[row]);
  });

  it('every premium layout is symmetric under both mirrors and the diagonal', () => {
    const asymmetric: string[] = [];
    for (const name of [...rulesetNames, 'spil-8']) {
      const { premiums: p, rows, cols } = rulesetByName(name);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const here = p[r]![c];
          if (p[rows - 1 - r]![c] !== here || p[r]![cols - 1 - c] !== here || p[c]![r] !== here) {
            asymmetric.push(`${name} row ${r} col ${c}`);
          }
        }
      }
    }
    expect(asymmetric).toEqual([]);
  });

  it('Spil: no premiums, spil scoring, English tiles, any size, first word on the centre', () => {
    const s = spilRuleset();
    expect([s.name, s.rows, s.scoring, s.bingoBonus, s.start]).toEqual(['spil', 15, 'spil', 0, [7, 7]]);
    const c = compileRuleset(s);
    expect(c.premiumLetter.every((m) => m === 1) && c.premiumWord.every((m) => m === 1)).toBe(true);
    expect(tileTotal(s)).toBe(100);
    const big = rulesetByName('spil-21');
    expect([big.rows, big.cols, big.start, big.premiums[20]]).toEqual([21, 21, [10, 10], '.'.repeat(21)]);
    expect(spilRuleset(10).start).toEqual([4, 4]);
    expect(() => spilRuleset(1)).toThrow(/size 1/);
  });

  it('rulesetByName returns fresh copies and names the choices for an unknown name', () => {
    const a = rulesetByName('english');
    a.tiles[0]!.count = 99;
    expect(rulesetByName('english').tiles[0]!.count).toBe(2);
    expect(() => rulesetByName('klingon')).toThrow(/no ruleset named "klingon".*english, catalan, spanish, french, german, dutch, polish, norwegian, swedish, slovene, super, spil/);
  });

  it('compiled arrays are sized by the alphabet and the board', () => {
    const c = compileRuleset(rulesetByName('catalan'));
    expect(c.tileValue.length).toBe(catalan.size);
    expect(c.premiumLetter.length).toBe(225);
    expect(c.tileValue[catalan.tileOf('L·L')!]).toBe(10);
    expect(c.tileCount[catalan.tileOf('QU')!]).toBe(1);
  });
});
