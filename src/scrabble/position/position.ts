// A Scrabble position: what a player sees when it is someone's turn.

export interface CgpOpcode {
  name: string;
  /** Operands as written, '' when there are none. */
  value: string;
}

export interface Position {
  rows: number;
  cols: number;
  /** rows*cols, row-major: 0 = empty, else a tile index; tile|BLANK_BIT = a blank standing for it. */
  board: Uint8Array;
  /** Tile indices, 0 = blank. Either rack may be empty or partly known. */
  racks: [Uint8Array, Uint8Array];
  scores: [number, number];
  /** Consecutive scoreless turns just before this position. */
  zeroTurns: number;
  onTurn: 0 | 1;
  lexicon?: string;
  /** CGP operations in the order read, kept so a position writes back as it came ('lex' too). */
  opcodes?: CgpOpcode[];
}

export function emptyPosition(rows: number, cols: number): Position {
  return {
    rows, cols, board: new Uint8Array(rows * cols),
    racks: [new Uint8Array(0), new Uint8Array(0)], scores: [0, 0], zeroTurns: 0, onTurn: 0,
  };
}

export function clonePosition(p: Position): Position {
  const copy: Position = {
    ...p,
    board: p.board.slice(),
    racks: [p.racks[0].slice(), p.racks[1].slice()],
    scores: [p.scores[0], p.scores[1]],
  };
  if (p.opcodes) copy.opcodes = p.opcodes.map((o) => ({ ...o }));
  return copy;
}

export function tileAt(p: Position, row: number, col: number): number {
  return p.board[row * p.cols + col]!;
}

export function countTiles(p: Position): number {
  let n = 0;
  for (const t of p.board) if (t) n++;
  return n;
}
