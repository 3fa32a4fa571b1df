// What a lexicon build leaves out of a word list, by reason: the source reader's filters
// (hunspell.ts) and the words the alphabet cannot tile (tiling.ts). Its own module so that the
// readers and the store can all use it without importing each other.

/** What a build dropped, by reason, with a few examples each. */
export interface RejectReport {
  total: number;
  byReason: Record<string, { count: number; examples: string[] }>;
}

export function emptyRejectReport(): RejectReport {
  return { total: 0, byReason: {} };
}

/** Counts one removed word under a reason, keeping up to five examples. */
export function noteRejected(report: RejectReport, reason: string, word: string): void {
  const r = (report.byReason[reason] ??= { count: 0, examples: [] });
  r.count++;
  if (r.examples.length < 5) r.examples.push(word);
  report.total++;
}
