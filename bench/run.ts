// npm run bench -- NAME...: runs the named suites (all when none is named).

import { buildsBench } from './builds.bench.js';
import { championBench } from './champion.bench.js';
import { duplicateBench } from './duplicate.bench.js';
import { endgameBench } from './endgame.bench.js';
import { inferBench } from './infer.bench.js';
import { gameBench } from './game.bench.js';
import { gridBench } from './grid.bench.js';
import { languagesBench } from './languages.bench.js';
import { lexiconBench } from './lexicon.bench.js';
import { partyBench } from './party.bench.js';
import { peersBench } from './peers.bench.js';
import { scaleBench } from './scale.bench.js';
import { memoryBench } from './memory.bench.js';
import { scrabbleBench } from './scrabble.bench.js';
import { simBench } from './sim.bench.js';

const suites: Record<string, () => Promise<void>> = {
  lexicon: () => lexiconBench(),
  scrabble: () => scrabbleBench(),
  grid: () => gridBench(60),
  party: () => partyBench(),
  game: () => gameBench(),
  scale: () => scaleBench(),
  memory: () => memoryBench(),
  sim: () => simBench(),
  endgame: () => endgameBench(),
  duplicate: () => duplicateBench(),
  infer: () => inferBench(),
  peers: () => peersBench(),
  builds: () => buildsBench(),
  champion: () => championBench(),
  languages: () => languagesBench(),
};

const names = process.argv.slice(2);
for (const n of names) {
  if (!suites[n]) {
    console.error(`unknown bench suite "${n}"; choose from: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
}
for (const n of names.length ? names : Object.keys(suites)) await suites[n]!();
