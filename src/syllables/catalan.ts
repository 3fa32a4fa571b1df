// Catalan orthographic syllabification, by the rules the Institut d'Estudis Catalans teaches for
// splitting words into syllables. Syllable games need it (the Verbàlia rulebook, rule P): a syllable tile
// must stay a syllable in the word formed, so PER+Ò does not make PERÒ (pe-rò) and CIM+ES does
// not make CIMES (ci-mes).
//
// The word is read letter by letter. Each vowel letter is classed as a nucleus (the vowel of a
// syllable) or a glide (an i/u that leans on a neighbouring nucleus); everything else is a
// consonant. Between two nuclei, the letters are split as
//     nucleus · falling glides · consonants · rising glides · nucleus
// with the split inside the consonants: the last consonant goes right, or the last two when they
// are an inseparable onset (pl, bl, cl, gl, fl, pr, br, cr, gr, fr, tr, dr). LL and NY are one
// consonant; L·L is two.
//
// Decisions where speech and spelling differ: an i/u between vowels starts the next syllable,
// as the IEC teaches (no-ia, ca-uen, cre-uen), although the glide is heard in both; a written x
// between vowels is one consonant and goes right (e-xa-men, ta-xi), although it sounds [ks]/[gz].
//
// Known limitations (the spelling alone does not show the syllables):
// - Prefixed words where the IEC omits the diaeresis: reunir (re-u-nir), coincidir,
//   reincidir, preinscripció, contraindicació come out with a diphthong (reu-nir, coin-ci-dir).
//   Prefix seams elsewhere follow the plain rules too (hipoiodit: hi-po-io-dit).
// - A word-initial i before a vowel is taken as consonantal (io-gurt, hie-na, ia-ia), which
//   also makes ió and iònic one syllable fewer than their pronunciation (i-ó, i-ò-nic).
// - Latin -ius is a hiatus only when an earlier vowel carries an accent (Mà-ri-us); Pius,
//   without one, reads like the plural actius (ac-tius). Latin uu inside a word (duumvir) is
//   read as a diphthong.
// - ii is always read as a hiatus (an-ti-im-pe-ri-al), so the Balearic diphthong of novii is missed.
// - Future and conditional of oir and agrair-like verbs are recognised from the ending, except
//   1st/2nd plural forms that are also the present of airar and emboirar (airem = ai-rem).
// - Loanwords with non-Catalan spelling (whisky, show) get the Catalan rules; y outside NY is
//   read as the vowel i.

import { errors } from '../errors.js';
import { escapeControls, quote } from '../inputText.js';

/** a, e, o: never glides, so two of them in a row are always a hiatus (po-e-ta, te-a-tre). */
const STRONG = new Set(['a', 'à', 'e', 'é', 'è', 'o', 'ó', 'ò']);
/** The accent or diaeresis marks a nucleus (pa-ís, ve-ï-na); ü is also the glide of güe/qüi. */
const MARKED = new Set(['í', 'ú', 'ï', 'ü']);
/** i, u and y (outside NY) may be glides. */
const WEAK = new Set(['i', 'u', 'y']);
const LETTERS = new Set('abcdefghijklmnopqrstuvwxyzàéèíïóòúüç');
/** Consonant + l/r pairs that start a syllable together (co-bra, a-pla-car); tl, dl split. */
const ONSETS = new Set(['pl', 'bl', 'cl', 'gl', 'fl', 'pr', 'br', 'cr', 'gr', 'fr', 'tr', 'dr']);
/** Middle dots between two Ls: the standard one, its look-alikes, and the full stop of l.l. */
const MIDDLE_DOTS = new Set(['·', '\u0387', '\u2027', '.']);

type Kind = 'consonant' | 'nucleus' | 'falling' | 'rising';

/** The word as letters: original case, NFC, middle dots removed and ŀ written as l. */
interface Spelled {
  readonly letters: string[];
  readonly lower: string[];
  /** Indices i where letters[i-1] and letters[i] are the two Ls of an L·L (never one LL). */
  readonly geminateL: Set<number>;
}

/**
 * Syllables of a Catalan word as written, case and accents kept; the middle dot of L·L is the
 * split and is dropped (col·lecció → col, lec, ci, ó). A word with a character that is not a
 * Catalan letter, or with no vowel, is an error.
 */
export function syllabify(word: string): string[] {
  const spelled = spell(word);
  const starts = syllableStarts(word, spelled);
  return starts.map((start, k) => spelled.letters.slice(start, starts[k + 1]).join(''));
}

/**
 * Where each syllable starts, as offsets into the word with the middle dot of L·L removed —
 * that is, into `syllabify(word).join('')` (NFC, so every letter is one UTF-16 unit). The first
 * offset is always 0 and the word's end is not included: col·lecció → [0, 3, 6, 8] over
 * "collecció". A word laid on syllable cells keeps rule P when these are exactly the offsets
 * where its cells start.
 */
export function syllableBoundaries(word: string): number[] {
  return syllableStarts(word, spell(word));
}

function syllableStarts(word: string, spelled: Spelled): number[] {
  const kinds = classify(spelled);
  const nuclei: number[] = [];
  kinds.forEach((kind, i) => {
    if (kind === 'nucleus') nuclei.push(i);
  });
  if (nuclei.length === 0) {
    throw errors.badInput(`${quote(word)} has no vowel, so it is not a Catalan word with syllables`);
  }
  const starts = [0];
  for (let k = 1; k < nuclei.length; k++) {
    starts.push(splitBetween(spelled, kinds, nuclei[k - 1]!, nuclei[k]!));
  }
  return starts;
}

/** Where the syllable of nucleus `right` starts, given the previous nucleus `left`. */
function splitBetween(spelled: Spelled, kinds: Kind[], left: number, right: number): number {
  let first = left + 1;
  while (first < right && kinds[first] === 'falling') first++;
  let end = first;
  while (end < right && kinds[end] === 'consonant') end++;
  // Consonant units between the glides: LL and NY never split, so they count as one.
  const units: number[] = [];
  for (let i = first; i < end; i++) {
    const pair = spelled.lower[i]! + (spelled.lower[i + 1] ?? '');
    const joined = i + 1 < end && (pair === 'ny' || (pair === 'll' && !spelled.geminateL.has(i + 1)));
    units.push(i);
    if (joined) i++;
  }
  if (units.length <= 1) return first;
  const last = units[units.length - 1]!;
  const beforeLast = units[units.length - 2]!;
  const twoLetters = last === beforeLast + 1 && end === last + 1;
  if (twoLetters && ONSETS.has(spelled.lower[beforeLast]! + spelled.lower[last]!)) return beforeLast;
  return last;
}

/** Classes each letter, left to right (a glide depends on whether the letter before is a nucleus). */
function classify({ lower }: Spelled): Kind[] {
  const isVowelAt = (i: number) => i < lower.length && isVowel(lower, i);
  const forced = hiatusBySuffix(lower);
  const kinds: Kind[] = [];
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i]!;
    const prev = lower[i - 1];
    const afterNucleus = kinds[i - 1] === 'nucleus';
    if (!isVowel(lower, i)) kinds.push('consonant');
    // qua, quo, gua, guo, güe, güi, and the silent u of que, qui, gue, gui: part of the onset.
    else if ((ch === 'u' || ch === 'ü') && (prev === 'q' || prev === 'g') && isVowelAt(i + 1)) {
      kinds.push('rising');
    } else if (STRONG.has(ch) || MARKED.has(ch) || forced.has(i)) kinds.push('nucleus');
    // Word-initial i (or hi) before a vowel is consonantal: io-gurt, hie-na, ia-ia.
    else if (ch !== 'u' && (i === 0 || (i === 1 && prev === 'h')) && isVowelAt(i + 1)) {
      kinds.push('rising');
    }
    // ii is a hiatus: in the standard lexicon it only occurs at a prefix seam (an-ti-im-pe-ri-al).
    else if (afterNucleus && ch === 'i' && prev === 'i') kinds.push('nucleus');
    // i/u between vowels goes with the next vowel (IEC: no-ia, ve-ia, cla-uer, cre-uen, di-uen).
    else if (afterNucleus && isVowelAt(i + 1)) kinds.push('rising');
    // Falling diphthongs ai ei oi ui au eu iu ou uu: ai-re, cau-re, viu-re, duu.
    else if (afterNucleus) kinds.push('falling');
    // After a consonant or glide a weak vowel is a nucleus: pi-a-no, ci-èn-ci-a, cui-na.
    else kinds.push('nucleus');
  }
  return kinds;
}

function isVowel(lower: readonly string[], i: number): boolean {
  const ch = lower[i]!;
  if (ch === 'y') return lower[i - 1] !== 'n'; // y is only a consonant inside NY
  return STRONG.has(ch) || MARKED.has(ch) || WEAK.has(ch);
}

/**
 * Letters that are a nucleus although nothing is written on them: the IEC omits the
 * diaeresis where the hiatus is predictable from the form of the word.
 */
function hiatusBySuffix(lower: readonly string[]): Set<number> {
  const word = lower.join('');
  const forced = new Set<number>();
  const mark = (pattern: RegExp, offset: number) => {
    const m = pattern.exec(word);
    if (m) forced.add(m.index + offset);
  };
  // Infinitive, gerund, future and conditional of verbs in vowel + ir: tra-du-ir, a-gra-int,
  // con-du-i-rà. The vowel before may be a glide (se-guir); then the i is a nucleus anyway.
  // cuir (leather) is a noun, so no diaeresis was saved: it is one syllable.
  if (word !== 'cuir') mark(/[aeou]ir$/, 1);
  mark(/[aeou]int$/, 1);
  // airem, aireu, emboirem, emboireu are the present of airar and emboirar, not futures.
  if (!/^(?:a|(?:des)?emboi)ire[mu]$/.test(word)) {
    mark(/[aeou]ir(?:é|às|à|em|eu|an|ia|ies|íem|íeu|ien)$/, 1);
  }
  // The suffixes -isme and -ista: e-go-is-me, al-tru-is-ta.
  mark(/[aeou]is(?:me|mes|ta|tes)$/, 1);
  // Latin -ium and -uum: a-quà-ri-um, pa-là-qui-um, con-tí-nu-um (no Catalan word ends in a
  // diphthong + m). Latin -ius is told from Catalan plurals (ac-tius) by an earlier accent: Mà-ri-us.
  if (/[iu]um$/.test(word) || (/ius$/.test(word) && /[àéèíóòú]/.test(word))) {
    forced.add(word.length - 2);
  }
  return forced;
}

/** Reads the word into letters, checking each character; L·L spellings become two Ls. */
function spell(word: string): Spelled {
  const chars = Array.from(word.normalize('NFC'));
  if (chars.length === 0) throw errors.badInput('empty word: a syllable needs at least one vowel');
  const letters: string[] = [];
  const lower: string[] = [];
  const geminateL = new Set<number>();
  const isL = (ch: string | undefined) => ch === 'l' || ch === 'L';
  chars.forEach((ch, column) => {
    const low = ch.toLowerCase();
    if (ch === 'ŀ' || ch === 'Ŀ') {
      // The ligature ŀ is the first L of L·L.
      if (!isL(chars[column + 1])) throw notALetter(word, ch, column, 'is only written before an l');
      letters.push(ch === 'ŀ' ? 'l' : 'L');
      lower.push('l');
      geminateL.add(letters.length);
    } else if (MIDDLE_DOTS.has(ch)) {
      if (!isL(chars[column - 1]) || !isL(chars[column + 1])) {
        throw notALetter(word, ch, column, 'belongs only between two Ls (l·l)');
      }
      geminateL.add(letters.length);
    } else if (LETTERS.has(low)) {
      letters.push(ch);
      lower.push(low);
    } else {
      throw notALetter(word, ch, column, 'is not a Catalan letter');
    }
  });
  return { letters, lower, geminateL };
}

function notALetter(word: string, ch: string, column: number, why: string) {
  return errors.badInput(`${quote(word, column)}: '${escapeControls(ch)}' at column ${column + 1} ${why}`);
}
