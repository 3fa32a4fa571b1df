// Cross sets beside the row's own tiles (assembly/scrabble/crossSets.ts: extension): on a square
// with no tile above or below but tiles of its row beside it, the cross set must be exactly the
// tiles t for which left run + t + right run is part of some word — checked against a scan of
// the word list, in both layouts, with the GADDAG read from the lexicon itself and from each arc
// layout.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { loadLexicon } from '../../src/lexicon/store.js';
import { englishRuleset } from '../../src/rules/index.js';
import { MoveGenerator } from '../../src/scrabble/movegen.js';
import { sowpodsTiles } from '../helpers.js';
import { reachableCases } from './helpers.js';

let engine: Engine;
/** The word list as one string, a word a line, tile t as the character of code 64 + t. */
let text: string;
beforeAll(() => {
  engine = new Engine(loadLexicon('sowpods'));
  text = sowpodsTiles().map((w) => String.fromCharCode(...Array.from(w, (t) => 64 + t))).join('\n');
}, 300_000);

/** The tiles t such that left + t + right occurs inside a word (bit t). */
function scanned(left: number[], right: number[], memo: Map<string, bigint>): bigint {
  const key = `${left.join(',')}|${right.join(',')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const chars = (run: number[]) => String.fromCharCode(...run.map((t) => 64 + t));
  const pattern = new RegExp(`(?=${chars(left)}([A-Z])${chars(right)})`, 'g');
  let set = 0n;
  for (const m of text.matchAll(pattern)) set |= 1n << BigInt(m[1]!.charCodeAt(0) - 64);
  memo.set(key, set);
  return set;
}

describe('cross sets beside runs of the row', () => {
  it.each([
    ['the lexicon', { layoutAfter: Infinity }],
    ['the narrow arc layout', { layoutAfter: 0 }],
    ['the wide arc layout', { layoutAfter: 0, wideMasks: true }],
  ] as const)('are what the word list allows, reading %s', (_, options) => {
    const gen = new MoveGenerator(engine, options);
    const memo = new Map<string, bigint>();
    let checked = 0, restricted = 0;
    for (const c of reachableCases(engine, englishRuleset(), 71, 25, { maxTurns: 14, rackSize: () => 7 })) {
      const { rows, cols, board } = c.board;
      gen.setBoard(c.board);
      gen.list(c.rack, { mode: 'best' }); // a search: the context now reads its arc layout
      gen.setBoard(c.board);
      const state = gen.context.state();
      for (const layout of [0, 1]) {
        // Layout 1 is the transpose: its rows are the board's columns.
        const [lr, lc] = layout === 0 ? [rows, cols] : [cols, rows];
        const tile = (r: number, c: number) => (layout === 0 ? board[r * cols + c]! : board[c * cols + r]!) & 0x3f;
        for (let r = 0; r < lr; r++) {
          for (let c = 0; c < lc; c++) {
            if (tile(r, c) || (r > 0 && tile(r - 1, c)) || (r + 1 < lr && tile(r + 1, c))) continue;
            const left: number[] = [], right: number[] = [];
            for (let k = c - 1; k >= 0 && tile(r, k); k--) left.unshift(tile(r, k));
            for (let k = c + 1; k < lc && tile(r, k); k++) right.push(tile(r, k));
            if (!left.length && !right.length) continue;
            const got = state.crossSets[layout]![r * lc + c]!;
            expect(got, `layout ${layout} square ${r},${c}`).toBe(scanned(left, right, memo));
            checked++;
            if (got !== scanned([], [], memo)) restricted++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(restricted).toBeGreaterThan(checked / 2);
  });
});
