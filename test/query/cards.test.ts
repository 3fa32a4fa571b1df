// The Verbàlia card model (rule L: "there are also tiles that are digraphs: NY and QU. There are
// no tiles for K, nor for Y on its own, nor for W. There is a tile for Ç. Finally, to write L·L
// you must join two L tiles"), and the cards unit the party games count with.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { cardModel } from '../../src/query/cards.js';
import { queryTiles, resolveQuery } from '../../src/query/constraint.js';
import { unitAlphabet } from '../../src/query/units.js';
import { referenceConstraint } from '../../src/reference/constraint.js';

let ca: Engine;
beforeAll(async () => {
  ca = new Engine(await ensureLexicon('catalan'));
}, 300_000);

describe('the card model', () => {
  it('NY, QU and Ç are one card each; L·L is two L cards; a lone Y is no card', () => {
    const m = cardModel(ca.alphabet);
    const names = (text: string) => m.parse(text, 'cards').map((c) => m.name(c));
    expect(names('NYQUÇA')).toEqual(['NY', 'QU', 'Ç', 'A']);
    expect(names('L·L')).toEqual(['L', 'L']);
    expect(names('LL')).toEqual(['L', 'L']);
    expect(() => m.parse('Y', 'cards')).toThrow(/cards "Y": Y is only a tile inside NY/);
    expect(m.isCard(ca.alphabet.tileOf('L·L')!)).toBe(false);
    expect(m.describe()).not.toContain('L·L');
    expect(m.cardsOf(ca.alphabet.tokenize('COL·LA')).map((c) => m.name(c))).toEqual(['C', 'O', 'L', 'L', 'A']);
  });

  it('the cards unit counts a word in cards: ANYERS 5, QUATRE 5, COL·LA 5', () => {
    const cards = unitAlphabet(ca.alphabet, 'cards');
    for (const [w, n] of [['ANYERS', 5], ['QUATRE', 5], ['COL·LA', 5]] as const) expect(cards.count(ca.alphabet.tokenize(w)), w).toBe(n);
    expect(cards.parseOne('NY', 'x')).toBe(ca.alphabet.tileOf('NY'));
    expect(() => cards.parseOne('NYA', 'x')).toThrow(/must be one card/);
  });

  it('the constraint query in cards agrees with the reference filter: ARES + NY, CANS + one card', () => {
    const words = [...ca.lexicon.graph.words()];
    for (const from of ['ARESNY', 'CANS?', 'QUATRE?']) {
      const q = resolveQuery(ca, { unit: 'cards', from, length: from.includes('?') ? '5-' : 5 });
      const got = referenceConstraint(words, q).map((w) => ca.alphabet.render(w));
      expect(got.length, from).toBeGreaterThan(0);
      // The core's walk, with the cards' tile-to-unit map, finds the same words.
      expect(queryTiles(ca, q).map((w) => ca.alphabet.render(w)).sort(), from).toEqual([...got].sort());
      if (from === 'ARESNY') expect(got).toContain('ANYERS');
      for (const w of got) expect(w, from).not.toMatch(/(?<!N)Y/);
    }
  }, 120_000);
});
