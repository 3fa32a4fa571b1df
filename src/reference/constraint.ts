// Plain-TypeScript reference for the letter-constraint query, used only by tests: a filter over
// the word list that shares nothing with the core's walk. Each word is spelled in units as one
// character per unit; counts are counted, start/end/contains/in-order are string tests and
// patterns become regular expressions. The syllable condition runs the Catalan syllabifier on
// each of the word's original spellings (given by the caller) and compares the syllables with
// their accents removed.

import type { UnitQuery } from '../query/constraint.js';
import type { PatternPosition, UnitAlphabet } from '../query/units.js';
import { syllabify } from '../syllables/catalan.js';

const chr = (u: number) => String.fromCharCode(0x100 + u);
const str = (units: readonly number[]) => units.map(chr).join('');

/**
 * Each word spelled in units, made once per word list and unit alphabet (a full lexicon is
 * scanned by many queries; spelling 800,000 words takes longer than one scan).
 */
const spelledLists = new WeakMap<readonly Uint8Array[], Map<UnitAlphabet, string[]>>();

function spelledOf(words: readonly Uint8Array[], units: UnitAlphabet): string[] {
  let byUnits = spelledLists.get(words);
  if (!byUnits) spelledLists.set(words, (byUnits = new Map()));
  let spelled = byUnits.get(units);
  if (!spelled) byUnits.set(units, (spelled = words.map((w) => str(units.unitsOf(w)))));
  return spelled;
}

/**
 * The words meeting the query. `spellings` gives a word's original spellings (accents and all)
 * for the syllable condition; a query with a syllable needs it.
 */
export function referenceConstraint(
  words: readonly Uint8Array[], q: UnitQuery, spellings?: (word: Uint8Array) => readonly string[],
): Uint8Array[] {
  if (q.syllable !== undefined && !spellings) throw new Error('a syllable query needs the words\' spellings');
  const spelled = spelledOf(words, q.units);
  const regexes = q.patterns.map((p) => patternRegex(p, q.units.size));
  const start = q.start && str(q.start), end = q.end && str(q.end), contains = q.contains && str(q.contains);
  const inOrder = q.inOrder && q.inOrder.map(chr);
  const size = q.units.size;
  // Only the units with a bound are counted (every other one may occur any number of times).
  const bounded: number[] = [];
  for (let u = 1; u < size; u++) if (q.fewest[u]! > 0 || q.most[u]! < 255) bounded.push(u);
  const count = new Int32Array(size);
  const left = Int32Array.from(q.budget?.counts ?? []);
  return words.filter((w, i) => {
    const s = spelled[i]!;
    if (s.length < q.minLength || s.length > q.maxLength) return false;
    if (q.budget && !payable(s, left, q.budget.blanks)) return false;
    if (bounded.length) {
      for (const u of bounded) count[u] = 0;
      for (let k = 0; k < s.length; k++) count[s.charCodeAt(k) - 0x100]!++;
      for (const u of bounded) if (count[u]! < q.fewest[u]! || count[u]! > q.most[u]!) return false;
    }
    if (start && !s.startsWith(start)) return false;
    if (end && !s.endsWith(end)) return false;
    if (contains && !s.includes(contains)) return false;
    if (inOrder) {
      let k = 0;
      for (const ch of s) if (k < inOrder.length && ch === inOrder[k]) k++;
      if (k < inOrder.length) return false;
    }
    if (!regexes.every((r) => r.test(s))) return false;
    return q.syllable === undefined || spellings!(w).some((spelling) => hasSyllable(spelling, q.syllable!));
  });
}

/**
 * Whether the word's units can be paid from the letters given (`left`, by unit), else from one of
 * `blanks` each; `left` is as it was afterwards.
 */
function payable(s: string, left: Int32Array, blanks: number): boolean {
  let k = 0, ok = true;
  const paid: boolean[] = [];
  for (; k < s.length; k++) {
    const u = s.charCodeAt(k) - 0x100;
    if (left[u]! > 0) {
      left[u]!--;
      paid.push(true);
    } else if (blanks > 0) {
      blanks--;
      paid.push(false);
    } else {
      ok = false;
      break;
    }
  }
  for (let j = 0; j < k; j++) if (paid[j]) left[s.charCodeAt(j) - 0x100]!++;
  return ok;
}

/** Whether the syllabifier splits `spelling` with `syllable` (uppercase, unaccented) as one syllable. */
function hasSyllable(spelling: string, syllable: string): boolean {
  let syllables: string[];
  try {
    syllables = syllabify(spelling);
  } catch {
    return false; // no vowel: no syllables
  }
  // Accents do not count (à, é, ï, ü ... → a, e, i, u); ç stays ç.
  const plain = (x: string) => x.normalize('NFD').replace(/[\u0300\u0301\u0308]/g, '').normalize('NFC').toUpperCase();
  return syllables.some((x) => plain(x) === syllable);
}

function patternRegex(p: readonly PatternPosition[], size: number): RegExp {
  const body = p.map((pos) => {
    let cls = '';
    for (let u = 1; u < size; u++) if ((pos.set >> BigInt(u)) & 1n) cls += chr(u);
    const one = cls ? `[${cls}]` : '[^\\s\\S]';
    return pos.star ? `${one}*` : one;
  }).join('');
  return new RegExp(`^${body}$`, 'u');
}
