// Every command of verbivore by name, with its summary and how to load it. `verbivore --help`
// lists this table; a command's module, and all it imports (the grid search, the game engine,
// the pool, BullMQ), is loaded only when that command runs, so start-up costs what the command
// needs. (Importing every module up front took ~30 MB and ~60 ms before any work.)
//
// A new command adds one line here; its name and summary must be those of the Command its
// loader returns (test/cli/commandTable.test.ts checks each).

import type { Command } from './command.js';

export interface CommandEntry {
  name: string;
  summary: string;
  /** It prints what it found on Ctrl-C: main holds a Ctrl-C while it loads (interrupt.ts). */
  interruptible?: true;
  load(): Promise<Command>;
}

export const commandTable: CommandEntry[] = [
  { name: 'lexicon build', summary: 'build a lexicon from its recipe, or your own from a word list (--from)', load: async () => (await import('./commands/lexicon.js')).lexiconBuild },
  { name: 'lexicon info', summary: 'words, nodes, bytes and checksum of a built lexicon', load: async () => (await import('./commands/lexicon.js')).lexiconInfo },
  { name: 'lexicon bench', summary: 'measure lexicons side by side (sizes, build, load, lookups, anagrams, moves, boards)', load: async () => (await import('./commands/lexiconBench.js')).lexiconBench },
  { name: 'lexicon compare', summary: 'words only in A, only in B and in both, by length', load: async () => (await import('./commands/lexiconTools.js')).lexiconCompare },
  { name: 'lexicon stats', summary: 'letter frequencies, and tile counts and values derived from them', load: async () => (await import('./commands/lexiconTools.js')).lexiconStats },
  { name: 'check', summary: 'say whether words are valid', load: async () => (await import('./commands/check.js')).check },
  { name: 'anagram', summary: 'anagrams and sub-anagrams of a set of letters', load: async () => (await import('./commands/anagram.js')).anagram },
  { name: 'pattern', summary: 'words matching a pattern of letters, wildcards and letter sets', load: async () => (await import('./commands/pattern.js')).pattern },
  { name: 'moves', summary: 'the best Scrabble plays of a position (or a batch of positions)', load: async () => (await import('./commands/moves.js')).moves },
  { name: 'syllables', summary: 'split Catalan words into syllables (col·lecció → col-lec-ci-ó)', load: async () => (await import('./commands/syllables.js')).syllables },
  { name: 'syllables combine', summary: 'words made by joining 2–3 of the given syllables (Cleptosíl·laB, Quadrisíl·laB)', load: async () => (await import('./commands/syllables.js')).syllablesCombine },
  { name: 'syllables bridge', summary: 'words of a syllable, a letter and a syllable (Oscíl·laB, Aparellasíl·laB)', load: async () => (await import('./commands/syllables.js')).syllablesBridge },
  { name: 'syllables index', summary: 'build or check the syllable index (accented spellings) of a Catalan lexicon', load: async () => (await import('./commands/syllables.js')).syllablesIndex },
  { name: 'grid', summary: 'every word on a letter or syllable grid (Boggle, Buguigrama, Ruscosíl·laB...)', load: async () => (await import('./commands/grid.js')).grid },
  { name: 'grid bench', summary: 'boards per second on random boards (score only)', load: async () => (await import('./commands/grid.js')).gridBench },
  { name: 'grid best', summary: 'search for the highest-scoring board (simulated annealing on the pool)', interruptible: true, load: async () => (await import('./commands/grid.js')).gridBest },
  { name: 'grid prove', summary: 'prove the best boards of a size: every board scoring at least T (branch and bound over board classes)', interruptible: true, load: async () => (await import('./commands/gridProve.js')).gridProve },
  { name: 'query', summary: 'words meeting letter constraints: letters to use, counts, order, substrings, patterns with *', load: async () => (await import('./commands/query.js')).query },
  { name: 'game', summary: 'party-game solvers: Verbàlia, Enigmàrius, Gramarios (verbivore game --list)', load: async () => (await import('./commands/game.js')).game },
  { name: 'autoplay', summary: 'seeded Scrabble games between two players, on this machine or on a Redis queue', load: async () => (await import('./commands/autoplay.js')).autoplay },
  { name: 'leaves train', summary: 'train a leave table by self-play, on this machine or on the workers of a Redis queue', load: async () => (await import('./commands/leaves.js')).leavesTrain },
  { name: 'leaves convert', summary: 'convert a leave table between the binary format and CSV', load: async () => (await import('./commands/leaves.js')).leavesConvert },
  { name: 'leaves info', summary: 'what a leave table holds: tiles, size, provenance, best and worst leaves', load: async () => (await import('./commands/leaves.js')).leavesInfo },
  { name: 'winpct train', summary: 'train a win-probability table (spread × tiles unseen → P(win)) by self-play', interruptible: true, load: async () => (await import('./commands/winpct.js')).winpctTrain },
  { name: 'winpct show', summary: 'P(win) of a spread with so many tiles unseen, by a win-probability table', load: async () => (await import('./commands/winpct.js')).winpctShow },
  { name: 'sim', summary: 'Monte Carlo simulation of a position\'s best moves (which is best once the next plies are played)', interruptible: true, load: async () => (await import('./commands/sim.js')).sim },
  { name: 'infer', summary: 'the tiles the opponent kept after their last play, by how well each leave explains it', load: async () => (await import('./commands/infer.js')).infer },
  { name: 'endgame', summary: 'solve an endgame (the bag empty): the best sequence of plays to the end and the final spread', interruptible: true, load: async () => (await import('./commands/endgame.js')).endgame },
  { name: 'peg', summary: 'pre-endgame with 1 to 4 tiles in the bag: every candidate against every possible bag, the endgames solved', interruptible: true, load: async () => (await import('./commands/peg.js')).peg },
  { name: 'review', summary: 'review a GCG game: each turn\'s move against the engine\'s best, the equity it cost, bingos missed', load: async () => (await import('./commands/review.js')).review },
  { name: 'duplicate new', summary: 'a seeded duplicate master game: each turn\'s rack, the master move, the ties; GCG and CSV files', load: async () => (await import('./commands/duplicate.js')).duplicateNew },
  { name: 'duplicate arbitrate', summary: 'judge the players\' moves of a duplicate game on its master boards, and rank them', load: async () => (await import('./commands/duplicate.js')).duplicateArbitrate },
  { name: 'duplicate replay', summary: 'check a recorded duplicate master game: each move legal, scored right and a top', load: async () => (await import('./commands/duplicate.js')).duplicateReplay },
  { name: 'worker', summary: 'run queued tasks from Redis (moves --batch, grid best, autoplay, leaves train ... --redis URL) on this machine', load: async () => (await import('./commands/worker.js')).worker },
  { name: 'serve', summary: 'the web page: a Scrabble board editor with its moves, grid words, queries (in your browser)', load: async () => (await import('./commands/serve.js')).serve },
];

/**
 * Commands a group's module makes that the table does not list (verbivore game NAME: one per
 * game), loaded with the group when argv names one.
 */
export const hiddenCommands: { group: string; load(): Promise<Command[]> }[] = [
  { group: 'game', load: async () => (await import('./commands/game.js')).gameCommands },
];
