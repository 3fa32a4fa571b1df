// verbivore duplicate new | arbitrate | replay: a club's duplicate night from the command line
// (src/duplicate): the seeded master game, the players' moves judged on it, and a check of a
// master game recorded elsewhere.

import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import { chooseGame, gcgGame } from '../../game/gameChoice.js';
import { readInputText, writeOutputFile } from '../../inputFile.js';
import { quote } from '../../inputText.js';
import {
  arbitrate, type Arbitration, type ArbitrationRules, checkMasterGame, DEFAULT_ARBITRATION_RULES, DEFAULT_DRAW_RULES,
  type DrawRules, DuplicateGame, type DuplicateTurn, masterCsv, masterGcg, readMasterGame, readSubmissions,
} from '../../duplicate/index.js';
import { loadRuleset, type CompiledRuleset } from '../../rules/index.js';
import type { PlaceMove } from '../../scrabble/move.js';
import { moveCoord, moveWord, rackString } from '../../scrabble/notation.js';
import { decodeGcg, type Notation, readGcg } from '../../scrabble/position/index.js';
import { type Command, intOption, type Options, printJson, stringOption, type Values } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { notationOption } from '../positionGame.js';

const n = (x: number) => x.toLocaleString('en');

const DRAW_HELP = `  --vowels N           vowels a rack needs up to the switch turn (default ${DEFAULT_DRAW_RULES.earlyVowels})
  --consonants N       consonants a rack needs up to the switch turn (default ${DEFAULT_DRAW_RULES.earlyConsonants})
  --switch-turn T      the last turn of those minimums (default ${DEFAULT_DRAW_RULES.switchTurn})
  --late-vowels N      vowels a rack needs after it (default ${DEFAULT_DRAW_RULES.lateVowels})
  --late-consonants N  consonants a rack needs after it (default ${DEFAULT_DRAW_RULES.lateConsonants})`;

const drawOptions: Options = {
  vowels: { type: 'string' }, consonants: { type: 'string' }, 'switch-turn': { type: 'string' },
  'late-vowels': { type: 'string' }, 'late-consonants': { type: 'string' },
};

function drawRules(values: Values): DrawRules {
  const d = DEFAULT_DRAW_RULES;
  return {
    earlyVowels: intOption(values, 'vowels', d.earlyVowels, 0), earlyConsonants: intOption(values, 'consonants', d.earlyConsonants, 0),
    switchTurn: intOption(values, 'switch-turn', d.switchTurn, 0),
    lateVowels: intOption(values, 'late-vowels', d.lateVowels, 0), lateConsonants: intOption(values, 'late-consonants', d.lateConsonants, 0),
  };
}

const gameOptions: Options = { rules: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, notation: { type: 'string' } };

function noPositionals(positionals: string[], command: string, wanted = 0): void {
  if (positionals.length > wanted) throw errors.usage(`unexpected argument ${quote(positionals[wanted]!)} (see verbivore ${command} --help)`);
}

function turnJson(t: DuplicateTurn, rules: CompiledRuleset, notation: Notation) {
  const a = rules.alphabet;
  return {
    turn: t.turn, rack: rackString(t.rack, a), coord: moveCoord(t.master, notation), word: moveWord(t.master, a, notation),
    score: t.master.score, total: t.total, leave: rackString(t.master.leave, a),
    ties: t.ties.map((m) => ({ coord: moveCoord(m, notation), word: moveWord(m, a, notation) })),
    blankTieBreak: t.blankTieBreak, redraws: t.redraws, bag: t.bag,
  };
}

export const duplicateNew: Command = {
  name: 'duplicate new',
  summary: 'a seeded duplicate master game: each turn\'s rack, the master move, the ties; GCG and CSV files',
  help: `Usage: verbivore duplicate new [--rules NAME] [--seed S] [--turns N] [options]

Plays the master game of a seed: every player gets the same rack, and the board takes the master
move, the top-scoring play (ties: fewer blanks, then the engine's order of plays). The rack keeps
the master move's leave and is completed from the bag; a rack short of the minimums goes back
whole and is redrawn. Prints each turn's rack, master move, score, running total and the plays
that tie with it, and writes the game as GCG (one player, "master") and a CSV of turns. Rules
followed, and where federations differ: docs/duplicate.md.

  --rules NAME|FILE    english (default), catalan, spanish, super, ...
  --lexicon NAME       lexicon (default: the ruleset's)
  --seed S             seed of the bag (default 1); the same seed gives the same game
  --turns N            stop after N turns (default: to the end of the tiles)
${DRAW_HELP}
  --gcg FILE           the GCG record (default duplicate-RULES-SEED.gcg)
  --csv FILE           the CSV of turns (default duplicate-RULES-SEED.csv)
  --notation STYLE     american (default) or catalan coordinates
  --json               the game as JSON on stdout (the files are written too)`,
  options: { ...gameOptions, seed: { type: 'string' }, turns: { type: 'string' }, ...drawOptions, gcg: { type: 'string' }, csv: { type: 'string' } },
  async run(values, positionals) {
    noPositionals(positionals, 'duplicate new');
    const choice = chooseGame({ rules: values.rules as string | undefined, lexicon: values.lexicon as string | undefined });
    const rules = loadRuleset(choice.ruleset);
    const notation = notationOption(values);
    const seed = intOption(values, 'seed', 1, 0);
    const turns = values.turns === undefined ? undefined : intOption(values, 'turns', 0, 1);
    const draw = drawRules(values);
    await openLexiconFor(choice.lexicon);
    const started = performance.now();
    const game = new DuplicateGame(engineFor(choice.lexicon), rules, { seed, draw, ...(turns !== undefined && { turns }) });
    game.play();
    const ms = performance.now() - started;
    const base = `duplicate-${rules.ruleset.name}-${seed}`;
    const gcgPath = stringOption(values, 'gcg', `${base}.gcg`), csvPath = stringOption(values, 'csv', `${base}.csv`);
    writeOutputFile(gcgPath, masterGcg(game, choice.lexicon), '--gcg');
    writeOutputFile(csvPath, masterCsv(game, notation), '--csv');
    const header = { ruleset: rules.ruleset.name, lexicon: choice.lexicon, seed, draw };
    if (values.json) {
      printJson({ ...header, turns: game.turns.map((t) => turnJson(t, rules, notation)), total: game.total, end: game.over, ms: Math.round(ms), gcg: gcgPath, csv: csvPath });
      return 0;
    }
    console.log(`duplicate ${header.ruleset} · ${header.lexicon} · seed ${seed} · racks need ${draw.earlyVowels}+${draw.earlyConsonants} ` +
      `(vowels+consonants) to turn ${draw.switchTurn}, ${draw.lateVowels}+${draw.lateConsonants} after`);
    const rows = game.turns.map((t) => turnJson(t, rules, notation));
    const rackWidth = Math.max(4, ...rows.map((r) => r.rack.length));
    const moveWidth = Math.max(11, ...rows.map((r) => r.coord.length + 1 + r.word.length));
    console.log(`${'turn'.padStart(4)}  ${'rack'.padEnd(rackWidth)}  ${'master move'.padEnd(moveWidth)}  score  total  ties`);
    for (const r of rows) {
      const ties = r.ties.length ? `${r.ties.length}${r.blankTieBreak ? ' (fewer blanks won)' : ''}` : '';
      const redrawn = r.redraws ? `  (${r.redraws} rack${r.redraws > 1 ? 's' : ''} redrawn)` : '';
      console.log(`${String(r.turn).padStart(4)}  ${r.rack.padEnd(rackWidth)}  ${`${r.coord} ${r.word}`.padEnd(moveWidth)}  ${String(r.score).padStart(5)}  ${String(r.total).padStart(5)}  ${ties}${redrawn}`);
      if (r.ties.length) {
        const shown = r.ties.slice(0, 4).map((m) => `${m.coord} ${m.word}`).join(', ');
        console.log(`${''.padStart(6 + rackWidth + 2)}tie${r.ties.length > 1 ? 's' : ''}: ${shown}${r.ties.length > 4 ? `, and ${r.ties.length - 4} more` : ''}`);
      }
    }
    const why = { 'no valid rack': 'no rack meets the minimums', 'tiles out': 'the tiles are out', 'no play': 'a rack has no play', turns: `--turns ${turns}` }[game.over!];
    console.log(`master total ${n(game.total)} in ${game.turns.length} turns (ended: ${why}); ${ms.toFixed(0)} ms`);
    console.log(`wrote ${gcgPath} and ${csvPath}`);
    return 0;
  },
};

/** The master game of a GCG file, with the ruleset and lexicon it names or the flags give. */
async function masterFile(values: Values, positionals: string[], command: string) {
  if (positionals.length === 0) throw errors.usage(`name the master game's GCG file (see verbivore ${command} --help)`);
  noPositionals(positionals, command, 1);
  const path = positionals[0]!;
  const text = decodeGcg(Buffer.from(readInputText(path, 'the master game')));
  const choice = chooseGame({ rules: values.rules as string | undefined, lexicon: values.lexicon as string | undefined }, gcgGame(text));
  const rules = loadRuleset(choice.ruleset);
  await openLexiconFor(choice.lexicon);
  const master = readMasterGame(readGcg(text, rules.alphabet, rules.ruleset), rules);
  return { path, choice, rules, master, engine: engineFor(choice.lexicon) };
}

function arbitrationRules(values: Values): Partial<ArbitrationRules> {
  const claim = stringOption(values, 'wrong-claim', DEFAULT_ARBITRATION_RULES.wrongClaim === 'zero' ? 'zero' : 'played');
  if (claim !== 'played' && claim !== 'zero') throw errors.usage(`--wrong-claim is played or zero, not ${quote(claim)}`);
  const d = DEFAULT_ARBITRATION_RULES;
  return {
    wrongClaim: claim === 'zero' ? 'zero' : 'as played',
    soloBonus: intOption(values, 'solo-bonus', d.soloBonus, 0), soloMinPlayers: intOption(values, 'solo-players', d.soloMinPlayers, 1),
    warningsPerPenalty: intOption(values, 'warnings-per-penalty', d.warningsPerPenalty, 0), warningPenalty: intOption(values, 'warning-penalty', d.warningPenalty, 0),
    notation: notationOption(values),
  };
}

export const duplicateArbitrate: Command = {
  name: 'duplicate arbitrate',
  summary: 'judge the players\' moves of a duplicate game on its master boards, and rank them',
  help: `Usage: verbivore duplicate arbitrate GAME.gcg --moves FILE [options]

Each player's move of each turn is scored on that turn's master board, with the rack everyone
held: an invalid word, a misplaced play (off the board, over other tiles, not touching them, not
on the centre square first, stopping short of a tile), tiles not on the rack, or a wrong claimed
score is marked with its reason. A player alone at the top of a turn gets the solo bonus. The
ranking gives each player's total, its percentage of the master total, tops and solos.

FILE is CSV with a header row (player,turn,coord,word[,claimed][,penalty]) or JSON (an array of
objects with those fields). Turns are 1-based; words are written whole, board tiles included
(lowercase for a blank). A turn a player has no move for scores 0.

  --moves FILE               the players' moves (CSV or JSON)
  --wrong-claim RULE         a wrong claimed score: played (default: the play's score, with a
                             warning) or zero
  --solo-bonus P             points for a solo (default ${DEFAULT_ARBITRATION_RULES.soloBonus}; 0: no solos)
  --solo-players N           solos count when at least N players entered a move (default ${DEFAULT_ARBITRATION_RULES.soloMinPlayers})
  --warnings-per-penalty W   every W warnings cost --warning-penalty points (default 0: never)
  --warning-penalty P        (default 0)
  --rules NAME|FILE          the ruleset (default: the one of the GCG's #lexicon)
  --lexicon NAME             the lexicon (default: the GCG's #lexicon)
  --notation STYLE           american (default) or catalan coordinates in FILE
  --json                     every judged move and the ranking as JSON`,
  options: {
    ...gameOptions, moves: { type: 'string' }, 'wrong-claim': { type: 'string' }, 'solo-bonus': { type: 'string' },
    'solo-players': { type: 'string' }, 'warnings-per-penalty': { type: 'string' }, 'warning-penalty': { type: 'string' },
  },
  async run(values, positionals) {
    if (values.moves === undefined) throw errors.usage('give the players\' moves with --moves FILE (see verbivore duplicate arbitrate --help)');
    const options = arbitrationRules(values);
    const { rules, master, engine, choice } = await masterFile(values, positionals, 'duplicate arbitrate');
    const movesPath = String(values.moves);
    const submissions = readSubmissions(readInputText(movesPath, '--moves'), movesPath);
    const started = performance.now();
    const result = arbitrate(engine, rules, master.turns, submissions, options);
    const ms = performance.now() - started;
    if (values.json) printJson({ ruleset: rules.ruleset.name, lexicon: choice.lexicon, turns: master.turns.length, ...result, ms: Math.round(ms) });
    else printArbitration(result, master.turns.length, ms);
    return 0;
  },
};

function printArbitration(r: Arbitration, turns: number, ms: number): void {
  const marked = r.moves.filter((m) => m.verdict !== 'ok' && m.verdict !== 'no move');
  if (marked.length) {
    console.log('moves marked:');
    for (const m of marked) {
      console.log(`  turn ${String(m.turn).padStart(2)}  ${m.player}  ${m.coord} ${m.word}: ${m.verdict}, ${m.reason}; ${m.points} points`);
    }
    console.log('');
  }
  const nameWidth = Math.max(6, ...r.ranking.map((s) => s.player.length));
  console.log(`${'rank'.padStart(4)}  ${'player'.padEnd(nameWidth)}  ${'total'.padStart(6)}  ${'% top'.padStart(6)}  tops  solos  warnings  penalties`);
  for (const s of r.ranking) {
    console.log(`${String(s.rank).padStart(4)}  ${s.player.padEnd(nameWidth)}  ${n(s.total).padStart(6)}  ${s.percent.toFixed(1).padStart(6)}  ` +
      `${String(s.tops).padStart(4)}  ${String(s.solos).padStart(5)}  ${String(s.warnings).padStart(8)}  ${String(s.penalties).padStart(9)}`);
  }
  console.log(`master total ${n(r.masterTotal)} over ${turns} turns; ${n(r.moves.length)} moves judged in ${ms.toFixed(0)} ms`);
}

export const duplicateReplay: Command = {
  name: 'duplicate replay',
  summary: 'check a recorded duplicate master game: each move legal, scored right and a top',
  help: `Usage: verbivore duplicate replay GAME.gcg [options]

Replays a master game recorded by verbivore or another program (GCG, one player, each line with
its rack) and checks every turn: the play is legal on the board, scores what the record says and
is a top of its rack; the rack keeps the previous master move's leave and meets the minimums of
its turn. Exit status 1 when a turn fails.

  --rules NAME|FILE    the ruleset (default: the one of the GCG's #lexicon)
  --lexicon NAME       the lexicon (default: the GCG's #lexicon)
${DRAW_HELP}
  --notation STYLE     american (default) or catalan coordinates in the report
  --json               every turn checked, as JSON`,
  options: { ...gameOptions, ...drawOptions },
  async run(values, positionals) {
    const draw = drawRules(values);
    const notation = notationOption(values);
    const { rules, master, engine, path } = await masterFile(values, positionals, 'duplicate replay');
    const checked = checkMasterGame(engine, rules, master, { draw, notation });
    const failed = checked.filter((t) => t.problems.length);
    const view = (m: PlaceMove | undefined) => m && { coord: moveCoord(m, notation), word: moveWord(m, rules.alphabet, notation), score: m.score };
    if (values.json) {
      printJson({
        game: path, ruleset: rules.ruleset.name, ok: failed.length === 0,
        turns: checked.map((t) => ({ turn: t.turn, line: t.line, score: t.score, best: t.best, played: view(t.played), top: view(t.top), redrawn: t.redrawn, problems: t.problems })),
      });
    } else {
      for (const t of checked) {
        const played = t.played ? `${moveCoord(t.played, notation)} ${moveWord(t.played, rules.alphabet, notation)}` : `GCG line ${t.line}`;
        const status = (t.problems.length ? t.problems.map((p) => `${p.kind}: ${p.reason}`).join('; ') : 'master move') + (t.redrawn ? ' (rack redrawn)' : '');
        console.log(`${String(t.turn).padStart(4)}  ${played.padEnd(22)}  ${String(t.score).padStart(4)}  ${status}`);
      }
      console.log(failed.length ? `${failed.length} of ${checked.length} turns fail` : `all ${checked.length} turns are master moves`);
    }
    return failed.length ? 1 : 0;
  },
};
