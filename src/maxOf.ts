// The largest key over a list of any length. Math.max(...list) passes every item as an argument
// and overflows the call stack past about 125,000 of them (a game's --all can list more).

/** The largest key(item), or `floor` when it is larger (or the list is empty). */
export function maxOf<T>(items: Iterable<T>, key: (item: T) => number, floor = Number.NEGATIVE_INFINITY): number {
  let max = floor;
  for (const item of items) {
    const k = key(item);
    if (k > max) max = k;
  }
  return max;
}
