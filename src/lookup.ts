// Tables keyed by what a user types (--lexicon, --rules, --scoring, an alphabet id): a plain
// `table[key]` finds Object.prototype's "constructor" or "toString", so look at own keys only.

export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
