// Move generation per language, against English. Target: each new language's search within
// 1.2× of English's time per position, on a self-play corpus of that language.
// Run: npm run bench -- languages   (or: npx tsc -p tsconfig.json && node dist/bench/languages.bench.js [RULESET...])
//
// Workload: per ruleset, POSITIONS positions, one per seeded game (equity players with the
// ruleset's built-in leaves), each taken before turn TURN (mid-game); the rack of the side on
// turn. Each position is searched for every play sorted by score and for the best by equity
// (built-in leaves, exchanges of up to a rack, the pass), µs per position, the best
// of ROUNDS passes over the corpus; the rulesets alternate within each round. The board is
// loaded outside the timing (as the peers suite does). Lexicons build on first use.

import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { autoplayPositions } from '../src/endgame/corpus.js';
import { engineFor } from '../src/engine.js';
import { searcherFor } from '../src/game/searcher.js';
import { resolveLeaves } from '../src/leaves/resolve.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { loadRuleset } from '../src/rules/index.js';

const RULESETS = ['english', 'french', 'german', 'dutch', 'polish', 'norwegian', 'swedish', 'slovene', 'catalan', 'spanish'];
const POSITIONS = 200;
const TURN = 8;
const ROUNDS = 5;

export async function languagesBench(rulesets: string[] = RULESETS): Promise<void> {
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`load average before: ${load()} (${availableParallelism()} cores)`);
  if (rulesets[0] !== 'english') rulesets = ['english', ...rulesets.filter((r) => r !== 'english')];
  const cases = [];
  for (const name of rulesets) {
    const rules = loadRuleset(name);
    await ensureLexicon(rules.ruleset.lexicon);
    const engine = engineFor(rules.ruleset.lexicon);
    const positions = autoplayPositions(engine, rules, { seed: 31, count: POSITIONS, games: POSITIONS * 2, accept: (g) => g.turns.length === TURN });
    cases.push({ name, rules, positions, searcher: searcherFor(engine, rules), leaves: resolveLeaves('builtin', rules)!, all: Infinity, best: Infinity, plays: 0 });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of round % 2 ? cases.slice().reverse() : cases) {
      let all = 0, best = 0, plays = 0;
      for (const p of c.positions) {
        c.searcher.load(p.board);
        const rack = p.racks[p.onTurn];
        let t = performance.now();
        plays += c.searcher.byScore(rack, { pass: true }).length;
        all += performance.now() - t;
        // Before turn 8 every set's bag still holds a rack: exchanges of up to a rack.
        const exchangeLimit = c.rules.ruleset.rackSize;
        t = performance.now();
        c.searcher.byEquity(rack, c.leaves, { top: 1, exchangeLimit, pass: true });
        best += performance.now() - t;
      }
      c.all = Math.min(c.all, (all * 1000) / c.positions.length);
      c.best = Math.min(c.best, (best * 1000) / c.positions.length);
      c.plays = plays;
    }
  }
  const en = cases[0]!;
  console.log(`\n${POSITIONS} positions a ruleset (before turn ${TURN}, seed 31), best of ${ROUNDS} rounds`);
  console.log('ruleset     positions   plays/pos   every play µs   ratio   best by equity µs   ratio');
  for (const c of cases) {
    console.log(`${c.name.padEnd(10)}  ${String(c.positions.length).padStart(9)}  ${(c.plays / c.positions.length).toFixed(0).padStart(10)}  ` +
      `${c.all.toFixed(1).padStart(14)}  ${(c.all / en.all).toFixed(2).padStart(5)}×  ${c.best.toFixed(1).padStart(18)}  ${(c.best / en.best).toFixed(2).padStart(5)}×`);
  }
  console.log(`load average after: ${load()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await languagesBench(process.argv.length > 2 ? process.argv.slice(2) : undefined);
