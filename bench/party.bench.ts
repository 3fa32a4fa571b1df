// Party-game benchmarks: each rulebook example of the letter-constraint query and of every game's
// solver (its worked example in verbivore game, the README's table), on catalan, and on spanish
// for Enigmàrius and Gramarios. Target: ≤ 50 ms per call.
// Run: npm run bench -- party
//
// Each row's checksum is the answer count and the first answer, identical across runs.

import { availableParallelism, loadavg } from 'node:os';
import { parseCommandArgs } from '../src/cli/command.js';
import { gameCommands, games } from '../src/cli/commands/game.js';
import { Engine } from '../src/engine.js';
import { ensureLexicon } from '../src/lexicon/store.js';
import { blufigrama, doblograma } from '../src/party/letterGames.js';
import { ensureCategories } from '../src/party/categories.js';
import { type ConstraintQuery, queryWords } from '../src/query/constraint.js';
import { ensureSyllableView } from '../src/syllables/lexiconView.js';
import { type BenchCase, runBench } from './report.js';

const TARGET_MS = 50;

/** Splits a command line as a shell would (single and double quotes). */
function shellWords(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

export async function partyBench(): Promise<void> {
  const catalan = await ensureLexicon('catalan');
  const spanish = await ensureLexicon('spanish');
  await ensureSyllableView(catalan);
  await ensureCategories(catalan);
  const engines = { catalan: new Engine(catalan), spanish: new Engine(spanish) };
  console.log(`\nload average at start: ${loadavg().map((x) => x.toFixed(2)).join(' ')} on ${availableParallelism()} cores`);

  const checksums = new Map<string, string>();
  const query = (lexicon: keyof typeof engines, q: ConstraintQuery): BenchCase => {
    const name = `query ${lexicon}: ${JSON.stringify(q)}`;
    return {
      name,
      fn: () => {
        const words = queryWords(engines[lexicon], q);
        checksums.set(name, `${words.length} words, first ${words[0]?.word ?? '-'}`);
      },
      checksum: () => checksums.get(name) ?? '',
    };
  };
  const solver = (name: string, fn: () => { word?: string }[] | unknown): BenchCase => ({
    name,
    fn: () => {
      const r = fn();
      checksums.set(name, Array.isArray(r) ? `${r.length} answers, first ${(r[0] as { word?: string })?.word ?? '-'}` : JSON.stringify(r).slice(0, 40));
    },
    checksum: () => checksums.get(name) ?? '',
  });

  const cases: BenchCase[] = [
    query('catalan', { from: 'AAEELLMRV', length: 9 }),
    query('catalan', { from: 'ESCOTARENLIA' }),
    query('catalan', { from: 'LCESMMDEI?' }),
    query('catalan', { pattern: 'DES*CIO' }),
    query('catalan', { pattern: '?A*SSIM', length: '8-12' }),
    query('catalan', { inOrder: 'BRN', sort: 'alpha' }),
    query('catalan', { syllable: 'REN', from: 'RENTAIESCO' }),
    query('spanish', { length: 7, without: 'AC' }),
    query('spanish', { length: 9, exactly: { E: 1 } }),
    query('spanish', { from: 'MENORCA', length: 7 }),
    solver('blufigrama: Carles, own OARS + MMDEI', () => blufigrama(engines.catalan, { own: 'OARS', common: 'MMDEI' })),
    solver('doblograma play 1: A once', () => doblograma(engines.catalan, { letter: 'A', times: 1 })),
    solver('doblograma play 2: A twice and D', () => doblograma(engines.catalan, { letter: 'A', times: 2, with: 'D' })),
  ];
  for (const g of games) {
    const cmd = gameCommands.find((c) => c.name === `game ${g.name}`)!;
    const { values } = parseCommandArgs(cmd, shellWords(g.example.args));
    cases.push(solver(`game ${g.name} ${g.example.args}`, () => {
      const json = g.run(engines[g.lexicon], values, { unit: 'letters', limit: 20 }).json as { answers?: unknown[] };
      return json.answers ?? json;
    }));
  }
  const rows = await runBench('party games: seed examples (catalan; spanish for Enigmàrius and Gramarios)', cases, { time: 300, iterations: 5 });
  const slow = rows.filter((r) => r.medianUs > TARGET_MS * 1000);
  console.log(`\nTarget ≤ ${TARGET_MS} ms per call: ${slow.length === 0 ? 'met by every case' : `not met by ${slow.length} of ${rows.length}: ${slow.map((r) => `${r.name} (${(r.medianUs / 1000).toFixed(1)} ms)`).join('; ')}`}`);
}
