// JSON the user wrote (rulesets, boards, adjacency lists), parsed with errors that point at the
// place by line and column.

import { errors } from './errors.js';
import { characterAt, codePointLength, escapeControls, quote, quoteValue } from './inputText.js';

/**
 * JSON.parse for text the user wrote: a syntax error names the line and column and the
 * character there (whole, even an emoji), never V8's snippet of the input (which can cut a
 * character in half and runs on with the input).
 */
export function parseJsonText(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const position = /at position (\d+)/.exec(message);
    const index = position ? Number(position[1]) : message.startsWith('Unexpected end') ? text.length : jsonErrorIndex(text);
    const reason = /^Unexpected token /.test(message)
      ? `unexpected ${quote(characterAt(text, index), 0, "'")}`
      : message.replace(/ in JSON at position \d+.*$/s, '').replace(/ after JSON at position \d+.*$/s, ' after the JSON value').replace(/^Unexpected end of JSON input$/, 'the text ends too early')
        .replace(/^./, (c) => c.toLowerCase());
    const before = text.slice(0, index);
    const line = before.split('\n').length;
    const column = codePointLength(before.slice(before.lastIndexOf('\n') + 1)) + 1;
    throw errors.badInput(`${source}: not valid JSON: ${escapeControls(reason)} (line ${line}, column ${column})`);
  }
}

/**
 * Where JSON.parse failed when its message does not say (the "Unexpected token" form): the
 * shortest prefix that fails before its end, found by bisection. A prefix that stops early only
 * fails at its end ("Unexpected end", or an error at position = its length), so failing before
 * the end is monotone in the prefix length.
 */
function jsonErrorIndex(text: string): number {
  const failsInside = (length: number): boolean => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (e) {
      const message = (e as Error).message;
      if (message.startsWith('Unexpected end')) return false;
      const position = /at position (\d+)/.exec(message);
      return position ? Number(position[1]) < length : true;
    }
  };
  let low = 1, high = text.length; // failsInside(high) holds
  while (low < high) {
    const mid = (low + high) >> 1;
    if (failsInside(mid)) high = mid;
    else low = mid + 1;
  }
  return Math.max(0, low - 1);
}

/** A JSON object (not an array, not null). */
export const isJsonObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A parsed JSON value as an error names it: "nothing", "an array", or the value itself. */
export function describeJson(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return quoteValue(v);
}
