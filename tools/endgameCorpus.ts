// Writes the endgame corpora of test/fixtures/endgame/ (one CGP a line) from seeded autoplay
// games (src/endgame/corpus.ts: static-equity players, built-in leaves, SOWPODS):
//   small.cgp  the bag just emptied, one side holding at most 3 tiles (seed 1201)
//   large.cgp  the bag just emptied, both sides holding 5 to 7 tiles (seed 1202)
//   peg.cgp    one tile in the bag, the opponent's rack not given (seed 1203)
// Run: npx tsc -p tsconfig.json && node dist/tools/endgameCorpus.js

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../src/platform/node.js';
import { engineFor } from '../src/engine.js';
import { autoplayPositions } from '../src/endgame/corpus.js';
import type { Game } from '../src/game/game.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { packageRoot } from '../src/paths.js';
import { loadRuleset } from '../src/rules/index.js';
import { writeCgp } from '../src/scrabble/position/index.js';

const COUNT = 20;
await ensureLexicon('sowpods');
const engine = engineFor('sowpods');
const rules = loadRuleset('english');
const sizes = (g: Game) => [g.racks[0]!.length, g.racks[1]!.length];
const corpora: [string, number, (g: Game) => boolean][] = [
  ['small', 1201, (g) => g.bagSize === 0 && Math.min(...sizes(g)) <= 3],
  ['large', 1202, (g) => g.bagSize === 0 && sizes(g).every((n) => n >= 5)],
  ['peg', 1203, (g) => g.bagSize === 1],
];
for (const [name, seed, accept] of corpora) {
  const positions = autoplayPositions(engine, rules, { seed, count: COUNT, games: 10 * COUNT, accept });
  // With a tile in the bag the side to move cannot see the opponent's rack.
  if (name === 'peg') for (const p of positions) p.racks[1 - p.onTurn] = new Uint8Array(0);
  const path = join(packageRoot, 'test', 'fixtures', 'endgame', `${name}.cgp`);
  writeFileSync(path, positions.map((p) => writeCgp({ ...p, opcodes: [{ name: 'lex', value: 'sowpods' }] }, rules.alphabet)).join('\n') + '\n');
  console.log(`${path}: ${positions.length} positions`);
}
