// Plain-TypeScript reference for pattern queries, used only by tests: scans the word list.

export function referencePattern(words: readonly Uint8Array[], pattern: readonly bigint[]): Uint8Array[] {
  return words.filter((w) => w.length === pattern.length && w.every((t, i) => ((pattern[i]! >> BigInt(t)) & 1n) === 1n));
}
