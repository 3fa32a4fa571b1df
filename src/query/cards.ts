// The physical letter cards of the Verbàlia letter games (the rulebook's rule L): each card
// carries one letter, NY and QU are cards of their own (and so is Ç); there is no card for K, for
// Y alone or for W; L·L is written by joining two L cards. A word is laid with the cards its
// tiles are made of: every tile is one card, except L·L, which is two L cards. Cards are
// numbered as the alphabet's tiles (the L·L tile is no card); other alphabets' tiles are cards.

import { type Alphabet, BLANK } from '../alphabet/index.js';
import { errors, type Subject } from '../errors.js';
import { quote } from '../inputText.js';

/** A `?` among cards: a wildcard standing for any one card. */
export const WILD_CARD = -1;

export class CardModel {
  /** The cards each tile is laid with, by tile (tile 0 has none). */
  readonly tileCards: readonly (readonly number[])[];

  constructor(readonly alphabet: Alphabet) {
    this.tileCards = alphabet.tiles.map((text, t) => {
      if (t === 0) return [];
      if (!text.includes('·')) return [t];
      // L·L: one card per letter, each the tile of that letter.
      return [...text].filter((ch) => ch !== '·').map((ch) => alphabet.tiles.indexOf(ch));
    });
  }

  /** Whether a card exists for the tile number (L·L has none: it is two L cards). */
  isCard(t: number): boolean {
    return t > 0 && t < this.tileCards.length && this.tileCards[t]!.length === 1 && this.tileCards[t]![0] === t;
  }

  /** The text on a card. */
  name(card: number): string {
    return card === WILD_CARD ? '?' : this.alphabet.tiles[card]!;
  }

  /** The cards a word (its tiles) is laid with. */
  cardsOf(tiles: ArrayLike<number>): number[] {
    const out: number[] = [];
    for (let i = 0; i < tiles.length; i++) out.push(...this.tileCards[tiles[i]! & 0x7f]!);
    return out;
  }

  /**
   * Cards as typed: "NY" and "QU" are one card each, "L·L" (or "LL") two L cards, `?` a wildcard
   * where allowed. A letter no card carries (a lone Y) is refused with the alphabet's reason.
   */
  parse(text: string, what: Subject, allowWild = false): number[] {
    let tiles: Uint8Array;
    try {
      tiles = this.alphabet.parseRack(text.replace(/\s+/g, ''));
    } catch (e) {
      throw errors.about(what, (n) => `${n} ${quote(text)}: ${(e as Error).message.replace(/^"[^"]*": /, '')}; the cards are ${this.describe()}`);
    }
    const out: number[] = [];
    for (const t of tiles) {
      if (t === BLANK) {
        if (!allowWild) throw errors.about(what, (n) => `${n} ${quote(text)}: '?' (a wildcard) is not allowed here`);
        out.push(WILD_CARD);
      } else out.push(...this.tileCards[t]!);
    }
    return out;
  }

  /** The cards, for messages: "A B C Ç ... NY ... QU ...". */
  describe(): string {
    return this.alphabet.tiles.filter((_, t) => this.isCard(t)).join(' ');
  }
}

const models = new WeakMap<Alphabet, CardModel>();

/** The card model of an alphabet (made once). */
export function cardModel(alphabet: Alphabet): CardModel {
  let m = models.get(alphabet);
  if (!m) models.set(alphabet, (m = new CardModel(alphabet)));
  return m;
}
