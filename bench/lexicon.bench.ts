// Lexicon benchmarks: build, load, lookups, anagram queries on SOWPODS.
// Run: npm run bench -- lexicon   (or: npx tsc -p tsconfig.json && node dist/bench/lexicon.bench.js)

import { readFileSync } from 'node:fs';
import { english } from '../src/alphabet/index.js';
import { Engine } from '../src/engine.js';
import { buildLexicon, ensureLexicon, lexiconPath, readLexiconFile } from '../src/lexicon/store.js';
import { anagramRecords } from '../src/query/anagram.js';
import { seededRandom } from '../src/random.js';
import { runBench } from './report.js';

export async function lexiconBench(name = 'sowpods'): Promise<void> {
  const lex = await ensureLexicon(name);
  const path = lexiconPath(name);
  const fileBytes = readFileSync(path);
  const engine = new Engine(lex);
  const words = [...lex.graph.words()];
  const r = seededRandom(42);

  // 10,000 lookups: half words, half the same words with one tile changed.
  const probes: Uint8Array[] = [];
  for (let i = 0; i < 10_000; i++) {
    const w = words[Math.floor(r() * words.length)]!.slice();
    if (i % 2) w[Math.floor(r() * w.length)] = 1 + Math.floor(r() * (lex.alphabet.size - 1));
    probes.push(w);
  }
  const probeAt = engine.core.reserve(probes.reduce((n, p) => n + p.length, 0));
  const offsets: number[] = [];
  let at = probeAt;
  for (const p of probes) { engine.core.u8().set(p, at); offsets.push(at); at += p.length; }
  let found = 0;

  // 100 random 7-tile racks from English letter frequencies, 10 with a blank.
  const bag = 'AAAAAAAAABBCCDDDDEEEEEEEEEEEEFFGGGHHIIIIIIIIIJKLLLLMMNNNNNNOOOOOOOOPPQRRRRRRSSSSTTTTTTUUUUVVWWXYYZ';
  const racks = Array.from({ length: 100 }, (_, i) => {
    const rack = new Uint8Array(64);
    for (let k = 0; k < 7; k++) {
      if (i % 10 === 0 && k === 0) rack[0]!++;
      else rack[english.tileOf(bag[Math.floor(r() * bag.length)]!)!]!++;
    }
    return rack;
  });
  let anagramWords = 0;

  await runBench(`lexicon ${name}: build`, [
    { name: `build ${name} (read, tile, compile, write)`, fn: () => buildLexicon(name), checksum: () => `${lex.entries.length} entries, ${fileBytes.length} bytes` },
  ], { time: 0, iterations: 3 });

  await runBench(`lexicon ${name}: queries`, [
    {
      name: 'load (read the file into WASM memory, verify, start an engine)',
      fn: () => new Engine(readLexiconFile(path, name)),
      checksum: () => lex.checksum.toString(16),
    },
    {
      name: 'lookups (10,000 per call, WASM)',
      items: probes.length,
      fn: () => {
        found = 0;
        for (let i = 0; i < probes.length; i++) found += engine.core.exports.hasWord(engine.query, offsets[i]!, probes[i]!.length);
      },
      checksum: () => `${found} found`,
    },
    {
      name: 'anagram queries (100 racks of 7, min 2)',
      items: racks.length,
      fn: () => {
        anagramWords = 0;
        for (const rack of racks) anagramWords += anagramRecords(engine, rack, 2, 0).length;
      },
      checksum: () => `${anagramWords} words`,
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) await lexiconBench(process.argv[2]);
