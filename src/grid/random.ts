// Random boards for benchmarks and the best-board search: a seeded generator, and three ways to
// fill a board — letters drawn uniformly, classic Boggle dice, or tiles drawn from a bag.
//
// Cells are tokens as the board model holds them: a Q becomes the Qu cell (QU), as on the dice
// and in Verbàlia.

import type { Alphabet } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { quote } from '../inputText.js';

export type Distribution = 'uniform' | 'dice' | 'bag';
export const distributions: readonly Distribution[] = ['uniform', 'dice', 'bag'];

/**
 * The 16 dice of classic Boggle (Parker Brothers, the original 1970s–80s set), written from
 * general knowledge; Q stands for the Qu face.
 */
export const CLASSIC_DICE: readonly string[] = [
  'AACIOT', 'ABILTY', 'ABJMOQ', 'ACDEMP', 'ACELRS', 'ADENVZ', 'AHMORS', 'BIFORX',
  'DENOSW', 'DKNOTU', 'EEFHIY', 'EGKLUY', 'EGINTV', 'EHINPS', 'ELPSTU', 'GILRUW',
];

/** The 25 dice of Big Boggle (5×5), written from general knowledge; Q stands for the Qu face. */
export const BIG_BOGGLE_DICE: readonly string[] = [
  'AAAFRS', 'AAEEEE', 'AAFIRS', 'ADENNN', 'AEEEEM', 'AEEGMU', 'AEGMNN', 'AFIRSY', 'BJKQXZ',
  'CCENST', 'CEIILT', 'CEILPT', 'CEIPST', 'DDHNOT', 'DHHLOR', 'DHLNOR', 'DHLNOR', 'EIIITT',
  'EMOTTT', 'ENSSSU', 'FIPRSY', 'GORRVW', 'IPRRRY', 'NOOTUW', 'OOOTTU',
];

/** Tile bags (the Scrabble distributions without blanks): tile text → count. */
export const BAGS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  english: {
    A: 9, B: 2, C: 2, D: 4, E: 12, F: 2, G: 3, H: 2, I: 9, J: 1, K: 1, L: 4, M: 2, N: 6, O: 8, P: 2, Q: 1,
    R: 6, S: 4, T: 6, U: 4, V: 2, W: 2, X: 1, Y: 2, Z: 1,
  },
  // The Catalan Scrabble set (docs/games.md); Q is the QU tile.
  catalan: {
    E: 13, A: 12, I: 8, R: 8, S: 8, N: 6, O: 5, T: 5, L: 4, U: 4, C: 3, D: 3, M: 3, B: 2, G: 2, P: 2,
    F: 1, V: 1, H: 1, J: 1, QU: 1, Z: 1, Ç: 1, 'L·L': 1, NY: 1, X: 1,
  },
  // The Spanish federation's set (docs/games.md).
  spanish: {
    A: 12, E: 12, O: 9, I: 6, S: 6, N: 5, R: 5, U: 5, L: 4, T: 4, D: 5, G: 2, C: 4, B: 2, M: 2, P: 2,
    H: 2, F: 1, V: 1, Y: 1, CH: 1, Q: 1, J: 1, LL: 1, Ñ: 1, RR: 1, X: 1, Z: 1,
  },
};

/** A lone Q is the Qu cell (except in alphabets where QU is no spelling, none so far). */
export function cellOfLetter(letter: string): string {
  return letter === 'Q' ? 'QU' : letter;
}

/** What a board of `cells` cells may hold under a distribution, for generating and mutating. */
export interface CellSource {
  readonly distribution: Distribution;
  /** Distinct cell tokens this source can produce. */
  readonly tokens: readonly string[];
  /** A fresh board: token per cell. */
  board(random: () => number): string[];
  /** Dice only: the die each cell shows (cells move with their dice when swapped). */
  readonly dice?: readonly string[];
}

export function cellSource(alphabet: Alphabet, distribution: Distribution, cells: number): CellSource {
  switch (distribution) {
    case 'uniform': {
      const tokens = alphabet.id === 'english'
        ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map(cellOfLetter)
        : alphabet.tiles.slice(1).map((t) => (t === 'Q' ? 'QU' : t));
      const unique = [...new Set(tokens)];
      return {
        distribution, tokens: unique,
        board: (random) => Array.from({ length: cells }, () => unique[Math.floor(random() * unique.length)]!),
      };
    }
    case 'dice': {
      const dice = cells === 16 ? CLASSIC_DICE : cells === 25 ? BIG_BOGGLE_DICE : undefined;
      if (!dice) throw errors.badInput(`Boggle dice exist for 4×4 (16 dice) and 5×5 (25 dice) boards, not ${cells} cells`);
      const tokens = [...new Set(dice.join('').split('').map(cellOfLetter))].sort();
      return {
        distribution, tokens, dice,
        board: (random) => {
          const order = shuffle([...dice], random);
          return order.map((die) => cellOfLetter(die[Math.floor(random() * 6)]!));
        },
      };
    }
    case 'bag': {
      const tiles = bagTiles(alphabet);
      if (tiles.length < cells) throw errors.badInput(`the ${alphabet.id} bag holds ${tiles.length} tiles, fewer than ${cells} cells`);
      return {
        distribution, tokens: [...new Set(tiles)].sort(),
        board: (random) => shuffle([...tiles], random).slice(0, cells),
      };
    }
  }
}

/** Every tile of the alphabet's bag, as cells (Q as QU). */
export function bagTiles(alphabet: Alphabet): string[] {
  const bag = BAGS[alphabet.id];
  if (!bag) throw errors.badInput(`no tile bag is known for the ${alphabet.id} alphabet`);
  const tiles: string[] = [];
  for (const [t, n] of Object.entries(bag)) for (let i = 0; i < n; i++) tiles.push(cellOfLetter(t));
  return tiles;
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export function parseDistribution(text: string): Distribution {
  if (!(distributions as readonly string[]).includes(text)) {
    throw errors.about({ option: 'distribution' }, (n) => `${n} must be one of ${distributions.join(', ')}, not ${quote(text)}`, 'bad-usage');
  }
  return text as Distribution;
}
