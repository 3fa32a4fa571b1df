// Part of speech of a lexicon's words, where the lexicon's source carries it: the affix classes
// of a hunspell dictionary (dictionary-ca for the catalan lexicon). Games that need it: ZomBigrama
// (a noun, an infinitive, a masculine singular adjective), TaBugrama (infinitives, masculine
// singular, no plurals), and the category bonuses of Buscador and XaVograma.
//
// What the Softcatalà affix classes tell (dictionary-ca 3.0.0, index.aff):
//   - a root with a conjugation model (flags 00–14, "Model de conjugació") is a verb; the root
//     is its infinitive and every form the model makes is a verb form;
//   - any other root is a noun, an adjective or an uninflected word (adverb, preposition...);
//     the root is its lemma (masculine singular, or singular) and the forms its classes make
//     (_E plural, _F feminine and plurals, ...) are inflected;
//   - gender classes (_F _B _H _J _K _L) mark roots with masculine and feminine forms: most are
//     adjectives, but gendered nouns (gat/gata) share them, and invariable adjectives (gran/_E)
//     lack them. So nouns and adjectives cannot be told apart: the games say so.
// A word (tile string) gets the classes of every source form that spells it.
//
// Cache file lexicons/cache/NAME.pos (git-ignored), rebuilt when the lexicon changes:
//   "verbivore-pos 1\n", one line of JSON PartOfSpeechHeader, then one byte of class bits per
//   word of the lexicon in DAWG order (the order LexiconGraph.words() lists them).

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { errors } from '../errors.js';
import { expandHunspell } from '../lexicon/hunspell.js';
import { ACCEPTS_BIT, ARC_INDEX_MASK, IS_END_BIT, TILE_SHIFT } from '../lexicon/node.js';
import { packageDir, recipes } from '../lexicon/sources.js';
import type { Lexicon } from '../lexicon/store.js';
import { lexiconDir } from '../paths.js';

/** Class bits of a word. */
export const POS = {
  /** The infinitive of a verb (a root with a conjugation model). */
  infinitive: 1,
  /** Any form a conjugation model makes, the infinitive included. */
  verb: 2,
  /** The lemma of a noun, adjective or uninflected word: masculine singular or singular. */
  lemma: 4,
  /** Any form of such a root, the lemma included. */
  nominal: 8,
  /** A root with masculine and feminine forms (most adjectives, and gendered nouns). */
  gendered: 16,
} as const;

export type Category = 'noun' | 'adjective' | 'verb';
export const CATEGORIES: readonly Category[] = ['noun', 'adjective', 'verb'];

export const POS_MAGIC = 'verbivore-pos';
export const POS_VERSION = 1;

export interface PartOfSpeechHeader {
  lexicon: string;
  checksum: number;
  source: string;
  words: number;
  /** Words with each class bit set, by POS name. */
  counts: Record<string, number>;
  buildMs: number;
}

const CONJUGATION_FLAG = /^[0-9A-F]{2}$/;
const GENDER_FLAGS = new Set(['_F', '_B', '_H', '_J', '_K', '_L']);

/** The class bits of one source form, from its root's dictionary line and the flags applied. */
export function classifyForm(dicLine: string, rulesApplied: string): number {
  const slash = dicLine.indexOf('/');
  const flags = slash < 0 ? [] : (dicLine.slice(slash + 1).match(/.{2}/g) ?? []);
  const isRoot = rulesApplied.trim() === '';
  if (flags.some((f) => CONJUGATION_FLAG.test(f))) return isRoot ? POS.infinitive | POS.verb : POS.verb;
  const gendered = flags.some((f) => GENDER_FLAGS.has(f)) ? POS.gendered : 0;
  return (isRoot ? POS.lemma : 0) | POS.nominal | gendered;
}

export class PartOfSpeechIndex {
  private readonly index: DawgWordIndex;

  constructor(readonly lexicon: Lexicon, private readonly bits: Uint8Array, readonly header: PartOfSpeechHeader) {
    this.index = dawgWordIndexOf(lexicon);
  }

  /** The class bits of a word (0 if not a word). */
  classesOf(tiles: ArrayLike<number>): number {
    const i = this.index.indexOf(tiles);
    return i < 0 ? 0 : this.bits[i]!;
  }

  /**
   * Whether a word belongs to a game's category. `lemmaOnly`: only the form the games ask
   * for (ZomBigrama, TaBugrama): the infinitive, or the masculine singular / singular lemma.
   */
  inCategory(tiles: ArrayLike<number>, category: Category, lemmaOnly: boolean): boolean {
    const c = this.classesOf(tiles);
    if (category === 'verb') return (c & (lemmaOnly ? POS.infinitive : POS.verb)) !== 0;
    if ((c & (lemmaOnly ? POS.lemma : POS.nominal)) === 0) return false;
    // Adjectives: the roots with masculine and feminine forms (see the top of this file).
    return category === 'noun' || (c & POS.gendered) !== 0;
  }

  /** A lemma any game accepts: an infinitive or a masculine singular / singular form. */
  isLemma(tiles: ArrayLike<number>): boolean {
    return (this.classesOf(tiles) & (POS.infinitive | POS.lemma)) !== 0;
  }
}

/** What the part-of-speech data can and cannot tell, for the games' --help. */
export const POS_HELP = `Part of speech comes from the affix classes of dictionary-ca (catalan lexicon only): verbs
(a conjugation model: the infinitive and its forms) are told apart from the other words, and
lemmas (infinitive, masculine singular) from inflected forms; nouns and adjectives are not told
apart (adjective = a lemma with feminine forms, which gendered nouns such as GAT also have, and
invariable adjectives such as GRAN lack). The Spanish and English lists carry no part of speech.`;

/** lexicons/cache/NAME.pos */
export function partOfSpeechPath(lexiconName: string): string {
  return join(lexiconDir, 'cache', `${lexiconName}.pos`);
}

const loaded = new WeakMap<Lexicon, PartOfSpeechIndex>();

/** The index of a lexicon if it is loaded or cached and current, else undefined. */
export function partOfSpeechOf(lexicon: Lexicon): PartOfSpeechIndex | undefined {
  const known = loaded.get(lexicon);
  if (known) return known;
  const path = partOfSpeechPath(lexicon.meta.name);
  if (!existsSync(path)) return undefined;
  const index = decodePartOfSpeech(readFileSync(path), lexicon);
  if (index) loaded.set(lexicon, index);
  return index;
}

/** Whether a lexicon's source carries part of speech (a hunspell recipe). */
export function hasPartOfSpeech(lexicon: Lexicon): boolean {
  return recipes().get(lexicon.meta.name)?.source.kind === 'hunspell';
}

/**
 * The index of a lexicon, building and caching it first when missing or stale (reads the
 * hunspell source: seconds). A lexicon whose source has no part of speech is an error.
 */
export async function ensurePartOfSpeech(
  lexicon: Lexicon, progress?: (done: number, total: number) => void,
): Promise<PartOfSpeechIndex> {
  const known = partOfSpeechOf(lexicon);
  if (known) return known;
  const name = lexicon.meta.name;
  const source = recipes().get(name)?.source;
  if (source?.kind !== 'hunspell') {
    throw errors.badInput(`lexicon ${name} has no part-of-speech data (its source is not a hunspell dictionary)`);
  }
  const t0 = performance.now();
  const index = dawgWordIndexOf(lexicon);
  const bits = new Uint8Array(index.total);
  const alphabet = lexicon.alphabet;
  const dir = packageDir(source.package);
  await expandHunspell(join(dir, source.aff), join(dir, source.dic), {
    dropAffixesAttaching: source.dropAffixesAttaching,
    marksInWords: source.marksInWords,
    vowels: source.vowels,
    progress,
    onForm: (form, dicLine, applied) => {
      if (form !== form.toLowerCase()) return; // proper nouns and acronyms are not in the lexicon
      const tiles = alphabet.tryTokenize(form);
      if (!(tiles instanceof Uint8Array)) return;
      const i = index.indexOf(tiles);
      if (i >= 0) bits[i]! |= classifyForm(dicLine, applied);
    },
  });
  const counts: Record<string, number> = {};
  for (const [k, bit] of Object.entries(POS)) counts[k] = bits.reduce((n, b) => n + ((b & bit) ? 1 : 0), 0);
  const header: PartOfSpeechHeader = {
    lexicon: name, checksum: lexicon.checksum, source: lexicon.meta.source, words: index.total, counts,
    buildMs: Math.round(performance.now() - t0),
  };
  writePartOfSpeech(partOfSpeechPath(name), header, bits);
  const pos = new PartOfSpeechIndex(lexicon, bits, header);
  loaded.set(lexicon, pos);
  return pos;
}

function writePartOfSpeech(path: string, header: PartOfSpeechHeader, bits: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const head = Buffer.from(`${POS_MAGIC} ${POS_VERSION}\n${JSON.stringify(header)}\n`, 'utf8');
  // Write then rename, so a concurrent reader never sees half a file.
  const tmp = `${path}.${process.pid}.${threadId}.tmp`;
  writeFileSync(tmp, Buffer.concat([head, bits]));
  renameSync(tmp, path);
}

/** The index in a cache file, or undefined when it is of another version or another lexicon. */
function decodePartOfSpeech(bytes: Uint8Array, lexicon: Lexicon): PartOfSpeechIndex | undefined {
  const first = bytes.indexOf(0x0a);
  const second = bytes.indexOf(0x0a, first + 1);
  if (first < 0 || second < 0) return undefined;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, second).toString('utf8');
  if (text.slice(0, first) !== `${POS_MAGIC} ${POS_VERSION}`) return undefined;
  let header: PartOfSpeechHeader;
  try {
    header = JSON.parse(text.slice(first + 1)) as PartOfSpeechHeader;
  } catch {
    return undefined;
  }
  const bits = bytes.subarray(second + 1);
  if (header.lexicon !== lexicon.meta.name || header.checksum !== lexicon.checksum || bits.length !== header.words) return undefined;
  return new PartOfSpeechIndex(lexicon, bits, header);
}

/**
 * Each word's position in DAWG order, by a walk that adds up the words of the subtrees it
 * passes (a minimal perfect hash of the words): a byte per word then holds data about it.
 */
export class DawgWordIndex {
  /** Words below each DAWG group, at the group's first entry (a typed array: looked up per sibling). */
  private readonly below: Uint32Array;
  private readonly done: Uint8Array;
  readonly total: number;

  constructor(private readonly entries: Uint32Array, private readonly root: number) {
    this.below = new Uint32Array(entries.length);
    this.done = new Uint8Array(entries.length);
    this.total = this.count(root);
  }

  private count(group: number): number {
    if (group === 0) return 0;
    if (this.done[group]) return this.below[group]!;
    let n = 0;
    for (let i = group; ; i++) {
      const e = this.entries[i]!;
      if (e & ACCEPTS_BIT) n++;
      n += this.count(e & ARC_INDEX_MASK);
      if (e & IS_END_BIT) break;
    }
    this.below[group] = n;
    this.done[group] = 1;
    return n;
  }

  /** The word's position in DAWG order, or -1 if it is not a word. */
  indexOf(tiles: ArrayLike<number>): number {
    const entries = this.entries;
    let group = this.root, at = 0;
    for (let k = 0; k < tiles.length; k++) {
      if (group === 0) return -1;
      const tile = tiles[k]!;
      for (let i = group; ; i++) {
        const e = entries[i]!;
        const t = e >>> TILE_SHIFT;
        if (t === tile) {
          if (k === tiles.length - 1) return e & ACCEPTS_BIT ? at : -1;
          if (e & ACCEPTS_BIT) at++;
          group = e & ARC_INDEX_MASK;
          break;
        }
        if (t > tile || e & IS_END_BIT) return -1;
        if (e & ACCEPTS_BIT) at++;
        at += this.below[e & ARC_INDEX_MASK]!;
      }
    }
    return -1;
  }
}

const wordIndexes = new WeakMap<Lexicon, DawgWordIndex>();

function dawgWordIndexOf(lexicon: Lexicon): DawgWordIndex {
  let index = wordIndexes.get(lexicon);
  if (!index) wordIndexes.set(lexicon, (index = new DawgWordIndex(lexicon.graph.entries, lexicon.graph.dawgRoot)));
  return index;
}
