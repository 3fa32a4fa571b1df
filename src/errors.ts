// Every error a user can cause, in one place. The CLI prints `message` (never a stack trace)
// and exits with `exitCode`; library callers can switch on `code`. docs/errors.md lists them all.

import { escapeControls, limitMessage, quote } from './inputText.js';

/** Exit statuses of the CLI (docs/errors.md). */
export const exitStatus = {
  ok: 0,
  /** The answer is no: a word is invalid, a batch line failed. */
  negative: 1,
  /** Bad input or usage (a VerbivoreError); nothing was computed. */
  error: 2,
  /** A bug: an internal error, or an unexpected one. */
  internal: 3,
  /** A budget (--max-seconds, a node or memory cap) stopped a search: what it found is printed, marked partial. */
  partial: 4,
  /** Ctrl-C (SIGINT) stopped the command: what it found so far is printed (grid best, sim, endgame, peg) (128 + 2, as shells report). */
  interrupted: 130,
} as const;

export type ErrorCode =
  | 'bad-input'
  | 'bad-tile'
  | 'missing-lexicon'
  | 'corrupt-lexicon'
  | 'corrupt-syllable-index'
  | 'lexicon-mismatch'
  | 'corrupt-leaves'
  | 'bad-usage'
  | 'missing-file'
  | 'task-crashed'
  | 'redis-unavailable'
  | 'missing-analyser'
  | 'stale-core'
  | 'internal';

/** Every ErrorCode at run time (docs/errors.md lists each; test/errors.test.ts checks both ways). */
export const errorCodes = Object.keys({
  'bad-input': 1,
  'bad-tile': 1,
  'missing-lexicon': 1,
  'corrupt-lexicon': 1,
  'corrupt-syllable-index': 1,
  'lexicon-mismatch': 1,
  'corrupt-leaves': 1,
  'bad-usage': 1,
  'missing-file': 1,
  'task-crashed': 1,
  'redis-unavailable': 1,
  'missing-analyser': 1,
  'stale-core': 1,
  'internal': 1,
} satisfies Record<ErrorCode, 1>) as readonly ErrorCode[];

/**
 * What a message is about: plain words ('the letters', 'card 3'), or an option of the call
 * (`{ option: 'atLeast' }`), which the message names as the caller passed it.
 */
export type Subject = string | { readonly option: string };

/** An option named in a message: the message is `parts` joined by the option's name. */
export interface OptionNaming {
  readonly option: string;
  readonly parts: readonly string[];
}

export class VerbivoreError extends Error {
  /** The option of the call this error is about (as the caller named it: 'min', 'atLeast'), if any. */
  readonly option?: string;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly exitCode: number = exitStatus.error,
    readonly naming?: OptionNaming,
  ) {
    // Cut, as a safety net: messages quote user input, which can be a megabyte on one line.
    super(limitMessage(message));
    this.name = 'VerbivoreError';
    if (naming) this.option = naming.option;
  }

  /** The message with the option called what `name` gives (the CLI: its flag, --at-least). */
  messageNaming(name: (option: string) => string): string {
    return this.naming ? limitMessage(this.naming.parts.join(name(this.naming.option))) : this.message;
  }
}

/** Where the option's name goes: a NUL and a noncharacter, which no message holds. */
const OPTION_MARK = '\u0000\ufdd0';

/** An error whose message `say` writes around the name of what it is about. */
function about(subject: Subject, say: (name: string) => string, code: ErrorCode): VerbivoreError {
  if (typeof subject === 'string') return new VerbivoreError(code, say(subject));
  const parts = say(OPTION_MARK).split(OPTION_MARK);
  return new VerbivoreError(code, parts.join(subject.option), exitStatus.error, { option: subject.option, parts });
}

export const errors = {
  badInput: (what: string) => new VerbivoreError('bad-input', what),
  /** A bad value of an option or of another named thing: `say` writes the message around its name. */
  about: (subject: Subject, say: (name: string) => string, code: ErrorCode = 'bad-input') => about(subject, say, code),
  /** `column`: 0-based, in code points. */
  badTile: (text: string, char: string, column: number, alphabet: string, why: string) =>
    new VerbivoreError(
      'bad-tile',
      `${quote(text, column)}: ${why} '${escapeControls(char)}' at column ${column + 1} (alphabet ${alphabet})`,
    ),
  missingLexicon: (name: string, available: string[], path: string) =>
    new VerbivoreError(
      'missing-lexicon',
      `lexicon "${name}" is not built (${path} not found). ` +
        (available.length ? `Available recipes: ${available.join(', ')}. ` : '') +
        `Build it with: verbivore lexicon build ${name}`,
    ),
  unknownLexicon: (name: string, available: string[], hint?: string) =>
    new VerbivoreError(
      'missing-lexicon',
      `no lexicon recipe named "${name}". Available: ${available.join(', ')}${hint ? `. ${hint}` : ''}`,
    ),
  /** The rebuild command names the lexicon as its file does (lexicons/NAME.lex). */
  corruptLexicon: (path: string, why: string) =>
    new VerbivoreError(
      'corrupt-lexicon',
      `lexicon file ${path} is corrupt: ${why}. Rebuild it with: verbivore lexicon build ${path.replace(/^.*[\\/]/, '').replace(/\.lex$/, '')}`,
    ),
  corruptSyllableIndex: (path: string, why: string, lexicon: string) =>
    new VerbivoreError(
      'corrupt-syllable-index',
      `syllable index ${path} is damaged: ${why}. Rebuild it with: verbivore syllables index --rebuild --lexicon ${lexicon}`,
    ),
  lexiconMismatch: (what: string) => new VerbivoreError('lexicon-mismatch', what),
  corruptLeaves: (path: string, why: string) =>
    new VerbivoreError('corrupt-leaves', `leave table ${path} is corrupt: ${why}`),
  usage: (what: string) => new VerbivoreError('bad-usage', what),
  missingFile: (path: string, what = '') =>
    new VerbivoreError('missing-file', `${what ? `${what}: ` : ''}file not found: ${escapeControls(path)}`),
  /** A path the user named that is not a readable file (a directory, no permission). */
  notAFile: (what: string) => new VerbivoreError('missing-file', what),
  internal: (what: string) => new VerbivoreError('internal', `internal error: ${what}`, exitStatus.internal),
  /** A task that took its worker down (thread exit, out of memory, uncaught exception, killed process). */
  taskCrashed: (what: string) => new VerbivoreError('task-crashed', what),
  /** `option`: the call's option that gave the URL. */
  redisUnavailable: (url: string, why: string, option = 'url') =>
    about({ option }, (name) => `cannot reach Redis at ${url}: ${why.replace(/\.+$/, '')}. Start redis-server there or fix ${name}`, 'redis-unavailable'),
  /** `missing`: what is not installed; `packages`: the Debian packages that install it. */
  missingAnalyser: (missing: string, packages: string[]) =>
    new VerbivoreError('missing-analyser', `word categories need a morphological analyser: ${missing} not installed. Install it with: apt-get install ${packages.join(' ')}`),
  staleCore: (what: string, problems: string[]) =>
    new VerbivoreError('stale-core', `${what} does not match this verbivore: ${problems.join('; ')}. Rebuild it with: npm run build:wasm`),
};
