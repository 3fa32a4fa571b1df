// Scrabble move generation on the named positions of issue 3 (SOWPODS, English rules).
// Run: npx tsc -p tsconfig.json && node dist/bench/scrabble.bench.js
//
// "all, decoded" is the library call (generateMoves: load the board, generate, decode every
// record into objects, rank); "core" is the WASM generation alone (board loaded once, records
// left packed), which is what the targets measure; "best" is best-only with anchor bounds.

import { english } from '../src/alphabet/index.js';
import { Engine } from '../src/engine.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { compileRuleset, englishRuleset } from '../src/rules/index.js';
import { generateMoves, moveGenerator, type MovegenBoard, rackCounts } from '../src/scrabble/movegen.js';
import { readCgp } from '../src/scrabble/position/index.js';
import { type BenchCase, runBench } from './report.js';

const BOXEN = '7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15';

export async function scrabbleBench(): Promise<void> {
  const engine = new Engine(await ensureLexicon('sowpods'));
  const rules = compileRuleset(englishRuleset());
  const board = (tiles: Uint8Array): MovegenBoard => ({
    rows: 15, cols: 15, board: tiles, premiumLetter: rules.premiumLetter, premiumWord: rules.premiumWord,
    tileValue: rules.tileValue, rackSize: 7, bingoBonus: 50, scoring: 'standard', start: [7, 7],
  });
  const boxen = board(readCgp(`${BOXEN} ARTHOU?/ 0/0 0`, english).board);
  const empty = board(new Uint8Array(225));
  const generator = moveGenerator(engine);

  const cases: BenchCase[] = [];
  const positions: [string, MovegenBoard, string][] = [
    ['BOXEN ARTHOU?', boxen, 'ARTHOU?'],
    ['BOXEN ARTHOUS', boxen, 'ARTHOUS'],
    ['empty ?SATIRE', empty, '?SATIRE'],
    ['empty RETAINS', empty, 'RETAINS'],
  ];
  for (const [name, b, rackText] of positions) {
    const rack = english.parseRack(rackText);
    const counts = rackCounts(rack, english.size);
    let moves = 0, total = 0;
    cases.push({
      name: `${name}: all, core`,
      fn: () => {
        generator.setBoard(b);
        moves = generator.records(counts, b, 0, false).count;
      },
      checksum: () => `${moves} moves`,
    });
    let decoded = 0;
    cases.push({
      name: `${name}: all, decoded and ranked`,
      fn: () => {
        const m = generateMoves(engine, b, rack);
        decoded = m.length;
        total = m.reduce((s, x) => s + x.score, 0);
      },
      checksum: () => `${decoded} moves, Σscore ${total}`,
    });
    let best = 0;
    cases.push({
      name: `${name}: best only`,
      fn: () => {
        best = generateMoves(engine, b, rack, { mode: 'best' })[0]!.score;
      },
      checksum: () => `best ${best}`,
    });
  }
  await runBench('scrabble move generation (sowpods, english)', cases);
}

if (import.meta.url === `file://${process.argv[1]}`) await scrabbleBench();
