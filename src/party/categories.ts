// Categories of a lexicon's words (noun, adjective, verb; lemma forms; gender and number) from a
// morphological analyser: an apertium analyser run by lt-proc (Debian's lttoolbox and
// apertium-spa-cat), named by the lexicon's recipe. Games that need it: ZomBigrama (a noun, an
// infinitive, a masculine singular adjective), TaBugrama (lemmas only), and the category bonuses
// of Buscador and XaVograma.
//
// Every spelling of the lexicon's source goes through one lt-proc process. A word (tile string)
// gets the analyses of every spelling that tiles to it (Catalan BE: be, a noun, and bé, an
// adverb). A source without accents (the Spanish list) is analysed with lt-proc's diacritic
// restoration (-r), built from the alphabet's folded marks, so ARBOL is analysed as árbol.
//
// Rule C of Verbàlia counts a participle as an adjective, or a participle or infinitive as a
// noun, only when the dictionary gives it that entry. The analyser tags participles <vblex><pp>,
// and has an adjective or noun entry for some (DESCOBERT, a noun) but not all of the
// dictionary's (DESAFINAT, MENJADA, BEURE): CATEGORY_HELP says so.
//
// Cache file lexicons/cache/NAME.categories (git-ignored), rebuilt when the lexicon or the
// analyser changes: "verbivore-categories 1\n", one line of JSON CategoryHeader, the CAT bits of
// each word (u16, little-endian) in DAWG order (the order LexiconGraph.words() lists them), then
// one line per word in the same order: its lemmas, tab-separated (empty when not analysed).

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { threadId } from 'node:worker_threads';
import type { Alphabet } from '../alphabet/alphabet.js';
import { errors } from '../errors.js';
import { ACCEPTS_BIT, ARC_INDEX_MASK, IS_END_BIT, TILE_SHIFT } from '../lexicon/node.js';
import { type Analyser, readSource, recipes } from '../lexicon/sources.js';
import type { Lexicon } from '../lexicon/store.js';
import { lexiconDir } from '../paths.js';

/** Category bits of a word: the union over its analyses. */
export const CAT = {
  noun: 1,
  adjective: 2,
  /** Any verb form (vblex, vbser, vbhaver, vbmod, vaux), participles included. */
  verb: 4,
  /** A noun form that is neither plural nor feminine, unless the feminine is its own lemma (CASA). */
  nounLemma: 8,
  /** An adjective form that is masculine (or invariable) and singular. */
  adjectiveLemma: 16,
  infinitive: 32,
  participle: 64,
  /** Another category (adverb, preposition...) in the form of its lemma. */
  otherLemma: 128,
  masculine: 256,
  feminine: 512,
  singular: 1024,
  plural: 2048,
} as const;

export type Category = 'noun' | 'adjective' | 'verb';
export const CATEGORIES: readonly Category[] = ['noun', 'adjective', 'verb'];

const LEMMA_BITS = CAT.nounLemma | CAT.adjectiveLemma | CAT.infinitive | CAT.otherLemma;
const VERB_TAGS = new Set(['vblex', 'vbser', 'vbhaver', 'vbmod', 'vaux']);

export const CATEGORIES_MAGIC = 'verbivore-categories';
export const CATEGORIES_VERSION = 1;

export interface CategoryHeader {
  lexicon: string;
  checksum: number;
  /** The analyser: Debian package and version, file, and the file's size and mtime (staleness). */
  analyser: { debian: string; version: string; file: string; size: number; mtimeMs: number };
  words: number;
  /** Words the analyser does not know (no category). */
  unknown: number;
  /** Words with each CAT bit set, by name. */
  counts: Record<string, number>;
  buildMs: number;
}

/** The CAT bits of one lt-proc analysis ("perdre<vblex><inf>") of a word. */
export function classifyAnalysis(analysis: string, word: Uint8Array, alphabet: Alphabet): number {
  // Joined (del = de+el) and multiword analyses are not one word of a category.
  if (analysis.startsWith('*') || analysis.includes('+') || analysis.includes('#')) return 0;
  const lt = analysis.indexOf('<');
  if (lt <= 0) return 0;
  const lemma = analysis.slice(0, lt);
  const tags = analysis.slice(lt + 1, -1).split('><');
  const has = (t: string) => tags.includes(t);
  const plural = has('pl'), feminine = has('f');
  const kind = tags[0]!;
  let bits = 0;
  if (kind === 'n') bits = CAT.noun | (!plural && (!feminine || sameWord(lemma, word, alphabet)) ? CAT.nounLemma : 0);
  else if (kind === 'adj') bits = CAT.adjective | (!plural && !feminine ? CAT.adjectiveLemma : 0);
  else if (VERB_TAGS.has(kind)) bits = CAT.verb | (has('inf') ? CAT.infinitive : 0) | (has('pp') ? CAT.participle : 0);
  else return sameWord(lemma, word, alphabet) ? CAT.otherLemma : 0;
  if (has('m') || has('mf')) bits |= CAT.masculine;
  if (feminine || has('mf')) bits |= CAT.feminine;
  if (has('sg') || has('sp')) bits |= CAT.singular;
  if (plural || has('sp')) bits |= CAT.plural;
  return bits;
}

function sameWord(lemma: string, word: Uint8Array, alphabet: Alphabet): boolean {
  const t = alphabet.tryTokenize(lemma);
  return t instanceof Uint8Array && t.length === word.length && t.every((x, i) => x === word[i]);
}

export class CategoryIndex {
  private readonly index: DawgWordIndex;
  private lemmaLines: string[] | undefined;

  constructor(readonly lexicon: Lexicon, private readonly bits: Uint16Array, private readonly lemmaText: Uint8Array, readonly header: CategoryHeader) {
    this.index = dawgWordIndexOf(lexicon);
  }

  /** The CAT bits of a word (0 if not a word or not analysed). */
  bitsOf(tiles: ArrayLike<number>): number {
    const i = this.index.indexOf(tiles);
    return i < 0 ? 0 : this.bits[i]!;
  }

  /** The lemmas of a word's analyses, as the analyser spells them (ACTORS: actor). */
  lemmasOf(tiles: ArrayLike<number>): string[] {
    const i = this.index.indexOf(tiles);
    if (i < 0) return [];
    this.lemmaLines ??= Buffer.from(this.lemmaText.buffer, this.lemmaText.byteOffset, this.lemmaText.length).toString('utf8').split('\n');
    const line = this.lemmaLines[i] ?? '';
    return line ? line.split('\t') : [];
  }

  /**
   * Whether a word belongs to a game's category. `lemmaOnly`: only the form the games ask
   * for (ZomBigrama): the infinitive, the masculine singular adjective, the singular noun.
   */
  inCategory(tiles: ArrayLike<number>, category: Category, lemmaOnly: boolean): boolean {
    const bit = category === 'verb' ? (lemmaOnly ? CAT.infinitive : CAT.verb)
      : category === 'noun' ? (lemmaOnly ? CAT.nounLemma : CAT.noun)
        : (lemmaOnly ? CAT.adjectiveLemma : CAT.adjective);
    return (this.bitsOf(tiles) & bit) !== 0;
  }

  /** A lemma any game accepts (TaBugrama): an infinitive, a lemma noun or adjective, an uninflected word. */
  isLemma(tiles: ArrayLike<number>): boolean {
    return (this.bitsOf(tiles) & LEMMA_BITS) !== 0;
  }
}

/** What the analyser can and cannot tell, for the games' --help. */
export const CATEGORY_HELP = `Categories come from a morphological analyser (apertium, run by lt-proc: Debian packages
lttoolbox and apertium-spa-cat), built into lexicons/cache on first use. Nouns, adjectives and
verbs are told apart, and lemmas (infinitive, masculine singular) from inflected forms. A word
the analyser does not know (many rare words and their forms) has no category and is no lemma.`;

/** Where the analyser falls short of Verbàlia's rules, for those games' --help. */
export const RULE_C_HELP = `Rule C takes a participle as an adjective, and a participle or infinitive as a noun, only
where the dictionary has that entry: the analyser has some of them (DESCOBERT, a noun) but not
all (DESAFINAT, MENJADA, BEURE are only verb forms to it), so those are missed. A feminine noun
of a masculine one (SASTRESSA of SASTRE) is listed by its masculine: the rule lets a player
write either, not both.`;

/** lexicons/cache/NAME.categories */
export function categoriesPath(lexiconName: string): string {
  return join(lexiconDir, 'cache', `${lexiconName}.categories`);
}

/** The analyser a lexicon's recipe names, if any. */
export function analyserOf(lexicon: Lexicon): Analyser | undefined {
  return recipes().get(lexicon.meta.name)?.analyser;
}

/** Whether a lexicon's recipe names an analyser. */
export function hasCategories(lexicon: Lexicon): boolean {
  return analyserOf(lexicon) !== undefined;
}

function onPath(command: string, path = process.env.PATH ?? ''): boolean {
  return path.split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, command)));
}

/** Throws the missing-analyser error when lt-proc or the analyser file is not installed. */
export function checkAnalyser(analyser: Analyser, path?: string): void {
  const missing = [!onPath('lt-proc', path) && 'lt-proc (package lttoolbox)', !existsSync(analyser.file) && `${analyser.file} (package ${analyser.debian})`]
    .filter((x): x is string => typeof x === 'string');
  if (missing.length) throw errors.missingAnalyser(missing.join(' and '), ['lttoolbox', analyser.debian]);
}

const loaded = new WeakMap<Lexicon, CategoryIndex>();

/** The index of a lexicon if it is loaded, or cached and current, else undefined. */
export function categoriesOf(lexicon: Lexicon): CategoryIndex | undefined {
  const known = loaded.get(lexicon);
  if (known) return known;
  const analyser = analyserOf(lexicon);
  const path = categoriesPath(lexicon.meta.name);
  if (!analyser || !existsSync(path) || !existsSync(analyser.file)) return undefined;
  const index = decodeCategories(readFileSync(path), lexicon, analyser);
  if (index) loaded.set(lexicon, index);
  return index;
}

/**
 * The index of a lexicon, building and caching it first when missing or stale (reads the
 * source and runs lt-proc over its spellings: seconds to a minute). A lexicon whose recipe
 * names no analyser is an error, and so is an analyser that is not installed.
 */
export async function ensureCategories(
  lexicon: Lexicon, progress?: (phase: string, done: number, total: number) => void,
): Promise<CategoryIndex> {
  const name = lexicon.meta.name;
  const recipe = recipes().get(name);
  const analyser = recipe?.analyser;
  if (!recipe || !analyser) throw errors.badInput(`lexicon ${name} has no word categories (its recipe names no morphological analyser)`);
  checkAnalyser(analyser);
  const known = categoriesOf(lexicon);
  if (known) return known;
  const t0 = performance.now();
  const alphabet = lexicon.alphabet;
  const index = dawgWordIndexOf(lexicon);
  const { words: spellings } = await readSource(recipe.source, progress && ((d, t) => progress('reading', d, t)));
  // Each spelling that tiles to a word of the lexicon, with the word's tiles and position.
  const input: string[] = [];
  const tilesOf: Uint8Array[] = [];
  const at: number[] = [];
  for (const s of spellings) {
    const tiles = alphabet.tryTokenize(s);
    if (!(tiles instanceof Uint8Array)) continue;
    const i = index.indexOf(tiles);
    if (i < 0) continue;
    // The analyser knows the middle dot (cel·la), not its typed stand-in (cel.la).
    input.push(s.toLowerCase().replace(/l\.l/g, 'l·l'));
    tilesOf.push(tiles);
    at.push(i);
  }
  const bits = new Uint16Array(index.total);
  const lemmas: (Set<string> | undefined)[] = new Array(index.total);
  const analysed = new Uint8Array(index.total);
  await runAnalyser(analyser, alphabet, input, (k, analyses) => {
    const i = at[k]!;
    for (const a of analyses) {
      if (a.startsWith('*')) continue;
      analysed[i] = 1;
      bits[i]! |= classifyAnalysis(a, tilesOf[k]!, alphabet);
      const lemma = a.slice(0, a.indexOf('<'));
      if (lemma && !a.includes('+') && !a.includes('#')) (lemmas[i] ??= new Set()).add(lemma);
    }
    if (progress && (k & 0x3fff) === 0) progress('analysing', k, input.length);
  });
  const counts: Record<string, number> = {};
  for (const [k, bit] of Object.entries(CAT)) counts[k] = bits.reduce((n, b) => n + ((b & bit) ? 1 : 0), 0);
  const stat = statSync(analyser.file);
  const header: CategoryHeader = {
    lexicon: name, checksum: lexicon.checksum,
    analyser: { debian: analyser.debian, version: debianVersion(analyser.debian), file: analyser.file, size: stat.size, mtimeMs: stat.mtimeMs },
    words: index.total, unknown: analysed.reduce((n, a) => n + (a ? 0 : 1), 0), counts,
    buildMs: Math.round(performance.now() - t0),
  };
  const lemmaText = Buffer.from(Array.from(lemmas, (s) => (s ? [...s].join('\t') : '')).join('\n'), 'utf8');
  writeCategories(categoriesPath(name), header, bits, lemmaText);
  const cats = new CategoryIndex(lexicon, bits, lemmaText, header);
  loaded.set(lexicon, cats);
  return cats;
}

/**
 * Runs lt-proc once over every spelling, one a line; `onWord(k, analyses)` gets the analyses of
 * input line k ("*" + the word when unknown). With `restoreMarks`, lt-proc also tries each
 * vowel with the marks the alphabet folds into it.
 */
async function runAnalyser(analyser: Analyser, alphabet: Alphabet, input: string[], onWord: (k: number, analyses: string[]) => void): Promise<void> {
  const args = [analyser.file];
  let rcx: string | undefined;
  if (analyser.restoreMarks) {
    rcx = join(tmpdir(), `verbivore-${process.pid}-${threadId}.rcx`);
    writeFileSync(rcx, restoreCharsXml(alphabet));
    args.unshift('-r', rcx);
  }
  try {
    const child = spawn('lt-proc', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    const exited = new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(code ?? 1));
    });
    child.stdin.on('error', () => { /* reported by the exit status below */ });
    child.stdin.end(input.join('\n') + '\n');
    let k = 0;
    for await (const line of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
      if (k >= input.length) break;
      // One unit "^surface/analysis/...$" per line; anything else (the word split) counts as unknown.
      const one = line.startsWith('^') && line.endsWith('$') && line.indexOf('^', 1) < 0;
      onWord(k, one ? line.slice(1, -1).split('/').slice(1) : []);
      k++;
    }
    const code = await exited;
    if (code !== 0 || k !== input.length) {
      throw errors.internal(`lt-proc ${args.join(' ')} answered ${k} of ${input.length} words (exit status ${code}): ${stderr.trim()}`);
    }
  } finally {
    if (rcx) rmSync(rcx, { force: true });
  }
}

/** lt-proc's restore-chars file: each vowel may stand for its marked spellings (a: à, á). */
export function restoreCharsXml(alphabet: Alphabet): string {
  const by = new Map<string, string[]>();
  for (const [marked, plain] of Object.entries(alphabet.fold)) {
    const p = plain.toLowerCase();
    by.set(p, [...(by.get(p) ?? []), marked.toLowerCase()]);
  }
  const chars = [...by].map(([p, ms]) => `  <char value="${p}">${ms.map((m) => `<restore-char value="${m}"/>`).join('')}</char>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<restore-chars>\n${chars.join('\n')}\n</restore-chars>\n`;
}

function debianVersion(pkg: string): string {
  const r = spawnSync('dpkg-query', ['-W', '-f', '${Version}', pkg], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : 'unknown';
}

function writeCategories(path: string, header: CategoryHeader, bits: Uint16Array, lemmaText: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const head = Buffer.from(`${CATEGORIES_MAGIC} ${CATEGORIES_VERSION}\n${JSON.stringify(header)}\n`, 'utf8');
  const body = Buffer.alloc(bits.length * 2);
  bits.forEach((b, i) => body.writeUInt16LE(b, i * 2));
  // Write then rename, so a concurrent reader never sees half a file.
  const tmp = `${path}.${process.pid}.${threadId}.tmp`;
  writeFileSync(tmp, Buffer.concat([head, body, lemmaText]));
  renameSync(tmp, path);
}

/** The index in a cache file, or undefined when it is of another version, lexicon or analyser. */
function decodeCategories(bytes: Uint8Array, lexicon: Lexicon, analyser: Analyser): CategoryIndex | undefined {
  const first = bytes.indexOf(0x0a);
  const second = bytes.indexOf(0x0a, first + 1);
  if (first < 0 || second < 0) return undefined;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, second).toString('utf8');
  if (text.slice(0, first) !== `${CATEGORIES_MAGIC} ${CATEGORIES_VERSION}`) return undefined;
  let header: CategoryHeader;
  try {
    header = JSON.parse(text.slice(first + 1)) as CategoryHeader;
  } catch {
    return undefined;
  }
  if (header.lexicon !== lexicon.meta.name || header.checksum !== lexicon.checksum) return undefined;
  const stat = statSync(analyser.file);
  if (header.analyser?.file !== analyser.file || header.analyser.size !== stat.size || header.analyser.mtimeMs !== stat.mtimeMs) return undefined;
  const start = second + 1, end = start + header.words * 2;
  if (bytes.length < end) return undefined;
  const bits = new Uint16Array(header.words);
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, header.words * 2);
  for (let i = 0; i < header.words; i++) bits[i] = view.getUint16(i * 2, true);
  return new CategoryIndex(lexicon, bits, bytes.subarray(end), header);
}

/**
 * Each word's position in DAWG order, by a walk that adds up the words of the subtrees it
 * passes (a minimal perfect hash of the words): an array indexed by it then holds data per word.
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
