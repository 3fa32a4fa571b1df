// The tile sets of the games: English A–Z; Catalan with Ç, L·L, NY and QU as single tiles
// (GAMES.md §1, seed 004); Spanish with CH, LL, RR and Ñ (FISE).

import { Alphabet } from './alphabet.js';

const AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const english = new Alphabet({ id: 'english', tiles: AZ });

export const catalan = new Alphabet({
  id: 'catalan',
  tiles: ['A', 'B', 'C', 'Ç', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'L', 'L·L', 'M', 'N', 'NY', 'O',
    'P', 'QU', 'R', 'S', 'T', 'U', 'V', 'X', 'Z'],
  // Accents and diaeresis are ignored in play (seed 004).
  fold: { À: 'A', Á: 'A', É: 'E', È: 'E', Í: 'I', Ï: 'I', Ó: 'O', Ò: 'O', Ú: 'U', Ü: 'U' },
  // The middle dot has several look-alikes in real text.
  spellings: { 'L.L': 'L·L', 'L\u2027L': 'L·L', 'L\u0387L': 'L·L', '\u013FL': 'L·L' },
  forbidden: {
    K: 'there is no K tile in Catalan:',
    W: 'there is no W tile in Catalan:',
    Y: 'Y is only a tile inside NY:',
    Q: 'Q is only a tile as QU:',
    '·': 'a middle dot belongs only between two Ls:',
  },
});

export const spanish = new Alphabet({
  id: 'spanish',
  tiles: ['A', 'B', 'C', 'CH', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'L', 'LL', 'M', 'N', 'Ñ', 'O',
    'P', 'Q', 'R', 'RR', 'S', 'T', 'U', 'V', 'X', 'Y', 'Z'],
  fold: { Á: 'A', É: 'E', Í: 'I', Ó: 'O', Ú: 'U', Ü: 'U' },
  forbidden: {
    K: 'there is no K tile in Spanish Scrabble:',
    W: 'there is no W tile in Spanish Scrabble:',
  },
});

export const alphabets: Readonly<Record<string, Alphabet>> = { english, catalan, spanish };

export function alphabetById(id: string): Alphabet | undefined {
  // Own keys only: "constructor" or "__proto__" from a file must not find Object's.
  return Object.hasOwn(alphabets, id) ? alphabets[id] : undefined;
}
