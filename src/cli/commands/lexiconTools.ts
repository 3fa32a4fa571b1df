// verbivore lexicon compare | stats (the lexicon bench is an application of its own: src/lexiconBench/)

import { errors } from '../../errors.js';
import { compareLexicons, type Comparison } from '../../lexicon/compare.js';
import { deriveTileSet, type DerivedTileSet, lexiconStats as tileStatistics, type LexiconStats } from '../../lexicon/stats.js';
import { officialTiles, rulesetFor } from '../../lexiconBench/workloads.js';
import { compileRuleset, resolveRuleset } from '../../rules/index.js';
import { type Command, intOption, printJson } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';

export const lexiconCompare: Command = {
  name: 'lexicon compare',
  summary: 'words only in A, only in B and in both, by length',
  help: `Usage: verbivore lexicon compare A B [--samples N] [--json]

Counts the words only in lexicon A, only in B and in both, overall and by length, with a few
examples of each difference per length (spread over the alphabet).

Lexicons on the same alphabet are compared tile string by tile string (lengths in tiles). When
the alphabets differ, both are first spelled out as letters: digraph tiles become their letters
(L·L → LL, NY, QU, CH, RR) and letters missing from the other alphabet lose their marks
(Ç → C, Ñ → N); lengths are then in letters, and the output says so.

  --samples N   examples per length and side (default 5)
  --json        print the comparison as one JSON object`,
  options: { samples: { type: 'string' } },
  async run(values, names) {
    if (names.length !== 2) throw errors.usage('name two lexicons to compare, e.g. verbivore lexicon compare sowpods wordlist');
    const samples = intOption(values, 'samples', 5, 0);
    const a = await openLexiconFor(names[0]!);
    const b = await openLexiconFor(names[1]!);
    const c = compareLexicons(a, b, { samples });
    if (values.json) printJson(c);
    else console.log(describeComparison(c));
    return 0;
  },
};

export function describeComparison(c: Comparison): string {
  const int = (n: number) => n.toLocaleString('en');
  const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '—');
  const lines = [
    `${c.a.name} (${int(c.a.words)} words) vs ${c.b.name} (${int(c.b.words)} words), lengths in ${c.unit}`,
  ];
  if (c.folded) {
    lines.push(c.folding);
    for (const s of [c.a, c.b]) {
      if (s.distinct < s.words) lines.push(`  ${s.name}: ${int(s.words - s.distinct)} words became the same letters as another and count once`);
    }
  }
  lines.push('',
    `  only in ${c.a.name}: ${int(c.onlyA)} (${pct(c.onlyA, c.a.distinct)} of ${c.a.name})`,
    `  only in ${c.b.name}: ${int(c.onlyB)} (${pct(c.onlyB, c.b.distinct)} of ${c.b.name})`,
    `  in both: ${int(c.both)} (Jaccard ${c.jaccard.toFixed(3)})`, '',
    `| length | only ${c.a.name} | only ${c.b.name} | both | e.g. only in ${c.a.name} | e.g. only in ${c.b.name} |`,
    '|---:|---:|---:|---:|---|---|');
  for (const r of c.byLength) {
    lines.push(`| ${r.length} | ${int(r.onlyA)} | ${int(r.onlyB)} | ${int(r.both)} | ${r.samplesA.join(' ')} | ${r.samplesB.join(' ')} |`);
  }
  return lines.join('\n');
}

export const lexiconStats: Command = {
  name: 'lexicon stats',
  summary: 'letter frequencies, and tile counts and values derived from them',
  help: `Usage: verbivore lexicon stats NAME [--ruleset R] [--json]

For each tile of the lexicon's alphabet: how often it occurs (times, and share of all tiles)
and how many words contain it (words, and share of words). Then a tile set derived from those
frequencies in the spirit of Alfred Butts, who counted letters in newspapers to design Scrabble,
printed next to the ruleset's official counts and values, with the Pearson correlation r of
derived against official (non-blank tiles).

How the tile set is derived:
  counts  the ruleset's non-blank tiles are shared out in proportion to each tile's share of all
          tile occurrences (largest remainder), at least one of each; blanks stay as official.
  values  ruled by the share of words containing the tile (how easy it is to place). The
          commonest tiles making up two thirds of all occurrences are worth 1 (1-point tiles
          are 68–75% of the English, Catalan and Spanish bags); below them each fall in that
          share by a constant factor adds a point, the factor set so the rarest tile is worth 10:
            value = 1 + round(9 · ln(s1 / s) / ln(s1 / smin)), clamped to 1..10
          (s the tile's share of words, s1 that of the rarest 1-point tile, smin the smallest).

  --ruleset R   ruleset name or JSON path (default: the ruleset of the lexicon's alphabet)
  --json        print the statistics and the derived tile set as JSON`,
  options: { ruleset: { type: 'string' } },
  async run(values, names) {
    if (names.length !== 1) throw errors.usage('name one lexicon, e.g. verbivore lexicon stats catalan');
    const lex = await openLexiconFor(names[0]!);
    const rules = typeof values.ruleset === 'string' ? compileRuleset(resolveRuleset(values.ruleset)) : rulesetFor(lex);
    if (!rules) throw errors.usage(`no built-in ruleset uses the ${lex.alphabet.id} alphabet; name one with --ruleset`);
    if (rules.alphabet.id !== lex.alphabet.id) {
      throw errors.usage(`ruleset ${rules.ruleset.name} uses the ${rules.alphabet.id} alphabet, lexicon ${lex.name} the ${lex.alphabet.id} alphabet`);
    }
    const stats = tileStatistics(lex.graph, lex.alphabet);
    const derived = deriveTileSet(stats, rules.ruleset.name, officialTiles(rules));
    if (values.json) {
      // derived.tiles extends stats.tiles with the derived and official figures: print it once.
      const { tiles: _, ...rest } = stats;
      printJson({ lexicon: lex.name, ...rest, ...derived });
    }
    else console.log(describeStats(lex.name, stats, derived));
    return 0;
  },
};

export function describeStats(name: string, s: LexiconStats, d: DerivedTileSet): string {
  const int = (n: number) => n.toLocaleString('en');
  const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
  const lines = [
    `${name}: ${int(s.wordCount)} words, ${int(s.tileOccurrences)} tiles, alphabet ${s.alphabet} (${s.tiles.length} tiles); ` +
      `ruleset ${d.ruleset} (${d.bagSize} tiles, ${d.blanks} blanks)`, '',
    '| tile | occurrences | % of tiles | words with it | % of words | count derived | count official | value derived | value official |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const byFrequency = [...d.tiles].sort((x, y) => y.occurrences - x.occurrences || x.tile - y.tile);
  for (const t of byFrequency) {
    lines.push(`| ${t.text} | ${int(t.occurrences)} | ${pct(t.occurrenceShare)} | ${int(t.words)} | ${pct(t.wordShare)} | ` +
      `${t.derivedCount} | ${t.officialCount} | ${t.derivedValue} | ${t.officialValue} |`);
  }
  const r = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(3));
  lines.push('', `Pearson r, derived vs official: counts ${r(d.countCorrelation)}, values ${r(d.valueCorrelation)} ` +
    '(method: verbivore lexicon stats --help)');
  return lines.join('\n');
}
