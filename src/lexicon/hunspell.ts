// Hunspell dictionaries (.aff + .dic) as word lists: every form the affix rules make from the
// roots, minus the forms a word game does not play. hunspell-reader parses the affix rules and
// affixExpansion.ts applies them; this module decides which rules to apply and which forms to keep.
//
// Clitic affixes are removed before expanding, not filtered after: in the Softcatalà dictionary
// they multiply the forms by ~18 (about 16 million strings: l'home, d'home, menjar-lo,
// menjar-se'n...) for nothing a word game keeps. They are found by what they produce — a flag
// every rule of which attaches an apostrophe or a hyphen (dictionary-ca 3.0.0: the elision
// prefixes _V _v _W _Y _Z and the enclitic suffixes _C _D) — so a new dictionary release that
// renames its flags needs no change here.

import { HunspellReader, type AffInfo } from 'hunspell-reader';
import { AffixExpander } from './affixExpansion.js';
import { emptyRejectReport, noteRejected, type RejectReport } from './rejects.js';

/** What each form filter removes, in the order they are tried (a form counts under the first). */
export const formFilters = {
  compoundOnly: 'valid only inside a compound (ONLYINCOMPOUND)',
  needAffix: 'a stem that is a word only with an affix (NEEDAFFIX)',
  forbidden: 'marked forbidden by the dictionary (FORBIDDENWORD)',
  capital: 'has a capital letter (proper noun, acronym or symbol)',
  digit: 'has a digit',
  hyphen: 'has a hyphen',
  apostrophe: 'has an apostrophe',
  period: 'has a period (abbreviation)',
  otherMark: 'has a character that is not a letter',
  noVowel: 'has no vowel (abbreviation or symbol)',
  symbolRoot: 'made from a root without a vowel (a unit symbol with a prefix: g → dag)',
} as const;

export interface HunspellOptions {
  /**
   * Affix flags whose every rule attaches one of these characters are removed from the roots and
   * from continuation classes before expanding (default: apostrophe and hyphen).
   */
  dropAffixesAttaching?: string;
  /**
   * Spellings whose mark belongs to the word, exempt from the mark filters (Catalan 'l·l', and
   * 'l.l' as it is typed without a middle dot). Any other use of the mark is filtered.
   */
  marksInWords?: readonly string[];
  /** Vowels, compared after removing diacritics (default 'aeiou'). */
  vowels?: string;
  /**
   * Forms with a capital letter at the start only are words, not names: German writes every
   * noun so (Haus). Forms with a capital further on (GmbH, ABC) are still filtered.
   */
  initialCapitals?: boolean;
  /** Called every few thousand roots with (roots done, roots). */
  progress?: (done: number, total: number) => void;
}

export interface HunspellForms {
  /** Distinct kept forms, in dictionary order. */
  words: string[];
  /** Distinct forms removed, by filter (formFilters), with examples. */
  filtered: RejectReport;
  /** The affix flags removed before expanding. */
  droppedFlags: string[];
  /** Forms the affix rules made, before removing duplicates and filtering. */
  expanded: number;
}

const DEFAULT_DROP = "'-";

export async function expandHunspell(affPath: string, dicPath: string, options: HunspellOptions = {}): Promise<HunspellForms> {
  const source = await HunspellReader.createFromFiles(affPath, dicPath);
  const aff = source.aff;
  const dropped = cliticFlags(aff.affInfo, options.dropAffixesAttaching ?? DEFAULT_DROP);
  const withoutDropped = (rules: string): string =>
    dropped.size === 0 ? rules : aff.joinRules(aff.separateRules(rules).filter((f) => !dropped.has(f)));

  // The expansion reads these parsed rules, so clearing a continuation class here stops the
  // dropped flags from being applied after a suffix (cantar → cantar-lo).
  for (const fx of affixes(aff.affInfo)) {
    for (const set of fx.substitutionsForRegExps) {
      for (const sub of set.substitutions) {
        if (sub.attachRules) sub.attachRules = withoutDropped(sub.attachRules);
      }
    }
  }
  if (aff.affInfo.AF) aff.affInfo.AF = aff.affInfo.AF.map((rules) => (rules ? withoutDropped(rules) : rules));

  const roots: string[] = [];
  const dic = source.dic.map((line) => {
    const head = line.split(/\s+/, 1)[0]!;
    const slash = head.indexOf('/');
    roots.push(slash < 0 ? head : head.slice(0, slash));
    if (slash < 0) return head;
    const rules = head.slice(slash + 1);
    // A numeric rule set names an AF alias, already cleaned above.
    return /^\d+$/.test(rules) ? head : `${head.slice(0, slash)}/${withoutDropped(rules)}`;
  });
  const expander = new AffixExpander(aff);
  const forbiddenBit = expander.bit('isForbiddenWord');
  const compoundOnlyBit = expander.bit('isOnlyAllowedInCompound');
  const needAffixBit = expander.bit('isNeedAffix');

  const vowels = new Set(options.vowels ?? 'aeiou');
  const hasVowel = (w: string): boolean => {
    for (const ch of w.normalize('NFD').toLowerCase()) if (vowels.has(ch)) return true;
    return false;
  };

  // Each distinct form, in the order first made; symbolOnly holds those that only roots
  // without a vowel (symbols) make. A set and a rare second set, not a Map to a boolean: one
  // hash lookup per form instead of two.
  const forms = new FirstSeen();
  const symbolOnly = new Set<string>();
  const forbidden = new Set<string>();
  const compoundOnly = new Set<string>();
  const needAffix = new Set<string>();
  let expanded = 0;
  const total = dic.length;
  for (let index = 0; index < total; index++) {
    const wordRoot = hasVowel(roots[index]!);
    if (((index + 1) & 0x1fff) === 0) options.progress?.(index + 1, total);
    const entry = expander.expandLine(dic[index]!);
    expanded += entry.count;
    for (let i = 0; i < entry.count; i++) {
      const w = entry.words[i]!, flags = entry.flags[i]!;
      if (flags & forbiddenBit) forbidden.add(w);
      else if (flags & compoundOnlyBit) compoundOnly.add(w);
      else if (flags & needAffixBit) needAffix.add(w);
      else if (wordRoot) {
        if (!forms.add(w) && symbolOnly.size > 0) symbolOnly.delete(w);
      } else if (!forms.has(w)) {
        forms.add(w);
        symbolOnly.add(w);
      }
    }
  }
  options.progress?.(total, total);
  // Forbidden forms stay out even when another root makes them (hunspell's own rule).
  for (const w of forbidden) forms.add(w);
  // A compound part or a stem needing an affix is still a word when another root makes it on
  // its own (German Ähren, the plural of Ähre, is also a compound part).
  for (const set of [compoundOnly, needAffix]) {
    for (const w of set) {
      if (forms.has(w)) set.delete(w);
      else forms.add(w);
    }
  }

  const marksInWords = options.marksInWords ?? [];
  const filtered = emptyRejectReport();
  const words: string[] = [];
  const plain = plainLetters(vowels);
  const special = forbidden.size + compoundOnly.size + needAffix.size > 0;
  for (const w of forms.order) {
    const wordRoot = symbolOnly.size === 0 || !symbolOnly.has(w);
    const letters = plain(w);
    const why = special && forbidden.has(w) ? formFilters.forbidden
      : special && compoundOnly.has(w) ? formFilters.compoundOnly
      : special && needAffix.has(w) ? formFilters.needAffix
      // A form of plain lowercase letters passes every mark filter (the same answer, faster).
      : letters !== NOT_PLAIN ? (letters === HAS_VOWEL ? (wordRoot ? undefined : formFilters.symbolRoot) : formFilters.noVowel)
      : formFilter(w, marksInWords, hasVowel, wordRoot, options.initialCapitals);
    if (why) noteRejected(filtered, why, w);
    else words.push(w);
  }
  return { words, filtered, droppedFlags: [...dropped].sort(), expanded };
}

/**
 * Distinct strings in the order first added. Split by their first three letters: the forms of
 * neighbouring roots share them, so the sets probed stay small and in cache (one Set of
 * dictionary-pl's 3.5 million forms: 3.4 s; split: 1.9 s).
 */
class FirstSeen {
  private readonly shards = new Map<number, Set<string>>();
  /** The strings, in the order first added. */
  readonly order: string[] = [];

  /** Adds a string; false if it was there already. */
  add(s: string): boolean {
    const shard = this.shard(s);
    const before = shard.size;
    shard.add(s);
    if (shard.size === before) return false;
    this.order.push(s);
    return true;
  }

  has(s: string): boolean {
    return this.shard(s).has(s);
  }

  private shard(s: string): Set<string> {
    // Ten bits of each of the first three UTF-16 units: strings sharing a key share a shard.
    const key = (s.charCodeAt(0) & 0x3ff) << 20 | (s.charCodeAt(1) & 0x3ff) << 10 | (s.charCodeAt(2) & 0x3ff);
    let shard = this.shards.get(key);
    if (!shard) this.shards.set(key, (shard = new Set()));
    return shard;
  }
}

const NOT_PLAIN = 0, NO_VOWEL = 1, HAS_VOWEL = 2;

/**
 * Whether a word is only letters (or marks) that are their own lower case, none a digit or
 * mark formFilter looks for, and if so whether one is a vowel; each UTF-16 unit is judged once,
 * by the same tests formFilter makes. A surrogate is never plain, so astral letters take the
 * full filter.
 */
function plainLetters(vowels: ReadonlySet<string>): (word: string) => number {
  const kinds = new Map<number, number>(); // UTF-16 unit → NOT_PLAIN, NO_VOWEL or HAS_VOWEL
  const kindOf = (unit: number): number => {
    const ch = String.fromCharCode(unit);
    if (ch !== ch.toLowerCase() || /\p{N}/u.test(ch) || /[-‐‑–'’ʼ.]/.test(ch) || /[^\p{L}\p{M}]/u.test(ch)) return NOT_PLAIN;
    for (const c of ch.normalize('NFD').toLowerCase()) if (vowels.has(c)) return HAS_VOWEL;
    return NO_VOWEL;
  };
  return (word) => {
    let result = NO_VOWEL;
    for (let i = 0; i < word.length; i++) {
      const unit = word.charCodeAt(i);
      let kind = kinds.get(unit);
      if (kind === undefined) kinds.set(unit, (kind = kindOf(unit)));
      if (kind === NOT_PLAIN) return NOT_PLAIN;
      if (kind === HAS_VOWEL) result = HAS_VOWEL;
    }
    return result;
  };
}

/** Which filter removes a form, or undefined to keep it. */
export function formFilter(
  word: string,
  marksInWords: readonly string[],
  hasVowel: (w: string) => boolean,
  fromWordRoot = true,
  initialCapitals = false,
): string | undefined {
  const cased = initialCapitals ? word.slice(word.codePointAt(0)! > 0xffff ? 2 : 1) : word;
  if (cased !== cased.toLowerCase()) return formFilters.capital;
  if (/\p{N}/u.test(word)) return formFilters.digit;
  let plain = word;
  // An allowed spelling keeps only its letters for the mark tests below (l·l → ll).
  for (const s of marksInWords) plain = plain.replaceAll(s, s.replace(/[^\p{L}]/gu, ''));
  if (/[-‐‑–]/.test(plain)) return formFilters.hyphen;
  if (/['’ʼ]/.test(plain)) return formFilters.apostrophe;
  if (plain.includes('.')) return formFilters.period;
  if (/[^\p{L}\p{M}]/u.test(plain)) return formFilters.otherMark;
  if (!hasVowel(word)) return formFilters.noVowel;
  if (!fromWordRoot) return formFilters.symbolRoot;
  return undefined;
}

/** Flags (prefix or suffix) every rule of which attaches one of the given characters. */
export function cliticFlags(info: AffInfo, attaching: string): Set<string> {
  const out = new Set<string>();
  if (attaching.length === 0) return out;
  for (const fx of affixes(info)) {
    const subs = fx.substitutionsForRegExps.flatMap((s) => s.substitutions);
    if (subs.length > 0 && subs.every((s) => [...s.attach].some((ch) => attaching.includes(ch)))) out.add(fx.id);
  }
  return out;
}

function affixes(info: AffInfo) {
  return [...(info.PFX?.values() ?? []), ...(info.SFX?.values() ?? [])];
}
