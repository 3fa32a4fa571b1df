// The compiler against independent constructions on small random word lists.

import { describe, expect, it } from 'vitest';
import { compileLexicon, countGroups } from '../../src/lexicon/compile.js';
import { LexiconGraph } from '../../src/lexicon/graph.js';
import { DAWG_ROOT_ENTRY, GADDAG_ROOT_ENTRY, IS_END_BIT } from '../../src/lexicon/node.js';
import { randomInt, rng, tileKey } from '../helpers.js';

/** CARE → ERAC, RAC@E, AC@RE, C@ARE, written here independently of the compiler. */
function rotations(w: number[]): number[][] {
  const out: number[][] = [];
  for (let i = 1; i <= w.length; i++) {
    const prefix = w.slice(0, i).reverse();
    out.push(i === w.length ? prefix : [...prefix, 0, ...w.slice(i)]);
  }
  return out;
}

/**
 * The minimal automaton of several string sets sharing their groups (a group per distinct right
 * language), by naive signatures: its group count from each root, and its arcs in all.
 */
function naiveMinimal(...languages: number[][][]): { groups: number[]; arcs: number } {
  type TrieNode = Map<number, { accepts: boolean; child: TrieNode }>;
  const ids = new Map<string, number>();
  const sig = (node: TrieNode, reached: Set<number>): number => {
    if (node.size === 0) return 0;
    const key = [...node.entries()].sort((a, b) => a[0] - b[0])
      .map(([t, a]) => `${t}${a.accepts ? '!' : ''}>${sig(a.child, reached)}`).join(' ');
    if (!ids.has(key)) ids.set(key, ids.size + 1);
    reached.add(ids.get(key)!);
    return ids.get(key)!;
  };
  const groups = languages.map((strings) => {
    const root: TrieNode = new Map();
    for (const s of strings) {
      let node = root;
      s.forEach((t, i) => {
        let arc = node.get(t);
        if (!arc) node.set(t, (arc = { accepts: false, child: new Map() }));
        if (i === s.length - 1) arc.accepts = true;
        node = arc.child;
      });
    }
    const reached = new Set<number>();
    sig(root, reached);
    return reached.size;
  });
  let arcs = 0;
  for (const key of ids.keys()) arcs += key.split(' ').length;
  return { groups, arcs };
}

/** Distinct right languages among the groups reachable from the two roots (by bottom-up signatures). */
function rightLanguages(entries: Uint32Array): number {
  const classOf = new Map<number, number>(), classes = new Map<string, number>();
  const visit = (g: number): number => {
    if (g === 0) return 0;
    const known = classOf.get(g);
    if (known !== undefined) return known;
    const parts: string[] = [];
    for (let i = g; ; i++) {
      const e = entries[i]!;
      parts.push(`${e >>> 26}${e & (1 << 25) ? '!' : ''}>${visit(e & 0xffffff)}`);
      if (e & IS_END_BIT) break;
    }
    const key = parts.join(' ');
    if (!classes.has(key)) classes.set(key, classes.size + 1);
    classOf.set(g, classes.get(key)!);
    return classes.get(key)!;
  };
  visit(entries[0]! & 0xffffff);
  visit(entries[1]! & 0xffffff);
  return classes.size;
}

/** Groups reachable from both roots. */
function sharedGroups(entries: Uint32Array): number {
  const reach = (root: number) => {
    const seen = new Set<number>(), stack = [root];
    while (stack.length) {
      const g = stack.pop()!;
      if (g === 0 || seen.has(g)) continue;
      seen.add(g);
      for (let i = g; ; i++) {
        stack.push(entries[i]! & 0xffffff);
        if (entries[i]! & IS_END_BIT) break;
      }
    }
    return seen;
  };
  const dawg = reach(entries[0]! & 0xffffff);
  return [...reach(entries[1]! & 0xffffff)].filter((g) => dawg.has(g)).length;
}

/** Arcs of the groups reachable from the two roots, as if no group were stored inside another. */
function storedArcs(entries: Uint32Array): number {
  const seen = new Set<number>(), stack = [entries[0]! & 0xffffff, entries[1]! & 0xffffff];
  let arcs = 0;
  while (stack.length) {
    const g = stack.pop()!;
    if (g === 0 || seen.has(g)) continue;
    seen.add(g);
    for (let i = g; ; i++) {
      arcs++;
      stack.push(entries[i]! & 0xffffff);
      if (entries[i]! & IS_END_BIT) break;
    }
  }
  return arcs;
}

function randomWords(seed: number, count: number, tiles: number, maxLen: number): Uint8Array[] {
  const r = rng(seed);
  return Array.from({ length: count }, () =>
    Uint8Array.from({ length: 1 + randomInt(r, maxLen) }, () => 1 + randomInt(r, tiles)));
}

/** Compiles the words and checks both graphs against naive constructions: exact and minimal. */
function expectExactAndMinimal(words: Uint8Array[]): void {
  const unique = [...new Map(words.map((w) => [tileKey(w), Array.from(w)])).values()];
  const lex = compileLexicon(words);
  const g = new LexiconGraph(lex.entries);
  expect(lex.wordCount).toBe(unique.length);

  const dawgWords = [...g.words()].map(tileKey);
  expect(dawgWords).toEqual(unique.map(tileKey).sort((a, b) => cmp(a, b)));

  const gaddag = new Set(unique.flatMap(rotations).map(tileKey));
  expect(new Set([...g.words(g.gaddagRoot)].map(tileKey))).toEqual(gaddag);

  // Both minimal, sharing groups (after a separator the GADDAG is in the DAWG's groups),
  // with no arc more than the minimal automaton has: every arc accepts or leads on.
  const minimal = naiveMinimal(unique, unique.flatMap(rotations));
  expect([lex.dawgNodes, lex.gaddagNodes]).toEqual(minimal.groups);
  expect(storedArcs(lex.entries)).toBe(minimal.arcs);
}

describe('compileLexicon', () => {
  for (let seed = 1; seed <= 40; seed++) {
    it(`random list ${seed}: exact DAWG and GADDAG languages, both minimal`, () => {
      expectExactAndMinimal(randomWords(seed, 5 + seed * 10, 2 + (seed % 5), 2 + (seed % 7)));
    });
  }

  // The compiler reads a reversed prefix 8 tiles at a time and splits wide ranges of them two
  // tiles at a time: long words over few tiles, and a list with over 4,096 prefixes.
  it('long words sharing long ends (reversed prefixes compared past 8 and 16 tiles)', () => {
    const r = rng(77);
    const ends = randomWords(78, 6, 2, 14);
    const words = Array.from({ length: 400 }, () =>
      Uint8Array.from([...randomWords(randomInt(r, 1e9), 1, 3, 6)[0]!, ...ends[randomInt(r, ends.length)]!]));
    expectExactAndMinimal(words);
  });

  it('4,500 words ending alike: a range of 4,000+ reversed prefixes split two tiles at a time, 10 deep', () => {
    // Distinct heads of 15 tiles, one tail of 10: the reversed prefixes that end a word share
    // their first 10 tiles. Too many strings for the naive minimal automaton; minimality is
    // checked on the graph itself (no two reachable groups with the same right language).
    const r = rng(79);
    const tail = [1, 2, 3, 3, 1, 2, 2, 3, 1, 1];
    const words = Array.from({ length: 4500 }, () =>
      Uint8Array.from([...Array.from({ length: 15 }, () => 1 + randomInt(r, 2)), ...tail]));
    const unique = [...new Map(words.map((w) => [tileKey(w), Array.from(w)])).values()];
    const lex = compileLexicon(words);
    const g = new LexiconGraph(lex.entries);
    expect([...g.words()].map(tileKey)).toEqual(unique.map(tileKey).sort((a, b) => cmp(a, b)));
    const gaddag = new Set(unique.flatMap(rotations).map(tileKey));
    expect(new Set([...g.words(g.gaddagRoot)].map(tileKey))).toEqual(gaddag);
    expect(rightLanguages(lex.entries)).toBe(countGroups(lex.entries, DAWG_ROOT_ENTRY) + countGroups(lex.entries, GADDAG_ROOT_ENTRY)
      - sharedGroups(lex.entries));
  });

  it('shares the tail of a sibling group: [B C] lives inside [A B C]', () => {
    // After X the arcs are [A,B,C]; after Y they are [B,C], the same tail.
    const enc = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) - 64);
    const lex = compileLexicon(['XA', 'XB', 'XC', 'YB', 'YC'].map(enc), { gaddag: false });
    const g = new LexiconGraph(lex.entries);
    const xGroup = lex.entries[g.arc(g.dawgRoot, 24)]! & 0xffffff;
    const yGroup = lex.entries[g.arc(g.dawgRoot, 25)]! & 0xffffff;
    expect(yGroup).toBe(xGroup + 1);
    // Root [X,Y] (2 entries) + [A,B,C] (3) + 2 root pointers: [B,C] costs nothing.
    expect(lex.entries.length).toBe(7);
    expect(lex.entries[xGroup + 2]! & IS_END_BIT).toBeTruthy();
  });

  it('gives the same array for a list in order, shuffled, or with repeats', () => {
    const words = randomWords(7, 400, 4, 7);
    const sorted = [...new Map(words.map((w) => [tileKey(w), w])).values()].sort((a, b) => cmp(tileKey(a), tileKey(b)));
    const expected = compileLexicon(sorted).entries;
    expect(Array.from(compileLexicon(words).entries)).toEqual(Array.from(expected));
    expect(Array.from(compileLexicon([...sorted, ...sorted.slice(0, 50)].sort((a, b) => cmp(tileKey(a), tileKey(b)))).entries))
      .toEqual(Array.from(expected));
  });

  it('counts the groups reachable from each root', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const lex = compileLexicon(randomWords(seed, 30 * seed, 3, 6));
      expect(lex.dawgNodes).toBe(countGroups(lex.entries, DAWG_ROOT_ENTRY));
      expect(lex.gaddagNodes).toBe(countGroups(lex.entries, GADDAG_ROOT_ENTRY));
    }
    // Edge cases: every word one tile (the GADDAG root is the DAWG root), and one-word lists.
    for (const list of [['A'], ['A', 'B'], ['AB'], ['A', 'AB'], ['AB', 'B'], ['ABA', 'BAB']]) {
      const lex = compileLexicon(list.map((w) => Uint8Array.from(w, (c) => c.charCodeAt(0) - 64)));
      expect([lex.dawgNodes, lex.gaddagNodes], list.join(' '))
        .toEqual([countGroups(lex.entries, DAWG_ROOT_ENTRY), countGroups(lex.entries, GADDAG_ROOT_ENTRY)]);
    }
    expect(compileLexicon([]).entries.length).toBe(2);
  });

  it('rejects an empty word', () => {
    expect(() => compileLexicon([new Uint8Array(0)])).toThrow(/empty word/);
  });
});

function cmp(a: string, b: string): number {
  const x = a.split(',').map(Number), y = b.split(',').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}
