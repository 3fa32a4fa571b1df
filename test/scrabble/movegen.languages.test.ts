// Move generation in every built-in language: multi-letter tiles (NY, L·L, QU, Ç; CH, LL, RR, Ñ)
// and letters of their own (Ä, Ø, Ą, Č…) are plain tile indices to the generator, which the
// differential test checks against the reference on a sample of each language's word list
// (compiled here, so the test needs no built lexicon and the reference stays quick); and the known
// Catalan results (docs/games.md, Scrabble in Catalan), which need the full Catalan lexicon.

import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Alphabet, alphabetById } from '../../src/alphabet/index.js';
import { Engine } from '../../src/engine.js';
import { compileLexicon, encodeLexicon, loadLexicon, lexiconPath, openLexicon, readSource, recipe, tileWords } from '../../src/lexicon/index.js';
import { ReferenceLexicon } from '../../src/reference/scrabble.js';
import {
  catalanRuleset, compileRuleset, dutchRuleset, frenchRuleset, germanRuleset, norwegianRuleset, polishRuleset, sloveneRuleset,
  spanishRuleset, swedishRuleset, type Ruleset,
} from '../../src/rules/index.js';
import { generateMoves, movegenBoard, type PlaceMove } from '../../src/scrabble/movegen.js';
import { checkCase, croppedRuleset, reachableCases } from './helpers.js';

/** Words of up to 3 tiles, and one in `1 << shift` of the others (by a hash of the word). */
function sample(words: Uint8Array[], shift: number): Uint8Array[] {
  const mask = (1 << shift) - 1;
  return words.filter((w) => {
    if (w.length <= 3) return true;
    let h = 0x811c9dc5;
    for (const t of w) h = Math.imul(h ^ t, 0x01000193);
    return ((h >>> 0) & mask) === 0;
  });
}

/** Keeps the sample near 200,000 words whatever the list's size (Polish has 3.2 million forms). */
const sampleShift = (words: number) => Math.max(2, Math.ceil(Math.log2(words / 200_000)));

async function sampledLexicon(name: string): Promise<{ engine: Engine; lex: ReferenceLexicon; alphabet: Alphabet }> {
  const r = recipe(name);
  const alphabet = alphabetById(r.alphabet)!;
  const { words } = await readSource(r.source);
  const all = tileWords(words, alphabet).tiles;
  const tiles = sample(all, sampleShift(all.length));
  const c = compileLexicon(tiles);
  const bytes = encodeLexicon({
    meta: { name: `${name}-sample`, alphabet: alphabet.id, tiles: alphabet.tiles.slice(1), source: 'test sample', rejected: 0 },
    entries: c.entries, wordCount: c.wordCount, dawgNodes: c.dawgNodes, gaddagNodes: c.gaddagNodes,
  });
  const lexicon = openLexicon(bytes, `${name}-sample (in memory)`, `${name}-sample`);
  return { engine: new Engine(lexicon), lex: new ReferenceLexicon(tiles), alphabet };
}

const smallRacks = (r: () => number) => (r() < 0.25 ? 7 : 2 + Math.floor(r() * 4));

/**
 * A tile the language has beyond the 26 plain letters: a digraph (Catalan, Spanish) or a letter of
 * its own (German Ä, Polish Ą…). French folds its accents away and Dutch plays IJ as I and J: none.
 */
const ownTile = (name: string) => name.length > 1 || !/^[A-Z]$/.test(name);

function differential(language: string, ruleset: () => Ruleset, seed: number, scale = 1) {
  describe(`differential: ${language} (sampled word list)`, () => {
    let s: Awaited<ReturnType<typeof sampledLexicon>>;
    beforeAll(async () => {
      s = await sampledLexicon(language);
    }, 120_000);
    const runs: [string, Ruleset, number, number][] = [
      ['9×9 middle', croppedRuleset(ruleset(), 9), Math.round(400 * scale), 12],
      ['15×15', ruleset(), Math.round(100 * scale), 24],
    ];
    const hasOwnTiles = ruleset().tiles.some((t) => t.tile !== '?' && ownTile(t.tile));
    for (const [name, rules, count, maxTurns] of runs) {
      it(`${name}: ${count} reachable positions agree with the reference`, () => {
        const cases = reachableCases(s.engine, rules, seed + count, count, { maxTurns, rackSize: smallRacks });
        const failures: string[] = [];
        let ownTiles = 0;
        for (const [i, c] of cases.entries()) {
          const problems = checkCase(s.engine, s.lex, c);
          if (problems.length) failures.push(`case ${i} rack ${s.alphabet.render(c.rack)}: ${problems.join('; ')}`);
          if (failures.length >= 5) break;
          for (const t of c.board.board) if (t && ownTile(s.alphabet.tiles[t & 0x3f]!)) ownTiles++;
        }
        expect(failures).toEqual([]);
        if (hasOwnTiles) expect(ownTiles).toBeGreaterThan(0); // the language's own tiles were on the boards
      });
    }
  });
}

differential('spanish', spanishRuleset, 201);
differential('catalan', catalanRuleset, 301);
// The seven hunspell languages: fewer positions each, the same two board shapes.
differential('french', frenchRuleset, 401, 0.5);
differential('german', germanRuleset, 501, 0.5);
differential('dutch', dutchRuleset, 601, 0.5);
differential('polish', polishRuleset, 701, 0.5);
differential('norwegian', norwegianRuleset, 801, 0.5);
differential('swedish', swedishRuleset, 901, 0.5);
differential('slovene', sloveneRuleset, 1001, 0.5);

const catalanBuilt = existsSync(lexiconPath('catalan'));
describe('known Catalan results of Scrabble in Catalan', () => {
  if (!catalanBuilt) {
    it.skip('needs lexicons/catalan.lex (the Catalan lexicon); build it with: verbivore lexicon build catalan', () => {});
    return;
  }
  let engine: Engine;
  beforeAll(() => {
    engine = new Engine(loadLexicon('catalan'));
  });
  const rules = compileRuleset(catalanRuleset());
  const empty = () => movegenBoard(rules, { rows: 15, cols: 15, board: new Uint8Array(225) });

  for (const [rack, score] of [['JUNYEIXO', 134], ['JAQUEIXO', 130], ['FAL·LAÇOS', 126]] as const) {
    it(`best first move ${rack} ${score}`, () => {
      const [best] = generateMoves(engine, empty(), rack, { mode: 'best' }) as PlaceMove[];
      expect(rules.alphabet.render(best!.word)).toBe(rack);
      expect(best!.score).toBe(score);
      expect(best!.tiles.length).toBe(7);
    });
  }

  it('FIL·LOXERA 401: an 8-tile bingo over two triple words through one tile, X on a double letter', () => {
    // OS down from 1K; FIL·LOXERA along row 1 from H (TW) to O (TW), through the O, X on 1L (DL).
    const b = empty();
    b.board[0 * 15 + 10] = rules.alphabet.tileOf('O')!;
    b.board[1 * 15 + 10] = rules.alphabet.tileOf('S')!;
    const [best] = generateMoves(engine, b, 'FIL·LXERA', { mode: 'best' }) as PlaceMove[];
    expect(rules.alphabet.render(best!.word)).toBe('FIL·LOXERA');
    expect([best!.row, best!.col, best!.dir]).toEqual([0, 7, 'across']);
    expect(best!.tiles.filter((t) => t === 0).length).toBe(1);
    expect(best!.score).toBe(39 * 9 + 50);
  });
});
