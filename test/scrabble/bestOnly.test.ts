// Pruned searches (best-only, top N) against the full list, where the pruning is sharpest: full
// racks, blanks, and spans only a bingo can fill (assembly/scrabble/bingo.ts, judged from the
// bingo index of src/scrabble/bingos.ts). The full list is the oracle; the reference confirms it
// in movegen.test.ts.

import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { loadLexicon } from '../../src/lexicon/store.js';
import { englishRuleset, superRuleset } from '../../src/rules/index.js';
import { bingoIndexFacts, bingoIndexReady, bingoWords, filterPasses, lettersHash } from '../../src/scrabble/bingos.js';
import { BINGO_COUNT_BITS, BW_BYTES } from '../../src/wasm/contract.js';
import { generateMoves, listMoves, type PlaceMove } from '../../src/scrabble/movegen.js';
import { randomInt, rng, sowpodsTiles } from '../helpers.js';
import { type Case, moveKey, reachableCases } from './helpers.js';

let engine: Engine;
beforeAll(() => {
  engine = new Engine(loadLexicon('sowpods'));
});

const sorted = (t: ArrayLike<number>) => Array.from(t).sort((a, b) => a - b).join(',');

describe('the bingo index (the word map)', () => {
  it('says what it holds: words and bytes of its blocks', () => {
    const facts = bingoIndexFacts(engine, 2, 15);
    const words = sowpodsTiles().filter((w) => w.length >= 2 && w.length <= 15).length;
    let bytes = 0;
    for (let len = 2; len <= 15; len++) {
      const index = bingoWords(engine, len)!;
      // Header, slots and words, padded to 4 bytes, then the filter.
      bytes += ((BW_BYTES + 8 * index.slotHash.length + index.tiles.length + 3) & ~3) + 4 * index.filter.words.length;
    }
    expect(facts).toMatchObject({ words, bytes, unindexed: [] });
    expect(bingoIndexFacts(engine, 2, 15).buildMs).toBeLessThan(5); // built once per process
  });

  it('holds every word of each length once, in the group of the hash of its letters, which its filter lets through', () => {
    while (!bingoIndexReady(engine, 2, 15)) { /* counts ranked searches, then builds */ }
    const byLength = new Map<number, Uint8Array[]>();
    for (const w of sowpodsTiles()) {
      if (w.length < 2) continue;
      if (!byLength.has(w.length)) byLength.set(w.length, []);
      byLength.get(w.length)!.push(w);
    }
    const r = rng(5);
    for (let len = 2; len <= 15; len++) {
      const index = bingoWords(engine, len)!;
      const expected = byLength.get(len) ?? [];
      expect(index.tiles.length / len).toBe(expected.length);
      // Each group holds the words of its hash; every word is found by its letters' hash.
      const group = (h: number) => {
        const mask = index.slotHash.length - 1;
        for (let slot = h & mask; ; slot = (slot + 1) & mask) {
          if (index.slotHash[slot] === -1) return [];
          if (index.slotHash[slot] !== h) continue;
          const first = index.slotGroup[slot]! >>> BINGO_COUNT_BITS, count = index.slotGroup[slot]! & ((1 << BINGO_COUNT_BITS) - 1);
          return Array.from({ length: count }, (_, k) => index.tiles.subarray((first + k) * len, (first + k + 1) * len).join('.'));
        }
      };
      let filled = 0;
      for (const h of index.slotHash) if (h !== -1) filled++;
      expect(filled * 4).toBeLessThanOrEqual(index.slotHash.length * 3);
      for (const w of expected.filter((_, k) => k % 7 === 0)) expect(group(lettersHash(w))).toContain(w.join('.'));
      // The filter: every group's hash passes, and it turns most others away (at least 8 bits a group).
      let passed = 0;
      for (const h of index.slotHash) if (h !== -1) expect(filterPasses(index.filter, h)).toBe(true);
      for (let k = 0; k < 2000; k++) if (filterPasses(index.filter, Math.floor(r() * 2 ** 30))) passed++;
      expect(index.filter.words.length * 32).toBeGreaterThanOrEqual(8 * filled);
      expect(passed).toBeLessThan(2000 * 0.2);
    }
  });
});

/** Full racks, a third of them with one or two blanks put in. */
function fullRackCases(ruleset: ReturnType<typeof englishRuleset>, seed: number, count: number): Case[] {
  const cases = reachableCases(engine, ruleset, seed, count, { maxTurns: 16, rackSize: () => 7 });
  const r = rng(seed + 1);
  for (const c of cases) {
    const x = r();
    if (x < 0.2) c.rack[randomInt(r, c.rack.length)] = 0;
    else if (x < 0.33) c.rack.splice(0, 2, 0, 0);
  }
  return cases;
}

describe('pruned searches equal the head of the full list', () => {
  for (const [name, ruleset, seed, count] of [
    ['english 15×15', englishRuleset(), 401, 250],
    ['super 21×21', superRuleset(), 402, 80],
  ] as const) {
    it(`${name}: best-only, top 5 and top 30 on ${count} positions with full racks`, () => {
      const failures: string[] = [];
      let bingoBest = 0, throughBest = 0, throughTwo = 0;
      for (const [i, c] of fullRackCases(ruleset, seed, count).entries()) {
        const all = generateMoves(engine, c.board, c.rack, { bothDirectionsOnEmpty: c.both }) as PlaceMove[];
        const best = listMoves(engine, c.board, c.rack, { mode: 'best', bothDirectionsOnEmpty: c.both });
        const top = listMoves(engine, c.board, c.rack, { mode: 'top', top: 5, bothDirectionsOnEmpty: c.both });
        const want = all.slice(0, 5).map(moveKey).join(' ');
        const gotBest = best.length ? moveKey(best.get(0) as PlaceMove) : '';
        if (gotBest !== (all[0] ? moveKey(all[0]) : '') || best.length !== Math.min(1, all.length)) {
          failures.push(`case ${i} ${english.render(c.rack)}: best ${gotBest} ${best.length ? best.score(0) : ''} vs ${all[0] ? `${moveKey(all[0])} ${all[0].score}` : 'none'}`);
        }
        if (top.slice().map((m) => moveKey(m as PlaceMove)).join(' ') !== want) failures.push(`case ${i}: top 5 differs`);
        const top30 = listMoves(engine, c.board, c.rack, { mode: 'top', top: 30, bothDirectionsOnEmpty: c.both }).toArray() as PlaceMove[];
        if (top30.map(moveKey).join(' ') !== all.slice(0, 30).map(moveKey).join(' ')) failures.push(`case ${i}: top 30 differs`);
        throughTwo += top30.filter((m) => m.tiles.filter((t) => t !== 0).length === 7 && m.tiles.length >= 9).length;
        const placed = all[0]?.tiles.filter((t) => t !== 0).length ?? 0;
        if (placed === 7) {
          bingoBest++;
          if (all[0]!.tiles.length === 8) throughBest++;
        }
        if (failures.length >= 5) break;
      }
      expect(failures).toEqual([]);
      // The cases reach the bingo bounds: bingos are best, some of them through a board tile,
      // and some bingos among the 30 best read through two or more.
      expect(bingoBest).toBeGreaterThan(5);
      expect(throughBest).toBeGreaterThan(0);
      expect(throughTwo).toBeGreaterThan(0);
    });
  }
});
