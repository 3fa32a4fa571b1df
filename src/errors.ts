// Every error a user can cause, in one place. The CLI prints `message` (never a stack trace)
// and exits with `exitCode`; library callers can switch on `code`.

export type ErrorCode =
  | 'bad-input'
  | 'bad-tile'
  | 'missing-lexicon'
  | 'corrupt-lexicon'
  | 'lexicon-mismatch'
  | 'bad-usage'
  | 'missing-file'
  | 'stale-core'
  | 'internal';

export class VerbivoreError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'VerbivoreError';
  }
}

export const errors = {
  badInput: (what: string) => new VerbivoreError('bad-input', what),
  badTile: (text: string, char: string, column: number, alphabet: string, why: string) =>
    new VerbivoreError(
      'bad-tile',
      `"${text}": ${why} '${char}' at column ${column + 1} (alphabet ${alphabet})`,
    ),
  missingLexicon: (name: string, available: string[], path: string) =>
    new VerbivoreError(
      'missing-lexicon',
      `lexicon "${name}" is not built (${path} not found). ` +
        (available.length ? `Available recipes: ${available.join(', ')}. ` : '') +
        `Build it with: verbivore lexicon build ${name}`,
    ),
  unknownLexicon: (name: string, available: string[]) =>
    new VerbivoreError(
      'missing-lexicon',
      `no lexicon recipe named "${name}". Available: ${available.join(', ')}`,
    ),
  corruptLexicon: (path: string, why: string) =>
    new VerbivoreError(
      'corrupt-lexicon',
      `lexicon file ${path} is corrupt: ${why}. Rebuild it with: verbivore lexicon build NAME`,
    ),
  lexiconMismatch: (what: string) => new VerbivoreError('lexicon-mismatch', what),
  usage: (what: string) => new VerbivoreError('bad-usage', what),
  missingFile: (path: string) => new VerbivoreError('missing-file', `file not found: ${path}`),
  staleCore: (what: string, problems: string[]) =>
    new VerbivoreError('stale-core', `${what} does not match this verbivore: ${problems.join('; ')}. Rebuild it with: npm run build:wasm`),
  internal: (what: string) => new VerbivoreError('internal', `internal error: ${what}`, 3),
};
