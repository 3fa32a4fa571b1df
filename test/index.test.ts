// The library API: exactly the names an app needs (no core records, task protocol or compiler
// internals), and it works end to end.

import { expect, it } from 'vitest';
import * as verbivore from '../src/index.js';

it('exports exactly the public runtime names', () => {
  expect(Object.keys(verbivore).sort()).toEqual([
    'Engine', 'EnginePool', 'Game', 'LeaveTable', 'MovegenSearcher', 'QueueWorker', 'RedisRunner', 'equityPlayer', 'gameCgp', 'gameGcg', 'parseLeavesCsv', 'playGame', 'readLeavesFile', 'resolveLeaves', 'scorePlayer', 'topKPlayer', 'userPlayer', 'writeLeavesCsv', 'writeLeavesFile', 'VerbivoreError', 'alphabetById', 'alphabetOfSpec', 'alphabets', 'analysePosition', 'anagrams', 'availableLexicons',
    'bridge', 'buildLexicon', 'buildUserLexicon', 'catalan', 'cgpGame', 'chooseGame', 'combine', 'compileRuleset',
    'loadRuleset', 'dutch', 'emptyPosition', 'engineFor', 'english', 'ensureLexicon', 'findWords', 'formatCoord', 'french', 'german', 'norwegian', 'parseAlphabetSpec', 'polish',
    'formatMove', 'gcgGame', 'listMoves', 'loadLexicon', 'longestWord', 'makeBoard', 'matchPattern',
    'movegenBoard', 'moveWord', 'nextWord', 'party', 'platform', 'queryWords', 'unitAlphabet', 'usePlatform', 'parseBoard', 'parseCoord', 'parsePattern', 'parseRuleset', 'planRound',
    'readBoardText', 'readCgp', 'readGcg', 'replayGcg', 'rulesetByName', 'rulesetNames', 'scoreBoard',
    'scoringTable', 'scoringTables', 'slovene', 'spanish', 'swedish', 'syllabify', 'syllableBoundaries', 'validatePosition', 'writeBoardText',
    'writeCgp', 'writeGcg',
    'simulate', 'solveEndgame', 'TranspositionTable', 'Budget', 'endgamePlayer', 'preEndgame', 'DuplicateGame', 'DEFAULT_DRAW_RULES',
    'drawInferredLeave', 'findPlay', 'inferLeave', 'lastPlayOfGcg', 'leaveLogRatio', 'unseenTiles',
    'reviewGame', 'annotatedGcg',
    'championPlayer', 'championPlies', 'DEFAULT_CHAMPION_SECONDS', 'PLIES_BY_UNSEEN', 'fitWinTable', 'readWinTable', 'WinTable', 'writeWinTable', 'TopTwoSampler',
    'builtinWinTable', 'readWinTableFile', 'trainWinTable',
    'arbitrate', 'Arbiter', 'checkMasterGame', 'DEFAULT_ARBITRATION_RULES', 'masterCsv', 'masterGcg', 'masterTurnsOf', 'readMasterGame', 'readSubmissions',
  ].sort());
  for (const internal of ['gridCoreOf', 'RECORD_WORDS', 'taskHandlers', 'errors', 'compileLexicon', 'grid', 'generateMoves', 'MoveGenerator']) {
    expect(verbivore, internal).not.toHaveProperty(internal);
  }
});

it('finds anagrams, the best play of a position, grid words and syllables from one module', async () => {
  await verbivore.ensureLexicon('sowpods');
  const engine = verbivore.engineFor('sowpods');
  expect(verbivore.anagrams(engine, 'QI?', { fullOnly: true }).map((r) => r.played)).toEqual(['QIs']);
  const rules = verbivore.compileRuleset(verbivore.rulesetByName('english'));
  const pos = verbivore.readCgp('15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 RETAINS/ 0/0 0', rules.alphabet);
  const list = verbivore.listMoves(engine, verbivore.movegenBoard(rules, pos), pos.racks[0]);
  expect(list.length).toBe(1458);
  expect(list.score(0)).toBe(66);
  const words = verbivore.findWords(engine, verbivore.parseBoard('GSED/INTR/DEIA/RSPL'));
  expect(words.count).toBe(1214);
  expect(words.score).toBe(4286);
  expect(verbivore.syllabify('col·lecció')).toEqual(['col', 'lec', 'ci', 'ó']);
});

it('exposes the letter-constraint query and the party-game solvers', async () => {
  await verbivore.ensureLexicon('spanish');
  const engine = verbivore.engineFor('spanish');
  const words = verbivore.queryWords(engine, { length: 7, without: 'AC' });
  expect(words.find((w) => w.word === 'PERRITO')).toEqual({ word: 'PERRITO', letters: 7, tiles: 6 });
  expect(verbivore.party.crucigramarius(engine, { length: 8, hint: 'DSPRS', limit: Infinity }).map((a) => a.word)).toContain('DISPARES');
  expect(verbivore.unitAlphabet(engine.alphabet, 'letters').parse('CH', 'test')).toHaveLength(2);
});
