// EndeVinagrama (the Verbàlia rulebook), a hangman: the setter lays a secret word of 8–12 letters face down;
// each player asks for a letter, and if the word holds it the setter turns it over — one copy
// only: "if the secret word is MONUMENTAL and a player asks for the letter M, one M is turned
// over, but not both" (a missed letter costs the asker a marker). Given what is turned over and
// the letters that missed, the solver lists the candidate words and, for each letter, how many
// candidates its answer leaves on average: the best question leaves the fewest.
//
// Which copy the setter turns over is not said; the solver assumes the first face-down one in the
// order of the word, and holds the candidates to it: a turned copy has no face-down copy before it
// (with M???M????? turned, MONUMENTAL is out: asking M would have turned its first M). `reveal:
// 'all'` plays classic hangman instead (every copy turned over at once, so a turned letter is
// absent from the hidden places).

import type { Engine } from '../engine.js';
import { errors } from '../errors.js';
import { resolveQuery } from '../query/constraint.js';
import { candidates, type GameOptions, unitsOf } from './answers.js';

export type Reveal = 'one' | 'all';

export interface HangmanOptions extends GameOptions {
  /** The word as it lies: turned letters, and ? (or _ or .) for the ones still face down. */
  revealed: string;
  /** Letters asked for that the word did not hold. */
  misses?: string;
  /** One copy per question (the rulebook's rule, default) or all copies at once. */
  reveal?: Reveal;
}

export interface LetterAdvice {
  letter: string;
  /** Candidates left on average after asking it: Σ (size of each answer's group)² / candidates. */
  expected: number;
  /** Chance that the word does not hold it (a marker lost). */
  miss: number;
}

export interface HangmanResult {
  /** Candidate words (at most `limit`), in alphabetical order. */
  words: string[];
  count: number;
  /** Every letter worth asking, best first. */
  advice: LetterAdvice[];
}

export function endevinagrama(engine: Engine, options: HangmanOptions): HangmanResult {
  const units = unitsOf(engine, options);
  const reveal = options.reveal ?? 'one';
  if (reveal !== 'one' && reveal !== 'all') throw errors.badInput(`reveal must be one or all, got "${String(reveal)}"`);
  const shown = units.parsePattern(options.revealed.replace(/[_.]/g, '?'), { option: 'revealed' }, false);
  const known = shown.map((p) => {
    if (p.set === units.any) return 0;
    const u = p.set.toString(2).length - 1;
    if (p.set !== 1n << BigInt(u)) throw errors.about({ option: 'revealed' }, (n) => `${n} "${options.revealed}": give turned letters and ?, not letter sets`);
    return u;
  });
  const misses = options.misses ? units.parse(options.misses, { option: 'misses' }) : [];
  const turned = new Set(known.filter((u) => u > 0));
  for (const u of misses) {
    if (turned.has(u)) throw errors.badInput(`${units.names[u]} is turned over in the word, so it cannot have missed`);
  }
  // Face-down places hold no missed letter; in classic hangman, no turned letter either; one copy
  // at a time, no letter turned further on (the first face-down copy is the one turned).
  let hidden = units.any;
  for (const u of misses) hidden &= ~(1n << BigInt(u));
  if (reveal === 'all') for (const u of turned) hidden &= ~(1n << BigInt(u));
  const hiddenAt: bigint[] = new Array(known.length);
  for (let i = known.length - 1, later = hidden; i >= 0; i--) {
    hiddenAt[i] = later;
    if (known[i]! > 0) later &= ~(1n << BigInt(known[i]!));
  }
  const q = resolveQuery(engine, { unit: units.unit, length: shown.length });
  q.patterns.push(known.map((u, i) => ({ set: u > 0 ? 1n << BigInt(u) : hiddenAt[i]!, star: false })));
  const found = candidates(engine, q);
  const words: number[][] = [];
  found.forEach((start, len) => words.push(units.unitsOf(found.tilesAt(start, len))));

  const advice: LetterAdvice[] = [];
  const n = words.length;
  for (let u = 1; u < units.size && n > 0; u++) {
    if (((hidden >> BigInt(u)) & 1n) === 0n) continue;
    // Candidates grouped by the answer they give: no, or where the letter is turned over.
    const groups = new Map<string, number>();
    for (const w of words) {
      let key = '';
      for (let i = 0; i < w.length; i++) {
        if (known[i] !== 0 || w[i] !== u) continue;
        key += `${i},`;
        if (reveal === 'one') break;
      }
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    const no = groups.get('') ?? 0;
    if (no === n) continue; // no candidate holds it: asking only costs a marker
    let sumSquares = 0;
    for (const k of groups.values()) sumSquares += k * k;
    advice.push({ letter: units.names[u]!, expected: sumSquares / n, miss: no / n });
  }
  advice.sort((a, b) => a.expected - b.expected || a.miss - b.miss || a.letter.localeCompare(b.letter));
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const list: string[] = [];
  found.forEach((start, len) => { if (list.length < limit) list.push(engine.alphabet.render(found.tilesAt(start, len))); });
  return { words: list, count: n, advice };
}
