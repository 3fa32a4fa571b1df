// Plain-TypeScript reference for anagram queries, used only by tests: scans the whole word list.

/** Words (tile strings) formable from rack counts (index 0 = blanks), with the blanks they need. */
export function referenceAnagrams(
  words: readonly Uint8Array[], rackCounts: Uint8Array, min: number,
): { word: Uint8Array; blanksNeeded: number }[] {
  const out: { word: Uint8Array; blanksNeeded: number }[] = [];
  const need = new Int32Array(64);
  for (const w of words) {
    if (w.length < min) continue;
    need.fill(0);
    for (const t of w) need[t]!++;
    let blanks = 0;
    for (let t = 1; t < 64; t++) if (need[t]! > rackCounts[t]!) blanks += need[t]! - rackCounts[t]!;
    if (blanks <= rackCounts[0]!) out.push({ word: w, blanksNeeded: blanks });
  }
  return out;
}
