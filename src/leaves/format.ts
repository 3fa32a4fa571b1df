// The leave table file (docs/formats.md, "Leave table"): a small header, the tile counts that
// number the leaves (leaveIndex.ts), metadata, then one int16 per leave; little-endian.
//
//  word  field
//  0     magic 'VBLV'
//  1     format version (LEAVES_VERSION; a reader refuses any other)
//  2     header bytes (multiple of 4): the values start here
//  3     checksum: FNV-1a over every u32 word after this one (checksum32, as .lex files)
//  4     leave count          5  longest leave (tiles)
//  6     tile kinds (the blank and tiles 1..n)
//  7     meta bytes
//  8..   counts: one u8 per tile kind, zero-padded to 4 bytes; then meta as UTF-8 JSON
//        (LeaveTableMeta), zero-padded to 4 bytes
//  then  values: int16 per leave in index order, hundredths of a point, zero-padded to 4 bytes

import { alphabetById } from '../alphabet/index.js';
import { errors } from '../errors.js';
import { checksum32 } from '../lexicon/format.js';
import { LeaveIndex } from './leaveIndex.js';
import { LeaveTable, type LeaveTableMeta } from './table.js';

export const LEAVES_MAGIC = 0x564c4256; // bytes "VBLV"
export const LEAVES_VERSION = 1;
const FIXED_WORDS = 8;

const pad4 = (n: number) => (n + 3) & ~3;

export function encodeLeaves(table: LeaveTable): Uint8Array {
  const meta = new TextEncoder().encode(JSON.stringify(table.meta));
  const kinds = table.index.kinds;
  const headerBytes = FIXED_WORDS * 4 + pad4(kinds) + pad4(meta.length);
  const bytes = new Uint8Array(headerBytes + pad4(table.size * 2));
  const words = new Uint32Array(bytes.buffer);
  words[0] = LEAVES_MAGIC;
  words[1] = LEAVES_VERSION;
  words[2] = headerBytes;
  words[4] = table.size;
  words[5] = table.maxLength;
  words[6] = kinds;
  words[7] = meta.length;
  bytes.set(table.index.counts, FIXED_WORDS * 4);
  bytes.set(meta, FIXED_WORDS * 4 + pad4(kinds));
  new Int16Array(bytes.buffer, headerBytes, table.size).set(table.values);
  words[3] = checksum32(words.subarray(4));
  return bytes;
}

/** Reads and verifies a leave table file; `path` names it in errors. */
export function decodeLeaves(bytes: Uint8Array, path: string): LeaveTable {
  const bad = (why: string) => errors.corruptLeaves(path, why);
  if (bytes.length < FIXED_WORDS * 4 || bytes.length % 4 !== 0) throw bad(`${bytes.length} bytes is not a leave table (truncated?)`);
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  if (words[0] !== LEAVES_MAGIC) throw bad('wrong magic number (not a verbivore leave table)');
  if (words[1] !== LEAVES_VERSION) throw bad(`format version ${words[1]}, this verbivore reads version ${LEAVES_VERSION}`);
  const headerBytes = words[2]!, count = words[4]!, maxLength = words[5]!, kinds = words[6]!, metaBytes = words[7]!;
  const expected = headerBytes + pad4(count * 2);
  if (headerBytes % 4 || headerBytes !== FIXED_WORDS * 4 + pad4(kinds) + pad4(metaBytes) || expected !== bytes.length) {
    throw bad(`size ${bytes.length} bytes, header says ${expected} (truncated?)`);
  }
  if (checksum32(words.subarray(4)) !== words[3]) throw bad('checksum mismatch');
  let meta: LeaveTableMeta;
  try {
    const at = FIXED_WORDS * 4 + pad4(kinds);
    meta = JSON.parse(new TextDecoder().decode(aligned.slice(at, at + metaBytes)));
  } catch {
    throw bad('unreadable metadata');
  }
  const alphabet = typeof meta?.alphabet === 'string' ? alphabetById(meta.alphabet) : undefined;
  if (!alphabet) throw bad(`unknown alphabet ${JSON.stringify(meta?.alphabet)}`);
  if (kinds !== alphabet.size || JSON.stringify(meta.tiles) !== JSON.stringify(alphabet.tiles.slice(1))) {
    throw bad(`its tile table differs from the ${alphabet.id} alphabet's (made for another version of it?)`);
  }
  let index: LeaveIndex;
  try {
    index = new LeaveIndex(aligned.slice(FIXED_WORDS * 4, FIXED_WORDS * 4 + kinds), maxLength);
  } catch (e) {
    throw bad((e as Error).message);
  }
  if (index.size !== count) throw bad(`${count} values, but its tile counts number ${index.size} leaves`);
  const values = new Int16Array(aligned.buffer.slice(aligned.byteOffset + headerBytes, aligned.byteOffset + headerBytes + count * 2));
  return new LeaveTable(alphabet, index, values, meta, words[3]);
}

/** The table as its file would hold it: with the file's checksum (a table read from CSV, or trained). */
export function sealLeaves(table: LeaveTable): LeaveTable {
  if (table.checksum !== undefined) return table;
  const checksum = new DataView(encodeLeaves(table).buffer).getUint32(12, true);
  return new LeaveTable(table.alphabet, table.index, table.values.slice(), table.meta, checksum);
}
