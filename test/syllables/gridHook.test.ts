// The grid search's rule P hook (src/grid/syllables.ts) reads words through the syllable view:
// syllable cells must be the word's syllables in some original spelling.

import { beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine.js';
import { parseBoard } from '../../src/grid/parse.js';
import { findWords } from '../../src/grid/search.js';
import { ensureLexicon } from '../../src/lexicon/store.js';
import { ensureSyllableView } from '../../src/syllables/lexiconView.js';

let engine: Engine;
beforeAll(async () => {
  const lex = await ensureLexicon('catalan');
  await ensureSyllableView(lex);
  engine = new Engine(lex);
});

const board = parseBoard('[PER] [O] [CIM]/[ES] [DA] [RE]/[PA] [IS] [A]', { moves: 'king' });
const found = (syllableRule?: boolean) =>
  findWords(engine, board, { scoring: 'verbalia-syllables', syllableRule }).words.map((w) => w.word);

describe('grid hook: rule P on syllable cells', () => {
  it('PER + O does not make PERÒ, CIM + ES does not make CIMES; PA + IS makes PAÍS', () => {
    const words = found();
    expect(words).toEqual(expect.arrayContaining(['DARE', 'PAIS', 'ESPADA']));
    for (const w of ['PERO', 'CIMES', 'ESPERO', 'PAISES']) expect(words).not.toContain(w);
    expect(found(false)).toEqual(expect.arrayContaining(['PERO', 'ESPERO']));
  });

  it('cells [COL][LEC][CI][O] make COL·LECCIÓ', () => {
    const b = parseBoard('[COL] [LEC] [CI]/[ES] [TA] [O]/[RE] [TI] [REN]', { moves: 'king' });
    const r = findWords(engine, b, { scoring: 'rusc' });
    const w = r.words.find((x) => x.word === 'COL·LECCIO');
    expect(w?.path.map((c) => b.cells[c])).toEqual(['COL', 'LEC', 'CI', 'O']);
    expect(w?.score).toBe(10); // 4 syllables in Ruscosíl·laB
    expect(r.words.map((x) => x.word)).toEqual(expect.arrayContaining(['ESTIREN', 'RETIREN', 'TIREN']));
  });
});
