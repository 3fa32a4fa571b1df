// A readable listing of a lexicon array, one entry per line, for docs/formats.md and the
// annotated fixture that a test compares against.

import type { Alphabet } from '../alphabet/index.js';
import { DAWG_ROOT_ENTRY, GADDAG_ROOT_ENTRY, entryAccepts, entryArcIndex, entryIsEnd, entryTile } from './node.js';

export function dumpLexicon(entries: Uint32Array, alphabet: Alphabet): string {
  const lines = ['index  hex       tile           accepts  isEnd  arcIndex'];
  entries.forEach((e, i) => {
    const tile = i === DAWG_ROOT_ENTRY ? '(DAWG root)' : i === GADDAG_ROOT_ENTRY ? '(GADDAG root)'
      : entryTile(e) === 0 ? '@' : alphabet.tiles[entryTile(e)]!;
    lines.push(
      `${String(i).padStart(5)}  ${e.toString(16).padStart(8, '0')}  ${tile.padEnd(13)}  ` +
        `${entryAccepts(e) ? 'A' : '.'}        ${entryIsEnd(e) ? 'E' : '.'}      ${entryArcIndex(e) || '-'}`,
    );
  });
  return lines.join('\n') + '\n';
}
