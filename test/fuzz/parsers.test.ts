// Every parser and loader under the fuzzer: one line each (test/fuzz/harness.ts says what is
// checked). A new parser adds its line here, with a few valid examples as seeds, e.g.
//   fuzzText('query', ['--from ABC --length 5'], (text) => parseQuery(text, catalan));
//   fuzzBytes('leave table', [tableBytes], (bytes) => readLeaveTable(bytes, english));

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import { catalan, english, spanish } from '../../src/alphabet/index.js';
import { type Board, boardText } from '../../src/grid/board.js';
import { parseBoard } from '../../src/grid/parse.js';
import { compileLexicon } from '../../src/lexicon/compile.js';
import { checksum32, encodeLexicon } from '../../src/lexicon/format.js';
import { openLexicon } from '../../src/lexicon/store.js';
import { parsePattern } from '../../src/query/pattern.js';
import { queryPatterns, resolveQuery } from '../../src/query/constraint.js';
import { parseCommandArgs } from '../../src/cli/command.js';
import { query } from '../../src/cli/commands/query.js';
import { constraintFlags } from '../../src/cli/queryOptions.js';
import { engineFor } from '../../src/engine.js';
import { compileRuleset, parseJsonText, parseRuleset, rulesetByName } from '../../src/rules/index.js';
import { decodeLeaves, encodeLeaves, parseLeavesCsv } from '../../src/leaves/index.js';
import {
  decodeGcg, gcgTurns, parseCoord, readBoardText, readCgp, readGcg, readRack, replayGcg, writeBoardText, writeCgp, writeGcg,
} from '../../src/scrabble/position/index.js';
import { fuzzBytes, fuzzText } from './harness.js';

const fixtures = join(import.meta.dirname, '../fixtures');
const read = (path: string) => readFileSync(join(fixtures, path), 'utf8');
const english15 = compileRuleset(rulesetByName('english'));
const catalan15 = compileRuleset(rulesetByName('catalan'));

const cgps = [read('scrabble/boxen.cgp').trim(), `${'15/'.repeat(14)}15 RETAINS/ 10/-3 2`, '3/1A1/3 ?A/B 0/0 0 foo bar;'];
const catalanCgps = [read('scrabble/catalan-fallacos.cgp').trim()];
const gcgFiles = readdirSync(join(fixtures, 'gcg')).filter((f) => f.endsWith('.gcg'));
const gcgs = [read('scrabble/handmade-exchange.gcg'), ...gcgFiles.map((f) => decodeGcg(readFileSync(join(fixtures, 'gcg', f))))];
const englishGcgs = gcgs.filter((g) => !g.includes('#lexicon catalan'));
const catalanGcgs = gcgs.filter((g) => g.includes('#lexicon catalan'));
const boards = ['...\n.A.\n...', 'CAT\n...\n...', `${'.'.repeat(15)}\n`.repeat(14) + 'RETAINS........'];
const gridBoards = [
  'SERS/PATG/LINE/SERS', 'ARRAU\nOSTIL\nDANTE\nMEACS\nPORTA', 'q[QU][L·L]A/[CA] [SA] . DA/ABCD/EFGH',
  '{"rows": ["CAT", "DOG", "EMU"]}', '{"cells": ["A","B","C","D","E","F","G"], "moves": "hex"}', 'CA SA DA\nTE LA . \nNY X Z',
];
const adjacencies = ['[[1],[0,2],[1]]', '{"adjacency": [[1,2],[0],[0]]}', '[[],[],[]]'];
const rulesets = [
  ...['english', 'catalan', 'spanish', 'super', 'spil-9'].map((n) => JSON.stringify(rulesetByName(n))),
  '{"extends": "english", "name": "mine", "bingoBonus": 40}',
];
const leaves = ['RU,-20\nAHR?,30\n', '# a table\nQ,-7.5\r\nES,4\n\n?,25\n'];
const racks = ['ARTHOU?', '??', '', 'QZ'];
const catalanRacks = ['JUNYEIXO', 'FA[L·L]?', 'QUE[NY]'];
const patterns = ['C?T', '{AEIOU}??', '{^XYZ}A.S', '?'];
const partyQueries = ['--from AAEELLMRV --length 9', '--in-order BRN --exactly E=1,A=0 --pattern DES*CIO --sort alpha',
  '--syllable CA --without XZ --at-most L=2 --unit tiles', '--length 5- --with L·L --start COL --end ES --contains NY'];

/** The tiny lexicon of test/fixtures/lexicon as a .lex file. */
const tinyLex = encodeLexicon({
  meta: { name: 'tiny', alphabet: 'english', tiles: english.tiles.slice(1), source: 'fuzz', rejected: 0 },
  ...compileLexicon(read('lexicon/tiny.words').split(/\s+/).filter(Boolean).map((w) => english.tokenize(w))),
});
/** After a bit flip: a checksum that matches again, so the flip reaches the fields past it. */
function fixChecksum(bytes: Uint8Array): void {
  if (bytes.length < 16 || bytes.length % 4) return;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  words[3] = checksum32(words.subarray(4));
}

/** A grid board as text (king moves, the default) or as JSON naming its moves or adjacency. */
function writeGridBoard(b: Board): string {
  if (b.moves === 'king') return boardText(b);
  if (b.moves === 'graph') return JSON.stringify({ cells: b.cells.map((c) => c || '.'), adjacency: b.neighbours });
  const rows: string[][] = [];
  let at = 0;
  for (const n of b.rowLengths) rows.push(b.cells.slice(at, (at += n)).map((c) => c || '.'));
  return JSON.stringify({ rows, moves: b.moves });
}

/** A GCG record read and replayed to every turn, as `moves --gcg` does. */
function loadGcg(text: string, rules: typeof english15) {
  const game = readGcg(text, rules.alphabet, rules.ruleset);
  const turns = gcgTurns(game).length;
  for (let t = 0; t <= turns && turns > 0; t++) replayGcg(game, rules, t);
  return game;
}

describe('fuzz: positions and records', () => {
  fuzzText('CGP (English)', cgps, (t) => readCgp(t, english), { write: (p) => writeCgp(p, english) });
  fuzzText('CGP (Catalan)', catalanCgps, (t) => readCgp(t, catalan), { write: (p) => writeCgp(p, catalan) });
  fuzzText('GCG (English, replayed)', englishGcgs, (t) => loadGcg(t, english15), { write: (g) => writeGcg(g, english) });
  fuzzText('GCG (Catalan, replayed)', catalanGcgs, (t) => loadGcg(t, catalan15), { write: (g) => writeGcg(g, catalan) });
  fuzzBytes('GCG bytes (encodings)', gcgFiles.filter((f) => !f.startsWith('catalan')).map((f) => readFileSync(join(fixtures, 'gcg', f))),
    (b) => readGcg(decodeGcg(b), english));
  fuzzText('text board', boards, (t) => readBoardText(t, english), { write: (p) => writeBoardText(p, english) });
  fuzzText('text board (Spanish, spaced)', ['C H\nLL .', 'RR Ñ\n. A'], (t) => readBoardText(t, spanish),
    { write: (p) => writeBoardText(p, spanish, { spaced: true }) });
});

describe('fuzz: grid boards', () => {
  fuzzText('grid board (text and JSON)', gridBoards, (t) => parseBoard(t), { write: writeGridBoard });
  fuzzText('adjacency JSON (--moves FILE)', adjacencies, (t) => {
    let adjacency = parseJsonText(t, 'adjacency');
    if (adjacency && typeof adjacency === 'object' && !Array.isArray(adjacency)) adjacency = (adjacency as { adjacency?: unknown }).adjacency;
    return parseBoard('CAT', { moves: 'graph', adjacency });
  });
});

describe('fuzz: rules, tables, lexicons', () => {
  fuzzText('ruleset JSON', rulesets, (t) => parseRuleset(parseJsonText(t, 'ruleset'), 'ruleset'), { write: (r) => JSON.stringify(r) });
  fuzzText('leaves CSV', leaves, (t) => parseLeavesCsv(t, english15));
  fuzzBytes('leave table file', [encodeLeaves(parseLeavesCsv(leaves.join('\n'), english15))], (b) => decodeLeaves(b, 'fuzz.leaves'), undefined, 40);
  fuzzBytes('.lex file', [tinyLex], (b) => openLexicon(b, 'fuzz.lex', 'fuzz'), fixChecksum);
});

describe('fuzz: racks, patterns, coordinates', () => {
  fuzzText('rack (CGP, strict)', racks, (t) => readRack(t, english, 'strict', 'rack'));
  fuzzText('rack (typed, Catalan)', catalanRacks, (t) => readRack(t, catalan, 'greedy', 'rack'));
  fuzzText('rack (alphabet.parseRack)', [...racks, 'AB?C'], (t) => english.parseRack(t));
  fuzzText('pattern', patterns, (t) => parsePattern(t, english));
  fuzzText('pattern (Catalan)', ['{NYL·L}?', 'QU?'], (t) => parsePattern(t, catalan));
  fuzzText('party query (verbivore query flags, Catalan)', partyQueries, (t) =>
    queryPatterns(resolveQuery(engineFor('catalan'), constraintFlags(parseCommandArgs(query, t.split(/\s+/).filter(Boolean)).values))));
  fuzzText('coordinate', ['8D', 'D8', 'O15', '15O'], (t) => parseCoord(t, 'american', { rows: 15, cols: 15 }));
});
