// The syllable index file, lexicons/cache/NAME.syllables (git-ignored): writing it and reading it
// from disk in Node. The format, and decoding it anywhere, is in indexFormat.ts.

import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Alphabet } from '../alphabet/index.js';
import {
  decodeSyllableIndex as decodeIndex, readSyllableIndexHeader, SYLLABLE_INDEX_MAGIC, SYLLABLE_INDEX_VERSION, type SyllableIndex,
  type SyllableIndexFigures, type SyllableIndexHeader,
} from './indexFormat.js';

export * from './indexFormat.js';

export function encodeSyllableIndex(index: { header: SyllableIndexFigures; marked: Iterable<[string, readonly string[]]> }): {
  text: Buffer; header: SyllableIndexHeader;
} {
  const lines: string[] = [];
  for (const [, spellings] of index.marked) lines.push(spellings.join(' ') + '\n');
  const body = Buffer.from(lines.join(''), 'utf8');
  const header: SyllableIndexHeader = { ...index.header, bodySha256: sha256(body) };
  const head = Buffer.from(`${SYLLABLE_INDEX_MAGIC} ${SYLLABLE_INDEX_VERSION}\n${JSON.stringify(header)}\n`, 'utf8');
  return { text: Buffer.concat([head, body]), header };
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Parses an index file, checking its lines against the SHA-256 in its header. */
export function decodeSyllableIndex(bytes: Uint8Array, path: string, alphabet: Alphabet): SyllableIndex {
  return decodeIndex(bytes, path, alphabet, sha256);
}

/** Writes the index file; returns the header as written (with the body's checksum). */
export function writeSyllableIndex(
  path: string, index: { header: SyllableIndexFigures; marked: Iterable<[string, readonly string[]]> },
): SyllableIndexHeader {
  const { text, header } = encodeSyllableIndex(index);
  mkdirSync(dirname(path), { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const tmp = `${path}.${process.pid}.${threadId}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
  return header;
}

/**
 * The index at `path` if it exists and was built for this lexicon (name and checksum), else
 * undefined; a damaged one is an error (corrupt-syllable-index).
 */
export function readSyllableIndex(path: string, lexicon: string, checksum: number, alphabet: Alphabet): SyllableIndex | undefined {
  if (!existsSync(path)) return undefined;
  const bytes = readFileSync(path);
  const header = readSyllableIndexHeader(bytes.toString('utf8', 0, Math.min(bytes.length, 4096)));
  if (!header || header.lexicon !== lexicon || header.checksum !== checksum) return undefined;
  return decodeSyllableIndex(bytes, path, alphabet);
}
