// Files the user names (--board, --gcg, --leaves, --batch, --rules, --moves, --lexicon PATH): one
// reader, so a directory, an unreadable file or a huge one gets the same clear error everywhere,
// before any work starts. Node-only (the CLI and the file loaders use it).

import { accessSync, constants, mkdirSync, readFileSync, statSync, type Stats, writeFileSync } from 'node:fs';
import { errors, VerbivoreError } from './errors.js';
import { escapeControls } from './inputText.js';

/** Largest text file read whole: past this a JS string cannot hold it anyway (V8: ~512 MB). */
export const MAX_INPUT_BYTES = 256 * 1024 * 1024;

/** A path is shown whole (the system caps it at 4,096 bytes), control characters escaped. */
function described(what: string, path: string): string {
  const quoted = `"${escapeControls(path)}"`;
  return what ? `${what} ${quoted}` : quoted;
}

/**
 * Whether an option value that may be text or a file name reads as a path: it starts like one
 * (/, ./, ../, ~/, a drive letter), holds a backslash, or ends in a file extension (.txt, .json:
 * two to five letters or digits, with a lowercase letter, or TXT/JSON). Board text uses '/' between
 * rows and '.' for holes, so a '/' or a '.' alone does not make a path.
 */
export function looksLikePath(value: string): boolean {
  if (/^(\.{0,2}\/|~[\\/]|[A-Za-z]:[\\/])|\\/.test(value)) return true;
  const ext = /\.([A-Za-z0-9]{2,5})$/.exec(value)?.[1];
  return ext !== undefined && (/[a-z]/.test(ext) || /^(txt|json)$/i.test(ext));
}

/**
 * Checks that `path` is a readable regular file of at most `maxBytes`; `what` names the option
 * for messages ('--board'). Returns its size.
 */
export function checkInputFile(path: string, what = '', maxBytes = MAX_INPUT_BYTES): number {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (e) {
    throw fileError(e, path, what);
  }
  if (stats.isDirectory()) throw errors.notAFile(`${described(what, path)} is a directory; give a file`);
  if (!stats.isFile()) throw errors.notAFile(`${described(what, path)} is not a regular file`);
  if (stats.size > maxBytes) {
    throw errors.badInput(`${described(what, path)} is ${megabytes(stats.size)}; the most verbivore reads here is ${megabytes(maxBytes)}`);
  }
  return stats.size;
}

/** The bytes of a file the user named (checked as checkInputFile does). */
export function readInputFile(path: string, what = '', maxBytes = MAX_INPUT_BYTES): Buffer {
  checkInputFile(path, what, maxBytes);
  try {
    return readFileSync(path);
  } catch (e) {
    throw fileError(e, path, what);
  }
}

/** A UTF-8 text file the user named, without a byte-order mark. */
export function readInputText(path: string, what = ''): string {
  return decodeInputText(readInputFile(path, what), described(what, path));
}

/** All of standard input as UTF-8 text (`--batch -`); `what` names it for messages. */
export function readStdinText(what: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(0);
  } catch (e) {
    throw errors.notAFile(`${what}: cannot read standard input (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return decodeInputText(bytes, `${what} (standard input)`);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bytes as UTF-8 text without a byte-order mark. Bytes that are not UTF-8 (a Latin-1 or UTF-16
 * file) are an error naming the line, not text read with replacement characters in it.
 */
function decodeInputText(bytes: Buffer, described: string): string {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    const loose = bytes.toString('utf8');
    const at = loose.indexOf('\ufffd');
    const line = loose.slice(0, Math.max(0, at)).split('\n').length;
    throw errors.badInput(`${described} is not UTF-8 text (line ${line} holds bytes that are not UTF-8); save it as UTF-8`);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Makes sure results can be written into directory `path` (creating it if needed), so a long run
 * does not end by failing to save them. `what` names the option ('--out').
 */
export function prepareOutputDir(path: string, what = ''): void {
  let stats: Stats | undefined;
  try {
    stats = statSync(path);
  } catch {
    stats = undefined;
  }
  if (stats && !stats.isDirectory()) throw errors.notAFile(`${described(what, path)} is a file; give a directory to write into`);
  try {
    if (!stats) mkdirSync(path, { recursive: true });
    accessSync(path, constants.W_OK);
  } catch (e) {
    throw errors.notAFile(`${described(what, path)} cannot be written: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** Writes a result file the user named (or a default name); a failure names the file and why. */
export function writeOutputFile(path: string, text: string, what = ''): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'EISDIR' ? 'it is a directory' : code === 'ENOENT' ? 'its folder does not exist' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (e as Error).message;
    throw errors.notAFile(`${described(what, path)} cannot be written: ${why}`);
  }
}

function fileError(e: unknown, path: string, what: string): VerbivoreError {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return errors.missingFile(path, what);
  if (code === 'EACCES' || code === 'EPERM') return errors.notAFile(`${described(what, path)} cannot be read: permission denied`);
  if (code === 'EISDIR') return errors.notAFile(`${described(what, path)} is a directory; give a file`);
  return errors.notAFile(`${described(what, path)} cannot be read: ${(e as Error).message}`);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
}
