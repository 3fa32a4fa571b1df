// verbivore game NAME: a solver for each letter-set, pattern and syllable game of the rulebooks
// (000 Verbàlia, 001 Enigmàrius, 002 Gramarios; docs/games.md), and verbivore game --list.
// Each game is one spec: its rules as applied, its flags, the lexicon it is played with, an
// example (the README table lists the same ones), and how its answers print.

import { Budget } from '../../budget.js';
import type { Engine } from '../../engine.js';
import { engineFor } from '../../engine.js';
import { errors } from '../../errors.js';
import type { Lexicon } from '../../lexicon/store.js';
import { maxOf } from '../../maxOf.js';
import { type GameOptions, type PartyAnswer, VERBALIA_UNIT } from '../../party/answers.js';
import type { Unit } from '../../query/units.js';
import { arbredasillab } from '../../party/arbreda.js';
import { byebyegrama, svevograma } from '../../party/cardGames.js';
import { CARD_SIDES, type CardSide, crucigramarius, sayWord } from '../../party/enigmarius.js';
import { tabugrama, votagrama } from '../../party/goodLetters.js';
import { gramarios, parseCards } from '../../party/gramarios.js';
import { endevinagrama, type Reveal } from '../../party/hangman.js';
import {
  anagrams, barrejagrama, blufigrama, brodasillab, type ChainGame, chainWord, doblograma, EXTEND_GAMES, extendWord,
  vocaligrama, zombigrama,
} from '../../party/letterGames.js';
import { type Category, CATEGORIES, CATEGORY_HELP, ensureCategories, hasCategories, RULE_C_HELP } from '../../party/categories.js';
import { MAP_GAME_LETTERS, type MapGame, mapWords, parseMap } from '../../party/mapGames.js';
import { buscador, parseRegion, xavograma } from '../../party/regions.js';
import {
  type BridgeGame, bridgeWords, type CombineGame, combineWords, LLIGO_BUDGET, lligosillab, quadrisillab, type SyllableWord,
} from '../../party/syllableGames.js';
import { baulasillab, velosillab } from '../../party/syllableChains.js';
import { partyTables } from '../../party/tables.js';
import { UNIT_HELP } from '../../query/units.js';
import { columnWidth, type Command, intOption, type Options, padEnd, printJson, stringOption, type Values } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { budgetHelp, budgetLimits, budgetOptions, reportPartial } from '../limits.js';
import { progressBar } from '../progress.js';
import { readBoard } from '../boardOption.js';
import { constraintFlags, openSyllablesFor, unitOption } from '../queryOptions.js';
import { looksLikePath, readInputText } from '../../inputFile.js';
import { existsSync } from 'node:fs';

/** What a game prints: JSON, and the text lines. */
interface Output {
  json: unknown;
  lines: string[];
}

interface GameSpec {
  name: string;
  title: string;
  /** The rulebook it comes from: Verbàlia, Enigmàrius or Gramarios. */
  rulebook: string;
  summary: string;
  /** The rules the solver applies, as --help states them. */
  rules: string;
  /** Usage of its own flags, and their descriptions. */
  usage: string;
  flags: string;
  options: Options;
  lexicon: 'catalan' | 'spanish';
  /**
   * Needs the words' categories (built first; an error when the analyser is not installed):
   * always, or only given --category.
   */
  categories?: true | 'with --category';
  /**
   * Counts the Verbàlia cards: by default (true: --unit cards is the default), or always (the
   * map and card games, whose --unit does not apply).
   */
  cards?: true | 'always';
  /** Needs the syllable index (rule P). */
  syllables?: boolean;
  /** One worked example (flags after the game's name) and what it shows. */
  example: { args: string; shows: string };
  /**
   * A search that can blow up on large inputs: it takes --max-seconds (default
   * GAME_MAX_SECONDS) and --max-nodes (what a node is; the game's default cap, if any), and
   * spends `common.budget`.
   */
  budget?: { nodes: string; maxNodes?: number };
  run(engine: Engine, values: Values, common: GameOptions): Output;
}

/** Seconds a game's search may take before it answers with what it found so far (partial, exit status 4). */
export const GAME_MAX_SECONDS = 60;

const VERBALIA = 'Verbàlia';
const ENIGMARIUS = 'Enigmàrius';
const GRAMARIOS = 'Gramarios';

const str = (values: Values, name: string): string | undefined => (typeof values[name] === 'string' ? values[name] as string : undefined);

function need(values: Values, name: string, what: string): string {
  const v = str(values, name);
  if (v === undefined || v.trim() === '') throw errors.usage(`--${name} is required (${what})`);
  return v;
}

/** Syllables given as "CA,SA,DA" or "CA SA DA". */
function syllableList(values: Values, what: string): string[] {
  return need(values, 'syllables', what).split(/[\s,]+/).filter(Boolean);
}

function category(values: Values, name = 'category'): Category | undefined {
  const v = str(values, name);
  if (v === undefined) return undefined;
  if (!CATEGORIES.includes(v as Category)) throw errors.usage(`--${name} must be one of ${CATEGORIES.join(', ')}, got "${v}"`);
  return v as Category;
}

function list(values: Values, name: string): string[] | undefined {
  const v = str(values, name);
  return v === undefined ? undefined : v.split(/[\s,]+/).filter(Boolean);
}

function answersOutput(answers: PartyAnswer[]): Output {
  const width = maxOf(answers, (a) => String(a.score).length, 5);
  // A word longer than the column widens it, so the notes stay aligned.
  const wordWidth = columnWidth(answers.map((a) => a.word), 16);
  return {
    json: { answers },
    lines: answers.length
      ? [`${'score'.padStart(width)}  word`, ...answers.map((a) => `${String(a.score).padStart(width)}  ${padEnd(a.word, wordWidth)} ${a.note}`)]
      : ['no words'],
  };
}

/** The line saying how many of `total` were left off by --limit (none when all are shown). */
function moreLines(total: number, shown: number, what = ''): string[] {
  return total > shown ? [`... ${total - shown} more${what && ` ${what}`} (--limit, --all)`] : [];
}

const syllableLine = (w: { score: number; word: string; pieces: readonly string[] }, wordWidth: number) =>
  `${String(w.score).padStart(3)}  ${padEnd(w.word, wordWidth)} ${w.pieces.join(' + ')}`;

function syllableOutput(words: SyllableWord[], limit: number): Output {
  const shown = words.slice(0, limit);
  const wordWidth = columnWidth(shown.map((w) => w.word), 16);
  return {
    json: { count: words.length, answers: shown },
    lines: shown.length ? [...shown.map((w) => syllableLine(w, wordWidth)), ...moreLines(words.length, shown.length)] : ['no words'],
  };
}

const table = (t: { description: string }) => t.description;

const LETTERS_NOTE = 'Letters are counted as written (Catalan L·L = two Ls, NY and QU two letters; see --unit).';
const CARDS_NOTE = `Letters are the game's cards (--unit cards, the default): NY and QU are one card each and count as
one letter, L·L is two L cards, and there is no card for a lone Y (--unit letters counts letters
as written, --unit tiles the lexicon's tiles).`;

const ALWAYS_CARDS_NOTE = `Letters are the game's cards: NY and QU one card each, L·L two L cards, no card for a lone Y
(--unit does not apply).`;

/** What a game counts unless --unit says: the games that lay out or add Verbàlia cards count cards. */
const unitFallback = (g: GameSpec): Unit => (g.cards === true ? VERBALIA_UNIT : 'letters');

function unitNote(g: GameSpec): string {
  return g.cards === 'always' ? ALWAYS_CARDS_NOTE : g.cards ? CARDS_NOTE : LETTERS_NOTE;
}

const extendSpec = (game: keyof typeof EXTEND_GAMES, title: string, hand: string, example: GameSpec['example']): GameSpec => ({
  name: game, title, rulebook: VERBALIA, lexicon: 'catalan', cards: true,
  summary: 'words one letter longer: the word on the table rearranged plus one letter',
  rules: `A new word uses every letter of the word on the table, rearranged, plus one more letter
${game === 'vistagrama' ? 'of those within reach (every letter: --hand defaults to ?, any letter)' : 'from your hand'}. Points by length: ${table(EXTEND_GAMES[game])}.
Best first.`,
  usage: `--table WORD ${hand}`,
  flags: `  --table WORD       the word on the table
  --hand LETTERS     the letters you may add (? = any letter${game === 'vistagrama' ? '; default ?' : ''})`,
  options: { table: { type: 'string' }, hand: { type: 'string' } },
  example,
  run: (engine, values, common) => answersOutput(extendWord(engine, {
    ...common, game, table: need(values, 'table', 'the word on the table'),
    hand: game === 'vistagrama' ? str(values, 'hand') : need(values, 'hand', 'the letters in your hand'),
  })),
});

const chainSpec = (game: ChainGame, title: string, summary: string, rules: string, example: GameSpec['example']): GameSpec => ({
  name: game, title, rulebook: VERBALIA, lexicon: 'catalan', syllables: game === 'llavograma',
  summary, rules,
  usage: `--letters LETTERS${game === 'llavograma' ? ' --syllable SYL' : ''} [--exclude WORD,...]`,
  flags: `  --letters LETTERS  the letters drawn so far${game === 'barrinagrama' ? ', in the order drawn' : ''}${game === 'llavograma' ? '\n  --syllable SYL     the syllable taken' : ''}
  --exclude WORDS    words already said this round (comma-separated)`,
  options: { letters: { type: 'string' }, syllable: { type: 'string' }, exclude: { type: 'string' } },
  example,
  run: (engine, values, common) => answersOutput(chainWord(engine, {
    ...common, game, letters: need(values, 'letters', 'the letters drawn'), syllable: str(values, 'syllable'),
    exclude: list(values, 'exclude'),
  })),
});

const bridgeSpec = (game: BridgeGame, title: string, rules: string, example: GameSpec['example']): GameSpec => ({
  name: game, title, rulebook: VERBALIA, lexicon: 'catalan', syllables: true,
  summary: game === 'oscillab' || game === 'grafosillab' ? 'words of a syllable, a letter and the other syllable'
    : 'words of the two syllables and two letters, one between them',
  rules, usage: '--syllables SYL,SYL',
  flags: '  --syllables S,S    the two syllables drawn',
  options: { syllables: { type: 'string' } },
  example,
  run: (engine, values, common) => {
    const s = syllableList(values, 'the two syllables drawn');
    if (s.length !== 2) throw errors.usage(`give two syllables, got ${s.length}`);
    return syllableOutput(bridgeWords(engine, game, s[0]!, s[1]!), common.limit!);
  },
});

const combineSpec = (game: CombineGame, title: string, rules: string, example: GameSpec['example']): GameSpec => ({
  name: game, title, rulebook: VERBALIA, lexicon: 'catalan', syllables: true,
  summary: game === 'cleptosillab' ? 'words from the syllables in the middle, most syllables first' : 'which pairs of syllables make a word',
  rules, usage: '--syllables SYL,SYL,...',
  flags: `  --syllables S,...  ${game === 'cleptosillab' ? 'the syllables in the middle of the table' : 'the two syllables turned over (or a whole layout: every pair)'}`,
  options: { syllables: { type: 'string' } },
  example,
  budget: { nodes: 'joins of syllables tried' },
  run: (engine, values, common) => syllableOutput(combineWords(engine, game, syllableList(values, 'the syllables'), common.budget), common.limit!),
});

/** --map FILE or JSON text: the regions of the map of Verbàlia, their letters and neighbours. */
function readMap(values: Values) {
  const value = need(values, 'map', 'the regions, their letters and neighbours, as JSON');
  const isFile = existsSync(value);
  if (!isFile && looksLikePath(value)) throw errors.missingFile(value, '--map');
  return parseMap(isFile ? readInputText(value, '--map') : value, `--map ${isFile ? value : 'JSON'}`);
}

const MAP_EXAMPLE = `'{"sea":"MAR","regions":{"MAR":{"next":["X","Y"]},"X":{"letters":"CS","next":["Y"]},"Y":{"letters":"A","next":[]}}}'`;

const mapSpec = (game: MapGame, title: string, play: string): GameSpec => ({
  name: game, title, rulebook: VERBALIA, lexicon: 'catalan', cards: 'always',
  summary: 'the longest word walking adjacent regions of the map to the wildcard in the sea',
  rules: `${play}
The longest word that ends in the maritime region, where a wildcard is worth any letter: four
letters or more, starting in any region, each letter from a region next to the region of the
letter before (a region may be entered again, a letter taken once; two letters in a row from
one region only with --same-region), and the wildcard last, next to the region of the letter
before it. Letters are the cards: NY and QU one card each, L·L two L cards, no lone Y. Points
by length: ${table(partyTables.regions)}. Longest first; on a tie the
first in alphabetical order wins. The rulebook does not print the map: give it as --map, each
region with its letters (at most ${MAP_GAME_LETTERS[game]}) and the regions it borders.`,
  usage: '--map FILE|JSON [--same-region]',
  flags: `  --map FILE|JSON    the map: {"sea": NAME, "regions": {NAME: {"letters": "EIRST", "next": [NAME, ...]}, ...}}
                     (borders are read both ways; the sea's letters are ignored: it holds the wildcard)
  --same-region      two letters in a row may come from the same region`,
  options: { map: { type: 'string' }, 'same-region': { type: 'boolean' } },
  example: {
    args: `--map ${MAP_EXAMPLE}`,
    shows: 'CASA (C, A, S on land, the wildcard as the last A), CASO, ... (the rulebook gives no worked example)',
  },
  run: (engine, values, common) => {
    const answers = mapWords(engine, game, { ...common, map: readMap(values), sameRegion: values['same-region'] === true });
    return { ...answersOutput(answers), json: { answers } };
  },
});

export const games: readonly GameSpec[] = [
  {
    name: 'barrejagrama', title: 'Barrejagrama', rulebook: VERBALIA, lexicon: 'catalan', cards: true,
    summary: 'every word using all the letters (8–12)',
    rules: `The player who chose the letters of a word of eight to twelve letters laid them out in
disorder; find the word, or another one made of exactly the same letters. Every full anagram, in
alphabetical order.`,
    usage: '--letters LETTERS', flags: '  --letters LETTERS  the letters laid out (? = any letter)',
    options: { letters: { type: 'string' } },
    example: { args: '--letters AAEELLMRV', shows: 'MERAVELLA (and ALLERAVEM, ALLEVAREM)' },
    run: (engine, values, common) => answersOutput(barrejagrama(engine, { ...common, letters: need(values, 'letters', 'the letters laid out') })),
  },
  {
    name: 'enigmarius-anagram', title: 'Enigmàrius: find an anagram', rulebook: ENIGMARIUS, lexicon: 'spanish',
    summary: 'every Spanish word using all the letters of the place name',
    rules: `Rearrange the letters of the place name on the card into a word; any word of the language is
valid, inflected forms included. Every full anagram, in alphabetical order.`,
    usage: '--letters LETTERS', flags: '  --letters LETTERS  the place name',
    options: { letters: { type: 'string' } },
    example: { args: '--letters MENORCA', shows: 'COMERÁN (as COMERAN), ROMANCE, ...' },
    run: (engine, values, common) => answersOutput(anagrams(engine, { ...common, letters: need(values, 'letters', 'the place name') })),
  },
  {
    name: 'blufigrama', title: 'Blufigrama', rulebook: VERBALIA, lexicon: 'catalan',
    summary: 'longest word from your 4 letters and the 5 common ones, using at least one of yours',
    rules: `The longest word made of your four letters and the five common letters, using at least one
of your own; if several are as long, the one using more of your own letters wins. Ranked by
length, then own letters used.`,
    usage: '--own LETTERS --common LETTERS',
    flags: '  --own LETTERS      the four letters on your easel\n  --common LETTERS   the five letters in the middle',
    options: { own: { type: 'string' }, common: { type: 'string' } },
    example: { args: '--own LCES --common MMDEI', shows: "MESCLEM among the 7-letter words using all four own letters (Anna's hand; Carles's O A R S gives the 8-letter SOMIAREM)" },
    run: (engine, values, common) => answersOutput(blufigrama(engine, {
      ...common, own: need(values, 'own', 'your four letters'), common: need(values, 'common', 'the five common letters'),
    })),
  },
  extendSpec('vistagrama', 'Vistagrama', '[--hand LETTERS]', { args: '--table CASA', shows: 'five-letter words from CASA + one letter (ACUSA, CASAL, ...)' }),
  extendSpec('abracagrama', 'ABraçagrama', '--hand LETTERS', { args: '--table ROSA --hand TLEIDNMC', shows: 'AMORS, ASTOR, ... (ROSA + one of your letters: 5 letters, 2 points)' }),
  extendSpec('revoltagrama', 'ReVoltagrama', '--hand LETTERS', { args: '--table PORTES --hand ABCDIJLMNU', shows: 'APORTES, DEPORTS, ... (7 letters: 7 points)' }),
  {
    name: 'votagrama', title: 'Votagrama', rulebook: VERBALIA, lexicon: 'catalan',
    summary: 'the word with most good letters and no bad one',
    rules: `A word with none of the four bad letters, at least half of whose letters are good, scores one
point per good letter it holds; each good letter drawn counts once (one good A: ARMARI scores 1
for its As; FONAMENTAL with two good Es scores 1 for its one E). The most good letters gets 3
more points; on a tie the shorter word wins. Ranked by good letters, then shortest.`,
    usage: '--good LETTERS --bad LETTERS',
    flags: '  --good LETTERS     the ten good letters\n  --bad LETTERS      the four bad letters',
    options: { good: { type: 'string' }, bad: { type: 'string' } },
    example: { args: '--good AEIRSTNLOC --bad MPBU', shows: 'ten-letter words made only of good letters (CARTOLINES, ...)' },
    run: (engine, values, common) => answersOutput(votagrama(engine, {
      ...common, good: need(values, 'good', 'the good letters'), bad: need(values, 'bad', 'the bad letters'),
    })),
  },
  {
    name: 'tabugrama', title: 'TaBugrama', rulebook: VERBALIA, lexicon: 'catalan', categories: true,
    summary: 'words with good letters and no bad one, by the length table and its bonuses',
    rules: `Words with some good letters and none of the bad letters. Points by length: ${table(partyTables.regions)};
a word no one else writes counts one letter longer (--unique), a word holding every good letter
two letters longer, and a word made of good letters only is worth 50. Each good letter counts
once per copy drawn, as in Votagrama (--repeat lets a good letter repeat). Verbs in the
infinitive, adjectives in the masculine singular, nouns not plural or feminine: only lemmas
count (--all-forms to list every form).`,
    usage: '--good LETTERS --bad LETTERS [--unique] [--repeat] [--all-forms]',
    flags: `  --good LETTERS     the good letters
  --bad LETTERS      the bad letters
  --unique           count each word as written by you alone (+1 letter)
  --repeat           a good letter may be used more than once
  --all-forms        list inflected forms too`,
    options: { good: { type: 'string' }, bad: { type: 'string' }, unique: { type: 'boolean' }, repeat: { type: 'boolean' }, 'all-forms': { type: 'boolean' } },
    example: { args: '--good AEIRSTNLOC --bad MPBU', shows: 'lemmas made of good letters only, 50 points each' },
    run: (engine, values, common) => answersOutput(tabugrama(engine, {
      ...common, good: need(values, 'good', 'the good letters'), bad: need(values, 'bad', 'the bad letters'),
      unique: values.unique === true, repeat: values.repeat === true, allForms: values['all-forms'] === true,
    })),
  },
  {
    name: 'doblograma', title: 'DoBlograma', rulebook: VERBALIA, lexicon: 'catalan',
    summary: 'longest word with a letter exactly K times and other letters at least once',
    rules: `The longest word holding the proposed letter exactly as many times as it has been proposed,
and each other letter taken at least once; one point per letter.`,
    usage: '--letter X --times K [--with LETTERS]',
    flags: `  --letter X         the proposed letter
  --times K          how many times it must appear (1, 2, 3...)
  --with LETTERS     the other letters taken, each at least once`,
    options: { letter: { type: 'string' }, times: { type: 'string' }, with: { type: 'string' } },
    example: { args: '--letter A --times 3 --with DM', shows: 'the longest words with exactly three As, a D and an M: ECONOMICOPOLITICOADMINISTRATIVA (31); the example\'s DIAMANTINA (10) is further down' },
    run: (engine, values, common) => answersOutput(doblograma(engine, {
      ...common, letter: need(values, 'letter', 'the proposed letter'), times: intOption(values, 'times', 1, 1), with: str(values, 'with'),
    })),
  },
  {
    name: 'vocaligrama', title: 'Vocaligrama', rulebook: VERBALIA, lexicon: 'catalan',
    summary: 'pentavowel words (A E I O U) of 6+ letters starting with the consonant left',
    rules: `A word with the five vowels, starting with the consonant the last word left, of six letters or
more. Each player holds one set of the five vowels, so each vowel is used once (--repeat lets
vowels repeat: MENINGOPOLIRADICULONEURITIS). Points by length: ${table(partyTables.vocaligrama)}.
(The path of regions on the board is the players' part.)`,
    usage: '--start CONSONANT [--repeat]',
    flags: `  --start X          the consonant the word must start with
  --repeat           a vowel may be used more than once (a variant: the rule gives one of each)`,
    options: { start: { type: 'string' }, repeat: { type: 'boolean' } },
    example: { args: '--start M', shows: 'MACRONUTRIENTS, METANSULFONICS and other 14-letter words using each vowel once, 80 points (with --repeat: MENINGOPOLIRADICULONEURITIS, 100)' },
    run: (engine, values, common) => answersOutput(vocaligrama(engine, {
      ...common, start: need(values, 'start', 'the starting consonant'), repeat: values.repeat === true,
    })),
  },
  chainSpec('barrinagrama', 'Barrinagrama', 'words holding the letters drawn, in the order drawn', `A word holding every letter drawn so far, in the order they came out, not said before in the
round. No points per word: any word keeps you in (shortest first). At eight letters the next
player gets a minute.`, { args: '--letters BRN', shows: 'BARN, BORN, BRAN, BREN, ABRIN, ...' }),
  chainSpec('envoltagrama', 'EnVoltagrama', 'words holding the letters drawn, in any order', `A word holding every letter drawn so far, in any order, not said before in the round. No
points per word (shortest first); at nine letters the next player gets a minute.`,
  { args: '--letters NRB', shows: 'BARN, BORN, BRAN, ...' }),
  chainSpec('llavograma', 'LlaVograma', 'words holding the letters taken and a syllable', `A word holding the syllable taken and every letter taken so far, in any order, not said
before in the round; the syllable is a whole syllable of the word, and the letters are tiles
besides it (letters T and syllable TA need two Ts: not ABACISTA). No points per word
(shortest first); at ten letters the next player gets a minute.`, { args: '--letters BR --syllable TA', shows: 'BERTA, BRETA, BRITA, BROTA, ...' }),
  chainSpec('esbartigrama', 'EsBartigrama', 'words holding the letters taken, by the length table', `A team's word holding every letter taken so far, in any order, not written before in the
round. Points by length: ${table(partyTables.abracagrama)}. Best first.`, { args: '--letters BRN', shows: 'words of 15+ letters with B, R and N: 90 points' }),
  {
    name: 'brodasillab', title: 'Brodasíl·laB', rulebook: VERBALIA, lexicon: 'catalan', cards: true,
    summary: 'words of a syllable, the letters it grew with, and one more letter',
    rules: `Each syllable grows into a word with one more letter each play: the syllable stays whole and in
order (it need not stay a syllable: RAN + G makes GRAN and RANG), the letters it has may move
around it. One marker per word.`,
    usage: '--syllable SYL [--letters LETTERS] [--pool LETTERS]',
    flags: `  --syllable SYL     the syllable
  --letters LETTERS  the letters it has grown with so far
  --pool LETTERS     the letters still available (default ?, any letter)`,
    options: { syllable: { type: 'string' }, letters: { type: 'string' }, pool: { type: 'string' } },
    example: { args: '--syllable RAN', shows: 'GRAN and RANG (the rulebook\'s example), BRAN, CRAN, RANC, ...' },
    run: (engine, values, common) => answersOutput(brodasillab(engine, {
      ...common, syllable: need(values, 'syllable', 'the syllable'), letters: str(values, 'letters'), pool: str(values, 'pool'),
    })),
  },
  bridgeSpec('oscillab', 'Oscíl·laB', `A word made of one syllable, any letter, and the other syllable (either syllable first);
the syllables need not stay syllables. The first to say one wins a marker.`, { args: '--syllables CA,SA', shows: 'CANSA, CAPSA, CASSA, CAUSA' }),
  bridgeSpec('grafosillab', 'Grafosíl·laB', `Words made of one syllable, any letter, and the other syllable (either syllable first); the
syllables need not stay syllables. A marker per word, one more for each word no one else wrote.`, { args: '--syllables TA,LA', shows: 'LACTA, LANTA, TALLA, TAULA' }),
  bridgeSpec('aparellasillab', 'Aparellasíl·laB', `A word made of the two syllables and two letters, one of them between the syllables; the
syllables stay syllables of the word (rule P).`, { args: '--syllables CA,SA', shows: 'CAMISA, CAMOSA, CANOSA, SADICA, ...' }),
  bridgeSpec('bigrafosillab', 'Bigrafosíl·laB', `Words made of the two syllables and two letters, one of them between the syllables; the
syllables stay syllables of the word (rule P). A point per word, one more for each word no one
else wrote.`, { args: '--syllables MA,TA', shows: 'MACETA, MALETA, MAQUETA, ...' }),
  combineSpec('cleptosillab', 'Cleptosíl·laB', `A word formed with one or more of the syllables in the middle of the table (each tile once,
rule P); the word with more syllables takes the syllables. Most syllables first.`, { args: '--syllables CA,SA,DA,MA', shows: 'CAMADA, CASADA, MASADA, ... (three syllables), then CADA, CASA, ...' }),
  combineSpec('memosillab', 'Memosíl·laB', `Two syllables turned over form a word (either order, rule P)? Give the two, or the whole known
layout to list every pair that does (also Vailetosíl·laB and the Bimemo family).`, { args: '--syllables CA,SA', shows: 'CASA and SACA' }),
  combineSpec('vailetosillab', 'Vailetosíl·laB', `Two one-syllable tiles turned over form a word (either order, rule P)? Give the two, or the
whole known layout to list every pair that does.`, { args: '--syllables RA,RA,TA', shows: 'RARA, RATA and TARA' }),
  {
    name: 'velosillab', title: 'Velosíl·laB', rulebook: VERBALIA, lexicon: 'catalan', syllables: true,
    summary: 'the longest row of your syllables, each making a word with the one before',
    rules: `Each player fills one row of trees of the wood, one syllable at a time, "so that each
syllable forms a word with the previous one" (two syllables, rule P). Lists the longest rows
your syllables make, each tile once (--after: the row is begun, the first syllable placed makes
a word with the last one on the board). A marker per syllable placed, less one per wrong word.
Rows of one length in the order found.`,
    usage: '--syllables S,S,... [--after SYL]',
    flags: '  --syllables S,...  the syllables in your hand (ten)\n  --after SYL        the last syllable of your row so far',
    options: { syllables: { type: 'string' }, after: { type: 'string' } },
    example: { args: '--syllables PO,TA,LA,MA,RE,NA,DO', shows: 'PO TA LA MA RE NA DO: POTA, TALA, LAMA, MARE, RENA, NADO, 7 markers (the rulebook gives no worked example)' },
    budget: { nodes: 'syllables tried along the rows' },
    run: (engine, values, common) => {
      const rows = velosillab(engine, { hand: syllableList(values, 'the syllables in your hand'), after: str(values, 'after'), limit: common.limit, budget: common.budget });
      return {
        json: { count: rows.length, rows },
        lines: rows.length ? rows.map((r) => `${String(r.score).padStart(3)}  ${r.syllables.join(' ')}: ${r.words.join(', ')}`) : ['no row: no two of your syllables make a word'],
      };
    },
  },
  {
    name: 'baulasillab', title: 'Baulasíl·laB', rulebook: VERBALIA, lexicon: 'catalan', syllables: true,
    summary: 'which of your syllables, placed after the run of a strip, form a new word',
    rules: `A syllable is placed right of the last syllable of a strip's run "so that a new word is
formed": the last syllables of the run and it, read in order, make a word (rule P). Lists the
syllables of your hand that can be placed and the words each forms, the most words first.
Placing is compulsory: with none, the players may let you change your three syllables. Runs
score by markers when closed (5, 3, 1 to the players with most markers in them): the players'
part.`,
    usage: '--run S,S,... --syllables S,S,S',
    flags: '  --run S,...        the strip\'s run, left to right\n  --syllables S,...  your three syllables',
    options: { run: { type: 'string' }, syllables: { type: 'string' } },
    example: { args: '--run TA,CA --syllables SA,DA,MA', shows: 'SA (CASA), DA (TACADA), ... (the rulebook gives no worked example)' },
    run: (engine, values, common) => {
      const moves = baulasillab(engine, { run: list(values, 'run') ?? [], hand: syllableList(values, 'your syllables') }).slice(0, common.limit);
      return {
        json: { count: moves.length, moves },
        lines: moves.length ? moves.map((m) => `${m.syllable.padEnd(5)} ${m.words.map((w) => `${w.word} (${w.syllables.join('-')})`).join(', ')}`)
          : ['no syllable of your hand forms a word after the run'],
      };
    },
  },
  {
    name: 'quadrisillab', title: 'Quadrisíl·laB', rulebook: VERBALIA, lexicon: 'catalan', syllables: true,
    summary: 'four three-syllable words sharing no syllable, from 12 (or 13) syllables',
    rules: `Link four words of three syllables each (three in the short game), using each syllable tile
at most once (rule P). Lists the ways to do it, or the most words that can be made.`,
    usage: '--syllables S,S,... [--words 3|4]',
    flags: '  --syllables S,...  your 12 or 13 syllables\n  --words N          words to link (4, or 3 in the short game)',
    options: { syllables: { type: 'string' }, words: { type: 'string' } },
    example: { args: '--syllables CA,SA,MEN,TA,PA,TI,NA,RE,DO,LA,MA,DE', shows: 'CADENA, DOPARE, LAMENTA, MATISA and the other sets of four words' },
    budget: { nodes: 'joins of syllables and words tried' },
    run: (engine, values, common) => {
      const r = quadrisillab(engine, syllableList(values, 'your syllables'), intOption(values, 'words', 4, 3), common.limit, common.budget);
      return {
        json: r,
        lines: [`${r.candidates} three-syllable words; the most that link: ${r.made}`,
          ...r.solutions.map((s) => s.map((w) => `${w.word} (${w.pieces.join('-')})`).join('  '))],
      };
    },
  },
  {
    name: 'lligosillab', title: 'Lligosíl·laB', rulebook: VERBALIA, lexicon: 'catalan', syllables: true,
    summary: 'the best split of a pile of syllables into words',
    rules: `Turn the pile into words, each syllable in one word at most, any order within a word (rule P).
Points per word by syllables: ${table(partyTables.lligosillab)}. The split scoring the most: an exact
search, which on large piles (20+ short syllables) may stop at its budget (--max-nodes, default
${LLIGO_BUDGET.toLocaleString('en')}: about a second) with the best split found, marked partial.`,
    usage: '--syllables S,S,...', flags: '  --syllables S,...  the syllables of your pile',
    options: { syllables: { type: 'string' } },
    example: { args: '--syllables CA,SA,DA,MA,TA,RE,LA', shows: 'CATALASA (10) + REMADA (6) = 16 points' },
    budget: { nodes: 'joins of syllables and words tried', maxNodes: LLIGO_BUDGET },
    run: (engine, values, common) => {
      const r = lligosillab(engine, syllableList(values, 'the syllables of the pile'), common.budget);
      // --limit bounds the words of the split listed; the total is the whole split's.
      const shown = r.words.slice(0, common.limit);
      const wordWidth = columnWidth(shown.map((x) => x.word), 16);
      return {
        json: { ...r, count: r.words.length, words: shown },
        lines: [`${r.total} points${r.proven ? '' : ' (the best split found: the search stopped at its budget, a better one may exist)'}`,
          ...shown.map((w) => syllableLine(w, wordWidth)), ...moreLines(r.words.length, shown.length, 'words'),
          ...(r.unused.length ? [`unused: ${r.unused.join(' ')}`] : [])],
      };
    },
  },
  {
    name: 'arbredasillab', title: 'ArBredasíl·laB', rulebook: VERBALIA, lexicon: 'catalan', syllables: true,
    summary: 'where a syllable scores most on the wood: every word through the tree',
    rules: `Place the syllable on a free tree next to an occupied one; it scores every word it forms with
adjacent syllables in every direction of reading: ${table(partyTables.arbreda)}, times the strip's
multiplier (×1, ×2, ×3). Words of more than two syllables must read in their natural order
(rising cell numbers: DA placed makes ALADA, DARÉ, DAVEN and VENDA, but not PODARÉ with its
syllables the other way; --both-ways to read them backwards too). Two-syllable words read both
ways score twice (DONA, NADÓ), as do two identical syllables (RARA); syllables stay syllables
(rule P). The rulebook does not print the wood: give the board (free trees '.') and its adjacency.`,
    usage: '--board TEXT|FILE [--moves king|FILE] --syllable SYL [--cell N] [--multiplier K | --multipliers LIST] [--both-ways]',
    flags: `  --board TEXT|FILE  the wood, as verbivore grid reads boards ("[RE] . [TA]", JSON with adjacency)
  --moves M          king (default) or a JSON file of neighbour lists (as verbivore grid)
  --syllable SYL     the syllable to place
  --cell N           the tree to place it on (default: try every free tree next to a syllable)
  --multiplier K     the strip's multiplier (default 1); --multipliers 1,1,2,... one per cell
  --both-ways        words of 3+ syllables read backwards too (the rule: natural order only)`,
    options: {
      board: { type: 'string' }, moves: { type: 'string' }, syllable: { type: 'string' }, cell: { type: 'string' },
      multiplier: { type: 'string' }, multipliers: { type: 'string' }, 'both-ways': { type: 'boolean' },
    },
    example: { args: "--board 'A ES . RE/CO . TI ./. TA . .' --syllable REN --cell 10 --multiplier 2", shows: 'RENTA, RENTI, TIREN, TAREN, ESTIREN, RETIREN, COTAREN, ESCOTAREN, ACOTAREN: 27 points ×2 = 54, the rulebook\'s example (--both-ways adds TARENTÍ)' },
    run: (engine, values, common) => {
      const board = readBoard(need(values, 'board', 'the wood'), stringOption(values, 'moves', 'king'));
      const multipliers = str(values, 'multipliers');
      const all = arbredasillab(engine, board, {
        syllable: need(values, 'syllable', 'the syllable to place'),
        cell: values.cell === undefined ? undefined : intOption(values, 'cell', 0, 0),
        multipliers: multipliers !== undefined ? multipliers.split(',').map(Number) : intOption(values, 'multiplier', 1, 1),
        bothWays: values['both-ways'] === true,
      });
      // --limit bounds the placements listed and the words listed under each (the score counts them all).
      const shown = all.slice(0, common.limit).map((p) => ({ ...p, count: p.words.length, words: p.words.slice(0, common.limit) }));
      return {
        json: { count: all.length, placements: shown },
        lines: [...shown.flatMap((p) => [`cell ${p.cell}: ${p.score} points (×${p.multiplier})`,
          ...p.words.map((w, _, words) => `  ${String(w.points).padStart(3)}  ${padEnd(w.word, columnWidth(words.map((x) => x.word), 16))} cells ${w.path.join(',')}`),
          ...moreLines(p.count, p.words.length, 'words').map((l) => `  ${l}`)]),
        ...moreLines(all.length, shown.length, 'placements')],
      };
    },
  },
  {
    name: 'xavograma', title: 'XaVograma', rulebook: VERBALIA, lexicon: 'catalan', categories: true,
    summary: 'the best word and region from your letters and the letter of each region',
    rules: `The best word made of your letters and the letter in the region where you place it, of four
letters or more. Points by length: ${table(partyTables.regions)}; +5 if the word is of the
region's category (noun, adjective, verb); times the region's multiplier. The board's map is not
printed in the rulebook: give each region as LETTER:CATEGORY:MULTIPLIER.`,
    usage: '--letters LETTERS --region L:CAT:MULT ...',
    flags: `  --letters LETTERS  the eight letters on your easel
  --region R         a region: its letter, category and multiplier, e.g. E:verb:2 (repeat)`,
    options: { letters: { type: 'string' }, region: { type: 'string', multiple: true } },
    example: { args: '--letters ARTESONI --region E:verb:2 --region U:noun:3', shows: 'AUTORIES, a noun in the U region: (10 + 5) × 3 = 45' },
    run: (engine, values, common) => {
      const regions = ((values.region as string[] | undefined) ?? []).map(parseRegion);
      return answersOutput(xavograma(engine, { ...common, letters: need(values, 'letters', 'your letters'), regions }));
    },
  },
  mapSpec('vestengrama', 'Vestengrama', 'Five letters lie in each region but the sea; all players play at once.'),
  mapSpec('baixagrama', 'Baixagrama', 'Seven letters lie in each region but the sea; players take turns.'),
  {
    name: 'byebyegrama', title: 'ByeByegrama', rulebook: VERBALIA, lexicon: 'catalan', cards: 'always',
    summary: 'the longest word from the syllable tiles and letters in a region',
    rules: `Each play makes the longest word from the syllables (of two letters) and the letters in
the region: each syllable unsplit and used once (it need not stay a syllable of the word: this
is a letter game), each letter once, at least one letter and one syllable. The longest word
takes as many markers as it has letters. Words made this round are left out (--exclude). Which
region to drag the pile to next is the players' part.`,
    usage: '--syllables S,S,... --letters LETTERS [--exclude WORD,...]',
    flags: `  --syllables S,...  the two-letter syllables in the region (the pile's and the one taken)
  --letters LETTERS  the letters in the region (the pile's and the region's vowel and consonant)
  --exclude WORDS    words made this round (comma-separated)`,
    options: { syllables: { type: 'string' }, letters: { type: 'string' }, exclude: { type: 'string' } },
    example: { args: '--syllables CA --letters SA', shows: 'CASA, SACA (4 markers), then CAS (the rulebook gives no worked example)' },
    run: (engine, values, common) => answersOutput(byebyegrama(engine, {
      ...common, syllables: syllableList(values, 'the syllables in the region'), letters: need(values, 'letters', 'the letters in the region'),
      exclude: list(values, 'exclude'),
    })),
  },
  {
    name: 'svevograma', title: 'SVeVograma', rulebook: VERBALIA, lexicon: 'catalan', cards: 'always',
    summary: 'the words a region\'s vowel and consonants make with one more consonant',
    rules: `Each region holds one vowel; a player adds a consonant to a region to form a word of its
letters (rearranged). Words of two, three or four letters count for nothing; words of five
letters or more are noted, and the one who lengthens a noted word keeps its consonants (the
score shown). No word of five letters or more may be repeated in the game (--exclude). NY and
QU are one consonant card each. Longest first.`,
    usage: '--region LETTERS [--pool CONSONANTS] [--exclude WORD,...]',
    flags: `  --region LETTERS   the region's vowel and the consonants of the word formed there
  --pool LETTERS     the consonants left in the middle of the table (default any)
  --exclude WORDS    words of five letters or more made before (comma-separated)`,
    options: { region: { type: 'string' }, pool: { type: 'string' }, exclude: { type: 'string' } },
    example: { args: '--region ARTS', shows: 'QUARTS, CARST, ... FARTS, PARTS: noted, 4 consonants kept (the rulebook gives no worked example)' },
    run: (engine, values, common) => answersOutput(svevograma(engine, {
      ...common, region: need(values, 'region', "the region's letters"), pool: str(values, 'pool'), exclude: list(values, 'exclude'),
    })),
  },
  {
    name: 'buscador', title: 'Buscador (La Primera Visita)', rulebook: VERBALIA, lexicon: 'catalan', categories: true,
    summary: 'the best word to close in a region of the board of Verbàlia',
    rules: `A word of four letters or more from the letters in the region. Points by length:
${table(partyTables.regions)}; a word of the region's category counts two letters longer; the first
word closed in a region adds 5 (10 in the maritime region); the region's multiplier applies to
the whole. Your words must all have different lengths (--used-lengths).
MODULES, a 7-letter verb form in a verb region ×2, first word: (15 + 5) × 2 = 40.`,
    usage: '--letters LETTERS [--category C] [--multiplier K] [--first] [--maritime] [--used-lengths 5,7]',
    flags: `  --letters LETTERS  the letters in the region (with any you bring)
  --category C       the region's category: noun, adjective or verb
  --multiplier K     the region's multiplier (1–4, default 1)
  --first            the first word closed in this region (+5; +10 with --maritime)
  --used-lengths L   lengths of your earlier words (comma-separated)`,
    options: {
      letters: { type: 'string' }, category: { type: 'string' }, multiplier: { type: 'string' }, first: { type: 'boolean' },
      maritime: { type: 'boolean' }, 'used-lengths': { type: 'string' },
    },
    example: { args: '--letters DEMOUSL --category verb --multiplier 2 --first', shows: 'MODULES 40, the rulebook\'s example' },
    run: (engine, values, common) => answersOutput(buscador(engine, {
      ...common, letters: need(values, 'letters', 'the letters in the region'), category: category(values),
      multiplier: intOption(values, 'multiplier', 1, 1), first: values.first === true, maritime: values.maritime === true,
      usedLengths: list(values, 'used-lengths')?.map(Number),
    })),
  },
  {
    name: 'zombigrama', title: 'ZomBigrama', rulebook: VERBALIA, lexicon: 'catalan', categories: true,
    summary: 'words holding three letters, in a grammatical category',
    rules: `Words containing the three letters, of the category turned over: verbs in the infinitive,
adjectives in the masculine singular, nouns not plural or feminine. A word no one else writes
scores 3, one someone else writes 1: longest first, as long words are said less.`,
    usage: '--letters LETTERS --category noun|adjective|verb',
    flags: '  --letters LETTERS  the three letters\n  --category C       noun, adjective or verb',
    options: { letters: { type: 'string' }, category: { type: 'string' } },
    example: { args: '--letters BRN --category verb', shows: 'infinitives with B, R and N, longest first' },
    run: (engine, values, common) => {
      const c = category(values);
      if (!c) throw errors.usage('--category is required (noun, adjective or verb)');
      return answersOutput(zombigrama(engine, { ...common, letters: need(values, 'letters', 'the three letters'), category: c }));
    },
  },
  {
    name: 'endevinagrama', title: 'EndeVinagrama', rulebook: VERBALIA, lexicon: 'catalan',
    summary: 'hangman: the candidate words and the best letter to ask',
    rules: `The secret word lies face down; a letter asked for that the word holds is turned over, one copy
at a time (asking M of MONUMENTAL turns one M); a miss costs the asker a marker. Lists the words
still possible and, for each letter, how many candidates its answer leaves on average (the
best question leaves the fewest) and the chance of a miss. The rulebook does not say which copy is
turned over: the first face-down one is assumed, so no face-down copy lies before a turned one
(????M????? rules MONUMENTAL out). --reveal all plays classic hangman.`,
    usage: '--revealed PATTERN [--misses LETTERS] [--reveal one|all]',
    flags: `  --revealed P       the word as it lies: turned letters and ? for face-down ones (M??UM?NTAL)
  --misses LETTERS   letters asked that the word does not hold
  --reveal one|all   one copy per question (default, the rulebook's rule) or all copies`,
    options: { revealed: { type: 'string' }, misses: { type: 'string' }, reveal: { type: 'string' } },
    example: { args: '--revealed M????M??? --misses E', shows: '26 candidates (MALARMATS, MALFAMADA, ...), L splits them best' },
    run: (engine, values, common) => {
      const reveal = stringOption(values, 'reveal', 'one');
      if (reveal !== 'one' && reveal !== 'all') throw errors.usage(`--reveal must be one or all, got "${reveal}"`);
      const r = endevinagrama(engine, { ...common, revealed: need(values, 'revealed', 'the word as it lies'), misses: str(values, 'misses'), reveal: reveal as Reveal });
      // --limit bounds the candidates listed and the letters advised (the best first).
      const advice = r.advice.slice(0, common.limit);
      return {
        json: { ...r, advice },
        lines: [`${r.count} candidate words${r.count > r.words.length ? ` (first ${r.words.length})` : ''}: ${r.words.join(' ')}`,
          'letter  expected left  miss',
          ...advice.map((a) => `${a.letter.padEnd(6)}  ${a.expected.toFixed(2).padStart(13)}  ${(a.miss * 100).toFixed(0).padStart(3)}%`),
          ...moreLines(r.advice.length, advice.length, 'letters')],
      };
    },
  },
  {
    name: 'enigmarius', title: 'Enigmàrius: say a word', rulebook: ENIGMARIUS, lexicon: 'spanish', categories: 'with --category',
    summary: 'words meeting the card\'s condition exactly, by the letters they win',
    rules: `Say a word meeting the card's condition exactly (a 9-letter adjective with an E cannot have two
Es); you win its vowels, or its consonants, as the side asked. Ranked by letters won — only
those still needed on your board with --need. Give the condition as query flags, and a card's
noun, adjective or verb as --category (any form of it: every inflection is valid).`,
    usage: '--side vowels|consonants [--need LETTERS] [--category C] [--length N] [--with L] [--without L] [--exactly X=K] ...',
    flags: `  --side S           vowels (default) or consonants: what the word wins
  --need LETTERS     letters still missing on your board
  --category C       the card's category: noun, adjective or verb
  --length, --with, --without, --exactly, --at-least, --at-most, --start, --end, --contains,
  --in-order, --pattern   the card's condition, as verbivore query reads them`,
    options: {
      side: { type: 'string' }, need: { type: 'string' }, category: { type: 'string' }, length: { type: 'string' }, with: { type: 'string' },
      without: { type: 'string' }, exactly: { type: 'string', multiple: true }, 'at-least': { type: 'string', multiple: true },
      'at-most': { type: 'string', multiple: true }, start: { type: 'string' }, end: { type: 'string' },
      contains: { type: 'string' }, 'in-order': { type: 'string' }, pattern: { type: 'string' },
    },
    example: { args: '--length 7 --without AC --side vowels', shows: 'ELOQUIO, EUROPEO, ... win five vowels (the example\'s REPITEN wins three)' },
    run: (engine, values, common) => {
      const side = stringOption(values, 'side', 'vowels');
      if (!CARD_SIDES.includes(side as CardSide)) throw errors.usage(`--side must be vowels or consonants, got "${side}"`);
      const { unit: _unit, sort: _sort, syllable: _syllable, ...condition } = constraintFlags(values);
      return answersOutput(sayWord(engine, { ...common, condition, side: side as CardSide, need: str(values, 'need'), category: category(values) }));
    },
  },
  {
    name: 'crucigramarius', title: 'Enigmàrius: solve the crucigramàrius', rulebook: ENIGMARIUS, lexicon: 'spanish',
    summary: 'the answers of a given length whose consonants (or vowels) are the hint',
    rules: `The card gives the answer's length and, for the asker's eyes, the letters it wins: its
consonants (or vowels) in order. Lists the words of that length whose consonants are exactly the
hint's, in order (--any-order to relax); the clue is for you to match.`,
    usage: '--length N --hint LETTERS [--side consonants|vowels] [--any-order]',
    flags: `  --length N         letters of the answer
  --hint LETTERS     the letters the card prints
  --side S           consonants (default) or vowels: what the hint lists
  --any-order        the hint's letters in any order`,
    options: { length: { type: 'string' }, hint: { type: 'string' }, side: { type: 'string' }, 'any-order': { type: 'boolean' } },
    example: { args: '--length 8 --hint DSPRS', shows: 'DISPARES, the rulebook\'s answer, among DESPRESA, DIASPROS, ...' },
    run: (engine, values, common) => {
      const side = stringOption(values, 'side', 'consonants');
      if (!CARD_SIDES.includes(side as CardSide)) throw errors.usage(`--side must be consonants or vowels, got "${side}"`);
      return answersOutput(crucigramarius(engine, {
        ...common, length: intOption(values, 'length', 0, 1), hint: need(values, 'hint', 'the letters the card prints'),
        side: side as CardSide, anyOrder: values['any-order'] === true,
      }));
    },
  },
  {
    name: 'gramarios', title: 'Gramarios', rulebook: GRAMARIOS, lexicon: 'spanish',
    summary: 'the best word from letter cards with values, COMODÍN and CLON',
    rules: `A word built from cards of one letter (Unigramario) or two (Bigramario), laid in order, never
reversed or split. A COMODÍN stands for any letter; a CLON copies the letters and the starting
value of any other card in the word, a COMODÍN included (what it stands for and its value; a
CLON of a CLON, the value at the chain's end). Score: the cards' values, +1 per Unigramario and +2 per
Bigramario, and +2 per card when your hand is left empty (every card listed played, unless
--other-cards). Powers that change values during the turn are the players' part.`,
    usage: '--cards "ES:2 T:1 ?:0 CLON ..." [--other-cards]',
    flags: `  --cards CARDS      your cards: LETTERS:VALUE (ES:2, Ñ:5), ?:VALUE or COMODIN:VALUE, CLON
  --other-cards      your hand holds other cards (powers): playing these does not empty it`,
    options: { cards: { type: 'string' }, 'other-cards': { type: 'boolean' } },
    example: { args: '--cards "ES:2 T:1 A:1 R:3"', shows: 'ESTAR 20 = values 7 + letters 5 + empty hand 8' },
    budget: { nodes: 'cards laid' },
    run: (engine, values, common) => answersOutput(gramarios(engine, {
      ...common, cards: parseCards(need(values, 'cards', 'your cards')), otherCards: values['other-cards'] === true,
    })),
  },
];

const COMMON_FLAGS = `  --lexicon NAME     lexicon name or .lex path
  --unit U           letters (default), tiles or cards
  --limit N          answers to list (default 20); --all lists every one
  --json             the answers as JSON`;

/** One command per game: verbivore game NAME. */
export const gameCommands: Command[] = games.map((g) => ({
  name: `game ${g.name}`,
  summary: `${g.title}: ${g.summary}`,
  hidden: true,
  help: `Usage: verbivore game ${g.name} ${g.usage} [--lexicon L] [--limit N | --all] [--json]

${g.title} (the ${g.rulebook} rulebook). ${g.rules}

${g.flags}
${COMMON_FLAGS.replace('lexicon name or .lex path', `lexicon name or .lex path (default ${g.lexicon})`)
  .replace('letters (default), tiles or cards', unitFallback(g) === 'cards' ? 'cards (default), letters or tiles' : 'letters (default), tiles or cards')
  .replace(g.cards === 'always' ? /\n {2}--unit U [^\n]*/ : /$^/, '')}${g.budget ? `\n${gameBudgetHelp(g.budget)}` : ''}

${unitNote(g)}${g.categories ? `\n${CATEGORY_HELP}${g.rulebook === VERBALIA ? `\n${RULE_C_HELP}` : ''}` : ''}
Example: verbivore game ${g.name} ${g.example.args}
         ${g.example.shows}`,
  options: {
    ...g.options, lexicon: { type: 'string', short: 'l' }, unit: { type: 'string' }, limit: { type: 'string' }, all: { type: 'boolean' },
    ...(g.budget && budgetOptions),
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument "${positionals[0]}" (see verbivore game ${g.name} --help)`);
    const name = stringOption(values, 'lexicon', g.lexicon);
    const lex = await openLexiconFor(name);
    if (g.syllables) await openSyllablesFor(lex);
    // A bad --category is the user's to fix first, before any missing analyser.
    if (g.categories) category(values);
    if (g.categories === true || (g.categories && values.category !== undefined)) {
      if (hasCategories(lex)) await openCategoriesFor(lex);
      else process.stderr.write(`note: lexicon ${name} has no word categories, so categories and lemmas are not checked\n`);
    }
    const limit = values.all ? Number.POSITIVE_INFINITY : intOption(values, 'limit', 20, 1);
    const limits = g.budget && budgetLimits(values, { seconds: GAME_MAX_SECONDS, nodes: g.budget.maxNodes });
    const budget = limits && new Budget(limits);
    const out = g.run(engineFor(name), values, { unit: unitOption(values, unitFallback(g)), limit, budget });
    const partial = budget?.stopInfo();
    if (values.json) printJson({ game: g.name, lexicon: name, ...(out.json as object), ...(partial && { partial }) });
    else for (const line of [...(partial ? ['PARTIAL: the search stopped at its budget; the answers found so far'] : []), ...out.lines]) console.log(line);
    return partial ? reportPartial(partial, `the ${g.title} search`) : 0;
  },
}));

export const game: Command = {
  name: 'game',
  summary: 'party-game solvers: Verbàlia, Enigmàrius, Gramarios (verbivore game --list)',
  help: `Usage: verbivore game --list [--json]
       verbivore game NAME [OPTIONS] [--json]      (verbivore game NAME --help for its rules)

A solver for each letter-set, pattern and syllable game of the rulebooks: given what a player
sees, the legal answers ranked by the game's own score. Grid and board games are under
verbivore grid and verbivore moves.

${UNIT_HELP}`,
  options: { list: { type: 'boolean' } },
  run(values, positionals) {
    if (positionals.length) {
      throw errors.usage(`unknown game "${positionals[0]}"; the games are: ${games.map((g) => g.name).join(', ')}`);
    }
    if (values.json) {
      printJson(games.map((g) => ({ name: g.name, title: g.title, rulebook: g.rulebook, lexicon: g.lexicon, summary: g.summary, example: `verbivore game ${g.name} ${g.example.args}` })));
      return 0;
    }
    const width = Math.max(...games.map((g) => g.name.length));
    console.log('verbivore game NAME — run "verbivore game NAME --help" for the rules applied\n');
    for (const g of games) console.log(`  ${g.name.padEnd(width)}  ${g.title}: ${g.summary} (${g.rulebook}, ${g.lexicon})`);
    return 0;
  },
};

function gameBudgetHelp(b: NonNullable<GameSpec['budget']>): string {
  const help = budgetHelp({ seconds: GAME_MAX_SECONDS, nodes: b.nodes, found: 'the answers found so far', column: 21 });
  return b.maxNodes === undefined ? help : help.replace('(default no limit)', `(default ${b.maxNodes.toLocaleString('en')})`);
}

/** The words' categories, built on first use with a progress bar. */
async function openCategoriesFor(lex: Lexicon): Promise<void> {
  let bar: ReturnType<typeof progressBar> | undefined;
  await ensureCategories(lex, (phase, done, total) => {
    bar ??= progressBar(`word categories of ${lex.name} (first use)`);
    bar(phase, done, total);
  });
  bar?.done();
}
