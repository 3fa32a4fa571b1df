// The syllable-tile games: Quadrisíl·laB and Lligosíl·laB against brute force over the words
// the syllables make, ArBredasíl·laB's scoring on boards worked by hand, and the rulebook's pairs.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { parseBoard } from '../../src/grid/parse.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { arbredasillab } from '../../src/party/arbreda.js';
import { bridgeWords, combineWords, lligosillab, quadrisillab } from '../../src/party/syllableGames.js';
import { combine } from '../../src/query/syllables.js';
import { ensureSyllableView } from '../../src/syllables/lexiconView.js';

let ca: Engine;
beforeAll(async () => {
  const lex = await ensureLexicon('catalan');
  await ensureSyllableView(lex);
  ca = new Engine(lex);
}, 300_000);

const words = (list: { word: string }[]) => list.map((w) => w.word);
/** One row of trees, king moves ('' = a free tree). */
const rowBoard = (cells: string[]) => parseBoard(JSON.stringify({ cells, cols: cells.length }));
const multiset = (xs: string[]) => [...xs].sort().join(',');

describe('pairs and piles of syllables', () => {
  it('CA and SA make CASA and SACA (Memosíl·laB), not CASACA (Cleptosíl·laB)', () => {
    expect(words(combineWords(ca, 'memosillab', ['CA', 'SA']))).toEqual(['CASA', 'SACA']);
    const clepto = combineWords(ca, 'cleptosillab', ['CA', 'SA', 'DA']);
    expect(words(clepto)).not.toContain('CASACA');
    for (let i = 1; i < clepto.length; i++) expect(clepto[i - 1]!.score).toBeGreaterThanOrEqual(clepto[i]!.score);
    expect(clepto[0]!.score).toBe(3);
  });

  it('the bridge games: NY and QU are one card, so one letter: PINYA for PI ? A, MAQUETA for MA ? TA', () => {
    expect(words(bridgeWords(ca, 'oscillab', 'PI', 'A'))).toContain('PINYA');
    expect(words(bridgeWords(ca, 'grafosillab', 'PI', 'A'))).toContain('PINYA');
    // Two letters, one between the syllables: MA + QU + E + TA.
    expect(words(bridgeWords(ca, 'bigrafosillab', 'MA', 'TA'))).toContain('MAQUETA');
    expect(words(bridgeWords(ca, 'aparellasillab', 'MA', 'TA'))).toContain('MAQUETA');
    // L·L is two L cards, not one letter: BE ? A is not BEL·LA.
    expect(words(bridgeWords(ca, 'oscillab', 'BE', 'A'))).not.toContain('BEL·LA');
  });

  it('Oscíl·laB: syllable + letter + syllable, not kept as syllables; Aparellasíl·laB keeps them', () => {
    const osc = bridgeWords(ca, 'oscillab', 'CA', 'SA');
    expect(words(osc)).toContain('CAUSA');
    for (const w of osc) expect(w.pieces.length).toBe(3);
    const aparella = bridgeWords(ca, 'aparellasillab', 'CA', 'SA');
    expect(words(aparella)).toContain('CAMISA');
    for (const w of aparella) expect(w.pieces.length).toBe(4);
  });

  it('Quadrisíl·laB: every solution is four disjoint three-syllable words, and none is missed', () => {
    const syllables = ['CA', 'SA', 'MEN', 'TA', 'PA', 'TI', 'NA', 'RE', 'DO', 'LA', 'MA', 'DE'];
    const r = quadrisillab(ca, syllables, 4, Number.POSITIVE_INFINITY);
    expect(r.made).toBe(4);
    const triples = combine(ca, syllables, { min: 3, max: 3 });
    // Brute force: every set of four triples whose syllables together fit the twelve tiles.
    const fits = (chosen: string[]) => {
      const left = [...syllables];
      for (const s of chosen) {
        const i = left.indexOf(s);
        if (i < 0) return false;
        left.splice(i, 1);
      }
      return true;
    };
    let expected = 0;
    for (let a = 0; a < triples.length; a++) for (let b = a + 1; b < triples.length; b++) {
      if (!fits([...triples[a]!.syllables, ...triples[b]!.syllables])) continue;
      for (let c = b + 1; c < triples.length; c++) {
        if (!fits([...triples[a]!.syllables, ...triples[b]!.syllables, ...triples[c]!.syllables])) continue;
        for (let d = c + 1; d < triples.length; d++) {
          if (fits([a, b, c, d].flatMap((i) => triples[i]!.syllables))) expected++;
        }
      }
    }
    expect(r.solutions.length).toBe(expected);
    for (const s of r.solutions) {
      expect(s.length).toBe(4);
      expect(fits(s.flatMap((w) => w.pieces))).toBe(true);
    }
    const short = quadrisillab(ca, ['CA', 'SA', 'DA', 'XXI', 'ZOC', 'QUIU', 'NYU', 'FUC', 'GRUF', 'PLIM', 'BUF', 'JOU'], 4);
    expect(short.made).toBeLessThan(4);
  });

  it('Lligosíl·laB: the best split scores as much as a brute force over sets of words', () => {
    const pile = ['CA', 'SA', 'DA', 'MA', 'TA', 'RE', 'LA', 'PI'];
    const r = lligosillab(ca, pile);
    const table: Record<number, number> = { 2: 3, 3: 6, 4: 10, 5: 15 };
    const found = combine(ca, pile, { min: 2, max: 5 });
    let best = 0;
    const visit = (from: number, left: string[], total: number) => {
      best = Math.max(best, total);
      for (let i = from; i < found.length; i++) {
        const rest = [...left];
        if (!found[i]!.syllables.every((s) => { const k = rest.indexOf(s); if (k < 0) return false; rest.splice(k, 1); return true; })) continue;
        visit(i + 1, rest, total + table[found[i]!.syllables.length]!);
      }
    };
    visit(0, pile, 0);
    expect(r.proven).toBe(true);
    expect(r.total).toBe(best);
    expect(r.words.reduce((n, w) => n + w.score, 0)).toBe(r.total);
    expect(multiset([...r.words.flatMap((w) => w.pieces), ...r.unused])).toBe(multiset(pile));
  });
});

describe('ArBredasíl·laB scoring', () => {
  it('identical syllables score twice (RARA), as do words read both ways (DONA, NADÓ)', () => {
    // RA, a free tree, TA in a row (king moves): RA placed between makes RARA from either RA, RATA
    // and TARA (1 point each); TARARA reads 2 → 1 → 0, against the natural order, so only with bothWays.
    const row = rowBoard(['RA', '', 'TA']);
    const [p] = arbredasillab(ca, row, { syllable: 'RA', cell: 1, multipliers: 3 });
    expect(p!.words.map((w) => `${w.word}:${w.path.join(',')}`).sort())
      .toEqual(['RARA:0,1', 'RARA:1,0', 'RATA:1,2', 'TARA:2,1']);
    expect(p!.score).toBe(4 * 3);
    const [both] = arbredasillab(ca, row, { syllable: 'RA', cell: 1, multipliers: 3, bothWays: true });
    expect(both!.words.map((w) => `${w.word}:${w.path.join(',')}`)).toContain('TARARA:2,1,0');
    expect(both!.score).toBe((4 + 3) * 3);
    const [d] = arbredasillab(ca, rowBoard(['DO', '']), { syllable: 'NA' });
    expect(words(d!.words).sort()).toEqual(['DONA', 'NADO']);
    expect(d!.score).toBe(2);
  });

  it('the syllable stays a syllable (PER + O does not make PERÒ)', () => {
    const [p] = arbredasillab(ca, rowBoard(['PER', '']), { syllable: 'O', cell: 1 });
    expect(words(p!.words)).not.toContain('PERO');
  });

  it('"Words of more than two syllables must be readable in their natural order": the rulebook\'s DA, not PODARÉ', () => {
    // "if the syllable DA is placed, the words ALADA, DARÉ, DAVEN and VENDA can be formed, but not
    // PODARÉ, because the syllables are not in that order." On this wood (king moves) PO DA RÉ runs
    // 7 → 2 → 5. PODA, a word of the lexicon the rulebook does not list, is its one point more.
    const board = parseBoard('A LA . VEN/. RE . PO');
    const [p] = arbredasillab(ca, board, { syllable: 'DA', cell: 2 });
    expect(words(p!.words).sort()).toEqual(['ALADA', 'DARE', 'DAVEN', 'PODA', 'VENDA']);
    expect(p!.score).toBe(6 + 1);
    const [both] = arbredasillab(ca, board, { syllable: 'DA', cell: 2, bothWays: true });
    expect(words(both!.words)).toEqual(expect.arrayContaining(['PODARE', 'PODAVEN']));
    // ES TI REN read right to left: ESTIREN goes 2 → 1 → 0, only read backwards.
    const row = rowBoard(['', 'TI', 'ES']);
    expect(words(arbredasillab(ca, row, { syllable: 'REN', cell: 0 })[0]!.words).sort()).toEqual(['RENTI', 'TIREN']);
    expect(words(arbredasillab(ca, row, { syllable: 'REN', cell: 0, bothWays: true })[0]!.words)).toContain('ESTIREN');
  });

  it('the rulebook\'s REN: 4 two-syllable, 3 three-syllable and 2 four-syllable words make 27, ×2 = 54', () => {
    // A wood (king moves) where REN, on cell 10, meets the syllables of the rulebook's words, each of
    // three or more syllables in natural order; read backwards, TA REN TI (TARENTÍ) is one more.
    const board = parseBoard('A ES . RE/CO . TI ./. TA . .');
    const [p] = arbredasillab(ca, board, { syllable: 'REN', cell: 10, multipliers: 2 });
    expect(words(p!.words).sort()).toEqual(
      ['ACOTAREN', 'COTAREN', 'ESCOTAREN', 'ESTIREN', 'RENTA', 'RENTI', 'RETIREN', 'TAREN', 'TIREN']);
    expect(p!.score).toBe(54);
    const both = arbredasillab(ca, board, { syllable: 'REN', cell: 10, multipliers: 2, bothWays: true })[0]!;
    expect(words(both.words)).toContain('TARENTI');
    expect(both.score).toBe(60);
  });
});
