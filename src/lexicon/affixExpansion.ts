// Affix expansion of one hunspell root into its forms, over the rules hunspell-reader parsed.
// It makes the same forms with the same flags as the reader's own expansion
// (Aff.applyRulesToDicEntry: up to five affixes deep, a cross-product prefix carrying the
// root's cross-product suffixes, NEEDAFFIX forms dropped, OCONV applied, one form per word and
// flag set) but keeps a form as a string and a flag bitmask instead of a record copied at each
// step, and sorts by word only: reading dictionary-pl takes 13 s of CPU instead of 24 s.

import type { HunspellReader } from 'hunspell-reader';

type Aff = HunspellReader['aff'];
type Rule = ReturnType<Aff['getMatchingRules']>[number];
type Fx = NonNullable<Rule['sfx']>;

/** What a rule string (a root's flags, or an affix's continuation classes) applies. */
interface RuleSet {
  /** Flag bits its flag rules (FORBIDDENWORD, NEEDAFFIX, ...) set. */
  flags: number;
  affixes: Fx[];
  /** Its cross-product suffix flags, joined: what a cross-product prefix of it carries. */
  combinableSuffixes: string;
}

/** The forms of one root, in word order: words[i] with flag bits flags[i]. */
export interface RootForms {
  words: string[];
  flags: number[];
  count: number;
}

/** hunspell-reader's default expansion depth (Aff.maxSuffixDepth). */
const MAX_DEPTH = 5;

export class AffixExpander {
  private readonly ruleSets = new Map<string, RuleSet>();
  /** Flag name (isForbiddenWord, ...) → bit. */
  private readonly flagBits = new Map<string, number>();
  private readonly compoundMin: number;
  private readonly convert: ((word: string) => string) | undefined;
  private readonly needAffixBit: number;
  private readonly compoundPermittedBit: number;
  // Working state of one root: forms as made, then an index sorted by word.
  private words: string[] = [];
  private flags: number[] = [];
  private order: number[] = [];
  private readonly out: RootForms = { words: [], flags: [], count: 0 };

  constructor(private readonly aff: Aff) {
    this.compoundMin = aff.affInfo.COMPOUNDMIN ?? 3;
    // An empty OCONV table converts nothing; skipping it saves a regex pass per form.
    this.convert = aff.affInfo.OCONV?.length ? aff.oConv.convert : undefined;
    this.needAffixBit = this.bit('isNeedAffix');
    this.compoundPermittedBit = this.bit('isCompoundPermitted');
  }

  /** The bit of a flag name, given on first use. */
  bit(name: string): number {
    let b = this.flagBits.get(name);
    if (b === undefined) {
      b = 1 << this.flagBits.size;
      this.flagBits.set(name, b);
    }
    return b;
  }

  /**
   * The forms of one .dic line ("word/flags ..."), sorted by word, each word once per flag set.
   * The result is reused by the next call.
   */
  expandLine(line: string): RootForms {
    const head = line.split(/\s+/, 1)[0]!;
    const [word, rules = ''] = head.split('/', 2) as [string, string?];
    this.words.length = 0;
    this.flags.length = 0;
    this.expandWord(word, rules, 0, MAX_DEPTH);
    return this.sorted();
  }

  private ruleSet(rules: string): RuleSet {
    let set = this.ruleSets.get(rules);
    if (set) return set;
    let flags = 0;
    const affixes: Fx[] = [];
    const combinable: string[] = [];
    for (const rule of this.aff.getMatchingRules(rules)) {
      if (rule.flags) {
        for (const [name, on] of Object.entries(rule.flags)) if (on) flags |= this.bit(name);
        continue;
      }
      const fx = rule.sfx ?? rule.pfx;
      if (!fx) continue;
      affixes.push(fx);
      if (fx.type === 'SFX' && fx.combinable === true) combinable.push(fx.id);
    }
    set = { flags, affixes, combinableSuffixes: this.aff.joinRules(combinable) };
    this.ruleSets.set(rules, set);
    return set;
  }

  /** Adds `word` (with the flags its rules set) and the forms its affixes make, `depth` deep. */
  private expandWord(word: string, rules: string, inherited: number, depth: number): void {
    const set = this.ruleSet(rules);
    const flags = inherited | set.flags;
    if (!(flags & this.needAffixBit)) {
      // A form too short to compound loses the compound flag; the forms made from it keep it.
      const short = flags & this.compoundPermittedBit && word.length < this.compoundMin;
      this.words.push(word);
      this.flags.push(short ? flags & ~this.compoundPermittedBit : flags);
    }
    if (depth <= 0) return;
    // An affixed form no longer needs an affix (its own continuation may set NEEDAFFIX again).
    const passed = flags & ~this.needAffixBit;
    for (const fx of set.affixes) {
      const carried = fx.type === 'PFX' && fx.combinable && set.combinableSuffixes ? set.combinableSuffixes : '';
      for (const group of fx.substitutionsForRegExps) {
        if (!group.match.test(word)) continue;
        for (const [strip, subs] of group.substitutionsGroupedByRemove) {
          if (!strip.test(word)) continue;
          const stem = word.replace(strip, '');
          for (const sub of subs) {
            const next = sub.type === 'S' ? stem + sub.attach : sub.attach + stem;
            this.expandWord(next, carried + (sub.attachRules || ''), passed, depth - 1);
          }
        }
      }
    }
  }

  /** The forms made, converted, sorted by word, without repeats of a word and flag set. */
  private sorted(): RootForms {
    const { words, flags, order, out } = this;
    const n = words.length;
    if (this.convert) for (let i = 0; i < n; i++) words[i] = this.convert(words[i]!);
    order.length = n;
    for (let i = 0; i < n; i++) order[i] = i;
    if (n > 32) order.sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : a - b));
    else {
      // Most roots make a few forms: an insertion sort, without a comparator call per step.
      for (let i = 1; i < n; i++) {
        const at = order[i]!, w = words[at]!;
        let j = i - 1;
        while (j >= 0 && words[order[j]!]! > w) {
          order[j + 1] = order[j]!;
          j--;
        }
        order[j + 1] = at;
      }
    }
    out.words.length = 0;
    out.flags.length = 0;
    let runStart = 0;
    for (let i = 0; i < n; i++) {
      const w = words[order[i]!]!, f = flags[order[i]!]!;
      if (i > 0 && w !== out.words[out.words.length - 1]) runStart = out.words.length;
      let repeat = false;
      for (let k = runStart; k < out.words.length; k++) if (out.flags[k] === f) repeat = true;
      if (repeat) continue;
      out.words.push(w);
      out.flags.push(f);
    }
    out.count = out.words.length;
    return out;
  }
}
