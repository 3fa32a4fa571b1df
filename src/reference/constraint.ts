// Plain-TypeScript reference for the letter-constraint query, used only by tests: a filter over
// the word list that shares nothing with the core's walk. Each word is spelled in units as one
// character per unit; counts are counted, start/end/contains/in-order are string tests and
// patterns become regular expressions.

import type { UnitQuery } from '../query/constraint.js';
import type { PatternPosition } from '../query/units.js';

export function referenceConstraint(words: readonly Uint8Array[], q: UnitQuery): Uint8Array[] {
  const chr = (u: number) => String.fromCharCode(0x100 + u);
  const str = (units: readonly number[]) => units.map(chr).join('');
  const regexes = q.patterns.map((p) => patternRegex(p, q.units.size, chr));
  const start = q.start && str(q.start), end = q.end && str(q.end), contains = q.contains && str(q.contains);
  const count = new Int32Array(q.units.size);
  return words.filter((w) => {
    const length = q.units.count(w);
    if (length < q.minLength || length > q.maxLength) return false;
    const units = q.units.unitsOf(w);
    count.fill(0);
    for (const u of units) count[u]!++;
    for (let u = 1; u < q.units.size; u++) {
      if (count[u]! < q.fewest[u]! || count[u]! > q.most[u]!) return false;
    }
    if (q.budget) {
      let blanks = 0;
      for (let u = 1; u < q.units.size; u++) blanks += Math.max(0, count[u]! - q.budget.counts[u]!);
      if (blanks > q.budget.blanks) return false;
    }
    const s = str(units);
    if (start && !s.startsWith(start)) return false;
    if (end && !s.endsWith(end)) return false;
    if (contains && !s.includes(contains)) return false;
    if (q.inOrder) {
      let k = 0;
      for (const u of units) if (k < q.inOrder.length && u === q.inOrder[k]) k++;
      if (k < q.inOrder.length) return false;
    }
    return regexes.every((r) => r.test(s));
  });
}

function patternRegex(p: readonly PatternPosition[], size: number, chr: (u: number) => string): RegExp {
  const body = p.map((pos) => {
    let cls = '';
    for (let u = 1; u < size; u++) if ((pos.set >> BigInt(u)) & 1n) cls += chr(u);
    const one = cls ? `[${cls}]` : '[^\\s\\S]';
    return pos.star ? `${one}*` : one;
  }).join('');
  return new RegExp(`^${body}$`, 'u');
}
