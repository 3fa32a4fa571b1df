// --board of the grid commands (grid, game): a board file, or the board written out.

import { existsSync } from 'node:fs';
import { errors, VerbivoreError } from '../errors.js';
import type { Board } from '../grid/board.js';
import { parseBoard } from '../grid/parse.js';
import { looksLikePath, readInputText } from '../inputFile.js';
import { parseJsonText } from '../inputJson.js';
import { quote } from '../inputText.js';

/** --board: a file if one exists at that path (a directory is an error), else the board itself. */
export function readBoard(value: string, moves: string): Board {
  const isFile = existsSync(value);
  // A file name that names no file must not be solved as board letters.
  if (!isFile && looksLikePath(value)) throw errors.missingFile(value, '--board');
  const text = isFile ? readInputText(value, '--board') : value;
  try {
    if (['king', 'knight', 'hex'].includes(moves)) return parseBoard(text, { moves: moves as 'king' | 'knight' | 'hex' });
    if (!existsSync(moves)) throw errors.usage(`--moves must be king, knight, hex or a JSON file of neighbour lists; ${quote(moves)} is none`);
    let adjacency = parseJsonText(readInputText(moves, '--moves'), `--moves ${quote(moves)}`);
    if (adjacency && typeof adjacency === 'object' && !Array.isArray(adjacency)) adjacency = (adjacency as { adjacency?: unknown }).adjacency;
    return parseBoard(text, { moves: 'graph', adjacency });
  } catch (e) {
    // Board text that is no board may have been meant as a file: say both.
    if (isFile || value.trim().startsWith('{') || !(e instanceof VerbivoreError) || e.code !== 'bad-input') throw e;
    throw errors.badInput(`--board ${quote(value)} names no file, and as board text: ${e.message}`);
  }
}
