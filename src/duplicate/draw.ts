// Duplicate racks: every player gets the same rack. The master move's leave is kept and the rack
// is completed from the bag; a rack must hold a minimum of vowels and of consonants (more in the
// early turns, fewer after a switch turn). A rack that fails goes back to the bag whole (leave
// included) and a fresh rack is drawn, until one passes or no rack the pool can give passes.

import { Bag } from '../game/bag.js';
import type { CompiledRuleset } from '../rules/index.js';

/** The minimums a club plays with. */
export interface DrawRules {
  /** Vowels and consonants a rack needs up to and including `switchTurn`. */
  earlyVowels: number;
  earlyConsonants: number;
  /** Turn (1-based) after which the late minimums apply. */
  switchTurn: number;
  lateVowels: number;
  lateConsonants: number;
}

/** The federations' usual minimums: 2 and 2 up to turn 15, then 1 and 1. */
export const DEFAULT_DRAW_RULES: DrawRules = { earlyVowels: 2, earlyConsonants: 2, switchTurn: 15, lateVowels: 1, lateConsonants: 1 };

/**
 * Whether each tile index of the ruleset's alphabet is a vowel ([0], the blank, is not): the
 * alphabet's `vowels` (src/alphabet/data). Every other letter tile, digraphs such as L·L, NY,
 * CH and Ç, Ñ included, is a consonant. A blank counts as whichever kind the rack lacks (each
 * blank once): see docs/duplicate.md.
 */
export function vowelTiles(rules: CompiledRuleset): boolean[] {
  return [...rules.alphabet.vowels];
}

/** Vowels, consonants and blanks of a rack. */
export function rackKinds(rack: readonly number[], vowels: readonly boolean[]): { vowels: number; consonants: number; blanks: number } {
  let v = 0;
  let c = 0;
  let b = 0;
  for (const t of rack) {
    if (t === 0) b++;
    else if (vowels[t]) v++;
    else c++;
  }
  return { vowels: v, consonants: c, blanks: b };
}

/** The minimums of a turn. */
export function minimumsAt(rules: DrawRules, turn: number): { vowels: number; consonants: number } {
  return turn <= rules.switchTurn
    ? { vowels: rules.earlyVowels, consonants: rules.earlyConsonants }
    : { vowels: rules.lateVowels, consonants: rules.lateConsonants };
}

/** Whether the tiles meet the minimums, each blank standing for one missing vowel or consonant. */
export function meetsMinimums(rack: readonly number[], vowels: readonly boolean[], need: { vowels: number; consonants: number }): boolean {
  const k = rackKinds(rack, vowels);
  return Math.max(0, need.vowels - k.vowels) + Math.max(0, need.consonants - k.consonants) <= k.blanks;
}

/** A drawn rack and how many whole racks went back before it. */
export interface DrawnRack {
  rack: number[];
  redraws: number;
}

/** The bag of a duplicate game and its rule for completing racks. */
export class RackDrawer {
  private readonly bag: Bag;
  private readonly vowels: boolean[];

  constructor(readonly rules: CompiledRuleset, readonly drawRules: DrawRules, seed: number) {
    this.bag = new Bag(rules.tileCount, seed);
    this.vowels = vowelTiles(rules);
  }

  get bagSize(): number {
    return this.bag.size;
  }

  /** Whether a tile is a vowel of this ruleset. */
  isVowel(tile: number): boolean {
    return this.vowels[tile] === true;
  }

  /**
   * Completes `leave` to a rack of the ruleset's size (or of every tile left) that meets the
   * minimums of `turn`; undefined when no rack drawn from the pool (bag and leave) can.
   */
  draw(leave: readonly number[], turn: number): DrawnRack | undefined {
    const need = minimumsAt(this.drawRules, turn);
    const size = this.rules.ruleset.rackSize;
    let rack = [...leave, ...this.bag.draw(size - leave.length)];
    let redraws = 0;
    while (!meetsMinimums(rack, this.vowels, need)) {
      // With the bag empty the pool is the rack itself, so this also ends a game whose last tiles fail.
      if (!this.poolCanMeet(rack, need)) return undefined;
      this.bag.putBack(rack);
      rack = this.bag.draw(size);
      redraws++;
    }
    return { rack: rack.sort((a, b) => a - b), redraws };
  }

  /** Whether some rack of the pool (the bag and these tiles) meets the minimums. */
  private poolCanMeet(rack: readonly number[], need: { vowels: number; consonants: number }): boolean {
    const pool = [...rack, ...this.bag.contents()];
    const k = rackKinds(pool, this.vowels);
    const size = Math.min(this.rules.ruleset.rackSize, pool.length);
    // The best rack takes the vowels and consonants it needs first, blanks for what is missing.
    const v = Math.min(k.vowels, need.vowels);
    const c = Math.min(k.consonants, need.consonants);
    const missing = need.vowels - v + (need.consonants - c);
    return missing <= k.blanks && v + c + missing <= size;
  }
}
