// The messages between the page and its search worker (worker.ts): one request, one answer,
// matched by id. Boards travel as text (the formats' own: cell texts, CGP; a GCG file as its
// bytes) and results as plain JSON-safe objects.

import type { Arbitration, Submission, Verdict } from '../../duplicate/index.js';
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
  /** Both racks (the one not known: ''), and whose turn it is. */
  racks: [string, string];
  onTurn: 0 | 1;
}

/** A play made on the page's board, for its game record. */
export interface PlayedTurn {
  player: 0 | 1;
  /** The rack before the play. */
  rack: string;
  coord: string;
  word: string;
  score: number;
}

/** A move and the squares its new tiles take. */
export interface MoveShown extends MoveView {
  squares: { row: number; col: number; text: string }[];
}

/** One turn of a duplicate master game, as the projector shows it. */
export interface DuplicateTurnView {
  turn: number;
  /** The rack's tiles as texts ('?' a blank). */
  rack: string[];
  /** The board before the master move. */
  cells: Cells;
  master: { coord: string; word: string; score: number; squares: MoveShown['squares'] };
  total: number;
  /** Other plays of the top score, and whether fewer blanks decided. */
  ties: number;
  blankTieBreak: boolean;
}

/** A search that takes seconds (simulation, endgame, pre-endgame), shown as a table. */
export interface AnalysisView {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  /** One line: iterations, depth, what is exact, why it stopped. */
  summary: string;
  /** A game review's turns (1-based, as the turn slider counts them): the best play's new tiles, and a line on the turn. */
  reviewed?: { turn: number; best: MoveShown['squares']; line: string }[];
}

/** The position on the page's board, as an analysis starts from it. */
export interface BoardPosition {
  ruleset: string;
  lexicon: string;
  cells: Cells;
  racks: [string, string];
  scores: [number, number];
  onTurn: 0 | 1;
}

export type Request =
  | { kind: 'readCgp'; ruleset: string; lexicon: string; cgp: string }
  | { kind: 'writeCgp'; ruleset: string; lexicon: string; cells: Cells; racks: [string, string]; scores: [number, number]; onTurn: 0 | 1 }
  | { kind: 'writeGcg'; ruleset: string; lexicon: string; turns: PlayedTurn[] }
  /** A GCG is read with the lexicon it names (else `lexicon`), unless `useLexicon` overrides it. */
  | { kind: 'readGcg'; ruleset: string; lexicon: string; gcg: Uint8Array; turn?: number; useLexicon?: string }
  | { kind: 'moves'; ruleset: string; lexicon: string; cells: Cells; rack: string; ranking: 'score' | 'equity'; top: number }
  | { kind: 'grid'; lexicon: string; board: string; moves: 'king' | 'knight' | 'hex'; scoring: string }
  | { kind: 'anagram'; lexicon: string; letters: string }
  | { kind: 'pattern'; lexicon: string; pattern: string }
  | { kind: 'query'; lexicon: string; query: ConstraintQuery }
  | ({ kind: 'analyse'; what: 'sim' | 'endgame' | 'peg'; seconds: number } & BoardPosition)
  /** A loaded game record: its review (`seconds` a turn), or the leave the opponent kept before turn `turn` (0-based turns played). */
  | { kind: 'analyseGame'; what: 'review' | 'infer'; seconds: number; ruleset: string; lexicon: string; gcg: Uint8Array; turn: number; useLexicon?: string }
  | { kind: 'duplicateNew'; ruleset: string; lexicon: string; seed: number; turns?: number }
  | { kind: 'duplicateCheck'; game: number; turn: number; coord: string; word: string }
  | { kind: 'duplicateJudge'; game: number; submissions: Submission[] };

export interface Answers {
  readCgp: PositionView;
  writeCgp: { cgp: string };
  writeGcg: { gcg: string };
  readGcg: PositionView & { turns: number; turn: number; players: string[] };
  moves: { moves: MoveShown[]; count?: number; equity: boolean; rack: string; problems: string[] };
  grid: {
    count: number; score: number; longest: number; words: GridWord[]; unit: 'letters' | 'cells';
    cells: string[]; rowLengths: number[]; moves: string;
  };
  anagram: { words: { word: string; played: string; full: boolean }[] };
  pattern: { words: string[] };
  query: { words: { word: string; letters: number }[] };
  /** `game` names the master game in later requests (the worker keeps it). */
  analyse: AnalysisView;
  analyseGame: AnalysisView;
  duplicateNew: { game: number; ruleset: string; lexicon: string; turns: DuplicateTurnView[]; total: number; end: string; gcg: string };
  duplicateCheck: { verdict: Verdict; reason?: string; score?: number };
  duplicateJudge: Arbitration;
}

export type Answer<K extends Request['kind']> = Answers[K];

/** Worker → page: the answer, an error (VerbivoreError code and message), or progress. */
export type Reply =
  | { id: number; ok: true; value: unknown; ms: number }
  | { id: number; ok: false; error: { code: string; message: string } }
  | { id: number; progress: string; partial?: AnalysisView };
