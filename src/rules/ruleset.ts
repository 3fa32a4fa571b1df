// A ruleset is plain data (JSON-serialisable): the board, its premium squares, the tiles with
// their counts and values, the rack size and bonuses. The engine reads the compiled form, whose
// typed arrays are what gets copied into WebAssembly memory.

import { type Alphabet, alphabetById, alphabetOfSpec, alphabetProblems, alphabets, type AlphabetSpec, BLANK } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { escapeControls, quote } from '../inputText.js';

/** A built-in alphabet's id (src/alphabet/data) or a user's alphabet's (Ruleset.alphabetSpec). */
export type AlphabetId = string;

/** How a play scores: Scrabble's letter values and premiums, or Spil's words × tiles (seed 003). */
export type Scoring = 'standard' | 'spil';

export interface TileSpec {
  /** Display string of the tile ('A', 'NY', 'L·L', 'QU'); '?' is the blank. */
  tile: string;
  count: number;
  value: number;
}

export interface Ruleset {
  name: string;
  alphabet: AlphabetId;
  /** A user's alphabet (docs/formats.md), carried with the ruleset; its id is `alphabet`. */
  alphabetSpec?: AlphabetSpec;
  /** Name of the lexicon used when the user names none. */
  lexicon: string;
  rows: number;
  cols: number;
  /**
   * One string per row, one character per square: '.' plain, 'd' double letter, 't' triple
   * letter, 'q' quadruple letter, 'D' double word, 'T' triple word, 'Q' quadruple word.
   */
  premiums: string[];
  /** [row, col], 0-based: the square the first play must cover. */
  start: [number, number];
  tiles: TileSpec[];
  rackSize: number;
  /** Points added when a play uses the whole rack. */
  bingoBonus: number;
  scoring: Scoring;
  /** Tiles the bag must hold for an exchange (default rackSize). */
  exchangeMinBag?: number;
  /** How going out is scored (default 'double'; see GoingOut). */
  goingOut?: GoingOut;
}

/**
 * When a player plays their last tile with the bag empty: 'double' — they add twice the value of
 * the tiles left on the other racks, which keep their scores (two-player tournament practice);
 * 'transfer' — they add that value once and every other player loses their own (seed 004). With
 * two players the spread is the same.
 */
export type GoingOut = 'double' | 'transfer';

export interface CompiledRuleset {
  ruleset: Ruleset;
  alphabet: Alphabet;
  /** rows*cols, row-major: letter multiplier 1–4. */
  premiumLetter: Uint8Array;
  /** rows*cols, row-major: word multiplier 1–4. */
  premiumWord: Uint8Array;
  /** By tile index (alphabet.size entries); index 0 = the blank's value. */
  tileValue: Uint8Array;
  /** By tile index (alphabet.size entries); index 0 = number of blanks. */
  tileCount: Uint8Array;
}

/** Premium square characters → [letter multiplier, word multiplier]. */
export const PREMIUM_CHARS: Readonly<Record<string, readonly [number, number]>> = {
  '.': [1, 1],
  d: [2, 1],
  t: [3, 1],
  q: [4, 1],
  D: [1, 2],
  T: [1, 3],
  Q: [1, 4],
};

/** Bounds that catch typos; the largest published board (Super Scrabble) is 21×21. */
export const MAX_BOARD_DIM = 64;
/** Counts and values are stored in bytes. */
export const MAX_TILE_NUMBER = 255;
export const MAX_RACK_SIZE = 64;

export const BLANK_TEXT = '?';

/** The tile index a ruleset's tile string names, or undefined ('?' → the blank, tile 0). */
export function resolveTile(alphabet: Alphabet, text: string): number | undefined {
  if (text === BLANK_TEXT) return BLANK;
  const direct = alphabet.tileOf(text);
  if (direct !== undefined) return direct;
  // Accept the alphabet's own spellings too ('L.L' for L·L).
  const r = alphabet.tryTokenize(text);
  return r instanceof Uint8Array && r.length === 1 ? r[0] : undefined;
}

/**
 * Every problem with a ruleset's contents, each naming the field. Shape (types) is checked by
 * parseRuleset; this checks meaning, so it also guards rulesets built in code.
 */
export function rulesetProblems(r: Ruleset): string[] {
  const out: string[] = [];
  let alphabet: Alphabet | undefined;
  if (r.alphabetSpec) {
    // Checked here too: a ruleset built in code skips parseRuleset.
    const specProblems = alphabetProblems(r.alphabetSpec);
    if (specProblems.length) out.push(...specProblems.map((p) => `alphabetSpec: ${p}`));
    else if (r.alphabetSpec.id !== r.alphabet) out.push(`alphabet: ${quote(r.alphabet)} is not the id of alphabetSpec (${quote(r.alphabetSpec.id)})`);
    else {
      try {
        alphabet = alphabetOfSpec(r.alphabetSpec);
      } catch (e) {
        out.push(`alphabet: ${(e as Error).message}`);
      }
    }
  } else {
    alphabet = alphabetById(r.alphabet);
    if (!alphabet) {
      out.push(`alphabet: unknown alphabet ${quote(r.alphabet)} (known: ${Object.keys(alphabets).join(', ')}; ` +
        `or the path of an alphabet file)`);
    }
  }
  if (!r.name) out.push('name: must not be empty');
  if (!r.lexicon) out.push('lexicon: must not be empty');
  const dimsOk = checkDim('rows', r.rows, out) && checkDim('cols', r.cols, out);
  if (dimsOk) {
    if (r.premiums.length !== r.rows) {
      out.push(`premiums: has ${r.premiums.length} rows, the board has ${r.rows}`);
    }
    r.premiums.forEach((row, i) => {
      const squares = [...row];
      if (squares.length !== r.cols) {
        out.push(`premiums[${i}] (row ${i + 1}): has ${squares.length} squares, the board has ${r.cols} columns`);
      }
      squares.forEach((ch, j) => {
        if (!(ch in PREMIUM_CHARS)) {
          out.push(`premiums[${i}] (row ${i + 1}, column ${j + 1}): unknown square '${escapeControls(ch)}' ` +
            `(use . d t q D T Q)`);
        }
      });
    });
    const [sr, sc] = r.start;
    if (!Number.isInteger(sr) || !Number.isInteger(sc) || sr < 0 || sc < 0 || sr >= r.rows || sc >= r.cols) {
      out.push(`start: [${sr}, ${sc}] is off the ${r.rows}×${r.cols} board (0-based [row, col])`);
    }
  }
  if (alphabet) {
    const seen = new Map<number, string>();
    r.tiles.forEach((t, i) => {
      const where = `tiles[${i}] (${quote(t.tile)})`;
      const tile = resolveTile(alphabet, t.tile);
      if (tile === undefined) {
        out.push(`${where}: not a tile of the ${alphabet.id} alphabet ` +
          `(tiles: ? ${alphabet.tiles.slice(1).join(' ')})`);
      } else if (seen.has(tile)) {
        out.push(`${where}: duplicate of ${quote(seen.get(tile)!)}`);
      } else seen.set(tile, t.tile);
      checkByte(`${where}.count`, t.count, out);
      checkByte(`${where}.value`, t.value, out);
    });
  }
  if (!Number.isInteger(r.rackSize) || r.rackSize < 1 || r.rackSize > MAX_RACK_SIZE) {
    out.push(`rackSize: ${r.rackSize} must be a whole number from 1 to ${MAX_RACK_SIZE}`);
  }
  if (!Number.isInteger(r.bingoBonus) || r.bingoBonus < 0) {
    out.push(`bingoBonus: ${r.bingoBonus} must be a whole number ≥ 0`);
  }
  if (r.scoring !== 'standard' && r.scoring !== 'spil') {
    out.push(`scoring: unknown scoring ${quote(r.scoring)} (use "standard" or "spil")`);
  }
  if (r.exchangeMinBag !== undefined && (!Number.isInteger(r.exchangeMinBag) || r.exchangeMinBag < 1)) {
    out.push(`exchangeMinBag: ${r.exchangeMinBag} must be a whole number ≥ 1`);
  }
  if (r.goingOut !== undefined && r.goingOut !== 'double' && r.goingOut !== 'transfer') {
    out.push(`goingOut: unknown rule "${r.goingOut}" (use "double" or "transfer")`);
  }
  return out;
}

function checkDim(field: string, n: number, out: string[]): boolean {
  if (Number.isInteger(n) && n >= 1 && n <= MAX_BOARD_DIM) return true;
  out.push(`${field}: ${n} must be a whole number from 1 to ${MAX_BOARD_DIM}`);
  return false;
}

function checkByte(field: string, n: number, out: string[]): void {
  if (!Number.isInteger(n)) out.push(`${field}: ${n} must be a whole number`);
  else if (n < 0) out.push(`${field}: ${n} is negative`);
  else if (n > MAX_TILE_NUMBER) out.push(`${field}: ${n} is more than ${MAX_TILE_NUMBER}`);
}

/** Throws one error listing every problem, or returns quietly. */
export function assertRuleset(r: Ruleset, source = `ruleset "${r.name}"`): void {
  const problems = rulesetProblems(r);
  if (problems.length) {
    throw errors.badInput(`${source} is not valid:\n  ${problems.join('\n  ')}`);
  }
}

export function compileRuleset(r: Ruleset): CompiledRuleset {
  assertRuleset(r);
  const alphabet = rulesetAlphabet(r);
  const squares = r.rows * r.cols;
  const premiumLetter = new Uint8Array(squares);
  const premiumWord = new Uint8Array(squares);
  for (let row = 0; row < r.rows; row++) {
    const chars = [...r.premiums[row]!];
    for (let col = 0; col < r.cols; col++) {
      const [letter, word] = PREMIUM_CHARS[chars[col]!]!;
      premiumLetter[row * r.cols + col] = letter;
      premiumWord[row * r.cols + col] = word;
    }
  }
  const tileValue = new Uint8Array(alphabet.size);
  const tileCount = new Uint8Array(alphabet.size);
  for (const t of r.tiles) {
    const tile = resolveTile(alphabet, t.tile)!;
    tileValue[tile] = t.value;
    tileCount[tile] = t.count;
  }
  return { ruleset: r, alphabet, premiumLetter, premiumWord, tileValue, tileCount };
}

/** The alphabet of a valid ruleset: its own spec's, else the built-in it names. */
/** The face value of some tiles (rack tiles: 0 is the blank). */
export function tilesValue(tiles: ArrayLike<number>, rules: CompiledRuleset): number {
  let v = 0;
  for (let i = 0; i < tiles.length; i++) v += rules.tileValue[tiles[i]!]!;
  return v;
}

export function rulesetAlphabet(r: Ruleset): Alphabet {
  return r.alphabetSpec ? alphabetOfSpec(r.alphabetSpec) : alphabetById(r.alphabet)!;
}

/** Total number of tiles in the bag at the start (blanks included). */
export function tileTotal(r: Ruleset): number {
  return r.tiles.reduce((sum, t) => sum + t.count, 0);
}
