// The one contract between the WASM core (assembly/) and TypeScript (src/): layout constants,
// the shapes of the records and structs both sides read, and the functions the core exports.
//
// Nothing reads this file at run time. `npm run contract` renders it (tools/contract.ts) into
// assembly/contract.ts and src/wasm/contract.ts, which are committed; test/wasm/contract.test.ts
// renders it again and fails when either file differs. Change the layout here, never there.
//
// Structs are laid out in field order, each field aligned to its own size; `count` makes an
// array. A struct's constants are NAME_FIELD (byte offset), and NAME_BYTES (its size rounded up
// to its alignment). Addresses are byte offsets into the memory (u32); 0 means "none".

export type ScalarType = 'u8' | 'u16' | 'u32' | 'i32' | 'u64' | 'usize';

export interface ConstantSpec {
  name: string;
  value: number;
  doc: string;
}

export interface FieldSpec {
  name: string;
  type: ScalarType;
  /** Elements, for an array field. */
  count?: number;
  /** Alignment when more than the type's own (e.g. 64 for a cache line). */
  align?: number;
  doc: string;
}

export interface StructSpec {
  /** Constant prefix, e.g. 'SC' gives SC_RACK, SC_BYTES. */
  prefix: string;
  name: string;
  doc: string;
  fields: FieldSpec[];
  /** A record written unaligned, byte by byte: its size is not rounded up to its alignment. */
  packed?: boolean;
}

export interface ExportSpec {
  name: string;
  params: [name: string, type: ScalarType][];
  result: ScalarType | 'void';
  doc: string;
}

// The constraint query's bounds, named once: the constants below and the layouts' counts use them.
const CONSTRAINT_MAX_AUTOMATA = 8, CONSTRAINT_MAX_UNITS = 128, CONSTRAINT_TILE_UNITS = 4;
/** Bytes of one ConstraintAutomaton (its fields below; the layout test checks the sum). */
const CONSTRAINT_AUTOMATON_BYTES = 64 * 8 + 64 * 8 + 3 * 8 + 64 + 64 * 8;

export const constants: ConstantSpec[] = [
  // Memory
  { name: 'PAGE_BYTES', value: 65536, doc: 'Bytes in a WebAssembly page.' },
  { name: 'MAX_MEMORY_PAGES', value: 16384, doc: 'Most pages a memory may grow to: 1 GiB (asc --maximumMemory in package.json).' },
  { name: 'STATIC_LIMIT', value: 65536, doc: "The module's static data ends below this (heapBase() ≤ STATIC_LIMIT); the memory header starts here." },
  { name: 'MEMORY_HEADER_AT', value: 65536, doc: 'Address of the memory header (MemoryHeader), then the lexicon descriptor.' },
  { name: 'LEXICON_DESCRIPTOR_AT', value: 65536 + 64, doc: "Address of the memory's lexicon descriptor (LexiconDescriptor)." },
  { name: 'LEXICON_FILE_AT', value: 65536 + 8192, doc: 'Address of the first byte of the .lex file; the bump allocator starts after it.' },
  { name: 'MEMORY_MAGIC', value: 0x4d4d4256, doc: "Bytes 'VBMM': a memory laid out by this contract." },
  { name: 'CONTRACT_VERSION', value: 7, doc: 'Bumped whenever a layout below changes meaning.' },
  { name: 'STATE_NONE', value: 0, doc: 'A derived layout of the lexicon: not built.' },
  { name: 'STATE_BUILDING', value: 1, doc: 'A derived layout: one thread is building it.' },
  { name: 'STATE_READY', value: 2, doc: 'A derived layout: built; its address is valid.' },
  // Tiles
  { name: 'BLANK_BIT', value: 0x80, doc: 'Set on a tile that a blank stands for (board squares, placed tiles, records).' },
  { name: 'TILE_MASK', value: 0x3f, doc: 'The tile index of a square (without BLANK_BIT).' },
  { name: 'RACK_SLOTS', value: 64, doc: 'A rack is u8 counts by tile; [0] = blanks.' },
  { name: 'MAX_WORD_TILES', value: 63, doc: 'Longest tile string a query takes.' },
  { name: 'CONSTRAINT_MAX_AUTOMATA', value: CONSTRAINT_MAX_AUTOMATA, doc: 'Most patterns one constraint query holds (ConstraintContext.automaton).' },
  { name: 'CONSTRAINT_MAX_UNITS', value: CONSTRAINT_MAX_UNITS, doc: 'Longest word a constraint query walks, in units.' },
  { name: 'CONSTRAINT_TILE_UNITS', value: CONSTRAINT_TILE_UNITS, doc: 'Most units one tile stands for (Catalan L·L is L, L).' },
  // Scrabble
  { name: 'MAX_DIM', value: 64, doc: 'Most rows or columns of a Scrabble board.' },
  { name: 'MAX_SQUARES', value: 4096, doc: 'Most squares of a Scrabble board (MAX_DIM²).' },
  { name: 'MAX_TOP', value: 4096, doc: 'Largest N a top-N search keeps in the core; larger N lists every play.' },
  { name: 'FLAG_BOTH_DIRECTIONS', value: 1, doc: 'scrabbleGenerate flag: on an empty board, list down plays as well as across ones.' },
  { name: 'FLAG_EQUITY', value: 2, doc: 'scrabbleGenerate flag: value plays by equity = score × EQUITY_SCALE + rackLeaves[the sub-rack kept] (after scrabbleSetLeaves), not by score.' },
  { name: 'EQUITY_SCALE', value: 100, doc: 'Equity is counted in hundredths of a point (leave values are int16 hundredths).' },
  { name: 'FLOOR_NONE', value: -2147483648, doc: 'ScrabbleContext.floor: no floor.' },
  { name: 'BINGO_SPANS', value: 1, doc: 'ScrabbleContext.bingoIndex flag: ranked searches judge the spans only a bingo fills from the lexicon\'s word map.' },
  { name: 'WORD_SPANS', value: 2, doc: 'ScrabbleContext.bingoIndex flag: ranked searches by equity of a rack without blanks find the plays of the other spans from the word map, by their letters, instead of walking the GADDAG.' },
  { name: 'MAX_SUB_RACKS', value: 256, doc: 'Most sub-racks a search by equity values (ScrabbleContext.rackLeaves): any rack of up to 8 tiles.' },
  { name: 'BINGO_COUNT_BITS', value: 12, doc: 'BingoWords.slotGroup: the low bits count the words of a group (so a length holds at most 2^20 words).' },
  { name: 'LEAVE_SLOTS', value: 16, doc: 'Leave tables one lexicon memory holds (LexiconDescriptor.leaveChecksums).' },
  { name: 'SCORING_STANDARD', value: 0, doc: 'ScrabbleContext.scoring: letters × premiums, cross-words, bingo bonus.' },
  { name: 'SCORING_SPIL', value: 1, doc: 'ScrabbleContext.scoring: (1 + cross-words) × tiles laid (seed 003).' },
  { name: 'ARCS_SCAN', value: 0, doc: 'ScrabbleContext.arcLayout: read the lexicon itself, scanning sibling groups.' },
  { name: 'ARCS_NARROW', value: 1, doc: 'ScrabbleContext.arcLayout: 8-byte arc-mask layout (alphabets of ≤ 32 tiles).' },
  { name: 'ARCS_WIDE', value: 2, doc: 'ScrabbleContext.arcLayout: 16-byte arc-mask layout (up to 64 tiles).' },
  { name: 'RANK_KEY_BYTES', value: 24, doc: 'Bytes of rank-key space per record: key u64, scratch u64, offset u32 × 2.' },
  { name: 'APPLY_OK', value: 0, doc: 'scrabbleApplyMove / scrabbleUndoMove: done.' },
  { name: 'APPLY_NO_ROOM', value: -1, doc: 'scrabbleApplyMove: the undo stack needs undoNeed bytes; grow it and call again (nothing changed).' },
  { name: 'APPLY_BAD_MOVE', value: -2, doc: 'scrabbleApplyMove: off the board, a tile on a full square or a 0 on an empty one (nothing changed).' },
  { name: 'UNDO_EMPTY', value: -3, doc: 'scrabbleUndoMove: no move to undo.' },
  // Playouts (assembly/scrabble/playout.ts)
  { name: 'PLAYOUT_MAX_MOVES', value: 64, doc: 'Most moves one scrabblePlayout call plays (the first one included): PlayoutState.moves.' },
  { name: 'PLAYOUT_BAG_TILES', value: 512, doc: 'Most tiles a PlayoutState bag holds.' },
  { name: 'PLAYOUT_BY_EQUITY', value: 0, doc: 'PlayoutState.player: the static-equity player (src/game/players.ts equityPlayer).' },
  { name: 'PLAYOUT_BY_SCORE', value: 1, doc: 'PlayoutState.player: the score player (scorePlayer): the best play by score; with none, the whole rack exchanged if the bag allows, else a pass.' },
  { name: 'PLY_PLACE', value: 0, doc: 'PlayoutMove.kind: a play (tiles on the board).' },
  { name: 'PLY_EXCHANGE', value: 1, doc: 'PlayoutMove.kind: an exchange (tiles: those put back, ascending).' },
  { name: 'PLY_PASS', value: 2, doc: 'PlayoutMove.kind: a pass.' },
  { name: 'GOING_OUT_DOUBLE', value: 0, doc: 'PlayoutState.goingOut: going out earns twice the other rack\'s value.' },
  { name: 'GOING_OUT_TRANSFER', value: 1, doc: 'PlayoutState.goingOut: going out earns the other rack\'s value once, which its holder loses.' },
  { name: 'GAME_ON', value: 0, doc: 'PlayoutState.over: the game goes on.' },
  { name: 'GAME_OUT', value: 1, doc: 'PlayoutState.over: a player went out (the bag empty).' },
  { name: 'GAME_SCORELESS', value: 2, doc: 'PlayoutState.over: scorelessLimit scoreless turns in a row.' },
  { name: 'PLAYOUT_NO_ROOM', value: -1, doc: 'scrabblePlayout: a region of the context is too small (outBytes, moveCount or undoNeed say how much); nothing applied stays.' },
  { name: 'PLAYOUT_UNRANKED', value: -2, doc: 'scrabblePlayout: a score did not fit a rank key (the host plays this playout itself).' },
  { name: 'PLAYOUT_BIG_RACK', value: -3, doc: 'scrabblePlayout: a rack of more sub-racks than MAX_SUB_RACKS.' },
  { name: 'PLAYOUT_BAD_MOVE', value: -4, doc: 'scrabblePlayout: the first move does not fit the board (scrabbleApplyMove\'s APPLY_BAD_MOVE).' },
  // Grid
  { name: 'MAX_CELLS', value: 64, doc: 'Most cells of a grid board.' },
  { name: 'MAX_TOKENS', value: 256, doc: 'Distinct cell contents (token ids are u8) in a batch.' },
  { name: 'GRID_FLAG_RECORDS', value: 1, doc: 'Grid query flag: write a PathRecord per word (or per path).' },
  { name: 'GRID_FLAG_DEDUP', value: 2, doc: 'Grid query flag: count each word once per board (stamps); else every path.' },
  { name: 'GRID_FLAG_SCORE_CELLS', value: 4, doc: 'Grid query flag: the score table is indexed by cells in the path, not letters.' },
  { name: 'GRID_RECORD_BYTES', value: 16, doc: 'One arc record of the grid layout (GridArc).' },
  { name: 'GRID_STOP_NONE', value: 0, doc: 'GridParams.stopped: the search ended.' },
  { name: 'GRID_STOP_NODES', value: 1, doc: 'GridParams.stopped: the search visited nodeCap nodes and stopped before its end.' },
  { name: 'PROVE_OK', value: 0, doc: 'ProveContext.status: the class was proved.' },
  { name: 'PROVE_TREE_FULL', value: 1, doc: 'ProveContext.status: the tree did not fit treeCap nodes (nothing else is valid).' },
  { name: 'PROVE_OUT_FULL', value: 2, doc: 'ProveContext.status: more boards were kept than outCap (run again with more).' },
  { name: 'PROVE_BAD_TOKENS', value: 3, doc: 'ProveContext.status: two tokens of the class start with the same tile.' },
  { name: 'PROVE_FREE', value: 255, doc: 'ProveContext.forced: the cell is not forced.' },
  { name: 'GRID_STOP_OUTPUT', value: 2, doc: 'GridParams.stopped: a record did not fit the output region; the search stopped before counting its word.' },
];

export const structs: StructSpec[] = [
  {
    prefix: 'MEM', name: 'MemoryHeader',
    doc: 'At MEMORY_HEADER_AT of every lexicon memory: the process-wide allocator that every thread sharing the memory uses.',
    fields: [
      { name: 'magic', type: 'u32', doc: 'MEMORY_MAGIC once the memory is laid out.' },
      { name: 'version', type: 'u32', doc: 'CONTRACT_VERSION.' },
      { name: 'top', type: 'u32', doc: 'First free byte (atomic bump pointer; only grows).' },
      { name: 'growLock', type: 'i32', doc: '1 while a thread grows the memory (atomic).' },
      { name: 'fileBytes', type: 'u32', doc: 'Bytes of the .lex file at LEXICON_FILE_AT.' },
    ],
  },
  {
    prefix: 'LEX', name: 'LexiconDescriptor',
    doc: 'At LEXICON_DESCRIPTOR_AT: the read-only lexicon and its derived layouts, shared by every context and thread. ' +
      'A derived layout is built once per process by the first thread that needs it: it claims the state word ' +
      '(STATE_NONE → STATE_BUILDING, atomic), builds, writes the address, then stores STATE_READY and wakes waiters.',
    fields: [
      { name: 'entries', type: 'u32', doc: 'Address of lexicon entry 0 (inside the file).' },
      { name: 'entryCount', type: 'u32', doc: 'Entries (u32 each).' },
      { name: 'dawgRoot', type: 'u32', doc: 'First entry of the DAWG root group.' },
      { name: 'gaddagRoot', type: 'u32', doc: 'First entry of the GADDAG root group.' },
      { name: 'alphabetSize', type: 'u32', doc: 'Tiles of the alphabet, the blank (0) included.' },
      { name: 'wordCount', type: 'u32', doc: 'Words in the lexicon.' },
      { name: 'searches', type: 'u32', doc: 'Scrabble searches run so far in the process (atomic): the arc layout is built after a few.' },
      { name: 'arcNarrowState', type: 'i32', doc: 'State of the narrow arc-mask layout (assembly/scrabble/arcMasks.ts).' },
      { name: 'arcNarrow', type: 'u32', doc: 'Its address: 8 bytes per entry.' },
      { name: 'arcWideState', type: 'i32', doc: 'State of the wide arc-mask layout.' },
      { name: 'arcWide', type: 'u32', doc: 'Its address: 16 bytes per entry.' },
      { name: 'gridState', type: 'i32', doc: 'State of the grid layout (GridArc records, src/grid/layout.ts).' },
      { name: 'gridArcs', type: 'u32', doc: 'Address of record 0.' },
      { name: 'gridRecordCount', type: 'u32', doc: 'Records.' },
      { name: 'gridWordCount', type: 'u32', doc: 'Word numbers run 1..gridWordCount.' },
      { name: 'rankedSearches', type: 'u32', doc: 'Ranked Scrabble searches so far (atomic): the bingo index is built after a few.' },
      { name: 'leaveChecksums', type: 'u32', count: 16, doc: 'Leave tables placed in the memory (src/leaves/placed.ts), by slot: the table file\'s checksum (0 = a free slot, claimed atomically).' },
      { name: 'leaveStates', type: 'i32', count: 16, doc: 'Per slot: the state of its table (built once, as a derived layout).' },
      { name: 'leaveTables', type: 'u32', count: 16, doc: 'Per slot: the address of its PlacedLeaves.' },
      { name: 'bingoState', type: 'i32', count: 64, align: 64, doc: 'Per word length: state of its bingo index (src/scrabble/bingos.ts).' },
      { name: 'bingoWords', type: 'u32', count: 64, doc: 'Per word length: address of its BingoWords block (0 once ready: too many words to index).' },
      { name: 'bingoHashes', type: 'u32', count: 64, doc: 'Per tile, the number the bingo index adds for it to the hash of a word\'s letters (written with the first block).' },
      { name: 'queryState', type: 'i32', doc: 'State of the constraint query\'s pruning layout (src/query/constraint.ts).' },
      { name: 'queryPruning', type: 'u32', doc: 'Its address. At each DAWG group\'s first entry: u32 × entryCount, the tiles on every path from the group on (alphabets of up to 32 tiles; absent for wider ones), then u8 × entryCount, the most tiles on a path from it to a word\'s end.' },
    ],
  },
  {
    prefix: 'BW', name: 'BingoWords',
    doc: 'The words of one length, grouped by the hash of their letters (the sum of bingoHashes over them, mod 2^30), with an ' +
      'open-addressing table from hash to group (src/scrabble/bingos.ts; assembly/scrabble/bingo.ts reads it). Followed by ' +
      'slotHash i32 × slots (−1 = empty), slotGroup u32 × slots (its first word << BINGO_COUNT_BITS | its words), tiles u8 × count × length, then (4-aligned) the filter.',
    fields: [
      { name: 'count', type: 'u32', doc: 'Words.' },
      { name: 'slots', type: 'u32', doc: 'Table slots (a power of two).' },
      { name: 'length', type: 'u32', doc: 'Tiles per word.' },
      { name: 'filter', type: 'u32', doc: 'Where the filter starts, from the block: a bit per (hash × 0x9e3779b1) >>> filterShift, set for each group\'s hash, so that most lookups of letters no word has end on one bit.' },
      { name: 'filterShift', type: 'u32', doc: 'The filter has 2^(32 − filterShift) bits (u32 words, at least 8 bits per group).' },
    ],
  },
  {
    prefix: 'LT', name: 'PlacedLeaves',
    doc: 'A leave table in the lexicon memory (docs/formats.md, "Leave table"), placed once per process (src/leaves/placed.ts): ' +
      'the counts that number its leaves, Q, and the values. A leave (counts c by tile) is at index Σ Q[k][r][c_k] over the tiles k ' +
      'it holds, ascending, r starting at maxLength and losing c_k after each.',
    fields: [
      { name: 'kinds', type: 'u32', doc: 'Tile kinds K: the blank (0) and tiles 1..K−1.' },
      { name: 'maxLength', type: 'u32', doc: 'Longest leave, in tiles.' },
      { name: 'size', type: 'u32', doc: 'Leaves (values).' },
      { name: 'values', type: 'u32', doc: 'Address of i16 × size: values in hundredths of a point, in index order.' },
      { name: 'q', type: 'u32', doc: 'Address of u32 [K][maxLength + 1][maxLength + 1]: Q[k][r][c].' },
      { name: 'counts', type: 'u8', count: 64, doc: 'Per tile, the most of it a leave may hold.' },
    ],
  },
  {
    prefix: 'QC', name: 'QueryContext',
    doc: 'Scratch of the word queries (hasWord, anagram, matchPattern): one per engine and thread.',
    fields: [
      { name: 'lexicon', type: 'u32', doc: 'Address of the LexiconDescriptor.' },
      { name: 'word', type: 'u8', count: 64, align: 16, doc: 'The word being built.' },
    ],
  },
  {
    prefix: 'CQ', name: 'ConstraintContext',
    doc: 'One letter-constraint query (assembly/query/constraint.ts), written whole by the host (src/query/constraint.ts) before ' +
      'each constraintQuery: the header, the unit alphabet, the bounds, the automata of the patterns, and the working state the ' +
      'walk changes and restores. Units, not tiles, are counted: the host maps each tile to 1..4 units.',
    fields: [
      { name: 'units', type: 'i32', doc: 'Units in the unit alphabet (≤ 64).' },
      { name: 'minLength', type: 'i32', doc: 'Shortest word, in units.' },
      { name: 'maxLength', type: 'i32', doc: 'Longest word, in units (≤ CONSTRAINT_MAX_UNITS).' },
      { name: 'blanks', type: 'i32', doc: 'Blanks in the budget; −1: no budget at all.' },
      { name: 'automata', type: 'i32', doc: 'Patterns in use (≤ CONSTRAINT_MAX_AUTOMATA).' },
      { name: 'outPtr', type: 'u32', doc: 'Output cursor (the core\'s): base of the output area.' },
      { name: 'outCap', type: 'u32', doc: 'Its size in bytes.' },
      { name: 'outLen', type: 'u32', doc: 'Bytes written.' },
      { name: 'written', type: 'u32', doc: 'Records written.' },
      { name: 'needed', type: 'u32', doc: 'Bytes every record needs (counted on past a full area, so the host grows it once).' },
      { name: 'deficit', type: 'i32', doc: 'The core\'s: Σ of the fewest counts, computed at the start.' },
      { name: 'below', type: 'u32', doc: 'Address of the tiles-below layout (u32 per lexicon entry); 0: none.' },
      { name: 'depth', type: 'u32', doc: 'Address of the depth-below layout (u8 per lexicon entry); 0: none.' },
      { name: 'tileUnitsMax', type: 'i32', doc: 'Most units one tile holds.' },
      { name: 'reserved', type: 'i32', count: 2, doc: '0.' },
      { name: 'tileUnitCount', type: 'u8', count: 64, doc: 'Units of each tile (0: the tile never occurs).' },
      { name: 'tileUnits', type: 'u8', count: 64 * CONSTRAINT_TILE_UNITS, doc: 'The units of each tile, in reading order ([tile][CONSTRAINT_TILE_UNITS]).' },
      { name: 'budget', type: 'u8', count: 64, doc: 'Of each unit, how many are still available (the letters a word is made from).' },
      { name: 'minCount', type: 'u8', count: 64, doc: 'Of each unit, the fewest a word must hold.' },
      { name: 'maxCount', type: 'u8', count: 64, doc: 'Of each unit, the most a word may hold (255: no bound).' },
      { name: 'used', type: 'u8', count: 64, doc: 'Working: of each unit, how many the word so far holds.' },
      { name: 'unitTiles', type: 'u32', count: 64, doc: 'Of each unit, the tiles that hold it (bit t for tile t), for the pruning by tiles below.' },
      { name: 'automaton', type: 'u8', count: CONSTRAINT_MAX_AUTOMATA * CONSTRAINT_AUTOMATON_BYTES, align: 8, doc: 'ConstraintAutomaton × CONSTRAINT_MAX_AUTOMATA.' },
      { name: 'states', type: 'u64', count: CONSTRAINT_MAX_AUTOMATA * (CONSTRAINT_MAX_UNITS + 1), doc: 'Working: each automaton\'s state after each unit of the word ([automaton][CONSTRAINT_MAX_UNITS + 1]).' },
      { name: 'paid', type: 'u8', count: CONSTRAINT_MAX_UNITS, doc: 'Working: how each unit of the word was paid for (PAID_* in the core).' },
      { name: 'word', type: 'u8', count: 64, doc: 'Working: the tiles of the word.' },
    ],
  },
  {
    prefix: 'CA', name: 'ConstraintAutomaton',
    doc: 'A pattern of a constraint query as a Shift-And automaton over units: state bit i = "positions 0..i−1 matched", bit n = accepted.',
    fields: [
      { name: 'step', type: 'u64', count: 64, doc: 'Per unit: bit i+1 set when position i is a single position allowing the unit.' },
      { name: 'stay', type: 'u64', count: 64, doc: 'Per unit: bit i set when position i is a `*` run allowing the unit.' },
      { name: 'start', type: 'u64', doc: 'The start state (bit 0 and the stars it may skip).' },
      { name: 'accept', type: 'u64', doc: 'Bit n.' },
      { name: 'stars', type: 'u64', doc: 'Bit i set when position i is a `*` run (passed without a unit).' },
      { name: 'minRest', type: 'u8', count: 64, doc: 'Per state i: units still needed (the non-star positions from i on).' },
      { name: 'required', type: 'u64', count: 64, doc: 'Per state i: the units certainly still needed (positions from i on that allow one unit only).' },
    ],
  },
  {
    prefix: 'SC', name: 'ScrabbleContext',
    doc: 'Everything one Scrabble search needs besides the lexicon: a position (both layouts), a rack, scratch, and the ' +
      'output and undo regions it points to. Any number per memory; each is used by one thread at a time. Laid out by ' +
      'scrabbleInitContext for boards of up to `squares` squares: this fixed part, then the per-square arrays whose ' +
      'addresses the header holds ([layout][square], square = row × colsOf(layout) + col; layout 0 = the board, 1 = its transpose).',
    fields: [
      { name: 'lexicon', type: 'u32', doc: 'Address of the LexiconDescriptor.' },
      { name: 'squares', type: 'u32', doc: 'Squares per layout the context holds (capacity).' },
      { name: 'rows', type: 'u32', doc: 'Rows of the board (layout 0); set before scrabbleSetBoard.' },
      { name: 'cols', type: 'u32', doc: 'Columns of the board.' },
      { name: 'startRow', type: 'u32', doc: 'The square a first play must cover.' },
      { name: 'startCol', type: 'u32', doc: '' },
      { name: 'rackSize', type: 'u32', doc: 'Tiles on a full rack (a play of this many earns the bingo bonus).' },
      { name: 'bingoBonus', type: 'u32', doc: 'Bingo bonus points.' },
      { name: 'scoring', type: 'u32', doc: 'SCORING_STANDARD or SCORING_SPIL.' },
      { name: 'tileCount', type: 'u32', doc: 'Tiles on the board (0: first-play rules). Kept by the core.' },
      { name: 'arcLayout', type: 'u32', doc: 'ARCS_SCAN, ARCS_NARROW or ARCS_WIDE: where the search reads arc masks (set by the host per search).' },
      { name: 'arcBase', type: 'u32', doc: 'Address of that layout (0 for ARCS_SCAN).' },
      { name: 'outAt', type: 'u32', doc: 'Move records region (host-reserved; MoveRecord).' },
      { name: 'outCap', type: 'u32', doc: 'Its bytes.' },
      { name: 'keysAt', type: 'u32', doc: 'Rank-key region: RANK_KEY_BYTES × keyCap, 8-aligned (assembly/scrabble/output.ts).' },
      { name: 'keyCap', type: 'u32', doc: 'Records it has room for.' },
      { name: 'outBytes', type: 'u32', doc: 'Result of scrabbleGenerate: bytes its records needed (may exceed outCap).' },
      { name: 'moveCount', type: 'u32', doc: 'Result: records made, whether or not they fitted.' },
      { name: 'keysFit', type: 'u32', doc: 'Result: 1 if every score fits a rank key.' },
      { name: 'floor', type: 'i32', doc: 'Plays valued below this (score, or equity with FLAG_EQUITY) are not listed; FLOOR_NONE for none. Set by the host per search.' },
      { name: 'subRacks', type: 'u32', doc: 'Result of scrabbleSetLeaves: sub-racks of the rack (rackLeaves entries).' },
      { name: 'keyTiles', type: 'u32', doc: 'Result of scrabbleGenerate: word tiles each rank key holds (5 by score, 2 by equity); scrabbleRank compares the rest.' },
      { name: 'nodes', type: 'u32', doc: 'Result of scrabbleGenerate: squares the GADDAG walk read (goLeft and goRight calls; a deterministic measure of a search\'s work).' },
      { name: 'keyBitsVarying', type: 'u64', doc: 'Result: the key bits in which the keys differ (radix digits to sort).' },
      { name: 'firstKey', type: 'u64', doc: 'The first record\'s key.' },
      { name: 'bingoIndex', type: 'u32', doc: 'BINGO_SPANS | WORD_SPANS: what ranked searches read from the lexicon\'s word map, built for every length from 2 to the longer side of the board (the host sets it per search).' },
      { name: 'undoAt', type: 'u32', doc: 'Undo stack region (host-reserved): UndoFrame, its tiles, then UndoSquare × entries, per move.' },
      { name: 'undoCap', type: 'u32', doc: 'Its bytes.' },
      { name: 'undoTop', type: 'u32', doc: 'Bytes in use (the last frame starts at undoLast).' },
      { name: 'undoLast', type: 'u32', doc: 'Offset of the last frame in the stack.' },
      { name: 'undoDepth', type: 'u32', doc: 'Moves applied since scrabbleSetBoard.' },
      { name: 'undoNeed', type: 'u32', doc: 'After APPLY_NO_ROOM: bytes the stack needs.' },
      { name: 'tiles', type: 'u32', doc: 'Address of u8 [2][squares]: board tiles (0 empty, tile, tile | BLANK_BIT).' },
      { name: 'letterMult', type: 'u32', doc: 'Address of u8 [2][squares]: letter multiplier 1..4.' },
      { name: 'wordMult', type: 'u32', doc: 'Address of u8 [2][squares]: word multiplier 1..4.' },
      { name: 'crossSets', type: 'u32', doc: 'Address of u64 [2][squares]: tiles that may go on an empty square (bit t), given the perpendicular word and the runs of the row beside it.' },
      { name: 'crossScores', type: 'u32', doc: 'Address of u16 [2][squares]: face value of the perpendicular tiles a tile here joins.' },
      { name: 'hasCross', type: 'u32', doc: 'Address of u8 [2][squares]: 1 if a tile here forms a perpendicular word.' },
      { name: 'anchors', type: 'u32', doc: 'Address of u8 [2][squares]: 1 if the square is an anchor.' },
      { name: 'anchorKeys', type: 'u32', doc: 'Address of u64 [2 × squares]: anchors of a ranked search, a max-heap by bound.' },
      { name: 'rack', type: 'u8', count: 64, align: 64, doc: 'The rack: counts by tile, [0] = blanks (host writes it before scrabbleGenerate; restored after).' },
      { name: 'placed', type: 'u8', count: 64, doc: 'Per column of the line being read, the tile placed there (0 = none).' },
      { name: 'rightLimits', type: 'u8', count: 64, doc: 'Per leftmost column of a play, the rightmost column it may reach.' },
      { name: 'scoreFrom', type: 'i32', count: 64, doc: 'Ranked search by equity, per leftmost column: the score bound (× EQUITY_SCALE) of the spans from it the walk may read.' },
      { name: 'scoreUpTo', type: 'i32', count: 64, doc: '… per column: the largest scoreFrom of it and the columns left of it.' },
      { name: 'tileValues', type: 'u8', count: 64, doc: 'Face value of each tile; [0] = a blank (host writes it before scrabbleSetBoard).' },
      { name: 'rackValues', type: 'i32', count: 64, doc: "The rack's tile values, largest first (bounds)." },
      { name: 'emptyLetter', type: 'i32', count: 128, doc: "Bounds: a span's empty squares, [side][k], letter multipliers." },
      { name: 'emptyWord', type: 'i32', count: 128, doc: '… word multipliers.' },
      { name: 'emptyCross', type: 'i32', count: 128, doc: "… cross-word board tiles' value (−1: no cross-word)." },
      { name: 'endEmpties', type: 'i32', count: 128, doc: 'Bounds: valid span ends [side][k]: empty squares used.' },
      { name: 'endThrough', type: 'i32', count: 128, doc: '… value of the tiles read through.' },
      { name: 'endColumn', type: 'i32', count: 128, doc: '… column.' },
      { name: 'endHash', type: 'i32', count: 128, doc: '… the word map\'s letter hash of the tiles read through (bingo.ts).' },
      { name: 'coefficients', type: 'i32', count: 64, doc: "Bounds: one span's coefficients, largest first." },
      { name: 'bingoCoefficients', type: 'i32', count: 64, doc: "Bingo bounds: per square of a span, a tile value's coefficient." },
      { name: 'bingoUsed', type: 'u8', count: 64, doc: 'Bingo bounds: per tile, the letters of the word being checked that the rack supplies (0 between words).' },
      { name: 'heap', type: 'i32', count: 4096, align: 64, doc: 'Top-N search: min-heap of the best scores so far (MAX_TOP).' },
      { name: 'histogram', type: 'u32', count: 2048, align: 64, doc: 'Ranking: counts per radix digit value.' },
      { name: 'rackLeaves', type: 'i32', count: 256, align: 64, doc: 'Equity: the value of each sub-rack in hundredths (MAX_SUB_RACKS), by mixed-radix index over the rack\'s distinct tiles (assembly/scrabble/leaves.ts).' },
      { name: 'leaveStrides', type: 'u16', count: 64, doc: 'Equity: per tile, what placing it subtracts from the sub-rack index (0 for tiles not on the rack).' },
      { name: 'bestLeave', type: 'i32', count: 65, doc: 'Equity: per number of tiles kept (0..rack tiles), the best value of a sub-rack of that many.' },
      { name: 'bestWithin', type: 'i32', count: 256, align: 64, doc: 'Equity: per sub-rack (rackLeaves numbering), the best value of a sub-rack of it (itself included): a bound on the leave of any play the walk can still make once only that sub-rack is left.' },
      { name: 'scoreStrides', type: 'u16', count: 64, doc: 'Word map search by score: leaveStrides of the rack, numbered for the search alone (the sub-racks are those of leaves.ts, unvalued).' },
      { name: 'subHash', type: 'i32', count: 256, align: 64, doc: 'Word map search: per sub-rack (rackLeaves numbering), the letter hash of the tiles it keeps (assembly/scrabble/wordmap.ts).' },
      { name: 'subLaidValue', type: 'u16', count: 256, doc: 'Word map search: per sub-rack, the face values of the tiles a play keeping it lays: their sum, | their largest << 10.' },
      { name: 'subSize', type: 'u8', count: 256, doc: 'Word map search: per sub-rack, the tiles it keeps.' },
      { name: 'subOrder', type: 'u8', count: 256, doc: 'Word map search: the sub-racks by tiles kept, and by value, best first, within each count.' },
      { name: 'subSizeStart', type: 'u16', count: 16, doc: 'Word map search: per number of tiles kept, where its sub-racks start in subOrder (entry k + 1: where they end).' },
      { name: 'refresh', type: 'u16', count: 1024, doc: 'scrabbleApplyMove: board squares whose cross sets and anchors it recomputes.' },
      { name: 'lineMemo', type: 'u64', count: 1024, doc: 'Cross sets: the last row conditions and cross sets computed, by the tiles of their runs (crossSets.ts; 512 slots: key, set).' },
    ],
  },
  {
    prefix: 'UF', name: 'UndoFrame',
    doc: 'One applied move on the undo stack; followed by its tiles (u8 × len, padded to 8) and UndoSquare × entries.',
    fields: [
      { name: 'previous', type: 'u32', doc: 'Offset of the frame before (undoLast before this move).' },
      { name: 'entries', type: 'u32', doc: 'Squares saved.' },
      { name: 'tileCount', type: 'u32', doc: 'ScrabbleContext.tileCount before the move.' },
      { name: 'row', type: 'u8', doc: 'First square of the move.' },
      { name: 'col', type: 'u8', doc: '' },
      { name: 'down', type: 'u8', doc: '1 = down.' },
      { name: 'len', type: 'u8', doc: 'Squares of the word.' },
    ],
  },
  {
    prefix: 'US', name: 'UndoSquare',
    doc: 'A square as it was before a move, in both layouts (index 0 = layout 0).',
    fields: [
      { name: 'crossSet0', type: 'u64', doc: '' },
      { name: 'crossSet1', type: 'u64', doc: '' },
      { name: 'square', type: 'u16', doc: 'Board square, row × cols + col.' },
      { name: 'crossScore0', type: 'u16', doc: '' },
      { name: 'crossScore1', type: 'u16', doc: '' },
      { name: 'hasCross0', type: 'u8', doc: '' },
      { name: 'hasCross1', type: 'u8', doc: '' },
      { name: 'anchor0', type: 'u8', doc: '' },
      { name: 'anchor1', type: 'u8', doc: '' },
    ],
  },
  {
    prefix: 'PS', name: 'PlayoutState',
    doc: 'A two-player game in the core for scrabblePlayout (assembly/scrabble/playout.ts): racks, the bag and its seeded ' +
      'generator, scores, turn and scoreless-turn count, and the moves played, beside a ScrabbleContext that holds the board. ' +
      'The host writes it before each call (moves[0]: the first move to play); the core plays on it.',
    fields: [
      { name: 'leaves', type: 'u32', doc: 'Address of the PlacedLeaves that value kept tiles while the bag holds tiles; 0: every leave is worth 0.' },
      { name: 'player', type: 'u32', doc: 'Who plays both seats: PLAYOUT_BY_EQUITY or PLAYOUT_BY_SCORE (leaves unused).' },
      { name: 'exchangeMinBag', type: 'u32', doc: 'Tiles the bag must hold for an exchange.' },
      { name: 'goingOut', type: 'u32', doc: 'GOING_OUT_DOUBLE or GOING_OUT_TRANSFER.' },
      { name: 'scorelessLimit', type: 'u32', doc: 'Scoreless turns in a row that end the game.' },
      { name: 'bingoIndex', type: 'u32', doc: 'BINGO_SPANS | WORD_SPANS: what the searches read from the lexicon\'s word map (built for the board\'s lengths); BINGO_SPANS for full racks only.' },
      { name: 'firstGiven', type: 'u32', doc: '1: moves[0] is the host\'s, the first move played; 0: the player chooses every move (a game continued).' },
      { name: 'deal', type: 'u32', doc: '1: first draw a full rack for seat 0, then for seat 1 (a new Game\'s deal); the core sets it back to 0.' },
      { name: 'random', type: 'u32', doc: 'The bag\'s generator: mulberry32 state (src/random.ts), as the host\'s Bag would hold it.' },
      { name: 'bagSize', type: 'u32', doc: 'Tiles in the bag.' },
      { name: 'onTurn', type: 'u32', doc: 'Seat on turn, 0 or 1.' },
      { name: 'zeroTurns', type: 'u32', doc: 'Scoreless turns in a row.' },
      { name: 'over', type: 'u32', doc: 'GAME_ON, GAME_OUT or GAME_SCORELESS.' },
      { name: 'moveCount', type: 'u32', doc: 'Result: moves played (the first included).' },
      { name: 'value', type: 'i32', doc: 'Result, hundredths: the spread gained by seat 0 since the call, plus the leave value of seat 0\'s last kept tiles less seat 1\'s while the bag holds tiles (src/sim/playout.ts).' },
      { name: 'scores', type: 'i32', count: 2, doc: 'Per seat.' },
      { name: 'lastLeave', type: 'i32', count: 2, doc: 'Per seat, the leave value (hundredths) of its last move this call; 0 before one.' },
      { name: 'racks', type: 'u8', count: 128, doc: 'Per seat, counts by tile ([seat][64], [0] = blanks).' },
      { name: 'bag', type: 'u8', count: 512, doc: 'The bag, in the order the host\'s Bag holds it (src/game/bag.ts): a draw takes the tile at ⌊u × bagSize / 2^32⌋ and moves the last one there; an exchange puts its tiles back at the end.' },
      { name: 'moves', type: 'u8', count: 64 * 80, align: 8, doc: 'PlayoutMove × PLAYOUT_MAX_MOVES: [0] written by the host (the first move), the rest by the core.' },
    ],
  },
  {
    prefix: 'PM', name: 'PlayoutMove',
    doc: 'One move of a playout (PlayoutState.moves).',
    fields: [
      { name: 'score', type: 'i32', doc: 'Points.' },
      { name: 'leave', type: 'i32', doc: 'Hundredths: what the kept tiles were worth when it was chosen (the leave table, or the endgame rule once the bag is empty); for the first move, the host\'s value; 0 by score.' },
      { name: 'kind', type: 'u8', doc: 'PLY_PLACE, PLY_EXCHANGE or PLY_PASS.' },
      { name: 'row', type: 'u8', doc: 'A play: square of the first tile of the word.' },
      { name: 'col', type: 'u8', doc: '' },
      { name: 'dir', type: 'u8', doc: '0 across, 1 down.' },
      { name: 'len', type: 'u8', doc: 'A play: squares of the word; an exchange: tiles put back.' },
      { name: 'tiles', type: 'u8', count: 64, doc: 'A play: as MoveRecord tiles; an exchange: the tiles put back, ascending.' },
    ],
  },
  {
    prefix: 'MR', name: 'MoveRecord', packed: true,
    doc: 'One play written by scrabbleGenerate, variable length, byte-aligned; followed by tiles u8 × len: one per square of ' +
      'the word, 0 = already on the board, else the placed tile (| BLANK_BIT for a blank).',
    fields: [
      { name: 'score', type: 'i32', doc: 'Points.' },
      { name: 'row', type: 'u8', doc: 'Square of the first tile of the word.' },
      { name: 'col', type: 'u8', doc: '' },
      { name: 'dir', type: 'u8', doc: '0 across, 1 down.' },
      { name: 'len', type: 'u8', doc: 'Squares of the word.' },
      { name: 'leave', type: 'u8', doc: 'With FLAG_EQUITY, the sub-rack the play keeps (index into rackLeaves); else 0.' },
    ],
  },
  {
    prefix: 'GC', name: 'GridContext',
    doc: 'Everything one grid search needs besides the word graph: one board, its query, results and scratch. The stamps ' +
      '(u8 per word number, "counted on this board") are a region of their own. Any number per memory.',
    fields: [
      { name: 'lexicon', type: 'u32', doc: 'Address of the LexiconDescriptor.' },
      { name: 'arcs', type: 'u32', doc: 'Address of GridArc record 0 (the lexicon\'s grid layout, or another: the bench\'s trie).' },
      { name: 'wordCount', type: 'u32', doc: 'Word numbers run 1..wordCount.' },
      { name: 'stamps', type: 'u32', doc: 'Address of u8 × (wordCount + 1): the serial of the last board that counted each word.' },
      { name: 'stamp', type: 'u32', doc: 'Serial of the current board (1..255).' },
      { name: 'cellTiles', type: 'u8', count: 512, align: 64, doc: 'Board: tiles of each cell\'s token, 8 per cell (QU, L·L or a syllable: several).' },
      { name: 'cellLength', type: 'u8', count: 64, doc: 'Board: tiles in each cell\'s token; 0 = a hole.' },
      { name: 'cellLetters', type: 'u8', count: 64, doc: 'Board: letters of each token (QU = 2).' },
      { name: 'cellSplits', type: 'u8', count: 64, doc: 'Board: 1 if the token ends with the first half of a split digraph.' },
      { name: 'nbMask', type: 'u64', count: 64, doc: 'Board: cells that may follow each cell (bit n = cell n).' },
      { name: 'params', type: 'u32', count: 32, doc: 'Query and results, by GP_* index.' },
      { name: 'scores', type: 'u32', count: 64, doc: 'Points by length (letters or cells), [63] = longer.' },
      { name: 'tokens', type: 'u8', count: 2048, doc: 'Batch scoring: 8 bytes per token id, [tiles u8 × 6][length u8][letters u8].' },
      { name: 'path', type: 'u8', count: 64, doc: 'Cells of the current path.' },
      { name: 'entryBits', type: 'u64', count: 64, doc: 'Tiles that let a path enter each cell.' },
      { name: 'reachBits', type: 'u64', count: 65, doc: "Union of the entry bits of each cell's free neighbours; [64] = of all free cells." },
      { name: 'tileCells', type: 'u64', count: 64, doc: 'For each tile, the free cells it enters.' },
      { name: 'freeNeighbours', type: 'u64', count: 65, doc: "Each cell's free neighbours; [64] = all free cells." },
      { name: 'frames', type: 'u64', count: 65 * 4, doc: 'The search\'s frames by depth (GridFrame × 65), depth 0 = the root.' },
      { name: 'stopUsed', type: 'u64', doc: 'A search stopped resumably: the cells it may not enter there (its path, holes, covered cells).' },
      { name: 'stopDepth', type: 'u32', doc: 'A search stopped resumably: the depth of its current frame, saved in frames[stopDepth] as a push saves one.' },
    ],
  },
  {
    prefix: 'GF', name: 'GridFrame',
    doc: 'A frame of the grid search (assembly/grid/search.ts): a cell on the path and the node its tiles led to.',
    fields: [
      { name: 'cell', type: 'i32', doc: 'The cell entered at this depth (the root\'s: MAX_CELLS).' },
      { name: 'depthLetters', type: 'i32', doc: 'depth | letters << 8.' },
      { name: 'mask', type: 'u64', doc: 'The node\'s child mask.' },
      { name: 'node', type: 'u64', doc: 'The node: word sum << 32 | child base.' },
      { name: 'next', type: 'u64', doc: 'The free neighbours still to try.' },
    ],
  },
  {
    prefix: 'GP', name: 'GridParams',
    doc: 'Byte offsets within GridContext.params: inputs, then results written by gridSolve and gridScoreBoards.',
    fields: [
      { name: 'cells', type: 'u32', doc: 'Cells of the board.' },
      { name: 'flags', type: 'u32', doc: 'GRID_FLAG_*.' },
      { name: 'minLetters', type: 'u32', doc: 'Shortest word in letters.' },
      { name: 'minCells', type: 'u32', doc: 'Shortest path in cells.' },
      { name: 'coveredLo', type: 'u32', doc: 'Covered cells, bits 0..31.' },
      { name: 'coveredHi', type: 'u32', doc: 'Covered cells, bits 32..63.' },
      { name: 'outAt', type: 'u32', doc: 'PathRecord region (host-reserved).' },
      { name: 'outCap', type: 'u32', doc: 'Its bytes.' },
      { name: 'splitTile', type: 'u32', doc: 'The split digraph tile (Catalan L·L), 0 = none.' },
      { name: 'halfTile', type: 'u32', doc: 'Its halves\' tile (L).' },
      { name: 'score', type: 'u32', doc: 'Result: points.' },
      { name: 'count', type: 'u32', doc: 'Result: words (or paths) counted.' },
      { name: 'longest', type: 'u32', doc: 'Result: letters of the longest word.' },
      { name: 'outBytes', type: 'u32', doc: 'Result: bytes of records written.' },
      { name: 'stopped', type: 'u32', doc: 'Result: GRID_STOP_NONE, GRID_STOP_NODES or GRID_STOP_OUTPUT.' },
      { name: 'nodeCap', type: 'u32', doc: 'Input: most nodes (a cell entered along a path) the call may visit; it stops there (GRID_STOP_NODES).' },
      { name: 'resume', type: 'u32', doc: 'Input: 1 = continue the search the last gridSolve stopped resumably; 0 = start it.' },
      { name: 'nodes', type: 'u32', doc: 'Result: nodes the call visited.' },
      { name: 'resumable', type: 'u32', doc: 'Result: 1 if the stopped search can be continued (resume = 1); 0 if it must run again from the start with a larger cap or output (the split-digraph search).' },
    ],
  },
  {
    prefix: 'PV', name: 'ProveContext',
    doc: 'One board class of a grid proof (assembly/grid/prove.ts) beside the GridContext whose board region, token table, ' +
      'query and word graph it uses: the class (a token mask per cell), the order cells are split in, the threshold, the ' +
      'sum/choice tree region and the output; results are written back. Host-reserved, any number per memory.',
    fields: [
      { name: 'grid', type: 'u32', doc: 'Address of the GridContext (board shape, tokens, query loaded by the host).' },
      { name: 'cells', type: 'u32', doc: 'Cells of the board.' },
      { name: 'threshold', type: 'u32', doc: 'Boards scoring at least this are kept; a class whose bound is below it is discarded.' },
      { name: 'leafSize', type: 'u32', doc: 'A class of at most this many boards is scored board by board (at least 1).' },
      { name: 'mergeLevels', type: 'u32', doc: 'The first mergeLevels cells of order are forced by merging (a smaller tree per part); later ones by walking the tree, unless the part\'s bound is at least mergeAbove.' },
      { name: 'mergeAbove', type: 'u32', doc: 'A part whose bound is at least this has its next cell forced by merging whatever its level (it will be split much further).' },
      { name: 'treeAt', type: 'u32', doc: 'The tree region: treeCap u32 words of nodes and their slots.' },
      { name: 'treeCap', type: 'u32', doc: 'Its u32 words.' },
      { name: 'outAt', type: 'u32', doc: 'Output: per board kept, token id u8 × cells then its score u32 (cells + 4 bytes, unaligned).' },
      { name: 'outCap', type: 'u32', doc: 'Its boards.' },
      { name: 'treeNodes', type: 'u32', doc: 'Result: nodes of the tree built.' },
      { name: 'treeWords', type: 'u32', doc: 'Result: words of the region the tree built takes (merged parts are taken above them).' },
      { name: 'bound', type: 'u32', doc: 'Result: the bound of the whole class.' },
      { name: 'split', type: 'u32', doc: 'Result: classes split (the whole class included).' },
      { name: 'discarded', type: 'u32', doc: 'Result: classes whose bound fell below the threshold.' },
      { name: 'scored', type: 'u32', doc: 'Result: boards scored by the exact search.' },
      { name: 'found', type: 'u32', doc: 'Result: boards kept (written to the output).' },
      { name: 'status', type: 'u32', doc: 'Result: PROVE_OK, PROVE_TREE_FULL, PROVE_OUT_FULL or PROVE_BAD_TOKENS.' },
      { name: 'masks', type: 'u32', count: 64, doc: 'The class: bit t = token t (GridContext.tokens) may stand in the cell.' },
      { name: 'order', type: 'u8', count: 64, doc: 'Cells in the order the tree nests them and the proof splits them.' },
      { name: 'rank', type: 'u8', count: 64, doc: 'Scratch: the position of each cell in order.' },
      { name: 'forced', type: 'u8', count: 64, doc: 'The token each cell is forced to (PROVE_FREE: none); gridBoundMerged reads it.' },
      { name: 'pathCells', type: 'u8', count: 64, doc: 'Scratch: the cells of the current path.' },
      { name: 'pathTokens', type: 'u8', count: 64, doc: 'Scratch: their tokens.' },
      { name: 'sorted', type: 'u8', count: 128, doc: 'Scratch: the current path\'s (cell, token) pairs sorted by rank, u16 rank << 8 | token each.' },
      { name: 'board', type: 'u8', count: 64, doc: 'Scratch: a board of the class being scored (token ids).' },
      { name: 'prefixNodes', type: 'u32', count: 65, doc: 'Scratch: the tree node reached by the first j sorted pairs, for j up to the pairs unchanged since.' },
      { name: 'tileToken', type: 'u8', count: 64, doc: 'Scratch: the token of the class starting with each tile (the tokens of a class start with distinct tiles).' },
      { name: 'cellTiles', type: 'u64', count: 64, doc: 'Scratch: the first tiles of each cell\'s tokens.' },
      { name: 'result', type: 'u32', count: 2, doc: 'Scratch: its [score, words].' },
    ],
  },
  {
    prefix: 'PN', name: 'ProveNode',
    doc: 'A node of the sum/choice tree (assembly/grid/prove.ts), in the tree region of u32 words; a node\'s address is its word ' +
      'offset there. A sum node (the root, and each token of a choice) adds its points to its choices\' bounds; a choice node ' +
      '(one cell) takes the best of its tokens. Each keeps the children it has in an array, in the order of their mask bits.',
    fields: [
      { name: 'bound', type: 'u32', doc: 'The bound of the subtree with no cell forced.' },
      { name: 'points', type: 'u32', doc: 'A sum node: the points of the words whose (cell, token) list ends here; a choice node: its cell.' },
      { name: 'slots', type: 'u32', doc: 'Word offset of the children\'s array, one word each (a node), in mask bit order.' },
      { name: 'mask', type: 'u32', doc: 'The children: a sum node\'s bit r = a choice node of the cell of rank r; a choice node\'s bit t = a sum node for token t.' },
    ],
  },
  {
    prefix: 'GA', name: 'GridArc',
    doc: 'An arc of the grid layout (src/grid/layout.ts). childMask bit t (1..63): the node it leads to has an arc for tile t; ' +
      'bit 0: this arc accepts. childBase: record of the first child, minus 1 when bit 0 is set, so that the child for t is at ' +
      'childBase + popcnt(childMask & ((1 << t) − 1)). offset: added to the running word number; at an accepting arc the sum is ' +
      'the word\'s number. Record 0 is the root.',
    fields: [
      { name: 'childMask', type: 'u64', doc: '' },
      { name: 'childBase', type: 'u32', doc: '' },
      { name: 'offset', type: 'u32', doc: '' },
    ],
  },
  {
    prefix: 'PR', name: 'PathRecord', packed: true,
    doc: 'A word found on a grid (GRID_FLAG_RECORDS), unaligned; followed by cells u8 × cells (the path).',
    fields: [
      { name: 'word', type: 'u32', doc: 'Word number (GridArc offsets summed).' },
      { name: 'cells', type: 'u8', doc: 'Cells of the path.' },
      { name: 'letters', type: 'u8', doc: 'Letters of the word.' },
    ],
  },
  {
    prefix: 'WR', name: 'WordRecord', packed: true,
    doc: 'A word written by a query (anagram, matchPattern), followed by tiles u8 × length (| BLANK_BIT for a blank).',
    fields: [{ name: 'length', type: 'u8', doc: 'Tiles.' }],
  },
];

const ctx: [string, ScalarType] = ['ctx', 'usize'];

export const exports: ExportSpec[] = [
  { name: 'heapBase', params: [], result: 'usize', doc: "First byte after the module's static data (must not exceed STATIC_LIMIT)." },
  // Queries
  { name: 'hasWord', params: [ctx, ['tiles', 'usize'], ['len', 'i32']], result: 'i32', doc: '1 if tiles[0..len) are a word (DAWG).' },
  { name: 'hasGaddagString', params: [ctx, ['tiles', 'usize'], ['len', 'i32']], result: 'i32', doc: '1 if tiles[0..len) are a GADDAG string (tile 0 = separator).' },
  { name: 'anagram', params: [ctx, ['rack', 'usize'], ['minLen', 'i32'], ['exactLen', 'i32'], ['out', 'usize'], ['cap', 'i32']], result: 'i32', doc: 'Words formable from the rack (u8 [64] counts) into WordRecords; their count, or −1 when out[0..cap) is too small.' },
  { name: 'matchPattern', params: [ctx, ['sets', 'usize'], ['len', 'i32'], ['out', 'usize'], ['cap', 'i32']], result: 'i32', doc: 'Words of len tiles, tile i in sets[i] (u64 each), into WordRecords; their count, or −1.' },
  { name: 'constraintQuery', params: [ctx, ['constraint', 'usize'], ['out', 'usize'], ['cap', 'i32']], result: 'i32', doc: 'Words meeting the constraints the host wrote at `constraint` into WordRecords; their count, or −1 (the region then holds the bytes needed).' },
  // Scrabble
  { name: 'scrabbleContextBytes', params: [['squares', 'i32']], result: 'i32', doc: 'Bytes of a ScrabbleContext for boards of up to `squares` squares (64-aligned).' },
  { name: 'scrabbleInitContext', params: [ctx, ['lexicon', 'usize'], ['squares', 'i32']], result: 'void', doc: 'Lays out a ScrabbleContext at ctx (64-aligned, scrabbleContextBytes(squares) bytes, zeroed).' },
  { name: 'scrabbleIndexLexicon', params: [['lexicon', 'usize'], ['at', 'usize'], ['wide', 'i32'], ['order', 'usize']], result: 'void', doc: 'Builds the arc-mask layout of the lexicon at `at` (8 or 16 bytes per entry), its groups in walk order; `order` is scratch of 4 bytes per entry.' },
  { name: 'scrabbleSetBoard', params: [ctx], result: 'void', doc: 'Loads the position the host wrote (rows, cols, start, tiles/letterMult/wordMult layout 0, tileValues): layout 1, cross sets, anchors; empties the undo stack.' },
  { name: 'scrabbleGenerate', params: [ctx, ['flags', 'i32'], ['top', 'i32']], result: 'i32', doc: "The rack's plays: MoveRecords and rank keys; their count, or −1 when a region is too small (outBytes, moveCount say how much)." },
  { name: 'scrabbleSetLeaves', params: [ctx, ['table', 'usize']], result: 'i32', doc: 'After the rack is written: numbers its sub-racks (leaveStrides), values them from the PlacedLeaves at `table` (0: the host wrote rackLeaves), fills bestLeave; the sub-rack count, or −1 beyond MAX_SUB_RACKS.' },
  { name: 'scrabbleRank', params: [ctx, ['count', 'i32']], result: 'usize', doc: 'Sorts the last scrabbleGenerate\'s records; the address of `count` u32 record offsets in order, or 0 when a score does not fit a key.' },
  { name: 'scrabbleApplyMove', params: [ctx, ['row', 'i32'], ['col', 'i32'], ['down', 'i32'], ['tiles', 'usize'], ['len', 'i32']], result: 'i32', doc: 'Plays tiles[0..len) (0 = the board tile there) from (row, col): updates both layouts; APPLY_OK, APPLY_NO_ROOM or APPLY_BAD_MOVE.' },
  { name: 'scrabbleUndoMove', params: [ctx], result: 'i32', doc: 'Takes back the last applied move: APPLY_OK or UNDO_EMPTY.' },
  { name: 'scrabblePlayout', params: [ctx, ['state', 'usize'], ['plies', 'i32']], result: 'i32', doc: 'Plays the PlayoutState\'s first move (if given), then up to `plies` more moves of its player (PlayoutState.player), on the context\'s board, and takes the plays back: moves played, or PLAYOUT_NO_ROOM, PLAYOUT_UNRANKED, PLAYOUT_BIG_RACK, PLAYOUT_BAD_MOVE.' },
  // Grid
  { name: 'gridSolve', params: [ctx], result: 'i32', doc: 'Searches the board with the query in params, visiting at most nodeCap nodes (results: totals, records, nodes, stopped, resumable); the word (or path) count of this call, or −1 when it stopped for the output.' },
  { name: 'gridBoundTree', params: [ctx], result: 'i32', doc: 'Builds the sum/choice tree of the class in the ProveContext at ctx; its bound, −1 when the tree region is too small, −2 when two tokens of the class start with the same tile.' },
  { name: 'gridBoundMerged', params: [ctx, ['levels', 'i32']], result: 'i32', doc: 'The bound of the tree gridBoundTree built with the first `levels` cells of order forced by merging (to their forced[] token), and the next cells of order that forced[] sets walked: the first cells of order, or the bound is not the tree\'s; −1 when the tree region is too small.' },
  { name: 'gridProveClass', params: [ctx], result: 'i32', doc: 'Branch and bound over the class in the ProveContext at ctx: builds its tree, splits cells in order, discards subclasses below the threshold, scores small ones board by board and writes the boards kept; the status (PROVE_*).' },
  { name: 'gridScoreBoards', params: [ctx, ['boards', 'usize'], ['n', 'i32'], ['results', 'usize']], result: 'i32', doc: 'Scores n boards of token ids (u8 × cells each) sharing the loaded neighbour sets, [score u32, words u32] per board, visiting at most nodeCap nodes in all; the boards scored whole (n unless the cap stopped one: params.stopped, nodes).' },
];
