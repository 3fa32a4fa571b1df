// The .lex file: a small header, then the entry array (node.ts), all little-endian u32.
//
//  word  field
//  0     magic 'VBLX'
//  1     format version (FORMAT_VERSION; a reader refuses any other)
//  2     header bytes (multiple of 4; entries start here)
//  3     checksum of every byte after this word (checksum32)
//  4     entry count
//  5     word count
//  6     DAWG groups      7  GADDAG groups
//  8     reserved, 0 (files written before reproducible builds hold their build time here; it is
//        ignored, so they still load)
//  9     meta bytes, then meta as UTF-8 JSON (LexiconMeta), zero-padded to a multiple of 4
//
// Nothing that varies between builds goes in (no time, no path): the same words and alphabet
// give the same bytes, so the checksum names the content (the syllable index relies on it).

import type { AlphabetSpec } from '../alphabet/index.js';
import { errors } from '../errors.js';

export const MAGIC = 0x584c4256; // bytes "VBLX"
export const FORMAT_VERSION = 1;
const FIXED_WORDS = 10;

export interface LexiconMeta {
  name: string;
  alphabet: string;
  /** Display strings of tiles 1..n, as the alphabet had them when built. */
  tiles: string[];
  source: string;
  /** Words of the source that could not be tiled and were dropped. */
  rejected: number;
  /** A user's alphabet, whole (built-in ones are named by `alphabet` alone). */
  alphabetSpec?: AlphabetSpec;
}

export interface LexiconFile {
  meta: LexiconMeta;
  entries: Uint32Array;
  wordCount: number;
  dawgNodes: number;
  gaddagNodes: number;
  checksum: number;
  bytes: number;
}

const FNV_OFFSET = 0x811c9dc5;

/**
 * FNV-1a over u32 words: cheap enough to check on every load (~2 ms for SOWPODS). Pass the
 * checksum of earlier words as `h` to continue over a second array.
 */
export function checksum32(words: Uint32Array, h = FNV_OFFSET): number {
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i]!, 0x01000193);
  return h >>> 0;
}

/** What a .lex file holds, before encoding. */
export type LexiconContent = Omit<LexiconFile, 'checksum' | 'bytes'>;

/** The header of the file (checksum over header and entries included); the entries follow it as they are. */
export function encodeLexiconHeader(f: LexiconContent): Uint8Array {
  const meta = new TextEncoder().encode(JSON.stringify(f.meta));
  const header = new Uint32Array(FIXED_WORDS + Math.ceil(meta.length / 4));
  header[0] = MAGIC;
  header[1] = FORMAT_VERSION;
  header[2] = header.length * 4;
  header[4] = f.entries.length;
  header[5] = f.wordCount;
  header[6] = f.dawgNodes;
  header[7] = f.gaddagNodes;
  header[9] = meta.length;
  new Uint8Array(header.buffer, FIXED_WORDS * 4, meta.length).set(meta);
  header[3] = checksum32(f.entries, checksum32(header.subarray(4)));
  return new Uint8Array(header.buffer);
}

/** The bytes of the entry array as the file stores them (little-endian, as the array is). */
export function entryBytes(entries: Uint32Array): Uint8Array {
  return new Uint8Array(entries.buffer, entries.byteOffset, entries.byteLength);
}

/** The whole file in one buffer. */
export function encodeLexicon(f: LexiconContent): Uint8Array {
  const header = encodeLexiconHeader(f);
  const out = new Uint8Array(header.length + f.entries.byteLength);
  out.set(header);
  out.set(entryBytes(f.entries), header.length);
  return out;
}

/** Parses and verifies a .lex file; `path` names the file in errors. */
export function decodeLexicon(bytes: Uint8Array, path: string): LexiconFile {
  const bad = (why: string) => errors.corruptLexicon(path, why);
  if (bytes.length < FIXED_WORDS * 4 || bytes.length % 4 !== 0) {
    throw bad(`${bytes.length} bytes is not a lexicon (truncated?)`);
  }
  // Copy to an aligned buffer unless already aligned.
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  if (words[0] !== MAGIC) throw bad('wrong magic number (not a verbivore lexicon)');
  if (words[1] !== FORMAT_VERSION) {
    throw bad(`format version ${words[1]}, this verbivore reads version ${FORMAT_VERSION}`);
  }
  const headerBytes = words[2]!;
  const entryCount = words[4]!;
  const expected = headerBytes + entryCount * 4;
  if (headerBytes % 4 || headerBytes < FIXED_WORDS * 4 || expected !== bytes.length) {
    throw bad(`size ${bytes.length} bytes, header says ${expected} (truncated?)`);
  }
  if (checksum32(words.subarray(4)) !== words[3]) throw bad('checksum mismatch');
  let meta: LexiconMeta;
  try {
    const metaBytes = new Uint8Array(aligned.buffer, aligned.byteOffset + FIXED_WORDS * 4, words[9]!);
    meta = JSON.parse(new TextDecoder().decode(metaBytes.slice())); // slice: a shared view cannot be decoded
  } catch {
    throw bad('unreadable metadata');
  }
  return {
    meta,
    entries: words.subarray(headerBytes / 4),
    wordCount: words[5]!,
    dawgNodes: words[6]!,
    gaddagNodes: words[7]!,
    checksum: words[3]!,
    bytes: bytes.length,
  };
}
