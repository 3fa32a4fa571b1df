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

export function parseCommandArgs(cmd: Command, argv: string[]): { values: Values; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { ...commonOptions, ...cmd.options },
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
    throw errors.usage(`${escapeControls(why)}\nRun: verbivore ${cmd.name} --help`);
  }
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

export function printJson(x: unknown): void {
  process.stdout.write(JSON.stringify(x, null, 2) + '\n');
}
