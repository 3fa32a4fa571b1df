// Pruned searches (best-only, top N) against the full list, where the pruning is sharpest: full
// racks, blanks, and spans only a bingo can fill (assembly/scrabble/bingo.ts, whose candidate
// words src/scrabble/bingos.ts lists). The full list is the oracle; the reference confirms it
// in movegen.test.ts.

import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { loadLexicon } from '../../src/lexicon/store.js';
import { englishRuleset, superRuleset } from '../../src/rules/index.js';
import { BingoIndex, candidatesByWalks } from '../../src/scrabble/bingos.js';
import { generateMoves, listMoves, type PlaceMove, rackCounts } from '../../src/scrabble/movegen.js';
import { randomInt, rng, sowpodsTiles } from '../helpers.js';
import { type Case, moveKey, reachableCases } from './helpers.js';

let engine: Engine;
beforeAll(() => {
  engine = new Engine(loadLexicon('sowpods'));
});

const sorted = (t: ArrayLike<number>) => Array.from(t).sort((a, b) => a - b).join(',');

describe('bingo candidates', () => {
  it('lists exactly the words of the rack, and of the rack plus one board letter', () => {
    const words = sowpodsTiles();
    const index = new BingoIndex(engine.lexicon.entries);
    for (const rackText of ['RETAINS', 'ARTHOU?', 'QUIZ?ED']) {
      const rack = english.parseRack(rackText);
      const counts = rackCounts(rack, english.size);
      const board = [english.tileOf('E')!, english.tileOf('S')!, english.tileOf('Z')!];
      const got = index.candidates(counts, board, english.size)!;
      expect(got.throughListed).toBe(true);
      const listed: string[] = [];
      for (let at = 0; at < got.records.length;) {
        const len = got.records[at]!, through = got.records[at + 1]!;
        listed.push(`${through}:${english.render(got.records.subarray(at + 4, at + 4 + len))}`);
        at += 4 + len;
      }
      // Brute force over the word list: the same letters, a blank standing for any one.
      const expected: string[] = [];
      const real = rack.filter((t) => t !== 0);
      const blanks = rack.length - real.length;
      for (const through of [0, ...board]) {
        const have = through ? [...real, through] : real;
        for (const w of words) {
          if (w.length !== have.length + blanks) continue;
          const left = Array.from(w);
          if (have.every((t) => { const i = left.indexOf(t); if (i < 0) return false; left.splice(i, 1); return true; })) {
            expected.push(`${through}:${english.render(w)}`);
          }
        }
      }
      // A word with a blank is listed once per letter the blank may stand for: compare as sets.
      expect([...new Set(listed)].sort()).toEqual([...new Set(expected)].sort());
      if (rackText === 'RETAINS') expect(listed).toContain('0:NASTIER');
    }
  });

  it('lists the same candidates by anagram walks (an engine\'s first searches) as from the index', () => {
    const index = new BingoIndex(engine.lexicon.entries);
    const board = [1, 5, 9, 15, 19, 26];
    const records = (r: Uint8Array) => {
      const out: string[] = [];
      for (let at = 0; at < r.length;) {
        const len = r[at]!;
        out.push(Array.from(r.subarray(at, at + 4 + len)).join('.'));
        at += 4 + len;
      }
      return out.sort();
    };
    for (const rackText of ['RETAINS', 'ARTHOU?', 'SATIRE?', 'RETA??S', 'QUIZ?ED']) {
      const counts = rackCounts(english.parseRack(rackText), english.size);
      const walked = candidatesByWalks(engine, counts, board)!;
      const indexed = index.candidates(counts, board, english.size)!;
      expect(walked.throughListed).toBe(indexed.throughListed);
      // Words with a repeated blank letter may be listed with their blanks in either order.
      const norm = (r: string[]) => r.map((x) => { const p = x.split('.'); const b = [p[2], p[3]].sort(); return [p[0], p[1], ...b, ...p.slice(4)].join('.'); }).sort();
      expect(norm(records(walked.records))).toEqual(norm(records(indexed.records)));
    }
  });

  it('lists no words through board letters for two blanks, and none for three', () => {
    const index = new BingoIndex(engine.lexicon.entries);
    const two = index.candidates(rackCounts(english.parseRack('RETA??S'), english.size), [english.tileOf('E')!], english.size)!;
    expect(two.throughListed).toBe(false);
    expect(two.records.length).toBeGreaterThan(0);
    expect(index.candidates(rackCounts(english.parseRack('RET???S'), english.size), [], english.size)).toBeUndefined();
  });

  it('gives each word the letters of its blanks', () => {
    const index = new BingoIndex(engine.lexicon.entries);
    const got = index.candidates(rackCounts(english.parseRack('RETAIN?'), english.size), [], english.size)!;
    for (let at = 0; at < got.records.length;) {
      const len = got.records[at]!;
      const word = Array.from(got.records.subarray(at + 4, at + 4 + len));
      expect(sorted(word)).toBe(sorted([...english.parseRack('RETAIN').filter((t) => t), got.records[at + 2]!]));
      at += 4 + len;
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
    it(`${name}: best-only and top 5 on ${count} positions with full racks`, () => {
      const failures: string[] = [];
      let bingoBest = 0, throughBest = 0;
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
        const placed = all[0]?.tiles.filter((t) => t !== 0).length ?? 0;
        if (placed === 7) {
          bingoBest++;
          if (all[0]!.tiles.length === 8) throughBest++;
        }
        if (failures.length >= 5) break;
      }
      expect(failures).toEqual([]);
      // The cases reach the bingo bounds: bingos are best, some of them through a board tile.
      expect(bingoBest).toBeGreaterThan(5);
      expect(throughBest).toBeGreaterThan(0);
    });
  }
});
