// What a query counts: letters, tiles or the Verbàlia cards.
//
// The lexicon stores tiles: Catalan L·L, NY, QU and Ç and Spanish CH, LL, RR and Ñ are one tile
// each. The party games count letters as they are written: L·L is two letters (L, L: two L tiles
// make one, in Verbàlia), NY two (N, Y), QU two (Q, U), Ç one; Spanish CH, LL,
// RR two each, Ñ one. Scrabble counts tiles. A unit alphabet maps every tile to the units it is
// made of — itself in the "tiles" unit, its letters in the "letters" unit, its cards in the
// "cards" unit (query/cards.ts: a tile each, L·L two L cards) — and reads the
// user's text (letter sets, patterns) as units. Unit 0 is never a unit (as tile 0 is no tile).

import { type Alphabet, BLANK } from '../alphabet/index.js';
import { quote } from '../inputText.js';
import { errors, type Subject } from '../errors.js';
import { cardModel, WILD_CARD } from './cards.js';

export type Unit = 'letters' | 'tiles' | 'cards';
export const UNITS: readonly Unit[] = ['letters', 'tiles', 'cards'];

/** A `?` in a letter set: a blank standing for any one unit. */
export const BLANK_UNIT = -1;

/** One pattern position: a set of units (bit u for unit u), once or as a run of any length. */
export interface PatternPosition {
  set: bigint;
  /** A run of zero or more units from the set (`*`). */
  star: boolean;
}

/** Characters that mark L·L in running text; between two Ls they are no letter. */
const MIDDLE_DOTS = new Set(['·', '\u2027', '\u0387']);

export class UnitAlphabet {
  /** Display string of each unit; names[0] is ''. */
  readonly names: readonly string[];
  /** Units per tile, by tile (tile 0, the blank or separator, has none). */
  readonly tileUnits: readonly (readonly number[])[];
  private readonly byName = new Map<string, number>();

  constructor(readonly alphabet: Alphabet, readonly unit: Unit) {
    if (unit === 'tiles') {
      this.names = alphabet.tiles;
      this.tileUnits = alphabet.tiles.map((_, t) => (t === 0 ? [] : [t]));
    } else if (unit === 'cards') {
      // The Verbàlia letter cards (src/party/cards.ts): a unit per tile, but L·L is no card (its
      // name is empty: no text reads as it) and counts as two L cards.
      const model = cardModel(alphabet);
      this.names = alphabet.tiles.map((text, t) => (t === 0 || !model.isCard(t) ? '' : text));
      this.tileUnits = model.tileCards;
    } else {
      const letters = lettersOfAlphabet(alphabet);
      this.names = ['', ...letters];
      this.tileUnits = alphabet.tiles.map((text, t) =>
        t === 0 ? [] : [...text].filter(isLetter).map((ch) => letters.indexOf(ch) + 1));
    }
    this.names.forEach((n, u) => { if (u > 0 && n) this.byName.set(n, u); });
  }

  /** Units 1..size-1 exist. */
  get size(): number {
    return this.names.length;
  }

  /** Bit set of every unit. */
  get any(): bigint {
    return ((1n << BigInt(this.size)) - 1n) & ~1n;
  }

  /** The units a tile string is made of. */
  unitsOf(tiles: ArrayLike<number>): number[] {
    const out: number[] = [];
    for (let i = 0; i < tiles.length; i++) out.push(...this.tileUnits[tiles[i]! & 0x7f]!);
    return out;
  }

  /** How many units a tile string holds. */
  count(tiles: ArrayLike<number>): number {
    let n = 0;
    for (let i = 0; i < tiles.length; i++) n += this.tileUnits[tiles[i]! & 0x7f]!.length;
    return n;
  }

  /**
   * The tiles as written, each letter in lowercase where `lower(k)` says so for the word's k-th
   * unit (the letters a blank stands for: COl·LECCIO when a blank made one L of L·L).
   */
  spell(tiles: ArrayLike<number>, lower: (k: number) => boolean): string {
    let s = '', k = 0;
    for (let i = 0; i < tiles.length; i++) {
      const text = this.alphabet.tiles[tiles[i]! & 0x7f]!;
      if (this.unit === 'tiles' || (this.unit === 'cards' && !text.includes('·'))) {
        s += lower(k++) ? text.toLowerCase() : text;
        continue;
      }
      for (const ch of text) s += isLetter(ch) && lower(k++) ? ch.toLowerCase() : ch;
    }
    return s;
  }

  render(units: readonly number[]): string {
    return units.map((u) => (u === BLANK_UNIT ? '?' : this.names[u])).join('');
  }

  /**
   * Reads letters as typed ("AAEELLMRV", "L·L", "NY") into units. In letters, accents fold away,
   * a middle dot between two Ls is no letter, and every other character must be a letter some
   * tile is written with. In tiles, the text tiles as words do (Catalan "NY" is one tile).
   * `?` is BLANK_UNIT where blanks are allowed. `what` is what errors name: the option, or the thing read.
   */
  parse(text: string, what: Subject, allowBlank = false): number[] {
    if (this.unit === 'cards') {
      const out: number[] = [];
      for (const u of cardModel(this.alphabet).parse(text, what, allowBlank)) out.push(u === WILD_CARD ? BLANK_UNIT : u);
      return out;
    }
    if (this.unit === 'tiles') {
      const out: number[] = [];
      const tiles = this.alphabet.parseRack(text);
      for (const t of tiles) {
        if (t === BLANK && !allowBlank) throw errors.about(what, (n) => `${n} ${quote(text)}: '?' (any letter) is not allowed here`);
        out.push(t === BLANK ? BLANK_UNIT : t);
      }
      return out;
    }
    const out: number[] = [];
    const chars = [...this.alphabet.normalize(text)];
    chars.forEach((ch, i) => {
      if (ch === '?') {
        if (!allowBlank) throw errors.about(what, (n) => `${n} ${quote(text)}: '?' (any letter) is not allowed here`);
        out.push(BLANK_UNIT);
        return;
      }
      if ((MIDDLE_DOTS.has(ch) || ch === '.') && chars[i - 1] === 'L' && chars[i + 1] === 'L') return;
      if (ch === 'Ŀ') {
        out.push(this.byName.get('L')!);
        return;
      }
      const u = this.byName.get(ch);
      if (u === undefined) {
        throw errors.about(what, (n) => `${n} ${quote(text, i)}: '${ch}' at column ${i + 1} is not a letter of any ${this.alphabet.id} tile`);
      }
      out.push(u);
    });
    return out;
  }

  /** One unit given as text (the X of --exactly X=K). */
  parseOne(text: string, what: Subject): number {
    const units = this.parse(text, what);
    if (units.length !== 1) {
      throw errors.about(what, (n) => `${n} ${quote(text)} must be one ${this.unit === 'letters' ? 'letter' : this.unit === 'cards' ? 'card' : 'tile'}` +
        (this.unit === 'letters' && units.length === 2 ? ` (${text} is ${units.length} letters; count tiles with --unit tiles)` : ''));
    }
    return units[0]!;
  }

  /**
   * A pattern as typed: letters (units), `?` or `.` any unit, `{ABC}` one of these, `{^ABC}` any
   * but these, and `*` any run of units (only where `allowStar`).
   */
  parsePattern(text: string, what: Subject = 'pattern', allowStar = true): PatternPosition[] {
    const out: PatternPosition[] = [];
    const any = this.any;
    let i = 0;
    while (i < text.length) {
      const ch = text[i]!;
      if (ch === '?' || ch === '.') {
        out.push({ set: any, star: false });
        i++;
      } else if (ch === '*') {
        if (!allowStar) throw errors.about(what, (n) => `${n} ${quote(text, i)}: '*' at column ${i + 1} is not allowed here`);
        // ** is one run.
        if (!out.at(-1)?.star || out.at(-1)!.set !== any) out.push({ set: any, star: true });
        i++;
      } else if (ch === '{') {
        const end = text.indexOf('}', i);
        if (end < 0) throw errors.about(what, (n) => `${n} ${quote(text, i)}: '{' at column ${i + 1} is not closed`);
        let body = text.slice(i + 1, end);
        const negate = body.startsWith('^');
        if (negate) body = body.slice(1);
        if (!body) throw errors.about(what, (n) => `${n} ${quote(text, i)}: empty set at column ${i + 1}`);
        const set = unitSet(this.parse(body, what));
        out.push({ set: negate ? any & ~set : set, star: false });
        i = end + 1;
      } else {
        let j = i;
        while (j < text.length && !'?.{*'.includes(text[j]!)) j++;
        // L.L in a run of letters is the wildcard, not L·L: the dot ends the run.
        for (const u of this.parse(text.slice(i, j), what)) out.push({ set: 1n << BigInt(u), star: false });
        i = j;
      }
    }
    return out;
  }
}

/** Bit set of units. */
export function unitSet(units: Iterable<number>): bigint {
  let s = 0n;
  for (const u of units) s |= 1n << BigInt(u);
  return s;
}

const unitAlphabets = new WeakMap<Alphabet, Record<Unit, UnitAlphabet>>();

/** The unit alphabet of an alphabet (made once). */
export function unitAlphabet(alphabet: Alphabet, unit: Unit): UnitAlphabet {
  if (!UNITS.includes(unit)) throw errors.usage(`unknown unit "${String(unit)}"; choose letters, tiles or cards`);
  let pair = unitAlphabets.get(alphabet);
  if (!pair) {
    unitAlphabets.set(alphabet, (pair = {
      letters: new UnitAlphabet(alphabet, 'letters'), tiles: new UnitAlphabet(alphabet, 'tiles'), cards: new UnitAlphabet(alphabet, 'cards'),
    }));
  }
  return pair[unit];
}

function isLetter(ch: string): boolean {
  return /\p{L}/u.test(ch);
}

/** The distinct letters the tiles are written with, each after its base letter (C, Ç; N, Ñ). */
function lettersOfAlphabet(alphabet: Alphabet): string[] {
  const set = new Set<string>();
  for (const t of alphabet.tiles) for (const ch of t) if (isLetter(ch)) set.add(ch);
  const base = (ch: string) => ch.normalize('NFD')[0]!;
  return [...set].sort((a, b) => base(a).localeCompare(base(b)) || a.length - b.length || (a === base(a) ? -1 : 1));
}

/** How units are described for each alphabet, for --help texts. */
export const UNIT_HELP = `Units (--unit): letters (default for the party games) count letters as they are written:
Catalan L·L is two letters (L, L: two L cards make L·L), NY two (N, Y), QU two (Q, U), Ç one;
Spanish CH, LL and RR two each, Ñ one; English tiles are letters. tiles count Scrabble tiles:
Catalan L·L, NY, QU, Ç and Spanish CH, LL, RR, Ñ are one tile each, typed as they are written
("NY" in Catalan is one tile). cards count the Verbàlia letter cards: NY, QU and Ç one card each,
L·L two L cards, no card for a lone Y (the default of the Verbàlia games that lay out or add
cards: Barrejagrama, Vistagrama, ABraçagrama, ReVoltagrama, Brodasíl·laB).`;
