// User text quoted in messages. Input may be a megabyte on one line, hold emoji (two UTF-16 units,
// or several code points joined into one grapheme) or control characters. So a quote is cut to a
// window with an ellipsis and the full length, never inside a character; columns count code points
// (what an editor shows), never UTF-16 units; control characters are shown escaped.
// Graphemes are only ever segmented in small windows: Intl.Segmenter is quadratic on long strings
// (30,000 characters take 0.7 s here).

/** Quotes up to this many code points whole. */
const WHOLE = 60;
/** Code points shown on each side of the point of interest when a quote is cut. */
const CONTEXT = 24;
/** Longest error message; anything longer is cut (a safety net under the quotes). */
export const MAX_MESSAGE = 4000;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Code points in `text` (UTF-16 units minus the second halves of pairs). */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (!isLowSurrogate(text.charCodeAt(i))) n++;
  return n;
}

/** 0-based column, in code points, of the UTF-16 `index`. */
export function codePointColumn(text: string, index: number): number {
  return codePointLength(text.slice(0, Math.max(0, index)));
}

/** UTF-16 index of the 0-based code-point `column` (the end of the text past its last). */
export function indexOfColumn(text: string, column: number): number {
  let i = 0;
  for (let c = 0; c < column && i < text.length; c++) i += isLowSurrogate(text.charCodeAt(i + 1)) ? 2 : 1;
  return Math.min(i, text.length);
}

/** The whole character (grapheme: an emoji with its modifiers, a letter with its accents) starting at `index`. */
export function characterAt(text: string, index: number): string {
  const window = text.slice(index, index + 32);
  for (const s of segmenter.segment(window)) return s.segment;
  return '';
}

/** Control and direction-changing characters, shown escaped so a message cannot rewrite the terminal. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (ch) => {
    if (ch === '\n') return '\\n';
    if (ch === '\r') return '\\r';
    if (ch === '\t') return '\\t';
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * `text` in double quotes for a message. Past 60 code points it is cut to a window around
 * code-point `column` (default: the start), with '…' where text was left out and the length:
 * "…AAAA1AAAA…" (1,000,001 characters). `mark`: '"' for words and lines, "'" for a tile.
 */
export function quote(text: string, column = 0, mark = '"'): string {
  const { shown, length } = cut(text, column);
  const quoted = `${mark}${shown}${mark}`;
  return length === undefined ? quoted : `${quoted} (${length.toLocaleString('en')} characters)`;
}

/** The text to show (escaped, cut to a window when long) and, when cut, the full length. */
function cut(text: string, column: number): { shown: string; length?: number } {
  if (text.length <= WHOLE) return { shown: escapeControls(text) };
  const length = codePointLength(text);
  if (length <= WHOLE) return { shown: escapeControls(text) };
  const first = Math.max(0, Math.min(column - CONTEXT, length - 2 * CONTEXT));
  const start = indexOfColumn(text, first);
  const end = indexOfColumn(text, first + 2 * CONTEXT);
  // Whole graphemes only: segment a little more than the window, keep those inside it.
  const from = Math.max(0, start - 16);
  let shown = '', at = from;
  for (const s of segmenter.segment(text.slice(from, Math.min(text.length, end + 16)))) {
    if (at >= start && at + s.segment.length <= end) shown += s.segment;
    at += s.segment.length;
  }
  return { shown: `${start > 0 ? '…' : ''}${escapeControls(shown)}${end < text.length ? '…' : ''}`, length };
}

/** A message of at most MAX_MESSAGE UTF-16 units, cut between characters. */
export function limitMessage(message: string): string {
  if (message.length <= MAX_MESSAGE) return message;
  let end = MAX_MESSAGE - 40;
  if (isLowSurrogate(message.charCodeAt(end))) end--;
  return `${message.slice(0, end)}… (message cut: ${codePointLength(message).toLocaleString('en')} characters)`;
}

/** A parsed JSON value for a message: strings quoted as above, other values as JSON, cut alike. */
export function quoteValue(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) return String(value);
  const { shown, length } = cut(json, 0);
  return length === undefined ? shown : `${shown} (${length.toLocaleString('en')} characters)`;
}

/**
 * The first row of a typed grid whose length differs from the others, judged against the
 * commonest length (ties: the first row's) — so a long first row is blamed, not row 2.
 * `unit` names what is counted ('squares', 'cells'), `rowNoun` a row ('line'). Undefined when all rows agree.
 */
export function raggedRow(lengths: readonly number[], unit: string, rowNoun = 'row'): { row: number; why: string } | undefined {
  const count = new Map<number, number>();
  for (const n of lengths) count.set(n, (count.get(n) ?? 0) + 1);
  if (count.size <= 1) return undefined;
  let common = lengths[0]!;
  for (const [n, k] of count) if (k > count.get(common)!) common = n;
  const row = lengths.findIndex((n) => n !== common);
  const others = count.get(common)!;
  const rest = others === lengths.length - 1
    ? `the other ${others === 1 ? `${rowNoun} has` : `${others} ${rowNoun}s have`}`
    : `${others} of ${lengths.length} ${rowNoun}s have`;
  return { row, why: `has ${lengths[row]} ${unit} but ${rest} ${common}` };
}
