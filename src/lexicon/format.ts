// The .lex file: a small header, then the entry array (node.ts), all little-endian u32.
//
//  word  field
//  0     magic 'VBLX'
//  1     format version (FORMAT_VERSION; a reader refuses any other)
//  2     header bytes (multiple of 4; entries start here)
//  3     checksum of every byte after this word (checksum32)
//  4     entry count
//  5     word count
//  6     DAWG groups      7  GADDAG groups      8  build milliseconds
//  9     meta bytes, then meta as UTF-8 JSON (LexiconMeta), zero-padded to a multiple of 4

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
}

export interface LexiconFile {
  meta: LexiconMeta;
  entries: Uint32Array;
  wordCount: number;
  dawgNodes: number;
  gaddagNodes: number;
  buildMs: number;
  checksum: number;
  bytes: number;
}

/** FNV-1a over u32 words: cheap enough to check on every load (~2 ms for SOWPODS). */
export function checksum32(words: Uint32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i]!, 0x01000193);
  return h >>> 0;
}

export function encodeLexicon(f: Omit<LexiconFile, 'checksum' | 'bytes'>): Uint8Array {
  const meta = new TextEncoder().encode(JSON.stringify(f.meta));
  const headerWords = FIXED_WORDS + Math.ceil(meta.length / 4);
  const out = new Uint32Array(headerWords + f.entries.length);
  out[0] = MAGIC;
  out[1] = FORMAT_VERSION;
  out[2] = headerWords * 4;
  out[4] = f.entries.length;
  out[5] = f.wordCount;
  out[6] = f.dawgNodes;
  out[7] = f.gaddagNodes;
  out[8] = Math.round(f.buildMs);
  out[9] = meta.length;
  new Uint8Array(out.buffer, FIXED_WORDS * 4, meta.length).set(meta);
  out.set(f.entries, headerWords);
  out[3] = checksum32(out.subarray(4));
  return new Uint8Array(out.buffer);
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
    buildMs: words[8]!,
    checksum: words[3]!,
    bytes: bytes.length,
  };
}
