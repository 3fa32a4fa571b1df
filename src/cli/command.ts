// What every CLI command is: a name, its help, its flags, and a run function. Every command
// takes --help and --json (added here, so none can forget them).

import { parseArgs, type ParseArgsConfig } from 'node:util';
import { errors } from '../errors.js';
import { escapeControls, quote, quoteValue } from '../inputText.js';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface Command {
  /** Words that select it, e.g. 'lexicon build'. */
  name: string;
  summary: string;
  /** Usage lines and option descriptions, printed by --help. */
  help: string;
  options: Options;
  /** Left out of verbivore --help (a group command lists it, as verbivore game --list does). */
  hidden?: boolean;
  run(values: Values, positionals: string[]): Promise<number> | number;
}

export const commonOptions: Options = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
};

/** A value that is a negative number ("-1", "-0.5", "-1e3"), never an option name. */
const NEGATIVE_NUMBER = /^-(\d|\.\d)/;

/**
 * `--top -1` as `--top=-1`: parseArgs calls a value starting with a dash ambiguous, but a
 * negative number is a value, and the option's own check gives the clear message.
 */
function joinNegativeValues(argv: string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') return [...out, ...argv.slice(i)];
    const long = arg.startsWith('--') ? arg.slice(2)
      : /^-[^-]$/.test(arg) ? Object.keys(options).find((k) => options[k]!.short === arg[1]) : undefined;
    const next = argv[i + 1];
    if (long !== undefined && options[long]?.type === 'string' && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      out.push(`--${long}=${next}`);
      i++;
    } else {
      out.push(arg);
    }
  }
  return out;
}

export function parseCommandArgs(cmd: Command, argv: string[]): { values: Values; positionals: string[] } {
  const options = { ...commonOptions, ...cmd.options };
  try {
    const { values, positionals } = parseArgs({
      args: joinNegativeValues(argv, options),
      options,
      allowPositionals: true,
      strict: true,
    });
    return { values: values as Values, positionals };
  } catch (e) {
    let why = (e as Error).message.replace(/^.*?: /, '');
    // parseArgs reads "-😀x" as short options one UTF-16 unit at a time and names half an emoji.
    const half = LONE_SURROGATE.exec(why)?.[0];
    if (half) {
      const arg = argv.find((a) => a.startsWith('-') && a.includes(half));
      why = arg === undefined ? why.replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd') : `unknown option in ${quote(arg)}`;
    }
    // parseArgs breaks its own sentences with newlines; one line, as every message is.
    why = why.replace(/([.?])\n/g, '$1 ');
    throw errors.usage(`${escapeControls(why)}\nRun: verbivore ${cmd.name} --help`);
  }
}

/** Flags named otherwise than their library option (the Redis URL is `url` in the library). */
const renamedFlags: Readonly<Record<string, string>> = { url: 'redis' };

/** The flag of a library option: its own name in kebab case (atLeast → --at-least) unless renamed. */
export function flagOf(option: string): string {
  return `--${Object.hasOwn(renamedFlags, option) ? renamedFlags[option] : option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** A whole-number flag, validated. */
export function intOption(values: Values, name: string, fallback: number, min = Number.MIN_SAFE_INTEGER): number {
  const v = values[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isInteger(n) || n < min) {
    throw errors.usage(`--${name} must be a whole number${min > Number.MIN_SAFE_INTEGER ? ` ≥ ${min}` : ''}, got ${quoteValue(v)}`);
  }
  return n;
}

export function stringOption(values: Values, name: string, fallback: string): string {
  const v = values[name];
  return typeof v === 'string' ? v : fallback;
}

/** padEnd by characters, not UTF-16 units (L·L, Ç). */
export function padEnd(s: string, width: number): string {
  return s + ' '.repeat(Math.max(0, width - [...s].length));
}

/** The width of a column of words: the widest (in characters), at least `least`. */
export function columnWidth(words: Iterable<string>, least: number): number {
  let width = least;
  for (const w of words) width = Math.max(width, [...w].length);
  return width;
}

/** "1 game", "2 games", "1,000 games". */
/** A number with its sign: +3, 0, -2. */
export const signed = (x: number) => (x > 0 ? `+${x}` : String(x));

export function plural(n: number, noun: string): string {
  return `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
}

export function printJson(x: unknown): void {
  process.stdout.write(JSON.stringify(x, null, 2) + '\n');
}
