// The messages between the page and its search worker (worker.ts): one request, one answer,
// matched by id. Boards travel as text (the formats' own: cell texts, CGP; a GCG file as its
// bytes) and results as plain JSON-safe objects.

import type { MoveView } from '../../game/analyse.js';
import type { GridWord } from '../../grid/search.js';
import type { ConstraintQuery } from '../../query/constraint.js';

/** A Scrabble board as the editor holds it: rows of cell texts ('' empty, lowercase a blank, 'NY' a digraph tile). */
export type Cells = string[][];

/** A position read from CGP or GCG, for the editor. */
export interface PositionView {
  cells: Cells;
  rack: string;
  /** The lexicon and ruleset the record names (CGP lex/ld, GCG #lexicon), if any. */
  lexicon?: string;
  ruleset?: string;
  scores: [number, number];
}

/** A move and the squares its new tiles take. */
export interface MoveShown extends MoveView {
  squares: { row: number; col: number; text: string }[];
}

export type Request =
  | { kind: 'readCgp'; ruleset: string; lexicon: string; cgp: string }
  | { kind: 'writeCgp'; ruleset: string; lexicon: string; cells: Cells; rack: string }
  | { kind: 'readGcg'; ruleset: string; lexicon: string; gcg: Uint8Array; turn?: number }
  | { kind: 'moves'; ruleset: string; lexicon: string; cells: Cells; rack: string; ranking: 'score' | 'equity'; top: number }
  | { kind: 'grid'; lexicon: string; board: string; moves: 'king' | 'knight' | 'hex'; scoring: string }
  | { kind: 'anagram'; lexicon: string; letters: string }
  | { kind: 'pattern'; lexicon: string; pattern: string }
  | { kind: 'query'; lexicon: string; query: ConstraintQuery };

export interface Answers {
  readCgp: PositionView;
  writeCgp: { cgp: string };
  readGcg: PositionView & { turns: number; turn: number; players: string[] };
  moves: { moves: MoveShown[]; count?: number; equity: boolean; rack: string; problems: string[] };
  grid: {
    count: number; score: number; longest: number; words: GridWord[]; unit: 'letters' | 'cells';
    cells: string[]; rowLengths: number[]; moves: string;
  };
  anagram: { words: { word: string; played: string; full: boolean }[] };
  pattern: { words: string[] };
  query: { words: { word: string; letters: number }[] };
}

export type Answer<K extends Request['kind']> = Answers[K];

/** Worker → page: the answer, an error (VerbivoreError code and message), or progress. */
export type Reply =
  | { id: number; ok: true; value: unknown; ms: number }
  | { id: number; ok: false; error: { code: string; message: string } }
  | { id: number; progress: string };
